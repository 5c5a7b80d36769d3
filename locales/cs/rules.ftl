### Pravidla pěti her, jak je ukazuje `hex rules <game>` (čeština).
###
### Stejné zprávy jako en/rules.ftl; každý text pod 1 900 znaků. Pole, tahy a příkazy
### v obrácených apostrofech bot čte: nepřekládají se. Slovník: locales/GLOSSARY.md.

## `hex rules` bez hry: krátký rozcestník k pěti hrám.
rules-overview = hextable nabízí pět her; pravidla ukáže `hex rules` s názvem hry:
    - `hex rules darkhex`: Temný Hex, Hex se skrytými kameny; po zásahu táhnete znovu.
    - `hex rules darkhex-abrupt`: náhlá verze Temného Hexu, v níž zásah ukončí váš tah.
    - `hex rules hex`: Hex, klasická spojovací hra, s pravidlem výměny.
    - `hex rules rex`: Rex (obrácený Hex): kdo spojí své vlastní okraje, prohrává.
    - `hex rules hexdame`: Hexdame, mezinárodní dáma na šestiúhelníkové desce.
    Všechny příkazy: `hex help`.

## Temný Hex, klasická verze: po zásahu se táhne znovu.
rules-darkhex = **Temný Hex** (kriegspielový Hex), klasická verze: Hex se skrytými kameny.
    - **Cíl:** červený spojuje horní a dolní okraj, modrý levý a pravý, vždy nepřerušeným řetězem vlastních kamenů; rohové pole patří k oběma okrajům, kterých se dotýká. Začíná červený. Remíza není možná a pravidlo výměny se nepoužívá (modrý první kámen červeného nevidí).
    - **Co vidíte:** jen své vlastní kameny a soupeřovy kameny, které jste našli. Diváci až do konce partie nevidí žádné kameny.
    - **Kam smíte hrát:** na jakékoli pole, o kterém nevíte, že je obsazené. Pokus zahrát na vlastní kámen nebo na už nalezený soupeřův kámen je jen soukromá chyba bez následků: o tah nepřijdete a nikdo jiný se o tom nedozví.
    - **Zásah:** leží-li na zvoleném poli skrytý soupeřův kámen, nic se nepoloží: kámen se vám odhalí, zůstane pro vás viditelný až do konce partie a **táhnete znovu**. Soupeř se dozví, že jste narazili na jeho kámen, ale ne na který; kanál se dozví jen to, že byl zasažen nějaký kámen.
    - **Konec hry:** jakmile dokončíte svůj řetěz, vyhráváte a celá deska se odhalí oběma hráčům i kanálu. Každý zásah odkryje nové pole, takže partie má vždy vítěze. Po vzdání nebo vypršení času zůstane deska v kanálu skrytá, ale záznam partie ukáže každý kámen (`hex replay 12` pro partii #12).
    - **Tahy:** pole jako `f6`: písmena jsou sloupce zleva, čísla řádky shora, `a1` je levý horní roh. Hrajte soukromě: v přímé zprávě botovi nebo na Discordu příkazem `/hex move`. Tah napsaný do kanálu by prozradil pole, proto bude smazán a odmítnut. Máte-li víc partií, uveďte kterou: `#12 f6`. `resign` partii vzdá; `hex board` ukáže desku tak, jak ji vidíte vy.
    - Desky od 7×7 do 19×19.

## Temný Hex, náhlá verze: zásah ukončí tah.
rules-darkhex-abrupt = **Temný Hex** (kriegspielový Hex), náhlá verze: Hex se skrytými kameny, v němž zásah ukončí váš tah.
    - **Cíl:** červený spojuje horní a dolní okraj, modrý levý a pravý, vždy nepřerušeným řetězem vlastních kamenů; rohové pole patří k oběma okrajům, kterých se dotýká. Začíná červený. Remíza není možná a pravidlo výměny se nepoužívá (modrý první kámen červeného nevidí).
    - **Co vidíte:** jen své vlastní kameny a soupeřovy kameny, které jste našli. Diváci až do konce partie nevidí žádné kameny.
    - **Kam smíte hrát:** na jakékoli pole, o kterém nevíte, že je obsazené. Pokus zahrát na vlastní kámen nebo na už nalezený soupeřův kámen je jen soukromá chyba bez následků: o tah nepřijdete a nikdo jiný se o tom nedozví.
    - **Zásah:** leží-li na zvoleném poli skrytý soupeřův kámen, nic se nepoloží: kámen se vám odhalí a zůstane pro vás viditelný až do konce partie, ale **váš tah tím končí**. Soupeř se dozví, že jste narazili na jeho kámen, ale ne na který; kanál se dozví jen to, že byl zasažen nějaký kámen.
    - **Konec hry:** jakmile dokončíte svůj řetěz, vyhráváte a celá deska se odhalí oběma hráčům i kanálu. Každý zásah odkryje nové pole, takže partie má vždy vítěze. Po vzdání nebo vypršení času zůstane deska v kanálu skrytá, ale záznam partie ukáže každý kámen (`hex replay 12` pro partii #12).
    - **Tahy:** pole jako `f6`: písmena jsou sloupce zleva, čísla řádky shora, `a1` je levý horní roh. Hrajte soukromě: v přímé zprávě botovi nebo na Discordu příkazem `/hex move`. Tah napsaný do kanálu by prozradil pole, proto bude smazán a odmítnut. Máte-li víc partií, uveďte kterou: `#12 f6`. `resign` partii vzdá; `hex board` ukáže desku tak, jak ji vidíte vy.
    - Desky od 7×7 do 19×19.

## Hex, pravidlo výměny ve výchozím nastavení zapnuté.
rules-hex = **Hex**: spojte své dva okraje dřív, než soupeř spojí ty své.
    - **Cíl:** červený spojuje horní a dolní okraj, modrý levý a pravý, nepřerušeným řetězem vlastních kamenů. Rohové pole patří k oběma okrajům, kterých se dotýká.
    - **Průběh:** začíná červený, pak hráči střídavě kladou po jednom kameni na libovolné prázdné pole. Kameny se nikdy nepřesouvají ani neodebírají. Vyhrává ten, kdo jako první spojí své dva okraje. Remíza není možná: plná deska vždy obsahuje právě jeden vítězný řetěz.
    - **Pravidlo výměny** (ve výchozím nastavení zapnuté; ve výzvě ho vypne `swap=off`): po prvním kameni červeného může modrý místo položení vlastního kamene odpovědět `swap`. Kámen červeného se pak zrcadlí podle dlouhé úhlopříčky a stane se modrým (z `c2` bude `b3`) a na tahu je červený. Červený proto nejlépe udělá, když zahájí kamenem, který není ani příliš silný, ani příliš slabý.
    - **Tahy:** pole jako `f6` (také `F6` nebo `f 6`), napsané do kanálu partie nebo v přímé zprávě botovi; písmena jsou sloupce zleva, čísla řádky shora, `a1` je levý horní roh. Máte-li víc partií, uveďte kterou: `#12 f6`.
    - `resign` partii vzdá. `hex takeback` požádá o vrácení posledního tahu a soupeř souhlasí také příkazem `hex takeback`. `hex rematch` nabídne odvetu se stejným nastavením.
    - Desky od 7×7 do 19×19 (výchozí je 11×11).

## Rex, obrácený Hex: kdo spojí své okraje, prohrává.
rules-rex = **Rex** (obrácený Hex, misère Hex) je Hex naruby: kdo spojí své vlastní dva okraje, prohrává.
    - **Průběh:** deska, kameny i pořadí tahů jako v Hexu. Červenému patří horní a dolní okraj, modrému levý a pravý; rohové pole patří k oběma okrajům, kterých se dotýká. Začíná červený, pak hráči střídavě kladou po jednom kameni na libovolné prázdné pole.
    - **Konec hry:** jakmile hráč dokončí řetěz mezi svými dvěma okraji, prohrává a soupeř vyhrává. Tah nelze vynechat: pokud by každé zbývající prázdné pole dokončilo váš řetěz, musíte na jedno z nich přesto zahrát. Remíza není možná, protože deska se nedá zaplnit, aniž by někdo spojil své okraje.
    - **Pravidlo výměny** funguje jako v Hexu a je ve výchozím nastavení zapnuté (ve výzvě ho vypne `swap=off`): po prvním kameni červeného může modrý odpovědět `swap`; kámen se zrcadlí podle dlouhé úhlopříčky a stane se modrým (z `c2` bude `b3`) a na tahu je červený. V Rexu může být brzký kámen stejně tak přítěží jako pomocí.
    - **Strategie:** dobrá hra v Rexu rozmisťuje vlastní kameny daleko od sebe a soupeři na konci nechává jen špatné tahy.
    - **Tahy:** pole jako `f6`, napsané do kanálu partie nebo v přímé zprávě botovi; písmena jsou sloupce zleva, čísla řádky shora, `a1` je levý horní roh. Máte-li víc partií, uveďte kterou: `#12 f6`. `resign` partii vzdá; `hex takeback` a `hex rematch` fungují jako v Hexu.
    - Desky od 7×7 do 19×19.

## Hexdame (Christian Freeling, 1979): mezinárodní dáma na šestiúhelníku o 61 polích.
rules-hexdame = **Hexdame** (Christian Freeling, 1979): mezinárodní dáma na šestiúhelníkové desce.
    - **Deska:** pravidelný šestiúhelník o 61 polích. Každá strana začíná se 16 kameny, bílý u rohu `a1`, černý u rohu `i9`. Začíná bílý, pak se tahy střídají; tah nelze vynechat.
    - **Kámen** postoupí o jedno pole vpřed, je-li volné (tři směry vpřed). Bere skokem přes sousední soupeřovu figuru v kterémkoli ze šesti směrů a dopadne na prázdné pole hned za ní.
    - **Dáma** táhne po šesti liniích o libovolný počet prázdných polí a bere i na dálku; po skoku dopadne na kterékoli prázdné pole za branou figurou.
    - **Braní je povinné**, i vícenásobné, a skoky smějí měnit směr. Musíte vzít co nejvíc soupeřových figur (kameny i dámy se počítají stejně); je-li takových možností víc, vyberete si libovolnou. Přeskočené figury se z desky odstraní až po dokončení tahu a žádnou figuru nelze přeskočit dvakrát.
    - **Proměna:** kámen, který skončí tah na protějším okraji (devět polí na dvou stranách, které se stýkají v protějším rohu), se promění v dámu; pouhý průchod přes ně během braní nestačí.
    - **Konec hry:** prohráváte, když vám nezbyla žádná figura nebo žádný povolený tah. Remíza nastane dohodou (`hex draw` ji nabídne, `hex draw accept` nebo `hex draw decline` na nabídku odpoví) nebo když se stejná pozice zopakuje potřetí se stejným hráčem na tahu.
    - **Tahy:** pole se podle Freelinga označují písmenem a číslem dvou šikmých řad, které se na nich kříží. Tah: `f4-g5`; braní vypíše každé pole dopadu: `f4xh6xf6` (nebo `f4xf6`, je-li to jednoznačné). Tahy pište do kanálu partie nebo v přímé zprávě botovi; `resign` partii vzdá.
