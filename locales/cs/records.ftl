### Ratingy a záznamy: profily (`hex profile`), žebříčky (`hex leaderboard`), historie
### (`hex history`) a důvody, proč je nelze ukázat. Ratingy jsou Glicko-2: rating jako 1532,
### psaný 1500?, dokud je předběžný; RD je jeho odchylka.

## Název každého ratingu, jeden na hru (v profilech, žebříčcích, historiích a nad grafem).
records-kind =
    .darkhex = Temný Hex (klasická verze)
    .darkhex-abrupt = Temný Hex (náhlá verze)
    .hex = Hex
    .rex = Rex
    .hexdame = Hexdame
## Stojí za hráče, jehož jméno není známé (nikdy jeho id).
records-someone = někdo

## Jak dávno partie skončila, v celých dnech.
records-ago = { $days ->
        [0] dnes
        [1] včera
        [one] před { $days } dnem
        [few] před { $days } dny
        [many] před { $days } dne
       *[other] před { $days } dny
    }

## Jedna dohraná partie, jeden řádek profilu nebo historie: číslo, rating, výsledek, jak
## skončila, soupeř, změna ratingu hodnocené partie, kdy, a příkaz pro záznam.
## $result je win, loss nebo draw; $reason jak partie skončila; $change změna ratingu
## (+14, -9, ±0), nebo none u nehodnocené partie; $ago je records-ago.
records-game-line = #{ $game } · { $kind } · { $result ->
        [win] výhra
        [loss] prohra
       *[draw] remíza
    } ({ $reason ->
        [connection] spojení
        [resignation] vzdání
        [timeout] vypršení času
        [nopieces] žádné figury
        [nomoves] žádný tah
        [agreement] dohoda
        [repetition] opakování pozice
       *[other] { $reason }
    }) · soupeř: { $opponent }{ $change ->
        [none] { "" }
       *[other] { " · " }{ $change }
    } · { $ago } · `hex replay { $game }`

## Profil hráče, řádek po řádku: jméno (tučně), jeden řádek na rating ($rating, $rd jeho
## odchylka a počty výher, proher a remíz), aktuální série (.streak rámuje jeden z atributů
## .streak-…; $longer je true, když je série delší než $count, což je pak nejvíc, co se
## počítá), poslední partie (řádky records-game-line) a popisek grafu ratingu.
records-profile = **{ $name }**
    .no-ratings = Zatím žádné hodnocené partie.
    .rating-line = { $kind }: { $rating } (RD { $rd }) · { $wins ->
        [one] { $wins } výhra
        [few] { $wins } výhry
        [many] { $wins } výhry
       *[other] { $wins } výher
    }, { $losses ->
        [one] { $losses } prohra
        [few] { $losses } prohry
        [many] { $losses } prohry
       *[other] { $losses } proher
    }, { $draws ->
        [one] { $draws } remíza
        [few] { $draws } remízy
        [many] { $draws } remízy
       *[other] { $draws } remíz
    }
    .streak = Aktuální série: { $streak }.
    .streak-win = { $longer ->
        [true] { $count }+ výher
       *[false] { $count ->
            [one] { $count } výhra
            [few] { $count } výhry
            [many] { $count } výhry
           *[other] { $count } výher
        }
    }
    .streak-loss = { $longer ->
        [true] { $count }+ proher
       *[false] { $count ->
            [one] { $count } prohra
            [few] { $count } prohry
            [many] { $count } prohry
           *[other] { $count } proher
        }
    }
    .streak-draw = { $longer ->
        [true] { $count }+ remíz
       *[false] { $count ->
            [one] { $count } remíza
            [few] { $count } remízy
            [many] { $count } remízy
           *[other] { $count } remíz
        }
    }
    .no-games = Zatím žádné dohrané partie.
    .last-games = Poslední partie:
    .chart = Na obrázku je rating ve hře { $kind } po každé partii.

## Žebříček, řádek po řádku: nadpis (tučně; $scope je jeden z atributů .scope-…), řádky
## ($rank. $name $rating) a místo toho, kdo se ptá (.own-…). V žebříčku je, kdo má RD pod
## 100 a hodnocenou partii za posledních 90 dní.
records-leaderboard = **Žebříček · { $kind } · { $scope }**
    .scope-everyone = všichni
    .scope-everyone-dm = všichni (přímá zpráva nemá žebříček serveru)
    .scope-server = tento server
    .empty = V žebříčku zatím nikdo není (podmínka: RD pod 100 a hodnocená partie za posledních 90 dní).
    .row = { $rank }. { $name } { $rating }
    .own-ranked = Vy: #{ $rank } ({ $rating }).
    .own-provisional = V žebříčku zatím nejste: váš rating { $rating } je předběžný (RD ≥ 100); ustálí ho několik dalších hodnocených partií.
    .own-inactive = V žebříčku nejste: za 90 dní žádná hodnocená partie (váš rating: { $rating }).
    .own-no-games = V žebříčku nejste: v této hře tu zatím nemáte žádnou hodnocenou partii.

## Stránka dohraných partií hráče: nadpis (tučně; $kind je název ratingu, nebo none pro
## všechny partie), pak řádky records-game-line a příkaz pro další stránku ($next, jako
## `hex history page 2`).
records-history = **Partie hráče { $name }{ $kind ->
        [none] { "" }
       *[other] { " · " }{ $kind }
    }** · stránka { $page } z { $pages }
    .no-games = Zatím žádné dohrané partie.
    .next = Další stránka: `{ $next }`
    .you = **Vaše partie{ $kind ->
        [none] { "" }
       *[other] { " · " }{ $kind }
    }** · stránka { $page } z { $pages }

## Nadpis nad grafem ratingu: jméno hráče a název ratingu.
records-rating-chart-title = { $name } · { $kind }
## Uvnitř prázdného grafu ratingu.
records-chart-empty = Zatím žádné hodnocené partie
records-unknown-player = O žádné dohrané partii tohoto hráče nevím (uveďte ho zmínkou, například `hex profile @name`).
records-no-records-yet = Zatím nemáte žádné dohrané partie: objeví se tu, jakmile nějaká skončí.
records-unavailable = Ratingy a záznamy potřebují databázi bota, kterou tento režim nemá.
