### Vidensgenafspilningen af et afsluttet parti Mørk Hex: animationens billedtekst og afslagene.
### Variabler: $game er et partinummer (vist efter `#`), $moves et antal træk.

## Vidensgenafspilningen (`hex replay 12 views` eller knappen Genafspilning under et resultat i Mørk Hex).
knowledge-of = Hvad hver spiller vidste i parti #{ $game } ({ $moves ->
        [one] { $moves } træk
       *[other] { $moves } træk
    }): Røds viden til venstre, det faktiske bræt i midten, Blås til højre. Et felt med kant er en træffer i det træk; en brik med ring blev fundet ved en træffer.
## Bedt om, mens partiet i Mørk Hex stadig spilles.
knowledge-not-over = Parti #{ $game } spilles stadig: hvad hver spiller ved, forbliver skjult, til det er slut. Spørg igen med `hex replay { $game } views`, når det er slut.
## Bedt om for et parti uden skjulte brikker.
knowledge-only-dark-hex = Parti #{ $game } er ikke Mørk Hex: begge spillere så hver eneste brik, så der er ingen viden at vise. `hex replay { $game }` viser partiet træk for træk.
