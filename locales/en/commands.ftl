### The commands: `hex help` and Discord's `/hex` slash command (names, descriptions,
### options and choices). Buttons, forms and short notices are in interface.ftl.
###
### Slash commands: each subcommand and option is one message with a .name and a
### .description (a choice of an option is a .choice-… attribute of it). Discord shows the
### .name in its command picker: it may be translated, in 1 to 32 lower-case letters, digits,
### hyphens or underscores, no spaces, and unique among its siblings. A .description has at
### most 100 characters, a choice at most 100. The words users type (`hex challenge`,
### darkhex, 1d, red, …) never change.

## `hex help`: its first line; the command list after it is written from the command table
## (src/core/command/table.rs), each command as it is typed and its .description; then how
## moves are typed (translate only the explanations, keep the columns aligned with spaces)
## and the footer. .name and .description are the `/hex help` subcommand.
commands-help = hextable commands:
    .name = help
    .description = The command list
commands-help-moves =
    f6  (or F6, f 6, #12 f6)        play a move; Dark Hex moves go by DM to the bot
    f4-g5, f4xh6xf6, f4xf6          a Hexdame move (a step, or a capture by its landing cells)
    swap / resign                   the swap (Hex, Rex) or resign
commands-help-footer = Games: darkhex, darkhex-abrupt, hex, rex, hexdame. Sizes 7 to 19 (Hexdame has one board and no size). Colours red|blue (Hexdame: white|black; White moves first). Time: none, 1d (per move), 10m+5s (live). Games between two people count for Glicko-2 ratings unless the challenge says casual; games against the computer never do.

## The top-level slash command.
commands-hex =
    .name = hex
    .description = Play Dark Hex, Hex, Rex and Hexdame

## The subcommands of /hex.
commands-challenge =
    .name = challenge
    .description = Challenge a player
commands-open =
    .name = open
    .description = Open a challenge anyone here can accept
commands-accept =
    .name = accept
    .description = Accept a challenge
commands-decline =
    .name = decline
    .description = Decline a challenge
commands-cancel =
    .name = cancel
    .description = Withdraw your challenge
commands-play-bot =
    .name = play-bot
    .description = Play the computer
commands-move =
    .name = move
    .description = Play a move
commands-resign =
    .name = resign
    .description = Resign a game (asks to confirm)
commands-board =
    .name = board
    .description = Show the board (your view, privately)
commands-games =
    .name = games
    .description = List your games and the challenges here
commands-replay =
    .name = replay
    .description = Replay a finished game
commands-export =
    .name = export
    .description = The game record as SGF
commands-takeback =
    .name = takeback
    .description = Ask for (or agree to) taking back the last move
commands-rematch =
    .name = rematch
    .description = Offer the same game again
commands-draw =
    .name = draw
    .description = Offer, accept or decline a draw (Hexdame)
commands-rules =
    .name = rules
    .description = The rules
commands-settings =
    .name = settings
    .description = Server settings (Manage Server only)
commands-profile =
    .name = profile
    .description = A player's ratings, streak and last games (privately)
commands-leaderboard =
    .name = leaderboard
    .description = The best ratings in this server, or everyone's
commands-history =
    .name = history
    .description = A player's finished games, newest first (privately)
commands-language =
    .name = language
    .description = The language I write to you in (privately)

## The options of the subcommands, with their choices.
commands-option-player =
    .name = player
    .description = Which player (default: you)
commands-option-global =
    .name = global
    .description = Everyone on the network instead of this server
commands-option-page =
    .name = page
    .description = Which page (10 games a page)
commands-option-game =
    .name = game
    .description = Which game
    .choice-darkhex = Dark Hex (classic)
    .choice-darkhex-abrupt = Dark Hex (abrupt)
    .choice-hex = Hex
    .choice-rex = Rex (misère Hex)
    .choice-hexdame = Hexdame
commands-option-size =
    .name = size
    .description = Board side (7 to 19)
commands-option-colour =
    .name = colour
    .description = Your colour
    .choice-red = Red, or White in Hexdame (moves first)
    .choice-blue = Blue, or Black in Hexdame
    .choice-random = Random
commands-option-swap =
    .name = swap
    .description = Swap rule (Hex and Rex)
commands-option-time =
    .name = time
    .description = Clock: none, per move (1d), live (10m+5s)
    .choice-none = No clock
    .choice-1d = 1 day per move
    .choice-3d = 3 days per move
    .choice-5m-3s = Live 5m + 3s
    .choice-10m-5s = Live 10m + 5s
    .choice-30m-20s = Live 30m + 20s
commands-option-opponent =
    .name = opponent
    .description = Who to challenge
commands-option-challenge =
    .name = challenge
    .description = Challenge number
## The game-number option (named "game" like the game-kind option, in other subcommands).
commands-option-game-number =
    .name = game
    .description = Your game's number
commands-option-cell =
    .name = cell
    .description = A cell (f6) or swap; Hexdame: f4-g5, f4xh6xf6
commands-option-draw =
    .name = answer
    .description = Offer a draw, or answer your opponent's offer
    .choice-offer = Offer a draw
    .choice-accept = Accept the offer
    .choice-decline = Decline the offer
commands-option-level =
    .name = level
    .description = The computer's strength
    .choice-beginner = Beginner
    .choice-easy = Easy
    .choice-medium = Medium
    .choice-hard = Hard
commands-option-views =
    .name = views
    .description = Dark Hex: what each player knew
commands-option-rated =
    .name = rated
    .description = Counts for the ratings? (default: yes)
commands-option-language =
    .name = language
    .description = The bot's language
    .choice-en = English
    .choice-fi = Suomi (Finnish)
    .choice-cs = Čeština (Czech)
    .choice-da = Dansk (Danish)
    .choice-de = Deutsch (German)
    .choice-auto = As your app or the server says
commands-option-tournament-channel =
    .name = tournament-channel
    .description = Channel for tournaments
commands-option-threads =
    .name = threads
    .description = A thread for each game
commands-option-web =
    .name = web
    .description = Web pages
