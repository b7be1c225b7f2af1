use super::*;
use crate::game::ClockStart;
use crate::game::choices::NameError;
use crate::i18n::{Describe, Lang};
use crate::rules::{Position, Variant};

fn form_of(settings: &Settings) -> NewGameForm {
    NewGameForm::new(settings)
}

fn keys(form: &mut NewGameForm, keys: &[Key]) {
    for &key in keys {
        form.on_key(key);
    }
}

fn typed(form: &mut NewGameForm, text: &str) {
    for c in text.chars() {
        form.on_key(Key::Char(c));
    }
}

#[test]
fn the_form_is_filled_with_the_settings_in_force() {
    let settings = Settings {
        names: ByColor {
            white: "Anna".into(),
            black: "Boris".into(),
        },
        control: "5+3".parse().expect("a control"),
        draw_rules: DrawRules::Fide,
        start: Start::Chess960(Some(518)),
        flip: Flip::Black,
        ..Settings::default()
    };
    let form = form_of(&settings);
    assert_eq!(form.name(Color::White).text(), "Anna");
    assert_eq!(form.name(Color::Black).text(), "Boris");
    assert_eq!(form.time(), TimeChoice::Preset(5));
    assert_eq!(form.draw_rules(), DrawRules::Fide);
    assert_eq!(form.start(), StartKind::Chess960);
    assert_eq!(form.chess960().text(), "518");
    assert_eq!(form.bottom(), Flip::Black);
    assert_eq!(form.focus(), Field::White);
    assert_eq!(form.settings(&settings), Ok(settings.clone()));

    let untimed = form_of(&Settings::default());
    assert_eq!(
        untimed.time(),
        TimeChoice::Preset(PRESETS.len() - 1),
        "untimed is a preset"
    );
    let odd = Settings {
        control: "40/90+30,30+30".parse().expect("a control"),
        start: Start::Position(Position::startpos()),
        ..Settings::default()
    };
    let form = form_of(&odd);
    assert_eq!(form.time(), TimeChoice::Typed);
    assert_eq!(form.typed_time().text(), "40/90+30,30+30");
    assert_eq!(form.start(), StartKind::Fen);
    assert_eq!(form.settings(&odd), Ok(odd.clone()));
}

#[test]
fn tab_and_the_arrows_go_from_field_to_field_and_through_the_grid() {
    let mut form = form_of(&Settings::default());
    keys(&mut form, &[Key::Tab, Key::Tab]);
    assert_eq!(form.focus(), Field::Time);
    // Untimed, the last preset, sits on the last row: ↑ goes up the grid a row at a time.
    keys(&mut form, &[Key::Up]);
    assert_eq!(
        form.time(),
        TimeChoice::Preset(12),
        "byo-yomi, above untimed"
    );
    keys(&mut form, &[Key::Right]);
    assert_eq!(form.time(), TimeChoice::Preset(13), "Canadian byo-yomi");
    keys(&mut form, &[Key::Up, Key::Left]);
    assert_eq!(form.time(), TimeChoice::Preset(8), "15+10");
    keys(&mut form, &[Key::Right, Key::Right, Key::Right]);
    assert_eq!(form.time(), TimeChoice::Preset(11), "90+30");
    keys(&mut form, &[Key::Up, Key::Up]);
    assert_eq!(form.time(), TimeChoice::Preset(3), "3+2, on the first row");
    keys(&mut form, &[Key::Up]);
    assert_eq!(
        form.focus(),
        Field::Black,
        "off the grid's top, the field above"
    );
    keys(&mut form, &[Key::Down, Key::Left]);
    assert_eq!(
        (form.focus(), form.time()),
        (Field::Time, TimeChoice::Preset(2))
    );
    keys(&mut form, &[Key::BackTab, Key::BackTab, Key::BackTab]);
    assert_eq!(form.focus(), Field::Takebacks, "round from the first field");
    keys(&mut form, &[Key::Left]);
    assert!(!form.takebacks());
    keys(&mut form, &[Key::BackTab, Key::Right]);
    assert!(form.instant());
    keys(&mut form, &[Key::BackTab, Key::Right]);
    assert_eq!(form.bottom(), Flip::Black);
    keys(&mut form, &[Key::Right]);
    assert_eq!(form.bottom(), Flip::Auto);
    keys(
        &mut form,
        &[Key::BackTab, Key::BackTab, Key::BackTab, Key::Right],
    );
    assert!(form.armageddon());
    keys(&mut form, &[Key::BackTab, Key::Left]);
    assert_eq!(form.draw_rules(), DrawRules::Fide);
    keys(&mut form, &[Key::BackTab, Key::Right]);
    assert_eq!(form.clock_start(), ClockStart::FirstMove);
    let settings = form.settings(&Settings::default()).expect("good");
    assert!(settings.instant && settings.armageddon && !settings.takebacks);
    assert_eq!(settings.clock_start, ClockStart::FirstMove);
    assert_eq!(form.on_key(Key::Enter), FormKey::Enter);
    assert_eq!(form.on_key(Key::Esc), FormKey::Esc);
}

