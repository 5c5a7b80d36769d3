### Co nejde udělat a proč: zprávy, kterým bot nerozuměl, tahy, které pravidla nedovolují,
### a odmítnutí ve výzvách a v partii. Vždy soukromá odpověď tomu, kdo něco napsal.
###
### Proměnné: $game je číslo partie (za `#`), $id číslo výzvy, $text to, co uživatel napsal,
### $cell pole jako f6.

## Pevná omluva za nečekané selhání (podrobnosti jdou jen do logu).
errors-apology = Promiňte, na mé straně se něco pokazilo. Nic se nezměnilo; zkuste to prosím za chvíli znovu.
## Přímá zpráva, které bot vůbec nerozuměl.
errors-not-understood = Tomu nerozumím. Seznam příkazů vypíše `hex help`.
errors-not-a-hex-move = Partie #{ $game } není Hexdame: tah je jedno pole, například f6.
errors-not-a-dame-move = Partie #{ $game } je Hexdame: tah udává, odkud figura vychází a kam dopadne, například f4-g5, nebo braní jako f4xh6xf6.

## Tah v Hexdame, který pravidla nedovolují ($detail je jeden z atributů, celá věta s tečkou).
errors-dame-rule = Partie #{ $game }: { $detail } Nic nebylo zahráno.
    .game-over = partie už skončila.
    .not-your-turn = nejste na tahu.
    .no-piece = na poli { $cell } není žádná figura.
    .not-your-piece = figura na poli { $cell } není vaše.
    .capture-required = braní je povinné: tímto tahem musíte brát.
    .not-maximal = musíte vzít co nejvíc figur ({ $max }); tento tah jich bere jen { $captures }.
    .ambiguous = tomu odpovídá víc tahů; uveďte pole dopadu. Možnosti: { $candidates }.
    .illegal = { $text } tu není povolený tah.
    .no-draw-offer = není tu žádná nabídka remízy, na kterou by šlo odpovědět.

## Tah v Hexu, Rexu nebo Temném Hexu, který pravidla nedovolují. $size je velikost desky (11×11).
errors-rule = Partie #{ $game }: { $detail }
    .game-over = partie už skončila.
    .not-your-turn = nejste na tahu.
    .off-board = pole { $cell } na desce { $size } není.
    .occupied = pole { $cell } je už obsazené.
    .own-stone = na poli { $cell } už máte vlastní kámen. Nic nebylo zahráno; stále jste na tahu.
    .known-enemy-stone = na poli { $cell } leží soupeřův kámen, který jste už našli. Nic nebylo zahráno; stále jste na tahu.
    .swap-dark-hex = Temný Hex pravidlo výměny nemá.
    .swap-disabled = tato partie se hraje bez pravidla výměny.
    .swap-not-square = pravidlo výměny vyžaduje čtvercovou desku.
    .swap-not-first-blue-move = výměnou může být jen první tah modrého, hned po prvním kameni červeného.

