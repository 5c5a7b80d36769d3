### What cannot be done, and why: messages the bot did not understand, moves the rules
### refuse, and the refusals of the lobby and of a game. Each is a private answer to the
### person who typed something (a DM, an ephemeral reply, or a reply in the channel).
###
### Variables: $game is a game number (shown after `#`), $id a challenge number, $text what
### the user typed (at most 40 characters), $cell a cell such as f6.

## The fixed apology for unexpected failures (the details go to the log only).
errors-apology = Sorry, something went wrong on my side. Nothing was changed; please try again in a moment.
## A DM the bot did not understand at all.
errors-not-understood = I did not understand that. Type `hex help` for the commands.
errors-not-a-hex-move = Game #{ $game } is not Hexdame: a move is one cell, like f6.
errors-not-a-dame-move = Game #{ $game } is Hexdame: a move names where a piece starts and lands, like f4-g5, or a capture like f4xh6xf6.

## A Hexdame move the rules refuse: the value frames one of the attributes ($detail is the
## formatted attribute; each attribute is a complete sentence ending with a full stop).
errors-dame-rule = Game #{ $game }: { $detail } Nothing was played.
    .game-over = the game is over.
    .not-your-turn = it is not your turn.
    .no-piece = there is no piece on { $cell }.
    .not-your-piece = the piece on { $cell } is not yours.
    .capture-required = a capture is compulsory: you must take a piece this move.
    .not-maximal = you must capture the most pieces possible ({ $max }); that move captures { $captures }.
    .ambiguous = several moves fit; name the landing cells. The candidates: { $candidates }.
    .illegal = { $text } is not a legal move here.
    .no-draw-offer = there is no draw offer to answer.

## A Hex, Rex or Dark Hex move the rules refuse: the value frames one of the attributes.
## $size is the board's size such as 11×11.
errors-rule = Game #{ $game }: { $detail }
    .game-over = the game is over.
    .not-your-turn = it is not your turn.
    .off-board = { $cell } is not on the { $size } board.
    .occupied = { $cell } is already taken.
    .own-stone = you already have a stone on { $cell }. Nothing was played; it is still your move.
    .known-enemy-stone = { $cell } holds an enemy stone you already found. Nothing was played; it is still your move.
    .swap-dark-hex = Dark Hex has no swap rule.
    .swap-disabled = this game is played without the swap rule.
    .swap-not-square = the swap rule needs a square board.
    .swap-not-first-blue-move = only Blue's first move, right after Red's first stone, may be a swap.

errors-no-such-game = There is no game #{ $game }.
errors-not-your-game = You are not playing in game #{ $game }.
errors-game-is-over = Game #{ $game } is over.
## $games lists the user's games as they type them: #3, #7.
errors-wrong-place = Your game ({ $games }) is not in this channel: play it in its own channel or by DM to me.
errors-not-playing-here = You are not playing in the game in this channel.
errors-no-active-game = You have no game in progress. Challenge someone with `hex challenge @name`, or play me with `hex play-bot`.
## $games lists the candidates (#3, #7); $first is the first one's number, for the example.
errors-which-game = You have several games ({ $games }): name one, like `#{ $first } f6`.
## A Dark Hex move typed in a channel: the bot removed it.
errors-dark-move-in-channel = Dark Hex moves are secret: send them to me by DM, not in the channel. Nothing was played.
errors-dark-move-removed = I removed your message from the channel.
errors-dark-move-kept = I may not remove messages there, so your move is still in the channel: please delete it yourself, so that nobody sees where you played.
errors-not-your-turn = Game #{ $game }: it is not your turn.
errors-challenge-in-channel = Challenges are made in a channel, so that the game has a place to be announced. Use `hex play-bot` to play me here.
errors-accept-in-channel = Accept in the channel of the challenge, or name it: `hex accept 3`.
errors-cannot-challenge-yourself = You cannot challenge yourself. Try `hex play-bot` to play me.
errors-cannot-accept-own = You cannot accept your own challenge. Use `hex cancel` to withdraw it.
errors-no-challenge-here = There is no challenge for you here.
errors-no-such-challenge = There is no open challenge { $id }.
errors-not-for-you = Challenge { $id } is addressed to someone else.
errors-not-your-challenge = Challenge { $id } is not yours to cancel.
## $ids lists the candidates (4, 5); $first is the first one, for the example.
errors-which-challenge = Several challenges fit ({ $ids }): name one, like `hex accept { $first }`.
errors-no-draws-in-hex = Game #{ $game } cannot be drawn: Hex, Rex and Dark Hex always have a winner. Draws are for Hexdame.
errors-draw-already-offered = Game #{ $game }: you already offered a draw; waiting for your opponent.
errors-no-draw-offer = Game #{ $game }: there is no draw offer from your opponent to answer. Type `hex draw` to offer one.
## Replay or export asked for a Dark Hex game still being played.
errors-hidden-until-end = Game #{ $game } is still being played; its stones stay hidden until it ends.
## A takeback asked for after a rated game ended.
errors-rated-result-stands = Game #{ $game } was rated and its result has counted: it cannot be taken back.
## `rated` asked for a game that never counts for a rating: against the computer ($against_computer
## is true), or two people on one device (false).
errors-never-rated =
    { $against_computer ->
        [true] Games against the computer are never rated: leave out `rated` (or say `casual`).
       *[false] Games of two people on one device are never rated: leave out `rated` (or say `casual`).
    }
