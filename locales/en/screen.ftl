# Everything the game screen says: the state of the game, notices, questions, the keys that
# work, the help, the clocks and the promotion picker; and what is said on the terminal
# before the screen opens. Sides are passed as `white` or `black`.

## The state of the game

state-to-move = { $player } to move
state-check = check
state-chess960 = Chess960 no. { $number }
state-armageddon = Armageddon: a draw is Black's win
state-over-hint = type new, save, analyse, charts, copy or quit; ← review
player-named = { $name } ({ $side ->
        [white] White
       *[black] Black
    })

## Lines of news under it

notice-autosave-problem = not saved automatically: { $problem }
notice-may-claim = { $side ->
        [white] White
       *[black] Black
    } may claim a draw ({ $reason }): type claim
notice-read-only = Read-only: the game as saved at { $time }; new starts a game of your own
notice-read-only-no-time = Read-only: the game as it was saved; new starts a game of your own
notice-watching = Watching: each move shows as it is played in the other terminal
notice-watching-left = Nobody plays this game now: it stands as saved at { $time }
notice-watching-left-no-time = Nobody plays this game now: it stands as it was saved
notice-watching-over = The next game played here shows as soon as it starts
watch-waiting = No game is being played in { $path } now: the next one shows here as soon as it starts.
watch-waiting-file = Waiting for a game in { $path }.
watch-last-result = { $white } against { $black }: { $result }
watch-footer-waiting = q or Esc quits
notice-paused = Paused: press Enter to resume
notice-over-type = the game is over ({ $outcome }): type new, save, analyse, charts, copy or quit
notice-suggestion = { $suggestion } Tab takes it
notice-read-only-refused = nothing changes here: the game is only looked at
notice-already-over = the game is already over
notice-no-takeback-over = the game is over: moves can no longer be taken back
notice-takebacks-off = this game is played without takebacks: a move made stands
notice-over = the game is over
notice-not-paused = the game is not paused: pause stops the clocks
notice-claim-played = no draw to claim: { $why }; { $move } is played
notice-claim-played-more-time = no draw to claim: { $why }; { $move } is played and { $side ->
        [white] White
       *[black] Black
    } gets { $time } more (FIDE 9.5.3)
notice-takeback-declined = { $side ->
        [white] White
       *[black] Black
    } declined the takeback
notice-draw-declined = { $side ->
        [white] White
       *[black] Black
    } declined the draw
notice-taken-back = { $move } was taken back
notice-offer-with-move = { $side ->
        [white] White offers a draw with the move — Black
       *[black] Black offers a draw with the move — White
    }: accept, decline, or play a move
notice-clock-starts = the clocks start with White's first move
notice-clock-usage = to set a clock, give its side and time: clock white 4:30, clock black 90s
notice-clock-shows = { $side ->
        [white] White's
       *[black] Black's
    } clock shows that already
notice-adjustment-taken-back = taken back: { $change }
notice-clocks-kept = the clocks stay as they were
notice-replace-declined = not saved: the file is kept
notice-paste-not-now = a paste goes in only while moves are typed
notice-paste-lines = a paste of several lines is taken only when it is moves, such as 1. e4 e5 2. Nf3
notice-paste-cut = the paste was cut: the line holds { $max ->
    [one] { $max } character
   *[other] { $max } characters
}
notice-pasted-failed = pasted move { $number } ({ $text }) cannot be played: { $reason }; { $before ->
    [one] the move before it was played
   *[other] the { $before } moves before it were played
}
notice-pasted-first-failed = the pasted moves begin with { $text }, which cannot be played here: { $reason }; none was played
notice-pasted-played = { $count ->
    [one] { $count } pasted move played
   *[other] { $count } pasted moves played
}
notice-answer-y-or-n = answer y or n
notice-line-too-long = a line of { $count } { $count ->
        [one] character
       *[other] characters
    } is more than a move or a command takes (at most { $max }): nothing was done
notice-input-too-long = a line longer than { $limit } { $limit ->
        [one] megabyte
       *[other] megabytes
    } is not read: nothing was done
