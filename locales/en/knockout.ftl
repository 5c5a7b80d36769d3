### Knockout tournaments (`hex tournament create … knockout` and `double-knockout`): the
### format, the start, each game called, each match decided, the champion, the bracket's
### words, the rules, and what cannot be done.
###
### Variables: $id is a tournament number (users type it as `t3`), $game a game number (shown
### after `#`), $code a match's code as the bracket shows it (W2.1: winners' bracket round 2,
### match 1; L1.2 losers' bracket; GF grand final; GF2 the reset; 3rd the third-place match),
### $number a game's number in its match (from 1). Names are people's names.

## A knockout's format. $double is true for double elimination; $games the games a match;
## $kind is one (a single game), best (best of an odd number) or fixed (an even number, then
## deciders); $seeding rating, random or hand; $extra third-place, no-reset or none.
knockout-format = { $double ->
        [true] double knockout
       *[false] knockout
    } ({ $kind ->
        [one] one game a match
        [best] matches best of { $games }
       *[fixed] matches of { $games } games, deciders if level
    }; seeded { $seeding ->
        [random] at random
        [hand] by hand
       *[rating] by rating
    }{ $extra ->
        [third-place] ; a match for 3rd place
        [no-reset] ; no bracket reset
       *[none] {""}
    })
## Posted at the start. $format is knockout-format; $byes how many top seeds go through
## round 1 without a match.
knockout-started = Tournament t{ $id } begins: { $format }, { $players ->
        [one] { $players } player
       *[other] { $players } players
    }.{ $byes ->
        [0] {""}
        [one] { " " }The top seed has a bye in round 1.
       *[other] { " " }The top { $byes } seeds have a bye in round 1.
    } Good luck!
## The heading of a list of games, one per line after it (knockout-call). $in-play is true
## for `hex tournament pairings` (the games being played), false when they have just begun.
knockout-calls = { $in-play ->
        [true] Tournament t{ $id }, games being played:
       *[false] Tournament t{ $id }, games beginning now:
    }
knockout-in-play-none = Tournament t{ $id }: no game is being played right now.
## One game of a match: "W1.2, game 1: ann (first) – bob (#12)".
knockout-call = { $code }, game { $number }: { $first } (first) – { $second } (#{ $game })
## A DM to each player when their game begins. $games is how many games a match has.
knockout-next-game = Tournament t{ $id }, match { $code }{ $games ->
        [1] {""}
       *[other] , game { $number }
    }: your game #{ $game } against { $opponent } is ready.
## A match is decided. $score is the match score from the winner's side ("2–1"); $scored is
## false when it was won without a game (the other player withdrew).
knockout-match-won = Tournament t{ $id }, match { $code }: { $winner } beats { $loser }{ $scored ->
        [true] { " " }{ $score }
       *[false] {""}
    } and goes on.
## A game of a match ended and the match goes on. $first and $second are a name and its
## points ("ann 1").
knockout-match-goes-on = Tournament t{ $id }, match { $code }: { $first } – { $second }; the next game begins.
## A game whose first moves were not made by the deadline. $double is true when neither
## player moved (nobody scores, and the match goes on with its next game).
knockout-forfeited = Tournament t{ $id }, match { $code }: game #{ $game } was not played by the deadline: { $double ->
        [true] neither player scores, and the match goes on with its next game.
       *[false] the player who did not move loses it by forfeit.
    }
knockout-finished = Tournament t{ $id } is over. { $champion } is the champion. Congratulations!
knockout-finished-no-champion = Tournament t{ $id } is over without a champion: every player left.
## The title of the bracket (picture and text). $over is true once it is decided.
knockout-bracket-title = { $over ->
        [true] Tournament t{ $id }: final bracket
       *[false] Tournament t{ $id }: bracket
    }
## Posted after `hex tournament seed`. $names the players in seed order.
knockout-seeded = Tournament t{ $id } will be seeded by hand: { $names }; any other players follow by rating.
## The bracket's words, in the picture and its text. Short: they fit narrow boxes.
knockout-label = Bracket
    .bracket = Bracket
    .winners = Winners' bracket
    .losers = Losers' bracket
    .final = Grand final
    .reset = Bracket reset
    .third-place = Third place
    .bye = bye
    .withdrawn = withdrawn
