//! Nothing cut: every page, popup and message, in English and Russian, at 80×24 and 100×32
//! (and at the smallest size its screen says it fits), drawn with the screen's own widgets, shows every sentence the catalogues said for it
//! whole (wrapped, on a row of its own, or left out with the whole column or item it is
//! in), never cut at the edge of its part of the screen. How a cut is told is in
//! `support/whole.rs`.

use std::path::PathBuf;

use hotseat::app::library::{FolderNote, Shelf};
use hotseat::app::{App, Key, Message, SaveFailure, Settings, Start};
use hotseat::game::time_control::TimeControl;
use hotseat::game::{DrawRules, GameVariant};
use hotseat::i18n::{self, Lang};
use hotseat::rules::{ByColor, fen};
use hotseat::sentence::Sentence;
use hotseat::store::{
    Contents, Damage, FileGame, Notice, SavedEntry, SetAside, StoreError, StoreErrorKind, Summary,
};
use hotseat::{phrase, ui};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

#[path = "support/bench.rs"]
mod bench;
#[path = "support/whole.rs"]
mod whole;

use bench::Bench;
use whole::Screen;

/// The sizes every scene is drawn at: the terminal most open with, and a larger one.
const SIZES: [(u16, u16); 2] = [(80, 24), (100, 32)];

/// A scene: how to set it up in a language, in a terminal of a size (told to the app, as
/// the terminal does), and each state of it to draw (one for each place it scrolls to).
type Scene = fn(Lang, Rect) -> Vec<App>;

/// The sentences cut in `scene`, drawn at `area`.
fn cut_in(scene: Scene, lang: Lang, area: Rect) -> Vec<String> {
    let mut screens = Vec::new();
    let mut said = Vec::new();
    for app in scene(lang, area) {
        let (buf, sentences) = i18n::sentences_said(|| {
            let mut buf = Buffer::empty(area);
            (&app).render(area, &mut buf);
            buf
        });
        screens.push(Screen::of(&buf));
        said.extend(sentences);
    }
    whole::cut(&screens, &said)
}

/// Tells the app the size of its terminal, as the terminal layer does after drawing.
fn sized(mut bench: Bench, area: Rect) -> Bench {
    let viewport = ui::viewport(&bench.app, area);
    bench.message(Message::Viewport(viewport));
    bench
}

fn settings(lang: Lang) -> Settings {
    Settings {
        names: ByColor {
            white: "Anna".into(),
            black: "Boris".into(),
        },
        control: "5+3".parse().expect("a control"),
        lang,
        ..Settings::default()
    }
}

fn game(lang: Lang) -> Bench {
    Bench::new(settings(lang))
}

fn from_fen(lang: Lang, fen_text: &str) -> Bench {
    Bench::new(Settings {
        start: Start::Position(fen::read(fen_text).expect("a FEN")),
        ..settings(lang)
    })
}

/// Each state of `bench` as the help scrolls from its top to its end.
fn help_pages(bench: Bench, area: Rect) -> Vec<App> {
    let mut bench = sized(bench, area);
    bench.key(Key::F1);
    let mut bench = sized(bench, area);
    let mut pages = vec![bench.app.clone()];
    for _ in 0..bench.app.viewport().help_overflow {
        bench.key(Key::Down);
        pages.push(bench.app.clone());
    }
    pages
}

fn one(bench: Bench, area: Rect) -> Vec<App> {
    vec![sized(bench, area).app]
}

