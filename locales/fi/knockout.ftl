### Pudotusturnaukset (`hex tournament create … knockout` ja `double-knockout`): muoto, alku,
### jokainen alkava peli, jokainen ratkennut ottelu, turnausvoittaja, kaavion sanat, säännöt
### ja se, mikä ei onnistu.

knockout-format = { $double ->
        [true] kaksoispudotusturnaus
       *[false] pudotusturnaus
    } ({ $kind ->
        [one] yksi peli ottelua kohden
        [best] ottelut enintään { $games } { $games ->
            [one] peli
           *[other] peliä
        }, kunnes toinen on varmasti voittanut
       *[fixed] ottelut { $games } { $games ->
            [one] peli
           *[other] peliä
        }, tasatilanteessa ratkaisupelit
    }; sijoitus { $seeding ->
        [random] arvalla
        [hand] käsin
       *[rating] vahvuusluvun mukaan
    }{ $extra ->
        [third-place] ; pronssiottelu 3. sijasta
        [no-reset] ; ei toista finaalia
       *[none] {""}
    })
knockout-started = Turnaus t{ $id } alkaa: { $format }, { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }.{ $byes ->
        [0] {""}
        [one] { " " }Ykkössijoitetulla on vapaakierros 1. kierroksella.
       *[other] { " " }{ $byes } parhaiten sijoitetulla on vapaakierros 1. kierroksella.
    } Onnea peleihin!
knockout-calls = { $in-play ->
        [true] Turnaus t{ $id }, käynnissä olevat pelit:
       *[false] Turnaus t{ $id }, nyt alkavat pelit:
    }
knockout-in-play-none = Turnaus t{ $id }: yhtään peliä ei ole nyt käynnissä.
knockout-call = { $code }, peli { $number }: { $first } (aloittaa) – { $second } (#{ $game })
knockout-next-game = Turnaus t{ $id }, ottelu { $code }{ $games ->
        [1] {""}
       *[other] , peli { $number }
    }: pelisi #{ $game } pelaajaa { $opponent } vastaan on valmis.
knockout-match-won = Turnaus t{ $id }, ottelu { $code }: { $winner } voittaa pelaajan { $loser }{ $scored ->
        [true] { " " }{ $score }
       *[false] {""}
    } ja jatkaa eteenpäin.
knockout-match-goes-on = Turnaus t{ $id }, ottelu { $code }: { $first } – { $second }; seuraava peli alkaa.
knockout-forfeited = Turnaus t{ $id }, ottelu { $code }: peliä #{ $game } ei aloitettu määräaikaan mennessä: { $double ->
        [true] kumpikaan ei saa pistettä, ja ottelu jatkuu seuraavalla pelillä.
       *[false] pelaaja, joka ei siirtänyt, häviää sen luovutustappiona.
    }
knockout-finished = Turnaus t{ $id } on päättynyt. Turnauksen voittaja on { $champion }. Onnittelut!
knockout-finished-no-champion = Turnaus t{ $id } päättyi ilman voittajaa: kaikki pelaajat lähtivät.
knockout-bracket-title = { $over ->
        [true] Turnaus t{ $id }: lopullinen kaavio
       *[false] Turnaus t{ $id }: kaavio
    }
knockout-seeded = Turnauksen t{ $id } sijoitus tehdään käsin: { $names }; muut pelaajat tulevat perään vahvuusluvun mukaan.
knockout-label = Kaavio
    .bracket = Kaavio
    .winners = Voittajien kaavio
    .losers = Hävinneiden kaavio
    .final = Suurfinaali
    .reset = Toinen finaali
    .third-place = Pronssiottelu
    .bye = vapaakierros
    .withdrawn = vetäytyi
