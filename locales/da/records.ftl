### Ratings og partier: profiler (`hex profile`), ranglister (`hex leaderboard`), historik
### (`hex history`), og hvorfor noget ikke kan vises. Ratings er Glicko-2: en rating som
### 1532, skrevet 1500? mens den er foreløbig; RD er dens afvigelse.

## Navnet på hver rating, én pr. spil (i profiler, ranglister, historik og over ratingbilledet).
records-kind =
    .darkhex = Mørk Hex (klassisk)
    .darkhex-abrupt = Mørk Hex (brat)
    .hex = Hex
    .rex = Rex
    .hexdame = Hexdame
## Står for en spiller, hvis navn ikke kendes (aldrig spillerens id).
records-someone = ukendt spiller

## Hvor længe siden et parti sluttede, i hele dage.
records-ago = { $days ->
        [0] i dag
        [1] i går
       *[other] for { $days } dage siden
    }

## Et afsluttet parti, én linje i en profil eller en historik. $result er win, loss eller
## draw; $reason er, hvordan partiet endte; $change er ratingændringen (+14, -9, ±0) eller
## none for et parti uden rating; $ago er records-ago.
records-game-line = #{ $game } · { $kind } · { $result ->
        [win] vundet
        [loss] tabt
       *[draw] remis
    } mod { $opponent } ({ $reason ->
        [connection] forbindelse
        [resignation] opgivelse
        [timeout] tidsoverskridelse
        [nopieces] ingen brikker
        [nomoves] ingen træk
        [agreement] aftale
        [repetition] gentagelse
       *[other] { $reason }
    }){ $change ->
        [none] { "" }
       *[other] { " · " }{ $change }
    } · { $ago } · `hex replay { $game }`

## En spillers profil, linje for linje: navnet (fed), én linje pr. rating ($rating, $rd
## afvigelsen, og antallet af sejre, nederlag og remis), den aktuelle stime (.streak
## indrammer en af .streak-…-attributterne; $longer er true, når stimen er længere end
## $count), de seneste partier og en billedtekst til ratingbilledet.
records-profile = **{ $name }**
    .no-ratings = Ingen partier med rating endnu.
    .rating-line = { $kind }: { $rating } (RD { $rd }) · { $wins ->
        [one] { $wins } sejr
       *[other] { $wins } sejre
    }, { $losses ->
        [one] { $losses } nederlag
       *[other] { $losses } nederlag
    }, { $draws ->
        [one] { $draws } remis
       *[other] { $draws } remis
    }
    .streak = Aktuel stime: { $streak }.
    .streak-win = { $longer ->
        [true] { $count }+ sejre
       *[false] { $count ->
            [one] { $count } sejr
           *[other] { $count } sejre
        }
    }
    .streak-loss = { $longer ->
        [true] { $count }+ nederlag
       *[false] { $count ->
            [one] { $count } nederlag
           *[other] { $count } nederlag
        }
    }
    .streak-draw = { $longer ->
        [true] { $count }+ remis
       *[false] { $count ->
            [one] { $count } remis
           *[other] { $count } remis
        }
    }
    .no-games = Ingen afsluttede partier endnu.
    .last-games = Seneste partier:
    .chart = Billedet: ratingen i { $kind } efter hvert parti.

## En rangliste, linje for linje: titlen (fed; $scope er en af .scope-…-attributterne),
## rækkerne ($rank. $name $rating) og spørgerens egen plads (.own-…).
## På ranglisten: RD under 100 og et parti med rating inden for de sidste 90 dage.
records-leaderboard = **Rangliste · { $kind } · { $scope }**
    .scope-everyone = alle
    .scope-everyone-dm = alle (en direkte besked har ingen serverrangliste)
    .scope-server = denne server
    .empty = Ingen står på ranglisten endnu (det kræver RD under 100 og et parti med rating inden for de sidste 90 dage).
    .row = { $rank }. { $name } { $rating }
    .own-ranked = Dig: #{ $rank } ({ $rating }).
    .own-provisional = Du står ikke på ranglisten endnu: din rating { $rating } er foreløbig (RD ≥ 100); et par partier mere med rating gør den sikker.
    .own-inactive = Du står ikke på ranglisten: intet parti med rating i 90 dage (din rating: { $rating }).
    .own-no-games = Du står ikke på ranglisten: ingen partier med rating af denne slags her endnu.

## En side af en spillers afsluttede partier: titlen (fed; $kind er en ratings navn eller
## none for alle partier), linjer af records-game-line, og kommandoen til næste side
## ($next, som `hex history page 2`).
records-history = **Partier for { $name }{ $kind ->
        [none] { "" }
       *[other] { " · " }{ $kind }
    }** · side { $page } af { $pages }
    .no-games = Ingen afsluttede partier endnu.
    .next = Næste side: `{ $next }`
    .you = **Dine partier{ $kind ->
        [none] { "" }
       *[other] { " · " }{ $kind }
    }** · side { $page } af { $pages }

## Titlen over et ratingbillede: spillerens navn og ratingens.
records-rating-chart-title = { $name } · { $kind }
## Står inde i et tomt ratingbillede.
records-chart-empty = Ingen partier med rating endnu
records-unknown-player = Jeg kender intet afsluttet parti for den spiller (angiv spilleren med en omtale, som `hex profile @name`).
records-no-records-yet = Du har ingen afsluttede partier endnu: de vises her, når et parti slutter.
records-unavailable = Ratings og partihistorik kræver bottens database, som ikke findes i denne tilstand.
