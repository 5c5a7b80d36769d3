### Eine laufende Partie: Züge und Treffer (Dunkel-Hex, offenes Hex und Rex, Hexdame), das
### Partieende, Remis, Zurücknahmen, Revanchen, Zeitwarnungen, und was Spieler über ihre
### Partien fragen (Brett, Partieliste, Wiedergaben, Partiedateien).
###
### $game ist eine Partienummer (nach `#`); $by, $name, $winner_name, $loser_name und
### $opponent sind Namen; $ply ist eine Zugnummer; $mv und $cell sind Zug oder Feld in
### Notation (f6, swap, f4xh6xf6). Eine Farbvariable ($next, $player, $winner, $to_move) ist
### red, blue (Hex, Rex, Dunkel-Hex), white oder black (Hexdame); Ja/Nein-Variablen sind
### true oder false.

## Dunkel-Hex, DM an den Ziehenden: Sein Zug ist durch.
game-you-played = Partie #{ $game }: Du hast { $mv } gespielt. { $next ->
        [red] Rot
       *[blue] Blau
    } ist am Zug.
## Dunkel-Hex, DM an den Ziehenden: Auf dem Feld lag ein verdeckter gegnerischer Stein.
## $again ist true in der klassischen Version (er zieht noch einmal).
game-you-hit = Partie #{ $game }: Auf { $cell } liegt ein gegnerischer Stein – du hast ihn gefunden (er bleibt für dich sichtbar). { $again ->
        [true] Zieh noch einmal.
       *[false] Dein Zug ist vorbei.
    }
## Dunkel-Hex, DM an den, dessen Stein gefunden wurde (er erfährt nicht, welcher).
## $your_move ist false in der klassischen Version: Der Finder zieht noch einmal.
game-stone-found = Partie #{ $game }: { $by } hat einen deiner Steine gefunden. { $your_move ->
        [true] Du bist am Zug.
       *[false] { $by } zieht noch einmal.
    }
## Dunkel-Hex, DM: Der Gegner hat gezogen (nie wohin).
game-opponent-moved = Partie #{ $game }: { $by } hat gezogen.{ $next_is_you ->
        [true] { " " }Du bist am Zug.
       *[false] { "" }
    }
## Dunkel-Hex, im Kanal: Ein Zug wurde gemacht (nie wo).
game-dark-move-announce = Partie #{ $game }, Zug { $ply }: { $player ->
        [red] Rot
       *[blue] Blau
    } hat gezogen. { $next ->
        [red] Rot
       *[blue] Blau
    } ist am Zug.
## Dunkel-Hex, im Kanal: Irgendein Stein wurde getroffen (nie wo, nie wessen).
game-stone-hit-announce = Partie #{ $game }, Zug { $ply }: Ein Stein wurde getroffen.
## Hex und Rex, im Kanal mit dem Brett. $swap ist true, wenn der Zug der Tausch war (dann
## ist $cell leer).
game-open-move-announce = Partie #{ $game }, Zug { $ply }: { $name } ({ $player ->
        [red] Rot
       *[blue] Blau
    }) { $swap ->
        [true] hat getauscht
       *[false] hat { $cell } gespielt
    }. { $next ->
        [red] Rot
       *[blue] Blau
    } ist am Zug.
    .you = Partie #{ $game }, Zug { $ply }: Du ({ $player ->
        [red] Rot
       *[blue] Blau
    }) { $swap ->
        [true] hast getauscht
       *[false] hast { $cell } gespielt
    }. { $next ->
        [red] Rot
       *[blue] Blau
    } ist am Zug.
