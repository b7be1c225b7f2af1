//! What a move, a frame, a step back and a page of the move list cost at the start of a long
//! game and at its end, and what a game of 10,000 plies with comments costs to open.
//!
//! `cargo bench --bench long_game` plays a legal game of 600 plies (made up move by move,
//! `tests/support/long_game.rs`) through the app and the session, which saves every move in a
//! folder under `target/tmp/long-game-bench/`, twice at once: one game at its start and one
//! at its end, every operation timed on both in turns, so that the two columns share the
//! machine's moods (a synced write's time varies with what else the disk does). It prints
//! one table: for each operation, the median at ply ~10 and at ply ~600 and their ratio (a
//! flat cost is 1.0x):
//!
//! - a move: its keys typed and Enter, which plays it and saves the game, over plies 1–10
//!   and 591–600 of three games; Enter alone; the session's save alone (`Session::save`: the
//!   PGN as the session writes it, going on from the text of its last save, written to a
//!   temporary file, flushed, synced and renamed over the game's file, the folder synced); the
//!   PGN written afresh (`export`);
//! - a frame: `Terminal::draw` over a `TestBackend` at 200×60 and 80×24, the clock one second
//!   on each frame; at 80×24 also a move back in review and a page back in the move list;
//! - a step back in review (`Left`, then `Right` to return) and a page back in the move list
//!   (`PageUp`, then `PageDown`), untimed; the captured pieces the players' panels show.
//!
//! Then a game of 10,000 plies with a comment on every move, written as a PGN file: the time
//! to read it (`store::load`, best of five), and `hotseat --plain --load FILE` and `hotseat
//! --plain --resume` (the game saved in the folder of games) as processes: their time from
//! start to exit and peak resident memory.

use std::fs;
use std::hint::black_box;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime};

#[path = "support/child.rs"]
mod child;
#[path = "../tests/support/long_game.rs"]
mod long_game;

use hotseat::app::{App, Key, Message, Settings};
use hotseat::game::{DrawRules, Game, Header, TimedGame};
use hotseat::rules::Color;
use hotseat::session::Session;
use hotseat::store::{self, Store};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

/// The plies of the long game.
const PLIES: usize = 600;
/// How many moves are timed at the start and at the end of each game.
const TIMED_MOVES: usize = 10;
/// How many times the game is played.
const GAMES: usize = 3;
/// Repetitions of each operation timed at one ply.
const REPEAT: usize = 200;

/// The folder the bench keeps its games in, emptied.
fn data_folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("long-game-bench")
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a folder for the bench");
    dir
}

fn median(times: &[Duration]) -> Duration {
    let mut sorted = times.to_vec();
    sorted.sort();
    sorted.get(sorted.len() / 2).copied().unwrap_or_default()
}

fn micros(duration: Duration) -> String {
    format!("{:.1} µs", duration.as_secs_f64() * 1e6)
}

/// The rows of the table: each operation's times early in the game and late in it.
#[derive(Default)]
struct Table {
    rows: Vec<(&'static str, [Vec<Duration>; 2])>,
}

impl Table {
    fn row(&mut self, name: &'static str) -> &mut [Vec<Duration>; 2] {
        let index = match self.rows.iter().position(|(n, _)| *n == name) {
            Some(index) => index,
            None => {
                self.rows.push((name, Default::default()));
                self.rows.len() - 1
            }
        };
        &mut self.rows[index].1
    }

    fn print(&self) {
        println!(
            "{:<40} | {:>12} | {:>12} | {:>7}",
            "operation (median)", "ply ~10", "ply ~600", "ratio"
        );
        for (name, [early, late]) in &self.rows {
            let (early, late) = (median(early), median(late));
            let ratio = late.as_secs_f64() / early.as_secs_f64().max(1e-9);
            println!(
                "{name:<40} | {:>12} | {:>12} | {ratio:>6.2}x",
                micros(early),
                micros(late)
            );
        }
    }
}

/// A game being played through a session that saves every move, on a terminal of its own.
struct Player {
    session: Session,
    now: Instant,
    played: usize,
    terminal: Terminal<TestBackend>,
}

impl Player {
    fn new(name: &str) -> Player {
        let store = Store::at(data_folder(name)).expect("a folder");
        let settings = Settings {
            draw_rules: DrawRules::Fide,
            ..Settings::default()
        };
        let now = Instant::now();
        let app = App::new(settings, 1, now);
        Player {
            session: Session::new(app, Ok(store), None, Header::default(), now),
            now,
            played: 0,
            terminal: Terminal::new(TestBackend::new(80, 24)).expect("terminal"),
        }
    }

