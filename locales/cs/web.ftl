### Webové stránky partií (`src/web/`): co čtenář stránky partie vidí kromě slov obrázků
### desky (barvy, názvy her, výsledky: board.ftl).
###
### Proměnné: $n a $total jsou čísla; $url je adresa.

## Stránka partie.
web-moves = Tahy
web-no-moves = Zatím žádné tahy.
web-clock = Zbývající čas
web-aborted = partie byla zrušena
web-drawn = remíza
## Tah v Dark Hexu, který narazil na skrytý kámen, v seznamu tahů.
web-hit = zásah
## Modrý převzal první kámen červeného, v seznamu tahů.
web-swap = výměna
## Skončená partie, pozici po pozici.
web-replay = Záznam
web-position = po tahu { $n } z { $total }
web-view-truth = Skutečná deska
web-view-red = Co věděl červený
web-view-blue = Co věděl modrý
web-sgf = Stáhnout záznam (SGF)
## Pod výsledkem v chatu: stránka partie.
web-page-link = Stránka partie: { $url }
## V nastavení (když bot stránky poskytuje): zda mají partie této komunity stránky
## (`web=on/off`; off: odkazy vrátí 404).
web-settings = Webové stránky partií: { $on ->
        [true] zapnuté
       *[false] vypnuté
    }.

## Stránky turnaje, hráče a žebříčku.
## Pod pořadím, profilem nebo žebříčkem v chatu: jeho stránka.
web-tournament-link = Stránka turnaje: { $url }
web-player-link = Stránka hráče: { $url }
web-leaderboard-link = Stránka žebříčku: { $url }
web-tournament-title = Turnaj t{ $id }
## Co je to za turnaj: $game hra a deska, $players počet přihlášených, $n kola švýcarského
## systému nebo minuty arény.
web-format =
    .rr = Každý s každým · { $game } · hráčů: { $players }
    .drr = Každý s každým dvakrát · { $game } · hráčů: { $players }
    .swiss = Švýcarský systém, kol: { $n } · { $game } · hráčů: { $players }
    .knockout = Vyřazovací turnaj · { $game } · hráčů: { $players }
    .double-knockout = Vyřazovací turnaj na dvě porážky · { $game } · hráčů: { $players }
    .arena = Aréna, minut: { $n } · { $game } · hráčů: { $players }
web-status-open = Otevřeno: hráči se ještě mohou přihlásit.
web-status-round = Hraje se kolo { $round } z { $rounds }.
web-status-running = Probíhá.
web-status-finished = Skončeno.
web-status-cancelled = Zrušeno.
web-live-note = Dokud turnaj běží, stránka se sama obnovuje každých 30 sekund.
web-on-fire = série výher: další výhra se počítá dvakrát
web-withdrawn = odstoupil(a)
web-standings = Pořadí
web-tie-breaks = Jak se rozhoduje při rovnosti bodů, v tomto pořadí
web-tie-break =
    .direct-encounter = vzájemné partie: body, které hráči se stejným počtem bodů získali proti sobě navzájem
    .sonneborn-berger = Sonneborn-Berger: součet bodů každého soupeře násobených body získanými proti němu
    .wins = počet partií vyhraných na šachovnici
    .buchholz-cut1 = Buchholz Cut-1: součet bodů soupeřů bez nejnižšího
    .buchholz = Buchholz: součet bodů všech soupeřů
web-tie-break-unplayed = Kolo bez partie odehrané na šachovnici (volno, kontumace, vynechané kolo) se počítá jako partie proti hráči s vašimi vlastními body, jak říkají pravidla FIDE. Počítají se jen dohraná kola.
web-crosstable = Turnajová tabulka
web-crosstable-note = Každé kolo: číslo řádku soupeře, r (Červený, táhl první) nebo b (Modrý) a výsledek: 1 výhra, ½ remíza, 0 prohra, + nebo − kontumačně, … hraje se.
web-bye = volno
web-in-play = hraje se
web-game = partie
web-rounds = Kola
web-round = Kolo { $n }
web-players = Hráči
web-no-players = Zatím se nikdo nepřihlásil.
web-bracket = Pavouk
web-match-games = Partie zápasů
web-match-game = { $code }, partie { $n }:
web-arena = Žebříček arény
web-arena-note = Po dvou výhrách v řadě má hráč sérii (🔥): každá další partie má dvojnásobnou hodnotu, dokud některou nevyhraje. Kontumační výhra sérii nezačíná ani neukončuje.
web-arena-games = Partie, nejnovější první
## Stránka hráče.
web-ratings = Ratingy
web-no-ratings = Zatím žádné hodnocené partie.
web-rating-counts = odchylka { $rd } · výhry { $wins }, prohry { $losses }, remízy { $draws }
web-rating-history = Vývoj ratingu, { $kind }
web-history = Dohrané partie
web-col-when = Kdy
web-col-game = Hra
web-col-result = Výsledek
web-col-opponent = Soupeř
web-col-change = Rating
web-newer = Novější
web-older = Starší
web-page-of = strana { $page } z { $pages }
web-no-games = Zatím žádné dohrané partie.
web-result = { $result ->
        [win] výhra
        [loss] prohra
       *[draw] remíza
    }
web-reason = { $reason ->
        [connection] spojení
        [resignation] vzdání
        [timeout] čas
        [nopieces] žádné kameny
        [nomoves] žádný tah
        [agreement] dohoda
        [repetition] opakování
        [forfeit] kontumace
       *[other] { $reason }
    }
web-leaderboard-title = { $global ->
        [true] Žebříček · { $kind } · všichni
       *[false] Žebříček · { $kind } · tato komunita
    }
web-col-player = Hráč
web-col-rating = Rating
web-leaderboard-empty = V této hře zatím nikdo nemá ustálený rating.
web-leaderboard-note = Uvedeny jsou ustálené ratingy (odchylka pod 100) hráčů, kteří hráli hodnocenou partii za posledních { $days } dní.
