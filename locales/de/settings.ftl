### Einstellungen: die eines Servers oder Raums (`/hex settings`, „Server verwalten“; auf
### Matrix `!hex language` eines Raummoderators) und die eigene Sprache jedes Spielers
### (`hex language`).
###
### Die Einstellungswörter (game=, size=, language=, threads=on/off, tournament-channel=)
### und die Sprachcodes (en, fi, cs, da, de, auto) liest der Bot: Sie bleiben, wie sie sind.

settings-need-manage-server = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Einstellungen dieses Servers ändern, mit /hex settings (an einer getippten Nachricht sehe ich deine Berechtigungen nicht).
settings-in-server-only = Einstellungen gehören zu einem Server: Nutze /hex settings in einem seiner Kanäle.
## Eine Sprache, die der Bot nicht hat. $text ist, was der Nutzer verlangt hat.
settings-language-unavailable = „{ $text }“ spreche ich nicht: Wähle en (English), fi (suomi), cs (čeština), da (dansk) oder de (Deutsch).
## Die Einstellungen des Servers. $defaults ist das Standardspiel in Worten (hex 11) oder
## das Attribut .built-in-defaults; $language der Name einer Sprache (settings-language-name);
## $tournament_channel eine Kanal-Erwähnung oder das Attribut .no-tournament-channel.
settings-shown = Servereinstellungen: Standardspiel { $defaults }; Sprache { $language }; Turnierkanal { $tournament_channel }; ein Thread pro Partie: { $threads ->
        [true] an
       *[false] aus
    }.
    .built-in-defaults = wie voreingestellt (darkhex 9, hex/rex 11)
    .no-tournament-channel = keiner
## Steht nach einer Änderung vor den Einstellungen.
settings-saved = Gespeichert.

## Der Name jeder Sprache, wie Einstellungen und Antworten ihn zeigen ($language oben und unten).
settings-language-name =
    .en = en (English)
    .fi = fi (suomi)
    .cs = cs (čeština)
    .da = da (dansk)
    .de = de (Deutsch)
    .auto = wie die Plattform es vorgibt
## `hex language` ohne Wort: die eigene Wahl des Spielers. Das Attribut gilt für einen
## Spieler, der nichts gewählt hat ($language ist dann die Sprache dieser Antwort).
settings-language-shown = Deine Sprache: { $language }; darin schreibe ich dir. `hex language auto` kehrt zur Sprache des Servers oder deiner App zurück.
    .none = Du hast keine eigene Sprache gewählt; hier gilt { $language }. Wähle eine mit `hex language fi` (oder en, cs, da, de).
## `hex language fi`: gespeichert (in der neuen Sprache geschrieben).
settings-language-saved = Ab jetzt schreibe ich dir in dieser Sprache: { $language }.
## `hex language auto`: Die Wahl ist gelöscht.
settings-language-cleared = Du hast keine eigene Sprache mehr: Ich richte mich nach der Sprache des Servers oder deiner App.
## Matrix: Ein Raummoderator hat die Sprache des Raums festgelegt (`!hex language de`).
settings-language-room = Die Sprache dieses Raums ist ab jetzt { $language }.
## Matrix: Nur ein Raummoderator darf die Sprache des Raums festlegen.
settings-language-room-moderators = Nur Moderatoren dieses Raums können seine Sprache ändern.
## Matrix: die Einstellungen eines Raums (`!hex settings`), wie seine Moderatoren sie sehen.
## $defaults und $language wie in settings-shown; ein Raum hat keinen Turnierkanal (er ist sein eigener).
settings-room-shown = Raumeinstellungen: Standardspiel { $defaults }; Sprache { $language }; ein Thread pro Partie: { $threads ->
        [true] an
       *[false] aus
    }.
## Matrix: Nur Moderatoren des Raums dürfen seine Einstellungen sehen oder ändern.
settings-room-moderators = Nur Moderatoren dieses Raums können seine Einstellungen ändern.
## Matrix: `hex settings` im privaten Raum mit dem Bot gesendet.
settings-in-room-only = Einstellungen gehören zu einem Raum: Sende `hex settings` in dem Raum, dessen Einstellungen du sehen oder ändern willst.