/// The game screen: every state and message.
const GAME: &[(&str, Scene)] = &[
    ("start", |lang, area| one(game(lang), area)),
    ("typing", |lang, area| {
        let mut bench = game(lang);
        bench.typed("N");
        one(bench, area)
    }),
    ("refused", |lang, area| {
        let mut bench = game(lang);
        bench.enter("Ke2");
        one(bench, area)
    }),
    ("refused, long", |lang, area| {
        let mut bench = game(lang);
        bench.enter("Qxh7+ and then mate in two if all goes well");
        one(bench, area)
    }),
    ("suggested", |lang, area| {
        let mut bench = from_fen(lang, "4k3/8/8/8/2n5/1P1P4/4P3/4KB2 w - - 0 1");
        bench.enter("Bxc4");
        one(bench, area)
    }),
    ("check", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4 f5 Qh5+");
        one(bench, area)
    }),
    ("draw offer", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4").enter("draw");
        one(bench, area)
    }),
    ("draw offer with a move", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4").enter("e5 draw");
        one(bench, area)
    }),
    ("takeback question", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4 e5 Nf3").enter("undo");
        one(bench, area)
    }),
    ("resign question", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4").enter("resign");
        one(bench, area)
    }),
    ("quit question", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4").key(Key::CtrlC);
        one(bench, area)
    }),
    ("quit question, autosave failing", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4");
        let problem = SaveFailure::new(std::io::Error::other("No space left on device"));
        bench.message(Message::AutosaveProblem(Some(problem)));
        bench.key(Key::CtrlC);
        one(bench, area)
    }),
    ("a wrong answer to a question", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4 e5 Nf3").enter("undo").key(Key::Char('x'));
        one(bench, area)
    }),
    ("arbiter's question", |lang, area| {
        let mut bench = Bench::new(Settings {
            control: "5+3 vs 3+2".parse().expect("a control"),
            armageddon: true,
            ..settings(lang)
        });
        bench.moves("e4 e5").enter("addtime");
        one(bench, area)
    }),
    ("pasted moves", |lang, area| {
        let mut bench = game(lang);
        bench.message(Message::Paste(
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7".into(),
        ));
        one(bench, area)
    }),
    ("clock starts with White's first move", |lang, area| {
        let bench = Bench::new(Settings {
            clock_start: hotseat::game::ClockStart::FirstMove,
            ..settings(lang)
        });
        one(bench, area)
    }),
    ("claimable draw and autosave problem", |lang, area| {
        let mut bench = Bench::new(Settings {
            draw_rules: DrawRules::Fide,
            ..settings(lang)
        });
        bench.moves("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
        let problem = SaveFailure::new(std::io::Error::other("Permission denied"));
        bench.message(Message::AutosaveProblem(Some(problem)));
        one(bench, area)
    }),
    ("paused", |lang, area| {
        let mut bench = game(lang);
        bench.moves("d4").enter("pause");
        one(bench, area)
    }),
    ("checkmate", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7");
        one(bench, area)
    }),
    ("stalemate", |lang, area| {
        let mut bench = from_fen(lang, "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
        bench.moves("Qf7");
        one(bench, area)
    }),
    ("flag fall against a bare king", |lang, area| {
        let mut bench = Bench::new(Settings {
            control: "0.05".parse().expect("a control"),
            start: Start::Position(fen::read("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").expect("FEN")),
            ..settings(lang)
        });
        bench.wait(3_000);
        one(bench, area)
    }),
    ("Armageddon drawn", |lang, area| {
        let mut bench = Bench::new(Settings {
            armageddon: true,
            ..settings(lang)
        });
        bench.moves("e4 e5").enter("draw").key(Key::Char('y'));
        one(bench, area)
    }),
    ("a word after the end", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7").enter("Nf6");
        one(bench, area)
    }),
    ("review with a comment", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4 e5 Nf3 Nc6 Bb5 a6");
        bench.key(Key::Left);
        bench.enter(
            "comment The Morphy Defence, the main line for a century and a half; White \
             keeps the choice between the exchange and the retreat to a4, and the game goes on",
        );
        one(bench, area)
    }),
    ("review of a loaded game at its start", |lang, area| {
        let mut bench = loaded(lang);
        bench.key(Key::Home);
        one(bench, area)
    }),
    ("a side line in review", |lang, area| {
        let mut bench = loaded(lang);
        for _ in 0..5 {
            bench.key(Key::Left);
        }
        bench.enter("Nc3").key(Key::Right);
        one(bench, area)
    }),
    ("a game only looked at", |lang, area| {
        let game = read(LOADED);
        let timed = hotseat::game::TimedGame::new(game, "5+3".parse().expect("a control"));
        let now = std::time::Instant::now();
        let saved_at =
            std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_796_000_000);
        let app = App::reviewing(settings(lang), timed, Some(saved_at), 7, now);
        one(Bench::of(app, now), area)
    }),
    ("charts after the game", |lang, area| {
        let mut bench = game(lang);
        for (m, seconds) in [("e4", 3), ("e5", 5), ("Nf3", 40), ("Nc6", 12), ("Bb5", 95)] {
            bench.wait(seconds * 1_000).enter(m);
        }
        bench.enter("resign").key(Key::Char('y')).enter("charts");
        one(bench, area)
    }),
    ("the promotion picker", |lang, area| {
        let mut bench = from_fen(lang, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        bench.enter("e8");
        one(bench, area)
    }),
    ("every mark of the state", |lang, area| {
        let mut bench = Bench::new(Settings {
            names: ByColor {
                white: "Anna Karenina-Vronskaya of Saint Petersburg"
                    .chars()
                    .take(40)
                    .collect(),
                black: "Boris Alexandrovich Spassky-Petrosian".into(),
            },
            control: "5+3 vs 3+2".parse().expect("a control"),
            start: Start::Chess960(Some(518)),
            armageddon: true,
            ..settings(lang)
        });
        bench.moves("e4 f5 Qh5+").key(Key::Down);
        one(bench, area)
    }),
    ("low time", |lang, area| {
        let mut bench = Bench::new(Settings {
            control: "1+0".parse().expect("a control"),
            ..settings(lang)
        });
        bench.wait(50_000).moves("e4").wait(52_000);
        one(bench, area)
    }),
    ("pasted moves that stop", |lang, area| {
        let mut bench = game(lang);
        bench.message(Message::Paste(
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxf7 Nf6".into(),
        ));
        bench.key(Key::Char('y'));
        one(bench, area)
    }),
    ("a wrong claim played all the same", |lang, area| {
        let mut bench = Bench::new(Settings {
            draw_rules: DrawRules::Fide,
            ..settings(lang)
        });
        bench.moves("e4 e5").enter("claim Nf3");
        one(bench, area)
    }),
    ("a save that failed", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4");
        let failure = SaveFailure::new(std::io::Error::other(
            "/home/anna/chess/a folder with a long name/games of the club/anna-vs-boris.pgn: Read-only file system",
        ));
        bench.message(Message::Saved(Err(failure)));
        one(bench, area)
    }),
    ("what was said before the screen opened", |lang, area| {
        let mut bench = game(lang);
        let folder = PathBuf::from("/home/anna/.local/share/hotseat/games");
        let cut = folder.join("2026-11-28-080000-Cut-vs-Short.pgn");
        let set_aside = Notice::SetAside(SetAside {
            kept_as: cut.with_extension("pgn.damaged"),
            problem: StoreError {
                path: cut,
                kind: StoreErrorKind::Damaged(Damage::CutShort),
            },
        });
        let name = "2026-11-30-090000-Clara-vs-Dan.pgn";
        let stays = phrase!(
            "start-stays",
            path = name,
            command = format!("hotseat --resume {name}")
        );
        let said = vec![set_aside.phrase().into_owned(), stays];
        bench.message(Message::SaidBefore(said));
        one(bench, area)
    }),
    ("a save that would replace a file", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4");
        let path = PathBuf::from("/home/anna/chess/a folder with a long name/anna-vs-boris.pgn");
        bench.message(Message::SaveWouldReplace(path));
        one(bench, area)
    }),
    ("a clock set by hand", |lang, area| {
        let mut bench = game(lang);
        bench.moves("e4 e5").enter("clock white 4:30");
        one(bench, area)
    }),
    ("help", |lang, area| help_pages(game(lang), area)),
];

