//! End to end: the real `hotseat` binary in a real terminal (a tmux pane), driven by typed
//! keys and checked by reading the screen, the saved games and the terminal settings after
//! it exits.
//!
//! Every test runs its own tmux server, its socket in the test's own temporary folder
//! (`/tmp/hotseat-e2e-<test>-<pid>/tmux.socket`, so nothing is left behind), with its own
//! `XDG_DATA_HOME` and `HOME` in that folder: no test touches real saved games, and the tests
//! run in parallel. The screen is polled until what a test waits for shows up, up to a
//! deadline, never read after a fixed sleep. Without tmux the tests are skipped with a note.
//!
//! hotseat runs under a small `sh` script in its pane: the script writes hotseat's process
//! id before handing over to it (`exec`), and when it ends, the terminal settings (`stty -a`)
//! and its exit status, so a test can signal it and check that the terminal was restored.

#![cfg(unix)]

use std::fmt::Write as _;
use std::fs;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// The binary under test.
const HOTSEAT: &str = env!("CARGO_BIN_EXE_hotseat");
/// How long a test waits for something to show up before it fails.
const DEADLINE: Duration = Duration::from_secs(10);
/// How often the screen or a file is looked at while waiting.
const POLL: Duration = Duration::from_millis(50);
/// A terminal of a comfortable size.
const ROOMY: (u16, u16) = (100, 30);
/// The moves of scholar's mate, as typed.
const SCHOLARS_MATE: [&str; 7] = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7"];

// ----- the terminal -----

/// A tmux server of one test, with a temporary folder holding its socket, the saved games
/// (as `XDG_DATA_HOME`), a home, and the scripts and reports of every hotseat it starts.
/// Dropping it ends every hotseat and the server, even when the test fails; on failure it
/// prints every pane and keeps the folder to look at.
struct Terminal {
    /// The temporary folder.
    dir: PathBuf,
}

impl Terminal {
    /// A terminal for the test `test`, or `None` (with a note) when tmux is not installed.
    fn start(test: &str) -> Option<Terminal> {
        let tmux_runs = Command::new("tmux")
            .arg("-V")
            .output()
            .is_ok_and(|output| output.status.success());
        if !tmux_runs {
            // Straight to standard error: the test harness hides what `eprintln!` prints.
            let _ = writeln!(
                io::stderr(),
                "note: tmux is not installed, so the end-to-end test `{test}` is skipped"
            );
            return None;
        }
        let dir = std::env::temp_dir().join(format!("hotseat-e2e-{test}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        for folder in ["data", "home"] {
            fs::create_dir_all(dir.join(folder)).expect("cannot create the test's folders");
        }
        // Panes stay on screen after their program ends, so a test can read the last screen;
        // no status bar, so a pane has the whole window.
        fs::write(
            dir.join("tmux.conf"),
            "set-option -g remain-on-exit on\nset-option -g status off\n",
        )
        .expect("cannot write the tmux configuration");
        Some(Terminal { dir })
    }

    /// Runs a tmux command on this test's server and returns what it printed.
    fn tmux(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-S")
            .arg(self.dir.join("tmux.socket"))
            .arg("-f")
            .arg(self.dir.join("tmux.conf"))
            .args(args)
            .env("XDG_DATA_HOME", self.data_home())
            .env("HOME", self.dir.join("home"))
            .env("XDG_CONFIG_HOME", self.dir.join("config"))
            .env_remove("TMUX")
            .env_remove("TMUX_PANE")
            .output()
            .expect("cannot run tmux")
    }

    /// Runs a tmux command that must succeed.
    fn tmux_ok(&self, args: &[&str]) -> String {
        let output = self.tmux(args);
        assert!(
            output.status.success(),
            "tmux {args:?} failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// The folder given to hotseat as `XDG_DATA_HOME`.
    fn data_home(&self) -> PathBuf {
        self.dir.join("data")
    }

    /// Waits until the newest saved game carries `result` in its `Result` tag.
    fn wait_for_saved_result(&self, result: &str) {
        let tag = format!("[Result \"{result}\"]");
        wait_until(&format!("{result} in the saved game"), || {
            self.newest_game()
                .and_then(|path| fs::read_to_string(path).ok())
                .is_some_and(|pgn| pgn.contains(&tag))
        });
    }

    /// The file of the game started last (every game has its own, named by when it began).
    fn newest_game(&self) -> Option<PathBuf> {
        self.saved_games().pop()
    }

    /// Waits until the newest game's file holds `count` moves, and returns its path.
    fn wait_for_saved_moves(&self, count: usize) -> PathBuf {
        wait_until(&format!("{count} moves in the saved game"), || {
            self.newest_game()
                .is_some_and(|path| saved_moves(&path).len() == count)
        });
        self.newest_game().expect("a saved game")
    }

    /// The PGN files in the saved-games folder, oldest first: by the moment in their names,
    /// then by the number added to a name taken in the same second.
    fn saved_games(&self) -> Vec<PathBuf> {
        let folder = self.data_home().join("hotseat").join("games");
        let mut files: Vec<PathBuf> = fs::read_dir(folder)
            .map(|entries| {
                entries
                    .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                    .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort_by_key(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            let stem = name.trim_end_matches(".pgn");
            let number = stem
                .rsplit_once('-')
                .and_then(|(_, n)| n.parse::<u32>().ok())
                .unwrap_or(1);
            (stem.get(..17).unwrap_or(stem).to_string(), number)
        });
        files
    }

    /// Starts `hotseat ARGS` in a new tmux session called `name`, in a terminal of `size`
    /// (columns, rows), under a script that reports hotseat's process id and, when it ends,
    /// its exit status and the terminal settings. Does not wait for anything to show.
    fn launch(&self, name: &str, size: (u16, u16), args: &[&str]) -> Pane<'_> {
        self.launch_with_env(name, size, args, &[])
    }

    /// [`Terminal::launch`], with more variables in hotseat's environment.
    fn launch_with_env(
        &self,
        name: &str,
        size: (u16, u16),
        args: &[&str],
        env: &[(&str, &str)],
    ) -> Pane<'_> {
        let pane = self.pane(name);
        let script = format!(
            "sh {hotseat}\n\
             status=$?\n\
             stty -a > {stty} 2>&1\n\
             echo $status > {status}.tmp && mv {status}.tmp {status}\n",
            hotseat = quoted(&pane.hotseat_script_with_env(args, env)),
            stty = quoted(&pane.report("stty")),
            status = quoted(&pane.report("status")),
        );
        let script_path = pane.report("sh");
        fs::write(&script_path, script).expect("cannot write the launch script");
        self.new_session(name, size, &format!("sh {}", quoted(&script_path)));
        pane
    }

    /// Starts an interactive shell, with job control, in a new tmux session called `name`.
    fn launch_shell(&self, name: &str, size: (u16, u16)) -> Pane<'_> {
        self.new_session(name, size, "sh -i");
        self.pane(name)
    }

    /// A pane called `name`, not started yet.
    fn pane(&self, name: &str) -> Pane<'_> {
        Pane {
            terminal: self,
            name: name.to_string(),
        }
    }

