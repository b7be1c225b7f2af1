# The line mode (hotseat --plain): every sentence it says, one line per event, worded to be
# read aloud by a screen reader. $side, $winner and $loser are white or black; $role is king,
# queen, rook, bishop, knight or pawn; squares, moves and clocks come as they are written.

# A piece in the plural, for lists: rooks a1 and f1.
plain-pieces = { $role ->
    [king] kings
    [queen] queens
    [rook] rooks
    [bishop] bishops
   *[knight] knights
    [pawn] pawns
}
# A piece that is taken: bishop g5 takes knight on f6.
plain-taken = { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
   *[knight] knight
    [pawn] pawn
}

## Moves in words.

plain-step = { $piece } { $from } to { $to }
plain-capture = { $piece } { $from } takes { $taken } on { $to }
plain-en-passant = pawn { $from } takes pawn on { $to } en passant
# A piece from the pocket put on the board (crazyhouse): knight dropped on f3.
plain-drop = { $piece } dropped on { $to }
plain-castle = { $wing ->
    [kingside] castles kingside
   *[queenside] castles queenside
}
plain-promotion = { $said }, promotes to { $role ->
    [queen] a queen
    [rook] a rook
    [bishop] a bishop
   *[knight] a knight
}
plain-check = { $said }, check
plain-mate = { $said }, checkmate
# 1. e4, pawn e2 to e4.
plain-move = { $number } { $san }, { $words }.
plain-taken-back = { $number } { $san } is taken back.

## The prompt: what is asked of the players now.

plain-prompt-move = { $who }, your move:
plain-prompt-move-timed = { $who }, { $clock }. Your move:
plain-prompt-answer = Yes or no:
plain-prompt-promotion = Queen, rook, bishop or knight:
plain-prompt-paused = Paused. Enter goes on:
plain-prompt-over = Game over. Command:
plain-prompt-look = Looking only. Command:
plain-prompt-review = Reviewing { $at }. Command or move:
plain-prompt-review-start = Reviewing the start. Command or move:

## The start of a game.

plain-start = hotseat without a screen: White against Black, { $control }.
plain-start-named = hotseat without a screen: { $white } has White, { $black } has Black; { $control }.
plain-control-none = no clocks
plain-control = time control { $control }
plain-control-odds = time odds: White { $white }, Black { $black }
plain-armageddon = Armageddon: a drawn game is Black's win.
plain-clock-starts = The clocks start with White's first move.
plain-chess960 = Chess960, start position { $number }.
plain-read-only = Another hotseat is playing this game: you can look at it, not play it.
plain-read-only-saved-at = It is shown as it was saved at { $time }: moves played there since do not show here. Type new for a game of your own.
plain-read-only-as-opened = It is shown as it was when this look opened: moves played there since do not show here. Type new for a game of your own.
plain-watching = You are watching this game as it is played in another terminal: each move is said as it comes.
plain-watching-left = Nobody plays this game now: it stands as it was saved.
plain-watching-next = Waiting for the next game.
plain-help-hint = Type { $help } for the commands.
plain-new-game = A new game.

## Questions, and the answers that leave things as they were.

plain-ask-resign = { $side ->
    [white] White
   *[black] Black
}, do you resign? Yes or no.
plain-ask-takeback = Take back { $number } { $san }? { $side ->
    [white] White
   *[black] Black
}, do you agree? Yes or no.
plain-ask-draw = { $side ->
    [white] White offers a draw. Black
   *[black] Black offers a draw. White
}, do you accept? Yes or no.
plain-ask-leave = Leave? Yes or no.
plain-ask-quit = Leave? The game is saved. Yes or no.
plain-ask-quit-unsaved = Leave? The game is not saved ({ $reason }); type { $save } FILE to keep a copy. Yes or no.
plain-ask-quit-copied = Leave? The game is not saved in the folder of games, but the copy you saved holds it. Yes or no.
plain-ask-paste = Play { $moves }: { $list }? Yes or no.
plain-ask-paste-more = { $count ->
        [one] one more
       *[other] { $count } more
    }
plain-ask-replace = { $file } exists. Replace it? Yes or no.
plain-ask-adjust = { $change }? { $side ->
    [white] White
   *[black] Black
}, do you agree? Yes or no.
plain-ask-set-clock = Set { $clock ->
    [white] White's
   *[black] Black's
} clock to { $time }? { $side ->
    [white] White
   *[black] Black
}, do you agree? Yes or no.
plain-ask-undo-adjustment = Take back { $change }? { $side ->
    [white] White
   *[black] Black
}, do you agree? Yes or no.
plain-offer-with-move = { $side ->
    [white] White offers a draw with the move. Black
   *[black] Black offers a draw with the move. White
}: yes to accept, no to decline, or play a move.
plain-may-claim = { $side ->
    [white] White
   *[black] Black
} may claim a draw ({ $reason }): type { $claim }.
plain-ask-promotion = Promote the pawn on { $square } to a queen, rook, bishop or knight?
plain-answer-please = Please answer yes or no (y or n).
plain-draw-declined = { $side ->
    [white] White declines
   *[black] Black declines
} the draw.
plain-takeback-declined = { $side ->
    [white] White says no
   *[black] Black says no
}: the move stands.
plain-goes-on = The game goes on.
plain-paste-declined = The moves are not played.
plain-replace-declined = Not saved: the file is kept as it was.
plain-clocks-kept = The clocks stay as they were.
plain-promotion-dropped = No promotion: the pawn stays where it is.

