### Knockoutturneringer (`hex tournament create … knockout` og `double-knockout`): formatet,
### starten, hvert parti, der kaldes op, hver afgjort kamp, turneringsvinderen, ordene i
### turneringstræet, reglerne og det, der ikke kan lade sig gøre.

knockout-format = { $double ->
        [true] dobbelt knockout
       *[false] knockout
    } ({ $kind ->
        [one] ét parti pr. kamp
        [best] kampe over højst { $games } { $games ->
            [one] parti
           *[other] partier
        }
       *[fixed] kampe over { $games } { $games ->
            [one] parti
           *[other] partier
        }, afgørende partier ved lige stilling
    }; seedet { $seeding ->
        [random] ved lodtrækning
        [hand] i hånden
       *[rating] efter rating
    }{ $extra ->
        [third-place] ; kamp om 3.-pladsen
        [no-reset] ; ingen ny storfinale
       *[none] {""}
    })
knockout-started = Turnering t{ $id } begynder: { $format }, { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }.{ $byes ->
        [0] {""}
        [one] { " " }Topseedet er oversidder i runde 1.
       *[other] { " " }De { $byes } højest seedede er oversiddere i runde 1.
    } Held og lykke!
knockout-calls = { $in-play ->
        [true] Turnering t{ $id }, partier i gang:
       *[false] Turnering t{ $id }, disse partier begynder nu:
    }
knockout-in-play-none = Turnering t{ $id }: intet parti er i gang lige nu.
knockout-call = { $code }, parti { $number }: { $first } (i trækket) – { $second } (#{ $game })
knockout-next-game = Turnering t{ $id }, kamp { $code }{ $games ->
        [1] {""}
       *[other] , parti { $number }
    }: dit parti #{ $game } mod { $opponent } er klar.
knockout-match-won = Turnering t{ $id }, kamp { $code }: { $winner } slår { $loser }{ $scored ->
        [true] { " " }{ $score }
       *[false] {""}
    } og går videre.
knockout-match-goes-on = Turnering t{ $id }, kamp { $code }: { $first } – { $second }; næste parti begynder.
knockout-forfeited = Turnering t{ $id }, kamp { $code }: parti #{ $game } blev ikke startet inden fristen: { $double ->
        [true] ingen får point, og kampen fortsætter med sit næste parti.
       *[false] den spiller, der ikke trak, taber det ved udeblivelse.
    }
knockout-finished = Turnering t{ $id } er slut. { $champion } vinder turneringen. Tillykke!
knockout-finished-no-champion = Turnering t{ $id } er slut uden en vinder: alle spillere er gået.
knockout-bracket-title = { $over ->
        [true] Turnering t{ $id }: endeligt turneringstræ
       *[false] Turnering t{ $id }: turneringstræ
    }
knockout-seeded = Turnering t{ $id } bliver seedet i hånden: { $names }; alle andre følger efter rating.
knockout-label = Turneringstræ
    .bracket = Turneringstræ
    .winners = Vindersiden
    .losers = Tabersiden
    .final = Storfinale
    .reset = Ny storfinale
    .third-place = Om 3.-pladsen
    .bye = oversidder
    .withdrawn = trukket sig
knockout-label-round = Runde { $n }
knockout-label-winner-of = vinder af { $m }
knockout-label-loser-of = taber af { $m }
knockout-rules = Knockout (`knockout`): taber du en kamp, er du ude. Dobbelt knockout (`double-knockout`): din første tabte kamp sender dig til tabersiden, den anden ud af turneringen; vinderne af de to sider mødes i storfinalen, og vinder tabersidens vinder den, spilles en ny storfinale (`reset=off` springer den over). Seedning (`seed=rating`, standard; `seed=random`; `seed=hand` med `hex tournament seed @a @b …`): seed 1 og 2 kan først mødes i finalen, 1 til 4 først fra semifinalerne. Er feltet ikke en potens af to, bliver de højest seedede oversiddere: de går videre fra runde 1 uden kamp. En kamp (`match=N`) er ét parti, højst et ulige antal N partier (den stopper, så snart den er afgjort), eller et lige antal N, Hex-spillernes retfærdige kamp: N partier med skiftende farver. Står en kamp lige efter sine partier, fortsætter den med afgørende partier, ét ad gangen, til et er vundet; farverne i første parti og første afgørende parti trækkes ved lod. I enkelt knockout deler de tabende semifinalister 3.-pladsen, medmindre `third-place=on` lader dem spille om den. En spiller, der trækker sig, taber kampen i gang og alle senere kampe ved udeblivelse. Et parti, hvor de første træk ikke er foretaget inden fristen, tabes ved udeblivelse af den, der ikke trak (trak ingen, får ingen point, og kampen fortsætter).

knockout-error-match = »{ $text }«: en kamp har 1 til 15 partier, fx `match=3` (højst tre partier, den første til to sejre går videre) eller `match=2` (to partier med byttede farver, afgørende partier ved lige stilling).
knockout-error-third-place = »{ $text }«: skriv `third-place=on` eller `third-place=off`.
knockout-error-reset = »{ $text }«: skriv `reset=on` eller `reset=off`.
knockout-error-seed = »{ $text }«: seedning er `seed=rating`, `seed=random` eller `seed=hand`.
knockout-error-not-knockout = »{ $text }« gælder kun knockoutturneringer: tilføj `knockout` eller `double-knockout`, eller udelad det.
knockout-error-third-place-double = »{ $text }«: i dobbelt knockout afgør tabersiden 3.-pladsen; `third-place` er til en enkelt `knockout`.
knockout-error-reset-single = »{ $text }«: kun en `double-knockout` har en storfinale, der kan spilles igen.
knockout-error-seed-players = Nævn spillerne i seedningsorden, den bedste først, fx `hex tournament seed @ann @bob`{ $named ->
        [true] : »{ $text }« nævner ingen.
       *[false] .
    }
knockout-error-seed-not-knockout = Seedning i hånden findes kun i knockoutturneringer; denne turnering parrer efter sine egne regler.
knockout-error-seed-not-joined = Alle, du seeder, skal først være meldt til turneringen.
knockout-error-seed-twice = Hver spiller kan kun seedes én gang.
knockout-error-already-out = Den spiller er allerede ude af turneringstræet.
knockout-error-no-result = En knockoutturnerings resultater kommer fra dens partier; vil du tage en spiller ud af turneringstræet, så brug `hex tournament kick @name`.

knockout-cmd-seed =
    .name = seed
    .description = Seed en knockout i hånden (arrangører)
knockout-cmd-option-players =
    .name = players
    .description = Spillerne i seedningsorden: @ann @bob …
knockout-cmd-option-match =
    .name = match
    .description = Knockout: partier pr. kamp (1, 3, 5 … eller lige)
knockout-cmd-option-third-place =
    .name = third-place
    .description = Knockout: kamp om 3.-pladsen
knockout-cmd-option-reset =
    .name = reset
    .description = Dobbelt knockout: evt. ny storfinale
knockout-cmd-option-seeding =
    .name = seeding
    .description = Knockout: seedning
    .choice-rating = Efter rating
    .choice-random = Ved lodtrækning
    .choice-hand = I hånden (seed)
knockout-cmd-option-topic =
    .name = format
    .description = Hvilket formats regler
    .choice-rr = Alle mod alle, schweizersystem
    .choice-knockout = Knockout
    .choice-arena = Arena og indtjekning
