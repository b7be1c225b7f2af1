//! The pages between games, driven as the players drive them: the new-game form, the
//! library and the board editor, with the keys, the mouse and the line mode's lines, in both
//! languages.

use std::path::PathBuf;

use super::Bench;
use crate::app::editor::Hand;
use crate::app::form::{Field, FieldError, StartKind, TimeChoice};
use crate::app::library::{Pick, Row, Shelf};
use crate::app::*;
use crate::game::choices::Chess960NumberError;
use crate::game::{ClockStart, DrawRules, Flip, Game, Header, TimedGame};
use crate::i18n::{Describe, Lang};
use crate::rules::fen::{self, FenError};
use crate::rules::{ByColor, CastlingSide, Color, Position, Role, Square};
use crate::setup::{CastlingRight, EditError};
use crate::store::{Contents, FileGame};

fn form(bench: &Bench) -> &form::NewGameForm {
    match bench.app.page() {
        Some(Page::NewGame(form)) => form,
        other => panic!("the form is not open: {other:?}"),
    }
}

fn editor(bench: &Bench) -> &editor::Editor {
    match bench.app.page() {
        Some(Page::Editor(editor)) => editor,
        other => panic!("the editor is not open: {other:?}"),
    }
}

fn library(bench: &Bench) -> &library::Library {
    match bench.app.page() {
        Some(Page::Library(library)) => library,
        other => panic!("the library is not open: {other:?}"),
    }
}

fn keys(bench: &mut Bench, keys: &[Key]) {
    bench.events.clear();
    for &key in keys {
        bench.send(Message::Key(key));
    }
}

fn click(bench: &mut Bench, target: Target) {
    bench.message(Message::Pointer(Pointer::Press(Some(target))));
    bench.send(Message::Pointer(Pointer::Release(Some(target))));
}

/// The form opened with `new` over a game going on with a running clock.
fn form_over_a_game(lang: Lang) -> Bench {
    let mut bench = Bench::new(Settings {
        control: "5".parse().expect("a control"),
        lang,
        ..Settings::default()
    });
    bench.moves("e4 e5");
    bench.enter("new");
    bench
}

#[test]
fn new_opens_the_form_over_the_game_whose_clocks_stand_still_and_esc_goes_back() {
    let mut bench = form_over_a_game(Lang::En);
    assert_eq!(bench.events, [Event::PageOpened(PageKind::NewGame)]);
    assert_eq!(bench.app.game_page().hold(), Some(Hold::Away));
    let clock = bench.app.game_page().clock_state(bench.app.now());
    bench.wait(60_000);
    assert_eq!(
        bench.app.game_page().clock_state(bench.app.now()),
        clock,
        "no clock runs behind the form"
    );
    // Moves typed now are the form's text, not the game's.
    keys(
        &mut bench,
        &[Key::Char('N'), Key::Char('f'), Key::Char('3')],
    );
    assert_eq!(form(&bench).name(Color::White).text(), "Nf3");
    assert_eq!(bench.app.game_page().game().plies().len(), 2);
    keys(&mut bench, &[Key::Esc]);
    assert_eq!(bench.events, [Event::PageClosed]);
    assert_eq!(bench.app.page().map(Page::kind), None);
    assert_eq!(bench.app.game_page().hold(), None);
    assert_eq!(bench.app.game_page().clock().running(), Some(Color::White));
    assert_eq!(bench.sans(), ["e4", "e5"], "the game is as it was");
    // F2 opens it too, at any time.
    keys(&mut bench, &[Key::F2]);
    assert_eq!(bench.events, [Event::PageOpened(PageKind::NewGame)]);
}

