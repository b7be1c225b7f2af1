//! `hotseat analyse` on the built binary: the report and the JSON contract with a fake
//! engine scripted per position, every failure of an engine or a file one line with its
//! exit status, and the real engine's figures the same on every run.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

#[path = "../src/engine/fake.rs"]
#[allow(dead_code)]
mod fake;

/// The scholar's mate, as a PGN file of its own.
const GAME: &str = "[Event \"Club night\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\n\
                    1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

/// A folder of this test's own, emptied.
fn folder(name: &str) -> PathBuf {
    let folder =
        std::env::temp_dir().join(format!("hotseat-analyse-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// The game's file in `folder`.
fn game_file(folder: &Path) -> PathBuf {
    let path = folder.join("scholar.pgn");
    std::fs::write(&path, GAME).unwrap();
    path
}

/// hotseat run with `args`, with a data folder of its own, empty: no analysis kept by
/// another run is found.
fn hotseat(args: &[&str]) -> Output {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    hotseat_keeping(&folder(&format!("data-{run}")), args)
}

/// hotseat run with `args` and the data folder `data`, where it keeps its analyses.
fn hotseat_keeping(data: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .args(args)
        .env("LC_ALL", "C.UTF-8")
        .env("XDG_DATA_HOME", data)
        .env(
            "XDG_CONFIG_HOME",
            std::env::temp_dir().join("hotseat-analyse-config"),
        )
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The JSON object holds what the README's contract names: the engine, each side's
/// figures, and each move's eval after it from White's side, the engine's best move and
/// line before it in SAN, White's winning percentage, the mover's accuracy and the mark.
#[test]
fn the_json_holds_every_figure_of_the_contract() {
    let folder = folder("json");
    let engine = fake::scholar_engine("json", &fake::SCHOLAR_ANSWERS);
    let file = game_file(&folder);
    let args = [
        "analyse",
        file.to_str().unwrap(),
        "--engine",
        engine.to_str().unwrap(),
        "--nodes",
        "5000",
        "--json",
    ];
    let output = hotseat(&args);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["engine"], "Fake Fish 1.0");
    assert_eq!(json["nodes"], 5000);
    assert_eq!(json["white"]["acpl"], 25);
    assert_eq!(json["white"]["inaccuracies"], 1);
    assert_eq!(json["black"]["blunders"], 1);
    let moves = json["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 7);
    let first = &moves[0];
    assert_eq!(first["ply"], 1);
    assert_eq!(first["san"], "e4");
    assert_eq!(first["eval"], serde_json::json!({"cp": 30}));
    assert_eq!(first["best"], "e4");
    assert_eq!(first["pv"], serde_json::json!(["e4", "e5"]));
    assert_eq!(first["judgement"], serde_json::Value::Null);
    // Black's 3...Nf6 lets in the mate: after it White mates in 1.
    let blunder = &moves[5];
    assert_eq!(
        (&blunder["san"], &blunder["judgement"]),
        (&"Nf6".into(), &"blunder".into())
    );
    assert_eq!(blunder["eval"], serde_json::json!({"mate": 1}));
    assert_eq!(blunder["best"], "Qe7");
    assert_eq!(blunder["pv"], serde_json::json!(["Qe7", "Nc3"]));
    assert_eq!(moves[2]["judgement"], "inaccuracy");
    assert_eq!(moves[6]["eval"], serde_json::json!({"mate": 0}));
    let win = moves[2]["win"].as_f64().unwrap();
    assert!((win - 46.3).abs() < 0.05, "{win}");
}

/// The report is in the player's language, the moves in its notation.
#[test]
fn the_report_is_in_the_player_s_language() {
    let folder = folder("report");
    let engine = fake::scholar_engine("report", &fake::SCHOLAR_ANSWERS);
    let file = game_file(&folder);
    let cases = [
        (
            "en",
            "3... Nf6: a blunder, after which checkmate is unavoidable; Qe7 was best.",
        ),
        (
            "ru",
            "3... Кf6: зевок, после которого мат неизбежен; лучше было Фe7.",
        ),
        ("en", "White (Anna): accuracy"),
        ("ru", "Чёрные (Boris): точность"),
    ];
    for (lang, line) in cases {
        let args = [
            "analyse",
            file.to_str().unwrap(),
            "--engine",
            engine.to_str().unwrap(),
            "--lang",
            lang,
        ];
        let output = hotseat(&args);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        assert!(
            text(&output.stdout).contains(line),
            "{lang}: {}",
            text(&output.stdout)
        );
    }
}

/// `-o` writes the game as lichess writes its annotated PGN: an eval on every move, beside
/// the clocks it had; on a marked move its glyph, lichess's sentence and the engine's line as
/// a variation; a comment the move had stays. hotseat reads the file back as a game.
#[test]
fn the_review_is_written_into_the_game_as_lichess_writes_it() {
    let folder = folder("output");
    let engine = fake::scholar_engine("output", &fake::SCHOLAR_ANSWERS);
    let file = folder.join("clocks.pgn");
    let game = GAME.replace("2. Qh5", "2. Qh5 {[%clk 0:04:58] a bold try}");
    std::fs::write(&file, game).unwrap();
    let out = folder.join("reviewed.pgn");
    let args = [
        "analyse",
        file.to_str().unwrap(),
        "--engine",
        engine.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ];
    let output = hotseat(&args);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(
        text(&output.stdout).contains("reviewed.pgn"),
        "{}",
        text(&output.stdout)
    );
    let written = std::fs::read_to_string(&out).unwrap();
    let flat = written.split_whitespace().collect::<Vec<_>>().join(" ");
    for expected in [
        "1. e4 {[%eval 0.30]}",
        "2. Qh5 $6 {[%clk 0:04:58] [%eval -0.40] Inaccuracy. Nf3 was best. a bold try} (2. Nf3)",
        "3... Nf6 $4 {[%eval #1] Checkmate is now unavoidable. Qe7 was best.} (3... Qe7 4. Nc3)",
        "4. Qxf7# {[%eval #0]} 1-0",
    ] {
        assert!(flat.contains(expected), "{expected}\nin\n{written}");
    }
    let replayed = hotseat(&["replay", out.to_str().unwrap()]);
    assert_eq!(
        text(&replayed.stdout),
        "#\t1\t1-0\tcheckmate\n",
        "{}",
        text(&replayed.stderr)
    );
    let both = hotseat(&[
        "analyse",
        file.to_str().unwrap(),
        "--json",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(both.status.code(), Some(2));
    let full = hotseat(&[
        "analyse",
        file.to_str().unwrap(),
        "--engine",
        engine.to_str().unwrap(),
        "-o",
        "/dev/full",
    ]);
    assert_eq!(full.status.code(), Some(1), "{}", text(&full.stderr));
    assert_eq!(
        text(&full.stderr).lines().count(),
        1,
        "{}",
        text(&full.stderr)
    );
    // A folder that is not there is said before the engine is even started.
    let missing = folder.join("no-such-folder").join("reviewed.pgn");
    let never = fake::scholar_engine("never-asked", &fake::SCHOLAR_ANSWERS);
    let args = [
        "analyse",
        file.to_str().unwrap(),
        "--engine",
        never.to_str().unwrap(),
        "-o",
        missing.to_str().unwrap(),
    ];
    let refused = hotseat(&args);
    assert_eq!(refused.status.code(), Some(1), "{}", text(&refused.stderr));
    assert!(
        text(&refused.stderr).contains("there is no folder"),
        "{}",
        text(&refused.stderr)
    );
    assert!(fake::told(&never).is_empty(), "{:?}", fake::told(&never));
}

/// A side without a name of its own is named in the player's language alone, and a figure
/// not yet defined (no move played) is a dash, without a unit.
#[test]
fn unnamed_sides_and_figures_not_yet_defined_are_said_as_they_are() {
    let folder = folder("unnamed");
    let file = folder.join("empty.pgn");
    std::fs::write(&file, "[White \"White\"]\n[Black \"?\"]\n\n*\n").unwrap();
    let engine = fake::scholar_engine("unnamed", &fake::SCHOLAR_ANSWERS[..1]);
    let args = [
        "analyse",
        file.to_str().unwrap(),
        "--engine",
        engine.to_str().unwrap(),
        "--lang",
        "ru",
    ];
    let output = hotseat(&args);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let report = text(&output.stdout);
    assert!(
        report.contains("\nБелые: точность —, средняя потеря в сантипешках —;"),
        "{report}"
    );
    assert!(!report.contains('%'), "{report}");
}

/// Every failure is one line in the player's language with its exit status, and nothing
/// on standard output: 2 for arguments and files that cannot be used, 1 for an engine that
/// fails as it runs.
#[test]
fn every_failure_is_one_line_with_its_exit_status() {
    let folder = folder("failures");
    let file = game_file(&folder);
    let file = file.to_str().unwrap();
    let missing = folder.join("no-engine");
    let silent = fake::fake_engine("analyse-silent", "");
    let mut nonsense = fake::SCHOLAR_ANSWERS;
    nonsense[4] = "say info depth 9 score cp 10; say bestmove e2e4";
    let nonsense = fake::scholar_engine("nonsense", &nonsense);
    let folder_path = folder.to_str().unwrap();
    let cases: Vec<(Vec<&str>, i32, &str)> = vec![
        (
            vec!["analyse", file, "--engine", missing.to_str().unwrap()],
            1,
            "there is no engine at",
        ),
        (
            vec![
                "analyse",
                file,
                "--engine",
                missing.to_str().unwrap(),
                "--lang",
                "ru",
            ],
            1,
            "нет шахматного движка",
        ),
        (
            vec!["analyse", file, "--engine", silent.to_str().unwrap()],
            1,
            "is not a UCI engine",
        ),
        (
            vec!["analyse", file, "--engine", nonsense.to_str().unwrap()],
            1,
            "answered e2e4, which is not a move of the position",
        ),
        (vec!["analyse", "/no/such/game.pgn"], 2, "/no/such/game.pgn"),
        (vec!["analyse", folder_path], 2, "is a folder"),
        (vec!["analyse", file, "--game", "2"], 2, "no game 2"),
        (
            vec!["analyse", file, "--nodes", "0"],
            2,
            "is not a number of nodes",
        ),
        (
            vec!["analyse", file, "--jobs", "0", "--lang", "ru"],
            2,
            "не число движков",
        ),
    ];
    for (args, status, said) in cases {
        let output = hotseat(&args);
        let error = text(&output.stderr);
        assert_eq!(output.status.code(), Some(status), "{args:?}: {error}");
        assert_eq!(error.lines().count(), 1, "{args:?}: {error}");
        assert!(error.contains(said), "{args:?}: {error}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

/// The analysis is kept: analysing the game again searches nothing (an engine that would
/// fail any search gives the same JSON), a run cut short is completed by searching only
/// what is missing, a kept file that does not read is ignored, and another number of nodes
/// is another analysis.
#[test]
fn analysing_again_searches_only_what_is_not_kept() {
    let folder = folder("kept");
    let data = folder.join("data");
    let file = game_file(&folder);
    let file = file.to_str().unwrap();
    let json = |engine: &Path, nodes: &str| {
        let args = [
            "analyse",
            file,
            "--engine",
            engine.to_str().unwrap(),
            "--nodes",
            nodes,
            "--jobs",
            "1",
            "--json",
        ];
        hotseat_keeping(&data, &args)
    };
    let searches = |engine: &Path| {
        let told = fake::told(engine);
        let positions: Vec<String> = told
            .iter()
            .zip(told.iter().skip(1))
            .filter(|(_, next)| next.starts_with("go"))
            .map(|(position, _)| position.clone())
            .collect();
        positions
    };
    // Every search fails: an answer that is no move.
    let refusing = fake::scholar_engine("kept-refusing", &["say bestmove e9e9"; 8]);
    // A first run that stops at the fourth position (its answer is nonsense) keeps three.
    let mut cut = fake::SCHOLAR_ANSWERS;
    cut[3] = "say bestmove e9e9";
    let cut = fake::scholar_engine("kept-cut", &cut);
    let stopped = json(&cut, "5000");
    assert_eq!(stopped.status.code(), Some(1), "{}", text(&stopped.stderr));
    // The second searches only the positions missing.
    let engine = fake::scholar_engine("kept-whole", &fake::SCHOLAR_ANSWERS);
    let whole = json(&engine, "5000");
    assert_eq!(whole.status.code(), Some(0), "{}", text(&whole.stderr));
    let missing: Vec<String> = (3..8).map(fake::scholar_position).collect();
    assert_eq!(searches(&engine), missing);
    // The third searches nothing: the same JSON from an engine that would fail.
    let again = json(&refusing, "5000");
    assert_eq!(again.status.code(), Some(0), "{}", text(&again.stderr));
    assert_eq!(text(&again.stdout), text(&whole.stdout));
    assert_eq!(searches(&refusing), Vec::<String>::new());
    // Other nodes are another analysis: the engine is asked, and fails.
    let other = json(&refusing, "6000");
    assert_eq!(other.status.code(), Some(1), "{}", text(&other.stderr));
    // A kept file that does not read is ignored: the engine searches everything again, and
    // the analysis is kept anew.
    let kept = data.join("hotseat").join("analysis");
    for entry in std::fs::read_dir(&kept).unwrap().flatten() {
        if entry.file_name() != "lock" {
            std::fs::write(entry.path(), "\u{0}garbage").unwrap();
        }
    }
    let fresh = fake::scholar_engine("kept-fresh", &fake::SCHOLAR_ANSWERS);
    let anew = json(&fresh, "5000");
    assert_eq!(anew.status.code(), Some(0), "{}", text(&anew.stderr));
    assert!(anew.stderr.is_empty(), "{}", text(&anew.stderr));
    assert_eq!(text(&anew.stdout), text(&whole.stdout));
    assert_eq!(searches(&fresh).len(), 8);
    assert_eq!(text(&json(&refusing, "5000").stdout), text(&whole.stdout));
}

/// An analysis that cannot be kept (a file where the data folder should be) is said in one
/// line; the review is given all the same.
#[test]
fn an_analysis_that_cannot_be_kept_is_said_and_given() {
    let folder = folder("unkept");
    let data = folder.join("data");
    std::fs::write(&data, "in the way").unwrap();
    let file = game_file(&folder);
    let engine = fake::scholar_engine("unkept", &fake::SCHOLAR_ANSWERS);
    let args = [
        "analyse",
        file.to_str().unwrap(),
        "--engine",
        engine.to_str().unwrap(),
        "--json",
    ];
    let output = hotseat_keeping(&data, &args);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let said = text(&output.stderr);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.contains("not kept"), "{said}");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["moves"].as_array().unwrap().len(), 7);
}

/// The config file names the engine, the nodes, the engine's threads and hash: without
/// the options, they are used; a bad value is the config's one line, exit status 2.
#[test]
fn the_config_file_sets_the_engine_and_its_search() {
    let folder = folder("config");
    let file = game_file(&folder);
    let engine = fake::scholar_engine("config", &fake::SCHOLAR_ANSWERS);
    let config = folder.join("config");
    std::fs::create_dir_all(config.join("hotseat")).unwrap();
    let run = |settings: &str, args: &[&str]| {
        std::fs::write(config.join("hotseat").join("config.toml"), settings).unwrap();
        Command::new(env!("CARGO_BIN_EXE_hotseat"))
            .args(["analyse", file.to_str().unwrap()])
            .args(args)
            .env("LC_ALL", "C.UTF-8")
            .env("XDG_CONFIG_HOME", &config)
            .env("XDG_DATA_HOME", folder.join("data"))
            .output()
            .expect("the binary runs")
    };
    let settings = format!(
        "engine = \"{}\"\nnodes = 7000\nengine_threads = 2\nengine_hash = 64\n",
        engine.display()
    );
    let output = run(&settings, &["--json"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["nodes"], 7000);
    let told = fake::told(&engine);
    for line in [
        "go nodes 7000",
        "setoption name Threads value 2",
        "setoption name Hash value 64",
    ] {
        assert!(told.iter().any(|told| told == line), "{line}: {told:?}");
    }
    // The options win over the file.
    let output = run(&settings, &["--nodes", "8000", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["nodes"], 8000, "{}", text(&output.stderr));
    for (settings, said) in [
        (
            "engine_threads = 0\n",
            "engine_threads: '0' is not a number of threads",
        ),
        (
            "engine = \"\"\n",
            "engine: an engine is named by its program's path",
        ),
    ] {
        let output = run(settings, &[]);
        let error = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{error}");
        assert_eq!(error.lines().count(), 1, "{error}");
        assert!(error.contains(said), "{error}");
    }
}

/// The review of a game read back from its notes, with no engine.
fn review_read_back(
    file: &Path,
) -> (
    Vec<Option<hotseat::analysis::Judged>>,
    hotseat::analysis::Review,
) {
    let saved = hotseat::store::load(file, 1, hotseat::game::DrawRules::Fide).unwrap();
    let game = saved.timed.game();
    let positions = hotseat::analysis::annotated(game).expect("the game carries evals");
    let review = hotseat::analysis::Review::new(game.start().turn(), &positions);
    (positions, review)
}

/// A move's eval as the JSON gives it.
fn eval_json(eval: hotseat::analysis::Eval) -> serde_json::Value {
    match eval {
        hotseat::analysis::Eval::Cp(cp) => serde_json::json!({ "cp": cp }),
        hotseat::analysis::Eval::Mate { winner, moves } => {
            let moves = i64::from(moves);
            let moves = if winner == hotseat::rules::Color::White {
                moves
            } else {
                -moves
            };
            serde_json::json!({ "mate": moves })
        }
    }
}

/// The game `-o` writes reads back as the review it was written from, with no engine: the
/// same evals, accuracies, marks and figures of each side as the JSON of that review; it
/// names its annotator.
#[test]
fn the_review_written_reads_back_without_an_engine() {
    let folder = folder("back");
    let file = game_file(&folder);
    // The start judged better for White than after 1. e4: the first move's accuracy
    // depends on the start's eval, which lichess's exports do not carry.
    let mut answers = fake::SCHOLAR_ANSWERS;
    answers[0] = "say info depth 9 score cp 90 pv e2e4 e7e5; say bestmove e2e4";
    let engine = fake::scholar_engine("back", &answers);
    let out = folder.join("reviewed.pgn");
    let analyse = |more: &[&str]| {
        let mut args = vec![
            "analyse",
            file.to_str().unwrap(),
            "--engine",
            engine.to_str().unwrap(),
            "--nodes",
            "5000",
        ];
        args.extend_from_slice(more);
        let output = hotseat(&args);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        output
    };
    let json: serde_json::Value = serde_json::from_slice(&analyse(&["--json"]).stdout).unwrap();
    analyse(&["-o", out.to_str().unwrap()]);
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(
        written.contains("[Annotator \"hotseat: Fake Fish 1.0, 5000 nodes a position\"]"),
        "{written}"
    );
    let (_, review) = review_read_back(&out);
    let moves = json["moves"].as_array().unwrap();
    assert_eq!(review.moves.len(), moves.len());
    let round = |value: f64| (value * 10.0).round() / 10.0;
    for (read, given) in review.moves.iter().zip(moves) {
        let ply = &given["ply"];
        assert_eq!(eval_json(read.eval), given["eval"], "{ply}");
        assert_eq!(
            round(read.accuracy),
            given["accuracy"].as_f64().unwrap(),
            "{ply}"
        );
        assert_eq!(round(read.win), given["win"].as_f64().unwrap(), "{ply}");
        let judgement = read
            .advice
            .map(|advice| format!("{:?}", advice.judgement).to_lowercase());
        assert_eq!(judgement.as_deref(), given["judgement"].as_str(), "{ply}");
        if judgement.is_some() {
            assert_eq!(
                read.best.map(|san| san.to_string()).as_deref(),
                given["best"].as_str()
            );
        }
    }
    for (side, given) in [
        (review.sides.white, &json["white"]),
        (review.sides.black, &json["black"]),
    ] {
        assert_eq!(side.accuracy.map(round), given["accuracy"].as_f64());
        assert_eq!(side.acpl.map(u64::from), given["acpl"].as_u64());
        assert_eq!(
            u64::from(side.inaccuracies),
            given["inaccuracies"].as_u64().unwrap()
        );
        assert_eq!(
            u64::from(side.mistakes),
            given["mistakes"].as_u64().unwrap()
        );
        assert_eq!(
            u64::from(side.blunders),
            given["blunders"].as_u64().unwrap()
        );
    }
}

/// A game lichess exported with its analysis reads its evals (pawns and mates), the best
/// moves its sentences name with their lines, and a review by lichess's marks; the mate on
/// the board, which lichess gives no eval, is a mate.
#[test]
fn a_game_exported_by_lichess_reads_its_evals() {
    use hotseat::analysis::{Eval, Judgement};
    use hotseat::rules::Color::White;
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/lichess-evals.pgn");
    let (positions, review) = review_read_back(&file);
    let evals: Vec<Eval> = review.moves.iter().map(|reviewed| reviewed.eval).collect();
    assert_eq!(
        evals,
        [
            Eval::Cp(17),
            Eval::Cp(19),
            Eval::Cp(-47),
            Eval::Cp(-38),
            Eval::Cp(-50),
            Eval::Mate {
                winner: White,
                moves: 1
            },
            Eval::Mate {
                winner: White,
                moves: 0
            },
        ]
    );
    // Before the first move, lichess's own eval of the start.
    assert_eq!(
        positions[0].as_ref().map(|judged| judged.eval),
        Some(Eval::Cp(15))
    );
    let marks: Vec<Option<Judgement>> = review
        .moves
        .iter()
        .map(|reviewed| reviewed.advice.map(|advice| advice.judgement))
        .collect();
    assert_eq!(
        marks,
        [
            None,
            None,
            Some(Judgement::Inaccuracy),
            None,
            None,
            Some(Judgement::Blunder),
            None
        ]
    );
    let said = |ply: usize| {
        let reviewed = &review.moves[ply];
        let line: Vec<String> = reviewed.line.iter().map(ToString::to_string).collect();
        (reviewed.best.map(|san| san.to_string()), line)
    };
    assert_eq!(
        said(2),
        (
            Some("Nf3".to_string()),
            vec!["Nf3".to_string(), "Nc6".to_string(), "Bb5".to_string()]
        )
    );
    assert_eq!(
        said(5),
        (
            Some("g6".to_string()),
            vec!["g6".to_string(), "Qf3".to_string(), "Nf6".to_string()]
        )
    );
    assert_eq!(said(0), (None, vec![]));
    assert!(review.sides.white.accuracy.is_some());
}

/// With Debian's Stockfish (which `.ci/run` installs): the same game, engine and nodes give
/// the same figures on every run, with one engine or two.
#[test]
fn the_real_engine_s_figures_are_the_same_every_time() {
    let stockfish = "/usr/games/stockfish";
    if !Path::new(stockfish).is_file() {
        eprintln!("no Stockfish at {stockfish}: the real engine is not tried");
        return;
    }
    let folder = folder("real");
    let file = game_file(&folder);
    let run = |jobs: &str| {
        let args = [
            "analyse",
            file.to_str().unwrap(),
            "--engine",
            stockfish,
            "--nodes",
            "20000",
            "--jobs",
            jobs,
            "--json",
        ];
        let output = hotseat(&args);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        serde_json::from_slice::<serde_json::Value>(&output.stdout).unwrap()
    };
    let first = run("1");
    assert_eq!(first, run("2"));
    assert_eq!(first["engine"], "Stockfish 15.1");
    assert_eq!(first["black"]["blunders"], 1);
    assert_eq!(first["moves"][6]["eval"], serde_json::json!({"mate": 0}));
}

/// `--learn` opens learning from one side's mistakes once the engine has reviewed the game;
/// with `--plain`, in sentences from a pipe: the best move found is right, and the tally
/// ends it. `--learn` goes with neither `--json` nor `-o`, and takes a side.
#[test]
fn learning_from_the_mistakes_opens_after_the_review() {
    use std::io::Write;
    use std::process::Stdio;
    let folder = folder("learn");
    let engine = fake::scholar_engine("learn", &fake::SCHOLAR_ANSWERS);
    let file = game_file(&folder);
    let mut child = Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .args([
            "analyse",
            file.to_str().unwrap(),
            "--engine",
            engine.to_str().unwrap(),
            "--learn",
            "black",
            "--plain",
        ])
        .env("LC_ALL", "C.UTF-8")
        .env("XDG_DATA_HOME", folder.join("data"))
        .env("XDG_CONFIG_HOME", folder.join("config"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"Qe7\nnext\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let said = text(&output.stdout);
    for line in [
        "Learn from your mistakes: Black · 1 / 1",
        "3... Nf6 was played.",
        "Good move: 3... Qe7!",
        "Done reviewing Black's mistakes: you found 1 of 1, saw the solution of 0, skipped 0.",
    ] {
        assert!(said.contains(line), "{line}:\n{said}");
    }
    for wrong in [
        vec!["--learn", "black", "--json"],
        vec!["--learn", "purple"],
        vec!["--plain"],
    ] {
        let mut args = vec!["analyse", file.to_str().unwrap()];
        args.extend(wrong.iter());
        let output = hotseat(&args);
        assert_eq!(output.status.code(), Some(2), "{wrong:?}");
        assert_eq!(
            text(&output.stderr).lines().count(),
            1,
            "{}",
            text(&output.stderr)
        );
    }
}
