### Ordene inde i brætbillederne (overskrifter, forklaringer, statuslinjer) og
### terminalbrætterne i lokal tilstand. Korte: et billede er så bredt som sit bræt, og et
### 7×7-bræt er smalt. Linjerne begynder med lille bogstav; billedet sætter selv stort.
###
### $player og $loser er farvenavne (board-red …); $n, $total, $stones og $hits er tal;
### $cell og $move er felter eller træk i notation.

## Farver og spil.
board-red = Rød
board-blue = Blå
board-white = Hvid
board-black = Sort
board-dark-hex = Mørk Hex
board-dark-hex-abrupt = Mørk Hex (brat)
board-hex = Hex
board-rex = Rex
board-hexdame = Hexdame

## Overskriften: trækkets nummer, hvem der er i trækket, og seerens farve.
board-moves-made = træk { $n }
board-to-move = { $player } i trækket
board-your-turn = din tur
board-you-play = du spiller { $player }
board-you = (dig)
## Statuslinjer i Mørk Hex.
board-opponent-found = modstanderen har fundet { $n } af dine brikker
## Tallet til sidst og uden flertalsvalg: billedet indsætter det selv (et valg ville altid
## tage standardformen), og linjen skal kunne stå på et 7×7-bræt.
board-you-found = fundne modstanderbrikker: { $n }
board-you-hit = du ramte en modstanderbrik på { $cell }
board-move-again = træk igen
board-opponent-just-hit = modstanderen har lige fundet en af dine brikker
## Tilskuere til Mørk Hex ser tal, aldrig brikker.
board-spectator-counts = brikker sat: { $stones } · træffere: { $hits }
board-hidden-until-end = brikkerne er skjulte, til partiet er slut
## Resultater.
board-won-by-connection = { $player } vinder
board-won-rex = { $player } vinder: { $loser } forbandt sine kanter
board-won-by-resignation = { $player } vinder: { $loser } opgav
board-won-by-timeout = { $player } vinder: { $loser } overskred tiden
board-swapped = Blå byttede
board-last-move = sidste træk { $cell }
## Et afsløret Mørk Hex-bræt: de ramte felter har en ring om.
board-hits-ringed = træffere: { $n } (med ring)
board-replay-step = træk { $n } af { $total }
## Forklaringer under brættet.
board-legend-found = fundet
board-legend-last = sidste træk
board-legend-hit = lige ramt
board-legend-hit-stone = fundet ved en træffer
board-legend-chain = vindende kæde
board-legend-losing-chain = tabende kæde

## Hexdame.
board-hexdame-last-move = sidste træk { $move }
board-hexdame-captured = { $n } slået
board-hexdame-crowned = kronet
board-hexdame-pieces = brikker: Hvid { $white } · Sort { $black }
board-hexdame-draw-offer = { $player } tilbyder remis
board-hexdame-won-no-pieces = { $player } vinder: { $loser } har ingen brikker
board-hexdame-won-no-moves = { $player } vinder: { $loser } kan ikke trække
board-hexdame-draw-repetition = remis ved tredje gentagelse
board-hexdame-draw-agreement = remis efter aftale
board-legend-king = konge
board-legend-captured = slået

## Computerens navn ved bordet; $level er niveauet, som det skrives (beginner, easy, medium, hard).
board-computer = computer ({ $level ->
        [beginner] begynder
        [easy] let
        [medium] mellem
        [hard] svær
       *[other] { $level }
    })
## Tid tilbage i billedets urlinje, i to enheder: $big er den største enhed (et tal),
## $small den mindste (tocifret under et døgn, som på et ur).
board-duration-days = { $big } d { $small } t
board-duration-hours = { $big } t { $small } min
board-duration-minutes = { $big } min { $small } s
## Et ratingdiagram uden partier.
board-no-rated-games = Ingen partier med rating endnu

## Vidensgenafspilningen (`hex replay 12 views`): tre brætter i hvert billede, hvad hver
## spiller vidste og det faktiske bræt. Billedteksten siger, hvilket træk billedet viser.
board-knowledge-of = hvad { $player } vidste
board-knowledge-truth = det faktiske bræt
board-knowledge-placed = { $player } satte en brik på { $cell }
board-knowledge-hit = { $player } prøvede { $cell } og ramte en skjult brik
## Efter board-knowledge-hit i den klassiske version.
board-knowledge-again = { $player } trækker igen
## Et billede af et langt parti, der viser flere træk på én gang.
board-knowledge-moves = træk { $from }–{ $to }
## Under en spillers bræt: modstanderbrikker, spilleren fandt, og egne brikker, modstanderen fandt.
board-knowledge-counts = fundet: { $found } · fundet af { $opponent }: { $lost }
## Under brættet hos den spiller, hvis brik lige blev ramt (spilleren fik ikke at vide hvilken).
board-knowledge-was-hit = { $player } fandt en af disse brikker (hvilken, blev ikke sagt)
