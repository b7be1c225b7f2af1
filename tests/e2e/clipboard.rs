//! `copy` in a real terminal: tmux with `set-clipboard on` takes the OSC 52 sequence hotseat
//! writes, and keeps what it carries in its paste buffer, as a terminal puts it on the system
//! clipboard: the game's PGN, or the FEN of the position viewed; from the screen and from the
//! line mode.

use super::*;

/// Waits until tmux's newest paste buffer holds `text`, and returns the buffer.
fn wait_for_buffer(terminal: &Terminal, text: &str) -> String {
    wait_until(&format!("{text:?} in tmux's buffer"), || {
        let shown = terminal.tmux(&["show-buffer"]);
        String::from_utf8_lossy(&shown.stdout).contains(text)
    });
    terminal.tmux_ok(&["show-buffer"])
}

#[test]
fn copy_puts_the_game_and_the_position_viewed_on_the_clipboard() {
    let Some(terminal) = Terminal::start("copy") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--white", "Anna", "--black", "Boris"]);
    game.wait_for_text("to move");
    terminal.tmux_ok(&["set-option", "-g", "set-clipboard", "on"]);
    game.play(&["e4", "c5", "Nf3"]);
    game.type_line("copy");
    game.wait_for_text("the game's PGN is on the clipboard (OSC 52)");
    // Untimed: each move carries the time it took, `{[%emt …]}`.
    let pgn = wait_for_buffer(&terminal, "2. Nf3");
    assert!(pgn.contains("[White \"Anna\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 {[%emt"), "{pgn}");
    assert!(pgn.contains("[Opening \"Sicilian Defense"), "{pgn}");
    // The position viewed, one move back.
    game.press(&["Left"]);
    game.type_line("copy fen");
    game.wait_for_text("the position's FEN is on the clipboard (OSC 52)");
    let fen = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    assert_eq!(wait_for_buffer(&terminal, fen), fen);
}

#[test]
fn copy_works_from_the_line_mode_in_a_terminal() {
    let Some(terminal) = Terminal::start("copy-plain") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--plain"]);
    game.wait_for_text("your move:");
    terminal.tmux_ok(&["set-option", "-g", "set-clipboard", "on"]);
    game.type_line("d4");
    game.wait_for_text("1. d4, pawn d2 to d4.");
    game.type_line("copy");
    game.wait_for_text("The game's PGN is on the clipboard (OSC 52).");
    let pgn = wait_for_buffer(&terminal, "1. d4 {[%emt");
    assert!(pgn.starts_with("[Event "), "{pgn}");
    // Nothing of the sequence shows among the lines said.
    assert!(!game.screen().contains("52;c;"), "{}", game.screen());
}
