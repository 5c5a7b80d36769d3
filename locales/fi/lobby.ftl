### Haasteet (suorat ja avoimet, perutut, hylätyt, vanhentuneet) ja pelin alku.
###
### Muuttujat: $id on haasteen numero, $game pelin numero (#:n jälkeen), $from, $by, $red,
### $blue ja $opponent ovat nimiä, $to haastetun maininta. $colour on red, blue (Hex, Rex,
### Pimeä Hex), white tai black (Hexdame).

## Haasteen tai uuden pelin kuvaus osina pilkuin erotettuna, esim. "darkhex 9×9, värit
## arvotaan, peliaika 1d, vaikuttaa vahvuuslukuun". Arvo on ensimmäinen osa ($game on pelin
## nimi kirjoitetussa muodossa, $rows ja $cols laudan koko), attribuutit muut osat; $time on
## peliaika kirjoitetussa muodossa (none, 1d, 10m+5s).
lobby-describe = { $game } { $rows }×{ $cols }
    .hexdame = hexdame
    .challenger-red = haastaja on Punainen
    .challenger-blue = haastaja on Sininen
    .challenger-white = haastaja on Valkoinen
    .challenger-black = haastaja on Musta
    .colours-random = värit arvotaan
    .swap-on = vaihtosääntö käytössä
    .swap-off = ei vaihtosääntöä
    .time = { $time ->
        [none] ei peliaikaa
       *[other] peliaika { $time }
    }
    .rated = vaikuttaa vahvuuslukuun
    .casual = ei vaikuta vahvuuslukuun

## Kanavalle. $options on peli lobby-describen muodossa.
lobby-challenge-direct = Haaste { $id }: { $from } haastaa { $to } peliin: { $options }. { $to }: kirjoita `hex accept` tai `hex decline`.
## Kanavalle: kuka tahansa siellä voi hyväksyä.
lobby-challenge-open = Haaste { $id }: { $from } tarjoaa peliä kenelle tahansa täällä: { $options }. Kirjoita `hex accept`, niin pääset pelaamaan.
lobby-challenge-cancelled = { $by } perui haasteen { $id }.
lobby-challenge-declined = { $by } hylkäsi haasteen { $id }.
lobby-challenge-expired = Haaste { $id } on vanhentunut.

## Kanavalle pelin alkaessa. $red aloittaa. $dark on true Pimeälle Hexille, jonka siirrot
## kulkevat yksityisviestein. Attribuutti on Hexdamen versio ($red pelaa Valkoisella).
lobby-game-started = Peli #{ $game } alkaa: { $red } (Punainen, ylä- ja alareuna) vastaan { $blue } (Sininen, vasen ja oikea reuna). { $options }. { $dark ->
        [true] Siirrot lähetetään minulle yksityisviestillä; tälle kanavalle kerrotaan, kun siirto on tehty, mutta ei koskaan, mihin.
       *[false] Kirjoita siirrot tänne, esimerkiksi f6.
    }
    .hexdame = Peli #{ $game } alkaa: { $red } (Valkoinen, aloittaa) vastaan { $blue } (Musta). { $options }. Kirjoita siirrot tänne, esimerkiksi f4-g5 tai f4xh6xf6.

## Yksityisviesti kummallekin pelaajalle pelin alkaessa. $your_move on true aloittajalle.
lobby-your-game-started = Peli #{ $game }: olet { $colour ->
        [red] Punainen
        [blue] Sininen
        [white] Valkoinen
       *[black] Musta
    }, vastustajanasi { $opponent }. { $your_move ->
        [true] Sinun vuorosi.
       *[false] Odotetaan vastustajan siirtoa.
    }