## The clocks.

plain-paused = The clocks are stopped. Press Enter to go on.
plain-running = The clocks run again.
plain-minute-left = { $side ->
    [white] White
   *[black] Black
}: one minute left.
plain-seconds-left = { $side ->
    [white] White
   *[black] Black
}: ten seconds left.
plain-clock-times = White { $white }, Black { $black }.
plain-clock-used = No time limit. Time used: White { $white }, Black { $black }.
plain-clock-upcount = The clocks count up, with no time limit: White { $white }, Black { $black }.
plain-clock-hourglass = Hourglass, what one side uses the other gains: White { $white }, Black { $black }.
plain-clock-byo-yomi = { $side ->
    [white] White
   *[black] Black
}: { $begun ->
    [yes] { $periods ->
        [one] the last byo-yomi period runs
       *[other] { $periods } byo-yomi periods left, one running
    }
   *[no] { $periods ->
        [one] 1 byo-yomi period
       *[other] { $periods } byo-yomi periods
    } after the main time
}.
plain-clock-canadian = { $side ->
    [white] White
   *[black] Black
}: { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} to make in this period.
plain-clock-runs = { $side ->
    [white] White's
   *[black] Black's
} clock is running.
plain-clock-stopped = The clocks are stopped.
plain-clock-delay = Delay: { $time } more before the clock moves.
plain-clock-back = A move now gets back { $time }.

## How the game ended.

plain-end-checkmate = Checkmate. { $winner ->
    [white] White
   *[black] Black
} wins, { $result }.
plain-end-stalemate = Stalemate: a draw, { $result }.
plain-end-insufficient = Neither side can checkmate: a draw, { $result }.
plain-end-threefold = The same position for the third time: a draw by repetition, { $result }.
plain-end-fivefold = The same position for the fifth time: a draw by repetition, { $result }.
plain-end-fifty = Fifty moves without a capture or a pawn move: a draw, { $result }.
plain-end-seventy-five = Seventy-five moves without a capture or a pawn move: a draw, { $result }.
plain-end-resignation = { $loser ->
    [white] White resigns: Black wins
   *[black] Black resigns: White wins
}, { $result }.
plain-end-agreement = Draw agreed, { $result }.
plain-end-variant = The game is over: { $reason }, { $result }.
plain-end-draw-odds = Armageddon: the draw is Black's win, { $result }.
plain-end-time = { $loser ->
    [white] White's flag has fallen: Black wins on time
   *[black] Black's flag has fallen: White wins on time
}, { $result }.
plain-end-unrecorded = { $winner ->
    [white] White wins
   *[black] Black wins
}, { $result }; how the game was won is not recorded.
plain-end-time-draw = { $loser ->
    [white] White's flag has fallen, but Black
   *[black] Black's flag has fallen, but White
} cannot checkmate: a draw, { $result }.
plain-end-next = Type { $new } for another game, { $moves } for the game, { $previous } to step back through it, or { $quit }.
plain-review-live = Back to the game as it stands.
plain-review-start = The start of the game, before the first move.
plain-review-move = { $said } Half-move { $shown } of { $total }.
plain-review-side-line = In a side line: { $moves }.
plain-review-comment = Comment: { $comment }
plain-review-lines-here = Side lines from here: { $moves }; type one to follow it.
plain-review-nowhere = { $at ->
    [start] This is the start of the game: there is no move before it.
    [line-end] This side line goes no further: { $previous } steps back, { $end } returns to the game.
   *[live] This is the game as it stands: there is no move after it; { $previous } steps back.
}

## What the line mode says of other changes.

plain-flipped = { $side ->
    [white] The board is seen from White's side now.
   *[black] The board is seen from Black's side now.
}
plain-suggest = { $suggestion } Type y to play it.
plain-suggest-move = Type y to play { $move }.
plain-needs-terminal = hotseat needs a terminal; without one, play in lines with --plain, or use perft, moves or replay for scripts
plain-io-failed = the input or output failed: { $reason }
plain-saving-works = Saving works again.
plain-end-of-input = End of input.
plain-not-saved = No move was played in this game, so it is not saved.

