### Výzvy (přímé i otevřené, zrušené, odmítnuté, propadlé) a začátek partie.
###
### Proměnné: $id je číslo výzvy, $game číslo partie (za `#`), $from, $by, $red, $blue
### a $opponent jména lidí, $to zmínka vyzvaného. $colour je red, blue (Hex, Rex,
### Temný Hex), white, black (Hexdame).

## Popis hry ve výzvě nebo nové partii, části oddělené čárkami, např. „darkhex 9×9, barvy
## náhodně, tempo 1d, hodnocená“. Hodnota je první část ($game je název hry, jak se píše,
## $rows a $cols velikost desky); atributy jsou ostatní části; $time je tempo, jak se píše.
lobby-describe = { $game } { $rows }×{ $cols }
    .hexdame = hexdame
    .challenger-red = vyzyvatel hraje červenými
    .challenger-blue = vyzyvatel hraje modrými
    .challenger-white = vyzyvatel hraje bílými
    .challenger-black = vyzyvatel hraje černými
    .colours-random = barvy náhodně
    .swap-on = s výměnou
    .swap-off = bez výměny
    .time = { $time ->
        [none] bez časového omezení
       *[other] tempo { $time }
    }
    .rated = hodnocená
    .casual = nehodnocená

## Do kanálu. $options je hra, jak ji popisuje lobby-describe.
lobby-challenge-direct = Výzva { $id }: { $from } vyzývá { $to } k partii { $options }. { $to }: napište `hex accept`, nebo `hex decline`.
## Do kanálu: přijmout ji může kdokoli.
lobby-challenge-open = Výzva { $id }: { $from } nabízí komukoli tady partii { $options }. Chcete-li hrát, napište `hex accept`.
lobby-challenge-cancelled = Výzva { $id }: { $by } ji ruší.
lobby-challenge-declined = Výzva { $id }: { $by } ji odmítá.
lobby-challenge-expired = Výzva { $id } vypršela.

## Do kanálu, když partie začíná. $red táhne první. $dark je true pro Temný Hex, jehož
## tahy jdou přímou zprávou. Atribut je verze pro Hexdame ($red hraje bílými).
lobby-game-started = Partie #{ $game } začíná. Červený (shora dolů): { $red }; modrý (zleva doprava): { $blue }. Hra: { $options }. { $dark ->
        [true] Tahy mi posílejte přímou zprávou; tento kanál se dozví, že někdo táhl, ale nikdy kam.
       *[false] Tahy pište sem, například f6.
    }
    .hexdame = Partie #{ $game } začíná. Bílý (táhne první): { $red }; černý: { $blue }. Hra: { $options }. Tahy pište sem, například f4-g5 nebo f4xh6xf6.

## Přímá zpráva každému hráči na začátku partie. $your_move je true pro toho, kdo začíná.
lobby-your-game-started = Partie #{ $game }: hrajete { $colour ->
        [red] červenými
        [blue] modrými
        [white] bílými
       *[black] černými
    }, soupeř: { $opponent }. { $your_move ->
        [true] Jste na tahu.
       *[false] Čeká se na soupeřův tah.
    }
