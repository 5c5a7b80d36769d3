### Turniere in einem Kanal (`hex tournament …`): anlegen, anmelden, abmelden und
### zurückziehen, Runden und ihre Paarungen, Ergebnisse und kampflose Partien, Tabelle, Info,
### Listen, die Feinwertungen erklärt, und was nicht geht.
###
### Variablen: $id ist eine Turniernummer (man tippt `t3`), $game eine Partienummer (nach `#`),
### $round und $rounds Rundennummern, $board eine Brettnummer (ab 1); $name, $first, $second,
### $opponent, $winner und $by sind Namen von Menschen. Befehlswörter in Backticks (`hex
### tournament join`, `start=full`, `1-0`) liest der Bot: nicht übersetzen.

## Ein Turniermodus. Der Wert ist ein Schweizer System mit $rounds Runden.
tournament-format = Schweizer System, { $rounds } { $rounds ->
        [one] Runde
       *[other] Runden
    }
    .rr = Rundenturnier (jeder gegen jeden)
    .drr = doppeltes Rundenturnier
## Wann ein neues Turnier beginnt. $after ist eine Dauer wie "2h 00m".
tournament-start = beginnt in { $after }
    .hand = eine Turnierleitung startet es mit `hex tournament start`
    .full = beginnt, sobald es voll ist
tournament-created = Turnier t{ $id } ist offen: { $format }, { $game }; { $max ->
        [0] ohne Teilnehmergrenze
        [one] höchstens { $max } Spieler
       *[other] höchstens { $max } Spieler
    }; { $start }. Tippe `hex tournament join`, um mitzuspielen.
tournament-joined = { $name } ist bei Turnier t{ $id } dabei ({ $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }).{ $late ->
        [true] { " " }Die Nachmeldung bringt in dieser Runde ein Freilos mit einem halben Punkt.
       *[false] {""}
    }
tournament-left = { $name } hat sich von Turnier t{ $id } abgemeldet.
tournament-withdrew = { $kicked ->
        [true] { $name } wurde aus Turnier t{ $id } entfernt
       *[false] { $name } hat sich aus Turnier t{ $id } zurückgezogen
    }: laufende Partien gehen kampflos verloren, neue werden nicht mehr gepaart.
tournament-started = Turnier t{ $id } beginnt: { $players } Spieler, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }. Viel Glück!
tournament-pairings = Turnier t{ $id }, Runde { $round } von { $rounds }:
tournament-board = Brett { $board }: { $first } (beginnt) – { $second }{ $game } { $result }
tournament-bye = { $name }: spielfrei ({ $points })
tournament-next-game = Turnier t{ $id }, Runde { $round }: deine Partie #{ $game } gegen { $opponent } ist bereit.
tournament-your-bye = Turnier t{ $id }, Runde { $round }: du hast spielfrei ({ $points } { $count ->
        [one] Punkt
       *[other] Punkte
    }); deine nächste Partie kommt mit der nächsten Runde.
tournament-forfeited = Turnier t{ $id }: Partie #{ $game } (Brett { $board }) wurde bis zur Rundenfrist nicht gespielt: { $double ->
        [true] beide verlieren kampflos.
       *[false] wer nicht gezogen hat, verliert kampflos.
    }
tournament-result-set = Turnier t{ $id }, Runde { $round }, Brett { $board }: Ergebnis { $result }, eingetragen von { $by }.
tournament-standings-title = { $over ->
        [true] Turnier t{ $id }: Abschlusstabelle
       *[false] Turnier t{ $id }: Tabelle nach Runde { $round } von { $rounds }
    }
tournament-standing = { $rank }. { $name }: { $points } ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }; { $breaks }){ $withdrawn ->
        [true] , zurückgezogen
       *[false] {""}
    }
tournament-heading = Tabelle
    .rank = #
    .player = Spieler
    .points = Pkt.
    .games = Partien
    .rating = Wertung
tournament-finished = Turnier t{ $id } ist zu Ende. Glückwunsch an { $winner } zum ersten Platz!
tournament-cancelled = Turnier t{ $id } wurde abgesagt; seine offenen Partien werden abgebrochen.
tournament-cancelled-too-few = Turnier t{ $id } wurde zum Startzeitpunkt abgesagt: weniger als zwei Spieler haben sich angemeldet.
tournament-line = t{ $id } in { $channel }: { $format }, { $game }; { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }; { $status ->
        [open] Anmeldung offen
        [running] { $rounds ->
            [0] läuft
           *[other] Runde { $round } von { $rounds }
        }
        [finished] beendet
       *[cancelled] abgesagt
    }
