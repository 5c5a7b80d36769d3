### A game being played: moves and hits (Dark Hex, open Hex and Rex, Hexdame), the end of a
### game, draws, takebacks, rematches, time warnings, and what players ask about their games
### (the board, the games list, replays and records).
###
### Variables: $game is a game number (shown after `#`); $by, $name, $winner_name,
### $loser_name and $opponent are people's names; $ply is a move number; $mv and $cell are a
### move or cell in notation (f6, swap, f4xh6xf6), never translated. A colour variable
### ($next, $player, $winner, $to_move) is one of red, blue (Hex, Rex, Dark Hex), white,
### black (Hexdame); a yes-or-no variable is true or false.

## Dark Hex, a DM to the mover: their own move went through.
game-you-played = Game #{ $game }: you played { $mv }. { $next ->
        [red] Red
       *[blue] Blue
    } to move.
## Dark Hex, a DM to the mover: the cell held a hidden enemy stone. $again is true in the
## classic version (the mover moves again).
game-you-hit = Game #{ $game }: { $cell } holds an enemy stone — you found it (it stays visible to you). { $again ->
        [true] Move again.
       *[false] Your turn is over.
    }
## Dark Hex, a DM to the player whose stone was found (they are not told which).
## $your_move is false in the classic version: the finder moves again.
game-stone-found = Game #{ $game }: { $by } found one of your stones. { $your_move ->
        [true] Your move.
       *[false] They move again.
    }
## Dark Hex, a DM: the opponent moved (never where).
game-opponent-moved = Game #{ $game }: { $by } has moved.{ $next_is_you ->
        [true] { " " }Your move.
       *[false] { "" }
    }
## Dark Hex, posted in the channel: a move was made (never where).
game-dark-move-announce = Game #{ $game }, move { $ply }: { $player ->
        [red] Red
       *[blue] Blue
    } moved. { $next ->
        [red] Red
       *[blue] Blue
    } to move.
## Dark Hex, posted in the channel: some stone was hit (never where, nor whose).
game-stone-hit-announce = Game #{ $game }, move { $ply }: a stone was hit.
## Hex and Rex, posted in the channel with the board. $swap is true when the move was the
## swap (then $cell is empty).
game-open-move-announce = Game #{ $game }, move { $ply }: { $name } ({ $player ->
        [red] Red
       *[blue] Blue
    }) { $swap ->
        [true] swapped
       *[false] played { $cell }
    }. { $next ->
        [red] Red
       *[blue] Blue
    } to move.
    .you = Game #{ $game }, move { $ply }: you ({ $player ->
        [red] Red
       *[blue] Blue
    }) { $swap ->
        [true] swapped
       *[false] played { $cell }
    }. { $next ->
        [red] Red
       *[blue] Blue
    } to move.
## Hex and Rex, a DM: the opponent moved.
game-your-turn = Game #{ $game }: { $by } played { $mv }. Your move.
## Hexdame, posted in the channel. $captured is the number of pieces taken (0 for none);
## $crowned is true when a man became a king.
game-dame-move-announce = Game #{ $game }, move { $ply }: { $name } ({ $player ->
        [white] White
       *[black] Black
    }) played { $mv }{ $captured ->
        [0] { "" }
       *[other] , capturing { $captured }
    }{ $crowned ->
        [true] , and was crowned
       *[false] { "" }
    }. { $next ->
        [white] White
       *[black] Black
    } to move.
    .you = Game #{ $game }, move { $ply }: you ({ $player ->
        [white] White
       *[black] Black
    }) played { $mv }{ $captured ->
        [0] { "" }
       *[other] , capturing { $captured }
    }{ $crowned ->
        [true] , and your man was crowned
       *[false] { "" }
    }. { $next ->
        [white] White
       *[black] Black
    } to move.
## Hexdame, a DM to the mover of a game with no channel.
game-dame-you-played = Game #{ $game }: you played { $mv }.
## Hexdame, a DM: the opponent moved.

## The result of a Hex, Rex or Dark Hex game (channel and DMs). $reason is connection (the
## winner joined their edges), rex-connection (Rex: the loser joined their own edges),
## resignation or timeout. $hidden is true for a Dark Hex game that ended by resignation or
## timeout: its board is not revealed.
game-over = Game #{ $game } is over: { $reason ->
        [rex-connection] { $loser_name } joined their own edges and loses
        [resignation] { $loser_name } resigned
        [timeout] { $loser_name } ran out of time
       *[connection] { $winner_name } joined their edges
    }. { $winner_name } ({ $winner ->
        [red] Red
       *[blue] Blue
    }) wins.{ $hidden ->
        [true] { " " }The board stays hidden; `hex replay { $game }` shows every stone.
       *[false] { "" }
    }
    .you-won = Game #{ $game } is over: { $reason ->
        [rex-connection] { $loser_name } joined their own edges and loses
        [resignation] { $loser_name } resigned
        [timeout] { $loser_name } ran out of time
       *[connection] you joined your edges
    }. You win ({ $winner ->
        [red] Red
       *[blue] Blue
    }).{ $hidden ->
        [true] { " " }The board stays hidden; `hex replay { $game }` shows every stone.
       *[false] { "" }
    }
    .you-lost = Game #{ $game } is over: { $reason ->
        [rex-connection] you joined your own edges and lose
        [resignation] you resigned
        [timeout] you ran out of time
       *[connection] { $winner_name } joined their edges
    }. { $winner_name } ({ $winner ->
        [red] Red
       *[blue] Blue
    }) wins.{ $hidden ->
        [true] { " " }The board stays hidden; `hex replay { $game }` shows every stone.
       *[false] { "" }
    }
