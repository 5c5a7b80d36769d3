### Arena-Turniere (`hex tournament create … arena 45m`) und Check-in (`checkin=15m`): das
### Format, der Start, die beginnenden Partien, das Ende der Zeit, der Zwischenstand, die
### Regeln, das Check-in-Fenster und was nicht geht.
###
### Variablen: $id ist eine Turniernummer (man tippt `t3`), $game eine Partienummer (nach `#`
### gezeigt), $length, $left und $after sind Zeitspannen, wie die Uhr sie zeigt.

## Das Format einer Arena für die Ankündigung, Listen und Infos.
arena-format = Arena über { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
## Zum Start gepostet.
arena-started = Arena t{ $id } beginnt mit { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spielern
    } und dauert { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }. Wer eine Partie beendet, bekommt sofort die nächste. Viel Glück!
## Die Überschrift einer Liste von Partien, eine pro Zeile danach (arena-game-line). $in-play
## ist true für `hex tournament pairings` (laufende Partien), false wenn sie gerade beginnen.
arena-games = { $in-play ->
        [true] Arena t{ $id }, laufende Partien:
       *[false] Arena t{ $id }, diese Partien beginnen jetzt:
    }
arena-in-play-none = Arena t{ $id }: gerade läuft keine Partie.
arena-game-line = { $first } (am Zug) – { $second } (#{ $game })
## Eine Direktnachricht an beide Spieler, wenn ihre Partie beginnt.
arena-your-game = Arena t{ $id }: deine Partie #{ $game } gegen { $opponent } ist bereit.
## Die Zeit ist um. $count Partien laufen noch; sie zählen.
arena-time-up = Arena t{ $id }: Die Zeit ist um, es beginnen keine neuen Partien mehr. { $count ->
        [one] { $count } Partie läuft noch und zählt, wenn sie endet.
       *[other] { $count } Partien laufen noch und zählen, wenn sie enden.
    }
## Die Überschrift des Zwischenstands. $state: running (mit $left, der Restzeit), time-up
## oder over.
arena-leaderboard-title = { $state ->
        [running] Arena t{ $id }: Zwischenstand, noch { $left }
        [time-up] Arena t{ $id }: Zwischenstand, die Zeit ist um
       *[over] Arena t{ $id }: Endstand
    }
## Die zusätzlichen Spalten: Siege und Siegesserie. Kurz: schmale Spalten.
arena-heading = Arena
    .wins = Siege
    .streak = Serie
## Ein zurückgezogener Spieler ist wieder dabei (`hex tournament join`); die Punkte bleiben.
arena-back = { $name } ist zurück in Arena t{ $id }, mit den bisherigen Punkten.
## Eine Partie, in der bis zur Frist nicht beide gezogen hatten. $double ist true, wenn
## keiner gezogen hat.
arena-forfeited = Arena t{ $id }: Partie #{ $game } wurde nicht bis zur Frist begonnen: { $double ->
        [true] beide Spieler verlieren kampflos.
       *[false] wer nicht gezogen hat, verliert kampflos.
    }
arena-finished-empty = Arena t{ $id } ist zu Ende: keine Partie wurde zu Ende gespielt.
## `hex tournament rules arena`.
arena-rules = Arena (`arena 45m`): Die Arena dauert eine feste Zeit. Wer eine Partie beendet, wird sofort mit einem freien Spieler mit ähnlicher Punktzahl gepaart, aber nie mit dem Gegner der letzten eigenen Partie (außer die beiden sind als Einzige übrig); ist niemand Passendes frei, wartet man auf das Ende der nächsten Partie. Punkte wie auf lichess: Sieg 2, Remis 1 (nur bei Hexdame), Niederlage 0. Nach zwei Siegen in Folge hast du eine Serie: Jede weitere Partie zählt doppelt (ein Sieg 4), bis eine Partie, die du nicht gewinnst, die Serie beendet. Ein kampfloser Sieg zählt 2 und lässt die Serie, wie sie war; eine Partie, die bis zur Frist (`deadline=…`, sonst 3 Minuten) nicht begonnen hat, verliert, wer nicht gezogen hat. Ist die Zeit um, beginnt keine Partie mehr, aber die dann laufenden Partien zählen, wenn sie enden (lichess zählt sie nicht); der Endstand kommt, wenn die letzte davon endet. Der Zwischenstand wird alle 5 Minuten und am Ende gepostet, geordnet nach Punkten, dann Siegen, dann Wertung. Du kannst während der Arena einsteigen, und `hex tournament withdraw` pausiert dich: deine laufende Partie ist verloren, und `hex tournament join` holt dich mit deinen Punkten zurück. Check-in (`checkin=15m` beim Anlegen): Das Fenster öffnet sich so lange vor dem Start (sofort ohne Startzeit); bestätige mit `hex tournament checkin` oder der Schaltfläche. Wer bis zum Start nicht eingecheckt hat, wird gestrichen und erfährt, warum.
## Das Check-in-Fenster ist offen (mit einer Schaltfläche gepostet). $timed ist true, wenn das
## Turnier zu einer festen Zeit beginnt, $after in wie langer Zeit.
arena-checkin-open = Der Check-in für Turnier t{ $id } ist offen: Spieler, bestätigt mit `hex tournament checkin` oder der Schaltfläche. { $timed ->
        [true] Es beginnt in { $after }; wer bis dahin nicht eingecheckt hat, wird gestrichen.
       *[false] Wer beim Start nicht eingecheckt hat, wird gestrichen.
    }
arena-checked-in = Du bist für Turnier t{ $id } eingecheckt.
## Eine Direktnachricht an einen beim Start gestrichenen Spieler.
arena-dropped-you = Turnier t{ $id } hat ohne dich begonnen: du hattest nicht eingecheckt.
## Zum Start gepostet: wer gestrichen wurde.
arena-dropped = Turnier t{ $id }: { $count ->
        [one] { $count } Spieler hatte nicht eingecheckt und wurde gestrichen:
       *[other] { $count } Spieler hatten nicht eingecheckt und wurden gestrichen:
    } { $names }.
## Ablehnungen.
arena-error-no-result = Die Ergebnisse einer Arena kommen aus ihren Partien: ein Ergebnis pro Brett lässt sich nicht setzen.
arena-error-no-checkin = Turnier t{ $id } hat keinen Check-in.
arena-error-checkin-not-open = Der Check-in für Turnier t{ $id } ist noch nicht offen.
## `/hex tournament checkin` und die Anlege-Option `checkin` (Beschreibungen höchstens 100
## Zeichen; die Namen bleiben in jeder Sprache gleich).
arena-cmd-checkin =
    .name = checkin
    .description = Vor dem Start einchecken
arena-cmd-option-checkin =
    .name = checkin
    .description = Check-in-Minuten vor dem Start
