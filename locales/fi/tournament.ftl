### Turnaukset kanavalla (`hex tournament …`): luominen, ilmoittautuminen, poistuminen ja
### vetäytyminen, kierrokset ja niiden parit, tulokset ja luovutukset, tilanne, tiedot, listat,
### tasapisteiden ratkaisu selitettynä sekä se, mikä ei onnistu.
###
### Muuttujat: $id on turnauksen numero (käyttäjät kirjoittavat `t3`), $game pelin numero
### (`#`-merkin jälkeen), $round ja $rounds kierrosnumeroita, $board laudan numero (1:stä);
### $name, $first, $second, $opponent, $winner ja $by ovat ihmisten nimiä. Takahipsuissa
### olevat komentosanat (`hex tournament join`, `start=full`, `1-0`) pysyvät ennallaan.

## Turnausmuoto. Arvo on sveitsiläinen järjestelmä, $rounds kierrosta.
tournament-format = sveitsiläinen järjestelmä, { $rounds } { $rounds ->
        [one] kierros
       *[other] kierrosta
    }
    .rr = kaikki kaikkia vastaan
    .drr = kaikki kaikkia vastaan kahdesti
## Milloin uusi turnaus alkaa. $after on kesto, kuten "2h 00m".
tournament-start = alkaa { $after } kuluttua
    .hand = järjestäjä aloittaa sen komennolla `hex tournament start`
    .full = alkaa heti, kun se on täynnä
## Kanavalle. $format on tournament-format, $game jokaisen laudan peli, $max pelaajien
## enimmäismäärä (0: ei rajaa), $start tournament-start.
tournament-created = Turnaus t{ $id } on avattu: { $format }, { $game }; { $max ->
        [0] ei pelaajarajaa
        [one] enintään { $max } pelaaja
       *[other] enintään { $max } pelaajaa
    }; { $start }. Kirjoita `hex tournament join`, niin pääset mukaan.
tournament-joined = { $name } ilmoittautui turnaukseen t{ $id } ({ $count ->
        [one] { $count } pelaaja
       *[other] { $count } pelaajaa
    }).{ $late ->
        [true] { " " }Myöhäinen ilmoittautuminen antaa tältä kierrokselta vapaakierroksen ja puoli pistettä.
       *[false] {""}
    }
tournament-left = { $name } poistui turnauksesta t{ $id }.
tournament-withdrew = { $kicked ->
        [true] { $name } poistettiin turnauksesta t{ $id }
       *[false] { $name } vetäytyi turnauksesta t{ $id }
    }: kesken olevista peleistä tulee luovutustappio, eikä uusia pelejä enää arvota.
tournament-started = Turnaus t{ $id } alkaa: { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }, { $rounds ->
        [one] { $rounds } kierros
       *[other] { $rounds } kierrosta
    }. Onnea matkaan!
tournament-pairings = Turnaus t{ $id }, kierros { $round }/{ $rounds }:
tournament-board = Lauta { $board }: { $first } (aloittaa) – { $second }{ $game } { $result }
tournament-bye = { $name }: vapaakierros ({ $points })
tournament-next-game = Turnaus t{ $id }, kierros { $round }: pelisi #{ $game } pelaajaa { $opponent } vastaan on valmis.
tournament-your-bye = Turnaus t{ $id }, kierros { $round }: sinulla on vapaakierros ({ $points } { $count ->
        [one] piste
       *[other] pistettä
    }); seuraava pelisi tulee seuraavalla kierroksella.
tournament-forfeited = Turnaus t{ $id }: peliä #{ $game } (lauta { $board }) ei pelattu kierroksen määräaikaan mennessä: { $double ->
        [true] molemmat pelaajat saavat luovutustappion.
       *[false] pelaaja, joka ei siirtänyt, saa luovutustappion.
    }
tournament-result-set = Turnaus t{ $id }, kierros { $round }, lauta { $board }: tulos { $result }, kirjasi { $by }.
tournament-standings-title = { $over ->
        [true] Turnaus t{ $id }: lopputulokset
       *[false] Turnaus t{ $id }: tilanne { $round }/{ $rounds } kierroksen jälkeen
    }
tournament-standing = { $rank }. { $name }: { $points } ({ $games ->
        [one] { $games } peli
       *[other] { $games } peliä
    }; { $breaks }){ $withdrawn ->
        [true] , vetäytynyt
       *[false] {""}
    }
tournament-heading = Tilanne
    .rank = #
    .player = Pelaaja
    .points = P
    .games = Pelit
    .rating = Vahvuus