errors-no-takeback-in-dark-hex = Dark Hex has no takebacks: a move once tried has told your opponent something.
errors-takeback-already-asked = Game #{ $game }: you already asked; waiting for your opponent.
errors-nothing-to-take-back = Game #{ $game }: there is no move of yours to take back.
errors-no-finished-game = You have no finished game here to play again.
errors-game-still-on = Game #{ $game } is still being played.
errors-rematch-already-offered = Game #{ $game }: you already offered a rematch.

## Messages that were not understood (the command grammar's errors). The game names
## (darkhex, darkhex-abrupt, hex, rex, hexdame), colours (red/blue/random), swap=on/off and
## times (1d, 10m+5s) are words the bot parses: keep them as they are.
errors-parse-unknown-command = There is no command `hex { $text }`. Type `hex help` for the commands.
errors-parse-unknown-game = I do not know the game “{ $text }”: choose darkhex, darkhex-abrupt, hex, rex or hexdame.
errors-parse-bad-size = “{ $text }” is not a board size I offer: choose a side from 7 to 19 (e.g. 9 or 9x11).
errors-parse-bad-option = I do not understand “{ $text }”. Options: a game, a size, red/blue/random, swap=on/off, a time like 1d or 10m+5s.
errors-parse-no-swap-in-dark-hex = Dark Hex has no swap rule (Blue cannot see Red's first stone).
errors-parse-hexdame-no-size = Hexdame is played on its one board of 61 cells: leave out the size.
errors-parse-hexdame-no-swap = Hexdame has no swap rule: leave out swap=….
errors-parse-white-black-is-hexdame = “{ $text }” is a Hexdame colour; in Hex, Rex and Dark Hex choose red, blue or random.
## A Hexdame move that does not parse: the value frames one of the attributes ($error is the
## formatted attribute, a phrase without a full stop). $char is one character.
errors-parse-bad-dame-move = “{ $text }” is not a Hexdame move: { $error }. Write a step as f4-g5 and a capture by its landing cells, as f4xh6xf6.
    .empty = no move given
    .not-a-cell = “{ $cell }” is not a cell name (a letter a–i and a number 1–9, like f4)
    .off-board = there is no cell { $cell } on the Hexdame board
    .unexpected-char = “{ $char }” does not belong in a move: separate cells with - or x, as in f4-g5 or f4xh6xf6
    .too-short = a move needs at least two cells, as in f4-g5
    .too-long = that lists more cells than any move can visit
## The setting words (game=, size=, language=, threads=on/off, web=on/off, tournament-channel=) are parsed.
errors-parse-bad-setting = I do not understand “{ $text }”. Settings: game=…, size=…, language=…, threads=on/off, web=on/off, tournament-channel=#channel; nothing shows them.
errors-parse-bad-draw-word = I do not understand “{ $text }”: type `hex draw` to offer a draw, `hex draw accept` or `hex draw decline` to answer one.
errors-parse-bad-move = “{ $text }” is not a move: a move is a column letter and a row number, like f6.
## $what says what the number counts: a challenge, a game or a page (of `hex history`).
errors-parse-bad-number =
    { $what ->
        [challenge] “{ $text }” is not a challenge number.
        [page] “{ $text }” is not a page number: pages are numbered from 1.
       *[game] “{ $text }” is not a game number.
    }
errors-parse-too-many-words = Too many words for that command. Type `hex help` for the commands.
## $what is the command (replay, export): keep it as it is.
errors-parse-missing-game-number = Which game? For example `hex { $what } 12`.
errors-parse-challenge-needs-opponent = Whom do you challenge? For example `hex challenge @bob darkhex 9`, or `hex open darkhex 9` for anyone here.
## A live clock below the minimum (`hex challenge`, `hex play`, `hex tournament create`).
## $text is the clock as typed; $seconds the shortest base time accepted (a number).
errors-parse-clock-too-short = The clock { $text } is too short to play over chat: a live clock needs at least { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    } of base time, like `5m+3s` or `1m`.
