### Challenges (direct and open, withdrawn, declined, expired) and the start of a game.
###
### Variables: $id is a challenge number, $game a game number (shown after `#`), $from, $by,
### $red, $blue and $opponent are people's names, $to a mention of the challenged person.
### $colour is one of red, blue (Hex, Rex, Dark Hex), white, black (Hexdame).

## The game a challenge or a new game is about, written as parts joined by commas, e.g.
## "darkhex 9×9, colours at random, time 1d, rated" or "hexdame, challenger plays White,
## time none". The value is the first part: $game is the game's name as users type it
## (darkhex, darkhex-abrupt, hex, rex), $rows and $cols the board's size. The attributes
## are the other parts; $time is a time control as typed (none, 1d, 10m+5s).
lobby-describe = { $game } { $rows }×{ $cols }
    .hexdame = hexdame
    .challenger-red = challenger plays Red
    .challenger-blue = challenger plays Blue
    .challenger-white = challenger plays White
    .challenger-black = challenger plays Black
    .colours-random = colours at random
    .swap-on = swap on
    .swap-off = swap off
    .time = { $time ->
        [none] no clock
       *[other] time { $time }
    }
    .rated = rated
    .casual = casual

## Posted in the channel. $options is the game, as lobby-describe writes it.
lobby-challenge-direct = Challenge { $id }: { $from } challenges { $to } to { $options }. { $to }: type `hex accept` or `hex decline`.
## Posted in the channel: anyone there may accept.
lobby-challenge-open = Challenge { $id }: { $from } offers a game of { $options } to anyone here. Type `hex accept` to play.
lobby-challenge-cancelled = Challenge { $id } was withdrawn by { $by }.
lobby-challenge-declined = Challenge { $id } was declined by { $by }.
lobby-challenge-expired = Challenge { $id } has expired.

## Posted in the channel when a game begins. $red moves first. $dark is true for Dark Hex,
## whose moves go by DM. The attribute is the Hexdame version ($red plays White).
lobby-game-started = Game #{ $game } begins: { $red } (Red, top–bottom) against { $blue } (Blue, left–right). { $options }. { $dark ->
        [true] Moves go by DM to me; this channel hears when a move is made, never where.
       *[false] Type moves here, like f6.
    }
    .hexdame = Game #{ $game } begins: { $red } (White, moves first) against { $blue } (Black). { $options }. Type moves here, like f4-g5 or f4xh6xf6.

## A DM to each player when their game begins. $your_move is true for the one who moves first.
lobby-your-game-started = Game #{ $game }: you play { $colour ->
        [red] Red
        [blue] Blue
        [white] White
       *[black] Black
    } against { $opponent }. { $your_move ->
        [true] Your move.
       *[false] Waiting for your opponent's move.
    }