## Hex und Rex, DM: Der Gegner hat gezogen.
game-your-turn = Partie #{ $game }: { $by } hat { $mv } gespielt. Du bist am Zug.
## Hexdame, im Kanal. $captured ist die Zahl der geschlagenen Figuren (0 für keine);
## $crowned ist true, wenn ein Stein zur Dame wurde.
game-dame-move-announce = Partie #{ $game }, Zug { $ply }: { $name } ({ $player ->
        [white] Weiß
       *[black] Schwarz
    }) hat { $mv } gespielt{ $captured ->
        [0] { "" }
        [one] { " " }und eine Figur geschlagen
       *[other] { " " }und { $captured } Figuren geschlagen
    }{ $crowned ->
        [true] ; der Stein wird zur Dame
       *[false] { "" }
    }. { $next ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug.
    .you = Partie #{ $game }, Zug { $ply }: Du ({ $player ->
        [white] Weiß
       *[black] Schwarz
    }) hast { $mv } gespielt{ $captured ->
        [0] { "" }
        [one] { " " }und eine Figur geschlagen
       *[other] { " " }und { $captured } Figuren geschlagen
    }{ $crowned ->
        [true] ; dein Stein wird zur Dame
       *[false] { "" }
    }. { $next ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug.
## Hexdame, DM an den Ziehenden einer Partie ohne Kanal.
game-dame-you-played = Partie #{ $game }: Du hast { $mv } gespielt.
## Hexdame, DM: Der Gegner hat gezogen.

## Das Ergebnis einer Partie Hex, Rex oder Dunkel-Hex (Kanal und DMs). $reason ist
## connection (der Sieger hat seine Kanten verbunden), rex-connection (Rex: der Verlierer
## hat die eigenen Kanten verbunden), resignation oder timeout. $hidden ist true für eine
## Dunkel-Hex-Partie, die durch Aufgabe oder Zeitüberschreitung endete: Ihr Brett bleibt verdeckt.
game-over = Partie #{ $game } ist vorbei: { $reason ->
        [rex-connection] { $loser_name } hat die eigenen Kanten verbunden und verliert
        [resignation] { $loser_name } hat aufgegeben
        [timeout] { $loser_name } hat die Zeit überschritten
       *[connection] { $winner_name } hat die eigenen Kanten verbunden
    }. { $winner_name } ({ $winner ->
        [red] Rot
       *[blue] Blau
    }) gewinnt.{ $hidden ->
        [true] { " " }Das Brett bleibt verdeckt; `hex replay { $game }` zeigt jeden Stein.
       *[false] { "" }
    }
    .you-won = Partie #{ $game } ist vorbei: { $reason ->
        [rex-connection] { $loser_name } hat die eigenen Kanten verbunden und verliert
        [resignation] { $loser_name } hat aufgegeben
        [timeout] { $loser_name } hat die Zeit überschritten
       *[connection] Du hast deine Kanten verbunden
    }. Du gewinnst ({ $winner ->
        [red] Rot
       *[blue] Blau
    }).{ $hidden ->
        [true] { " " }Das Brett bleibt verdeckt; `hex replay { $game }` zeigt jeden Stein.
       *[false] { "" }
    }
    .you-lost = Partie #{ $game } ist vorbei: { $reason ->
        [rex-connection] Du hast deine eigenen Kanten verbunden und verlierst
        [resignation] Du hast aufgegeben
        [timeout] Du hast die Zeit überschritten
       *[connection] { $winner_name } hat die eigenen Kanten verbunden
    }. { $winner_name } ({ $winner ->
        [red] Rot
       *[blue] Blau
    }) gewinnt.{ $hidden ->
        [true] { " " }Das Brett bleibt verdeckt; `hex replay { $game }` zeigt jeden Stein.
       *[false] { "" }
    }
## Das Ergebnis einer Hexdame-Partie mit Sieger. $reason ist no-pieces, no-moves,
## resignation oder timeout. Die Attribute sind die zwei Arten von Remis.
game-dame-game-over = Partie #{ $game } ist vorbei: { $reason ->
        [no-pieces] { $loser_name } hat keine Figuren mehr
        [no-moves] { $loser_name } hat keinen regelgerechten Zug mehr
        [resignation] { $loser_name } hat aufgegeben
       *[timeout] { $loser_name } hat die Zeit überschritten
    }. { $winner_name } ({ $winner ->
        [white] Weiß
       *[black] Schwarz
    }) gewinnt.
    .repetition = Partie #{ $game } endet remis: Dieselbe Stellung ist zum dritten Mal mit demselben Spieler am Zug entstanden.
    .agreement = Partie #{ $game } endet remis durch Einigung.
    .you-won = Partie #{ $game } ist vorbei: { $reason ->
        [no-pieces] { $loser_name } hat keine Figuren mehr
        [no-moves] { $loser_name } hat keinen regelgerechten Zug mehr
        [resignation] { $loser_name } hat aufgegeben
       *[timeout] { $loser_name } hat die Zeit überschritten
    }. Du gewinnst ({ $winner ->
        [white] Weiß
       *[black] Schwarz
    }).
    .you-lost = Partie #{ $game } ist vorbei: { $reason ->
        [no-pieces] Du hast keine Figuren mehr
        [no-moves] Du hast keinen regelgerechten Zug mehr
        [resignation] Du hast aufgegeben
       *[timeout] Du hast die Zeit überschritten
    }. { $winner_name } ({ $winner ->
        [white] Weiß
       *[black] Schwarz
    }) gewinnt.
