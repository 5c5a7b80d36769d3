### Arena tournaments (`hex tournament create … arena 45m`) and check-in (`checkin=15m`): the
### format, the start, the games as they begin, the time being up, the leaderboard, the rules,
### the check-in window, and what cannot be done.
###
### Variables: $id is a tournament number (users type it as `t3`), $game a game number (shown
### after `#`), $minutes a count of minutes, $left and $after durations as the clock shows
### them ("45m 00s").
### Names are people's names.

## An arena's format, for the creation post, lists and info.
arena-format = arena of { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
## Posted at the start.
arena-started = Arena t{ $id } begins with { $players ->
        [one] { $players } player
       *[other] { $players } players
    } and runs for { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }. Finish a game and you are paired again at once. Good luck!
## The heading of a list of games, one per line after it (arena-game-line). $in-play is true
## for `hex tournament pairings` (the games being played), false when they have just begun.
arena-games = { $in-play ->
        [true] Arena t{ $id }, games being played:
       *[false] Arena t{ $id }, games beginning now:
    }
arena-in-play-none = Arena t{ $id }: no game is being played right now.
arena-game-line = { $first } (first) – { $second } (#{ $game })
## A DM to each player when their game begins.
arena-your-game = Arena t{ $id }: your game #{ $game } against { $opponent } is ready.
## The time is up. $count games are still being played; they still count.
arena-time-up = Arena t{ $id }: time is up, no new games begin. { $count ->
        [one] { $count } game is still being played and counts when it ends.
       *[other] { $count } games are still being played and count when they end.
    }
## The leaderboard's title (picture and text). $state is running (with $left, the time
## left), time-up (games still being played) or over.
arena-leaderboard-title = { $state ->
        [running] Arena t{ $id }: leaderboard, { $left } left
        [time-up] Arena t{ $id }: leaderboard, time is up
       *[over] Arena t{ $id }: final leaderboard
    }
## The leaderboard's columns besides the standings' own: wins, and the winning streak
## (2 or more: the next win counts double). Short: narrow columns.
arena-heading = Arena
    .wins = Wins
    .streak = Streak
## A player who withdrew joined again (`hex tournament join`); they keep their points.
arena-back = { $name } is back in arena t{ $id }, with their points.
## A game whose players had not both moved by the deadline. $double is true when neither
## moved.
arena-forfeited = Arena t{ $id }: game #{ $game } was not begun by its deadline: { $double ->
        [true] both players lose by forfeit.
       *[false] the player who did not move loses by forfeit.
    }
## Posted at the end when no game was finished.
arena-finished-empty = Arena t{ $id } is over: no game was finished.
## `hex tournament rules arena`.
arena-rules = Arena (`arena 45m`): the arena runs for a fixed time. Whoever finishes a game is paired again at once with a free player of a similar score, never the opponent of their last game (unless the two of them are the only players left); with nobody suitable free, you wait for the next game to end. Points as on lichess: a win 2, a draw 1 (Hexdame only), a loss 0. After two wins in a row you are on a streak: each further game counts double (a win 4) until a game you do not win ends the streak. A win by forfeit counts 2 and leaves the streak as it was; a game not begun by its deadline (`deadline=…`, 3 minutes unless set) is lost by whoever did not move. No game begins once the time is up, but the games being played then still count when they end (lichess does not count them); the final leaderboard comes when the last one ends. The leaderboard is posted every 5 minutes and at the end, ranked by points, then wins, then rating. You may join while the arena runs, and `hex tournament withdraw` pauses you: your game being played is lost, and `hex tournament join` brings you back with your points. Check-in (`checkin=15m` on create): the window opens that long before the start (at once without a start time); confirm with `hex tournament checkin` or the button. Players who have not checked in by the start are dropped and told why.
## The check-in window opened (posted with a button). $timed is true when the tournament
## starts at a set time, $after from now.
arena-checkin-open = Check-in for tournament t{ $id } is open: players, confirm with `hex tournament checkin` or the button. { $timed ->
        [true] It starts in { $after }; whoever has not checked in by then is dropped.
       *[false] Whoever has not checked in when it starts is dropped.
    }
arena-checked-in = You are checked in for tournament t{ $id }.
## A DM to a player dropped at the start.
arena-dropped-you = Tournament t{ $id } started without you: you had not checked in.
## Posted at the start: the players dropped.
arena-dropped = Tournament t{ $id }: { $count ->
        [one] { $count } player had not checked in and was dropped:
       *[other] { $count } players had not checked in and were dropped:
    } { $names }.
## Refusals.
arena-error-no-result = An arena's results come from its games: no result can be set by board.
arena-error-no-checkin = Tournament t{ $id } has no check-in.
arena-error-checkin-not-open = The check-in for tournament t{ $id } is not open yet.
## `/hex tournament checkin` and the create option `checkin` (descriptions at most 100
## characters; the names stay as they are in every language).
arena-cmd-checkin =
    .name = checkin
    .description = Confirm your place (check-in)
arena-cmd-option-checkin =
    .name = checkin
    .description = Check-in minutes before the start
