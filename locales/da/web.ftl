### Partiernes websider (`src/web/`): hvad en læser af et partis side ser ud over
### brætbilledernes ord (farver, spilnavne, resultater: board.ftl).
###
### Variabler: $n og $total er tal; $url er en adresse.

## Et partis side.
web-moves = Træk
web-no-moves = Ingen træk endnu.
web-clock = Tid tilbage
web-aborted = partiet blev afbrudt
web-drawn = remis
## Et Dark Hex-træk, der ramte en skjult brik, i træklisten.
web-hit = træffer
## Blå overtog Røds første brik, i træklisten.
web-swap = byt
## Et afsluttet parti, stilling for stilling.
web-replay = Genafspilning
web-position = efter træk { $n } af { $total }
web-view-truth = Det sande bræt
web-view-red = Hvad Rød vidste
web-view-blue = Hvad Blå vidste
web-sgf = Hent partiet (SGF)
## Under resultatet i chatten: partiets side.
web-page-link = Partiets side: { $url }
## I indstillingerne (når botten har sider): om dette fællesskabs partier har sider
## (`web=on/off`; off: deres links svarer 404).
web-settings = Partiernes websider: { $on ->
        [true] til
       *[false] fra
    }.

## Siderne for en turnering, en spiller og en rangliste.
## Under stillingen, en profil eller en rangliste i chatten: dens side.
web-tournament-link = Turneringens side: { $url }
web-player-link = Spillerens side: { $url }
web-leaderboard-link = Ranglistens side: { $url }
web-tournament-title = Turnering t{ $id }
## Hvad turneringen er: $game spillet og brættet, $players antal tilmeldte, $n
## schweizerrunderne eller arenaens minutter.
web-format =
    .rr = Alle mod alle · { $game } · { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }
    .drr = Dobbelt alle mod alle · { $game } · { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }
    .swiss = Schweizersystem, { $n ->
        [one] { $n } runde
       *[other] { $n } runder
    } · { $game } · { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }
    .knockout = Knockout · { $game } · { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }
    .double-knockout = Dobbelt knockout · { $game } · { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }
    .arena = Arena, { $n ->
        [one] { $n } minut
       *[other] { $n } minutter
    } · { $game } · { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }
web-status-open = Åben: spillere kan stadig tilmelde sig.
web-status-round = Runde { $round } af { $rounds } spilles.
web-status-running = I gang.
web-status-finished = Afsluttet.
web-status-cancelled = Aflyst.
web-live-note = Mens turneringen kører, genindlæser siden sig selv hvert 30. sekund.
web-on-fire = i stime: næste sejr tæller dobbelt
web-withdrawn = trak sig
web-standings = Stilling
web-tie-breaks = Sådan afgøres pointlighed, i denne rækkefølge
web-tie-break =
    .direct-encounter = indbyrdes opgør: de point, de pointlige spillere tog mod hinanden
    .sonneborn-berger = Sonneborn-Berger: for hver modstander deres point gange de point, der blev taget mod dem, lagt sammen
    .wins = antal partier vundet ved brættet
    .buchholz-cut1 = Buchholz Cut-1: modstandernes point lagt sammen, uden den laveste
    .buchholz = Buchholz: alle modstanderes point lagt sammen
web-tie-break-unplayed = En runde uden parti ved brættet (fri runde, walkover, udeblivelse) tæller som et parti mod en spiller med dit eget pointtal, som FIDE's regler siger. Kun færdigspillede runder tæller.
web-crosstable = Krydstabel
web-crosstable-note = Hver runde: modstanderens linjenummer, r (Rød, trak først) eller b (Blå) og resultatet: 1 sejr, ½ remis, 0 tab, + eller − ved walkover, … spilles.
web-bye = fri runde
web-in-play = spilles
web-game = parti
web-rounds = Runder
web-round = Runde { $n }
web-players = Spillere
web-no-players = Ingen har tilmeldt sig endnu.
web-bracket = Turneringstræ
web-match-games = Kampenes partier
web-match-game = { $code }, parti { $n }:
web-arena = Rangliste
web-arena-note = Efter to sejre i træk er en spiller i stime (🔥): hvert nyt parti tæller dobbelt, indtil et ikke vindes. En walkover-sejr hverken starter eller stopper en stime.
web-arena-games = Partier, nyeste først
## En spillers side.
web-ratings = Ratings
web-no-ratings = Ingen ratede partier endnu.
web-rating-counts = afvigelse { $rd } · { $wins } vundet, { $losses } tabt, { $draws } remis
web-rating-history = Ratinghistorik, { $kind }
web-history = Færdigspillede partier
web-col-when = Hvornår
web-col-game = Spil
web-col-result = Resultat
web-col-opponent = Modstander
web-col-change = Rating
web-newer = Nyere
web-older = Ældre
web-page-of = side { $page } af { $pages }
web-no-games = Ingen færdigspillede partier endnu.
web-result = { $result ->
        [win] vundet
        [loss] tabt
       *[draw] remis
    }
web-reason = { $reason ->
        [connection] forbindelse
        [resignation] opgivet
        [timeout] tid
        [nopieces] ingen brikker
        [nomoves] intet træk
        [agreement] aftalt
        [repetition] gentagelse
        [forfeit] walkover
       *[other] { $reason }
    }
web-leaderboard-title = { $global ->
        [true] Rangliste · { $kind } · alle
       *[false] Rangliste · { $kind } · dette fællesskab
    }
web-col-player = Spiller
web-col-rating = Rating
web-leaderboard-empty = Ingen har endnu en fast rating i dette spil.
web-leaderboard-note = Med på listen: faste ratings (afvigelse under 100) for spillere, der har spillet et ratet parti inden for de sidste { $days } dage.