tournament-finished = Turnaus t{ $id } on päättynyt. Onnittelut voittajalle, { $winner }!
tournament-cancelled = Turnaus t{ $id } peruttiin; sen keskeneräiset pelit keskeytetään.
tournament-cancelled-too-few = Turnaus t{ $id } peruttiin alkamisaikanaan: mukaan ilmoittautui alle kaksi pelaajaa.
tournament-line = t{ $id } kanavalla { $channel }: { $format }, { $game }; { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }; { $status ->
        [open] ilmoittautuminen auki
        [running] { $rounds ->
            [0] käynnissä
           *[other] kierros { $round }/{ $rounds }
        }
        [finished] päättynyt
       *[cancelled] peruttu
    }
tournament-info = { $line }. Pelaajat: { $players }. { $max ->
        [0] Ei pelaajarajaa.
        [one] Enintään { $max } pelaaja.
       *[other] Enintään { $max } pelaajaa.
    } Kierroksen määräaika: { $deadline }.
tournament-list = Turnaukset:
tournament-list-empty = Täällä ei ole käynnissä turnausta. Järjestäjä aloittaa sellaisen komennolla `hex tournament create`.
tournament-rules = Turnausmuodot: kaikki kaikkia vastaan (`rr`: jokainen pelaa jokaista vastaan kerran), kaksinkertainen (`drr`: kahdesti, värit vaihtaen) ja sveitsiläinen järjestelmä (`swiss 5`: viisi kierrosta, joilla pelaavat keskenään samoissa pisteissä olevat, eikä samaa paria koskaan kahdesti). Voitosta saa 1 pisteen, tasapelistä ½ ja vapaakierroksesta 1 (myöhään ilmoittautunut ½). Tasapisteet ratkaistaan kaikki kaikkia vastaan -turnauksessa keskinäisillä otteluilla (tasapisteissä olevien keskinäiset pisteet), sitten Sonneborn-Bergerillä (kunkin vastustajan pisteet kerrottuina hänestä saamillasi pisteillä) ja sitten voitoilla; sveitsiläisessä Buchholz Cut-1:llä (vastustajien pisteet ilman heikointa), sitten Buchholzilla (kaikki vastustajat) ja sitten Sonneborn-Bergerillä. Pelaamaton peli lasketaan FIDE:n tapaan tasapeliksi itseään vastaan. Joka ei siirrä kierroksen määräaikaan mennessä, saa luovutustappion.

tournament-error-bad-word = En ymmärtänyt turnauskomennon sanaa ”{ $text }”. Luo turnaus esimerkiksi näin: `hex tournament create darkhex 7 swiss 4 max=8 start=full 1d`; muut komennot: `join`, `leave`, `withdraw`, `start`, `pairings`, `standings`, `info`, `list`, `cancel`, `result 2 1-0`, `kick @name`, `avoid @a @b`, `rules`; pudotusturnaukset: `seed @name …`, `bracket`, `rules knockout`.
tournament-error-no-such = Turnausta t{ $id } ei ole.
tournament-error-none-here = Tällä kanavalla ei ole turnausta. `hex tournament list` näyttää tämän palvelimen turnaukset.
tournament-error-name-one = Yksityisviestissä kerro turnauksen numero, esimerkiksi `hex tournament standings t3`.
tournament-error-channel-only = Turnaukset luodaan palvelimen kanavalla: kirjoita tämä siellä.
tournament-error-organiser = Vain järjestäjät voivat tehdä tämän: jäsenet, joilla on Hallitse palvelinta -oikeus tai palvelimen järjestäjärooli, tai huoneen moderaattorit.
tournament-error-one-per-channel = Tällä kanavalla on jo turnaus t{ $id }: yksi kerrallaan.
tournament-error-already-joined = Olet jo mukana turnauksessa t{ $id }.
tournament-error-not-joined = Et ole mukana turnauksessa t{ $id }.
tournament-error-not-a-player = Hän ei ole mukana tässä turnauksessa.
tournament-error-full = Turnaus t{ $id } on täynnä.
tournament-error-closed = Tähän turnaukseen ei enää oteta pelaajia.
tournament-error-use-withdraw = Turnaus on jo alkanut: kirjoita `hex tournament withdraw`, jos haluat lopettaa.
tournament-error-already-withdrawn = Pelaaja on jo vetäytynyt.
tournament-error-already-started = Turnaus on jo alkanut.
tournament-error-not-started = Turnaus t{ $id } ei ole vielä alkanut: pareja ei ole vielä arvottu.
tournament-error-too-few = Turnaukseen tarvitaan vähintään kaksi pelaajaa.
tournament-error-round-on = Kierros on vielä kesken.
tournament-error-over = Tämä turnaus on päättynyt tai peruttu.
tournament-error-no-board = Kierroksella { $round } ei ole peliä laudalla { $board }.

