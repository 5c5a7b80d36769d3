### Pelien ympärillä oleva keskustelukäyttöliittymä: painikkeet ja niiden tekstit, Aseta kivi
### -lomake, ketjujen nimet, peliehdotukset numeroa kirjoitettaessa ja lyhyet ilmoitukset (kuva
### jätetty pois, yksityisviestit suljettu, komento lähetetty botin ollessa poissa).

## Painikkeet haasteiden ja lautojen alla (enintään 80 merkkiä).
interface-action-label =
    .accept = Hyväksy
    .decline = Hylkää
    .swap = Vaihda
    .place = Aseta kivi
    .rematch = Revanssi
    .resign = Luovuta
    .views = Uusinta
    .checkin = Ilmoittaudu paikalle
## Painike, joka peruu varmistuksen (luovutuksen).
interface-cancel-label = Peruuta
## Joku painoi muille tarkoitettua painiketta.
interface-button-not-for-you = Tämä painike ei ole sinulle: vain siinä mainitut pelaajat voivat käyttää sitä.
interface-button-expired = Tämä painike on vanhentunut: haaste tai siirto ei ole enää odottamassa.
interface-picture-needs-attach-files = (Ei kuvaa: tarvitsen tällä kanavalla oikeuden Liitä tiedostoja.)
interface-picture-too-large = (Ei kuvaa: se on suurempi kuin Discord antaa minun ladata tänne.)
interface-delete-your-move = En voinut poistaa siirtoasi kanavalta (minulta puuttuu siellä oikeus Hallitse viestejä). Poista se itse, jottei kukaan näe, mihin pelasit.
interface-missing-permissions = Minulta puuttuu tällä kanavalla nämä oikeudet: { $names }. Ilman niitä viesteistäni jää pois kuvia tai tekstiä, tai en voi poistaa julkisesti kirjoitettuja Pimeän Hexin siirtoja.
## Luovutuksen varmistus; attribuutti, kun pelin numeroa ei tiedetä.
interface-resign-confirm = Luovutatko pelin #{ $game }? Peli päättyy, eikä tätä voi perua.
    .unnamed = Luovutatko pelisi? Peli päättyy, eikä tätä voi perua.
interface-resign-cancelled = Et luovuttanut; peli jatkuu.
## Aseta kivi -lomake (Sinisen ruutu vaihdon sijaan): otsikko (enintään 45 merkkiä), kentän
## nimi (enintään 45) ja vastaus tyhjään lomakkeeseen.
interface-place-title = Peli #{ $game }: aseta kivi
interface-place-field = Ruutu (esim. f6)
interface-place-missing = Kirjoita ruutu, esimerkiksi f6.
## Slash-komento käsiteltiin, eikä muuta sanottavaa ole.
interface-done = Valmis.
## /hex ilman alikomentoa.
interface-pick-subcommand = Valitse /hex-alikomento tai kirjoita `hex help`.
## Pelin keskusteluketjun nimi kanavalla (enintään 100 merkkiä).
interface-thread-name = Peli #{ $game }
## Käyttäjän peli ehdotuksena, kun hän kirjoittaa pelin numeroa (enintään 100 merkkiä).
## $name on pelin nimi kirjoitetussa muodossa (darkhex, hex, …).
interface-game-choice = #{ $game } { $name }, vastustaja { $opponent }{ $your_move ->
        [true] { " " }(sinun vuorosi)
       *[false] { "" }
    }
## Yksityistä näkymää ei voitu lähettää yksityisviestillä; se näytetään kanavalla yksityisesti.
interface-dm-closed = En voinut lähettää sinulle yksityisviestiä (oletko estänyt yksityisviestit?), joten näytän sen tässä vain sinulle.
## Kanavalle, kun yksityinen vastaus ei ollut mahdollinen. $user on maininta.
interface-dms-closed-notice = { $user }, en voi lähettää sinulle yksityisviestejä, joten lautasi ei tavoita sinua niiden kautta. Komennot `/hex board` ja `/hex move` toimivat yksityisesti tässä kanavalla: vain sinä näet niiden vastaukset. Jos haluat lautasi taas yksityisviestinä, salli yksityisviestit palvelimen jäseniltä (Yksityisyysasetukset).
## Matrix: vastaus komentoon, joka lähetettiin, kun botti oli poissa yli vuorokauden (sitä ei toteutettu). $user on maininta.
interface-away-notice = { $user }: olin poissa, kun lähetit tuon yli vuorokausi sitten, joten en tehnyt sille mitään. Lähetä se uudelleen.
