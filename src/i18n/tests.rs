//! The catalogues: every message in every language, Russian without English words of the
//! game, plurals by the CLDR rules, and every id the code uses present.

use std::collections::BTreeSet;

use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast::Entry;

use super::*;

/// The message ids of one catalogue file.
fn ids(source: &str) -> BTreeSet<String> {
    let resource = FluentResource::try_new(source.to_string()).expect("the catalogue parses");
    resource
        .entries()
        .filter_map(|entry| match entry {
            Entry::Message(message) => Some(message.id.name.to_string()),
            Entry::Term(term) => Some(format!("-{}", term.id.name)),
            _ => None,
        })
        .collect()
}

/// Each catalogue file of `lang` beside English's of the same name: its name, English's
/// text and `lang`'s.
fn beside_english(lang: Lang) -> Vec<(&'static str, &'static str, &'static str)> {
    Lang::En
        .catalogue_files()
        .iter()
        .map(|&(name, english)| {
            let theirs = lang
                .catalogue_files()
                .iter()
                .find(|(their, _)| *their == name);
            (name, english, theirs.map_or("", |&(_, text)| text))
        })
        .collect()
}

/// The languages beside English.
fn others() -> impl Iterator<Item = Lang> {
    Lang::ALL.into_iter().filter(|&lang| lang != Lang::En)
}

/// Every folder under `locales/` is a language hotseat offers (`--lang`, the locale), English
/// first; each has the catalogue files English has, and its words.
#[test]
fn every_folder_of_locales_is_a_language() {
    let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut folders: Vec<String> = std::fs::read_dir(&locales)
        .expect("locales/ is read")
        .flatten()
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    let mut codes = Lang::ALL.map(Lang::code).to_vec();
    assert_eq!(codes[0], "en");
    codes.sort_unstable();
    assert_eq!(codes, folders);
    let names = |lang: Lang| -> Vec<&str> {
        lang.catalogue_files()
            .iter()
            .map(|(name, _)| *name)
            .collect()
    };
    for lang in Lang::ALL {
        assert_eq!(
            names(lang),
            names(Lang::En),
            "the catalogue files of {lang}"
        );
        assert_eq!(lang.code().parse(), Ok(lang));
        assert_eq!(Lang::from_locale(None, None, Some(lang.code())), lang);
        assert_ne!(lang.name(), "language-name", "{lang} has a name");
    }
}

#[test]
fn every_catalogue_parses_and_has_the_same_ids_in_every_language() {
    let mut all = BTreeSet::new();
    for (_, english) in Lang::En.catalogue_files() {
        for id in ids(english) {
            assert!(all.insert(id.clone()), "{id} is in two catalogue files");
        }
    }
    for lang in others() {
        for (name, english, theirs) in beside_english(lang) {
            let (english, theirs) = (ids(english), ids(theirs));
            let only_english: Vec<_> = english.difference(&theirs).collect();
            let only_theirs: Vec<_> = theirs.difference(&english).collect();
            assert!(
                only_english.is_empty(),
                "{name}: not in {lang}: {only_english:?}"
            );
            assert!(
                only_theirs.is_empty(),
                "{name}: only in {lang}: {only_theirs:?}"
            );
        }
    }
}

/// The variables a pattern refers to, in its text and in its selectors and their variants.
fn variables(pattern: &fluent_syntax::ast::Pattern<&str>, into: &mut BTreeSet<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(inlined: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
        match inlined {
            InlineExpression::VariableReference { id } => {
                into.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression: placed } => expression(placed, into),
            _ => {}
        }
    }
    fn expression(placed: &Expression<&str>, into: &mut BTreeSet<String>) {
        match placed {
            Expression::Inline(inlined) => inline(inlined, into),
            Expression::Select { selector, variants } => {
                inline(selector, into);
                for variant in variants {
                    variables(&variant.value, into);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression: placed } = element {
            expression(placed, into);
        }
    }
}

/// Each message's variables, by id, in one catalogue file.
fn variables_by_id(source: &str) -> Vec<(String, BTreeSet<String>)> {
    let resource = fluent_syntax::parser::parse(source).expect("the catalogue parses");
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            Entry::Message(message) => {
                let mut names = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    variables(pattern, &mut names);
                }
                Some((message.id.name.to_string(), names))
            }
            _ => None,
        })
        .collect()
}

