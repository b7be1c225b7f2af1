//! The mouse as terminals report it (SGR 1006 sequences: `ESC [ < button ; column ; row M`
//! for a press or a move, `m` for a release, counted from 1) and the board cursor: moves
//! played by pointing, the mouse taken only when wanted, and given back on every way out.

use super::*;

/// The cell (column, row, from 1 as mouse reports count) in the middle of `square` on the
/// screen: under its file letter above the board, level with its rank number at the left.
fn square_cell(screen: &str, square: &str) -> (usize, usize) {
    let mut name = square.chars();
    let (Some(file), Some(rank)) = (name.next(), name.next()) else {
        panic!("{square} is not a square");
    };
    let lines: Vec<&str> = screen.lines().collect();
    let labels = lines
        .iter()
        .find(|line| {
            let letters: String = line.split_whitespace().take(8).collect();
            letters == "abcdefgh" || letters == "hgfedcba"
        })
        .unwrap_or_else(|| panic!("no file letters on the screen:\n{screen}"));
    let column = labels
        .chars()
        .position(|c| c == file)
        .unwrap_or_else(|| panic!("no {file} among the file letters:\n{screen}"));
    let row = lines
        .iter()
        .position(|line| line.starts_with(rank))
        .unwrap_or_else(|| panic!("no rank {rank} on the screen:\n{screen}"));
    (column + 1, row + 1)
}

/// A mouse report as a terminal sends it: `button` (0 the left button, 32 a move with it
/// down), at `cell`, pressed or moved (`M`) or released (`m`).
fn mouse_report(button: u8, (column, row): (usize, usize), end: char) -> String {
    format!("\x1b[<{button};{column};{row}{end}")
}

impl Pane<'_> {
    /// Sends text as it is, as a terminal writes what it reports.
    fn send_raw(&self, text: &str) {
        self.terminal
            .tmux_ok(&["send-keys", "-t", &self.name, "-l", text]);
    }

    /// Clicks the middle of `square`, found on the screen as it is now.
    fn click(&self, square: &str) {
        let cell = square_cell(&self.screen(), square);
        self.send_raw(&mouse_report(0, cell, 'M'));
        self.send_raw(&mouse_report(0, cell, 'm'));
    }

    /// Whether the program in this pane asked for the mouse, in SGR form (tmux knows).
    fn mouse_taken(&self) -> bool {
        let flags = self.terminal.tmux_ok(&[
            "display-message",
            "-p",
            "-t",
            &self.name,
            "#{mouse_any_flag}#{mouse_sgr_flag}",
        ]);
        match flags.trim() {
            "11" => true,
            "00" => false,
            other => panic!("mouse flags half set: {other}"),
        }
    }
}

#[test]
fn e4_and_nf6_are_played_by_clicking_their_squares() {
    let Some(terminal) = Terminal::start("click") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    assert!(game.mouse_taken());
    game.click("e2");
    game.wait_for("the pawn picked up", |screen| {
        screen.lines().any(|line| line.starts_with("> e "))
    });
    game.click("e4");
    game.wait_for("e4 in the move list", |screen| move_list(screen) == ["e4"]);
    game.click("g8");
    game.wait_for_text("(click a highlighted square)");
    game.click("f6");
    game.wait_for("Nf6 in the move list", |screen| {
        move_list(screen) == ["e4", "Nf6"]
    });
    // Saved as typed moves are.
    let saved = terminal.wait_for_saved_moves(2);
    assert_eq!(saved_moves(&saved), ["e4", "Nf6"]);

    // A square the knight cannot reach: the sentence of the typed move.
    game.click("g1");
    game.click("g3");
    game.wait_for_text("no knight can reach g3");

    // The mouse is given back on the way out.
    game.press(&["C-c"]);
    game.wait_for_text("Quit?");
    game.press(&["y"]);
    let exit = game.wait_for_exit();
    assert_eq!(exit.status, 0);
    assert_cooked(&exit.stty);
    assert!(!game.mouse_taken(), "the mouse is left taken");
}

#[test]
fn a_knight_is_dragged_on_a_board_with_black_at_the_bottom() {
    let Some(terminal) = Terminal::start("drag") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--flip", "black"]);
    let screen = game.wait_for_text("White to move");
    let (from, to) = (square_cell(&screen, "g1"), square_cell(&screen, "f3"));
    game.send_raw(&mouse_report(0, from, 'M'));
    for column in (to.0..from.0).rev() {
        game.send_raw(&mouse_report(32, (column, from.1), 'M'));
    }
    game.send_raw(&mouse_report(32, to, 'M'));
    game.wait_for("the move under the mouse", |screen| {
        screen.lines().any(|line| line.starts_with("> Nf3"))
    });
    game.send_raw(&mouse_report(0, to, 'm'));
    game.wait_for("Nf3 in the move list", |screen| {
        move_list(screen) == ["Nf3"]
    });
}

#[test]
fn the_board_cursor_plays_with_the_arrow_keys() {
    let Some(terminal) = Terminal::start("board-cursor") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.press(&["Up"]);
    game.wait_for_text("board cursor on e1");
    game.press(&["Up", "Enter", "Up", "Up"]);
    game.wait_for_text("(Enter plays)");
    game.press(&["Space"]);
    game.wait_for("e4 in the move list", |screen| move_list(screen) == ["e4"]);
    // Typing leaves the cursor and types as always.
    game.play(&["e5"]);
    let screen = game.screen();
    assert!(!words(&screen).contains("board cursor"), "{screen}");
}

#[test]
fn no_mouse_leaves_the_mouse_to_the_terminal() {
    let Some(terminal) = Terminal::start("no-mouse") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--no-mouse"]);
    game.wait_for_text("White to move");
    assert!(!game.mouse_taken());
    game.click("e2");
    game.click("e4");
    game.play(&["d4"]);
    assert_eq!(move_list(&game.screen()), ["d4"]);
}