## Questions the players ask: board, pieces, where, last, clock, moves, help.

plain-board-from = { $side ->
    [white] The board from White's side, rank { $rank } first.
   *[black] The board from Black's side, rank { $rank } first.
}
# One rank: 8: Black: rook a8, knight b8; White: pawn e8.
plain-board-rank = { $rank }: { $pieces }.
plain-board-empty-rank = { $rank }: empty.
plain-board-group = { $side ->
    [white] White
   *[black] Black
}: { $pieces }
plain-piece-on = { $piece } { $square }
# Every square: 4: a4 to d4 empty, e4 white pawn, f4 to h4 empty.
plain-square = { $square } { $side ->
    [white] white
   *[black] black
} { $piece }
plain-empty-squares = { $from } to { $to } empty
plain-empty-square = { $square } empty
plain-empty-pair = { $first } and { $second } empty
plain-side-pieces = { $side ->
    [white] White
   *[black] Black
}: { $pieces }.
plain-pieces-at = { $pieces } { $squares }
plain-where-none = { $side ->
    [white] White
   *[black] Black
}: no { $pieces }.
plain-where-what = Which piece? Say { $where } N or { $where } knight: king, queen, rook, bishop, knight or pawn.
plain-last = Last move: { $said }
plain-no-move = No move has been played yet.
plain-moves-none = No moves yet.
plain-moves-result = Result: { $result }.

plain-help-moves = Type moves in algebraic notation: e4, Nf3, exd5, O-O, e8=Q; e2e4, nf3 and Russian letters such as Кf3 work too.
plain-help-ask = To hear the game: { $board } (the pieces by rank), { $board_list } (every square), { $pieces }, { $where } N or { $where } knight, { $last }, { $clock }, { $moves }, { $opening }, { $pocket } (crazyhouse), { $checks } (three-check), { $summary }, { $fen }.
plain-help-game = To act: { $commands }.
plain-help-review = To step through the game: { $previous } and { $next }, { $start } and { $end } (the game as it stands); a move typed there goes into a side line, { $nag } and { $comment } go with the move there, and { $leave }, { $delete } and { $promote } act on the side line viewed.
plain-help-keys = Questions take y or n. An empty line says again whose move it is. The end of input saves the game and stops.

# The full screen's help, pointing at the line mode.
plain-in-the-help = Screen readers: hotseat --plain
# The opening of the moves played (`opening`); names stay as the book has them, in English.
plain-opening = Opening: { $eco } { $name }.
plain-opening-none = No opening is named yet: the book names positions from the first moves of the usual start.
# The pockets of crazyhouse (`pocket`): White's pocket: 2 pawns, 1 knight.
plain-in-hand = { $count } { $role ->
    [queen] { $count ->
        [one] queen
       *[other] queens
    }
    [rook] { $count ->
        [one] rook
       *[other] rooks
    }
    [bishop] { $count ->
        [one] bishop
       *[other] bishops
    }
    [pawn] { $count ->
        [one] pawn
       *[other] pawns
    }
   *[knight] { $count ->
        [one] knight
       *[other] knights
    }
}
plain-pocket = { $side ->
    [white] White's pocket
   *[black] Black's pocket
}: { $pieces }.
plain-pocket-empty = { $side ->
    [white] White's pocket
   *[black] Black's pocket
} is empty.
plain-no-pocket = This game has no pockets: only crazyhouse has them.
# The checks given in three-check (`checks`).
plain-checks = Checks given: White { $white }, Black { $black }; the third wins.
plain-no-checks = Checks are counted only in three-check.

## The pages between games.

