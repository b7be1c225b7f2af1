//! Between games in a real terminal: the new-game form between two games (in English, and
//! in Russian at 80×24 with the library), a game opened from the library, a PGN file's games
//! picked from at the start, a position set up with the keys and played, and the same in the
//! line mode.

use super::*;

#[test]
fn an_untimed_game_then_the_form_and_a_game_under_a_5_3_preset() {
    let Some(terminal) = Terminal::start("between-form") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.wait_for_text("F2 new game");
    game.play(&["e4", "e5"]);
    let first = terminal.wait_for_saved_moves(2);
    game.press(&["F2"]);
    game.wait_for_text("New game: the game going on stays in its file");
    // Names, then the grid at untimed: up three rows and right, to 5+3.
    game.press(&["Tab", "Tab", "Up", "Up", "Up", "Right"]);
    game.wait_for_text("•5+3");
    game.press(&["Enter"]);
    game.wait_for("a new game under 5+3", |screen| {
        move_list(screen).is_empty() && screen.contains("5:00")
    });
    game.play(&["d4", "d5"]);
    let screen = game.wait_for_text("5:0");
    assert!(
        clock_shown(&screen, "White") > Duration::from_secs(5 * 60),
        "3 s a move came back:\n{screen}"
    );
    game.quit();

    let games = terminal.saved_games();
    assert_eq!(games.len(), 2, "{games:?}");
    assert_eq!(
        saved_moves(&first),
        ["e4", "e5"],
        "the first game stays as it was"
    );
    let second = games
        .iter()
        .find(|path| **path != first)
        .expect("the second game");
    assert_eq!(saved_moves(second), ["d4", "d5"]);
    let text = fs::read_to_string(second).expect("the second game's file");
    assert!(text.contains("[TimeControl \"300+3\"]"), "{text}");
}

/// The same in Russian at 80×24: `новая` opens the form, the 5+3 preset and FIDE's draw rules
/// are chosen with the keys (the rules by their Russian name), and the game played under
/// them is saved with its control and its rules; the library then lists it in Russian.
#[test]
fn the_form_and_the_library_in_russian_at_80_by_24() {
    let Some(terminal) = Terminal::start("between-russian") else {
        return;
    };
    let game = terminal.launch_with_env("game", (80, 24), &[], &[("LC_ALL", "ru_RU.UTF-8")]);
    game.wait_for_text("Белые: ваш ход");
    game.type_line("новая");
    game.wait_for_text("Новая партия: текущая остаётся в своём файле");
    game.wait_for_text("(•) клубные  ( ) ФИДЕ");
    // Names, then the grid at untimed: up three rows and right, to 5+3; then past the odds
    // and the start of the clocks to the draw rules.
    game.press(&["Tab", "Tab", "Up", "Up", "Up", "Right"]);
    game.wait_for_text("•5+3");
    game.press(&["Tab", "Tab", "Tab", "Right"]);
    game.wait_for_text("( ) клубные  (•) ФИДЕ");
    game.press(&["Enter"]);
    game.wait_for("a new game under 5+3", |screen| {
        move_list(screen).is_empty() && screen.contains("5:00")
    });
    game.play(&["d4", "d5"]);
    let path = terminal.wait_for_saved_moves(2);
    let text = fs::read_to_string(&path).expect("the game's file");
    assert!(text.contains("[TimeControl \"300+3\"]"), "{text}");
    assert!(text.contains("[HotseatDrawRules \"fide\"]"), "{text}");
    game.press(&["F3"]);
    game.wait_for_text("Сохранённые партии: 1");
    game.wait_for_text("← эта партия");
    game.press(&["Escape"]);
    game.wait_for_text("Белые: ваш ход");
    game.press(&["C-c"]);
    game.wait_for_text("Выйти?");
    game.press(&["д"]);
    assert_eq!(game.wait_for_exit().status, 0);
}

