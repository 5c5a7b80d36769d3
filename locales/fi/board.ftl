### Lautakuvien sanat (otsikot, selitteet, tilarivit) ja paikallisen tilan päätelaudat.
### Lyhyitä: kuva on laudan levyinen, ja 7×7-lauta on kapea. Virkkeet alkavat pienellä:
### kuva muuttaa rivin ensimmäisen sanan isoksi tarvittaessa.
###
### Muuttujat: $player ja $loser ovat värien nimiä (board-red, board-blue, board-white,
### board-black); $n, $total, $stones ja $hits ovat lukuja; $cell ja $move ruutuja tai
### siirtoja merkintätavalla.

## Värien ja pelien nimet.
board-red = Punainen
board-blue = Sininen
board-white = Valkoinen
board-black = Musta
board-dark-hex = Pimeä Hex
board-dark-hex-abrupt = Pimeä Hex (äkillinen)
board-hex = Hex
board-rex = Rex
board-hexdame = Hexdame

## Otsikko: siirtolaskuri ($n siirtoa tehty), kenen vuoro ja katsojan väri.
board-moves-made = siirto { $n }
board-to-move = { $player } siirtää
board-your-turn = sinun vuorosi
board-you-play = olet { $player }
## Merkitsee katsojan oman nimen pelaajarivillä.
board-you = (sinä)
## Pimeän Hexin tilarivit pelaajan näkymässä ("kivistäsi" käy kaikille luvuille).
board-opponent-found = vastustaja on löytänyt { $n } kivistäsi
board-you-found = olet löytänyt { $n } hänen kivistään
board-you-hit = osuit vastustajan kiveen ruudussa { $cell }
## board-you-hitin perään klassisessa versiossa.
board-move-again = siirrä uudelleen
board-opponent-just-hit = vastustaja löysi juuri yhden kivistäsi
## Pimeän Hexin katsojat näkevät lukumäärät, eivät kiviä.
board-spectator-counts = kiviä asetettu: { $stones } · osumia: { $hits }
board-hidden-until-end = kivet pysyvät piilossa pelin loppuun asti
## Tulokset.
board-won-by-connection = { $player } voittaa
board-won-rex = { $player } voittaa: { $loser } yhdisti reunansa
board-won-by-resignation = { $player } voittaa: { $loser } luovutti
board-won-by-timeout = { $player } voittaa: { $loser } hävisi ajalla
board-swapped = Sininen vaihtoi
board-last-move = viimeisin siirto { $cell }
## Paljastettu Pimeän Hexin lauta: ruudut, joihin osuttiin, on ympyröity.
board-hits-ringed = osumia: { $n } (ympyröity)
## Uusinnan kuva: siirto $n / $total.
board-replay-step = siirto { $n }/{ $total }
## Selitteet laudan alla.
board-legend-found = löydetty
board-legend-last = viimeisin siirto
board-legend-hit = juuri osuttu
board-legend-hit-stone = löydetty osumalla
board-legend-chain = voittava ketju
board-legend-losing-chain = häviävä ketju

## Hexdame.
board-hexdame-last-move = viimeisin siirto { $move }
board-hexdame-captured = syöty { $n }
board-hexdame-crowned = kruunattu
## Jäljellä olevat nappulat (tavalliset ja kuninkaat).
board-hexdame-pieces = nappulat: Valkoinen { $white } · Musta { $black }
board-hexdame-draw-offer = { $player } tarjoaa tasapeliä
board-hexdame-won-no-pieces = { $player } voittaa: { $loser } menetti kaikki nappulansa
board-hexdame-won-no-moves = { $player } voittaa: { $loser } ei voi siirtää
board-hexdame-draw-repetition = tasapeli: asema toistui kolmesti
board-hexdame-draw-agreement = sovittu tasapeli
board-legend-king = kuningas
board-legend-captured = syöty

## Tietokoneen nimi pöydässä; $level on taso niin kuin se kirjoitetaan (beginner, easy, medium, hard).
board-computer = tietokone ({ $level ->
        [beginner] aloittelija
        [easy] helppo
        [medium] keskitaso
        [hard] vaikea
       *[other] { $level }
    })
## Jäljellä oleva aika kuvan kellorivillä kahdella yksiköllä: $big on suurempi yksikkö
## (luku), $small pienempi (kaksinumeroinen alle vuorokauden ajoissa, kuten kellossa).
board-duration-days = { $big } vrk { $small } h
board-duration-hours = { $big } h { $small } min
board-duration-minutes = { $big } min { $small } s
## Luokituskaavio, jossa ei ole yhtään peliä.
board-no-rated-games = Ei vielä vahvuuslukupelejä

## Tietouusinta (`hex replay 12 views`): kolme lautaa kuvassa, mitä kumpikin pelaaja tiesi
## ja todellinen lauta. Kuvateksti kertoo kuvan siirron.
board-knowledge-of = mitä { $player } tiesi
board-knowledge-truth = todellinen lauta
board-knowledge-placed = { $player } asetti kiven ruutuun { $cell }
board-knowledge-hit = { $player } kokeili ruutua { $cell } ja osui piilotettuun kiveen
## board-knowledge-hitin perään klassisessa versiossa.
board-knowledge-again = { $player } siirtää uudelleen
## Pitkän pelin kuva, joka näyttää monta siirtoa kerralla.
board-knowledge-moves = siirrot { $from }–{ $to }
## Pelaajan laudan alla: hänen löytämänsä vastustajan kivet ja vastustajan löytämät hänen kivensä.
board-knowledge-counts = löydetyt: { $found } · { $opponent } löysi: { $lost }
## Sen pelaajan laudan alla, jonka kiveen juuri osuttiin (hänelle ei kerrottu mihin).
board-knowledge-was-hit = { $player } löysi yhden näistä kivistä (mikä se oli, ei kerrottu)
