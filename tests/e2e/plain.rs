//! The line mode in a real terminal: typed lines echoed by the terminal itself, lines of the
//! clocks' own between them while a player thinks, and the end of the input (Ctrl-D) or an
//! interrupt that save and end. (Ctrl-C itself would interrupt the test's launch script
//! too, which shares the terminal: the interrupt is sent to hotseat alone.)

use super::*;

#[test]
fn the_clocks_speak_up_while_a_player_thinks_and_ctrl_d_saves() {
    let Some(terminal) = Terminal::start("plain-warning") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--plain", "--time", "11s"]);
    game.wait_for_text("hotseat without a screen: White against Black, time control 11s.");
    game.type_line("e4");
    game.wait_for_text("1. e4, pawn e2 to e4.");
    // Nobody types: the warning comes by itself, on a line of its own, and the prompt again.
    let screen = game.wait_for_text("Black: ten seconds left.");
    assert!(
        screen.lines().any(|line| line.starts_with("Black, 9.")),
        "the prompt after the warning:\n{screen}"
    );
    game.press(&["C-d"]);
    game.wait_for_text("End of input.");
    let path = terminal.wait_for_saved_moves(1);
    game.wait_for_printed(&format!(
        "The game is saved in {}; hotseat --plain --resume {} continues it.",
        path.display(),
        path.file_name().expect("a name").to_string_lossy()
    ));
    let exit = game.wait_for_exit();
    assert_eq!(exit.status, 0);
    assert_cooked(&exit.stty);
    assert_eq!(saved_moves(&path), ["e4"]);
}

#[test]
fn a_flag_falls_at_the_prompt_and_an_interrupt_ends_the_program() {
    let Some(terminal) = Terminal::start("plain-flag") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--plain", "--time", "3s"]);
    game.wait_for_text("White, ");
    game.wait_for_text("White's flag has fallen: Black wins on time, 0-1.");
    game.wait_for_text("Game over. Command:");
    terminal.wait_for_saved_result("0-1");
    game.signal("INT");
    let path = terminal.newest_game().expect("a saved game");
    game.wait_for_printed(&format!(
        "The game is over and saved in {}; hotseat --plain --resume {} shows it.",
        path.display(),
        path.file_name().expect("a name").to_string_lossy()
    ));
    assert_eq!(game.wait_for_exit().status, 130, "128 + SIGINT");
}
