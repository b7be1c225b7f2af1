//! `hotseat watch`: a game played in one terminal followed in a second one at 80×24 and by a
//! watcher whose output is a pipe, each move as it is saved.

use super::*;

use std::process::Stdio;

/// A watcher run with its output to a file, ended (SIGKILL) when dropped, even when the test
/// fails.
struct Piped(std::process::Child);

impl Drop for Piped {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Waits until the file at `path` holds `text`, and returns what it holds.
fn wait_for_in_file(path: &Path, text: &str) -> String {
    wait_until(&format!("{text:?} in {}", path.display()), || {
        fs::read_to_string(path).is_ok_and(|said| said.contains(text))
    });
    fs::read_to_string(path).unwrap_or_default()
}

#[test]
fn a_game_is_followed_on_a_second_screen_and_through_a_pipe_move_by_move() {
    let Some(terminal) = Terminal::start("watch") else {
        return;
    };
    let watcher = terminal.launch("watcher", (80, 24), &["watch"]);
    watcher.wait_for_text("No game is being played");
    let said = terminal.dir.join("piped-watch.txt");
    let piped = Command::new(HOTSEAT)
        .args(["watch", "--lang", "en"])
        .env("XDG_DATA_HOME", terminal.data_home())
        .env("XDG_CONFIG_HOME", terminal.dir.join("config"))
        .env("HOME", terminal.dir.join("home"))
        .stdin(Stdio::null())
        .stdout(fs::File::create(&said).expect("a file for the piped watcher"))
        .stderr(Stdio::null())
        .spawn()
        .map(Piped)
        .expect("the piped watcher starts");
    wait_for_in_file(&said, "No game is being played");

    let game = terminal.launch(
        "game",
        ROOMY,
        &["--time", "5+3", "--white", "Anna", "--black", "Boris"],
    );
    game.wait_for_text("to move");
    for (count, typed) in SCHOLARS_MATE.iter().enumerate() {
        game.play(&[typed]);
        terminal.wait_for_saved_moves(count + 1);
        watcher.wait_for(&format!("{typed} on the watcher's screen"), |screen| {
            without_check_marks(&move_list(screen)).len() == count + 1
        });
        // Each watcher on its own: the piped one has found the game before it goes on.
        if count == 0 {
            wait_for_in_file(&said, "1. e4, pawn e2 to e4.");
        }
    }
    let screen = watcher.wait_for_text("The next game played here shows");
    assert!(screen.contains("Anna (White)"), "{screen}");
    assert!(screen.contains("Boris (Black)"), "{screen}");
    assert!(screen.contains("1-0"), "{screen}");
    assert!(screen.contains("q or Esc quits"), "{screen}");

    let lines = wait_for_in_file(&said, "Waiting for the next game.");
    for expected in [
        "You are watching this game as it is played in another terminal",
        "1. e4, pawn e2 to e4.",
        "1... e5, pawn e7 to e5.",
        "4. Qxf7#, queen h5 takes pawn on f7, checkmate.",
        "Checkmate. White wins, 1-0.",
    ] {
        assert!(lines.contains(expected), "{expected:?} in {lines}");
    }
    drop(piped);

    watcher.press(&["q"]);
    let exit = watcher.wait_for_exit();
    assert_eq!(exit.status, 0);
    assert!(
        exit.stty.contains(" icanon"),
        "the terminal is restored: {}",
        exit.stty
    );
}
