### Areenaturnaukset (`hex tournament create … arena 45m`) ja läsnäolon vahvistus
### (`checkin=15m`): muoto, alku, alkavat pelit, ajan päättyminen, tulostaulu, säännöt,
### vahvistusikkuna ja se, mikä ei käy.
###
### Muuttujat: $id on turnauksen numero (käyttäjät kirjoittavat `t3`), $game pelin numero
### (näytetään `#`-merkin jälkeen), $length, $left ja $after kestoja kellon tapaan.

## Areenan muoto luontiviestiin, luetteloihin ja tietoihin.
arena-format = areena, kesto { $minutes ->
        [one] { $minutes } minuutti
       *[other] { $minutes } minuuttia
    }
## Alussa kanavalle.
arena-started = Areena t{ $id } alkaa: { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }, kesto { $minutes ->
        [one] { $minutes } minuutti
       *[other] { $minutes } minuuttia
    }. Kun pelisi päättyy, saat heti uuden vastustajan. Onnea!
## Peliluettelon otsikko; pelit riveinä sen jälkeen (arena-game-line). $in-play on true
## komennolle `hex tournament pairings`, false kun pelit juuri alkoivat.
arena-games = { $in-play ->
        [true] Areena t{ $id }, käynnissä olevat pelit:
       *[false] Areena t{ $id }, nyt alkavat pelit:
    }
arena-in-play-none = Areena t{ $id }: yhtään peliä ei ole nyt käynnissä.
arena-game-line = { $first } (aloittaa) – { $second } (#{ $game })
## Yksityisviesti kummallekin pelaajalle pelin alkaessa.
arena-your-game = Areena t{ $id }: pelisi #{ $game } pelaajaa { $opponent } vastaan on valmis.
## Aika loppui. $count peliä on yhä käynnissä; ne lasketaan.
arena-time-up = Areena t{ $id }: aika loppui, uusia pelejä ei aloiteta. { $count ->
        [one] { $count } peli on vielä käynnissä, ja se lasketaan, kun se päättyy.
       *[other] { $count } peliä on vielä käynnissä, ja ne lasketaan, kun ne päättyvät.
    }
## Tulostaulun otsikko. $state: running (ja $left, jäljellä oleva aika), time-up tai over.
arena-leaderboard-title = { $state ->
        [running] Areena t{ $id }: tulostaulu, aikaa jäljellä { $left }
        [time-up] Areena t{ $id }: tulostaulu, aika loppui
       *[over] Areena t{ $id }: lopullinen tulostaulu
    }
## Tulostaulun lisäsarakkeet: voitot ja voittoputki. Lyhyet: kapeat sarakkeet.
arena-heading = Areena
    .wins = Voitot
    .streak = Putki
## Vetäytynyt pelaaja liittyi takaisin (`hex tournament join`); pisteet säilyvät.
arena-back = { $name } palasi areenaan t{ $id } pisteineen.
## Peli, jossa kumpikin ei ollut siirtänyt määräaikaan mennessä. $double on true, jos
## kumpikaan ei siirtänyt.
arena-forfeited = Areena t{ $id }: peliä #{ $game } ei aloitettu määräajassa: { $double ->
        [true] molemmat pelaajat häviävät luovutuksella.
       *[false] pelaaja, joka ei siirtänyt, häviää luovutuksella.
    }
arena-finished-empty = Areena t{ $id } on päättynyt: yhtään peliä ei pelattu loppuun.
## `hex tournament rules arena`.
arena-rules = Areena (`arena 45m`): areena kestää kiinteän ajan. Kun pelisi päättyy, saat heti vastustajaksi vapaan pelaajan, jolla on samankaltainen pistemäärä, mutta et koskaan edellisen pelisi vastustajaa (paitsi jos muita pelaajia ei enää ole); jos sopivaa ei ole vapaana, odotat seuraavan pelin päättymistä. Pisteet kuten lichessissä: voitto 2, tasapeli 1 (vain Hexdamessa), tappio 0. Kahden peräkkäisen voiton jälkeen olet voittoputkessa: jokainen seuraava peli lasketaan kaksinkertaisena (voitto 4), kunnes muu kuin voitto katkaisee putken. Luovutusvoitto antaa 2 pistettä eikä muuta putkea; pelin, jota ei aloiteta määräajassa (`deadline=…`, oletuksena 3 minuuttia), häviää se, joka ei siirtänyt. Kun aika loppuu, uusia pelejä ei aloiteta, mutta silloin käynnissä olevat pelit lasketaan niiden päättyessä (lichess ei laske niitä); lopullinen tulostaulu tulee, kun viimeinen niistä päättyy. Tulostaulu julkaistaan 5 minuutin välein ja lopussa; järjestys pisteiden, sitten voittojen ja sitten vahvuusluvun mukaan. Areenaan voi liittyä sen aikana, ja `hex tournament withdraw` keskeyttää osallistumisesi: käynnissä oleva pelisi on hävitty, ja `hex tournament join` tuo sinut takaisin pisteinesi. Läsnäolon vahvistus (`checkin=15m` luotaessa): ikkuna avautuu niin paljon ennen alkua (heti, jos alkuaikaa ei ole); vahvista komennolla `hex tournament checkin` tai painikkeella. Ne, jotka eivät ole vahvistaneet alkuun mennessä, poistetaan, ja heille kerrotaan syy.
## Vahvistusikkuna avautui (painikkeen kanssa). $timed on true, jos turnaus alkaa
## asetettuna aikana, $after siihen asti.
arena-checkin-open = Turnauksen t{ $id } läsnäolon vahvistus on auki: pelaajat, vahvistakaa komennolla `hex tournament checkin` tai painikkeella. { $timed ->
        [true] Turnaus alkaa { $after } kuluttua; ketkä eivät ole vahvistaneet siihen mennessä, poistetaan.
       *[false] Ketkä eivät ole vahvistaneet turnauksen alkaessa, poistetaan.
    }
arena-checked-in = Läsnäolosi turnauksessa t{ $id } on vahvistettu.
## Yksityisviesti alussa poistetulle pelaajalle.
arena-dropped-you = Turnaus t{ $id } alkoi ilman sinua: et ollut vahvistanut läsnäoloasi.
## Alussa kanavalle: poistetut pelaajat.
arena-dropped = Turnaus t{ $id }: { $count ->
        [one] { $count } pelaaja ei vahvistanut läsnäoloaan ja poistettiin:
       *[other] { $count } pelaajaa ei vahvistanut läsnäoloaan ja poistettiin:
    } { $names }.
## Kiellot.
arena-error-no-result = Areenan tulokset tulevat sen peleistä: tulosta ei voi asettaa laudalle.
arena-error-no-checkin = Turnauksessa t{ $id } ei ole läsnäolon vahvistusta.
arena-error-checkin-not-open = Turnauksen t{ $id } läsnäolon vahvistus ei ole vielä auki.
## `/hex tournament checkin` ja luontivalinta `checkin` (kuvaukset enintään 100 merkkiä;
## nimet pysyvät samoina kaikilla kielillä).
arena-cmd-checkin =
    .name = checkin
    .description = Vahvista osallistumisesi
arena-cmd-option-checkin =
    .name = checkin
    .description = Vahvistusikkuna minuutteina