errors-no-such-game = Partie #{ $game } neexistuje.
errors-not-your-game = V partii #{ $game } nehrajete.
errors-game-is-over = Partie #{ $game } už skončila.
## $games vypisuje partie uživatele tak, jak se píšou: #3, #7.
errors-wrong-place = Vaše partie ({ $games }) se nehraje v tomto kanálu: hrajte ji v jejím vlastním kanálu nebo mi pište přímou zprávou.
errors-not-playing-here = V partii v tomto kanálu nehrajete.
errors-no-active-game = Nemáte žádnou rozehranou partii. Vyzvěte někoho příkazem `hex challenge @name`, nebo si zahrajte se mnou: `hex play-bot`.
## $games vypisuje možné partie (#3, #7); $first je číslo první z nich, pro příklad.
errors-which-game = Máte několik partií ({ $games }): uveďte jednu, například `#{ $first } f6`.
## Tah Temného Hexu napsaný do kanálu: bot ho smazal.
errors-dark-move-in-channel = Tahy v Temném Hexu jsou tajné: posílejte mi je přímou zprávou, ne do kanálu. Nic nebylo zahráno.
errors-dark-move-removed = Vaši zprávu jsem z kanálu smazal.
errors-dark-move-kept = Nesmím tam mazat zprávy, takže váš tah v kanálu zůstal: smažte ho prosím, aby nikdo neviděl pole vašeho tahu.
errors-not-your-turn = Partie #{ $game }: nejste na tahu.
errors-challenge-in-channel = Vyzývat lze jen v kanálu, aby bylo kde partii ohlásit. Chcete-li tu hrát se mnou, použijte `hex play-bot`.
errors-accept-in-channel = Výzvu přijměte v kanálu, kde byla vyhlášena, nebo ji uveďte číslem: `hex accept 3`.
errors-cannot-challenge-yourself = Sami sebe vyzvat nemůžete. Zkuste si zahrát se mnou: `hex play-bot`.
errors-cannot-accept-own = Vlastní výzvu přijmout nemůžete. Zrušíte ji příkazem `hex cancel`.
errors-no-challenge-here = Žádná výzva pro vás tu není.
errors-no-such-challenge = Výzva { $id } neexistuje nebo už neplatí.
errors-not-for-you = Výzva { $id } je určena někomu jinému.
errors-not-your-challenge = Výzvu { $id } zrušit nemůžete: není vaše.
## $ids vypisuje možné výzvy (4, 5); $first je první z nich, pro příklad.
errors-which-challenge = Hodí se několik výzev ({ $ids }): uveďte jednu, například `hex accept { $first }`.
errors-no-draws-in-hex = Partie #{ $game } nemůže skončit remízou: Hex, Rex i Temný Hex mají vždy vítěze. Remízy jsou jen v Hexdame.
errors-draw-already-offered = Partie #{ $game }: remízu jste už nabídli; čeká se na soupeře.
errors-no-draw-offer = Partie #{ $game }: soupeř vám remízu nenabídl, není na co odpovědět. Remízu nabídnete příkazem `hex draw`.
## Záznam nebo export partie Temného Hexu, která se ještě hraje.
errors-hidden-until-end = Partie #{ $game } se ještě hraje; její kameny zůstanou skryté až do konce.
## Vrácení tahu po skončení hodnocené partie.
errors-rated-result-stands = Partie #{ $game } byla hodnocená a její výsledek se už započítal: tahy už vracet nelze.
## `rated` u partie, která se nikdy nehodnotí: proti počítači ($against_computer je true)
## nebo dvou lidí na jednom zařízení (false).
errors-never-rated =
    { $against_computer ->
        [true] Partie proti počítači se nikdy nehodnotí: vynechte `rated` (nebo napište `casual`).
       *[false] Partie dvou lidí na jednom zařízení se nikdy nehodnotí: vynechte `rated` (nebo napište `casual`).
    }
errors-no-takeback-in-dark-hex = V Temném Hexu se tahy nevracejí: jednou vyzkoušený tah už soupeři něco prozradil.
errors-takeback-already-asked = Partie #{ $game }: o vrácení tahu jste už požádali; čeká se na soupeře.
errors-nothing-to-take-back = Partie #{ $game }: nemáte žádný tah, který by šlo vrátit.
errors-no-finished-game = Nemáte tu žádnou dohranou partii, kterou byste mohli hrát znovu.
errors-game-still-on = Partie #{ $game } se ještě hraje.
errors-rematch-already-offered = Partie #{ $game }: odvetu jste už nabídli.

