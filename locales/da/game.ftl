### Et parti i gang: træk og træffere (Mørk Hex, åben Hex og Rex, Hexdame), partiets slutning,
### remis, tilbagetagning, revanche, tidsadvarsler, og det spillerne spørger om deres partier
### (brættet, listen over partier, genafspilninger og partifiler).
###
### $game er et partinummer (vises efter `#`); $by, $name, $winner_name, $loser_name og
### $opponent er navne; $ply er et træknummer; $mv og $cell er et træk eller felt i notation.
### En farvevariabel ($next, $player, $winner, $to_move) er red, blue, white eller black; en
### ja/nej-variabel er true eller false.

## Mørk Hex, direkte besked til den, der trak: trækket gik igennem.
game-you-played = Parti #{ $game }: du har spillet { $mv }. { $next ->
        [red] Rød
       *[blue] Blå
    } er i trækket.
## Mørk Hex, direkte besked til den, der trak: feltet skjulte en modstanderbrik. $again er
## true i den klassiske version (man trækker igen).
game-you-hit = Parti #{ $game }: på { $cell } står en modstanderbrik — du har fundet den (den forbliver synlig for dig). { $again ->
        [true] Træk igen.
       *[false] Din tur er forbi.
    }
## Mørk Hex, direkte besked til den, hvis brik blev fundet (uden at få at vide hvilken).
## $your_move er false i den klassiske version: finderen trækker igen.
game-stone-found = Parti #{ $game }: { $by } har fundet en af dine brikker. { $your_move ->
        [true] Din tur.
       *[false] { $by } trækker igen.
    }
## Mørk Hex, direkte besked: modstanderen har trukket (aldrig hvor).
game-opponent-moved = Parti #{ $game }: { $by } har trukket.{ $next_is_you ->
        [true] { " " }Din tur.
       *[false] { "" }
    }
## Mørk Hex, i kanalen: der er trukket (aldrig hvor).
game-dark-move-announce = Parti #{ $game }, træk { $ply }: { $player ->
        [red] Rød
       *[blue] Blå
    } har trukket. { $next ->
        [red] Rød
       *[blue] Blå
    } er i trækket.
## Mørk Hex, i kanalen: en brik blev ramt (aldrig hvor eller hvis).
game-stone-hit-announce = Parti #{ $game }, træk { $ply }: en brik blev ramt.
## Hex og Rex, i kanalen med brættet. $swap er true, når trækket var et bytte ($cell er så tom).
game-open-move-announce = Parti #{ $game }, træk { $ply }: { $name } ({ $player ->
        [red] Rød
       *[blue] Blå
    }) { $swap ->
        [true] brugte byttereglen
       *[false] spillede { $cell }
    }. { $next ->
        [red] Rød
       *[blue] Blå
    } er i trækket.
    .you = Parti #{ $game }, træk { $ply }: du ({ $player ->
        [red] Rød
       *[blue] Blå
    }) { $swap ->
        [true] brugte byttereglen
       *[false] spillede { $cell }
    }. { $next ->
        [red] Rød
       *[blue] Blå
    } er i trækket.
## Hex og Rex, direkte besked: modstanderen har trukket.
game-your-turn = Parti #{ $game }: { $by } spillede { $mv }. Din tur.
## Hexdame, i kanalen. $captured er antallet af slåede brikker (0 for ingen); $crowned er
## true, når en brik blev kronet til konge.
game-dame-move-announce = Parti #{ $game }, træk { $ply }: { $name } ({ $player ->
        [white] Hvid
       *[black] Sort
    }) spillede { $mv }{ $captured ->
        [0] { "" }
        [one] { " " }og slog { $captured } brik
       *[other] { " " }og slog { $captured } brikker
    }{ $crowned ->
        [true] , og brikken blev kronet
       *[false] { "" }
    }. { $next ->
        [white] Hvid
       *[black] Sort
    } er i trækket.
    .you = Parti #{ $game }, træk { $ply }: du ({ $player ->
        [white] Hvid
       *[black] Sort
    }) spillede { $mv }{ $captured ->
        [0] { "" }
        [one] { " " }og slog { $captured } brik
       *[other] { " " }og slog { $captured } brikker
    }{ $crowned ->
        [true] , og din brik blev kronet
       *[false] { "" }
    }. { $next ->
        [white] Hvid
       *[black] Sort
    } er i trækket.