/// Messages whose code passes a value for each language's own way of saying it: English takes
/// the plural word of the piece, Russian selects its genitive plural on the piece; Russian
/// makes the verb of a count of moves agree with it (`Сыгран 21 ход`), English needs no
/// count for `21 moves played`.
const OWN_FORMS: [&str; 2] = ["plain-where-none", "plain-summary-game"];

/// A message takes the same values in every language: the code passes one set of
/// placeables to whichever language is asked, so a Russian message that refers to a value
/// the English one lacks would be left with a hole, and one that drops a value would lose
/// what it says.
#[test]
fn every_language_fills_the_same_placeables() {
    for lang in others() {
        for (name, english, theirs) in beside_english(lang) {
            let theirs: std::collections::BTreeMap<_, _> =
                variables_by_id(theirs).into_iter().collect();
            for (id, english) in variables_by_id(english) {
                if OWN_FORMS.contains(&id.as_str()) {
                    continue;
                }
                assert_eq!(theirs.get(&id), Some(&english), "{lang} {name}: {id}");
            }
        }
    }
}

/// English words of the game's vocabulary, which a Russian message must not hold.
const ENGLISH_WORDS: [&str; 24] = [
    "move", "moves", "white", "black", "king", "queen", "rook", "bishop", "knight", "pawn",
    "check", "mate", "draw", "resign", "game", "clock", "time", "save", "help", "quit", "the",
    "and", "to", "is",
];

#[test]
fn russian_messages_hold_no_english_words() {
    for &(name, russian) in Lang::Ru.catalogue_files() {
        for line in russian
            .lines()
            .filter(|line| !line.trim_start().starts_with('#'))
        {
            // The id before `=`, placeables, variant keys and notation are not words of the
            // text.
            let value = match line.split_once(" = ") {
                Some((_, value)) if !line.starts_with(' ') => value,
                // A line that goes on after a selector closes: the text after the brace.
                _ => line.trim_start().trim_start_matches('}'),
            };
            // Words in «quotes» are what is typed (`white`, `club`), not words of the text.
            let text: String = value
                .split(['«', '»'])
                .enumerate()
                .filter(|(i, _)| i % 2 == 0)
                .map(|(_, part)| part)
                .collect::<String>()
                .split(['{', '}'])
                .enumerate()
                .filter(|(i, _)| i % 2 == 0)
                .map(|(_, part)| part)
                .collect();
            let text = text.trim_start().trim_start_matches('*');
            let text = match text.strip_prefix('[') {
                Some(rest) => rest.split_once(']').map_or(rest, |(_, after)| after),
                None => text,
            };
            let words = text
                .split(|c: char| !c.is_ascii_alphabetic())
                .map(str::to_ascii_lowercase);
            for word in words {
                assert!(
                    !ENGLISH_WORDS.contains(&word.as_str()),
                    "{name}: the Russian line `{line}` holds the English word `{word}`"
                );
            }
        }
    }
}

/// The numbers every counted word is checked at, each with its CLDR plural category in
/// Russian: `one` (1, 21, 101), `few` (2, 22), `many` (0, 5, 11, 25, 111).
const COUNTS: [(u32, usize); 10] = [
    (0, 2),
    (1, 0),
    (2, 1),
    (5, 2),
    (11, 2),
    (21, 0),
    (22, 1),
    (25, 2),
    (101, 0),
    (111, 2),
];

#[test]
fn plurals_follow_each_language() {
    // Each counted word: its message, its Russian forms (one, few, many), its English forms.
    let words: [(&str, [&str; 3], [&str; 2]); 1] =
        [("count-moves", ["ход", "хода", "ходов"], ["move", "moves"])];
    for (id, russian, english) in words {
        for (count, form) in COUNTS {
            let mut args = FluentArgs::new();
            args.set("count", count);
            assert_eq!(
                text(Lang::Ru, id, Some(&args)),
                format!("{count} {}", russian[form]),
                "{id} {count}"
            );
            let english_form = english[usize::from(count != 1)];
            assert_eq!(
                text(Lang::En, id, Some(&args)),
                format!("{count} {english_form}"),
                "{id} {count}"
            );
        }
    }
}

