//! Fake engines for the tests: copies of the fake UCI engine (`tests/fake-uci`, a member of
//! the workspace), each in a folder of its own beside the script it answers by, which keeps
//! every line it is told in `told.txt` there. A script is one rule a line, `WHEN -> ACTIONS`:
//! `uci -> say id name Fake Fish 1.0; say uciok`, `go* @ position startpos -> say bestmove
//! e2e4`, `go* -> wait 30000`, `* -> exit 3` (tests/fake-uci/src/main.rs says it all).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::thread;
use std::time::Duration;

/// A fake engine: a copy of the fake UCI engine in a folder of its own, which keeps every
/// line it is told in `told.txt` beside it and answers as the script `answers` says.
pub(crate) fn fake_engine(name: &str, answers: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("hotseat-engine-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&folder);
    fs::create_dir_all(&folder).unwrap();
    fs::write(folder.join("script.txt"), answers).unwrap();
    let engine = folder.join(format!("engine{}", std::env::consts::EXE_SUFFIX));
    fs::copy(program(), &engine).unwrap();
    // A process another test forks while the copy is being written holds it open for
    // writing until that process runs its own program, and the system refuses to run a
    // file open for writing: wait until it runs (with no input it ends at once).
    for _ in 0..100 {
        let ran = Command::new(&engine)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .status();
        match ran {
            Err(error) if error.kind() == io::ErrorKind::ExecutableFileBusy => {
                thread::sleep(Duration::from_millis(10));
            }
            _ => break,
        }
    }
    engine
}

/// The fake UCI engine's program, built once by the tests' own cargo into their target
/// folder (`target/debug/fake-uci`, beside the folder of the tests' programs), so that
/// `cargo test` and `cargo test --lib engine::` both find it up to date.
fn program() -> &'static Path {
    static PROGRAM: OnceLock<PathBuf> = OnceLock::new();
    PROGRAM.get_or_init(|| {
        let tests = std::env::current_exe().unwrap();
        // target/debug/deps/the-tests: the profile's folder, then the target folder.
        let profile = tests.parent().and_then(Path::parent).unwrap();
        let target = profile.parent().unwrap();
        let cargo = option_env!("CARGO").unwrap_or("cargo");
        let mut build = Command::new(cargo);
        build
            .args([
                "build",
                "--quiet",
                "--package",
                "fake-uci",
                "--manifest-path",
            ])
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
            .arg("--target-dir")
            .arg(target);
        match profile.file_name().and_then(|name| name.to_str()) {
            Some("debug") | None => {}
            Some(name) => {
                build.args(["--profile", name]);
            }
        }
        let built = build.status().unwrap();
        assert!(built.success(), "the fake engine is built: {built}");
        profile.join(format!("fake-uci{}", std::env::consts::EXE_SUFFIX))
    })
}

/// What the fake engine at `engine` was told, line by line.
pub(crate) fn told(engine: &Path) -> Vec<String> {
    let text = fs::read_to_string(engine.with_file_name("told.txt")).unwrap_or_default();
    text.lines().map(str::to_string).collect()
}

/// The script of an engine that speaks UCI, with `search` as its answer to `go`.
pub(crate) fn uci_engine(search: &str) -> String {
    format!(
        "uci -> say id name Fake Fish 1.0; say option name Hash type spin default 16 min 1 max 33554432; say uciok\nisready -> say readyok\ngo* -> {search}\nquit -> exit 0\n"
    )
}

/// A fake engine whose answer to `go` depends on the position it was last given: each
/// `(position line, answer)` pair is a rule (`position startpos moves e2e4`, `say info depth
/// 1 score cp 20 pv e7e5; say bestmove e7e5`); a position not listed gets no answer.
pub(crate) fn per_position_engine(name: &str, answers: &[(&str, &str)]) -> PathBuf {
    let rules: String = answers
        .iter()
        .map(|(position, answer)| format!("go* @ {position} -> {answer}\n"))
        .collect();
    fake_engine(
        name,
        &format!(
            "uci -> say id name Fake Fish 1.0; say uciok\nisready -> say readyok\n{rules}quit -> exit 0\n"
        ),
    )
}

/// The scholar's mate (1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7#) in UCI's notation: the
/// game the tests of the review play.
pub(crate) const SCHOLAR_MOVES: [&str; 7] =
    ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"];

/// A fake engine's answer in each position of the scholar's mate, the start first (scores
/// from the side to move; a bound before the last exact score, which is the one that counts).
pub(crate) const SCHOLAR_ANSWERS: [&str; 8] = [
    "say info depth 9 score cp 25 pv e2e4 e7e5; say bestmove e2e4",
    "say info depth 9 score cp -30 pv c7c5; say bestmove c7c5",
    "say info depth 9 score cp 35 pv g1f3; say bestmove g1f3",
    "say info depth 9 score cp 40 pv b8c6 f1c4; say bestmove b8c6",
    "say info depth 9 score cp -20 pv f1c4; say bestmove f1c4",
    "say info depth 9 score cp 50 lowerbound; say info depth 9 score cp 45 pv d8e7 b1c3; say bestmove d8e7",
    "say info depth 9 score mate 1 pv h5f7; say bestmove h5f7",
    "say info depth 0 score mate 0; say bestmove (none)",
];

/// The position line of the scholar's mate after `plies` moves, as the engine is told it.
pub(crate) fn scholar_position(plies: usize) -> String {
    match plies {
        0 => "position startpos".to_string(),
        _ => format!(
            "position startpos moves {}",
            SCHOLAR_MOVES[..plies].join(" ")
        ),
    }
}

/// A fake engine that answers the positions of the scholar's mate, the start first, as
/// `answers` says.
pub(crate) fn scholar_engine(name: &str, answers: &[&str]) -> PathBuf {
    let lines: Vec<String> = (0..answers.len()).map(scholar_position).collect();
    let pairs: Vec<(&str, &str)> = lines
        .iter()
        .map(String::as_str)
        .zip(answers.iter().copied())
        .collect();
    per_position_engine(name, &pairs)
}