/// Esc on the form keeps what was typed in it for the next time it opens (the editor's
/// position too); a game started from it fills the next form with its own settings.
#[test]
fn esc_keeps_the_form_as_it_was_left_until_a_game_starts_from_it() {
    let mut bench = form_over_a_game(Lang::En);
    bench.typed("Anna");
    keys(&mut bench, &[Key::Tab, Key::Tab, Key::Right, Key::Esc]);
    assert!(bench.app.page().is_none());
    bench.key(Key::F2);
    let left = form(&bench);
    assert_eq!(left.name(Color::White).text(), "Anna");
    assert_eq!(left.time(), TimeChoice::Preset(5), "5+3, right of 5+0");
    assert_eq!(left.focus(), Field::Time);
    // The editor's position, left with Esc from the editor and then the form.
    click(
        &mut bench,
        Target::Page(PageTarget::Choice(Field::Start, 3)),
    );
    bench.key(Key::Enter);
    bench.enter("Ke1 Qd1 / ke8");
    keys(&mut bench, &[Key::Esc, Key::Esc]);
    bench.key(Key::F2);
    assert_eq!(form(&bench).start(), StartKind::Editor);
    assert_eq!(
        form(&bench).diagram().fen(),
        "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
    );
    click(
        &mut bench,
        Target::Page(PageTarget::Choice(Field::Start, 0)),
    );
    bench.key(Key::Enter);
    assert!(bench.app.page().is_none());
    assert_eq!(bench.app.player_name(Color::White), Some("Anna"));
    bench.key(Key::Esc).key(Key::F2);
    let fresh = form(&bench);
    assert_eq!(fresh.name(Color::White).text(), "Anna");
    assert_eq!(
        fresh.focus(),
        Field::White,
        "a form of the settings in force"
    );
    assert_eq!(fresh.start(), StartKind::Standard);
}

/// Typing on a field that is chosen, not typed, changes nothing and says so; a click on the
/// start's box gives it the keys.
#[test]
fn typing_on_a_field_of_choices_is_answered() {
    let mut bench = form_over_a_game(Lang::Ru);
    click(&mut bench, Target::Page(PageTarget::Field(Field::Bottom)));
    let before = form(&bench).clone();
    bench.typed("b");
    assert_eq!(bench.refusal(), Some(&Refusal::NoTyping(Field::Bottom)));
    assert_eq!(
        bench.refusal().map(|refusal| refusal.describe(Lang::Ru)),
        Some("Внизу: выбирается клавишами ←/→, а не набором".to_string())
    );
    assert_eq!(form(&bench), &before);
    click(
        &mut bench,
        Target::Page(PageTarget::Choice(Field::Start, 2)),
    );
    click(&mut bench, Target::Page(PageTarget::StartBox));
    assert!(form(&bench).in_start_box());
    bench.typed("8/8/4k3/8/8/4K3/4P3/8 b - - 0 1");
    assert_eq!(form(&bench).bottom(), before.bottom());
    assert_eq!(form(&bench).error(Field::Start), None);
}

#[test]
fn a_preset_of_the_grid_starts_a_game_under_it() {
    let mut bench = form_over_a_game(Lang::En);
    // White's name, Black's name, then the grid: 5 (5+0) is chosen; → is 5+3.
    keys(&mut bench, &[Key::Tab, Key::Tab]);
    assert_eq!(form(&bench).focus(), Field::Time);
    assert_eq!(form(&bench).time(), TimeChoice::Preset(4));
    keys(&mut bench, &[Key::Right, Key::Enter]);
    assert_eq!(bench.events, [Event::NewGame]);
    assert_eq!(bench.app.page().map(Page::kind), None);
    assert_eq!(bench.app.settings().control.to_string(), "5+3");
    assert!(bench.app.game_page().sans().is_empty());
    assert_eq!(bench.app.game_page().clock().running(), Some(Color::White));
    bench.moves_every(2_000, "d4 d5");
    let white = bench
        .app
        .game_page()
        .clock()
        .remaining(Color::White, bench.now);
    assert_eq!(white.as_secs(), 5 * 60 + 3 - 2, "the increment is there");
}

