### Partiernes websider (`src/web/`): hvad en læser af et partis side ser ud over
### brætbilledernes ord (farver, spilnavne, resultater: board.ftl).
###
### Variabler: $n og $total er tal; $url er en adresse.

## Et partis side.
web-moves = Træk
web-no-moves = Ingen træk endnu.
web-clock = Tid tilbage
web-aborted = partiet blev afbrudt
web-drawn = remis
## Et Dark Hex-træk, der ramte en skjult brik, i træklisten.
web-hit = træffer
## Blå overtog Røds første brik, i træklisten.
web-swap = byt
## Et afsluttet parti, stilling for stilling.
web-replay = Genafspilning
web-position = efter træk { $n } af { $total }
web-view-truth = Det sande bræt
web-view-red = Hvad Rød vidste
web-view-blue = Hvad Blå vidste
web-sgf = Hent partiet (SGF)
## Under resultatet i chatten: partiets side.
web-page-link = Partiets side: { $url }
## I indstillingerne (når botten har sider): om dette fællesskabs partier har sider
## (`web=on/off`; off: deres links svarer 404).
web-settings = Partiernes websider: { $on ->
        [true] til
       *[false] fra
    }.
