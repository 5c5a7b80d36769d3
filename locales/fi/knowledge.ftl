### Päättyneen Pimeän Hexin pelin tietouusinta: animaation kuvateksti ja kieltäytymiset.
### Muuttujat: $game on pelin numero (näytetään `#`-merkin jälkeen), $moves siirtojen määrä.

## Tietouusinta (`hex replay 12 views` tai Pimeän Hexin tuloksen alla oleva Uusinta-painike).
knowledge-of = Mitä kumpikin pelaaja tiesi pelissä #{ $game } ({ $moves ->
        [one] { $moves } siirto
       *[other] { $moves } siirtoa
    }): vasemmalla Punaisen tieto, keskellä todellinen lauta, oikealla Sinisen tieto. Reunustettu ruutu on sen siirron osuma; ympyröity kivi löydettiin osumalla.
## Pyydetty, kun Pimeän Hexin peli on vielä kesken.
knowledge-not-over = Peli #{ $game } on vielä kesken: se, mitä kumpikin pelaaja tietää, pysyy piilossa pelin loppuun asti. Kysy uudelleen komennolla `hex replay { $game } views`, kun peli on päättynyt.
## Pyydetty peliin, jossa ei ole piilotettuja kiviä.
knowledge-only-dark-hex = Peli #{ $game } ei ole Pimeää Hexiä: kumpikin pelaaja näki jokaisen kiven, joten näytettävää tietoa ei ole. `hex replay { $game }` näyttää pelin siirto siirrolta.
