//! The catalogues: every message in both languages, Russian without English words of the
//! game, plurals by the CLDR rules, and every id the code uses present.

use std::collections::BTreeSet;

use fluent_bundle::FluentResource;
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

#[test]
fn every_catalogue_parses_and_has_the_same_ids_in_both_languages() {
    let mut all = BTreeSet::new();
    for (name, english, russian) in CATALOGUES {
        let (english, russian) = (ids(english), ids(russian));
        let only_english: Vec<_> = english.difference(&russian).collect();
        let only_russian: Vec<_> = russian.difference(&english).collect();
        assert!(
            only_english.is_empty(),
            "{name}: only in English: {only_english:?}"
        );
        assert!(
            only_russian.is_empty(),
            "{name}: only in Russian: {only_russian:?}"
        );
        for id in english {
            assert!(all.insert(id.clone()), "{id} is in two catalogue files");
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
    for (name, _, russian) in CATALOGUES {
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

#[test]
fn plurals_follow_each_language() {
    let russian = [
        (0, "0 ходов"),
        (1, "1 ход"),
        (2, "2 хода"),
        (5, "5 ходов"),
        (11, "11 ходов"),
        (21, "21 ход"),
        (22, "22 хода"),
        (25, "25 ходов"),
        (101, "101 ход"),
        (111, "111 ходов"),
    ];
    for (count, expected) in russian {
        assert_eq!(tr!(Lang::Ru, "count-moves", count = count), expected);
    }
    let minutes = [
        (1, "1 минута"),
        (3, "3 минуты"),
        (11, "11 минут"),
        (21, "21 минута"),
    ];
    for (count, expected) in minutes {
        assert_eq!(tr!(Lang::Ru, "count-minutes", count = count), expected);
    }
    let seconds = [
        (0, "0 секунд"),
        (2, "2 секунды"),
        (12, "12 секунд"),
        (101, "101 секунда"),
    ];
    for (count, expected) in seconds {
        assert_eq!(tr!(Lang::Ru, "count-seconds", count = count), expected);
    }
    assert_eq!(tr!(Lang::En, "count-moves", count = 1), "1 move");
    assert_eq!(tr!(Lang::En, "count-moves", count = 21), "21 moves");
    assert_eq!(tr!(Lang::En, "count-seconds", count = 0), "0 seconds");
}

#[test]
fn messages_carry_no_invisible_marks() {
    let text = tr!(Lang::Ru, "count-moves", count = 3);
    assert!(!text.contains(['\u{2068}', '\u{2069}']), "{text:?}");
}

/// Every id the code asks for with `tr!` is in the catalogues.
#[test]
fn every_id_the_code_uses_exists() {
    let all: BTreeSet<String> = CATALOGUES
        .iter()
        .flat_map(|(_, english, _)| ids(english))
        .collect();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut missing = Vec::new();
    let mut stack = vec![root];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            let entries = std::fs::read_dir(&path).expect("a source folder");
            stack.extend(entries.flatten().map(|entry| entry.path()));
            continue;
        }
        if path.extension().is_none_or(|ext| ext != "rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).expect("a source file");
        for (at, _) in source.match_indices("tr!(") {
            let before = source[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let call: String = source[at + 4..].chars().take(160).collect();
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
