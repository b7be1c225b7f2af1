//! `hotseat analyse` side by side with the same searches sent to the engine by hand, one
//! position after another, and (where it is installed) python-chess's `chess.engine`
//! analysing the same positions with the same limits: what the review costs beyond the
//! engine's own work, and what one engine per core gains.
//!
//! `cargo bench --bench analyse` needs Debian's Stockfish (`/usr/games/stockfish`); it
//! reviews the Opera game (17 moves, 34 positions) at `HOTSEAT_BENCH_NODES` nodes a position
//! (200,000 by default), three runs of each, in turns, and prints each one's median and its
//! ratio to the searches by hand. The evals are compared too: hotseat must find, with one
//! engine or two, what the searches by hand find.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BINARY: &str = env!("CARGO_BIN_EXE_hotseat");
const STOCKFISH: &str = "/usr/games/stockfish";
const RUNS: usize = 3;

/// The Opera game, Paris 1858: its PGN, and its moves as the engine is told them.
const PGN: &str = "[White \"Morphy\"]\n[Black \"Duke Karl / Count Isouard\"]\n[Result \"1-0\"]\n\n\
    1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 \
    9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 \
    15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n";
const MOVES: [&str; 33] = [
    "e2e4", "e7e5", "g1f3", "d7d6", "d2d4", "c8g4", "d4e5", "g4f3", "d1f3", "d6e5", "f1c4", "g8f6",
    "f3b3", "d8e7", "b1c3", "c7c6", "c1g5", "b7b5", "c3b5", "c6b5", "c4b5", "b8d7", "e1c1", "a8d8",
    "d1d7", "d8d7", "h1d1", "e7e6", "b5d7", "f6d7", "b3b8", "d7b8", "d1d8",
];

/// The same searches by hand: one engine, each position from a fresh state, one after
/// another; the score of each (the last exact `info … score`), as the engine wrote it.
fn by_hand(nodes: u64) -> Vec<String> {
    let mut engine = Command::new(STOCKFISH)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("Stockfish starts");
    let mut input = engine.stdin.take().expect("its input");
    let mut output = BufReader::new(engine.stdout.take().expect("its output"));
    let mut say = |line: &str| writeln!(input, "{line}").expect("Stockfish listens");
    let wait_for = |output: &mut BufReader<_>, end: &str| {
        let mut score = String::new();
        let mut line = String::new();
        loop {
            line.clear();
            output.read_line(&mut line).expect("Stockfish answers");
            if line.starts_with(end) {
                return score;
            }
            if let Some(at) = line.find(" score ")
                && !line.contains("bound")
            {
                let rest: Vec<&str> = line[at + 7..].split_whitespace().take(2).collect();
                score = rest.join(" ");
            }
        }
    };
    say("uci");
    wait_for(&mut output, "uciok");
    say("setoption name Threads value 1");
    say("setoption name Hash value 16");
    let mut scores = Vec::new();
    for plies in 0..=MOVES.len() {
        say("ucinewgame");
        say("isready");
        wait_for(&mut output, "readyok");
        if plies == 0 {
            say("position startpos");
        } else {
            say(&format!(
                "position startpos moves {}",
                MOVES[..plies].join(" ")
            ));
        }
        say(&format!("go nodes {nodes}"));
        scores.push(wait_for(&mut output, "bestmove"));
    }
    say("quit");
    let _ = engine.wait();
    scores
}

