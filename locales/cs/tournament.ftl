### Turnaje v kanálu (`hex tournament …`): založení, přihlášky, odhlášení a odstoupení, kola a
### jejich párování, výsledky a kontumace, pořadí, informace, seznamy, vysvětlení pomocného
### hodnocení a to, co udělat nejde.
###
### Proměnné: $id je číslo turnaje (uživatelé píšou `t3`), $game číslo partie (za `#`), $round a
### $rounds čísla kol, $board číslo desky (od 1); $name, $first, $second, $opponent,
### $winner a $by jsou jména lidí. Příkazová slova v obrácených apostrofech (`hex tournament
### join`, `start=full`, `1-0`) bot čte: nepřekládejte je.

## Formát turnaje. Hodnota je švýcarský systém o $rounds kolech.
tournament-format = švýcarský systém, { $rounds } { $rounds ->
        [one] kolo
        [few] kola
        [many] kola
       *[other] kol
    }
    .rr = každý s každým
    .drr = každý s každým dvakrát
## Kdy nový turnaj začne. $after je doba, např. "2h 00m".
tournament-start = začíná za { $after }
    .hand = spustí ho pořadatel příkazem `hex tournament start`
    .full = začne, jakmile se naplní
tournament-created = Turnaj t{ $id } je otevřen: { $format }, { $game }; { $max ->
        [0] bez omezení počtu hráčů
        [one] nejvýše { $max } hráč
        [few] nejvýše { $max } hráči
        [many] nejvýše { $max } hráče
       *[other] nejvýše { $max } hráčů
    }; { $start }. Přihlaste se napsáním `hex tournament join`.
tournament-joined = { $name } se přihlásil(a) do turnaje t{ $id } ({ $count ->
        [one] { $count } hráč
        [few] { $count } hráči
        [many] { $count } hráče
       *[other] { $count } hráčů
    }).{ $late ->
        [true] { " " }Pozdní přihláška dává v tomto kole volno za půl bodu.
       *[false] {""}
    }
tournament-left = { $name } se odhlásil(a) z turnaje t{ $id }.
tournament-withdrew = { $kicked ->
        [true] { $name } byl(a) z turnaje t{ $id } vyřazen(a)
       *[false] { $name } odstoupil(a) z turnaje t{ $id }
    }: rozehrané partie prohrává kontumačně a další už nedostane.
tournament-started = Turnaj t{ $id } začíná: { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
        [many] { $players } hráče
       *[other] { $players } hráčů
    }, { $rounds ->
        [one] { $rounds } kolo
        [few] { $rounds } kola
        [many] { $rounds } kola
       *[other] { $rounds } kol
    }. Hodně štěstí!
tournament-pairings = Turnaj t{ $id }, { $round }. kolo z { $rounds }:
tournament-board = Deska { $board }: { $first } (začíná) – { $second }{ $game } { $result }
tournament-bye = { $name }: volno ({ $points })
tournament-next-game = Turnaj t{ $id }, { $round }. kolo: vaše partie #{ $game } proti hráči { $opponent } je připravena.
tournament-your-bye = Turnaj t{ $id }, { $round }. kolo: máte volno ({ $points } { $count ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }); další partii dostanete v příštím kole.
tournament-forfeited = Turnaj t{ $id }: partie #{ $game } (deska { $board }) nebyla do termínu kola rozehrána: { $double ->
        [true] oba hráči prohrávají kontumačně.
       *[false] hráč, který netáhl, prohrává kontumačně.
    }
tournament-result-set = Turnaj t{ $id }, { $round }. kolo, deska { $board }: výsledek { $result }, zapsal(a) { $by }.
tournament-standings-title = { $over ->
        [true] Turnaj t{ $id }: konečné pořadí
       *[false] Turnaj t{ $id }: pořadí po { $round }. kole z { $rounds }
    }
tournament-standing = { $rank }. { $name }: { $points } (partie: { $games }; { $breaks }){ $withdrawn ->
        [true] , odstoupil(a)
       *[false] {""}
    }
tournament-heading = Pořadí
    .rank = #
    .player = Hráč
    .points = Body
    .games = Partie
    .rating = Rating
