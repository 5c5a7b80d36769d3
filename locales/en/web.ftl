### The web pages of games (`src/web/`): what a reader of a game's page sees besides the
### board pictures' words (colours, game names, results: board.ftl).
###
### Variables: $n and $total are numbers; $url is an address.

## A game's page.
web-moves = Moves
web-no-moves = No moves yet.
web-clock = Time left
web-aborted = the game was aborted
web-drawn = drawn
## A Dark Hex move that found a hidden stone, in the move list.
web-hit = hit
## Blue took over Red's first stone, in the move list.
web-swap = swap
## A finished game, stepped through position by position.
web-replay = Replay
web-position = after move { $n } of { $total }
web-view-truth = The true board
web-view-red = What Red knew
web-view-blue = What Blue knew
web-sgf = Download the record (SGF)
## Under the result in chat: the game's page.
web-page-link = The game's page: { $url }
## In the settings (when the bot serves pages): whether this community's games have pages
## (`web=on/off`; off: their links answer 404).
web-settings = Game pages on the web: { $on ->
        [true] on
       *[false] off
    }.

## The pages of a tournament, a player and a leaderboard.
## Under the standings, a profile or a leaderboard in chat: its page.
web-tournament-link = The tournament's page: { $url }
web-player-link = The player's page: { $url }
web-leaderboard-link = The leaderboard's page: { $url }
web-tournament-title = Tournament t{ $id }
## What the tournament is: $game the game and board, $players how many joined, $n the
## Swiss rounds or the arena's minutes.
web-format =
    .rr = Round-robin · { $game } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
    .drr = Double round-robin · { $game } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
    .swiss = Swiss, { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    } · { $game } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
    .knockout = Knockout · { $game } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
    .double-knockout = Double-elimination knockout · { $game } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
    .arena = Arena, { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    } · { $game } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
web-status-open = Open: players may still join.
web-status-round = Round { $round } of { $rounds } is being played.
web-status-running = Under way.
web-status-finished = Finished.
web-status-cancelled = Cancelled.
web-live-note = While the tournament runs, this page reloads itself every 30 seconds.
## A player on a winning streak in an arena (the next win counts double).
web-on-fire = on a streak: the next win counts double
web-withdrawn = withdrew
web-standings = Standings
web-tie-breaks = How ties on points are broken, in this order
web-tie-break =
    .direct-encounter = direct encounter: the points scored in the games between the players who are level on points
    .sonneborn-berger = Sonneborn-Berger: for every opponent, their score times the points scored against them, added up
    .wins = the number of games won over the board
    .buchholz-cut1 = Buchholz Cut-1: the opponents' scores added up, without the lowest one
    .buchholz = Buchholz: all the opponents' scores added up
web-tie-break-unplayed = A round without a game over the board (a bye, a forfeit, a round missed) counts as a game against a player with your own score, as FIDE's tie-break rules say. Only complete rounds count.
web-crosstable = Crosstable
web-crosstable-note = Each round: the opponent's line number, r (Red, moved first) or b (Blue), and the result: 1 win, ½ draw, 0 loss, + or − by forfeit, … being played.
web-bye = bye
web-in-play = being played
web-game = game
web-rounds = Rounds
web-round = Round { $n }
web-players = Players
web-no-players = Nobody has joined yet.
web-bracket = Bracket
web-match-games = Games of the matches
web-match-game = { $code }, game { $n }:
web-arena = Leaderboard
web-arena-note = After two wins in a row a player is on a streak (🔥): each further game is worth double until one is not won. A forfeit win neither starts nor ends a streak.
web-arena-games = Games, newest first
## A player's page.
web-ratings = Ratings
web-no-ratings = No rated games yet.
web-rating-counts = deviation { $rd } · { $wins } won, { $losses } lost, { $draws } drawn
web-rating-history = Rating history, { $kind }
web-history = Finished games
web-col-when = When
web-col-game = Game
web-col-result = Result
web-col-opponent = Opponent
web-col-change = Rating
web-newer = Newer
web-older = Older
web-page-of = page { $page } of { $pages }
web-no-games = No finished games yet.
web-result = { $result ->
        [win] won
        [loss] lost
       *[draw] drawn
    }
## How a game ended.
web-reason = { $reason ->
        [connection] connection
        [resignation] resignation
        [timeout] time
        [nopieces] no pieces left
        [nomoves] no move left
        [agreement] agreed
        [repetition] repetition
        [forfeit] forfeit
       *[other] { $reason }
    }
## A leaderboard's page: $kind the rating's name; $global true for the whole network's.
web-leaderboard-title = { $global ->
        [true] Leaderboard · { $kind } · everyone
       *[false] Leaderboard · { $kind } · this community
    }
web-col-player = Player
web-col-rating = Rating
web-leaderboard-empty = Nobody has a settled rating in this game yet.
web-leaderboard-note = Listed: settled ratings (deviation under 100) of players who played a rated game in the last { $days } days.
