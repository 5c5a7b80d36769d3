### Herausforderungen (direkt und offen, zurückgezogen, abgelehnt, abgelaufen) und der Beginn
### einer Partie.
###
### $id ist eine Nummer einer Herausforderung, $game eine Partienummer (nach `#`); $from,
### $by, $red, $blue und $opponent sind Namen, $to eine Erwähnung der herausgeforderten Person.
### $colour ist red, blue (Hex, Rex, Dunkel-Hex), white oder black (Hexdame).

## Die Partie, um die es geht, als Teile mit Kommas dazwischen, z. B. „darkhex 9×9, Farben
## ausgelost, Bedenkzeit 1d, gewertet“. Der Wert ist der erste Teil: $game ist der Name des
## Spiels, wie man ihn tippt (darkhex, darkhex-abrupt, hex, rex), $rows und $cols die
## Brettgröße. Die Attribute sind die übrigen Teile; $time ist eine Bedenkzeit wie getippt
## (none, 1d, 10m+5s).
lobby-describe = { $game } { $rows }×{ $cols }
    .hexdame = hexdame
    .challenger-red = Herausforderer spielt Rot
    .challenger-blue = Herausforderer spielt Blau
    .challenger-white = Herausforderer spielt Weiß
    .challenger-black = Herausforderer spielt Schwarz
    .colours-random = Farben ausgelost
    .swap-on = Ausgleichsregel an
    .swap-off = Ausgleichsregel aus
    .time = { $time ->
        [none] ohne Zeitbegrenzung
       *[other] Bedenkzeit { $time }
    }
    .rated = gewertet
    .casual = ungewertet

## Im Kanal. $options ist die Partie, wie lobby-describe sie schreibt.
lobby-challenge-direct = Herausforderung { $id }: { $from } fordert { $to } heraus: { $options }. { $to }: Tippe `hex accept` oder `hex decline`.
## Im Kanal: Jeder dort darf annehmen.
lobby-challenge-open = Herausforderung { $id }: { $from } bietet allen hier eine Partie an: { $options }. Tippe `hex accept`, um zu spielen.
lobby-challenge-cancelled = Herausforderung { $id } wurde von { $by } zurückgezogen.
lobby-challenge-declined = Herausforderung { $id } wurde von { $by } abgelehnt.
lobby-challenge-expired = Herausforderung { $id } ist abgelaufen.

## Im Kanal, wenn eine Partie beginnt. $red zieht zuerst. $dark ist true für Dunkel-Hex,
## dessen Züge per DM gehen. Das Attribut ist die Fassung für Hexdame ($red spielt Weiß).
lobby-game-started = Partie #{ $game } beginnt: { $red } (Rot, oben–unten) gegen { $blue } (Blau, links–rechts). { $options }. { $dark ->
        [true] Züge gehen per Direktnachricht an mich; dieser Kanal erfährt, dass gezogen wurde, aber nie wo.
       *[false] Tippe die Züge hier, etwa f6.
    }
    .hexdame = Partie #{ $game } beginnt: { $red } (Weiß, zieht zuerst) gegen { $blue } (Schwarz). { $options }. Tippe die Züge hier, etwa f4-g5 oder f4xh6xf6.

## Eine DM an jeden Spieler, wenn seine Partie beginnt. $your_move ist true für den, der zuerst zieht.
lobby-your-game-started = Partie #{ $game }: Du spielst { $colour ->
        [red] Rot
        [blue] Blau
        [white] Weiß
       *[black] Schwarz
    } gegen { $opponent }. { $your_move ->
        [true] Du bist am Zug.
       *[false] Dein Gegner ist am Zug.
    }
