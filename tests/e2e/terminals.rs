//! Any terminal: letters where figurines are missing (the Linux console), figurines where the
//! terminal draws them one cell wide, and the players' own choice over both.

use super::*;

/// The size most terminals open with, where a square holds one figurine or letter.
const FIGURINE_SIZE: (u16, u16) = (80, 24);

/// The first rank as the board shows it, squeezed: `RNBQKBNR`, `♜♞♝♛♚♝♞♜` (solid figurines
/// in White's ink) or, where both sides share one ink, `♖♘♗♕♔♗♘♖`.
fn first_rank(screen: &str) -> String {
    let rows = board_rows(screen);
    let rank = rows
        .iter()
        .find(|row| row.starts_with('1'))
        .unwrap_or_else(|| panic!("no first rank on the screen:\n{screen}"));
    rank.trim_matches('1').split_whitespace().collect()
}

/// The sentence said once on a terminal without figurines.
const LETTERS_NOTICE: &str = "this console has no figurines: letters instead";

#[test]
fn the_linux_console_gets_letters_and_says_why_once() {
    let Some(terminal) = Terminal::start("linux-console") else {
        return;
    };
    let game = terminal.launch_with_env("console", FIGURINE_SIZE, &[], &[("TERM", "linux")]);
    let screen = game.wait_for_text("White to move");
    assert_eq!(first_rank(&screen), "RNBQKBNR", "{screen}");
    assert!(words(&screen).contains(LETTERS_NOTICE), "{screen}");
    assert!(words(&screen).contains("--ascii=false"), "{screen}");
    game.play(&["e4"]);
    let after = game.screen();
    assert!(
        !words(&after).contains(LETTERS_NOTICE),
        "said once:\n{after}"
    );
    assert_eq!(first_rank(&after), "RNBQKBNR", "{after}");
}

#[test]
fn ascii_false_insists_on_figurines_even_on_the_console() {
    let Some(terminal) = Terminal::start("ascii-false") else {
        return;
    };
    let game = terminal.launch_with_env(
        "console",
        FIGURINE_SIZE,
        &["--ascii=false"],
        &[("TERM", "linux")],
    );
    let screen = game.wait_for_text("White to move");
    assert_eq!(first_rank(&screen), "♖♘♗♕♔♗♘♖", "{screen}");
    assert!(!words(&screen).contains(LETTERS_NOTICE), "{screen}");
}

/// tmux draws every figurine one cell wide: measured so, they stay, and the measurement
/// leaves nothing behind on the screen.
#[test]
fn a_terminal_that_draws_figurines_one_cell_wide_keeps_them() {
    let Some(terminal) = Terminal::start("one-cell") else {
        return;
    };
    let game = terminal.launch("game", FIGURINE_SIZE, &[]);
    let screen = game.wait_for_text("White to move");
    assert_eq!(first_rank(&screen), "♜♞♝♛♚♝♞♜", "{screen}");
    assert!(!words(&screen).contains(LETTERS_NOTICE), "{screen}");
    assert!(
        !screen.contains("♙♘♗♖♕♔"),
        "the measurement was wiped:\n{screen}"
    );
}
