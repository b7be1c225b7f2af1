//! Input as people give it: pasted moves, a paste far longer than a line, caps lock, a
//! bishop's `B` where only a pawn can take, and a question answered by someone typing a move.

use super::*;

#[test]
fn pasted_moves_are_played_once_the_players_say_yes() {
    let Some(terminal) = Terminal::start("paste") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.paste("1. e4 e5 2. Nf3 Nc6");
    game.wait_for_text("Play the 4 pasted moves (e4 e5 Nf3 Nc6)?");
    game.press(&["y"]);
    let screen = game.wait_for("the moves", |screen| move_list(screen).len() == 4);
    assert_eq!(move_list(&screen), ["e4", "e5", "Nf3", "Nc6"]);
}

#[test]
fn a_long_paste_is_cut_and_every_key_after_it_counts() {
    let Some(terminal) = Terminal::start("long-paste") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.paste(&"x".repeat(4_000));
    game.wait_for_text("the paste was cut");
    game.press(&["Escape"]);
    game.play(&["e4"]);
    // Caps lock on: what the candidates offer, Enter plays.
    game.type_line("E5");
    game.wait_for("e5 in the move list", |screen| {
        move_list(screen) == ["e4", "e5"]
    });
}

/// Keys arriving all at once (a paste the terminal types out key by key, without bracketed
/// paste) are handled before the screen is drawn again, and the Esc right after them is an
/// Esc, not Alt with the next key: it clears the line, and the move typed next plays.
#[test]
fn a_burst_of_keys_then_esc_then_a_move() {
    let Some(terminal) = Terminal::start("burst") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.press(&["-l", &"x".repeat(5_000)]);
    game.press(&["Escape"]);
    game.type_line("e4");
    game.wait_for("e4 in the move list", |screen| move_list(screen) == ["e4"]);
}

#[test]
fn a_capital_b_is_the_bishop_and_tab_takes_the_pawn_move_offered() {
    let Some(terminal) = Terminal::start("capital-b") else {
        return;
    };
    let fen = "4k3/8/8/8/2n5/1P1P4/4P3/4KB2 w - - 0 1";
    let game = terminal.launch("game", (80, 24), &["--fen", fen]);
    game.wait_for_text("White to move");
    game.type_line("Bxc4");
    let screen = game.wait_for_text("no bishop can reach c4: did you mean bxc4? Tab takes it");
    assert!(
        move_list(&screen).is_empty(),
        "nothing was played:\n{screen}"
    );
    game.press(&["Tab"]);
    game.press(&["Enter"]);
    let screen = game.wait_for("bxc4 in the move list", |screen| {
        move_list(screen) == ["bxc4"]
    });
    assert!(words(&screen).contains("Black to move"), "{screen}");
}

#[test]
fn a_move_typed_during_a_question_does_not_answer_it() {
    let Some(terminal) = Terminal::start("question") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.play(&["e4"]);
    game.type_line("draw");
    game.wait_for_text("accept?");
    for key in ["N", "f", "6"] {
        game.press(&[key]);
    }
    let screen = game.wait_for_text("answer y or n");
    assert!(
        words(&screen).contains("accept?"),
        "the offer stands:\n{screen}"
    );
    game.press(&["Enter"]);
    game.wait_for_text("declined the draw");
    game.play(&["Nf6"]);
}
