# A stand-in for de/lobby.ftl in the unit tests, until the translation lands (see `test_files`).
lobby-your-game-started = Partie #{ $game }: du spielst gegen { $opponent }.
