//! The app itself, driven as the players and the terminal drive it: typed text (Cyrillic,
//! figurines, invisible and wide characters), keys, commands, pastes, pointer events, ticks
//! up to 48 hours, resizes from 0×0 up, and suspends, each step read from the fuzzer's bytes;
//! and the pages between games: the new-game form, the board editor and the library, with
//! games listed or a file's games sent as the layer that reads files would send them.
//! After every step the app's invariants hold: its move record is the game's, the input line's
//! cursor lies within the line, the move viewed and the scrolls are in range, the FEN of
//! the position reads back to it, the editor's position when it can be played reads back to
//! its FEN, and the library's choice is among the games it shows. The screen is drawn into a buffer at the first resizes and
//! at the end (laid out at every resize), and the game's PGN export reads back to the same
//! moves.

use std::time::{Duration, Instant};

use std::path::PathBuf;

use hotseat::app::answer::Answer;
use hotseat::app::editor::Hand;
use hotseat::app::form::Field;
use hotseat::app::library::Shelf;
use hotseat::app::{
    App, Button, Clip, Key, Message, NoClipboard, Page, PageTarget, Pointer, Settings, Start,
    Target, Viewport,
};
use hotseat::game::pgn::{GamePlayer, Keep, export};
use hotseat::game::{Game, Header};
use hotseat::notation::pgn::Reader;
use hotseat::rules::{ByColor, CastlingSide, Color, Position, Role, Square, Variant, fen};
use hotseat::setup::CastlingRight;
use hotseat::store::{Contents, FileGame};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The most steps one input drives: enough for a game, few enough to stay fast.
const STEPS: usize = 400;

/// The most resizes of one input drawn in full; later ones only lay the screen out, as
/// drawing is most of the target's time.
const DRAWS: usize = 4;

/// Characters a player may type, the awkward ones among them.
const CHARS: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', '1', '2', '3', '4', '5', '6', '7', '8', 'N', 'B',
    'R', 'Q', 'K', 'O', 'o', '0', 'x', '-', '=', '+', '#', ' ', 'y', 'n', 'К', 'Ф', 'Л', 'С',
    'р', 'д', 'н', 'е', '♘', '♞', '♕', '\u{200b}', '\u{202e}', '中', '/', '?',
];

/// Words and lines a player may type or paste: commands in both languages, moves, nonsense.
const LINES: &[&str] = &[
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O", "O-O-O", "d4", "exd5", "e8=Q", "draw",
    "resign", "undo", "pause", "resume", "flip", "claim", "claim Nf3", "help", "new", "fen",
    "ничья", "сдаюсь", "отмена", "пауза", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6", "Кf3", "♘f3",
    "Bxc4", "Nxf3", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#", "quit", "", "nag !?", "nag",
    "nag $300", "comment a note", "comment }", "comment", "заметка ход", "delete", "promote",
    "leave", "charts", "графики", "copy", "copy fen", "copy x", "c5", "Nc3", "a3",
    "games",
    "open /no/such/file.pgn", "open", "time 5+3", "time 5+x", "white Anna", "start editor",
    "start 960 518", "start fen 8/8/4k3/8/8/4K3/4P3/8 w - - 0 1", "rules fide", "bottom auto",
    "play", "back", "Ke1 Ra1h1 Pe4 / ke8 pd4", "black", "castling KQkq", "castling K", "ep e3",
    "+Nf3", "-e4", "clear", "start", "fen 8/8/8/8/8/8/8/K6k w - - 0 1", "copy", "all", "1",
    "unfinished", "Крe1 / пa7", "Ke1 Qe1",
];

/// The fuzzer's bytes, read a little at a time; past their end, zeros.
struct Bytes<'a> {
    data: &'a [u8],
}

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        let (&first, rest) = self.data.split_first().unwrap_or((&0, &[]));
        self.data = rest;
        first
    }

    fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    fn pick<T: Copy>(&mut self, from: &[T]) -> T {
        from[usize::from(self.byte()) % from.len()]
    }

    fn square(&mut self) -> Square {
        Square::ALL[usize::from(self.byte()) % 64]
    }

    /// Text of a few characters from [`CHARS`], or a line from [`LINES`].
    fn text(&mut self) -> String {
        if self.byte().is_multiple_of(2) {
            return self.pick(LINES).to_string();
        }
        let length = usize::from(self.byte() % 12);
        (0..length).map(|_| self.pick(CHARS)).collect()
    }

    /// A span of time, from a millisecond to 48 hours, short ones likeliest.
    fn duration(&mut self) -> Duration {
        let scale = u32::from(self.byte() % 28);
        let millis = (1u64 << scale).min(48 * 3600 * 1000);
        Duration::from_millis(millis + u64::from(self.byte()))
    }
}