/// A game with a comment before its first move, glyphs, comments and side lines.
const LOADED: &str = "[Event \"?\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n\
    {A quiet start in the club's spring tournament, played on the first board} 1. e4 e5 \
    2. Nf3 $1 {the usual} (2. Nc3 Nf6 (2... Bc5 $2) 3. f4) (2. d4 exd4) 2... Nc6 3. Bb5 a6 $6 \
    4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *";

/// One game of PGN text, as hotseat reads it.
fn read(text: &str) -> hotseat::game::Game {
    use hotseat::game::pgn::{GamePlayer, Keep};
    let mut player = GamePlayer::new(DrawRules::Club, Keep::Everything);
    let read = hotseat::notation::pgn::Reader::new(text.as_bytes()).read_game(&mut player);
    assert!(matches!(read, Ok(Some(Ok(())))), "{text}");
    player.take_game()
}

/// [`LOADED`], opened to play on.
fn loaded(lang: Lang) -> Bench {
    let timed = hotseat::game::TimedGame::new(read(LOADED), "none".parse().expect("untimed"));
    let now = std::time::Instant::now();
    Bench::of(App::with_game(settings(lang), timed, 7, now), now)
}

/// The pages between games: the form, the library, the editor, in their states.
const PAGES: &[(&str, Scene)] = &[
    ("form", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F2);
        one(bench, area)
    }),
    ("form with every field wrong", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F2);
        bench.typed("Anna\u{202e}");
        bench.key(Key::Tab).key(Key::Tab).typed("40/90+30,30+30x");
        for _ in 0..5 {
            bench.key(Key::Tab);
        }
        bench.key(Key::Right).typed("1000");
        one(bench, area)
    }),
    ("form with wrong odds", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F2);
        bench.key(Key::Tab).key(Key::Tab).key(Key::Tab).typed("3+x");
        one(bench, area)
    }),
    ("form with a wrong FEN", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F2);
        for _ in 0..7 {
            bench.key(Key::Tab);
        }
        bench.key(Key::Right).key(Key::Right);
        bench.message(Message::Paste(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1 extra".into(),
        ));
        one(bench, area)
    }),
    ("form refused on Enter", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F2);
        for _ in 0..7 {
            bench.key(Key::Tab);
        }
        bench.key(Key::Right).key(Key::Right);
        bench.message(Message::Paste("8/8/8/8/8/8/8/8 w - - 0 1".into()));
        bench.key(Key::Enter);
        one(bench, area)
    }),
    ("form with the editor's position", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F2);
        for _ in 0..7 {
            bench.key(Key::Tab);
        }
        bench.key(Key::Right).key(Key::Right).key(Key::Right);
        one(bench, area)
    }),
    ("library", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F3);
        bench.message(Message::Shelf(saved_shelf()));
        one(bench, area)
    }),
    ("library of a file", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F3);
        bench.message(Message::Shelf(file_shelf()));
        one(bench, area)
    }),
    ("library with nothing to show", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F3);
        bench.message(Message::Shelf(saved_shelf()));
        bench.typed("Zoltan");
        one(bench, area)
    }),
    ("editor", |lang, area| {
        let mut bench = editor(lang);
        bench.enter("Ke1 Ra1h1 Pe4 / ke8 rh8 pd4");
        one(bench, area)
    }),
    ("editor refusing", |lang, area| {
        let mut bench = editor(lang);
        bench.enter("Ke1 Kd1 Pa8 / ke8 pd4 Zz9");
        one(bench, area)
    }),
    ("form with a name too long", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F2);
        bench.typed(&"-Maria".repeat(7));
        one(bench, area)
    }),
    ("form at its last field", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F2).key(Key::BackTab);
        one(bench, area)
    }),
    ("library of a part of a file", |lang, area| {
        let mut bench = game(lang);
        bench.key(Key::F3);
        let Shelf::File { contents, .. } = file_shelf() else {
            unreachable!("a file's shelf")
        };
        let path = PathBuf::from("/home/anna/chess/the-club-championship-games-of-2026.pgn");
        let contents = Contents {
            total: 100_302,
            ..contents
        };
        bench.message(Message::Shelf(Shelf::File { path, contents }));
        one(bench, area)
    }),
    (
        "library with the game here and a file set aside",
        |lang, area| {
            let mut bench = game(lang);
            bench.key(Key::F3);
            let Shelf::Saved { games, .. } = saved_shelf() else {
                unreachable!("the saved games")
            };
            let current = Some(games[1].1.path.clone());
            let folder = PathBuf::from("/home/anna/.local/share/hotseat/games");
            let cut = folder.join("2026-11-28-080000-Cut-vs-Short.pgn");
            let notes = vec![FolderNote::new(Notice::SetAside(SetAside {
                kept_as: cut.with_extension("pgn.damaged"),
                problem: StoreError {
                    path: cut,
                    kind: StoreErrorKind::Damaged(Damage::CutShort),
                },
            }))];
            let shelf = Shelf::Saved {
                games,
                tournaments: Vec::new(),
                current,
                notes,
            };
            bench.message(Message::Shelf(shelf));
            bench.key(Key::Down);
            one(bench, area)
        },
    ),
    (
        "editor with a position that cannot be played",
        |lang, area| {
            let mut bench = editor(lang);
            bench.enter("clear");
            bench.enter("Ke1 Pa8 Pb8 / ke8 kd8");
            one(bench, area)
        },
    ),
    ("editor with a long line typed", |lang, area| {
        let mut bench = editor(lang);
        bench.typed("Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Nb1 Ng1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2 / ke8 qd8");
        one(bench, area)
    }),
    ("editor with the board cursor", |lang, area| {
        let mut bench = editor(lang);
        bench.key(Key::Up);
        one(bench, area)
    }),
];

