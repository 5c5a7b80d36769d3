### Viiden pelin säännöt, jotka `hex rules <game>` näyttää (suomi).
###
### Sama viestien joukko kuin en/rules.ftl; jokainen teksti alle 1 900 merkkiä.
### Takahipsujen sisällä olevat ruudut, siirrot ja komennot ovat botin tunnistamia sanoja:
### niitä ei käännetä. Sanasto: locales/GLOSSARY.md.

## `hex rules` ilman peliä: lyhyt opas viiteen peliin.
rules-overview = hextablessa on viisi peliä; kirjoita `hex rules` ja pelin nimi, niin saat sen säännöt:
    - `hex rules darkhex`: Pimeä Hex, Hexiä piilotetuilla kivillä; osuman jälkeen siirrät uudelleen.
    - `hex rules darkhex-abrupt`: Pimeän Hexin äkillinen versio, jossa osuma päättää vuorosi.
    - `hex rules hex`: Hex, klassinen yhdistämispeli, vaihtosäännön kanssa.
    - `hex rules rex`: Rex (käänteinen Hex), jossa omat reunansa yhdistänyt häviää.
    - `hex rules hexdame`: Hexdame, kansainvälinen tammi kuusikulmaisella laudalla.
    Kaikki komennot: `hex help`.

