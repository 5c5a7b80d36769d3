### Pelien verkkosivut (`src/web/`): mitä pelin sivun lukija näkee laudan kuvien sanojen
### (värit, pelien nimet, tulokset: board.ftl) lisäksi.
###
### Muuttujat: $n ja $total ovat lukuja; $url on osoite.

## Pelin sivu.
web-moves = Siirrot
web-no-moves = Ei vielä siirtoja.
web-clock = Aikaa jäljellä
web-aborted = peli keskeytettiin
web-drawn = tasapeli
## Dark Hex -siirto, joka osui piilotettuun kiveen, siirtoluettelossa.
web-hit = osuma
## Sininen otti Punaisen ensimmäisen kiven, siirtoluettelossa.
web-swap = vaihto
## Päättynyt peli asema asemalta.
web-replay = Uusinta
web-position = siirron { $n }/{ $total } jälkeen
web-view-truth = Todellinen lauta
web-view-red = Mitä Punainen tiesi
web-view-blue = Mitä Sininen tiesi
web-sgf = Lataa pelin tallenne (SGF)
## Tuloksen alla chatissa: pelin sivu.
web-page-link = Pelin sivu: { $url }
## Asetuksissa (kun botti tarjoaa sivuja): onko tämän yhteisön peleillä sivut
## (`web=on/off`; off: linkit antavat 404).
web-settings = Pelien verkkosivut: { $on ->
        [true] käytössä
       *[false] pois käytöstä
    }.

## Turnauksen, pelaajan ja tulostaulukon sivut.
## Tilanteen, profiilin tai tulostaulukon alla chatissa: sen sivu.
web-tournament-link = Turnauksen sivu: { $url }
web-player-link = Pelaajan sivu: { $url }
web-leaderboard-link = Tulostaulukon sivu: { $url }
web-tournament-title = Turnaus t{ $id }
## Mikä turnaus on: $game peli ja lauta, $players ilmoittautuneet, $n sveitsiläisen
## kierrokset tai areenan minuutit.
web-format =
    .rr = Kaikki kaikkia vastaan · { $game } · { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }
    .drr = Kaksinkertainen kaikki kaikkia vastaan · { $game } · { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }
    .swiss = Sveitsiläinen, { $n ->
        [one] { $n } kierros
       *[other] { $n } kierrosta
    } · { $game } · { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }
    .knockout = Pudotuspelit · { $game } · { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }
    .double-knockout = Kaksoispudotuspelit · { $game } · { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }
    .arena = Areena, { $n ->
        [one] { $n } minuutti
       *[other] { $n } minuuttia
    } · { $game } · { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }
web-status-open = Avoinna: pelaajia voi vielä liittyä.
web-status-round = Kierros { $round }/{ $rounds } on käynnissä.
web-status-running = Käynnissä.
web-status-finished = Päättynyt.
web-status-cancelled = Peruttu.
web-live-note = Turnauksen aikana tämä sivu päivittyy itsestään 30 sekunnin välein.
web-on-fire = voittoputki: seuraava voitto lasketaan kahdesti
web-withdrawn = vetäytyi
web-standings = Tilanne
web-tie-breaks = Näin tasapisteet ratkaistaan, tässä järjestyksessä
web-tie-break =
    .direct-encounter = keskinäiset pelit: pisteet, jotka tasapisteissä olevat saivat toisiaan vastaan
    .sonneborn-berger = Sonneborn-Berger: jokaisen vastustajan pisteet kerrottuina hänestä saaduilla pisteillä, yhteensä
    .wins = laudalla voitettujen pelien määrä
    .buchholz-cut1 = Buchholz Cut-1: vastustajien pisteet yhteensä ilman pienintä
    .buchholz = Buchholz: kaikkien vastustajien pisteet yhteensä
web-tie-break-unplayed = Kierros ilman laudalla pelattua peliä (vapaakierros, luovutus, väliin jäänyt kierros) lasketaan peliksi pelaajaa vastaan, jolla on omat pisteesi, kuten FIDE:n tasapistesäännöt sanovat. Vain päättyneet kierrokset lasketaan.
web-crosstable = Ristitaulukko
web-crosstable-note = Joka kierros: vastustajan rivinumero, r (Punainen, siirsi ensin) tai b (Sininen) ja tulos: 1 voitto, ½ tasapeli, 0 tappio, + tai − luovutuksella, … käynnissä.
web-bye = vapaakierros
web-in-play = käynnissä
web-game = peli
web-rounds = Kierrokset
web-round = Kierros { $n }
web-players = Pelaajat
web-no-players = Kukaan ei ole vielä liittynyt.
web-bracket = Kaavio
web-match-games = Otteluiden pelit
web-match-game = { $code }, peli { $n }:
web-arena = Tulostaulukko
web-arena-note = Kahden peräkkäisen voiton jälkeen pelaaja on voittoputkessa (🔥): jokainen seuraava peli on kaksinkertaisen arvoinen, kunnes peli ei pääty voittoon. Luovutusvoitto ei aloita eikä katkaise putkea.
web-arena-games = Pelit, uusin ensin
## Pelaajan sivu.
web-ratings = Vahvuusluvut
web-no-ratings = Ei vielä pisteytettyjä pelejä.
web-rating-counts = poikkeama { $rd } · { $wins } voittoa, { $losses } tappiota, { $draws } tasapeliä
web-rating-history = Vahvuusluvun historia, { $kind }
web-history = Päättyneet pelit
web-col-when = Milloin
web-col-game = Peli
web-col-result = Tulos
web-col-opponent = Vastustaja
web-col-change = Vahvuus
web-newer = Uudemmat
web-older = Vanhemmat
web-page-of = sivu { $page }/{ $pages }
web-no-games = Ei vielä päättyneitä pelejä.
web-result = { $result ->
        [win] voitto
        [loss] tappio
       *[draw] tasapeli
    }
web-reason = { $reason ->
        [connection] yhteys
        [resignation] luovutus
        [timeout] aika loppui
        [nopieces] nappulat loppuivat
        [nomoves] ei siirtoja
        [agreement] sovittu
        [repetition] toisto
        [forfeit] luovutusvoitto
       *[other] { $reason }
    }
web-leaderboard-title = { $global ->
        [true] Tulostaulukko · { $kind } · kaikki
       *[false] Tulostaulukko · { $kind } · tämä yhteisö
    }
web-col-player = Pelaaja
web-col-rating = Vahvuus
web-leaderboard-empty = Kenelläkään ei ole vielä vakiintunutta vahvuuslukua tässä pelissä.
web-leaderboard-note = Mukana: vakiintuneet vahvuusluvut (poikkeama alle 100) pelaajilta, jotka ovat pelanneet pisteytetyn pelin viimeisten { $days } päivän aikana.