#[test]
fn every_preset_is_a_control_of_the_time_language() {
    let mut form = form_of(&Settings::default());
    for (index, preset) in PRESETS.iter().enumerate() {
        form.choose(Field::Time, index);
        let control = form.control().expect("a preset reads");
        assert_eq!(Ok(control.clone()), TimeControl::parse(preset));
        assert_eq!(
            form_of(&Settings {
                control,
                ..Settings::default()
            })
            .time(),
            TimeChoice::Preset(index)
        );
    }
}

#[test]
fn a_control_typed_is_checked_as_the_command_line_checks_it() {
    let mut form = form_of(&Settings::default());
    form.set_focus(Field::Time);
    typed(&mut form, "15d5");
    assert_eq!(form.time(), TimeChoice::Typed);
    assert_eq!(
        form.control().map(|c| c.to_string()),
        Ok("15d5".to_string())
    );
    keys(&mut form, &[Key::Backspace, Key::Backspace]);
    typed(&mut form, "+x");
    let error = form.error(Field::Time).expect("refused");
    let command_line = TimeControl::parse("15+x").expect_err("refused");
    assert_eq!(error, FieldError::Time(command_line.clone()));
    assert_eq!(error.describe(Lang::En), command_line.describe(Lang::En));
    assert_ne!(error.describe(Lang::Ru), error.describe(Lang::En));
    let refused = form.settings(&Settings::default()).expect_err("refused");
    assert_eq!(refused.0, Field::Time);
    // A preset chosen again is good again: the text typed stays for later.
    keys(&mut form, &[Key::Left]);
    assert_eq!(form.error(Field::Time), None);
    assert_eq!(form.typed_time().text(), "15+x");
}

#[test]
fn time_odds_give_black_a_control_of_its_own() {
    let odds = Settings {
        control: "5+3 vs 3+3".parse().expect("a control"),
        ..Settings::default()
    };
    let mut form = form_of(&odds);
    assert_eq!(
        form.time(),
        TimeChoice::Preset(5),
        "White's 5+3 in the grid"
    );
    assert_eq!(form.odds().text(), "3+3");
    assert_eq!(form.settings(&odds), Ok(odds.clone()));
    form.set_focus(Field::Odds);
    keys(&mut form, &[Key::CtrlU]);
    assert_eq!(form.control().map(|c| c.to_string()), Ok("5+3".to_string()));
    typed(&mut form, "none");
    let Some(FieldError::Time(error)) = form.error(Field::Odds) else {
        panic!("{:?}", form.error(Field::Odds));
    };
    assert_eq!(
        error,
        TimeControl::parse("5+3 vs none").expect_err("refused")
    );
    assert_eq!(form.error(Field::Time), None, "White's part is good");
    assert_eq!(
        form.settings(&Settings::default())
            .map_err(|(field, _)| field),
        Err(Field::Odds)
    );
    // White's part wrong is said on the time field alone.
    form.set_focus(Field::Time);
    typed(&mut form, "x");
    assert!(form.error(Field::Time).is_some());
    assert_eq!(form.error(Field::Odds), None);
}