    /// Opens a tmux session running `command`.
    fn new_session(&self, name: &str, (columns, rows): (u16, u16), command: &str) {
        let data_home = format!("XDG_DATA_HOME={}", self.data_home().display());
        let home = format!("HOME={}", self.dir.join("home").display());
        // The developer's own config file must not change what the tests see.
        let config = format!("XDG_CONFIG_HOME={}", self.dir.join("config").display());
        self.tmux_ok(&[
            "new-session",
            "-d",
            "-s",
            name,
            "-x",
            &columns.to_string(),
            "-y",
            &rows.to_string(),
            "-e",
            &data_home,
            "-e",
            &home,
            "-e",
            &config,
            // The screen in English, whatever the developer's locale.
            "-e",
            "LC_ALL=C.UTF-8",
            // No start-up file for an interactive `sh`.
            "-e",
            "ENV=/dev/null",
            command,
        ]);
    }

    /// Kills (SIGKILL) every hotseat this test started that may still run. Needed because a
    /// hotseat whose terminal is closed under it does not end by itself.
    fn kill_hotseats(&self) {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return;
        };
        for path in entries.filter_map(|entry| entry.ok().map(|entry| entry.path())) {
            let ended = path.with_extension("status").exists();
            if path.extension().is_some_and(|ext| ext == "pid")
                && !ended
                && let Ok(pid) = fs::read_to_string(&path)
            {
                let _ = Command::new("sh")
                    .arg("-c")
                    .arg(format!("kill -s KILL {} 2>/dev/null", pid.trim()))
                    .status();
            }
        }
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let failed = std::thread::panicking();
        if failed {
            let sessions = self.tmux(&["list-sessions", "-F", "#{session_name}"]);
            for name in String::from_utf8_lossy(&sessions.stdout).lines() {
                let screen = self.tmux(&["capture-pane", "-p", "-t", name]);
                eprintln!(
                    "--- the screen of {name} ---\n{}",
                    String::from_utf8_lossy(&screen.stdout)
                );
            }
        }
        self.kill_hotseats();
        let _ = self.tmux(&["kill-server"]);
        if failed {
            eprintln!("the test's files are kept in {}", self.dir.display());
        } else {
            let deadline = Instant::now() + Duration::from_secs(2);
            while fs::remove_dir_all(&self.dir).is_err() && Instant::now() < deadline {
                sleep(POLL);
            }
        }
    }
}

/// How a hotseat run ended.
#[derive(Debug)]
struct Exit {
    /// The exit status, as `sh` reports it (128 + N after signal N).
    status: i32,
    /// `stty -a` right after hotseat ended.
    stty: String,
}

/// One tmux session, running hotseat or a shell.
struct Pane<'a> {
    terminal: &'a Terminal,
    name: String,
}

