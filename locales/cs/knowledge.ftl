### Záznam vědění skončené partie Temného Hexu: popisek animace a odmítnutí.
### Proměnné: $game je číslo partie (za `#`), $moves počet tahů.

## Záznam vědění (`hex replay 12 views` nebo tlačítko Záznam pod výsledkem Temného Hexu).
knowledge-of = Co který hráč věděl v partii #{ $game } ({ $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    }): vlevo vědění červeného, uprostřed skutečná deska, vpravo vědění modrého. Orámované pole je zásah v tomto tahu; kámen v kroužku byl nalezen zásahem.
## Vyžádáno, když se partie Temného Hexu ještě hraje.
knowledge-not-over = Partie #{ $game } se ještě hraje: co který hráč ví, zůstane skryté až do jejího konce. Zeptejte se znovu příkazem `hex replay { $game } views`, až skončí.
## Vyžádáno pro partii bez skrytých kamenů.
knowledge-only-dark-hex = Partie #{ $game } není Temný Hex: oba hráči viděli každý kámen, takže není co ukázat. `hex replay { $game }` ukáže partii tah po tahu.
