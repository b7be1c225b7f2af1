//! The words the program reads, in every language: commands, answers, the values of the
//! new-game form and the words of the board editor, the line mode's questions, the letters
//! and names of the pieces. Each language's are in `locales/<code>/words.toml`, beside the
//! sentences it says (the Fluent catalogues of `i18n`), filed in tables under keys the code
//! matches on (`[commands] resign = ["сдаюсь", "сдаться"]`); they are built into the program
//! and parsed once, the first time a word is read. A low layer: notation reads the piece
//! letters, the game the units of time, the command line and the app the rest.
//!
//! The code reads and writes them by meaning, not by key: each table is the [`Meaning`] of a
//! type of its own (`[sides]` of a side, `[commands]` of a command), whose values name their
//! keys, so a word is read as a value of that type ([`read`]) and a value written as its word
//! ([`Vocabulary::word`]), and a test beside each type checks its keys against every file's
//! (`assert_complete`).
//!
//! A file of words is TOML, not Fluent: what it holds are lists of words under keys, which
//! TOML writes as they are, and its keys must not meet the ids of the sentences.

use std::collections::HashMap;
use std::sync::OnceLock;

use toml::de::{DeTable, DeValue};

/// Takes each language's code and words from the list of languages build.rs writes
/// (`locales.rs` in `OUT_DIR`); its catalogues are `i18n`'s.
macro_rules! locales {
    ($($variant:ident $code:literal { $($name:literal => $catalogue:expr),* $(,)? } words $words:expr),+ $(,)?) => {
        /// Every language's file of words, English first: its code (its folder under
        /// `locales/`, listed by build.rs) and its text.
        const FILES: [(&str, &str); [$($code),+].len()] = [$(($code, $words)),+];
    };
}

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// What the words of one table mean to the program: a type whose values are the table's
/// meanings, each with its key (`[commands] resign`), so that a word is read as one of them
/// and each is written as its word in a language.
pub trait Meaning: Copy + 'static {
    /// The table's name in the files of words: `commands`.
    const TABLE: &'static str;
    /// Every meaning of the table.
    const ALL: &'static [Self];
    /// Its key in the table: `resign`.
    fn key(self) -> &'static str;
}

/// The words of one language, by table and key.
#[derive(Debug)]
pub struct Vocabulary {
    code: &'static str,
    /// Each table by its name (`commands`, `form-values.clock`), each of its keys with its
    /// words as written, then the other spellings of those words ([`Vocabulary::words`]).
    tables: HashMap<String, HashMap<String, Vec<String>>>,
    /// Letters read as others (`ё` as `е`), from the table `spelling`.
    spellings: Vec<(String, String)>,
}

impl Vocabulary {
    /// Reads a file of words; a file that does not parse is a mistake of the program, caught
    /// by the tests, and what can be read of it is still used.
    fn parse(code: &'static str, text: &'static str) -> Vocabulary {
        let (document, _) = DeTable::parse_recoverable(text);
        let mut tables = HashMap::new();
        let mut spellings = Vec::new();
        for (name, value) in document.get_ref() {
            let (name, value) = (name.get_ref().as_ref(), value.get_ref());
            if name == "spelling" {
                spellings = entries(value)
                    .filter_map(|(from, to)| Some((from.to_string(), first(to)?)))
                    .collect();
            } else {
                gather(&mut tables, name, value);
            }
        }
        for table in tables.values_mut() {
            for words in table.values_mut() {
                let others: Vec<String> = words
                    .iter()
                    .flat_map(|word| respelled(word, &spellings))
                    .collect();
                for other in others {
                    if !words.contains(&other) {
                        words.push(other);
                    }
                }
            }
        }
        Vocabulary {
            code,
            tables,
            spellings,
        }
    }

    /// The language's code: `en`, `ru`.
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The words of `key` in `table`, the one the screen shows first, then the others it
    /// reads, then their other spellings (`чёрные`, `черные`); none when there are none. For
    /// a table named at run time (a field's choices); [`Vocabulary::word`] writes a
    /// [`Meaning`].
    pub fn words(&self, table: &str, key: &str) -> &[String] {
        self.tables
            .get(table)
            .and_then(|keys| keys.get(key))
            .map_or(&[], Vec::as_slice)
    }

    /// The word of `meaning` that the screen shows (`сдаюсь`), or a value written as one
    /// string (a piece's letter, the keys that answer); empty when there is none (a test
    /// checks there is one).
    pub fn word<M: Meaning>(&self, meaning: M) -> &str {
        self.words(M::TABLE, meaning.key())
            .first()
            .map_or("", String::as_str)
    }

    /// The keys of `table`.
    pub fn keys(&self, table: &str) -> impl Iterator<Item = &str> {
        self.tables
            .get(table)
            .into_iter()
            .flat_map(|keys| keys.keys().map(String::as_str))
    }

    /// The names of the tables.
    #[cfg(test)]
    pub(crate) fn tables(&self) -> impl Iterator<Item = &str> {
        self.tables.keys().map(String::as_str)
    }
}

