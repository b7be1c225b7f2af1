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
    [chess960] Chess960
   *[standard] Standard
}

# A variant's rule in one line, as lichess says it beside the variant's name.
variant-rule = { $variant ->
    [crazyhouse] Captured pieces can be dropped back on the board instead of moving a piece
    [atomic] Nuke your opponent's king to win
    [antichess] Lose all your pieces (or get stalemated) to win the game
    [king-of-the-hill] Bring your king to the center to win the game
    [three-check] Check your opponent 3 times to win the game
    [horde] One side has a large number of pawns, the other has a normal army
    [racing-kings] Get your king to the other side of the board to win
   *[standard] Standard rules of chess (FIDE)
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
