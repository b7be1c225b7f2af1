# Why something was refused: typed moves, the game, FEN, time controls, PGN, saved games,
# the config file and the command line. Sides are passed as `white` or `black`, pieces as
# `king` … `pawn`, so each language picks its own words and forms.

## Typed moves

san-empty = type a move, such as e4 or Nf3
notice-type-a-move = type a move, such as { $moves }
san-not-a-move = '{ $input }': { $reason }
unreadable-not-a-move = not a move
unreadable-which-square = which square should the { $piece } go to?
unreadable-not-a-square = { $square } is not a square
unreadable-which-piece = which piece should the pawn become?
unreadable-cannot-become = a pawn cannot become a { $piece }
san-no-piece-can-reach = no { $piece } can { $capture ->
        [yes] capture on
       *[no] reach
    } { $square }
san-no-piece-on = there is no piece of yours on { $square }
san-leaves-king-in-check = { $move } leaves your king in check
san-capture-forced = { $move } is not a capture, and a capture is forced
san-gives-check = { $move } would give check, and in Racing Kings no move may
san-drop-meant = no piece of that kind can move there; did you mean the drop { $drop }?
san-castling-not-allowed = castling is not allowed: { $reason }
san-ambiguous = { $input } is ambiguous: { $candidates }
san-promotion-missing = { $move } needs a promotion piece: { $choices }
san-not-a-promotion = { $move }: only a pawn reaching the last rank can promote
san-nothing-to-take = nothing to take on { $square }
san-cannot-drop = a { $piece } cannot be dropped on { $square } here (none in hand, the square taken, a pawn on the first or last rank, or a check left unanswered)

castling-no-right = { $side ->
        [white] White
       *[black] Black
    } has no right to castle { $wing ->
        [kingside] kingside (its rook has moved, or it never had it)
        [queenside] queenside (its rook has moved, or it never had it)
       *[none] in this position
    }
castling-in-check = your king is in check
castling-occupied = { $square } is occupied
castling-attacked = { $square } is attacked
castling-would-be-attacked = { $square } would be attacked

## The game

game-over = the game is over: { $outcome }
game-illegal-move = that move is not legal here
game-not-your-turn = only { $side ->
        [white] White
       *[black] Black
    } can do that now, on their move
game-offer-pending = a draw offer is waiting for an answer
game-no-offer = there is no draw offer to answer
game-nothing-to-take-back = there is no move to take back
game-claims-need-fide = under club rules, repetitions and the fifty-move rule end the game by themselves
game-no-claim = no draw to claim: { $why }
game-no-move-to-offer-with = no move has been played to offer a draw with
game-untimed = the clocks of an untimed game only count the time used: there is no time to give or set
no-claim-position = the position has occurred { $times ->
        [1] once
        [2] twice
       *[other] { $times } times
    } and { $halfmoves ->
        [one] { $halfmoves } half-move has
       *[other] { $halfmoves } half-moves have
    } passed without a capture or pawn move
no-claim-after = after { $move }, { $why }

## How games end

outcome-line = { $result } · { $sentence }
outcome-win = { $winner ->
        [white] White
       *[black] Black
    } wins by { $reason }
outcome-draw = Draw by { $reason }
outcome-resigned = { $loser ->
        [white] White
       *[black] Black
    } resigned
outcome-on-time = { $loser ->
        [white] White
       *[black] Black
    } lost on time
outcome-agreement = Draw by agreement
outcome-draw-odds = { $draw }: Black wins on draw odds
outcome-unrecorded = { $winner ->
        [white] White
       *[black] Black
    } won
outcome-timeout-insufficient = { $flagged ->
        [white] White
       *[black] Black
    }'s flag fell, but { $flagged ->
        [white] Black
       *[black] White
    } cannot mate

reason-checkmate = checkmate
reason-stalemate = stalemate
reason-insufficient-material = insufficient material
reason-threefold-repetition = threefold repetition
reason-fivefold-repetition = fivefold repetition
reason-fifty-move-rule = fifty-move rule
reason-seventy-five-move-rule = seventy-five-move rule
reason-resignation = resignation
reason-agreement = agreement
reason-time = time
reason-timeout-insufficient = timeout against insufficient material
reason-unrecorded = reason not recorded
reason-variant = { $ending ->
        [king-exploded] exploding the king
        [king-of-the-hill] the king reaching the hill
        [third-check] the third check
        [race-won] the race to the eighth rank
        [no-pieces-left] losing every piece
        [stalemated] having no move left
       *[all-pieces-taken] taking every piece
    }

