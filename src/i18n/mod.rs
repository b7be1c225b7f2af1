//! The languages of the screen, one for each folder under `locales/` (English and Russian):
//! the language chosen (`--lang`, else the locale), the message catalogues (the Fluent files
//! of each folder, built into the program), and chess notation as the screen writes it in
//! each language. Saved games stay in English SAN.
//!
//! A message is looked up by its id with [`tr!`]: `tr!(lang, "count-moves", count = 5)`.
//! Plural forms follow the CLDR rules of each language (Fluent's `[one]`, `[few]`, `[many]`,
//! `[other]`), so `1 ход`, `2 хода`, `5 ходов`, `21 ход`.

mod describe;
mod list;
mod notation;

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

use crate::game::DrawRules;
use crate::rules::{ByColor, Color, Role};
use crate::sentence::{Arg, Phrase, Sentence};
use crate::vocabulary::{self, Vocabulary};

pub(crate) use describe::english_display;
pub use describe::{Describe, say};
pub use list::{Joined, list};
pub use notation::{letters, piece_letter, score_line, screen_san};

/// Makes [`Lang`] from the list of languages build.rs writes (`locales.rs` in `OUT_DIR`):
/// each language's variant, code and catalogue files; its words are the vocabulary's.
macro_rules! locales {
    ($($variant:ident $code:literal { $($name:literal => $catalogue:expr),* $(,)? } words $words:expr),+ $(,)?) => {
        /// A language of the screen: one for each folder under `locales/` (build.rs lists
        /// them), named by its code: `Lang::Ru` speaks with the catalogues and reads the
        /// words of `locales/ru/`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Lang {
            $(
                #[doc = concat!("The language of `locales/", $code, "/`.")]
                $variant,
            )+
        }

        impl Lang {
            /// Every language, English first, then by their codes.
            pub const ALL: [Lang; [$($code),+].len()] = [$(Lang::$variant),+];

            /// Its code, as `--lang` takes it and its folder under `locales/` is named: `en`,
            /// `ru`.
            pub fn code(self) -> &'static str {
                match self {
                    $(Lang::$variant => $code,)+
                }
            }

            /// Its catalogue files (`locales/<code>/*.ftl`), each by its name (`screen`).
            fn catalogue_files(self) -> &'static [(&'static str, &'static str)] {
                match self {
                    $(Lang::$variant => &[$(($name, $catalogue)),*],)+
                }
            }
        }
    };
}

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// English: the language of the program's own words, and the one a locale that names no
/// language of hotseat's gets.
impl Default for Lang {
    fn default() -> Lang {
        Lang::En
    }
}

impl From<Lang> for &'static str {
    fn from(lang: Lang) -> &'static str {
        lang.code()
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl Lang {
    /// The language the locale asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set and not empty decides; its language part (`ru` of `ru_RU.UTF-8`) names
    /// the language when hotseat speaks it, else it is English.
    pub fn from_locale(
        lc_all: Option<&str>,
        lc_messages: Option<&str>,
        lang: Option<&str>,
    ) -> Lang {
        let chosen = [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|value| !value.is_empty());
        let language = chosen
            .and_then(|locale| locale.split(['_', '-', '.', '@']).next())
            .unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(language))
            .unwrap_or_default()
    }

    /// Its name, in itself, as the values of `--lang` list it: `English`, `русский`.
    pub fn name(self) -> String {
        crate::tr!(self, "language-name")
    }

    /// The words it reads (`locales/<code>/words.toml`): its commands, answers and values.
    pub fn words(self) -> &'static Vocabulary {
        vocabulary::of(self.code())
    }

    fn catalogue(self) -> &'static FluentBundle<FluentResource> {
        static BUNDLES: LazyLock<[FluentBundle<FluentResource>; Lang::ALL.len()]> =
            LazyLock::new(|| Lang::ALL.map(bundle));
        &BUNDLES[self as usize]
    }
}

/// The error for a word that is no language's code, which says the codes there are.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct LangError(pub String);

impl Sentence for LangError {
    fn phrase(&self) -> Phrase<'_> {
        let typed = |lang: Lang| crate::phrase!("typed-word", text = lang.code());
        let languages = Lang::ALL
            .into_iter()
            .map(|lang| Arg::Phrase(Box::new(typed(lang))))
            .collect();
        crate::phrase!(
            "lang-error",
            text = &self.0,
            languages = Arg::OneOf(languages)
        )
    }
}

crate::read_by_word!(Lang, LangError);

/// The bundle of one language, from every catalogue file. A file that does not parse is a
/// mistake of the program, caught by the tests; its good messages are still used.
fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No invisible direction marks around values: the screen shows them as they are.
    bundle.set_use_isolating(false);
    for (_, source) in lang.catalogue_files() {
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(resource) | Err((resource, _)) => resource,
        };
        // Ids are unique across files (a test checks), so nothing is overridden.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// A side as the catalogues select on it: `white` or `black`.
pub fn side_key(color: Color) -> &'static str {
    color.fold("white", "black")
}

/// A side's name in `lang`, as a label: `White`, `Чёрные`.
pub fn side_name(lang: Lang, color: Color) -> String {
    match color {
        Color::White => crate::tr!(lang, "side-white"),
        Color::Black => crate::tr!(lang, "side-black"),
    }
}

/// The name of draw rules in `lang`, as the form and the help show them: `club`, `ФИДЕ`.
pub fn draw_rules_name(lang: Lang, rules: DrawRules) -> String {
    crate::tr!(lang, "draw-rules-name", rules = rules.name())
}

