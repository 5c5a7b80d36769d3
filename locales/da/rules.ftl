### Reglerne for de fem spil, som `hex rules <game>` viser dem (dansk).
###
### Samme beskeder som en/rules.ftl; hver tekst under 1.900 tegn. Felter, træk og
### kommandoer i backticks læses af botten: de oversættes ikke. Ordliste: locales/GLOSSARY.md.

## `hex rules` uden spil: en kort vejviser til de fem spil.
rules-overview = hextable har fem spil; skriv `hex rules` og et spil for at se reglerne:
    - `hex rules darkhex`: Mørk Hex, Hex med skjulte brikker; efter en træffer trækker du igen.
    - `hex rules darkhex-abrupt`: Mørk Hex i den bratte version, hvor en træffer afslutter din tur.
    - `hex rules hex`: Hex, det klassiske forbindelsesspil, med byttereglen.
    - `hex rules rex`: Rex (omvendt Hex), hvor den, der forbinder sine egne kanter, taber.
    - `hex rules hexdame`: Hexdame, international dam på et sekskantet bræt.
    Alle kommandoer: `hex help`.

## Mørk Hex, klassisk version: efter en træffer trækker man igen.
rules-darkhex = **Mørk Hex** (Dark Hex, Kriegspiel-Hex), klassisk version: Hex med skjulte brikker.
    - **Mål:** Rød forbinder den øverste og nederste kant, Blå venstre og højre, hver med en ubrudt kæde af egne brikker; et hjørnefelt hører til begge de kanter, det rører. Rød begynder. Spillet kan ikke ende uafgjort, og der er ingen bytteregel (Blå kan ikke se Røds første brik).
    - **Hvad du ser:** kun dine egne brikker og de af modstanderens brikker, du har fundet. Tilskuere ser ingen brikker, før partiet er slut.
    - **Hvor du må spille:** på ethvert felt, som du ikke ved er optaget. Prøver du et felt med din egen brik eller en modstanderbrik, du allerede har fundet, får du blot en privat fejlbesked: du mister ikke dit træk, og ingen andre får noget at vide.
    - **Træffer:** gemmer der sig en modstanderbrik på dit felt, bliver der ikke sat noget: brikken afsløres for dig, forbliver synlig for dig resten af partiet, og **du trækker igen**. Din modstander får at vide, at du har ramt en brik, men ikke hvilken; kanalen får kun at vide, at en brik blev ramt.
    - **Slutningen:** så snart du fuldender din kæde, vinder du, og hele brættet afsløres for begge spillere og for kanalen. Hver træffer afslører et nyt felt, så der er altid en vinder. Efter en opgivelse eller en tidsoverskridelse forbliver brættet skjult i kanalen, men genafspilningen viser hver eneste brik (`hex replay 12` for parti #12).
    - **Træk:** et felt som `f6`: bogstaverne er søjler fra venstre, tallene rækker fra oven, og `a1` er øverste venstre hjørne. Spil privat: i en direkte besked til botten eller med `/hex move` på Discord. Et træk skrevet i kanalen ville afsløre feltet, så det bliver fjernet og afvist. Har du flere partier, så angiv hvilket: `#12 f6`. `resign` opgiver partiet; `hex board` viser brættet, som du ser det.
    - Brætter fra 7×7 til 19×19.

## Mørk Hex, brat version: en træffer afslutter turen.
rules-darkhex-abrupt = **Mørk Hex** (Dark Hex, Kriegspiel-Hex), brat version: Hex med skjulte brikker, hvor en træffer afslutter din tur.
    - **Mål:** Rød forbinder den øverste og nederste kant, Blå venstre og højre, hver med en ubrudt kæde af egne brikker; et hjørnefelt hører til begge de kanter, det rører. Rød begynder. Spillet kan ikke ende uafgjort, og der er ingen bytteregel (Blå kan ikke se Røds første brik).
    - **Hvad du ser:** kun dine egne brikker og de af modstanderens brikker, du har fundet. Tilskuere ser ingen brikker, før partiet er slut.
    - **Hvor du må spille:** på ethvert felt, som du ikke ved er optaget. Prøver du et felt med din egen brik eller en modstanderbrik, du allerede har fundet, får du blot en privat fejlbesked: du mister ikke dit træk, og ingen andre får noget at vide.
    - **Træffer:** gemmer der sig en modstanderbrik på dit felt, bliver der ikke sat noget: brikken afsløres for dig og forbliver synlig for dig resten af partiet, men **din tur er forbi**. Din modstander får at vide, at du har ramt en brik, men ikke hvilken; kanalen får kun at vide, at en brik blev ramt.
    - **Slutningen:** så snart du fuldender din kæde, vinder du, og hele brættet afsløres for begge spillere og for kanalen. Hver træffer afslører et nyt felt, så der er altid en vinder. Efter en opgivelse eller en tidsoverskridelse forbliver brættet skjult i kanalen, men genafspilningen viser hver eneste brik (`hex replay 12` for parti #12).
    - **Træk:** et felt som `f6`: bogstaverne er søjler fra venstre, tallene rækker fra oven, og `a1` er øverste venstre hjørne. Spil privat: i en direkte besked til botten eller med `/hex move` på Discord. Et træk skrevet i kanalen ville afsløre feltet, så det bliver fjernet og afvist. Har du flere partier, så angiv hvilket: `#12 f6`. `resign` opgiver partiet; `hex board` viser brættet, som du ser det.
    - Brætter fra 7×7 til 19×19.

## Hex, med byttereglen slået til som standard.
rules-hex = **Hex**: forbind dine to kanter, før modstanderen forbinder sine.
    - **Mål:** Rød forbinder den øverste og nederste kant, Blå venstre og højre kant, med en ubrudt kæde af egne brikker. Et hjørnefelt hører til begge de kanter, det rører.
    - **Spillet:** Rød begynder, derefter sætter spillerne på skift én brik på et vilkårligt tomt felt. Brikker bliver aldrig flyttet eller fjernet. Den første, der forbinder sine to kanter, vinder. Uafgjort er umuligt: et fyldt bræt indeholder altid præcis én vindende kæde.
    - **Byttereglen** (slået til som standard; `swap=off` i en udfordring slår den fra): efter Røds første brik kan Blå svare `swap` i stedet for at sætte en brik. Røds brik spejles så i den lange diagonal og bliver Blås (`c2` bliver til `b3`), og derefter er det Røds tur. Rød gør derfor klogt i at åbne med en brik, der hverken er for stærk eller for svag.
    - **Træk:** et felt som `f6` (også `F6` eller `f 6`), skrevet i partiets kanal eller i en direkte besked til botten; bogstaverne er søjler fra venstre, tallene rækker fra oven, og `a1` er øverste venstre hjørne. Har du flere partier, så angiv hvilket: `#12 f6`.
    - `resign` opgiver. `hex takeback` beder om at tage det sidste træk tilbage, og modstanderen siger ja med `hex takeback`. `hex rematch` tilbyder en revanche med samme indstillinger.
    - Brætter fra 7×7 til 19×19 (11×11 som standard).

## Rex, omvendt Hex: den, der forbinder sine egne kanter, taber.
rules-rex = **Rex** (omvendt Hex, misère-Hex) er Hex vendt på hovedet: den, der forbinder sine egne to kanter, taber.
    - **Spillet:** bræt, brikker og turrækkefølge som i Hex. Rød ejer den øverste og nederste kant, Blå venstre og højre; et hjørnefelt hører til begge de kanter, det rører. Rød begynder, derefter sætter spillerne på skift én brik på et vilkårligt tomt felt.
    - **Slutningen:** spillet slutter, så snart spilleren i trækket fuldender en kæde mellem sine egne to kanter, og så vinder modstanderen. Man må ikke melde pas: hvis hvert tilbageværende tomt felt ville fuldende din kæde, skal du alligevel spille et af dem. Uafgjort er umuligt, for brættet kan ikke fyldes, uden at en spiller forbinder sine kanter.
    - **Byttereglen** virker som i Hex og er slået til som standard (`swap=off` i en udfordring slår den fra): efter Røds første brik kan Blå svare `swap`; brikken spejles i den lange diagonal og bliver Blås (`c2` bliver til `b3`), og derefter er det Røds tur. I Rex kan en tidlig brik være en byrde lige så vel som en hjælp.
    - **Strategi:** godt Rex-spil spreder brikkerne langt fra hinanden og efterlader modstanderen med intet andet end dårlige træk til sidst.
    - **Træk:** et felt som `f6`, skrevet i partiets kanal eller i en direkte besked til botten; bogstaverne er søjler fra venstre, tallene rækker fra oven, og `a1` er øverste venstre hjørne. Har du flere partier, så angiv hvilket: `#12 f6`. `resign` opgiver; `hex takeback` og `hex rematch` virker som i Hex.
    - Brætter fra 7×7 til 19×19.

## Hexdame (Christian Freeling, 1979): international dam på en sekskant med 61 felter.
rules-hexdame = **Hexdame** (Christian Freeling, 1979): international dam på et sekskantet bræt.
    - **Brættet:** en regulær sekskant med 61 felter. Hver side begynder med 16 brikker, Hvid omkring hjørnet `a1`, Sort omkring hjørnet `i9`. Hvid trækker først, derefter trækker man på skift; man må ikke melde pas.
    - **Brikker** rykker ét skridt frem til et tomt nabofelt (tre retninger fremad). En brik slår ved at springe over en af modstanderens brikker på nabofeltet, i en hvilken som helst af de seks retninger, og lande på det tomme felt lige bagved.
    - **Konger** (kronede brikker) er langtrækkende: de rykker et vilkårligt antal tomme felter langs de seks linjer og slår også på afstand; de lander på et vilkårligt tomt felt bag den slåede brik.
    - **Du skal slå**, når du kan, også flere gange i samme træk, og et slag må gerne skifte retning. Du skal slå så mange brikker som muligt (almindelige brikker og konger tæller ens); mellem lige store muligheder vælger du frit. De slåede brikker fjernes først, når trækket er færdigt, og ingen brik må springes over to gange.
    - **Kroning:** en brik, der slutter sit træk på den fjerne kant (de ni felter på de to sider, der mødes i det modsatte hjørne), bliver kronet til konge; det er ikke nok at passere dem under et slag.
    - **Slutningen:** du taber, når du ikke har flere brikker eller lovlige træk. Remis opnås ved aftale (`hex draw` tilbyder remis, `hex draw accept` eller `hex draw decline` svarer), eller når den samme stilling opstår for tredje gang med den samme spiller i trækket.
    - **Træk:** felterne navngives som hos Freeling, med bogstavet og tallet for de to skrå linjer, der krydser hinanden dér. Et træk: `f4-g5`; et slag nævner hvert felt, brikken lander på: `f4xh6xf6` (eller `f4xf6`, når det er entydigt). Skriv trækkene i partiets kanal eller i en direkte besked til botten; `resign` opgiver.