tournament-info = { $line }. Spieler: { $players }. { $max ->
        [0] Ohne Teilnehmergrenze.
       *[other] Höchstens { $max } Spieler.
    } Rundenfrist: { $deadline }.
tournament-list = Turniere:
tournament-list-empty = Hier läuft kein Turnier. Eine Turnierleitung legt eines mit `hex tournament create` an.
tournament-rules = Turniermodi: Rundenturnier (`rr`: jeder spielt einmal gegen jeden), doppeltes Rundenturnier (`drr`: zweimal, mit getauschten Farben) und Schweizer System (`swiss 5`: fünf Runden, jeweils zwischen Punktgleichen gepaart, nie zweimal dieselbe Paarung). Ein Sieg zählt 1 Punkt, ein Remis ½, ein Freilos 1 (½ bei Nachmeldung). Bei Punktgleichheit entscheiden die Feinwertungen, im Rundenturnier: direkter Vergleich (Punkte zwischen den Punktgleichen), dann Sonneborn-Berger (die Punkte jedes Gegners mal den Punkten, die du gegen ihn geholt hast), dann Siege; im Schweizer System: Buchholz Cut-1 (Punkte der Gegner ohne den schwächsten), dann Buchholz (alle Gegner), dann Sonneborn-Berger. Eine nicht gespielte Partie zählt wie bei der FIDE als Remis gegen sich selbst. Wer bis zur Rundenfrist nicht zieht, verliert kampflos.

tournament-error-bad-word = „{ $text }“ in diesem Turnierbefehl verstehe ich nicht. Ein Turnier legst du so an: `hex tournament create darkhex 7 swiss 4 max=8 start=full 1d`; weitere Befehle: `join`, `leave`, `withdraw`, `start`, `pairings`, `standings`, `info`, `list`, `cancel`, `result 2 1-0`, `kick @name`, `avoid @a @b`, `rules`; K.-o.-Turniere: `seed @name …`, `bracket`, `rules knockout`.
tournament-error-no-such = Ein Turnier t{ $id } gibt es nicht.
tournament-error-none-here = In diesem Kanal gibt es kein Turnier. `hex tournament list` zeigt die dieses Servers.
tournament-error-name-one = Nenne in einer Direktnachricht das Turnier, etwa `hex tournament standings t3`.
tournament-error-channel-only = Turniere werden in einem Serverkanal angelegt: tippe das dort.
tournament-error-organiser = Das darf nur die Turnierleitung: Mitglieder mit der Berechtigung „Server verwalten“ oder der Turnierleitungs-Rolle des Servers, oder wer den Raum moderiert.
tournament-error-one-per-channel = In diesem Kanal läuft schon Turnier t{ $id }: eines nach dem anderen.
tournament-error-already-joined = Du bist schon bei Turnier t{ $id } dabei.
tournament-error-not-joined = Du bist nicht bei Turnier t{ $id } dabei.
tournament-error-not-a-player = Diese Person spielt in diesem Turnier nicht mit.
tournament-error-full = Turnier t{ $id } ist voll.
tournament-error-closed = Dieses Turnier nimmt keine Spieler mehr auf.
tournament-error-use-withdraw = Das Turnier hat begonnen: tippe `hex tournament withdraw`, um aufzuhören.
tournament-error-already-withdrawn = Dieser Spieler hat sich schon zurückgezogen.
tournament-error-already-started = Das Turnier hat schon begonnen.
tournament-error-not-started = Turnier t{ $id } hat noch nicht begonnen: noch keine Paarungen.
tournament-error-too-few = Ein Turnier braucht mindestens zwei Spieler.
tournament-error-round-on = Die Runde läuft noch.
tournament-error-over = Dieses Turnier ist beendet oder abgesagt.
tournament-error-no-board = In Runde { $round } gibt es an Brett { $board } keine Partie.

## Die Befehle `/hex tournament …`: .name ist das Wort, das Discord zeigt (in allen Sprachen
## englisch), .description höchstens 100 Zeichen.
tournament-cmd =
    .name = tournament
    .description = Turniere hier: anlegen, anmelden, spielen, Tabelle
