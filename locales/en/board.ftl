### The words drawn inside the board pictures (headers, legends, status lines) and the
### terminal boards of local mode. They are short: a picture is as wide as its board, and a
### 7×7 board is narrow. Sentences start in lower case: the picture capitalises the first
### word of a line where it needs to.
###
### Variables: $player and $loser are colour names (board-red, board-blue, board-white,
### board-black); $n, $total, $stones and $hits are numbers; $cell and $move are cells or
### moves in notation.

## Colour and game names.
board-red = Red
board-blue = Blue
board-white = White
board-black = Black
board-dark-hex = Dark Hex
board-dark-hex-abrupt = Dark Hex (abrupt)
board-hex = Hex
board-rex = Rex
board-hexdame = Hexdame

## The header: the move counter ($n moves made), whose turn it is, and the viewer's colour.
board-moves-made = move { $n }
board-to-move = { $player } to move
board-your-turn = your turn
board-you-play = you play { $player }
## Marks the viewer's own name in the players line.
board-you = (you)
## Dark Hex status lines of a player's view.
board-opponent-found = your opponent has found { $n } of your stones
board-you-found = you have found { $n } of their stones
board-you-hit = you hit an enemy stone on { $cell }
## Added after board-you-hit in the classic version.
board-move-again = move again
board-opponent-just-hit = your opponent just found one of your stones
## Spectators of a Dark Hex game see counts, never stones.
board-spectator-counts = stones placed: { $stones } · hits: { $hits }
board-hidden-until-end = stones stay hidden until the game ends
## Results.
board-won-by-connection = { $player } wins
board-won-rex = { $player } wins: { $loser } joined their edges
board-won-by-resignation = { $player } wins: { $loser } resigned
board-won-by-timeout = { $player } wins: { $loser } ran out of time
board-swapped = Blue swapped
board-last-move = last move { $cell }
## A revealed Dark Hex board: the cells that were hit are ringed.
board-hits-ringed = hits: { $n } (ringed)
## A replay frame: move $n of $total.
board-replay-step = move { $n } of { $total }
## Legends under the board.
board-legend-found = found
board-legend-last = last move
board-legend-hit = just hit
board-legend-hit-stone = found by a hit
board-legend-chain = winning chain
board-legend-losing-chain = losing chain

## Hexdame.
board-hexdame-last-move = last move { $move }
board-hexdame-captured = { $n } captured
board-hexdame-crowned = crowned
## Pieces left (men and kings).
board-hexdame-pieces = pieces: White { $white } · Black { $black }
board-hexdame-draw-offer = { $player } offers a draw
board-hexdame-won-no-pieces = { $player } wins: { $loser } has no pieces left
board-hexdame-won-no-moves = { $player } wins: { $loser } cannot move
board-hexdame-draw-repetition = draw by threefold repetition
board-hexdame-draw-agreement = draw by agreement
board-legend-king = king
board-legend-captured = captured

## The computer's name at a table; $level is the level as typed (beginner, easy, medium, hard).
board-computer = computer ({ $level })
## Time left, on the clock line of a picture and in clock warnings, to two units: $big is the larger unit (a
## number), $small the smaller one (two digits below a day, as a clock shows it).
board-duration-days = { $big }d { $small }h
board-duration-hours = { $big }h { $small }m
board-duration-minutes = { $big }m { $small }s
## A rating chart without any game.
board-no-rated-games = No rated games yet

## The knowledge replay (`hex replay 12 views`): three boards a frame, what each player knew
## and the true board. The caption says what the frame's move was.
board-knowledge-of = what { $player } knew
board-knowledge-truth = the true board
board-knowledge-placed = { $player } played { $cell }
board-knowledge-hit = { $player } tried { $cell } and hit a hidden stone
## After board-knowledge-hit in the classic version.
board-knowledge-again = { $player } moves again
## A frame that shows several moves of a long game at once.
board-knowledge-moves = moves { $from }–{ $to }
## Under a player's board: enemy stones they found, own stones the other found.
board-knowledge-counts = found: { $found } · found by { $opponent }: { $lost }
## Under the board of the player whose stone was just hit (they were not told which).
board-knowledge-was-hit = { $player } found one of these stones (which one was not said)