    fn send(&mut self, message: Message) {
        black_box(self.session.update(message, self.now, SystemTime::now()));
    }

    /// Types the next move of `sans` and plays it with Enter: the time of it all, and of
    /// Enter alone.
    fn play(&mut self, sans: &[String]) -> (Duration, Duration) {
        let san = &sans[self.played];
        self.now += Duration::from_secs(1);
        let begin = Instant::now();
        for c in san.chars() {
            self.send(Message::Key(Key::Char(c)));
        }
        let enter = Instant::now();
        self.send(Message::Key(Key::Enter));
        let times = (begin.elapsed(), enter.elapsed());
        self.played += 1;
        assert_eq!(
            self.session.app.game_page().sans().len(),
            self.played,
            "{san} is played"
        );
        times
    }

    /// A terminal of `width`×`height`, told to the app.
    fn resize(&mut self, width: u16, height: u16) {
        self.terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
        let area = Rect::new(0, 0, width, height);
        let viewport = hotseat::ui::viewport(&self.session.app, area);
        self.send(Message::Viewport(viewport));
    }

    /// Draws a frame, the time one second on.
    fn draw(&mut self) {
        self.now += Duration::from_secs(1);
        self.session.app.update(Message::Tick, self.now);
        let app = &self.session.app;
        self.terminal
            .draw(|frame| frame.render_widget(app, frame.area()))
            .expect("drawn");
    }

