### Hvad der ikke kan lade sig gøre, og hvorfor: beskeder, botten ikke forstod, træk, reglerne
### afviser, og afslag fra lobbyen og fra et parti. Hver er et privat svar til den, der skrev.
###
### $game er et partinummer (vises efter `#`), $id et udfordringsnummer, $text det, brugeren
### skrev (højst 40 tegn), $cell et felt som f6.

## Den faste undskyldning for uventede fejl (detaljerne går kun til loggen).
errors-apology = Beklager, der gik noget galt hos mig. Intet er blevet ændret; prøv igen om et øjeblik.
## En direkte besked, botten slet ikke forstod.
errors-not-understood = Det forstod jeg ikke. Skriv `hex help` for at se kommandoerne.
errors-not-a-hex-move = Parti #{ $game } er ikke Hexdame: et træk er ét felt, som f6.
errors-not-a-dame-move = Parti #{ $game } er Hexdame: et træk angiver, hvor en brik starter og lander, som f4-g5, eller et slag som f4xh6xf6.

## Et Hexdame-træk, reglerne afviser: værdien indrammer en af attributterne ($detail er den
## formaterede attribut; hver er en hel sætning med punktum).
errors-dame-rule = Parti #{ $game }: { $detail } Der blev ikke spillet noget.
    .game-over = partiet er slut.
    .not-your-turn = det er ikke din tur.
    .no-piece = der står ingen brik på { $cell }.
    .not-your-piece = brikken på { $cell } er ikke din.
    .capture-required = du skal slå: i dette træk skal du tage en brik.
    .not-maximal = du skal slå så mange brikker som muligt ({ $max }); det træk slår { $captures }.
    .ambiguous = flere træk passer; angiv de felter, brikken lander på. Mulighederne: { $candidates }.
    .illegal = { $text } er ikke et lovligt træk her.
    .no-draw-offer = der er intet remistilbud at svare på.

## Et træk i Hex, Rex eller Mørk Hex, reglerne afviser. $size er brættets størrelse, som 11×11.
errors-rule = Parti #{ $game }: { $detail }
    .game-over = partiet er slut.
    .not-your-turn = det er ikke din tur.
    .off-board = { $cell } findes ikke på { $size }-brættet.
    .occupied = { $cell } er allerede optaget.
    .own-stone = du har allerede en brik på { $cell }. Der blev ikke spillet noget; det er stadig din tur.
    .known-enemy-stone = på { $cell } står en modstanderbrik, som du allerede har fundet. Der blev ikke spillet noget; det er stadig din tur.
    .swap-dark-hex = Mørk Hex har ingen bytteregel.
    .swap-disabled = dette parti spilles uden byttereglen.
    .swap-not-square = byttereglen kræver et kvadratisk bræt.
    .swap-not-first-blue-move = kun Blås første træk, lige efter Røds første brik, kan bruge byttereglen.

errors-no-such-game = Der er intet parti #{ $game }.
errors-not-your-game = Du spiller ikke med i parti #{ $game }.
errors-game-is-over = Parti #{ $game } er slut.
## $games er brugerens partier, som de skrives: #3, #7.
errors-wrong-place = Dit parti ({ $games }) hører ikke til i denne kanal: spil det i dets egen kanal eller i en direkte besked til mig.
errors-not-playing-here = Du spiller ikke med i partiet i denne kanal.
errors-no-active-game = Du har ikke noget parti i gang. Udfordr nogen med `hex challenge @name`, eller spil mod mig med `hex play-bot`.
## $games er kandidaterne (#3, #7); $first er den første, til eksemplet.
errors-which-game = Du har flere partier ({ $games }): angiv ét, som `#{ $first } f6`.
## Et træk i Mørk Hex skrevet i en kanal: botten fjernede det.
errors-dark-move-in-channel = Træk i Mørk Hex er hemmelige: send dem til mig i en direkte besked, ikke i kanalen. Der blev ikke spillet noget.
errors-dark-move-removed = Jeg har fjernet din besked fra kanalen.
errors-dark-move-kept = Jeg må ikke fjerne beskeder der, så dit træk står stadig i kanalen: slet det selv, så ingen ser, hvor du spillede.
errors-not-your-turn = Parti #{ $game }: det er ikke din tur.
errors-challenge-in-channel = Udfordringer laves i en kanal, så partiet har et sted at blive annonceret. Brug `hex play-bot` for at spille mod mig her.
errors-accept-in-channel = Accepter i udfordringens kanal, eller angiv den: `hex accept 3`.
errors-cannot-challenge-yourself = Du kan ikke udfordre dig selv. Prøv `hex play-bot` for at spille mod mig.
errors-cannot-accept-own = Du kan ikke acceptere din egen udfordring. Brug `hex cancel` for at trække den tilbage.
errors-no-challenge-here = Der er ingen udfordring til dig her.
errors-no-such-challenge = Der er ingen åben udfordring { $id }.
errors-not-for-you = Udfordring { $id } er rettet til en anden.
errors-not-your-challenge = Udfordring { $id } er ikke din, så du kan ikke trække den tilbage.
## $ids er kandidaterne (4, 5); $first er den første, til eksemplet.
errors-which-challenge = Flere udfordringer passer ({ $ids }): angiv én, som `hex accept { $first }`.
errors-no-draws-in-hex = Parti #{ $game } kan ikke ende uafgjort: Hex, Rex og Mørk Hex har altid en vinder. Remis findes kun i Hexdame.
errors-draw-already-offered = Parti #{ $game }: du har allerede tilbudt remis; din modstander har ikke svaret endnu.
errors-no-draw-offer = Parti #{ $game }: din modstander har ikke tilbudt remis, så der er intet at svare på. Skriv `hex draw` for selv at tilbyde remis.
## Genafspilning eller eksport af et parti Mørk Hex, der stadig er i gang.
errors-hidden-until-end = Parti #{ $game } er stadig i gang; brikkerne forbliver skjulte, til det er slut.
## Et træk ønskes taget tilbage, efter at et parti med rating er slut.
errors-rated-result-stands = Parti #{ $game } var med rating, og resultatet har talt med: det kan ikke tages tilbage.
## `rated` i et parti, der aldrig tæller til rating: mod computeren ($against_computer er
## true) eller to personer på samme enhed (false).
errors-never-rated =
    { $against_computer ->
        [true] Partier mod computeren tæller aldrig til rating: udelad `rated` (eller skriv `casual`).
       *[false] Partier mellem to personer på samme enhed tæller aldrig til rating: udelad `rated` (eller skriv `casual`).
    }