tournament-finished = Turnaj t{ $id } skončil. Gratulujeme vítězi: { $winner }!
tournament-cancelled = Turnaj t{ $id } byl zrušen; jeho nedohrané partie se ruší.
tournament-cancelled-too-few = Turnaj t{ $id } byl v čase zahájení zrušen: přihlásili se méně než dva hráči.
tournament-line = t{ $id } v { $channel }: { $format }, { $game }; { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
        [many] { $players } hráče
       *[other] { $players } hráčů
    }; { $status ->
        [open] přihlášky otevřeny
        [running] { $rounds ->
            [0] probíhá
           *[other] { $round }. kolo z { $rounds }
        }
        [finished] skončil
       *[cancelled] zrušen
    }
tournament-info = { $line }. Hráči: { $players }. { $max ->
        [0] Bez omezení počtu hráčů.
        [one] Nejvýše { $max } hráč.
        [few] Nejvýše { $max } hráči.
       *[other] Nejvýše { $max } hráčů.
    } Termín kola: { $deadline }.
tournament-list = Turnaje:
tournament-list-empty = Tady žádný turnaj neběží. Pořadatel ho založí příkazem `hex tournament create`.
tournament-rules = Formáty turnaje: každý s každým (`rr`: každý hraje s každým jednou), dvoukolově (`drr`: dvakrát, s prohozenými barvami) a švýcarský systém (`swiss 5`: pět kol, v každém se párují hráči se stejným počtem bodů a nikdy dvakrát stejná dvojice). Výhra je 1 bod, remíza ½, volno 1 (½ při pozdní přihlášce). Při rovnosti bodů rozhoduje pomocné hodnocení, u systému každý s každým: vzájemné partie (body mezi hráči se stejným počtem bodů), pak Sonneborn-Berger (body každého soupeře násobené body, které jste proti němu získali), pak počet výher; u švýcarského systému: Buchholz Cut-1 (body soupeřů bez nejslabšího), pak Buchholz (všichni soupeři), pak Sonneborn-Berger. Nehraná partie se počítá podle FIDE jako remíza se sebou samým. Kdo do termínu kola netáhne, prohrává kontumačně.

tournament-error-bad-word = Slovu „{ $text }“ v příkazu turnaje nerozumím. Turnaj založíte třeba takto: `hex tournament create darkhex 7 swiss 4 max=8 start=full 1d`; další příkazy: `join`, `leave`, `withdraw`, `start`, `pairings`, `standings`, `info`, `list`, `cancel`, `result 2 1-0`, `kick @name`, `avoid @a @b`, `rules`; vyřazovací turnaje: `seed @name …`, `bracket`, `rules knockout`.
tournament-error-no-such = Turnaj t{ $id } neexistuje.
tournament-error-none-here = V tomto kanálu žádný turnaj není. Turnaje tohoto serveru ukáže `hex tournament list`.
tournament-error-name-one = V soukromé zprávě uveďte turnaj, například `hex tournament standings t3`.
tournament-error-channel-only = Turnaje se zakládají v kanálu serveru: napište to tam.
tournament-error-organiser = To mohou jen pořadatelé: členové s oprávněním Spravovat server nebo s rolí pořadatele tohoto serveru, případně moderátoři místnosti.
tournament-error-one-per-channel = V tomto kanálu už běží turnaj t{ $id }: jen jeden najednou.
tournament-error-already-joined = Do turnaje t{ $id } jste už přihlášeni.
tournament-error-not-joined = Do turnaje t{ $id } přihlášeni nejste.
tournament-error-not-a-player = Tento člověk v turnaji nehraje.
tournament-error-full = Turnaj t{ $id } je plný.
tournament-error-closed = Tento turnaj už nové hráče nepřijímá.
tournament-error-use-withdraw = Turnaj už začal: chcete-li skončit, napište `hex tournament withdraw`.
tournament-error-already-withdrawn = Tento hráč už odstoupil.
tournament-error-already-started = Turnaj už začal.
tournament-error-not-started = Turnaj t{ $id } ještě nezačal: zatím není žádné párování.
tournament-error-too-few = Turnaj potřebuje aspoň dva hráče.
tournament-error-round-on = Kolo se ještě hraje.
tournament-error-over = Tento turnaj skončil nebo byl zrušen.
tournament-error-no-board = V { $round }. kole není na desce { $board } žádná partie.