#[test]
fn a_game_is_opened_from_the_library_and_played_on_in_its_file() {
    let Some(terminal) = Terminal::start("between-library") else {
        return;
    };
    let first = terminal.launch("first", ROOMY, &["--white", "Clara", "--black", "Dan"]);
    first.wait_for_text("Clara (White) to move");
    first.play(&["e4", "e5", "Nf3"]);
    let path = terminal.wait_for_saved_moves(3);
    first.quit();

    let second = terminal.launch("second", ROOMY, &[]);
    second.wait_for_text("Resume it?");
    second.press(&["n"]);
    second.wait_for_text("White to move");
    second.press(&["F3"]);
    second.wait_for_text("Saved games: 1");
    second.wait_for_text("Clara vs Dan  * in progress  2 moves");
    second.type_line("clara");
    second.wait_for("the game it shows", |screen| {
        move_list(screen) == ["e4", "e5", "Nf3"]
    });
    second.play(&["Nc6"]);
    wait_until("the move saved in the game's own file", || {
        saved_moves(&path).len() == 4
    });
    assert_eq!(
        terminal.saved_games(),
        std::slice::from_ref(&path),
        "no other file"
    );
    second.quit();
}

#[test]
fn the_games_of_a_pgn_file_are_picked_from_when_no_number_is_given() {
    let Some(terminal) = Terminal::start("between-load") else {
        return;
    };
    let file = terminal.dir.join("two games.pgn");
    fs::write(
        &file,
        "[Event \"Hoogovens\"]\n[White \"Topalov\"]\n[Black \"Kasparov\"]\n[Result \"0-1\"]\n\n\
         1. e4 d6 0-1\n\n\
         [Event \"Hoogovens\"]\n[White \"Anand\"]\n[Black \"Kasparov\"]\n[Result \"*\"]\n\n\
         1. d4 Nf6 2. c4 *\n",
    )
    .expect("a PGN file");
    let path = file.display().to_string();
    let game = terminal.launch("game", ROOMY, &["--load", &path]);
    game.wait_for_text("two games.pgn: 2 games");
    game.wait_for_text("Topalov vs Kasparov  0-1");
    game.press(&["Down", "Enter"]);
    game.wait_for("the second game", |screen| {
        move_list(screen) == ["d4", "Nf6", "c4"]
    });
    game.wait_for_text("Kasparov (Black) to move");
    game.quit();
}

#[test]
fn a_position_set_up_with_the_keys_is_played() {
    let Some(terminal) = Terminal::start("between-editor") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.type_line("new");
    game.wait_for_text("New game");
    // Past the names, the grid, the odds, the clocks, the draw rules, Armageddon and the
    // variant to the start: set up.
    game.press(&["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab"]);
    game.press(&["Right", "Right", "Right"]);
    game.wait_for_text("(•) set up");
    game.press(&["Enter"]);
    game.wait_for_text("Set up a position");
    game.type_line("clear");
    game.wait_for_text("8/8/8/8/8/8/8/8 w - - 0 1");
    // The board cursor from e1: a king there, a rook on h1, Black's king on e8.
    game.press(&[
        "Up", "K", "Right", "Right", "Right", "R", "Left", "Left", "Left",
    ]);
    for _ in 0..7 {
        game.press(&["Up"]);
    }
    game.press(&["k"]);
    game.wait_for_text("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    game.wait_for_text("the position can be played");
    game.press(&["Enter"]);
    game.wait_for_text("White to move");
    game.play(&["O-O"]);
    game.wait_for_text("Black to move");
    let saved = terminal.wait_for_saved_moves(1);
    let text = fs::read_to_string(&saved).expect("the game's file");
    assert!(
        text.contains("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]"),
        "{text}"
    );
    game.quit();
}

#[test]
fn the_line_mode_fills_the_form_sets_up_a_position_and_lists_the_games() {
    let Some(terminal) = Terminal::start("between-plain") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--plain"]);
    game.wait_for_text("White, your move:");
    game.type_line("e4");
    game.wait_for_text("1. e4, pawn e2 to e4.");
    game.type_line("new");
    game.wait_for_text("New game, field by field:");
    game.type_line("time 5+3");
    game.wait_for_text("Time control: 5+3.");
    game.type_line("start editor");
    game.type_line("play");
    game.wait_for_text("The board editor.");
    game.type_line("Ke1 Rh1 / ke8");
    game.wait_for_text("Pieces: Ke1 Rh1 / ke8.");
    game.type_line("play");
    game.wait_for_text("hotseat without a screen: White against Black, time control 5+3.");
    game.type_line("O-O");
    game.wait_for_text("1. O-O, castles kingside.");
    game.type_line("games");
    game.wait_for_text("The saved games, newest first: 2.");
    game.type_line("back");
    game.wait_for_text("Back to the game.");
    game.press(&["C-d"]);
    game.wait_for_text("The game is saved in");
    assert_eq!(game.wait_for_exit().status, 0);
    assert_eq!(terminal.saved_games().len(), 2);
}
