### The chat interface around the games: buttons and their labels, the Place-a-stone form,
### thread names, the game suggestions while a number is typed, and short notices (a picture
### left out, DMs closed, a command sent while the bot was away).

## Buttons under challenges and boards (at most 80 characters each).
interface-action-label =
    .accept = Accept
    .decline = Decline
    .swap = Swap
    .place = Place a stone
    .rematch = Rematch
    .resign = Resign
    .views = Replay
    .checkin = Check in
## The button that cancels a confirmation (of a resignation).
interface-cancel-label = Cancel
## Someone pressed a button made for other people.
interface-button-not-for-you = This button is not for you: only the players it names can use it.
interface-button-expired = This button has expired: that challenge or move is no longer waiting.
## Posted in place of a picture when the bot may not attach files in a channel.
interface-picture-needs-attach-files = (No picture: I need the Attach Files permission in this channel.)
interface-picture-too-large = (No picture: it is larger than Discord lets me upload here.)
interface-delete-your-move = I could not remove your move from the channel (I lack the Manage Messages permission there). Please delete it yourself, so nobody sees where you played.
## Told with /hex settings when the bot lacks permissions in the channel; $names lists them (Discord's names).
interface-missing-permissions = In this channel I am missing these permissions: { $names }. Without them my posts lose their pictures or text, or I cannot remove Dark Hex moves typed in public.
## Asks to confirm a resignation; the attribute is for when no game number is known.
interface-resign-confirm = Resign game #{ $game }? This ends the game; it cannot be undone.
    .unnamed = Resign your game? This ends the game; it cannot be undone.
interface-resign-cancelled = You did not resign; the game goes on.
## The Place-a-stone form (Blue's cell instead of a swap): its title (at most 45
## characters), the label of its one field (at most 45), and the answer to an empty form.
interface-place-title = Game #{ $game }: place a stone
interface-place-field = Cell (like f6)
interface-place-missing = Type a cell like f6.
## A slash command was handled and there is nothing else to say.
interface-done = Done.
## /hex without a subcommand.
interface-pick-subcommand = Pick a /hex subcommand, or type `hex help`.
## The name of a game's thread in the channel (at most 100 characters).
interface-thread-name = Game #{ $game }
## One of the user's games, suggested while they type a game number (at most 100
## characters). $name is the game's name as typed (darkhex, hex, …).
interface-game-choice = #{ $game } { $name } against { $opponent }{ $your_move ->
        [true] { " " }(your move)
       *[false] { "" }
    }
## A private view could not be sent by DM; it is shown privately in the channel instead.
interface-dm-closed = I could not send you a direct message (are your DMs closed?), so here it is privately.
## Posted in the channel when no private answer was possible at all. $user is a mention.
interface-dms-closed-notice = { $user }, I cannot send you direct messages, so your board cannot reach you there. `/hex board` and `/hex move` work privately right here: only you see their answers. To get your board by DM again, allow direct messages from server members (Privacy Settings).
## Matrix: answers a command sent while the bot was away for over a day (it was not acted on). $user is a mention.
interface-away-notice = { $user }: I was away when you sent that, over a day ago, so I did not act on it. Please send it again.
