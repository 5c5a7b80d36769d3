### Udfordringer (direkte og åbne, trukket tilbage, afslået, udløbet) og et partis start.
###
### $id er et udfordringsnummer, $game et partinummer (vises efter `#`), $from, $by, $red,
### $blue og $opponent er navne, $to en omtale af den udfordrede. $colour er red, blue,
### white eller black.

## Det parti, en udfordring eller et nyt parti handler om, i dele adskilt af kommaer, f.eks.
## "darkhex 9×9, tilfældige farver, betænkningstid 1d, med rating". Værdien er første del:
## $game er spillets navn, som brugerne skriver det, $rows og $cols brættets størrelse.
## Attributterne er de andre dele; $time er en betænkningstid, som den skrives (none, 1d, 10m+5s).
lobby-describe = { $game } { $rows }×{ $cols }
    .hexdame = hexdame
    .challenger-red = udfordreren spiller Rød
    .challenger-blue = udfordreren spiller Blå
    .challenger-white = udfordreren spiller Hvid
    .challenger-black = udfordreren spiller Sort
    .colours-random = tilfældige farver
    .swap-on = med byttereglen
    .swap-off = uden byttereglen
    .time = { $time ->
        [none] uden tidsbegrænsning
       *[other] betænkningstid { $time }
    }
    .rated = med rating
    .casual = uden rating

## I kanalen. $options er partiet, som lobby-describe skriver det.
lobby-challenge-direct = Udfordring { $id }: { $from } udfordrer { $to } til et parti { $options }. { $to }: skriv `hex accept` eller `hex decline`.
## I kanalen: alle her kan tage imod.
lobby-challenge-open = Udfordring { $id }: { $from } tilbyder et parti { $options } til alle her. Skriv `hex accept` for at spille.
lobby-challenge-cancelled = Udfordring { $id } blev trukket tilbage af { $by }.
lobby-challenge-declined = Udfordring { $id } blev afslået af { $by }.
lobby-challenge-expired = Udfordring { $id } er udløbet.

## I kanalen, når et parti begynder. $red trækker først. $dark er true for Mørk Hex, hvis
## træk sendes i direkte beskeder. Attributten er Hexdame-versionen ($red spiller Hvid).
lobby-game-started = Parti #{ $game } begynder: { $red } (Rød, top–bund) mod { $blue } (Blå, venstre–højre). { $options }. { $dark ->
        [true] Træk sendes til mig i en direkte besked; kanalen får at vide, når der er trukket, men aldrig hvor.
       *[false] Skriv trækkene her, som f6.
    }
    .hexdame = Parti #{ $game } begynder: { $red } (Hvid, trækker først) mod { $blue } (Sort). { $options }. Skriv trækkene her, som f4-g5 eller f4xh6xf6.

## En direkte besked til hver spiller, når partiet begynder. $your_move er true for den, der begynder.
lobby-your-game-started = Parti #{ $game }: du spiller { $colour ->
        [red] Rød
        [blue] Blå
        [white] Hvid
       *[black] Sort
    } mod { $opponent }. { $your_move ->
        [true] Din tur.
       *[false] Din modstander begynder.
    }
