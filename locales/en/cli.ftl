# The command line: what `hotseat --help`, each subcommand's help, the manual page and the
# completions say (src/cli/words.rs puts them in, in English as in Russian). English keeps
# clap's own headings and usage lines; the first block is their Russian side's English.

cli-usage = Usage:
cli-options = Options
cli-arguments = Arguments
cli-commands = Commands
cli-options-placeholder = [OPTIONS]
cli-command = COMMAND
cli-help = Print help
cli-version = Print version
cli-default = default
cli-possible-values = possible values
cli-help-about = Print this message or the help of the given subcommand(s)

cli-about = Chess for two players at one keyboard, in the terminal: typed algebraic moves, chess clocks, the official rules, PGN.
cli-play-time = Time control: none (the default), 5 (minutes), 90s, 5+3 (increment), 15d5 (delay), 15b5 (Bronstein), 40/90+30,30+30 (periods), 1h30m, "5 byo 3x30s" (byo-yomi), "5 canadian 10/5" (Canadian byo-yomi), "hourglass 3", upcount; time odds: White's vs Black's, 5+3 vs 3+3. A loaded or resumed game keeps its own
cli-play-fen = Start from this position instead of the usual start
cli-play-chess960 = Chess960: a random start position, or the one with this number (0-959; 518 is the standard array)
cli-play-variant = Which chess to play: standard (the default), chess960, crazyhouse, atomic, antichess, king-of-the-hill, three-check, horde or racing-kings; with --fen, the FEN is one of that variant
cli-play-white = White's name (default: White); it also renames White in a loaded or resumed game
cli-play-black = Black's name (default: Black); it also renames Black in a loaded or resumed game
cli-play-draw_rules = club: threefold repetition and fifty moves end the game at once; fide: they are claims, and fivefold repetition and seventy-five moves end the game
cli-play-ascii = Letters instead of chess figurines; --ascii=false for figurines everywhere. By default, letters where the terminal has no figurines (the Linux console) or draws them two cells wide, and figurines elsewhere
cli-play-theme = The colours of the board: green, brown, blue, contrast or mono
cli-play-flip = Which side is at the bottom: white, black, or auto (the side to move)
cli-play-lang = The language of the screen (default: the locale, from LC_ALL, LC_MESSAGES or LANG)
cli-play-plain = Play in lines of text instead of the full screen: a prompt, and a sentence for every move and event, for screen readers, braille displays, plain terminals and pipes (also chosen when TERM is dumb)
cli-play-mouse = Leave the mouse to the terminal (for selecting text) instead of playing with it
cli-play-instant = Play a typed move as soon as it names one legal move and no longer text could name another, without Enter (O-O waits while O-O-O is legal; commands still need Enter)
cli-play-takebacks = Whether a move may be taken back: on (the default, with the other player's yes) or off, for a serious game (a resumed game that forbade them still does)
cli-play-armageddon = Armageddon: Black has draw odds, so a drawn game is scored as Black's win (0-1)
cli-play-clock_start = When the clocks start: game (White's clock runs from the start, FIDE 6.6) or first-move (with White's first move, as online)
cli-play-bell = Ring the terminal bell with ten seconds left and when a flag falls (the default on the screen; in the line mode only when asked); --bell=false for silence
cli-play-no_bell = Never ring the terminal bell (the same as --bell=false)
cli-play-bell_every_move = Ring the bell at every move of a timed game too
cli-play-load = Open a game from a PGN file: continue it if unfinished, review it if finished
cli-play-game = Which game of the PGN file to open (counting from 1); without it, a file of several games lists them to pick from
cli-play-resume = Continue the newest unfinished game, game N of `hotseat games`, or the saved game in FILE.pgn (named on leaving)

cli-perft-about = Count the leaf nodes of the move tree to a depth (one thread)
cli-perft-depth = How many plies deep to count
cli-perft-variant = The variant whose rules count: standard, chess960, crazyhouse, atomic, antichess, king-of-the-hill, three-check, horde, racing-kings (default: standard)
cli-perft-fen = The position to start from, a FEN of the variant (default: the variant's start)
cli-perft-divide = Print the count below each legal move first
cli-moves-about = List the legal moves of a position in SAN, one per line
cli-moves-variant = The variant whose rules move: standard, chess960, crazyhouse, atomic, antichess, king-of-the-hill, three-check, horde, racing-kings (default: standard)
cli-moves-fen = The position, a FEN of the variant (default: the variant's start)
cli-games-about = List the saved games, newest first, one line each
cli-games-unfinished = Only the games still in progress
cli-games-limit = List only the newest N games (numbered as in the whole list)
cli-replay-about = Replay every game of a PGN file by the rules and report how each ends
cli-replay-draw_rules = club: a move after threefold repetition or fifty moves is an error; fide: such games may go on
cli-replay-fens = Print every move with the FEN after it
cli-replay-openings = Add the opening's ECO code and name to each game's line, as lichess names it
cli-replay-file = The PGN file; - for standard input
cli-analyse-about = Review a game of a PGN file with a UCI engine (Stockfish where it is installed), by lichess's formulas
cli-analyse-file = The PGN file
cli-analyse-game = Which game of the file, from 1
cli-analyse-nodes = Nodes the engine searches in each position (by default the config file's nodes, else 1000000): the same nodes give the same figures
cli-analyse-engine = The engine's program; by default the config file's engine, else stockfish on the PATH, else /usr/games/stockfish
cli-analyse-jobs = Engines searching at once, each on its own position; by default one per core
cli-analyse-json = Print the review as one JSON object
cli-analyse-output = Write the game with the review in it (evals, marks, the better lines) to this PGN file
cli-analyse-learn = Learn from the mistakes of this side (white or black) on the screen, as on lichess: find a better move in the position before each one
cli-analyse-plain = With --learn: the line mode rather than the full screen
cli-watch-about = Follow a game played in another terminal, read-only: the board, both clocks running, the moves as they are played (by default every game being played in the folder of saved games, the newest first)
cli-watch-path = A game's PGN file, or a folder of games (default: the folder of saved games)
cli-watch-plain = Say each move in a line of text instead of the full screen (also chosen when standard output is not a terminal)
cli-tournament-about = A match or a round robin played at this computer: its pairings by FIDE's Berger tables, its games, results and crosstable
cli-tournament-new-about = Make a tournament: a match for two players, a round robin for three to sixteen (a bye each round for an odd number)
cli-tournament-new-name = The tournament's name, which the other commands take
cli-tournament-new-players = The players, separated by commas, in the order of their numbers: "Anna,Boris,Vera,Gleb"
cli-tournament-new-double = A double round robin: each pairing twice, colours reversed
cli-tournament-new-games = The games of a match of two players (default: 2), colours alternating
cli-tournament-new-broadcast = Write its games to this folder as they are played, as lichess's broadcaster reads one: round-N/game-M.pgn for each game and games.pgn for all of them
cli-tournament-new-time = The time control of every game, as --time takes it (default: none)
cli-tournament-new-draw_rules = The draw rules of every game: club or fide
cli-tournament-new-variant = Which chess every game plays: standard (the default), chess960, crazyhouse, atomic, antichess, king-of-the-hill, three-check, horde or racing-kings
cli-tournament-new-tiebreaks = The tie-breaks in the order they decide, separated by commas: DE (direct encounter), WON (games won), SB (Sonneborn-Berger), KS (Koya); default: DE,WON,SB,KS
cli-tournament-list-about = List the tournaments, newest first, one line each
cli-tournament-show-about = Show a tournament's crosstable, with points, tie-breaks and places, and the round being played
cli-tournament-show-name = The tournament's name
cli-tournament-show-json = Print the tournament as one JSON object: its rounds and its standings in rank order
cli-tournament-play-about = Play the next game of a tournament (or the one named) at this keyboard; its result goes into the table when it ends, and a game cut short goes on where it stood
cli-tournament-play-name = The tournament's name
cli-tournament-play-game = The game to play, ROUND.BOARD, as in 2.1 (default: the next one)
cli-tournament-play-plain = Play in lines of text instead of the full screen
cli-tournament-result-about = Enter a game's result by hand, such as that of a game played on a board
cli-tournament-result-name = The tournament's name
cli-tournament-result-game = The game, ROUND.BOARD, as in 2.1
cli-tournament-result-result = The result: 1-0, 0-1, 1/2, or +- and -+ for a forfeit
cli-tournament-result-replace = Replace the game's result without asking, if it has one
cli-tournament-withdraw-about = Withdraw a player: before half of the player's games are played they all stop counting; after, the games left are lost by forfeit
cli-tournament-withdraw-name = The tournament's name
cli-tournament-withdraw-player = The player's name
cli-tournament-trf-about = Print the tournament as FIDE's tournament report file, TRF-16
cli-tournament-trf-name = The tournament's name
cli-tournament-pgn-about = Print every game of the tournament as PGN, with Round "2.1" tags
cli-tournament-pgn-name = The tournament's name
cli-tournament-broadcast-about = Broadcast the tournament's games to a folder as they are played (round-N/game-M.pgn and games.pgn, as lichess's broadcaster reads them), or stop
cli-tournament-broadcast-name = The tournament's name
cli-tournament-broadcast-dir = The folder (default: none, and the broadcast stops)
cli-config-about = Show the config file's path and the settings in effect, with where each came from
cli-completions-about = Print the completion script of a shell, to install where the shell looks for it
cli-completions-shell = The shell: bash, zsh, fish, powershell or elvish
cli-man-about = Print the manual page (roff), to install as hotseat.1; with --dir, write it and one page for each command into a folder
cli-man-dir = The folder to write hotseat.1 and hotseat-COMMAND.1 for each command into (made if missing); each file written is named on a line

## The manual page's own section

man-exit-status = EXIT STATUS
man-exit-0 = All went well: the game is kept (or nothing was played), the command did what it was asked; output that nobody reads any more (hotseat --plain | head -1) ends the game, kept, quietly.
man-exit-1 = A game that could not be kept (leaving says why: a full disk, a read-only folder, a data folder that is a file), or a command that failed as it ran: a game replay cannot play through, an engine that fails, output, manual pages or a terminal that fails, a folder of saved games that cannot be read.
man-exit-2 = Arguments that cannot be used: an unknown option or a bad value, a file or saved game named that cannot be opened, a folder for the manual pages that is a file, a config file that cannot be used, no terminal without --plain. Nothing is played or written.
man-exit-signal = Ended by signal N (130 for an interrupt); the game is saved first.

## The placeholders of the values, in the help and the refusals

cli-value-control = CONTROL
cli-value-fen = FEN
cli-value-n = N
cli-value-name = NAME
cli-value-names = NAMES
cli-value-list = LIST
cli-value-round-board = ROUND.BOARD
cli-value-player = PLAYER
cli-value-result = RESULT
cli-value-rules = RULES
cli-value-bool = BOOL
cli-value-side = SIDE
cli-value-lang = LANG
cli-value-when = WHEN
cli-value-file-pgn = FILE.pgn
cli-value-depth = DEPTH
cli-value-file = FILE
cli-value-shell = SHELL
cli-value-dir = DIR
cli-value-path = PATH

## Arguments refused

cli-error-value = invalid value '{ $value }' for { $argument }
cli-error-no-value = { $argument } needs a value
cli-expected = expected { $values }
cli-error-unknown = '{ $argument }' is not an option of hotseat
cli-error-unexpected = '{ $argument }' is one word too many
cli-error-subcommand = '{ $argument }' is not a command of hotseat (hotseat --help lists them)
cli-error-stray = '{ $argument }' is neither a command nor the value of an option (a value with spaces goes in quotes)
cli-error-conflict = { $argument } cannot be used with { $other }
cli-error-twice = { $argument } is given twice
cli-error-command-options = the play option { $other } cannot come before the command { $argument }
cli-error-missing = a required argument was not given: { $argument }
cli-error-no-command = a command is needed
cli-error-no-equals = { $argument } takes its value after '=', as in { $argument }={ $value }
cli-error-takes-no-value = { $argument } takes no value, and was given '{ $value }'
cli-error-not-utf8 = an argument is not text in UTF-8
cli-did-you-mean = ; did you mean { $guesses }?

## The tools' own refusals

tool-not-a-folder = { $path } is not a folder
tool-is-a-folder = { $path } is a folder, not a PGN file
tool-cannot-open = cannot open { $path }: { $reason }
tool-cannot-write = cannot write { $path }: { $reason }
tool-output-failed = cannot write the output: { $reason }

## Tournaments (hotseat tournament)

tournament-kind-round-robin = round robin
tournament-kind-double = double round robin
tournament-kind-match = match of { $games ->
    [one] { $games } game
   *[other] { $games } games
}
tournament-round = Round { $round } of { $rounds }
# The next game of a tournament under way, as the new-game form offers it.
tournament-next-game = { $game }, { $play }, round { $round } of { $rounds }
tournament-over = Every game has its result.
tournament-bye = { $name } has this round off.
tournament-list-line = { $name } · { $kind }, { $players ->
    [one] { $players } player
   *[other] { $players } players
} · { $progress } · { $date }
tournament-none = no tournament yet: hotseat tournament new NAME --players "Anna,Boris,Vera" makes one
crosstable-heading = { $name } · { $kind } · { $control }
crosstable-untimed = no time limit
crosstable-player = Player
crosstable-points = Pts
crosstable-place = Place
crosstable-tiebreak = { $code }
crosstable-withdrawn = { $name } (withdrew)
tournament-withdrew-annulled = { $name } withdrew before half of the games: none of them counts.
tournament-withdrew-forfeited = { $name } withdrew: the games left are lost by forfeit.
tournament-recorded = In the table: { $game }
tournament-same-result = Game { $game } has this result already: nothing changed.
tournament-replace-question = Game { $game } has the result { $there }: replace it with { $result }?
tournament-kept-result = game { $game } keeps its result
tournament-replace-needed = game { $game } has the result { $there } already: add --replace to replace it
tournament-unfinished = Game { $game } is not over: { $command } goes on with it.
tournament-standings = Standings: { $list }.
tournament-next-command = Next: { $game }. { $command } plays it.
tournament-entered-meanwhile = game { $game } was given { $there } by hand meanwhile, and keeps it; the game itself ended { $result }
tournament-broadcast-set = The games of { $name } are broadcast to { $dir }.
tournament-broadcast-cleared = The games of { $name } are broadcast no more.

## The review by the engine (hotseat analyse)

analyse-written = The review is written into { $path }.
analyse-not-kept = the analysis is not kept for next time: { $reason }
analyse-progress = Positions analysed: { $done } of { $total }
analyse-engine = { $engine }, { $nodes } { $nodes ->
        [one] node
       *[other] nodes
    } a position
analyse-player = { $side ->
        [white] White
       *[black] Black
    }
analyse-player-named = { analyse-player } ({ $name })
analyse-percent = { $value }%
analyse-side = { $player }: accuracy { $accuracy }, average centipawn loss { $acpl }; { $inaccuracies } { $inaccuracies ->
        [one] inaccuracy
       *[other] inaccuracies
    }, { $mistakes } { $mistakes ->
        [one] mistake
       *[other] mistakes
    }, { $blunders } { $blunders ->
        [one] blunder
       *[other] blunders
    }
analyse-move = { $number } { $played }: { $judgement }; { $best } was best.
analyse-move-no-best = { $number } { $played }: { $judgement }.
analyse-judgement = { $judgement ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    }{ $mate ->
        [created] , after which checkmate is unavoidable
        [lost] , losing a forced checkmate
       *[none] {""}
    }