impl Pane<'_> {
    /// A file next to the launch script, where the script reports something (`pid`, `stty`,
    /// `status`) or the script itself (`sh`).
    fn report(&self, what: &str) -> PathBuf {
        self.terminal.dir.join(format!("{}.{what}", self.name))
    }

    /// Writes the script that runs `hotseat ARGS` in this pane: it writes its process id
    /// (`report("pid")`) and becomes hotseat, so that id is hotseat's.
    fn hotseat_script(&self, args: &[&str]) -> PathBuf {
        self.hotseat_script_with_env(args, &[])
    }

    /// [`Pane::hotseat_script`], with more variables in hotseat's environment (`env` runs
    /// it, under the same process id).
    fn hotseat_script_with_env(&self, args: &[&str], env: &[(&str, &str)]) -> PathBuf {
        let mut hotseat = String::from("env");
        for (name, value) in env {
            let _ = write!(hotseat, " {}", shell_quoted(&format!("{name}={value}")));
        }
        let _ = write!(hotseat, " {}", quoted(Path::new(HOTSEAT)));
        for arg in args {
            let _ = write!(hotseat, " {}", shell_quoted(arg));
        }
        let script = format!(
            "echo $$ > {pid}.tmp && mv {pid}.tmp {pid}\nexec {hotseat}\n",
            pid = quoted(&self.report("pid")),
        );
        let path = self.report("hotseat.sh");
        fs::write(&path, script).expect("cannot write the hotseat script");
        path
    }

    /// The terminal settings of this pane now (`stty -a`).
    fn stty(&self) -> String {
        let tty =
            self.terminal
                .tmux_ok(&["display-message", "-p", "-t", &self.name, "#{pane_tty}"]);
        // Through `sh`, which is no session leader, so the test never gets this terminal as
        // its controlling terminal by opening it.
        let output = Command::new("sh")
            .arg("-c")
            .arg(format!("stty -a < {}", shell_quoted(tty.trim())))
            .output()
            .expect("cannot run stty");
        assert!(output.status.success(), "stty -a < {tty} failed");
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// The text on the screen now.
    fn screen(&self) -> String {
        self.terminal
            .tmux_ok(&["capture-pane", "-p", "-t", &self.name])
    }

    /// Waits until the screen satisfies `ready` and returns it; fails, showing the screen,
    /// after the deadline. `what` says what was awaited.
    fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        self.wait_for_within(DEADLINE, what, ready)
    }

    /// [`Pane::wait_for`], for something that comes `later` than the deadline allows for by
    /// itself (a clock that runs out): it waits `later` longer.
    fn wait_for_within(&self, later: Duration, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let waited = DEADLINE + later;
        let deadline = Instant::now() + waited;
        loop {
            let screen = self.screen();
            if ready(&screen) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "{}: waited {waited:?} for {what}; the screen:\n{screen}",
                self.name
            );
            sleep(POLL);
        }
    }

    /// Waits until `text` is on the screen (words may be wrapped over lines).
    fn wait_for_text(&self, text: &str) -> String {
        self.wait_for(&format!("`{text}`"), |screen| {
            words(screen).contains(&words(text))
        })
    }

    /// Waits until `text` has been printed in the pane, on the screen or scrolled above it,
    /// with lines the terminal wrapped joined again (a pane whose program has ended shows
    /// what it printed last above the screen). Returns all of it.
    fn wait_for_printed(&self, text: &str) -> String {
        let deadline = Instant::now() + DEADLINE;
        loop {
            let printed =
                self.terminal
                    .tmux_ok(&["capture-pane", "-p", "-J", "-S", "-", "-t", &self.name]);
            if words(&printed).contains(&words(text)) {
                return printed;
            }
            assert!(
                Instant::now() < deadline,
                "{}: waited {DEADLINE:?} for `{text}`; printed:\n{printed}",
                self.name
            );
            sleep(POLL);
        }
    }

    /// Types `text` and presses Enter.
    fn type_line(&self, text: &str) {
        self.terminal.tmux_ok(&[
            "send-keys",
            "-t",
            &self.name,
            "-l",
            text,
            ";",
            "send-keys",
            "-t",
            &self.name,
            "Enter",
        ]);
    }

    /// Pastes `text` as a terminal does, in brackets when the program asked for them.
    fn paste(&self, text: &str) {
        self.terminal
            .tmux_ok(&["set-buffer", "-b", "paste", "--", text]);
        self.terminal
            .tmux_ok(&["paste-buffer", "-p", "-d", "-b", "paste", "-t", &self.name]);
    }

    /// Presses keys named as tmux names them (`C-c`, `Enter`, `y`).
    fn press(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.name];
        args.extend_from_slice(keys);
        self.terminal.tmux_ok(&args);
    }

    /// Answers the quit question with yes and waits for hotseat to end well.
    fn quit(&self) {
        self.press(&["C-c"]);
        self.wait_for_text("Quit?");
        self.press(&["y"]);
        assert_eq!(self.wait_for_exit().status, 0);
    }

    /// Plays `moves` one by one, each typed and entered, waiting for each to appear at the
    /// end of the move list.
    fn play(&self, moves: &[&str]) {
        let mut expected = move_list(&self.screen());
        for typed in moves {
            self.type_line(typed);
            expected.push((*typed).to_string());
            self.wait_for(&format!("the move list to read {expected:?}"), |screen| {
                without_check_marks(&move_list(screen)) == expected
            });
        }
    }

    /// Resizes the terminal. This works on a detached session as it is: tmux then keeps the
    /// window at the size given.
    fn resize(&self, (columns, rows): (u16, u16)) {
        self.terminal.tmux_ok(&[
            "resize-window",
            "-t",
            &self.name,
            "-x",
            &columns.to_string(),
            "-y",
            &rows.to_string(),
        ]);
    }

    /// hotseat's process id, once the launch script has written it.
    fn hotseat_pid(&self) -> u32 {
        let path = self.report("pid");
        let text = wait_for_file(&path, "hotseat's process id");
        text.trim()
            .parse()
            .unwrap_or_else(|_| panic!("{} does not hold a process id: {text:?}", path.display()))
    }

    /// Sends a signal (`TERM`, `HUP`, `KILL`) to hotseat.
    fn signal(&self, signal: &str) {
        let pid = self.hotseat_pid();
        let status = Command::new("sh")
            .arg("-c")
            .arg(format!("kill -s {signal} {pid}"))
            .status()
            .expect("cannot run kill");
        assert!(status.success(), "kill -s {signal} {pid} failed");
    }

    /// Waits for hotseat to end; returns its exit status and the terminal settings it left.
    fn wait_for_exit(&self) -> Exit {
        let status = wait_for_file(&self.report("status"), "hotseat to end");
        let stty =
            fs::read_to_string(self.report("stty")).expect("the launch script wrote no stty");
        Exit {
            status: status
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("an exit status that is not a number: {status:?}")),
            stty,
        }
    }

    /// Whether hotseat is still running in this pane.
    fn is_running(&self) -> bool {
        !self.report("status").exists()
    }
}

