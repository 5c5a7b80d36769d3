### Ratings and records: profiles (`hex profile`), leaderboards (`hex leaderboard`),
### histories (`hex history`), and why one cannot be shown. Ratings are Glicko-2: a rating
### such as 1532, written 1500? while provisional; RD is its deviation.

## The name of each rating, one per game (shown in profiles, leaderboards, histories and
## over the rating-history picture).
records-kind =
    .darkhex = Dark Hex (classic)
    .darkhex-abrupt = Dark Hex (abrupt)
    .hex = Hex
    .rex = Rex
    .hexdame = Hexdame
## Stands for a player whose name is not known (never their id).
records-someone = someone

## How long ago a game ended, in whole days.
records-ago = { $days ->
        [0] today
        [1] yesterday
       *[other] { $days } days ago
    }

## One finished game, one line of a profile or a history: number, rating, result against
## the opponent, how it ended, the rating change of a rated game, when, and the replay
## command. $result is win, loss or draw; $reason is how the game ended (connection,
## resignation, timeout, nopieces, nomoves, agreement, repetition); $change is the
## rating change (+14, -9, ±0), or none for a casual game; $ago is records-ago.
records-game-line = #{ $game } · { $kind } · { $result ->
        [win] won
        [loss] lost
       *[draw] drawn
    } against { $opponent } ({ $reason ->
        [connection] connection
        [resignation] resignation
        [timeout] timeout
        [nopieces] nopieces
        [nomoves] nomoves
        [agreement] agreement
        [repetition] repetition
       *[other] { $reason }
    }){ $change ->
        [none] { "" }
       *[other] { " · " }{ $change }
    } · { $ago } · `hex replay { $game }`

## A player's profile, line by line: the name (bold), one line per rating ($rating, $rd
## its deviation, and the counts of wins, losses and draws), the current streak (.streak
## frames one of the .streak-… attributes; $longer is true when the streak is longer than
## $count, which is then the most counted), the last games (lines of records-game-line),
## and a caption for the rating-history picture.
records-profile = **{ $name }**
    .no-ratings = No rated games yet.
    .rating-line = { $kind }: { $rating } (RD { $rd }) · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, { $losses ->
        [one] { $losses } loss
       *[other] { $losses } losses
    }, { $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
    }
    .streak = Current streak: { $streak }.
    .streak-win = { $longer ->
        [true] { $count }+ wins
       *[false] { $count ->
            [one] { $count } win
           *[other] { $count } wins
        }
    }
    .streak-loss = { $longer ->
        [true] { $count }+ losses
       *[false] { $count ->
            [one] { $count } loss
           *[other] { $count } losses
        }
    }
    .streak-draw = { $longer ->
        [true] { $count }+ draws
       *[false] { $count ->
            [one] { $count } draw
           *[other] { $count } draws
        }
    }
    .no-games = No finished games yet.
    .last-games = Last games:
    .chart = The picture: { $kind } rating after each game.

## A leaderboard, line by line: the title (bold; $scope is one of the .scope-…
## attributes), the rows ($rank. $name $rating), and the asker's own place (.own-…).
## Ranked means: RD under 100 and a rated game in the last 90 days.
records-leaderboard = **Leaderboard · { $kind } · { $scope }**
    .scope-everyone = everyone
    .scope-everyone-dm = everyone (a DM has no server board)
    .scope-server = this server
    .empty = Nobody is ranked yet (ranked: RD under 100, a rated game in the last 90 days).
    .row = { $rank }. { $name } { $rating }
    .own-ranked = You: #{ $rank } ({ $rating }).
    .own-provisional = You are not ranked yet: your rating { $rating } is provisional (RD ≥ 100); a few more rated games settle it.
    .own-inactive = You are not ranked: no rated game in 90 days (your rating: { $rating }).
    .own-no-games = You are not ranked: no rated games of this kind here yet.

## A page of a player's finished games: the title (bold; $kind is a rating's name or
## none for every game), then lines of records-game-line, then the command for the next
## page ($next, such as `hex history page 2`).
records-history = **Games of { $name }{ $kind ->
        [none] { "" }
       *[other] { " · " }{ $kind }
    }** · page { $page } of { $pages }
    .no-games = No finished games yet.
    .next = Next page: `{ $next }`
    .you = **Your games{ $kind ->
        [none] { "" }
       *[other] { " · " }{ $kind }
    }** · page { $page } of { $pages }

## The title over a rating-history picture: the player's name and the rating's.
records-rating-chart-title = { $name } · { $kind }
## Said inside an empty rating-history picture.
records-chart-empty = No rated games yet
records-unknown-player = I know no finished game of that player (name them with a mention, like `hex profile @name`).
records-no-records-yet = You have no finished games yet: they appear here when one ends.
records-unavailable = Ratings and records need the bot's database, which this mode has not.
