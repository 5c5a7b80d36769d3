### Turneringer i en kanal (`hex tournament …`): oprettelse, tilmelding, afmelding og at trække
### sig, runder og deres parringer, resultater og walkover, stilling, info, lister, forklaring
### af korrektion, og hvad der ikke kan lade sig gøre.
###
### Variabler: $id er et turneringsnummer (brugerne skriver `t3`), $game et partinummer (efter
### `#`), $round og $rounds rundenumre, $board et brætnummer (fra 1); $name, $first, $second,
### $opponent, $winner og $by er navne på personer. Kommandoord i backticks (`hex tournament
### join`, `start=full`, `1-0`) læses af botten: oversæt dem ikke.

## En turneringsform. Værdien er schweizersystem med $rounds runder.
tournament-format = schweizersystem, { $rounds } { $rounds ->
        [one] runde
       *[other] runder
    }
    .rr = alle mod alle
    .drr = dobbelt alle mod alle
## Hvornår en ny turnering starter. $after er en varighed som "2h 00m".
tournament-start = starter om { $after }
    .hand = en arrangør starter den med `hex tournament start`
    .full = starter, så snart den er fuld
tournament-created = Turnering t{ $id } er åben: { $format }, { $game }; { $max ->
        [0] intet loft over antal spillere
        [one] højst { $max } spiller
       *[other] højst { $max } spillere
    }; { $start }. Skriv `hex tournament join` for at være med.
tournament-joined = { $name } er tilmeldt turnering t{ $id } ({ $count ->
        [one] { $count } spiller
       *[other] { $count } spillere
    }).{ $late ->
        [true] { " " }Sen tilmelding giver en fri runde med et halvt point i denne runde.
       *[false] {""}
    }
tournament-left = { $name } har meldt sig fra turnering t{ $id }.
tournament-withdrew = { $kicked ->
        [true] { $name } er fjernet fra turnering t{ $id }
       *[false] { $name } har trukket sig fra turnering t{ $id }
    }: spillerens igangværende partier tabes ved udeblivelse, og spilleren parres ikke i flere runder.
tournament-started = Turnering t{ $id } begynder: { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }, { $rounds ->
        [one] { $rounds } runde
       *[other] { $rounds } runder
    }. Held og lykke!
tournament-pairings = Turnering t{ $id }, runde { $round } af { $rounds }:
tournament-board = Bræt { $board }: { $first } (begynder) – { $second }{ $game } { $result }
tournament-bye = { $name }: fri runde ({ $points })
tournament-next-game = Turnering t{ $id }, runde { $round }: dit parti #{ $game } mod { $opponent } er klar.
tournament-your-bye = Turnering t{ $id }, runde { $round }: du har fri runde ({ $points } { $count ->
        [one] point
       *[other] point
    }); dit næste parti kommer med næste runde.
tournament-forfeited = Turnering t{ $id }: parti #{ $game } (bræt { $board }) blev ikke spillet inden rundens frist: { $double ->
        [true] begge spillere taber ved udeblivelse.
       *[false] den spiller, der ikke trak, taber ved udeblivelse.
    }
tournament-result-set = Turnering t{ $id }, runde { $round }, bræt { $board }: resultat { $result }, sat af { $by }.
tournament-standings-title = { $over ->
        [true] Turnering t{ $id }: slutstilling
       *[false] Turnering t{ $id }: stilling efter runde { $round } af { $rounds }
    }
tournament-standing = { $rank }. { $name }: { $points } ({ $games ->
        [one] { $games } parti
       *[other] { $games } partier
    }; { $breaks }){ $withdrawn ->
        [true] , trukket sig
       *[false] {""}
    }
tournament-heading = Stilling
    .rank = #
    .player = Spiller
    .points = Point
    .games = Partier
    .rating = Rating