#[test]
fn every_field_goes_into_the_game() {
    let mut bench = form_over_a_game(Lang::En);
    bench.typed("Anna");
    keys(&mut bench, &[Key::Tab]);
    bench.typed("Boris");
    // Past the grid (at 5+0, the control in force) to Black's time for odds.
    keys(&mut bench, &[Key::Tab, Key::Tab]);
    assert_eq!(form(&bench).focus(), Field::Odds);
    bench.typed("3");
    keys(&mut bench, &[Key::Down, Key::Right]);
    assert_eq!(form(&bench).clock_start(), ClockStart::FirstMove);
    keys(&mut bench, &[Key::Down, Key::Right, Key::Down, Key::Right]);
    assert_eq!(form(&bench).focus(), Field::Armageddon);
    keys(&mut bench, &[Key::Down, Key::Down, Key::Right]);
    assert_eq!(form(&bench).start(), StartKind::Chess960);
    bench.typed("518");
    keys(&mut bench, &[Key::Down, Key::Right, Key::Down, Key::Right]);
    assert_eq!(form(&bench).bottom(), Flip::Black);
    assert!(form(&bench).instant());
    keys(&mut bench, &[Key::Enter]);
    assert_eq!(bench.events, [Event::NewGame]);
    let settings = bench.app.settings();
    assert_eq!(
        settings.names,
        ByColor {
            white: "Anna".to_string(),
            black: "Boris".to_string()
        }
    );
    assert_eq!(settings.control.to_string(), "5 vs 3");
    assert_eq!(settings.clock_start, ClockStart::FirstMove);
    assert!(settings.armageddon && settings.instant);
    assert_eq!(settings.draw_rules, DrawRules::Fide);
    assert_eq!(settings.flip, Flip::Black);
    assert_eq!(bench.app.bottom_side(), Color::Black);
    assert!(bench.app.game_page().game().is_armageddon());
    assert_eq!(bench.app.game_page().chess960_number(), Some(518));
    assert_eq!(bench.app.game_page().game().draw_rules(), DrawRules::Fide);

    // A FEN start, pasted.
    bench.enter("new");
    click(
        &mut bench,
        Target::Page(PageTarget::Choice(Field::Start, 2)),
    );
    bench.message(Message::Paste("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1".into()));
    keys(&mut bench, &[Key::Enter]);
    assert_eq!(bench.events, [Event::NewGame]);
    let position = fen::read("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1").expect("a FEN");
    assert_eq!(*bench.app.game_page().game().start(), position);
}

#[test]
fn an_invalid_field_is_said_next_to_it_and_keeps_the_form_open() {
    for lang in Lang::ALL {
        let mut bench = form_over_a_game(lang);
        keys(&mut bench, &[Key::Tab, Key::Tab]);
        bench.typed("5+x");
        keys(
            &mut bench,
            &[Key::Tab, Key::Tab, Key::Tab, Key::Tab, Key::Tab, Key::Tab],
        );
        assert_eq!(form(&bench).focus(), Field::Start);
        keys(&mut bench, &[Key::Enter]);
        let Some(Refusal::Field(Field::Time, FieldError::Time(error))) = bench.refusal() else {
            panic!("{lang:?}: {:?}", bench.events);
        };
        let command_line = crate::game::time_control::TimeControl::parse("5+x").unwrap_err();
        assert_eq!(error, &command_line);
        let said = bench.refusal().expect("refused").describe(lang);
        assert_eq!(said, command_line.describe(lang));
        assert_eq!(
            form(&bench).focus(),
            Field::Time,
            "the keys go to the wrong field"
        );
        assert_eq!(bench.sans(), ["e4", "e5"], "no game started");
        assert_eq!(bench.app.game_page().hold(), Some(Hold::Away));
        // Mended, it starts.
        keys(&mut bench, &[Key::Backspace, Key::Char('3'), Key::Enter]);
        assert_eq!(bench.events, [Event::NewGame], "{lang:?}");
        assert_eq!(bench.app.settings().control.to_string(), "5+3");
    }
    let mut bench = form_over_a_game(Lang::Ru);
    click(
        &mut bench,
        Target::Page(PageTarget::Choice(Field::Start, 1)),
    );
    bench.typed("1000");
    keys(&mut bench, &[Key::Enter]);
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::Field(
            Field::Start,
            FieldError::Chess960(Chess960NumberError("1000".into()))
        ))
    );
    assert_eq!(
        bench.refusal().expect("refused").describe(Lang::Ru),
        "«1000» — не номер позиции Chess960: ожидается число от 0 до 959"
    );
}

#[test]
fn the_form_takes_clicks_on_its_choices_and_buttons() {
    let mut bench = form_over_a_game(Lang::En);
    click(
        &mut bench,
        Target::Page(PageTarget::Choice(Field::Time, 11)),
    );
    assert_eq!(form(&bench).time(), TimeChoice::Preset(11));
    click(
        &mut bench,
        Target::Page(PageTarget::Choice(Field::DrawRules, 1)),
    );
    click(&mut bench, Target::Page(PageTarget::Field(Field::Black)));
    assert_eq!(form(&bench).focus(), Field::Black);
    click(&mut bench, Target::Page(PageTarget::Button(Button::Back)));
    assert_eq!(bench.events.last(), Some(&Event::PageClosed));
    bench.enter("new");
    click(
        &mut bench,
        Target::Page(PageTarget::Choice(Field::Time, 11)),
    );
    click(&mut bench, Target::Page(PageTarget::Button(Button::Start)));
    assert!(bench.events.contains(&Event::NewGame));
    assert_eq!(bench.app.settings().control.to_string(), "90+30");
}

