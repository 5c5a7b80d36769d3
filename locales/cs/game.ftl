### Rozehraná partie: tahy a zásahy (Temný Hex, otevřený Hex a Rex, Hexdame), konec partie,
### remízy, vracení tahů, odvety, upozornění hodin a dotazy hráčů na jejich partie
### (deska, seznam partií, záznamy).
###
### Proměnné: $game je číslo partie (za `#`); $by, $name, $winner_name, $loser_name
### a $opponent jsou jména lidí (nesklonná: stojí v 1. pádě nebo v přístavku);
### $ply číslo tahu; $mv a $cell tah nebo pole v notaci, nepřekládají se. Barva ($next,
### $player, $winner, $to_move) je red, blue, white nebo black; ano/ne je true nebo false.

## Temný Hex, přímá zpráva táhnoucímu: jeho tah prošel.
game-you-played = Partie #{ $game }: zahráli jste { $mv }. Na tahu je { $next ->
        [red] červený
       *[blue] modrý
    }.
## Temný Hex, přímá zpráva táhnoucímu: na poli ležel skrytý soupeřův kámen. $again je true
## v klasické verzi (táhne znovu).
game-you-hit = Partie #{ $game }: na poli { $cell } leží soupeřův kámen — našli jste ho (zůstane pro vás viditelný). { $again ->
        [true] Táhněte znovu.
       *[false] Váš tah skončil.
    }
## Temný Hex, přímá zpráva hráči, jehož kámen byl nalezen (neví který).
## $your_move je false v klasické verzi: nálezce táhne znovu.
game-stone-found = Partie #{ $game }: soupeř { $by } našel jeden z vašich kamenů. { $your_move ->
        [true] Jste na tahu.
       *[false] Soupeř táhne znovu.
    }
## Temný Hex, přímá zpráva: soupeř táhl (nikdy kam).
game-opponent-moved = Partie #{ $game }: soupeř { $by } táhl.{ $next_is_you ->
        [true] { " " }Jste na tahu.
       *[false] { "" }
    }
## Temný Hex, do kanálu: někdo táhl (nikdy kam).
game-dark-move-announce = Partie #{ $game }, tah { $ply }: táhl { $player ->
        [red] červený
       *[blue] modrý
    }. Na tahu je { $next ->
        [red] červený
       *[blue] modrý
    }.
## Temný Hex, do kanálu: byl zasažen nějaký kámen (nikdy kde ani čí).
game-stone-hit-announce = Partie #{ $game }, tah { $ply }: byl zasažen kámen.
## Hex a Rex, do kanálu s deskou. $swap je true, když tahem byla výměna ($cell je pak prázdné).
## Podmětem je barva (rodově neutrální vůči hráči), jméno stojí v závorce.
game-open-move-announce = Partie #{ $game }, tah { $ply }: { $player ->
        [red] červený
       *[blue] modrý
    } ({ $name }) { $swap ->
        [true] použil výměnu
       *[false] zahrál { $cell }
    }. Na tahu je { $next ->
        [red] červený
       *[blue] modrý
    }.
    .you = Partie #{ $game }, tah { $ply }: váš tah ({ $player ->
        [red] červený
       *[blue] modrý
    }): { $swap ->
        [true] výměna
       *[false] { $cell }
    }. Na tahu je { $next ->
        [red] červený
       *[blue] modrý
    }.
## Hex a Rex, přímá zpráva: soupeř táhl.
game-your-turn = Partie #{ $game }: soupeř { $by } zahrál { $mv }. Jste na tahu.
## Hexdame, do kanálu. $captured je počet braných figur (0, když žádná); $crowned je true,
## když se kámen proměnil v dámu.
game-dame-move-announce = Partie #{ $game }, tah { $ply }: { $player ->
        [white] bílý
       *[black] černý
    } ({ $name }) zahrál { $mv }{ $captured ->
        [0] { "" }
        [one] , vzal { $captured } figuru
        [few] , vzal { $captured } figury
        [many] , vzal { $captured } figury
       *[other] , vzal { $captured } figur
    }{ $crowned ->
        [true] { " " }a proměnil kámen v dámu
       *[false] { "" }
    }. Na tahu je { $next ->
        [white] bílý
       *[black] černý
    }.
    .you = Partie #{ $game }, tah { $ply }: váš tah ({ $player ->
        [white] bílý
       *[black] černý
    }): { $mv }{ $captured ->
        [0] { "" }
       *[other] , vzato figur: { $captured }
    }{ $crowned ->
        [true] ; kámen se mění v dámu
       *[false] { "" }
    }. Na tahu je { $next ->
        [white] bílý
       *[black] černý
    }.
