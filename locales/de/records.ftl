### Wertungen und Partiedaten: Profile (`hex profile`), Ranglisten (`hex leaderboard`),
### Partiehistorien (`hex history`), und warum etwas nicht gezeigt werden kann. Wertungen
### sind Glicko-2: eine Zahl wie 1532, als 1500? geschrieben, solange sie vorläufig ist; RD
### ist ihre Abweichung.

## Der Name jeder Wertung, eine pro Spiel (in Profilen, Ranglisten, Historien und über dem
## Bild des Wertungsverlaufs).
records-kind =
    .darkhex = Dunkel-Hex (klassisch)
    .darkhex-abrupt = Dunkel-Hex (abrupt)
    .hex = Hex
    .rex = Rex
    .hexdame = Hexdame
## Steht für einen Spieler, dessen Name unbekannt ist (nie seine ID).
records-someone = jemand

## Wie lange eine Partie her ist, in ganzen Tagen.
records-ago = { $days ->
        [0] heute
        [1] gestern
       *[other] vor { $days } Tagen
    }

## Eine beendete Partie, eine Zeile eines Profils oder einer Historie: Nummer, Wertung,
## Ergebnis gegen den Gegner, wie sie endete, die Wertungsänderung einer gewerteten Partie,
## wann, und der Befehl für die Wiedergabe. $result ist win, loss oder draw; $reason, wie die
## Partie endete; $change die Wertungsänderung (+14, -9, ±0) oder none für eine ungewertete
## Partie; $ago ist records-ago.
records-game-line = #{ $game } · { $kind } · { $result ->
        [win] gewonnen
        [loss] verloren
       *[draw] remis
    } gegen { $opponent } ({ $reason ->
        [connection] Verbindung
        [resignation] Aufgabe
        [timeout] Zeitüberschreitung
        [nopieces] keine Figuren
        [nomoves] kein Zug
        [agreement] Einigung
        [repetition] Wiederholung
       *[other] { $reason }
    }){ $change ->
        [none] { "" }
       *[other] { " · " }{ $change }
    } · { $ago } · `hex replay { $game }`

## Das Profil eines Spielers, Zeile für Zeile: der Name (fett), eine Zeile pro Wertung
## ($rating, $rd ihre Abweichung, und die Zahl der Siege, Niederlagen und Remis), die
## aktuelle Serie (.streak rahmt eines der .streak-…-Attribute; $longer ist true, wenn die
## Serie länger ist als $count, das dann das Gezählte ist), die letzten Partien (Zeilen von
## records-game-line) und eine Bildunterschrift für das Bild des Wertungsverlaufs.
records-profile = **{ $name }**
    .no-ratings = Noch keine gewerteten Partien.
    .rating-line = { $kind }: { $rating } (RD { $rd }) · { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, { $losses ->
        [one] { $losses } Niederlage
       *[other] { $losses } Niederlagen
    }, { $draws ->
        [one] { $draws } Remis
       *[other] { $draws } Remis
    }
    .streak = Aktuelle Serie: { $streak }.
    .streak-win = { $longer ->
        [true] { $count }+ Siege
       *[false] { $count ->
            [one] { $count } Sieg
           *[other] { $count } Siege
        }
    }
    .streak-loss = { $longer ->
        [true] { $count }+ Niederlagen
       *[false] { $count ->
            [one] { $count } Niederlage
           *[other] { $count } Niederlagen
        }
    }
    .streak-draw = { $longer ->
        [true] { $count }+ Remis
       *[false] { $count ->
            [one] { $count } Remis
           *[other] { $count } Remis
        }
    }
    .no-games = Noch keine beendeten Partien.
    .last-games = Letzte Partien:
    .chart = Die Grafik: Wertung in { $kind } nach jeder Partie.

## Eine Rangliste, Zeile für Zeile: der Titel (fett; $scope ist eines der .scope-…-Attribute),
## die Zeilen ($rank. $name $rating) und der eigene Platz des Fragenden (.own-…). In der
## Rangliste ist, wer RD unter 100 und eine gewertete Partie in den letzten 90 Tagen hat.
records-leaderboard = **Rangliste · { $kind } · { $scope }**
    .scope-everyone = alle
    .scope-everyone-dm = alle (eine Direktnachricht hat keine Server-Rangliste)
    .scope-server = dieser Server
    .empty = Noch niemand steht in der Rangliste (dafür nötig: RD unter 100 und eine gewertete Partie in den letzten 90 Tagen).
    .row = { $rank }. { $name } { $rating }
    .own-ranked = Du: Platz { $rank } ({ $rating }).
    .own-provisional = Du stehst noch nicht in der Rangliste: Deine Wertung { $rating } ist vorläufig (RD ≥ 100); ein paar weitere gewertete Partien festigen sie.
    .own-inactive = Du stehst nicht in der Rangliste: keine gewertete Partie in 90 Tagen (deine Wertung: { $rating }).
    .own-no-games = Du stehst nicht in der Rangliste: hier noch keine gewerteten Partien dieser Art.

## Eine Seite der beendeten Partien eines Spielers: der Titel (fett; $kind ist der Name einer
## Wertung oder none für alle Partien), dann Zeilen von records-game-line, dann der Befehl
## für die nächste Seite ($next, etwa `hex history page 2`).
records-history = **Partien von { $name }{ $kind ->
        [none] { "" }
       *[other] { " · " }{ $kind }
    }** · Seite { $page } von { $pages }
    .no-games = Noch keine beendeten Partien.
    .next = Nächste Seite: `{ $next }`
    .you = **Deine Partien{ $kind ->
        [none] { "" }
       *[other] { " · " }{ $kind }
    }** · Seite { $page } von { $pages }

## Der Titel über dem Bild des Wertungsverlaufs: Name des Spielers und der Wertung.
records-rating-chart-title = { $name } · { $kind }
## Steht in einem leeren Bild des Wertungsverlaufs.
records-chart-empty = Noch keine gewerteten Partien
records-unknown-player = Von diesem Spieler kenne ich keine beendete Partie (nenne ihn mit einer Erwähnung, etwa `hex profile @name`).
records-no-records-yet = Du hast noch keine beendeten Partien: Hier erscheint jede, sobald sie endet.
records-unavailable = Wertungen und Partiedaten brauchen die Datenbank des Bots, und die hat dieser Modus nicht.
