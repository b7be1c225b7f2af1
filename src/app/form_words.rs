//! The new-game form in words, for the line mode: a field's word and its value set it
//! (`white Anna`, `time 5+3`, `odds 3+3`, `clock first-move`, `rules fide`,
//! `armageddon yes`, `start 960 518`, `start fen FEN`, `start editor`, `bottom black`,
//! `instant yes`), `play` starts the game and `back` leaves the form. The words are English or
//! Russian (`белые`, `время`, `фора`, `часы`, `правила`, `армагеддон`, `начало`, `внизу`,
//! `мгновенно`, `играть`, `назад`); a value that is wrong changes nothing and is refused with
//! the field's sentence.

use std::str::FromStr;

use super::answer::line_answer;
use super::event::Refusal;
use super::form::{Field, FieldError, NewGameForm, PRESETS, StartKind};
use crate::game::{ClockStart, DrawRules, Flip};

/// What a line on the form did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Said {
    /// A field was set.
    Set(Field),
    /// `play`: the game is to start (or its position be set up).
    Start,
    /// `back`: the form is to close.
    Back,
}

/// The words of the fields, English then Russian.
const FIELDS: [(Field, &[&str]); 10] = [
    (Field::White, &["white", "белые"]),
    (Field::Black, &["black", "чёрные", "черные"]),
    (Field::Time, &["time", "время", "контроль"]),
    (Field::Odds, &["odds", "фора"]),
    (Field::ClockStart, &["clock", "часы"]),
    (Field::DrawRules, &["rules", "правила"]),
    (Field::Armageddon, &["armageddon", "армагеддон"]),
    (Field::Start, &["start", "начало"]),
    (Field::Bottom, &["bottom", "внизу"]),
    (Field::Instant, &["instant", "мгновенно"]),
];

/// The words of the starts, English then Russian.
const STARTS: [(StartKind, &[&str]); 4] = [
    (StartKind::Standard, &["standard", "обычное"]),
    (StartKind::Chess960, &["960", "chess960"]),
    (StartKind::Fen, &["fen", "фен"]),
    (StartKind::Editor, &["editor", "расстановка"]),
];

/// The words of the sides at the bottom in Russian, beside the English ones `--flip` takes.
const RUSSIAN_SIDES: [(Flip, &str); 4] = [
    (Flip::White, "белые"),
    (Flip::Black, "чёрные"),
    (Flip::Black, "черные"),
    (Flip::Auto, "авто"),
];

/// Does what a line says to the form; nothing changes when it is refused.
pub(super) fn apply(form: &mut NewGameForm, text: &str) -> Result<Said, Refusal> {
    let (word, value) = text
        .split_once(char::is_whitespace)
        .map_or((text, ""), |(word, value)| (word, value.trim()));
    let word = word.to_lowercase();
    match word.as_str() {
        "play" | "играть" if value.is_empty() => return Ok(Said::Start),
        "back" | "назад" if value.is_empty() => return Ok(Said::Back),
        _ => {}
    }
    let Some(field) = FIELDS
        .iter()
        .find(|(_, words)| words.contains(&word.as_str()))
        .map(|(field, _)| *field)
    else {
        return Err(Refusal::FormWord(text.to_string()));
    };
    let mut changed = form.clone();
    set(&mut changed, field, value).map_err(|error| Refusal::Field(field, error))?;
    changed.set_focus(field);
    *form = changed;
    Ok(Said::Set(field))
}

/// Sets `field` to `value`, checked as the field checks it.
fn set(form: &mut NewGameForm, field: Field, value: &str) -> Result<(), FieldError> {
    match field {
        Field::White | Field::Black => {
            form.set_text(field, value);
        }
        Field::Time => match PRESETS
            .iter()
            .position(|preset| preset.eq_ignore_ascii_case(value))
        {
            Some(index) => form.choose(Field::Time, index),
            None => {
                form.set_text(Field::Time, value);
            }
        },
        Field::Odds => {
            // `-` or nothing: no odds.
            form.set_text(field, value.trim_start_matches('-'));
        }
        Field::ClockStart => {
            let start = match value.to_lowercase().as_str() {
                "партия" | "партии" => ClockStart::Game,
                "ход" | "первый-ход" => ClockStart::FirstMove,
                _ => ClockStart::from_str(value).map_err(FieldError::ClockStart)?,
            };
            form.choose(field, index_of(&ClockStart::ALL, start));
        }
        Field::Armageddon | Field::Instant => {
            let on = switch(value).ok_or_else(|| FieldError::Switch(value.to_string()))?;
            form.choose(field, usize::from(on));
        }
        Field::DrawRules => {
            let rules = match value.to_lowercase().as_str() {
                "клубные" | "клуб" => DrawRules::Club,
                "фиде" => DrawRules::Fide,
                _ => DrawRules::from_str(value).map_err(FieldError::DrawRules)?,
            };
            form.choose(field, index_of(&DrawRules::ALL, rules));
        }
        Field::Bottom => {
            let lower = value.to_lowercase();
            let russian = RUSSIAN_SIDES.iter().find(|(_, word)| *word == lower);
            let bottom = match russian {
                Some((flip, _)) => *flip,
                None => Flip::from_str(value).map_err(FieldError::Bottom)?,
            };
            form.choose(field, index_of(&Flip::ALL, bottom));
        }
        Field::Start => {
            let (kind, rest) = value
                .split_once(char::is_whitespace)
                .map_or((value, ""), |(kind, rest)| (kind, rest.trim()));
            let kind = kind.to_lowercase();
            let start = STARTS
                .iter()
                .find(|(_, words)| words.contains(&kind.as_str()))
                .map(|(start, _)| *start)
                .ok_or_else(|| FieldError::StartWord(value.to_string()))?;
            form.choose(field, index_of(&StartKind::ALL, start));
            form.set_text(field, rest);
        }
    }
    match form.error(field) {
        Some(error) => Err(error),
        None => Ok(()),
    }
}