## A round's heading; $n its number.
knockout-label-round = Round { $n }
## A place waiting for a match's winner or loser; $m the match's code.
knockout-label-winner-of = winner { $m }
knockout-label-loser-of = loser { $m }
## `hex tournament rules knockout`.
knockout-rules = Knockout (`knockout`): lose a match and you are out. Double knockout (`double-knockout`): your first lost match sends you to the losers' bracket, the second one out; the winners' and losers' champions meet in the grand final, and if the losers' champion wins it, a second final is played (the bracket reset; `reset=off` leaves it out). Seeding (`seed=rating`, the default; `seed=random`; `seed=hand` with `hex tournament seed @a @b …`): seeds 1 and 2 can meet only in the final, 1 to 4 only from the semi-finals on. A field that is not a power of two gives byes to the top seeds: they go through round 1 without a match. A match (`match=N`) is one game, best of an odd N (it stops once decided), or an even N, the Hex players' fair match: N games with colours alternating. A match level after its games goes on with deciders, one at a time, until one is won; the colours of the first game and of the first decider are drawn by lot. In a single knockout the losing semi-finalists share 3rd place unless `third-place=on` has them play for it. A player who withdraws loses the match in play and every later one by forfeit. A game whose first moves are not made by the deadline is lost by the player who did not move (neither scores if both did not: the match goes on).

## What cannot be done. A knockout word of `hex tournament create` that is wrong; $text as
## typed.
knockout-error-match = “{ $text }”: a match has 1 to 15 games, like `match=3` (best of 3) or `match=2` (two games with colours swapped, then deciders if level).
knockout-error-third-place = “{ $text }”: write `third-place=on` or `third-place=off`.
knockout-error-reset = “{ $text }”: write `reset=on` or `reset=off`.
knockout-error-seed = “{ $text }”: seeding is `seed=rating`, `seed=random` or `seed=hand`.
knockout-error-not-knockout = “{ $text }” is for knockout tournaments: add `knockout` or `double-knockout`, or leave it out.
knockout-error-third-place-double = “{ $text }”: a double knockout's losers' bracket decides 3rd place; `third-place` is for a single `knockout`.
knockout-error-reset-single = “{ $text }”: only a `double-knockout` has a grand final to reset.
knockout-error-seed-players = Name the players in seed order, best first, like `hex tournament seed @ann @bob`{ $named ->
        [true] : “{ $text }” names nobody.
       *[false] .
    }
knockout-error-seed-not-knockout = Seeds by hand are for knockout tournaments; this one pairs by its own rules.
knockout-error-seed-not-joined = Everyone you seed must have joined the tournament first.
knockout-error-seed-twice = Each player can be seeded only once.
knockout-error-already-out = That player is already out of the bracket.
knockout-error-no-result = A knockout's results come from its games; to take a player out of the bracket, use `hex tournament kick @name`.

## The `/hex tournament …` slash commands of knockouts: .name is the word Discord shows (kept
## in English in every language), .description at most 100 characters; a choice's label is a
## .choice-… attribute.
knockout-cmd-seed =
    .name = seed
    .description = Seed a knockout by hand (organisers)
knockout-cmd-option-players =
    .name = players
    .description = Players in seed order: @ann @bob …
knockout-cmd-option-match =
    .name = match
    .description = Knockout: games a match (1, 3, 5 … or even)
knockout-cmd-option-third-place =
    .name = third-place
    .description = Knockout: play for 3rd place
knockout-cmd-option-reset =
    .name = reset
    .description = Double knockout: replay a lost grand final
knockout-cmd-option-seeding =
    .name = seeding
    .description = Knockout: the seeding
    .choice-rating = By rating
    .choice-random = At random
    .choice-hand = By hand (seed)
knockout-cmd-option-topic =
    .name = format
    .description = Which format's rules
    .choice-rr = Round-robin and Swiss
    .choice-knockout = Knockout
    .choice-arena = Arena and check-in
