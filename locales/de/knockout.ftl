### K.-o.-Turniere (`hex tournament create … knockout` und `double-knockout`): Format, Start,
### jede aufgerufene Partie, jedes entschiedene Match, der Turniersieger, die Wörter des
### Turnierbaums, die Regeln und was nicht geht.

knockout-format = { $double ->
        [true] Doppel-K.-o.
       *[false] K.-o.-System
    } ({ $kind ->
        [one] eine Partie je Match
        [best] Matches über höchstens { $games } { $games ->
            [one] Partie
           *[other] Partien
        }
       *[fixed] Matches über { $games } { $games ->
            [one] Partie
           *[other] Partien
        }, bei Gleichstand Entscheidungspartien
    }; gesetzt { $seeding ->
        [random] per Los
        [hand] von Hand
       *[rating] nach Wertungszahl
    }{ $extra ->
        [third-place] ; mit Spiel um Platz 3
        [no-reset] ; ohne zweites Finale
       *[none] {""}
    })
knockout-started = Turnier t{ $id } beginnt: { $format }, { $players } Spieler.{ $byes ->
        [0] {""}
        [one] { " " }Der Erstgesetzte hat in Runde 1 ein Freilos.
       *[other] { " " }Die { $byes } Bestgesetzten haben in Runde 1 ein Freilos.
    } Viel Glück!
knockout-calls = { $in-play ->
        [true] Turnier t{ $id }, laufende Partien:
       *[false] Turnier t{ $id }, diese Partien beginnen jetzt:
    }
knockout-in-play-none = Turnier t{ $id }: gerade läuft keine Partie.
knockout-call = { $code }, Partie { $number }: { $first } (am Zug) – { $second } (#{ $game })
knockout-next-game = Turnier t{ $id }, Match { $code }{ $games ->
        [1] {""}
       *[other] , Partie { $number }
    }: deine Partie #{ $game } gegen { $opponent } ist bereit.
knockout-match-won = Turnier t{ $id }, Match { $code }: { $winner } schlägt { $loser }{ $scored ->
        [true] { " " }{ $score }
       *[false] {""}
    } und kommt weiter.
knockout-match-goes-on = Turnier t{ $id }, Match { $code }: { $first } – { $second }; die nächste Partie beginnt.
knockout-forfeited = Turnier t{ $id }, Match { $code }: Partie #{ $game } wurde nicht rechtzeitig begonnen: { $double ->
        [true] niemand punktet, und das Match geht mit seiner nächsten Partie weiter.
       *[false] wer nicht gezogen hat, verliert sie kampflos.
    }
knockout-finished = Turnier t{ $id } ist zu Ende. { $champion } gewinnt das Turnier. Glückwunsch!
knockout-finished-no-champion = Turnier t{ $id } ist ohne Sieger zu Ende: alle Spieler sind ausgeschieden.
knockout-bracket-title = { $over ->
        [true] Turnier t{ $id }: Turnierbaum, Endstand
       *[false] Turnier t{ $id }: Turnierbaum
    }
knockout-seeded = Turnier t{ $id } wird von Hand gesetzt: { $names }; alle anderen folgen nach Wertungszahl.
knockout-label = Turnierbaum
    .bracket = Turnierbaum
    .winners = Gewinnerrunde
    .losers = Verliererrunde
    .final = Großes Finale
    .reset = Zweites Finale
    .third-place = Spiel um Platz 3
    .bye = Freilos
    .withdrawn = zurückgezogen
