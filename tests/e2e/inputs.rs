//! Input as people give it: pasted moves, a paste far longer than a line, caps lock, and a
//! question answered by someone typing a move.

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