## Hexdame, direkte besked til den, der trak, i et parti uden kanal.
game-dame-you-played = Parti #{ $game }: du har spillet { $mv }.
## Hexdame, direkte besked: modstanderen har trukket.

## Resultatet af et parti Hex, Rex eller Mørk Hex. $reason er connection, rex-connection,
## resignation eller timeout. $hidden er true for et parti Mørk Hex, der endte ved opgivelse
## eller tidsoverskridelse: brættet afsløres ikke.
game-over = Parti #{ $game } er slut: { $reason ->
        [rex-connection] { $loser_name } forbandt sine egne kanter og taber
        [resignation] { $loser_name } opgav
        [timeout] { $loser_name } overskred tiden
       *[connection] { $winner_name } forbandt sine kanter
    }. { $winner_name } ({ $winner ->
        [red] Rød
       *[blue] Blå
    }) vinder.{ $hidden ->
        [true] { " " }Brættet forbliver skjult; `hex replay { $game }` viser hver eneste brik.
       *[false] { "" }
    }
    .you-won = Parti #{ $game } er slut: { $reason ->
        [rex-connection] { $loser_name } forbandt sine egne kanter og taber
        [resignation] { $loser_name } opgav
        [timeout] { $loser_name } overskred tiden
       *[connection] du forbandt dine kanter
    }. Du vinder ({ $winner ->
        [red] Rød
       *[blue] Blå
    }).{ $hidden ->
        [true] { " " }Brættet forbliver skjult; `hex replay { $game }` viser hver eneste brik.
       *[false] { "" }
    }
    .you-lost = Parti #{ $game } er slut: { $reason ->
        [rex-connection] du forbandt dine egne kanter og taber
        [resignation] du opgav
        [timeout] du overskred tiden
       *[connection] { $winner_name } forbandt sine kanter
    }. { $winner_name } ({ $winner ->
        [red] Rød
       *[blue] Blå
    }) vinder.{ $hidden ->
        [true] { " " }Brættet forbliver skjult; `hex replay { $game }` viser hver eneste brik.
       *[false] { "" }
    }
## Resultatet af et parti Hexdame, som den ene side vandt. $reason er no-pieces, no-moves,
## resignation eller timeout. Attributterne er de to slags remis.
game-dame-game-over = Parti #{ $game } er slut: { $reason ->
        [no-pieces] { $loser_name } har ikke flere brikker
        [no-moves] { $loser_name } har intet lovligt træk
        [resignation] { $loser_name } opgav
       *[timeout] { $loser_name } overskred tiden
    }. { $winner_name } ({ $winner ->
        [white] Hvid
       *[black] Sort
    }) vinder.
    .repetition = Parti #{ $game } endte remis: den samme stilling opstod for tredje gang med den samme spiller i trækket.
    .agreement = Parti #{ $game } endte remis efter aftale.
    .you-won = Parti #{ $game } er slut: { $reason ->
        [no-pieces] { $loser_name } har ikke flere brikker
        [no-moves] { $loser_name } har intet lovligt træk
        [resignation] { $loser_name } opgav
       *[timeout] { $loser_name } overskred tiden
    }. Du vinder ({ $winner ->
        [white] Hvid
       *[black] Sort
    }).
    .you-lost = Parti #{ $game } er slut: { $reason ->
        [no-pieces] du har ikke flere brikker
        [no-moves] du har intet lovligt træk
        [resignation] du opgav
       *[timeout] du overskred tiden
    }. { $winner_name } ({ $winner ->
        [white] Hvid
       *[black] Sort
    }) vinder.
