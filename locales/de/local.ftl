### Lokaler Modus (`hextable local`): der Bot im Terminal, gegen den Computer oder zu zweit an
### einem Gerät (Hotseat), mit einem Vorhang zwischen den Zügen.

## Die Begrüßung. $url ist die Datenbank, $channel der Name des Kanals, für den das Terminal
## steht. `quit` beendet die Sitzung.
local-welcome = hextable local – Datenbank { $url }; du bist im Kanal #{ $channel }. Tippe Züge wie f6, `hex help` oder `quit`.
local-dark-hint = (Züge in Dunkel-Hex gehen per Direktnachricht an den Bot; hier wird alles, was du tippst, privat gesendet, wenn es ein Zug ist.)
## Hotseat: Der Vorhang verdeckt das Brett, während das Gerät weitergegeben wird. $next ist
## red oder blue, wer am Zug ist.
local-curtain = ──── Vorhang ──── Gib das Gerät an { $next ->
        [red] Rot
       *[blue] Blau
    } weiter und drück Enter zum Aufdecken.
## Ein Brettbild wurde in eine Datei geschrieben ($path).
local-image-saved = (Bild gespeichert unter { $path })
local-image-not-saved = (Bild konnte nicht gespeichert werden: { $error })
## Einmal gesagt, wenn Bilder noch nicht gespeichert werden können ($error sagt, warum).
local-images-later = ({ $error }; Bilder werden in { $folder } gespeichert, sobald das möglich ist)
local-message-removed = (der Bot hat eine Nachricht entfernt)
## Die Kennzeichnung einer privaten Antwort und einer Direktnachricht, vor ihrem Text.
local-private-label = nur für dich sichtbar
local-dm-label = Direktnachricht
## Wie ein Platz vor seinen Nachrichten heißt: $seat ist you, red oder blue (alles andere
## wird gezeigt, wie es ist).
local-seat-name = { $seat ->
        [you] Du
        [red] Rot
        [blue] Blau
       *[other] { $seat }
    }