tournament-finished = Turnering t{ $id } er slut. Tillykke til { $winner } med førstepladsen!
tournament-cancelled = Turnering t{ $id } er aflyst; dens uafsluttede partier afbrydes.
tournament-cancelled-too-few = Turnering t{ $id } blev aflyst ved starttidspunktet: færre end to spillere meldte sig.
tournament-line = t{ $id } i { $channel }: { $format }, { $game }; { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }; { $status ->
        [open] åben for tilmelding
        [running] { $rounds ->
            [0] i gang
           *[other] runde { $round } af { $rounds }
        }
        [finished] slut
       *[cancelled] aflyst
    }
tournament-info = { $line }. Spillere: { $players }. { $max ->
        [0] Intet loft over antal spillere.
        [one] Højst { $max } spiller.
       *[other] Højst { $max } spillere.
    } Rundens frist: { $deadline }.
tournament-list = Turneringer:
tournament-list-empty = Der kører ingen turnering her. En arrangør opretter en med `hex tournament create`.
tournament-rules = Turneringsformer: alle mod alle (`rr`: alle spiller mod alle én gang), dobbelt alle mod alle (`drr`: to gange, med byttede farver) og schweizersystem (`swiss 5`: fem runder, hver parret mellem spillere med samme pointtal, aldrig samme par to gange). En sejr giver 1 point, remis ½, en fri runde 1 (½ ved sen tilmelding). Ved pointlighed afgør korrektionen, i alle mod alle: indbyrdes opgør (point mellem de ligestillede spillere), så Sonneborn-Berger (hver modstanders point gange de point, du tog fra dem), så antal sejre; i schweizersystem: Buchholz Cut-1 (modstandernes point uden den laveste), så Buchholz (alle modstandere), så Sonneborn-Berger. Et uspillet parti tæller som remis mod dig selv, som FIDE gør. Den, der ikke trækker inden rundens frist, taber ved udeblivelse.

tournament-error-bad-word = Jeg forstod ikke »{ $text }« i den turneringskommando. Opret en turnering sådan her: `hex tournament create darkhex 7 swiss 4 max=8 start=full 1d`; andre: `join`, `leave`, `withdraw`, `start`, `pairings`, `standings`, `info`, `list`, `cancel`, `result 2 1-0`, `kick @name`, `avoid @a @b`, `rules`; knockout: `seed @name …`, `bracket`, `rules knockout`.
tournament-error-no-such = Der findes ingen turnering t{ $id }.
tournament-error-none-here = Der er ingen turnering i denne kanal. `hex tournament list` viser serverens.
tournament-error-name-one = I en privat besked skal du nævne turneringen, fx `hex tournament standings t3`.
tournament-error-channel-only = Turneringer oprettes i en kanal på en server: skriv det der.
tournament-error-organiser = Det kan kun arrangører: medlemmer med tilladelsen Administrer server eller serverens arrangørrolle, eller en moderator i rummet.
tournament-error-one-per-channel = Denne kanal har allerede turnering t{ $id }: én ad gangen.
tournament-error-already-joined = Du er allerede med i turnering t{ $id }.
tournament-error-not-joined = Du er ikke med i turnering t{ $id }.
tournament-error-not-a-player = Den person er ikke med i turneringen.
tournament-error-full = Turnering t{ $id } er fuld.
tournament-error-closed = Turneringen tager ikke flere spillere.
tournament-error-use-withdraw = Turneringen er startet: skriv `hex tournament withdraw` for at stoppe.
tournament-error-already-withdrawn = Den spiller har allerede trukket sig.
tournament-error-already-started = Turneringen er allerede startet.
tournament-error-not-started = Turnering t{ $id } er ikke startet endnu: ingen parringer endnu.
tournament-error-too-few = En turnering skal have mindst to spillere.
tournament-error-round-on = Runden er stadig i gang.
tournament-error-over = Turneringen er slut eller aflyst.
tournament-error-no-board = Runde { $round } har intet parti på bræt { $board }.

