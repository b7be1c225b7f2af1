# The words of the game: sides, pieces, counted things, results and how games end.

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

count-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

# Lists: every item but the last joined with commas, then the last.
list-or = { $first } or { $last }
list-and = { $first } and { $last }
