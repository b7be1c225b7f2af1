//! The game in Russian: chosen by the locale, played with Russian letters and Russian
//! words, written in Russian notation on the screen and saved in English SAN.

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
