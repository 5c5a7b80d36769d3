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
