### Was nicht geht, und warum: Nachrichten, die der Bot nicht verstanden hat, Züge, die die
### Regeln verbieten, und Absagen der Lobby und einer Partie. Jede ist eine private Antwort an
### die Person, die etwas getippt hat.
###
### $game ist eine Partienummer (nach `#`), $id eine Nummer einer Herausforderung, $text das
### Getippte (höchstens 40 Zeichen), $cell ein Feld wie f6.

## Die feste Entschuldigung für unerwartete Fehler (Einzelheiten nur im Log).
errors-apology = Entschuldigung, bei mir ist etwas schiefgegangen. Es wurde nichts geändert; bitte versuch es gleich noch einmal.
## Eine DM, die der Bot gar nicht verstanden hat.
errors-not-understood = Das habe ich nicht verstanden. Tippe `hex help` für die Befehle.
errors-not-a-hex-move = Partie #{ $game } ist keine Hexdame-Partie: Ein Zug ist ein Feld, etwa f6.
errors-not-a-dame-move = Partie #{ $game } ist Hexdame: Ein Zug nennt Start- und Zielfeld einer Figur, etwa f4-g5, ein Schlag seine Landefelder, etwa f4xh6xf6.

## Ein Hexdame-Zug, den die Regeln verbieten: Der Wert rahmt eines der Attribute ($detail ist
## das formatierte Attribut, jeweils ein ganzer Satz mit Punkt).
errors-dame-rule = Partie #{ $game }: { $detail } Es wurde nichts gespielt.
    .game-over = Die Partie ist vorbei.
    .not-your-turn = Du bist nicht am Zug.
    .no-piece = Auf { $cell } steht keine Figur.
    .not-your-piece = Die Figur auf { $cell } gehört nicht dir.
    .capture-required = Es herrscht Schlagzwang: Du musst in diesem Zug schlagen.
    .not-maximal = Du musst so viele Figuren wie möglich schlagen ({ $max }); dieser Zug schlägt { $captures }.
    .ambiguous = Mehrere Züge passen; nenne die Landefelder. Infrage kommen: { $candidates }.
    .illegal = { $text } ist hier kein regelgerechter Zug.
    .no-draw-offer = Es gibt kein Remisangebot, auf das du antworten könntest.

## Ein Zug in Hex, Rex oder Dunkel-Hex, den die Regeln verbieten. $size ist die Brettgröße, etwa 11×11.
errors-rule = Partie #{ $game }: { $detail }
    .game-over = Die Partie ist vorbei.
    .not-your-turn = Du bist nicht am Zug.
    .off-board = { $cell } liegt nicht auf dem { $size }-Brett.
    .occupied = { $cell } ist schon besetzt.
    .own-stone = Auf { $cell } liegt schon ein eigener Stein. Es wurde nichts gesetzt; du bist weiter am Zug.
    .known-enemy-stone = Auf { $cell } liegt ein gegnerischer Stein, den du schon gefunden hast. Es wurde nichts gesetzt; du bist weiter am Zug.
    .swap-dark-hex = Dunkel-Hex hat keine Ausgleichsregel.
    .swap-disabled = Diese Partie wird ohne Ausgleichsregel gespielt.
    .swap-not-square = Die Ausgleichsregel braucht ein quadratisches Brett.
    .swap-not-first-blue-move = Nur der erste Zug von Blau, direkt nach dem ersten roten Stein, darf ein Tausch sein.