## Příkazy `/hex tournament …`: .name je slovo, které Discord ukazuje (ve všech jazycích
## anglicky), .description nejvýše 100 znaků.
tournament-cmd =
    .name = tournament
    .description = Turnaje v tomto kanálu: založení, přihláška, hra, pořadí
tournament-cmd-create =
    .name = create
    .description = Založit turnaj v tomto kanálu (pořadatelé)
tournament-cmd-join =
    .name = join
    .description = Přihlásit se do turnaje
tournament-cmd-leave =
    .name = leave
    .description = Odhlásit se z turnaje před jeho začátkem
tournament-cmd-withdraw =
    .name = withdraw
    .description = Odstoupit z turnaje po jeho začátku
tournament-cmd-start =
    .name = start
    .description = Spustit turnaj hned (pořadatelé)
tournament-cmd-pairings =
    .name = pairings
    .description = Párování aktuálního kola
tournament-cmd-standings =
    .name = standings
    .description = Pořadí nebo pavouk jako obrázek a text
tournament-cmd-info =
    .name = info
    .description = Co je to za turnaj a jak si stojí
tournament-cmd-list =
    .name = list
    .description = Turnaje tohoto serveru
tournament-cmd-cancel =
    .name = cancel
    .description = Zrušit turnaj (pořadatelé)
tournament-cmd-result =
    .name = result
    .description = Zapsat nebo opravit výsledek na desce (pořadatelé)
tournament-cmd-kick =
    .name = kick
    .description = Vyřadit hráče (pořadatelé)
tournament-cmd-rules =
    .name = rules
    .description = Vysvětlení formátů a pomocného hodnocení
tournament-cmd-option-id =
    .name = tournament
    .description = Který turnaj
tournament-cmd-option-format =
    .name = format
    .description = Formát turnaje
    .choice-rr = Každý s každým
    .choice-drr = Každý s každým dvakrát
    .choice-swiss = Švýcarský systém
    .choice-knockout = Vyřazovací turnaj
    .choice-double-knockout = Turnaj na dvě prohry
    .choice-arena = Aréna
tournament-cmd-option-rounds =
    .name = rounds
    .description = Švýcarský: kola; aréna: minuty
tournament-cmd-option-max =
    .name = max-players
    .description = Nejvyšší počet hráčů (bez zadání bez omezení)
tournament-cmd-option-start =
    .name = start
    .description = Kdy turnaj začne
    .choice-hand = Až ho pořadatel spustí
    .choice-full = Jakmile se naplní
    .choice-1h = Za hodinu
    .choice-1d = Za den
tournament-cmd-option-deadline =
    .name = deadline
    .description = Lhůta pro první tahy partie
    .choice-1h = 1 hodina
    .choice-12h = 12 hodin
    .choice-1d = 1 den
    .choice-3d = 3 dny
tournament-cmd-option-board =
    .name = board
    .description = Číslo desky
tournament-cmd-option-round =
    .name = round
    .description = Kolo (bez zadání aktuální)
tournament-cmd-option-result =
    .name = result
    .description = Výsledek
    .choice-1-0 = Vyhrává začínající hráč
    .choice-0-1 = Vyhrává druhý hráč
    .choice-draw = Remíza
    .choice-first-forfeit = Kontumační výhra začínajícího
    .choice-second-forfeit = Kontumační výhra druhého
    .choice-double-forfeit = Oba prohrávají kontumačně
tournament-cmd-option-organiser-role =
    .name = organiser-role
    .description = Členové s touto rolí pořádají turnaje
## Zkratky pomocných hodnocení: vzájemné partie, Sonneborn-Berger, počet výher,
## Buchholz bez nejslabšího, Buchholz.
tournament-tie-break-code =
    .direct-encounter = VP
    .sonneborn-berger = SB
    .wins = PV
    .buchholz-cut1 = BH-1
    .buchholz = BH

## The title of the standings while a round is being played: they count the complete rounds
## only. $round is the last complete round (0: none yet), $rounds how many rounds there are,
## $playing the round being played (none of its results counted yet).
tournament-standings-title-in-play = { $round ->
        [0] Turnaj t{ $id }: pořadí před 1. kolem z { $rounds } (hraje se { $playing }. kolo)
       *[other] Turnaj t{ $id }: pořadí po { $round }. kole z { $rounds } (hraje se { $playing }. kolo)
    }