/// Waits for a file to exist and returns what it holds; fails after the deadline.
fn wait_for_file(path: &Path, what: &str) -> String {
    let deadline = Instant::now() + DEADLINE;
    loop {
        if let Ok(text) = fs::read_to_string(path) {
            return text;
        }
        assert!(Instant::now() < deadline, "waited {DEADLINE:?} for {what}");
        sleep(POLL);
    }
}

/// Waits until `ready` holds, polling; fails with `what` after the deadline.
fn wait_until(what: &str, ready: impl Fn() -> bool) {
    let deadline = Instant::now() + DEADLINE;
    while !ready() {
        assert!(Instant::now() < deadline, "waited {DEADLINE:?} for {what}");
        sleep(POLL);
    }
}

/// A path in single quotes for `sh`.
fn quoted(path: &Path) -> String {
    shell_quoted(&path.display().to_string())
}

/// Text in single quotes for `sh`.
fn shell_quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

// ----- reading the screen -----

/// The words of a text, one space apart: text wrapped over lines compares equal to the
/// same text on one line.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether one line of the screen holds all of `parts`.
fn has_line_with(screen: &str, parts: &[&str]) -> bool {
    screen
        .lines()
        .any(|line| parts.iter().all(|part| line.contains(part)))
}

/// The moves in the move list on the screen, as written there (`1. e4  e5` gives `e4`,
/// `e5`): the words that look like moves after a move number.
fn move_list(screen: &str) -> Vec<String> {
    let mut moves = Vec::new();
    for line in screen.lines() {
        let mut in_list = false;
        for word in line.split_whitespace() {
            if is_move_number(word) {
                in_list = true;
            } else if in_list && looks_like_a_move(word) {
                moves.push(word.to_string());
            } else if !matches!(word, "..." | "…") {
                in_list = false;
            }
        }
    }
    moves
}

/// Whether a word is a move number, as `12.`.
fn is_move_number(word: &str) -> bool {
    word.strip_suffix('.')
        .is_some_and(|number| !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()))
}

/// A word in standard algebraic notation, roughly: `e4`, `Nxf7+`, `e8=Q#`, `O-O`.
fn looks_like_a_move(word: &str) -> bool {
    word.len() >= 2
        && word.starts_with([
            'K', 'Q', 'R', 'B', 'N', 'O', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h',
        ])
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "x=+#-".contains(c))
}

/// Moves without their `+` and `#`, as they are typed.
fn without_check_marks(moves: &[String]) -> Vec<String> {
    moves
        .iter()
        .map(|san| san.trim_end_matches(['+', '#']).to_string())
        .collect()
}

/// The clock of `side` (`White` or `Black`) on the screen: the clock-like word on the line
/// with that name (`4:58`, `1:02:03`, `9.7`).
fn clock(screen: &str, side: &str) -> Option<Duration> {
    screen
        .lines()
        .filter(|line| line.split_whitespace().any(|word| word == side))
        .find_map(|line| line.split_whitespace().rev().find_map(parse_clock))
}

/// `h:mm:ss`, `m:ss` or `s.t` as a duration.
fn parse_clock(word: &str) -> Option<Duration> {
    let number = |text: &str| -> Option<u64> {
        (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
            .then(|| text.parse().ok())
            .flatten()
    };
    if let Some((seconds, tenths)) = word.split_once('.') {
        let tenths = number(tenths).filter(|_| tenths.len() == 1)?;
        return Some(Duration::from_millis(
            number(seconds)? * 1000 + tenths * 100,
        ));
    }
    let parts: Vec<&str> = word.split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return None;
    }
    let mut seconds = 0;
    for part in parts {
        seconds = seconds * 60 + number(part)?;
    }
    Some(Duration::from_secs(seconds))
}

/// The clock of `side` on the screen; fails when there is none.
fn clock_shown(screen: &str, side: &str) -> Duration {
    clock(screen, side).unwrap_or_else(|| panic!("no clock for {side} on the screen:\n{screen}"))
}

