### Die Regeln der fünf Spiele, wie `hex rules <game>` sie zeigt (Deutsch).
###
### Dieselben Nachrichten wie en/rules.ftl; jeder Text unter 1.900 Zeichen. Felder, Züge
### und Befehle in Backticks liest der Bot: Sie werden nicht übersetzt. Glossar:
### locales/GLOSSARY.md.

## `hex rules` ohne Spiel: ein kurzer Wegweiser zu den fünf Spielen.
rules-overview = hextable bietet fünf Spiele; `hex rules` mit dem Namen eines Spiels zeigt seine Regeln:
    - `hex rules darkhex`: Dunkel-Hex, Hex mit verdeckten Steinen; nach einem Treffer ziehst du noch einmal.
    - `hex rules darkhex-abrupt`: die abrupte Version von Dunkel-Hex, in der ein Treffer deinen Zug beendet.
    - `hex rules hex`: Hex, das klassische Verbindungsspiel, mit Ausgleichsregel.
    - `hex rules rex`: Rex (umgekehrtes Hex): Wer die eigenen Kanten verbindet, verliert.
    - `hex rules hexdame`: Hexdame, internationales Damespiel auf einem Sechseck.
    Alle Befehle: `hex help`.

## Dunkel-Hex, klassische Version: Nach einem Treffer zieht man noch einmal.
rules-darkhex = **Dunkel-Hex** (Dark Hex, Kriegspiel-Hex), klassische Version: Hex mit verdeckten Steinen.
    - **Ziel:** Rot verbindet die obere mit der unteren Kante, Blau die linke mit der rechten, jeweils mit einer lückenlosen Kette eigener Steine; ein Eckfeld gehört zu beiden angrenzenden Kanten. Rot beginnt. Es gibt kein Unentschieden und keine Ausgleichsregel (Blau sieht den ersten roten Stein nicht).
    - **Was du siehst:** nur deine eigenen Steine und die gegnerischen, die du gefunden hast. Zuschauer sehen bis zum Partieende keinen einzigen Stein.
    - **Wohin du setzen darfst:** auf jedes Feld, von dem du nicht weißt, dass es besetzt ist. Ein Versuch auf einem eigenen oder bereits gefundenen Stein ist ein privater Fehler ohne Folgen: Dein Zug verfällt nicht, und niemand sonst erfährt davon.
    - **Treffer:** Liegt auf deinem Feld ein verdeckter gegnerischer Stein, wird nichts gesetzt: Der Stein wird dir aufgedeckt, bleibt für dich bis zum Ende sichtbar, und **du ziehst noch einmal**. Dein Gegner erfährt, dass du einen seiner Steine getroffen hast, aber nicht welchen; der Kanal nur, dass ein Stein getroffen wurde.
    - **Ende:** Sobald du deine Kette vollendest, gewinnst du, und das ganze Brett wird beiden Spielern und dem Kanal aufgedeckt. Da jeder Treffer ein Feld aufdeckt, gibt es immer einen Sieger. Nach Aufgabe oder Zeitüberschreitung bleibt das Brett im Kanal verdeckt, aber die Wiedergabe zeigt jeden Stein (`hex replay 12` für Partie #12).
    - **Züge:** ein Feld wie `f6`: Buchstaben sind Spalten von links, Zahlen Reihen von oben, `a1` liegt oben links. Zieh privat: per Direktnachricht an den Bot oder auf Discord mit `/hex move`. Ein Zug im Kanal würde sein Feld verraten und wird darum gelöscht und abgelehnt. Mehrere Partien? Nenne eine: `#12 f6`. `resign` gibt auf; `hex board` zeigt deine Sicht.
    - Bretter von 7×7 bis 19×19.

## Dunkel-Hex, abrupte Version: Ein Treffer beendet den Zug.
rules-darkhex-abrupt = **Dunkel-Hex** (Dark Hex, Kriegspiel-Hex), abrupte Version: Hex mit verdeckten Steinen, bei dem ein Treffer deinen Zug beendet.
    - **Ziel:** Rot verbindet die obere mit der unteren Kante, Blau die linke mit der rechten, jeweils mit einer lückenlosen Kette eigener Steine; ein Eckfeld gehört zu beiden angrenzenden Kanten. Rot beginnt. Es gibt kein Unentschieden und keine Ausgleichsregel (Blau sieht den ersten roten Stein nicht).
    - **Was du siehst:** nur deine eigenen Steine und die gegnerischen, die du gefunden hast. Zuschauer sehen bis zum Partieende keinen einzigen Stein.
    - **Wohin du setzen darfst:** auf jedes Feld, von dem du nicht weißt, dass es besetzt ist. Ein Versuch auf einem eigenen oder bereits gefundenen Stein ist ein privater Fehler ohne Folgen: Dein Zug verfällt nicht, und niemand sonst erfährt davon.
    - **Treffer:** Liegt auf deinem Feld ein verdeckter gegnerischer Stein, wird nichts gesetzt: Der Stein wird dir aufgedeckt und bleibt für dich bis zum Ende sichtbar, aber **dein Zug ist vorbei**. Dein Gegner erfährt, dass du einen seiner Steine getroffen hast, aber nicht welchen; der Kanal nur, dass ein Stein getroffen wurde.
    - **Ende:** Sobald du deine Kette vollendest, gewinnst du, und das ganze Brett wird beiden Spielern und dem Kanal aufgedeckt. Da jeder Treffer ein Feld aufdeckt, gibt es immer einen Sieger. Nach Aufgabe oder Zeitüberschreitung bleibt das Brett im Kanal verdeckt, aber die Wiedergabe zeigt jeden Stein (`hex replay 12` für Partie #12).
    - **Züge:** ein Feld wie `f6`: Buchstaben sind Spalten von links, Zahlen Reihen von oben, `a1` liegt oben links. Zieh privat: per Direktnachricht an den Bot oder auf Discord mit `/hex move`. Ein Zug im Kanal würde sein Feld verraten und wird darum gelöscht und abgelehnt. Mehrere Partien? Nenne eine: `#12 f6`. `resign` gibt auf; `hex board` zeigt deine Sicht.
    - Bretter von 7×7 bis 19×19.

## Hex, Ausgleichsregel standardmäßig an.
rules-hex = **Hex**: Verbinde deine zwei Kanten, bevor dein Gegner seine verbindet.
    - **Ziel:** Rot verbindet die obere mit der unteren Kante, Blau die linke mit der rechten, durch eine zusammenhängende Kette eigener Steine. Ein Eckfeld gehört zu beiden angrenzenden Kanten.
    - **Ablauf:** Rot beginnt, danach setzen beide abwechselnd je einen Stein auf ein beliebiges freies Feld. Gesetzte Steine werden nie bewegt oder entfernt. Wer zuerst die eigenen zwei Kanten verbindet, gewinnt. Ein Unentschieden ist ausgeschlossen: Ein volles Brett enthält immer genau eine Gewinnkette.
    - **Ausgleichsregel** (Tauschen; standardmäßig an, `swap=off` in einer Herausforderung schaltet sie ab): Nach dem ersten roten Stein darf Blau mit `swap` antworten, statt selbst zu setzen. Der rote Stein wird dann an der langen Diagonale gespiegelt und gehört Blau (aus `c2` wird `b3`), danach ist Rot am Zug. Rot eröffnet darum am besten mit einem Stein, der weder zu stark noch zu schwach ist.
    - **Züge:** ein Feld wie `f6` (auch `F6` oder `f 6`), getippt im Kanal der Partie oder per Direktnachricht an den Bot; Buchstaben sind Spalten von links, Zahlen Reihen von oben, `a1` liegt oben links. Mehrere Partien? Nenne eine: `#12 f6`.
    - `resign` gibt auf. `hex takeback` bittet darum, den letzten Zug zurückzunehmen, und dein Gegner stimmt ebenfalls mit `hex takeback` zu. `hex rematch` bietet eine Revanche mit denselben Einstellungen an.
    - Bretter von 7×7 bis 19×19 (Standard: 11×11).

## Rex, umgekehrtes Hex: Wer die eigenen Kanten verbindet, verliert.
rules-rex = **Rex** (umgekehrtes Hex, Misère-Hex) ist Hex auf den Kopf gestellt: Wer die eigenen zwei Kanten verbindet, verliert.
    - **Ablauf:** Brett, Steine und Zugfolge wie bei Hex. Rot gehören die obere und die untere Kante, Blau die linke und die rechte; ein Eckfeld gehört zu beiden angrenzenden Kanten. Rot beginnt, danach setzen beide abwechselnd je einen Stein auf ein beliebiges freies Feld.
    - **Ende:** Die Partie endet, sobald jemand am Zug eine Kette zwischen den eigenen zwei Kanten vollendet: Dann gewinnt der Gegner. Passen ist nicht erlaubt: Würde jedes noch freie Feld deine Kette vollenden, musst du trotzdem eines davon besetzen. Ein Unentschieden ist ausgeschlossen, denn das Brett kann sich nicht füllen, ohne dass jemand seine Kanten verbindet.
    - **Ausgleichsregel** (Tauschen) wie bei Hex, standardmäßig an (`swap=off` in einer Herausforderung schaltet sie ab): Nach dem ersten roten Stein darf Blau mit `swap` antworten; der Stein wird an der langen Diagonale gespiegelt und gehört Blau (aus `c2` wird `b3`), danach ist Rot am Zug. Bei Rex kann ein früher Stein ebenso Last wie Hilfe sein.
    - **Strategie:** Gutes Rex-Spiel verteilt die eigenen Steine weit auseinander und lässt dem Gegner am Ende nur schlechte Züge.
    - **Züge:** ein Feld wie `f6`, getippt im Kanal der Partie oder per Direktnachricht an den Bot; Buchstaben sind Spalten von links, Zahlen Reihen von oben, `a1` liegt oben links. Mehrere Partien? Nenne eine: `#12 f6`. `resign` gibt auf; `hex takeback` und `hex rematch` funktionieren wie bei Hex.
    - Bretter von 7×7 bis 19×19.

## Hexdame (Christian Freeling, 1979): internationales Damespiel auf einem Sechseck aus 61 Feldern.
rules-hexdame = **Hexdame** (Christian Freeling, 1979): internationales Damespiel auf einem sechseckigen Brett.
    - **Brett:** ein regelmäßiges Sechseck aus 61 Feldern. Jede Seite beginnt mit 16 Steinen, Weiß an der Ecke `a1`, Schwarz an der Ecke `i9`. Weiß zieht zuerst, danach abwechselnd; Passen ist nicht erlaubt.
    - **Steine** ziehen einen Schritt vorwärts auf ein freies Nachbarfeld (drei Vorwärtsrichtungen). Ein Stein schlägt, indem er in einer der sechs Richtungen über eine benachbarte gegnerische Figur auf das freie Feld direkt dahinter springt.
    - **Damen** sind langschrittig: Sie ziehen entlang der sechs Linien beliebig weit über freie Felder und schlagen auch auf Distanz; danach landen sie auf einem beliebigen freien Feld hinter der geschlagenen Figur.
    - **Schlagzwang:** Schlagen ist Pflicht, auch mehrfach hintereinander, wobei die Richtung wechseln darf. Du musst so viele Figuren wie möglich schlagen (Steine und Damen zählen gleich); unter gleich großen Schlägen wählst du frei. Geschlagene Figuren werden erst nach Abschluss des Zuges entfernt, und keine Figur darf zweimal übersprungen werden.
    - **Umwandlung:** Ein Stein, der seinen Zug am gegnerischen Rand beendet (den neun Feldern der beiden Seiten an der gegenüberliegenden Ecke), wird zur Dame; bloßes Überqueren während eines Schlagzugs reicht nicht.
    - **Ende:** Wer keine Figur oder keinen regelgerechten Zug mehr hat, verliert. Remis gibt es durch Einigung (`hex draw` bietet es an, `hex draw accept` oder `hex draw decline` antwortet) oder wenn dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug entsteht.
    - **Züge:** Felder heißen wie bei Freeling nach Buchstabe und Zahl der zwei schrägen Linien, die sich dort kreuzen. Ein Zug: `f4-g5`; ein Schlag nennt jedes Landefeld: `f4xh6xf6` (oder `f4xf6`, wenn das eindeutig ist). Tippe Züge im Kanal der Partie oder per Direktnachricht an den Bot; `resign` gibt auf.