## FEN

fen-empty = the FEN is empty
fen-control-character = the FEN holds a control character ({ $code })
fen-field-count = a FEN has 6 fields (board, side, castling, en passant, halfmove clock, move number); this one has { $count }
fen-rank-count = board '{ $board }': { $count ->
    [one] { $count } rank
   *[other] { $count } ranks
} instead of 8
fen-rank-length = board: rank { $rank } '{ $text }' does not describe 8 squares
fen-rank-digits = board: rank { $rank } '{ $text }' has two digits in a row; count empty squares in one digit
fen-bad-piece = board: '{ $char }' is not a piece letter or a digit from 1 to 8
fen-side-to-move = side to move '{ $text }': expected 'w' or 'b'
fen-castling-syntax = castling field '{ $field }': '{ $right }' is not a castling right
fen-castling-without-pieces = castling field '{ $field }': '{ $right }' needs { $missing }
castling-piece-king = the { $side ->
        [white] white king on the first
       *[black] black king on the eighth
    } rank
castling-piece-kingside-rook = a { $side ->
        [white] white
       *[black] black
    } rook on the king's side
castling-piece-queenside-rook = a { $side ->
        [white] white
       *[black] black
    } rook on the queen's side
castling-piece-rook-on = a { $side ->
        [white] white
       *[black] black
    } rook on { $square }
fen-castling-twice = castling field '{ $field }': two { $side ->
        [white] white
       *[black] black
    } rights towards the same wing
fen-en-passant-syntax = en passant field '{ $text }': expected '-' or a square on the 3rd or 6th rank
fen-en-passant-impossible = en passant square { $square }: { $reason }
en-passant-wrong-rank = with { $side ->
        [white] White to move it must be on the 6th
       *[black] Black to move it must be on the 3rd
    } rank
en-passant-no-pawn = no { $side ->
        [white] white
       *[black] black
    } pawn on { $square } that could just have moved two squares
en-passant-not-empty = { $square } and { $from } must be empty after a double step
fen-halfmove = halfmove clock '{ $text }': expected a number of half-moves from 0 to 100000
fen-fullmove = move number '{ $text }': expected a number from 1 to 100000
fen-missing-king = no { $side ->
        [white] white
       *[black] black
    } king
fen-too-many-kings = { $count ->
        [2] two
        [3] three
        [4] four
       *[other] many
    } { $side ->
        [white] white
       *[black] black
    } kings
fen-pawn-on-back-rank = pawn on the { $rank ->
        [first] first
       *[eighth] eighth
    } rank
fen-too-much-material = { $side ->
        [white] White
       *[black] Black
    } has more material than a game can produce
fen-opposite-check = the side not to move is in check
fen-not-this-variant = '{ $part }' does not belong in a FEN of the { $variant } variant
fen-pocket = pocket '[{ $text }]': expected the letters of pieces taken, no king
fen-checks = check counters '{ $text }': expected two numbers from 0 to 3, not both 0
fen-variant-rule = the position cannot arise in { $variant }

## Time controls

tc-empty = the time control is empty (try { $example }, or { $untimed })
tc-empty-period = period { $number } is empty (try { $example })
tc-bad-moves = the move count '{ $moves }' is not a whole number from 1 to 1000 (try { $example })
tc-bad-time = the time '{ $time }' is not a number of { $unit ->
        [minutes] minutes
       *[seconds] seconds
    } (try { $example })
tc-not-positive = the time '{ $time }' is not more than zero (try { $example })
tc-not-whole = the { $what ->
        [time] time
        [increment] increment
        [delay] delay
       *[bronstein] Bronstein delay
    } '{ $value }' is not a whole number of seconds (try { $example })
tc-too-long = the { $what ->
        [time] time
        [increment] increment
        [delay] delay
       *[bronstein] Bronstein delay
    } '{ $value }' is more than { $what ->
        [time] 24 hours
       *[other] an hour
    } (try { $example })
tc-bad-bonus = the { $what ->
        [time] time
        [increment] increment
        [delay] delay
       *[bronstein] Bronstein delay
    } '{ $value }' is not a number of seconds (try { $example })