#[test]
fn the_line_mode_sets_the_form_in_words() {
    let mut bench = form_over_a_game(Lang::Ru);
    bench.message(Message::Line("время 3+2".into()));
    assert_eq!(bench.events, [Event::FieldSet(Field::Time)]);
    bench.message(Message::Line("правила blitz".into()));
    let said = bench.refusal().expect("refused").describe(Lang::Ru);
    assert_eq!(
        said,
        "Ничья: «blitz» — такого выбора нет: ожидается «клубные» или «ФИДЕ»"
    );
    bench.message(Message::Line("цвет зелёный".into()));
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::FormWord("цвет зелёный".into()))
    );
    bench.message(Message::Line("играть".into()));
    assert_eq!(bench.events, [Event::NewGame]);
    assert_eq!(bench.app.settings().control.to_string(), "3+2");
}

/// A library of three saved games, the first of them the game here.
fn library_over_a_game() -> Bench {
    let mut bench = Bench::standard();
    bench.enter("games");
    assert_eq!(bench.events, [Event::ListGames]);
    assert_eq!(
        bench.app.page().map(Page::kind),
        None,
        "until the games come"
    );
    bench.message(Message::Shelf(crate::app::library::tests::saved_shelf()));
    assert_eq!(bench.events, [Event::PageOpened(PageKind::Library)]);
    bench
}

#[test]
fn the_library_filters_and_picks_games_to_resume_or_review() {
    let mut bench = library_over_a_game();
    assert_eq!(
        library(&bench).shown(),
        [Row::Game(0), Row::Game(1), Row::Game(2)]
    );
    bench.typed("clara");
    assert_eq!(library(&bench).shown(), [Row::Game(1), Row::Game(2)]);
    keys(&mut bench, &[Key::Down, Key::Enter]);
    let path = PathBuf::from("/games/2026-10-01-090000-Boris-vs-Clara.pgn");
    assert_eq!(
        bench.events,
        [Event::OpenGame(Pick::Saved { number: 3, path })]
    );
    // The game here, picked, only closes the library.
    keys(&mut bench, &[Key::Esc, Key::Home, Key::Enter]);
    assert_eq!(bench.events, [Event::PageClosed]);
    // F3 asks for the games too; a click chooses a row, a second click opens it.
    keys(&mut bench, &[Key::F3]);
    assert_eq!(bench.events, [Event::ListGames]);
    bench.message(Message::Shelf(crate::app::library::tests::saved_shelf()));
    click(&mut bench, Target::Page(PageTarget::Row(1)));
    assert_eq!(library(&bench).selected(), 1);
    click(&mut bench, Target::Page(PageTarget::Row(1)));
    assert!(matches!(
        bench.events.as_slice(),
        [Event::OpenGame(Pick::Saved { number: 2, .. })]
    ));
    // In the line mode, a number opens that game; words filter.
    bench.message(Message::Line("Dan".into()));
    assert_eq!(bench.events, [Event::Filtered]);
    bench.message(Message::Line("7".into()));
    assert_eq!(bench.refusal(), Some(&Refusal::NoSuchGame(7)));
    bench.message(Message::Line("2".into()));
    assert!(matches!(
        bench.events.as_slice(),
        [Event::OpenGame(Pick::Saved { number: 2, .. })]
    ));
}