#[test]
fn counted_words_inside_sentences_agree_with_their_numbers() {
    let period = |moves: u32| {
        let mut args = FluentArgs::new();
        args.set("moves", moves);
        args.set("time", "90 мин");
        text(Lang::Ru, "period-moves", Some(&args))
    };
    let forms = ["ход", "хода", "ходов"];
    for (count, form) in COUNTS {
        assert_eq!(period(count), format!("{count} {} за 90 мин", forms[form]));
    }
    let played = |count: u32| tr!(Lang::Ru, "notice-pasted-played", count = count);
    assert_eq!(played(2), "сделаны 2 вставленных хода");
    assert_eq!(played(5), "сделано 5 вставленных ходов");
    assert_eq!(played(21), "сделан 21 вставленный ход");
    let games = |count: u32| tr!(Lang::Ru, "start-no-such-game", number = 9, count = count);
    assert_eq!(
        games(1),
        "партии 9 нет: `hotseat games` показывает 1 партию"
    );
    assert_eq!(
        games(3),
        "партии 9 нет: `hotseat games` показывает 3 партии"
    );
    assert_eq!(
        games(11),
        "партии 9 нет: `hotseat games` показывает 11 партий"
    );
    let played = |count: u64| {
        let moves = tr!(Lang::Ru, "count-moves", count = count);
        tr!(
            Lang::Ru,
            "plain-summary-game-untimed",
            count = count,
            moves = moves
        )
    };
    assert_eq!(played(1), "Сыгран 1 ход; время ходов не записано.");
    assert_eq!(played(21), "Сыгран 21 ход; время ходов не записано.");
    assert_eq!(played(3), "Сыграно 3 хода; время ходов не записано.");
    assert_eq!(played(11), "Сыграно 11 ходов; время ходов не записано.");
    let before = |before: u64| {
        tr!(
            Lang::Ru,
            "notice-pasted-failed",
            number = 9,
            text = "Kx",
            reason = "—",
            before = before
        )
    };
    assert!(before(1).ends_with("до него сделан 1 ход"), "{}", before(1));
    assert!(
        before(8).ends_with("до него сделано 8 ходов"),
        "{}",
        before(8)
    );
    let english = |before: u64| {
        tr!(
            Lang::En,
            "notice-pasted-failed",
            number = 2,
            text = "Kx",
            reason = "—",
            before = before
        )
    };
    assert!(
        english(1).ends_with("the move before it was played"),
        "{}",
        english(1)
    );
    let long = |max: u64| tr!(Lang::Ru, "name-too-long", max = max);
    assert_eq!(long(21), "в имени может быть не больше 21 символа");
    assert_eq!(long(40), "в имени может быть не больше 40 символов");
}

/// Placeables that hold a count of something.
const COUNTS_OF_THINGS: [&str; 8] = [
    "count",
    "max",
    "limit",
    "before",
    "listed",
    "times",
    "halfmoves",
    "total",
];

/// Wherever a count meets a noun (`{ $max } characters`), the message selects the noun's form
/// on the count with Fluent's plural categories: `1 character`, `21 символ`, `5 символов`.
#[test]
fn a_count_before_a_word_selects_the_word_s_form() {
    for lang in Lang::ALL {
        for &(name, catalogue) in lang.catalogue_files() {
            let resource = fluent_syntax::parser::parse(catalogue).expect("the catalogue parses");
            for entry in resource.body {
                let fluent_syntax::ast::Entry::Message(message) = entry else {
                    continue;
                };
                let Some(pattern) = message.value else {
                    continue;
                };
                let id = message.id.name;
                let source = catalogue
                    .split(&format!("\n{id} = "))
                    .nth(1)
                    .map(|rest| rest.split("\n\n").next().unwrap_or(rest))
                    .unwrap_or("");
                let mut elements = pattern.elements.iter().peekable();
                while let Some(element) = elements.next() {
                    let fluent_syntax::ast::PatternElement::Placeable {
                        expression:
                            fluent_syntax::ast::Expression::Inline(
                                fluent_syntax::ast::InlineExpression::VariableReference {
                                    id: variable,
                                },
                            ),
                    } = element
                    else {
                        continue;
                    };
                    let counted = COUNTS_OF_THINGS.contains(&variable.name);
                    let word_after = matches!(
                        elements.peek(),
                        Some(fluent_syntax::ast::PatternElement::TextElement { value })
                            if value.starts_with(' ')
                                && value[1..].starts_with(char::is_alphabetic)
                    );
                    let selects = source.contains(&format!("{{ ${} ->", variable.name));
                    assert!(
                        !counted || !word_after || selects,
                        "{name}: {id} puts ${} before a word without selecting its form",
                        variable.name
                    );
                }
            }
        }
    }
}

