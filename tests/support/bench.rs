//! The test bench of the app, one for its unit tests (`src/app/tests.rs`) and the screen's
//! tests (`tests/screen.rs`), which both include this file: an app, a clock that moves only
//! when told, and what the app said in answer to the latest key, line or wait.
//!
//! Each of the two uses some of it, so what the other alone uses is not dead code.
#![allow(dead_code)]

use std::time::{Duration, Instant};

use hotseat::analysis::{Eval, Judged};
use hotseat::app::{AnalysisNews, App, Event, Key, Message, Notice, Refusal, Settings, Start};
use hotseat::game::{DrawRules, GameError, Outcome};
use hotseat::notation::san::{self, San, Slip};
use hotseat::rules::{Color, fen};

/// An app and a clock that only moves when told, with the events of the latest step.
pub struct Bench {
    /// The app under test.
    pub app: App,
    /// The time the app was last told.
    pub now: Instant,
    /// The events of the latest key, line or wait.
    pub events: Vec<Event>,
}

impl Bench {
    /// A bench with a new game of `settings`.
    pub fn new(settings: Settings) -> Bench {
        let now = Instant::now();
        Bench::of(App::new(settings, 7, now), now)
    }

    /// A bench with a new game under the default settings.
    pub fn standard() -> Bench {
        Bench::new(Settings::default())
    }

    /// A bench for `app` at `now`.
    pub fn of(app: App, now: Instant) -> Bench {
        Bench {
            app,
            now,
            events: Vec::new(),
        }
    }

    /// A copy of this bench, to try something on.
    pub fn copy(&self) -> Bench {
        Bench::of(self.app.clone(), self.now)
    }

    /// A bench with a new game under the time control `control`.
    pub fn timed(control: &str) -> Bench {
        Bench::new(Settings {
            control: control.parse().expect("valid control"),
            ..Settings::default()
        })
    }

    /// A bench with a new game from the FEN `fen_text`, under `draw_rules`.
    pub fn from_fen(fen_text: &str, draw_rules: DrawRules) -> Bench {
        Bench::new(Settings {
            start: Start::Position(fen::read(fen_text).expect("valid FEN")),
            draw_rules,
            ..Settings::default()
        })
    }

    /// Hands `message` to the app alone: the events are its own.
    pub fn message(&mut self, message: Message) -> &mut Bench {
        self.events.clear();
        self.send(message)
    }

    /// Hands `message` to the app, keeping its events with those of the key or line.
    pub fn send(&mut self, message: Message) -> &mut Bench {
        let events = self.app.update(message, self.now);
        self.events.extend(events);
        self
    }

    /// Lets `millis` milliseconds pass, and tells the app.
    pub fn wait(&mut self, millis: u64) -> &mut Bench {
        self.now += Duration::from_millis(millis);
        self.events.clear();
        self.send(Message::Tick)
    }

    /// Presses a key.
    pub fn key(&mut self, key: Key) -> &mut Bench {
        self.events.clear();
        self.send(Message::Key(key))
    }

    /// Types text without Enter: the events are the whole text's.
    pub fn typed(&mut self, text: &str) -> &mut Bench {
        self.events.clear();
        for c in text.chars() {
            self.send(Message::Key(Key::Char(c)));
        }
        self
    }

    /// Types a line and presses Enter: the events are the whole line's.
    pub fn enter(&mut self, line: &str) -> &mut Bench {
        self.typed(line);
        self.send(Message::Key(Key::Enter))
    }

    /// Plays moves, one line each, `millis` apart; each must be played.
    pub fn moves_every(&mut self, millis: u64, moves: &str) -> &mut Bench {
        for m in moves.split_whitespace() {
            self.wait(millis).enter(m);
            assert!(
                matches!(self.events.as_slice(), [Event::Played { .. }, ..]),
                "after {m}: {:?}",
                self.events
            );
            assert_eq!(self.app.notice(), None, "after {m}");
        }
        self
    }

    /// Plays moves, one line each, with no time passing; each must be played.
    pub fn moves(&mut self, moves: &str) -> &mut Bench {
        self.moves_every(0, moves)
    }

    /// The moves played, as standard SAN.
    pub fn sans(&self) -> Vec<String> {
        self.app
            .game_page()
            .sans()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.app.game_page().outcome()
    }

    /// The refusal the latest key or line got, as shown on the screen.
    pub fn refusal(&self) -> Option<&Refusal> {
        let told = self.events.iter().rev().find_map(|event| match event {
            Event::Refused(refusal) => Some(refusal),
            _ => None,
        });
        match self.app.notice() {
            Some(Notice::Refused(shown)) => {
                assert_eq!(told, Some(shown), "the refusal shown is the one told");
                told
            }
            _ => None,
        }
    }

    /// The refusal the latest key or line got, when the game refused it.
    pub fn game_error(&self) -> Option<&GameError> {
        match self.refusal() {
            Some(Refusal::Game(error)) => Some(error),
            _ => None,
        }
    }

    /// The move a refused text was suggested to mean (its SAN), and how the text missed it.
    pub fn suggested(&self) -> Option<(String, &Slip)> {
        match self.refusal()? {
            Refusal::Suggested(suggestion) => Some((suggestion.san.to_string(), &suggestion.slip)),
            _ => None,
        }
    }

    /// Asks for the engine's review (`analyse`) and hands the app the engine's answer for
    /// the game played, as if an engine had searched it: each position's eval (the start
    /// first, then after each move) and the engine's line there, in SAN (empty where the
    /// side to move has no move).
    pub fn analysed(&mut self, answers: &[(Eval, &str)]) -> &mut Bench {
        self.enter("analyse");
        let game = self.app.game_page().game().clone();
        let positions = answers
            .iter()
            .enumerate()
            .map(|(index, &(eval, line))| {
                let mut position = *game.position_at(index).expect("a position of the game");
                let mut moves: Vec<San> = Vec::new();
                for text in line.split_whitespace() {
                    let m = san::parse(&position, text).expect("a move of the line");
                    moves.push(San::from_move(&position, m));
                    position.play_unchecked(m);
                }
                Some(Judged {
                    eval,
                    best: moves.first().copied(),
                    line: moves,
                })
            })
            .collect();
        self.message(Message::Analysis(AnalysisNews::Finished {
            positions,
            failure: None,
        }))
    }
}

/// An engine's answers for the scholar's mate (1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7#):
/// each position's eval from White's side and the engine's line there, the start first.
/// 3... Nf6 is a blunder (g6 was best), 2... Nc6 an inaccuracy.
pub const SCHOLAR_ANALYSIS: [(Eval, &str); 8] = [
    (Eval::Cp(25), "e4 e5"),
    (Eval::Cp(30), "e5 Nf3"),
    (Eval::Cp(25), "Nf3 Nc6"),
    (Eval::Cp(20), "Nf6 d3"),
    (Eval::Cp(120), "Qf3 Nf6"),
    (Eval::Cp(110), "g6 Qf3 Nf6"),
    (
        Eval::Mate {
            winner: Color::White,
            moves: 1,
        },
        "Qxf7",
    ),
    (
        Eval::Mate {
            winner: Color::White,
            moves: 0,
        },
        "",
    ),
];
