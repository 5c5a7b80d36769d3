### Vyřazovací turnaje (`hex tournament create … knockout` a `double-knockout`): formát,
### zahájení, každá vyvolaná partie, každý rozhodnutý zápas, vítěz turnaje, slova pavouka,
### pravidla a to, co nejde.

knockout-format = { $double ->
        [true] turnaj na dvě prohry
       *[false] vyřazovací turnaj
    } ({ $kind ->
        [one] jedna partie na zápas
        [best] zápasy nejvýše na { $games } { $games ->
            [one] partii
            [few] partie
            [many] partie
           *[other] partií
        }
       *[fixed] zápasy na { $games } { $games ->
            [one] partii
            [few] partie
            [many] partie
           *[other] partií
        }, při nerozhodném stavu rozhodující partie
    }; nasazení { $seeding ->
        [random] losem
        [hand] ručně
       *[rating] podle ratingu
    }{ $extra ->
        [third-place] ; zápas o 3. místo
        [no-reset] ; bez druhého finále
       *[none] {""}
    })
knockout-started = Turnaj t{ $id } začíná: { $format }, { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
        [many] { $players } hráče
       *[other] { $players } hráčů
    }.{ $byes ->
        [0] {""}
        [one] { " " }Nasazená jednička má v 1. kole volno.
        [few] { " " }{ $byes } nejvýše nasazení hráči mají v 1. kole volno.
       *[other] { " " }{ $byes } nejvýše nasazených hráčů má v 1. kole volno.
    } Hodně štěstí!
knockout-calls = { $in-play ->
        [true] Turnaj t{ $id }, rozehrané partie:
       *[false] Turnaj t{ $id }, právě začínají tyto partie:
    }
knockout-in-play-none = Turnaj t{ $id }: právě se nehraje žádná partie.
knockout-call = { $code }, { $number }. partie: { $first } (začíná) – { $second } (#{ $game })
knockout-next-game = Turnaj t{ $id }, zápas { $code }{ $games ->
        [1] {""}
       *[other] , { $number }. partie
    }: vaše partie #{ $game } proti hráči { $opponent } je připravena.
knockout-match-won = Turnaj t{ $id }, zápas { $code }: { $winner } porazil(a) hráče { $loser }{ $scored ->
        [true] { " " }{ $score }
       *[false] {""}
    } a postupuje dál.
knockout-match-goes-on = Turnaj t{ $id }, zápas { $code }: { $first } – { $second }; začíná další partie.
knockout-forfeited = Turnaj t{ $id }, zápas { $code }: partie #{ $game } nebyla do termínu zahájena: { $double ->
        [true] nikdo nebodoval a zápas pokračuje další partií.
       *[false] hráč, který netáhl, ji prohrává kontumačně.
    }
knockout-finished = Turnaj t{ $id } skončil. Vítězem turnaje je { $champion }. Gratulujeme!
knockout-finished-no-champion = Turnaj t{ $id } skončil bez vítěze: všichni hráči odstoupili.
knockout-bracket-title = { $over ->
        [true] Turnaj t{ $id }: konečný pavouk
       *[false] Turnaj t{ $id }: pavouk
    }
knockout-seeded = Turnaj t{ $id } bude nasazen ručně: { $names }; ostatní hráči následují podle ratingu.
knockout-label = Pavouk
    .bracket = Pavouk
    .winners = Pavouk vítězů
    .losers = Pavouk poražených
    .final = Velké finále
    .reset = Druhé finále
    .third-place = O 3. místo
    .bye = volno
    .withdrawn = odstoupil(a)
