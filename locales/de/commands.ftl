### Die Befehle: `hex help` und der Slash-Befehl `/hex` von Discord (Namen, Beschreibungen,
### Optionen und Auswahlwerte). Schaltflächen, Formulare und kurze Hinweise stehen in
### interface.ftl.
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
