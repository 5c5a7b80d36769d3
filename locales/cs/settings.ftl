### Nastavení: nastavení serveru nebo místnosti (`/hex settings`, oprávnění Spravovat server;
### na Matrixu `!hex language` moderátora místnosti) a vlastní jazyk hráče (`hex language`).
###
### Slova nastavení (game=, size=, language=, threads=on/off, tournament-channel=) a kódy
### jazyků (en, fi, cs, da, de, auto) bot čte: nechávají se beze změny.

settings-need-manage-server = Nastavení tohoto serveru mohou měnit jen členové s oprávněním Spravovat server, a to příkazem /hex settings (z napsané zprávy vaše oprávnění nepoznám).
settings-in-server-only = Nastavení patří k serveru: použijte /hex settings v některém z jeho kanálů.
## Jazyk, který bot nemá. $text je to, oč uživatel požádal.
settings-language-unavailable = Jazykem „{ $text }“ nemluvím: zvolte en (English), fi (suomi), cs (čeština), da (dansk) nebo de (Deutsch).
## Nastavení serveru. $defaults je výchozí hra slovy (hex 11), nebo atribut .built-in-defaults;
## $language název jazyka (settings-language-name); $tournament_channel zmínka kanálu,
## nebo atribut .no-tournament-channel.
settings-shown = Nastavení serveru: výchozí hra { $defaults }; jazyk { $language }; turnajový kanál { $tournament_channel }; vlákno pro každou partii: { $threads ->
        [true] zapnuto
       *[false] vypnuto
    }.
    .built-in-defaults = podle vestavěného nastavení (darkhex 9, hex/rex 11)
    .no-tournament-channel = žádný
## Řekne se před nastavením po změně.
settings-saved = Uloženo.

## Název každého jazyka, jak ho ukazují nastavení a odpovědi ($language výše i níže).
settings-language-name =
    .en = en (English)
    .fi = fi (suomi)
    .cs = cs (čeština)
    .da = da (dansk)
    .de = de (Deutsch)
    .auto = podle platformy
## `hex language` bez slova: vlastní volba hráče. Atribut je pro hráče, který si nezvolil
## ($language je pak jazyk, ve kterém je tato odpověď napsaná).
settings-language-shown = Zvolili jste si jazyk { $language }: píšu vám v něm. `hex language auto` vrátí jazyk serveru nebo vaší aplikace.
    .none = Vlastní jazyk jste si nezvolili; tady píšu v jazyce { $language }. Zvolíte si ho příkazem `hex language fi` (nebo en, cs, da, de).
## `hex language fi`: uloženo (napsané už v novém jazyce).
settings-language-saved = Odteď vám píšu v jazyce { $language }.
## `hex language auto`: volba je zrušena.
settings-language-cleared = Vlastní jazyk už nemáte: řídím se jazykem serveru nebo vaší aplikace.
## Matrix: moderátor místnosti nastavil její jazyk (`!hex language de`).
settings-language-room = Příspěvky v této místnosti teď píšu v jazyce { $language }.
## Matrix: jazyk místnosti smí nastavit jen její moderátor.
settings-language-room-moderators = Jazyk této místnosti může změnit jen její moderátor.
## Matrix: nastavení místnosti (`!hex settings`), jak je vidí její moderátoři. $defaults a
## $language jako v settings-shown; místnost nemá turnajový kanál (je sama sobě kanálem).
settings-room-shown = Nastavení místnosti: výchozí hra { $defaults }; jazyk { $language }; vlákno pro každou partii: { $threads ->
        [true] zapnuto
       *[false] vypnuto
    }.
## Matrix: nastavení místnosti smí zobrazit nebo změnit jen její moderátor.
settings-room-moderators = Nastavení této místnosti může měnit jen její moderátor.
## Matrix: `hex settings` poslané do soukromé místnosti s botem.
settings-in-room-only = Nastavení patří k místnosti: pošlete `hex settings` do místnosti, jejíž nastavení chcete zobrazit nebo změnit.
