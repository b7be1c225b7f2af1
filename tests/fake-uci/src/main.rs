//! A fake UCI engine for hotseat's tests: it answers each line it is told as a script says,
//! and writes every line it is told into `told.txt` beside the script, so that a test sees
//! what hotseat asked.
//!
//! The script is the file named by the first argument, else `script.txt` beside the program
//! (hotseat starts an engine by its path alone, so each test runs a copy of the program in a
//! folder of its own, beside its script). One rule a line, `#` for a comment:
//!
//! ```text
//! uci -> say id name Fake Fish 1.0; say uciok
//! isready -> say readyok
//! go* @ position startpos moves e2e4 -> say info depth 9 score cp 20 pv e7e5; say bestmove e7e5
//! go* -> wait 30000
//! quit -> exit 0
//! ```
//!
//! A rule is `WHEN -> ACTIONS`. `WHEN` is a line told, exactly, or its beginning before a
//! `*` (`go*`; `*` alone is any line), and after ` @ ` the same for the last `position` line
//! told. The first rule whose `WHEN` fits answers; a line no rule fits gets no answer. Its
//! `ACTIONS`, split by `;`, run in order: `say TEXT` writes a line (an answer, or garbage),
//! `wait MS` waits that many milliseconds (a slow answer, or none), `exit STATUS` ends the
//! program with that status (a crash, or `quit`). The program ends when its input does.

use std::fs::{self, OpenOptions};
use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::thread;
use std::time::Duration;

/// What a line told, or the last position told, must be for a rule to answer.
enum Pattern {
    /// The whole line.
    Exactly(String),
    /// Its beginning (`go*`; `*` is any line).
    StartsWith(String),
}

impl Pattern {
    fn read(text: &str) -> Pattern {
        let text = text.trim();
        match text.strip_suffix('*') {
            Some(start) => Pattern::StartsWith(start.to_string()),
            None => Pattern::Exactly(text.to_string()),
        }
    }

    fn fits(&self, line: &str) -> bool {
        match self {
            Pattern::Exactly(whole) => line == whole,
            Pattern::StartsWith(start) => line.starts_with(start.as_str()),
        }
    }
}

/// One thing the engine does in answer.
enum Action {
    Say(String),
    Wait(Duration),
    Exit(u8),
}

impl Action {
    fn read(text: &str) -> Result<Action, String> {
        let text = text.trim();
        let (verb, rest) = text.split_once(' ').unwrap_or((text, ""));
        let number = || {
            rest.trim()
                .parse::<u64>()
                .map_err(|_| format!("not a number: {text}"))
        };
        match verb {
            "say" => Ok(Action::Say(rest.to_string())),
            "wait" => Ok(Action::Wait(Duration::from_millis(number()?))),
            "exit" => u8::try_from(number()?)
                .map(Action::Exit)
                .map_err(|_| format!("not a status: {text}")),
            _ => Err(format!("no such action: {text}")),
        }
    }
}

/// A line of the script: when it answers, and how.
struct Rule {
    line: Pattern,
    position: Option<Pattern>,
    actions: Vec<Action>,
}

impl Rule {
    fn read(text: &str) -> Result<Rule, String> {
        let (when, actions) = text
            .split_once(" -> ")
            .ok_or_else(|| format!("no ` -> ` in {text}"))?;
        let (line, position) = match when.split_once(" @ ") {
            Some((line, position)) => (line, Some(Pattern::read(position))),
            None => (when, None),
        };
        let actions = actions
            .split(';')
            .filter(|action| !action.trim().is_empty())
            .map(Action::read)
            .collect::<Result<_, _>>()?;
        Ok(Rule {
            line: Pattern::read(line),
            position,
            actions,
        })
    }
}

fn script(text: &str) -> Result<Vec<Rule>, String> {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(Rule::read)
        .collect()
}

fn main() -> ExitCode {
    let path = match std::env::args_os().nth(1) {
        Some(path) => PathBuf::from(path),
        None => match std::env::current_exe() {
            Ok(program) => program.with_file_name("script.txt"),
            Err(error) => return fail(&format!("where am I? {error}")),
        },
    };
    let rules = match fs::read_to_string(&path)
        .map_err(|e| e.to_string())
        .and_then(|t| script(&t))
    {
        Ok(rules) => rules,
        Err(error) => return fail(&format!("{}: {error}", path.display())),
    };
    let mut told = match OpenOptions::new()
        .create(true)
        .append(true)
        .open(path.with_file_name("told.txt"))
    {
        Ok(told) => told,
        Err(error) => return fail(&format!("told.txt: {error}")),
    };
    let mut position = String::new();
    let mut output = io::stdout();
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let line = line.trim_end().to_string();
        // Written down before it is answered, so that a crash keeps what was told; in one
        // write, so that engines sharing the file (one test's jobs) never mix their lines.
        let _ = told.write_all(format!("{line}\n").as_bytes());
        if line.starts_with("position") {
            position.clone_from(&line);
        }
        let rule = rules.iter().find(|rule| {
            rule.line.fits(&line) && rule.position.as_ref().is_none_or(|p| p.fits(&position))
        });
        for action in rule.map_or(&[][..], |rule| &rule.actions) {
            match action {
                Action::Say(text) => {
                    let _ = writeln!(output, "{text}").and_then(|()| output.flush());
                }
                Action::Wait(time) => thread::sleep(*time),
                Action::Exit(status) => return ExitCode::from(*status),
            }
        }
    }
    ExitCode::SUCCESS
}

fn fail(error: &str) -> ExitCode {
    eprintln!("fake-uci: {error}");
    ExitCode::from(101)
}
