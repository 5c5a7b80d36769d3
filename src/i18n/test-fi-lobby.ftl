# A stand-in for fi/lobby.ftl in the unit tests, until the translation lands (see `test_files`).
lobby-game-started = Peli #{ $game } alkaa: { $red } vastaan { $blue }.