/// The library with the tournaments kept beside the games: above them, chosen as games are
/// (keys, clicks, the line mode's words: a tournament's name), a tournament under way asks
/// for its next game, one over is refused with a sentence and nothing else changes.
#[test]
fn the_library_plays_a_tournament_s_next_game_and_refuses_one_that_is_over() {
    let mut bench = Bench::standard();
    bench.enter("games");
    bench.message(Message::Shelf(
        crate::app::library::tests::shelf_with_tournaments(),
    ));
    assert_eq!(bench.events, [Event::PageOpened(PageKind::Library)]);
    assert_eq!(
        library(&bench).shown()[..2],
        [Row::Tournament(0), Row::Tournament(1)]
    );
    keys(&mut bench, &[Key::Enter]);
    assert_eq!(bench.events, [Event::PlayTournament("Club night".into())]);
    assert_eq!(bench.app.page().map(Page::kind), Some(PageKind::Library));

    keys(&mut bench, &[Key::Down, Key::Enter]);
    let over = Refusal::TournamentOver("Winter match".into());
    assert_eq!(bench.events, [Event::Refused(over.clone())]);
    assert_eq!(bench.refusal(), Some(&over));
    assert_eq!(
        over.describe(Lang::En),
        "the tournament Winter match is over: every game has its result"
    );
    assert_eq!(
        over.describe(Lang::Ru),
        "турнир Winter match окончен: у каждой партии есть результат"
    );
    assert_eq!(bench.app.page().map(Page::kind), Some(PageKind::Library));
    assert_eq!(library(&bench).selected(), 1, "nothing else changed");

    // PgDn and PgUp go over the tournaments and the games alike.
    keys(&mut bench, &[Key::PageDown]);
    assert_eq!(library(&bench).selected(), 4);
    keys(&mut bench, &[Key::PageUp]);
    assert_eq!(library(&bench).selected(), 0);

    // The filter takes a tournament's players; a click chooses its row, a second plays it.
    bench.typed("vera");
    assert_eq!(library(&bench).shown(), [Row::Tournament(0)]);
    keys(&mut bench, &[Key::Esc]);
    click(&mut bench, Target::Page(PageTarget::Row(1)));
    assert_eq!(library(&bench).selected(), 1);
    click(&mut bench, Target::Page(PageTarget::Row(0)));
    click(&mut bench, Target::Page(PageTarget::Row(0)));
    assert_eq!(bench.events, [Event::PlayTournament("Club night".into())]);

    // In the line mode, a tournament's name plays it (letters' case aside); the games keep
    // their numbers; a part of a name filters.
    bench.message(Message::Line("club NIGHT".into()));
    assert_eq!(bench.events, [Event::PlayTournament("Club night".into())]);
    bench.message(Message::Line("winter match".into()));
    assert_eq!(bench.refusal(), Some(&over));
    bench.message(Message::Line("2".into()));
    assert!(matches!(
        bench.events.as_slice(),
        [Event::OpenGame(Pick::Saved { number: 2, .. })]
    ));
    bench.message(Message::Line("winter".into()));
    assert_eq!(bench.events, [Event::Filtered]);
    assert_eq!(library(&bench).shown(), [Row::Tournament(1)]);
}

/// With no game saved but a tournament kept, the library opens and shows the tournament.
#[test]
fn the_library_opens_with_a_tournament_and_no_games() {
    let Shelf::Saved { tournaments, .. } = crate::app::library::tests::shelf_with_tournaments()
    else {
        unreachable!("the saved games")
    };
    let mut bench = Bench::standard();
    bench.enter("games");
    bench.message(Message::Shelf(Shelf::Saved {
        games: Vec::new(),
        tournaments,
        current: None,
        notes: Vec::new(),
    }));
    assert_eq!(bench.events, [Event::PageOpened(PageKind::Library)]);
    assert_eq!(
        library(&bench).shown(),
        [Row::Tournament(0), Row::Tournament(1)]
    );
    keys(&mut bench, &[Key::Enter]);
    assert_eq!(bench.events, [Event::PlayTournament("Club night".into())]);
}

/// A game of a few moves, to come back from the library.
fn opened(moves: &[&str], read_only: bool) -> OpenedGame {
    let mut game = Game::standard(DrawRules::Club);
    for m in moves {
        let mv = crate::notation::san::parse(game.position(), m).expect("a move");
        game.play(mv, None).expect("legal");
    }
    OpenedGame {
        timed: TimedGame::new(game, "10+5".parse().expect("a control")),
        kept: Header {
            names: ByColor {
                white: "Clara".into(),
                black: "Dan".into(),
            },
            flip: Some(Flip::Black),
            ..Header::default()
        },
        read_only,
        saved_at: None,
    }
}

