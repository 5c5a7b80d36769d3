### Tournaments run in a channel (`hex tournament …`): creation, players joining, leaving and
### withdrawing, rounds and their pairings, results and forfeits, standings, info, lists, the
### tie-breaks explained, and what cannot be done.
###
### Variables: $id is a tournament number (users type it as `t3`), $game a game number (shown
### after `#`), $round and $rounds round numbers, $board a board number (from 1); $name,
### $first, $second, $opponent, $winner and $by are people's names. Command words in
### backticks (`hex tournament join`, `start=full`, `1-0`) are what the bot parses: keep them.

## A format. The value is a Swiss tournament of $rounds rounds.
tournament-format = Swiss, { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }
    .rr = round-robin
    .drr = double round-robin
## When a new tournament starts. The value: $after is a duration such as "2h 00m".
tournament-start = starts in { $after }
    .hand = an organiser starts it with `hex tournament start`
    .full = starts as soon as it is full
## Posted in the channel. $format is tournament-format, $game the game of every board
## (e.g. "darkhex 7×7, time 1d, rated"), $max the most players (0: no limit), $start
## tournament-start.
tournament-created = Tournament t{ $id } is open: { $format }, { $game }; { $max ->
        [0] no player limit
        [one] at most { $max } player
       *[other] at most { $max } players
    }; { $start }. Type `hex tournament join` to play.
## $count is the number of players now; $late is true after the start (a half-point bye for
## the round being played).
tournament-joined = { $name } joined tournament t{ $id } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }).{ $late ->
        [true] { " " }Joining late gives a half-point bye for this round.
       *[false] {""}
    }
tournament-left = { $name } left tournament t{ $id }.
## $kicked is true when an organiser removed the player.
tournament-withdrew = { $kicked ->
        [true] { $name } was removed from tournament t{ $id }
       *[false] { $name } withdrew from tournament t{ $id }
    }: games being played are lost by forfeit, and no more games are paired for them.
tournament-started = Tournament t{ $id } begins: { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }. Good luck!
## The heading of a round's pairings; each board follows on its own line.
tournament-pairings = Tournament t{ $id }, round { $round } of { $rounds }:
## One board. $game is " (#12)" or empty; $result a score such as 1–0 or empty.
tournament-board = Board { $board }: { $first } (first) – { $second }{ $game } { $result }
## A player without a game this round; $points is 1, ½ or 0 as shown, $count the same
## number (1, 0.5, 0) for a plural.
tournament-bye = { $name }: bye ({ $points })
## A DM to each player when their game of the round begins.
tournament-next-game = Tournament t{ $id }, round { $round }: your game #{ $game } against { $opponent } is ready.
## A DM to a player without a game this round; $points is 1, ½ or 0 as shown, $count the
## same number (1, 0.5, 0) for the plural.
tournament-your-bye = Tournament t{ $id }, round { $round }: you have a bye ({ $points } { $count ->
        [one] point
       *[other] points
    }); your next game comes with the next round.
## Posted when a round deadline passes. $double is true when neither player moved.
tournament-forfeited = Tournament t{ $id }: game #{ $game } (board { $board }) was not played by the round deadline: { $double ->
        [true] both players lose by forfeit.
       *[false] the player who did not move loses by forfeit.
    }
## An organiser set or corrected a result; $result is a score such as 1–0, ½–½ or + –.
tournament-result-set = Tournament t{ $id }, round { $round }, board { $board }: result { $result }, set by { $by }.
## The title of the standings (picture and text). $over is true after the last round.
tournament-standings-title = { $over ->
        [true] Tournament t{ $id }: final standings
       *[false] Tournament t{ $id }: standings after round { $round } of { $rounds }
    }
## One line of the standings as text. $rank and $points as shown (2½); $games a number;
## $breaks the tie-breaks as "BH-C1 5, BH 7, SB 4" (their codes are
## tournament-tie-break-code); $withdrawn true after a withdrawal.
tournament-standing = { $rank }. { $name }: { $points } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    }; { $breaks }){ $withdrawn ->
        [true] , withdrawn
       *[false] {""}
    }
## The column headings of the standings picture (short: they head narrow columns).
tournament-heading = Standings
    .rank = #
    .player = Player
    .points = Pts
    .games = Games
    .rating = Rating
tournament-finished = Tournament t{ $id } is over. Congratulations to { $winner }, first place!
tournament-cancelled = Tournament t{ $id } was cancelled; its unfinished games are aborted.
tournament-cancelled-too-few = Tournament t{ $id } was cancelled at its start time: fewer than two players joined.
## One tournament in a list or in its info. $channel is a channel mention, $status one of
## open, running, finished, cancelled; $round 0 before the start.
tournament-line = t{ $id } in { $channel }: { $format }, { $game }; { $players ->
        [one] { $players } player
       *[other] { $players } players
    }; { $status ->
        [open] open for players
        [running] { $rounds ->
            [0] under way
           *[other] round { $round } of { $rounds }
        }
        [finished] finished
       *[cancelled] cancelled
    }