/// A yes or a no in either language: an answer to a question (`yes`, `да`; `no`, `нет`:
/// [`line_answer`]), or a switch's word (`on`, `true`; `off`, `false`).
fn switch(value: &str) -> Option<bool> {
    line_answer(value).or_else(|| match value.trim().to_lowercase().as_str() {
        "on" | "true" => Some(true),
        "off" | "false" => Some(false),
        _ => None,
    })
}

fn index_of<T: PartialEq>(all: &[T], value: T) -> usize {
    all.iter().position(|v| *v == value).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Settings;
    use crate::app::form::TimeChoice;

    #[test]
    fn a_field_and_its_value_set_it_in_either_language() {
        let mut form = NewGameForm::new(&Settings::default());
        assert_eq!(
            apply(&mut form, "white Anna Karenina"),
            Ok(Said::Set(Field::White))
        );
        assert_eq!(
            form.name(crate::rules::Color::White).text(),
            "Anna Karenina"
        );
        assert_eq!(apply(&mut form, "время 5+3"), Ok(Said::Set(Field::Time)));
        assert_eq!(form.time(), TimeChoice::Preset(5));
        assert_eq!(
            apply(&mut form, "time 40/90+30,30+30"),
            Ok(Said::Set(Field::Time))
        );
        assert_eq!(form.time(), TimeChoice::Typed);
        assert_eq!(
            apply(&mut form, "rules fide"),
            Ok(Said::Set(Field::DrawRules))
        );
        assert_eq!(form.draw_rules(), DrawRules::Fide);
        for (line, rules) in [
            ("правила клубные", DrawRules::Club),
            ("правила ФИДЕ", DrawRules::Fide),
            ("rules Club", DrawRules::Club),
        ] {
            assert_eq!(apply(&mut form, line), Ok(Said::Set(Field::DrawRules)));
            assert_eq!(form.draw_rules(), rules, "{line}");
        }
        assert_eq!(
            apply(&mut form, "внизу чёрные"),
            Ok(Said::Set(Field::Bottom))
        );
        assert_eq!(form.bottom(), Flip::Black);
        assert_eq!(
            apply(&mut form, "start 960 518"),
            Ok(Said::Set(Field::Start))
        );
        assert_eq!(form.start(), StartKind::Chess960);
        assert_eq!(form.chess960().text(), "518");
        assert_eq!(
            apply(&mut form, "начало расстановка"),
            Ok(Said::Set(Field::Start))
        );
        assert_eq!(form.start(), StartKind::Editor);
        assert_eq!(apply(&mut form, "play"), Ok(Said::Start));
        assert_eq!(apply(&mut form, "назад"), Ok(Said::Back));
    }

    #[test]
    fn a_wrong_value_changes_nothing_and_says_why() {
        let mut form = NewGameForm::new(&Settings::default());
        let before = form.clone();
        for (line, field) in [
            ("time 5+x", Field::Time),
            (
                "white Anna Anna Anna Anna Anna Anna Anna Anna Anna",
                Field::White,
            ),
            ("rules blitz", Field::DrawRules),
            ("odds 3+x", Field::Odds),
            ("clock later", Field::ClockStart),
            ("armageddon maybe", Field::Armageddon),
            ("instant", Field::Instant),
            ("bottom sideways", Field::Bottom),
            ("start 960 1000", Field::Start),
            ("start fen 8/8 w - - 0 1", Field::Start),
            ("start somewhere", Field::Start),
        ] {
            match apply(&mut form, line) {
                Err(Refusal::Field(refused, _)) => assert_eq!(refused, field, "{line}"),
                other => panic!("{line}: {other:?}"),
            }
            assert_eq!(form, before, "{line}");
        }
        assert_eq!(
            apply(&mut form, "colour green"),
            Err(Refusal::FormWord("colour green".to_string()))
        );
    }
}
