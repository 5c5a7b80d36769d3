### Local mode (`hextable local`): the bot in a terminal, against the computer or with two
### people on one device (hotseat) and a curtain between their turns.

## The greeting. $url is the database, $channel the name of the channel the terminal
## stands for. `quit` ends the session.
local-welcome = hextable local — database { $url }; you are in channel #{ $channel }. Type moves like f6, `hex help`, or `quit`.
local-dark-hint = (Dark Hex moves go to the bot by DM; here, whatever you type is sent privately when it is a move.)
## Hotseat: the curtain hides the board while the device is handed over. $next is red or
## blue, the player whose turn it is.
local-curtain = ──── curtain ──── Pass the device to the { $next ->
        [red] red
       *[blue] blue
    } player and press Enter to uncover.
## A board picture was written to a file ($path).
local-image-saved = (image saved to { $path })
local-image-not-saved = (could not save image: { $error })
## Said once when pictures cannot be saved yet ($error says why).
local-images-later = ({ $error }; images will be saved to { $folder } once it is)
local-message-removed = (the bot removed a message)
## The label of a private reply, and of a direct message, in front of their text.
local-private-label = only you can see this
local-dm-label = DM
## How a seat is named in front of its messages: $seat is you, red or blue (anything else
## is shown as it is).
local-seat-name = { $seat ->
        [you] You
        [red] Red player
        [blue] Blue player
       *[other] { $seat }
    }
