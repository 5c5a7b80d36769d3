### Käynnissä oleva peli: siirrot ja osumat (Pimeä Hex, avoin Hex ja Rex, Hexdame), pelin
### loppu, tasapelit, siirtojen peruminen, revanssit, aikamuistutukset ja se, mitä pelaajat
### kysyvät peleistään (lauta, pelilista, uusinnat ja tallenteet).
###
### Muuttujat: $game on pelin numero (#:n jälkeen); $by, $name, $winner_name, $loser_name ja
### $opponent ovat nimiä; $ply on siirron numero; $mv ja $cell ovat siirto tai ruutu
### merkintätavalla (f6, swap, f4xh6xf6), eikä niitä käännetä. Värimuuttuja ($next, $player,
### $winner, $to_move) on red, blue, white tai black; kyllä/ei-muuttuja on true tai false.

## Pimeä Hex, yksityisviesti siirtäjälle: oma siirto meni läpi.
game-you-played = Peli #{ $game }: pelasit { $mv }. { $next ->
        [red] Punaisen
       *[blue] Sinisen
    } vuoro.
## Pimeä Hex, yksityisviesti siirtäjälle: ruudussa oli piilotettu vastustajan kivi. $again on
## true klassisessa versiossa (siirtäjä siirtää uudelleen).
game-you-hit = Peli #{ $game }: ruudussa { $cell } on vastustajan kivi — löysit sen (se pysyy näkyvissäsi). { $again ->
        [true] Siirrä uudelleen.
       *[false] Vuorosi päättyi.
    }
## Pimeä Hex, yksityisviesti pelaajalle, jonka kivi löydettiin (hänelle ei kerrota, mikä).
## $your_move on false klassisessa versiossa: löytäjä siirtää uudelleen.
game-stone-found = Peli #{ $game }: { $by } löysi yhden kivistäsi. { $your_move ->
        [true] Sinun vuorosi.
       *[false] Vastustaja siirtää uudelleen.
    }
## Pimeä Hex, yksityisviesti: vastustaja siirsi (ei koskaan kerrota, mihin).
game-opponent-moved = Peli #{ $game }: { $by } on siirtänyt.{ $next_is_you ->
        [true] { " " }Sinun vuorosi.
       *[false] { "" }
    }
## Pimeä Hex, kanavalle: siirto tehtiin (ei koskaan kerrota, mihin).
game-dark-move-announce = Peli #{ $game }, siirto { $ply }: { $player ->
        [red] Punainen
       *[blue] Sininen
    } siirsi. { $next ->
        [red] Punaisen
       *[blue] Sinisen
    } vuoro.
## Pimeä Hex, kanavalle: johonkin kiveen osuttiin (ei kerrota missä eikä kenen).
game-stone-hit-announce = Peli #{ $game }, siirto { $ply }: kiveen osuttiin.
## Hex ja Rex, kanavalle laudan kuvan kanssa. $swap on true, kun siirto oli vaihto (silloin
## $cell on tyhjä).
game-open-move-announce = Peli #{ $game }, siirto { $ply }: { $name } ({ $player ->
        [red] Punainen
       *[blue] Sininen
    }) { $swap ->
        [true] käytti vaihtosäännön
       *[false] pelasi { $cell }
    }. { $next ->
        [red] Punaisen
       *[blue] Sinisen
    } vuoro.
    .you = Peli #{ $game }, siirto { $ply }: sinä ({ $player ->
        [red] Punainen
       *[blue] Sininen
    }) { $swap ->
        [true] käytit vaihtosäännön
       *[false] pelasit { $cell }
    }. { $next ->
        [red] Punaisen
       *[blue] Sinisen
    } vuoro.
## Hex ja Rex, yksityisviesti: vastustaja siirsi.
game-your-turn = Peli #{ $game }: { $by } pelasi { $mv }. Sinun vuorosi.
## Hexdame, kanavalle. $captured on syötyjen nappuloiden määrä (0, jos ei yhtään);
## $crowned on true, kun nappula kruunattiin kuninkaaksi.
game-dame-move-announce = Peli #{ $game }, siirto { $ply }: { $name } ({ $player ->
        [white] Valkoinen
       *[black] Musta
    }) pelasi { $mv }{ $captured ->
        [0] { "" }
        [one] , söi yhden nappulan
       *[other] , söi { $captured } nappulaa
    }{ $crowned ->
        [true] { " " }ja sai kuninkaan
       *[false] { "" }
    }. { $next ->
        [white] Valkoisen
       *[black] Mustan
    } vuoro.
    .you = Peli #{ $game }, siirto { $ply }: sinä ({ $player ->
        [white] Valkoinen
       *[black] Musta
    }) pelasit { $mv }{ $captured ->
        [0] { "" }
        [one] , söit yhden nappulan
       *[other] , söit { $captured } nappulaa
    }{ $crowned ->
        [true] { " " }ja sait kuninkaan
       *[false] { "" }
    }. { $next ->
        [white] Valkoisen
       *[black] Mustan
    } vuoro.
