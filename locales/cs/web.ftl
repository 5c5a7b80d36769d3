### Webové stránky partií (`src/web/`): co čtenář stránky partie vidí kromě slov obrázků
### desky (barvy, názvy her, výsledky: board.ftl).
###
### Proměnné: $n a $total jsou čísla; $url je adresa.

## Stránka partie.
web-moves = Tahy
web-no-moves = Zatím žádné tahy.
web-clock = Zbývající čas
web-aborted = partie byla zrušena
web-drawn = remíza
## Tah v Dark Hexu, který narazil na skrytý kámen, v seznamu tahů.
web-hit = zásah
## Modrý převzal první kámen červeného, v seznamu tahů.
web-swap = výměna
## Skončená partie, pozici po pozici.
web-replay = Záznam
web-position = po tahu { $n } z { $total }
web-view-truth = Skutečná deska
web-view-red = Co věděl červený
web-view-blue = Co věděl modrý
web-sgf = Stáhnout záznam (SGF)
## Pod výsledkem v chatu: stránka partie.
web-page-link = Stránka partie: { $url }
## V nastavení (když bot stránky poskytuje): zda mají partie této komunity stránky
## (`web=on/off`; off: odkazy vrátí 404).
web-settings = Webové stránky partií: { $on ->
        [true] zapnuté
       *[false] vypnuté
    }.
