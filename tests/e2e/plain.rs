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

/// A half line at Ctrl-D, still being typed, is shown again after the prompt that follows a
/// line of the clocks' own, as a shell's line editor shows it again: the player sees what
/// the rest of the line goes after.
#[test]
fn a_half_line_at_ctrl_d_is_shown_again_after_a_new_prompt() {
    let Some(terminal) = Terminal::start("plain-half-line") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--plain", "--time", "11s"]);
    game.wait_for_text("hotseat without a screen: White against Black, time control 11s.");
    game.type_line("e4");
    game.wait_for_text("1. e4, pawn e2 to e4.");
    game.press(&["-l", "Nf"]);
    game.press(&["C-d"]);
    let screen = game.wait_for_text("Black: ten seconds left.");
    let after: Vec<&str> = screen
        .lines()
        .map(str::trim_end)
        .skip_while(|line| *line != "Black: ten seconds left.")
        .collect();
    assert!(
        after
            .get(1)
            .is_some_and(|prompt| prompt.starts_with("Black, 9.") && prompt.ends_with(": Nf")),
        "the prompt after the warning, with the half line:\n{screen}"
    );
    game.type_line("6");
    game.wait_for_text("1... Nf6, knight g8 to f6.");
    game.press(&["C-d"]);
    assert_eq!(game.wait_for_exit().status, 0);
}

/// Ctrl-D in the middle of a line leaves the line being typed, as in a shell: a second
/// Ctrl-D on it changes nothing, the rest of the line and Enter play it whole on its own
/// line, and only Ctrl-D on an empty line ends the input. The same at the question before the
/// game opens.
#[test]
fn ctrl_d_in_the_middle_of_a_line_leaves_it_being_typed() {
    let Some(terminal) = Terminal::start("plain-ctrl-d") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--plain"]);
    game.wait_for_text("White, your move:");
    game.press(&["-l", "e"]);
    game.press(&["C-d"]);
    game.press(&["C-d"]);
    game.type_line("4");
    let screen = game.wait_for_text("1. e4, pawn e2 to e4.");
    let lines: Vec<&str> = screen.lines().map(str::trim_end).collect();
    assert!(
        lines
            .windows(2)
            .any(|pair| pair == ["White, your move: e4", "1. e4, pawn e2 to e4."]),
        "the line played whole, and said on its own line:\n{screen}"
    );
    game.press(&["-l", "Nf"]);
    game.press(&["C-d"]);
    game.type_line("6");
    game.wait_for_text("1... Nf6, knight g8 to f6.");
    game.press(&["C-d"]);
    game.wait_for_text("End of input.");
    assert_eq!(game.wait_for_exit().status, 0);
    assert_eq!(
        saved_moves(&terminal.wait_for_saved_moves(2)),
        ["e4", "Nf6"]
    );

    let again = terminal.launch("again", ROOMY, &["--plain"]);
    again.wait_for_text("Resume it? [Y/n]");
    again.press(&["-l", "y"]);
    again.press(&["C-d"]);
    again.press(&["C-d"]);
    again.press(&["Enter"]);
    again.wait_for_text("Last move: 1... Nf6, knight g8 to f6.");
    assert!(
        !again.screen().contains("Please answer"),
        "{}",
        again.screen()
    );
    again.press(&["C-d"]);
    assert_eq!(again.wait_for_exit().status, 0);
}

/// A game pasted into the line mode on a terminal, tags and movetext over several lines, is
/// one paste: asked about once, and played whole.
#[test]
fn a_game_pasted_over_several_lines_is_one_paste() {
    let Some(terminal) = Terminal::start("plain-paste") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--plain"]);
    game.wait_for_text("White, your move:");
    game.paste("[Event \"Club\"]\n[White \"Anna\"]\n\n1. d4 d5 2. c4 e6\n3. Nc3 Nf6 *\n");
    game.wait_for_text("Play 6 moves: d4, d5, c4, e6, Nc3 and Nf6? Yes or no.");
    game.type_line("y");
    game.wait_for_text("3... Nf6, knight g8 to f6.");
    assert!(!game.screen().contains("not a move"), "{}", game.screen());
    game.press(&["C-d"]);
    assert_eq!(game.wait_for_exit().status, 0);
    assert_eq!(
        saved_moves(&terminal.wait_for_saved_moves(6)),
        ["d4", "d5", "c4", "e6", "Nc3", "Nf6"]
    );
}

/// A line pasted on a terminal longer than the terminal's line (Linux keeps 4095 bytes of a
/// line and drops the rest) is refused whole, with why and what to do instead, never taken
/// cut.
#[cfg(target_os = "linux")]
#[test]
fn a_line_longer_than_the_terminal_holds_is_refused_whole() {
    let Some(terminal) = Terminal::start("plain-long-paste") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--plain"]);
    game.wait_for_text("White, your move:");
    let moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 ".repeat(90);
    game.paste(moves.trim_end());
    game.press(&["Enter"]);
    game.wait_for_printed(
        "is all a terminal holds, and the rest of it may have been lost: nothing was done",
    );
    game.type_line("moves");
    game.wait_for_text("No moves yet.");
}
