### Die Wissenswiedergabe einer beendeten Dunkel-Hex-Partie: die Bildunterschrift der Animation
### und die Ablehnungen. Variablen: $game ist eine Partienummer (nach `#`), $moves eine Zugzahl.

## Die Wissenswiedergabe (`hex replay 12 views` oder die Schaltfläche Wiedergabe unter einem Dunkel-Hex-Ergebnis).
knowledge-of = Was jeder Spieler in Partie #{ $game } wusste ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }): links das Wissen von Rot, in der Mitte das tatsächliche Brett, rechts das von Blau. Ein umrandetes Feld ist ein Treffer in diesem Zug; ein eingekreister Stein wurde durch einen Treffer gefunden.
## Angefragt, während die Dunkel-Hex-Partie noch läuft.
knowledge-not-over = Partie #{ $game } läuft noch: Was jeder Spieler weiß, bleibt bis zum Ende verdeckt. Frag noch einmal mit `hex replay { $game } views`, wenn sie vorbei ist.
## Angefragt für eine Partie ohne verdeckte Steine.
knowledge-only-dark-hex = Partie #{ $game } ist kein Dunkel-Hex: Beide sahen jeden Stein, es gibt also kein Wissen zu zeigen. `hex replay { $game }` zeigt die Partie Zug für Zug.
