//! Starting hotseat as a player does, as a whole process, on an empty data folder and on
//! 10,000 and 100,000 saved games, side by side in one run: what a start costs as the saved
//! games grow.
//!
//! `cargo bench --bench startup` builds the folders once under `target/tmp/startup-bench/`
//! (every game over, so that nothing is found to resume and no start could stop early), lets
//! a first start read them all into the index, and then times, in turns, folder after folder:
//!
//! - `--plain` to the end of its input (standard input empty), from start to exit;
//! - the same right after a game was played on the folder by another start (`e4`, resigned):
//!   the folder changed since the index last read it, by hotseat's own saves;
//! - the screen: from start to its first frame, in a terminal of 80×24 (a pseudo-terminal
//!   that answers the screen's question of where the cursor is, as terminals do).
//!
//! Each is given as its median and best of the runs, and as the ratio of its median to the
//! empty folder's. Then `strace -f -c` (where it is installed) counts the system calls of one
//! start of each kind (the screen's to its first frame and `quit` typed then, and `y`): all of them,
//! and in brackets those on files and descriptors (`%file` and `%desc`: the screen's writes
//! and the terminal's reads among them).

use std::fs::File;
use std::io::{self, Read, Write};
use std::os::fd::{FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[path = "support/folders.rs"]
mod folders;

const SIZES: [usize; 3] = [0, 10_000, 100_000];
const RUNS: usize = 15;
const BINARY: &str = env!("CARGO_BIN_EXE_hotseat");

/// The ways of starting that are timed.
#[derive(Debug, Clone, Copy)]
enum Start {
    Plain,
    PlainAfterAGame,
    FirstFrame,
}

const STARTS: [Start; 3] = [Start::Plain, Start::PlainAfterAGame, Start::FirstFrame];

impl Start {
    fn label(self) -> &'static str {
        match self {
            Start::Plain => "--plain to end of input",
            Start::PlainAfterAGame => "--plain, after a game",
            Start::FirstFrame => "screen, first frame",
        }
    }
}

/// `hotseat ARGS` on the data folder `data`, its standard input `stdin`; run by `strace` with
/// its arguments `traced` when given.
fn hotseat(data: &Path, args: &[&str], stdin: Stdio, traced: Option<&[&str]>) -> Command {
    let mut command = match traced {
        Some(strace) => {
            let mut command = Command::new("strace");
            command.args(strace).arg(BINARY);
            command
        }
        None => Command::new(BINARY),
    };
    command
        .args(args)
        // As a player runs it: not with the library path cargo gives its benches, which the
        // loader would search first.
        .env_remove("LD_LIBRARY_PATH")
        .env("XDG_DATA_HOME", data)
        .env("XDG_CONFIG_HOME", data.join("config"))
        .env("LC_ALL", "C.UTF-8")
        .env("TERM", "xterm-256color")
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    command
}

/// `hotseat --plain` with nothing to read: from start to exit.
fn plain(data: &Path, traced: Option<&[&str]>) -> io::Result<Duration> {
    let started = Instant::now();
    let status = hotseat(data, &["--plain"], Stdio::null(), traced).status()?;
    assert!(status.success(), "hotseat --plain ends by itself");
    Ok(started.elapsed())
}

/// A game played on the folder `data`, as a player does in the line mode: a new game (nobody
/// is asked from a pipe), a move, a resignation, and quit: a game over, so that no start is
/// asked whether to resume it.
fn play_a_game(data: &Path) -> io::Result<()> {
    let mut child = hotseat(data, &["--plain"], Stdio::piped(), None).spawn()?;
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(b"e4\nresign\ny\nquit\n")?;
    assert!(child.wait()?.success(), "the game is played");
    Ok(())
}

