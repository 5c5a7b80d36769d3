### Mitä ei voi tehdä ja miksi: viestit, joita botti ei ymmärtänyt, säännön vastaiset siirrot,
### haasteiden ja pelien torjunnat. Jokainen on yksityinen vastaus kirjoittajalle.
###
### Muuttujat: $game on pelin numero (#:n jälkeen), $id haasteen numero, $text käyttäjän
### kirjoittama teksti (enintään 40 merkkiä), $cell ruutu kuten f6.

## Vakiopahoittelu odottamattomille virheille (yksityiskohdat menevät vain lokiin).
errors-apology = Anteeksi, jokin meni vikaan minun päässäni. Mitään ei muutettu; yritä hetken päästä uudelleen.
## Yksityisviesti, jota botti ei ymmärtänyt lainkaan.
errors-not-understood = En ymmärtänyt tuota. Kirjoita `hex help`, niin näet komennot.
errors-not-a-hex-move = Peli #{ $game } ei ole Hexdame: siirto on yksi ruutu, esimerkiksi f6.
errors-not-a-dame-move = Peli #{ $game } on Hexdame: siirrossa kerrotaan, mistä nappula lähtee ja mihin se päätyy, esimerkiksi f4-g5, tai syönti, esimerkiksi f4xh6xf6.

## Säännön vastainen Hexdame-siirto: $detail on yksi attribuuteista (kokonainen virke pisteineen).
errors-dame-rule = Peli #{ $game }: { $detail } Mitään ei pelattu.
    .game-over = peli on päättynyt.
    .not-your-turn = ei ole sinun vuorosi.
    .no-piece = ruudussa { $cell } ei ole nappulaa.
    .not-your-piece = ruudun { $cell } nappula ei ole sinun.
    .capture-required = syöntipakko: sinun on syötävä tällä siirrolla.
    .not-maximal = sinun on syötävä niin monta nappulaa kuin mahdollista ({ $max }); tuo siirto syö { $captures }.
    .ambiguous = useampi siirto sopii; nimeä ruudut, joihin hypätään. Vaihtoehdot: { $candidates }.
    .illegal = { $text } ei ole tässä sallittu siirto.
    .no-draw-offer = ei ole tasapelitarjousta, johon vastata.

## Säännön vastainen Hex-, Rex- tai Pimeän Hexin siirto. $size on laudan koko, kuten 11×11.
errors-rule = Peli #{ $game }: { $detail }
    .game-over = peli on päättynyt.
    .not-your-turn = ei ole sinun vuorosi.
    .off-board = ruutua { $cell } ei ole { $size }-laudalla.
    .occupied = ruutu { $cell } on jo varattu.
    .own-stone = ruudussa { $cell } on jo oma kivesi. Mitään ei pelattu; on yhä sinun vuorosi.
    .known-enemy-stone = ruudussa { $cell } on vastustajan kivi, jonka olet jo löytänyt. Mitään ei pelattu; on yhä sinun vuorosi.
    .swap-dark-hex = Pimeässä Hexissä ei ole vaihtosääntöä.
    .swap-disabled = tätä peliä pelataan ilman vaihtosääntöä.
    .swap-not-square = vaihtosääntö vaatii neliönmuotoisen laudan.
    .swap-not-first-blue-move = vain Sinisen ensimmäinen siirto, heti Punaisen ensimmäisen kiven jälkeen, voi olla vaihto.