#[test]
fn a_game_opened_from_the_library_takes_the_place_of_this_one() {
    let mut bench = library_over_a_game();
    bench.message(Message::Opened(Box::new(opened(
        &["d4", "d5", "c4"],
        false,
    ))));
    assert_eq!(bench.events, [Event::GameOpened]);
    assert_eq!(bench.app.page().map(Page::kind), None);
    assert_eq!(bench.sans(), ["d4", "d5", "c4"]);
    assert_eq!(bench.app.player_name(Color::White), Some("Clara"));
    assert_eq!(bench.app.settings().control.to_string(), "10+5");
    assert_eq!(
        bench.app.bottom_side(),
        Color::Black,
        "the orientation it was kept with"
    );
    assert_eq!(bench.app.game_page().clock().running(), Some(Color::Black));
    bench.moves("e6");

    // Another program plays the game picked: it is only looked at.
    let mut bench = library_over_a_game();
    bench.message(Message::Opened(Box::new(opened(&["e4"], true))));
    assert!(bench.app.game_page().is_read_only());
    bench.enter("e5");
    assert_eq!(bench.refusal(), Some(&Refusal::ReadOnly));

    // What could not be opened is said, and the library stays.
    let mut bench = library_over_a_game();
    let failure = Failure::new(crate::store::FolderError::NotFound);
    bench.message(Message::OpenFailed(failure.clone()));
    assert_eq!(bench.refusal(), Some(&Refusal::OpenFailed(failure)));
    assert_eq!(bench.app.page().map(Page::kind), Some(PageKind::Library));
}

fn file_game(number: u32, white: &str) -> FileGame {
    FileGame {
        number,
        names: ByColor {
            white: white.into(),
            black: "Kasparov".into(),
        },
        result: "1-0".into(),
        date: "1999.01.20".into(),
        event: "Hoogovens".into(),
        opening: None,
    }
}

#[test]
fn a_file_of_several_games_is_a_list_to_pick_from_and_a_file_of_one_opens_it() {
    let mut bench = Bench::standard();
    bench.enter("open ~/chess/wijk aan zee.pgn");
    assert_eq!(
        bench.events,
        [Event::ReadFile("~/chess/wijk aan zee.pgn".into())]
    );
    let path = PathBuf::from("/home/anna/chess/wijk aan zee.pgn");
    let contents = Contents {
        games: vec![file_game(1, "Topalov"), file_game(2, "Anand")],
        total: 2,
    };
    bench.message(Message::Shelf(Shelf::File {
        path: path.clone(),
        contents,
    }));
    assert_eq!(bench.events, [Event::PageOpened(PageKind::Library)]);
    keys(&mut bench, &[Key::End, Key::Enter]);
    assert_eq!(
        bench.events,
        [Event::OpenGame(Pick::InFile {
            path: path.clone(),
            number: 2
        })]
    );
    keys(&mut bench, &[Key::Esc]);
    let one = Contents {
        games: vec![file_game(1, "Topalov")],
        total: 1,
    };
    bench.message(Message::Shelf(Shelf::File {
        path: path.clone(),
        contents: one,
    }));
    assert_eq!(
        bench.events,
        [Event::OpenGame(Pick::InFile {
            path: path.clone(),
            number: 1
        })]
    );
    bench.message(Message::Shelf(Shelf::File {
        path: path.clone(),
        contents: Contents::default(),
    }));
    assert_eq!(bench.refusal(), Some(&Refusal::NoGames(path)));
    assert_eq!(
        bench.refusal().expect("refused").describe(Lang::Ru),
        "в /home/anna/chess/wijk aan zee.pgn нет ни одной партии"
    );
    bench.enter("открыть");
    assert_eq!(bench.refusal(), Some(&Refusal::OpenWhat));
}

/// The editor, opened from the form with the start of the editor chosen.
fn editor_from_the_form(lang: Lang) -> Bench {
    let mut bench = form_over_a_game(lang);
    click(
        &mut bench,
        Target::Page(PageTarget::Choice(Field::Start, 3)),
    );
    keys(&mut bench, &[Key::Enter]);
    assert_eq!(bench.events, [Event::PageOpened(PageKind::Editor)]);
    assert_eq!(editor(&bench).position(), Ok(Position::startpos()));
    bench
}

