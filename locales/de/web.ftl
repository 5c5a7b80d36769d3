### Die Webseiten der Partien (`src/web/`): was ein Leser der Seite einer Partie außer den
### Wörtern der Brettbilder (Farben, Spielnamen, Ergebnisse: board.ftl) sieht.
###
### Variablen: $n und $total sind Zahlen; $url ist eine Adresse.

## Die Seite einer Partie.
web-moves = Züge
web-no-moves = Noch keine Züge.
web-clock = Verbleibende Zeit
web-aborted = die Partie wurde abgebrochen
web-drawn = remis
## Ein Dark-Hex-Zug, der einen verdeckten Stein traf, in der Zugliste.
web-hit = Treffer
## Blau übernahm den ersten Stein von Rot, in der Zugliste.
web-swap = Tausch
## Eine beendete Partie, Stellung für Stellung.
web-replay = Nachspielen
web-position = nach Zug { $n } von { $total }
web-view-truth = Das wahre Brett
web-view-red = Was Rot wusste
web-view-blue = Was Blau wusste
web-sgf = Partie herunterladen (SGF)
## Unter dem Ergebnis im Chat: die Seite der Partie.
web-page-link = Seite der Partie: { $url }
## In den Einstellungen (wenn der Bot Seiten anbietet): ob die Partien dieser Gemeinschaft
## Seiten haben (`web=on/off`; off: ihre Links antworten mit 404).
web-settings = Webseiten der Partien: { $on ->
        [true] an
       *[false] aus
    }.

## Die Seiten eines Turniers, eines Spielers und einer Rangliste.
## Unter der Tabelle, einem Profil oder einer Rangliste im Chat: ihre Seite.
web-tournament-link = Die Seite des Turniers: { $url }
web-player-link = Die Seite des Spielers: { $url }
web-leaderboard-link = Die Seite der Rangliste: { $url }
web-tournament-title = Turnier t{ $id }
## Was für ein Turnier: $game Spiel und Brett, $players Zahl der Angemeldeten, $n die Runden
## des Schweizer Systems oder die Minuten der Arena.
web-format =
    .rr = Rundenturnier · { $game } · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
    .drr = Doppeltes Rundenturnier · { $game } · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
    .swiss = Schweizer System, { $n ->
        [one] { $n } Runde
       *[other] { $n } Runden
    } · { $game } · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
    .knockout = K.-o.-System · { $game } · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
    .double-knockout = Doppel-K.-o.-System · { $game } · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
    .arena = Arena, { $n ->
        [one] { $n } Minute
       *[other] { $n } Minuten
    } · { $game } · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
web-status-open = Offen: Spieler können sich noch anmelden.
web-status-round = Runde { $round } von { $rounds } wird gespielt.
web-status-running = Läuft.
web-status-finished = Beendet.
web-status-cancelled = Abgesagt.
web-live-note = Solange das Turnier läuft, lädt sich diese Seite alle 30 Sekunden neu.
web-on-fire = Siegesserie: der nächste Sieg zählt doppelt
web-withdrawn = zurückgezogen
web-standings = Tabelle
web-tie-breaks = So wird bei Punktgleichheit entschieden, in dieser Reihenfolge
web-tie-break =
    .direct-encounter = direkter Vergleich: die Punkte, die die Punktgleichen gegeneinander geholt haben
    .sonneborn-berger = Sonneborn-Berger: für jeden Gegner seine Punkte mal den gegen ihn geholten Punkten, zusammengezählt
    .wins = die Zahl der am Brett gewonnenen Partien
    .buchholz-cut1 = Buchholz Cut-1: die Punkte der Gegner zusammengezählt, ohne den niedrigsten Wert
    .buchholz = Buchholz: die Punkte aller Gegner zusammengezählt
web-tie-break-unplayed = Eine Runde ohne Partie am Brett (Freilos, kampflose Partie, verpasste Runde) zählt als Partie gegen einen Spieler mit deiner eigenen Punktzahl, wie es die FIDE-Regeln vorsehen. Es zählen nur abgeschlossene Runden.
web-crosstable = Kreuztabelle
web-crosstable-note = Jede Runde: die Zeilennummer des Gegners, r (Rot, zog zuerst) oder b (Blau) und das Ergebnis: 1 Sieg, ½ Remis, 0 Niederlage, + oder − kampflos, … wird gespielt.
web-bye = Freilos
web-in-play = wird gespielt
web-game = Partie
web-rounds = Runden
web-round = Runde { $n }
web-players = Spieler
web-no-players = Noch niemand hat sich angemeldet.
web-bracket = Turnierbaum
web-match-games = Partien der Begegnungen
web-match-game = { $code }, Partie { $n }:
web-arena = Rangliste
web-arena-note = Nach zwei Siegen in Folge hat ein Spieler eine Serie (🔥): jede weitere Partie zählt doppelt, bis eine nicht gewonnen wird. Ein kampfloser Sieg beginnt und beendet keine Serie.
web-arena-games = Partien, die neuesten zuerst
## Die Seite eines Spielers.
web-ratings = Wertungen
web-no-ratings = Noch keine gewerteten Partien.
web-rating-counts = Abweichung { $rd } · { $wins } gewonnen, { $losses } verloren, { $draws } remis
web-rating-history = Verlauf der Wertung, { $kind }
web-history = Beendete Partien
web-col-when = Wann
web-col-game = Spiel
web-col-result = Ergebnis
web-col-opponent = Gegner
web-col-change = Wertung
web-newer = Neuere
web-older = Ältere
web-page-of = Seite { $page } von { $pages }
web-no-games = Noch keine beendeten Partien.
web-result = { $result ->
        [win] gewonnen
        [loss] verloren
       *[draw] remis
    }
web-reason = { $reason ->
        [connection] Verbindung
        [resignation] Aufgabe
        [timeout] Zeit
        [nopieces] keine Steine
        [nomoves] kein Zug
        [agreement] vereinbart
        [repetition] Wiederholung
        [forfeit] kampflos
       *[other] { $reason }
    }
web-leaderboard-title = { $global ->
        [true] Rangliste · { $kind } · alle
       *[false] Rangliste · { $kind } · diese Gemeinschaft
    }
web-col-player = Spieler
web-col-rating = Wertung
web-leaderboard-empty = In diesem Spiel hat noch niemand eine gefestigte Wertung.
web-leaderboard-note = Aufgeführt: gefestigte Wertungen (Abweichung unter 100) von Spielern, die in den letzten { $days } Tagen eine gewertete Partie gespielt haben.