#[test]
fn names_are_checked_and_may_have_spaces() {
    let mut form = form_of(&Settings::default());
    assert_eq!(form.name(Color::White).text(), "", "no name given");
    assert_eq!(
        form.error(Field::White),
        None,
        "the side goes by its own name"
    );
    typed(&mut form, "  ");
    assert_eq!(form.error(Field::White), None, "blank is no name");
    keys(&mut form, &[Key::CtrlU]);
    form.paste("Anna\u{7}");
    assert_eq!(
        form.name(Color::White).text(),
        "Anna",
        "no control character gets in"
    );
    keys(&mut form, &[Key::CtrlU]);
    typed(&mut form, "Anna Karenina");
    assert_eq!(form.error(Field::White), None);
    form.paste(&"x".repeat(60));
    assert_eq!(
        form.error(Field::White),
        Some(FieldError::Name(NameError::TooLong))
    );
    assert_eq!(
        form.first_error().map(|(field, _)| field),
        Some(Field::White)
    );
    keys(&mut form, &[Key::CtrlU]);
    let settings = form.settings(&Settings::default()).expect("good");
    assert_eq!(settings.names.white, "White");
}

/// ←/→ on the Variant field step through lichess's variants; the game starts at the
/// variant's usual start, a FEN is read in the variant, and Chess960 in another variant than
/// standard chess is refused with a sentence. A session's variant fills the field.
#[test]
fn the_variant_chosen_plays_its_rules_from_its_start_or_a_fen_of_it() {
    let mut form = form_of(&Settings::default());
    form.set_focus(Field::Variant);
    assert_eq!(form.variant(), Variant::Standard);
    keys(&mut form, &[Key::Right]);
    assert_eq!(form.variant(), Variant::Crazyhouse);
    let settings = form.settings(&Settings::default()).expect("good");
    assert_eq!(settings.start, Start::Usual(Variant::Crazyhouse));
    keys(&mut form, &[Key::Left, Key::Left]);
    assert_eq!(form.variant(), Variant::RacingKings, "round");
    keys(
        &mut form,
        &[Key::Left, Key::Left, Key::Left, Key::Left, Key::Left],
    );
    assert_eq!(form.variant(), Variant::Atomic);
    form.set_focus(Field::Start);
    keys(&mut form, &[Key::Right]);
    assert_eq!(
        form.error(Field::Start),
        Some(FieldError::Chess960Variant(Variant::Atomic))
    );
    keys(&mut form, &[Key::Right]);
    form.paste("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    let atomic = fen::read_in("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Variant::Atomic).unwrap();
    assert_eq!(form.start_value(), Ok(Start::Position(atomic)));
    let again = form_of(&Settings {
        start: Start::Usual(Variant::Horde),
        ..Settings::default()
    });
    assert_eq!(again.variant(), Variant::Horde);
    assert_eq!(again.start(), StartKind::Standard);
}

#[test]
fn the_start_is_standard_chess960_a_fen_or_the_editor() {
    let mut form = form_of(&Settings::default());
    form.set_focus(Field::Start);
    assert_eq!(form.start_value(), Ok(Start::Usual(Variant::Standard)));
    keys(&mut form, &[Key::Right]);
    assert_eq!(form.start(), StartKind::Chess960);
    assert_eq!(
        form.start_value(),
        Ok(Start::Chess960(None)),
        "random when no number"
    );
    typed(&mut form, "960");
    assert_eq!(
        form.error(Field::Start),
        Some(FieldError::Chess960(Chess960NumberError("960".into())))
    );
    keys(&mut form, &[Key::Backspace, Key::Backspace, Key::Backspace]);
    typed(&mut form, "518");
    assert_eq!(form.start_value(), Ok(Start::Chess960(Some(518))));
    assert!(form.in_start_box(), "typing went into the box");
    keys(&mut form, &[Key::BackTab, Key::Right]);
    assert_eq!(form.start(), StartKind::Fen);
    assert_eq!(
        form.error(Field::Start),
        Some(FieldError::Fen(FenError::Empty))
    );
    form.paste("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1");
    let position = fen::read("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1").expect("a position");
    assert_eq!(form.start_value(), Ok(Start::Position(position)));
    keys(&mut form, &[Key::Right]);
    assert_eq!(form.start(), StartKind::Editor);
    assert_eq!(
        form.text(Field::Start),
        None,
        "the editor's start takes no text"
    );
    assert_eq!(
        form.start_value(),
        Ok(Start::Position(Position::startpos()))
    );
    form.set_diagram(Diagram::empty());
    assert_eq!(
        form.error(Field::Start),
        Some(FieldError::Fen(FenError::MissingKing(Color::White)))
    );
    keys(&mut form, &[Key::Right]);
    assert_eq!(form.start(), StartKind::Standard, "round again");
}