#[test]
fn messages_carry_no_invisible_marks() {
    let text = tr!(Lang::Ru, "count-moves", count = 3);
    assert!(!text.contains(['\u{2068}', '\u{2069}']), "{text:?}");
}

/// Every Rust source file under `src/`, with its text.
fn sources() -> Vec<(std::path::PathBuf, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    let mut stack = vec![root];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            let entries = std::fs::read_dir(&path).expect("a source folder");
            stack.extend(entries.flatten().map(|entry| entry.path()));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            let source = std::fs::read_to_string(&path).expect("a source file");
            files.push((path, source));
        }
    }
    files
}

#[test]
fn a_length_of_time_has_its_unit_or_the_clock_s_shape() {
    use std::time::Duration;
    for (millis, english, russian) in [
        (0, "0 s", "0 с"),
        (2_140, "2.1 s", "2,1 с"),
        (3_000, "3 s", "3 с"),
        (3_050, "3 s", "3 с"),
        (40, "0 s", "0 с"),
        (9_950, "9.9 s", "9,9 с"),
        (15_000, "15 s", "15 с"),
        (59_900, "59 s", "59 с"),
        (134_000, "2:14", "2:14"),
        (3_723_000, "1:02:03", "1:02:03"),
    ] {
        let time = Duration::from_millis(millis);
        assert_eq!(super::length_of_time(Lang::En, time), english, "{millis}");
        assert_eq!(super::length_of_time(Lang::Ru, time), russian, "{millis}");
    }
}

/// A length of time in a sentence is said one way, [`length_of_time`](super::length_of_time):
/// the clocks' own digits (`format_clock`, `format_whole_seconds`) are for the clock faces on
/// the screen and for the game's files, not for what a sentence says.
#[test]
fn lengths_of_time_are_said_one_way() {
    let allowed = ["game", "i18n/mod.rs", "ui/clocks.rs"];
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (path, source) in sources() {
        let relative = path
            .strip_prefix(&root)
            .expect("under src")
            .to_string_lossy()
            .into_owned();
        if allowed.iter().any(|place| relative.starts_with(place)) {
            continue;
        }
        let code = source.split("#[cfg(test)]").next().unwrap_or("");
        for digits in [
            "format_clock(",
            "format_whole_seconds(",
            "count-seconds",
            "count-minutes",
        ] {
            assert!(
                !code.contains(digits),
                "{relative} says a length of time with {digits}"
            );
        }
    }
}

/// Every message of the catalogues is said somewhere: its id stands quoted in the program's
/// own code (not its tests), or, for the command line's help, is made from the options'
/// names (a test in `cli/words.rs` checks those).
#[test]
fn every_message_is_used() {
    let code: String = sources()
        .into_iter()
        .filter(|(path, _)| {
            let name = path
                .file_name()
                .and_then(|name| name.to_str())
                .unwrap_or("");
            !name.ends_with("tests.rs")
                && !path.components().any(|part| part.as_os_str() == "tests")
        })
        .map(|(_, source)| {
            let before_tests = source.split("#[cfg(test)]").next().unwrap_or("");
            before_tests.to_string()
        })
        .collect();
    let unused: Vec<String> = Lang::En
        .catalogue_files()
        .iter()
        .flat_map(|(_, english)| ids(english))
        .filter(|id| !id.starts_with("cli-") && !code.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "messages never used: {unused:?}");
}

