//! Over the board at one keyboard, in a real terminal: moves played without Enter, a draw
//! offered with a move, time odds on the clocks and the arbiter's hand, and the terminal bell
//! seen as BEL in what hotseat writes to the terminal (tmux's `pipe-pane` keeps every byte).

use super::*;

impl Pane<'_> {
    /// Types `text` without Enter.
    fn type_keys(&self, text: &str) {
        self.press(&["-l", text]);
    }

    /// Keeps every byte the program writes to this pane from now on in a file, and returns
    /// the file.
    fn record_output(&self) -> PathBuf {
        let path = self.report("output");
        fs::write(&path, "").expect("cannot create the output file");
        let command = format!("cat >> {}", quoted(&path));
        self.terminal
            .tmux_ok(&["pipe-pane", "-o", "-t", &self.name, &command]);
        path
    }
}

/// How many bells (BEL) the output holds.
fn bells(output: &Path) -> usize {
    fs::read(output)
        .unwrap_or_default()
        .iter()
        .filter(|&&byte| byte == 0x07)
        .count()
}

#[test]
fn an_instant_game_plays_each_move_as_soon_as_it_is_named() {
    let Some(terminal) = Terminal::start("instant") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--instant"]);
    game.wait_for_text("White to move");
    let mut expected = Vec::new();
    for typed in SCHOLARS_MATE {
        game.type_keys(typed);
        expected.push(typed.to_string());
        game.wait_for(&format!("{expected:?} without Enter"), |screen| {
            without_check_marks(&move_list(screen)) == expected
        });
    }
    game.wait_for("the result", |screen| {
        has_line_with(screen, &["1-0", "checkmate"])
    });
    terminal.wait_for_saved_result("1-0");
}

#[test]
fn an_instant_move_waits_while_a_longer_one_could_be_meant() {
    let Some(terminal) = Terminal::start("instant-wait") else {
        return;
    };
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let game = terminal.launch("game", ROOMY, &["--instant", "--fen", fen]);
    game.wait_for_text("White to move");
    game.type_keys("O-O");
    // O-O-O is still legal: the candidates say Enter plays O-O, and nothing is played.
    game.wait_for_text("O-O (Enter plays) O-O-O");
    assert!(move_list(&game.screen()).is_empty());
    game.press(&["Enter"]);
    game.wait_for_text("Black to move");
    assert_eq!(without_check_marks(&move_list(&game.screen())), ["O-O"]);
}

/// Typed in one burst, as fast hands type, what a player types for an instant move stays
/// with it: the draw of `e4 draw` is White's, the check mark of `Qh5+` and the last O of
/// castling long go with their moves, and the next player's move plays at once after each.
#[test]
fn what_is_typed_for_an_instant_move_never_reaches_the_next_player() {
    let Some(terminal) = Terminal::start("instant-burst") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--instant", "--time", "5+3"]);
    game.wait_for_text("White to move");
    game.press(&["-l", "e4 draw", ";", "send-keys", "-t", "game", "Enter"]);
    game.wait_for_text(
        "White offers a draw with the move — Black: accept, decline, or play a move",
    );
    game.type_keys("f5");
    game.wait_for_text("White to move");
    game.type_keys("Qh5+");
    game.type_keys("g6");
    // A frame is captured whole only once the status line under the move list is drawn too.
    let screen = game.wait_for("four moves, White to move", |screen| {
        move_list(screen).len() == 4 && words(screen).contains("White to move")
    });
    assert_eq!(
        without_check_marks(&move_list(&screen)),
        ["e4", "f5", "Qh5", "g6"]
    );
    assert!(!words(&screen).contains("offers a draw"), "{screen}");

    let Some(terminal) = Terminal::start("instant-castling") else {
        return;
    };
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    let castling = terminal.launch("castling", ROOMY, &["--instant", "--fen", fen]);
    castling.wait_for_text("White to move");
    castling.type_keys("O-O-O");
    castling.type_keys("a6");
    let screen = castling.wait_for("two moves", |screen| move_list(screen).len() == 2);
    assert_eq!(move_list(&screen), ["O-O-O", "a6"]);
}

/// A game of instant moves killed with SIGKILL plays its moves at once again when resumed,
/// on the screen and in the line mode (where the form says so).
#[test]
fn a_resumed_game_keeps_its_instant_moves() {
    let Some(terminal) = Terminal::start("instant-resume") else {
        return;
    };
    let first = terminal.launch("first", ROOMY, &["--instant"]);
    first.wait_for_text("White to move");
    first.type_keys("e4");
    terminal.wait_for_saved_moves(1);
    first.signal("KILL");
    assert_eq!(first.wait_for_exit().status, 128 + 9);

    let resumed = terminal.launch("resumed", ROOMY, &["--resume"]);
    resumed.wait_for_text("Black to move");
    resumed.type_keys("e5");
    resumed.wait_for("e5 without Enter", |screen| {
        move_list(screen) == ["e4", "e5"]
    });
    terminal.wait_for_saved_moves(2);
    resumed.signal("KILL");
    assert_eq!(resumed.wait_for_exit().status, 128 + 9);

    let plain = terminal.launch("plain", ROOMY, &["--plain", "--resume"]);
    plain.wait_for_text("Last move: 1... e5, pawn e7 to e5.");
    plain.type_line("new");
    plain.wait_for_text("Moves: play as soon as named.");
}

