//! Nothing lost, tried as people lost games before: finished games overwriting each other,
//! clocks that came back fuller after a resume, time at the resume question charged to a
//! player, a quit question that said the game was saved when it was not, two hotseats on one
//! folder, and a resume question that took any answer as yes.

use super::*;

/// What `hotseat games ARGS` prints for this test's folder.
fn games_list(terminal: &Terminal, args: &[&str]) -> String {
    let output = Command::new(HOTSEAT)
        .arg("games")
        .args(args)
        .env("XDG_DATA_HOME", terminal.data_home())
        .env("HOME", terminal.dir.join("home"))
        .output()
        .expect("cannot run hotseat games");
    assert!(output.status.success(), "hotseat games failed");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Report 1: two games finished one after the other (`new` between them) keep a file each.
#[test]
fn finished_games_each_keep_a_file_of_their_own() {
    let Some(terminal) = Terminal::start("two-mates") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.play(&["f3", "e5", "g4", "Qh4"]);
    game.wait_for_text("0-1");
    game.type_line("new");
    game.press(&["Enter"]);
    game.wait_for("a new game", |screen| move_list(screen).is_empty());
    game.play(&SCHOLARS_MATE);
    game.wait_for_text("1-0");
    game.type_line("new");
    game.press(&["Enter"]);
    game.wait_for("a new game", |screen| move_list(screen).is_empty());
    game.quit();

    let mut results: Vec<Vec<String>> = terminal
        .saved_games()
        .iter()
        .map(|path| replay(path).games)
        .collect();
    results.sort();
    assert_eq!(
        results,
        [vec!["1\t0-1\tcheckmate"], vec!["1\t1-0\tcheckmate"]]
    );
    let listed = games_list(&terminal, &[]);
    assert_eq!(listed.lines().count(), 2, "{listed}");
    assert!(
        listed.lines().all(|line| line.contains("checkmate")),
        "{listed}"
    );
    assert_eq!(games_list(&terminal, &["--unfinished"]), "");
}

/// Report 2: after a resume, the clocks are saved every few seconds without waiting for a
/// move, so a second kill loses no more than that.
#[test]
fn a_resumed_game_saves_its_clocks_before_the_next_move() {
    let Some(terminal) = Terminal::start("resume-saves") else {
        return;
    };
    let first = terminal.launch("first", ROOMY, &["--time", "5+3"]);
    first.wait_for_text("White to move");
    first.play(&["e4", "e5", "Nf3"]);
    let path = terminal.wait_for_saved_moves(3);
    first.signal("KILL");
    first.wait_for_exit();

    let resumed = terminal.launch("resumed", ROOMY, &["--resume"]);
    resumed.wait_for("the resumed game", |screen| move_list(screen).len() == 3);
    let at_resume = saved_clock_tag(&path);
    wait_until("a save of the clocks after the resume", || {
        saved_clock_tag(&path) != at_resume
    });
    let before = resumed.screen();
    resumed.signal("KILL");
    resumed.wait_for_exit();

    let again = terminal.launch("again", ROOMY, &["--resume"]);
    let after = again.wait_for("the game once more", |screen| {
        move_list(screen).len() == 3 && clock(screen, "Black").is_some()
    });
    let (shown_before, shown_after) = (clock_shown(&before, "Black"), clock_shown(&after, "Black"));
    assert!(
        shown_after <= shown_before + Duration::from_secs(7),
        "Black's clock showed {shown_before:?} before the kill and {shown_after:?} after"
    );
}

/// Report 3: the clocks start with the board, not while the resume question waits.
#[test]
fn time_at_the_resume_question_is_charged_to_no_one() {
    let Some(terminal) = Terminal::start("question-time") else {
        return;
    };
    let first = terminal.launch("first", ROOMY, &["--time", "5+3"]);
    first.wait_for_text("White to move");
    first.play(&["d4", "d5", "c4"]);
    first.quit();
    let path = terminal.newest_game().expect("a saved game");
    let saved_black = Duration::from_millis(black_millis(&saved_clock_tag(&path)));

    let second = terminal.launch("second", ROOMY, &[]);
    second.wait_for_text("Resume it? [Y/n]");
    sleep(Duration::from_secs(3));
    let answered = Instant::now();
    second.press(&["Enter"]);
    let screen = second.wait_for("the resumed game", |screen| {
        move_list(screen).len() == 3 && clock(screen, "Black").is_some()
    });
    let shown = clock_shown(&screen, "Black");
    let since_answer = answered.elapsed();
    assert!(
        shown + since_answer + Duration::from_secs(1) >= saved_black,
        "Black had {saved_black:?} when the game was saved and showed {shown:?} \
         {since_answer:?} after the question was answered"
    );
}

/// Report 4: when games cannot be saved, the quit question says so and names the way out.
#[test]
fn the_quit_question_says_when_the_game_is_not_saved() {
    let Some(terminal) = Terminal::start("unsaved") else {
        return;
    };
    let game = terminal.launch_with_env(
        "game",
        ROOMY,
        &[],
        &[("XDG_DATA_HOME", "/proc/hotseat-cannot-be-here")],
    );
    game.wait_for_text("White to move");
    game.play(&["e4"]);
    game.press(&["C-c"]);
    let screen = game.wait_for_text("Quit?");
    assert!(words(&screen).contains("NOT saved"), "{screen}");
    assert!(words(&screen).contains("save FILE"), "{screen}");
    assert!(!words(&screen).contains("The game is saved"), "{screen}");
    game.press(&["n"]);
    let file = terminal.dir.join("kept.pgn");
    game.type_line(&format!("save {}", file.display()));
    game.wait_for_text("saved to");
    assert_eq!(saved_moves(&file), ["e4"]);
    // The copy holds the game: leaving says so, and the program ends well.
    game.press(&["C-c"]);
    game.wait_for_text("the copy you saved holds it");
    game.press(&["y"]);
    assert_eq!(game.wait_for_exit().status, 0);
    game.wait_for_printed(&format!(
        "but the copy in {} holds all of it.",
        file.display()
    ));
}

/// A game over that cannot be saved is not left at once: Ctrl-C asks, saying it is not
/// saved, and leaving without a copy ends the program with status 1 and a line saying why.
#[test]
fn a_game_over_that_cannot_be_saved_asks_first_and_exits_with_one() {
    let Some(terminal) = Terminal::start("unsaved-over") else {
        return;
    };
    let game = terminal.launch_with_env(
        "game",
        ROOMY,
        &[],
        &[("XDG_DATA_HOME", "/proc/hotseat-cannot-be-here")],
    );
    game.wait_for_text("White to move");
    game.play(&["f3", "e5", "g4", "Qh4"]);
    game.wait_for_text("0-1");
    game.press(&["C-c"]);
    let screen = game.wait_for_text("Quit?");
    assert!(words(&screen).contains("NOT saved"), "{screen}");
    game.press(&["y"]);
    assert_eq!(game.wait_for_exit().status, 1);
    game.wait_for_printed("The game could not be saved:");
}

/// Report 5: a second hotseat on the same folder never writes the game the first one plays:
/// it offers a new game or a read-only look.
#[test]
fn a_second_hotseat_never_writes_the_game_of_the_first() {
    let Some(terminal) = Terminal::start("two-programs") else {
        return;
    };
    let first = terminal.launch("first", ROOMY, &[]);
    first.wait_for_text("White to move");
    first.play(&["d4"]);
    terminal.wait_for_saved_moves(1);

    let looking = terminal.launch("looking", ROOMY, &[]);
    looking.wait_for_text("this game is open in another hotseat");
    looking.wait_for_text("[n/r]");
    looking.press(&["r"]);
    let screen = looking.wait_for_text("Read-only: the game as saved at");
    assert_eq!(move_list(&screen), ["d4"]);
    looking.type_line("d5");
    looking.wait_for_text("nothing changes here: the game is only looked at");
    looking.quit();

    let second = terminal.launch("second", ROOMY, &[]);
    second.wait_for_text("[n/r]");
    second.press(&["x"]);
    second.wait_for_text("Please answer n or r.");
    second.press(&["n"]);
    second.wait_for_text("White to move");
    second.play(&["e4", "e5"]);
    second.quit();

    first.play(&["Nf6"]);
    first.quit();

    let mut games: Vec<Vec<String>> = terminal
        .saved_games()
        .iter()
        .map(|p| saved_moves(p))
        .collect();
    games.sort();
    assert_eq!(games, [strings(&["d4", "Nf6"]), strings(&["e4", "e5"])]);
}

/// Report 6: the resume question takes y, Y or Enter as yes and n as no; anything else asks
/// again, a capital N too (it begins a knight move).
#[test]
fn the_resume_question_asks_again_until_it_is_answered() {
    let Some(terminal) = Terminal::start("maybe") else {
        return;
    };
    let first = terminal.launch("first", ROOMY, &[]);
    first.wait_for_text("White to move");
    first.play(&["Nf3"]);
    first.quit();

    let second = terminal.launch("second", ROOMY, &[]);
    second.wait_for_text("Resume it? [Y/n]");
    second.press(&["x"]);
    second.wait_for_text("Please answer y or n (Enter is yes).");
    second.press(&["N"]);
    second.wait_for("the question asked a third time", |screen| {
        screen.matches("Resume it? [Y/n]").count() == 3
    });
    second.press(&["n"]);
    let screen = second.wait_for_text("White to move");
    assert_eq!(move_list(&screen), Vec::<String>::new());
    let listed = games_list(&terminal, &["--unfinished"]);
    assert!(listed.contains("1 move"), "{listed}");
}

/// The questions before the screen opens take one key, as the screen's questions do, with no
/// Enter: what is typed after the answer goes to the screen (`rNc6` looks at the game and
/// types `Nc6` there), and the terminal is as it was when the game ends.
#[test]
fn start_up_questions_take_one_key_and_what_follows_goes_to_the_screen() {
    let Some(terminal) = Terminal::start("one-key") else {
        return;
    };
    let first = terminal.launch("first", ROOMY, &[]);
    first.wait_for_text("White to move");
    first.play(&["d4", "d5"]);
    terminal.wait_for_saved_moves(2);

    let looking = terminal.launch("looking", ROOMY, &[]);
    looking.wait_for_text("[n/r]");
    looking.press(&["-l", "rNc6"]);
    // The keys after the answer may be drawn a frame after the look first shows.
    let screen = looking.wait_for("the look, with Nc6 typed", |screen| {
        screen.contains("Read-only: the game as saved at") && has_line_with(screen, &["> Nc6"])
    });
    assert_eq!(move_list(&screen), ["d4", "d5"]);
    assert!(!screen.contains("Please answer"), "{screen}");
    assert!(
        has_line_with(&screen, &["flip", "save FILE", "new", "quit"])
            && !has_line_with(&screen, &["draw", "resign", "undo"]),
        "the footer offers only what works here:\n{screen}"
    );
    looking.press(&["Enter"]);
    looking.wait_for_text("nothing changes here");
    looking.quit();
    assert_cooked(&looking.wait_for_exit().stty);
    first.quit();

    // In Russian, the Cyrillic letters answer; a capital Н asks again.
    let resuming = terminal.launch("resuming", ROOMY, &["--lang", "ru"]);
    resuming.wait_for_text("Продолжить её? [Д/н]");
    resuming.press(&["Н"]);
    resuming.wait_for_text("Пожалуйста, ответьте д или н (Enter — да).");
    resuming.press(&["д"]);
    let screen = resuming.wait_for_text("Белые: ваш ход");
    assert_eq!(move_list(&screen), ["d4", "d5"]);
    resuming.press(&["C-c"]);
    resuming.wait_for_text("Выйти?");
    resuming.press(&["д"]);
    let exit = resuming.wait_for_exit();
    assert_eq!(exit.status, 0);
    assert_cooked(&exit.stty);
}

/// Ctrl-C, or a signal, while a question before the screen waits for its key ends the
/// program as it did when the question took a line: nothing opens, the saved game stays as
/// it was, and the terminal is cooked again.
#[test]
fn a_start_up_question_left_with_ctrl_c_or_a_signal_restores_the_terminal() {
    let Some(terminal) = Terminal::start("question-ctrl-c") else {
        return;
    };
    let first = terminal.launch("first", ROOMY, &[]);
    first.wait_for_text("White to move");
    first.play(&["e4"]);
    first.quit();
    let path = terminal.newest_game().expect("a saved game");
    let before = fs::read_to_string(&path).expect("the saved game");

    let interrupted = terminal.launch("interrupted", ROOMY, &[]);
    interrupted.wait_for_text("Resume it? [Y/n]");
    interrupted.press(&["C-c"]);
    let exit = interrupted.wait_for_exit();
    assert_eq!(exit.status, 130);
    assert_cooked(&exit.stty);

    let stopped = terminal.launch("stopped", ROOMY, &[]);
    stopped.wait_for_text("Resume it? [Y/n]");
    stopped.signal("TERM");
    let exit = stopped.wait_for_exit();
    assert_eq!(exit.status, 143);
    assert_cooked(&exit.stty);

    assert_eq!(fs::read_to_string(&path).expect("the saved game"), before);
    assert_eq!(terminal.saved_games().len(), 1);
}

/// Whether the board on the screen is seen from Black's side (files `h` to `a`).
fn from_blacks_side(screen: &str) -> bool {
    screen
        .lines()
        .any(|line| words(line).starts_with("h g f e d c b a"))
}

/// Leaving the screen says in one line which file holds the game and the command that
/// continues exactly that game (nothing for a game without a move), and a board turned
/// with `flip` comes back turned.
#[test]
fn leaving_names_the_file_and_the_command_and_a_turned_board_stays_turned() {
    let Some(terminal) = Terminal::start("leaving") else {
        return;
    };
    let empty = terminal.launch("empty", ROOMY, &[]);
    empty.wait_for_text("White to move");
    empty.quit();
    let printed =
        empty
            .terminal
            .tmux_ok(&["capture-pane", "-p", "-J", "-S", "-", "-t", &empty.name]);
    assert!(!printed.contains("saved"), "{printed}");

    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.play(&["e4", "e5"]);
    game.type_line("flip");
    game.wait_for("the board from Black's side", from_blacks_side);
    game.quit();
    let path = terminal.newest_game().expect("a saved game");
    let name = path
        .file_name()
        .expect("a name")
        .to_string_lossy()
        .into_owned();
    game.wait_for_printed(&format!(
        "The game is saved in {}; hotseat --resume {name} continues it.",
        path.display()
    ));

    // The command as said, with the file's name.
    let resumed = terminal.launch("resumed", ROOMY, &["--resume", &name]);
    resumed.wait_for("the game, seen from Black's side", |screen| {
        move_list(screen).len() == 2 && from_blacks_side(screen)
    });
    resumed.play(&["Bc4", "Nc6", "Qh5", "Nf6", "Qxf7"]);
    resumed.wait_for_text("1-0");
    // A finished game is left at once.
    resumed.press(&["C-c"]);
    assert_eq!(resumed.wait_for_exit().status, 0);
    resumed.wait_for_printed(&format!(
        "The game is over and saved in {}; hotseat --resume {name} shows it.",
        path.display()
    ));
}