## Das Ergebnis einer gewerteten Partie: $result ist das Ergebnis wie in game-over oder
## game-dame-game-over; dann die neuen Wertungen beider ($first_rating etwa 1532, oder
## 1500? solange vorläufig) und die Änderungen ($first_change etwa +14, -9, ±0).
game-rated-game-over = { $result } Gewertet: { $first_name } { $first_rating } ({ $first_change }), { $second_name } { $second_rating } ({ $second_change }).
## Eine Partie ohne Züge wurde abgebrochen.
game-aborted = Partie #{ $game } wurde abgebrochen: Niemand hat rechtzeitig gezogen.

## Remis (nur Hexdame).
game-draw-offered = Partie #{ $game }: { $by } bietet Remis an.
game-draw-offered-dm = Partie #{ $game }: { $by } bietet Remis an. Tippe `hex draw accept`, um anzunehmen, oder `hex draw decline`, um abzulehnen; auch ein Zug lehnt ab.
game-draw-offer-stands = Partie #{ $game }: Dein Remisangebot gilt, bis dein Gegner antwortet oder zieht.
game-draw-declined = Partie #{ $game }: { $by } hat das Remis abgelehnt; es wird weitergespielt.

## Zurücknahmen (Hex und Rex; online mit Zustimmung).
game-takeback-asked = Partie #{ $game }: { $by } bittet darum, den eigenen letzten Zug zurückzunehmen.
game-takeback-asked-dm = Partie #{ $game }: Dein Gegner bittet darum, seinen letzten Zug zurückzunehmen. Tippe `hex takeback`, um zuzustimmen, oder zieh einfach, um abzulehnen.
game-taken-back = Partie #{ $game }: { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } zurückgenommen.

## Revanchen: im Kanal (mit getauschten Farben) und per DM.
game-rematch-offered = { $by } bietet eine Revanche für Partie #{ $game } mit getauschten Farben an: Tippe `hex rematch`, um anzunehmen.
game-rematch-offered-dm = { $by } bietet eine Revanche für Partie #{ $game } an: Tippe `hex rematch`, um anzunehmen.

## Erinnerungen der Uhr. $left ist die verbleibende Zeit, etwa 5m oder 2h 30m.
game-time-warning-dm = Partie #{ $game }: Deine Zeit läuft in { $left } ab.
game-time-warning = Partie #{ $game }: { $player ->
        [red] Rot
        [blue] Blau
        [white] Weiß
       *[black] Schwarz
    } hat noch { $left } für den Zug.

## Über dem Brettbild, das ein Spieler angefordert hat. $to_move ist none, wenn die Partie vorbei ist.
game-board-of = Partie #{ $game } nach { $ply ->
        [one] { $ply } Zug
       *[other] { $ply } Zügen
    }: { $to_move ->
        [red] Rot ist am Zug.
        [blue] Blau ist am Zug.
        [white] Weiß ist am Zug.
        [black] Schwarz ist am Zug.
       *[none] Die Partie ist vorbei.
    }

## `hex games`: die Partien des Nutzers und die Herausforderungen im Kanal, eine pro Zeile.
## Der Wert gilt, wenn es keine Partie gibt; .games und .challenges stehen über ihren Listen;
## jede Zeile ist eine Partie ($name wie getippt: darkhex, hex, …; $your_move true oder false)
## oder eine Herausforderung ($yours ist true für die eigene).
game-list = Du hast keine laufende Partie.
    .games = Deine Partien:
    .game-line = #{ $game } { $name } gegen { $opponent }{ $your_move ->
        [true] { " " }– du bist am Zug
       *[false] { "" }
    }
    .challenges = Herausforderungen:
    .challenge-line = { $id } von { $from }{ $yours ->
        [true] { " " }(deine)
       *[false] { "" }
    }

## Wiedergaben und Partiedateien, mit dem Bild oder der Datei gezeigt.
game-replay-of = Wiedergabe von Partie #{ $game } ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }).
## Zur animierten Wiedergabe, nach dem Schlussbild.
game-replay-animation = Partie #{ $game }, Zug für Zug.
## $record ist der SGF-Text in einem Codeblock: Die drei Backticks bleiben auf ihren Zeilen.
game-sgf =
    Partie #{ $game } als Hex-SGF:
    ```
    { $record }
    ```
game-sgf-attached = Partie #{ $game } als Hex-SGF: Die Partiedatei ist angehängt.
## $record ist die Zugliste von Hexdame (f4-g5 …); .empty steht dafür, wenn kein Zug gespielt wurde.
game-dame-record =
    Partie #{ $game }, Züge in Hexdame (Weiß zuerst):
    ```
    { $record }
    ```
    .empty = (keine Züge)