## Kommandoerne `/hex tournament …`: .name er ordet, Discord viser (på engelsk i alle sprog),
## .description højst 100 tegn.
tournament-cmd =
    .name = tournament
    .description = Turneringer i denne kanal: opret, tilmeld, spil, stilling
tournament-cmd-create =
    .name = create
    .description = Opret en turnering i denne kanal (arrangører)
tournament-cmd-join =
    .name = join
    .description = Tilmeld dig turneringen
tournament-cmd-leave =
    .name = leave
    .description = Meld dig fra turneringen før start
tournament-cmd-withdraw =
    .name = withdraw
    .description = Træk dig fra turneringen efter start
tournament-cmd-start =
    .name = start
    .description = Start turneringen nu (arrangører)
tournament-cmd-pairings =
    .name = pairings
    .description = Parringerne i den aktuelle runde
tournament-cmd-standings =
    .name = standings
    .description = Stilling eller turneringstræ, billede og tekst
tournament-cmd-info =
    .name = info
    .description = Hvad turneringen er, og hvor langt den er
tournament-cmd-list =
    .name = list
    .description = Serverens turneringer
tournament-cmd-cancel =
    .name = cancel
    .description = Aflys turneringen (arrangører)
tournament-cmd-result =
    .name = result
    .description = Sæt eller ret et bræts resultat (arrangører)
tournament-cmd-kick =
    .name = kick
    .description = Fjern en spiller (arrangører)
tournament-cmd-rules =
    .name = rules
    .description = Turneringsformer og korrektion forklaret
tournament-cmd-option-id =
    .name = tournament
    .description = Turneringen
tournament-cmd-option-format =
    .name = format
    .description = Turneringsform
    .choice-rr = Alle mod alle
    .choice-drr = Dobbelt alle mod alle
    .choice-swiss = Schweizersystem
    .choice-knockout = Knockout
    .choice-double-knockout = Dobbelt knockout
    .choice-arena = Arena
tournament-cmd-option-rounds =
    .name = rounds
    .description = Runder; arena: minutter
tournament-cmd-option-max =
    .name = max-players
    .description = Højeste antal spillere (ellers intet loft)
tournament-cmd-option-start =
    .name = start
    .description = Hvornår den starter
    .choice-hand = Når en arrangør starter den
    .choice-full = Så snart den er fuld
    .choice-1h = Om en time
    .choice-1d = Om et døgn
tournament-cmd-option-deadline =
    .name = deadline
    .description = Frist for et partis første træk
    .choice-1h = 1 time
    .choice-12h = 12 timer
    .choice-1d = 1 døgn
    .choice-3d = 3 døgn
tournament-cmd-option-board =
    .name = board
    .description = Brættets nummer
tournament-cmd-option-round =
    .name = round
    .description = Runden (ellers den aktuelle)
tournament-cmd-option-result =
    .name = result
    .description = Resultatet
    .choice-1-0 = Første spiller vinder
    .choice-0-1 = Anden spiller vinder
    .choice-draw = Remis
    .choice-first-forfeit = Første spiller vinder ved udeblivelse
    .choice-second-forfeit = Anden spiller vinder ved udeblivelse
    .choice-double-forfeit = Begge taber ved udeblivelse
tournament-cmd-option-organiser-role =
    .name = organiser-role
    .description = Medlemmer med denne rolle arrangerer turneringer
## Korrektionernes forkortelser: indbyrdes opgør, Sonneborn-Berger, sejre,
## Buchholz uden den laveste, Buchholz.
tournament-tie-break-code =
    .direct-encounter = IO
    .sonneborn-berger = SB
    .wins = S
    .buchholz-cut1 = BH-1
    .buchholz = BH

## The title of the standings while a round is being played: they count the complete rounds
## only. $round is the last complete round (0: none yet), $rounds how many rounds there are,
## $playing the round being played (none of its results counted yet).
tournament-standings-title-in-play = { $round ->
        [0] Turnering t{ $id }: stilling før runde 1 af { $rounds } (runde { $playing } er i gang)
       *[other] Turnering t{ $id }: stilling efter runde { $round } af { $rounds } (runde { $playing } er i gang)
    }