/// The start's box (its Chess960 number or FEN) is a stop of its own for Tab and Shift-Tab,
/// where ←/→ move through the text; typing on the start's choices goes into it.
#[test]
fn tab_reaches_the_box_of_the_start() {
    let mut form = form_of(&Settings::default());
    form.set_focus(Field::Variant);
    keys(&mut form, &[Key::Tab, Key::Right, Key::Right]);
    assert_eq!((form.start(), form.in_start_box()), (StartKind::Fen, false));
    keys(&mut form, &[Key::Tab]);
    assert!(form.in_start_box());
    typed(&mut form, "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1");
    keys(&mut form, &[Key::Home, Key::Right, Key::Delete]);
    typed(&mut form, "7");
    assert_eq!(form.fen().text(), "878/4k3/8/8/4K3/4P3/8 w - - 0 1");
    assert_eq!(
        form.start(),
        StartKind::Fen,
        "←/→ in the box move through the text"
    );
    keys(&mut form, &[Key::Tab]);
    assert_eq!((form.focus(), form.in_start_box()), (Field::Bottom, false));
    keys(&mut form, &[Key::BackTab]);
    assert!(form.in_start_box(), "back into the box");
    keys(&mut form, &[Key::BackTab, Key::BackTab]);
    assert_eq!(form.focus(), Field::Variant);
    // Typing on the choices of a start with a box goes into the box.
    keys(&mut form, &[Key::Tab, Key::Left]);
    assert_eq!(form.start(), StartKind::Chess960);
    typed(&mut form, "518");
    assert!(form.in_start_box());
    assert_eq!(form.start_value(), Ok(Start::Chess960(Some(518))));
    // Without one, nothing but the keys of choices go anywhere.
    keys(&mut form, &[Key::BackTab, Key::Left]);
    assert_eq!(form.start(), StartKind::Standard);
    assert_eq!(form.on_key(Key::Tab), FormKey::Nothing);
    assert_eq!(form.focus(), Field::Bottom, "no box to stop at");
}

/// A key that types on a field that is chosen, not typed, changes nothing (Space neither):
/// the app says so.
#[test]
fn typing_on_a_field_of_choices_changes_nothing() {
    let before = form_of(&Settings::default());
    for field in [
        Field::ClockStart,
        Field::DrawRules,
        Field::Armageddon,
        Field::Start,
        Field::Bottom,
        Field::Instant,
        Field::Takebacks,
    ] {
        let mut form = before.clone();
        form.set_focus(field);
        let chosen = form.clone();
        for c in "b rnbqkbnr w".chars() {
            assert_eq!(form.on_key(Key::Char(c)), FormKey::NoTyping(field), "{c:?}");
        }
        assert_eq!(form, chosen, "{field:?}");
    }
}

/// A round robin of `players` named `name`, its every game still to play: under way.
pub(crate) fn under_way(name: &str, players: &[&str]) -> Tournament {
    Tournament::new(crate::tournament::Plan {
        control: "5+3".parse().expect("a control"),
        ..crate::tournament::Plan::for_tests(name, players)
    })
    .expect("a tournament")
}