/// The rows of the board: each line that starts with a rank number, up to the same number
/// on its right edge.
fn board_rows(screen: &str) -> Vec<String> {
    screen
        .lines()
        .filter_map(|line| {
            let row = line.trim_start();
            let rank = row.chars().next().filter(|c| ('1'..='8').contains(c))?;
            let end = row[1..].find(rank)? + 2;
            Some(row[..end].to_string())
        })
        .collect()
}

/// The size the "make it larger" message asks for (`at least 52×14`).
fn minimum_size(screen: &str) -> (u16, u16) {
    let text = words(screen);
    let after = text
        .split("at least ")
        .nth(1)
        .unwrap_or_else(|| panic!("no `at least W×H` in the message:\n{screen}"));
    let size: String = after
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '×')
        .collect();
    let (columns, rows) = size
        .split_once('×')
        .unwrap_or_else(|| panic!("no W×H after `at least`:\n{screen}"));
    (
        columns.parse().expect("the width asked for is a number"),
        rows.parse().expect("the height asked for is a number"),
    )
}

/// Fails unless `stty -a` output shows cooked mode: line editing and echo on.
fn assert_cooked(stty: &str) {
    let settings: Vec<&str> = stty.split_whitespace().collect();
    for setting in ["icanon", "echo"] {
        assert!(
            settings.contains(&setting),
            "the terminal was left without {setting}:\n{stty}"
        );
    }
}

// ----- reading saved games -----

/// What `hotseat replay --fens FILE` printed.
#[derive(Debug)]
struct Replay {
    /// The moves, in the SAN column.
    moves: Vec<String>,
    /// The `#` lines: game number, result and reason, tab-separated.
    games: Vec<String>,
}

/// Replays a PGN file with `hotseat replay --fens`, which must succeed.
fn replay(path: &Path) -> Replay {
    let output = Command::new(HOTSEAT)
        .args(["replay", "--fens"])
        .arg(path)
        .output()
        .expect("cannot run hotseat replay");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "hotseat replay {} failed: {}\n{}",
        path.display(),
        String::from_utf8_lossy(&output.stderr),
        fs::read_to_string(path).unwrap_or_default()
    );
    let mut replay = Replay {
        moves: Vec::new(),
        games: Vec::new(),
    };
    for line in stdout.lines() {
        if let Some(game) = line.strip_prefix("#\t") {
            replay.games.push(game.to_string());
        } else if let Some((san, _fen)) = line.split_once('\t') {
            replay.moves.push(san.to_string());
        }
    }
    replay
}

/// The moves saved in a PGN file, without `+` and `#`.
fn saved_moves(path: &Path) -> Vec<String> {
    without_check_marks(&replay(path).moves)
}

/// The value of the `HotseatClock` tag of a saved game: `white-ms black-ms ...`.
fn saved_clock_tag(path: &Path) -> String {
    let text = fs::read_to_string(path).expect("cannot read the saved game");
    text.lines()
        .find_map(|line| line.strip_prefix("[HotseatClock \""))
        .and_then(|rest| rest.strip_suffix("\"]"))
        .unwrap_or_else(|| panic!("no HotseatClock tag in the saved game:\n{text}"))
        .to_string()
}

/// Black's remaining time in a `HotseatClock` tag.
fn black_millis(tag: &str) -> u64 {
    tag.split_whitespace()
        .nth(1)
        .and_then(|millis| millis.parse().ok())
        .unwrap_or_else(|| panic!("no time for Black in the clock tag {tag:?}"))
}

/// `moves` as owned strings, to compare with what was read.
fn strings(moves: &[&str]) -> Vec<String> {
    moves.iter().map(|san| (*san).to_string()).collect()
}

// ----- the tests -----

mod between;
mod clipboard;
mod inputs;
mod over_the_board;
mod plain;
mod pointer;
mod russian;
mod saved_games;
mod terminals;
mod watch;

#[test]
fn scholars_mate_typed_move_by_move_ends_in_checkmate() {
    let Some(terminal) = Terminal::start("mate") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.play(&SCHOLARS_MATE);
    let screen = game.wait_for("the result", |screen| {
        has_line_with(screen, &["1-0", "checkmate"])
    });
    assert!(move_list(&screen).contains(&"Qxf7#".to_string()));
    assert_scholars_mate_is_saved(&terminal);
}

/// The finished scholar's mate stays in its file, and the rules read it back to the same end.
fn assert_scholars_mate_is_saved(terminal: &Terminal) {
    wait_until("the finished game in games/", || {
        terminal.saved_games().len() == 1
    });
    let finished = replay(&terminal.saved_games()[0]);
    assert_eq!(
        without_check_marks(&finished.moves),
        strings(&SCHOLARS_MATE)
    );
    assert_eq!(finished.games, ["1\t1-0\tcheckmate"]);
}

