### Die Wörter in den Brettbildern (Kopfzeilen, Legenden, Statuszeilen) und auf den
### Terminal-Brettern des lokalen Modus. Kurz halten: Ein Bild ist so breit wie sein Brett,
### und ein 7×7-Brett ist schmal. Zeilen beginnen klein; das Bild schreibt das erste Wort
### einer Zeile groß, wo es nötig ist.
###
### $player und $loser sind Farbnamen (board-red …); $n, $total, $stones und $hits Zahlen;
### $cell und $move Felder oder Züge in Notation.

## Farben und Spielnamen.
board-red = Rot
board-blue = Blau
board-white = Weiß
board-black = Schwarz
board-dark-hex = Dunkel-Hex
board-dark-hex-abrupt = Dunkel-Hex (abrupt)
board-hex = Hex
board-rex = Rex
board-hexdame = Hexdame

## Kopfzeile: Zugzähler, wer am Zug ist, die Farbe des Betrachters.
board-moves-made = Zug { $n }
board-to-move = { $player } am Zug
board-your-turn = du bist am Zug
board-you-play = du spielst { $player }
## Markiert den eigenen Namen in der Spielerzeile.
board-you = (du)
## Statuszeilen der Sicht in Dunkel-Hex.
board-opponent-found = dein Gegner hat { $n } deiner Steine gefunden
board-you-found = du hast { $n } seiner Steine gefunden
board-you-hit = Treffer auf { $cell }
## Folgt auf board-you-hit in der klassischen Version.
board-move-again = zieh noch einmal
board-opponent-just-hit = dein Gegner fand eben einen deiner Steine
## Zuschauer von Dunkel-Hex sehen Zahlen, nie Steine.
board-spectator-counts = Steine: { $stones } · Treffer: { $hits }
board-hidden-until-end = Steine bleiben bis zum Ende verdeckt
## Ergebnisse.
board-won-by-connection = { $player } gewinnt
board-won-rex = { $player } gewinnt: { $loser } verband seine Kanten
board-won-by-resignation = { $player } gewinnt: { $loser } gab auf
board-won-by-timeout = { $player } gewinnt: { $loser } hat keine Zeit mehr
board-swapped = Blau hat getauscht
board-last-move = letzter Zug { $cell }
## Aufgedecktes Dunkel-Hex-Brett: Getroffene Felder sind eingekreist.
board-hits-ringed = Treffer: { $n } (eingekreist)
## Ein Bild der Wiedergabe: Zug $n von $total.
board-replay-step = Zug { $n } von { $total }
## Legenden unter dem Brett.
board-legend-found = gefunden
board-legend-last = letzter Zug
board-legend-hit = neuer Treffer
board-legend-hit-stone = getroffen
board-legend-chain = Gewinnkette
board-legend-losing-chain = verlierende Kette

## Hexdame.
board-hexdame-last-move = letzter Zug { $move }
board-hexdame-captured = { $n } geschlagen
board-hexdame-crowned = zur Dame
## Verbliebene Figuren (Steine und Damen).
board-hexdame-pieces = Figuren: Weiß { $white } · Schwarz { $black }
board-hexdame-draw-offer = { $player } bietet Remis an
board-hexdame-won-no-pieces = { $player } gewinnt: { $loser } ohne Figuren
board-hexdame-won-no-moves = { $player } gewinnt: { $loser } kann nicht ziehen
board-hexdame-draw-repetition = Remis durch dreifache Wiederholung
board-hexdame-draw-agreement = Remis durch Einigung
board-legend-king = Dame
board-legend-captured = geschlagen

## Der Name des Computers am Tisch; $level ist die Stufe, wie man sie tippt (beginner, easy, medium, hard).
board-computer = Computer ({ $level ->
        [beginner] Anfänger
        [easy] leicht
        [medium] mittel
        [hard] schwer
       *[other] { $level }
    })
## Restzeit in der Uhrzeile des Bildes, in zwei Einheiten: $big ist die größere Einheit
## (eine Zahl), $small die kleinere (unter einem Tag zweistellig, wie auf einer Uhr).
board-duration-days = { $big } T { $small } Std.
board-duration-hours = { $big } Std. { $small } Min.
board-duration-minutes = { $big } Min. { $small } s
## Ein Wertungsdiagramm ohne Partien.
board-no-rated-games = Noch keine gewerteten Partien

## Die Wissenswiedergabe (`hex replay 12 views`): drei Bretter pro Bild, was jeder Spieler
## wusste, und das tatsächliche Brett. Die Bildunterschrift nennt den Zug des Bildes.
board-knowledge-of = was { $player } wusste
board-knowledge-truth = das tatsächliche Brett
board-knowledge-placed = { $player } setzte auf { $cell }
board-knowledge-hit = { $player } versuchte { $cell } und traf einen verdeckten Stein
## Folgt auf board-knowledge-hit in der klassischen Version.
board-knowledge-again = { $player } zieht noch einmal
## Ein Bild einer langen Partie, das mehrere Züge auf einmal zeigt.
board-knowledge-moves = Züge { $from }–{ $to }
## Unter dem Brett eines Spielers: gefundene gegnerische Steine, eigene vom Gegner gefundene.
board-knowledge-counts = gefunden: { $found } · von { $opponent } gefunden: { $lost }
## Unter dem Brett dessen, dessen Stein eben getroffen wurde (welcher, erfuhr er nicht).
board-knowledge-was-hit = { $player } fand einen dieser Steine (welchen, wurde nicht gesagt)