## Hexdame, přímá zpráva táhnoucímu v partii bez kanálu.
game-dame-you-played = Partie #{ $game }: zahráli jste { $mv }.
## Hexdame, přímá zpráva: soupeř táhl.

## Výsledek partie Hexu, Rexu nebo Temného Hexu (kanál i přímé zprávy). $reason je
## connection, rex-connection, resignation nebo timeout. $hidden je true pro Temný Hex
## skončený vzdáním nebo vypršením času: deska se neodhalí.
game-over = Konec partie #{ $game }: { $reason ->
        [rex-connection] { $loser_name } spojuje své vlastní okraje, a proto prohrává
        [resignation] { $loser_name } se vzdává
        [timeout] { $loser_name } prohrává na čas
       *[connection] { $winner_name } spojuje své okraje
    }. { $winner_name } ({ $winner ->
        [red] červený
       *[blue] modrý
    }) vyhrává.{ $hidden ->
        [true] { " " }Deska zůstává skrytá; `hex replay { $game }` ukáže každý kámen.
       *[false] { "" }
    }
    .you-won = Konec partie #{ $game }: { $reason ->
        [rex-connection] { $loser_name } spojuje své vlastní okraje, a proto prohrává
        [resignation] { $loser_name } se vzdává
        [timeout] { $loser_name } prohrává na čas
       *[connection] spojujete své okraje
    }. Vyhráváte ({ $winner ->
        [red] červený
       *[blue] modrý
    }).{ $hidden ->
        [true] { " " }Deska zůstává skrytá; `hex replay { $game }` ukáže každý kámen.
       *[false] { "" }
    }
    .you-lost = Konec partie #{ $game }: { $reason ->
        [rex-connection] spojujete své vlastní okraje, a proto prohráváte
        [resignation] vzdáváte se
        [timeout] prohráváte na čas
       *[connection] { $winner_name } spojuje své okraje
    }. { $winner_name } ({ $winner ->
        [red] červený
       *[blue] modrý
    }) vyhrává.{ $hidden ->
        [true] { " " }Deska zůstává skrytá; `hex replay { $game }` ukáže každý kámen.
       *[false] { "" }
    }
## Výsledek partie Hexdame, kterou jedna strana vyhrála. $reason je no-pieces, no-moves,
## resignation nebo timeout. Atributy jsou dva druhy remízy.
game-dame-game-over = Konec partie #{ $game }: { $reason ->
        [no-pieces] { $loser_name } už nemá žádné figury
        [no-moves] { $loser_name } nemá žádný povolený tah
        [resignation] { $loser_name } se vzdává
       *[timeout] { $loser_name } prohrává na čas
    }. { $winner_name } ({ $winner ->
        [white] bílý
       *[black] černý
    }) vyhrává.
    .repetition = Partie #{ $game } skončila remízou: stejná pozice se zopakovala potřetí se stejným hráčem na tahu.
    .agreement = Partie #{ $game } skončila remízou dohodou.
    .you-won = Konec partie #{ $game }: { $reason ->
        [no-pieces] { $loser_name } už nemá žádné figury
        [no-moves] { $loser_name } nemá žádný povolený tah
        [resignation] { $loser_name } se vzdává
       *[timeout] { $loser_name } prohrává na čas
    }. Vyhráváte ({ $winner ->
        [white] bílý
       *[black] černý
    }).
    .you-lost = Konec partie #{ $game }: { $reason ->
        [no-pieces] už nemáte žádné figury
        [no-moves] nemáte žádný povolený tah
        [resignation] vzdáváte se
       *[timeout] prohráváte na čas
    }. { $winner_name } ({ $winner ->
        [white] bílý
       *[black] černý
    }) vyhrává.
## Výsledek hodnocené partie: $result je výsledek jako v game-over nebo game-dame-game-over;
## pak nové ratingy obou hráčů ($first_rating jako 1532, nebo 1500? dokud je předběžný)
## a jejich změny ($first_change jako +14, -9, ±0).
game-rated-game-over = { $result } Nový rating: { $first_name } { $first_rating } ({ $first_change }), { $second_name } { $second_rating } ({ $second_change }).
## Nečinná partie bez tahů byla zrušena.
game-aborted = Partie #{ $game } byla zrušena: nikdo včas netáhl.