## Posted after the last round when several players share first place, equal on points and
## on every tie-break. $winners is their names ("Ann, Bob"), $count how many (2 or more).
tournament-finished-shared = Turnering t{ $id } er slut. { $count ->
        [one] { $count } spiller deler
       *[other] { $count } spillere deler
    } førstepladsen, lige på point og på alle korrektioner: { $winners }. Tillykke!
## `hex tournament rules`: the formats, the points, and exactly what the tie-breaks compute
## (FIDE's Tie-Break Regulations, Handbook C.07, in force since 2024).
tournament-rules-fide = Turneringsformer: alle mod alle (`rr`: alle spiller mod alle én gang), dobbelt alle mod alle (`drr`: to gange, med byttede farver) og schweizersystem (`swiss 5`: fem runder, hver parret mellem spillere med samme pointtal, aldrig samme par to gange). En sejr giver 1 point, remis ½, en walkover-sejr 1. Schweizersystem: oversidderen får 1 point, en sent tilmeldt spillers fri runde ½. Alle mod alle: den, der sidder over, får intet for runden, som i FIDE's turneringer; alle sidder over én gang, så indtil slutningen bør man også se på antal spillede partier. Stillingen tæller kun færdigspillede runder. Ved pointlighed afgør korrektionerne efter FIDE's regler (C.07, 2024). Alle mod alle: indbyrdes opgør (point fra de partier, de ligestillede har spillet mod hinanden, igen blandt dem, der stadig står lige), så Sonneborn-Berger (hver modstanders point gange de point, du tog fra dem), så partier vundet ved brættet. Schweizersystem: Buchholz Cut-1 (modstandernes point uden den laveste), så Buchholz (alle), så Sonneborn-Berger. En runde, du ikke spillede ved brættet (fri runde, walkover, udeblivelse), tæller i din Buchholz og Sonneborn-Berger som et parti mod dig selv: en modstander med dit eget pointtal og det resultat, runden gav dig; Cut-1 fjerner en sådan runde først, hvis den gav dig mindre end en sejr. I en modstanders point tæller de runder, modstanderen manglede til sidst (efter at have trukket sig), som remis. I alle mod alle giver en walkover intet til Sonneborn-Berger. Spillere, der står lige på alt, deler pladsen. Trækker du dig, tabes dit igangværende parti: med rating, hvis begge havde trukket, ellers som walkover. Den, der ikke trækker inden rundens frist, taber ved udeblivelse.
## En arrangør har bestemt, at to spillere aldrig må parres (`avoid`).
tournament-avoided = { $first } og { $second } parres ikke mod hinanden i turnering t{ $id }.
tournament-cmd-avoid =
    .name = avoid
    .description = Par aldrig disse to (arrangører)
tournament-cmd-option-other =
    .name = other
    .description = Den anden spiller
## `hex tournament rules swiss`: hvordan en schweizerrunde parres.
tournament-rules-swiss = Schweizerrunder parres efter FIDE's hollandske system (C.04.3), kontrolleret mod bbpPairings (det program, lichess bruger): pointgrupper oppefra, i hver gruppe den øverste halvdel mod den nederste; ingen møder samme modstander to gange ved brættet eller får en fri runde nummer to (en walkover-sejr tæller som en); farve betyder, hvem der trækker først, og den skifter: ingen får samme side tre gange i træk eller to gange flere end den anden, undtagen de førende i sidste runde; ingen flyttes til en anden pointgruppe i samme retning som i de to seneste runder, hvis det kan undgås; oversidderen er den lavest placerede i den laveste pointgruppe. En walkover forhindrer ikke, at de to mødes igen (efter FIDE er partiet ikke spillet). I 1.000 tilfældige turneringer parrede vores hver runde præcis som bbpPairings.