#[test]
fn an_illegal_move_is_refused_with_a_reason_and_changes_nothing() {
    let Some(terminal) = Terminal::start("illegal") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    let start = game.wait_for_text("White to move");

    game.type_line("Ke2");
    let refused = game.wait_for_text("no king can reach e2");
    assert_eq!(move_list(&refused), Vec::<String>::new());
    assert_eq!(board_rows(&refused), board_rows(&start));
    assert!(words(&refused).contains("White to move"));
    assert_eq!(
        terminal.saved_games(),
        Vec::<PathBuf>::new(),
        "a refused move was saved"
    );

    // The refused text stays in the input line to be corrected; Ctrl-U clears it.
    game.press(&["C-u"]);
    game.play(&["e4"]);
    let before = game.screen();
    game.type_line("Nf5");
    let refused = game.wait_for_text("no knight can reach f5");
    assert_eq!(move_list(&refused), move_list(&before));
    assert_eq!(board_rows(&refused), board_rows(&before));
    assert!(words(&refused).contains("Black to move"));
    assert_eq!(saved_moves(&terminal.wait_for_saved_moves(1)), ["e4"]);
}

#[test]
fn white_loses_on_time_when_the_flag_falls() {
    let Some(terminal) = Terminal::start("flag") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--time", "0.05"]);
    let screen = game.wait_for("the loss on time", |screen| {
        has_line_with(screen, &["0-1", "on time"])
    });
    assert_eq!(clock_shown(&screen, "White"), Duration::ZERO);
    terminal.wait_for_saved_result("0-1");
}

#[test]
fn a_flag_fall_against_a_bare_king_is_a_draw() {
    let Some(terminal) = Terminal::start("bare-king") else {
        return;
    };
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let game = terminal.launch("game", ROOMY, &["--time", "0.05", "--fen", fen]);
    let screen = game.wait_for("the draw", |screen| {
        has_line_with(screen, &["½-½", "flag fell", "cannot mate"])
    });
    assert_eq!(clock_shown(&screen, "White"), Duration::ZERO);
    terminal.wait_for_saved_result("1/2-1/2");
}

/// After `kill -9`, `--resume` shows the same game, and the clocks go on from the last save:
/// the time hotseat was dead is charged to no one. The kill comes right after a save between
/// moves (the app saves every 5 s while a clock runs), so the screen before the kill and the
/// save agree to a fraction of a second.
#[test]
fn a_game_killed_with_sigkill_resumes_with_its_moves_and_clocks() {
    let Some(terminal) = Terminal::start("kill") else {
        return;
    };
    let moves = ["e4", "e5", "Nf3"];
    let first = terminal.launch("first", ROOMY, &["--time", "5+3"]);
    first.wait_for_text("White to move");
    first.play(&moves);
    let current = terminal.wait_for_saved_moves(3);
    let saved_after_move = saved_clock_tag(&current);
    wait_until("a save between moves", || {
        saved_clock_tag(&current) != saved_after_move
    });
    let before = first.screen();
    first.signal("KILL");
    let killed_at = Instant::now();
    assert_eq!(first.wait_for_exit().status, 128 + 9);
    let saved_at_kill = saved_clock_tag(&current);

    // Dead for a while, then resumed in a new terminal.
    sleep(Duration::from_millis(1500).saturating_sub(killed_at.elapsed()));
    let resumed_at = Instant::now();
    let resumed = terminal.launch("resumed", ROOMY, &["--resume"]);
    let after = resumed.wait_for("the resumed game", |screen| {
        move_list(screen).len() == 3 && clock(screen, "Black").is_some()
    });
    // The screen after resuming is read within a fraction of a second of the start, unless
    // the machine is very busy: allow for that.
    let slow_start = resumed_at
        .elapsed()
        .saturating_sub(Duration::from_millis(500));
    assert_eq!(move_list(&after), move_list(&before));
    assert_eq!(board_rows(&after), board_rows(&before));
    assert!(words(&after).contains("Black to move"));
    assert_eq!(
        clock_shown(&after, "White"),
        clock_shown(&before, "White"),
        "White's clock, which was not running, changed"
    );
    let black_before = clock_shown(&before, "Black");
    let black_after = clock_shown(&after, "Black");
    assert!(
        black_after + Duration::from_secs(1) + slow_start >= black_before
            && black_after <= black_before + Duration::from_secs(1),
        "Black's clock showed {black_before:?} before the kill and {black_after:?} after \
         resuming ({slow_start:?} more than half a second after the start)"
    );

    // To the millisecond: Black's next move saves Black's clock, which may have lost only
    // the time since the resumed hotseat started (and gained the 3 s increment).
    resumed.play(&["Nc6"]);
    wait_until("the fourth move in the saved game", || {
        saved_moves(&current).len() == 4
    });
    let running_since_resume = resumed_at.elapsed().as_millis() as u64;
    let saved_at_kill = black_millis(&saved_at_kill);
    let saved_after_reply = black_millis(&saved_clock_tag(&current));
    assert!(
        saved_after_reply <= saved_at_kill + 3000
            && saved_after_reply + running_since_resume >= saved_at_kill + 3000,
        "Black had {saved_at_kill} ms at the kill and {saved_after_reply} ms after the 3 s \
         increment, {running_since_resume} ms after the resume began"
    );
}

