//! Every error and outcome in words of either language. The types below the app say what
//! they mean as a [`Phrase`] ([`Sentence`]); [`say`] puts it into the words of a language,
//! from its catalogue, and [`Describe::describe`] does it for any such value. The types' English
//! `Display` comes from the English catalogue too (`english_display!` below), so each
//! sentence is written once.

use fluent_bundle::{FluentArgs, FluentValue};

use super::{Lang, screen_san, text};
use crate::engine::EngineError;
use crate::game::arbiter::{ClockAdjustment, DurationError};
use crate::game::choices::{Chess960NumberError, NameError};
use crate::game::header::FlipError;
use crate::game::outcome::DrawRulesError;
use crate::game::pgn::{GameTextError, MoveRefusal};
use crate::game::time_control::TimeControlError;
use crate::game::timed::ClockStartError;
use crate::game::{GameError, NoteError, Outcome};
use crate::look::ThemeError;
use crate::notation::pgn::{PgnError, PgnWarning};
use crate::notation::san::{San, SanError, Unreadable};
use crate::rules::fen::{CastlingError, CastlingPiece, EnPassantProblem};
use crate::rules::{CastlingObstacle, FenError};
use crate::sentence::{self, Phrase, Sentence};
use crate::setup::{EditError, PlacementError};
use crate::store::{FolderError, StoreError, WriteError};

use super::LangError;

/// Something the players are told, in the words of a language.
pub trait Describe {
    /// The sentence in `lang`.
    fn describe(&self, lang: Lang) -> String;
}

impl<T: Sentence + ?Sized> Describe for T {
    fn describe(&self, lang: Lang) -> String {
        say(lang, &self.phrase())
    }
}

/// `phrase` in the words of `lang`: its message from the catalogue, each placeable filled (a
/// move in the language's notation, a phrase inside it said in the same language).
pub fn say(lang: Lang, phrase: &Phrase<'_>) -> String {
    let mut args = FluentArgs::new();
    for (name, value) in phrase.args() {
        args.set(*name, fluent_value(lang, value));
    }
    text(lang, phrase.id(), Some(&args))
}

/// A placeable's value as Fluent takes it: numbers stay numbers, for plurals.
fn fluent_value<'a>(lang: Lang, value: &'a sentence::Arg<'_>) -> FluentValue<'a> {
    match value {
        sentence::Arg::Text(text) => FluentValue::from(text.as_ref()),
        sentence::Arg::Number(number) => FluentValue::from(*number),
        other => FluentValue::from(shown(lang, other)),
    }
}

/// A placeable's value as text in `lang`.
fn shown(lang: Lang, value: &sentence::Arg<'_>) -> String {
    match value {
        sentence::Arg::Text(text) => text.to_string(),
        sentence::Arg::Number(number) => number.to_string(),
        // Read back from the standard SAN its value wrote; text that is no SAN stays as it is.
        sentence::Arg::Move(text) => San::from_ascii(text.as_bytes())
            .map_or_else(|| text.to_string(), |san| screen_san(lang, san)),
        sentence::Arg::OneOf(values) => {
            let values: Vec<String> = values.iter().map(|value| shown(lang, value)).collect();
            super::list(lang, &values, super::Joined::Or)
        }
        sentence::Arg::Phrase(phrase) => say(lang, phrase),
        sentence::Arg::Duration(time) => super::length_of_time(lang, *time),
    }
}

/// The English `Display` of types that say themselves as a [`Phrase`]: the English
/// catalogue's sentence, so that logs, scripts and tests read what an English screen shows.
/// The types of the layers below are listed here; a module above `i18n` (the command line)
/// gives its own types theirs with this macro.
macro_rules! english_display {
    ($($type:ty),+ $(,)?) => {$(
        impl ::std::fmt::Display for $type {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                use $crate::i18n::Describe as _;
                f.write_str(&self.describe($crate::i18n::Lang::En))
            }
        }
    )+};
}

english_display!(
    SanError,
    Unreadable,
    FenError,
    CastlingError,
    CastlingObstacle,
    CastlingPiece,
    EnPassantProblem,
    GameError,
    NoteError,
    Outcome,
    GameTextError,
    MoveRefusal,
    TimeControlError,
    DurationError,
    ClockAdjustment,
    ClockStartError,
    PgnError,
    PgnWarning,
    FolderError,
    StoreError,
    EngineError,
    WriteError,
    DrawRulesError,
    FlipError,
    ThemeError,
    LangError,
    PlacementError,
    EditError,
    NameError,
    Chess960NumberError,
);

pub(crate) use english_display;

#[cfg(test)]
mod tests;