## Hexdame, yksityisviesti siirtäjälle pelissä, jolla ei ole kanavaa.
game-dame-you-played = Peli #{ $game }: pelasit { $mv }.
## Hexdame, yksityisviesti: vastustaja siirsi.

## Hex-, Rex- tai Pimeän Hexin pelin tulos (kanava ja yksityisviestit). $reason on connection
## (voittaja yhdisti reunansa), rex-connection (Rex: häviäjä yhdisti omat reunansa),
## resignation tai timeout. $hidden on true Pimeän Hexin pelille, joka päättyi luovutukseen
## tai aikahäviöön: sen lautaa ei paljasteta.
game-over = Peli #{ $game } on päättynyt: { $reason ->
        [rex-connection] { $loser_name } yhdisti omat reunansa ja häviää
        [resignation] { $loser_name } luovutti
        [timeout] { $loser_name } hävisi ajalla
       *[connection] { $winner_name } yhdisti reunansa
    }. { $winner_name } ({ $winner ->
        [red] Punainen
       *[blue] Sininen
    }) voittaa.{ $hidden ->
        [true] { " " }Lauta pysyy piilossa; `hex replay { $game }` näyttää jokaisen kiven.
       *[false] { "" }
    }
    .you-won = Peli #{ $game } on päättynyt: { $reason ->
        [rex-connection] { $loser_name } yhdisti omat reunansa ja häviää
        [resignation] { $loser_name } luovutti
        [timeout] { $loser_name } hävisi ajalla
       *[connection] yhdistit reunasi
    }. Voitit ({ $winner ->
        [red] Punainen
       *[blue] Sininen
    }).{ $hidden ->
        [true] { " " }Lauta pysyy piilossa; `hex replay { $game }` näyttää jokaisen kiven.
       *[false] { "" }
    }
    .you-lost = Peli #{ $game } on päättynyt: { $reason ->
        [rex-connection] yhdistit omat reunasi ja hävisit
        [resignation] luovutit
        [timeout] hävisit ajalla
       *[connection] { $winner_name } yhdisti reunansa
    }. { $winner_name } ({ $winner ->
        [red] Punainen
       *[blue] Sininen
    }) voittaa.{ $hidden ->
        [true] { " " }Lauta pysyy piilossa; `hex replay { $game }` näyttää jokaisen kiven.
       *[false] { "" }
    }
## Hexdamen tulos, kun toinen voitti. $reason on no-pieces, no-moves, resignation tai
## timeout. Attribuutit ovat kaksi tasapelin lajia.
game-dame-game-over = Peli #{ $game } on päättynyt: { $reason ->
        [no-pieces] { $loser_name } menetti kaikki nappulansa
        [no-moves] { $loser_name } ei voi tehdä yhtään sallittua siirtoa
        [resignation] { $loser_name } luovutti
       *[timeout] { $loser_name } hävisi ajalla
    }. { $winner_name } ({ $winner ->
        [white] Valkoinen
       *[black] Musta
    }) voittaa.
    .repetition = Peli #{ $game } päättyi tasapeliin: sama asema toistui kolmannen kerran saman pelaajan ollessa siirtovuorossa.
    .agreement = Peli #{ $game } päättyi sovittuun tasapeliin.
    .you-won = Peli #{ $game } on päättynyt: { $reason ->
        [no-pieces] { $loser_name } menetti kaikki nappulansa
        [no-moves] { $loser_name } ei voi tehdä yhtään sallittua siirtoa
        [resignation] { $loser_name } luovutti
       *[timeout] { $loser_name } hävisi ajalla
    }. Voitit ({ $winner ->
        [white] Valkoinen
       *[black] Musta
    }).
    .you-lost = Peli #{ $game } on päättynyt: { $reason ->
        [no-pieces] menetit kaikki nappulasi
        [no-moves] et voi tehdä yhtään sallittua siirtoa
        [resignation] luovutit
       *[timeout] hävisit ajalla
    }. { $winner_name } ({ $winner ->
        [white] Valkoinen
       *[black] Musta
    }) voittaa.
## Vahvuuslukupelin tulos: $result on tulos game-overin tai game-dame-game-overin muodossa;
## sitten kummankin uusi vahvuusluku ($first_rating kuten 1532, tai 1500? alustavana) ja
## muutos ($first_change kuten +14, -9, ±0).
game-rated-game-over = { $result } Vahvuusluvut: { $first_name } { $first_rating } ({ $first_change }), { $second_name } { $second_rating } ({ $second_change }).
## Toimeton peli ilman siirtoja keskeytettiin.
game-aborted = Peli #{ $game } keskeytettiin: kukaan ei siirtänyt ajoissa.

