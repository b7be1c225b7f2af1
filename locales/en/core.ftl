# The words of the game: sides, pieces, counted things, results and how games end.

# The language's name in itself, beside its code among the values of `--lang`.
language-name = English

side-white = White
side-black = Black

# The draw rules by name, as the form and the help show them.
draw-rules-name = { $rules ->
    [club] club
   *[fide] fide
}

piece-king = king
piece-queen = queen
piece-rook = rook
piece-bishop = bishop
piece-knight = knight
piece-pawn = pawn

# A variant of chess by name, as lichess names it.
variant-name = { $variant ->
    [crazyhouse] Crazyhouse
    [atomic] Atomic
    [antichess] Antichess
    [king-of-the-hill] King of the Hill
    [three-check] Three-check
    [horde] Horde
    [racing-kings] Racing Kings
   *[standard] Standard
}

count-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

# Lists: every item but the last joined with commas, then the last.
list-or = { $first } or { $last }
list-and = { $first } and { $last }

# The mark between a number's whole part and its tenths: 2.1 s, 87.3%.
decimal-mark = .