## Pimeä Hex, klassinen versio: osuman jälkeen siirretään uudelleen.
rules-darkhex = **Pimeä Hex** (Kriegspiel-Hex), klassinen versio: Hexiä piilotetuilla kivillä.
    - **Tavoite:** Punainen yhdistää ylä- ja alareunan, Sininen vasemman ja oikean reunan, kumpikin yhtenäisellä ketjulla omia kiviään; kulmaruutu kuuluu kumpaankin reunaan, jota se koskettaa. Punainen aloittaa. Tasapelejä ei ole, eikä vaihtosääntöä käytetä (Sininen ei näe Punaisen ensimmäistä kiveä).
    - **Mitä näet:** vain omat kivesi ja löytämäsi vastustajan kivet. Katsojat eivät näe yhtään kiveä ennen pelin loppua.
    - **Mihin saat pelata:** mihin tahansa ruutuun, jota et tiedä varatuksi. Jos yrität pelata omaan kiveesi tai jo löytämääsi vastustajan kiveen, saat vain yksityisen virheilmoituksen: vuorosi ei kulu, eikä kukaan muu saa tietää siitä.
    - **Osuma:** jos valitsemassasi ruudussa on piilossa vastustajan kivi, mitään ei aseteta: kivi paljastuu sinulle, pysyy näkyvissäsi pelin loppuun asti, ja **siirrät uudelleen**. Vastustaja saa tietää, että osuit yhteen hänen kivistään, mutta ei sitä, mihin; kanavalle kerrotaan vain, että johonkin kiveen osuttiin.
    - **Pelin loppu:** heti kun saat ketjusi valmiiksi, voitat, ja koko lauta paljastetaan molemmille pelaajille ja kanavalle. Jokainen osuma paljastaa uuden ruudun, joten pelillä on aina voittaja. Luovutuksen tai aikahäviön jälkeen lauta pysyy kanavalla piilossa, mutta pelin uusinta näyttää jokaisen kiven (`hex replay 12` pelille #12).
    - **Siirrot:** ruutu, esimerkiksi `f6`: kirjaimet ovat sarakkeita vasemmalta, numerot rivejä ylhäältä, ja `a1` on vasen yläkulma. Pelaa yksityisesti: yksityisviestillä botille tai Discordissa komennolla `/hex move`. Kanavalle kirjoitettu siirto paljastaisi ruutunsa, joten se poistetaan eikä sitä hyväksytä. Jos pelejä on useita, nimeä peli: `#12 f6`. `resign` luovuttaa pelin; `hex board` näyttää oman näkymäsi.
    - Laudat 7×7:stä 19×19:ään.

## Pimeä Hex, äkillinen versio: osuma päättää vuoron.
rules-darkhex-abrupt = **Pimeä Hex** (Kriegspiel-Hex), äkillinen versio: Hexiä piilotetuilla kivillä, ja osuma päättää vuorosi.
    - **Tavoite:** Punainen yhdistää ylä- ja alareunan, Sininen vasemman ja oikean reunan, kumpikin yhtenäisellä ketjulla omia kiviään; kulmaruutu kuuluu kumpaankin reunaan, jota se koskettaa. Punainen aloittaa. Tasapelejä ei ole, eikä vaihtosääntöä käytetä (Sininen ei näe Punaisen ensimmäistä kiveä).
    - **Mitä näet:** vain omat kivesi ja löytämäsi vastustajan kivet. Katsojat eivät näe yhtään kiveä ennen pelin loppua.
    - **Mihin saat pelata:** mihin tahansa ruutuun, jota et tiedä varatuksi. Jos yrität pelata omaan kiveesi tai jo löytämääsi vastustajan kiveen, saat vain yksityisen virheilmoituksen: vuorosi ei kulu, eikä kukaan muu saa tietää siitä.
    - **Osuma:** jos valitsemassasi ruudussa on piilossa vastustajan kivi, mitään ei aseteta: kivi paljastuu sinulle ja pysyy näkyvissäsi pelin loppuun asti, mutta **vuorosi päättyy**. Vastustaja saa tietää, että osuit yhteen hänen kivistään, mutta ei sitä, mihin; kanavalle kerrotaan vain, että johonkin kiveen osuttiin.
    - **Pelin loppu:** heti kun saat ketjusi valmiiksi, voitat, ja koko lauta paljastetaan molemmille pelaajille ja kanavalle. Jokainen osuma paljastaa uuden ruudun, joten pelillä on aina voittaja. Luovutuksen tai aikahäviön jälkeen lauta pysyy kanavalla piilossa, mutta pelin uusinta näyttää jokaisen kiven (`hex replay 12` pelille #12).
    - **Siirrot:** ruutu, esimerkiksi `f6`: kirjaimet ovat sarakkeita vasemmalta, numerot rivejä ylhäältä, ja `a1` on vasen yläkulma. Pelaa yksityisesti: yksityisviestillä botille tai Discordissa komennolla `/hex move`. Kanavalle kirjoitettu siirto paljastaisi ruutunsa, joten se poistetaan eikä sitä hyväksytä. Jos pelejä on useita, nimeä peli: `#12 f6`. `resign` luovuttaa pelin; `hex board` näyttää oman näkymäsi.
    - Laudat 7×7:stä 19×19:ään.

## Hex, vaihtosääntö oletuksena käytössä.
rules-hex = **Hex**: yhdistä omat reunasi ennen kuin vastustaja ehtii yhdistää omansa.
    - **Tavoite:** Punainen yhdistää ylä- ja alareunan, Sininen vasemman ja oikean reunan, yhtenäisellä ketjulla omia kiviään. Kulmaruutu kuuluu kumpaankin reunaan, jota se koskettaa.
    - **Pelin kulku:** Punainen aloittaa, minkä jälkeen pelaajat asettavat vuorotellen yhden kiven mihin tahansa tyhjään ruutuun. Kiviä ei koskaan siirretä eikä poisteta. Ensimmäisenä omat reunansa yhdistänyt voittaa. Tasapeli on mahdoton: täydellä laudalla on aina täsmälleen yksi voittava ketju.
    - **Vaihtosääntö** (oletuksena käytössä; haasteessa `swap=off` poistaa sen): Punaisen ensimmäisen kiven jälkeen Sininen voi vastata `swap` oman kiven asettamisen sijaan. Punaisen kivi peilataan silloin pitkän lävistäjän yli ja siitä tulee Sinisen kivi (`c2` muuttuu `b3`:ksi), ja Punainen siirtää seuraavaksi. Punaisen kannattaa siis aloittaa kivellä, joka ei ole liian vahva eikä liian heikko.
    - **Siirrot:** ruutu, esimerkiksi `f6` (myös `F6` tai `f 6`), kirjoitettuna pelin kanavalle tai yksityisviestinä botille; kirjaimet ovat sarakkeita vasemmalta, numerot rivejä ylhäältä, ja `a1` on vasen yläkulma. Jos pelejä on useita, nimeä peli: `#12 f6`.
    - `resign` luovuttaa. `hex takeback` pyytää perumaan viimeisen siirron, ja vastustaja suostuu samalla komennolla `hex takeback`. `hex rematch` tarjoaa revanssia samoilla asetuksilla.
    - Laudat 7×7:stä 19×19:ään (oletuksena 11×11).

## Rex, käänteinen Hex: omien reunojen yhdistäminen häviää.
rules-rex = **Rex** (käänteinen Hex, misère-Hex) on Hex nurinpäin: se, joka yhdistää omat kaksi reunaansa, häviää.
    - **Pelin kulku:** lauta, kivet ja vuorot kuten Hexissä. Punaisen reunat ovat ylä- ja alareuna, Sinisen vasen ja oikea; kulmaruutu kuuluu kumpaankin reunaan, jota se koskettaa. Punainen aloittaa, minkä jälkeen pelaajat asettavat vuorotellen yhden kiven mihin tahansa tyhjään ruutuun.
    - **Pelin loppu:** heti kun pelaaja saa valmiiksi ketjun omien reunojensa välille, hän häviää ja vastustaja voittaa. Vuoroa ei saa jättää väliin: jos jokainen jäljellä oleva tyhjä ruutu täydentäisi ketjusi, sinun on silti pelattava johonkin niistä. Tasapeli on mahdoton, sillä lauta ei voi täyttyä ilman, että joku yhdistää reunansa.
    - **Vaihtosääntö** toimii kuten Hexissä ja on oletuksena käytössä (haasteessa `swap=off` poistaa sen): Punaisen ensimmäisen kiven jälkeen Sininen voi vastata `swap`; kivi peilataan pitkän lävistäjän yli ja siitä tulee Sinisen kivi (`c2` muuttuu `b3`:ksi), ja Punainen siirtää seuraavaksi. Rexissä varhainen kivi voi olla yhtä hyvin taakka kuin apu.
    - **Strategia:** hyvässä Rex-pelissä omat kivet hajautetaan kauas toisistaan, ja vastustajalle jätetään lopussa pelkkiä huonoja siirtoja.
    - **Siirrot:** ruutu, esimerkiksi `f6`, kirjoitettuna pelin kanavalle tai yksityisviestinä botille; kirjaimet ovat sarakkeita vasemmalta, numerot rivejä ylhäältä, ja `a1` on vasen yläkulma. Jos pelejä on useita, nimeä peli: `#12 f6`. `resign` luovuttaa; `hex takeback` ja `hex rematch` toimivat kuten Hexissä.
    - Laudat 7×7:stä 19×19:ään.

## Hexdame (Christian Freeling, 1979): kansainvälinen tammi 61 ruudun kuusikulmiolla.
rules-hexdame = **Hexdame** (Christian Freeling, 1979): kansainvälinen tammi kuusikulmaisella laudalla.
    - **Lauta:** säännöllinen kuusikulmio, jossa on 61 ruutua. Kummallakin on aluksi 16 nappulaa, Valkoisella kulman `a1` luona ja Mustalla kulman `i9` luona. Valkoinen aloittaa, ja sitten siirretään vuorotellen; vuoroa ei saa jättää väliin.
    - **Nappula** siirtyy askeleen eteenpäin viereiseen tyhjään ruutuun (kolme suuntaa eteenpäin). Se syö hyppäämällä viereisen vastustajan nappulan yli mihin tahansa kuudesta suunnasta ja laskeutuu heti sen takana olevaan tyhjään ruutuun.
    - **Kuningas** on lentävä: se kulkee kuutta linjaa pitkin minkä tahansa määrän tyhjiä ruutuja ja syö kaukaakin, laskeutuen mihin tahansa tyhjään ruutuun syödyn nappulan takana.
    - **Syöntipakko:** syöminen on pakollista, myös useana hyppynä peräkkäin, ja suunta saa vaihtua. Sinun on syötävä suurin mahdollinen määrä vastustajan nappuloita (nappulat ja kuninkaat lasketaan samoin); yhtä suurista vaihtoehdoista valitset vapaasti. Syödyt nappulat poistetaan laudalta vasta, kun siirto on valmis, eikä samaa nappulaa saa hypätä kahdesti.
    - **Kruunaus:** nappula, joka päättää siirtonsa vastakkaiselle reunalle (vastakkaisen kulman kahden sivun yhdeksän ruutua), kruunataan kuninkaaksi; pelkkä käynti siellä kesken syönnin ei riitä.
    - **Pelin loppu:** häviät, kun sinulla ei ole enää nappuloita tai yhtään sallittua siirtoa. Tasapeli syntyy sopimalla (`hex draw` tarjoaa, `hex draw accept` tai `hex draw decline` vastaa) tai kun sama asema toistuu kolmannen kerran saman pelaajan ollessa siirtovuorossa.
    - **Siirrot:** ruudut nimetään Freelingin tapaan kahden vinon linjan mukaan kirjaimella ja numerolla. Siirto: `f4-g5`; syönnissä luetellaan jokainen ruutu, johon hypätään: `f4xh6xf6` (tai `f4xf6`, kun se on yksiselitteinen). Kirjoita siirrot pelin kanavalle tai yksityisviestinä botille; `resign` luovuttaa.