notice-input-terminal-full = a line of { $limit } { $limit ->
        [one] character
       *[other] characters
    } is all a terminal holds, and the rest of it may have been lost: nothing was done (a game too long to paste on one line opens from its file with open FILE)

notice-line-full = the line holds at most { $max ->
    [one] { $max } character
   *[other] { $max } characters
}
notice-saved-to = saved to { $path }
notice-save-failed = could not save: { $reason }
notice-no-figurines-console = this console has no figurines: letters instead (--ascii=false for figurines)
notice-no-figurines-width = figurines would shift the board: letters instead (--ascii=false for figurines)
notice-nag-given = { $move } is marked { $nag }
notice-nags-cleared = { $move } has no glyphs now
notice-commented = comment kept after { $move }
notice-commented-start = comment kept before the first move
notice-comment-cleared = the comment after { $move } is gone
notice-comment-cleared-start = the comment before the first move is gone
notice-line-deleted = side line deleted
notice-line-promoted = side line promoted
notice-copied-game = the game's PGN is on the clipboard (OSC 52)
notice-copied-fen = the position's FEN is on the clipboard (OSC 52)
notice-unknown-nag = '{ $text }' is no glyph: use !, ?, !!, ??, !?, ?! or $1 to $255
notice-no-glyphs = this move has no glyphs to take off
notice-not-in-side-line = no side line is viewed: step back with ← and play a move there
notice-charts-not-now = the charts open in review (← steps back) or once the game is over
notice-analyse-not-now = the engine looks at finished games only: analyse once the game is over
notice-analysis-running = the engine is reviewing the game already: Esc stops it
notice-nothing-to-analyse = the game has no moves to analyse
notice-already-analysed = the engine has reviewed every move already: Shift+←/→ steps through its marked moves
notice-engine-failed = the review stopped: { $reason }
notice-no-analysis = there is no review yet: analyse asks the engine for one
notice-no-next-mistake = no marked move after this one
notice-no-previous-mistake = no marked move before this one
notice-next-what = next and previous take mistake or nothing after them, not '{ $text }'
notice-analysed = the engine has reviewed the game: Shift+←/→ steps through its marked moves
notice-analysis-stopped = the review stopped after { $reviewed } of { $moves } { $moves ->
        [one] move
       *[other] moves
    }; what is done stays
notice-copy-what = copy takes fen or nothing after it, not '{ $text }'
notice-no-clipboard = this terminal cannot take a copy (no OSC 52): save FILE writes the game to a file
notice-no-clipboard-output = the output is no terminal, so nothing can be copied: save FILE writes the game to a file

## Questions, answered with y or n

question-yes-or-no = (y/N)
question-resign = Resign as { $side ->
        [white] White
       *[black] Black
    }?
question-play-pasted = Play the { $count ->
    [one] pasted move
   *[other] { $count } pasted moves
} ({ $moves })?
question-replace = { $path } exists: replace it?
question-takeback-last = Take back the last move? { $side ->
        [white] White
       *[black] Black
    }, do you agree?
question-takeback = Take back { $move }? { $side ->
        [white] White
       *[black] Black
    }, do you agree?
question-adjust = { $change }? { $side ->
        [white] White
       *[black] Black
    }, do you agree?
question-set-clock = Set { $clock ->
        [white] White's
       *[black] Black's
    } clock to { $time }? { $side ->
        [white] White
       *[black] Black
    }, do you agree?
question-undo-adjustment = Take back { $change }? { $side ->
        [white] White
       *[black] Black
    }, do you agree?
question-quit-unsaved = Quit? The game is NOT saved: to keep it, answer n and type save FILE.
question-quit-copied = Quit? The game is not saved in the folder of games, but the copy you saved holds it.
question-quit = Quit?
question-quit-saved = Quit? The game is saved.
question-draw-offer = { $side ->
        [white] White offers a draw — Black
       *[black] Black offers a draw — White
    }, accept?

## Looking back through the game

review-start = Reviewing the start position — ←/→ step, End returns
review-move = Reviewing { $move }, half-move { $shown } of { $total } — ←/→ step, End returns
review-side-line = Side line { $moves } — ←/→ step, leave, delete, promote; End returns
review-comment = “{ $text }”
review-lines-here = side lines: { $moves } (type one to follow it)

