//! The folder of saved games at 0, 1,000, 10,000 and 100,000 games: what starting and
//! `hotseat games` cost as the folder grows.
//!
//! `cargo bench --bench store` builds the folders once under `target/tmp/store-bench/` (each
//! game a copy of a saved game's file under a name of its own; one in a hundred unfinished, the
//! newest unfinished the tenth newest game) and prints one table, a row per folder:
//!
//! - open: the time to choose the game and build the game screen's state (`start::plan` and
//!   `Plan::into_session`, the newest unfinished game resumed), in this process: first with no
//!   index beside the games (as after an upgrade, or when it is lost); then after a game was
//!   played (a file of the folder saved again, by a rename, a while ago: the folder's names
//!   are read again, as at the first start after a game), best of five; then with nothing
//!   changed since the last start, best of five;
//! - playing: the peak resident memory of `hotseat --plain --resume` run to its end, and the
//!   time from its start to its exit;
//! - `games`: `hotseat games` as a user runs it, best of five: the time to its first line, to
//!   its end, and its peak resident memory; and its time with no index (every file read once).

use std::fs;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

#[path = "support/child.rs"]
mod child;
#[path = "support/folders.rs"]
mod folders;

use clap::Parser;
use hotseat::cli::Cli;
use hotseat::look::ColourDepth;
use hotseat::sentence::Phrase;
use hotseat::start::{self, Ask, Reply};
use hotseat::store::Store;

const SIZES: [usize; 4] = [0, 1_000, 10_000, 100_000];
const RUNS: usize = 5;

/// The players: yes to every question.
struct Yes;

impl Ask for Yes {
    fn ask(&mut self, _question: &str) -> Option<Reply> {
        Some(Reply::Line("y".to_string()))
    }

    fn tell(&mut self, _said: &Phrase<'_>) {}
}

/// Chooses and opens the game as `hotseat` does with no options, the players saying yes.
fn open(data: &Path) -> Duration {
    let options = Cli::try_parse_from(["hotseat"]).expect("no options").play;
    let started = Instant::now();
    let store = Store::at(data.join("hotseat")).expect("the folder");
    let plan = start::plan(
        &options,
        ColourDepth::TrueColour,
        SystemTime::now(),
        Ok(store),
        &mut Yes,
    )
    .expect("a game opens");
    let session = plan.into_session(1, Instant::now());
    let took = started.elapsed();
    drop(session);
    took
}

/// `hotseat ARGS` with its saved games in `data`: the time to its first line of output, to
/// its end, and its peak resident memory in bytes.
fn run(data: &Path, args: &[&str]) -> io::Result<(Duration, Duration, u64)> {
    let config = data.join("config");
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .args(args)
        .env("XDG_DATA_HOME", data)
        .env("XDG_CONFIG_HOME", &config)
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    let mut out = BufReader::new(child.stdout.take().expect("piped"));
    let mut line = String::new();
    out.read_line(&mut line)?;
    let first = started.elapsed();
    io::copy(&mut out.take(u64::MAX), &mut io::sink())?;
    let ended = child::wait_for(child.id())?;
    let end = started.elapsed();
    assert!(
        libc::WIFEXITED(ended.status),
        "hotseat {args:?} ends by itself"
    );
    let peak = ended.peak_bytes.unwrap_or(0);
    Ok((first, end, peak))
}

/// Loses the folder's index, whichever version of hotseat wrote it (a folder now, a file
/// before).
fn lose_index(data: &Path) {
    let _ = fs::remove_dir_all(data.join("hotseat/games/.index"));
    let _ = fs::remove_file(data.join("hotseat/games/.index"));
}

/// A game of the folder is played on, a while ago: its file (the newest unfinished game's)
/// saved again by a rename, and the folder's time of change then an hour back.
fn play_a_game(data: &Path, count: usize) -> io::Result<()> {
    let games = data.join("hotseat/games");
    if count == 0 {
        return Ok(());
    }
    let name = format!("2026-01-01-000000-Anna-vs-Boris-{}.pgn", count - 9 + 1);
    let path = games.join(&name);
    let temporary = games.join(format!(".{name}.tmp"));
    fs::copy(&path, &temporary)?;
    fs::rename(&temporary, &path)?;
    let past = SystemTime::now() - Duration::from_secs(3_600);
    fs::File::open(&games)?.set_modified(past)
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

fn main() -> io::Result<()> {
    if std::env::args().any(|arg| arg == "--test") {
        return Ok(());
    }
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    eprintln!("building the folders (once, under target/tmp/store-bench) at {since:?}");
    println!(
        "{:>8} | {:>10} {:>11} {:>9} | {:>10} {:>9} | {:>11} {:>9} {:>9} {:>10}",
        "games",
        "open cold",
        "after play",
        "open",
        "playing",
        "run",
        "games 1st",
        "games",
        "memory",
        "games cold",
    );
    for count in SIZES {
        let data = folders::folder("store-bench", count, Some(100))?;
        lose_index(&data);
        let cold = open(&data);
        let mut after_play = Duration::MAX;
        for _ in 0..RUNS {
            play_a_game(&data, count)?;
            after_play = after_play.min(open(&data));
        }
        let warm = (0..RUNS).map(|_| open(&data)).min().unwrap_or_default();
        let mut playing = (Duration::MAX, 0);
        for _ in 0..RUNS {
            let (_, end, peak) = run(&data, &["--plain", "--resume"])?;
            playing = (playing.0.min(end), playing.1.max(peak));
        }
        lose_index(&data);
        let (_, games_cold, _) = run(&data, &["games"])?;
        let mut games = (Duration::MAX, Duration::MAX, 0);
        for _ in 0..RUNS {
            let (first, end, peak) = run(&data, &["games"])?;
            games = (games.0.min(first), games.1.min(end), games.2.max(peak));
        }
        println!(
            "{count:>8} | {:>10} {:>11} {:>9} | {:>10} {:>9} | {:>11} {:>9} {:>9} {:>10}",
            ms(cold),
            ms(after_play),
            ms(warm),
            mib(playing.1),
            ms(playing.0),
            ms(games.0),
            ms(games.1),
            mib(games.2),
            ms(games_cold),
        );
    }
    Ok(())
}