/// The entries of a TOML table, or none for any other value.
fn entries<'a>(value: &'a DeValue<'a>) -> impl Iterator<Item = (&'a str, &'a DeValue<'a>)> {
    let table = match value {
        DeValue::Table(table) => Some(table),
        _ => None,
    };
    table
        .into_iter()
        .flatten()
        .map(|(key, value)| (key.get_ref().as_ref(), value.get_ref()))
}

/// The words of a value: a string is one word, an array its strings.
fn words_in(value: &DeValue<'_>) -> Vec<String> {
    match value {
        DeValue::String(word) => vec![word.to_string()],
        DeValue::Array(words) => words
            .iter()
            .filter_map(|word| match word.get_ref() {
                DeValue::String(word) => Some(word.to_string()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The first word of a value.
fn first(value: &DeValue<'_>) -> Option<String> {
    words_in(value).into_iter().next()
}

/// Files the keys of the table `name` into `tables`, and its inner tables under their dotted
/// names (`form-values.clock`).
fn gather(
    tables: &mut HashMap<String, HashMap<String, Vec<String>>>,
    name: &str,
    value: &DeValue<'_>,
) {
    let table = tables.entry(name.to_string()).or_default();
    let mut inner = Vec::new();
    for (key, value) in entries(value) {
        match value {
            DeValue::Table(_) => inner.push((format!("{name}.{key}"), value)),
            _ => {
                table.insert(key.to_string(), words_in(value));
            }
        }
    }
    for (name, value) in inner {
        gather(tables, &name, value);
    }
}

/// The other spellings of `word`: each letter that has another spelling, spelled so.
fn respelled(word: &str, spellings: &[(String, String)]) -> Vec<String> {
    spellings
        .iter()
        .filter(|(from, _)| word.contains(from.as_str()))
        .map(|(from, to)| word.replace(from.as_str(), to))
        .collect()
}

/// Every language's words, English first, in the order they are built into the program.
pub fn languages() -> &'static [Vocabulary] {
    static LANGUAGES: OnceLock<Vec<Vocabulary>> = OnceLock::new();
    LANGUAGES.get_or_init(|| {
        FILES
            .iter()
            .map(|&(code, text)| Vocabulary::parse(code, text))
            .collect()
    })
}

/// The words of the language whose code is `code`; English's for a code without words
/// (every language of the screen has them: a test checks).
pub fn of(code: &str) -> &'static Vocabulary {
    let languages = languages();
    languages
        .iter()
        .find(|language| language.code == code)
        .unwrap_or(&languages[0])
}

/// The words of every language, for reading them whatever the language of the screen.
struct Index {
    /// Each table's words, each with its key.
    meanings: HashMap<&'static str, HashMap<&'static str, &'static str>>,
    /// Each table's keys, each with its words in every language, English's first.
    words: HashMap<&'static str, HashMap<&'static str, Vec<&'static str>>>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index = Index {
            meanings: HashMap::new(),
            words: HashMap::new(),
        };
        for language in languages() {
            for (table, keys) in &language.tables {
                let meanings = index.meanings.entry(table.as_str()).or_default();
                let every = index.words.entry(table.as_str()).or_default();
                for (key, words) in keys {
                    let every = every.entry(key.as_str()).or_default();
                    for word in words {
                        // A word that names two keys is a mistake the tests catch.
                        meanings.entry(word.as_str()).or_insert(key.as_str());
                        every.push(word.as_str());
                    }
                }
            }
        }
        index
    })
}

/// The key of `table` that `word` names in any language, in any case: `resign` for
/// `Сдаюсь`.
fn key_of(table: &str, word: &str) -> Option<&'static str> {
    let meanings = index().meanings.get(table)?;
    if word.chars().any(char::is_uppercase) {
        meanings.get(word.to_lowercase().as_str()).copied()
    } else {
        meanings.get(word).copied()
    }
}

/// The meaning `word` has in any language, in any case: the resign command for `Сдаюсь`.
pub fn read<M: Meaning>(word: &str) -> Option<M> {
    let key = key_of(M::TABLE, word)?;
    M::ALL.iter().copied().find(|meaning| meaning.key() == key)
}

/// A yes or a no, as a line or a value says it (`[yes-no]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum YesNo {
    Yes,
    No,
}

impl Meaning for YesNo {
    const TABLE: &'static str = "yes-no";
    const ALL: &'static [YesNo] = &[YesNo::Yes, YesNo::No];

    fn key(self) -> &'static str {
        match self {
            YesNo::Yes => "yes",
            YesNo::No => "no",
        }
    }
}

/// A yes or a no, typed as a line in any language and case, with blanks around it (`yes`,
/// `Да`; `no`, `н`).
pub fn yes_or_no(text: &str) -> Option<bool> {
    read::<YesNo>(text.trim()).map(|answer| answer == YesNo::Yes)
}