## The keys that work now, at the bottom

footer-help = ↑/↓ PgUp/PgDn scroll · Esc closes the help
footer-promotion = ←/→ choose · Enter promotes · or type Q R B N · Esc cancels
footer-confirm = y yes · n, Enter or Esc no
footer-offer = y accept · n, Enter or Esc decline
footer-over = ? help · F2 new game · F3 games · ←/→ review · F4 analyse · charts · quit
footer-analysing = Esc stops the analysis · ←/→ step · ? help · F2 new game · quit
footer-analysed = Shift+←/→ mistakes · ←/→ step · click the graph · ? help · quit
footer-paused = Enter resumes · F2 new game · F3 games · Ctrl-C quits
footer-read-only = ←/→ step · F4 analyse · flip · save FILE · F2 new game · quit · ? help
footer-watching = { $count ->
        [one] q or Esc quits
       *[other] Tab next game ({ $number } of { $count }) · q or Esc quits
    }
footer-play = ? help · F2 new game · F3 games · draw · resign · undo · flip · save · quit

## The input line

hint-takes = { $suggestion }  (Tab takes it)
hint-enter-plays = (Enter plays)
hint-tab-completes = (Tab completes)
suggestion-layout = Russian keyboard layout: did you mean { $move }?
suggestion-look-alike = the letter { $letter } is Cyrillic (U+{ $code }), not the Latin { $latin }: did you mean { $move }?
suggestion-refused = { $why }: did you mean { $move }?

## The move list and the clocks

moves-none-yet = No moves yet: type one, like { $moves }, and press Enter.
moves-none-yet-instant = No moves yet: type one, like { $moves }; no Enter needed, it plays as soon as it is named.
clock-paused = paused
clock-used = { $time } used
clock-upcount = ↑ { $time }
clock-byo-yomi = { $begun ->
        [yes] { $periods ->
            [one] last period
           *[other] { $periods } periods
        }
       *[no] then { $periods ->
            [one] 1 period
           *[other] { $periods } periods
        }
    }
clock-canadian = { $moves ->
        [one] 1 move to go
       *[other] { $moves } moves to go
    }
clock-delay = delay { $seconds }
clock-gives-back = +{ $seconds } back
# Three-check: the checks a side has given, beside its clock.
clock-checks-given = { $count ->
        [one] { $count } check
       *[other] { $count } checks
    }

## The promotion picker

promotion-title = Promote to
promotion-keys = ←/→ Enter · Q R B N · Esc

## A terminal too small

too-small = hotseat needs a terminal of at least { $min_width }×{ $min_height }; this one is { $width }×{ $height }. Please make it larger.
too-small-clocks-paused = The clocks are paused until then.

## The help

help-title = hotseat — help
help-more-below = ↓ more · ↑/↓ scroll · Esc closes the help
help-more-above = ↑ more · ↑/↓ scroll · Esc closes the help
help-close = Esc closes the help
help-moves = Moves
help-moves-standard = e4  Nf3  exd5  O-O  O-O-O  e8=Q
help-moves-other = or e2e4  e2-e4  Ng1-f3  nf3  0-0
help-moves-alphabets = or Кf3 (Russian)  ♘f3 (figurine)
help-moves-board = The board shows what still matches.
help-keys = Keys
help-commands = Commands
help-commands-languages = Commands work in Russian too, as said at the board: сдаюсь, ничья, назад …
help-this-game = This game
help-time-control = Time control { $control }
help-untimed = Time control none
help-draw-rules = Draw rules { $rules }
help-chess960 = Chess960, start position no. { $number }
key-f1 = F1 or ?
key-enter = play the move or command
key-tab = complete a move or command
key-esc = close what is open: the line, the charts, review
key-arrows = step through the game
key-home-end = the start / the game
key-page = scroll the moves
key-help = this help
key-new-game = another game: the form
key-games = the library
key-analyse = the engine reviews the game
key-mistakes = to the moves it marks
key-suspend = suspend; clocks pause
key-quit = quit

