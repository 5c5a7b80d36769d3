### Slova uvnitř obrázků desky (záhlaví, legendy, stavové řádky) a terminálových desek
### místního režimu. Jsou krátká: obrázek je široký jako jeho deska a deska 7×7 je úzká.
### Věty začínají malým písmenem: obrázek první slovo řádku zvětší, kde je třeba.
###
### Proměnné: $player a $loser jsou názvy barev (board-red, board-blue, board-white,
### board-black), v 1. pádě a v mužském rodě („červený“ je hráč); $n, $total, $stones
### a $hits jsou čísla; $cell a $move pole nebo tahy v notaci.

## Názvy barev a her.
board-red = červený
board-blue = modrý
board-white = bílý
board-black = černý
board-dark-hex = Temný Hex
board-dark-hex-abrupt = Temný Hex (náhlý)
board-hex = Hex
board-rex = Rex
board-hexdame = Hexdame

## Záhlaví: počítadlo tahů ($n odehraných tahů), kdo je na tahu a barva toho, kdo se dívá.
board-moves-made = tah { $n }
board-to-move = na tahu je { $player }
board-your-turn = váš tah
board-you-play = hrajete jako { $player }
## Označuje vlastní jméno diváka v řádku hráčů.
board-you = (vy)
## Stavové řádky pohledu hráče v Temném Hexu.
board-opponent-found = soupeř našel { $n } z vašich kamenů
board-you-found = našli jste { $n } z kamenů soupeře
board-you-hit = zásah: soupeřův kámen na { $cell }
## Přidá se za board-you-hit v klasické verzi.
board-move-again = táhněte znovu
board-opponent-just-hit = soupeř právě našel jeden z vašich kamenů
## Diváci Temného Hexu vidí počty, nikdy kameny.
board-spectator-counts = položené kameny: { $stones } · zásahy: { $hits }
board-hidden-until-end = kameny zůstanou skryté až do konce partie
## Výsledky.
board-won-by-connection = { $player } vyhrává
board-won-rex = { $player } vyhrává: { $loser } spojil své okraje
board-won-by-resignation = { $player } vyhrává: { $loser } se vzdal
board-won-by-timeout = { $player } vyhrává: { $loser } překročil čas
board-swapped = modrý vyměnil
board-last-move = poslední tah { $cell }
## Odhalená deska Temného Hexu: zasažená pole jsou v kroužku.
board-hits-ringed = zásahy: { $n } (v kroužku)
## Snímek záznamu: tah $n z $total.
board-replay-step = tah { $n } z { $total }
## Legendy pod deskou.
board-legend-found = nalezený
board-legend-last = poslední tah
board-legend-hit = nový zásah
board-legend-hit-stone = nalezený zásahem
board-legend-chain = vítězný řetěz
board-legend-losing-chain = prohraný řetěz

## Hexdame.
board-hexdame-last-move = poslední tah { $move }
board-hexdame-captured = vzato: { $n }
board-hexdame-crowned = proměna
## Zbývající figury (kameny i dámy).
board-hexdame-pieces = figury: bílý { $white } · černý { $black }
board-hexdame-draw-offer = { $player } nabízí remízu
board-hexdame-won-no-pieces = { $player } vyhrává: { $loser } nemá žádné figury
board-hexdame-won-no-moves = { $player } vyhrává: { $loser } nemůže táhnout
board-hexdame-draw-repetition = remíza trojím opakováním pozice
board-hexdame-draw-agreement = remíza dohodou
board-legend-king = dáma
board-legend-captured = sebraná

## Jméno počítače u stolu; $level je úroveň, jak se píše (beginner, easy, medium, hard).
board-computer = počítač ({ $level ->
        [beginner] začátečník
        [easy] lehká úroveň
        [medium] střední úroveň
        [hard] těžká úroveň
       *[other] { $level }
    })
## Zbývající čas v řádku hodin na obrázku, ve dvou jednotkách: $big je větší jednotka
## (číslo), $small menší (pod jeden den dvoumístná, jako na hodinách).
board-duration-days = { $big } d { $small } h
board-duration-hours = { $big } h { $small } min
board-duration-minutes = { $big } min { $small } s
## Graf ratingu bez jediné partie.
board-no-rated-games = Zatím žádné hodnocené partie

## Záznam vědění (`hex replay 12 views`): tři desky na snímek, co věděl každý hráč
## a skutečná deska. Popisek říká, jaký tah snímek ukazuje.
board-knowledge-of = co věděl { $player }
board-knowledge-truth = skutečná deska
board-knowledge-placed = { $player } táhl na { $cell }
board-knowledge-hit = { $player } zkusil { $cell } a narazil na skrytý kámen
## Přidá se za board-knowledge-hit v klasické verzi.
board-knowledge-again = { $player } táhne znovu
## Snímek dlouhé partie, který ukazuje několik tahů najednou.
board-knowledge-moves = tahy { $from }–{ $to }
## Pod deskou hráče: kameny soupeře, které našel, a jeho kameny, které našel soupeř.
board-knowledge-counts = nalezeno: { $found } · { $opponent } našel: { $lost }
## Pod deskou hráče, jehož kámen byl právě nalezen (nedozvěděl se který).
board-knowledge-was-hit = { $player } našel jeden z těchto kamenů (který, to nebylo řečeno)