/// Every word of `meaning`, in every language, English's first: `resign`, `сдаюсь`,
/// `сдаться`.
pub fn every_word<M: Meaning>(meaning: M) -> &'static [&'static str] {
    index()
        .words
        .get(M::TABLE)
        .and_then(|keys| keys.get(meaning.key()))
        .map_or(&[], Vec::as_slice)
}

/// `text` with every letter that some language reads as another spelled as that other
/// (`чёрные` as `черные`): for comparing text that may be spelled either way.
pub fn respelled_as_read(text: &str) -> String {
    let mut text = text.to_string();
    for language in languages() {
        for (from, to) in &language.spellings {
            if text.contains(from.as_str()) {
                text = text.replace(from.as_str(), to);
            }
        }
    }
    text
}

/// Checks that the keys of the table of `M` are its meanings' in every language: that every
/// language has words for each meaning the code knows, and each key of the files is a meaning
/// the code knows.
#[cfg(test)]
pub(crate) fn assert_complete<M: Meaning>() {
    let mut expected: Vec<&str> = M::ALL.iter().map(|meaning| meaning.key()).collect();
    expected.sort_unstable();
    for language in languages() {
        let mut keys: Vec<&str> = language.keys(M::TABLE).collect();
        keys.sort_unstable();
        assert_eq!(keys, expected, "[{}] of {}", M::TABLE, language.code());
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;

    /// Tables whose keys are extras beside words read from elsewhere (the form's choices are
    /// named by their words on the screen too), which a language may leave without words.
    fn extras(table: &str) -> bool {
        table.starts_with("form-values.")
    }

    /// Tables whose values are written as they are read, case included.
    fn cased(table: &str) -> bool {
        matches!(table, "notation" | "answer-keys")
    }

    #[test]
    fn every_file_of_words_parses() {
        for (code, text) in FILES {
            let (_, errors) = DeTable::parse_recoverable(text);
            assert!(errors.is_empty(), "{code}: {errors:?}");
            assert!(
                Vocabulary::parse(code, text).tables().count() > 10,
                "{code}"
            );
        }
    }

    #[test]
    fn every_key_has_words_in_every_language() {
        let tables: BTreeSet<&str> = languages().iter().flat_map(Vocabulary::tables).collect();
        for table in tables {
            let keys: BTreeSet<&str> = languages()
                .iter()
                .flat_map(|language| language.keys(table))
                .collect();
            for language in languages() {
                for &key in &keys {
                    let words = language.words(table, key);
                    assert!(
                        extras(table) || !words.is_empty(),
                        "{} has no word for [{table}] {key}",
                        language.code()
                    );
                    assert!(
                        words.iter().all(|word| !word.trim().is_empty()),
                        "{}: [{table}] {key}",
                        language.code()
                    );
                    assert!(
                        cased(table) || words.iter().all(|word| *word == word.to_lowercase()),
                        "{}: [{table}] {key} is read in any case, and written in lower case",
                        language.code()
                    );
                }
            }
        }
    }

    /// Every table is read in every language at once (but the keys that answer, which are
    /// the screen's), so no word names two keys of a table, in one language or in two.
    #[test]
    fn no_word_names_two_things_in_one_table() {
        let mut named: BTreeMap<(&str, String), BTreeSet<&str>> = BTreeMap::new();
        for language in languages() {
            for table in language.tables().filter(|&table| table != "answer-keys") {
                for key in language.keys(table) {
                    for word in language.words(table, key) {
                        let word = if cased(table) {
                            word.to_lowercase()
                        } else {
                            word.clone()
                        };
                        named.entry((table, word)).or_default().insert(key);
                    }
                }
            }
        }
        let clashes: Vec<_> = named.iter().filter(|(_, keys)| keys.len() > 1).collect();
        assert!(clashes.is_empty(), "{clashes:?}");
    }

    #[test]
    fn every_language_says_yes_and_no() {
        assert_complete::<YesNo>();
    }

    #[test]
    fn words_are_read_in_any_language_and_case_and_spelling() {
        assert_eq!(key_of("commands", "Сдаюсь"), Some("resign"));
        assert_eq!(key_of("commands", "resign"), Some("resign"));
        assert_eq!(key_of("commands", "сдаю"), None);
        assert_eq!(key_of("sides", "черные"), Some("black"));
        assert_eq!(key_of("sides", "ЧЁРНЫЕ"), Some("black"));
        assert_eq!(key_of("no such table", "white"), None);
        assert_eq!(read::<YesNo>("НЕТ"), Some(YesNo::No));
        assert_eq!(read::<YesNo>("yes"), Some(YesNo::Yes));
        assert_eq!(read::<YesNo>("ok"), None);
        assert_eq!(every_word(YesNo::No), ["no", "n", "нет", "н"]);
        assert_eq!(of("ru").word(YesNo::Yes), "да");
        assert_eq!(of("xx").code(), "en");
        assert_eq!(respelled_as_read("чёрные"), "черные");
        assert_eq!(yes_or_no(" Да "), Some(true));
        assert_eq!(yes_or_no("n"), Some(false));
        assert_eq!(yes_or_no("да нет"), None);
    }
}