## Commands, as the help and the hints explain them

command-resign = give up the game
command-draw = offer a draw
command-accept = accept a draw
command-decline = decline a draw
command-claim = claim a draw (fide)
command-undo = ask to take back
command-flip = turn the board
command-pause = stop both clocks
command-resume = start them again
command-save = save as PGN
command-fen = show the FEN
command-help = this help (also ?)
command-quit = leave; game is saved
command-new = new game: the form
command-games = the saved games
command-open = a PGN file's games
command-nag = mark the move viewed
command-comment = comment on it
command-delete = delete the side line
command-promote = promote the side line
command-leave = leave the side line
command-charts = the game in charts
command-copy = PGN/FEN to clipboard
command-analyse = engine review
command-learn = learn from mistakes
command-next = next (marked) move
command-previous = (marked) move before
argument-move = [MOVE]
argument-time = [TIME]
argument-side-time = SIDE TIME
command-addtime = give opponent time
command-setclock = set a clock
argument-path = [PATH]
argument-file = FILE
argument-nag = [!?]
argument-text = [TEXT]
argument-copy = [fen]
argument-mistake = [mistake]
argument-side = [SIDE]

## The engine's review on the screen

analysis-running = Analysing: { $done } of { $total } { $total ->
        [one] position
       *[other] positions
    }
analysis-time-left = about { $time } left
analysis-stop = Esc stops; what is done stays
analysis-side = { $accuracy } · ACPL { $acpl }
analysis-start = Start  { $eval }
analysis-not-reviewed = not reviewed: the review stopped before this move
analysis-best = Best was { $best }
analysis-best-line = Best was { $best }: { $line }

## Time controls and draw rules in words

control-untimed = no limit: the clocks count time used
control-upcount = no limit: the clocks count the time used upward
control-byo-yomi = { $main }; then byo-yomi, { $periods ->
        [one] 1 period
       *[other] { $periods } periods
    } of { $time }: a move made within a period keeps it
control-canadian = { $main }; then Canadian byo-yomi, { $moves } moves in each { $time }
control-hourglass = hourglass, { $main }: what one side uses the other gains
control-then = { $before }; then { $after }
control-odds = White: { $white } · Black: { $black }
period-moves = { $moves } moves in { $time }
period-each = { $period } each
period-increment = { $period }, +{ $time } a move
period-delay = { $period }, { $time } delay
period-bronstein = { $period }, { $time } Bronstein delay
duration-seconds = { $seconds } s
draw-rules-club = threefold and fifty moves end it
draw-rules-fide = claim threefold or fifty moves

## Saving

session-cannot-save = games cannot be saved: { $reason }
session-read-only-save = this game is read-only here: give a file, as in save game.pgn
session-write-failed = { $reason } ({ $file })
session-copy-failed = { $path }: { $reason }
session-copy-into-games = { $path } is in the folder of saved games, where every game keeps a file of its own: save the copy elsewhere
session-saved-in = hotseat: the game is saved in { $path }; `hotseat --resume` continues it
session-kept = The game is saved in { $path }; { $command } continues it.
session-kept-over = The game is over and saved in { $path }; { $command } shows it.
session-save-failed = The game could not be saved: { $reason }.
session-kept-copy = The game could not be saved in the folder of games ({ $reason }), but the copy in { $path } holds all of it.
session-left-in = The game from { $path } was not changed here; that file is left as it was.

## Before the screen opens

start-nothing-to-resume = there is no unfinished game to resume
start-not-saved = { $path } is not a saved game: `hotseat games` lists them, each with its file
start-no-such-game = there is no game { $number }: { $count ->
        [0] no games are saved yet
        [one] `hotseat games` lists 1 game
       *[other] `hotseat games` lists { $count } games
    }
# $control: the time control given for a new game (--time, or the config file), or none.
start-resume = An unfinished game is saved ({ $white } vs { $black }, { $moves }, started { $started }). { $control ->
        [none] Resume it? [Y/n]
       *[other] Resume it on its own clocks (n: a new game at { $control })? [Y/n]
    }