knockout-label-round = { $n }. kolo
knockout-label-winner-of = vítěz { $m }
knockout-label-loser-of = poražený { $m }
knockout-rules = Vyřazovací turnaj (`knockout`): kdo prohraje zápas, vypadává. Turnaj na dvě prohry (`double-knockout`): první prohraný zápas vás pošle do pavouka poražených, druhý z turnaje; vítězové obou pavouků se utkají ve velkém finále, a pokud ho vyhraje vítěz pavouka poražených, hraje se druhé finále (`reset=off` ho vynechá). Nasazení (`seed=rating`, výchozí; `seed=random`; `seed=hand` s `hex tournament seed @a @b …`): nasazení 1 a 2 se mohou potkat až ve finále, 1 až 4 až od semifinále. Není-li počet hráčů mocninou dvou, dostanou nejvýše nasazení volno: postupují z 1. kola bez zápasu. Zápas (`match=N`) je jedna partie, nejvýše lichý počet N partií (končí, jakmile je rozhodnuto), nebo sudý počet N, férový zápas hráčů Hexu: N partií se střídáním barev. Je-li zápas po svých partiích nerozhodný, pokračuje rozhodujícími partiemi, po jedné, dokud jednu někdo nevyhraje; barvy první partie a první rozhodující partie se losují. V jednoduchém vyřazovacím turnaji se poražení semifinalisté dělí o 3. místo, pokud je `third-place=on` nenechá hrát o něj. Kdo odstoupí, prohrává rozehraný i každý další zápas kontumačně. Partii, v níž do termínu nepadly první tahy, prohrává kontumačně ten, kdo netáhl (netáhl-li nikdo, nikdo neboduje a zápas pokračuje).

knockout-error-match = „{ $text }“: zápas má 1 až 15 partií, například `match=3` (nejvýše tři partie, postupuje, kdo vyhraje dvě) nebo `match=2` (dvě partie s prohozenými barvami, při nerozhodném stavu rozhodující partie).
knockout-error-third-place = „{ $text }“: napište `third-place=on` nebo `third-place=off`.
knockout-error-reset = „{ $text }“: napište `reset=on` nebo `reset=off`.
knockout-error-seed = „{ $text }“: nasazení je `seed=rating`, `seed=random` nebo `seed=hand`.
knockout-error-not-knockout = „{ $text }“ platí jen pro vyřazovací turnaje: přidejte `knockout` nebo `double-knockout`, nebo to vynechte.
knockout-error-third-place-double = „{ $text }“: v turnaji na dvě prohry rozhoduje o 3. místě pavouk poražených; `third-place` je pro jednoduchý `knockout`.
knockout-error-reset-single = „{ $text }“: velké finále, které lze opakovat, má jen `double-knockout`.
knockout-error-seed-players = Uveďte hráče v pořadí nasazení, nejlepšího první, například `hex tournament seed @ann @bob`{ $named ->
        [true] : „{ $text }“ nikoho neoznačuje.
       *[false] .
    }
knockout-error-seed-not-knockout = Ruční nasazení je jen pro vyřazovací turnaje; tento turnaj páruje podle svých pravidel.
knockout-error-seed-not-joined = Každý, koho nasazujete, se musí nejdřív přihlásit do turnaje.
knockout-error-seed-twice = Každého hráče lze nasadit jen jednou.
knockout-error-already-out = Tento hráč už z pavouka vypadl.
knockout-error-no-result = Výsledky vyřazovacího turnaje dávají jeho partie; chcete-li hráče z pavouka vyřadit, použijte `hex tournament kick @name`.

knockout-cmd-seed =
    .name = seed
    .description = Ručně nasadit vyřazovací turnaj (pořadatelé)
knockout-cmd-option-players =
    .name = players
    .description = Hráči v pořadí nasazení: @ann @bob …
knockout-cmd-option-match =
    .name = match
    .description = Vyřazovací: partií na zápas (1, 3, 5 … nebo sudý)
knockout-cmd-option-third-place =
    .name = third-place
    .description = Vyřazovací: zápas o 3. místo
knockout-cmd-option-reset =
    .name = reset
    .description = Na dvě prohry: případné druhé finále
knockout-cmd-option-seeding =
    .name = seeding
    .description = Vyřazovací: nasazení
    .choice-rating = Podle ratingu
    .choice-random = Losem
    .choice-hand = Ručně (seed)
knockout-cmd-option-topic =
    .name = format
    .description = Pravidla kterého formátu
    .choice-rr = Každý s každým, švýcarský
    .choice-knockout = Vyřazovací turnaj
    .choice-arena = Aréna a potvrzení účasti