errors-no-takeback-in-dark-hex = I Mørk Hex kan træk ikke tages tilbage: et træk, du har prøvet, har allerede fortalt din modstander noget.
errors-takeback-already-asked = Parti #{ $game }: du har allerede spurgt; din modstander har ikke svaret endnu.
errors-nothing-to-take-back = Parti #{ $game }: du har intet træk, der kan tages tilbage.
errors-no-finished-game = Du har ikke noget afsluttet parti her, som kan spilles igen.
errors-game-still-on = Parti #{ $game } er stadig i gang.
errors-rematch-already-offered = Parti #{ $game }: du har allerede tilbudt revanche.

## Beskeder, der ikke blev forstået (fejl i kommandoernes grammatik). Spillenes navne
## (darkhex, darkhex-abrupt, hex, rex, hexdame), farverne (red/blue/random), swap=on/off og
## tiderne (1d, 10m+5s) er ord, botten læser: de står uændret.
errors-parse-unknown-command = Der findes ingen kommando `hex { $text }`. Skriv `hex help` for at se kommandoerne.
errors-parse-unknown-game = Jeg kender ikke spillet »{ $text }«: vælg darkhex, darkhex-abrupt, hex, rex eller hexdame.
errors-parse-bad-size = »{ $text }« er ikke en brætstørrelse, jeg tilbyder: vælg en side fra 7 til 19 (f.eks. 9 eller 9x11).
errors-parse-bad-option = Jeg forstår ikke »{ $text }«. Muligheder: et spil, en størrelse, red/blue/random, swap=on/off, en tid som 1d eller 10m+5s.
errors-parse-no-swap-in-dark-hex = Mørk Hex har ingen bytteregel (Blå kan ikke se Røds første brik).
errors-parse-hexdame-no-size = Hexdame spilles på sit ene bræt med 61 felter: udelad størrelsen.
errors-parse-hexdame-no-swap = Hexdame har ingen bytteregel: udelad swap=….
errors-parse-white-black-is-hexdame = »{ $text }« er en farve i Hexdame; i Hex, Rex og Mørk Hex vælger du red, blue eller random.
## Et Hexdame-træk, der ikke kan læses: værdien indrammer en af attributterne ($error er den
## formaterede attribut, uden punktum). $char er ét tegn.
errors-parse-bad-dame-move = »{ $text }« er ikke et Hexdame-træk: { $error }. Skriv et skridt som f4-g5 og et slag med de felter, brikken lander på, som f4xh6xf6.
    .empty = der er ikke angivet noget træk
    .not-a-cell = »{ $cell }« er ikke et feltnavn (et bogstav a–i og et tal 1–9, som f4)
    .off-board = der er intet felt { $cell } på Hexdame-brættet
    .unexpected-char = »{ $char }« hører ikke hjemme i et træk: adskil felterne med - eller x, som i f4-g5 eller f4xh6xf6
    .too-short = et træk skal have mindst to felter, som i f4-g5
    .too-long = der er flere felter, end noget træk kan nå
## Indstillingsordene (game=, size=, language=, threads=on/off, web=on/off, tournament-channel=) læses af botten.
errors-parse-bad-setting = Jeg forstår ikke »{ $text }«. Indstillinger: game=…, size=…, language=…, threads=on/off, web=on/off, tournament-channel=#kanal; uden indstillinger vises de nuværende.
errors-parse-bad-draw-word = Jeg forstår ikke »{ $text }«: skriv `hex draw` for at tilbyde remis, og `hex draw accept` eller `hex draw decline` for at svare på et tilbud.
errors-parse-bad-move = »{ $text }« er ikke et træk: et træk er et søjlebogstav og et rækketal, som f6.
## $what siger, hvad nummeret tæller: en udfordring eller et parti.
errors-parse-bad-number =
    { $what ->
        [challenge] »{ $text }« er ikke et udfordringsnummer.
        [page] »{ $text }« er ikke et sidetal: siderne nummereres fra 1.
       *[game] »{ $text }« er ikke et partinummer.
    }
errors-parse-too-many-words = For mange ord til den kommando. Skriv `hex help` for at se kommandoerne.
## $what er kommandoen (replay, export): den står uændret.
errors-parse-missing-game-number = Hvilket parti? For eksempel `hex { $what } 12`.
errors-parse-challenge-needs-opponent = Hvem vil du udfordre? For eksempel `hex challenge @bob darkhex 9`, eller `hex open darkhex 9` for alle her.
## A live clock below the minimum (`hex challenge`, `hex play`, `hex tournament create`).
## $text is the clock as typed; $seconds the shortest base time accepted (a number).
errors-parse-clock-too-short = Betænkningstiden { $text } er for kort til at spille over chat: et live-parti skal have mindst { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    } i grundtid, for eksempel `5m+3s` eller `1m`.