errors-no-such-game = Es gibt keine Partie #{ $game }.
errors-not-your-game = Du spielst in Partie #{ $game } nicht mit.
errors-game-is-over = Partie #{ $game } ist vorbei.
## $games zählt die Partien des Nutzers so auf, wie man sie tippt: #3, #7.
errors-wrong-place = Deine Partie ({ $games }) läuft nicht in diesem Kanal: Spiel sie in ihrem eigenen Kanal oder per Direktnachricht an mich.
errors-not-playing-here = Du spielst nicht in der Partie dieses Kanals mit.
errors-no-active-game = Du hast keine laufende Partie. Fordere jemanden mit `hex challenge @name` heraus, oder spiel mit `hex play-bot` gegen mich.
## $games zählt die infrage kommenden auf (#3, #7); $first ist die Nummer der ersten, fürs Beispiel.
errors-which-game = Du hast mehrere Partien ({ $games }): Nenne eine, etwa `#{ $first } f6`.
## Ein Dunkel-Hex-Zug, im Kanal getippt: Der Bot hat ihn entfernt.
errors-dark-move-in-channel = Züge in Dunkel-Hex sind geheim: Schick sie mir als Direktnachricht, nicht in den Kanal. Es wurde nichts gespielt.
errors-dark-move-removed = Ich habe deine Nachricht aus dem Kanal entfernt.
errors-dark-move-kept = Ich darf dort keine Nachrichten entfernen, darum steht dein Zug noch im Kanal: Bitte lösche ihn selbst, damit niemand sieht, wohin du gespielt hast.
errors-not-your-turn = Partie #{ $game }: Du bist nicht am Zug.
errors-challenge-in-channel = Herausforderungen gibt es nur in einem Kanal, damit die Partie dort angekündigt werden kann. Mit `hex play-bot` spielst du hier gegen mich.
errors-accept-in-channel = Nimm im Kanal der Herausforderung an, oder nenne ihre Nummer: `hex accept 3`.
errors-cannot-challenge-yourself = Du kannst dich nicht selbst herausfordern. Spiel mit `hex play-bot` gegen mich.
errors-cannot-accept-own = Du kannst deine eigene Herausforderung nicht annehmen. Mit `hex cancel` ziehst du sie zurück.
errors-no-challenge-here = Hier gibt es keine Herausforderung für dich.
errors-no-such-challenge = Es gibt keine offene Herausforderung { $id }.
errors-not-for-you = Herausforderung { $id } gilt jemand anderem.
errors-not-your-challenge = Herausforderung { $id } ist nicht deine: Du kannst sie nicht zurückziehen.
## $ids zählt die infrage kommenden auf (4, 5); $first ist die erste, fürs Beispiel.
errors-which-challenge = Mehrere Herausforderungen passen ({ $ids }): Nenne eine, etwa `hex accept { $first }`.
errors-no-draws-in-hex = Partie #{ $game } kann nicht unentschieden enden: Hex, Rex und Dunkel-Hex haben immer einen Sieger. Remis gibt es nur bei Hexdame.
errors-draw-already-offered = Partie #{ $game }: Du hast schon Remis angeboten; jetzt ist dein Gegner dran.
errors-no-draw-offer = Partie #{ $game }: Dein Gegner hat kein Remis angeboten, auf das du antworten könntest. Mit `hex draw` bietest du selbst eines an.
## Wiedergabe oder Export einer Dunkel-Hex-Partie, die noch läuft.
errors-hidden-until-end = Partie #{ $game } läuft noch; ihre Steine bleiben bis zum Ende verdeckt.
## Zurücknahme verlangt, nachdem eine gewertete Partie geendet hat.
errors-rated-result-stands = Partie #{ $game } war gewertet, und ihr Ergebnis ist schon eingerechnet: Es lässt sich nicht zurücknehmen.
## `rated` für eine Partie, die nie gewertet wird: gegen den Computer ($against_computer ist
## true) oder zwei Menschen an einem Gerät (false).
errors-never-rated =
    { $against_computer ->
        [true] Partien gegen den Computer werden nie gewertet: Lass `rated` weg (oder schreib `casual`).
       *[false] Partien zweier Menschen an einem Gerät werden nie gewertet: Lass `rated` weg (oder schreib `casual`).
    }
errors-no-takeback-in-dark-hex = In Dunkel-Hex gibt es keine Zurücknahme: Ein einmal versuchter Zug hat deinem Gegner schon etwas verraten.
errors-takeback-already-asked = Partie #{ $game }: Du hast schon gefragt; jetzt ist dein Gegner dran.
errors-nothing-to-take-back = Partie #{ $game }: Es gibt keinen Zug von dir, den du zurücknehmen könntest.
errors-no-finished-game = Du hast hier keine beendete Partie, die du noch einmal spielen könntest.
errors-game-still-on = Partie #{ $game } läuft noch.
errors-rematch-already-offered = Partie #{ $game }: Du hast schon eine Revanche angeboten.