## Et parti med rating: $result er resultatet som ovenfor; derefter begge spilleres nye
## rating ($first_rating som 1532, eller 1500? mens den er foreløbig) og ændring (+14, -9, ±0).
game-rated-game-over = { $result } Rating: { $first_name } { $first_rating } ({ $first_change }), { $second_name } { $second_rating } ({ $second_change }).
## Et parti uden træk blev afbrudt.
game-aborted = Parti #{ $game } blev afbrudt: ingen trak i tide.

## Remis (kun Hexdame).
game-draw-offered = Parti #{ $game }: { $by } tilbyder remis.
game-draw-offered-dm = Parti #{ $game }: { $by } tilbyder remis. Skriv `hex draw accept` for at sige ja eller `hex draw decline` for at sige nej; trækker du, afslår du også tilbuddet.
game-draw-offer-stands = Parti #{ $game }: dit remistilbud gælder, indtil din modstander svarer eller trækker.
game-draw-declined = Parti #{ $game }: { $by } afslog remis; spillet fortsætter.

## Tilbagetagning (Hex og Rex; online efter aftale).
game-takeback-asked = Parti #{ $game }: { $by } beder om at tage sit sidste træk tilbage.
game-takeback-asked-dm = Parti #{ $game }: din modstander beder om at tage sit sidste træk tilbage. Skriv `hex takeback` for at sige ja, eller træk blot for at sige nej.
game-taken-back = Parti #{ $game }: { $count ->
        [one] { $count } træk
       *[other] { $count } træk
    } er taget tilbage.

## Revanche: i kanalen (med farverne byttet om) og i en direkte besked.
game-rematch-offered = { $by } tilbyder revanche for parti #{ $game } med farverne byttet om: skriv `hex rematch` for at tage imod.
game-rematch-offered-dm = { $by } tilbyder revanche for parti #{ $game }: skriv `hex rematch` for at tage imod.

## Påmindelser fra uret. $left er den resterende tid, som 5m eller 2h 30m.
game-time-warning-dm = Parti #{ $game }: din tid løber ud om { $left }.
game-time-warning = Parti #{ $game }: { $player ->
        [red] Rød
        [blue] Blå
        [white] Hvid
       *[black] Sort
    } har { $left } tilbage til sit træk.

## Over det brætbillede, en spiller bad om. $to_move er none, når partiet er slut.
game-board-of = Parti #{ $game } efter { $ply ->
        [one] { $ply } træk
       *[other] { $ply } træk
    }: { $to_move ->
        [red] Rød er i trækket.
        [blue] Blå er i trækket.
        [white] Hvid er i trækket.
        [black] Sort er i trækket.
       *[none] partiet er slut.
    }

## `hex games`: brugerens partier og udfordringerne i kanalen, én pr. linje. Værdien siges,
## når der intet parti er; .games og .challenges står over listerne; hver linje er et parti
## ($name er spillets navn: darkhex, hex …; $your_move er true eller false) eller en
## udfordring ($yours er true for brugerens egne).
game-list = Du har ikke noget parti i gang.
    .games = Dine partier:
    .game-line = #{ $game } { $name } mod { $opponent }{ $your_move ->
        [true] { " " }— din tur
       *[false] { "" }
    }
    .challenges = Udfordringer:
    .challenge-line = { $id } fra { $from }{ $yours ->
        [true] { " " }(din egen)
       *[false] { "" }
    }

## Genafspilninger og partifiler, vist med billedet eller filen.
game-replay-of = Genafspilning af parti #{ $game } ({ $moves ->
        [one] { $moves } træk
       *[other] { $moves } træk
    }).
## Vises med den animerede genafspilning, efter det endelige bræt.
game-replay-animation = Parti #{ $game }, træk for træk.
## $record er SGF-teksten i en kodeblok: de tre backticks bliver på deres linjer.
game-sgf =
    Parti #{ $game } som Hex-SGF:
    ```
    { $record }
    ```
game-sgf-attached = Parti #{ $game } som Hex-SGF: partifilen er vedhæftet.
## $record er Hexdame-træklisten (f4-g5 …); .empty står i stedet, når der ikke er trukket.
game-dame-record =
    Parti #{ $game }, Hexdame-træk (Hvid først):
    ```
    { $record }
    ```
    .empty = (ingen træk)
