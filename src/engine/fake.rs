//! Fake engines for the tests: shell scripts that answer UCI as each test scripts them.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::Duration;

/// A fake engine: a shell script in a folder of its own, which keeps every line it is
/// told in `told.txt` beside it and answers each kind of line as `answers` says (a `case`
/// arm per pattern; `go*` is the search).
pub(crate) fn fake_engine(name: &str, answers: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("hotseat-engine-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&folder);
    fs::create_dir_all(&folder).unwrap();
    let told = folder.join("told.txt");
    let script = folder.join("engine");
    fs::write(
        &script,
        format!(
            "#!/bin/sh\nwhile read -r line; do\n  echo \"$line\" >> '{}'\n  case \"$line\" in\n{answers}\n  esac\ndone\n",
            told.display()
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&script, fs::Permissions::from_mode(0o755)).unwrap();
    }
    // A process another test forks while the script is being written holds it open for
    // writing until that process runs its own program, and the system refuses to run a
    // file open for writing: wait until it runs (with no input it ends at once).
    for _ in 0..100 {
        let ran = Command::new(&script)
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
    script
}

/// What the fake engine at `script` was told, line by line.
pub(crate) fn told(script: &Path) -> Vec<String> {
    let text = fs::read_to_string(script.with_file_name("told.txt")).unwrap_or_default();
    text.lines().map(str::to_string).collect()
}

/// The answers of an engine that speaks UCI, with `search` as its answer to `go`.
pub(crate) fn uci_engine(search: &str) -> String {
    format!(
        "    uci) echo 'id name Fake Fish 1.0'; echo 'option name Hash type spin default 16 min 1 max 33554432'; echo uciok ;;\n    isready) echo readyok ;;\n    go*) {search} ;;\n    quit) exit 0 ;;"
    )
}

/// A fake engine whose answer to `go` depends on the position it was last given: each
/// `(position line, answer)` pair is a shell `case` arm (`position startpos moves e2e4`,
/// `echo 'info depth 1 score cp 20 pv e7e5'; echo 'bestmove e7e5'`); a position not
/// listed gets no answer.
pub(crate) fn per_position_engine(name: &str, answers: &[(&str, &str)]) -> PathBuf {
    let arms: String = answers
        .iter()
        .map(|(position, answer)| format!("      '{position}') {answer} ;;\n"))
        .collect();
    fake_engine(
        name,
        &format!(
            "    uci) echo 'id name Fake Fish 1.0'; echo uciok ;;\n    isready) echo readyok ;;\n    position*) pos=\"$line\" ;;\n    go*) case \"$pos\" in\n{arms}      esac ;;\n    quit) exit 0 ;;"
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
    "echo 'info depth 9 score cp 25 pv e2e4 e7e5'; echo 'bestmove e2e4'",
    "echo 'info depth 9 score cp -30 pv c7c5'; echo 'bestmove c7c5'",
    "echo 'info depth 9 score cp 35 pv g1f3'; echo 'bestmove g1f3'",
    "echo 'info depth 9 score cp 40 pv b8c6 f1c4'; echo 'bestmove b8c6'",
    "echo 'info depth 9 score cp -20 pv f1c4'; echo 'bestmove f1c4'",
    "echo 'info depth 9 score cp 50 lowerbound'; echo 'info depth 9 score cp 45 pv d8e7 b1c3'; echo 'bestmove d8e7'",
    "echo 'info depth 9 score mate 1 pv h5f7'; echo 'bestmove h5f7'",
    "echo 'info depth 0 score mate 0'; echo 'bestmove (none)'",
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