errors-no-such-game = Peliä #{ $game } ei ole.
errors-not-your-game = Et ole pelaajana pelissä #{ $game }.
errors-game-is-over = Peli #{ $game } on päättynyt.
## $games luettelee käyttäjän pelit: #3, #7.
errors-wrong-place = Pelisi ({ $games }) ei ole tällä kanavalla: pelaa sitä sen omalla kanavalla tai yksityisviestillä minulle.
errors-not-playing-here = Et ole pelaajana tämän kanavan pelissä.
errors-no-active-game = Sinulla ei ole käynnissä olevaa peliä. Haasta joku komennolla `hex challenge @name` tai pelaa minua vastaan komennolla `hex play-bot`.
## $games luettelee vaihtoehdot (#3, #7); $first on ensimmäisen numero esimerkkiä varten.
errors-which-game = Sinulla on useita pelejä ({ $games }): nimeä yksi, esimerkiksi `#{ $first } f6`.
## Kanavalle kirjoitettu Pimeän Hexin siirto: botti poisti sen.
errors-dark-move-in-channel = Pimeän Hexin siirrot ovat salaisia: lähetä ne minulle yksityisviestillä, älä kanavalle. Mitään ei pelattu.
errors-dark-move-removed = Poistin viestisi kanavalta.
errors-dark-move-kept = En saa poistaa viestejä siellä, joten siirtosi näkyy yhä kanavalla: poista se itse, jottei kukaan näe, mihin pelasit.
errors-not-your-turn = Peli #{ $game }: ei ole sinun vuorosi.
errors-challenge-in-channel = Haasteet tehdään kanavalla, jotta pelin alku voidaan ilmoittaa jossakin. Pelaa minua vastaan täällä komennolla `hex play-bot`.
errors-accept-in-channel = Hyväksy haaste sen omalla kanavalla tai nimeä se: `hex accept 3`.
errors-cannot-challenge-yourself = Et voi haastaa itseäsi. Kokeile komentoa `hex play-bot`, niin pelaat minua vastaan.
errors-cannot-accept-own = Et voi hyväksyä omaa haastettasi. Peru se komennolla `hex cancel`.
errors-no-challenge-here = Täällä ei ole sinulle haastetta.
errors-no-such-challenge = Avointa haastetta { $id } ei ole.
errors-not-for-you = Haaste { $id } on osoitettu jollekulle muulle.
errors-not-your-challenge = Haaste { $id } ei ole sinun, joten et voi perua sitä.
## $ids luettelee vaihtoehdot (4, 5); $first on ensimmäinen esimerkkiä varten.
errors-which-challenge = Useampi haaste sopii ({ $ids }): nimeä yksi, esimerkiksi `hex accept { $first }`.
errors-no-draws-in-hex = Peli #{ $game } ei voi päättyä tasapeliin: Hexissä, Rexissä ja Pimeässä Hexissä on aina voittaja. Tasapelit kuuluvat Hexdameen.
errors-draw-already-offered = Peli #{ $game }: olet jo tarjonnut tasapeliä; odotetaan vastustajan vastausta.
errors-no-draw-offer = Peli #{ $game }: vastustajasi ei ole tarjonnut tasapeliä, johon voisit vastata. Kirjoita `hex draw`, niin tarjoat sitä itse.
## Uusintaa tai tallennetta pyydettiin Pimeän Hexin pelistä, joka on yhä käynnissä.
errors-hidden-until-end = Peli #{ $game } on yhä käynnissä; sen kivet pysyvät piilossa pelin loppuun asti.
## Siirron perumista pyydettiin vahvuuslukupelin päätyttyä.
errors-rated-result-stands = Peli #{ $game } oli vahvuuslukupeli, ja sen tulos on jo laskettu: siirtoa ei voi enää perua.
## `rated` pelille, joka ei koskaan vaikuta vahvuuslukuun: tietokonetta vastaan ($against_computer
## on true) tai kaksi pelaajaa samalla laitteella (false).
errors-never-rated =
    { $against_computer ->
        [true] Tietokonetta vastaan pelatut pelit eivät koskaan vaikuta vahvuuslukuun: jätä `rated` pois (tai kirjoita `casual`).
       *[false] Kahden pelaajan pelit samalla laitteella eivät koskaan vaikuta vahvuuslukuun: jätä `rated` pois (tai kirjoita `casual`).
    }
errors-no-takeback-in-dark-hex = Pimeässä Hexissä siirtoja ei voi perua: kerran kokeiltu siirto on jo kertonut vastustajalle jotakin.
errors-takeback-already-asked = Peli #{ $game }: olet jo pyytänyt; odotetaan vastustajan vastausta.
errors-nothing-to-take-back = Peli #{ $game }: sinulla ei ole siirtoa, jonka voisi perua.
errors-no-finished-game = Sinulla ei ole täällä päättynyttä peliä, jota voisi pelata uudelleen.
errors-game-still-on = Peli #{ $game } on yhä käynnissä.
errors-rematch-already-offered = Peli #{ $game }: olet jo tarjonnut revanssia.

