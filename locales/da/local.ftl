### Lokal tilstand (`hextable local`): botten i en terminal, mod computeren eller med to
### personer på samme enhed og et forhæng mellem deres ture.

## Velkomsten. $url er databasen, $channel navnet på den kanal, terminalen står for.
## `quit` afslutter.
local-welcome = hextable local — database { $url }; du er i kanalen #{ $channel }. Skriv træk som f6, `hex help` eller `quit`.
local-dark-hint = (Træk i Mørk Hex går til botten i en direkte besked; her sendes det, du skriver, privat, når det er et træk.)
## Samme enhed: forhænget skjuler brættet, mens enheden gives videre. $next er red eller
## blue, den spiller, der har turen.
local-curtain = ──── forhæng ──── Giv enheden videre til { $next ->
        [red] den røde
       *[blue] den blå
    } spiller, og tryk på Enter for at trække forhænget fra.
## Et brætbillede blev gemt i en fil ($path).
local-image-saved = (billedet er gemt i { $path })
local-image-not-saved = (kunne ikke gemme billedet: { $error })
## Siges én gang, når billeder ikke kan gemmes endnu ($error siger hvorfor).
local-images-later = ({ $error }; billederne gemmes i { $folder }, så snart det kan lade sig gøre)
local-message-removed = (botten fjernede en besked)
## Mærket foran et privat svar og foran en direkte besked.
local-private-label = kun du kan se dette
local-dm-label = DM
## Navnet på en plads foran dens beskeder: $seat er you, red eller blue (alt andet vises, som det er).
local-seat-name = { $seat ->
        [you] Du
        [red] Rød spiller
        [blue] Blå spiller
       *[other] { $seat }
    }