fn editor(lang: Lang) -> Bench {
    let mut bench = game(lang);
    bench.key(Key::F2);
    for _ in 0..7 {
        bench.key(Key::Tab);
    }
    bench.key(Key::Right).key(Key::Right).key(Key::Right);
    bench.key(Key::Enter);
    bench
}

fn entry(
    number: usize,
    file: &str,
    names: (&str, &str),
    outcome: Option<(&str, &str)>,
    control: &str,
) -> (usize, SavedEntry) {
    let entry = SavedEntry {
        path: PathBuf::from("/home/anna/.local/share/hotseat/games").join(file),
        started: format!("{} {}:{}", &file[..10], &file[11..13], &file[13..15]),
        summary: Summary {
            names: ByColor {
                white: names.0.into(),
                black: names.1.into(),
            },
            plies: 61,
            outcome: outcome.map(|(result, reason)| (result.into(), reason.into())),
            control: control.parse::<TimeControl>().expect("a control"),
            variant: GameVariant::default(),
        },
    };
    (number, entry)
}

fn saved_shelf() -> Shelf {
    Shelf::Saved {
        games: vec![
            entry(
                1,
                "2026-12-01-131805-Anna-vs-Boris.pgn",
                ("Anna", "Boris"),
                None,
                "5+3 vs 3+2",
            ),
            entry(
                2,
                "2026-11-29-200214-Clara-Schumann-vs-Dan.pgn",
                ("Clara Schumann", "Daniel Barenboim"),
                Some(("1-0", "time forfeit")),
                "40/90+30,30+30",
            ),
            entry(
                3,
                "2026-11-28-181500-Boris-vs-Clara.pgn",
                ("Boris", "Clara"),
                Some(("1/2-1/2", "insufficient material")),
                "none",
            ),
        ],
        tournaments: Vec::new(),
        current: None,
        notes: Vec::new(),
    }
}