knockout-label-round = Runde { $n }
knockout-label-winner-of = Sieger { $m }
knockout-label-loser-of = Verlierer { $m }
knockout-rules = K.-o.-System (`knockout`): wer ein Match verliert, scheidet aus. Doppel-K.-o. (`double-knockout`): das erste verlorene Match schickt dich in die Verliererrunde, das zweite aus dem Turnier; die Sieger beider Runden treffen sich im Großen Finale, und gewinnt es der Sieger der Verliererrunde, wird ein zweites Finale gespielt (`reset=off` lässt es weg). Setzliste (`seed=rating`, der Standard; `seed=random`; `seed=hand` mit `hex tournament seed @a @b …`): die Gesetzten 1 und 2 können sich erst im Finale treffen, 1 bis 4 erst ab dem Halbfinale. Ist das Feld keine Zweierpotenz, bekommen die Bestgesetzten Freilose: sie kommen ohne Match durch Runde 1. Ein Match (`match=N`) ist eine Partie, auf eine ungerade Zahl N (es endet, sobald es entschieden ist) oder über eine gerade Zahl N, das faire Match der Hex-Spieler: N Partien mit wechselnden Farben. Steht ein Match nach seinen Partien gleich, folgen Entscheidungspartien, eine nach der anderen, bis eine gewonnen ist; die Farben der ersten Partie und der ersten Entscheidungspartie werden ausgelost. Im einfachen K.-o. teilen sich die Verlierer der Halbfinals Platz 3, außer `third-place=on` lässt sie darum spielen. Wer sich zurückzieht, verliert das laufende und jedes spätere Match kampflos. Eine Partie, deren erste Züge bis zur Frist fehlen, verliert kampflos, wer nicht gezogen hat (zog niemand, punktet niemand und das Match geht weiter).

knockout-error-match = „{ $text }“: ein Match hat 1 bis 15 Partien, etwa `match=3` (höchstens drei Partien, wer zwei gewinnt, kommt weiter) oder `match=2` (zwei Partien mit getauschten Farben, bei Gleichstand Entscheidungspartien).
knockout-error-third-place = „{ $text }“: schreib `third-place=on` oder `third-place=off`.
knockout-error-reset = „{ $text }“: schreib `reset=on` oder `reset=off`.
knockout-error-seed = „{ $text }“: gesetzt wird mit `seed=rating`, `seed=random` oder `seed=hand`.
knockout-error-not-knockout = „{ $text }“ gilt nur für K.-o.-Turniere: ergänze `knockout` oder `double-knockout`, oder lass es weg.
knockout-error-third-place-double = „{ $text }“: im Doppel-K.-o. entscheidet die Verliererrunde über Platz 3; `third-place` gilt für ein einfaches `knockout`.
knockout-error-reset-single = „{ $text }“: nur ein `double-knockout` hat ein Großes Finale, das wiederholt werden kann.
knockout-error-seed-players = Nenne die Spieler in der Reihenfolge der Setzliste, den besten zuerst, etwa `hex tournament seed @ann @bob`{ $named ->
        [true] : „{ $text }“ nennt niemanden.
       *[false] .
    }
knockout-error-seed-not-knockout = Eine Setzliste von Hand gibt es nur in K.-o.-Turnieren; dieses Turnier paart nach seinen eigenen Regeln.
knockout-error-seed-not-joined = Wen du setzt, der muss dem Turnier erst beitreten.
knockout-error-seed-twice = Jeder Spieler kann nur einmal gesetzt werden.
knockout-error-already-out = Dieser Spieler ist schon ausgeschieden.
knockout-error-no-result = In einem K.-o.-Turnier kommen die Ergebnisse aus den Partien; um jemanden aus dem Turnierbaum zu nehmen, nutze `hex tournament kick @name`.

knockout-cmd-seed =
    .name = seed
    .description = K.-o.-Turnier von Hand setzen (Turnierleitung)
knockout-cmd-option-players =
    .name = players
    .description = Spieler nach Setzliste: @ann @bob …
knockout-cmd-option-match =
    .name = match
    .description = K.-o.: Partien je Match (1, 3, 5 … oder gerade)
knockout-cmd-option-third-place =
    .name = third-place
    .description = K.-o.: Spiel um Platz 3
knockout-cmd-option-reset =
    .name = reset
    .description = Doppel-K.-o.: nötigenfalls zweites Finale
knockout-cmd-option-seeding =
    .name = seeding
    .description = K.-o.: die Setzliste
    .choice-rating = Nach Wertungszahl
    .choice-random = Per Los
    .choice-hand = Von Hand (seed)
knockout-cmd-option-topic =
    .name = format
    .description = Die Regeln welches Formats
    .choice-rr = Rundenturnier, Schweizer System
    .choice-knockout = K.-o.-System
    .choice-arena = Arena und Check-in