/// Plays two moves, sends `signal`, and checks that hotseat saved the game, restored the
/// terminal and left the alternate screen.
fn a_signal_saves_the_game_and_restores_the_terminal(test: &str, signal: &str, number: i32) {
    let Some(terminal) = Terminal::start(test) else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--time", "5+3"]);
    game.wait_for_text("White to move");
    game.play(&["d4", "d5"]);
    game.signal(signal);
    let exit = game.wait_for_exit();
    assert_eq!(
        exit.status,
        128 + number,
        "the exit status after SIG{signal}"
    );
    assert_cooked(&exit.stty);
    assert_eq!(saved_moves(&terminal.wait_for_saved_moves(2)), ["d4", "d5"]);
    let screen = game.screen();
    assert!(
        !screen.contains("to move"),
        "the game is still on the screen after SIG{signal}:\n{screen}"
    );
}

#[test]
fn sigterm_saves_the_game_and_restores_the_terminal() {
    a_signal_saves_the_game_and_restores_the_terminal("term", "TERM", 15);
}

#[test]
fn sighup_saves_the_game_and_restores_the_terminal() {
    a_signal_saves_the_game_and_restores_the_terminal("hup", "HUP", 1);
}

#[test]
fn a_small_terminal_asks_to_be_enlarged_and_any_size_is_survived() {
    let Some(terminal) = Terminal::start("resize") else {
        return;
    };
    let game = terminal.launch("game", (20, 6), &[]);
    let message = game.wait_for_text("this one is 20×6");
    assert!(words(&message).contains("larger"), "{message}");
    let (columns, rows) = minimum_size(&message);

    game.resize(ROOMY);
    game.wait_for_text("White to move");
    game.play(&["e4"]);

    // Just too small either way, then just large enough.
    for too_small in [(columns - 1, rows), (columns, rows - 1)] {
        game.resize(too_small);
        game.wait_for_text(&format!("this one is {}×{}", too_small.0, too_small.1));
    }
    game.resize((columns, rows));
    game.wait_for_text("Black to move");

    // Sizes where nothing can be read: give each a moment to be drawn; hotseat lives on.
    for tiny in [(1, 1), (2, 1), (7, 3), (300, 2), (3, 100)] {
        game.resize(tiny);
        sleep(Duration::from_millis(150));
        assert!(game.is_running(), "hotseat ended at {tiny:?}");
    }
    game.resize(ROOMY);
    game.wait_for_text("Black to move");
    game.play(&["e5"]);
}

/// Keys typed as the terminal shrinks below the game, or while a page opened by a key in
/// the same burst does not fit, wait: nothing changes out of sight. Ctrl-C still asks to
/// quit, on the screen that says it is too small, and `n` answers it.
#[test]
fn keys_wait_while_the_terminal_is_too_small() {
    let Some(terminal) = Terminal::start("small-keys") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    // The resize and the keys in one go, as a player dragging the window corner types on.
    game.terminal.tmux_ok(&[
        "resize-window",
        "-t",
        &game.name,
        "-x",
        "40",
        "-y",
        "12",
        ";",
        "send-keys",
        "-t",
        &game.name,
        "-l",
        "e4",
        ";",
        "send-keys",
        "-t",
        &game.name,
        "Enter",
    ]);
    game.wait_for_text("this one is 40×12");
    game.press(&["C-c"]);
    game.wait_for_text("Quit?");
    game.press(&["n"]);
    game.resize(ROOMY);
    let screen = game.wait_for_text("White to move");
    assert!(
        move_list(&screen).is_empty(),
        "e4 was played out of sight:\n{screen}"
    );
    // A page larger than the terminal, opened in the same burst as the keys after it.
    game.resize((60, 20));
    game.wait_for(
        "the game drawn at 60×20, its footer short of `quit`",
        |screen| screen.contains("F2 new game") && !screen.contains("quit"),
    );
    game.press(&["F2", "A", "n", "n", "a", "Enter"]);
    game.wait_for_text("this one is 60×20");
    game.resize(ROOMY);
    let form = game.wait_for_text("New game");
    assert!(!form.contains("Anna"), "typed out of sight:\n{form}");
}

#[test]
fn a_game_saved_on_the_screen_replays_and_loads_with_the_same_moves() {
    let Some(terminal) = Terminal::start("save") else {
        return;
    };
    let moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"];
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.play(&moves);
    let file = terminal.dir.join("game.pgn");
    game.type_line(&format!("save {}", file.display()));
    game.wait_for_text("saved to");

    let replayed = replay(&file);
    assert_eq!(replayed.moves, moves);
    assert_eq!(replayed.games, ["1\t*\t-"]);

    // And it loads back onto the screen.
    let played = game.screen();
    let file = file.display().to_string();
    let loaded = terminal.launch("loaded", ROOMY, &["--load", &file]);
    let screen = loaded.wait_for_text("Black to move");
    assert_eq!(move_list(&screen), moves);
    assert_eq!(board_rows(&screen), board_rows(&played));
}

#[test]
fn ctrl_c_asks_before_quitting_and_quitting_leaves_the_terminal_cooked() {
    let Some(terminal) = Terminal::start("ctrl-c") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &[]);
    game.wait_for_text("White to move");
    game.play(&["c4"]);

    game.press(&["C-c"]);
    game.wait_for_text("Quit?");
    game.press(&["n"]);
    game.wait_for("the question to go", |screen| !screen.contains("Quit?"));
    game.play(&["c5"]);

    game.press(&["C-c"]);
    game.wait_for_text("Quit?");
    game.press(&["y"]);
    let exit = game.wait_for_exit();
    assert_eq!(exit.status, 0);
    assert_cooked(&exit.stty);
    assert_eq!(saved_moves(&terminal.wait_for_saved_moves(2)), ["c4", "c5"]);
}