tc-unreachable = period { $number } has no move count, so the periods after it would never start (try { $example })
tc-mode-form = { $mode ->
        [byo] byo-yomi is written as the main time, byo, and the periods and the time of each
        [canadian] Canadian byo-yomi is written as the main time, canadian, and the moves and the time of each period
        [hourglass] an hourglass is written as hourglass and the time of each side
       *[upcount] upcount is written alone: it has no time limit
    } (try { $example })
tc-bad-periods = the number of periods '{ $periods }' is not a whole number from 1 to 1000 (try { $example })
tc-missing-period-time = the time of each period is missing (try { $example })
tc-hourglass-one-side = an hourglass needs both sides on one (try { $example })
tc-missing-side = nothing is written (try { $example })
tc-too-many-sides = a control has two sides at most: White's vs Black's (try { $example })
tc-untimed-side = no time limit while the other side has one (try { $example }, or none)
tc-error = time control '{ $control }': { $reason }
tc-error-side = time control '{ $control }', for { $side ->
        [white] White
       *[black] Black
    }: { $reason }

## The arbiter's hand on the clock

clock-start-error = '{ $text }' is not when a clock starts: expected game or first-move

duration-not-a-time = '{ $text }' is not a length of time: write 15 (seconds), 90s, 2m, 1:30 or 1:02:03
duration-zero = '{ $text }' is no time at all: give more than zero
duration-too-long = '{ $text }' is more than 24 hours
adjustment-add = { $side ->
        [white] White's
       *[black] Black's
    } clock +{ $time }
adjustment-take = { $side ->
        [white] White's
       *[black] Black's
    } clock −{ $time }

## PGN

pgn-location = game { $game }, line { $line }
pgn-unterminated-tag = { $at }: unterminated tag pair '{ $token }'
pgn-malformed-tag = { $at }: malformed tag pair '{ $token }' (expected [Name "value"])
pgn-tag-too-long = { $at }: tag pair longer than { $limit ->
    [one] { $limit } byte
   *[other] { $limit } bytes
} '{ $token }'
pgn-unterminated-comment = { $at }: unterminated comment '{ $token }'
pgn-utf16 = { $at }: the file is UTF-16 text: save it as UTF-8 and read it again
pgn-io = { $at }: cannot read the input: { $reason }
pgn-unclosed-variation = { $at }: the variation opened here is never closed
gametext-fen = FEN tag: { $reason }
gametext-variant = variant '{ $variant }' is not one hotseat plays: expected { $known }
gametext-move = move { $label }: '{ $token }': { $reason }
refusal-already-over = the game is already over ({ $outcome })
# `hotseat replay` on standard error, for scripts (its words are always these English ones).
replay-problem = game { $number } ({ $white } vs { $black }), { $problem }
replay-warning = warning: { $warning }

## Saved games

store-no-folder = no folder for saved games: set XDG_DATA_HOME to one
store-io = { $path }: { $reason }
store-no-such-game = { $path }: there is no game { $number } (the file holds { $count })
store-pgn = { $path }: { $reason }
store-game = { $path }: game { $number }: { $reason }
store-damaged = { $path } is damaged: { $reason }
store-locked = { $path }: this game is open in another hotseat
store-set-aside = { $problem }; it is kept as { $kept }
store-restored = { $was } was set aside as damaged but reads as a game: it is back as { $now }
damage-no-game = it holds no game
damage-cut-short = it stops before the result: it was cut short
damage-bad-tag = its { $tag } tag cannot be read
damage-game = game 1: { $reason }
store-not-a-folder = { $path } is a file, not a folder
watch-no-such-file = there is no file { $path } to watch; watching for it to appear
watch-folder = cannot read the folder { $path }: { $reason }
watch-not-a-game = this file holds no game to watch: { $reason }; watching for one
watch-deleted = the file { $path } of the game watched was deleted
watch-replaced = the file { $path } now holds another game, watched from now on

## Tournaments

