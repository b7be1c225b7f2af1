//! `hotseat replay` side by side with the pgn-reader + shakmaty validator: games per second
//! and peak memory, each reading the same file from disk in a process of its own.
//!
//! `cargo bench --bench replay` writes `tests/data/pgn/lichess-sample.pgn` 229 times into one
//! file under `target/` (about 229 MB, 100,302 games). It then runs, taking turns, best of
//! nine each: the `hotseat replay FILE` binary as a user runs it (the time from start to exit,
//! its output going to a file), and the peer in a child process of this benchmark. It prints
//! one table. The ratio is hotseat's time divided by the peer's (below 1.0 means hotseat is
//! faster).

use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

const COPIES: usize = 229;
const RUNS: usize = 9;

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

/// Validates the file with pgn-reader + shakmaty in this process: games, time, peak memory
/// in KiB.
fn run_peer(path: &Path) -> io::Result<(u64, Duration, u64)> {
    let start = Instant::now();
    let mut reader = Reader::new(File::open(path)?);
    let mut validator = Validator {
        games: 0,
        failed: 0,
    };
    while let Some(ok) = reader.read_game(&mut validator)? {
        validator.failed += u64::from(!ok);
    }
    let elapsed = start.elapsed();
    assert_eq!(validator.failed, 0, "the peer refused a game");
    Ok((validator.games, elapsed, peak_memory_kib()))
}

/// Runs the `hotseat replay` binary on the file, as a user would: games (counted from its
/// output, a line per game), time from start to exit, peak memory in KiB.
fn run_hotseat(path: &Path) -> io::Result<(u64, Duration, u64)> {
    let output_path = path.with_extension("out");
    let start = Instant::now();
    let status = Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .arg("replay")
        .arg(path)
        .stdout(File::create(&output_path)?)
        .status()?;
    let elapsed = start.elapsed();
    assert!(status.success(), "hotseat refused a game: {status}");
    let output = fs::read(&output_path)?;
    let games = output
        .split(|&byte| byte == b'\n')
        .filter(|line| line.starts_with(b"#\t"))
        .count() as u64;
    Ok((games, elapsed, children_peak_memory_kib()))
}

/// The peak resident memory of this process, from /proc (0 where that is not available).
fn peak_memory_kib() -> u64 {
    fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find_map(|line| line.strip_prefix("VmHWM:"))
                .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

/// The largest peak resident memory among the children this process has waited for, in KiB.
fn children_peak_memory_kib() -> u64 {
    // SAFETY: `getrusage` only writes into the struct it is given, which is plain data.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage);
        usage
    };
    u64::try_from(usage.ru_maxrss).unwrap_or(0)
}

/// In a child: replays the file once and prints `games seconds peak-KiB`.
fn child(contender: &str, path: &Path) -> io::Result<()> {
    let (games, elapsed, peak) = match contender {
        "hotseat" => run_hotseat(path)?,
        _ => run_peer(path)?,
    };
    println!("{games} {} {peak}", elapsed.as_secs_f64());
    Ok(())
}

/// One child run: games, time, peak memory.
fn run_child(contender: &str, path: &Path) -> io::Result<(u64, Duration, u64)> {
    let output = Command::new(std::env::current_exe()?)
        .args(["--child", contender])
        .arg(path)
        .output()?;
    let text = String::from_utf8_lossy(&output.stdout);
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [games, seconds, peak] = fields[..] else {
        panic!(
            "{contender} child failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    };
    Ok((
        games.parse().expect("games"),
        Duration::from_secs_f64(seconds.parse().expect("seconds")),
        peak.parse().expect("peak memory"),
    ))
}

/// The best of [`RUNS`] runs of each contender, taking turns so that a machine that slows
/// down or speeds up during the benchmark affects both alike.
fn measure_both(path: &Path) -> io::Result<[(u64, Duration, u64); 2]> {
    let mut best: [Option<(u64, Duration, u64)>; 2] = [None, None];
    for _ in 0..RUNS {
        for (slot, contender) in best.iter_mut().zip(["hotseat", "peer"]) {
            let run = run_child(contender, path)?;
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
    if let [_, flag, contender, path] = &args[..]
        && flag == "--child"
    {
        return child(contender, Path::new(path));
    }
    let path = big_file()?;
    let size_mb = fs::metadata(&path)?.len() as f64 / 1e6;
    let [(games, ours, our_peak), (peer_games, peer, peer_peak)] = measure_both(&path)?;
    assert_eq!(games, peer_games, "both read every game");
    println!("replay of {games} games ({size_mb:.0} MB), one thread, best of {RUNS}");
    println!(
        "{:<28} {:>9} {:>12} {:>10} {:>12}",
        "", "time s", "games/s", "MB/s", "peak MiB"
    );
    for (name, time, peak) in [
        ("hotseat replay", ours, our_peak),
        ("pgn-reader + shakmaty", peer, peer_peak),
    ] {
        println!(
            "{name:<28} {:>9.3} {:>12.0} {:>10.0} {:>12.1}",
            time.as_secs_f64(),
            games as f64 / time.as_secs_f64(),
            size_mb / time.as_secs_f64(),
            peak as f64 / 1024.0
        );
    }
    println!(
        "ratio hotseat / peer (time): {:.2}x",
        ours.as_secs_f64() / peer.as_secs_f64()
    );
    Ok(())
}