## `/hex tournament …` -komennot: .name on Discordin näyttämä sana (englanniksi kaikissa
## kielissä), .description enintään 100 merkkiä.
tournament-cmd =
    .name = tournament
    .description = Tämän kanavan turnaukset: luo, ilmoittaudu, pelaa, tilanne
tournament-cmd-create =
    .name = create
    .description = Luo turnaus tälle kanavalle (järjestäjät)
tournament-cmd-join =
    .name = join
    .description = Ilmoittaudu turnaukseen
tournament-cmd-leave =
    .name = leave
    .description = Poistu turnauksesta ennen sen alkua
tournament-cmd-withdraw =
    .name = withdraw
    .description = Vetäydy turnauksesta sen alettua
tournament-cmd-start =
    .name = start
    .description = Aloita turnaus nyt (järjestäjät)
tournament-cmd-pairings =
    .name = pairings
    .description = Nykyisen kierroksen parit
tournament-cmd-standings =
    .name = standings
    .description = Tilanne tai kaavio kuvana ja tekstinä
tournament-cmd-info =
    .name = info
    .description = Mikä turnaus on ja missä se menee
tournament-cmd-list =
    .name = list
    .description = Tämän palvelimen turnaukset
tournament-cmd-cancel =
    .name = cancel
    .description = Peru turnaus (järjestäjät)
tournament-cmd-result =
    .name = result
    .description = Kirjaa tai korjaa laudan tulos (järjestäjät)
tournament-cmd-kick =
    .name = kick
    .description = Poista pelaaja (järjestäjät)
tournament-cmd-rules =
    .name = rules
    .description = Turnausmuodot ja tasapisteet selitettynä
tournament-cmd-option-id =
    .name = tournament
    .description = Mikä turnaus
tournament-cmd-option-format =
    .name = format
    .description = Turnauksen muoto
    .choice-rr = Kaikki kaikkia vastaan
    .choice-drr = Kaikki kaikkia vastaan kahdesti
    .choice-swiss = Sveitsiläinen järjestelmä
    .choice-knockout = Pudotusturnaus
    .choice-double-knockout = Kaksoispudotusturnaus
    .choice-arena = Areena
tournament-cmd-option-rounds =
    .name = rounds
    .description = Kierrokset; areenassa minuutit
tournament-cmd-option-max =
    .name = max-players
    .description = Pelaajien enimmäismäärä (oletuksena ei rajaa)
tournament-cmd-option-start =
    .name = start
    .description = Milloin turnaus alkaa
    .choice-hand = Kun järjestäjä aloittaa sen
    .choice-full = Heti kun se on täynnä
    .choice-1h = Tunnin kuluttua
    .choice-1d = Vuorokauden kuluttua
tournament-cmd-option-deadline =
    .name = deadline
    .description = Aikaa pelin ensimmäisille siirroille
    .choice-1h = 1 tunti
    .choice-12h = 12 tuntia
    .choice-1d = 1 vuorokausi
    .choice-3d = 3 vuorokautta
tournament-cmd-option-board =
    .name = board
    .description = Laudan numero
tournament-cmd-option-round =
    .name = round
    .description = Kierros (oletuksena nykyinen)
tournament-cmd-option-result =
    .name = result
    .description = Tulos
    .choice-1-0 = Aloittaja voittaa
    .choice-0-1 = Toinen pelaaja voittaa
    .choice-draw = Tasapeli
    .choice-first-forfeit = Aloittajan luovutusvoitto
    .choice-second-forfeit = Toisen pelaajan luovutusvoitto
    .choice-double-forfeit = Molemmille luovutustappio
tournament-cmd-option-organiser-role =
    .name = organiser-role
    .description = Tämän roolin jäsenet järjestävät turnauksia
## Tasapisteiden ratkaisujen lyhenteet: keskinäiset ottelut, Sonneborn-Berger, voitot,
## Buchholz Cut-1, Buchholz.
tournament-tie-break-code =
    .direct-encounter = KO
    .sonneborn-berger = SB
    .wins = V
    .buchholz-cut1 = BH-C1
    .buchholz = BH

## The title of the standings while a round is being played: they count the complete rounds
## only. $round is the last complete round (0: none yet), $rounds how many rounds there are,
## $playing the round being played (none of its results counted yet).
tournament-standings-title-in-play = { $round ->
        [0] Turnaus t{ $id }: tilanne ennen kierrosta 1/{ $rounds } (kierros { $playing } käynnissä)
       *[other] Turnaus t{ $id }: tilanne { $round }/{ $rounds } kierroksen jälkeen (kierros { $playing } käynnissä)
    }