## The result of a Hexdame game that one side won. $reason is no-pieces, no-moves,
## resignation or timeout. The attributes are the two kinds of draw.
game-dame-game-over = Game #{ $game } is over: { $reason ->
        [no-pieces] { $loser_name } has no pieces left
        [no-moves] { $loser_name } has no legal move
        [resignation] { $loser_name } resigned
       *[timeout] { $loser_name } ran out of time
    }. { $winner_name } ({ $winner ->
        [white] White
       *[black] Black
    }) wins.
    .repetition = Game #{ $game } is drawn: the same position occurred three times with the same player to move.
    .agreement = Game #{ $game } is drawn by agreement.
    .you-won = Game #{ $game } is over: { $reason ->
        [no-pieces] { $loser_name } has no pieces left
        [no-moves] { $loser_name } has no legal move
        [resignation] { $loser_name } resigned
       *[timeout] { $loser_name } ran out of time
    }. You win ({ $winner ->
        [white] White
       *[black] Black
    }).
    .you-lost = Game #{ $game } is over: { $reason ->
        [no-pieces] you have no pieces left
        [no-moves] you have no legal move
        [resignation] you resigned
       *[timeout] you ran out of time
    }. { $winner_name } ({ $winner ->
        [white] White
       *[black] Black
    }) wins.
## A rated game's result: $result is the result as game-over or game-dame-game-over says
## it; then both players' new ratings ($first_rating such as 1532, or 1500? while
## provisional) and changes ($first_change such as +14, -9, ±0).
game-rated-game-over = { $result } Rated: { $first_name } { $first_rating } ({ $first_change }), { $second_name } { $second_rating } ({ $second_change }).
## An idle game with no moves was aborted.
game-aborted = Game #{ $game } was aborted: nobody moved in time.

## Draws (Hexdame only).
game-draw-offered = Game #{ $game }: { $by } offers a draw.
game-draw-offered-dm = Game #{ $game }: { $by } offers a draw. Type `hex draw accept` to agree or `hex draw decline` to refuse; moving refuses it too.
game-draw-offer-stands = Game #{ $game }: your draw offer stands until your opponent answers or moves.
game-draw-declined = Game #{ $game }: { $by } declined the draw; play on.

## Takebacks (Hex and Rex; by agreement online).
game-takeback-asked = Game #{ $game }: { $by } asks to take back their last move.
game-takeback-asked-dm = Game #{ $game }: your opponent asks to take back their last move. Type `hex takeback` to agree, or just move to refuse.
game-taken-back = Game #{ $game }: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } taken back.

## Rematches: posted in the channel (colours are swapped), and by DM.
game-rematch-offered = { $by } offers a rematch of game #{ $game } with colours swapped: type `hex rematch` to accept.
game-rematch-offered-dm = { $by } offers a rematch of game #{ $game }: type `hex rematch` to accept.

## Clock reminders. $left is the time left, such as 5m or 2h 30m.
game-time-warning-dm = Game #{ $game }: your time runs out in { $left }.
game-time-warning = Game #{ $game }: { $player ->
        [red] Red
        [blue] Blue
        [white] White
       *[black] Black
    } has { $left } left to move.

## Above the board picture a player asked for. $to_move is none when the game is over.
game-board-of = Game #{ $game } after { $ply ->
        [one] { $ply } move
       *[other] { $ply } moves
    }: { $to_move ->
        [red] Red to move.
        [blue] Blue to move.
        [white] White to move.
        [black] Black to move.
       *[none] the game is over.
    }

## `hex games`: the user's games and the challenges in the channel, one per line. The value
## is said when there is no game; .games and .challenges head their lists; each line is one
## game ($name is the game's name as typed: darkhex, hex, …; $your_move is true or false)
## or one challenge ($yours is true for the user's own).
game-list = You have no game in progress.
    .games = Your games:
    .game-line = #{ $game } { $name } against { $opponent }{ $your_move ->
        [true] { " " }— your move
       *[false] { "" }
    }
    .challenges = Challenges:
    .challenge-line = { $id } from { $from }{ $yours ->
        [true] { " " }(yours)
       *[false] { "" }
    }

## Replays and records, shown with the picture or the record.
game-replay-of = Replay of game #{ $game } ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }).
## Shown with the animated replay, after the final board.
game-replay-animation = Game #{ $game }, move by move.
## $record is the SGF text, shown in a code block: keep the three backticks on their lines.
game-sgf =
    Game #{ $game } as Hex SGF:
    ```
    { $record }
    ```
game-sgf-attached = Game #{ $game } as Hex SGF: the game record is in the attached file.
## $record is the Hexdame move list (f4-g5 …); .empty stands for it when no move was made.
game-dame-record =
    Game #{ $game }, Hexdame moves (White first):
    ```
    { $record }
    ```
    .empty = (no moves)