tournament-cmd-create =
    .name = create
    .description = Ein Turnier in diesem Kanal anlegen (Turnierleitung)
tournament-cmd-join =
    .name = join
    .description = Beim Turnier mitspielen
tournament-cmd-leave =
    .name = leave
    .description = Vor dem Start vom Turnier abmelden
tournament-cmd-withdraw =
    .name = withdraw
    .description = Nach dem Start aus dem Turnier zurückziehen
tournament-cmd-start =
    .name = start
    .description = Das Turnier jetzt starten (Turnierleitung)
tournament-cmd-pairings =
    .name = pairings
    .description = Die Paarungen der laufenden Runde
tournament-cmd-standings =
    .name = standings
    .description = Tabelle oder Turnierbaum als Bild und Text
tournament-cmd-info =
    .name = info
    .description = Was für ein Turnier es ist und wie weit es ist
tournament-cmd-list =
    .name = list
    .description = Die Turniere dieses Servers
tournament-cmd-cancel =
    .name = cancel
    .description = Das Turnier absagen (Turnierleitung)
tournament-cmd-result =
    .name = result
    .description = Brett-Ergebnis setzen oder berichtigen (Turnierleitung)
tournament-cmd-kick =
    .name = kick
    .description = Einen Spieler entfernen (Turnierleitung)
tournament-cmd-rules =
    .name = rules
    .description = Turniermodi und Feinwertungen erklärt
tournament-cmd-option-id =
    .name = tournament
    .description = Welches Turnier
tournament-cmd-option-format =
    .name = format
    .description = Turniermodus
    .choice-rr = Rundenturnier
    .choice-drr = Doppeltes Rundenturnier
    .choice-swiss = Schweizer System
    .choice-knockout = K.-o.-System
    .choice-double-knockout = Doppel-K.-o.
    .choice-arena = Arena
tournament-cmd-option-rounds =
    .name = rounds
    .description = Runden; Arena: Minuten
tournament-cmd-option-max =
    .name = max-players
    .description = Höchstzahl der Spieler (sonst ohne Grenze)
tournament-cmd-option-start =
    .name = start
    .description = Wann es beginnt
    .choice-hand = Wenn die Turnierleitung es startet
    .choice-full = Sobald es voll ist
    .choice-1h = In einer Stunde
    .choice-1d = In einem Tag
tournament-cmd-option-deadline =
    .name = deadline
    .description = Frist für die ersten Züge einer Partie
    .choice-1h = 1 Stunde
    .choice-12h = 12 Stunden
    .choice-1d = 1 Tag
    .choice-3d = 3 Tage
tournament-cmd-option-board =
    .name = board
    .description = Die Brettnummer
tournament-cmd-option-round =
    .name = round
    .description = Die Runde (sonst die laufende)
tournament-cmd-option-result =
    .name = result
    .description = Das Ergebnis
    .choice-1-0 = Sieg des Anziehenden
    .choice-0-1 = Sieg des Nachziehenden
    .choice-draw = Remis
    .choice-first-forfeit = Kampfloser Sieg des Anziehenden
    .choice-second-forfeit = Kampfloser Sieg des Nachziehenden
    .choice-double-forfeit = Beide verlieren kampflos
tournament-cmd-option-organiser-role =
    .name = organiser-role
    .description = Mitglieder mit dieser Rolle leiten Turniere
## Die Kürzel der Feinwertungen: direkter Vergleich, Sonneborn-Berger, Siege,
## Buchholz mit Streichwertung, Buchholz.
tournament-tie-break-code =
    .direct-encounter = DV
    .sonneborn-berger = SB
    .wins = S
    .buchholz-cut1 = BH-1
    .buchholz = BH

## The title of the standings while a round is being played: they count the complete rounds
## only. $round is the last complete round (0: none yet), $rounds how many rounds there are,
## $playing the round being played (none of its results counted yet).
tournament-standings-title-in-play = { $round ->
        [0] Turnier t{ $id }: Tabelle vor Runde 1 von { $rounds } (Runde { $playing } läuft)
       *[other] Turnier t{ $id }: Tabelle nach Runde { $round } von { $rounds } (Runde { $playing } läuft)
    }
