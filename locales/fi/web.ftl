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
