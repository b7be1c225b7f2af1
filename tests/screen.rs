//! The game screen: snapshots of every scene at 80×24 and 120×40 over a `TestBackend`
//! (review them with `cargo insta review`), colours and highlights checked on the buffer
//! (snapshots do not record colour), and no panic at any terminal size.
//!
//! Every app starts at one `Instant` and time moves only when a test says so, so the clocks
//! in the snapshots are always the same.

use std::time::{Duration, Instant};

use hotseat::app::{
    AnalysisNews, App, Key, Message, Mode, Pointer, SaveFailure, Settings, Start, Target,
};
use hotseat::game::DrawRules;
use hotseat::game::Flip;
use hotseat::i18n::{self, Lang};
use hotseat::look::{ColourDepth, ThemeName};
use hotseat::rules::{ByColor, Color as Side, Position, Role, Square, Variant, fen};
use hotseat::ui::{self, Highlight, Highlights, MIN_HEIGHT, MIN_WIDTH, Theme, Ticking, TimeLeft};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use ratatui::widgets::Widget;

/// The two sizes every scene is drawn at.
const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// Carlsen–Grischuk, Lindores Abbey 2020, to move 44: a long move list.
const LONG_GAME: &str = "e4 e5 Nf3 Nc6 Bb5 Nf6 d3 Bc5 Bxc6 dxc6 Nc3 O-O Be3 Bd6 Bg5 Qe7 \
    h3 Re8 g4 Qe6 Nh4 Nd7 Nf5 Nc5 h4 Bf8 h5 f6 Be3 Qf7 f4 exf4 Bxf4 b5 Qf3 Ne6 Be3 Bb7 \
    O-O-O b4 Na4 c5 h6 g6 Ng7 Bxg7 hxg7 c4 Nc5 Nxc5 Bxc5 cxd3 cxd3 a5 Bf8 Rxf8 gxf8=Q+ Rxf8 \
    Kb1 Qd7 Rc1 a4 Qe3 Rf7 Rc4 b3 a3 Qxg4 Rxa4 f5 Rd4 fxe4 Rd8+ Rf8 Rxf8+ Kxf8 Qc5+ Ke8 \
    Qxc7 Bc8 Qe5+ Kd8 Qh8+ Kc7 Rxh7+ Kc6 Qc3+ Kd6";

#[path = "support/bench.rs"]
mod bench;
#[path = "support/pictures.rs"]
mod pictures;

use bench::{Bench, SCHOLAR_ANALYSIS};
use pictures::assert_pictures_up_to_date;

/// The whole screen drawn into a terminal of `width` × `height`.
fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test terminal");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("drawing to a test terminal");
    terminal
}

/// Snapshots a scene at both sizes, as `scene_80x24` and `scene_120x40`.
fn snapshot(scene: &str, app: &App) {
    for (width, height) in SIZES {
        let terminal = draw(app, width, height);
        insta::assert_snapshot!(format!("{scene}_{width}x{height}"), terminal.backend());
    }
}

/// The whole screen in a buffer.
fn buffer(app: &App, width: u16, height: u16) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    app.render(area, &mut buf);
    buf
}

/// The text of one row of a buffer.
fn row_text(buf: &Buffer, y: u16) -> String {
    (0..buf.area.width)
        .map(|x| buf[(x, y)].symbol().to_string())
        .collect()
}

/// The cells where `text` is written, searching row by row.
fn find(buf: &Buffer, text: &str) -> Option<Vec<(u16, u16)>> {
    let wanted: Vec<String> = text.chars().map(String::from).collect();
    for y in 0..buf.area.height {
        let row: Vec<&str> = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
        if let Some(start) = row
            .windows(wanted.len())
            .position(|w| w == wanted.as_slice())
        {
            let start = start as u16;
            return Some(
                (start..start + wanted.len() as u16)
                    .map(|x| (x, y))
                    .collect(),
            );
        }
    }
    None
}

/// The first cell of every place `text` is written, row by row.
fn find_all(buf: &Buffer, text: &str) -> Vec<(u16, u16)> {
    let wanted: Vec<String> = text.chars().map(String::from).collect();
    let mut found = Vec::new();
    for y in 0..buf.area.height {
        let row: Vec<&str> = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
        let starts = row.windows(wanted.len()).enumerate();
        found.extend(
            starts
                .filter(|(_, w)| *w == wanted.as_slice())
                .map(|(x, _)| (x as u16, y)),
        );
    }
    found
}

// ----- snapshots -----