## Viestit, joita ei ymmärretty (komentojen kieliopin virheet). Pelien nimet (darkhex,
## darkhex-abrupt, hex, rex, hexdame), värit (red/blue/random), swap=on/off ja ajat (1d,
## 10m+5s) ovat botin tunnistamia sanoja: ne pysyvät ennallaan.
errors-parse-unknown-command = Komentoa `hex { $text }` ei ole. Kirjoita `hex help`, niin näet komennot.
errors-parse-unknown-game = En tunne peliä ”{ $text }”: valitse darkhex, darkhex-abrupt, hex, rex tai hexdame.
errors-parse-bad-size = ”{ $text }” ei ole laudan koko, jota tarjoan: valitse sivu väliltä 7–19 (esim. 9 tai 9x11).
errors-parse-bad-option = En ymmärrä, mitä ”{ $text }” tarkoittaa. Valinnat: peli, koko, red/blue/random, swap=on/off, aika kuten 1d tai 10m+5s.
errors-parse-no-swap-in-dark-hex = Pimeässä Hexissä ei ole vaihtosääntöä (Sininen ei näe Punaisen ensimmäistä kiveä).
errors-parse-hexdame-no-size = Hexdamea pelataan aina samalla 61 ruudun laudalla: jätä koko pois.
errors-parse-hexdame-no-swap = Hexdamessa ei ole vaihtosääntöä: jätä swap=… pois.
errors-parse-white-black-is-hexdame = ”{ $text }” on Hexdamen väri; Hexissä, Rexissä ja Pimeässä Hexissä valitse red, blue tai random.
## Hexdame-siirto, jota ei voi jäsentää: $error on yksi attribuuteista (ilman pistettä).
## $char on yksi merkki.
errors-parse-bad-dame-move = ”{ $text }” ei ole Hexdame-siirto: { $error }. Kirjoita askel muodossa f4-g5 ja syönti ruutuina, joihin hypätään, muodossa f4xh6xf6.
    .empty = siirtoa ei annettu
    .not-a-cell = ”{ $cell }” ei ole ruudun nimi (kirjain a–i ja numero 1–9, esimerkiksi f4)
    .off-board = Hexdamen laudalla ei ole ruutua { $cell }
    .unexpected-char = ”{ $char }” ei kuulu siirtoon: erota ruudut merkillä - tai x, kuten f4-g5 tai f4xh6xf6
    .too-short = siirrossa on oltava vähintään kaksi ruutua, kuten f4-g5
    .too-long = siinä on enemmän ruutuja kuin yksikään siirto voi käydä läpi
## Asetussanat (game=, size=, language=, threads=on/off, web=on/off, tournament-channel=) jäsennetään.
errors-parse-bad-setting = En ymmärrä, mitä ”{ $text }” tarkoittaa. Asetukset: game=…, size=…, language=…, threads=on/off, web=on/off, tournament-channel=#kanava; pelkkä komento näyttää nykyiset asetukset.
errors-parse-bad-draw-word = En ymmärrä, mitä ”{ $text }” tarkoittaa: kirjoita `hex draw`, niin tarjoat tasapeliä, tai vastaa tarjoukseen komennolla `hex draw accept` tai `hex draw decline`.
errors-parse-bad-move = ”{ $text }” ei ole siirto: siirto on sarakkeen kirjain ja rivin numero, esimerkiksi f6.
## $what kertoo, mitä numero laskee: haastetta vai peliä.
errors-parse-bad-number =
    { $what ->
        [challenge] ”{ $text }” ei ole haasteen numero.
        [page] ”{ $text }” ei ole sivunumero: sivut numeroidaan ykkösestä alkaen.
       *[game] ”{ $text }” ei ole pelin numero.
    }
errors-parse-too-many-words = Liikaa sanoja tälle komennolle. Kirjoita `hex help`, niin näet komennot.
## $what on komento (replay, export): se pysyy ennallaan.
errors-parse-missing-game-number = Mikä peli? Esimerkiksi `hex { $what } 12`.
errors-parse-challenge-needs-opponent = Kenet haastat? Esimerkiksi `hex challenge @bob darkhex 9`, tai `hex open darkhex 9`, niin kuka tahansa täällä voi hyväksyä.
## A live clock below the minimum (`hex challenge`, `hex play`, `hex tournament create`).
## $text is the clock as typed; $seconds the shortest base time accepted (a number).
errors-parse-clock-too-short = Peliaika { $text } on liian lyhyt pelattavaksi chatissa: pikapelin perusajan on oltava vähintään { $seconds ->
        [one] { $seconds } sekunti
       *[other] { $seconds } sekuntia
    }, esimerkiksi `5m+3s` tai `1m`.