## Remízy (jen Hexdame).
game-draw-offered = Partie #{ $game }: { $by } nabízí remízu.
game-draw-offered-dm = Partie #{ $game }: { $by } nabízí remízu. Souhlasíte-li, napište `hex draw accept`, pro odmítnutí `hex draw decline`; nabídku odmítnete i tím, že táhnete.
game-draw-offer-stands = Partie #{ $game }: vaše nabídka remízy platí, dokud soupeř neodpoví nebo netáhne.
game-draw-declined = Partie #{ $game }: { $by } remízu odmítá; hraje se dál.

## Vracení tahů (Hex a Rex; online po dohodě).
game-takeback-asked = Partie #{ $game }: { $by } žádá o vrácení svého posledního tahu.
game-takeback-asked-dm = Partie #{ $game }: soupeř žádá o vrácení svého posledního tahu. Souhlasíte-li, napište `hex takeback`; odmítnete prostě tím, že zahrajete svůj tah.
game-taken-back = Partie #{ $game }: { $count ->
        [one] vrácen { $count } tah
        [few] vráceny { $count } tahy
        [many] vráceno { $count } tahu
       *[other] vráceno { $count } tahů
    }.

## Odvety: do kanálu (barvy se prohodí) a přímou zprávou.
game-rematch-offered = { $by } nabízí odvetu partie #{ $game } s prohozenými barvami: přijmete ji příkazem `hex rematch`.
game-rematch-offered-dm = { $by } nabízí odvetu partie #{ $game }: přijmete ji příkazem `hex rematch`.

## Upozornění hodin. $left je zbývající čas, jako 5m nebo 2h 30m.
game-time-warning-dm = Partie #{ $game }: váš čas vyprší za { $left }.
game-time-warning = Partie #{ $game }: { $player ->
        [red] červenému
        [blue] modrému
        [white] bílému
       *[black] černému
    } zbývá na tah { $left }.

## Nad obrázkem desky, o který si hráč řekl. $to_move je none, když partie skončila.
game-board-of = Partie #{ $game } po { $ply ->
        [one] { $ply } tahu
        [few] { $ply } tazích
        [many] { $ply } tahu
       *[other] { $ply } tazích
    }: { $to_move ->
        [red] na tahu je červený.
        [blue] na tahu je modrý.
        [white] na tahu je bílý.
        [black] na tahu je černý.
       *[none] partie skončila.
    }

## `hex games`: partie uživatele a výzvy v kanálu, jedna na řádek. Hodnota se řekne, když
## žádná partie není; .games a .challenges uvozují seznamy; každý řádek je jedna partie
## ($name je název hry, jak se píše; $your_move je true nebo false) nebo jedna výzva
## ($yours je true pro vlastní výzvu uživatele).
game-list = Nemáte žádnou rozehranou partii.
    .games = Vaše partie:
    .game-line = #{ $game } { $name }, soupeř: { $opponent }{ $your_move ->
        [true] { " " }— jste na tahu
       *[false] { "" }
    }
    .challenges = Výzvy:
    .challenge-line = { $id } od { $from }{ $yours ->
        [true] { " " }(vaše)
       *[false] { "" }
    }

## Záznamy partií, zobrazené s obrázkem nebo se zápisem.
game-replay-of = Záznam partie #{ $game } ({ $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
        [many] { $moves } tahu
       *[other] { $moves } tahů
    }).
## S animovaným záznamem, po konečné desce.
game-replay-animation = Partie #{ $game } tah po tahu.
## $record je text SGF v bloku kódu: tři obrácené apostrofy zůstávají na svých řádcích.
game-sgf =
    Partie #{ $game } ve formátu Hex SGF:
    ```
    { $record }
    ```
game-sgf-attached = Partie #{ $game } ve formátu Hex SGF: záznam partie je v přiloženém souboru.
## $record je seznam tahů Hexdame (f4-g5 …); .empty ho nahrazuje, když se netáhlo.
game-dame-record =
    Partie #{ $game }, tahy Hexdame (začíná bílý):
    ```
    { $record }
    ```
    .empty = (žádné tahy)
