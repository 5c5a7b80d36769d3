### Arénové turnaje (`hex tournament create … arena 45m`) a potvrzení účasti (`checkin=15m`):
### formát, začátek, začínající partie, konec času, průběžné pořadí, pravidla, okno pro
### potvrzení účasti a co udělat nelze.
###
### Proměnné: $id je číslo turnaje (uživatelé píší `t3`), $game číslo partie (za `#`),
### $length, $left a $after jsou doby tak, jak je ukazují hodiny.

## Formát arény pro oznámení o založení, seznamy a informace.
arena-format = aréna na { $minutes ->
        [one] { $minutes } minutu
        [few] { $minutes } minuty
        [many] { $minutes } minuty
       *[other] { $minutes } minut
    }
## Oznámení na začátku.
arena-started = Aréna t{ $id } začíná: { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
        [many] { $players } hráče
       *[other] { $players } hráčů
    }, délka { $minutes ->
        [one] { $minutes } minuta
        [few] { $minutes } minuty
        [many] { $minutes } minuty
       *[other] { $minutes } minut
    }. Jakmile dohrajete partii, hned dostanete dalšího soupeře. Hodně štěstí!
## Nadpis seznamu partií, po něm jedna na řádek (arena-game-line). $in-play je true pro
## `hex tournament pairings` (rozehrané partie), false pro právě začínající.
arena-games = { $in-play ->
        [true] Aréna t{ $id }, rozehrané partie:
       *[false] Aréna t{ $id }, právě začínají tyto partie:
    }
arena-in-play-none = Aréna t{ $id }: právě se nehraje žádná partie.
arena-game-line = { $first } (začíná) – { $second } (#{ $game })
## Soukromá zpráva oběma hráčům, když partie začíná.
arena-your-game = Aréna t{ $id }: vaše partie #{ $game } proti hráči { $opponent } je připravena.
## Čas vypršel. $count partií se ještě hraje; počítají se.
arena-time-up = Aréna t{ $id }: čas vypršel, nové partie už nezačnou. { $count ->
        [one] Ještě se hraje { $count } partie a započítá se, až skončí.
        [few] Ještě se hrají { $count } partie a započítají se, až skončí.
        [many] Ještě se hraje { $count } partie a započítají se, až skončí.
       *[other] Ještě se hraje { $count } partií a započítají se, až skončí.
    }
## Nadpis průběžného pořadí. $state: running (s $left, zbývající čas), time-up nebo over.
arena-leaderboard-title = { $state ->
        [running] Aréna t{ $id }: průběžné pořadí, zbývá { $left }
        [time-up] Aréna t{ $id }: průběžné pořadí, čas vypršel
       *[over] Aréna t{ $id }: konečné pořadí
    }
## Další sloupce pořadí: výhry a série výher. Krátké: úzké sloupce.
arena-heading = Aréna
    .wins = Výhry
    .streak = Série
## Hráč, který odstoupil, se znovu přihlásil (`hex tournament join`); body mu zůstávají.
arena-back = { $name } se vrací do arény t{ $id } i se svými body.
## Partie, ve které oba hráči do lhůty netáhli. $double je true, když netáhl ani jeden.
arena-forfeited = Aréna t{ $id }: partie #{ $game } nezačala do lhůty: { $double ->
        [true] oba hráči prohrávají kontumačně.
       *[false] hráč, který netáhl, prohrává kontumačně.
    }
arena-finished-empty = Aréna t{ $id } skončila: žádná partie nebyla dohrána.
## `hex tournament rules arena`.
arena-rules = Aréna (`arena 45m`): aréna trvá pevně danou dobu. Kdo dohraje partii, hned dostane volného soupeře s podobným počtem bodů, nikdy však soupeře ze své poslední partie (leda by už nikdo jiný nehrál); není-li vhodný soupeř volný, čeká se na konec další partie. Body jako na lichess: výhra 2, remíza 1 (jen v Hexdame), prohra 0. Po dvou výhrách za sebou máte sérii: každá další partie se počítá dvojnásobně (výhra 4), dokud sérii neukončí partie, kterou nevyhrajete. Kontumační výhra dává 2 body a sérii nemění; partii, která nezačne do lhůty (`deadline=…`, není-li zadána, 3 minuty), prohrává ten, kdo netáhl. Po vypršení času žádná partie nezačne, ale partie rozehrané v tu chvíli se započítají, až skončí (lichess je nepočítá); konečné pořadí přijde, až skončí poslední z nich. Průběžné pořadí se zveřejňuje každých 5 minut a na konci, podle bodů, pak výher, pak ratingu. Do arény se můžete přihlásit i během ní a `hex tournament withdraw` vás z ní dočasně stáhne: rozehranou partii prohráváte a `hex tournament join` vás vrátí zpět i s body. Potvrzení účasti (`checkin=15m` při založení): okno se otevře o tolik dříve před začátkem (hned, pokud začátek nemá čas); potvrďte příkazem `hex tournament checkin` nebo tlačítkem. Kdo do začátku účast nepotvrdí, je vyřazen a dozví se proč.
## Okno pro potvrzení účasti se otevřelo (s tlačítkem). $timed je true, když turnaj začíná
## v daný čas, $after za jak dlouho.
arena-checkin-open = Potvrzení účasti v turnaji t{ $id } je otevřené: hráči, potvrďte účast příkazem `hex tournament checkin` nebo tlačítkem. { $timed ->
        [true] Turnaj začíná za { $after }; kdo do té doby účast nepotvrdí, bude vyřazen.
       *[false] Kdo při začátku nebude mít účast potvrzenou, bude vyřazen.
    }
arena-checked-in = Vaše účast v turnaji t{ $id } je potvrzena.
## Soukromá zpráva hráči vyřazenému na začátku.
arena-dropped-you = Turnaj t{ $id } začal bez vás: nepotvrdil(a) jste účast.
## Oznámení na začátku: vyřazení hráči.
arena-dropped = Turnaj t{ $id }: { $count ->
        [one] { $count } hráč nepotvrdil účast a byl vyřazen:
        [few] { $count } hráči nepotvrdili účast a byli vyřazeni:
        [many] { $count } hráče nepotvrdilo účast a bylo vyřazeno:
       *[other] { $count } hráčů nepotvrdilo účast a bylo vyřazeno:
    } { $names }.
## Odmítnutí.
arena-error-no-result = Výsledky arény určují její partie: výsledek nelze zadat podle desky.
arena-error-no-checkin = Turnaj t{ $id } nemá potvrzení účasti.
arena-error-checkin-not-open = Potvrzení účasti v turnaji t{ $id } ještě není otevřené.
## `/hex tournament checkin` a volba `checkin` při založení (popisy nejvýše 100 znaků;
## názvy zůstávají ve všech jazycích stejné).
arena-cmd-checkin =
    .name = checkin
    .description = Potvrďte účast před začátkem
arena-cmd-option-checkin =
    .name = checkin
    .description = Minut na potvrzení účasti
