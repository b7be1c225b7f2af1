//! The new-game form in words: the words of each choice, one phrase of the catalogues that
//! the screen shows among the choices and the line mode says ([`choice_phrase`]), and the
//! line mode's lines that set the fields. A field's word and its value set it (`tournament
//! Club`, `tournament none`, `white Anna`,
//! `time 5+3`, `odds 3+3`, `clock first-move`, `rules fide`, `armageddon yes`, `variant
//! crazyhouse`, `start 960
//! 518`, `start fen FEN`, `start editor`, `bottom black`, `instant yes`), `play` starts the
//! game and `back` leaves the form. The words are any language's (`[form]` of the files of
//! words: `белые`, `время`, `играть`, `назад`), and a choice is named by its words on the
//! screen of any language (`с первым ходом белых`, `чей ход`, `без часов`), its word on the
//! command line or a short word (`[form-values]`: `ход`, `клуб`); a value that is wrong
//! changes nothing and is refused with the field's sentence, which lists the choices in the
//! words of the player's screen.

use std::str::FromStr;

use super::answer::{Answer, line_answer};
use super::event::Refusal;
use super::form::{Field, FieldError, NewGameForm, PRESETS, choice_phrase};
use crate::game::{ClockStart, DrawRules, Flip};
use crate::i18n::{Lang, say};
use crate::rules::Variant;
use crate::vocabulary::{self, Meaning};

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

/// A word of the form's line (`[form]` of the files of words): a field's, `play` or `back`.
/// The short words for a field's choices are under `[form-values.KEY]`, by the field's key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FormWord {
    Field(Field),
    Play,
    Back,
}

impl Meaning for FormWord {
    const TABLE: &'static str = "form";
    const ALL: &'static [FormWord] = &[
        FormWord::Field(Field::Tournament),
        FormWord::Field(Field::White),
        FormWord::Field(Field::Black),
        FormWord::Field(Field::Time),
        FormWord::Field(Field::Odds),
        FormWord::Field(Field::ClockStart),
        FormWord::Field(Field::DrawRules),
        FormWord::Field(Field::Armageddon),
        FormWord::Field(Field::Variant),
        FormWord::Field(Field::Start),
        FormWord::Field(Field::Bottom),
        FormWord::Field(Field::Instant),
        FormWord::Field(Field::Takebacks),
        FormWord::Play,
        FormWord::Back,
    ];

    fn key(self) -> &'static str {
        match self {
            FormWord::Field(Field::Tournament) => "tournament",
            FormWord::Field(Field::White) => "white",
            FormWord::Field(Field::Black) => "black",
            FormWord::Field(Field::Time) => "time",
            FormWord::Field(Field::Odds) => "odds",
            FormWord::Field(Field::ClockStart) => "clock",
            FormWord::Field(Field::DrawRules) => "rules",
            FormWord::Field(Field::Armageddon) => "armageddon",
            FormWord::Field(Field::Variant) => "variant",
            FormWord::Field(Field::Start) => "start",
            FormWord::Field(Field::Bottom) => "bottom",
            FormWord::Field(Field::Instant) => "instant",
            FormWord::Field(Field::Takebacks) => "takebacks",
            FormWord::Play => "play",
            FormWord::Back => "back",
        }
    }
}

/// The table of the short words for the choices of `field`: `form-values.clock`.
fn short_words_table(field: Field) -> String {
    format!("form-values.{}", FormWord::Field(field).key())
}

/// The words of where a game starts, as the command line's words of other choices are:
/// `standard`, `chess960`, `fen`, `editor`.
const START_WORDS: [&str; 4] = ["standard", "chess960", "fen", "editor"];

/// The words of the `index`-th choice of a field in `lang` ([`choice_phrase`]).
pub fn choice_words(lang: Lang, field: Field, index: usize) -> Option<String> {
    choice_phrase(field, index).map(|phrase| say(lang, &phrase))
}

