//! The game in Russian: chosen by the locale, played with Russian letters and Russian
//! words, written in Russian notation on the screen and saved in English SAN.

use std::collections::BTreeSet;

use super::*;

#[test]
fn a_game_in_russian_is_played_in_russian_and_saved_in_english_san() {
    let Some(terminal) = Terminal::start("russian") else {
        return;
    };
    let game = terminal.launch_with_env("game", ROOMY, &[], &[("LC_ALL", "ru_RU.UTF-8")]);
    game.wait_for_text("Белые: ваш ход");
    game.wait_for_text("Ходов пока нет");
    for (typed, shown) in [
        ("e4", "1. e4"),
        ("e5", "e5"),
        ("Сc4", "2. Сc4"),
        ("Кc6", "Кc6"),
        ("Фh5", "3. Фh5"),
    ] {
        game.type_line(typed);
        game.wait_for_text(shown);
    }
    game.type_line("ничья");
    game.wait_for_text("Чёрные предлагают ничью — белые, принимаете? (д — да, н — нет)");
    game.press(&["н"]);
    game.wait_for_text("Белые отклонили ничью");
    game.type_line("Кf6");
    game.wait_for_text("Кf6");
    game.type_line("Фxf7");
    let screen = game.wait_for_text("1-0 · мат, белые выиграли");
    assert!(words(&screen).contains("4. Фxf7#"), "{screen}");
    for english in ["Bc4", "Nc6", "Qh5", "checkmate", "to move"] {
        assert!(
            !screen.contains(english),
            "{english} on the Russian screen:\n{screen}"
        );
    }

    // Saved in English SAN, which every chess program reads.
    assert_scholars_mate_is_saved(&terminal);
}

#[test]
fn lang_en_wins_over_a_russian_locale() {
    let Some(terminal) = Terminal::start("lang-en") else {
        return;
    };
    let game = terminal.launch_with_env(
        "game",
        ROOMY,
        &["--lang", "en"],
        &[("LC_ALL", "ru_RU.UTF-8")],
    );
    game.wait_for_text("White to move");
    game.type_line("Кf3");
    game.wait_for("Nf3 in the move list", |screen| {
        move_list(screen) == ["Nf3"]
    });
}

/// The words of the English catalogues' sentences that no Russian sentence uses: any of them
/// on a Russian screen is English leaking into it. (Ids, placeables, the keys of variants and
/// typed words in «quotes» are not words of a sentence; what both languages write, such as
/// `FEN` or `Enter`, is no leak.)
fn english_only_words() -> BTreeSet<String> {
    fn sentence_words(lang: &str) -> BTreeSet<String> {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(lang);
        let mut words = BTreeSet::new();
        for entry in fs::read_dir(folder).expect("the catalogues") {
            let text = fs::read_to_string(entry.expect("a catalogue").path()).expect("readable");
            for line in text
                .lines()
                .filter(|line| !line.trim_start().starts_with('#'))
            {
                let value = match line.split_once(" = ") {
                    Some((_, value)) if !line.starts_with(' ') => value,
                    _ => line.trim_start().trim_start_matches(['}', '*']),
                };
                let value = match value.strip_prefix('[') {
                    Some(rest) => rest.split_once(']').map_or(rest, |(_, after)| after),
                    None => value,
                };
                // Words in «quotes» are typed words, such as `first-move`, not the sentence's.
                let sentence: String = value
                    .split(['{', '}', '«', '»'])
                    .step_by(2)
                    .collect::<Vec<_>>()
                    .join(" ");
                words.extend(
                    sentence
                        .split(|c: char| !c.is_ascii_alphabetic())
                        .filter(|word| word.len() > 2)
                        .map(str::to_lowercase),
                );
            }
        }
        words
    }
    let russian = sentence_words("ru");
    sentence_words("en")
        .into_iter()
        .filter(|word| !russian.contains(word))
        .collect()
}

/// The English words on `screen`, apart from what was `typed` and the opening's name (from
/// lichess's data set, in English in every language), which follows its ECO code.
fn english_on(screen: &str, typed: &[&str], english: &BTreeSet<String>) -> Vec<String> {
    let is_eco = |word: &str| {
        let mut chars = word.chars();
        chars.next().is_some_and(|c| ('A'..='E').contains(&c))
            && chars.clone().count() == 2
            && chars.all(|c| c.is_ascii_digit())
    };
    let without_openings: Vec<&str> = screen
        .lines()
        .map(|line| {
            line.split_whitespace()
                .position(is_eco)
                .and_then(|at| line.split_whitespace().nth(at))
                .and_then(|eco| line.find(eco))
                .map_or(line, |at| &line[..at])
        })
        .collect();
    without_openings
        .join("\n")
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|word| word.len() > 2)
        .map(str::to_lowercase)
        .filter(|word| english.contains(word))
        .filter(|word| {
            !typed
                .iter()
                .any(|text| text.to_lowercase().contains(word.as_str()))
        })
        .collect()
}

/// A careless newcomer on the Russian screen at 80×24 (a Russian locale, and `lang = "ru"`
/// in the config file): a Russian piece letter where that piece cannot go, a yes after it, a
/// king as a promotion piece, words that are no moves, then a move, the help, the new-game
/// form and the library with the game in it. Every answer is in Russian and no screen holds
/// an English word of the catalogues; nothing is played unasked.
#[test]
fn a_careless_newcomer_meets_only_russian_at_80x24() {
    let Some(terminal) = Terminal::start("russian-newcomer") else {
        return;
    };
    let config = terminal.dir.join("config");
    fs::create_dir_all(config.join("hotseat")).expect("a config folder");
    fs::write(config.join("hotseat/config.toml"), "lang = \"ru\"\n").expect("a config file");
    let config = config.display().to_string();
    let game = terminal.launch_with_env(
        "game",
        (80, 24),
        &[],
        &[("LANG", "ru_RU.UTF-8"), ("XDG_CONFIG_HOME", &config)],
    );
    let english = english_only_words();
    assert!(
        english.contains("bishop") && english.contains("move"),
        "{english:?}"
    );
    let check = |screen: &str, typed: &[&str]| {
        let leaked = english_on(screen, typed, &english);
        assert!(
            leaked.is_empty(),
            "{leaked:?} on the Russian screen:\n{screen}"
        );
    };
    check(&game.wait_for_text("Белые: ваш ход"), &[]);
    for (typed, answer) in [
        ("Сc4", "слон не может пойти на c4"),
        ("y", "это не ход"),
        ("a8=Кр", "пешка не может превратиться в короля"),
        ("hello", "это не ход"),
    ] {
        game.type_line(typed);
        let screen = game.wait_for_text(answer);
        check(&screen, &[typed]);
        assert!(
            !screen.contains("раскладк"),
            "no layout is suggested:\n{screen}"
        );
        // The refused text stays on the line to be mended: clear it for the next one.
        game.press(&["C-u"]);
    }
    assert!(move_list(&game.screen()).is_empty(), "nothing was played");
    game.type_line("e4");
    check(&game.wait_for_text("Чёрные: ваш ход"), &["e4"]);
    for (key, shown) in [
        ("F1", "hotseat — справка"),
        ("F2", "Новая партия"),
        ("F3", "Белые — Чёрные"),
    ] {
        game.press(&[key]);
        check(&game.wait_for_text(shown), &[]);
        game.press(&["Escape"]);
        game.wait_for_text("Чёрные: ваш ход");
    }
}
