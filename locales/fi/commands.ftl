### Komennot: `hex help` ja Discordin `/hex`-komento (nimet, kuvaukset, valinnat).
### Painikkeet, lomakkeet ja lyhyet ilmoitukset ovat tiedostossa interface.ftl.
###
### Komentojen ja valintojen .name pidetään englanninkielisenä: samat sanat kirjoitetaan
### tekstikomennoissa (`hex board`, `/hex move`), ja säännöt viittaavat niihin. Kuvaukset
### (.description, enintään 100 merkkiä) ja vaihtoehdot (.choice-…) on käännetty.

## `hex help`: ensimmäinen rivi; komentoluettelo kootaan komentotaulusta
## (src/core/command/table.rs) kunkin komennon .description-kuvauksella. commands-help-moves:
## miten siirrot kirjoitetaan (vain selitykset käännetty, sarakkeet tasattu välilyönneillä);
## commands-help-footer: loppuhuomautus.
commands-help = hextablen komennot:
    .name = help
    .description = Komentoluettelo
commands-help-moves =
    f6  (tai F6, f 6, #12 f6)       pelaa siirto; Pimeän Hexin siirrot yksityisviestillä botille
    f4-g5, f4xh6xf6, f4xf6          Hexdame-siirto (askel, tai syönti ruutuina, joihin hypätään)
    swap / resign                   vaihto (Hex, Rex) tai luovutus
commands-help-footer = Pelit: darkhex, darkhex-abrupt, hex, rex, hexdame. Koot 7–19 (Hexdamella on yksi lauta eikä kokoa). Värit red|blue (Hexdame: white|black; Valkoinen aloittaa). Aika: none, 1d (siirtoa kohden), 10m+5s (pikapeli). Kahden ihmisen pelit vaikuttavat Glicko-2-vahvuuslukuihin, ellei haasteessa lue casual; tietokonetta vastaan pelatut eivät koskaan.

## Päätason slash-komento.
commands-hex =
    .name = hex
    .description = Pelaa Pimeää Hexiä, Hexiä, Rexiä ja Hexdamea

## /hex-komennon alikomennot.
commands-challenge =
    .name = challenge
    .description = Haasta pelaaja
commands-open =
    .name = open
    .description = Avoin haaste, jonka kuka tahansa täällä voi hyväksyä
commands-accept =
    .name = accept
    .description = Hyväksy haaste
commands-decline =
    .name = decline
    .description = Hylkää haaste
commands-cancel =
    .name = cancel
    .description = Peru oma haasteesi
commands-play-bot =
    .name = play-bot
    .description = Pelaa tietokonetta vastaan
commands-move =
    .name = move
    .description = Pelaa siirto
commands-resign =
    .name = resign
    .description = Luovuta peli (kysyy varmistuksen)
commands-board =
    .name = board
    .description = Näytä lauta (oma näkymäsi, yksityisesti)
commands-games =
    .name = games
    .description = Pelisi ja täällä olevat haasteet
commands-replay =
    .name = replay
    .description = Päättyneen pelin uusinta
commands-export =
    .name = export
    .description = Pelitallenne SGF-muodossa
commands-takeback =
    .name = takeback
    .description = Pyydä viimeisen siirron perumista (tai suostu siihen)
commands-rematch =
    .name = rematch
    .description = Tarjoa samaa peliä uudelleen
commands-draw =
    .name = draw
    .description = Tarjoa, hyväksy tai hylkää tasapeli (Hexdame)
commands-rules =
    .name = rules
    .description = Pelien säännöt
commands-settings =
    .name = settings
    .description = Palvelimen asetukset (Hallitse palvelinta)
commands-profile =
    .name = profile
    .description = Pelaajan vahvuusluvut, putki ja viime pelit (yksityisesti)
commands-leaderboard =
    .name = leaderboard
    .description = Parhaat vahvuusluvut täällä tai kaikkialla
commands-history =
    .name = history
    .description = Pelaajan päättyneet pelit, uusin ensin (yksityisesti)
commands-language =
    .name = language
    .description = Kieli, jolla kirjoitan sinulle (yksityisesti)

## Alikomentojen valinnat ja niiden vaihtoehdot.
commands-option-player =
    .name = player
    .description = Kuka pelaaja (oletus: sinä)
commands-option-global =
    .name = global
    .description = Kaikki pelaajat kaikilta palvelimilta, ei vain tältä
commands-option-page =
    .name = page
    .description = Mikä sivu (10 peliä sivulla)
commands-option-game =
    .name = game
    .description = Mikä peli
    .choice-darkhex = Pimeä Hex (klassinen)
    .choice-darkhex-abrupt = Pimeä Hex (äkillinen)
    .choice-hex = Hex
    .choice-rex = Rex (käänteinen Hex)
    .choice-hexdame = Hexdame
commands-option-size =
    .name = size
    .description = Laudan sivu (7–19)
commands-option-colour =
    .name = colour
    .description = Värisi
    .choice-red = Punainen, Hexdamessa Valkoinen (aloittaa)
    .choice-blue = Sininen, Hexdamessa Musta
    .choice-random = Arvotaan
commands-option-swap =
    .name = swap
    .description = Vaihtosääntö (Hex ja Rex)
commands-option-time =
    .name = time
    .description = Aika: ei, per siirto (1d), pika (10m+5s)
    .choice-none = Ei kelloa
    .choice-1d = 1 päivä siirtoa kohden
    .choice-3d = 3 päivää siirtoa kohden
    .choice-5m-3s = Pikapeli 5m + 3s
    .choice-10m-5s = Pikapeli 10m + 5s
    .choice-30m-20s = Pikapeli 30m + 20s
commands-option-opponent =
    .name = opponent
    .description = Kenet haastat
commands-option-challenge =
    .name = challenge
    .description = Haasteen numero
## Pelin numero -valinta (nimeltään "game" kuten pelin laji muissa alikomennoissa).
commands-option-game-number =
    .name = game
    .description = Pelisi numero
commands-option-cell =
    .name = cell
    .description = Ruutu (f6) tai swap; Hexdame: f4-g5, f4xh6xf6
commands-option-draw =
    .name = answer
    .description = Tarjoa tasapeliä tai vastaa vastustajan tarjoukseen
    .choice-offer = Tarjoa tasapeliä
    .choice-accept = Hyväksy tarjous
    .choice-decline = Hylkää tarjous
commands-option-level =
    .name = level
    .description = Tietokoneen taso
    .choice-beginner = Aloittelija
    .choice-easy = Helppo
    .choice-medium = Keskitaso
    .choice-hard = Vaikea
commands-option-views =
    .name = views
    .description = Pimeä Hex: mitä kukin tiesi
commands-option-rated =
    .name = rated
    .description = Vaikuttaako vahvuuslukuihin? (oletus: kyllä)
commands-option-language =
    .name = language
    .description = Botin viestien kieli
    .choice-en = English (englanti)
    .choice-fi = Suomi
    .choice-cs = Čeština (tšekki)
    .choice-da = Dansk (tanska)
    .choice-de = Deutsch (saksa)
    .choice-auto = Sovelluksesi tai palvelimen mukaan
commands-option-tournament-channel =
    .name = tournament-channel
    .description = Turnausten kanava
commands-option-threads =
    .name = threads
    .description = Ketju joka pelille
commands-option-web =
    .name = web
    .description = Verkkosivut
