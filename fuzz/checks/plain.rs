//! The line mode (`--plain`), driven by the lines a player or a script types: moves in any
//! form, commands and questions in both languages, nonsense, invisible characters and
//! control characters, with time passing between them and suspends. Everything it says, and
//! its prompt, is lines of text a screen reader can read: no control character, no escape
//! sequence, whatever was typed; and its game's record stays the game's.

use std::time::{Duration, Instant, SystemTime};

use hotseat::app::App;
use hotseat::game::Header;
use hotseat::plain::Plain;
use hotseat::session::Session;
use hotseat::store::FolderError;

/// The most lines one input types.
const LINES: usize = 200;

/// Words the line mode answers, besides moves and the app's commands.
const WORDS: &[&str] = &[
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O", "d4", "exd5", "draw", "yes", "no", "y", "n",
    "resign", "undo", "pause", "resume", "claim", "help", "?", "fen", "new", "board",
    "board list", "pieces", "where N", "where", "where ферзь", "last", "clock", "moves",
    "доска", "доска списком", "фигуры", "где конь", "последний", "часы", "ходы", "да", "нет",
    "ничья", "сдаюсь", "Кf3", "♘f3", "Bxc4", "q", "Q", "quit", "\u{1b}[2J", "\u{200b}e4",
    "e4\u{7}", "\r", "", "summary", "итоги", "charts", "nag ?!", "nag", "comment why",
    "comment", "copy", "copy fen", "delete", "promote", "leave",
];

/// Drives a line-mode session with the lines the bytes describe, checking what it says.
pub fn check(data: &[u8]) {
    let mut bytes = data.iter().copied();
    let choice = bytes.next().unwrap_or(0);
    let control = ["none", "0.05", "3+2"][usize::from(choice % 3)];
    let settings = super::chosen_settings(choice, control);
    let mut now = Instant::now();
    let mut wall = SystemTime::now();
    let app = App::new(settings, u64::from(choice), now);
    // No folder for games: the line mode says so once, and nothing is written.
    let session = Session::new(app, Err(FolderError::NotFound), None, Header::default(), now);
    let mut plain = Plain::new(session);
    assert_lines(&plain.greeting());
    for _ in 0..LINES {
        let Some(byte) = bytes.next() else {
            break;
        };
        let said = match byte % 8 {
            0 => {
                let step = Duration::from_millis(1 << (bytes.next().unwrap_or(0) % 28));
                now += step;
                wall += step;
                plain.tick(now, wall)
            }
            1 => {
                plain.suspend(now, wall);
                now += Duration::from_secs(5);
                plain.resume(now);
                Vec::new()
            }
            2 => {
                // Characters of the bytes themselves, whatever they are.
                let length = usize::from(bytes.next().unwrap_or(0) % 16);
                let text: String = bytes.by_ref().take(length).map(char::from).collect();
                plain.line(&text, now, wall)
            }
            _ => {
                let word = WORDS[usize::from(bytes.next().unwrap_or(0)) % WORDS.len()];
                plain.line(word, now, wall)
            }
        };
        assert_lines(&said);
        assert_lines(&[plain.prompt(now)]);
        if plain.should_quit() {
            break;
        }
    }
    assert_lines(&plain.finish(true, now, wall));
}

/// Panics unless each of `said` is a line a screen reader can read.
fn assert_lines(said: &[String]) {
    for line in said {
        assert!(
            !line.contains(char::is_control),
            "the line mode said a control character: {line:?}"
        );
    }
}