#[test]
fn a_position_set_up_with_the_keys_is_played() {
    let mut bench = editor_from_the_form(Lang::En);
    bench.enter("clear");
    keys(&mut bench, &[Key::Up]);
    // The cursor starts on e1: a king there, a rook on h1, and Black's king on e8.
    bench.typed("K");
    keys(&mut bench, &[Key::Right, Key::Right, Key::Right]);
    bench.typed("R");
    keys(&mut bench, &[Key::Left, Key::Left, Key::Left]);
    for _ in 0..7 {
        keys(&mut bench, &[Key::Up]);
    }
    bench.typed("k");
    let fen = editor(&bench).diagram().fen();
    assert_eq!(fen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    keys(&mut bench, &[Key::Enter]);
    assert_eq!(bench.events, [Event::NewGame]);
    assert_eq!(fen::write(bench.app.game_page().game().start()), fen);
    bench.moves("O-O");
}

#[test]
fn a_position_that_cannot_be_played_is_refused_with_the_reason_fen_gives() {
    for (lang, said) in [
        (Lang::En, "no black king"),
        (Lang::Ru, "нет чёрного короля"),
    ] {
        let mut bench = editor_from_the_form(lang);
        bench.enter("Ke1 Qd1 / pa7");
        assert_eq!(bench.refusal(), None);
        bench.key(Key::Enter);
        assert_eq!(
            bench.refusal(),
            Some(&Refusal::Editor(editor::EditorError::Fen(
                FenError::MissingKing(Color::Black)
            )))
        );
        assert_eq!(bench.refusal().expect("refused").describe(lang), said);
        assert_eq!(bench.app.page().map(Page::kind), Some(PageKind::Editor));
        bench.enter("Ke1 Qd1 / ke8 pa7");
        bench.key(Key::Enter);
        assert_eq!(bench.events, [Event::NewGame], "{lang:?}");
    }
    let mut bench = editor_from_the_form(Lang::En);
    bench.enter("Ke1 Qxe2 / ke8");
    let said = bench.refusal().expect("refused").describe(Lang::En);
    assert_eq!(said, "Qxe2: xe is not a square (a1 to h8)");
    assert_eq!(
        editor(&bench).line().text(),
        "Ke1 Qxe2 / ke8",
        "kept to be mended"
    );
    bench.enter("Ke1 / ke8");
    assert_eq!(bench.refusal(), None, "the next text typed replaces it");
    assert_eq!(
        editor(&bench).diagram().fen(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    );
}

#[test]
fn castling_rights_are_offered_only_where_the_pieces_allow_them() {
    let mut bench = editor_from_the_form(Lang::En);
    bench.enter("Ke1 Ra1h1 / ke8 ra8");
    let offered = editor(&bench).diagram().castling_offered();
    let black_short = CastlingRight::new(Color::Black, CastlingSide::Kingside);
    assert_eq!(offered.len(), 3);
    assert!(!offered.contains(&black_short));
    click(&mut bench, Target::Page(PageTarget::Castling(black_short)));
    assert_eq!(
        bench.refusal(),
        Some(&Refusal::Editor(editor::EditorError::Edit(
            EditError::NoCastling(black_short)
        )))
    );
    let white_long = CastlingRight::new(Color::White, CastlingSide::Queenside);
    click(&mut bench, Target::Page(PageTarget::Castling(white_long)));
    assert_eq!(bench.refusal(), None);
    assert!(editor(&bench).diagram().fen().contains(" Kq "));
    // The other panel clicks: the side to move, en passant, the palette and the buttons.
    click(&mut bench, Target::Page(PageTarget::Turn(Color::Black)));
    click(
        &mut bench,
        Target::Palette(Hand::Put(Role::Pawn.of(Color::White))),
    );
    click(&mut bench, Target::Square(Square::D4));
    assert_eq!(
        editor(&bench).diagram().piece_at(Square::D4),
        Some(Role::Pawn.of(Color::White))
    );
    bench.message(Message::Pointer(Pointer::RightClick(Some(Target::Square(
        Square::D4,
    )))));
    assert_eq!(editor(&bench).diagram().piece_at(Square::D4), None);
    click(&mut bench, Target::Page(PageTarget::Button(Button::Copy)));
    assert!(
        matches!(bench.events.as_slice(), [Event::CopyDue(Clip::Position(fen))] if fen.starts_with("r3k3/"))
    );
    click(&mut bench, Target::Page(PageTarget::Button(Button::Back)));
    assert_eq!(form(&bench).start(), StartKind::Editor);
    assert!(
        form(&bench)
            .diagram()
            .fen()
            .starts_with("r3k3/8/8/8/8/8/8/R3K2R b Kq")
    );
    click(&mut bench, Target::Page(PageTarget::Button(Button::Start)));
    assert_eq!(
        bench.events,
        [Event::PageOpened(PageKind::Editor)],
        "the editor again, as it was"
    );
    click(&mut bench, Target::Page(PageTarget::Button(Button::Start)));
    assert!(bench.events.contains(&Event::NewGame));
    assert_eq!(bench.app.game_page().game().position().turn(), Color::Black);
}

#[test]
fn the_line_mode_sets_up_a_position_in_words() {
    let mut bench = editor_from_the_form(Lang::Ru);
    bench.message(Message::Line("Крe1 / крe8 пd7".into()));
    assert_eq!(bench.events, [Event::Edited]);
    bench.message(Message::Line("рокировка K".into()));
    let said = bench.refusal().expect("refused").describe(Lang::Ru);
    assert_eq!(
        said,
        "у белых нет короткой рокировки: король и ладья должны стоять на первой горизонтали"
    );
    bench.message(Message::Line("чёрные".into()));
    bench.message(Message::Line(String::new()));
    assert_eq!(bench.events, [Event::NewGame], "an empty line plays");
    assert_eq!(bench.app.game_page().game().position().turn(), Color::Black);
}

/// The tournaments under way, sent as the form opens: `Club` and `Spring`.
fn club_and_spring() -> Message {
    use crate::app::form::tests::under_way;
    Message::Tournaments(vec![
        under_way("Club", &["Anna", "Boris", "Vera"]),
        under_way("Spring", &["Gleb", "Dina"]),
    ])
}

/// With a tournament chosen on the form, Enter, the Start button and the line mode's `play`
/// ask for its next game by its name, and start no free game; Esc keeps the choice for the
/// next time the form opens; with none chosen, Enter starts a free game as before.
#[test]
fn the_form_asks_for_the_next_game_of_the_tournament_chosen() {
    let mut bench = form_over_a_game(Lang::En);
    bench.message(club_and_spring());
    assert_eq!(bench.events, [], "nothing to say: the form shows them");
    assert_eq!(form(&bench).fields().next(), Some(Field::Tournament));
    keys(&mut bench, &[Key::Up, Key::Right, Key::Right, Key::Enter]);
    let spring = || Event::PlayTournament("Spring".to_string());
    assert_eq!(bench.events, [spring()]);
    assert_eq!(bench.app.page().map(Page::kind), Some(PageKind::NewGame));
    assert_eq!(
        bench.sans(),
        ["e4", "e5"],
        "the game here until the next opens"
    );
    click(&mut bench, Target::Page(PageTarget::Button(Button::Start)));
    assert_eq!(bench.events, [spring()]);
    bench.message(Message::Line("play".to_string()));
    assert_eq!(bench.events, [spring()]);
    // A wrong field of a free game does not stop it: the tournament's game is played.
    bench.message(Message::Line(format!("white{}", " Anna".repeat(9))));
    assert!(bench.refusal().is_some());
    keys(&mut bench, &[Key::Enter]);
    assert_eq!(bench.events, [spring()]);
    bench.message(Message::Line("white Anna".to_string()));
    // Esc keeps it chosen, and so does the list read again as the form opens.
    keys(&mut bench, &[Key::Esc, Key::F2]);
    bench.message(club_and_spring());
    assert_eq!(
        form(&bench).tournament().map(|t| t.name.as_str()),
        Some("Spring")
    );
    // None chosen: a free game, as without tournaments.
    bench.message(Message::Line("tournament none".to_string()));
    assert_eq!(bench.events, [Event::FieldSet(Field::Tournament)]);
    keys(&mut bench, &[Key::Enter]);
    assert!(bench.events.contains(&Event::NewGame), "{:?}", bench.events);
    assert!(
        !bench
            .events
            .iter()
            .any(|e| matches!(e, Event::PlayTournament(_)))
    );
    assert_eq!(bench.app.player_name(Color::White), Some("Anna"));
}

/// Tournaments sent while no form is open go nowhere: the form that opens next has none
/// until they are sent again.
#[test]
fn tournaments_sent_with_no_form_open_are_dropped() {
    let mut bench = Bench::standard();
    bench.message(club_and_spring());
    assert_eq!(bench.events, []);
    assert!(bench.app.page().is_none());
    bench.key(Key::F2);
    assert!(form(&bench).tournaments().is_empty());
    assert_eq!(form(&bench).fields().next(), Some(Field::White));
    keys(&mut bench, &[Key::Enter]);
    assert!(bench.events.contains(&Event::NewGame));
}
