### Die Chat-Oberfläche: `hex help`, der Slash-Befehl `/hex` von Discord (Namen,
### Beschreibungen, Optionen und Auswahlwerte), Schaltflächen, das Formular „Stein setzen“
### und kurze Hinweise.
###
### Die .name-Werte bleiben englisch: Sie sind dieselben Wörter, die man tippt (`hex board`,
### `/hex move`) und die die Texte nennen. Eine .description hat höchstens 100 Zeichen.

## `hex help`: die erste Zeile; die Befehlsliste entsteht aus der Befehlstabelle
## (src/core/command/table.rs) mit der .description jedes Befehls. commands-help-moves: wie
## Züge geschrieben werden (übersetzt sind nur die Erklärungen, Spalten mit Leerzeichen
## ausgerichtet); commands-help-footer: die Schlussbemerkung.
commands-help = Befehle von hextable:
    .name = help
    .description = Die Befehlsliste
commands-help-moves =
    f6  (oder F6, f 6, #12 f6)      einen Zug spielen (Dunkel-Hex: per Direktnachricht an mich)
    f4-g5, f4xh6xf6, f4xf6          ein Hexdame-Zug (ein Schritt, oder ein Schlag über seine Landefelder)
    swap / resign                   tauschen (Hex, Rex) oder aufgeben
commands-help-footer = Spiele: darkhex, darkhex-abrupt, hex, rex, hexdame. Größen 7 bis 19 (Hexdame hat nur ein Brett und keine Größe). Farben red|blue (Hexdame: white|black; Weiß zieht zuerst). Bedenkzeit: none, 1d (pro Zug), 10m+5s (live). Partien zwischen zwei Menschen zählen für die Glicko-2-Wertung, außer die Herausforderung sagt casual; Partien gegen den Computer nie.

## Der oberste Slash-Befehl.
commands-hex =
    .name = hex
    .description = Dunkel-Hex, Hex, Rex und Hexdame spielen

## Die Unterbefehle von /hex.
commands-challenge =
    .name = challenge
    .description = Einen Spieler herausfordern
commands-open =
    .name = open
    .description = Eine offene Herausforderung, die hier jeder annehmen kann
commands-accept =
    .name = accept
    .description = Eine Herausforderung annehmen
commands-decline =
    .name = decline
    .description = Eine Herausforderung ablehnen
commands-cancel =
    .name = cancel
    .description = Deine Herausforderung zurückziehen
commands-play-bot =
    .name = play-bot
    .description = Gegen den Computer spielen
commands-move =
    .name = move
    .description = Einen Zug spielen
commands-resign =
    .name = resign
    .description = Eine Partie aufgeben (mit Rückfrage)
commands-board =
    .name = board
    .description = Das Brett zeigen (deine Sicht, privat)
commands-games =
    .name = games
    .description = Deine Partien und die Herausforderungen hier
commands-replay =
    .name = replay
    .description = Eine beendete Partie wiedergeben
commands-export =
    .name = export
    .description = Die Partiedatei als SGF
commands-takeback =
    .name = takeback
    .description = Den letzten Zug zurücknehmen (bitten oder zustimmen)
commands-rematch =
    .name = rematch
    .description = Dieselbe Partie noch einmal anbieten
commands-draw =
    .name = draw
    .description = Remis anbieten, annehmen oder ablehnen (Hexdame)
commands-rules =
    .name = rules
    .description = Die Regeln
commands-settings =
    .name = settings
    .description = Servereinstellungen (nur mit „Server verwalten“)
commands-profile =
    .name = profile
    .description = Wertungen, Serie, letzte Partien (privat)
commands-leaderboard =
    .name = leaderboard
    .description = Die besten Wertungen dieses Servers, oder aller
commands-history =
    .name = history
    .description = Beendete Partien, neueste zuerst (privat)
commands-language =
    .name = language
    .description = Die Sprache, in der ich dir schreibe (privat)

## Die Optionen der Unterbefehle, mit ihren Auswahlwerten.
commands-option-player =
    .name = player
    .description = Welcher Spieler (Standard: du)
commands-option-global =
    .name = global
    .description = Alle im ganzen Netzwerk statt nur dieses Servers
commands-option-page =
    .name = page
    .description = Welche Seite (10 Partien pro Seite)
commands-option-game =
    .name = game
    .description = Welches Spiel
    .choice-darkhex = Dunkel-Hex (klassisch)
    .choice-darkhex-abrupt = Dunkel-Hex (abrupt)
    .choice-hex = Hex
    .choice-rex = Rex (Misère-Hex)
    .choice-hexdame = Hexdame
commands-option-size =
    .name = size
    .description = Brettseite (7 bis 19)
commands-option-colour =
    .name = colour
    .description = Deine Farbe
    .choice-red = Rot, in Hexdame Weiß (zieht zuerst)
    .choice-blue = Blau, in Hexdame Schwarz
    .choice-random = Zufällig
commands-option-swap =
    .name = swap
    .description = Ausgleichsregel (Hex und Rex)
commands-option-time =
    .name = time
    .description = Bedenkzeit: keine, pro Zug (1d), live (10m+5s)
    .choice-none = Ohne Uhr
    .choice-1d = 1 Tag pro Zug
    .choice-3d = 3 Tage pro Zug
    .choice-5m-3s = Live 5 Min. + 3 Sek.
    .choice-10m-5s = Live 10 Min. + 5 Sek.
    .choice-30m-20s = Live 30 Min. + 20 Sek.
commands-option-opponent =
    .name = opponent
    .description = Wen du herausforderst
commands-option-challenge =
    .name = challenge
    .description = Nummer der Herausforderung
## Die Option Partienummer (heißt wie die Option Spielart "game", in anderen Unterbefehlen).
commands-option-game-number =
    .name = game
    .description = Nummer deiner Partie
commands-option-cell =
    .name = cell
    .description = Ein Feld (f6) oder swap; Hexdame: f4-g5, f4xh6xf6
commands-option-draw =
    .name = answer
    .description = Remis anbieten oder ein Angebot beantworten
    .choice-offer = Remis anbieten
    .choice-accept = Angebot annehmen
    .choice-decline = Angebot ablehnen
commands-option-level =
    .name = level
    .description = Die Spielstärke des Computers
    .choice-beginner = Anfänger
    .choice-easy = Leicht
    .choice-medium = Mittel
    .choice-hard = Schwer
commands-option-views =
    .name = views
    .description = Dunkel-Hex: wer was wusste
commands-option-rated =
    .name = rated
    .description = Zählt für die Wertung? (Standard: ja)
commands-option-language =
    .name = language
    .description = Sprache des Bots
    .choice-en = English (Englisch)
    .choice-fi = Suomi (Finnisch)
    .choice-cs = Čeština (Tschechisch)
    .choice-da = Dansk (Dänisch)
    .choice-de = Deutsch
    .choice-auto = Wie deine App oder der Server es vorgibt
commands-option-tournament-channel =
    .name = tournament-channel
    .description = Kanal für Turniere
commands-option-threads =
    .name = threads
    .description = Ein Thread je Partie
commands-option-web =
    .name = web
    .description = Webseiten

## Schaltflächen unter Herausforderungen und Brettern (höchstens 80 Zeichen).
commands-action-label =
    .accept = Annehmen
    .decline = Ablehnen
    .swap = Tauschen
    .place = Stein setzen
    .rematch = Revanche
    .resign = Aufgeben
    .views = Wiedergabe
    .checkin = Einchecken
## Die Schaltfläche, die eine Rückfrage (zur Aufgabe) abbricht.
commands-cancel-label = Abbrechen
## Jemand hat eine Schaltfläche gedrückt, die für andere gedacht ist.
commands-button-not-for-you = Diese Schaltfläche ist nicht für dich: Nur die genannten Spieler können sie benutzen.
commands-button-expired = Diese Schaltfläche ist abgelaufen: Die Herausforderung oder der Zug wartet nicht mehr.
commands-picture-needs-attach-files = (Kein Bild: Ich brauche in diesem Kanal die Berechtigung „Dateien anhängen“.)
commands-picture-too-large = (Kein Bild: Es ist größer, als Discord mich hier hochladen lässt.)
commands-delete-your-move = Ich konnte deinen Zug nicht aus dem Kanal entfernen (mir fehlt dort die Berechtigung „Nachrichten verwalten“). Bitte lösche ihn selbst, damit niemand sieht, wohin du gespielt hast.
commands-missing-permissions = In diesem Kanal fehlen mir diese Berechtigungen: { $names }. Ohne sie fehlen meinen Beiträgen Bilder oder Text, oder ich kann öffentlich getippte Dunkel-Hex-Züge nicht entfernen.
## Rückfrage vor der Aufgabe; das Attribut gilt, wenn keine Partienummer bekannt ist.
commands-resign-confirm = Partie #{ $game } aufgeben? Damit endet die Partie; das lässt sich nicht rückgängig machen.
    .unnamed = Deine Partie aufgeben? Damit endet die Partie; das lässt sich nicht rückgängig machen.
commands-resign-cancelled = Du hast nicht aufgegeben; die Partie geht weiter.
## Das Formular „Stein setzen“ (Blaus Feld statt eines Tauschs): Titel (höchstens 45
## Zeichen), die Beschriftung seines Feldes (höchstens 45) und die Antwort auf ein leeres Formular.
commands-place-title = Partie #{ $game }: Stein setzen
commands-place-field = Feld (z. B. f6)
commands-place-missing = Gib ein Feld wie f6 ein.
## Ein Slash-Befehl wurde erledigt, und sonst gibt es nichts zu sagen.
commands-done = Erledigt.
## /hex ohne Unterbefehl.
commands-pick-subcommand = Wähle einen Unterbefehl von /hex, oder tippe `hex help`.
## Der Name des Threads einer Partie im Kanal (höchstens 100 Zeichen).
commands-thread-name = Partie #{ $game }
## Eine Partie des Nutzers, vorgeschlagen beim Tippen einer Partienummer (höchstens 100
## Zeichen). $name ist der Name des Spiels, wie man ihn tippt (darkhex, hex, …).
commands-game-choice = #{ $game } { $name } gegen { $opponent }{ $your_move ->
        [true] { " " }(du bist am Zug)
       *[false] { "" }
    }
## Eine private Sicht ging nicht per DM; sie wird stattdessen privat im Kanal gezeigt.
commands-dm-closed = Ich konnte dir keine Direktnachricht schicken (hast du Direktnachrichten abgeschaltet?), darum zeige ich es dir hier privat.
## Im Kanal gepostet, wenn gar keine private Antwort möglich war. $user ist eine Erwähnung.
commands-dms-closed-notice = { $user }, ich kann dir keine Direktnachrichten schicken, darum erreicht dich dein Brett auf diesem Weg nicht. `/hex board` und `/hex move` funktionieren hier privat: Ihre Antworten siehst nur du. Wenn du dein Brett wieder als Direktnachricht bekommen willst, erlaube Direktnachrichten von Servermitgliedern (Privatsphäre-Einstellungen).
## Matrix: Antwort auf einen Befehl, der kam, während der Bot über einen Tag weg war (er wurde nicht ausgeführt). $user ist eine Erwähnung.
commands-away-notice = { $user }: Ich war weg, als du das vor über einem Tag geschickt hast, darum habe ich nichts damit gemacht. Bitte schick es noch einmal.