## $line is tournament-line, $players the players' names, $max the most players (0: no
## limit), $deadline the round deadline as a duration.
tournament-info = { $line }. Players: { $players }. { $max ->
        [0] No player limit.
        [one] At most { $max } player.
       *[other] At most { $max } players.
    } Round deadline: { $deadline }.
tournament-list = Tournaments:
tournament-list-empty = No tournament is running here. An organiser starts one with `hex tournament create`.
## `hex tournament rules`: the formats and the tie-breaks, in the order they are applied.
tournament-rules = Tournament formats: round-robin (`rr`: everyone plays everyone once), double round-robin (`drr`: twice, colours reversed) and Swiss (`swiss 5`: five rounds, each paired between players with the same score, never the same pairing twice). A win is 1 point, a draw ½, a bye 1 (½ for a late joiner). Ties on points are broken, round-robin: direct encounter (points between the tied players), then Sonneborn-Berger (each opponent's score times the points you took from them), then wins; Swiss: Buchholz Cut-1 (your opponents' scores without the lowest), then Buchholz (all of them), then Sonneborn-Berger. A game not played counts as a draw against yourself, the FIDE way. Players who do not move by the round deadline lose by forfeit.

## What cannot be done. A word of `hex tournament …` not understood; $text as typed.
tournament-error-bad-word = I did not understand “{ $text }” in that tournament command. Create one like `hex tournament create darkhex 7 swiss 4 max=8 start=full 1d`; others: `join`, `leave`, `withdraw`, `start`, `pairings`, `standings`, `info`, `list`, `cancel`, `result 2 1-0`, `kick @name`, `avoid @a @b`, `rules`; knockouts: `seed @name …`, `bracket`, `rules knockout`.
tournament-error-no-such = There is no tournament t{ $id }.
tournament-error-none-here = There is no tournament in this channel. `hex tournament list` shows this server's.
tournament-error-name-one = In a DM, name the tournament, like `hex tournament standings t3`.
tournament-error-channel-only = Tournaments are made in a server channel: type this there.
tournament-error-organiser = Only organisers can do that: members with Manage Server, the server's organiser role, or a room moderator.
tournament-error-one-per-channel = This channel already runs tournament t{ $id }: one at a time.
tournament-error-already-joined = You are already in tournament t{ $id }.
tournament-error-not-joined = You are not in tournament t{ $id }.
tournament-error-not-a-player = That person is not in this tournament.
tournament-error-full = Tournament t{ $id } is full.
tournament-error-closed = This tournament takes no more players.
tournament-error-use-withdraw = The tournament has started: type `hex tournament withdraw` to stop playing.
tournament-error-already-withdrawn = That player has already withdrawn.
tournament-error-already-started = The tournament has already started.
tournament-error-not-started = Tournament t{ $id } has not started yet: no pairings so far.
tournament-error-too-few = A tournament needs at least two players.
tournament-error-round-on = The round is still being played.
tournament-error-over = This tournament is over or cancelled.
tournament-error-no-board = Round { $round } has no game on board { $board }.

## The `/hex tournament …` slash commands: .name is the word Discord shows (kept in English
## in every language, as the other subcommands), .description at most 100 characters; a
## choice's label is a .choice-… attribute.
tournament-cmd =
    .name = tournament
    .description = Tournaments in this channel: create, join, play, standings
tournament-cmd-create =
    .name = create
    .description = Create a tournament in this channel (organisers)
tournament-cmd-join =
    .name = join
    .description = Join the tournament
tournament-cmd-leave =
    .name = leave
    .description = Leave the tournament before it starts
tournament-cmd-withdraw =
    .name = withdraw
    .description = Withdraw from the tournament after its start
tournament-cmd-start =
    .name = start
    .description = Start the tournament now (organisers)
tournament-cmd-pairings =
    .name = pairings
    .description = The pairings of the current round
tournament-cmd-standings =
    .name = standings
    .description = Standings or bracket, as a picture and text
tournament-cmd-info =
    .name = info
    .description = What the tournament is and where it stands
tournament-cmd-list =
    .name = list
    .description = The tournaments of this server
tournament-cmd-cancel =
    .name = cancel
    .description = Cancel the tournament (organisers)
tournament-cmd-result =
    .name = result
    .description = Set or correct a board's result (organisers)
tournament-cmd-kick =
    .name = kick
    .description = Remove a player (organisers)
tournament-cmd-rules =
    .name = rules
    .description = The formats and tie-breaks explained
tournament-cmd-option-id =
    .name = tournament
    .description = Which tournament
tournament-cmd-option-format =
    .name = format
    .description = The tournament's format
    .choice-rr = Round-robin
    .choice-drr = Double round-robin
    .choice-swiss = Swiss
    .choice-knockout = Knockout
    .choice-double-knockout = Double knockout
    .choice-arena = Arena
tournament-cmd-option-rounds =
    .name = rounds
    .description = Swiss: rounds; arena: minutes
