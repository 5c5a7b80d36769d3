### Die Chat-Oberfläche rund um die Partien: Schaltflächen und ihre Beschriftungen, das
### Formular „Stein setzen“, Thread-Namen, Partievorschläge beim Tippen einer Nummer und kurze
### Hinweise (Bild weggelassen, DMs geschlossen, Befehl während der Abwesenheit des Bots).

## Schaltflächen unter Herausforderungen und Brettern (höchstens 80 Zeichen).
interface-action-label =
    .accept = Annehmen
    .decline = Ablehnen
    .swap = Tauschen
    .place = Stein setzen
    .rematch = Revanche
    .resign = Aufgeben
    .views = Wiedergabe
    .checkin = Einchecken
## Die Schaltfläche, die eine Rückfrage (zur Aufgabe) abbricht.
interface-cancel-label = Abbrechen
## Jemand hat eine Schaltfläche gedrückt, die für andere gedacht ist.
interface-button-not-for-you = Diese Schaltfläche ist nicht für dich: Nur die genannten Spieler können sie benutzen.
interface-button-expired = Diese Schaltfläche ist abgelaufen: Die Herausforderung oder der Zug wartet nicht mehr.
interface-picture-needs-attach-files = (Kein Bild: Ich brauche in diesem Kanal die Berechtigung „Dateien anhängen“.)
interface-picture-too-large = (Kein Bild: Es ist größer, als Discord mich hier hochladen lässt.)
interface-delete-your-move = Ich konnte deinen Zug nicht aus dem Kanal entfernen (mir fehlt dort die Berechtigung „Nachrichten verwalten“). Bitte lösche ihn selbst, damit niemand sieht, wohin du gespielt hast.
interface-missing-permissions = In diesem Kanal fehlen mir diese Berechtigungen: { $names }. Ohne sie fehlen meinen Beiträgen Bilder oder Text, oder ich kann öffentlich getippte Dunkel-Hex-Züge nicht entfernen.
## Rückfrage vor der Aufgabe; das Attribut gilt, wenn keine Partienummer bekannt ist.
interface-resign-confirm = Partie #{ $game } aufgeben? Damit endet die Partie; das lässt sich nicht rückgängig machen.
    .unnamed = Deine Partie aufgeben? Damit endet die Partie; das lässt sich nicht rückgängig machen.
interface-resign-cancelled = Du hast nicht aufgegeben; die Partie geht weiter.
## Das Formular „Stein setzen“ (Blaus Feld statt eines Tauschs): Titel (höchstens 45
## Zeichen), die Beschriftung seines Feldes (höchstens 45) und die Antwort auf ein leeres Formular.
interface-place-title = Partie #{ $game }: Stein setzen
interface-place-field = Feld (z. B. f6)
interface-place-missing = Gib ein Feld wie f6 ein.
## Ein Slash-Befehl wurde erledigt, und sonst gibt es nichts zu sagen.
interface-done = Erledigt.
## /hex ohne Unterbefehl.
interface-pick-subcommand = Wähle einen Unterbefehl von /hex, oder tippe `hex help`.
## Der Name des Threads einer Partie im Kanal (höchstens 100 Zeichen).
interface-thread-name = Partie #{ $game }
## Eine Partie des Nutzers, vorgeschlagen beim Tippen einer Partienummer (höchstens 100
## Zeichen). $name ist der Name des Spiels, wie man ihn tippt (darkhex, hex, …).
interface-game-choice = #{ $game } { $name } gegen { $opponent }{ $your_move ->
        [true] { " " }(du bist am Zug)
       *[false] { "" }
    }
## Eine private Sicht ging nicht per DM; sie wird stattdessen privat im Kanal gezeigt.
interface-dm-closed = Ich konnte dir keine Direktnachricht schicken (hast du Direktnachrichten abgeschaltet?), darum zeige ich es dir hier privat.
## Im Kanal gepostet, wenn gar keine private Antwort möglich war. $user ist eine Erwähnung.
interface-dms-closed-notice = { $user }, ich kann dir keine Direktnachrichten schicken, darum erreicht dich dein Brett auf diesem Weg nicht. `/hex board` und `/hex move` funktionieren hier privat: Ihre Antworten siehst nur du. Wenn du dein Brett wieder als Direktnachricht bekommen willst, erlaube Direktnachrichten von Servermitgliedern (Privatsphäre-Einstellungen).
## Matrix: Antwort auf einen Befehl, der kam, während der Bot über einen Tag weg war (er wurde nicht ausgeführt). $user ist eine Erwähnung.
interface-away-notice = { $user }: Ich war weg, als du das vor über einem Tag geschickt hast, darum habe ich nichts damit gemacht. Bitte schick es noch einmal.
