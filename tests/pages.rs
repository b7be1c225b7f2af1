//! The pages between games on the screen: the new-game form, the library and the board
//! editor, as snapshots at 80×24 and 120×40 in English and Russian (review them with `cargo
//! insta review`), what the mouse finds on them through the layout they are drawn with, and
//! no panic at any terminal size.

use std::path::PathBuf;

use hotseat::app::editor::Hand;
use hotseat::app::form::Field;
use hotseat::app::library::{FolderNote, Shelf};
use hotseat::app::standings::Standings;
use hotseat::app::{App, Button, Key, Message, PageTarget, Settings, Target};
use hotseat::game::outcome::GameResult;
use hotseat::game::time_control::TimeControl;
use hotseat::game::{DrawRules, GameVariant};
use hotseat::i18n::Lang;
use hotseat::rules::{ByColor, CastlingSide, Color, Role, Square};
use hotseat::setup::CastlingRight;
use hotseat::store::{
    Contents, Damage, FileGame, Notice, Restored, SavedEntry, SetAside, StoreError, StoreErrorKind,
    Summary,
};
use hotseat::tournament::{GameId, Plan, Score, Tournament};
use hotseat::ui;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::Widget;

#[path = "support/bench.rs"]
mod bench;
#[path = "support/pictures.rs"]
mod pictures;

use bench::Bench;
use pictures::assert_pictures_up_to_date;

