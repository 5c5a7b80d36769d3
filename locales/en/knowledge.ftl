### The knowledge replay of a finished Dark Hex game: the caption of its animation and its
### refusals. Variables: $game is a game number (shown after `#`), $moves a count of moves.

## The knowledge replay (`hex replay 12 views`, or the Replay button under a Dark Hex result).
knowledge-of = What each player knew in game #{ $game }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: Red's knowledge on the left, the true board in the middle, Blue's on the right. An outlined cell is a hit on that move; a ringed stone was found by a hit.
## Asked for while the Dark Hex game is still being played.
knowledge-not-over = Game #{ $game } is still being played: what each player knows stays hidden until it ends. Ask again with `hex replay { $game } views` once it is over.
## Asked for a game without hidden stones.
knowledge-only-dark-hex = Game #{ $game } is not Dark Hex: both players saw every stone, so there is no knowledge to show. `hex replay { $game }` shows the game move by move.
