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
