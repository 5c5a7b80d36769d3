### Kommandoerne: `hex help` og Discords skråstregskommando /hex (navne, beskrivelser,
### valgmuligheder). Knapper, formularer og korte beskeder ligger i interface.ftl.
###
### Kommandonavnene (.name) er de engelske, så de passer til `/hex move`, `/hex board` og
### /hex settings i de andre tekster; kun beskrivelserne er oversat (højst 100 tegn).
### Ordene, brugerne skriver (`hex challenge`, darkhex, 1d, red …), ændres aldrig.

## `hex help`: første linje; kommandolisten skrives ud fra kommandotabellen
## (src/core/command/table.rs) med hver kommandos .description. commands-help-moves: hvordan
## træk skrives (kun forklaringerne er oversat, kolonnerne holdes lige); commands-help-footer:
## slutnoten.
commands-help = hextable-kommandoer:
    .name = help
    .description = Listen over kommandoer
commands-help-moves =
    f6  (eller F6, f 6, #12 f6)     spil et træk; træk i Mørk Hex sendes i en DM til botten
    f4-g5, f4xh6xf6, f4xf6          et træk i Hexdame (et skridt, eller et slag med felterne, brikken lander på)
    swap / resign                   brug byttereglen (Hex, Rex), eller opgiv
commands-help-footer = Spil: darkhex, darkhex-abrupt, hex, rex, hexdame. Størrelser fra 7 til 19 (Hexdame har ét bræt og ingen størrelse). Farver red|blue (Hexdame: white|black; Hvid trækker først). Tid: none, 1d (pr. træk), 10m+5s (live). Partier mellem to personer tæller til Glicko-2-ratingen, medmindre udfordringen siger casual; partier mod computeren gør det aldrig.

## Den øverste skråstregskommando.
commands-hex =
    .name = hex
    .description = Spil Mørk Hex, Hex, Rex og Hexdame

## Underkommandoerne til /hex.
commands-challenge =
    .name = challenge
    .description = Udfordr en spiller
commands-open =
    .name = open
    .description = Opret en udfordring, som alle her kan tage imod
commands-accept =
    .name = accept
    .description = Accepter en udfordring
commands-decline =
    .name = decline
    .description = Afslå en udfordring
commands-cancel =
    .name = cancel
    .description = Træk din udfordring tilbage
commands-play-bot =
    .name = play-bot
    .description = Spil mod computeren
commands-move =
    .name = move
    .description = Spil et træk
commands-resign =
    .name = resign
    .description = Opgiv et parti (du bliver bedt om at bekræfte)
commands-board =
    .name = board
    .description = Vis brættet (som du ser det, privat)
commands-games =
    .name = games
    .description = Vis dine partier og udfordringerne her
commands-replay =
    .name = replay
    .description = Genafspil et afsluttet parti
commands-export =
    .name = export
    .description = Partifilen som SGF
commands-takeback =
    .name = takeback
    .description = Bed om (eller sig ja til) at tage det sidste træk tilbage
commands-rematch =
    .name = rematch
    .description = Tilbyd det samme parti igen
commands-draw =
    .name = draw
    .description = Tilbyd, accepter eller afslå remis (Hexdame)
commands-rules =
    .name = rules
    .description = Reglerne
commands-settings =
    .name = settings
    .description = Serverens indstillinger (Administrer server)
commands-profile =
    .name = profile
    .description = En spillers ratings, stime og seneste partier (privat)
commands-leaderboard =
    .name = leaderboard
    .description = De bedste ratings på denne server, eller blandt alle
commands-history =
    .name = history
    .description = En spillers afsluttede partier, nyeste først (privat)
commands-language =
    .name = language
    .description = Det sprog, jeg skriver til dig på (privat)

## Valgmulighederne til underkommandoerne.
commands-option-player =
    .name = player
    .description = Hvilken spiller (standard: dig)
commands-option-global =
    .name = global
    .description = Alle på netværket i stedet for denne server
commands-option-page =
    .name = page
    .description = Hvilken side (10 partier pr. side)
commands-option-game =
    .name = game
    .description = Hvilket spil
    .choice-darkhex = Mørk Hex (klassisk)
    .choice-darkhex-abrupt = Mørk Hex (brat)
    .choice-hex = Hex
    .choice-rex = Rex (misère-Hex)
    .choice-hexdame = Hexdame
commands-option-size =
    .name = size
    .description = Brættets side (7 til 19)
commands-option-colour =
    .name = colour
    .description = Din farve
    .choice-red = Rød, eller Hvid i Hexdame (trækker først)
    .choice-blue = Blå, eller Sort i Hexdame
    .choice-random = Tilfældig
commands-option-swap =
    .name = swap
    .description = Byttereglen (Hex og Rex)
commands-option-time =
    .name = time
    .description = Tid: ingen, pr. træk (1d), live (10m+5s)
    .choice-none = Intet ur
    .choice-1d = 1 dag pr. træk
    .choice-3d = 3 dage pr. træk
    .choice-5m-3s = Live 5m + 3s
    .choice-10m-5s = Live 10m + 5s
    .choice-30m-20s = Live 30m + 20s
commands-option-opponent =
    .name = opponent
    .description = Hvem du vil udfordre
commands-option-challenge =
    .name = challenge
    .description = Udfordringens nummer
## Partinummeret (hedder "game" ligesom valget af spil, i andre underkommandoer).
commands-option-game-number =
    .name = game
    .description = Dit partis nummer
commands-option-cell =
    .name = cell
    .description = Et felt (f6) eller swap; Hexdame: f4-g5, f4xh6xf6
commands-option-draw =
    .name = answer
    .description = Tilbyd remis, eller svar på din modstanders tilbud
    .choice-offer = Tilbyd remis
    .choice-accept = Accepter tilbuddet
    .choice-decline = Afslå tilbuddet
commands-option-level =
    .name = level
    .description = Computerens styrke
    .choice-beginner = Begynder
    .choice-easy = Let
    .choice-medium = Mellem
    .choice-hard = Svær
commands-option-views =
    .name = views
    .description = Mørk Hex: hvad hver vidste
commands-option-rated =
    .name = rated
    .description = Tæller til rating? (standard: ja)
commands-option-language =
    .name = language
    .description = Bottens sprog
    .choice-en = English (engelsk)
    .choice-fi = Suomi (finsk)
    .choice-cs = Čeština (tjekkisk)
    .choice-da = Dansk
    .choice-de = Deutsch (tysk)
    .choice-auto = Som din app eller serveren angiver
commands-option-tournament-channel =
    .name = tournament-channel
    .description = Kanal til turneringer
commands-option-threads =
    .name = threads
    .description = En tråd til hvert parti
commands-option-web =
    .name = web
    .description = Websider