## Posted after the last round when several players share first place, equal on points and
## on every tie-break. $winners is their names ("Ann, Bob"), $count how many (2 or more).
tournament-finished-shared = Turnaj t{ $id } skončil. O první místo se dělí { $count ->
        [one] { $count } hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    } se stejným počtem bodů i stejným pomocným hodnocením: { $winners }. Gratulujeme!
## `hex tournament rules`: the formats, the points, and exactly what the tie-breaks compute
## (FIDE's Tie-Break Regulations, Handbook C.07, in force since 2024).
tournament-rules-fide = Formáty turnaje: každý s každým (`rr`: každý hraje s každým jednou), dvoukolově (`drr`: dvakrát, s prohozenými barvami) a švýcarský systém (`swiss 5`: pět kol, v každém se párují hráči se stejným počtem bodů a nikdy dvakrát stejná dvojice). Výhra je 1 bod, remíza ½, kontumační výhra 1. Švýcarský systém: volno z párování má hodnotu 1, volno při pozdní přihlášce ½. Každý s každým: kdo má v kole volno, nezíská za ně nic, jako v turnajích FIDE; volno má každý jednou, takže do konce turnaje sledujte i počet odehraných partií. Pořadí počítá jen dohraná kola. Při rovnosti bodů rozhoduje pomocné hodnocení podle pravidel FIDE (C.07, 2024). Každý s každým: vzájemné partie (body z partií odehraných mezi hráči se stejným počtem bodů, znovu mezi těmi, kdo zůstanou nerozhodnuti), pak Sonneborn-Berger (body každého soupeře násobené body, které jste proti němu získali), pak počet partií vyhraných na šachovnici. Švýcarský systém: Buchholz Cut-1 (body soupeřů bez nejnižší hodnoty), pak Buchholz (všichni soupeři), pak Sonneborn-Berger. Kolo, které jste neodehráli na šachovnici (volno, kontumace, vynechané kolo), se do Buchholze a Sonneborn-Bergera počítá jako partie se sebou samým: soupeř má vaše body a výsledek je ten, který vám kolo dalo; Cut-1 škrtá takové kolo nejdřív, pokud vám dalo méně než výhru. V bodech soupeře se kola, která vynechal na konci (po odstoupení), počítají jako remízy. U systému každý s každým kontumace do Sonneborn-Bergera nepřidává nic. Kdo je shodný ve všem, dělí se o místo. Odstoupení ukončí vaši rozehranou partii prohrou: započítanou do ratingu, pokud už oba táhli, jinak kontumační. Kdo do termínu kola netáhne, prohrává kontumačně.
## Pořadatel určil, že dva hráči se nikdy nesmí spárovat (`avoid`).
tournament-avoided = { $first } a { $second } nebudou v turnaji t{ $id } spárováni proti sobě.
tournament-cmd-avoid =
    .name = avoid
    .description = Tyto dva nikdy nenasazovat proti sobě (pořadatelé)
tournament-cmd-option-other =
    .name = other
    .description = Druhý hráč
## `hex tournament rules swiss`: jak se páruje kolo švýcarského systému.
tournament-rules-swiss = Kola švýcarského systému se párují holandským systémem FIDE (C.04.3), ověřeným proti bbpPairings (program, který používá lichess): skupiny podle bodů odshora, v každé skupině horní polovina proti dolní; nikdo nehraje se stejným soupeřem dvakrát a nikdo nedostane druhé volno (kontumační výhra se počítá jako volno); barva znamená, kdo táhne první, a střídá se: nikdo nemá stejnou stranu třikrát za sebou ani o dvě partie víc než druhou, kromě vedoucích hráčů v posledním kole; nikdo nepřechází do jiné bodové skupiny stejným směrem jako v posledních dvou kolech, lze-li se tomu vyhnout; volno dostane nejníže nasazený hráč nejnižší bodové skupiny. Kontumovaná partie nebrání tomu, aby se dvojice potkala znovu (podle FIDE se nehrála). V 1 000 náhodných turnajích jsme spárovali každé kolo přesně jako bbpPairings.