/// Every id the code asks for, with `tr!` or in a `phrase!` of an error or an ending, is in
/// the catalogues of both languages (a test above holds them to the same ids): with every
/// error's `phrase` an exhaustive match, every variant has its sentence in each language.
/// The words of errors are the catalogues' only: no error writes its sentence in the code
/// (`#[error("…")]`).
#[test]
fn no_error_writes_its_sentence_in_the_code() {
    let attribute = concat!("#[error", "(");
    for (path, source) in sources() {
        let code = source.split("#[cfg(test)]").next().unwrap_or("");
        if !path.ends_with("tests.rs") {
            assert!(!code.contains(attribute), "{}", path.display());
        }
    }
}

#[test]
fn every_id_the_code_uses_exists() {
    let all: BTreeSet<String> = Lang::En
        .catalogue_files()
        .iter()
        .flat_map(|(_, english)| ids(english))
        .collect();
    let mut missing = Vec::new();
    for (path, source) in sources() {
        let calls = source
            .match_indices("tr!(")
            .chain(source.match_indices("phrase!("));
        for (at, called) in calls {
            let before = source[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let call: String = source[at + called.len()..].chars().take(160).collect();
            let Some(id) = call.split('"').nth(1) else {
                continue;
            };
            let is_id = id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if is_id && !all.contains(id) {
                missing.push(format!("{}: {id}", path.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "ids missing from the catalogues: {missing:?}"
    );
}

#[test]
fn the_locale_chooses_the_language() {
    assert_eq!(Lang::from_locale(None, None, None), Lang::En);
    assert_eq!(Lang::from_locale(None, None, Some("ru_RU.UTF-8")), Lang::Ru);
    assert_eq!(
        Lang::from_locale(Some("C"), None, Some("ru_RU.UTF-8")),
        Lang::En
    );
    assert_eq!(
        Lang::from_locale(Some(""), Some("ru_UA"), Some("en_US")),
        Lang::Ru
    );
    assert_eq!("RU".parse(), Ok(Lang::Ru));
    assert!("de".parse::<Lang>().is_err());
}

/// Each language of the screen reads its own words, and every file of words is a language's.
#[test]
fn every_language_has_its_words() {
    let codes: Vec<&str> = Lang::ALL.iter().map(|lang| lang.words().code()).collect();
    let files: Vec<&str> = vocabulary::languages()
        .iter()
        .map(Vocabulary::code)
        .collect();
    assert_eq!(codes, Lang::ALL.map(Lang::code));
    assert_eq!(files, codes);
}

#[test]
fn words_begin_with_a_capital_in_either_alphabet() {
    assert_eq!(capitalised("queen"), "Queen");
    assert_eq!(capitalised("ферзь"), "Ферзь");
    assert_eq!(capitalised(""), "");
    assert_eq!(capitalised("a pawn"), "A pawn");
    assert_eq!(capitalised("exactly"), "Exactly");
    assert_eq!(capitalised("each 5 s"), "Each 5 s");
    assert_eq!(piece_name(Lang::Ru, Role::Knight), "конь");
    assert_eq!(side_name(Lang::Ru, Color::Black), "Чёрные");
}

/// A sentence may begin with a move or a square as written: its case is its meaning
/// (`bc4` and `Bc4` are different moves), so it stays.
#[test]
fn moves_and_squares_keep_their_case_at_the_start_of_a_sentence() {
    for text in [
        "exd6 leaves your king in check",
        "e4 is occupied",
        "f1 is attacked",
        "bc4 is ambiguous: bxc4 or Bxc4",
        "e8 needs a promotion piece",
        "e2e4",
        "e:d5",
        "h8",
    ] {
        assert_eq!(capitalised(text), text);
    }
    assert_eq!(
        capitalised("Bxc4 leaves your king in check"),
        "Bxc4 leaves your king in check"
    );
    assert_eq!(capitalised("ex"), "Ex");
    assert_eq!(capitalised("b9"), "B9");
}
