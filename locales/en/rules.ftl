### The rules of the five games, as `hex rules <game>` shows them (English, the reference).
###
### One message per game. Every language has exactly these ids; each text stays under
### 1,900 characters (Discord allows 2,000). Cells, moves and command words inside
### backticks are what the bot parses: they are the same in every language.

## `hex rules` without a game: a pointer to the five.
rules-overview = hextable hosts five games; type `hex rules` and a game for its rules:
    - `hex rules darkhex`: Dark Hex, Hex with hidden stones; after a hit you move again.
    - `hex rules darkhex-abrupt`: abrupt Dark Hex, where a hit ends your turn.
    - `hex rules hex`: Hex, the connection game, with the swap rule.
    - `hex rules rex`: Rex (reverse Hex), where joining your own edges loses.
    - `hex rules hexdame`: Hexdame, international draughts on a hexagon.
    All commands: `hex help`.

## Dark Hex, classic version: a hit lets you move again.
rules-darkhex = **Dark Hex** (Kriegspiel Hex), classic version: Hex with hidden stones.
    - **Goal:** Red joins the top and bottom edges, Blue the left and right, each with an unbroken chain of their own stones; a corner cell belongs to both its edges. Red moves first. No draws, and no swap rule (Blue cannot see Red's first stone).
    - **What you see:** only your own stones and the enemy stones you have found. Spectators see no stones until the game ends.
    - **Where you may play:** any cell you do not know to be occupied. Trying your own stone or a found enemy stone is a free, private error: your turn is not used and nobody learns of it.
    - **A hit:** if an enemy stone hides on your cell, nothing is placed: the stone is revealed to you for the rest of the game and **you move again**. Your opponent learns that you hit one of their stones, not which; the channel hears only that a stone was hit.
    - **The end:** the moment you complete your chain you win, and the whole board is revealed to both players and the channel. Every hit reveals a cell, so there is always a winner. After a resignation or a timeout the board stays hidden in the channel, but the replay shows every stone (`hex replay 12` for game #12).
    - **Moves:** a cell such as `f6`: letters are columns from the left, numbers rows from the top, `a1` is top-left. Play privately, in a DM to the bot or with `/hex move` on Discord; a move typed in the channel would give its cell away, so it is removed and refused. Several games? Name one: `#12 f6`. `resign` gives up; `hex board` shows your view.
    - Boards from 7×7 to 19×19.

## Dark Hex, abrupt version: a hit ends your turn.
rules-darkhex-abrupt = **Dark Hex** (Kriegspiel Hex), abrupt version: Hex with hidden stones, where a hit ends your turn.
    - **Goal:** Red joins the top and bottom edges, Blue the left and right, each with an unbroken chain of their own stones; a corner cell belongs to both its edges. Red moves first. No draws, and no swap rule (Blue cannot see Red's first stone).
    - **What you see:** only your own stones and the enemy stones you have found. Spectators see no stones until the game ends.
    - **Where you may play:** any cell you do not know to be occupied. Trying your own stone or a found enemy stone is a free, private error: your turn is not used and nobody learns of it.
    - **A hit:** if an enemy stone hides on your cell, nothing is placed: the stone is revealed to you for the rest of the game, but **your turn is over**. Your opponent learns that you hit one of their stones, not which; the channel hears only that a stone was hit.
    - **The end:** the moment you complete your chain you win, and the whole board is revealed to both players and the channel. Every hit reveals a cell, so there is always a winner. After a resignation or a timeout the board stays hidden in the channel, but the replay shows every stone (`hex replay 12` for game #12).
    - **Moves:** a cell such as `f6`: letters are columns from the left, numbers rows from the top, `a1` is top-left. Play privately, in a DM to the bot or with `/hex move` on Discord; a move typed in the channel would give its cell away, so it is removed and refused. Several games? Name one: `#12 f6`. `resign` gives up; `hex board` shows your view.
    - Boards from 7×7 to 19×19.

## Hex, with the swap rule on by default.
rules-hex = **Hex**: join your two edges before your opponent joins theirs.
    - **Goal:** Red joins the top and bottom edges, Blue the left and right edges, with an unbroken chain of their own stones. A corner cell belongs to both edges it touches.
    - **Play:** Red moves first, then the players take turns placing one stone on any empty cell. Stones never move and are never removed. The first to join their two edges wins. A draw is impossible: a full board always holds exactly one winning chain.
    - **Swap rule** (on by default; `swap=off` in a challenge switches it off): after Red's first stone, Blue may answer `swap` instead of placing a stone. Red's stone is then mirrored across the long diagonal and becomes Blue's (`c2` becomes `b3`), and Red moves next. So Red does best to open with a stone that is neither too strong nor too weak.
    - **Moves:** a cell such as `f6` (also `F6` or `f 6`), typed in the game's channel or in a DM to the bot; letters are columns from the left, numbers rows from the top, `a1` is the top-left corner. With several games, name one: `#12 f6`.
    - `resign` gives up. `hex takeback` asks to take back the last move, and your opponent agrees with `hex takeback` too. `hex rematch` offers the same game again.
    - Boards from 7×7 to 19×19 (11×11 by default).

## Rex, misère Hex: joining your own edges loses.
rules-rex = **Rex** (reverse Hex, misère Hex): Hex turned upside down, where joining your own two edges loses.
    - **Play:** board, stones and turns as in Hex. Red owns the top and bottom edges, Blue the left and right; a corner cell belongs to both edges it touches. Red moves first, then the players take turns placing one stone on any empty cell.
    - **The end:** as soon as a player completes a chain between their own two edges, that player loses and the opponent wins. There is no passing: if every empty cell left would complete your chain, you must still play one. A draw is impossible, since the board cannot fill up without someone joining their edges.
    - **Swap rule** as in Hex, on by default (`swap=off` in a challenge switches it off): after Red's first stone, Blue may answer `swap`; the stone is mirrored across the long diagonal and becomes Blue's (`c2` becomes `b3`), and Red moves next. In Rex an early stone can be a burden as much as a help.
    - **Strategy:** good Rex play spreads your stones apart and leaves your opponent nothing but bad moves at the end.
    - **Moves:** a cell such as `f6`, typed in the game's channel or in a DM to the bot; letters are columns from the left, numbers rows from the top, `a1` is the top-left corner. With several games, name one: `#12 f6`. `resign` gives up; `hex takeback` and `hex rematch` work as in Hex.
    - Boards from 7×7 to 19×19.

## Hexdame (Christian Freeling, 1979): international draughts on a hexagon of 61 cells.
rules-hexdame = **Hexdame** (Christian Freeling, 1979): international draughts on a hexagonal board.
    - **Board:** a regular hexagon of 61 cells. Each side starts with 16 men, White's around `a1`, Black's around `i9`. White moves first, then turns alternate; you may not pass.
    - **Men** step one cell forward onto an empty cell (three forward directions). A man captures by jumping an adjacent enemy piece in any of the six directions, landing on the empty cell just beyond.
    - **Kings** fly: they move across any number of empty cells along the six lines, and capture at any distance, landing on any empty cell beyond the captured piece.
    - **Capturing is compulsory**, multiple jumps included, and a capture may change direction. You must take the greatest number of pieces (men and kings count the same); between equal maxima you choose freely. Captured pieces leave the board only when the move is complete, and no piece may be jumped twice.
    - **Promotion:** a man that ends its move on the far edge (the nine cells on the two sides that meet at the opposite corner) becomes a king; passing over it during a capture is not enough.
    - **The end:** you lose when you have no pieces or no legal move left. A draw comes by agreement (`hex draw` offers one, `hex draw accept` or `hex draw decline` answers), or when the same position occurs three times with the same player to move.
    - **Moves:** cells are named as Freeling does, by the letter and the number of the two oblique files that cross there. A step: `f4-g5`; a capture lists each landing cell: `f4xh6xf6` (or `f4xf6` when that is unambiguous). Type moves in the game's channel or in a DM to the bot; `resign` gives up.
