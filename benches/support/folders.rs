//! Data folders full of saved games, built once under `target/tmp/`: shared by the benches
//! that start hotseat on many games (`store`, `startup`).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use hotseat::game::{DrawRules, Game, Header, TimedGame};
use hotseat::notation::san;
use hotseat::rules::{ByColor, Color};
use hotseat::store::Store;

/// The text of a saved game after `moves`, finished (resigned) or not, as hotseat writes it.
fn saved_text(moves: &str, finished: bool) -> String {
    let dir = std::env::temp_dir().join(format!("hotseat-bench-game-{}", std::process::id()));
    let store = Store::at(dir.clone()).expect("a folder");
    let now = Instant::now();
    let mut timed = TimedGame::new(Game::standard(DrawRules::Club), "5+3".parse().unwrap());
    timed.start(now);
    for text in moves.split_whitespace() {
        let m = san::parse(timed.game().position(), text).expect("a legal move");
        timed.play(m, now).expect("a legal move");
    }
    if finished {
        timed.resign(Color::White, now).expect("a resignation");
    }
    let header = Header {
        names: ByColor {
            white: "Anna".to_string(),
            black: "Boris".to_string(),
        },
        ..Header::default()
    };
    let file = store
        .create(&timed, &header, now, SystemTime::now())
        .expect("a file");
    let text = fs::read_to_string(file.path()).expect("the file");
    drop(file);
    let _ = fs::remove_dir_all(&dir);
    text
}

/// The data folder (as `XDG_DATA_HOME`) `target/tmp/BENCH/COUNT` with `count` saved games,
/// built once: with `one_going_in: Some(N)`, one in N still going, the newest of them the
/// tenth newest game; with `None`, every game over. The files and the folder have times of
/// change an hour back, as saved games have that were played a while ago.
pub fn folder(bench: &str, count: usize, one_going_in: Option<usize>) -> io::Result<PathBuf> {
    let data = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(bench)
        .join(count.to_string());
    let games = data.join("hotseat/games");
    let done = data.join("built");
    if done.exists() {
        return Ok(data);
    }
    let _ = fs::remove_dir_all(&data);
    fs::create_dir_all(&games)?;
    let moves = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7";
    let over = saved_text(moves, true);
    let going = saved_text(moves, false);
    let made = SystemTime::now() - Duration::from_secs(3_600);
    for n in 1..=count {
        // Numbered names of one moment: the newest is the highest number.
        let name = format!("2026-01-01-000000-Anna-vs-Boris-{}.pgn", n + 1);
        let still_going = one_going_in.is_some_and(|every| (count - n) % every == 9);
        let path = games.join(name);
        fs::write(&path, if still_going { &going } else { &over })?;
        fs::File::options()
            .write(true)
            .open(&path)?
            .set_modified(made)?;
    }
    fs::File::open(&games)?.set_modified(made)?;
    fs::write(done, "")?;
    Ok(data)
}