#[test]
fn a_draw_offered_with_a_move_shows_until_it_is_accepted() {
    let Some(terminal) = Terminal::start("offer") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--time", "5+3"]);
    game.wait_for_text("White to move");
    game.type_line("e4 draw");
    game.wait_for_text(
        "White offers a draw with the move — Black: accept, decline, or play a move",
    );
    // Declined by a move, the offer is gone.
    game.play(&["e5"]);
    let screen = game.wait_for_text("White to move");
    assert!(!words(&screen).contains("offers a draw"), "{screen}");
    game.type_line("Nf3 draw");
    game.wait_for_text("White offers a draw with the move");
    game.type_line("accept");
    game.wait_for_text("½-½ · Draw by agreement");
    terminal.wait_for_saved_result("1/2-1/2");
    let saved =
        fs::read_to_string(terminal.newest_game().expect("a saved game")).expect("the saved game");
    assert_eq!(saved.matches("[%draw offer]").count(), 2, "{saved}");
}

#[test]
fn time_odds_show_on_the_clocks_and_the_arbiter_adds_time() {
    let Some(terminal) = Terminal::start("odds") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--time", "5+3 vs 3+2", "--armageddon"]);
    let screen = game.wait_for_text("White to move");
    assert!(has_line_with(&screen, &["White", "5+3 "]), "{screen}");
    assert!(has_line_with(&screen, &["Black", "3+2 3:00"]), "{screen}");
    assert!(words(&screen).contains("Armageddon: a draw is Black's win"));
    // White, to move, gives Black 15 seconds.
    game.type_line("addtime");
    game.wait_for_text("Black's clock +15 s? White, do you agree?");
    game.press(&["y"]);
    game.wait_for_text("3+2 3:15");
    wait_until("the added time in the saved game", || {
        terminal
            .newest_game()
            .and_then(|path| fs::read_to_string(path).ok())
            .is_some_and(|pgn| pgn.contains("[%clkadj Black +0:00:15.0]"))
    });
    let saved = fs::read_to_string(terminal.newest_game().expect("a game")).expect("readable");
    assert!(saved.contains("[WhiteTimeControl \"300+3\"]"), "{saved}");
    assert!(saved.contains("[BlackTimeControl \"180+2\"]"), "{saved}");
    assert!(
        saved.contains("[Armageddon \"Black has draw odds\"]"),
        "{saved}"
    );
}

#[test]
fn the_bell_rings_with_ten_seconds_left_and_at_every_move_when_asked() {
    let Some(terminal) = Terminal::start("bell") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--time", "12s", "--bell-every-move"]);
    let output = game.record_output();
    game.wait_for_text("White to move");
    game.play(&["e4"]);
    wait_until("the bell of the move", || bells(&output) >= 1);
    // Black's clock passes ten seconds after two: the bell rings again.
    wait_until("the bell at ten seconds", || bells(&output) >= 2);
    game.wait_for_text("1-0 · Black lost on time");
    wait_until("the bell at the flag", || bells(&output) >= 3);

    // Silenced: White's clock passes ten seconds, and the flag falls, without a bell.
    let quiet = terminal.launch("quiet", ROOMY, &["--time", "11s", "--no-bell"]);
    let output = quiet.record_output();
    quiet.wait_for("White's clock under ten seconds", |screen| {
        clock(screen, "White").is_some_and(|left| left < Duration::from_millis(9_500))
    });
    let flagged = terminal.launch("flagged", ROOMY, &["--time", "1s", "--no-bell"]);
    let flag_output = flagged.record_output();
    flagged.wait_for_text("0-1 · White lost on time");
    assert_eq!(bells(&output) + bells(&flag_output), 0, "--no-bell");
}

#[test]
fn the_line_mode_rings_only_when_asked() {
    let Some(terminal) = Terminal::start("plain-bell") else {
        return;
    };
    for (name, args, rings) in [
        ("plain", &["--plain", "--time", "12s"][..], false),
        ("asked", &["--plain", "--time", "12s", "--bell"][..], true),
    ] {
        let game = terminal.launch(name, ROOMY, args);
        let output = game.record_output();
        game.wait_for_text("White: ten seconds left.");
        // The flag falls the ten seconds after the warning that the deadline allows for
        // anything to show: it is given them on top.
        game.wait_for_within(Duration::from_secs(10), "the flag", |screen| {
            words(screen).contains(&words("White's flag has fallen"))
        });
        game.press(&["C-d"]);
        game.wait_for_exit();
        // tmux hands the output to the recording through a pipe of its own, on its own time:
        // every bell is in once the sentence said after them all is.
        wait_until("the whole output recorded", || {
            String::from_utf8_lossy(&fs::read(&output).unwrap_or_default())
                .contains("End of input.")
        });
        assert_eq!(bells(&output) > 0, rings, "{name}: {args:?}");
    }
}