tournament-bad-name = the tournament's name: { $reason }
tournament-bad-player = the player '{ $name }': { $reason }
tournament-same-name = two players are called { $name }: give each player a name of their own
tournament-too-few = a tournament needs at least two players: name them with --players "Anna,Boris"
tournament-too-many = { $count ->
    [one] { $count } player is
   *[other] { $count } players are
} too many: a round robin takes at most { $most }
tournament-double-match = --double is for a round robin: a match of two players counts its games with --games
tournament-games-round-robin = --games is for a match of two players: a round robin of three or more plays each pairing once, or twice with --double
tournament-match-games = a match of { $games } games cannot be played: expected 1 to { $most }
tournament-match-games-text = '{ $text }' is not a number of games: expected a whole number from 1 to { $most }
tournament-no-player = nobody called { $name } plays in this tournament
tournament-bad-game = '{ $text }' names no game: expected ROUND.BOARD, as in 2.1
tournament-no-round = there is no round { $round }: the tournament has { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
tournament-no-board = there is no game { $game }: round { $round } has { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
}
tournament-bad-result = '{ $text }' is not a result: expected 1-0, 0-1, 1/2, or +- and -+ for a forfeit
tournament-already-played = game { $game } has its result already: { $result }
tournament-withdrawn = { $name } has withdrawn from the tournament
tournament-linked-elsewhere = game { $game } was opened by another hotseat meanwhile
tournament-nothing-to-play = no game is left to play: every game has its result, or is being played in another hotseat
tournament-not-found = there is no tournament called { $name }: hotseat tournament list shows them
tournament-exists = a tournament called { $name } exists already: choose another name
broadcast-failed = the broadcast folder { $dir } cannot be written ({ $reason }): the games go on without it
tournament-damaged = the tournament's file { $path } cannot be read
tournament-busy = another hotseat is changing the tournaments: try again
tiebreak-unknown = '{ $text }' is not a tie-break: expected DE, WON, SB or KS
tiebreak-twice = the tie-break '{ $text }' is named twice
tiebreak-empty = no tie-break is named: expected DE, WON, SB or KS, separated by commas

## The engine that reviews a finished game
engine-not-found = there is no engine at { $path }: install one (apt-get install stockfish), or name it with --engine or with engine = "…" in the config file
engine-cannot-start = { $path } could not be started: { $reason }
engine-not-uci = { $path } is not a UCI engine: it never answered uciok
engine-no-variant = { $name } plays only standard chess, not { $variant }: a review needs an engine with that variant in its UCI_Variant option (Fairy-Stockfish)
engine-exited = the engine { $name } stopped with exit status { $status }
engine-crashed = the engine { $name } stopped in the middle of its work
engine-no-score = the engine { $name } ended a search without a score
engine-illegal-move = the engine { $name } answered { $best }, which is not a move of the position
engine-hung = the engine { $name } gave no answer in { $waited }

write-no-name = no file is named: give one, as in save game.pgn
write-no-folder = there is no folder { $folder }
write-not-a-folder = { $file } is a file, not a folder
write-not-a-file = it is { $kind ->
        [folder] a folder
        [device] a device
        [fifo] a named pipe
       *[socket] a socket
    }, not a file: nothing was written
write-leads-to-no-file = its link leads to { $path }, { $kind ->
        [folder] a folder
        [device] a device
        [fifo] a named pipe
       *[socket] a socket
    }, not a file: nothing was written
write-links = its symbolic links go round in a circle
write-exists = { $path } exists

## What the system says

io-not-found = no such file or folder
io-permission-denied = permission denied
io-connection-refused = the connection was refused
io-connection-reset = the connection was reset
io-host-unreachable = the host cannot be reached
io-network-unreachable = the network cannot be reached
io-connection-aborted = the connection was broken off
io-not-connected = there is no connection
io-address-in-use = the address is already in use
io-address-not-available = the address is not available
io-network-down = the network is down
io-broken-pipe = the other end of the pipe is closed
io-already-exists = it already exists
io-would-block = it would have to wait
io-not-a-directory = a part of the path is not a folder
io-is-a-directory = it is a folder
io-directory-not-empty = the folder is not empty
io-read-only = the disk is read-only
io-filesystem-loop = the symbolic links on the path go round in a loop
io-stale-network-file = the file on the network is no longer there
io-invalid-input = the system refused the request as invalid
io-invalid-data = the contents cannot be read: damaged, or not text in UTF-8
io-timed-out = it took too long
io-write-zero = nothing more could be written
io-storage-full = no space left on the disk
io-not-seekable = it cannot be read from a chosen place (a pipe?)
io-quota-exceeded = the disk quota is used up
io-file-too-large = the file is too large
io-resource-busy = it is busy
io-executable-busy = the file is a program that is running
io-deadlock = it would wait for ever on a lock
io-crosses-devices = it cannot be moved to another disk this way
io-too-many-links = there are too many links to it
io-invalid-filename = the name cannot be a file's name: too long, or with a character the disk refuses
io-argument-list-too-long = the list of arguments is too long
io-interrupted = it was interrupted
io-unsupported = it cannot be done on this system
io-unexpected-eof = the data end too early
io-out-of-memory = there is not enough memory
io-in-progress = it is still under way
# The last resort, for an error of no kind the program knows: the system's own words.
io-other = { $code ->
    [0] the system says: { $reason }
   *[other] the system says: { $reason } (error { $code })
}

## Words on the command line and in the config file

typed-word = { $text }
draw-rules-error = draw rules '{ $text }': expected 'club' or 'fide'
flip-error = '{ $text }' is not a side of the board: expected white, black or auto
lang-error = '{ $text }' is not a language hotseat speaks: expected { $languages }
theme-error = '{ $text }' is not a theme: expected green, brown, blue, contrast or mono
chess960-number-error = '{ $text }' is not a Chess960 position: expected a number from 0 to 959
name-empty = a name cannot be empty
name-invisible = a name cannot hold control characters or characters that turn text around
name-too-long = a name can have at most { $max ->
    [one] { $max } character
   *[other] { $max } characters
}
game-number-error = '{ $text }' is not a game number: expected a whole number from 1
saved-game-error = '{ $text }' names no saved game: expected its number in hotseat games, from 1, or its file, NAME.pgn

depth-error = '{ $text }' is not a depth: expected a whole number of plies from 0 to { $most }
variant-error = '{ $text }' is not a variant: expected standard, chess960, crazyhouse, atomic, antichess, king-of-the-hill, three-check, horde or racing-kings (or lichess's kingOfTheHill, threeCheck, racingKings)
count-error = '{ $text }' is not a number of games: expected a whole number from 1
nodes-error = '{ $text }' is not a number of nodes: expected a whole number from 1
jobs-error = '{ $text }' is not a number of engines: expected a whole number from 1 to { $most }
threads-error = '{ $text }' is not a number of threads: expected a whole number from 1 to { $most }
hash-error = '{ $text }' is not a size of the hash: expected a whole number of megabytes from 1 to { $most }
switch-error = '{ $text }' is neither yes nor no: expected true or false

## The config file

config-unreadable = cannot read { $path }: { $reason }
config-invalid = { $path }:{ $line }: { $reason }
config-invalid-key = { $path }:{ $line }: { $key }: { $reason }
config-syntax = { $slip ->
    [no-equals] not a setting: a setting is a key, '=' and a value, as in theme = "blue"
    [no-value] there is no value after '='
    [unclosed-quote] the quotes around the value are not closed
   *[other] this is not TOML: a setting is written key = "text" or key = true
}
config-set-twice = { $line ->
    [0] this key is set a second time
   *[other] this key is set a second time (first on line { $line })
}
config-unknown-key = not a setting: expected { $keys }
config-unknown-key-meant = not a setting: did you mean { $meant }? (the file writes '_' where the option has '-')
config-wrong-kind = expected { $expected ->
    [text] text in quotes
    [number] a whole number
   *[switch] true or false
}, not { $found ->
    [text] text
    [number] a number
    [switch] true or false
    [date] a date
    [list] a list
   *[table] a table or a section
}
config-unquoted = the value goes in quotes: { $key } = "{ $value }"
config-control-character = the value holds a control character
config-no-engine = an engine is named by its program's path, as in engine = "/usr/games/stockfish"

## Notes and side lines

note-no-move = there is no move here to annotate
note-no-nag = this move has no { $nag }
note-no-comment = there is no comment here
note-brace = a comment cannot contain '{"}"}'
note-empty-comment = the comment is empty
line-after-last-move = a side line replaces a move of the game, and there is none after the last move
line-game-moves = these are the game's own moves: they cannot be deleted or promoted
line-already-first = this side line is already the first

## Setting up a position

placement-empty = no pieces given: type them as Ke1 Qd1 / ke8
placement-slashes = only one / parts White's pieces from Black's
placement-not-a-piece = { $item } does not begin with a piece: K Q R B N P (small letters for Black)
placement-no-square = { $item } names no square after its piece
placement-not-a-square = { $item }: { $text } is not a square (a1 to h8)
placement-twice = { $square } is given twice
setup-no-castling = { $side ->
        [white] White
       *[black] Black
    } cannot castle { $wing ->
        [kingside] kingside
       *[queenside] queenside
    }: the king and a rook must stand on the { $side ->
        [white] first
       *[black] eighth
    } rank
setup-no-en-passant = no en passant on { $square }: no pawn has just stepped past it beside a pawn that could take it
