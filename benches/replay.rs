//! `hotseat replay` side by side with the pgn-reader + shakmaty validator: games per second
//! and peak memory, each reading the same file from disk in a process of its own.
//!
//! `cargo bench --bench replay` writes `tests/data/pgn/lichess-sample.pgn` 229 times into one
//! file under `target/` (about 229 MB, 100,302 games). It then runs each contender, taking
//! turns, best of fifteen, timing each run from start to exit the same way: the
//! `hotseat replay FILE` binary as a user runs it, the same with `--openings` (the opening's
//! name of every game too), and this benchmark started again with `--peer FILE` for the peer.
//! It prints one table. The ratio is hotseat's time divided by the peer's (below 1.0 means
//! hotseat is faster); the cost of the openings is their time over plain replay's.

use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

#[cfg(unix)]
#[path = "support/child.rs"]
mod child;

use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

const COPIES: usize = 229;
const RUNS: usize = 15;

/// The pgn-reader + shakmaty validator, as in pgn-reader's `validate` example.
struct Validator {
    games: u64,
    failed: u64,
}

impl Visitor for Validator {
    type Tags = Option<Chess>;
    type Movetext = Chess;
    type Output = bool;

    fn begin_tags(&mut self) -> ControlFlow<bool, Option<Chess>> {
        self.games += 1;
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        tags: &mut Option<Chess>,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<bool> {
        if name == b"FEN" {
            let position = Fen::from_ascii(value.as_bytes())
                .ok()
                .and_then(|fen| fen.into_position(CastlingMode::Chess960).ok());
            match position {
                Some(position) => *tags = Some(position),
                None => return ControlFlow::Break(false),
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Option<Chess>) -> ControlFlow<bool, Chess> {
        ControlFlow::Continue(tags.unwrap_or_default())
    }

    fn san(&mut self, position: &mut Chess, san_plus: SanPlus) -> ControlFlow<bool> {
        match san_plus.san.to_move(position) {
            Ok(m) => {
                position.play_unchecked(m);
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(false),
        }
    }

    fn end_game(&mut self, _position: Chess) -> bool {
        true
    }
}

/// In a child process: validates the file with pgn-reader + shakmaty and prints the number
/// of games.
fn run_peer(path: &Path) -> io::Result<()> {
    let mut reader = Reader::new(File::open(path)?);
    let mut validator = Validator {
        games: 0,
        failed: 0,
    };
    while let Some(ok) = reader.read_game(&mut validator)? {
        validator.failed += u64::from(!ok);
    }
    assert_eq!(validator.failed, 0, "the peer refused a game");
    println!("{}", validator.games);
    Ok(())
}

/// One run of a contender in a process of its own, timed the same way for both from start
/// to exit: games read, time, peak memory in bytes (where the system reports it). hotseat is its `replay` binary as a user
/// runs it (games counted from its output, a line per game); the peer is this benchmark
/// started again with `--peer`.
fn run_contender(contender: &str, path: &Path) -> io::Result<(u64, Duration, Option<u64>)> {
    let output_path = path.with_extension(format!("{contender}.out"));
    let hotseat = PathBuf::from(env!("CARGO_BIN_EXE_hotseat"));
    let (program, mode) = match contender {
        "hotseat" => (hotseat, &["replay"][..]),
        "openings" => (hotseat, &["replay", "--openings"][..]),
        _ => (std::env::current_exe()?, &["--peer"][..]),
    };
    let mut command = Command::new(program);
    command
        .args(mode)
        .arg(path)
        .stdout(File::create(&output_path)?);
    let start = Instant::now();
    let (succeeded, peak) = run_to_end(&mut command)?;
    let elapsed = start.elapsed();
    assert!(succeeded, "{contender} failed");
    // Read line by line: a child's peak memory can count this process's own, until the
    // child starts its program.
    let mut lines = BufReader::new(File::open(&output_path)?).lines();
    let games = match contender {
        "hotseat" | "openings" => {
            let mut games = 0;
            for line in lines {
                games += u64::from(line?.starts_with("#\t"));
            }
            games
        }
        _ => lines
            .next()
            .transpose()?
            .and_then(|line| line.trim().parse().ok())
            .expect("the peer prints its game count"),
    };
    Ok((games, elapsed, peak))
}

/// Runs `command` to its end: whether it succeeded, and its peak memory in bytes.
#[cfg(unix)]
fn run_to_end(command: &mut Command) -> io::Result<(bool, Option<u64>)> {
    let child = command.spawn()?;
    let ended = child::wait_for(child.id())?;
    let succeeded = libc::WIFEXITED(ended.status) && libc::WEXITSTATUS(ended.status) == 0;
    Ok((succeeded, ended.peak_bytes))
}

/// Runs `command` to its end: whether it succeeded; the peak memory is not measured here.
#[cfg(not(unix))]
fn run_to_end(command: &mut Command) -> io::Result<(bool, Option<u64>)> {
    Ok((command.status()?.success(), None))
}

/// The best of [`RUNS`] runs of each contender, taking turns so that a machine that slows
/// down or speeds up during the benchmark affects all alike.
fn measure_all(path: &Path) -> io::Result<[(u64, Duration, Option<u64>); 3]> {
    let mut best: [Option<(u64, Duration, Option<u64>)>; 3] = [None; 3];
    for _ in 0..RUNS {
        for (slot, contender) in best.iter_mut().zip(["hotseat", "openings", "peer"]) {
            let run = run_contender(contender, path)?;
            if slot.is_none_or(|previous| run.1 < previous.1) {
                *slot = Some(run);
            }
        }
    }
    Ok(best.map(|run| run.expect("at least one run")))
}

fn big_file() -> io::Result<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = root.join("target/replay-bench-lichess-x229.pgn");
    let sample = fs::read(root.join("tests/data/pgn/lichess-sample.pgn"))?;
    let wanted = (sample.len() + 1) * COPIES;
    if fs::metadata(&path).map(|m| m.len() as usize).ok() != Some(wanted) {
        let mut out = BufWriter::new(File::create(&path)?);
        for _ in 0..COPIES {
            out.write_all(&sample)?;
            out.write_all(b"\n")?;
        }
        out.flush()?;
    }
    Ok(path)
}

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    if let [_, flag, path] = &args[..]
        && flag == "--peer"
    {
        return run_peer(Path::new(path));
    }
    let path = big_file()?;
    let size_mb = fs::metadata(&path)?.len() as f64 / 1e6;
    let [
        (games, ours, our_peak),
        (named_games, named, named_peak),
        (peer_games, peer, peer_peak),
    ] = measure_all(&path)?;
    assert_eq!(games, peer_games, "both read every game");
    assert_eq!(games, named_games, "both read every game");
    println!("replay of {games} games ({size_mb:.0} MB), one thread, best of {RUNS}");
    println!(
        "{:<28} {:>9} {:>12} {:>10} {:>12}",
        "", "time s", "games/s", "MB/s", "peak MiB"
    );
    for (name, time, peak) in [
        ("hotseat replay", ours, our_peak),
        ("hotseat replay --openings", named, named_peak),
        ("pgn-reader + shakmaty", peer, peer_peak),
    ] {
        let peak = peak.map_or("-".to_string(), |bytes| {
            format!("{:.1}", bytes as f64 / (1024.0 * 1024.0))
        });
        println!(
            "{name:<28} {:>9.3} {:>12.0} {:>10.0} {peak:>12}",
            time.as_secs_f64(),
            games as f64 / time.as_secs_f64(),
            size_mb / time.as_secs_f64(),
        );
    }
    println!(
        "ratio hotseat / peer (time): {:.2}x",
        ours.as_secs_f64() / peer.as_secs_f64()
    );
    println!(
        "ratio --openings / replay (time): {:.2}x",
        named.as_secs_f64() / ours.as_secs_f64()
    );
    Ok(())
}