knockout-label-round = Kierros { $n }
knockout-label-winner-of = { $m }:n voittaja
knockout-label-loser-of = { $m }:n häviäjä
knockout-rules = Pudotusturnaus (`knockout`): hävitty ottelu pudottaa sinut pois. Kaksoispudotusturnaus (`double-knockout`): ensimmäinen hävitty ottelu siirtää sinut hävinneiden kaavioon, toinen pudottaa pois; kummankin kaavion voittajat kohtaavat suurfinaalissa, ja jos hävinneiden kaavion voittaja voittaa sen, pelataan toinen finaali (`reset=off` jättää sen pois). Sijoitus (`seed=rating`, oletus; `seed=random`; `seed=hand` ja `hex tournament seed @a @b …`): sijoitetut 1 ja 2 voivat kohdata vasta finaalissa, 1–4 vasta välierissä. Jos pelaajia ei ole kahden potenssi, parhaiten sijoitetut saavat vapaakierroksen: he etenevät 1. kierrokselta ilman ottelua. Ottelu (`match=N`) on yksi peli, enintään pariton määrä N pelejä (se päättyy, kun voittaja on selvä) tai parillinen määrä N, Hex-pelaajien reilu ottelu: N peliä vuorotellen kummallakin värillä. Jos ottelu on pelien jälkeen tasan, pelataan ratkaisupelejä yksi kerrallaan, kunnes joku voittaa; ensimmäisen pelin ja ensimmäisen ratkaisupelin värit arvotaan. Tavallisessa pudotusturnauksessa välierien häviäjät jakavat 3. sijan, ellei `third-place=on` pelauta heillä pronssiottelua. Vetäytyvä pelaaja häviää käynnissä olevan ja jokaisen myöhemmän ottelunsa luovutustappiona. Jos pelin ensimmäisiä siirtoja ei ole tehty määräaikaan mennessä, siirtämättä jättänyt häviää (jos kumpikaan ei siirtänyt, kumpikaan ei saa pistettä ja ottelu jatkuu).

knockout-error-match = ”{ $text }”: ottelussa on 1–15 peliä, esimerkiksi `match=3` (enintään kolme peliä, kahden voitto ratkaisee) tai `match=2` (kaksi peliä värit vaihtaen, tasatilanteessa ratkaisupelit).
knockout-error-third-place = ”{ $text }”: kirjoita `third-place=on` tai `third-place=off`.
knockout-error-reset = ”{ $text }”: kirjoita `reset=on` tai `reset=off`.
knockout-error-seed = ”{ $text }”: sijoitus on `seed=rating`, `seed=random` tai `seed=hand`.
knockout-error-not-knockout = ”{ $text }” koskee vain pudotusturnauksia: lisää `knockout` tai `double-knockout`, tai jätä se pois.
knockout-error-third-place-double = ”{ $text }”: kaksoispudotusturnauksessa hävinneiden kaavio ratkaisee 3. sijan; `third-place` on tavalliselle `knockout`-turnaukselle.
knockout-error-reset-single = ”{ $text }”: vain `double-knockout`-turnauksessa on suurfinaali, jonka voi pelata uudelleen.
knockout-error-seed-players = Luettele pelaajat sijoitusjärjestyksessä, paras ensin, esimerkiksi `hex tournament seed @ann @bob`{ $named ->
        [true] : ”{ $text }” ei tarkoita ketään.
       *[false] .
    }
knockout-error-seed-not-knockout = Käsin sijoitus on vain pudotusturnauksissa; tämä turnaus muodostaa parit omilla säännöillään.
knockout-error-seed-not-joined = Jokaisen sijoittamasi pelaajan pitää ensin liittyä turnaukseen.
knockout-error-seed-twice = Kunkin pelaajan voi sijoittaa vain kerran.
knockout-error-already-out = Pelaaja on jo pudonnut kaaviosta.
knockout-error-no-result = Pudotusturnauksen tulokset tulevat sen peleistä; jos haluat poistaa pelaajan kaaviosta, käytä komentoa `hex tournament kick @name`.

knockout-cmd-seed =
    .name = seed
    .description = Sijoita pudotusturnaus käsin (järjestäjät)
knockout-cmd-option-players =
    .name = players
    .description = Pelaajat sijoitusjärjestyksessä: @ann @bob …
knockout-cmd-option-match =
    .name = match
    .description = Pudotus: pelejä ottelussa (1, 3, 5 … tai parillinen)
knockout-cmd-option-third-place =
    .name = third-place
    .description = Pudotus: pronssiottelu 3. sijasta
knockout-cmd-option-reset =
    .name = reset
    .description = Kaksoispudotus: toinen finaali tarvittaessa
knockout-cmd-option-seeding =
    .name = seeding
    .description = Pudotus: sijoittaminen
    .choice-rating = Vahvuusluvun mukaan
    .choice-random = Arvalla
    .choice-hand = Käsin (seed)
knockout-cmd-option-topic =
    .name = format
    .description = Minkä muodon säännöt
    .choice-rr = Kaikki vastaan kaikki, sveitsiläinen
    .choice-knockout = Pudotusturnaus
    .choice-arena = Areena ja läsnäolon vahvistus