## Posted after the last round when several players share first place, equal on points and
## on every tie-break. $winners is their names ("Ann, Bob"), $count how many (2 or more).
tournament-finished-shared = Turnaus t{ $id } on päättynyt. { $count ->
        [one] { $count } pelaaja jakaa
       *[other] { $count } pelaajaa jakaa
    } ensimmäisen sijan samoin pistein ja samoin tasapisteiden ratkaisuin: { $winners }. Onnittelut!
## `hex tournament rules`: the formats, the points, and exactly what the tie-breaks compute
## (FIDE's Tie-Break Regulations, Handbook C.07, in force since 2024).
tournament-rules-fide = Turnausmuodot: kaikki kaikkia vastaan (`rr`: jokainen pelaa jokaista vastaan kerran), kaksinkertainen (`drr`: kahdesti, värit vaihtaen) ja sveitsiläinen järjestelmä (`swiss 5`: viisi kierrosta, joilla pelaavat keskenään samoissa pisteissä olevat, eikä samaa paria koskaan kahdesti). Voitosta saa 1 pisteen, tasapelistä ½ ja luovutusvoitosta 1. Sveitsiläisessä vapaakierros on 1 pisteen arvoinen, myöhään ilmoittautuneen vapaakierros ½. Kaikki kaikkia vastaan -turnauksessa vapaakierroksesta ei saa pisteitä (kuten FIDE:n turnauksissa); jokainen on kerran vapaalla, joten vertaa ennen loppua myös pelattuja pelejä. Tilanne lasketaan vain päättyneistä kierroksista. Tasapisteet ratkaistaan FIDE:n tasapistesääntöjen (C.07, 2024) mukaan. Kaikki kaikkia vastaan: keskinäiset pelit (tasapisteissä olevien keskinäisistä peleistä saadut pisteet, uudelleen yhä tasan olevien kesken), sitten Sonneborn-Berger (kunkin vastustajan pisteet kerrottuina hänestä saamillasi pisteillä), sitten laudalla voitetut pelit. Sveitsiläinen: Buchholz Cut-1 (vastustajien pisteet ilman pienintä), sitten Buchholz (kaikki), sitten Sonneborn-Berger. Kierros, jota et pelannut laudalla (vapaakierros, luovutusvoitto tai -tappio, väliin jäänyt kierros), lasketaan Buchholziin ja Sonneborn-Bergeriin pelinä itseäsi vastaan: vastustajalla on omat pisteesi, ja tulos on se, minkä kierros sinulle antoi; Cut-1 jättää tällaisen kierroksen pois ensin, jos se antoi vähemmän kuin voiton. Vastustajan pisteissä lopusta väliin jääneet kierrokset (vetäytymisen jälkeen) lasketaan tasapeleiksi. Kaikki kaikkia vastaan -turnauksessa luovutus ei tuo Sonneborn-Bergeriin mitään. Kaikessa tasan olevat jakavat sijan. Vetäytyminen päättää käynnissä olevan pelisi tappioon: vahvuuslukuun vaikuttavana, jos molemmat olivat jo siirtäneet, muuten luovutustappiona. Joka ei siirrä kierroksen määräaikaan mennessä, saa luovutustappion.
## Järjestäjä määräsi, ettei kahta pelaajaa pariteta koskaan (`avoid`).
tournament-avoided = Pelaajia { $first } ja { $second } ei pariteta vastakkain turnauksessa t{ $id }.
tournament-cmd-avoid =
    .name = avoid
    .description = Näitä kahta ei paritella (järjestäjät)
tournament-cmd-option-other =
    .name = other
    .description = Toinen pelaaja
## `hex tournament rules swiss`: miten sveitsiläisen kierroksen parit muodostetaan.
tournament-rules-swiss = Sveitsiläiset kierrokset paritetaan FIDE:n hollantilaisella järjestelmällä (C.04.3), ja parit on tarkistettu bbpPairingsia (lichessin käyttämää ohjelmaa) vasten: pisteryhmät ylhäältä alkaen, kunkin ryhmän yläpuolisko alapuoliskoa vastaan; kukaan ei pelaa samaa vastustajaa kahdesti eikä saa toista vapaakierrosta (luovutusvoitto lasketaan sellaiseksi); väri tarkoittaa sitä, kuka aloittaa, ja se vuorottelee: kukaan ei saa samaa puolta kolmesti peräkkäin eikä kahta kertaa useammin kuin toista, paitsi kärkipelaajat viimeisellä kierroksella; kukaan ei siirry toiseen pisteryhmään samaan suuntaan kuin kahdella edellisellä kierroksella, jos sen voi välttää; vapaakierros menee alimman pisteryhmän alimmaksi sijoitetulle. Luovutettu peli ei estä samaa paria kohtaamasta uudelleen (FIDE:n mukaan sitä ei pelattu). Tuhannessa satunnaisessa turnauksessa omamme paritti jokaisen kierroksen täsmälleen kuten bbpPairings.