/// `hotseat analyse --json` with `jobs` engines; each move's eval as JSON text. Each run
/// has a data folder of its own, empty, so that it searches every position: nothing kept
/// by an earlier run is taken.
fn hotseat(file: &Path, nodes: u64, jobs: usize) -> Vec<String> {
    let data = std::env::temp_dir().join(format!("hotseat-bench-analyse-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let output = Command::new(BINARY)
        .env("XDG_DATA_HOME", &data)
        .args([
            "analyse",
            &file.display().to_string(),
            "--engine",
            STOCKFISH,
        ])
        .args([
            "--nodes",
            &nodes.to_string(),
            "--jobs",
            &jobs.to_string(),
            "--json",
        ])
        .output()
        .expect("hotseat runs");
    let _ = std::fs::remove_dir_all(&data);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let review: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let moves = review["moves"].as_array().expect("the moves");
    moves
        .iter()
        .map(|reviewed| reviewed["eval"].to_string())
        .collect()
}

/// python-chess analysing the same positions with the same limits, one after another;
/// `None` where it is not installed.
fn python_chess(nodes: u64) -> Option<Duration> {
    let script = format!(
        "import chess, chess.engine\n\
         engine = chess.engine.SimpleEngine.popen_uci('{STOCKFISH}')\n\
         engine.configure({{'Threads': 1, 'Hash': 16}})\n\
         board = chess.Board()\n\
         moves = {MOVES:?}\n\
         for plies in range(len(moves) + 1):\n\
         \x20   board = chess.Board()\n\
         \x20   for m in moves[:plies]: board.push_uci(m)\n\
         \x20   engine.analyse(board, chess.engine.Limit(nodes={nodes}), game=object())\n\
         engine.quit()\n"
    );
    let began = Instant::now();
    let ran = Command::new("python3")
        .args(["-c", &script])
        .output()
        .ok()?;
    ran.status.success().then(|| began.elapsed())
}

/// The engine's scores after each move (from the side to move's point of view, as it
/// gives them: `cp 24`, `mate -2`) from White's side, as hotseat's JSON writes them.
fn as_white_sees_it(scores: &[String]) -> Vec<String> {
    scores
        .iter()
        .enumerate()
        .map(|(index, score)| {
            let (kind, value) = score.split_once(' ').expect("a kind and a value");
            let value: i64 = value.parse().expect("a number");
            // After White's move (index even) Black is to move.
            let white = if index % 2 == 0 { -value } else { value };
            format!("{{\"{kind}\":{white}}}")
        })
        .collect()
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    if !Path::new(STOCKFISH).is_file() {
        println!("no Stockfish at {STOCKFISH}: apt-get install stockfish");
        return;
    }
    let nodes: u64 = std::env::var("HOTSEAT_BENCH_NODES")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(200_000);
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("analyse-bench");
    std::fs::create_dir_all(&folder).expect("a folder for the game");
    let file = folder.join("opera.pgn");
    std::fs::write(&file, PGN).expect("the game is written");
    let mut hand = Vec::new();
    let mut one = Vec::new();
    let mut two = Vec::new();
    let mut python = Vec::new();
    let mut evals = None;
    for _ in 0..RUNS {
        let began = Instant::now();
        let scores = by_hand(nodes);
        hand.push(began.elapsed());
        let began = Instant::now();
        let single = hotseat(&file, nodes, 1);
        one.push(began.elapsed());
        let began = Instant::now();
        let double = hotseat(&file, nodes, 2);
        two.push(began.elapsed());
        assert_eq!(single, double, "one engine or two, the same evals");
        assert_eq!(
            as_white_sees_it(&scores[1..]),
            single,
            "the same evals as by hand"
        );
        evals = Some(single);
        if let Some(took) = python_chess(nodes) {
            python.push(took);
        }
    }
    let base = median(hand.clone());
    println!(
        "{} positions, {nodes} nodes each, median of {RUNS} runs",
        MOVES.len() + 1
    );
    println!("{:<44} | {:>9} | {:>6}", "way", "median", "ratio");
    let row = |name: &str, times: Vec<Duration>| {
        let time = median(times);
        let ratio = time.as_secs_f64() / base.as_secs_f64();
        println!("{name:<44} | {:>7.2} s | {ratio:>5.2}x", time.as_secs_f64());
    };
    row("the same searches by hand, one engine", hand);
    row("hotseat analyse --jobs 1", one);
    row("hotseat analyse --jobs 2", two);
    if python.is_empty() {
        println!("python-chess: not installed (apt-get install python3-chess)");
    } else {
        row("python-chess chess.engine, one engine", python);
    }
    if let Some(evals) = evals {
        println!("evals after each move (hotseat): {}", evals.join(" "));
    }
}