## Tasapelit (vain Hexdame).
game-draw-offered = Peli #{ $game }: { $by } tarjoaa tasapeliä.
game-draw-offered-dm = Peli #{ $game }: { $by } tarjoaa tasapeliä. Kirjoita `hex draw accept`, niin hyväksyt, tai `hex draw decline`, niin hylkäät; myös siirtäminen hylkää tarjouksen.
game-draw-offer-stands = Peli #{ $game }: tasapelitarjouksesi on voimassa, kunnes vastustajasi vastaa tai siirtää.
game-draw-declined = Peli #{ $game }: { $by } hylkäsi tasapelin; peli jatkuu.

## Siirtojen peruminen (Hex ja Rex; verkossa vastustajan suostumuksella).
game-takeback-asked = Peli #{ $game }: { $by } pyytää saada perua viimeisen siirtonsa.
game-takeback-asked-dm = Peli #{ $game }: vastustajasi pyytää saada perua viimeisen siirtonsa. Kirjoita `hex takeback`, niin suostut, tai hylkää pyyntö yksinkertaisesti siirtämällä.
game-taken-back = Peli #{ $game }: { $count ->
        [one] { $count } siirto
       *[other] { $count } siirtoa
    } peruttiin.

## Revanssit: kanavalle (värit vaihdetaan) ja yksityisviestinä.
game-rematch-offered = { $by } tarjoaa revanssia pelille #{ $game } värit vaihdettuina: kirjoita `hex rematch`, niin hyväksyt.
game-rematch-offered-dm = { $by } tarjoaa revanssia pelille #{ $game }: kirjoita `hex rematch`, niin hyväksyt.

## Kellomuistutukset. $left on jäljellä oleva aika, kuten 5m tai 2h 30m.
game-time-warning-dm = Peli #{ $game }: aikasi loppuu { $left } kuluttua.
game-time-warning = Peli #{ $game }: { $player ->
        [red] Punaisella
        [blue] Sinisellä
        [white] Valkoisella
       *[black] Mustalla
    } on { $left } aikaa siirtää.

## Pelaajan pyytämän laudan kuvan yläpuolella. $to_move on none, kun peli on päättynyt.
game-board-of = Peli #{ $game } { $ply ->
        [0] ennen ensimmäistä siirtoa
       *[other] siirron { $ply } jälkeen
    }: { $to_move ->
        [red] Punaisen vuoro.
        [blue] Sinisen vuoro.
        [white] Valkoisen vuoro.
        [black] Mustan vuoro.
       *[none] peli on päättynyt.
    }

## `hex games`: käyttäjän pelit ja kanavan haasteet, yksi riviä kohden. Arvo sanotaan, kun
## pelejä ei ole; .games ja .challenges otsikoivat listat; rivi on peli ($name on pelin nimi
## kirjoitetussa muodossa: darkhex, hex, …; $your_move true tai false) tai haaste ($yours on
## true käyttäjän omalle).
game-list = Sinulla ei ole käynnissä olevaa peliä.
    .games = Pelisi:
    .game-line = #{ $game } { $name }, vastustaja { $opponent }{ $your_move ->
        [true] { " " }— sinun vuorosi
       *[false] { "" }
    }
    .challenges = Haasteet:
    .challenge-line = { $id }, haastaja { $from }{ $yours ->
        [true] { " " }(oma)
       *[false] { "" }
    }

## Uusinnat ja tallenteet, kuvan tai tallenteen kanssa.
game-replay-of = Pelin #{ $game } uusinta ({ $moves ->
        [one] { $moves } siirto
       *[other] { $moves } siirtoa
    }).
## Animoidun uusinnan kanssa, lopullisen laudan jälkeen.
game-replay-animation = Peli #{ $game } siirto siirrolta.
## $record on SGF-teksti koodilohkossa: kolme takahipsua pysyvät omilla riveillään.
game-sgf =
    Peli #{ $game } Hex-SGF-muodossa:
    ```
    { $record }
    ```
game-sgf-attached = Peli #{ $game } Hex-SGF-muodossa: pelitallenne on liitetiedostossa.
## $record on Hexdamen siirtoluettelo (f4-g5 …); .empty on sen tilalla, kun siirtoja ei ole.
game-dame-record =
    Peli #{ $game }, Hexdamen siirrot (Valkoinen ensin):
    ```
    { $record }
    ```
    .empty = (ei siirtoja)
