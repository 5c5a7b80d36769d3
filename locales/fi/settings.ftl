### Asetukset: palvelimen tai huoneen asetukset (`/hex settings`, Hallitse palvelinta; Matrixissa
### huoneen moderaattorin `!hex language`) ja pelaajan oma kieli (`hex language`).
###
### Asetussanat (game=, size=, language=, threads=on/off, tournament-channel=) ja kielikoodit
### (en, fi, cs, da, de, auto) ovat botin tunnistamia sanoja: ne pysyvät ennallaan.

settings-need-manage-server = Vain jäsenet, joilla on Hallitse palvelinta -oikeus, voivat muuttaa tämän palvelimen asetuksia, ja vain komennolla /hex settings (kirjoitetusta viestistä en näe oikeuksiasi).
settings-in-server-only = Asetukset kuuluvat palvelimelle: käytä komentoa /hex settings jollakin sen kanavalla.
## Kieli, jota botilla ei ole. $text on käyttäjän pyytämä kieli.
settings-language-unavailable = En osaa kieltä ”{ $text }”: valitse en (English), fi (suomi), cs (čeština), da (dansk) tai de (Deutsch).
## Palvelimen asetukset. $defaults on oletuspeli sanoin (hex 11) tai .built-in-defaults;
## $language kielen nimi (settings-language-name); $tournament_channel kanavan maininta tai
## .no-tournament-channel.
settings-shown = Palvelimen asetukset: oletuspeli { $defaults }; kieli { $language }; turnauskanava { $tournament_channel }; oma keskusteluketju jokaiselle pelille: { $threads ->
        [true] käytössä
       *[false] ei käytössä
    }.
    .built-in-defaults = sisäänrakennetut oletukset (darkhex 9, hex/rex 11)
    .no-tournament-channel = ei ole
## Sanotaan ennen asetuksia muutoksen jälkeen.
settings-saved = Tallennettu.

## Kunkin kielen nimi asetuksissa ja vastauksissa ($language yllä ja alla).
settings-language-name =
    .en = en (English)
    .fi = fi (suomi)
    .cs = cs (čeština)
    .da = da (dansk)
    .de = de (Deutsch)
    .auto = alustan mukaan
## `hex language` ilman sanaa: pelaajan oma valinta. Attribuutti pelaajalle, joka ei ole
## valinnut ($language on silloin tämän vastauksen kieli).
settings-language-shown = Valitsit kieleksi { $language }: kirjoitan sinulle sillä. `hex language auto` palauttaa palvelimen tai sovelluksesi kielen.
    .none = Et ole valinnut kieltä; täällä kirjoitan kielellä { $language }. Valitse kieli komennolla `hex language fi` (tai en, cs, da, de).
## `hex language fi`: tallennettu (uudella kielellä).
settings-language-saved = Tästä lähtien kirjoitan sinulle kielellä { $language }.
## `hex language auto`: valinta poistettu.
settings-language-cleared = Sinulla ei ole enää omaa kieltä: käytän palvelimen tai sovelluksesi kieltä.
## Matrix: huoneen moderaattori asetti huoneen kielen (`!hex language de`).
settings-language-room = Tämän huoneen viestit ovat nyt kielellä { $language }.
## Matrix: vain huoneen moderaattori voi asettaa huoneen kielen.
settings-language-room-moderators = Vain tämän huoneen moderaattori voi vaihtaa sen kielen.
## Matrix: huoneen asetukset (`!hex settings`), jotka näytetään sen moderaattoreille. $defaults ja
## $language kuten settings-shown-viestissä; huoneella ei ole turnauskanavaa (se on itse sellainen).
settings-room-shown = Huoneen asetukset: oletuspeli { $defaults }; kieli { $language }; oma keskusteluketju jokaiselle pelille: { $threads ->
        [true] käytössä
       *[false] ei käytössä
    }.
## Matrix: vain huoneen moderaattori saa katsoa tai muuttaa sen asetuksia.
settings-room-moderators = Vain tämän huoneen moderaattori voi muuttaa sen asetuksia.
## Matrix: `hex settings` lähetettiin yksityiseen huoneeseen botin kanssa.
settings-in-room-only = Asetukset kuuluvat huoneelle: lähetä `hex settings` siinä huoneessa, jonka asetuksia haluat katsoa tai muuttaa.