/// A tournament whose every game has its result: no longer under way.
fn over(name: &str) -> Tournament {
    let mut tournament = under_way(name, &["Anna", "Boris"]);
    for round in &mut tournament.rounds {
        for board in &mut round.boards {
            board.result = Some(crate::tournament::Score::Forfeit(Color::White));
        }
    }
    tournament
}

#[test]
fn without_a_tournament_under_way_the_form_has_no_field_for_one() {
    let mut form = form_of(&Settings::default());
    form.set_tournaments(vec![over("Autumn")]);
    assert!(
        form.tournaments().is_empty(),
        "a tournament over is no choice"
    );
    assert_eq!(form.fields().next(), Some(Field::White));
    assert!(!form.fields().any(|field| field == Field::Tournament));
    keys(&mut form, &[Key::BackTab]);
    assert_eq!(form.focus(), Field::Takebacks, "round from the first field");
    keys(&mut form, &[Key::Tab, Key::Up]);
    assert_eq!(
        form.focus(),
        Field::Takebacks,
        "↑ from White goes round too"
    );
    assert_eq!(form.tournament(), None);
}

#[test]
fn a_tournament_under_way_is_the_first_field_and_arrows_choose_among_them() {
    let mut form = form_of(&Settings::default());
    form.set_tournaments(vec![
        under_way("Club", &["Anna", "Boris", "Vera"]),
        over("Autumn"),
        under_way("Spring", &["Gleb", "Dina"]),
    ]);
    let names: Vec<&str> = form.tournaments().iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["Club", "Spring"]);
    assert_eq!(form.fields().next(), Some(Field::Tournament));
    // The keys stay on the first name; the tournament is a field above it.
    assert_eq!(form.focus(), Field::White);
    assert_eq!(form.tournament(), None, "a free game unless one is chosen");
    keys(&mut form, &[Key::Up]);
    assert_eq!(form.focus(), Field::Tournament);
    assert_eq!(form.choices(Field::Tournament), Some((3, 0)));
    keys(&mut form, &[Key::Right]);
    assert_eq!(form.tournament().map(|t| t.name.as_str()), Some("Club"));
    keys(&mut form, &[Key::Right]);
    assert_eq!(form.tournament().map(|t| t.name.as_str()), Some("Spring"));
    keys(&mut form, &[Key::Right]);
    assert_eq!(form.tournament(), None, "round to none");
    keys(&mut form, &[Key::Left]);
    assert_eq!(form.tournament().map(|t| t.name.as_str()), Some("Spring"));
    assert_eq!(
        form.on_key(Key::Char('x')),
        FormKey::NoTyping(Field::Tournament)
    );
    assert_eq!(form.on_key(Key::Enter), FormKey::Enter);
    keys(&mut form, &[Key::BackTab]);
    assert_eq!(form.focus(), Field::Takebacks, "round from the tournament");
    keys(&mut form, &[Key::Tab, Key::Tab]);
    assert_eq!(form.focus(), Field::White);
}

#[test]
fn the_tournament_chosen_stays_chosen_while_it_is_under_way() {
    let mut form = form_of(&Settings::default());
    form.set_tournaments(vec![
        under_way("Club", &["Anna", "Boris", "Vera"]),
        under_way("Spring", &["Gleb", "Dina"]),
    ]);
    form.set_focus(Field::Tournament);
    form.choose(Field::Tournament, 2);
    // Read again as the form opens again: newer tournaments come first.
    form.set_tournaments(vec![
        under_way("Winter", &["Anna", "Gleb"]),
        under_way("Club", &["Anna", "Boris", "Vera"]),
        under_way("Spring", &["Gleb", "Dina"]),
    ]);
    assert_eq!(form.tournament().map(|t| t.name.as_str()), Some("Spring"));
    form.set_tournaments(vec![over("Spring"), under_way("Club", &["Anna", "Boris"])]);
    assert_eq!(form.tournament(), None, "over: a free game");
    assert_eq!(form.focus(), Field::Tournament);
    form.set_tournaments(Vec::new());
    assert_eq!(form.focus(), Field::White, "the field went, and its keys");
    // The free game's fields are as they were all along.
    assert_eq!(form.settings(&Settings::default()), Ok(Settings::default()));
}