/// The choice of `field` that `value` names in any language: its words as the screen of any
/// language shows them, its word on the command line (`first-move`, `fide`, `auto`,
/// `standard`; a yes or a no for Armageddon and instant moves) or a short word (`ход`,
/// `клуб`), whatever the case, the spaces and the dashes. The control typed is never named
/// so; nothing else is guessed.
fn choice_named(field: Field, value: &str) -> Option<usize> {
    let wanted = comparable(value);
    if wanted.is_empty() {
        return None;
    }
    let on_the_command_line = command_line_choice(field, value);
    let shown = (0..)
        .map_while(|index| Some((index, choice_phrase(field, index)?)))
        .filter(|(_, choice)| choice.id() != "form-other")
        .find(|(_, choice)| {
            Lang::ALL
                .iter()
                .any(|&lang| comparable(&say(lang, choice)) == wanted)
        })
        .map(|(index, _)| index);
    on_the_command_line
        .or(shown)
        .or_else(|| short_word_choice(field, &wanted))
}

/// The choice of `field` that `value` names by its word on the command line: `first-move`,
/// `fide`, `auto`, `standard`, a preset of the time grid, or a yes or a no for Armageddon and
/// instant moves.
fn command_line_choice(field: Field, value: &str) -> Option<usize> {
    let same = |word: &&str| comparable(word) == comparable(value);
    match field {
        Field::ClockStart => ClockStart::from_str(value)
            .ok()
            .map(|start| index_of(&ClockStart::ALL, start)),
        Field::DrawRules => DrawRules::from_str(value)
            .ok()
            .map(|rules| index_of(&DrawRules::ALL, rules)),
        Field::Bottom => Flip::from_str(value)
            .ok()
            .map(|flip| index_of(&Flip::ALL, flip)),
        Field::Armageddon | Field::Instant | Field::Takebacks => switch(value).map(usize::from),
        Field::Variant => Variant::from_name(value).map(|variant| index_of(&Variant::ALL, variant)),
        Field::Start => START_WORDS.iter().position(same),
        Field::Time => PRESETS.iter().position(same),
        Field::Tournament | Field::White | Field::Black | Field::Odds => None,
    }
}

/// The choice of `field` a short word of any language names (`wanted`, as choices are
/// compared): filed under the choice's word on the command line (`[form-values.clock]
/// first-move = ["ход"]`).
fn short_word_choice(field: Field, wanted: &str) -> Option<usize> {
    let table = short_words_table(field);
    vocabulary::languages().iter().find_map(|language| {
        language.keys(&table).find_map(|choice| {
            let words = language.words(&table, choice);
            let named = words.iter().any(|word| comparable(word) == wanted);
            named.then(|| command_line_choice(field, choice)).flatten()
        })
    })
}

/// `text` as choices are compared: lower case, spelled as read (`ё` as `е`), letters and
/// digits only.
fn comparable(text: &str) -> String {
    vocabulary::respelled_as_read(&text.to_lowercase())
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '+')
        .collect()
}

/// Does what a line says to the form; nothing changes when it is refused.
pub(super) fn apply(form: &mut NewGameForm, text: &str) -> Result<Said, Refusal> {
    let (word, value) = text
        .split_once(char::is_whitespace)
        .map_or((text, ""), |(word, value)| (word, value.trim()));
    let field = match vocabulary::read(word) {
        Some(FormWord::Play) if value.is_empty() => return Ok(Said::Start),
        Some(FormWord::Back) if value.is_empty() => return Ok(Said::Back),
        Some(FormWord::Field(field)) => field,
        _ => return Err(Refusal::FormWord(text.to_string())),
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
        Field::Time => match choice_named(Field::Time, value) {
            Some(index) => form.choose(Field::Time, index),
            None => {
                form.set_text(Field::Time, value);
            }
        },
        Field::Tournament => {
            // `none` in any language, or a tournament under way by its name.
            let index = choice_named(field, value)
                .or_else(|| Some(form.tournament_named(value)? + 1))
                .ok_or_else(|| FieldError::Tournament {
                    text: value.to_string(),
                    under_way: form.tournaments().iter().map(|t| t.name.clone()).collect(),
                })?;
            form.choose(field, index);
        }
        Field::Odds => {
            // `-` or nothing: no odds.
            form.set_text(field, value.trim_start_matches('-'));
        }
        Field::Start => {
            // The start's words, then what it takes: `960 518`, `fen FEN`, `set up`.
            let words: Vec<&str> = value.split_whitespace().collect();
            let (index, taken) = (1..=words.len())
                .rev()
                .find_map(|taken| Some((choice_named(field, &words[..taken].join(" "))?, taken)))
                .ok_or_else(|| FieldError::Choice {
                    field,
                    text: value.to_string(),
                })?;
            form.choose(field, index);
            form.set_text(field, &words[taken..].join(" "));
        }
        _ => {
            let index = choice_named(field, value).ok_or_else(|| FieldError::Choice {
                field,
                text: value.to_string(),
            })?;
            form.choose(field, index);
        }
    }
    match form.error(field) {
        Some(error) => Err(error),
        None => Ok(()),
    }
}