## Zprávy, kterým bot nerozuměl (chyby gramatiky příkazů). Názvy her (darkhex,
## darkhex-abrupt, hex, rex, hexdame), barvy (red/blue/random), swap=on/off a časy
## (1d, 10m+5s) bot čte: nechávají se beze změny.
errors-parse-unknown-command = Příkaz `hex { $text }` neexistuje. Seznam příkazů vypíše `hex help`.
errors-parse-unknown-game = Hru „{ $text }“ neznám: zvolte darkhex, darkhex-abrupt, hex, rex nebo hexdame.
errors-parse-bad-size = „{ $text }“ není velikost desky, kterou nabízím: zvolte stranu od 7 do 19 (např. 9 nebo 9x11).
errors-parse-bad-option = Nerozumím výrazu „{ $text }“. Volby: hra, velikost, red/blue/random, swap=on/off, čas jako 1d nebo 10m+5s.
errors-parse-no-swap-in-dark-hex = Temný Hex pravidlo výměny nemá (modrý nevidí první kámen červeného).
errors-parse-hexdame-no-size = Hexdame se hraje na jediné desce o 61 polích: velikost vynechte.
errors-parse-hexdame-no-swap = Hexdame pravidlo výměny nemá: vynechte swap=….
errors-parse-white-black-is-hexdame = „{ $text }“ je barva z Hexdame; v Hexu, Rexu a Temném Hexu zvolte red, blue nebo random.
## Tah v Hexdame, který nejde přečíst ($error je jeden z atributů, bez tečky). $char je jeden znak.
errors-parse-bad-dame-move = „{ $text }“ není tah v Hexdame: { $error }. Krok pište jako f4-g5 a braní podle polí dopadu, jako f4xh6xf6.
    .empty = chybí tah
    .not-a-cell = „{ $cell }“ není název pole (písmeno a–i a číslo 1–9, například f4)
    .off-board = pole { $cell } na desce Hexdame není
    .unexpected-char = znak „{ $char }“ do tahu nepatří: pole oddělujte znakem - nebo x, jako v f4-g5 nebo f4xh6xf6
    .too-short = tah potřebuje aspoň dvě pole, například f4-g5
    .too-long = tolik polí žádný tah projít nemůže
## Slova nastavení (game=, size=, language=, threads=on/off, web=on/off, tournament-channel=) bot čte.
errors-parse-bad-setting = Nerozumím výrazu „{ $text }“. Nastavení: game=…, size=…, language=…, threads=on/off, web=on/off, tournament-channel=#kanál; příkaz bez nich nastavení jen ukáže.
errors-parse-bad-draw-word = Nerozumím výrazu „{ $text }“: `hex draw` nabídne remízu, `hex draw accept` nebo `hex draw decline` na nabídku odpoví.
errors-parse-bad-move = „{ $text }“ není tah: tah je písmeno sloupce a číslo řádku, například f6.
## $what říká, co číslo označuje: výzvu, nebo partii.
errors-parse-bad-number =
    { $what ->
        [challenge] „{ $text }“ není číslo výzvy.
        [page] „{ $text }“ není číslo stránky: stránky se číslují od 1.
       *[game] „{ $text }“ není číslo partie.
    }
errors-parse-too-many-words = Na tento příkaz je to příliš mnoho slov. Seznam příkazů vypíše `hex help`.
## $what je příkaz (replay, export): nechává se beze změny.
errors-parse-missing-game-number = Kterou partii? Například `hex { $what } 12`.
errors-parse-challenge-needs-opponent = Koho vyzýváte? Například `hex challenge @bob darkhex 9`, nebo `hex open darkhex 9` pro kohokoli tady.
## A live clock below the minimum (`hex challenge`, `hex play`, `hex tournament create`).
## $text is the clock as typed; $seconds the shortest base time accepted (a number).
errors-parse-clock-too-short = Tempo { $text } je na hru přes chat příliš krátké: živá partie potřebuje základní čas aspoň { $seconds ->
        [one] { $seconds } sekundu
        [few] { $seconds } sekundy
       *[other] { $seconds } sekund
    }, například `5m+3s` nebo `1m`.
