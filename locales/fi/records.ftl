### Vahvuusluvut ja pelitiedot: profiilit (`hex profile`), tulostaulut (`hex leaderboard`),
### pelihistoriat (`hex history`) ja syyt, miksi jotain ei voi näyttää. Vahvuusluvut ovat
### Glicko-2-lukuja: esim. 1532, alustavana 1500?; RD on luvun poikkeama.

## Kunkin pelin vahvuusluvun nimi (profiileissa, tulostauluilla, historioissa ja
## vahvuuslukukuvan yllä).
records-kind =
    .darkhex = Pimeä Hex (klassinen)
    .darkhex-abrupt = Pimeä Hex (äkillinen)
    .hex = Hex
    .rex = Rex
    .hexdame = Hexdame
## Pelaaja, jonka nimeä ei tiedetä (ei koskaan hänen tunnistettaan).
records-someone = joku

## Kuinka kauan sitten peli päättyi, kokonaisina päivinä.
records-ago = { $days ->
        [0] tänään
        [1] eilen
       *[other] { $days } päivää sitten
    }

## Yksi päättynyt peli, profiilin tai historian rivi: numero, vahvuusluku, tulos vastustajaa
## vastaan, miten peli päättyi, vahvuuslukupelin muutos, milloin ja uusintakomento. $result on
## win, loss tai draw; $reason connection, resignation, timeout, nopieces, nomoves,
## agreement tai repetition; $change muutos (+14, -9, ±0) tai none; $ago on records-ago.
records-game-line = #{ $game } · { $kind } · { $result ->
        [win] voitto
        [loss] tappio
       *[draw] tasapeli
    }, vastustaja { $opponent } ({ $reason ->
        [connection] ketju valmis
        [resignation] luovutus
        [timeout] aikahäviö
        [nopieces] nappulat loppuivat
        [nomoves] ei siirtoja
        [agreement] sopimus
        [repetition] toisto
       *[other] { $reason }
    }){ $change ->
        [none] { "" }
       *[other] { " · " }{ $change }
    } · { $ago } · `hex replay { $game }`

## Pelaajan profiili riveittäin: nimi (lihavoitu), rivi kutakin vahvuuslukua kohden ($rating,
## $rd sen poikkeama, voittojen, tappioiden ja tasapelien määrät), nykyinen putki (.streak
## kehystää yhden .streak-…-attribuutin; $longer on true, kun putki on pidempi kuin $count),
## viime pelit (records-game-line-rivejä) ja vahvuuslukukuvan kuvateksti.
records-profile = **{ $name }**
    .no-ratings = Ei vielä vahvuuslukupelejä.
    .rating-line = { $kind }: { $rating } (RD { $rd }) · { $wins ->
        [one] { $wins } voitto
       *[other] { $wins } voittoa
    }, { $losses ->
        [one] { $losses } tappio
       *[other] { $losses } tappiota
    }, { $draws ->
        [one] { $draws } tasapeli
       *[other] { $draws } tasapeliä
    }
    .streak = Nykyinen putki: { $streak }.
    .streak-win = { $longer ->
        [true] { $count }+ voittoa
       *[false] { $count ->
            [one] { $count } voitto
           *[other] { $count } voittoa
        }
    }
    .streak-loss = { $longer ->
        [true] { $count }+ tappiota
       *[false] { $count ->
            [one] { $count } tappio
           *[other] { $count } tappiota
        }
    }
    .streak-draw = { $longer ->
        [true] { $count }+ tasapeliä
       *[false] { $count ->
            [one] { $count } tasapeli
           *[other] { $count } tasapeliä
        }
    }
    .no-games = Ei vielä päättyneitä pelejä.
    .last-games = Viime pelit:
    .chart = Kuvassa vahvuusluku ({ $kind }) jokaisen pelin jälkeen.

## Tulostaulu riveittäin: otsikko (lihavoitu; $scope on yksi .scope-…-attribuuteista),
## rivit ($rank. $name $rating) ja kysyjän oma sija (.own-…). Listalla on se, jonka RD on
## alle 100 ja joka on pelannut vahvuuslukupelin viimeisen 90 päivän aikana.
records-leaderboard = **Tulostaulu · { $kind } · { $scope }**
    .scope-everyone = kaikki
    .scope-everyone-dm = kaikki (yksityisviestissä ei ole palvelimen taulua)
    .scope-server = tämä palvelin
    .empty = Kukaan ei ole vielä listalla (listalle pääsee pelaaja, jonka RD on alle 100 ja joka on pelannut vahvuuslukupelin viimeisen 90 päivän aikana).
    .row = { $rank }. { $name } { $rating }
    .own-ranked = Sinä: #{ $rank } ({ $rating }).
    .own-provisional = Et ole vielä listalla: vahvuuslukusi { $rating } on alustava (RD ≥ 100); muutama vahvuuslukupeli lisää vakiinnuttaa sen.
    .own-inactive = Et ole listalla: et ole pelannut vahvuuslukupeliä 90 päivään (vahvuuslukusi: { $rating }).
    .own-no-games = Et ole listalla: et ole vielä pelannut täällä tämän pelin vahvuuslukupelejä.

## Sivu pelaajan päättyneistä peleistä: otsikko (lihavoitu; $kind on vahvuusluvun nimi tai
## none kaikille peleille), records-game-line-rivit ja seuraavan sivun komento ($next, kuten
## `hex history page 2`).
records-history = **Pelaajan { $name } pelit{ $kind ->
        [none] { "" }
       *[other] { " · " }{ $kind }
    }** · sivu { $page }/{ $pages }
    .no-games = Ei vielä päättyneitä pelejä.
    .next = Seuraava sivu: `{ $next }`
    .you = **Omat pelisi{ $kind ->
        [none] { "" }
       *[other] { " · " }{ $kind }
    }** · sivu { $page }/{ $pages }

## Vahvuuslukukuvan otsikko: pelaajan nimi ja vahvuusluvun nimi.
records-rating-chart-title = { $name } · { $kind }
## Tyhjän vahvuuslukukuvan sisällä.
records-chart-empty = Ei vielä vahvuuslukupelejä
records-unknown-player = En tunne yhtään tuon pelaajan päättynyttä peliä (mainitse pelaaja, esimerkiksi `hex profile @name`).
records-no-records-yet = Sinulla ei ole vielä päättyneitä pelejä: ne näkyvät täällä, kun jokin peli päättyy.
records-unavailable = Vahvuusluvut ja pelitiedot vaativat botin tietokannan, eikä sitä ole tässä tilassa.
