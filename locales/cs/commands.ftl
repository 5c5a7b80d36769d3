### Příkazy: `hex help` a lomítkový příkaz Discordu `/hex` (názvy, popisy, volby
### a možnosti). Tlačítka, formuláře a krátká upozornění jsou v souboru interface.ftl.
###
### Názvy (.name) zůstávají anglické: texty bota uvádějí `/hex move`, `/hex board` a hráči
### je tak píšou. Popisy (.description) a možnosti (.choice-…) mají nejvýš 100 znaků.

## `hex help`: první řádek; seznam příkazů se skládá z tabulky příkazů
## (src/core/command/table.rs) s .description každého příkazu. commands-help-moves: jak se
## píší tahy (překládá se jen vysvětlení, sloupce zarovnané mezerami); commands-help-footer:
## závěrečná poznámka. .name a .description jsou podpříkaz `/hex help`.
commands-help = Příkazy hextable:
    .name = help
    .description = Seznam příkazů
commands-help-moves =
    f6  (nebo F6, f 6, #12 f6)      zahrát tah; tahy Temného Hexu jdou botovi přímou zprávou
    f4-g5, f4xh6xf6, f4xf6          tah v Hexdame (krok, nebo braní podle polí dopadu)
    swap / resign                   výměna (Hex, Rex), nebo vzdání partie
commands-help-footer = Hry: darkhex, darkhex-abrupt, hex, rex, hexdame. Velikosti 7 až 19 (Hexdame má jedinou desku a velikost se neuvádí). Barvy red|blue (Hexdame: white|black; bílý táhne první). Čas: none, 1d (na tah), 10m+5s (živá partie). Partie dvou lidí se počítají do ratingu Glicko-2, pokud výzva neuvádí casual; partie proti počítači nikdy.

## Lomítkový příkaz nejvyšší úrovně.
commands-hex =
    .name = hex
    .description = Hrajte Temný Hex, Hex, Rex a Hexdame

## Podpříkazy /hex.
commands-challenge =
    .name = challenge
    .description = Vyzvat hráče
commands-open =
    .name = open
    .description = Otevřená výzva, kterou tu může přijmout kdokoli
commands-accept =
    .name = accept
    .description = Přijmout výzvu
commands-decline =
    .name = decline
    .description = Odmítnout výzvu
commands-cancel =
    .name = cancel
    .description = Zrušit vlastní výzvu
commands-play-bot =
    .name = play-bot
    .description = Hrát proti počítači
commands-move =
    .name = move
    .description = Zahrát tah
commands-resign =
    .name = resign
    .description = Vzdát partii (s potvrzením)
commands-board =
    .name = board
    .description = Ukázat desku (váš pohled, soukromě)
commands-games =
    .name = games
    .description = Vaše partie a výzvy v tomto kanálu
commands-replay =
    .name = replay
    .description = Záznam dohrané partie
commands-export =
    .name = export
    .description = Zápis partie ve formátu SGF
commands-takeback =
    .name = takeback
    .description = Požádat o vrácení posledního tahu (nebo s ním souhlasit)
commands-rematch =
    .name = rematch
    .description = Nabídnout odvetu se stejným nastavením
commands-draw =
    .name = draw
    .description = Nabídnout, přijmout nebo odmítnout remízu (Hexdame)
commands-rules =
    .name = rules
    .description = Pravidla
commands-settings =
    .name = settings
    .description = Nastavení serveru (Spravovat server)
commands-profile =
    .name = profile
    .description = Rating, série a poslední partie hráče (soukromě)
commands-leaderboard =
    .name = leaderboard
    .description = Nejlepší ratingy na tomto serveru, nebo ze všech
commands-history =
    .name = history
    .description = Dohrané partie hráče, nejnovější první (soukromě)
commands-language =
    .name = language
    .description = Jazyk, kterým vám píšu (soukromě)

## Volby podpříkazů a jejich možnosti.
commands-option-player =
    .name = player
    .description = Který hráč (výchozí: vy)
commands-option-global =
    .name = global
    .description = Všichni hráči v síti, nejen tento server
commands-option-page =
    .name = page
    .description = Která stránka (10 partií na stránku)
commands-option-game =
    .name = game
    .description = Která hra
    .choice-darkhex = Temný Hex (klasická verze)
    .choice-darkhex-abrupt = Temný Hex (náhlá verze)
    .choice-hex = Hex
    .choice-rex = Rex (obrácený Hex)
    .choice-hexdame = Hexdame
commands-option-size =
    .name = size
    .description = Strana desky (7 až 19)
commands-option-colour =
    .name = colour
    .description = Vaše barva
    .choice-red = Červená, v Hexdame bílá (táhne první)
    .choice-blue = Modrá, v Hexdame černá
    .choice-random = Náhodně
commands-option-swap =
    .name = swap
    .description = Pravidlo výměny (Hex a Rex)
commands-option-time =
    .name = time
    .description = Tempo: žádné, na tah (1d), živě (10m+5s)
    .choice-none = Bez hodin
    .choice-1d = 1 den na tah
    .choice-3d = 3 dny na tah
    .choice-5m-3s = Živá partie 5m + 3s
    .choice-10m-5s = Živá partie 10m + 5s
    .choice-30m-20s = Živá partie 30m + 20s
commands-option-opponent =
    .name = opponent
    .description = Koho vyzvat
commands-option-challenge =
    .name = challenge
    .description = Číslo výzvy
## Volba čísla partie (jmenuje se „game“ jako volba druhu hry, v jiných podpříkazech).
commands-option-game-number =
    .name = game
    .description = Číslo vaší partie
commands-option-cell =
    .name = cell
    .description = Pole (f6) nebo swap; Hexdame: f4-g5, f4xh6xf6
commands-option-draw =
    .name = answer
    .description = Nabídnout remízu, nebo odpovědět na soupeřovu nabídku
    .choice-offer = Nabídnout remízu
    .choice-accept = Přijmout nabídku
    .choice-decline = Odmítnout nabídku
commands-option-level =
    .name = level
    .description = Síla počítače
    .choice-beginner = Začátečník
    .choice-easy = Lehká
    .choice-medium = Střední
    .choice-hard = Těžká
commands-option-views =
    .name = views
    .description = Temný Hex: co kdo věděl
commands-option-rated =
    .name = rated
    .description = Počítá se do ratingu? (výchozí: ano)
commands-option-language =
    .name = language
    .description = Jazyk zpráv bota
    .choice-en = English (angličtina)
    .choice-fi = Suomi (finština)
    .choice-cs = Čeština
    .choice-da = Dansk (dánština)
    .choice-de = Deutsch (němčina)
    .choice-auto = Podle vaší aplikace nebo serveru
commands-option-tournament-channel =
    .name = tournament-channel
    .description = Kanál pro turnaje
commands-option-threads =
    .name = threads
    .description = Vlákno pro každou partii
commands-option-web =
    .name = web
    .description = Webové stránky
