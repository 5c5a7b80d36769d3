### Paikallinen tila (`hextable local`): botti päätteessä, tietokonetta vastaan tai kahden
### pelaajan kesken samalla laitteella, verho vuorojen välissä.

## Tervehdys. $url on tietokanta, $channel sen kanavan nimi, jota pääte edustaa. `quit`
## lopettaa istunnon.
local-welcome = hextable local — tietokanta { $url }; olet kanavalla #{ $channel }. Kirjoita siirtoja kuten f6, `hex help` tai `quit`.
local-dark-hint = (Pimeän Hexin siirrot lähetetään botille yksityisviestillä; täällä kaikki kirjoittamasi lähetetään yksityisesti, kun se on siirto.)
## Samalla laitteella: verho peittää laudan, kun laite ojennetaan. $next on red tai blue,
## pelaaja, jonka vuoro on.
local-curtain = ──── verho ──── Ojenna laite { $next ->
        [red] punaiselle
       *[blue] siniselle
    } pelaajalle ja avaa näkymä painamalla Enteriä.
## Laudan kuva kirjoitettiin tiedostoon ($path).
local-image-saved = (kuva tallennettu: { $path })
local-image-not-saved = (kuvaa ei voitu tallentaa: { $error })
## Sanotaan kerran, kun kuvia ei vielä voi tallentaa ($error kertoo miksi).
local-images-later = ({ $error }; kuvat tallennetaan kansioon { $folder }, kun tämä on kunnossa)
local-message-removed = (botti poisti viestin)
## Yksityisen vastauksen ja yksityisviestin merkintä tekstin edessä.
local-private-label = vain sinä näet tämän
local-dm-label = YV
## Paikan nimi viestien edessä: $seat on you, red tai blue (muu näytetään sellaisenaan).
local-seat-name = { $seat ->
        [you] Sinä
        [red] Punainen pelaaja
        [blue] Sininen pelaaja
       *[other] { $seat }
    }
