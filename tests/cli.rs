//! The command-line contract of DESIGN.md §2, checked on the built binary: what goes to
//! standard output and standard error, and the exit status.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn hotseat(args: &[&str]) -> Output {
    run_with_input(args, None)
}

fn run_with_input(args: &[&str], input: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .args(args)
        .env(
            "XDG_DATA_HOME",
            std::env::temp_dir().join("hotseat-cli-test"),
        )
        // English, and no config file of the machine's user.
        .env("LC_ALL", "C.UTF-8")
        .env(
            "XDG_CONFIG_HOME",
            std::env::temp_dir().join("hotseat-cli-test-config"),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    if let Some(text) = input {
        stdin.write_all(text.as_bytes()).expect("write stdin");
    }
    drop(stdin);
    child.wait_with_output().expect("the binary ends")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A refusal: exit status 2 and exactly one line on standard error, nothing on standard
/// output.
fn assert_refused(output: &Output, contains: &str) {
    assert_eq!(output.status.code(), Some(2), "{}", stderr(output));
    let error = stderr(output);
    assert_eq!(error.lines().count(), 1, "one line: {error}");
    assert!(error.contains(contains), "{error}");
    assert!(stdout(output).is_empty());
}

#[test]
fn perft_prints_the_total_last() {
    let output = hotseat(&["perft", "4"]);
    assert!(output.status.success());
    assert_eq!(
        stdout(&output).lines().last(),
        Some("Nodes searched: 197281")
    );
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let output = hotseat(&["perft", "3", "--fen", kiwipete]);
    assert!(stdout(&output).trim_end().ends_with("97862"));
}

#[test]
fn perft_divides_by_root_move_and_reads_shredder_fen() {
    let chess960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let output = hotseat(&["perft", "2", "--divide", "--fen", chess960]);
    assert!(output.status.success());
    let text = stdout(&output);
    let parts: u64 = text
        .lines()
        .filter(|line| !line.starts_with("Nodes searched"))
        .filter_map(|line| line.split_once(": "))
        .map(|(_, count)| count.parse::<u64>().expect("a count"))
        .sum();
    assert_eq!(parts, 528);
    assert!(text.trim_end().ends_with("Nodes searched: 528"));
    assert_eq!(
        text.lines().filter(|line| line.contains(": ")).count(),
        21 + 1
    );
}

/// How a command line is run: [`hotseat`] in an English locale, [`hotseat_in_russian`].
type Run = fn(&[&str]) -> Output;

/// Command lines that cannot be used: how each is run, its arguments, and words of the one
/// line that refuses it. A message quotes the whole of what it refuses, in the words the
/// help uses, in the language of the screen.
const REFUSALS: &[(Run, &[&str], &str)] = &[
    // A value with a line break in it is quoted with the break shown, on the one line.
    (
        hotseat,
        &["--plain", "--resume", "a\nb.pgn"],
        "a^Jb.pgn is not a saved game",
    ),
    (
        hotseat,
        &["--time", "5\n3"],
        "invalid value '5^J3' for --time",
    ),
    (
        hotseat,
        &[
            "perft",
            "3",
            "--fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQx - 0 1",
        ],
        "castling field 'KQx': 'x' is not a castling right",
    ),
    (
        hotseat,
        &["perft", "3", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
        "no white king",
    ),
    (hotseat, &["perft", "deep"], "deep"),
    (hotseat, &["moves", "--fen", ""], "the FEN is empty"),
    (
        hotseat,
        &["perft", "2", "--variant", "fairy"],
        "invalid value 'fairy' for --variant: 'fairy' is not a variant",
    ),
    (
        hotseat,
        &["moves", "--fen", "4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1"],
        "invalid value '4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1' for --fen: '[Qn]' does not belong in a FEN of the Standard variant",
    ),
    (
        hotseat,
        &[
            "moves",
            "--variant",
            "antichess",
            "--fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ],
        "'KQkq' does not belong in a FEN of the Antichess variant",
    ),
    (
        hotseat,
        &["replay", "/nonexistent/games.pgn"],
        "cannot open",
    ),
    (
        hotseat,
        &["replay", "--draw-rules", "blitz", "x.pgn"],
        "draw rules 'blitz'",
    ),
    (hotseat, &["replay"], "FILE"),
    (hotseat, &["completions", "tcsh"], "tcsh"),
    (
        hotseat,
        &["--time", "abc"],
        "the time 'abc' is not a number of minutes",
    ),
    (
        hotseat,
        &["--time", "5+x"],
        "the increment 'x' is not a number of seconds",
    ),
    // Time odds: the side whose part is wrong is named.
    (
        hotseat,
        &["--time", "5+3 vs 3+x"],
        "time control '5+3 vs 3+x', for Black: the increment 'x' is not a number of seconds",
    ),
    (
        hotseat,
        &["--time", "5 vs 4 vs 3"],
        "a control has two sides at most",
    ),
    (
        hotseat,
        &["--clock-start", "later"],
        "'later' is not when a clock starts: expected game or first-move",
    ),
    (hotseat, &["--chess960", "960"], "960"),
    (
        hotseat,
        &["--chess960", "1000"],
        "'1000' is not a Chess960 position: expected a number from 0 to 959",
    ),
    (hotseat, &["--white", ""], "a name cannot be empty"),
    (
        hotseat,
        &["--white", "Anna\u{202E}"],
        "characters that turn text around",
    ),
    (hotseat, &["--flip", "sideways"], "sideways"),
    (
        hotseat,
        &["--load", "game.pgn", "--time", "5+3"],
        "--load cannot be used with --time",
    ),
    (
        hotseat,
        &["--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 4294967295"],
        "move number '4294967295': expected a number from 1 to 100000",
    ),
    // The line mode needs no terminal, so the file is looked at.
    (
        hotseat,
        &["--plain", "--load", "/nonexistent/game.pgn"],
        "/nonexistent/game.pgn",
    ),
    (
        hotseat_in_russian,
        &["--time", "5+x"],
        "hotseat: недопустимое значение «5+x» для --time: контроль времени «5+x»: \
         добавление «x» — не число секунд",
    ),
    (
        hotseat_in_russian,
        &["--fen", "8/8/8 w - - 0 1"],
        "3 горизонтали, а не 8",
    ),
    (hotseat_in_russian, &["--lang", "de"], "не язык hotseat"),
    (hotseat_in_russian, &[], "hotseat нужен терминал"),
];

#[test]
fn unusable_command_lines_are_refused_in_one_line() {
    for (run, args, says) in REFUSALS {
        let output = run(args);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            stderr(&output)
        );
        assert_refused(&output, says);
    }
}

/// A folder given to `--load` is said to be one, in one line of the player's language.
#[test]
fn a_folder_to_load_is_said_to_be_one() {
    let folder = std::env::temp_dir().display().to_string();
    for (lang, said) in [("en", "it is a folder"), ("ru", "это папка")] {
        let output = hotseat(&["--plain", "--lang", lang, "--load", &folder]);
        assert_refused(&output, &format!("hotseat: {folder}: {said}\n"));
    }
}

/// `perft` and `moves` play by the rules `--variant` names, under any of its names, from
/// the variant's start or a FEN of the variant.
#[test]
fn perft_and_moves_play_by_the_variant_named() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1";
    let cases: [(&[&str], &str); 7] = [
        (
            &[
                "perft",
                "2",
                "--variant",
                "crazyhouse",
                "--fen",
                "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - -",
            ],
            "75353",
        ),
        (
            &["perft", "2", "--variant", "threeCheck", "--fen", kiwipete],
            "2039",
        ),
        (
            &["perft", "3", "--variant", "three-check", "--fen", kiwipete],
            "97848",
        ),
        (&["perft", "3", "--variant", "racing-kings"], "11264"),
        (&["perft", "3", "--variant", "racingKings"], "11264"),
        (&["perft", "4", "--variant", "horde"], "23310"),
        (
            &[
                "perft",
                "2",
                "--variant",
                "chess960",
                "--fen",
                "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            ],
            "528",
        ),
    ];
    for (args, total) in cases {
        let output = hotseat(args);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        assert_eq!(
            stdout(&output).lines().last(),
            Some(format!("Nodes searched: {total}").as_str()),
            "{args:?}"
        );
    }
    let drops = hotseat(&[
        "moves",
        "--variant",
        "crazyhouse",
        "--fen",
        "4k3/8/8/8/8/8/8/4K3[Np] w - - 0 1",
    ]);
    let text = stdout(&drops);
    assert!(text.lines().any(|line| line == "N@f6+"), "{text}");
    assert!(
        !text.lines().any(|line| line.contains("P@")),
        "Black's pawn is not White's"
    );
    let forced = hotseat(&[
        "moves",
        "--variant",
        "antichess",
        "--fen",
        "8/8/8/8/8/2p5/8/1N6 w - - 0 1",
    ]);
    assert_eq!(stdout(&forced), "Nxc3\n", "a capture is forced");
}

/// `replay` plays each game by the rules of its `Variant` tag, ends it by the variant's own
/// rule, and `--fens` writes the variant's FEN (a crazyhouse pocket).
#[test]
fn replay_reads_the_variant_tag() {
    let pgn = "[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. P@e4 Qxe4+ 4. Qe2 Qxe2+ \
               5. Bxe2 P@e4 *\n\n\
               [Variant \"Atomic\"]\n\n1. Nf3 d5 2. Ng5 e6 3. Nxf7 1-0\n\n\
               [Variant \"King of the Hill\"]\n\n1. d4 e5 2. dxe5 Ke7 3. Kd2 Ke6 4. Kd3 Kxe5 0-1\n\n\
               [Variant \"Three-check\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ Ke6 \
               5. Qf5+ 1-0\n\n\
               [Variant \"Racing Kings\"]\n[FEN \"8/1K4k1/8/8/8/8/8/8 w - - 0 1\"]\n\n\
               1. Kb8 Kg8 1/2-1/2\n";
    let output = run_with_input(&["replay", "-"], Some(pgn));
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "#\t1\t*\t-\n\
         #\t2\t1-0\tking exploded\n\
         #\t3\t0-1\tking of the hill\n\
         #\t4\t1-0\tthird check\n\
         #\t5\t1/2-1/2\trace won\n"
    );
    let fens = run_with_input(&["replay", "--fens", "-"], Some(pgn));
    let text = stdout(&fens);
    assert!(
        text.lines()
            .any(|line| line
                == "exd5\trnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2"),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|line| line.starts_with("Bxf7+\t") && line.ends_with(" 2+3 0 3")),
        "{text}"
    );
}

#[test]
fn moves_lists_san_one_per_line() {
    let output = hotseat(&["moves"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 20);
    assert!(text.lines().any(|line| line == "Nf3"));
    let mate_in_one = "3nqb2/4kp2/4pn2/1B1pP3/8/8/8/3Q3K w - d6 0 1";
    let output = hotseat(&["moves", "--fen", mate_in_one]);
    assert!(stdout(&output).lines().any(|line| line == "exd6#"));
}

#[test]
fn replay_reads_standard_input_and_reports_bad_moves_with_status_one() {
    let pgn = "[White \"Anna\"]\n[Black \"Boris\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
               [White \"Clara\"]\n[Black \"Dan\"]\n\n1. e4 e5 2. Ke3 *\n";
    let output = run_with_input(&["replay", "-"], Some(pgn));
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "#\t1\t0-1\tcheckmate\n#\t2\t*\t-\n");
    assert_eq!(
        stderr(&output),
        "game 2 (Clara vs Dan), move 2.: 'Ke3': no king can reach e3\n"
    );
    let good = run_with_input(&["replay", "--fens", "-"], Some("1. e4 *"));
    assert!(good.status.success());
    assert_eq!(
        stdout(&good),
        "e4\trnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n#\t1\t*\t-\n"
    );
}

#[test]
fn replay_with_openings_adds_the_eco_code_and_the_name() {
    let output = run_with_input(
        &["replay", "--openings", "-"],
        Some("1. e4 c5 2. Nf3 d6 *\n\n0-1\n"),
    );
    assert!(output.status.success());
    assert_eq!(
        stdout(&output),
        "#\t1\t*\t-\tB50\tSicilian Defense: Modern Variations\n#\t2\t*\t-\t-\t-\n"
    );
    let help = stdout(&hotseat(&["replay", "--help"]));
    assert!(help.contains("--openings"), "{help}");
    assert!(help.contains("ECO code and name"), "{help}");
    let help = stdout(&hotseat_in_russian(&["replay", "--help"]));
    assert!(help.contains("код ECO и название дебюта"), "{help}");
}

/// Without a terminal nothing is opened, locked or set aside before the refusal.
#[test]
fn without_a_terminal_no_saved_game_is_touched() {
    let data = std::env::temp_dir().join(format!("hotseat-no-terminal-{}", std::process::id()));
    let games = data.join("hotseat/games");
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&games).expect("a folder");
    std::fs::write(games.join("broken.pgn"), "[Event \"cut\"]\n\n1. e4 e5 2.").expect("a file");
    let refused = hotseat_in(&data, &["--resume"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        stderr(&refused).contains("needs a terminal"),
        "{}",
        stderr(&refused)
    );
    assert!(
        games.join("broken.pgn").exists(),
        "the damaged file was set aside"
    );
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn help_and_version_succeed() {
    let help = hotseat(&["--help"]);
    assert!(help.status.success());
    assert!(stdout(&help).contains("--time"));
    let version = hotseat(&["--version"]);
    assert!(version.status.success());
    assert!(stdout(&version).starts_with("hotseat "));
}

/// `hotseat ARGS` with its saved games in `data` (as `XDG_DATA_HOME`).
fn hotseat_in(data: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .args(args)
        .env("XDG_DATA_HOME", data)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

/// A folder of saved games holding the given files, as hotseat names and writes them.
fn saved_games_folder(name: &str, games: &[(&str, &str)]) -> std::path::PathBuf {
    let data = std::env::temp_dir().join(format!("hotseat-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let folder = data.join("hotseat").join("games");
    std::fs::create_dir_all(&folder).expect("a folder");
    for (file, pgn) in games {
        std::fs::write(folder.join(file), pgn).expect("a saved game");
    }
    data
}

const ANNA_WINS: &str = "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\
    [TimeControl \"300+3\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";
const CLARA_PLAYS_ON: &str = "[White \"Clara\"]\n[Black \"Dan\"]\n[Result \"*\"]\n\
    [TimeControl \"-\"]\n\n1. d4 d5 2. c4 *\n";

#[test]
fn games_lists_the_saved_games_newest_first() {
    let data = saved_games_folder(
        "games",
        &[
            ("2026-11-29-101500-Anna-vs-Boris.pgn", ANNA_WINS),
            ("2026-11-30-090000-Clara-vs-Dan.pgn", CLARA_PLAYS_ON),
            (
                "2026-11-28-080000-Cut-vs-Short.pgn",
                "[White \"Cut\"]\n\n1. e4 e5 2. N",
            ),
            (
                "2026-11-27-080000-Eve-vs-Fay.pgn",
                "[White \"Eve\"]\n[Black \"Fay\"]\n[Result \"1-0\"]\n\n1. d4 d5 1-0\n",
            ),
        ],
    );
    let output = hotseat_in(&data, &["games"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "1  2026-11-30 09:00  Clara vs Dan  * in progress  2 moves  untimed  \
         2026-11-30-090000-Clara-vs-Dan.pgn\n\
         2  2026-11-29 10:15  Anna vs Boris  1-0 checkmate  4 moves  5+3  \
         2026-11-29-101500-Anna-vs-Boris.pgn\n\
         3  2026-11-27 08:00  Eve vs Fay  1-0 reason not recorded  1 move  untimed  \
         2026-11-27-080000-Eve-vs-Fay.pgn\n"
    );
    let said = stderr(&output);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.contains("2026-11-28-080000-Cut-vs-Short.pgn is damaged"),
        "{said}"
    );
    assert!(said.contains("kept as"), "{said}");
    let folder = data.join("hotseat").join("games");
    assert!(
        folder
            .join("2026-11-28-080000-Cut-vs-Short.pgn.damaged")
            .exists()
    );
    let unfinished = hotseat_in(&data, &["games", "--unfinished"]);
    assert_eq!(stdout(&unfinished).lines().count(), 1);
    assert!(stdout(&unfinished).starts_with("1  2026-11-30 09:00  Clara vs Dan"));
    let newest = hotseat_in(&data, &["games", "--limit", "2"]);
    let lines: Vec<String> = stdout(&newest).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[1].starts_with("2  2026-11-29 10:15  Anna vs Boris"));
    let finished = hotseat_in(&data, &["games", "--limit", "1", "--unfinished"]);
    assert_eq!(stdout(&finished).lines().count(), 1, "game 1 is unfinished");
    let none = hotseat_in(&data, &["games", "--limit", "0"]);
    assert_eq!(none.status.code(), Some(2));
    assert!(
        stderr(&none).contains("'0' is not a number of games"),
        "{}",
        stderr(&none)
    );
    let resumed = hotseat_in(&data, &["games", "--unfinished", "--limit", "3"]);
    assert_eq!(stdout(&resumed), stdout(&unfinished), "the same numbers");
}

/// When no game is listed, one line on standard error says why, in the player's language,
/// and standard output stays empty for scripts.
#[test]
fn games_says_when_there_is_none_to_list() {
    // The newest game is finished, the one before it is not.
    let finished = &[
        ("2026-11-30-101500-Anna-vs-Boris.pgn", ANNA_WINS),
        ("2026-11-29-090000-Clara-vs-Dan.pgn", CLARA_PLAYS_ON),
    ];
    let (empty, some) = (
        saved_games_folder("none", &[]),
        saved_games_folder("finished", &finished[..1]),
    );
    let both = saved_games_folder("newest-finished", &finished[..]);
    let folder = empty.join("hotseat").join("games").display().to_string();
    for (data, args, english, russian) in [
        (
            &empty,
            &["games"][..],
            format!("no game is saved yet: each game is kept in {folder} from its first move"),
            format!(
                "сохранённых партий пока нет: каждая партия хранится в {folder} с первого хода"
            ),
        ),
        (
            &some,
            &["games", "--unfinished"],
            "every saved game is finished: none is left to resume".to_string(),
            "все сохранённые партии закончены: продолжать нечего".to_string(),
        ),
        (
            &both,
            &["games", "--unfinished", "--limit", "1"],
            "the newest game is finished".to_string(),
            "последняя партия закончена".to_string(),
        ),
    ] {
        for (lang, line) in [("en", english), ("ru", russian)] {
            let args = [args, &["--lang", lang]].concat();
            let output = hotseat_in(data, &args);
            assert!(output.status.success(), "{args:?}: {}", stderr(&output));
            assert_eq!(stdout(&output), "", "{args:?}");
            assert_eq!(stderr(&output), format!("hotseat: {line}\n"), "{args:?}");
        }
    }
    let listed = hotseat_in(&both, &["games", "--unfinished", "--limit", "2"]);
    assert_eq!(stderr(&listed), "");
}

#[test]
fn without_a_terminal_the_game_says_what_to_use_instead() {
    let data = saved_games_folder("no-terminal", &[]);
    let output = typed_in(&data, &[], "xterm", "");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr(&output),
        "hotseat needs a terminal; without one, play in lines with --plain, or use perft, moves or replay for scripts\n"
    );
}

/// `hotseat ARGS` with its saved games in `data`, `TERM` set to `term` and `input` on its
/// standard input.
fn typed_in(data: &std::path::Path, args: &[&str], term: &str, input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .args(args)
        .env("XDG_DATA_HOME", data)
        .env("TERM", term)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("write stdin");
    drop(stdin);
    child.wait_with_output().expect("the binary ends")
}

#[test]
fn the_line_mode_plays_from_a_pipe_saves_at_the_end_and_resumes() {
    let data = saved_games_folder("plain", &[]);
    let first = typed_in(&data, &["--plain", "--time", "5+3"], "xterm", "e4\ne5\n");
    assert!(first.status.success(), "{}", stderr(&first));
    let said = stdout(&first);
    for line in [
        "hotseat without a screen: White against Black, time control 5+3.",
        "1. e4, pawn e2 to e4.",
        "1... e5, pawn e7 to e5.",
        "End of input.",
    ] {
        assert!(said.lines().any(|l| l == line), "{line:?} in:\n{said}");
    }
    let file = std::fs::read_dir(data.join("hotseat").join("games"))
        .expect("the folder of games")
        .flatten()
        .map(|entry| entry.path())
        .find(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .expect("the game's file");
    let name = file.file_name().expect("a name").to_string_lossy();
    assert!(
        said.ends_with(&format!(
            "\nThe game is saved in {}; hotseat --plain --resume {name} continues it.\n",
            file.display()
        )),
        "{said}"
    );
    // The clock as it stands when the prompt is written: 4:59 once a moment has passed.
    assert!(said.contains(". Your move: e4\n"), "{said}");
    assert!(!said.contains('\u{1b}'), "no escape codes: {said:?}");
    assert!(stderr(&first).is_empty(), "{}", stderr(&first));

    let again = typed_in(&data, &["--plain", "--resume"], "xterm", "Nf3\nclock\n");
    assert!(again.status.success(), "{}", stderr(&again));
    let said = stdout(&again);
    assert!(
        said.contains("Last move: 1... e5, pawn e7 to e5."),
        "{said}"
    );
    assert!(said.contains("2. Nf3, knight g1 to f3."), "{said}");
    assert!(said.contains("Black's clock is running."), "{said}");
}

/// `--variant` starts a game of that variant: its moves are played by its rules, its file
/// carries lichess's `Variant` tag and no opening name, and `--resume` plays on in it. A
/// name that is no variant, and a FEN the variant cannot read, are refused in one line.
#[test]
fn a_game_in_a_variant_is_played_saved_with_its_tag_and_resumed() {
    let data = saved_games_folder("plain-variant", &[]);
    let first = typed_in(
        &data,
        &["--plain", "--variant", "crazyhouse"],
        "xterm",
        "e4\nd5\nexd5\nQxd5\nP@e4\n",
    );
    assert!(first.status.success(), "{}", stderr(&first));
    let said = stdout(&first);
    assert!(!said.contains("is not"), "every move played:\n{said}");
    let file = std::fs::read_dir(data.join("hotseat").join("games"))
        .expect("the folder of games")
        .flatten()
        .map(|entry| entry.path())
        .find(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .expect("the game's file");
    let pgn = std::fs::read_to_string(&file).expect("the game's text");
    assert!(pgn.contains("[Variant \"Crazyhouse\"]"), "{pgn}");
    assert!(!pgn.contains("[FEN "), "the usual start: {pgn}");
    assert!(!pgn.contains("[ECO "), "no opening in a variant: {pgn}");
    assert!(pgn.contains("3. P@e4"), "{pgn}");

    let again = typed_in(&data, &["--plain", "--resume"], "xterm", "Qxe4+\n");
    assert!(again.status.success(), "{}", stderr(&again));
    let pgn = std::fs::read_to_string(&file).expect("the game's text");
    assert!(pgn.contains("3... Qxe4+"), "played on in crazyhouse: {pgn}");

    let unknown = hotseat(&["--plain", "--variant", "fairy"]);
    assert_refused(
        &unknown,
        "'fairy' is not a variant: expected standard, chess960,",
    );
    let perft = hotseat(&["perft", "1", "--variant", "fairy"]);
    assert_eq!(
        stderr(&unknown).lines().last(),
        stderr(&perft).lines().last(),
        "the sentence perft gives"
    );
    let pocket = "4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1";
    let not_horde = hotseat(&["--plain", "--variant", "horde", "--fen", pocket]);
    assert_refused(&not_horde, "--fen");
    let zh = typed_in(
        &data,
        &["--plain", "--variant", "crazyhouse", "--fen", pocket],
        "xterm",
        "N@f6+\n",
    );
    assert!(zh.status.success(), "{}", stderr(&zh));
    assert!(!stdout(&zh).contains("is not"), "{}", stdout(&zh));
    let _ = std::fs::remove_dir_all(data);
}

/// An antichess game from a pipe to its end: a quiet move where a capture is forced is
/// refused with a sentence, and the win by losing every piece is said.
#[test]
fn an_antichess_game_from_a_pipe_to_its_end() {
    let data = saved_games_folder("plain-antichess", &[]);
    let opening = typed_in(
        &data,
        &["--plain", "--variant", "antichess"],
        "xterm",
        "e3\nb5\nQg4\nBxb5\n",
    );
    let said = stdout(&opening);
    assert!(
        said.contains("Qg4 is not a capture, and a capture is forced.\n"),
        "{said}"
    );
    assert!(
        said.contains("2. Bxb5, bishop f1 takes pawn on b5."),
        "{said}"
    );
    let last_knight = "8/8/8/8/3p4/8/8/1N6 w - - 0 1";
    let ending = typed_in(
        &data,
        &["--plain", "--variant", "antichess", "--fen", last_knight],
        "xterm",
        "Nc3\nd3\ndxc3\n",
    );
    assert!(ending.status.success(), "{}", stderr(&ending));
    let said = stdout(&ending);
    for line in [
        "d3 is not a capture, and a capture is forced.",
        "1... dxc3, pawn d4 takes knight on c3.",
        "The game is over: losing every piece, 1-0.",
    ] {
        assert!(said.lines().any(|l| l == line), "{line:?} in:\n{said}");
    }
    let _ = std::fs::remove_dir_all(data);
}

/// In crazyhouse the line mode speaks drops, asks about a piece move only a drop can mean,
/// and says the pockets; `checks` counts three-check's checks, and each question says so in
/// one sentence in a variant without pockets or checks.
#[test]
fn the_line_mode_speaks_drops_pockets_and_checks() {
    let data = saved_games_folder("plain-pockets", &[]);
    let zh = "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[Nn] w KQkq - 0 1";
    let drops = typed_in(
        &data,
        &["--plain", "--variant", "crazyhouse", "--fen", zh],
        "xterm",
        "pocket\nNc3\nN@c3\ncheckS\nрезерв\n",
    );
    let said = stdout(&drops);
    for line in [
        "White's pocket: 1 knight.",
        "Black's pocket: 1 knight.",
        "No piece of that kind can move there; did you mean the drop N@c3?",
        "1. N@c3, knight dropped on c3.",
        "Checks are counted only in three-check.",
        "White's pocket is empty.",
    ] {
        assert!(said.lines().any(|l| l == line), "{line:?} in:\n{said}");
    }
    let russian = typed_in(
        &data,
        &[
            "--plain",
            "--lang",
            "ru",
            "--variant",
            "crazyhouse",
            "--fen",
            zh,
        ],
        "xterm",
        "N@c3\nрезерв\n",
    );
    let said = stdout(&russian);
    for line in ["1. К@c3, конь из резерва на c3.", "Резерв чёрных: 1 конь."]
    {
        assert!(said.lines().any(|l| l == line), "{line:?} in:\n{said}");
    }
    let checks = typed_in(
        &data,
        &["--plain", "--variant", "three-check"],
        "xterm",
        "e4\nf5\nQh5+\nchecks\npocket\n",
    );
    let said = stdout(&checks);
    for line in [
        "Checks given: White 1, Black 0; the third wins.",
        "This game has no pockets: only crazyhouse has them.",
    ] {
        assert!(said.lines().any(|l| l == line), "{line:?} in:\n{said}");
    }
    let _ = std::fs::remove_dir_all(data);
}

/// Output read by nobody any more (`hotseat --plain | head -1`) ends the game as the end of
/// the input does: it is saved as it stands, and the program ends quietly with status 0.
#[test]
fn the_line_mode_keeps_the_game_and_ends_quietly_when_nobody_reads_its_output() {
    use std::io::{BufRead, BufReader};
    let data = saved_games_folder("plain-closed", &[]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .arg("--plain")
        .env("XDG_DATA_HOME", &data)
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(b"e4\ne5\n").expect("write stdin");
    let mut said = BufReader::new(child.stdout.take().expect("stdout"));
    let mut line = String::new();
    while !line.starts_with("1... e5") {
        line.clear();
        assert_ne!(
            said.read_line(&mut line).expect("a line"),
            0,
            "e5 is played"
        );
    }
    // The reader goes; the next line's answer finds nobody to read it.
    drop(said);
    let _ = stdin.write_all(b"Nf3\n");
    drop(stdin);
    let output = child.wait_with_output().expect("the binary ends");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stderr(&output), "");
    let file = std::fs::read_dir(data.join("hotseat").join("games"))
        .expect("the folder of games")
        .flatten()
        .map(|entry| entry.path())
        .find(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .expect("the game's file");
    let pgn = std::fs::read_to_string(file).expect("the game");
    assert!(pgn.contains("1. e4 ") && pgn.contains("1... e5 "), "{pgn}");
}

/// Lines from a pipe are read whole whatever their length: the last without its line break,
/// a pasted game of 64 KiB on one line, and a line too long to read refused whole with a
/// sentence, the lines after it read as they come.
#[test]
fn piped_lines_are_whole_at_any_length_and_the_last_needs_no_break() {
    let data = saved_games_folder("plain-lines", &[]);
    let comment = "a long note ".repeat(64 * 1024 / 12);
    let pasted = format!("1. e4 {{{comment}}} e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7");
    let words = "not a move ".repeat(40);
    let huge = "x".repeat(1 << 20 | 1);
    let input = format!("{pasted}\nyes\n{words}\n{huge}\nmoves\nd3");
    let output = typed_in(&data, &["--plain"], "xterm", &input);
    assert!(output.status.success(), "{}", stderr(&output));
    // What was said, with the lines echoed from the input cut short.
    let said: String = stdout(&output)
        .lines()
        .map(|line| format!("{}\n", line.chars().take(200).collect::<String>()))
        .collect();
    for line in [
        "Play 10 moves: e4, e5, Nf3, Nc6, Bb5, a6, Ba4, Nf6 and 2 more? Yes or no.",
        "5... Be7, bishop f8 to e7.",
        "A line of 439 characters is more than a move or a command takes (at most 256): nothing was done.",
        "A line longer than 1 megabyte is not read: nothing was done.",
        "5. O-O Be7",
        "6. d3, pawn d2 to d3.",
        "End of input.",
    ] {
        assert!(said.lines().any(|l| l == line), "{line:?} in:\n{said}");
    }
}

/// A game resumed in the line mode says the state it was left in: a draw offered with the
/// last move waits for its answer, which a yes gives.
#[test]
fn the_line_mode_resumes_a_game_with_its_draw_offer_said() {
    let data = saved_games_folder("plain-offer", &[]);
    let first = typed_in(&data, &["--plain"], "xterm", "e4 draw\n");
    assert!(first.status.success(), "{}", stderr(&first));
    let again = typed_in(&data, &["--plain", "--resume"], "xterm", "yes\n");
    let said = stdout(&again);
    for line in [
        "Last move: 1. e4, pawn e2 to e4.",
        "White offers a draw with the move. Black: yes to accept, no to decline, or play a move.",
        "Draw agreed, ½-½.",
    ] {
        assert!(said.lines().any(|l| l == line), "{line:?} in:\n{said}");
    }
}

/// `open FILE` in the line mode: a file of one game opens it, with its notes read back when
/// it is stepped through; a file of text holds no game, and says so.
#[test]
fn the_line_mode_opens_a_file_of_one_game_and_reads_its_notes() {
    let data = saved_games_folder("plain-open", &[]);
    let one = data.join("one.pgn");
    std::fs::write(
        &one,
        "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n1. e4 {Best by test.} e5 $1 (1... c5) *\n",
    )
    .expect("a file");
    let text = data.join("notes.txt");
    std::fs::write(&text, "hello world\n").expect("a file");
    let input = format!(
        "open {}\nprevious\nprevious\nmoves\nopen {}\n",
        one.display(),
        text.display()
    );
    let output = typed_in(&data, &["--plain"], "xterm", &input);
    let said = stdout(&output);
    for line in [
        "Another game is open.",
        "Last move: 1... e5!, pawn e7 to e5.",
        "1. e4, pawn e2 to e4. Half-move 1 of 2.",
        "Comment: “Best by test.”",
        "Side lines from here: 1... c5; type one to follow it.",
        "1. e4 “Best by test.” 1... e5! (1... c5)",
        &format!("{} holds no game.", text.display()),
    ] {
        assert!(said.lines().any(|l| l == line), "{line:?} in:\n{said}");
    }
}

/// `save PATH` in the line mode writes a file through the links that lead to it, keeping
/// its permissions, and refuses with a sentence what is no file or cannot be reached:
/// nothing at such a path changes.
#[cfg(unix)]
#[test]
fn save_writes_only_files_through_their_links_and_says_why_it_will_not() {
    use std::os::unix::fs::{FileTypeExt, PermissionsExt, symlink};

    let data = saved_games_folder("save-paths", &[]);
    let here = data.join("here");
    std::fs::create_dir_all(here.join("folder")).expect("a folder");
    let at = |name: &str| here.join(name).display().to_string();
    std::fs::write(here.join("target.pgn"), "theirs").expect("a file");
    std::fs::set_permissions(here.join("target.pgn"), PermissionsExt::from_mode(0o600))
        .expect("permissions");
    symlink("target.pgn", here.join("link.pgn")).expect("a link");
    symlink("/dev/null", here.join("null")).expect("a link to a device");
    std::fs::write(here.join("a file"), "").expect("a file");
    let made = Command::new("mkfifo")
        .arg(here.join("pipe"))
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    // What each line says, in the order typed.
    let cases = [
        (
            format!("save {}", at("link.pgn")),
            format!("{} exists. Replace it? Yes or no.", at("link.pgn")),
        ),
        ("yes".to_string(), format!("Saved to {}.", at("link.pgn"))),
        (
            format!("save {}", at("pipe")),
            format!(
                "Could not save: {}: it is a named pipe, not a file: nothing was written.",
                at("pipe")
            ),
        ),
        (
            format!("save {}", at("null")),
            format!(
                "Could not save: {}: its link leads to /dev/null, a device, not a file: nothing was written.",
                at("null")
            ),
        ),
        (
            format!("save {}", at("missing/x.pgn")),
            format!(
                "Could not save: {}: there is no folder {}.",
                at("missing/x.pgn"),
                at("missing")
            ),
        ),
        (
            format!("save '{}'", at("a file/x.pgn")),
            format!(
                "Could not save: {}: {} is a file, not a folder.",
                at("a file/x.pgn"),
                at("a file")
            ),
        ),
        (
            "save \"\"".to_string(),
            "Could not save: no file is named: give one, as in save game.pgn.".to_string(),
        ),
        (
            format!("save {}", at("folder")),
            format!("Saved to {}.", at("folder/game.pgn")),
        ),
    ];
    let input: String = cases.iter().map(|(line, _)| format!("{line}\n")).collect();
    // No folder for the games: the game has no file of its own, so a folder gets `game.pgn`.
    let output = Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .args(["--plain"])
        .env("XDG_DATA_HOME", "/proc/hotseat-cannot-be-here")
        .env("XDG_CONFIG_HOME", data.join("config"))
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            let mut stdin = child.stdin.take().expect("stdin");
            stdin.write_all(format!("e4\n{input}").as_bytes())?;
            drop(stdin);
            child.wait_with_output()
        })
        .expect("the binary runs");
    let said = stdout(&output);
    for (line, answer) in &cases {
        let asked = format!(": {line}\n{answer}\n");
        assert!(said.contains(&asked), "{asked:?} in:\n{said}");
    }
    let link = std::fs::symlink_metadata(here.join("link.pgn")).expect("the link");
    assert!(link.file_type().is_symlink(), "the link stays a link");
    let target = std::fs::read_to_string(here.join("target.pgn")).expect("its file");
    assert!(target.contains("1. e4"), "{target}");
    let mode = std::fs::metadata(here.join("target.pgn"))
        .expect("its file")
        .permissions();
    assert_eq!(mode.mode() & 0o777, 0o600, "its permissions are kept");
    let pipe = std::fs::symlink_metadata(here.join("pipe")).expect("the pipe");
    assert!(pipe.file_type().is_fifo(), "the pipe stays a pipe");
    let null = std::fs::symlink_metadata(here.join("null")).expect("the link");
    assert!(null.file_type().is_symlink());
    assert!(
        std::fs::metadata("/dev/null")
            .expect("/dev/null")
            .file_type()
            .is_char_device()
    );
    assert!(!here.join("missing").exists());
    assert_eq!(
        std::fs::read_to_string(here.join("a file")).expect("a file"),
        ""
    );
    let leftovers: Vec<_> = std::fs::read_dir(&here)
        .expect("the folder")
        .flatten()
        .filter(|entry| entry.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn a_dumb_terminal_gets_the_line_mode_in_its_language() {
    let data = saved_games_folder("dumb", &[]);
    let output = typed_in(&data, &["--lang", "ru"], "dumb", "Nf3\nquit\ny\n");
    assert!(output.status.success(), "{}", stderr(&output));
    let said = stdout(&output);
    assert!(
        said.starts_with("hotseat без экрана: белые против чёрных"),
        "{said}"
    );
    assert!(said.contains("1. Кf3, конь с g1 на f3."), "{said}");
    let folder = data.join("hotseat").join("games");
    assert!(
        said.contains(&format!("\nПартия сохранена в {}", folder.display())),
        "{said}"
    );
    assert!(said.ends_with(".pgn продолжит её.\n"), "{said}");
    assert!(said.contains("; hotseat --plain --resume 20"), "{said}");
}

/// Exit statuses as documented: 2 for arguments that cannot be used (a folder to replay),
/// 1 for a command that failed (output that cannot be written), with one line each.
#[test]
fn unusable_arguments_exit_with_two_and_failed_commands_with_one() {
    let folder = std::env::temp_dir();
    let output = hotseat(&["replay", &folder.display().to_string()]);
    assert_refused(&output, "is a folder, not a PGN file");
    if std::path::Path::new("/dev/full").exists() {
        let full = std::fs::File::create("/dev/full").expect("/dev/full opens");
        let output = Command::new(env!("CARGO_BIN_EXE_hotseat"))
            .arg("moves")
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .expect("the binary runs");
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(stderr(&output).lines().count(), 1, "{}", stderr(&output));
        assert!(stderr(&output).contains("cannot write the output"));
    }
}

/// A game another hotseat plays is left alone by a second one started from a pipe, where
/// nobody can be asked: a new game starts, and one line says why.
#[test]
fn from_a_pipe_a_game_open_elsewhere_gives_way_to_a_new_game() {
    let data = saved_games_folder("open-elsewhere", &[]);
    let folder = data.join("hotseat").join("games");
    let mut first = Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .args(["--plain"])
        .env("XDG_DATA_HOME", &data)
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let mut playing = first.stdin.take().expect("stdin");
    playing.write_all(b"d4\n").expect("a move");
    let games = || -> Vec<std::path::PathBuf> {
        std::fs::read_dir(&folder)
            .map(|entries| {
                entries
                    .flatten()
                    .map(|entry| entry.path())
                    .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
                    .collect()
            })
            .unwrap_or_default()
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while games().is_empty() {
        assert!(
            std::time::Instant::now() < deadline,
            "the first game is saved"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let theirs = games().remove(0);
    let before = std::fs::read_to_string(&theirs).expect("their file");

    let second = typed_in(&data, &["--plain"], "xterm", "e4\n");
    assert_eq!(second.status.code(), Some(0), "{}", stderr(&second));
    let name = theirs.file_name().expect("a name").to_string_lossy();
    assert_eq!(
        stderr(&second),
        format!("hotseat: {name}: this game is open in another hotseat; a new game starts.\n")
    );
    assert!(
        stdout(&second).contains("1. e4, pawn e2 to e4."),
        "{}",
        stdout(&second)
    );
    assert_eq!(
        std::fs::read_to_string(&theirs).expect("their file"),
        before
    );
    assert_eq!(games().len(), 2, "a file of its own for the new game");
    drop(playing);
    assert!(first.wait().expect("the first ends").success());
}

/// A game that could not be kept ends the program with status 1, however it is left (the
/// end of the input, `quit`, a game over), and leaving says why; a copy saved with
/// `save FILE` keeps it (status 0). The data folder is a file here, which stops every save,
/// the superuser's too.
#[test]
fn a_game_that_could_not_be_kept_exits_with_one() {
    let data = saved_games_folder("unkept", &[]);
    std::fs::remove_dir_all(data.join("hotseat")).expect("the data folder goes");
    std::fs::write(data.join("hotseat"), "not a folder").expect("a file in its place");
    let copy = data.join("copy.pgn").display().to_string();
    let cases = [
        ("e4\n", 1, "The game could not be saved: "),
        ("e4\nquit\nyes\n", 1, "The game could not be saved: "),
        (
            "f3\ne5\ng4\nQh4\nquit\nyes\n",
            1,
            "The game could not be saved: ",
        ),
        (
            "",
            0,
            "No move was played in this game, so it is not saved.",
        ),
        (
            &format!("e4\nsave {copy}\nquit\nyes\n"),
            0,
            "but the copy in ",
        ),
    ];
    for (input, status, said) in cases {
        let output = typed_in(&data, &["--plain"], "xterm", input);
        assert_eq!(
            output.status.code(),
            Some(status),
            "{input:?}: {}",
            stdout(&output)
        );
        let last = stdout(&output)
            .lines()
            .last()
            .unwrap_or_default()
            .to_string();
        assert!(last.contains(said), "{input:?}: {last}");
        assert!(
            stdout(&output).contains(&format!(
                "Games cannot be saved: {} is a file, not a folder.",
                data.join("hotseat").display()
            )),
            "{}",
            stdout(&output)
        );
    }
    let games = hotseat_in(&data, &["games"]);
    assert_eq!(games.status.code(), Some(1), "a folder that cannot be read");
    assert!(
        stderr(&games).contains("is a file, not a folder"),
        "{}",
        stderr(&games)
    );
}

/// The tools' own refusals are the program's one-line errors, in the language of the screen;
/// what they report on the games stays in the English of scripts.
#[test]
fn the_tools_refuse_in_the_language_of_the_screen() {
    let folder = std::env::temp_dir().display().to_string();
    assert_refused(
        &hotseat_in_russian(&["replay", &folder]),
        "— папка, а не PGN-файл",
    );
    let missing = std::env::temp_dir().join("hotseat-no-such-file.pgn");
    let output = hotseat_in_russian(&["replay", &missing.display().to_string()]);
    assert_refused(&output, "не удаётся открыть");
    assert!(
        stderr(&output).ends_with("нет такого файла или папки\n"),
        "{}",
        stderr(&output)
    );
    let output = hotseat(&["replay", &missing.display().to_string()]);
    assert_refused(&output, ": no such file or folder");
    let moves = hotseat_in_russian(&["moves"]);
    assert!(stdout(&moves).lines().any(|line| line == "Nf3"));
}

#[test]
fn perft_at_depth_zero_is_the_position_itself() {
    for args in [&["perft", "0"][..], &["perft", "0", "--divide"]] {
        let output = hotseat(args);
        assert!(output.status.success());
        assert_eq!(stdout(&output), "Nodes searched: 1\n", "{args:?}");
    }
}

#[test]
fn replay_reads_an_en_passant_remark_in_movetext() {
    let pgn = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 *\n";
    let output = run_with_input(&["replay", "--fens", "-"], Some(pgn));
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("exf6\t"), "{}", stdout(&output));
    assert!(stdout(&output).ends_with("#\t1\t*\t-\n"));
}

#[test]
fn completions_and_the_man_page_go_to_standard_output() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = hotseat(&["completions", shell]);
        assert!(script.status.success(), "{shell}");
        assert!(stdout(&script).contains("hotseat"), "{shell}");
        assert_eq!(stderr(&script), "", "{shell}");
    }
    let page = hotseat(&["man"]);
    assert!(page.status.success());
    let page = stdout(&page);
    assert!(page.contains(".TH hotseat 1"));
    // The exit statuses, each with what it means, before the version.
    let statuses = page
        .find(".SH \"EXIT STATUS\"")
        .expect("a section on exit statuses");
    assert!(
        statuses < page.find(".SH VERSION").expect("the version"),
        "{page}"
    );
    for status in ["0", "1", "2", "128 + N"] {
        assert!(
            page[statuses..].contains(&format!(".TP\n\\fB{status}\\fR\n")),
            "{status}"
        );
    }
    assert!(page.contains("A game that could not be kept"), "{page}");
}

/// `hotseat man --dir DIR` makes DIR and writes `hotseat.1`, the page `hotseat man` prints,
/// and `hotseat-SUB.1` for every subcommand, each naming every option and argument of its
/// command and the exit statuses, and names each file written; the main page sends the
/// reader to each of them.
#[test]
fn man_with_a_folder_writes_a_page_for_every_subcommand() {
    let dir = std::env::temp_dir().join(format!("hotseat-man-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let pages = dir.join("man1");
    let output = hotseat(&["man", "--dir", &pages.display().to_string()]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stderr(&output), "");
    let mut command = hotseat::cli::command(hotseat::i18n::Lang::En);
    command.build();
    let subcommands: Vec<&clap::Command> = command
        .get_subcommands()
        .filter(|sub| sub.get_name() != "help")
        .collect();
    let names: Vec<&str> = subcommands.iter().map(|sub| sub.get_name()).collect();
    for sub in [
        "perft",
        "moves",
        "games",
        "replay",
        "config",
        "completions",
        "man",
    ] {
        assert!(names.contains(&sub), "{sub} in {names:?}");
    }
    let mut expected = vec![pages.join("hotseat.1")];
    expected.extend(
        names
            .iter()
            .map(|sub| pages.join(format!("hotseat-{sub}.1"))),
    );
    let named: Vec<std::path::PathBuf> = stdout(&output).lines().map(Into::into).collect();
    assert_eq!(named, expected);

    let read = |name: &str| std::fs::read_to_string(pages.join(name)).expect(name);
    let main = read("hotseat.1");
    assert_eq!(main, stdout(&hotseat(&["man"])));
    assert!(!main.contains("hotseat\\-help(1)"), "{main}");
    for sub in subcommands {
        let name = sub.get_name();
        let page = read(&format!("hotseat-{name}.1"));
        assert!(page.contains(&format!(".TH hotseat-{name} 1 ")), "{page}");
        assert!(page.contains(&format!("\\fBhotseat {name}\\fR")), "{page}");
        assert!(page.contains(".SH \"EXIT STATUS\""), "{page}");
        assert!(page.contains("A game that could not be kept"), "{page}");
        assert!(main.contains(&format!("hotseat\\-{name}(1)")), "{name}");
        // Every option and argument of the command, and no other command's.
        for arg in sub.get_arguments().filter(|arg| !arg.is_hide_set()) {
            let named = match arg.get_long() {
                Some(long) => format!("\\fB\\-\\-{}\\fR", long.replace('-', "\\-")),
                None => format!("\\fI{}\\fR", arg.get_value_names().unwrap()[0]),
            };
            assert!(page.contains(&named), "{name}: no {named} in\n{page}");
        }
    }
    assert!(read("hotseat-replay.1").contains("Add the opening"));
    assert!(!read("hotseat-perft.1").contains("\\-\\-openings"));
    std::fs::remove_dir_all(&dir).expect("the pages are removed");
}

/// A DIR for `hotseat man --dir` that is a file, or none, is refused (status 2), and one
/// that cannot be made or written fails (status 1): each in one line in the player's
/// language, with no page written.
#[test]
fn man_refuses_a_folder_it_cannot_write_in_one_line() {
    let dir = std::env::temp_dir().join(format!("hotseat-man-refused-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder for the test");
    let file = dir.join("hotseat.1");
    std::fs::write(&file, "not a folder").expect("a file");
    let file = file.display().to_string();
    let under_a_file = format!("{file}/man1");
    for (args, status, says, russian) in [
        (&["man", "--dir"][..], 2, "needs a value", "нужно значение"),
        (&["man", "--dir", &file], 2, "is not a folder", "не папка"),
        (
            &["man", "--dir", &under_a_file],
            1,
            "cannot write",
            "не удаётся записать",
        ),
    ] {
        for (output, says) in [(hotseat(args), says), (hotseat_in_russian(args), russian)] {
            let error = stderr(&output);
            assert_eq!(output.status.code(), Some(status), "{args:?}: {error}");
            assert_eq!(error.lines().count(), 1, "{args:?}: {error}");
            assert!(
                error.starts_with("hotseat: ") && error.contains(says),
                "{error}"
            );
            assert!(stdout(&output).is_empty(), "{args:?}");
        }
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "not a folder");
    std::fs::remove_dir_all(&dir).expect("the folder is removed");
}

/// `hotseat ARGS` with its config in `config` (as `XDG_CONFIG_HOME`) and no terminal.
fn hotseat_configured(config: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .args(args)
        .env("XDG_CONFIG_HOME", config)
        .env("XDG_DATA_HOME", config.join("data"))
        .env("TERM", "xterm-256color")
        .env_remove("COLORTERM")
        .env_remove("NO_COLOR")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "ru_RU.UTF-8")
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

/// A config folder whose `hotseat/config.toml` holds `text` (or no file, for `None`).
fn config_folder(name: &str, text: Option<&str>) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("hotseat-config-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("hotseat")).expect("a folder");
    if let Some(text) = text {
        std::fs::write(dir.join("hotseat/config.toml"), text).expect("a config file");
    }
    dir
}

#[test]
fn config_shows_each_setting_in_effect_and_where_it_came_from() {
    let dir = config_folder(
        "show",
        Some("white = \"Anna\"\ntime = \"5+3\"\nvariant = \"atomic\"\ntheme = \"brown\"\n"),
    );
    let output = hotseat_configured(&dir, &["config", "--time", "10", "--flip", "auto"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<Vec<&str>> = text
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    let path = dir.join("hotseat/config.toml");
    assert_eq!(
        lines[0],
        ["config", "file:", path.to_str().expect("a path")]
    );
    assert_eq!(
        lines[1..],
        [
            vec!["white", "Anna", "file"],
            vec!["black", "Black", "default"],
            vec!["time", "10", "option"],
            vec!["variant", "atomic", "file"],
            vec!["draw_rules", "club", "default"],
            vec!["theme", "brown", "file"],
            vec!["ascii", "auto", "default"],
            vec!["flip", "auto", "option"],
            vec!["lang", "ru", "default"],
            vec!["mouse", "true", "default"],
            vec!["instant", "false", "default"],
            vec!["takebacks", "true", "default"],
            vec!["clock_start", "game", "default"],
            vec!["bell", "auto", "default"],
            vec!["bell_every_move", "false", "default"],
            vec!["engine", "auto", "default"],
            vec!["nodes", "1000000", "default"],
            vec!["engine_threads", "1", "default"],
            vec!["engine_hash", "16", "default"],
            vec!["colours", "256", "colours", "terminal"],
        ]
    );
    let none = config_folder("none", None);
    let output = hotseat_configured(&none, &["config"]);
    assert!(
        stdout(&output)
            .lines()
            .next()
            .unwrap_or_default()
            .ends_with("(none yet)")
    );
    let _ = std::fs::remove_dir_all(dir);
    let _ = std::fs::remove_dir_all(none);
}

#[test]
fn a_bad_config_file_is_one_line_naming_the_file_the_line_and_the_key() {
    for (name, text, expected) in [
        (
            "syntax",
            "white = \"Anna\n",
            ":1: white: кавычки вокруг значения не закрыты",
        ),
        (
            "unknown",
            "# defaults\ncolour = \"red\"\n",
            ":2: colour: нет такой настройки: ожидается «white», «black»",
        ),
        (
            "value",
            "\n\ntheme = \"neon\"\n",
            ":3: theme: «neon» — не тема",
        ),
        (
            "type",
            "ascii = 1\n",
            ":1: ascii: ожидается «true» или «false», а не число",
        ),
        (
            "section",
            "[white]\nname = \"Anna\"\n",
            ":1: white: ожидается текст в кавычках, а не таблица или раздел",
        ),
    ] {
        let dir = config_folder(name, Some(text));
        let path = dir.join("hotseat/config.toml");
        for args in [&["config"][..], &[]] {
            let output = hotseat_configured(&dir, args);
            assert_refused(&output, &format!("hotseat: {}{expected}", path.display()));
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// The line about a bad config file is in the player's language: `--lang` wherever it is
/// typed, else the file's own `lang` (read though the problem is elsewhere in the file), else
/// the locale's.
#[test]
fn a_bad_config_file_is_said_in_the_player_s_language() {
    let dir = config_folder("lang", Some("\n\ntheme = \"neon\"\n"));
    let path = dir.join("hotseat/config.toml");
    let russian = format!("hotseat: {}:3: theme: «neon» — не тема", path.display());
    let english = format!(
        "hotseat: {}:3: theme: 'neon' is not a theme",
        path.display()
    );
    // The locale is Russian.
    for args in [
        &[][..],
        &["config"],
        &["--lang", "ru"],
        &["config", "--lang", "ru"],
        &["--lang=ru", "config"],
    ] {
        assert_refused(&hotseat_configured(&dir, args), &russian);
    }
    for args in [&["--lang", "en"][..], &["config", "--lang", "en"]] {
        assert_refused(&hotseat_configured(&dir, args), &english);
    }
    // The file names Russian under an English locale, and its problem is elsewhere.
    std::fs::write(&path, "lang = \"ru\"\n\ntheme = \"neon\"\n").expect("a config file");
    let english_locale = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_hotseat"))
            .args(args)
            .env("XDG_CONFIG_HOME", &dir)
            .env("XDG_DATA_HOME", dir.join("data"))
            .env("LC_ALL", "C.UTF-8")
            .stdin(Stdio::null())
            .output()
            .expect("the binary runs")
    };
    assert_refused(&english_locale(&[]), &russian);
    assert_refused(&english_locale(&["config"]), &russian);
    assert_refused(&english_locale(&["--lang", "en"]), &english);
    std::fs::write(&path, "lang = \"ru\"\ncolour = 1\n").expect("a config file");
    assert_refused(
        &english_locale(&[]),
        &format!("hotseat: {}:2: colour: нет такой настройки", path.display()),
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// `hotseat ARGS` in a Russian locale, with no config file.
fn hotseat_in_russian(args: &[&str]) -> Output {
    hotseat_configured(&config_folder("russian", None), args)
}

#[test]
fn the_help_speaks_the_language_of_the_locale_or_of_lang() {
    let russian = hotseat_in_russian(&["--help"]);
    assert!(russian.status.success());
    let text = stdout(&russian);
    for words in [
        "Использование: hotseat",
        "Параметры:",
        "Контроль времени",
        "Язык экрана",
    ] {
        assert!(text.contains(words), "no {words:?} in\n{text}");
    }
    let replay = stdout(&hotseat_in_russian(&["replay", "--help"]));
    assert!(replay.contains("Переиграть по правилам"), "{replay}");
    assert!(replay.contains("Аргументы:"), "{replay}");
    let english = stdout(&hotseat_in_russian(&["--lang", "en", "--help"]));
    assert!(english.contains("Usage: hotseat"), "{english}");
    let english = stdout(&hotseat(&["--help"]));
    assert!(english.contains("Usage: hotseat"), "{english}");
    assert!(stdout(&hotseat(&["--lang=ru", "--help"])).contains("Использование"));
}

/// The Latin words of a line said in Russian, outside what was typed (`typed`, quoted in
/// «» or an option's name), the program's name and the names of formats: the words of
/// another language that leaked into it.
fn english_in(line: &str, typed: &[&str]) -> Vec<String> {
    const NAMES: [&str; 8] = [
        "hotseat", "UTF", "PGN", "FEN", "TOML", "SAN", "Chess960", "pgn",
    ];
    line.split(['«', '»'])
        .step_by(2)
        .flat_map(str::split_whitespace)
        .filter(|word| !word.starts_with('-') && !word.starts_with('/'))
        .flat_map(|word| word.split(|c: char| !c.is_ascii_alphanumeric()))
        .filter(|word| word.chars().filter(char::is_ascii_alphabetic).count() > 1)
        .filter(|word| !typed.iter().any(|arg| arg.contains(word)) && !NAMES.contains(word))
        .map(str::to_string)
        .collect()
}

/// A refusal in Russian: exit status 2, one line on standard error and no English word in it.
fn assert_refused_in_russian(output: &Output, typed: &[&str]) {
    assert_eq!(
        output.status.code(),
        Some(2),
        "{typed:?}: {}",
        stderr(output)
    );
    let line = stderr(output);
    assert_eq!(line.lines().count(), 1, "{typed:?}: {line}");
    assert!(line.starts_with("hotseat: "), "{line}");
    assert!(
        line.chars().any(|c| ('а'..='я').contains(&c)),
        "{typed:?}: {line}"
    );
    let english = english_in(&line, typed);
    assert!(english.is_empty(), "{english:?} in {line}");
}

/// Every kind of bad command line a careless player types, in a Russian locale: each is
/// refused in one Russian line (the tools' refusals too), with nothing of clap's English.
#[test]
fn every_bad_command_line_is_refused_in_russian() {
    for args in [
        &["--time", "-5"][..],
        &["--time", "5", "--time", "3"],
        &["--plain", "--plain"],
        &["--colour"],
        &["--whit", "Anna"],
        &["-x"],
        &["--lang"],
        &["--lang", "de"],
        &["--fen"],
        &["--fen", "8/8/8 w - - 0 1"],
        &["--white", ""],
        &["--white", "Anna", "Karenina"],
        &["--ascii", "false"],
        &["--ascii=maybe"],
        &["--bell=громко"],
        &["--plain=yes"],
        &["--no-mouse=1"],
        &["--load", "a.pgn", "--resume"],
        &["--game", "2"],
        &["--resume", "0"],
        &["--chess960", "-1"],
        &["--draw-rules", "blitz"],
        &["--flip", "вверх"],
        &["--theme", "neon"],
        &["--clock-start", "later"],
        &["--time", "5", "games"],
        &["gmaes"],
        &["e4"],
        &["perft"],
        &["perft", "-1"],
        &["perft", "99"],
        &["perft", "3", "4"],
        &["perft", "2", "--variant", "fairy"],
        &["moves", "--fen", "4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1"],
        &["moves", "e4"],
        &["games", "--limit", "-1"],
        &["games", "--unfinished=1"],
        &["replay"],
        &["replay", "/no/such/file.pgn"],
        &["completions", "tcsh"],
        &["man", "extra"],
        &["help", "nothing"],
    ] {
        assert_refused_in_russian(&hotseat_in_russian(args), args);
    }
}

/// `--lang` goes anywhere, with every subcommand: before it, after it, among its arguments,
/// as `--lang ru` or `--lang=ru`; what the command then refuses is said in that language
/// whatever the locale.
#[test]
fn lang_goes_anywhere_with_every_subcommand() {
    for (command, bad) in [
        ("perft", &["x"][..]),
        ("moves", &["--fen", "x"]),
        ("games", &["--limit", "0"]),
        ("replay", &["--draw-rules", "x", "-"]),
        ("config", &["--time", "x"]),
        ("completions", &["tcsh"]),
        ("man", &["extra"]),
    ] {
        let mut placings: Vec<Vec<&str>> = vec![
            [&["--lang", "ru", command][..], bad].concat(),
            [&[command, "--lang", "ru"][..], bad].concat(),
            [&[command][..], bad, &["--lang=ru"]].concat(),
        ];
        if bad.len() > 1 {
            placings.push([&[command, bad[0], bad[1], "--lang", "ru"][..], &bad[2..]].concat());
        }
        for args in placings {
            // An English locale: the language is the option's.
            assert_refused_in_russian(&hotseat(&args), &args);
        }
    }
    // Each subcommand takes it, and runs.
    for args in [
        &["--lang", "ru", "moves"][..],
        &["moves", "--lang", "ru"],
        &["perft", "1", "--lang=ru"],
        &["config", "--lang", "ru"],
        &["--lang", "ru", "config"],
        &["completions", "bash", "--lang", "ru"],
        &["--lang", "ru", "man"],
    ] {
        let output = hotseat(args);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    }
}

/// Games under FIDE draw rules that went on past a draw the players could claim, and games
/// whose draw was claimed, are listed, resumed and reviewed like any other: nothing is set
/// aside as damaged.
#[test]
fn fide_games_past_a_claimable_draw_and_claimed_draws_stay_games() {
    let data = saved_games_folder("fide-kept", &[]);
    let dance = "Nf3\nNf6\nNg1\nNg8\nNf3\nNf6\nNg1\nNg8\ne4\ne5\n";
    let played = typed_in(&data, &["--plain", "--draw-rules", "fide"], "xterm", dance);
    assert!(played.status.success(), "{}", stderr(&played));
    let claimed = typed_in(
        &data,
        &[
            "--plain",
            "--draw-rules",
            "fide",
            "--fen",
            "8/8/4k3/8/8/4K3/4R3/8 w - - 99 80",
        ],
        "xterm",
        "Rf2\nKd6\nclaim\n",
    );
    assert!(claimed.status.success(), "{}", stderr(&claimed));
    assert!(
        stdout(&claimed).contains("Fifty moves without a capture or a pawn move"),
        "{}",
        stdout(&claimed)
    );
    let listed = hotseat_in(&data, &["games"]);
    assert!(stderr(&listed).is_empty(), "{}", stderr(&listed));
    let listed = stdout(&listed);
    let lines: Vec<&str> = listed.lines().collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("1/2-1/2 fifty-move rule  1 move")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("* in progress  5 moves")),
        "{lines:?}"
    );
    let folder = data.join("hotseat").join("games");
    let damaged = std::fs::read_dir(&folder)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains("damaged"))
        .count();
    assert_eq!(damaged, 0);
    let resumed = typed_in(&data, &["--plain", "--resume"], "xterm", "Nf3\n");
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    assert!(
        stdout(&resumed).contains("Last move: 5... e5, pawn e7 to e5."),
        "{}",
        stdout(&resumed)
    );
    assert!(stdout(&resumed).contains("6. Nf3, knight g1 to f3."));
}

/// The games of the corpora that went on after a repetition nobody claimed open with `--load`
/// under the default options.
#[test]
fn recorded_games_past_a_repetition_open_with_load() {
    let data = saved_games_folder("load-past", &[]);
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pgn");
    for (file, game) in [("twic-232.pgn", "31"), ("lichess-sample.pgn", "380")] {
        let path = corpus.join(file);
        let args = ["--plain", "--load", path.to_str().unwrap(), "--game", game];
        let opened = typed_in(&data, &args, "xterm", "");
        assert!(
            opened.status.success(),
            "{file} {game}: {}",
            stderr(&opened)
        );
        assert!(stderr(&opened).is_empty(), "{}", stderr(&opened));
    }
}