fn file_shelf() -> Shelf {
    let game = |number, white: &str, result: &str, eco, name| FileGame {
        number,
        names: ByColor {
            white: white.into(),
            black: "Kasparov, Garry".into(),
        },
        result: result.into(),
        date: "1999.01.20".into(),
        event: "Hoogovens Group Chess Tournament".into(),
        opening: Some(hotseat::opening::Opening { eco, name }),
    };
    Shelf::File {
        path: PathBuf::from("/home/anna/chess/wijk-aan-zee-1999.pgn"),
        contents: Contents {
            games: vec![
                game(1, "Topalov, Veselin", "0-1", "B07", "Pirc Defense"),
                game(
                    2,
                    "Anand, Viswanathan",
                    "1/2-1/2",
                    "D37",
                    "Queen's Gambit Declined: Three Knights Variation",
                ),
            ],
            total: 2,
        },
    }
}

/// Every scene's cut sentences, by scene, language and size: the sizes of [`SIZES`], and the
/// smallest the scene's screen says it fits.
fn cuts(scenes: &[(&str, Scene)]) -> Vec<String> {
    let mut cuts = Vec::new();
    for &(name, scene) in scenes {
        for lang in Lang::ALL {
            let large = Rect::new(0, 0, 200, 60);
            let least = scene(lang, large)
                .iter()
                .map(ui::min_size)
                .fold((0, 0), |(w, h), (width, height)| {
                    (w.max(width), h.max(height))
                });
            let sizes = SIZES.into_iter().chain([least]);
            for (width, height) in sizes {
                let area = Rect::new(0, 0, width, height);
                for sentence in cut_in(scene, lang, area) {
                    cuts.push(format!("{name} ({lang}, {width}×{height}): {sentence:?}"));
                }
            }
        }
    }
    cuts
}