start-stays = It stays in { $path }; { $command } continues it.
start-cannot-lock = { $file }: the game cannot be locked for playing ({ $reason }); it opens read-only
start-damaged = { $error }; the game cannot be resumed (hotseat games sets it aside)
start-new-or-review = { $locked }. Start a new game (n) or look at that one read-only (r)? [n/r]
start-locked-new-game = { $locked }; a new game starts.
start-answer-yes-or-no = Please answer y or n (Enter is yes).
start-answer-new-or-review = Please answer n or r.
start-terminal-failed = the terminal failed: { $reason }

## The library: the saved games as hotseat games lists them, and a file's games

games-none = no game is saved yet: each game is kept in { $folder } from its first move
games-none-unfinished = every saved game is finished: none is left to resume
games-none-unfinished-newest = { $count ->
    [one] the newest game is finished
   *[other] the newest { $count } games are all finished
}
games-line = { $started }  { $white } vs { $black }  { $result }  { $moves }  { $control }  { $file }
games-result = { $result } { $reason }
# The reason of an Armageddon draw, scored as Black's win.
games-reason-draw-odds = { $reason }, draw odds
games-in-progress = * in progress
games-untimed = untimed
games-file-line = { $white } vs { $black }  { $result }  { $date }  { $event }  { $opening }

## The pages between games: the new-game form, the board editor, the library

notice-form-word = { $text }: say a field and its value (white, black, time, rules, start, bottom), play to start or back to go back
notice-standings-word = { $text }: say next to play the next game, or back to go back to the game
form-no-typing = { $field } is chosen with ←/→, not typed

form-not-a-choice = { $field }: '{ $text }' is not one of the choices: expected { $choices }
form-choice = '{ $choice }'
notice-no-games = { $path } holds no game
notice-no-such-game = no game { $number } is shown here
notice-tournament-over = the tournament { $name } is over: every game has its result
notice-open-what = open needs a file: open FILE.pgn
notice-learn-searching = the engine is still evaluating your move: wait for it, or ask for the solution or skip
notice-learn-over = this one is done: Enter (or next) goes to the next mistake
notice-learn-which-side = learn takes a side: learn white, or learn black
notice-learn-not-yet = find a better move first, or ask for the solution (Tab) or skip it (PgDn)
editor-castling-letters = castling '{ $text }': K, Q, k and q give the rights, - gives none
editor-not-a-square = '{ $text }' is not a square (a1 to h8)
form-title = New game: the game going on stays in its file
# The first field while a tournament is under way: its next game, or a free game.
form-tournament = Tournament
form-tournament-none = none
form-tournament-none-hint = a free game; ←/→ chooses a tournament
form-tournament-note = The tournament's players, control and variant are used, not the fields below.
form-time = Time
form-odds = Odds
form-odds-hint = Black's own time; empty: the same as White's
form-clock-start = Clocks
form-clock-game = start with the game
form-clock-first-move = start with White's first move
form-armageddon = Armageddon
form-armageddon-off = no
form-armageddon-on = a draw is Black's win
form-instant = Moves
form-instant-off = Enter plays them
form-instant-on = play as soon as named
form-takebacks = Takebacks
form-takebacks-off = not allowed
form-takebacks-on = with the other player's yes
form-rules = Draw rules
form-variant = Variant
form-start = Start
form-bottom = At the bottom
form-bottom-auto = the side to move
form-untimed = untimed
form-preset = { $control }
form-other = other
form-start-kind = { $kind ->
        [standard] usual
        [chess960] Chess960
        [fen] FEN
       *[editor] set up
    }
