### Arenaturneringer (`hex tournament create … arena 45m`) og indtjekning (`checkin=15m`):
### formatet, starten, partierne når de begynder, tiden der udløber, stillingen, reglerne,
### indtjekningsvinduet, og hvad der ikke kan lade sig gøre.
###
### Variabler: $id er et turneringsnummer (brugerne skriver `t3`), $game et partinummer (vist
### efter `#`), $length, $left og $after er tidsrum, som uret viser dem.

## Arenaens format til oprettelsesopslaget, lister og info.
arena-format = arena på { $minutes ->
        [one] { $minutes } minut
       *[other] { $minutes } minutter
    }
## Opslag ved starten.
arena-started = Arena t{ $id } begynder med { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    } og varer { $minutes ->
        [one] { $minutes } minut
       *[other] { $minutes } minutter
    }. Når dit parti er slut, får du straks en ny modstander. Held og lykke!
## Overskriften på en liste af partier, ét pr. linje efter den (arena-game-line). $in-play er
## true for `hex tournament pairings` (partier i gang), false når de lige er begyndt.
arena-games = { $in-play ->
        [true] Arena t{ $id }, partier i gang:
       *[false] Arena t{ $id }, disse partier begynder nu:
    }
arena-in-play-none = Arena t{ $id }: intet parti er i gang lige nu.
arena-game-line = { $first } (i trækket) – { $second } (#{ $game })
## En privat besked til hver spiller, når deres parti begynder.
arena-your-game = Arena t{ $id }: dit parti #{ $game } mod { $opponent } er klar.
## Tiden er udløbet. $count partier er stadig i gang; de tæller med.
arena-time-up = Arena t{ $id }: tiden er udløbet, og der begynder ikke flere partier. { $count ->
        [one] { $count } parti er stadig i gang og tæller med, når det slutter.
       *[other] { $count } partier er stadig i gang og tæller med, når de slutter.
    }
## Stillingens overskrift. $state: running (med $left, tiden tilbage), time-up eller over.
arena-leaderboard-title = { $state ->
        [running] Arena t{ $id }: stilling, { $left } tilbage
        [time-up] Arena t{ $id }: stilling, tiden er udløbet
       *[over] Arena t{ $id }: slutstilling
    }
## Stillingens ekstra kolonner: sejre og sejrsrække. Korte: smalle kolonner.
arena-heading = Arena
    .wins = Sejre
    .streak = Række
## En spiller, der trak sig, er tilmeldt igen (`hex tournament join`); pointene bevares.
arena-back = { $name } er tilbage i arena t{ $id } med sine point.
## Et parti, hvor spillerne ikke begge havde trukket inden fristen. $double er true, når
## ingen af dem trak.
arena-forfeited = Arena t{ $id }: parti #{ $game } blev ikke begyndt inden fristen: { $double ->
        [true] begge spillere taber ved udeblivelse.
       *[false] spilleren, der ikke trak, taber ved udeblivelse.
    }
arena-finished-empty = Arena t{ $id } er slut: intet parti blev spillet færdigt.
## `hex tournament rules arena`.
arena-rules = Arena (`arena 45m`): arenaen varer en fast tid. Den, der spiller et parti færdigt, parres straks med en ledig spiller med en lignende score, men aldrig med modstanderen fra sit sidste parti (medmindre de to er de eneste tilbage); er ingen passende spiller ledig, venter man på, at næste parti slutter. Point som på lichess: sejr 2, remis 1 (kun i Hexdame), nederlag 0. Efter to sejre i træk er du i en sejrsrække: hvert følgende parti tæller dobbelt (en sejr 4), indtil et parti, du ikke vinder, afbryder rækken. En sejr ved udeblivelse giver 2 og lader rækken være; et parti, der ikke er begyndt inden fristen (`deadline=…`, ellers 3 minutter), tabes af den, der ikke trak. Når tiden er udløbet, begynder intet nyt parti, men de partier, der er i gang da, tæller med, når de slutter (det gør de ikke på lichess); slutstillingen kommer, når det sidste af dem slutter. Stillingen vises hvert 5. minut og til sidst, ordnet efter point, så sejre, så rating. Du kan tilmelde dig, mens arenaen kører, og `hex tournament withdraw` sætter dig på pause: dit igangværende parti er tabt, og `hex tournament join` bringer dig tilbage med dine point. Indtjekning (`checkin=15m` ved oprettelsen): vinduet åbner så længe før starten (med det samme uden et starttidspunkt); bekræft med `hex tournament checkin` eller knappen. Den, der ikke har tjekket ind inden starten, tages af listen og får at vide hvorfor.
## Indtjekningsvinduet åbnede (opslag med en knap). $timed er true, når turneringen starter
## på et fastsat tidspunkt, $after om hvor længe.
arena-checkin-open = Indtjekningen til turnering t{ $id } er åben: spillere, bekræft med `hex tournament checkin` eller knappen. { $timed ->
        [true] Den starter om { $after }; den, der ikke har tjekket ind til den tid, tages af listen.
       *[false] Den, der ikke har tjekket ind, når den starter, tages af listen.
    }
arena-checked-in = Du er tjekket ind til turnering t{ $id }.
## En privat besked til en spiller, der blev taget af listen ved starten.
arena-dropped-you = Turnering t{ $id } startede uden dig: du havde ikke tjekket ind.
## Opslag ved starten: hvem der blev taget af listen.
arena-dropped = Turnering t{ $id }: { $count ->
        [one] { $count } spiller havde ikke tjekket ind og blev taget af listen:
       *[other] { $count } spillere havde ikke tjekket ind og blev taget af listen:
    } { $names }.
## Afvisninger.
arena-error-no-result = En arenas resultater kommer fra dens partier: der kan ikke sættes et resultat pr. bræt.
arena-error-no-checkin = Turnering t{ $id } har ingen indtjekning.
arena-error-checkin-not-open = Indtjekningen til turnering t{ $id } er ikke åben endnu.
## `/hex tournament checkin` og oprettelsens valg `checkin` (beskrivelser højst 100 tegn;
## navnene er de samme på alle sprog).
arena-cmd-checkin =
    .name = checkin
    .description = Bekræft din plads (indtjekning)
arena-cmd-option-checkin =
    .name = checkin
    .description = Indtjekning, minutter før start