#[test]
fn every_sentence_of_the_game_screen_is_whole() {
    let cuts = cuts(GAME);
    assert!(cuts.is_empty(), "cut:\n{}", cuts.join("\n"));
}

#[test]
fn every_sentence_of_the_pages_is_whole() {
    let cuts = cuts(PAGES);
    assert!(cuts.is_empty(), "cut:\n{}", cuts.join("\n"));
}

/// The check itself: a sentence on one row, or wrapped onto the rows below, is whole; one
/// that runs into the right edge, or whose wrapped rows are not there, is cut; other words
/// after the same beginning are not the sentence at all.
#[test]
fn the_check_tells_a_cut_from_a_wrapped_sentence() {
    let said = ["the time control is wrong · Esc back".to_string()];
    for (rows, cut) in [
        (vec!["the time control is wrong  Esc back"], vec![]),
        (
            vec![" the time control is ", " wrong   Esc back    "],
            vec![],
        ),
        (
            vec!["> the time control is", "    wrong  Esc back  "],
            vec![],
        ),
        (
            vec!["Esc back  the time control is wr"],
            vec!["the time control is wrong"],
        ),
        (
            vec!["Esc back  the time control is  ", "> e4"],
            vec!["the time control is wrong"],
        ),
        (vec!["Esc back  the time control was set"], vec![]),
        (vec!["the time control is wrong  Esc ba"], vec!["Esc back"]),
        // Inside a box drawn over the screen, its right border is an edge; text under the
        // box, before its left border, is not the box's to cut.
        (
            vec!["  │the time control is wr│  "],
            vec!["the time control is wrong"],
        ),
        (vec!["the time control is wr│ Esc back │"], vec![]),
        // A player's text shortened where an elision mark says so.
        (vec!["the time control …  Esc back"], vec![]),
        (vec!["the time control ", "is …      Esc back"], vec![]),
    ] {
        let screen = Screen::of(&Buffer::with_lines(rows.clone()));
        assert_eq!(whole::cut(&[screen], &said), cut, "{rows:?}");
    }
}