## Nicht verstandene Nachrichten (Fehler der Befehlsgrammatik). Spielnamen (darkhex,
## darkhex-abrupt, hex, rex, hexdame), Farben (red/blue/random), swap=on/off und Zeiten
## (1d, 10m+5s) liest der Bot: Sie bleiben, wie sie sind.
errors-parse-unknown-command = Einen Befehl `hex { $text }` gibt es nicht. Tippe `hex help` für die Befehle.
errors-parse-unknown-game = Das Spiel „{ $text }“ kenne ich nicht: Wähle darkhex, darkhex-abrupt, hex, rex oder hexdame.
errors-parse-bad-size = „{ $text }“ ist keine Brettgröße, die ich anbiete: Wähle eine Seitenlänge von 7 bis 19 (z. B. 9 oder 9x11).
errors-parse-bad-option = „{ $text }“ verstehe ich nicht. Optionen: ein Spiel, eine Größe, red/blue/random, swap=on/off, eine Bedenkzeit wie 1d oder 10m+5s.
errors-parse-no-swap-in-dark-hex = Dunkel-Hex hat keine Ausgleichsregel (Blau sieht den ersten roten Stein nicht).
errors-parse-hexdame-no-size = Hexdame wird auf seinem einen Brett mit 61 Feldern gespielt: Lass die Größe weg.
errors-parse-hexdame-no-swap = Hexdame hat keine Ausgleichsregel: Lass swap=… weg.
errors-parse-white-black-is-hexdame = „{ $text }“ ist eine Farbe von Hexdame; in Hex, Rex und Dunkel-Hex wähle red, blue oder random.
## Ein Hexdame-Zug, der sich nicht lesen lässt: Der Wert rahmt eines der Attribute ($error ist
## das formatierte Attribut, ohne Punkt am Ende). $char ist ein Zeichen.
errors-parse-bad-dame-move = „{ $text }“ ist kein Hexdame-Zug: { $error }. Schreib einen Schritt als f4-g5 und einen Schlag über seine Landefelder, als f4xh6xf6.
    .empty = kein Zug angegeben
    .not-a-cell = „{ $cell }“ ist kein Feldname (ein Buchstabe a–i und eine Zahl 1–9, etwa f4)
    .off-board = auf dem Hexdame-Brett gibt es kein Feld { $cell }
    .unexpected-char = „{ $char }“ gehört nicht in einen Zug: Trenne die Felder mit - oder x, wie in f4-g5 oder f4xh6xf6
    .too-short = ein Zug braucht mindestens zwei Felder, wie in f4-g5
    .too-long = so viele Felder kann kein Zug besuchen
## Die Einstellungswörter (game=, size=, language=, threads=on/off, web=on/off, tournament-channel=) liest der Bot.
errors-parse-bad-setting = „{ $text }“ verstehe ich nicht. Einstellungen: game=…, size=…, language=…, threads=on/off, web=on/off, tournament-channel=#kanal; ohne Angabe zeige ich sie an.
errors-parse-bad-draw-word = „{ $text }“ verstehe ich nicht: `hex draw` bietet Remis an, `hex draw accept` oder `hex draw decline` antwortet auf ein Angebot.
errors-parse-bad-move = „{ $text }“ ist kein Zug: Ein Zug ist ein Spaltenbuchstabe und eine Reihennummer, etwa f6.
## $what sagt, was die Zahl zählt: eine Herausforderung oder eine Partie.
errors-parse-bad-number =
    { $what ->
        [challenge] „{ $text }“ ist keine Nummer einer Herausforderung.
        [page] „{ $text }“ ist keine Seitenzahl: Die Seiten sind ab 1 nummeriert.
       *[game] „{ $text }“ ist keine Partienummer.
    }
errors-parse-too-many-words = Zu viele Wörter für diesen Befehl. Tippe `hex help` für die Befehle.
## $what ist der Befehl (replay, export): bleibt, wie er ist.
errors-parse-missing-game-number = Welche Partie? Zum Beispiel `hex { $what } 12`.
errors-parse-challenge-needs-opponent = Wen forderst du heraus? Zum Beispiel `hex challenge @bob darkhex 9`, oder `hex open darkhex 9` für alle hier.
## A live clock below the minimum (`hex challenge`, `hex play`, `hex tournament create`).
## $text is the clock as typed; $seconds the shortest base time accepted (a number).
errors-parse-clock-too-short = Die Bedenkzeit { $text } ist für eine Partie im Chat zu kurz: eine Live-Partie braucht mindestens { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } Grundzeit, zum Beispiel `5m+3s` oder `1m`.