    /// Draws a frame of the same moment.
    fn redraw(&mut self) {
        let app = &self.session.app;
        self.terminal
            .draw(|frame| frame.render_widget(app, frame.area()))
            .expect("drawn");
    }
}

/// Times `operation` on the player early in the game and on the one late in it, in turns,
/// after as many runs to warm up.
fn in_turns(
    table: &mut Table,
    name: &'static str,
    players: &mut [Player; 2],
    mut operation: impl FnMut(&mut Player) -> Option<Duration>,
) {
    for round in 0..2 * REPEAT {
        for (at, player) in players.iter_mut().enumerate() {
            let begin = Instant::now();
            let own = operation(player);
            let took = own.unwrap_or_else(|| begin.elapsed());
            if round >= REPEAT {
                table.row(name)[at].push(took);
            }
        }
    }
}

/// Plays the long game twice at once, one game at its start and one at its end, their moves
/// in turns, then times the rest of the table on both, in turns.
fn play_through(sans: &[String], round: usize, table: &mut Table) {
    let mut players = [
        Player::new(&format!("early-{round}")),
        Player::new(&format!("late-{round}")),
    ];
    while players[1].played < PLIES - TIMED_MOVES {
        players[1].play(sans);
    }
    for _ in 0..TIMED_MOVES {
        for (at, player) in players.iter_mut().enumerate() {
            let (all, enter) = player.play(sans);
            table.row("move: keys typed, Enter, save")[at].push(all);
            table.row("Enter alone (play and save)")[at].push(enter);
        }
    }
    if round > 0 {
        return;
    }
    let header = Header::default();
    in_turns(
        table,
        "save (Session::save: PGN, atomic write)",
        &mut players,
        |player| {
            player.session.save(player.now, SystemTime::now());
            None
        },
    );
    in_turns(
        table,
        "PGN written afresh (export)",
        &mut players,
        |player| {
            black_box(hotseat::game::pgn::export(
                player.session.app.game_page().game(),
                &header,
            ));
            None
        },
    );
    for (name, width, height) in [
        ("frame 200×60 (Terminal::draw)", 200, 60),
        ("frame 80×24 (Terminal::draw)", 80, 24),
    ] {
        for player in &mut players {
            player.resize(width, height);
        }
        in_turns(table, name, &mut players, |player| {
            player.draw();
            None
        });
    }
    in_turns(
        table,
        "Left (a move back in review)",
        &mut players,
        |player| {
            let begin = Instant::now();
            player.send(Message::Key(Key::Left));
            let took = begin.elapsed();
            player.send(Message::Key(Key::Right));
            Some(took)
        },
    );
    in_turns(table, "frame 80×24, a move back", &mut players, |player| {
        player.send(Message::Key(Key::Left));
        let begin = Instant::now();
        player.redraw();
        let took = begin.elapsed();
        player.send(Message::Key(Key::Right));
        Some(took)
    });
    in_turns(
        table,
        "PageUp (the move list a page back)",
        &mut players,
        |player| {
            let begin = Instant::now();
            player.send(Message::Key(Key::PageUp));
            let took = begin.elapsed();
            player.send(Message::Key(Key::PageDown));
            Some(took)
        },
    );
    in_turns(
        table,
        "frame 80×24, the list a page back",
        &mut players,
        |player| {
            player.send(Message::Key(Key::PageUp));
            let begin = Instant::now();
            player.redraw();
            let took = begin.elapsed();
            player.send(Message::Key(Key::PageDown));
            Some(took)
        },
    );
    in_turns(
        table,
        "captured pieces (App::captured_by, both)",
        &mut players,
        |player| {
            let app = &player.session.app;
            black_box((
                app.game_page().captured_by(Color::White),
                app.game_page().captured_by(Color::Black),
            ));
            None
        },
    );
}

/// The PGN of `game` with a comment on every move.
fn commented_pgn(game: &Game) -> String {
    let mut text = String::from(
        "[Event \"A long game\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n",
    );
    for (index, _) in game.plies().iter().enumerate() {
        if index % 2 == 0 {
            text.push_str(&format!("{}. ", index / 2 + 1));
        }
        let san = game.san(index).expect("a move of the game");
        text.push_str(&format!("{san} {{thought {index}}} "));
    }
    text.push_str("*\n");
    text
}

/// `hotseat ARGS` with its data in `data`: its time from start to exit and its peak memory.
fn run(data: &Path, args: &[&str]) -> io::Result<(Duration, u64)> {
    let started = Instant::now();
    let child = Command::new(env!("CARGO_BIN_EXE_hotseat"))
        .args(args)
        .env("XDG_DATA_HOME", data)
        .env("XDG_CONFIG_HOME", data.join("config"))
        .env("LC_ALL", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()?;
    let ended = child::wait_for(child.id())?;
    let took = started.elapsed();
    assert!(libc::WIFEXITED(ended.status), "hotseat {args:?} ends");
    Ok((took, ended.peak_bytes.unwrap_or(0)))
}

/// Opens a game of `plies` plies with comments, by `--load` and by `--resume`.
fn big_game(plies: usize) -> io::Result<()> {
    let game = long_game::long_game(plies);
    let data = data_folder("big");
    let path = data.join("long.pgn");
    fs::write(&path, commented_pgn(&game))?;
    let size = fs::metadata(&path)?.len();
    let read = (0..5)
        .map(|_| {
            let begin = Instant::now();
            let saved = store::load(&path, 1, DrawRules::Fide).expect("the game reads");
            assert_eq!(saved.timed.game().plies().len(), game.plies().len());
            begin.elapsed()
        })
        .min()
        .unwrap_or_default();
    let saved = store::load(&path, 1, DrawRules::Fide).expect("the game reads");
    let store = Store::at(data.join("hotseat")).expect("a folder");
    let timed: TimedGame = saved.timed;
    let made = store
        .create(&timed, &saved.header, Instant::now(), SystemTime::now())
        .expect("saved in the folder");
    drop(made);
    let file = path.to_str().expect("a path in UTF-8");
    let loaded = run(&data, &["--plain", "--load", file])?;
    let resumed = run(&data, &["--plain", "--resume"])?;
    let mib = |bytes: u64| bytes as f64 / (1024.0 * 1024.0);
    println!(
        "\na game of {} plies with a comment on each ({:.0} KB): read in {:.1} ms",
        game.plies().len(),
        size as f64 / 1000.0,
        read.as_secs_f64() * 1e3
    );
    println!(
        "hotseat --plain --load FILE: {:.0} ms, {:.1} MiB; hotseat --plain --resume: {:.0} ms, {:.1} MiB",
        loaded.0.as_secs_f64() * 1e3,
        mib(loaded.1),
        resumed.0.as_secs_f64() * 1e3,
        mib(resumed.1),
    );
    Ok(())
}

fn main() -> io::Result<()> {
    if std::env::args().any(|arg| arg == "--test") {
        return Ok(());
    }
    let game = long_game::long_game(PLIES);
    let sans: Vec<String> = (0..PLIES)
        .map(|index| game.san(index).expect("a move").to_string())
        .collect();
    let mut table = Table::default();
    for round in 0..GAMES {
        play_through(&sans, round, &mut table);
    }
    table.print();
    big_game(10_000)
}