## Posted after the last round when several players share first place, equal on points and
## on every tie-break. $winners is their names ("Ann, Bob"), $count how many (2 or more).
tournament-finished-shared = Turnier t{ $id } ist zu Ende. { $count ->
        [one] { $count } Spieler teilt sich
       *[other] { $count } Spieler teilen sich
    } den ersten Platz, gleich in Punkten und in jeder Feinwertung: { $winners }. Glückwunsch!
## `hex tournament rules`: the formats, the points, and exactly what the tie-breaks compute
## (FIDE's Tie-Break Regulations, Handbook C.07, in force since 2024).
tournament-rules-fide = Turniermodi: Rundenturnier (`rr`: jeder spielt einmal gegen jeden), doppeltes Rundenturnier (`drr`: zweimal, mit getauschten Farben) und Schweizer System (`swiss 5`: fünf Runden, jeweils zwischen Punktgleichen gepaart, nie zweimal dieselbe Paarung). Ein Sieg zählt 1 Punkt, ein Remis ½, ein kampfloser Sieg 1. Schweizer System: das Freilos der Auslosung zählt 1, das Freilos bei Nachmeldung ½. Rundenturnier: wer in einer Runde spielfrei ist, bekommt dafür nichts, wie in FIDE-Rundenturnieren; jeder ist einmal spielfrei, bis zum Ende also auch die Zahl der gespielten Partien beachten. Die Tabelle zählt nur abgeschlossene Runden. Bei Punktgleichheit entscheiden die Feinwertungen nach den FIDE-Regeln (C.07, 2024). Rundenturnier: direkter Vergleich (Punkte aus den Partien der Punktgleichen untereinander, unter noch Gleichen erneut angewandt), dann Sonneborn-Berger (die Punkte jedes Gegners mal den Punkten, die du gegen ihn geholt hast), dann am Brett gewonnene Partien. Schweizer System: Buchholz Cut-1 (Punkte der Gegner ohne den niedrigsten Wert), dann Buchholz (alle), dann Sonneborn-Berger. Eine Runde, die du nicht am Brett gespielt hast (Freilos, kampflose Partie, verpasste Runde), zählt in deiner Buchholz- und Sonneborn-Berger-Wertung als Partie gegen dich selbst: ein Gegner mit deiner eigenen Punktzahl, gewertet wie die Runde; Cut-1 streicht eine solche Runde zuerst, wenn sie dir weniger als einen Sieg brachte. In der Punktzahl eines Gegners zählen die Runden, die er am Ende verpasst hat (nach dem Rückzug), als Remis. Im Rundenturnier bringt eine kampflose Partie keine Sonneborn-Berger-Punkte. Wer in allem gleich ist, teilt sich den Platz. Ziehst du dich zurück, ist deine laufende Partie verloren: gewertet, wenn beide schon gezogen hatten, sonst kampflos. Wer bis zur Rundenfrist nicht zieht, verliert kampflos.
## Die Turnierleitung hat bestimmt, dass zwei Spieler nie gepaart werden (`avoid`).
tournament-avoided = { $first } und { $second } werden in Turnier t{ $id } nicht gegeneinander gepaart.
tournament-cmd-avoid =
    .name = avoid
    .description = Diese zwei nie paaren (Turnierleitung)
tournament-cmd-option-other =
    .name = other
    .description = Der andere Spieler
## `hex tournament rules swiss`: wie eine Schweizer Runde gepaart wird.
tournament-rules-swiss = Schweizer Runden werden nach dem holländischen System der FIDE (C.04.3) gepaart und mit bbpPairings (dem Programm, das lichess verwendet) abgeglichen: Punktgruppen von oben, in jeder Gruppe die obere Hälfte gegen die untere; niemand trifft denselben Gegner zweimal am Brett oder bekommt ein zweites Freilos (ein kampfloser Sieg zählt als eines); die Farbe bestimmt, wer zuerst zieht, und sie wechselt: niemand bekommt dieselbe Seite dreimal hintereinander oder zwei Partien öfter als die andere, außer den Führenden in der letzten Runde; niemand wechselt in dieselbe Richtung in eine andere Punktgruppe wie in den zwei Runden zuvor, wenn es sich vermeiden lässt; das Freilos bekommt der am niedrigsten Gesetzte der niedrigsten Punktgruppe. Eine kampflose Partie hindert die beiden nicht, sich wieder zu begegnen (nach FIDE ist sie nicht gespielt). In 1.000 zufälligen Turnieren hat unseres jede Runde genau wie bbpPairings gepaart.
