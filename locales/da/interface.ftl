### Chatgrænsefladen omkring spillene: knapper og deres tekster, formularen Sæt en brik,
### trådnavne, forslag til partier mens et nummer skrives, og korte beskeder (et billede
### udeladt, lukkede DM'er, en kommando sendt mens botten var væk).

## Knapper under udfordringer og brætter (højst 80 tegn).
interface-action-label =
    .accept = Accepter
    .decline = Afslå
    .swap = Byt
    .place = Sæt en brik
    .rematch = Revanche
    .resign = Opgiv
    .views = Genafspilning
    .checkin = Tjek ind
## Knappen, der annullerer en bekræftelse (af en opgivelse).
interface-cancel-label = Annuller
## Nogen trykkede på en knap, der var beregnet til andre.
interface-button-not-for-you = Denne knap er ikke til dig: kun de spillere, den nævner, kan bruge den.
interface-button-expired = Denne knap er udløbet: den udfordring eller det træk venter ikke længere.
interface-picture-needs-attach-files = (Intet billede: jeg skal have tilladelsen Vedhæft filer i denne kanal.)
interface-picture-too-large = (Intet billede: det er større, end Discord lader mig uploade her.)
interface-delete-your-move = Jeg kunne ikke fjerne dit træk fra kanalen (jeg mangler tilladelsen Administrer beskeder der). Slet det selv, så ingen ser, hvor du spillede.
interface-missing-permissions = I denne kanal mangler jeg disse tilladelser: { $names }. Uden dem mister mine opslag billeder eller tekst, eller jeg kan ikke fjerne træk i Mørk Hex, der er skrevet offentligt.
## Beder om at bekræfte en opgivelse; attributten bruges, når partiets nummer ikke kendes.
interface-resign-confirm = Vil du opgive parti #{ $game }? Det afslutter partiet og kan ikke fortrydes.
    .unnamed = Vil du opgive dit parti? Det afslutter partiet og kan ikke fortrydes.
interface-resign-cancelled = Du opgav ikke; partiet fortsætter.
## Formularen Sæt en brik: titel (højst 45 tegn), feltets navn (højst 45) og svaret på en tom formular.
interface-place-title = Parti #{ $game }: sæt en brik
interface-place-field = Felt (som f6)
interface-place-missing = Skriv et felt som f6.
## En skråstregskommando er udført, og der er ikke mere at sige.
interface-done = Udført.
## /hex uden underkommando.
interface-pick-subcommand = Vælg en underkommando til /hex, eller skriv `hex help`.
## Navnet på et partis tråd i kanalen (højst 100 tegn).
interface-thread-name = Parti #{ $game }
## Et af brugerens partier, foreslået mens et partinummer skrives (højst 100 tegn).
## $name er spillets navn, som det skrives (darkhex, hex …).
interface-game-choice = #{ $game } { $name } mod { $opponent }{ $your_move ->
        [true] { " " }(din tur)
       *[false] { "" }
    }
## Brættet kunne ikke sendes i en direkte besked; det vises privat i kanalen i stedet.
interface-dm-closed = Jeg kunne ikke sende dig en direkte besked (har du slået direkte beskeder fra?), så du får det her i stedet, kun synligt for dig.
## Skrives i kanalen, når intet privat svar var muligt. $user er en omtale.
interface-dms-closed-notice = { $user }, jeg kan ikke sende dig direkte beskeder, så dit bræt kan ikke nå dig den vej. `/hex board` og `/hex move` virker privat lige her: kun du ser deres svar. Vil du have dit bræt som direkte besked igen, så tillad direkte beskeder fra servermedlemmer (Privatlivsindstillinger).
## Matrix: svar på en kommando sendt, mens botten var væk i over et døgn (den blev ikke udført). $user er en omtale.
interface-away-notice = { $user }: jeg var væk, da du sendte det for over et døgn siden, så jeg gjorde ikke noget ved det. Send det venligst igen.