plain-back-to-game = Back to the game.
plain-game-opened = Another game is open.
plain-prompt-form = Field and value, or play:
plain-prompt-editor = Pieces, or play:
plain-prompt-library = Game number, or words to filter:
plain-prompt-standings = next, or back:
plain-standings-next = Next: { $game }. next plays it; back goes back to the game.
plain-prompt-library-tournaments = Game number, tournament name, or words to filter:
plain-prompt-learn = Your move, or solution, skip, next, again, back:
plain-form = New game, field by field:
plain-form-field = { $field ->
    [tournament] Tournament
    [white] White
    [black] Black
    [time] Time control
    [odds] Black's own time control (time odds)
    [clock] Clocks
    [rules] Draw rules
    [armageddon] Armageddon
    [instant] Moves
    [takebacks] Takebacks
    [variant] Variant
    [start] Start
   *[bottom] At the bottom
}: { $value }.
plain-form-variant = { $name } — { $rule }
plain-form-name = { $side ->
    [white] White
   *[black] Black
}: { $name }.
plain-form-unnamed = { $side ->
    [white] White
   *[black] Black
}: no name, the side's own.
plain-form-wrong = { $said } It cannot be: { $error }.
plain-form-no-odds = none, the same as White's
plain-form-no-tournament = none, a free game with the fields below
plain-form-tournament = { $name }, its next game { $game }; the tournament's players, control and variant are used, not the fields below
plain-form-tournaments = Tournaments under way: { $names }. Type tournament NAME for the next game of one, tournament none for a free game.
plain-form-standard = the usual position
plain-chess960-random = Chess960, a position drawn at random
plain-chess960-number = Chess960, position { $number }
plain-form-fen = the position { $fen }
plain-form-editor = a position set up on the board, { $fen }
plain-form-how = Change a field with its name and a value: white Anna, time 5+3, odds 3+3, clock first-move, rules fide, armageddon yes, start 960, start fen FEN, start editor, bottom black, instant yes, takebacks no. Type play to start, back to go back.
plain-learn = Learn from your mistakes: in the position before each mistake, type a better move. solution shows the best move, skip goes on without it, next goes on once it is done, again starts over, back goes back to the game.
plain-editor = The board editor. Type the pieces as Ke1 Qd1 Ra1 / ke8 pa7 (White's before the slash), +Nf3 to add one, -e4 to empty a square; white or black for the side to move, castling KQkq, ep e3, clear, start, fen FEN, copy. Type play to start from the position, back to go back to the form.
plain-editor-pieces = Pieces: { $pieces }.
plain-editor-empty = No pieces on the board.
plain-editor-turn = { $side ->
    [white] White
   *[black] Black
} to move; { $castling }.
plain-editor-right = { $side ->
    [white] White
   *[black] Black
} { $wing ->
    [kingside] kingside
   *[queenside] queenside
}
plain-editor-no-castling = no castling
plain-editor-castling = castling: { $rights }
plain-editor-castling-possible = no castling, though the pieces allow { $possible }
plain-editor-castling-more = castling: { $rights }; the pieces allow { $possible } too
plain-editor-en-passant = En passant on { $square }.
plain-editor-playable = The position can be played: type play to start.
plain-editor-unplayable = The position cannot be played yet: { $reason }.
plain-library-saved = The saved games, newest first: { $count }.
plain-library-file = The games of { $file }: { $count }.
plain-library-file-part = The games of { $file }: { $count }; { $listed ->
    [one] the first is listed
   *[other] the first { $listed } are listed
}, and hotseat --load FILE --game N opens any.
plain-library-filter = Filtered by: { $filter }.
plain-library-tournaments = The tournaments, newest first: { $count }.
plain-library-tournament = { $name }: { $words }.
plain-library-more = { $count ->
    [one] And one more
   *[other] And { $count } more
}: type words to narrow the list.
plain-library-none = No games are saved yet.
plain-library-none-match = No game matches the filter.
plain-library-how-tournaments = Type a tournament's name to play its next game.
plain-library-how = Type a game's number to open it, words to filter (a name, 1-0, 0-1, 1/2, unfinished, a date such as 2026-11), all for every game, an empty line to hear the list again, or back to go back.
## The engine's review (analyse, next mistake)

plain-analysis-started = The engine reviews the game: { $total } { $total ->
    [one] position
   *[other] positions
} to search. Ctrl-C stops it and keeps what is done.
plain-analysis-progress = Positions analysed: { $done } of { $total }.
plain-analysis-stopping = Stopping the engine after the positions under way.
plain-analysis-move = Move { $number }, { $side ->
    [white] White
   *[black] Black
}: { $played }, { $judgement }; { $best } was best.
plain-analysis-move-no-best = Move { $number }, { $side ->
    [white] White
   *[black] Black
}: { $played }, { $judgement }.
plain-analysis-no-marks = No move is marked as an inaccuracy, a mistake or a blunder.
plain-analysis-how = To step to these moves: next mistake, previous mistake.
plain-analysis-viewed = The review: { $judgement }; { $best } was best: { $line }.
plain-analysis-viewed-best = The review: { $judgement }; { $best } was best.
plain-analysis-viewed-no-best = The review: { $judgement }.

## The game in sentences (summary)

plain-summary-no-moves = No move has been played yet.
plain-summary-game = { $moves } played, { $time } of thinking time in all.
plain-summary-game-untimed = { $count ->
    [one] { $moves } played; no time was kept for it
   *[other] { $moves } played; no time was kept for them
}.
plain-summary-side = { $side ->
    [white] White
   *[black] Black
}: { $moves }, { $average } a move on average; the longest think was { $longest }, { $time }.
plain-summary-side-untimed = { $side ->
    [white] White
   *[black] Black
}: { $moves }.
plain-summary-time-trouble = { $side ->
    [white] White
   *[black] Black
} made { $moves } with under 10 seconds left.
plain-summary-material-even = Material at the end: even.
plain-summary-material = Material at the end: { $side ->
    [white] White
   *[black] Black
} is ahead by { $pawns } in pawns.