tournament-cmd-option-max =
    .name = max-players
    .description = The most players (no limit if not given)
tournament-cmd-option-start =
    .name = start
    .description = When it starts
    .choice-hand = When an organiser starts it
    .choice-full = As soon as it is full
    .choice-1h = In one hour
    .choice-1d = In one day
tournament-cmd-option-deadline =
    .name = deadline
    .description = Time for a game's first moves
    .choice-1h = 1 hour
    .choice-12h = 12 hours
    .choice-1d = 1 day
    .choice-3d = 3 days
tournament-cmd-option-board =
    .name = board
    .description = The board number
tournament-cmd-option-round =
    .name = round
    .description = The round (the current one if not given)
tournament-cmd-option-result =
    .name = result
    .description = The result
    .choice-1-0 = First player wins
    .choice-0-1 = Second player wins
    .choice-draw = Draw
    .choice-first-forfeit = First player wins by forfeit
    .choice-second-forfeit = Second player wins by forfeit
    .choice-double-forfeit = Both lose by forfeit
tournament-cmd-option-organiser-role =
    .name = organiser-role
    .description = Members with this role organise tournaments
## The tie-breaks' short codes, heading the standings' columns and in its text lines:
## direct encounter, Sonneborn-Berger, games won, Buchholz Cut-1, Buchholz.
tournament-tie-break-code =
    .direct-encounter = DE
    .sonneborn-berger = SB
    .wins = W
    .buchholz-cut1 = BH-C1
    .buchholz = BH

## The title of the standings while a round is being played: they count the complete rounds
## only. $round is the last complete round (0: none yet), $rounds how many rounds there are,
## $playing the round being played (none of its results counted yet).
tournament-standings-title-in-play = { $round ->
        [0] Tournament t{ $id }: standings before round 1 of { $rounds } (round { $playing } in play)
       *[other] Tournament t{ $id }: standings after round { $round } of { $rounds } (round { $playing } in play)
    }
## Posted after the last round when several players share first place, equal on points and
## on every tie-break. $winners is their names ("Ann, Bob"), $count how many (2 or more).
tournament-finished-shared = Tournament t{ $id } is over. { $count ->
        [one] { $count } player shares
       *[other] { $count } players share
    } first place, equal on points and on every tie-break: { $winners }. Congratulations!
## `hex tournament rules`: the formats, the points, and exactly what the tie-breaks compute
## (FIDE's Tie-Break Regulations, Handbook C.07, in force since 2024).
tournament-rules-fide = Tournament formats: round-robin (`rr`: everyone plays everyone once), double round-robin (`drr`: twice, colours reversed) and Swiss (`swiss 5`: five rounds, each paired between players with the same score, never the same pairing twice). A win is 1 point, a draw ½, a win by forfeit 1. Swiss: the pairing bye is worth 1, a late joiner's bye ½. Round-robin: the player who sits a round out scores nothing for it, as in FIDE round-robins; everyone sits out once, so until the end compare the games column. Standings count complete rounds only. Ties on points are broken as FIDE's Tie-Break Regulations (C.07, 2024) say. Round-robin: direct encounter (points scored in the games played between the tied players, applied again among any still tied), then Sonneborn-Berger (each opponent's score times the points you scored against them), then games won over the board. Swiss: Buchholz Cut-1 (your opponents' scores without the least one), then Buchholz (all of them), then Sonneborn-Berger. A round you did not play over the board (a bye, a forfeit, a round missed) counts in your Buchholz and Sonneborn-Berger as a game against yourself: an opponent with your own score, scored as that round was; Cut-1 leaves such a round out first if it gave you less than a win. In an opponent's score, the rounds they missed at the end (after withdrawing) count as draws. In a round-robin a forfeit adds nothing to Sonneborn-Berger. Players equal on everything share the place. Withdrawing ends your game being played as a loss: rated if both players had moved, a forfeit otherwise. Players who do not move by the round deadline lose by forfeit.
## An organiser said two players must never be paired (`avoid`).
tournament-avoided = { $first } and { $second } will not be paired with each other in tournament t{ $id }.
tournament-cmd-avoid =
    .name = avoid
    .description = Never pair these two (organisers)
tournament-cmd-option-other =
    .name = other
    .description = The other player
## `hex tournament rules swiss`: how a Swiss round is paired.
tournament-rules-swiss = Swiss rounds are paired by FIDE's Dutch system (C.04.3), checked against bbpPairings (the engine lichess uses): score groups from the top, each group's upper half against its lower half; nobody meets the same opponent twice over the board or gets a second bye (a forfeit win counts as one); colour means who moves first, and it alternates: nobody gets the same side three times in a row or two games more on one side than the other, except leaders in the last round; nobody floats to another score group the same way as in the last two rounds if that can be avoided; the bye goes to the lowest-ranked player of the lowest score group. A forfeited game does not stop the two from meeting again (FIDE counts it as not played). Over 1,000 random tournaments, ours paired every round exactly as bbpPairings did.
