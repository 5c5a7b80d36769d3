### Rozhraní chatu kolem her: tlačítka a jejich popisky, formulář Položit kámen, názvy vláken,
### návrhy her při psaní čísla a krátká oznámení (vynechaný obrázek, zavřené soukromé zprávy,
### příkaz poslaný, když bot nebyl přítomen).

## Tlačítka pod výzvami a deskami (nejvýš 80 znaků).
interface-action-label =
    .accept = Přijmout
    .decline = Odmítnout
    .swap = Výměna
    .place = Položit kámen
    .rematch = Odveta
    .resign = Vzdát se
    .views = Záznam
    .checkin = Potvrdit účast
## Tlačítko, které ruší potvrzení (vzdání).
interface-cancel-label = Zrušit
## Někdo stiskl tlačítko určené jiným lidem.
interface-button-not-for-you = Toto tlačítko není pro vás: použít ho mohou jen hráči, které uvádí.
interface-button-expired = Platnost tohoto tlačítka vypršela: výzva nebo tah, k nimž patřilo, už nečekají.
interface-picture-needs-attach-files = (Bez obrázku: v tomto kanálu potřebuji oprávnění Přikládat soubory.)
interface-picture-too-large = (Bez obrázku: je větší, než mi sem Discord dovolí nahrát.)
interface-delete-your-move = Váš tah se mi nepodařilo z kanálu odstranit (chybí mi tam oprávnění Spravovat zprávy). Smažte ho prosím, aby nikdo neviděl pole vašeho tahu.
interface-missing-permissions = V tomto kanálu mi chybějí tato oprávnění: { $names }. Bez nich mým příspěvkům chybí obrázky nebo text, nebo nemohu smazat tahy Temného Hexu napsané veřejně.
## Žádost o potvrzení vzdání; atribut je pro případ, kdy číslo partie není známé.
interface-resign-confirm = Opravdu vzdát partii #{ $game }? Partie tím skončí a vzít to zpět nelze.
    .unnamed = Opravdu vzdát vaši partii? Partie tím skončí a vzít to zpět nelze.
interface-resign-cancelled = Nevzdali jste se; partie pokračuje.
## Formulář Položit kámen (pole modrého místo výměny): nadpis (nejvýš 45 znaků), popisek
## jeho jediného pole (nejvýš 45) a odpověď na prázdný formulář.
interface-place-title = Partie #{ $game }: položit kámen
interface-place-field = Pole (například f6)
interface-place-missing = Napište pole, například f6.
## Lomítkový příkaz byl vyřízen a není co dodat.
interface-done = Hotovo.
## /hex bez podpříkazu.
interface-pick-subcommand = Vyberte podpříkaz /hex, nebo napište `hex help`.
## Název vlákna partie v kanálu (nejvýš 100 znaků).
interface-thread-name = Partie #{ $game }
## Jedna z partií uživatele, nabízená při psaní čísla partie (nejvýš 100 znaků).
## $name je název hry, jak se píše (darkhex, hex, …).
interface-game-choice = #{ $game } { $name }, soupeř: { $opponent }{ $your_move ->
        [true] { " " }(jste na tahu)
       *[false] { "" }
    }
## Soukromý pohled nešel poslat přímou zprávou; ukáže se soukromě v kanálu.
interface-dm-closed = Nepodařilo se mi poslat vám přímou zprávu (nemáte přímé zprávy vypnuté?), proto to ukazuji tady, jen vám.
## Do kanálu, když soukromá odpověď nebyla možná vůbec. $user je zmínka.
interface-dms-closed-notice = { $user }, nemohu vám posílat přímé zprávy, a tak k vám deska touto cestou nedojde. `/hex board` a `/hex move` fungují soukromě přímo tady: jejich odpovědi vidíte jen vy. Chcete-li desku zase dostávat přímou zprávou, povolte přímé zprávy od členů serveru (Nastavení soukromí).
## Matrix: odpověď na příkaz poslaný, když byl bot déle než den pryč (neprovedl ho). $user je zmínka.
interface-away-notice = { $user }: když jste to poslali, byl jsem pryč, a je to už víc než den, takže jsem to neprovedl. Pošlete to prosím znovu.
