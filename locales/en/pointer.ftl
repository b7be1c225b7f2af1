# Pointing at the board: the mouse and the board cursor.

pointer-not-yours = { $side ->
    [white] White to move: pick a white piece
   *[black] Black to move: pick a black piece
}

# Beside the move a piece picked up would make, in the input line.
pointer-hint-click = (click a highlighted square)
pointer-hint-click-plays = (click plays)
pointer-hint-cursor = (Enter on a highlighted square plays)
pointer-hint-enter-plays = (Enter plays)

pointer-status-cursor = board cursor on { $square }
pointer-status-pocket = board cursor on the pocket's { $piece }
pointer-footer = ←↑↓→/hjkl move · Enter/Space pick up, put down · Esc leaves
pointer-footer-pocket = ←↑↓→/hjkl move · Enter/Space pick up, put down · Tab pocket · Esc leaves

pointer-help-heading = Mouse and board cursor
pointer-help-click = Click a piece, then a square, or drag
pointer-help-back = Click it again, or Esc: put it back
pointer-help-list = Click a move in the list to see it
pointer-help-pocket = Click a pocket piece, then a square
pointer-help-no-mouse = The mouse is off here (--no-mouse)
pointer-help-cursor-key = ↑/↓
pointer-help-cursor = board cursor (empty line)
pointer-help-move-key = arrows/hjkl
pointer-help-move = move it
pointer-help-pick-key = Enter/Space
pointer-help-pick = pick up, put down
pointer-help-pocket-key = Tab
pointer-help-pocket-cursor = to the pocket and back
pointer-help-leave-key = Esc
pointer-help-leave = put back, then leave
