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
