### Indstillinger: en servers eller et rums indstillinger (`/hex settings`, Administrer
### server; på Matrix en rummoderators `!hex language`) og hver spillers eget sprog
### (`hex language`). Indstillingsordene (game=, size=, language=, threads=on/off,
### tournament-channel=) og sprogkoderne (en, fi, cs, da, de, auto) læses af botten.

settings-need-manage-server = Kun medlemmer med tilladelsen Administrer server kan ændre serverens indstillinger, med /hex settings (en skrevet besked viser mig ikke dine tilladelser).
settings-in-server-only = Indstillinger hører til en server: brug /hex settings i en af dens kanaler.
## Et sprog, botten ikke har. $text er det, brugeren bad om.
settings-language-unavailable = Jeg taler ikke »{ $text }«. Du kan vælge mellem en (English), fi (suomi), cs (čeština), da (dansk) og de (Deutsch).
## Serverens indstillinger. $defaults er standardspillet i ord (hex 11) eller attributten
## .built-in-defaults; $language et sprogs navn (settings-language-name); $tournament_channel
## en kanalomtale eller attributten .no-tournament-channel.
settings-shown = Serverens indstillinger: standardspil { $defaults }; sprog { $language }; turneringskanal { $tournament_channel }; en tråd pr. parti: { $threads ->
        [true] til
       *[false] fra
    }.
    .built-in-defaults = som indbygget (darkhex 9, hex/rex 11)
    .no-tournament-channel = ingen
## Siges før indstillingerne efter en ændring.
settings-saved = Gemt.

## Navnet på hvert sprog, som indstillingerne og svarene viser det.
settings-language-name =
    .en = en (English)
    .fi = fi (suomi)
    .cs = cs (čeština)
    .da = da (dansk)
    .de = de (Deutsch)
    .auto = som platformen angiver
## `hex language` uden ord: spillerens eget valg. Attributten er til en spiller, der ikke har
## valgt ($language er så det sprog, svaret er skrevet på).
settings-language-shown = Du har valgt { $language }: jeg skriver til dig på det sprog. `hex language auto` går tilbage til serverens eller din apps sprog.
    .none = Du har ikke valgt et sprog; her skriver jeg på { $language }. Vælg et med `hex language fi` (eller en, cs, da, de).
## `hex language fi`: gemt (skrevet på det nye sprog).
settings-language-saved = Fra nu af skriver jeg til dig på { $language }.
## `hex language auto`: valget er slettet.
settings-language-cleared = Du har ikke længere dit eget sprog: jeg følger serverens eller din apps sprog.
## Matrix: en rummoderator har sat rummets sprog (`!hex language de`).
settings-language-room = Indlæg i dette rum er nu på { $language }.
## Matrix: kun en rummoderator må sætte rummets sprog.
settings-language-room-moderators = Kun en moderator i dette rum kan ændre dets sprog.
## Matrix: et rums indstillinger (`!hex settings`), som dets moderatorer ser dem. $defaults og
## $language som i settings-shown; et rum har ingen turneringskanal (det er sin egen).
settings-room-shown = Rummets indstillinger: standardspil { $defaults }; sprog { $language }; en tråd pr. parti: { $threads ->
        [true] til
       *[false] fra
    }.
## Matrix: kun en moderator i rummet må se eller ændre dets indstillinger.
settings-room-moderators = Kun en moderator i dette rum kan ændre dets indstillinger.
## Matrix: `hex settings` sendt i det private rum med botten.
settings-in-room-only = Indstillinger hører til et rum: send `hex settings` i det rum, hvis indstillinger du vil se eller ændre.