/// A yes or a no in any language: an answer to a question (`yes`, `да`; `no`, `нет`:
/// [`line_answer`]), or a switch's word (`on`, `true`; `off`, `false`).
fn switch(value: &str) -> Option<bool> {
    let answer = line_answer(value).map(|answer| answer == Answer::Yes);
    answer.or_else(|| match value.trim().to_lowercase().as_str() {
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
    use crate::app::form::{StartKind, TimeChoice};

    /// Every field has its word in every language, and every short word names a choice of
    /// a field by its word on the command line.
    #[test]
    fn every_field_has_words_and_every_short_word_a_choice() {
        vocabulary::assert_complete::<FormWord>();
        for language in vocabulary::languages() {
            let tables = language
                .tables()
                .filter(|table| table.starts_with("form-values."));
            for table in tables {
                let field = Field::ALL
                    .into_iter()
                    .find(|&field| table == short_words_table(field))
                    .unwrap_or_else(|| panic!("{table} is no field's"));
                for choice in language.keys(table) {
                    let index = command_line_choice(field, choice);
                    assert!(index.is_some(), "{table}: {choice} is no choice");
                }
            }
        }
    }

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
        for (line, variant) in [
            ("variant crazyhouse", Variant::Crazyhouse),
            ("variant kingOfTheHill", Variant::KingOfTheHill),
            ("вариант три шаха", Variant::ThreeCheck),
            ("вариант Анти-Шахматы", Variant::Antichess),
            ("variant Racing Kings", Variant::RacingKings),
        ] {
            assert_eq!(apply(&mut form, line), Ok(Said::Set(Field::Variant)));
            assert_eq!(form.variant(), variant, "{line}");
        }
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

    /// `tournament NAME` chooses a tournament under way by its name, whatever the case,
    /// `tournament none` (`турнир нет`) a free game; a name of none under way is refused
    /// with the names there are, and changes nothing.
    #[test]
    fn a_tournament_is_chosen_by_its_name_in_either_language() {
        use crate::app::form::tests::under_way;
        use crate::i18n::Describe;
        let mut form = NewGameForm::new(&Settings::default());
        form.set_tournaments(vec![
            under_way("Клуб", &["Анна", "Борис", "Вера"]),
            under_way("Spring open", &["Gleb", "Dina"]),
        ]);
        for (line, chosen) in [
            ("tournament spring open", Some("Spring open")),
            ("турнир нет", None),
            ("турнир клуб", Some("Клуб")),
            ("tournament none", None),
            ("tournament Клуб", Some("Клуб")),
        ] {
            assert_eq!(
                apply(&mut form, line),
                Ok(Said::Set(Field::Tournament)),
                "{line}"
            );
            let name = form.tournament().map(|t| t.name.as_str());
            assert_eq!(name, chosen, "{line}");
            assert_eq!(form.focus(), Field::Tournament, "{line}");
        }
        let before = form.clone();
        let Err(Refusal::Field(Field::Tournament, error)) = apply(&mut form, "турнир Осень")
        else {
            panic!("a tournament not under way is refused");
        };
        assert_eq!(form, before);
        assert_eq!(
            error.describe(Lang::En),
            "Tournament: 'Осень' is not one of the choices: expected 'none', 'Клуб' or \
             'Spring open'"
        );
        assert_eq!(
            error.describe(Lang::Ru),
            "Турнир: «Осень» — такого выбора нет: ожидается «нет», «Клуб» или «Spring open»"
        );
        assert_eq!(apply(&mut form, "play"), Ok(Said::Start));
    }

    /// Every choice of every field, in the words the screen of either language shows it in
    /// (and the line mode says it in), sets that choice from a line, whatever the language
    /// of the screen: what is shown is what is taken.
    #[test]
    fn every_choice_is_taken_in_the_words_it_is_shown_in() {
        let words = [
            (Field::Time, "time"),
            (Field::ClockStart, "clock"),
            (Field::DrawRules, "rules"),
            (Field::Armageddon, "armageddon"),
            (Field::Start, "start"),
            (Field::Bottom, "bottom"),
            (Field::Instant, "instant"),
            (Field::Takebacks, "takebacks"),
        ];
        let mut checked = 0;
        for (field, word) in words {
            let (count, _) = NewGameForm::new(&Settings::default())
                .choices(field)
                .expect("a field of choices");
            // The typed control is chosen by typing one, not by its word.
            let count = if field == Field::Time {
                count - 1
            } else {
                count
            };
            for index in 0..count {
                for lang in Lang::ALL {
                    let shown = choice_words(lang, field, index).expect("shown");
                    for typed in [shown.clone(), shown.to_uppercase()] {
                        let mut form = NewGameForm::new(&Settings::default());
                        // A FEN start takes its FEN after the word.
                        let line = match (field, index) {
                            (Field::Start, 2) => {
                                format!("{word} {typed} 8/8/8/4k3/8/8/8/4K3 w - - 0 1")
                            }
                            _ => format!("{word} {typed}"),
                        };
                        assert_eq!(apply(&mut form, &line), Ok(Said::Set(field)), "{line}");
                        assert_eq!(form.choices(field).map(|(_, at)| at), Some(index), "{line}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 60, "{checked}");
    }

    #[test]
    fn the_russian_screen_s_words_are_taken() {
        for (line, field, index) in [
            ("внизу чей ход", Field::Bottom, 2),
            ("внизу Чёрные", Field::Bottom, 1),
            ("часы с первым ходом белых", Field::ClockStart, 1),
            ("часы идут с начала партии", Field::ClockStart, 0),
            ("мгновенно сразу, как назван", Field::Instant, 1),
            ("мгновенно делает Enter", Field::Instant, 0),
            ("возврат нельзя", Field::Takebacks, 0),
            ("takebacks off", Field::Takebacks, 0),
            ("армагеддон ничья — победа чёрных", Field::Armageddon, 1),
            ("армагеддон ничья - победа черных", Field::Armageddon, 1),
            ("правила ФИДЕ", Field::DrawRules, 1),
            ("время без часов", Field::Time, PRESETS.len() - 1),
            ("time none", Field::Time, PRESETS.len() - 1),
            ("start set up", Field::Start, 3),
            ("начало Chess960", Field::Start, 1),
        ] {
            let mut form = NewGameForm::new(&Settings::default());
            assert_eq!(apply(&mut form, line), Ok(Said::Set(field)), "{line}");
            assert_eq!(form.choices(field).map(|(_, at)| at), Some(index), "{line}");
        }
        let mut form = NewGameForm::new(&Settings::default());
        assert_eq!(
            apply(&mut form, "начало 960 518"),
            Ok(Said::Set(Field::Start))
        );
        assert_eq!(form.chess960().text(), "518");
    }

    /// A value that names no choice is refused with the field's choices in the words of the
    /// player's screen: in Russian, no English word among them.
    #[test]
    fn a_value_that_names_no_choice_lists_the_choices_in_the_player_s_words() {
        use crate::i18n::Describe;
        for (line, english, russian) in [
            (
                "clock later",
                "Clocks: 'later' is not one of the choices: expected 'start with the game' or \
                 'start with White's first move'",
                "Часы: «later» — такого выбора нет: ожидается «идут с начала партии» или «с \
                 первым ходом белых»",
            ),
            (
                "внизу вверх",
                "At the bottom: 'вверх' is not one of the choices: expected 'White', 'Black' or \
                 'the side to move'",
                "Внизу: «вверх» — такого выбора нет: ожидается «Белые», «Чёрные» или «чей ход»",
            ),
            (
                "мгновенно иногда",
                "Moves: 'иногда' is not one of the choices: expected 'Enter plays them' or 'play \
                 as soon as named'",
                "Ходы: «иногда» — такого выбора нет: ожидается «делает Enter» или «сразу, как \
                 назван»",
            ),
            (
                "начало где-то",
                "Start: 'где-то' is not one of the choices: expected 'usual', 'Chess960', \
                 'FEN' or 'set up'",
                "Начало: «где-то» — такого выбора нет: ожидается «обычное», «Chess960», «FEN» \
                 или «расстановка»",
            ),
        ] {
            let mut form = NewGameForm::new(&Settings::default());
            let Err(Refusal::Field(_, error)) = apply(&mut form, line) else {
                panic!("{line} is refused");
            };
            assert_eq!(error.describe(Lang::En), english, "{line}");
            assert_eq!(error.describe(Lang::Ru), russian, "{line}");
        }
    }
}