/// The two sizes every page is drawn at.
const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// Snapshots a page at both sizes, as `scene_80x24` and `scene_120x40`.
fn snapshot(scene: &str, app: &App) {
    for (width, height) in SIZES {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a terminal");
        terminal
            .draw(|frame| frame.render_widget(app, frame.area()))
            .expect("drawn");
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

/// The first cell where `text` is written, searching row by row.
fn find(buf: &Buffer, text: &str) -> Option<(u16, u16)> {
    let wanted: Vec<String> = text.chars().map(String::from).collect();
    (0..buf.area.height).find_map(|y| {
        let row: Vec<&str> = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
        row.windows(wanted.len())
            .position(|w| w == wanted.as_slice())
            .map(|x| (x as u16, y))
    })
}

/// What a click on the first cell of `text` is on, at `width` × `height`.
fn click_on(app: &App, (width, height): (u16, u16), text: &str) -> Option<Target> {
    let buf = buffer(app, width, height);
    let (x, y) = find(&buf, text).unwrap_or_else(|| panic!("{text} is not drawn:\n{buf:?}"));
    ui::hit(app, Rect::new(0, 0, width, height), x, y)
}

fn lang_settings(lang: Lang) -> Settings {
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

/// The form opened over a game going on.
fn form(lang: Lang) -> Bench {
    let mut bench = Bench::new(lang_settings(lang));
    bench.moves("e4 e5");
    bench.key(Key::F2);
    bench
}

#[test]
fn the_form_in_both_languages() {
    snapshot("form", &form(Lang::En).app);
    snapshot("ru_form", &form(Lang::Ru).app);
}

/// The plan of a single round robin `name` between `players`, at 5+3 under club rules in
/// standard chess, made on `date`.
fn round_robin(name: &str, players: &[&str], date: &str) -> Plan {
    Plan {
        name: name.to_string(),
        players: players.iter().map(|player| player.to_string()).collect(),
        double: false,
        games: None,
        control: "5+3".parse().expect("a control"),
        draw_rules: DrawRules::Club,
        variant: GameVariant::default(),
        tiebreaks: None,
        date: date.to_string(),
        broadcast: None,
    }
}

/// A round robin of three under way, 5+3: `Club` of Anna, Boris and Vera, or `Клуб` of
/// Анна, Борис and Вера.
fn club(lang: Lang) -> Tournament {
    let (name, players) = match lang {
        Lang::Ru => ("Клуб", ["Анна", "Борис", "Вера"]),
        _ => ("Club", ["Anna", "Boris", "Vera"]),
    };
    Tournament::new(round_robin(name, &players, "2026.12.04")).expect("a tournament")
}

/// The form with a tournament under way, sent as the session sends it when the form opens.
fn form_with_a_tournament(lang: Lang) -> Bench {
    let mut bench = form(lang);
    bench.message(Message::Tournaments(vec![club(lang)]));
    bench
}

/// The fields whose labels a click finds on the screen at `width` × `height`, and whether
/// the Start button is there too.
fn fields_in_sight(app: &App, width: u16, height: u16) -> (Vec<Field>, bool) {
    let area = Rect::new(0, 0, width, height);
    let mut fields = Vec::new();
    let mut start = false;
    for y in 0..height {
        for x in 0..width {
            match ui::hit(app, area, x, y) {
                Some(Target::Page(PageTarget::Field(field))) if !fields.contains(&field) => {
                    fields.push(field);
                }
                Some(Target::Page(PageTarget::Button(Button::Start))) => start = true,
                _ => {}
            }
        }
    }
    (fields, start)
}

/// A tournament under way is the form's first field, none chosen at first; with one chosen,
/// its next game is beside it and what is played under it, the fields of a free game dimmed
/// below; the whole form fits 80×24 with the tournament chosen or not, in either language.
#[test]
fn the_form_with_a_tournament_chosen_in_both_languages() {
    for (lang, scene, game) in [
        (
            Lang::En,
            "form_tournament",
            "1.1  Boris – Vera, 5+3, round 1 of 3",
        ),
        (
            Lang::Ru,
            "ru_form_tournament",
            "1.1  Борис – Вера, 5+3, тур 1 из 3",
        ),
    ] {
        let mut bench = form_with_a_tournament(lang);
        let every: Vec<Field> = Field::ALL.to_vec();
        assert_eq!(fields_in_sight(&bench.app, 80, 24), (every.clone(), true));
        let buf = buffer(&bench.app, 80, 24);
        // Whether the first cell of `words` is dimmed.
        let dimmed = |buf: &Buffer, words: &str| {
            let (x, y) = find(buf, words).unwrap_or_else(|| panic!("{words}:\n{}", text(buf)));
            buf[(x, y)].modifier.contains(Modifier::DIM)
        };
        let black = "Boris    ";
        assert!(!dimmed(&buf, black), "a free game: as it was");
        snapshot(&format!("{scene}_none"), &bench.app);
        let none = if lang == Lang::Ru {
            "‹ нет ›"
        } else {
            "‹ none ›"
        };
        assert_eq!(
            click_on(&bench.app, (80, 24), none),
            Some(Target::Page(PageTarget::Choice(Field::Tournament, 1))),
            "a click steps to the next tournament"
        );
        bench.key(Key::Up).key(Key::Right);
        snapshot(scene, &bench.app);
        assert_eq!(fields_in_sight(&bench.app, 80, 24), (every, true));
        let buf = buffer(&bench.app, 80, 24);
        assert!(find(&buf, game).is_some(), "{game}:\n{}", text(&buf));
        assert!(dimmed(&buf, black), "dimmed: the tournament's");
    }
}

#[test]
fn a_wrong_field_is_said_beside_it() {
    let mut bench = form(Lang::En);
    bench.key(Key::Tab).key(Key::Tab).typed("5+x");
    // Past the odds, the clocks, the draw rules, Armageddon and the variant to the start.
    for _ in 0..6 {
        bench.key(Key::Tab);
    }
    bench.key(Key::Right).typed("1000");
    bench.key(Key::Enter);
    snapshot("form_wrong_fields", &bench.app);
    let buf = buffer(&bench.app, 80, 24);
    let (_, time_row) = find(&buf, "other").expect("the control typed");
    let (_, error_row) = find(&buf, "time control '5+x'").expect("the time's error");
    assert_eq!(error_row, time_row + 1, "said next to the field");
    assert!(find(&buf, "'1000' is not a Chess960 position").is_some());
}

#[test]
fn the_form_s_choices_and_fields_take_clicks() {
    let bench = form(Lang::En);
    for size in SIZES {
        let click = |text| click_on(&bench.app, size, text);
        assert_eq!(
            click("90+30"),
            Some(Target::Page(PageTarget::Choice(Field::Time, 11)))
        );
        assert_eq!(
            click("fide"),
            Some(Target::Page(PageTarget::Choice(Field::DrawRules, 1)))
        );
        assert_eq!(
            click("Chess960"),
            Some(Target::Page(PageTarget::Choice(Field::Start, 1)))
        );
        assert_eq!(
            click("Boris"),
            Some(Target::Page(PageTarget::Field(Field::Black)))
        );
        assert_eq!(
            click("Enter  start"),
            Some(Target::Page(PageTarget::Button(Button::Start)))
        );
        assert_eq!(
            click("Esc  back"),
            Some(Target::Page(PageTarget::Button(Button::Back)))
        );
        assert_eq!(click("New game"), None);
    }
    // A click, then Enter: the game of the preset clicked.
    let mut bench = bench;
    let target = click_on(&bench.app, (80, 24), "15+10");
    bench.message(Message::Pointer(hotseat::app::Pointer::Press(target)));
    bench.key(Key::Enter);
    assert_eq!(bench.app.settings().control.to_string(), "15+10");
}

fn entry(
    file: &str,
    names: (&str, &str),
    outcome: Option<(&str, &str)>,
    plies: usize,
) -> SavedEntry {
    SavedEntry {
        path: PathBuf::from("/home/anna/.local/share/hotseat/games").join(file),
        started: format!("{} {}:{}", &file[..10], &file[11..13], &file[13..15]),
        summary: Summary {
            names: ByColor {
                white: names.0.into(),
                black: names.1.into(),
            },
            plies,
            outcome: outcome.map(|(result, reason)| (result.into(), reason.into())),
            control: "5+3".parse::<TimeControl>().expect("a control"),
            variant: GameVariant::default(),
        },
    }
}

fn saved_shelf() -> Shelf {
    let games = vec![
        entry(
            "2026-11-30-131805-Anna-vs-Boris.pgn",
            ("Anna", "Boris"),
            None,
            45,
        ),
        entry(
            "2026-11-29-200214-Clara-vs-Dan.pgn",
            ("Clara", "Dan"),
            Some(("1-0", "checkmate")),
            61,
        ),
        entry(
            "2026-11-28-181500-Boris-vs-Clara.pgn",
            ("Boris", "Clara"),
            Some(("1/2-1/2", "agreement")),
            80,
        ),
        entry(
            "2026-11-02-090000-Dan-vs-Anna.pgn",
            ("Dan", "Anna"),
            None,
            12,
        ),
    ];
    Shelf::Saved {
        current: Some(games[0].path.clone()),
        games: (1..).zip(games).collect(),
        tournaments: Vec::new(),
        notes: Vec::new(),
    }
}

fn library(lang: Lang, shelf: Shelf) -> Bench {
    let mut bench = Bench::new(lang_settings(lang));
    bench.key(Key::F3);
    bench.message(Message::Shelf(shelf));
    bench
}

#[test]
fn the_library_in_both_languages() {
    let mut bench = library(Lang::En, saved_shelf());
    bench.key(Key::Down);
    snapshot("library", &bench.app);
    let mut filtered = library(Lang::Ru, saved_shelf());
    filtered.typed("clara");
    snapshot("ru_library_filtered", &filtered.app);
}

/// A tournament of `players` made on `date`, with the results given (`("1.1", "1-0")`).
fn tournament(name: &str, players: &[&str], date: &str, results: &[(&str, &str)]) -> Tournament {
    let mut tournament = Tournament::new(round_robin(name, players, date)).expect("a tournament");
    for (id, result) in results {
        let id = GameId::read(id).expect("a game");
        let score = Score::read(result).expect("a result");
        tournament.record(id, score, None).expect("recorded");
    }
    tournament
}

/// The saved games with two tournaments kept beside them: the club's round robin under way
/// after its first game, and a match that is over.
fn shelf_with_tournaments() -> Shelf {
    let Shelf::Saved { games, current, .. } = saved_shelf() else {
        unreachable!("the saved games")
    };
    let club = tournament(
        "Клуб",
        &["Анна", "Борис", "Вера"],
        "2026.12.04",
        &[("1.1", "1-0")],
    );
    let over = tournament(
        "Winter match",
        &["Clara", "Dan"],
        "2026.11.20",
        &[("1", "1/2"), ("2", "0-1")],
    );
    Shelf::Saved {
        games,
        tournaments: vec![club, over],
        current,
        notes: Vec::new(),
    }
}

/// The tournaments above the games, a row each: name, kind, round, leader, next game; the
/// second row chosen. A click on a tournament's row chooses it.
#[test]
fn the_library_shows_the_tournaments_above_the_games() {
    for (lang, scene) in [
        (Lang::En, "library_tournaments"),
        (Lang::Ru, "ru_library_tournaments"),
    ] {
        let mut bench = library(lang, shelf_with_tournaments());
        bench.key(Key::Down);
        snapshot(scene, &bench.app);
        for size in SIZES {
            assert_eq!(
                click_on(&bench.app, size, "Клуб"),
                Some(Target::Page(PageTarget::Row(0)))
            );
            assert_eq!(
                click_on(&bench.app, size, "Winter match"),
                Some(Target::Page(PageTarget::Row(1)))
            );
        }
    }
}

/// A side saved under its own name is named in the screen's language.
#[test]
fn sides_saved_without_names_are_named_in_the_screen_s_language() {
    let shelf = Shelf::Saved {
        current: None,
        notes: Vec::new(),
        tournaments: Vec::new(),
        games: vec![(
            1,
            entry(
                "2026-12-03-194128-White-vs-Black.pgn",
                ("White", "Black"),
                None,
                2,
            ),
        )],
    };
    let screen = text(&buffer(&library(Lang::Ru, shelf).app, 80, 24));
    assert!(screen.contains("Белые — Чёрные"), "{screen}");
}

/// A game of a PGN file as the list describes it: `white` against Kasparov at Wijk aan Zee.
fn file_game(
    number: u32,
    white: &str,
    result: &str,
    opening: Option<hotseat::opening::Opening>,
) -> FileGame {
    FileGame {
        number,
        names: ByColor {
            white: white.into(),
            black: "Kasparov".into(),
        },
        result: result.into(),
        date: "1999.01.20".into(),
        event: "Hoogovens".into(),
        opening,
    }
}

#[test]
fn the_games_of_a_file_to_pick_from() {
    let game = |number, white, result, eco, name| {
        file_game(
            number,
            white,
            result,
            Some(hotseat::opening::Opening { eco, name }),
        )
    };
    let contents = Contents {
        games: vec![
            game(1, "Topalov", "0-1", "B07", "Pirc Defense"),
            game(2, "Anand", "1/2-1/2", "D37", "Queen's Gambit Declined"),
            game(3, "Kramnik", "1/2-1/2", "C42", "Petrov's Defense"),
        ],
        total: 3,
    };
    let path = PathBuf::from("/home/anna/chess/wijk-aan-zee-1999.pgn");
    let bench = library(Lang::En, Shelf::File { path, contents });
    snapshot("library_file", &bench.app);
}

/// A file of more games than the list holds says so over the list, with the way to open any
/// of them, in both languages; a file listed whole says only how many games it has.
#[test]
fn a_file_listed_in_part_says_how_to_open_the_rest() {
    let game = |number| file_game(number, "Topalov", "0-1", None);
    let path = PathBuf::from("/home/anna/chess/club.pgn");
    for (lang, total, said) in [
        (Lang::En, 2, "club.pgn: 2 games "),
        (
            Lang::En,
            100_302,
            "club.pgn: 100302 games, the first 2 listed (--game N opens any)",
        ),
        (
            Lang::Ru,
            100_302,
            "club.pgn: 100302 партии, в списке первые 2 (любую откроет «--game N»)",
        ),
    ] {
        let contents = Contents {
            games: vec![game(1), game(2)],
            total,
        };
        let shelf = Shelf::File {
            path: path.clone(),
            contents,
        };
        let buf = buffer(&library(lang, shelf).app, 120, 40);
        assert!(find(&buf, said).is_some(), "{said:?} in:\n{buf:?}");
    }
}

#[test]
fn a_click_chooses_a_game_of_the_library() {
    let bench = library(Lang::En, saved_shelf());
    for size in SIZES {
        assert_eq!(
            click_on(&bench.app, size, "Clara vs Dan"),
            Some(Target::Page(PageTarget::Row(1)))
        );
        assert_eq!(click_on(&bench.app, size, "Filter"), None);
    }
    let buf = buffer(&bench.app, 80, 24);
    let (_, row) = find(&buf, "Anna vs Boris").expect("drawn");
    let line: String = (0..80)
        .map(|x| buf[(x, row)].symbol().to_string())
        .collect();
    assert!(line.trim_end().ends_with("← this game"), "{line}");
}

/// The damaged files reading the folder set aside and the files it gave back, one a row
/// above the games, by their names, in both languages; a click finds the games below them.
#[test]
fn the_library_says_each_file_set_aside_or_given_back() {
    let cut = "2026-11-28-080000-Cut-vs-Short.pgn";
    let back = "2026-11-27-080000-Back-vs-Again.pgn";
    let games = PathBuf::from("/home/anna/.local/share/hotseat/games");
    let notes = || {
        vec![
            FolderNote::new(Notice::SetAside(SetAside {
                problem: StoreError {
                    path: games.join(cut),
                    kind: StoreErrorKind::Damaged(Damage::CutShort),
                },
                kept_as: games.join(format!("{cut}.damaged")),
            })),
            FolderNote::new(Notice::Restored(Restored {
                was: games.join(format!("{back}.damaged")),
                now: games.join(back),
            })),
        ]
    };
    for (lang, said) in [
        (
            Lang::En,
            [
                format!("{cut} is damaged"),
                format!("{back}.damaged was set aside"),
            ],
        ),
        (
            Lang::Ru,
            [
                format!("{cut} повреждён"),
                format!("{back}.damaged был отложен"),
            ],
        ),
    ] {
        let Shelf::Saved { games, current, .. } = saved_shelf() else {
            unreachable!("a folder's shelf")
        };
        let shelf = Shelf::Saved {
            games,
            tournaments: Vec::new(),
            current,
            notes: notes(),
        };
        let bench = library(lang, shelf);
        for size in SIZES {
            let buf = buffer(&bench.app, size.0, size.1);
            let rows: Vec<u16> = said
                .iter()
                .map(|text| {
                    find(&buf, text)
                        .unwrap_or_else(|| panic!("{text}:\n{buf:?}"))
                        .1
                })
                .collect();
            let (_, first_game) = find(&buf, "2026-11-30 13:18").expect("the first game");
            assert!(rows[0] < rows[1] && rows[1] < first_game, "{buf:?}");
            assert_eq!(
                click_on(&bench.app, size, "2026-11-29 20:02"),
                Some(Target::Page(PageTarget::Row(1))),
                "{size:?}"
            );
            assert_eq!(click_on(&bench.app, size, said[0].as_str()), None);
        }
    }
}

/// The editor, opened from the form, with a position set up.
fn editor(lang: Lang) -> Bench {
    let mut bench = form(lang);
    bench.message(Message::Pointer(hotseat::app::Pointer::Press(Some(
        Target::Page(PageTarget::Choice(Field::Start, 3)),
    ))));
    bench.key(Key::Enter);
    bench.enter("Ke1 Ra1h1 Pe4 / ke8 rh8 pd4");
    bench.enter("black");
    bench
}

#[test]
fn the_editor_in_both_languages() {
    let mut bench = editor(Lang::En);
    bench.key(Key::Up).key(Key::Up);
    snapshot("editor", &bench.app);
    let mut russian = editor(Lang::Ru);
    russian.enter("Крe1 / пa7");
    snapshot("ru_editor_refused", &russian.app);
}

#[test]
fn the_editor_s_board_palette_and_panel_take_clicks() {
    let bench = editor(Lang::En);
    for (width, height) in SIZES {
        let area = Rect::new(0, 0, width, height);
        for square in [Square::A1, Square::E4, Square::H8] {
            let cells = ui::square_area(&bench.app, area, square).expect("a board");
            assert_eq!(
                ui::hit(&bench.app, area, cells.x, cells.y),
                Some(Target::Square(square)),
                "{square} at {width}×{height}"
            );
        }
        let click = |text| click_on(&bench.app, (width, height), text);
        assert_eq!(click("erase"), Some(Target::Palette(Hand::Erase)));
        assert_eq!(click("drag"), Some(Target::Palette(Hand::Move)));
        assert_eq!(
            click("e3"),
            Some(Target::Page(PageTarget::EnPassant(Some(Square::E3))))
        );
        assert_eq!(
            click("( ) White"),
            Some(Target::Page(PageTarget::Turn(Color::White)))
        );
        let long = CastlingRight::new(Color::White, CastlingSide::Queenside);
        assert_eq!(
            click("White O-O-O"),
            Some(Target::Page(PageTarget::Castling(long)))
        );
        assert_eq!(
            click("copy the FEN"),
            Some(Target::Page(PageTarget::Button(Button::Copy)))
        );
        let buf = buffer(&bench.app, width, height);
        let (x, y) = find(&buf, "drag").expect("the palette");
        let queen = ui::hit(&bench.app, area, x + 3, y - 2);
        assert_eq!(
            queen,
            Some(Target::Palette(Hand::Put(Role::Queen.of(Color::White))))
        );
    }
}

/// The screen's text, row after row.
fn text(buf: &Buffer) -> String {
    let rows = (0..buf.area.height).map(|y| {
        let row: String = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
        row.trim_end().to_string()
    });
    rows.collect::<Vec<_>>().join("\n")
}

/// At 40×12 the form and the editor do not fit: the screen says so, as the game's does, and
/// keys, pastes and clicks change nothing on them until it is larger; the library fits,
/// with fewer columns.
#[test]
fn a_page_larger_than_the_terminal_says_so_and_keys_wait() {
    let area = Rect::new(0, 0, 40, 12);
    for lang in [Lang::En, Lang::Ru] {
        for mut bench in [form(lang), editor(lang)] {
            bench.message(Message::Viewport(ui::viewport(&bench.app, area)));
            assert!(!bench.app.viewport().fits);
            let page = format!("{:?}", bench.app.page());
            for key in [
                Key::Tab,
                Key::Char('b'),
                Key::Right,
                Key::Down,
                Key::Enter,
                Key::Esc,
            ] {
                bench.key(key);
            }
            bench.message(Message::Paste("Ke1".into()));
            let press = hotseat::app::Pointer::Press(ui::hit(&bench.app, area, 5, 5));
            bench.message(Message::Pointer(press));
            assert_eq!(
                format!("{:?}", bench.app.page()),
                page,
                "changed out of sight"
            );
            let screen = text(&buffer(&bench.app, 40, 12));
            let (width, height) = ui::min_size(&bench.app);
            let said = match lang {
                Lang::En => format!("at least {width}×{height}"),
                Lang::Ru => format!("не меньше {width}×{height}"),
            };
            assert!(
                screen.replace('\n', " ").contains(&said),
                "{said} in:\n{screen}"
            );
        }
        let shelf = library(lang, saved_shelf());
        let screen = text(&buffer(&shelf.app, 40, 12));
        for words in ["Clara vs Dan", "1-0"] {
            let words = words.replace(" vs ", if lang == Lang::Ru { " — " } else { " vs " });
            assert!(screen.contains(&words), "{words} in:\n{screen}");
        }
    }
}

/// On the smallest screen the form fits, it shows the rows around the field with the keys:
/// Tab takes the keys through every field, each in sight with its label.
#[test]
fn the_field_with_the_keys_is_always_in_sight() {
    for lang in [Lang::En, Lang::Ru] {
        let mut bench = form(lang);
        let (width, height) = ui::min_size(&bench.app);
        let fields: Vec<Field> = match bench.app.page() {
            Some(hotseat::app::Page::NewGame(form)) => form.fields().collect(),
            _ => panic!("the form"),
        };
        for field in fields {
            let Some(hotseat::app::Page::NewGame(form)) = bench.app.page() else {
                panic!("the form");
            };
            assert_eq!(form.focus(), field);
            let buf = buffer(&bench.app, width, height);
            let label = (0..height).find_map(|y| {
                (0..width).find_map(|x| match ui::hit(&bench.app, buf.area, x, y) {
                    Some(Target::Page(PageTarget::Field(shown))) if shown == field => Some(y),
                    _ => None,
                })
            });
            assert!(label.is_some(), "{field:?} out of sight:\n{}", text(&buf));
            bench.key(Key::Tab);
        }
    }
}

/// A round robin of ten after its first round, the standings open over its game 1.1 just
/// won by White, the next game 2.1.
fn standings(lang: Lang) -> Bench {
    let names = [
        "Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Ivan", "Kira", "Lev",
    ];
    let mut tournament = Tournament::new(round_robin("Club night", &names, "2026.12.04"))
        .expect("a round robin of ten");
    let results = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::Draw,
        GameResult::WhiteWins,
    ];
    for (board, result) in (1..).zip(results) {
        let id = GameId { round: 1, board };
        tournament
            .record(id, Score::Played(result), None)
            .expect("recorded");
    }
    let played = GameId { round: 1, board: 1 };
    let next = GameId { round: 2, board: 1 };
    let mut bench = Bench::new(lang_settings(lang));
    bench.moves("f3 e5 g4 Qh4#");
    bench.message(Message::Standings(Box::new(Standings::new(
        tournament,
        played,
        Some(next),
    ))));
    bench
}

#[test]
fn the_standings_after_a_tournament_s_game_in_both_languages() {
    snapshot("standings", &standings(Lang::En).app);
    snapshot("ru_standings", &standings(Lang::Ru).app);
}

#[test]
fn the_standings_buttons_take_clicks() {
    for size in SIZES {
        let bench = standings(Lang::Ru);
        assert_eq!(
            click_on(&bench.app, size, "[ Играть ]"),
            Some(Target::Page(PageTarget::Button(Button::Start)))
        );
        assert_eq!(
            click_on(&bench.app, size, "[ К партии ]"),
            Some(Target::Page(PageTarget::Button(Button::Back)))
        );
    }
}

#[test]
fn no_page_panics_at_any_size() {
    let pages = [
        form(Lang::En).app,
        library(Lang::Ru, saved_shelf()).app,
        library(Lang::En, shelf_with_tournaments()).app,
        editor(Lang::En).app,
        standings(Lang::Ru).app,
    ];
    for app in &pages {
        for width in (0..=130).step_by(7) {
            for height in (0..=45).step_by(3) {
                let buf = buffer(app, width, height);
                let area = buf.area;
                for (x, y) in [
                    (0, 0),
                    (width / 2, height / 2),
                    (width.saturating_sub(1), height.saturating_sub(1)),
                ] {
                    let _ = ui::hit(app, area, x, y);
                }
                let _ = ui::cursor_position(app, area);
            }
        }
    }
}

/// The manual's pictures of the pages, in English and Russian: each as the screen draws it.
fn pictures() -> Vec<(String, String)> {
    let mut pictures = Vec::new();
    for (lang, suffix) in [(Lang::En, ""), (Lang::Ru, "-ru")] {
        let mut form = form(lang);
        form.key(Key::Tab).key(Key::Tab);
        let mut shelf = library(lang, saved_shelf());
        shelf.key(Key::Down);
        let mut editor = form_over_the_start(lang);
        editor.enter("Kb6 Rh1 Pb7 / kb8 rd2");
        editor.key(Key::Up);
        for (name, bench, what) in [
            ("form", &form, "the new-game form, the time field chosen"),
            ("library", &shelf, "the saved games, the second chosen"),
            ("editor", &editor, "the board editor, a rook ending set up"),
        ] {
            let buf = buffer(&bench.app, 80, 24);
            let title = format!("hotseat at 80×24: {what}");
            pictures.push((
                format!("{name}-80x24{suffix}.svg"),
                ui::svg::render(&buf, &title),
            ));
        }
    }
    pictures
}

/// The editor opened from the form at the usual start.
fn form_over_the_start(lang: Lang) -> Bench {
    let mut bench = form(lang);
    bench.message(Message::Pointer(hotseat::app::Pointer::Press(Some(
        Target::Page(PageTarget::Choice(Field::Start, 3)),
    ))));
    bench.key(Key::Enter);
    bench
}

#[test]
fn the_readme_pictures_of_the_pages_are_up_to_date() {
    assert_pictures_up_to_date(pictures(), "cargo test --test pages pictures");
}

/// A short game with one mistake of White's, 5. Nxe5?, reviewed: every other move the
/// engine's best, and its line from before the mistake.
fn reviewed_with_a_mistake() -> (Vec<hotseat::rules::Move>, hotseat::analysis::Review) {
    use hotseat::analysis::{Eval, Judged, Review};
    use hotseat::notation::san::{self, San};
    use hotseat::rules::Position;
    let moves = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nd4", "Nxe5", "Qg5"];
    let evals = [20, 30, 30, 25, 30, 30, 40, -150, -150];
    let mut position = Position::startpos();
    let mut played = Vec::new();
    let mut judged = Vec::new();
    for (index, cp) in evals.into_iter().enumerate() {
        let best_text = match index {
            6 => "Nxd4",
            _ => moves.get(index).copied().unwrap_or("Nf3"),
        };
        let best = san::parse(&position, best_text).expect("legal");
        let mut line = vec![San::from_move(&position, best)];
        if index == 6 {
            let mut after = position;
            after.play_unchecked(best);
            for text in ["exd4", "O-O"] {
                let m = san::parse(&after, text).expect("legal");
                line.push(San::from_move(&after, m));
                after.play_unchecked(m);
            }
        }
        judged.push(Some(Judged {
            eval: Eval::Cp(cp),
            best: line.first().copied(),
            line,
        }));
        if let Some(text) = moves.get(index) {
            let m = san::parse(&position, text).expect("legal");
            played.push(m);
            position.play_unchecked(m);
        }
    }
    (played, Review::new(Color::White, &judged))
}

/// The game played, and White's mistakes open over it, as the command line opens them.
fn learning(settings: Settings) -> Bench {
    use hotseat::app::{Page, learn::Learn};
    let (moves, review) = reviewed_with_a_mistake();
    let mut bench = Bench::new(settings);
    bench.moves("e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5");
    let search = hotseat::analysis::Settings {
        engine: PathBuf::from("stockfish"),
        nodes: 1000,
        jobs: 1,
        threads: 1,
        hash: 16,
        patience: hotseat::engine::Patience::default(),
    };
    let start = hotseat::rules::Position::startpos();
    let learn = Learn::new(Color::White, start, moves, &review, Some(search));
    bench.events = bench.app.open(Page::Learn(Box::new(learn)));
    bench
}

/// Learning from the mistakes at 80×24 and at 200×60, as each step shows: the task, a move
/// searched, a move that does not hold, the solution, the end; in Russian; in mono.
#[test]
fn learning_from_the_mistakes_in_both_languages() {
    let shots = |scene: &str, app: &App| {
        for (width, height) in [(80, 24), (200, 60)] {
            let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a terminal");
            terminal
                .draw(|frame| frame.render_widget(app, frame.area()))
                .expect("drawn");
            insta::assert_snapshot!(format!("{scene}_{width}x{height}"), terminal.backend());
        }
    };
    let mut bench = learning(lang_settings(Lang::En));
    shots("learn", &bench.app);
    bench.enter("d3");
    shots("learn_searching", &bench.app);
    bench.message(Message::Searched(Ok(hotseat::analysis::Eval::Cp(-120))));
    shots("learn_wrong", &bench.app);
    bench.key(Key::Tab);
    shots("learn_solution", &bench.app);
    bench.key(Key::Enter);
    shots("learn_done", &bench.app);

    let mut russian = learning(lang_settings(Lang::Ru));
    russian.enter("Кxd4");
    shots("ru_learn_right", &russian.app);
    let mono = learning(Settings {
        depth: hotseat::look::ColourDepth::None,
        ..lang_settings(Lang::En)
    });
    shots("learn_mono", &mono.app);
}

/// The board of the page takes clicks at every size: a piece picked up, then its square to
/// go to tries the move.
#[test]
fn learning_s_board_takes_clicks() {
    for (width, height) in [(80, 24), (120, 40), (200, 60)] {
        let mut bench = learning(lang_settings(Lang::En));
        let area = Rect::new(0, 0, width, height);
        for square in [Square::F3, Square::D4] {
            let cells = ui::square_area(&bench.app, area, square).expect("a board");
            let target = ui::hit(&bench.app, area, cells.x, cells.y);
            assert_eq!(target, Some(Target::Square(square)), "{width}×{height}");
            bench.message(Message::Pointer(hotseat::app::Pointer::Press(target)));
        }
        let buf = buffer(&bench.app, width, height);
        assert!(
            find(&buf, "Good move: 4. Nxd4!").is_some(),
            "{width}×{height}:\n{buf:?}"
        );
    }
}
