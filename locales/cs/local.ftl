### Místní režim (`hextable local`): bot v terminálu, proti počítači nebo pro dva lidi
### na jednom zařízení s oponou mezi jejich tahy.

## Uvítání. $url je databáze, $channel název kanálu, který terminál představuje.
## `quit` sezení ukončí.
local-welcome = hextable local — databáze { $url }; jste v kanálu #{ $channel }. Pište tahy jako f6, `hex help`, nebo `quit`.
local-dark-hint = (Tahy Temného Hexu jdou botovi přímou zprávou; tady se cokoli, co napíšete, pošle soukromě, je-li to tah.)
## Na jednom zařízení: opona zakrývá desku, zatímco se zařízení předává. $next je red nebo
## blue, hráč, který je na tahu.
local-curtain = ──── opona ──── Předejte zařízení { $next ->
        [red] červenému
       *[blue] modrému
    } hráči a stiskem klávesy Enter desku odkryjte.
## Obrázek desky byl uložen do souboru ($path).
local-image-saved = (obrázek uložen do { $path })
local-image-not-saved = (obrázek se nepodařilo uložit: { $error })
## Řekne se jednou, když obrázky zatím nejde ukládat ($error říká proč).
local-images-later = ({ $error }; obrázky se začnou ukládat do { $folder }, jakmile to půjde)
local-message-removed = (bot zprávu smazal)
## Označení soukromé odpovědi a přímé zprávy před jejich textem.
local-private-label = vidíte jen vy
local-dm-label = přímá zpráva
## Jak se místo jmenuje před svými zprávami: $seat je you, red nebo blue (cokoli jiného
## se ukáže, jak je).
local-seat-name = { $seat ->
        [you] Vy
        [red] Červený hráč
        [blue] Modrý hráč
       *[other] { $seat }
    }