form-chess960-random = a number from 0 to 959; empty for a random one
form-chess960-variant = Chess960 is played by the rules of standard chess, not of { $variant }
form-editor-hint = Enter sets it up: { $fen }
form-start-button = Enter  start
form-back-button = Esc  back
form-keys = Tab or ↑/↓ field · ←/→ choose · type to fill in · Enter starts · Esc back
library-saved = Saved games: { $count }
# The folder's games with the tournaments kept beside them, shown above the games.
library-saved-tournaments = Saved games: { $count } · tournaments: { $tournaments }
library-file = { $file }: { $count ->
    [one] { $count } game
   *[other] { $count } games
}
# A file of more games than the list holds.
library-file-part = { $file }: { $count ->
    [one] { $count } game
   *[other] { $count } games
}, { $listed ->
    [one] the first listed
   *[other] the first { $listed } listed
} (--game N opens any)
library-filter = Filter:
library-filter-hint = type a name, 1-0, 0-1, 1/2, unfinished or a date (2026-11)
library-players = { $white } vs { $black }
library-in-progress = in progress
library-this-game = ← this game
# A tournament's row: how far it is, its leader with the points, the next game to play.
library-tournament-round = round { $round } of { $rounds }
library-tournament-over = over
library-tournament-leader = leader { $name } { $points }
library-tournament-next = next { $game }
library-notes-more = { $count ->
        [one] …and one more: hotseat games names it
       *[other] …and { $count } more: hotseat games names each
    }
library-none = No games are saved yet.
library-none-match = No game matches the filter.
library-keys = ↑/↓ choose · Enter opens · type to filter · Esc back
standings-title = { $name } · in the table: { $game }
standings-keys = Enter plays the next game · Esc back to the game
standings-keys-over = Esc back to the game
standings-next = Next: { $game }
standings-none-here = The games left are open in another hotseat, or wait for the players playing there.
standings-play-button = Play it
standings-back-button = Back to the game
editor-title = Set up a position   { $fen }
editor-turn = To move:
editor-castling = Castling:
editor-en-passant = En passant:
editor-none = none
editor-play = Enter  play
editor-back = Esc  back
editor-clear = clear
editor-standard = start position
editor-copy = copy the FEN
editor-hand-move = drag
editor-hand-erase = erase
editor-playable = the position can be played: Enter starts
editor-line-hint = Ke1 Qd1 / ke8 pa7, +Nf3, -e4, black, castling Kq, ep e3 · ↑ board cursor
editor-keys = type a placement or a word · ↑/↓ board cursor · Enter plays · Esc back
editor-keys-board = arrows · K Q R B N P put (small: Black) · x clears · Enter plays · Esc leaves
## Learn from your mistakes

learn-title = Learn from your mistakes: { $side ->
        [white] White
       *[black] Black
    } · { $at } / { $total }
learn-played = { $move } was played.
learn-find = Find a better move for { $side ->
        [white] White
       *[black] Black
    }.
learn-searching = Evaluating your move { $move }…
learn-wrong-played = { $move } is the move played in the game. Try another move for { $side ->
        [white] White
       *[black] Black
    }.
learn-wrong = You can do better than { $move }. Try another move for { $side ->
        [white] White
       *[black] Black
    }.
learn-right = Good move: { $move }!
learn-solution = Solution: { $move } was best.
learn-line = The engine's line: { $line }
learn-none = No mistakes found for { $side ->
        [white] White
       *[black] Black
    }.
learn-done = Done reviewing { $side ->
        [white] White's
       *[black] Black's
    } mistakes: you found { $found } of { $total }, saw the solution of { $shown }, skipped { $skipped }.
learn-line-hint = a move, or: solution · skip · next · again · back · ↑ board cursor
learn-keys = type a move · Tab solution · PgDn skip · ↑/↓ board cursor · Esc back
learn-keys-over = Enter next · Esc back
learn-keys-done = again: do it again · Esc back
learn-keys-searching = Esc stops the engine

## The game in charts

charts-title = The game in charts · ←/→ step · Esc closes
charts-no-room = no room for the charts here: a larger terminal shows them
charts-time = Time per move (longest { $longest })
charts-time-none = Time per move: not kept for this game
charts-clocks = Clocks after each move (time left; a full bar is { $most })
charts-clocks-used = Clocks after each move (time used; a full bar is { $most })
charts-clocks-none = Clocks: not kept for this game
charts-material = Material (White ahead above, Black below)
charts-axis = move
charts-summary = { $moves } · { $time } of thinking
charts-summary-untimed = { $moves } · no time kept
charts-average = average { $time }
charts-longest = longest { $move }, { $time }
charts-time-trouble = time trouble: { $moves }