/// A pseudo-terminal of 80×24: its controlling side and the terminal's side.
fn pseudo_terminal() -> io::Result<(File, OwnedFd)> {
    let (mut controller, mut terminal) = (0, 0);
    let size = libc::winsize {
        ws_row: 24,
        ws_col: 80,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: openpty writes the two descriptors it opens into the locals; no name is asked
    // for, the size is read only.
    let opened = unsafe {
        libc::openpty(
            &mut controller,
            &mut terminal,
            std::ptr::null_mut(),
            std::ptr::null(),
            &size,
        )
    };
    if opened != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: both descriptors were just opened by openpty and are owned here alone.
    let owned = unsafe {
        (
            File::from_raw_fd(controller),
            OwnedFd::from_raw_fd(terminal),
        )
    };
    Ok(owned)
}

/// `hotseat` on the screen of a terminal of 80×24: from start to its first frame (the cursor
/// shown at the input line, once the screen is drawn), answering where the cursor is. Then
/// `quit` is typed when the run is `traced` (strace counts to the end); otherwise it is
/// killed.
fn first_frame(data: &Path, traced: Option<&[&str]>) -> io::Result<Duration> {
    const ASK_CURSOR: &[u8] = b"\x1b[6n";
    const SHOW_CURSOR: &[u8] = b"\x1b[?25h";
    let (mut controller, terminal) = pseudo_terminal()?;
    let mut command = hotseat(data, &[], Stdio::from(terminal.try_clone()?), traced);
    command
        .stdout(Stdio::from(terminal.try_clone()?))
        .stderr(Stdio::from(terminal));
    // SAFETY: only async-signal-safe calls between fork and exec: a session of its own, with
    // the terminal (its standard input) as its controlling terminal, as a shell gives it.
    unsafe {
        command.pre_exec(|| {
            if libc::setsid() < 0 || libc::ioctl(0, libc::TIOCSCTTY, 0) < 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let started = Instant::now();
    let mut child = command.spawn()?;
    drop(command);
    let mut seen = Vec::new();
    let mut buffer = [0; 65_536];
    let mut answered = false;
    let took = loop {
        let read = controller.read(&mut buffer)?;
        assert!(read > 0, "hotseat draws its screen");
        seen.extend_from_slice(&buffer[..read]);
        if !answered && contains(&seen, ASK_CURSOR) {
            answered = true;
            controller.write_all(b"\x1b[1;13R")?;
        }
        if let Some(at) = find(&seen, ASK_CURSOR)
            && contains(&seen[at..], SHOW_CURSOR)
        {
            break started.elapsed();
        }
    };
    if traced.is_some() {
        controller.write_all(b"quit\ry")?;
        // The terminal is read to the end, so that the screen never waits to write.
        while controller.read(&mut buffer).is_ok_and(|read| read > 0) {}
    } else {
        // SAFETY: a signal to this process's own child, which has not been waited for yet.
        unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGKILL) };
    }
    child.wait()?;
    Ok(took)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    find(haystack, needle).is_some()
}

/// One start of `kind` on the folder `data`, traced when asked: how long it took.
fn time(kind: Start, data: &Path, traced: Option<&[&str]>) -> io::Result<Duration> {
    match kind {
        Start::Plain => plain(data, traced),
        Start::PlainAfterAGame => {
            play_a_game(data)?;
            plain(data, traced)
        }
        Start::FirstFrame => first_frame(data, traced),
    }
}

/// The system calls of one start of `kind` on `data`, all and those on files, counted by
/// strace.
fn system_calls(kind: Start, data: &Path) -> io::Result<(u64, u64)> {
    let count = |filter: &str| -> io::Result<u64> {
        let out = std::env::temp_dir().join(format!("hotseat-startup-{}", std::process::id()));
        let out = out.to_string_lossy().into_owned();
        time(kind, data, Some(&["-f", "-c", "-e", filter, "-o", &out]))?;
        let report = std::fs::read_to_string(&out)?;
        let _ = std::fs::remove_file(&out);
        let total = report
            .lines()
            .find(|line| line.trim_end().ends_with("total"));
        let calls = total.and_then(|line| line.split_whitespace().nth(3)?.parse().ok());
        calls.ok_or_else(|| io::Error::other(format!("strace said: {report}")))
    };
    Ok((count("trace=all")?, count("trace=%file,%desc")?))
}

fn strace_installed() -> bool {
    Command::new("strace")
        .arg("-V")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort_unstable();
    times[times.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn main() -> io::Result<()> {
    if std::env::args().any(|arg| arg == "--test") {
        return Ok(());
    }
    eprintln!("building the folders (once, under target/tmp/startup-bench)");
    let mut folders = Vec::new();
    for count in SIZES {
        let data = folders::folder("startup-bench", count, None)?;
        // The first start reads every game into the index.
        plain(&data, None)?;
        folders.push(data);
    }
    // Times by start and folder.
    let mut times = vec![vec![Vec::new(); SIZES.len()]; STARTS.len()];
    for _ in 0..RUNS {
        for (s, kind) in STARTS.into_iter().enumerate() {
            for (f, data) in folders.iter().enumerate() {
                times[s][f].push(time(kind, data, None)?);
            }
        }
    }
    println!(
        "{:<26} | {:>8} | {:>9} {:>9} | {:>7} | {:>10}",
        "start", "games", "median", "best", "ratio", "syscalls"
    );
    let strace = strace_installed();
    for (s, kind) in STARTS.into_iter().enumerate() {
        let empty = median(times[s][0].clone());
        for (f, data) in folders.iter().enumerate() {
            let runs = times[s][f].clone();
            let best = runs.iter().min().copied().unwrap_or_default();
            let middle = median(runs);
            let calls = match strace {
                true => {
                    let (all, files) = system_calls(kind, data)?;
                    format!("{all} ({files})")
                }
                false => "-".to_string(),
            };
            println!(
                "{:<26} | {:>8} | {:>9} {:>9} | {:>6.2}x | {:>10}",
                kind.label(),
                SIZES[f],
                ms(middle),
                ms(best),
                middle.as_secs_f64() / empty.as_secs_f64(),
                calls
            );
        }
    }
    if !strace {
        eprintln!("strace is not installed: no system calls counted");
    }
    Ok(())
}