#[test]
fn an_unfinished_game_is_offered_for_resuming_and_kept_when_declined() {
    let Some(terminal) = Terminal::start("prompt") else {
        return;
    };
    let first = terminal.launch("first", ROOMY, &[]);
    first.wait_for_text("White to move");
    first.play(&["Nf3"]);
    first.type_line("quit");
    first.wait_for_text("Quit?");
    first.press(&["y"]);
    assert_eq!(first.wait_for_exit().status, 0);

    // Enter takes the default: resume.
    let second = terminal.launch("second", ROOMY, &[]);
    second.wait_for_text("Resume it? [Y/n]");
    second.press(&["Enter"]);
    second.wait_for_text("Black to move");
    assert_eq!(move_list(&second.screen()), ["Nf3"]);
    second.play(&["d5"]);
    second.press(&["C-c"]);
    second.wait_for_text("Quit?");
    second.press(&["y"]);
    assert_eq!(second.wait_for_exit().status, 0);

    // No: a new game, and the old one stays in its file.
    let third = terminal.launch("third", ROOMY, &[]);
    third.wait_for_text("Resume it? [Y/n]");
    third.press(&["n"]);
    let screen = third.wait_for_text("White to move");
    assert_eq!(move_list(&screen), Vec::<String>::new());
    let saved = terminal.saved_games();
    assert_eq!(saved.len(), 1, "{saved:?}");
    assert_eq!(saved_moves(&saved[0]), ["Nf3", "d5"]);
    third.play(&["e4"]);
    let saved = terminal.saved_games();
    assert_eq!(saved.len(), 2, "{saved:?}");
    assert_eq!(saved_moves(&saved[0]), ["Nf3", "d5"]);
}

#[test]
fn ctrl_z_suspends_with_the_terminal_cooked_and_fg_resumes_with_the_clock_paused_meanwhile() {
    let Some(terminal) = Terminal::start("ctrl-z") else {
        return;
    };
    // Job control needs a shell that runs hotseat as a job of its own.
    let shell = terminal.launch_shell("shell", ROOMY);
    let script = shell.hotseat_script(&["--time", "5+3"]);
    shell.type_line(&format!("sh {}", quoted(&script)));
    shell.wait_for_text("White to move");
    shell.play(&["e4"]);
    let before = shell.wait_for("Black's clock", |screen| clock(screen, "Black").is_some());
    let read_before = Instant::now();

    shell.press(&["C-z"]);
    shell.wait_for_text("Stopped");
    assert_cooked(&shell.stty());
    let stopped = Duration::from_secs(2);
    sleep(stopped);

    shell.type_line("fg");
    let after = shell.wait_for("the game back", |screen| {
        words(screen).contains("Black to move") && clock(screen, "Black").is_some()
    });
    // The clock ran at most while hotseat was not stopped (plus a second of display).
    let running_at_most = read_before.elapsed() - stopped + Duration::from_secs(1);
    let black_before = clock_shown(&before, "Black");
    let black_after = clock_shown(&after, "Black");
    assert!(
        black_after <= black_before && black_after + running_at_most >= black_before,
        "Black's clock showed {black_before:?} before Ctrl-Z and {black_after:?} after fg, \
         having run for at most {running_at_most:?} (stopped for {stopped:?})"
    );
    shell.play(&["e5"]);
}

/// Whether the process `pid` has ended (it is gone, or a zombie nobody has reaped).
fn has_ended(pid: u32) -> bool {
    let output = Command::new("ps")
        .args(["-o", "stat=", "-p", &pid.to_string()])
        .output()
        .expect("cannot run ps");
    let state = String::from_utf8_lossy(&output.stdout);
    state.trim().is_empty() || state.trim().starts_with('Z')
}

/// A terminal closed under a running game (its window closed): hotseat gets the hang-up,
/// saves the clocks as they stand, and ends.
#[test]
fn closing_the_terminal_saves_the_game_and_ends_hotseat() {
    let Some(terminal) = Terminal::start("close") else {
        return;
    };
    let game = terminal.launch("game", ROOMY, &["--time", "5+3"]);
    game.wait_for_text("White to move");
    game.play(&["g3", "g6"]);
    let current = terminal.wait_for_saved_moves(2);
    let saved_after_move = saved_clock_tag(&current);
    let shown_after_move = clock_shown(&game.screen(), "White");
    game.wait_for("White's clock to run", |screen| {
        clock(screen, "White").is_some_and(|shown| shown < shown_after_move)
    });
    let pid = game.hotseat_pid();
    terminal.tmux_ok(&["kill-session", "-t", "game"]);
    wait_until("hotseat to end after its terminal closed", || {
        has_ended(pid)
    });
    assert_eq!(saved_moves(&current), ["g3", "g6"]);
    assert_ne!(
        saved_clock_tag(&current),
        saved_after_move,
        "the clocks were not saved at the hang-up"
    );
}