/// How a player of a game with `names` is called in `lang`: the name given, else the side's
/// name (`Белые` for a game saved with `White` for a name).
pub fn player_label(lang: Lang, names: &ByColor<String>, color: Color) -> String {
    crate::game::given_name(names, color).map_or_else(|| side_name(lang, color), str::to_string)
}

/// The name of a piece in `lang`: `queen`, `ферзь`.
pub fn piece_name(lang: Lang, role: Role) -> String {
    match role {
        Role::King => crate::tr!(lang, "piece-king"),
        Role::Queen => crate::tr!(lang, "piece-queen"),
        Role::Rook => crate::tr!(lang, "piece-rook"),
        Role::Bishop => crate::tr!(lang, "piece-bishop"),
        Role::Knight => crate::tr!(lang, "piece-knight"),
        Role::Pawn => crate::tr!(lang, "piece-pawn"),
    }
}

/// A length of time as every sentence says one, the one way of writing it: how long a move
/// or a game took, a clock's time or a change to it, a delay, a period of a control. `2.1 s`
/// and `40 s` under a minute (tenths under ten seconds, with the decimal mark of `lang`, but
/// no `.0`), `2:14` and `1:02:03` from a minute on, as clocks show it. (The clocks on the
/// screen show their own digits.)
pub fn length_of_time(lang: Lang, time: std::time::Duration) -> String {
    let seconds = time.as_secs();
    if seconds >= 60 {
        return crate::game::clock::format_clock(time);
    }
    let tenths = time.as_millis() / 100 % 10;
    let text = if seconds < 10 && tenths > 0 {
        format!("{seconds}{}{tenths}", decimal_mark(lang))
    } else {
        seconds.to_string()
    };
    crate::tr!(lang, "duration-seconds", seconds = text)
}

/// The mark between a number's whole part and its tenths in `lang` (its catalogue's
/// `decimal-mark`): `2.1`, `2,1`.
pub fn decimal_mark(lang: Lang) -> char {
    formatted(lang, "decimal-mark", None)
        .chars()
        .next()
        .unwrap_or('.')
}

/// `value` with one decimal, in the decimal mark of `lang`: `87.3`, `87,3`.
pub fn tenths(lang: Lang, value: f64) -> String {
    format!("{value:.1}").replace('.', &decimal_mark(lang).to_string())
}

/// `text` with a capital first letter: `queen` → `Queen`, `ферзь` → `Ферзь`. A text that
/// begins with a square or a pawn move as written keeps its case, which is part of what it
/// says: `exd6 leaves your king in check`, `bc4 is ambiguous: …` (`Bc4` is a bishop move).
pub fn capitalised(text: &str) -> String {
    if begins_with_a_square_or_pawn_move(text) {
        return text.to_string();
    }
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Whether `text` begins with a file letter and a rank digit (`e4`, `e2e4`, `f1`), or a file
/// letter and a square after a capture mark or none (`exd6`, `e:d6`, `ed6`): no word of
/// either language does.
fn begins_with_a_square_or_pawn_move(text: &str) -> bool {
    let file = |c: Option<char>| c.is_some_and(|c| matches!(c, 'a'..='h'));
    let rank = |c: Option<char>| c.is_some_and(|c| matches!(c, '1'..='8'));
    let mut chars = text.chars();
    if !file(chars.next()) {
        return false;
    }
    let mut next = chars.next();
    if next.is_some_and(|c| matches!(c, 'x' | ':')) {
        next = chars.next();
        if !file(next) {
            return false;
        }
        next = chars.next();
    } else if file(next) {
        next = chars.next();
    }
    rank(next)
}

/// The message `id` in `lang`, with `args` in its placeables; the id itself when the
/// catalogue has no such message (a test checks that every id used exists).
pub fn text(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> String {
    let text = formatted(lang, id, args);
    HEARD.with_borrow_mut(|heard| {
        if let Some(heard) = heard {
            heard.push(text.clone());
        }
    });
    text
}

/// The message `id` in `lang` as [`text`] puts it into words, not heard as said: a part of
/// what is written, such as a decimal mark.
fn formatted(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> String {
    let bundle = lang.catalogue();
    let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) else {
        return id.to_string();
    };
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned()
}

thread_local! {
    /// The messages said on this thread while [`sentences_said`] listens.
    static HEARD: std::cell::RefCell<Option<Vec<String>>> = const { std::cell::RefCell::new(None) };
}

/// Runs `f`, and returns with what it returns every message the catalogues put into words
/// on this thread meanwhile, the inner ones of a sentence before it: what the screen's
/// tests check is drawn whole.
pub fn sentences_said<R>(f: impl FnOnce() -> R) -> (R, Vec<String>) {
    let outer = HEARD.replace(Some(Vec::new()));
    let result = f();
    let heard = HEARD.replace(outer).unwrap_or_default();
    HEARD.with_borrow_mut(|outer| {
        if let Some(outer) = outer {
            outer.extend(heard.iter().cloned());
        }
    });
    (result, heard)
}

/// A message in a language, with named arguments: `tr!(lang, "count-moves", count = 5)`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal) => {
        $crate::i18n::text($lang, $id, None)
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = ::fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($name), $value);)+
        $crate::i18n::text($lang, $id, Some(&args))
    }};
}

#[cfg(test)]
mod tests;