/// A scene whose drawing is the test: the name of its snapshots, the bench it starts from,
/// and what is played on it, with what must hold there before it is drawn.
type Snapshotted = (&'static str, fn() -> Bench, fn(&mut Bench) -> &mut Bench);

/// The scenes of a game, each snapshotted at both sizes as `name_80x24` and `name_120x40`.
const SCENES: &[Snapshotted] = &[
    ("start", Bench::standard, |b| b),
    ("middle_game", middle_game, |b| {
        assert_eq!(b.app.game_page().sans().len(), 88);
        b
    }),
    ("middle_game_scrolled", middle_game, |b| b.key(Key::PageUp)),
    ("check", Bench::standard, |b| b.moves("e4 e5 Bc4 Nc6 Bxf7+")),
    ("candidates", Bench::standard, |b| b.typed("N")),
    ("one_candidate", Bench::standard, |b| {
        b.typed("N").typed("f")
    }),
    ("error", Bench::standard, |b| b.enter("Ke2")),
    ("promotion", promotion_position, |b| {
        b.enter("e8").key(Key::Right);
        assert!(matches!(
            b.app.game_page().mode(),
            Mode::Promotion {
                choice: Role::Rook,
                ..
            }
        ));
        b
    }),
    ("draw_offer", Bench::standard, |b| {
        b.moves("e4").enter("draw")
    }),
    // A draw offered with a move: the opponent types on, and the offer shows until answered.
    (
        "draw_offer_with_move",
        || Bench::timed("5+3"),
        |b| b.moves("e4").enter("e5 draw").typed("N"),
    ),
    ("takeback_question", Bench::standard, |b| {
        b.moves("e4 e5 Nf3").enter("undo")
    }),
    ("resign_question", Bench::standard, |b| {
        b.moves("e4 e5 Nf3")
            .enter("undo")
            .key(Key::Char('n'))
            .enter("resign")
    }),
    ("quit_question", Bench::standard, |b| {
        b.moves("e4 e5 Nf3")
            .enter("undo")
            .key(Key::Char('n'))
            .enter("resign")
            .key(Key::Char('n'))
            .key(Key::CtrlC)
    }),
    ("end_checkmate", Bench::standard, |b| {
        b.moves("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7")
    }),
    (
        "end_stalemate",
        || club("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"),
        |b| b.moves("Qf7"),
    ),
    (
        "end_insufficient_material",
        || club("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"),
        |b| b.moves("Kxd2"),
    ),
    ("end_threefold", Bench::standard, |b| {
        b.moves("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
    }),
    (
        "end_fifty_moves",
        || club("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"),
        |b| b.moves("Ra2"),
    ),
    ("end_resignation", Bench::standard, |b| {
        b.moves("e4").enter("resign").key(Key::Char('y'))
    }),
    ("end_agreement", Bench::standard, |b| {
        b.moves("e4 e5").enter("draw").key(Key::Char('y'))
    }),
    (
        "end_time",
        || Bench::timed("1"),
        |b| b.moves_every(2_000, "e4 e5").wait(60_000),
    ),
    ("end_flag_bare_king", bare_king_on_a_short_clock, |b| {
        b.wait(3_000)
    }),
    ("review", middle_game, |b| {
        b.key(Key::Left).key(Key::Left).key(Key::Left);
        assert_eq!(b.app.game_page().review().shown(), Some(85));
        b
    }),
    ("review_start", middle_game, |b| {
        b.key(Key::Left)
            .key(Key::Left)
            .key(Key::Left)
            .key(Key::Home)
    }),
    ("help", || Bench::timed("5+3"), |b| b.key(Key::Char('?'))),
    ("ascii", ascii, |b| b.moves("e4 d5 exd5 Qxd5 Nc3")),
    ("flipped", Bench::standard, |b| {
        b.moves("e4 c5 Nf3").enter("flip");
        assert_eq!(b.app.bottom_side(), Side::Black);
        b
    }),
    ("chess960", chess960_number_0, |b| b),
    (
        "crazyhouse",
        || crazyhouse(Lang::En),
        |b| b.moves(CRAZYHOUSE_CAPTURES),
    ),
    (
        "ru_crazyhouse",
        || crazyhouse(Lang::Ru),
        |b| b.moves(CRAZYHOUSE_CAPTURES),
    ),
    (
        "crazyhouse_drop",
        || crazyhouse(Lang::En),
        pick_the_queen_in_hand,
    ),
    (
        "ru_crazyhouse_drop",
        || crazyhouse(Lang::Ru),
        pick_the_queen_in_hand,
    ),
    (
        "crazyhouse_pocket_cursor",
        || crazyhouse(Lang::En),
        cursor_on_the_pocket,
    ),
    (
        "ru_crazyhouse_pocket_cursor",
        || crazyhouse(Lang::Ru),
        cursor_on_the_pocket,
    ),
    (
        "ru_crazyhouse_help",
        || crazyhouse(Lang::Ru),
        |b| b.key(Key::F1),
    ),
    (
        "atomic",
        || variant(Variant::Atomic, Lang::En),
        |b| b.moves(ATOMIC_EXPLOSION),
    ),
    (
        "ru_atomic",
        || variant(Variant::Atomic, Lang::Ru),
        |b| b.moves(ATOMIC_EXPLOSION),
    ),
    (
        "king_of_the_hill",
        || variant(Variant::KingOfTheHill, Lang::En),
        |b| b.moves("e4 e5"),
    ),
    (
        "ru_king_of_the_hill",
        || variant(Variant::KingOfTheHill, Lang::Ru),
        |b| b.moves("e4 e5"),
    ),
    (
        "three_check",
        || variant(Variant::ThreeCheck, Lang::En),
        |b| b.moves(TWO_CHECKS),
    ),
    (
        "ru_three_check",
        || variant(Variant::ThreeCheck, Lang::Ru),
        |b| b.moves(TWO_CHECKS),
    ),
    ("low_time", low_time, |b| b),
    (
        "paused",
        || Bench::timed("5+3"),
        |b| {
            b.wait(12_000).moves("d4").wait(3_000).enter("pause");
            assert!(b.app.game_page().is_paused());
            b
        },
    ),
    (
        "black_starts",
        || club("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 41"),
        |b| b.moves("O-O O-O-O Rf2"),
    ),
    ("claim_and_autosave_problem", fide, |b| {
        b.moves("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
        // A full disk, as the system reports it.
        let disk_full = SaveFailure::new(std::io::Error::from(std::io::ErrorKind::StorageFull));
        b.message(Message::AutosaveProblem(Some(disk_full)));
        assert!(b.app.game_page().game().claimable_draw().is_some());
        b
    }),
    ("no_colour", without_colour, |b| {
        b.moves("e4 e5 Bc4 Nc6 Bxf7+").typed("K")
    }),
    (
        "ru_help",
        || russian_timed("5+3"),
        |b| b.key(Key::Char('?')),
    ),
    ("analysing", scholars_mate, |b| {
        b.key(Key::F4)
            .message(Message::Analysis(AnalysisNews::Progress {
                done: 3,
                total: 8,
            }))
            .wait(3_000)
    }),
    ("analysed", scholars_mate, |b| {
        b.analysed(&SCHOLAR_ANALYSIS).key(Key::ShiftLeft)
    }),
    (
        "ru_analysed",
        || russian(Settings::default()),
        |b| {
            b.moves(SCHOLARS_MATE)
                .analysed(&SCHOLAR_ANALYSIS)
                .key(Key::ShiftLeft)
        },
    ),
    ("analysed_mono_ascii", mono_ascii, |b| {
        b.moves(SCHOLARS_MATE)
            .analysed(&SCHOLAR_ANALYSIS)
            .key(Key::ShiftLeft)
            .key(Key::ShiftLeft)
    }),
];

/// The scholar's mate, which the engine's review scenes review.
const SCHOLARS_MATE: &str = "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7";

/// The scholar's mate, just played.
fn scholars_mate() -> Bench {
    let mut bench = Bench::standard();
    bench.moves(SCHOLARS_MATE);
    bench
}

/// A new game drawn without colour and in ASCII.
fn mono_ascii() -> Bench {
    Bench::new(Settings {
        depth: ColourDepth::None,
        ascii: true,
        ..Settings::default()
    })
}

#[test]
fn every_scene_of_a_game_is_drawn_as_its_snapshots_show() {
    for (name, start, play) in SCENES {
        let mut bench = start();
        play(&mut bench);
        snapshot(name, &bench.app);
    }
}

/// A game from `fen_text` under club rules.
fn club(fen_text: &str) -> Bench {
    Bench::from_fen(fen_text, DrawRules::Club)
}

/// A new game under FIDE draw rules: repetitions and fifty moves are claims.
fn fide() -> Bench {
    Bench::new(Settings {
        draw_rules: DrawRules::Fide,
        ..Settings::default()
    })
}

/// A pawn to promote on e8 on the next move.
fn promotion_position() -> Bench {
    club("8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
}

/// King and pawn against a bare king, with 0.05 minutes each.
fn bare_king_on_a_short_clock() -> Bench {
    Bench::new(Settings {
        control: "0.05".parse().expect("valid control"),
        start: Start::Position(fen::read("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").expect("FEN")),
        ..Settings::default()
    })
}

/// A new game drawn in ASCII.
fn ascii() -> Bench {
    Bench::new(Settings {
        ascii: true,
        ..Settings::default()
    })
}

/// Chess960's position number 0.
fn chess960_number_0() -> Bench {
    Bench::new(Settings {
        start: Start::Chess960(Some(0)),
        ..Settings::default()
    })
}

/// Three-check moves in which White gives two checks and Black none.
const TWO_CHECKS: &str = "e4 e5 Bc4 Nc6 Bxf7+ Kxf7 Qh5+";

/// A game of `variant` from its start, in `lang`.
fn variant(variant: Variant, lang: Lang) -> Bench {
    Bench::new(Settings {
        start: Start::Position(Position::start(variant)),
        lang,
        ..Settings::default()
    })
}

/// Atomic moves whose last, Nxc7, explodes the knight, the pawn taken and the knight and
/// bishop beside them.
const ATOMIC_EXPLOSION: &str = "Nc3 e6 Nb5 Qe7 Nxc7";

/// A crazyhouse game from its start, in `lang`.
fn crazyhouse(lang: Lang) -> Bench {
    variant(Variant::Crazyhouse, lang)
}

/// Crazyhouse moves that leave White a pawn and a queen in hand, Black two pawns.
const CRAZYHOUSE_CAPTURES: &str = "e4 d5 exd5 Qxd5 Nc3 Qxd2+ Bxd2 Nf6";

/// White's queen in hand picked up with a click, the mouse over d5, where it can be dropped.
fn pick_the_queen_in_hand(bench: &mut Bench) -> &mut Bench {
    bench.moves(CRAZYHOUSE_CAPTURES);
    let queen = Some(Target::Pocket(Side::White, Role::Queen));
    bench
        .message(Message::Pointer(Pointer::Press(queen)))
        .message(Message::Pointer(Pointer::Release(queen)))
        .message(Message::Pointer(Pointer::Hover(Some(Target::Square(
            Square::D5,
        )))))
}

/// The board cursor on White's pocket, on its queen.
fn cursor_on_the_pocket(bench: &mut Bench) -> &mut Bench {
    bench.moves(CRAZYHOUSE_CAPTURES);
    bench.key(Key::Up).key(Key::Tab);
    for _ in 0..4 {
        bench.key(Key::Right);
    }
    assert_eq!(bench.app.game_page().pocket_cursor(), Some(Role::Queen));
    bench
}

/// A new game drawn without colour.
fn without_colour() -> Bench {
    Bench::new(Settings {
        depth: ColourDepth::None,
        ..Settings::default()
    })
}

/// A new game in Russian under the time control `control`.
fn russian_timed(control: &str) -> Bench {
    russian(Settings {
        control: control.parse().expect("valid control"),
        ..Settings::default()
    })
}

fn middle_game() -> Bench {
    let mut bench = Bench::new(Settings {
        names: ByColor {
            white: "Carlsen".to_string(),
            black: "Grischuk".to_string(),
        },
        ..Settings::default()
    });
    bench.moves_every(1_500, LONG_GAME).wait(4_200);
    bench
}

/// Wide terminals, where a player's panel stops growing, put the rest of the width to work:
/// the move list runs on in further columns, as on a scoresheet.
const WIDE_SIZES: [(u16, u16); 2] = [(160, 50), (200, 60)];

#[test]
fn a_wide_terminal_shows_the_move_list_in_columns() {
    let bench = middle_game();
    for (width, height) in WIDE_SIZES {
        let terminal = draw(&bench.app, width, height);
        insta::assert_snapshot!(format!("middle_game_{width}x{height}"), terminal.backend());
        let buf = buffer(&bench.app, width, height);
        // The whole game is in sight, its first and last moves in different columns.
        let first = find(&buf, "1. e4").expect("the first move in sight");
        let last = find(&buf, "Kd6").expect("the last move in sight");
        assert!(
            last[0].0 > first[0].0 + 20,
            "{first:?} {last:?} at {width}×{height}"
        );
    }
}

/// The engine's review on a large terminal, and its graph taking the mouse: a click on it
/// shows the move under it.
#[test]
fn the_review_by_the_engine_fills_a_large_screen_and_its_graph_takes_clicks() {
    let mut bench = scholars_mate();
    bench.analysed(&SCHOLAR_ANALYSIS).key(Key::ShiftLeft);
    for (width, height) in [(200, 60), (80, 24)] {
        let terminal = draw(&bench.app, width, height);
        if width == 200 {
            insta::assert_snapshot!("analysed_200x60", terminal.backend());
        }
        let buf = buffer(&bench.app, width, height);
        let best = find(&buf, "Best was g6: Qf3 Nf6").expect("the better move is said");
        // The graph is under the words: its leftmost column is the first move, its
        // rightmost the last.
        let (x, y) = (best[0].0, best[0].1 + 1);
        let area = Rect::new(0, 0, width, height);
        assert_eq!(ui::hit(&bench.app, area, x, y + 1), Some(Target::Move(0)));
        let right = (x..width)
            .rev()
            .find_map(|column| ui::hit(&bench.app, area, column, y + 1));
        assert_eq!(right, Some(Target::Move(6)), "at {width}×{height}");
        let mut clicked = bench.copy();
        let target = ui::hit(&clicked.app, area, x, y + 1);
        clicked.message(Message::Pointer(Pointer::Press(target)));
        assert_eq!(clicked.app.game_page().review().shown(), Some(1));
    }
}

/// Each piece of a pocket takes clicks where it is drawn, at every size either way up; the
/// pocket of the side at the top is the top panel's.
#[test]
fn the_pieces_of_a_pocket_take_clicks_where_they_are_drawn() {
    let mut bench = crazyhouse(Lang::En);
    bench.moves(CRAZYHOUSE_CAPTURES);
    for flip in [false, true] {
        if flip {
            bench.enter("flip");
        }
        for (width, height) in [(MIN_WIDTH, MIN_HEIGHT), (80, 24), (120, 40)] {
            let area = Rect::new(0, 0, width, height);
            let buf = buffer(&bench.app, width, height);
            for (text, side, role) in [
                ("♕1", Side::White, Role::Queen),
                ("♙1", Side::White, Role::Pawn),
                ("♙2", Side::Black, Role::Pawn),
                ("♘0", Side::Black, Role::Knight),
            ] {
                let cells = find_all(&buf, text);
                let at = format!("{text} at {width}×{height}, flipped {flip}");
                let (x, y) = match cells.as_slice() {
                    [one] => *one,
                    // Both pockets show it: White's is by White's edge of the board.
                    [top, bottom] if (side == Side::White) != flip => *bottom,
                    [top, _] => *top,
                    _ => panic!("{at}: {cells:?}"),
                };
                for column in [x, x + 1] {
                    let target = ui::hit(&bench.app, area, column, y);
                    assert_eq!(target, Some(Target::Pocket(side, role)), "{at}");
                }
            }
        }
    }
}

#[test]
fn the_message_sits_next_to_the_prompt() {
    let mut bench = Bench::standard();
    bench.typed("Ke2").key(Key::Enter);
    for (width, height) in [(80, 24), (120, 40), (200, 60)] {
        let buf = buffer(&bench.app, width, height);
        let message = find(&buf, "no king can reach e2").expect("the refusal is said");
        let prompt = find(&buf, "> Ke2").expect("the text stays on the line");
        assert_eq!(message[0].1 + 1, prompt[0].1, "at {width}×{height}");
    }
}

/// The first hint of a game names moves of its own position, and says Enter only where
/// Enter plays them.
#[test]
fn the_first_hint_names_moves_that_can_be_played() {
    let rook_ending = "4k3/8/8/8/8/8/4P3/R3K3 w Q - 0 1";
    for (settings, hint) in [
        (
            Settings::default(),
            "No moves yet: type one, like e4 or Nf3, and press Enter.",
        ),
        (
            Settings {
                start: Start::Position(fen::read(rook_ending).expect("valid FEN")),
                ..Settings::default()
            },
            "No moves yet: type one, like e4 or Rd1, and press Enter.",
        ),
        (
            Settings {
                instant: true,
                lang: Lang::Ru,
                ..Settings::default()
            },
            "Ходов пока нет: введите ход, например e4 или Кf3; Enter не нужен — ход делается сразу.",
        ),
    ] {
        let app = Bench::new(settings).app;
        let screen = screen_text(&buffer(&app, 120, 40));
        assert!(screen.contains(hint), "{hint} in {screen}");
    }
}

/// The keys that finish a move instant mode has played (` draw`, its marks) are shown beside
/// the empty input line as they are typed, with the move they finish.
#[test]
fn what_finishes_an_instant_move_is_shown_as_it_is_typed() {
    let mut bench = Bench::new(Settings {
        instant: true,
        ..Settings::default()
    });
    bench.typed("e4");
    assert_eq!(bench.sans(), ["e4"]);
    for (typed, shown) in [(" dr", "e4 dr"), ("aw", "e4 draw")] {
        bench.typed(typed);
        let buf = buffer(&bench.app, 80, 24);
        let input = (0..24)
            .map(|y| row_text(&buf, y))
            .find(|row| row.starts_with("> "))
            .expect("the input line");
        assert!(input.contains(shown), "{shown:?} in {input:?}");
    }
}

/// After the end, a word that is no command is answered with what works there, said once:
/// the hint beside the result says the same, and gives way.
#[test]
fn after_the_end_what_works_is_said_once() {
    let mut bench = Bench::standard();
    bench.moves("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7");
    let works = "new, save, analyse, charts, copy or quit";
    let screen = screen_text(&buffer(&bench.app, 80, 24));
    assert_eq!(screen.matches(works).count(), 1, "{screen}");
    bench.enter("Nf6");
    let screen = screen_text(&buffer(&bench.app, 80, 24));
    assert!(screen.contains("the game is over"), "{screen}");
    assert_eq!(screen.matches(works).count(), 1, "{screen}");
}

/// A move refused with a suggestion: the sentence in the status line, and beside the input
/// the move Tab takes. While the text is typed, before Enter, the input says why as well
/// where its line has room; once refused, the status line says why, and only once.
#[test]
fn a_suggestion_beside_the_input() {
    let shut_in = "4k3/8/8/8/2n5/1P1P4/4P3/4KB2 w - - 0 1";
    let mut bench = Bench::from_fen(shut_in, DrawRules::Club);
    bench.enter("Bxc4");
    snapshot("suggestion", &bench.app);
    let mut russian = Bench::new(Settings {
        start: Start::Position(fen::read(shut_in).expect("valid FEN")),
        lang: Lang::Ru,
        ..Settings::default()
    });
    russian.typed("Bxc4");
    let input_row = |bench: &Bench, width: u16, height: u16| {
        let buf = buffer(&bench.app, width, height);
        (0..height)
            .map(|y| row_text(&buf, y))
            .find(|row| row.starts_with("> Bxc4"))
            .expect("the input line")
            .trim_end()
            .to_string()
    };
    let why = "ни один слон не может пойти на c4: может быть, bxc4?  (Tab подставит)";
    let short = " bxc4  (Tab подставит)";
    let wide = input_row(&russian, 120, 40);
    assert!(wide.ends_with(why), "{wide}");
    let narrow = input_row(&russian, 80, 24);
    assert!(narrow.ends_with(short), "{narrow}");
    russian.key(Key::Enter);
    let refused = input_row(&russian, 120, 40);
    assert!(refused.ends_with(short), "{refused}");
    let screen = screen_text(&buffer(&russian.app, 120, 40));
    let said = "ни один слон не может пойти на c4";
    assert_eq!(screen.matches(said).count(), 1, "{screen}");
}

/// Time odds: each clock says its control; Armageddon says what a draw is; the arbiter's
/// question names the player who loses by it.
#[test]
fn time_odds_armageddon_and_the_arbiters_question() {
    let mut bench = Bench::new(Settings {
        control: "5+3 vs 3+2".parse().expect("valid control"),
        armageddon: true,
        ..Settings::default()
    });
    bench.moves("e4 e5").enter("addtime");
    snapshot("odds", &bench.app);
    let buf = buffer(&bench.app, 120, 40);
    for text in [
        "5+3 5:03",
        "3+2 3:02",
        "Armageddon",
        "Black's clock +15 s? White",
    ] {
        assert!(find(&buf, text).is_some(), "{text}: {buf:?}");
    }
}

/// Enter plays `O-O` while `O-O-O` could still be typed: the candidates say so.
#[test]
fn the_candidates_say_which_move_enter_plays() {
    let mut bench = Bench::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", DrawRules::Club);
    bench.typed("O-O");
    let buf = buffer(&bench.app, 80, 24);
    assert!(find(&buf, "O-O  (Enter plays)  O-O-O").is_some(), "{buf:?}");
}

/// At the smallest size the help scrolls, says so, and reaches its last line.
#[test]
fn the_help_scrolls_at_the_smallest_size() {
    let mut bench = Bench::timed("5+3");
    let area = Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT);
    bench.key(Key::F1);
    let viewport = ui::viewport(&bench.app, area);
    assert!(viewport.help_overflow > 0);
    bench.app.update(Message::Viewport(viewport), bench.now);
    let top = draw(&bench.app, MIN_WIDTH, MIN_HEIGHT);
    insta::assert_snapshot!("help_top_smallest", top.backend());
    let mut seen = format!("{:?}", top.backend());
    for _ in 0..viewport.help_overflow + 3 {
        bench.key(Key::Down);
        seen.push_str(&format!(
            "{:?}",
            draw(&bench.app, MIN_WIDTH, MIN_HEIGHT).backend()
        ));
    }
    let bottom = draw(&bench.app, MIN_WIDTH, MIN_HEIGHT);
    insta::assert_snapshot!("help_bottom_smallest", bottom.backend());
    for words in [
        "Ctrl-Z",
        "F1 or ?",
        "Commands",
        "new game: the form",
        "set a clock",
        "5:00 each",
        "board cursor",
    ] {
        assert!(seen.contains(words), "{words} is never shown:\n{seen}");
    }
}

/// Delays say what they do beside the clock of the side to move.
#[test]
fn delays_show_beside_the_running_clock() {
    let mut simple = Bench::timed("15d5");
    simple.wait(1_500);
    let buf = buffer(&simple.app, 120, 40);
    assert!(find(&buf, "15:00 delay 4").is_some(), "{buf:?}");
    let mut bronstein = Bench::timed("15b5");
    bronstein.wait(2_400);
    let buf = buffer(&bronstein.app, 120, 40);
    assert!(find(&buf, "+2 back").is_some(), "{buf:?}");
}

/// Byo-yomi, Canadian byo-yomi and an upcount say beside the clock where a side stands: the
/// periods to come and left, the moves left in the period, the count upward.
#[test]
fn the_overtime_shows_beside_the_clock() {
    let mut byo = Bench::timed("1 byo 3x30s");
    byo.wait(1_000).moves("e4").wait(65_000);
    let buf = buffer(&byo.app, 80, 24);
    assert!(find(&buf, "0:59 then 3 periods").is_some(), "{buf:?}");
    assert!(find(&buf, "0:25 3 periods").is_some(), "{buf:?}");
    let mut russian = russian_timed("1 byo 3x30s");
    russian.wait(1_000).moves("e4").wait(95_000);
    snapshot("byo_yomi_ru", &russian.app);
    let mut canadian = Bench::timed("0.5 canadian 5/1");
    canadian.wait(40_000).moves("e4");
    let buf = buffer(&canadian.app, 80, 24);
    assert!(find(&buf, "0:50 4 moves to go").is_some(), "{buf:?}");
    let mut upcount = Bench::timed("upcount");
    upcount.wait(7_000);
    let buf = buffer(&upcount.app, 80, 24);
    assert!(find(&buf, "↑ 0:07").is_some(), "{buf:?}");
}

#[test]
fn a_terminal_too_small() {
    let app = Bench::standard().app;
    for (width, height) in [(20, 6), (MIN_WIDTH - 1, MIN_HEIGHT)] {
        let terminal = draw(&app, width, height);
        insta::assert_snapshot!(format!("too_small_{width}x{height}"), terminal.backend());
    }
    let timed = Bench::timed("5").app;
    let small = buffer(&timed, 40, 10);
    assert!(
        find(&small, "clocks").is_some(),
        "the message says the clocks are paused"
    );
    let smallest = draw(&app, MIN_WIDTH, MIN_HEIGHT);
    insta::assert_snapshot!(
        format!("smallest_{MIN_WIDTH}x{MIN_HEIGHT}"),
        smallest.backend()
    );
}

fn low_time() -> Bench {
    let mut bench = Bench::timed("5+3");
    bench
        .wait(150_000)
        .moves("e4")
        .wait(20_000)
        .moves("e5")
        .wait(100_000)
        .moves("Nf3")
        .wait(5_000)
        .moves("Nc6")
        .wait(47_700);
    bench
}

// ----- colours and highlights -----

fn theme(app: &App) -> Theme {
    Theme::new(app.settings())
}

/// Every cell of `square` as drawn in an 80×24 screen.
fn square_cells(app: &App, buf: &Buffer, square: Square) -> Vec<ratatui::buffer::Cell> {
    let area = ui::square_area(app, buf.area, square).expect("the board fits");
    area.positions().map(|p| buf[p].clone()).collect()
}

fn assert_background(app: &App, buf: &Buffer, square: Square, expected: Option<Color>) {
    let expected = expected.unwrap_or(Color::Reset);
    for cell in square_cells(app, buf, square) {
        assert_eq!(cell.bg, expected, "background of {square}");
    }
}

#[test]
fn the_last_move_is_highlighted() {
    let mut bench = Bench::standard();
    bench.moves("e4");
    let app = &bench.app;
    let buf = buffer(app, 80, 24);
    let last = theme(app).square(true, Highlight::LastMove.into()).bg;
    assert_background(app, &buf, Square::E2, last);
    assert_background(app, &buf, Square::E4, last);
    assert_background(
        app,
        &buf,
        Square::D2,
        theme(app).square(false, Highlights::NONE).bg,
    );
    assert_background(
        app,
        &buf,
        Square::D1,
        theme(app).square(true, Highlights::NONE).bg,
    );
    assert_ne!(last, theme(app).square(true, Highlights::NONE).bg);
}

#[test]
fn castling_highlights_the_king_squares() {
    let mut bench = Bench::standard();
    bench.moves("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O");
    let app = &bench.app;
    let buf = buffer(app, 120, 40);
    let last = theme(app).square(true, Highlight::LastMove.into()).bg;
    assert_background(app, &buf, Square::E1, last);
    assert_background(app, &buf, Square::G1, last);
}

/// In atomic the last move shows with the squares its explosion cleared in the red of check;
/// a capture in standard chess explodes nothing.
#[test]
fn an_atomic_capture_shows_the_squares_its_explosion_cleared() {
    let mut atomic = variant(Variant::Atomic, Lang::En);
    atomic.moves(ATOMIC_EXPLOSION);
    let app = &atomic.app;
    let buf = buffer(app, 120, 40);
    let check = theme(app).square(true, Highlight::Check.into()).bg;
    for square in [Square::C7, Square::B8, Square::C8] {
        assert_background(app, &buf, square, check);
        assert!(app.game_page().shown_position().piece_at(square).is_none());
    }
    let last = theme(app).square(true, Highlight::LastMove.into()).bg;
    assert_background(app, &buf, Square::B5, last);
    let untouched = theme(app).square(true, Highlights::NONE).bg;
    assert_background(app, &buf, Square::A8, untouched);
    // Back one move, nothing has exploded yet.
    let light = theme(app).square(true, Highlights::NONE).bg;
    let mut before = atomic.copy();
    before.key(Key::Left);
    let buf = buffer(&before.app, 120, 40);
    assert_background(&before.app, &buf, Square::C8, light);
    let mut standard = Bench::standard();
    standard.moves(ATOMIC_EXPLOSION);
    let buf = buffer(&standard.app, 120, 40);
    let dark = theme(app).square(false, Highlights::NONE).bg;
    assert_background(&standard.app, &buf, Square::B8, dark);
}

#[test]
fn the_king_in_check_is_highlighted() {
    let mut bench = Bench::standard();
    bench.moves("e4 e5 Bc4 Nc6 Bxf7+");
    let app = &bench.app;
    let buf = buffer(app, 80, 24);
    let check = theme(app).square(true, Highlight::Check.into()).bg;
    assert_background(app, &buf, Square::E8, check);
    let king = square_cells(app, &buf, Square::E8)
        .into_iter()
        .find(|cell| cell.symbol() == "♚")
        .expect("the king is drawn");
    assert!(king.modifier.contains(Modifier::BOLD));
    assert_eq!(king.fg, Color::Rgb(0, 0, 0));
    let check_word = find(&buf, "check").expect("the status line says check");
    assert_eq!(buf[check_word[0]].fg, Color::Red);
}

#[test]
fn typed_candidates_are_highlighted() {
    let mut bench = Bench::standard();
    bench.typed("N");
    let app = &bench.app;
    let buf = buffer(app, 80, 24);
    let candidate = theme(app).square(true, Highlight::Candidate.into()).bg;
    let origin = theme(app).square(true, Highlight::Origin.into()).bg;
    assert_ne!(origin, candidate);
    for square in [Square::B1, Square::G1] {
        assert_background(app, &buf, square, origin);
    }
    for square in [Square::A3, Square::C3, Square::F3, Square::H3] {
        assert_background(app, &buf, square, candidate);
    }
    assert_ne!(
        square_cells(app, &buf, Square::E3)[0].bg,
        candidate.unwrap_or_default()
    );
    assert!(find(&buf, "Na3 Nc3 Nf3 Nh3").is_some());
}

#[test]
fn pieces_are_bold_in_their_side_s_colour() {
    let app = Bench::standard().app;
    let buf = buffer(&app, 80, 24);
    let white = Color::Rgb(255, 255, 255);
    let black = Color::Rgb(0, 0, 0);
    for (square, colour) in [(Square::E1, white), (Square::D8, black)] {
        let piece = square_cells(&app, &buf, square)
            .into_iter()
            .find(|cell| cell.symbol() != " ")
            .expect("a piece");
        assert_eq!(piece.fg, colour, "{square}");
        assert!(piece.modifier.contains(Modifier::BOLD));
    }
}

#[test]
fn low_time_is_red() {
    let bench = low_time();
    let app = &bench.app;
    assert!(app.game_page().clock().is_low_time(Side::White, app.now()));
    let buf = buffer(app, 80, 24);
    let white_clock = find(&buf, "8.3").expect("White's clock shows tenths");
    for cell in white_clock {
        assert_eq!(buf[cell].fg, Color::Red);
        assert!(buf[cell].modifier.contains(Modifier::BOLD));
    }
    let black_clock = find(&buf, "4:41").expect("Black's clock");
    assert_eq!(buf[black_clock[0]].fg, Color::Reset);
}

#[test]
fn the_cursor_is_a_reversed_cell() {
    let mut bench = Bench::standard();
    bench.typed("Nf3").key(Key::Left);
    let app = &bench.app;
    let buf = buffer(app, 80, 24);
    let cursor = ui::cursor_position(app, buf.area).expect("typing");
    assert_eq!(buf[cursor].symbol(), "3");
    assert!(buf[cursor].modifier.contains(Modifier::REVERSED));
    assert_eq!(row_text(&buf, cursor.y).trim_end().get(..5), Some("> Nf3"));
}

#[test]
fn the_reviewed_move_is_reversed_in_the_move_list() {
    let mut bench = middle_game();
    bench.key(Key::Left).key(Key::Left).key(Key::Left);
    let buf = buffer(&bench.app, 80, 24);
    let reviewed = find(&buf, "Rxh7+").expect("the reviewed move is in sight");
    assert!(
        reviewed
            .iter()
            .all(|&cell| buf[cell].modifier.contains(Modifier::REVERSED))
    );
    let other = find(&buf, "Qc3+").expect("the last move");
    assert!(!buf[other[0]].modifier.contains(Modifier::REVERSED));
}

#[test]
fn the_result_and_questions_stand_out() {
    let mut bench = Bench::standard();
    bench.moves("e4").enter("draw");
    let buf = buffer(&bench.app, 80, 24);
    let offer = find(&buf, "Black offers a draw").expect("the offer");
    let attention = theme(&bench.app).attention();
    assert_eq!(buf[offer[0]].bg, attention.bg.unwrap_or_default());
    bench.key(Key::Char('y'));
    let buf = buffer(&bench.app, 80, 24);
    let result = find(&buf, "½-½ · Draw by agreement").expect("the result");
    assert!(buf[result[0]].modifier.contains(Modifier::BOLD));
    assert_eq!(buf[result[0]].bg, attention.bg.unwrap_or_default());
}

/// Scenes in which every kind of highlight and coloured text appears.
fn colourful_scenes(settings: &Settings) -> Vec<App> {
    let mut scenes = Vec::new();
    let mut check = Bench::new(settings.clone());
    check.moves("e4 e5 Bc4 Nc6 Bxf7+").typed("K");
    scenes.push(check.app.clone());
    check.key(Key::Esc).enter("Kf9");
    scenes.push(check.app.clone());
    let mut low = Bench::new(Settings {
        control: "5+3".parse().expect("valid control"),
        ..settings.clone()
    });
    low.wait(290_000);
    scenes.push(low.app.clone());
    let mut offer = Bench::new(settings.clone());
    offer.moves("e4").enter("draw");
    scenes.push(offer.app.clone());
    offer.key(Key::Char('y'));
    scenes.push(offer.app.clone());
    let mut promotion = Bench::new(Settings {
        start: Start::Position(fen::read("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").expect("FEN")),
        ..settings.clone()
    });
    promotion.enter("e8");
    scenes.push(promotion.app.clone());
    let mut help = Bench::new(settings.clone());
    help.key(Key::F1);
    scenes.push(help.app);
    scenes
}

#[test]
fn without_colour_no_cell_has_a_colour() {
    let settings = Settings {
        depth: ColourDepth::None,
        ..Settings::default()
    };
    for app in colourful_scenes(&settings) {
        for (width, height) in SIZES {
            let buf = buffer(&app, width, height);
            for cell in &buf.content {
                assert_eq!((cell.fg, cell.bg), (Color::Reset, Color::Reset), "{cell:?}");
            }
        }
    }
}

#[test]
fn with_colour_the_same_scenes_do_use_colour() {
    for app in colourful_scenes(&Settings::default()) {
        if app.game_page().mode() == Mode::Help {
            continue; // the help covers the board
        }
        let buf = buffer(&app, 80, 24);
        assert!(buf.content.iter().any(|cell| cell.bg != Color::Reset));
    }
}

#[test]
fn without_colour_highlights_are_brackets_and_reverse_video() {
    let mut bench = Bench::new(Settings {
        depth: ColourDepth::None,
        ..Settings::default()
    });
    bench.moves("e4 e5 Bc4 Nc6 Bxf7+").typed("K");
    let app = &bench.app;
    let buf = buffer(app, 80, 24);
    let text = |square| -> String {
        square_cells(app, &buf, square)
            .iter()
            .map(|cell| cell.symbol().to_string())
            .collect()
    };
    // The last move: brackets around the bishop and its empty square.
    assert!(text(Square::F7).contains("[♗]"), "{}", text(Square::F7));
    assert!(text(Square::C4).contains("[ ]"), "{}", text(Square::C4));
    // The king in check: marks and reverse video.
    assert!(text(Square::E8).contains("!♚!"), "{}", text(Square::E8));
    // The candidates (Ke7, Kxf7): reverse video over the whole square.
    for square in [Square::E7, Square::F7] {
        let cells = square_cells(app, &buf, square);
        assert!(
            cells
                .iter()
                .all(|c| c.modifier.contains(Modifier::REVERSED))
        );
    }
    // Dark squares are dotted, light ones are blank; the sides have their own figurines.
    assert!(text(Square::A3).contains('·'));
    assert!(!text(Square::B3).contains('·'));
    assert!(text(Square::A1).contains('♖') && text(Square::A8).contains('♜'));
}

// ----- any size -----

/// Apps in every mode and state the screen draws differently.
fn every_kind_of_app() -> Vec<App> {
    let mut apps = vec![Bench::standard().app, middle_game().app, low_time().app];
    apps.extend(colourful_scenes(&Settings::default()));
    apps.extend(colourful_scenes(&Settings {
        depth: ColourDepth::None,
        ascii: true,
        flip: Flip::Black,
        ..Settings::default()
    }));
    let mut review = middle_game();
    review.key(Key::Home);
    apps.push(review.app);
    let mut long_input = Bench::standard();
    long_input.typed(&"Кf3 ".repeat(30));
    apps.push(long_input.app);
    let mut pointing = Bench::standard();
    pointing
        .key(Key::Up)
        .key(Key::Up)
        .key(Key::Enter)
        .key(Key::Up);
    apps.push(pointing.app);
    apps
}

#[test]
fn no_panic_at_any_size() {
    // Every size from 0×0 to 130×50 for the start position…
    let start = Bench::standard().app;
    for width in 0..=130 {
        for height in 0..=50 {
            buffer(&start, width, height);
        }
    }
    // …and in steps, with the sizes around the minimum, for every kind of screen.
    let around = |min: u16| [min - 1, min, min + 1];
    let widths: Vec<u16> = (0..=130).step_by(5).chain(around(MIN_WIDTH)).collect();
    let heights: Vec<u16> = (0..=50).step_by(2).chain(around(MIN_HEIGHT)).collect();
    let apps = every_kind_of_app();
    for app in &apps {
        for &width in &widths {
            for &height in &heights {
                buffer(app, width, height);
            }
        }
    }
    for (width, height) in [(0, 0), (1, 1), (20, 6), (1, 50), (130, 1), (400, 120)] {
        for app in &apps {
            draw(app, width, height);
        }
    }
    // The mouse anywhere, on every kind of screen, and beyond its edges.
    for app in &apps {
        for (width, height) in [(MIN_WIDTH, MIN_HEIGHT), (80, 24), (130, 50), (20, 6)] {
            for x in 0..width + 3 {
                for y in 0..height + 3 {
                    let _ = ui::hit(app, screen_area((width, height)), x, y);
                }
            }
        }
        let _ = ui::hit(app, screen_area((80, 24)), u16::MAX, u16::MAX);
    }
}

#[test]
fn the_screen_draws_inside_an_offset_area() {
    let app = middle_game().app;
    let outer = Rect::new(0, 0, 100, 30);
    let mut buf = Buffer::empty(outer);
    app.render(Rect::new(10, 3, 85, 26), &mut buf);
    for y in 0..outer.height {
        for x in 0..outer.width {
            if !Rect::new(10, 3, 85, 26).contains((x, y).into()) {
                assert_eq!(buf[(x, y)].symbol(), " ", "({x}, {y}) is outside");
            }
        }
    }
}

// ----- themes, piece sizes and large clocks -----

/// The sizes at which the pieces are figurines, small figures and large figures.
const PIECE_SIZES: [(&str, (u16, u16)); 3] = [
    ("figurines", (80, 24)),
    ("small", (100, 38)),
    ("large", (132, 54)),
];

/// A game under way with a clock running, a last move and typed candidates, in `theme`.
fn themed_scene(theme: ThemeName, depth: ColourDepth) -> Bench {
    let mut bench = Bench::new(Settings {
        names: ByColor {
            white: "Anna".to_string(),
            black: "Boris".to_string(),
        },
        control: "5+3".parse().expect("valid control"),
        theme,
        depth,
        ..Settings::default()
    });
    bench
        .moves_every(4_000, "e4 e5 Bc4 Nc6 Qh5 Nf6")
        .wait(6_300)
        .typed("Qx");
    bench
}

/// A style as a snapshot shows it: its colours and modifiers.
fn style_name(cell: &ratatui::buffer::Cell) -> String {
    let colour = |colour: Color| match colour {
        Color::Rgb(r, g, b) => format!("#{r:02x}{g:02x}{b:02x}"),
        Color::Indexed(index) => format!("256:{index}"),
        other => format!("{other:?}"),
    };
    format!(
        "fg {} bg {} {:?}",
        colour(cell.fg),
        colour(cell.bg),
        cell.modifier
    )
}

/// The screen as text, then each cell's style as one character (`.` for none), then what
/// each character stands for: a snapshot that records colour.
fn with_styles(buf: &Buffer) -> String {
    const KEYS: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut legend: Vec<String> = Vec::new();
    let mut text = String::new();
    let mut styles = String::new();
    for y in 0..buf.area.height {
        text.push_str(&row_text(buf, y));
        text.push('\n');
        for x in 0..buf.area.width {
            let cell = &buf[(x, y)];
            if (cell.fg, cell.bg, cell.modifier) == (Color::Reset, Color::Reset, Modifier::empty())
            {
                styles.push('.');
                continue;
            }
            let name = style_name(cell);
            let index = legend.iter().position(|n| *n == name).unwrap_or_else(|| {
                legend.push(name);
                legend.len() - 1
            });
            styles.push(KEYS.chars().nth(index).unwrap_or('?'));
        }
        styles.push('\n');
    }
    let legend: String = legend
        .iter()
        .zip(KEYS.chars())
        .map(|(name, key)| format!("{key}: {name}\n"))
        .collect();
    format!("{text}\n{styles}\n{legend}")
}

#[test]
fn every_theme_at_every_piece_size() {
    for theme in ThemeName::ALL {
        let app = themed_scene(theme, ColourDepth::TrueColour).app;
        for (size, (width, height)) in PIECE_SIZES {
            let buf = buffer(&app, width, height);
            insta::assert_snapshot!(format!("theme_{theme}_{size}"), with_styles(&buf));
        }
    }
}

/// The sizes the board is drawn at, from the one most terminals open with: figurines, then
/// tiny, small and large figures.
const BOARD_SIZES: [(u16, u16); 4] = [(80, 24), (100, 32), (120, 40), (200, 60)];

/// Every highlight at once, in `theme`: Black in check from Bb5+ (the last move) and typing
/// `N`, the knight that can block and the squares it can block on.
fn every_highlight(theme: ThemeName) -> Bench {
    let mut bench = Bench::new(Settings {
        theme,
        ..Settings::default()
    });
    bench.moves("e4 d5 Bb5+").typed("N");
    bench
}

/// The board with its labels, cut out of the screen.
fn board_of(app: &App, screen: &Buffer) -> Buffer {
    let corner = |square| ui::square_area(app, screen.area, square).expect("a board");
    let (top_left, bottom_right) = (corner(Square::A8), corner(Square::H1));
    let (left, top) = (top_left.x - 2, top_left.y - 1);
    let area = Rect::new(
        0,
        0,
        bottom_right.right() + 2 - left,
        bottom_right.bottom() + 1 - top,
    );
    let mut board = Buffer::empty(area);
    for (x, y) in (0..area.height).flat_map(|y| (0..area.width).map(move |x| (x, y))) {
        board[(x, y)] = screen[(left + x, top + y)].clone();
    }
    board
}

#[test]
fn the_board_at_every_size_in_every_theme_with_its_colours() {
    for (width, height) in BOARD_SIZES {
        let mut shot = String::new();
        for theme in ThemeName::ALL {
            let app = every_highlight(theme).app;
            let board = board_of(&app, &buffer(&app, width, height));
            shot.push_str(&format!("----- {theme}\n{}", with_styles(&board)));
        }
        insta::assert_snapshot!(format!("board_{width}x{height}"), shot);
    }
}

#[test]
fn where_a_typed_piece_comes_from_differs_from_where_it_goes() {
    for theme in ThemeName::ALL {
        let app = every_highlight(theme).app;
        for (width, height) in BOARD_SIZES {
            let buf = buffer(&app, width, height);
            let look = |square| {
                let cells = square_cells(&app, &buf, square);
                let corner = &cells[0];
                (corner.symbol().to_string(), corner.bg, corner.modifier)
            };
            // The knight on b8 can block on c6 and d7; the king on e8 is in check and b5
            // is where the last move went.
            let (from, to) = (look(Square::B8), look(Square::C6));
            assert_eq!(to, look(Square::D7), "{theme} at {width}×{height}");
            for other in [
                to.clone(),
                look(Square::E8),
                look(Square::B5),
                look(Square::A8),
            ] {
                assert_ne!(from, other, "{theme} at {width}×{height}");
            }
            assert_ne!(to, look(Square::B5), "{theme} at {width}×{height}");
            assert_ne!(to, look(Square::E8), "{theme} at {width}×{height}");
        }
    }
}

#[test]
fn themes_degrade_to_256_and_16_colours() {
    for depth in [ColourDepth::Ansi256, ColourDepth::Ansi16] {
        let app = themed_scene(ThemeName::Green, depth).app;
        let buf = buffer(&app, 100, 38);
        let name = depth.name().replace(' ', "_");
        insta::assert_snapshot!(format!("theme_green_small_{name}"), with_styles(&buf));
        for cell in &buf.content {
            for colour in [cell.fg, cell.bg] {
                match depth {
                    ColourDepth::Ansi256 => assert!(!matches!(colour, Color::Rgb(..))),
                    _ => assert!(!matches!(colour, Color::Rgb(..) | Color::Indexed(_))),
                }
            }
        }
    }
}

/// The cells of a square that a figure covers: those with a half or full block.
fn figure_cells(app: &App, buf: &Buffer, square: Square) -> Vec<ratatui::buffer::Cell> {
    square_cells(app, buf, square)
        .into_iter()
        .filter(|cell| ["▀", "▄", "█"].contains(&cell.symbol()))
        .collect()
}

#[test]
fn figures_are_drawn_in_their_side_s_ink_white_open_and_black_solid() {
    let mut bench = themed_scene(ThemeName::Brown, ColourDepth::TrueColour);
    bench.key(Key::Esc);
    let app = &bench.app;
    let theme = theme(app);
    let white = Color::Rgb(255, 255, 255);
    let black = Color::Rgb(0, 0, 0);
    for (width, height) in [(100, 38), (132, 54), (300, 100)] {
        let buf = buffer(app, width, height);
        for (square, ink) in [(Square::E1, white), (Square::E8, black)] {
            let cells = figure_cells(app, &buf, square);
            assert!(cells.len() >= 8, "{square} at {width}×{height}");
            assert!(cells.iter().all(|cell| cell.fg == ink), "{square}");
        }
        // Every figure cell of a square keeps its background: the square shows through
        // White's open figures, and around Black's.
        let light = theme.square(true, Highlights::NONE).bg;
        assert!(
            figure_cells(app, &buf, Square::D1)
                .iter()
                .all(|cell| Some(cell.bg) == light)
        );
        // White's king is open, Black's solid: far fewer full blocks in White's.
        let full = |square| {
            square_cells(app, &buf, square)
                .iter()
                .filter(|cell| cell.symbol() == "█")
                .count()
        };
        let (open, solid) = (full(Square::E1), full(Square::E8));
        assert!(open * 2 < solid, "{open} and {solid} at {width}×{height}");
    }
}

#[test]
fn highlights_show_around_figures() {
    let bench = themed_scene(ThemeName::Blue, ColourDepth::TrueColour);
    let app = &bench.app;
    let buf = buffer(app, 132, 54);
    let theme = theme(app);
    // Nf6 was the last move; Qxf7 and Qxe5 are candidates.
    let last = theme.square(true, Highlight::LastMove.into()).bg;
    let candidate = theme.square(true, Highlight::Candidate.into()).bg;
    assert_background(app, &buf, Square::G8, last);
    for cell in square_cells(app, &buf, Square::F6) {
        assert_eq!(Some(cell.bg), last);
    }
    for square in [Square::F7, Square::E5] {
        for cell in square_cells(app, &buf, square) {
            assert_eq!(Some(cell.bg), candidate, "{square}");
        }
    }
    // Without colour: marks in the corners of the squares, reverse video for candidates.
    let mono = themed_scene(ThemeName::Mono, ColourDepth::TrueColour).app;
    let buf = buffer(&mono, 132, 54);
    let area = ui::square_area(&mono, buf.area, Square::F6).expect("fits");
    assert_eq!(buf[(area.left(), area.top())].symbol(), "[");
    assert_eq!(buf[(area.right() - 1, area.bottom() - 1)].symbol(), "]");
    for cell in square_cells(&mono, &buf, Square::F7) {
        assert!(cell.modifier.contains(Modifier::REVERSED));
    }
}

#[test]
fn big_clocks_when_there_is_room() {
    let bench = low_time();
    let app = &bench.app;
    // At 80×24 the clocks keep their line; at 120×40 they have large digits.
    let small = buffer(app, 80, 24);
    assert!(find(&small, "8.3").is_some());
    let big = draw(app, 120, 40);
    insta::assert_snapshot!("big_clocks_low_time_120x40", big.backend());
    let buf = buffer(app, 120, 40);
    let digits = buf
        .content
        .iter()
        .filter(|cell| cell.symbol() == "█")
        .count();
    assert!(digits >= 2 * 40, "large digits: {digits} full blocks");
    // White's clock runs with little time: a red face; Black's stands, dim.
    let theme = theme(app);
    let red_face = theme.clock_face(Ticking::Running, TimeLeft::Short);
    let face_cells = buf
        .content
        .iter()
        .filter(|cell| Some(cell.bg) == red_face.bg)
        .count();
    assert!(face_cells >= 3 * 20, "{face_cells} cells of the red face");
    let dim_digits = buf
        .content
        .iter()
        .filter(|cell| cell.symbol() == "█" && cell.modifier.contains(Modifier::DIM))
        .count();
    assert!(dim_digits >= 10, "Black's standing clock is dim");
}

#[test]
fn the_running_clock_has_a_lit_face_in_every_theme() {
    for theme_name in ThemeName::ALL {
        let mut bench = Bench::new(Settings {
            control: "5+3".parse().expect("valid control"),
            theme: theme_name,
            ..Settings::default()
        });
        bench.wait(3_000);
        let buf = buffer(&bench.app, 120, 40);
        let face = theme(&bench.app).clock_face(Ticking::Running, TimeLeft::Enough);
        let lit = buf
            .content
            .iter()
            .filter(|cell| match face.bg {
                Some(bg) => cell.bg == bg,
                None => cell.modifier.contains(Modifier::REVERSED),
            })
            .count();
        assert!(lit >= 30, "{theme_name}: {lit}");
    }
}

#[test]
fn big_clocks_of_an_untimed_game_count_the_time_used() {
    let mut bench = Bench::standard();
    bench.wait(75_000);
    let buf = buffer(&bench.app, 120, 40);
    assert!(find(&buf, "1:15 used").is_some());
    let digits = buf
        .content
        .iter()
        .filter(|cell| cell.symbol() == "█")
        .count();
    assert!(digits >= 2 * 40, "large digits: {digits} full blocks");
}

// ----- pointing: the mouse through the layout the screen is drawn with -----

/// A screen of `width` × `height` cells.
fn screen_area((width, height): (u16, u16)) -> Rect {
    Rect::new(0, 0, width, height)
}

impl Bench {
    /// What the mouse does at the cell (`x`, `y`) of a screen of `size`, handed over as the
    /// terminal layer does: with what the screen shows there.
    fn mouse(
        &mut self,
        size: (u16, u16),
        (x, y): (u16, u16),
        what: fn(Option<Target>) -> Pointer,
    ) -> &mut Bench {
        let target = ui::hit(&self.app, screen_area(size), x, y);
        self.app.update(Message::Pointer(what(target)), self.now);
        self
    }

    /// A click (press and release) on the cell (`x`, `y`).
    fn click_at(&mut self, size: (u16, u16), cell: (u16, u16)) -> &mut Bench {
        self.mouse(size, cell, Pointer::Press)
            .mouse(size, cell, Pointer::Release)
    }

    /// A click on `square`, at the cell `pick` chooses among its cells.
    fn click_square(
        &mut self,
        size: (u16, u16),
        square: Square,
        pick: fn(Rect) -> (u16, u16),
    ) -> &mut Bench {
        let area = ui::square_area(&self.app, screen_area(size), square).expect("the board fits");
        self.click_at(size, pick(area))
    }
}

/// The middle cell of a square.
fn middle(area: Rect) -> (u16, u16) {
    (area.x + area.width / 2, area.y + area.height / 2)
}

/// The bottom right cell of a square.
fn corner(area: Rect) -> (u16, u16) {
    (area.right() - 1, area.bottom() - 1)
}

/// Sizes with every piece size: figurines on the smallest squares and on larger ones, small
/// figures, large ones, and large ones at twice their size.
const POINTING_SIZES: [(u16, u16); 5] = [
    (MIN_WIDTH, MIN_HEIGHT),
    (80, 24),
    (100, 38),
    (132, 54),
    (300, 100),
];

#[test]
fn every_cell_of_a_square_and_only_those_point_at_it_at_every_size_either_way_up() {
    for size in POINTING_SIZES {
        for flip in [Flip::White, Flip::Black] {
            let app = Bench::new(Settings {
                flip,
                ..Settings::default()
            })
            .app;
            let area = screen_area(size);
            let mut expected = vec![None; usize::from(size.0) * usize::from(size.1)];
            for square in Square::ALL {
                let cells = ui::square_area(&app, area, square).expect("the board fits");
                for cell in cells.positions() {
                    expected[usize::from(cell.y) * usize::from(size.0) + usize::from(cell.x)] =
                        Some(Target::Square(square));
                }
            }
            for cell in area.positions() {
                let hit = ui::hit(&app, area, cell.x, cell.y);
                let want =
                    expected[usize::from(cell.y) * usize::from(size.0) + usize::from(cell.x)];
                if want.is_some() || matches!(hit, Some(Target::Square(_))) {
                    assert_eq!(hit, want, "({}, {}) at {size:?}, {flip:?}", cell.x, cell.y);
                }
            }
        }
    }
    // Too small for the game: nothing to point at.
    let app = Bench::standard().app;
    assert_eq!(
        ui::hit(&app, screen_area((MIN_WIDTH - 1, MIN_HEIGHT)), 10, 5),
        None
    );
}

#[test]
fn e4_and_nf6_by_clicks_at_every_piece_size_either_way_up() {
    for size in POINTING_SIZES {
        for flip in [Flip::White, Flip::Black, Flip::Auto] {
            let mut bench = Bench::new(Settings {
                flip,
                ..Settings::default()
            });
            bench
                .click_square(size, Square::E2, middle)
                .click_square(size, Square::E4, corner)
                .click_square(size, Square::G8, corner)
                .click_square(size, Square::F6, middle);
            assert_eq!(bench.sans(), ["e4", "Nf6"], "at {size:?}, {flip:?}");
        }
    }
}

#[test]
fn a_piece_is_dragged_through_the_screen_and_dropped() {
    for size in POINTING_SIZES {
        let mut bench = Bench::new(Settings {
            flip: Flip::Black,
            ..Settings::default()
        });
        let area = screen_area(size);
        let from = middle(ui::square_area(&bench.app, area, Square::G1).expect("fits"));
        let to = corner(ui::square_area(&bench.app, area, Square::F3).expect("fits"));
        bench.mouse(size, from, Pointer::Press);
        for x in from.0.min(to.0)..=from.0.max(to.0) {
            bench.mouse(size, (x, from.1), Pointer::Drag);
        }
        bench.mouse(size, to, Pointer::Drag);
        let preview = bench
            .app
            .game_page()
            .pointer_preview(bench.app.lang())
            .expect("the knight is picked up");
        assert_eq!((preview.text.as_str(), preview.whole), ("Nf3", true));
        bench.mouse(size, to, Pointer::Release);
        assert_eq!(bench.sans(), ["Nf3"], "at {size:?}");
    }
}

#[test]
fn the_promotion_picker_takes_a_click_on_its_pieces_at_every_size() {
    for size in POINTING_SIZES {
        let mut bench = Bench::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", DrawRules::Club);
        bench
            .click_square(size, Square::E7, middle)
            .click_square(size, Square::E8, middle);
        assert!(matches!(
            bench.app.game_page().mode(),
            Mode::Promotion { .. }
        ));
        let buf = buffer(&bench.app, size.0, size.1);
        let knight = find(&buf, "♘ Knight")
            .or_else(|| find(&buf, "♘ N"))
            .unwrap_or_else(|| panic!("the picker shows the knight at {size:?}"));
        // On the figurine and on the last letter of the name.
        let cell = knight[0];
        let mut on_the_name = bench.copy();
        on_the_name.click_at(size, knight[knight.len() - 1]);
        assert_eq!(on_the_name.sans(), ["e8=N"], "at {size:?}");
        bench.click_at(size, cell);
        assert_eq!(bench.sans(), ["e8=N"], "at {size:?}");
    }
}

#[test]
fn a_click_on_a_move_in_the_list_shows_that_move() {
    let mut bench = middle_game();
    // On the wide terminals, these moves are in the list's second column.
    for size in SIZES.into_iter().chain(WIDE_SIZES) {
        let buf = buffer(&bench.app, size.0, size.1);
        for san in ["Rxh7+", "Qc3+", "Kd6"] {
            let cells = find(&buf, san).unwrap_or_else(|| panic!("{san} in the list"));
            let index = bench
                .sans()
                .iter()
                .position(|played| played == san)
                .expect("played");
            bench.key(Key::End).click_at(size, cells[1]);
            let shown = Some(index + 1).filter(|&shown| shown < bench.app.game_page().sans().len());
            assert_eq!(
                bench.app.game_page().review().shown(),
                shown,
                "{san} at {size:?}"
            );
        }
    }
}

#[test]
fn the_help_closes_on_a_click_on_its_last_line() {
    let mut bench = Bench::standard();
    bench.key(Key::F1);
    let buf = buffer(&bench.app, 120, 40);
    let heading = find(&buf, "Mouse and board cursor").expect("the help says how to point");
    bench.click_at((120, 40), heading[0]);
    assert_eq!(bench.app.game_page().mode(), Mode::Help);
    let closing = find(&buf, "Esc closes the help").expect("the closing line");
    bench.click_at((120, 40), closing[0]);
    assert_eq!(bench.app.game_page().mode(), Mode::Play);
}

#[test]
fn a_selected_piece_with_its_targets() {
    let mut bench = Bench::standard();
    bench.moves("e4 e5");
    let size = (120, 40);
    bench.click_square(size, Square::G1, middle);
    let f3 = middle(ui::square_area(&bench.app, screen_area(size), Square::F3).expect("fits"));
    bench.mouse(size, f3, Pointer::Hover);
    snapshot("selected", &bench.app);
    let app = &bench.app;
    for (width, height) in SIZES {
        let buf = buffer(app, width, height);
        let candidate = |light| theme(app).square(light, Highlight::Candidate.into()).bg;
        let picked_up = theme(app).square(true, Highlight::Origin.into()).bg;
        assert_background(app, &buf, Square::G1, picked_up);
        for square in [Square::F3, Square::H3, Square::E2] {
            assert_background(app, &buf, square, candidate(square.is_light()));
        }
        assert_ne!(
            square_cells(app, &buf, Square::E1)[0].bg,
            candidate(true).unwrap_or_default()
        );
        let line = row_text(&buf, height - 2);
        assert!(line.starts_with("> Nf3"), "{line}");
        assert!(line.contains("(click plays)"), "{line}");
    }
}

#[test]
fn the_board_cursor_with_a_piece_picked_up() {
    let mut bench = Bench::standard();
    for key in [Key::Up, Key::Up, Key::Enter, Key::Up, Key::Up] {
        bench.key(key);
    }
    snapshot("board_cursor", &bench.app);
    let buf = buffer(&bench.app, 132, 54);
    insta::assert_snapshot!("board_cursor_large", with_styles(&buf));
    let e4 = ui::square_area(&bench.app, buf.area, Square::E4).expect("fits");
    assert_eq!(buf[(e4.x, e4.y)].symbol(), "╭");
    assert_eq!(buf[(e4.right() - 1, e4.bottom() - 1)].symbol(), "╯");
    let small = buffer(&bench.app, 80, 24);
    let e4 = ui::square_area(&bench.app, small.area, Square::E4).expect("fits");
    let (x, y) = middle(e4);
    assert_eq!(
        (small[(x - 1, y)].symbol(), small[(x + 1, y)].symbol()),
        (">", "<")
    );
    assert!(find(&small, "board cursor on e4").is_some());
    assert!(find(&small, "> e4").is_some());
}

// ----- pictures for the README and the manual -----

/// The pictures in `assets/`: the start at 80×24 and a game under way at 80×24, 100×32 and
/// 120×40, in the green and the brown theme, and a long game on a wide terminal, each with
/// its file name and title.
fn pictures() -> Vec<(String, String)> {
    let mut pictures = Vec::new();
    for theme in [ThemeName::Green, ThemeName::Brown] {
        let settings = Settings {
            names: ByColor {
                white: "Anna".to_string(),
                black: "Boris".to_string(),
            },
            control: "5+3".parse().expect("valid control"),
            theme,
            ..Settings::default()
        };
        let start = Bench::new(settings.clone());
        let buf = buffer(&start.app, 80, 24);
        pictures.push((
            format!("start-80x24-{theme}.svg"),
            ui::svg::render(
                &buf,
                &format!("hotseat at 80×24, the {theme} theme: a new game"),
            ),
        ));
        let mut game = Bench::new(settings);
        game.moves_every(
            7_000,
            "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3",
        )
        .wait(9_400)
        .typed("O");
        for (width, height) in [(80, 24), (100, 32), (120, 40)] {
            let buf = buffer(&game.app, width, height);
            pictures.push((
                format!("game-{width}x{height}-{theme}.svg"),
                ui::svg::render(
                    &buf,
                    &format!(
                        "hotseat at {width}×{height}, the {theme} theme: a Ruy Lopez, \
                         Black typing O"
                    ),
                ),
            ));
        }
    }
    let mut long = Bench::new(Settings {
        names: ByColor {
            white: "Carlsen".to_string(),
            black: "Grischuk".to_string(),
        },
        control: "15+10".parse().expect("valid control"),
        theme: ThemeName::Green,
        ..Settings::default()
    });
    long.moves_every(9_000, LONG_GAME).wait(4_200);
    pictures.push((
        "game-200x60-green.svg".to_string(),
        ui::svg::render(
            &buffer(&long.app, 200, 60),
            "hotseat at 200×60, the green theme: a long game, its moves in columns",
        ),
    ));
    // The same game, its moves taking their own times, in charts after the end.
    let mut charted = Bench::new(Settings {
        names: long.app.settings().names.clone(),
        control: "15+10".parse().expect("valid control"),
        theme: ThemeName::Green,
        ..Settings::default()
    });
    for (index, m) in LONG_GAME.split_whitespace().enumerate() {
        let seconds = [4, 31, 12, 7, 58, 2, 19, 9, 83, 5, 14][index % 11];
        charted.wait(seconds * 1_000).enter(m);
    }
    charted.enter("resign").enter("y");
    for _ in 0..9 {
        charted.key(Key::Left);
    }
    charted.enter("charts");
    for (width, height) in [(80, 24), (200, 60)] {
        pictures.push((
            format!("charts-{width}x{height}-green.svg"),
            ui::svg::render(
                &buffer(&charted.app, width, height),
                &format!(
                    "hotseat at {width}×{height}: the game in charts after the end, a move \
                     viewed in review"
                ),
            ),
        ));
    }
    pictures
}

#[test]
fn the_readme_pictures_are_up_to_date() {
    assert_pictures_up_to_date(pictures(), "cargo test --test screen pictures");
}

// ----- the screen in Russian -----

/// A bench whose screen speaks Russian.
fn russian(settings: Settings) -> Bench {
    Bench::new(Settings {
        lang: Lang::Ru,
        ..settings
    })
}

/// The Ruy Lopez to move 10, with both castlings' worth of notation: Russian piece letters
/// and `0-0` on the screen.
const RUY_LOPEZ: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7";

fn russian_game() -> Bench {
    let mut bench = russian(Settings {
        control: "5+3".parse().expect("valid control"),
        names: ByColor {
            white: "Анна".to_string(),
            black: "Борис".to_string(),
        },
        ..Settings::default()
    });
    bench.moves_every(2_500, RUY_LOPEZ).wait(1_300);
    bench
}

#[test]
fn russian_start() {
    let bench = russian(Settings::default());
    let buf = buffer(&bench.app, 80, 24);
    assert!(find(&buf, "Белые: ваш ход").is_some());
    assert!(find(&buf, "Ходов пока нет").is_some());
    snapshot("ru_start", &bench.app);
}

#[test]
fn a_russian_game_in_progress_writes_russian_notation() {
    let bench = russian_game();
    for (width, height) in SIZES {
        let buf = buffer(&bench.app, width, height);
        for written in [
            "2. Кf3", "Кc6", "3. Сb5", "5. 0-0", "Сe7", "6. Лe1", "9. h3",
        ] {
            assert!(
                find(&buf, written).is_some(),
                "no {written} at {width}×{height}"
            );
        }
        for english in ["Nf3", "Bb5", "O-O", "Re1", "to move"] {
            assert!(
                find(&buf, english).is_none(),
                "{english} at {width}×{height}"
            );
        }
        assert!(find(&buf, "Анна (белые): ваш ход").is_some());
    }
    snapshot("ru_game", &bench.app);
}

#[test]
fn a_russian_result() {
    let mut bench = russian(Settings::default());
    bench.moves("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7");
    let buf = buffer(&bench.app, 80, 24);
    assert!(find(&buf, "1-0 · мат, белые выиграли").is_some());
    snapshot("ru_end_checkmate", &bench.app);
}

#[test]
fn a_russian_question() {
    let mut bench = russian(Settings::default());
    bench.moves("e4 e5 Nf3").enter("назад");
    let buf = buffer(&bench.app, 80, 24);
    assert!(find(&buf, "Взять назад 2. Кf3? Чёрные, вы согласны?").is_some());
    snapshot("ru_takeback_question", &bench.app);
}

#[test]
fn a_russian_error() {
    let mut bench = russian(Settings::default());
    bench.enter("Крe2");
    let buf = buffer(&bench.app, 80, 24);
    assert!(find(&buf, "ни один король не может пойти на e2").is_some());
    snapshot("ru_error", &bench.app);
}

/// The screen rows joined into one line, blanks squeezed: a sentence wrapped over rows
/// reads whole.
fn screen_text(buf: &Buffer) -> String {
    let rows: Vec<String> = (0..buf.area.height).map(|y| row_text(buf, y)).collect();
    rows.join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// A scene for the layout check: where it starts, the lines typed, the keys pressed after,
/// and the sentences (message id, side) that must be on the screen whole.
struct Scene {
    fen: Option<&'static str>,
    lines: &'static [&'static str],
    keys: &'static [Key],
    sentences: &'static [(&'static str, &'static str)],
}

/// Russian is longer than English. In every scene at 80×24, each sentence of the status
/// lines and the footer is on the screen whole in both languages, and the help needs no more
/// scrolling in Russian than in English.
#[test]
fn russian_text_is_never_cut_at_80_by_24() {
    let scene = |lines, keys, sentences| Scene {
        fen: None,
        lines,
        keys,
        sentences,
    };
    let scenes = [
        scene(&[], &[], &[("footer-play", "")]),
        scene(
            &["e4", "e5", "Bc4", "Nc6", "Bxf7+"],
            &[],
            &[("state-check", "")],
        ),
        scene(&["e4", "undo"], &[], &[("footer-confirm", "")]),
        scene(&["e4", "resign"], &[], &[("question-resign", "black")]),
        scene(&["e4"], &[Key::CtrlC], &[("question-quit-saved", "")]),
        scene(
            &["e4", "draw"],
            &[],
            &[("question-draw-offer", "black"), ("footer-offer", "")],
        ),
        scene(
            &["f3", "e5", "g4", "Qh4"],
            &[],
            &[("state-over-hint", ""), ("footer-over", "")],
        ),
        scene(
            &["pause"],
            &[],
            &[("notice-paused", ""), ("footer-paused", "")],
        ),
        scene(
            &[
                "e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8",
            ],
            &[],
            &[],
        ),
        Scene {
            fen: Some("8/4P3/8/8/8/8/k7/4K3 w - - 0 1"),
            lines: &["e8"],
            keys: &[],
            sentences: &[("footer-promotion", "")],
        },
    ];
    for lang in Lang::ALL {
        for scene in &scenes {
            let mut bench = Bench::new(Settings {
                lang,
                control: "5+3".parse().expect("valid control"),
                start: scene.fen.map_or(Start::Usual(Variant::Standard), |text| {
                    Start::Position(fen::read(text).expect("valid FEN"))
                }),
                ..Settings::default()
            });
            for line in scene.lines {
                bench.enter(line);
            }
            for &key in scene.keys {
                bench.key(key);
            }
            let text = screen_text(&buffer(&bench.app, 80, 24));
            for (id, side) in scene.sentences {
                let mut args = fluent_bundle::FluentArgs::new();
                args.set("side", *side);
                let sentence = i18n::text(lang, id, Some(&args));
                let sentence = sentence.split_whitespace().collect::<Vec<_>>().join(" ");
                assert!(
                    text.contains(&sentence),
                    "{lang} {:?}: {sentence:?} is cut:\n{text}",
                    scene.lines
                );
            }
            if let Some(outcome) = bench.app.game_page().outcome() {
                let line = i18n::Describe::describe(&outcome, lang);
                assert!(text.contains(&line), "{lang}: {line:?} is cut:\n{text}");
            }
        }
    }
    let help_overflow = |lang| {
        let mut bench = Bench::new(Settings {
            lang,
            control: "40/90+30,30+30".parse().expect("valid control"),
            ..Settings::default()
        });
        bench.key(Key::F1);
        ui::viewport(&bench.app, Rect::new(0, 0, 80, 24)).help_overflow
    };
    let (english, russian) = (help_overflow(Lang::En), help_overflow(Lang::Ru));
    assert!(
        russian <= english,
        "the Russian help scrolls {russian} rows, the English {english}"
    );
}

// ----- a read-only look, and the help's tables and values -----

/// A game another hotseat plays, looked at here as its file held it at 13:18 on 30 November
/// 2026, after a move was refused.
fn read_only_look(lang: Lang) -> Bench {
    let mut playing = Bench::new(Settings {
        lang,
        control: "5+3".parse().expect("valid control"),
        ..Settings::default()
    });
    playing.moves("e4 e5 Nf3");
    let saved_at = std::time::UNIX_EPOCH + Duration::from_secs(1_796_044_680);
    let mut bench = Bench::of(
        App::reviewing(
            playing.app.settings().clone(),
            playing.app.game_page().timed().clone(),
            Some(saved_at),
            7,
            playing.now,
        ),
        playing.now,
    );
    bench.enter("resign");
    bench
}

/// The look says once what it is and when the game shown was saved, refuses in a sentence of
/// its own, and its footer offers only what works there.
#[test]
fn a_read_only_look_says_once_what_it_shows_and_offers_what_works() {
    for (lang, status, refused, footer) in [
        (
            Lang::En,
            "Read-only: the game as saved at 2026-11-30 13:18 UTC; new starts a game of your own",
            "nothing changes here: the game is only looked at",
            "←/→ step · F4 analyse · flip · save FILE · F2 new game · quit · ? help",
        ),
        (
            Lang::Ru,
            "Только просмотр: партия, как она была сохранена 2026-11-30 13:18 UTC; новая — \
             начать свою",
            "здесь ничего не меняется: партию только смотрят",
            "←/→ просмотр · F4 анализ · перевернуть · сохранить ФАЙЛ · F2 новая · выход",
        ),
    ] {
        let bench = read_only_look(lang);
        for (width, height) in SIZES {
            let buf = buffer(&bench.app, width, height);
            let text = screen_text(&buf);
            for part in [status, refused] {
                assert_eq!(text.matches(part).count(), 1, "{lang}: {part:?} in {text}");
            }
            let own = i18n::text(lang, "notice-read-only-refused", None);
            assert_eq!(text.matches(own.as_str()).count(), 1, "{text}");
            assert_eq!(row_text(&buf, height - 1).trim_end(), footer);
        }
    }
    snapshot("read_only_look", &read_only_look(Lang::En).app);
    snapshot("ru_read_only_look", &read_only_look(Lang::Ru).app);
}

/// Where a table's meanings start on the help drawn in `buf`: for each name of `rows`, found
/// after a blank and followed by two blanks or more and the first word of its meaning, how
/// many columns after the name's start the meaning starts.
fn meaning_columns(buf: &Buffer, rows: &[(String, String)]) -> Vec<(String, Option<usize>)> {
    let lines: Vec<Vec<String>> = (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect()
        })
        .collect();
    rows.iter()
        .map(|(name, meaning)| {
            let name: Vec<String> = name.chars().map(String::from).collect();
            let first_word = meaning.split_whitespace().next().unwrap_or("");
            let column = lines.iter().find_map(|line| {
                let start = (1..line.len())
                    .find(|&x| line[x - 1] == " " && line[x..].starts_with(&name))?;
                let after = start + name.len();
                let gap = line[after..].iter().take_while(|c| *c == " ").count();
                let meaning_at = after + gap;
                let found: String = line[meaning_at..].concat();
                (gap >= 2 && found.starts_with(first_word)).then_some(meaning_at - start)
            });
            (name.concat(), column)
        })
        .collect()
}

/// The help's tables give their names a column as wide as the longest of them, in both
/// languages at every size (`претензия [ХОД]` and `сохранить [ФАЙЛ]` push nothing out):
/// every meaning of the commands and of the keys starts the same distance from its name's
/// start, two columns past the longest name.
#[test]
fn the_help_tables_fit_their_longest_names() {
    for lang in Lang::ALL {
        let commands: Vec<(String, String)> = hotseat::app::COMMANDS
            .iter()
            .map(|command| (command.usage(lang), command.meaning(lang)))
            .collect();
        let key = |id: &str| i18n::text(lang, id, None);
        let keys: Vec<(String, String)> = [
            ("Enter".to_string(), key("key-enter")),
            ("Tab".to_string(), key("key-tab")),
            ("Esc".to_string(), key("key-esc")),
            ("PgUp/PgDn".to_string(), key("key-page")),
            (key("key-f1"), key("key-help")),
            ("Ctrl-Z".to_string(), key("key-suspend")),
        ]
        .into();
        for (width, height) in [(52, 90), (80, 24), (100, 40), (120, 40), (200, 60)] {
            let mut bench = Bench::new(Settings {
                lang,
                ..Settings::default()
            });
            bench.key(Key::F1);
            // Where the help scrolls, each row is looked for down to the help's last line.
            let viewport = ui::viewport(&bench.app, Rect::new(0, 0, width, height));
            bench.app.update(Message::Viewport(viewport), bench.now);
            let mut pages = vec![buffer(&bench.app, width, height)];
            for _ in 0..viewport.help_overflow {
                bench.key(Key::Down);
                pages.push(buffer(&bench.app, width, height));
            }
            let buf = &pages[0];
            for table in [&commands, &keys] {
                let longest = table
                    .iter()
                    .map(|(name, _)| name.chars().count())
                    .max()
                    .unwrap_or(0);
                let columns: Vec<(String, Option<usize>)> = table
                    .iter()
                    .enumerate()
                    .map(|(row, (name, _))| {
                        let column = pages
                            .iter()
                            .find_map(|page| meaning_columns(page, table)[row].1);
                        (name.clone(), column)
                    })
                    .collect();
                for (name, column) in &columns {
                    assert_eq!(
                        *column,
                        Some(longest + 2),
                        "{lang} at {width}×{height}: the meaning of {name}:\n{}",
                        (0..height)
                            .map(|y| row_text(buf, y))
                            .collect::<Vec<_>>()
                            .join("\n")
                    );
                }
            }
        }
    }
}

/// The help's account of this game is in the words of the screen: in Russian, an untimed
/// game and the draw rules are Russian words, not the values typed on the command line.
#[test]
fn the_help_names_this_games_rules_in_the_language_of_the_screen() {
    for (rules, control, said) in [
        (
            DrawRules::Fide,
            "none",
            ["Без контроля времени", "Правила ничьей: ФИДЕ"],
        ),
        (
            DrawRules::Club,
            "5+3",
            ["Контроль времени 5+3", "Правила ничьей: клубные"],
        ),
    ] {
        let mut bench = russian(Settings {
            control: control.parse().expect("valid control"),
            draw_rules: rules,
            ..Settings::default()
        });
        bench.key(Key::F1);
        let text = screen_text(&buffer(&bench.app, 120, 40));
        for words in said {
            assert!(text.contains(words), "{words:?} in {text}");
        }
        for english in ["none", "club", "fide"] {
            assert!(!text.contains(english), "{english} in {text}");
        }
    }
    let mut bench = Bench::new(Settings {
        draw_rules: DrawRules::Fide,
        ..Settings::default()
    });
    bench.key(Key::F1);
    let text = screen_text(&buffer(&bench.app, 120, 40));
    assert!(text.contains("Time control none") && text.contains("Draw rules fide"));
}

/// The help's account of an Armageddon game says that a draw is Black's win, under the
/// heading of this game, in the screen's language.
#[test]
fn the_help_of_an_armageddon_game_says_how_a_draw_is_scored() {
    for (lang, heading, said) in [
        (Lang::En, "This game", "Armageddon: a draw is Black's win"),
        (Lang::Ru, "Эта партия", "армагеддон: ничья — победа чёрных"),
    ] {
        for armageddon in [true, false] {
            let mut bench = Bench::new(Settings {
                lang,
                armageddon,
                control: "5+3".parse().expect("valid control"),
                ..Settings::default()
            });
            bench.key(Key::F1);
            let text = screen_text(&buffer(&bench.app, 120, 40));
            let game_part: Vec<&str> = text
                .lines()
                .skip_while(|line| !line.contains(heading))
                .take(7)
                .collect();
            assert!(!game_part.is_empty(), "{heading:?} in:\n{text}");
            let told = game_part.iter().any(|line| line.contains(said));
            assert_eq!(told, armageddon, "{lang}, {armageddon}:\n{text}");
        }
    }
}

/// A win that its file gives no reason for (no `Termination` tag) is shown as the result
/// alone: nobody is said to have resigned.
#[test]
fn a_win_without_a_recorded_reason_is_shown_as_the_result_alone() {
    let dir = std::env::temp_dir().join(format!("hotseat-screen-won-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("won.pgn");
    std::fs::write(&path, "[Result \"1-0\"]\n\n1. d4 d5 2. c4 1-0\n").expect("a file");
    for (lang, shown) in [
        (Lang::En, "1-0 · White won"),
        (Lang::Ru, "1-0 · белые выиграли"),
    ] {
        let saved = hotseat::store::load(&path, 1, DrawRules::Club).expect("the game opens");
        let settings = Settings {
            lang,
            ..Settings::default()
        };
        let app = App::with_game(settings, saved.timed, 7, Instant::now());
        let text = screen_text(&buffer(&app, 80, 24));
        assert!(text.contains(shown), "{lang}: {shown:?} in:\n{text}");
        for reason in ["resign", "сдал"] {
            assert!(!text.contains(reason), "{lang}: no reason made up:\n{text}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