/// The settings of the game the input plays: its first byte chooses them.
fn settings(choice: u8) -> Settings {
    let controls = ["none", "0.05", "1+0", "5+3", "40/90+30,30+30", "15d5"];
    let start = match choice % 4 {
        0 | 1 => Start::Usual(Variant::Standard),
        2 => Start::Chess960(Some(u16::from(choice) * 3)),
        _ => Start::Position(
            fen::read("4k3/P7/8/8/8/8/6p1/4K2R w K - 0 1").expect("a valid position"),
        ),
    };
    Settings {
        start,
        ..super::chosen_settings(choice, controls[usize::from(choice / 4) % controls.len()])
    }
}

/// The next step the bytes describe; a resize is drawn while `draws` are left.
fn message(bytes: &mut Bytes<'_>, app: &App, draws: &mut usize) -> Message {
    let keys = [
        Key::Enter,
        Key::Backspace,
        Key::Delete,
        Key::Left,
        Key::Right,
        Key::Up,
        Key::Down,
        Key::Home,
        Key::End,
        Key::PageUp,
        Key::PageDown,
        Key::Tab,
        Key::Esc,
        Key::F1,
        Key::CtrlC,
        Key::CtrlU,
        Key::BackTab,
        Key::F2,
        Key::F3,
    ];
    let target = |bytes: &mut Bytes<'_>| match bytes.byte() % 8 {
        0 => None,
        1 => Some(Target::Move(usize::from(bytes.byte()))),
        2 => Some(Target::Promotion(bytes.pick(&Role::PROMOTIONS))),
        3 => Some(Target::Popup),
        4 => Some(Target::Close),
        5 => Some(Target::Palette(match bytes.byte() % 3 {
            0 => Hand::Move,
            1 => Hand::Erase,
            _ => Hand::Put(bytes.pick(&Role::ALL).of(bytes.pick(&Color::ALL))),
        })),
        6 => Some(Target::Page(page_target(bytes))),
        _ => Some(Target::Square(bytes.square())),
    };
    match bytes.byte() % 20 {
        0..=5 => Message::Key(Key::Char(bytes.pick(CHARS))),
        6..=8 => Message::Key(bytes.pick(&keys)),
        9 => Message::Paste(bytes.text()),
        10 => Message::Line(bytes.text()),
        11 => match bytes.byte() % 7 {
            0 => Message::Answer(Answer::Yes),
            1 => Message::Answer(Answer::No),
            2 => Message::Promote(bytes.pick(&Role::PROMOTIONS)),
            3 => Message::Clear,
            4 => Message::Copied(Ok(Clip::Game)),
            5 => Message::Copied(Err(NoClipboard::Console)),
            _ => Message::TakeSuggestion,
        },
        12..=14 => Message::Pointer(match bytes.byte() % 7 {
            0 => Pointer::Press(target(bytes)),
            1 => Pointer::Drag(target(bytes)),
            2 => Pointer::Release(target(bytes)),
            3 => Pointer::Hover(target(bytes)),
            4 => Pointer::ScrollUp,
            5 => Pointer::RightClick(target(bytes)),
            _ => Pointer::ScrollDown,
        }),
        15 | 16 => Message::Tick,
        17 if bytes.byte().is_multiple_of(4) => Message::Shelf(shelf(bytes)),
        17 => Message::Unpause,
        18 => {
            if bytes.byte().is_multiple_of(2) {
                Message::Suspend
            } else {
                Message::Continue
            }
        }
        _ => {
            let area = Rect::new(0, 0, u16::from(bytes.byte()) + 1, u16::from(bytes.byte() / 2));
            let area = Rect::new(0, 0, area.width.min(300), area.height.min(100));
            if *draws > 0 {
                *draws -= 1;
                draw(app, area);
            }
            Message::Viewport(if area.is_empty() {
                Viewport::default()
            } else {
                hotseat::ui::viewport(app, area)
            })
        }
    }
}

/// Something on a page that takes clicks.
fn page_target(bytes: &mut Bytes<'_>) -> PageTarget {
    let fields = [
        Field::White,
        Field::Black,
        Field::Time,
        Field::DrawRules,
        Field::Start,
        Field::Bottom,
    ];
    let buttons = [
        Button::Start,
        Button::Back,
        Button::Clear,
        Button::Standard,
        Button::Copy,
    ];
    let wings = [CastlingSide::Kingside, CastlingSide::Queenside];
    match bytes.byte() % 7 {
        0 => PageTarget::Field(bytes.pick(&fields)),
        1 => PageTarget::Choice(bytes.pick(&fields), usize::from(bytes.byte() % 16)),
        2 => PageTarget::Row(usize::from(bytes.byte() % 8)),
        3 => PageTarget::Turn(bytes.pick(&Color::ALL)),
        4 => PageTarget::Castling(CastlingRight::new(
            bytes.pick(&Color::ALL),
            bytes.pick(&wings),
        )),
        5 => PageTarget::EnPassant(bytes.byte().is_multiple_of(2).then(|| bytes.square())),
        _ => PageTarget::Button(bytes.pick(&buttons)),
    }
}

