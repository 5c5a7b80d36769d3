### Settings: a server's or room's settings (`/hex settings`, Manage Server; on Matrix a room
### moderator's `!hex language`), and each player's own language (`hex language`).
###
### The setting words (game=, size=, language=, threads=on/off, tournament-channel=) and the
### language codes (en, fi, cs, da, de, auto) are what the bot parses: keep them.

settings-need-manage-server = Only members with the Manage Server permission can change this server's settings, with /hex settings (a typed message does not show me your permissions).
settings-in-server-only = Settings belong to a server: use /hex settings in one of its channels.
## A language the bot does not have. $text is what the user asked for.
settings-language-unavailable = I do not speak “{ $text }”: choose en (English), fi (suomi), cs (čeština), da (dansk) or de (Deutsch).
## The server's settings. $defaults is the default game as words (hex 11), or the
## .built-in-defaults attribute; $language a language's name (settings-language-name);
## $tournament_channel a channel mention, or the .no-tournament-channel attribute.
settings-shown = Server settings: default game { $defaults }; language { $language }; tournament channel { $tournament_channel }; a thread per game: { $threads ->
        [true] on
       *[false] off
    }.
    .built-in-defaults = as built in (darkhex 9, hex/rex 11)
    .no-tournament-channel = none
## Said before the settings after a change.
settings-saved = Saved.

## The name of each language, as settings and answers show it ($language above and below).
settings-language-name =
    .en = en (English)
    .fi = fi (suomi)
    .cs = cs (čeština)
    .da = da (dansk)
    .de = de (Deutsch)
    .auto = as the platform says
## `hex language` without a word: the player's own choice. The attribute is for a player
## who has not chosen ($language is then the language this answer is written in).
settings-language-shown = You chose { $language }: I write to you in it. `hex language auto` goes back to the server's or your app's language.
    .none = You have not chosen a language; here I write in { $language }. Choose one with `hex language fi` (or en, cs, da, de).
## `hex language fi`: saved (written in the new language).
settings-language-saved = From now on I write to you in { $language }.
## `hex language auto`: the choice is cleared.
settings-language-cleared = You no longer have a language of your own: I follow the server's or your app's language.
## Matrix: a room moderator set the room's language (`!hex language de`).
settings-language-room = This room's posts are now in { $language }.
## Matrix: only a room moderator may set the room's language.
settings-language-room-moderators = Only a moderator of this room can change its language.
## Matrix: a room's settings (`!hex settings`), shown to its moderators. $defaults and
## $language as in settings-shown; a room has no tournament channel (it is its own).
settings-room-shown = Room settings: default game { $defaults }; language { $language }; a thread per game: { $threads ->
        [true] on
       *[false] off
    }.
## Matrix: only a moderator of the room may see or change its settings.
settings-room-moderators = Only a moderator of this room can change its settings.
## Matrix: `hex settings` sent in the private room with the bot.
settings-in-room-only = Settings belong to a room: send `hex settings` in the room whose settings you want to see or change.