/// Games as the layer that reads files sends them: a PGN file's, none to several (the
/// saved games need files, so only a file's are made up here).
fn shelf(bytes: &mut Bytes<'_>) -> Shelf {
    let count = u32::from(bytes.byte() % 4);
    let games = (1..=count)
        .map(|number| FileGame {
            number,
            names: ByColor {
                white: bytes.text(),
                black: "Black".to_string(),
            },
            result: bytes.pick(&["1-0", "0-1", "1/2-1/2", "*"]).to_string(),
            date: "2026.11.30".to_string(),
            event: String::new(),
            opening: None,
        })
        .collect();
    Shelf::File {
        path: PathBuf::from("/games.pgn"),
        contents: Contents {
            games,
            total: count,
        },
    }
}

/// Draws the whole screen into a buffer of `area`, as the terminal does.
fn draw(app: &App, area: Rect) {
    let mut buffer = Buffer::empty(area);
    app.render(area, &mut buffer);
}

/// Panics unless the app's state holds together.
fn assert_invariants(app: &App) {
    let game = app.game_page().game();
    let recorded: Vec<String> = app.game_page().sans().iter().map(ToString::to_string).collect();
    let played: Vec<String> = (0..game.plies().len())
        .map(|index| game.san(index).expect("a move of the game").to_string())
        .collect();
    assert_eq!(recorded, played, "the app's record is not the game's");
    let line = app.game_page().typing().line();
    assert!(
        line.cursor() <= line.text().chars().count(),
        "the cursor left the input line"
    );
    if let Some(shown) = app.game_page().review().shown() {
        assert!(shown <= game.plies().len(), "the move viewed is past the game");
    }
    assert_fen_reads_back(game.position());
    if app.game_page().shown_position() != game.position() {
        assert_fen_reads_back(app.game_page().shown_position());
    }
    match app.page() {
        Some(Page::Editor(editor)) => {
            let line = editor.line();
            assert!(line.cursor() <= line.text().chars().count(), "the editor's cursor");
            if let Ok(position) = editor.position() {
                assert_fen_reads_back(&position);
            }
        }
        Some(Page::Library(library)) => {
            let shown = library.shown().len();
            assert!(
                library.selected() < shown || shown == 0,
                "the choice is past the games shown"
            );
        }
        Some(Page::Learn(learn)) => {
            let line = learn.input();
            assert!(line.cursor() <= line.text().chars().count(), "learn's cursor");
            assert_fen_reads_back(&learn.position());
        }
        Some(Page::NewGame(_) | Page::Standings(_)) | None => {}
    }
}

fn assert_fen_reads_back(position: &Position) {
    let written = fen::write(position);
    let read = fen::read(&written).unwrap_or_else(|error| panic!("{written}: {error}"));
    assert_eq!(&read, position, "{written}");
}

/// Panics unless the game's PGN export reads back to the same moves.
fn assert_export_reads_back(game: &Game) {
    let written = export(game, &Header::default());
    let mut player = GamePlayer::new(game.draw_rules(), Keep::Everything);
    let read = Reader::new(written.as_bytes())
        .read_game(&mut player)
        .unwrap_or_else(|error| panic!("the export does not read: {error}\n{written}"))
        .unwrap_or_else(|| panic!("the export has no game:\n{written}"));
    if let Err(problem) = read {
        panic!("the export does not play: {problem}\n{written}");
    }
    let moves = |game: &Game| game.plies().iter().map(|ply| ply.m).collect::<Vec<_>>();
    assert_eq!(moves(player.game()), moves(game), "{written}");
}

/// Drives an app with the steps the bytes describe, checking it after each.
pub fn check(data: &[u8]) {
    let mut bytes = Bytes { data };
    let mut now = Instant::now();
    let mut app = App::new(settings(bytes.byte()), u64::from(bytes.byte()), now);
    let mut draws = DRAWS;
    for _ in 0..STEPS {
        if bytes.is_empty() {
            break;
        }
        let message = message(&mut bytes, &app, &mut draws);
        if message == Message::Tick {
            now += bytes.duration();
        }
        app.update(message, now);
        assert_invariants(&app);
        if app.should_quit() {
            break;
        }
    }
    draw(&app, Rect::new(0, 0, 80, 24));
    assert_export_reads_back(app.game_page().game());
}
