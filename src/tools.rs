//! The command-line tools that print and exit: `perft`, `moves`, `replay`, `games`,
//! `completions` and `man`.

pub mod analyse;
pub mod tournament;

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use clap_complete::Shell;

use crate::cli;
use crate::game::pgn::{GamePlayer, Keep};
use crate::game::{DrawRules, Game};
use crate::i18n::{Describe, Lang};
use crate::notation::pgn::Reader;
use crate::notation::san::San;
use crate::opening;
use crate::rules::{Position, fen, perft};
use crate::store::{Notice, Walk};
use crate::tr;

/// Prints the perft count of `position` at `depth`; with `divide`, first one
/// `<move>: <count>` line per legal move, in alphabetical order. The last line ends with the
/// total. Depth 0 is the position itself: one node, and no moves to divide by.
pub fn perft(
    out: &mut impl Write,
    position: &Position,
    depth: u32,
    divide: bool,
) -> io::Result<()> {
    let total = if divide && depth > 0 {
        let mut parts: Vec<(String, u64)> = perft::divide(position, depth)
            .into_iter()
            .map(|(m, count)| (m.to_uci(), count))
            .collect();
        parts.sort();
        for (m, count) in &parts {
            writeln!(out, "{m}: {count}")?;
        }
        writeln!(out)?;
        parts.iter().map(|(_, count)| count).sum()
    } else {
        perft::perft(position, depth)
    };
    writeln!(out, "Nodes searched: {total}")
}

/// Prints the completion script of `shell` for every subcommand and option of hotseat.
pub fn completions(out: &mut impl Write, shell: Shell) -> io::Result<()> {
    // Made in memory first: clap_complete panics when it cannot write, and a closed pipe is
    // no reason to panic.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut cli::command(Lang::En), "hotseat", &mut script);
    out.write_all(&script)
}

/// Prints hotseat's manual page, section 1, in roff: the options and subcommands as `--help`
/// says them, and the exit statuses.
pub fn man(out: &mut impl Write) -> io::Result<()> {
    out.write_all(manual_page(&manual_command())?.as_bytes())
}

/// A manual page [`man_pages`] could not write: the file, and why.
#[derive(Debug)]
pub struct PageError {
    /// The page's file, or the folder that could not be made for it.
    pub path: PathBuf,
    /// What the system said.
    pub error: io::Error,
}

/// Writes the manual pages into the folder `dir`, made if it is missing: `hotseat.1`, which
/// [`man`] prints, and `hotseat-SUB.1` for each subcommand, with its own options and the
/// exit statuses. Returns the files written, the main page first.
pub fn man_pages(dir: &Path) -> Result<Vec<PathBuf>, PageError> {
    let failed = |path: &Path| {
        let path = path.to_path_buf();
        move |error| PageError { path, error }
    };
    std::fs::create_dir_all(dir).map_err(failed(dir))?;
    let command = manual_command();
    let commands = std::iter::once(&command).chain(command.get_subcommands());
    let mut written = Vec::new();
    for command in commands {
        let path = dir.join(clap_mangen::Man::new(command.clone()).get_filename());
        manual_page(command)
            .and_then(|page| std::fs::write(&path, page))
            .map_err(failed(&path))?;
        written.push(path);
    }
    Ok(written)
}

/// hotseat's command line as the manual pages say it: in English, built (so that each
/// subcommand is named `hotseat-SUB`), without clap's `help` subcommand, which has no page.
fn manual_command() -> clap::Command {
    let mut command = cli::command(Lang::En).disable_help_subcommand(true);
    command.build();
    command
}

/// The manual page of `command` (hotseat or one of its subcommands), in roff: what clap
/// makes of it, from hotseat of this version, with the exit statuses before the version, the
/// last section, if any.
fn manual_page(command: &clap::Command) -> io::Result<String> {
    let mut page = Vec::new();
    clap_mangen::Man::new(command.clone())
        .source(format!("hotseat {}", env!("CARGO_PKG_VERSION")))
        .render(&mut page)?;
    let page = String::from_utf8_lossy(&page);
    let (before, after) = page.split_at(page.find(".SH VERSION").unwrap_or(page.len()));
    Ok(format!("{before}{}{after}", exit_statuses(Lang::En)))
}

/// The manual page's section on exit statuses, in roff: each status and what it means.
fn exit_statuses(lang: Lang) -> String {
    let roff = |text: String| text.replace('\\', "\\e").replace('-', "\\-");
    let mut section = format!(".SH \"{}\"\n", tr!(lang, "man-exit-status"));
    for (status, meaning) in [
        ("0", tr!(lang, "man-exit-0")),
        ("1", tr!(lang, "man-exit-1")),
        ("2", tr!(lang, "man-exit-2")),
        ("128 + N", tr!(lang, "man-exit-signal")),
    ] {
        section.push_str(&format!(".TP\n\\fB{status}\\fR\n{}\n", roff(meaning)));
    }
    section
}

/// Prints the legal moves of `position` in SAN, one per line, in alphabetical order.
pub fn moves(out: &mut impl Write, position: &Position) -> io::Result<()> {
    let mut all: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|&m| San::from_move(position, m).to_string())
        .collect();
    all.sort();
    for san in all {
        writeln!(out, "{san}")?;
    }
    Ok(())
}

/// Prints the saved games of the walk, newest first, one line each and each as soon as the
/// walk finds it: the number `hotseat --resume N` takes, when the game began (UTC), the
/// players, the result and reason (`*` while it goes on), the moves, the time control and the
/// file. With `unfinished`, only games in progress (with the same numbers); with `limit`,
/// only the games numbered up to it. What the walk does to the folder on its way goes to
/// `tell`, as it happens. Returns how many games it listed.
pub fn games(
    out: &mut impl Write,
    walk: &mut Walk,
    unfinished: bool,
    limit: Option<usize>,
    mut tell: impl FnMut(&Notice),
) -> io::Result<usize> {
    let last = limit.map_or(walk.remaining(), |limit| limit.min(walk.remaining()));
    let width = last.to_string().len();
    let mut listed = 0;
    while walk.met() < last {
        let found = walk.next();
        for notice in walk.take_notices() {
            tell(&notice);
        }
        let Some((number, entry)) = found else {
            break;
        };
        if unfinished && !entry.is_unfinished() {
            continue;
        }
        writeln!(
            out,
            "{number:>width$}  {}",
            crate::app::library::saved_game_words(Lang::En, &entry)
        )?;
        listed += 1;
    }
    Ok(listed)
}

/// How a replay went: games read, and games that could not be played through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ReplaySummary {
    /// Games read, whether or not they could be played through.
    pub games: u64,
    /// Games with an unplayable move or unreadable text.
    pub failed: u64,
    /// Whether the input itself could not be read (a read error, UTF-16 text): what was
    /// read was replayed, and the rest was not.
    pub unreadable: bool,
}

/// Replays every game of a PGN stream by the rules. On `out`: with `fens`, a line
/// `SAN<TAB>FEN` per move; then per game `#<TAB>N<TAB>RESULT<TAB>REASON`, the result the rules
/// give (`*` and `-` while the game is not over; under FIDE rules a draw that may be claimed
/// in the final position counts), and with `openings` two more fields, `<TAB>ECO<TAB>NAME`:
/// the opening of the moves played (`-` and `-` when no position is named). On `problems`: one line per game that cannot be played
/// through, naming the game, the move and the reason. Only failures to write are errors.
pub fn replay(
    input: impl Read,
    out: &mut impl Write,
    problems: &mut impl Write,
    draw_rules: DrawRules,
    fens: bool,
    openings: bool,
) -> io::Result<ReplaySummary> {
    let mut reader = Reader::new(input);
    let mut games = GamePlayer::new(draw_rules, Keep::ForReplay);
    let mut summary = ReplaySummary::default();
    loop {
        let read = reader.read_game(&mut games);
        let number = reader.game_number();
        match read {
            Ok(None) => return Ok(summary),
            Ok(Some(played)) => {
                summary.games += 1;
                if fens {
                    write_fens(out, games.game())?;
                }
                if !reader.warnings().is_empty() {
                    out.flush()?;
                }
                for warning in reader.warnings() {
                    let warning = warning.describe(Lang::En);
                    writeln!(
                        problems,
                        "{}",
                        tr!(Lang::En, "replay-warning", warning = warning)
                    )?;
                }
                if let Err(problem) = played {
                    summary.failed += 1;
                    // Keeps the two streams in order when they go to one terminal.
                    out.flush()?;
                    let line = tr!(
                        Lang::En,
                        "replay-problem",
                        number = number,
                        white = name_or_unknown(games.white()),
                        black = name_or_unknown(games.black()),
                        problem = problem.describe(Lang::En)
                    );
                    writeln!(problems, "{line}")?;
                }
                let (result, reason) = rules_verdict(games.game());
                write!(out, "#\t{number}\t{result}\t{reason}")?;
                if openings {
                    let (eco, name) = opening::of_game(games.game())
                        .map_or(("-", "-"), |opening| (opening.eco, opening.name));
                    write!(out, "\t{eco}\t{name}")?;
                }
                writeln!(out)?;
            }
            Err(error) => {
                summary.games += 1;
                summary.failed += 1;
                summary.unreadable |= error.is_unreadable_input();
                out.flush()?;
                writeln!(problems, "{}", error.describe(Lang::En))?;
            }
        }
    }
}

/// One line per move of `game`: `SAN<TAB>FEN`, the move and the position after it.
fn write_fens(out: &mut impl Write, game: &Game) -> io::Result<()> {
    for index in 0..game.plies().len() {
        let (Some(san), Some(after)) = (game.san(index), game.position_at(index + 1)) else {
            break;
        };
        writeln!(out, "{san}\t{}", fen::write(after))?;
    }
    Ok(())
}

fn name_or_unknown(name: &str) -> &str {
    if name.is_empty() { "?" } else { name }
}

/// The result and reason the rules give for the game as far as it was played.
fn rules_verdict(game: &Game) -> (&'static str, &'static str) {
    match game.verdict() {
        Some(outcome) => (outcome.result.pgn(), outcome.reason.name()),
        None => ("*", "-"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;

    fn output(f: impl FnOnce(&mut Vec<u8>) -> io::Result<()>) -> String {
        let mut out = Vec::new();
        f(&mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn perft_ends_with_the_total() {
        let text = output(|out| perft(out, &Position::startpos(), 3, false));
        assert_eq!(text, "Nodes searched: 8902\n");
        let divided = output(|out| perft(out, &Position::startpos(), 2, true));
        assert!(divided.starts_with("a2a3: 20\n"));
        assert_eq!(divided.lines().count(), 22);
        assert!(divided.ends_with("Nodes searched: 400\n"));
    }

    #[test]
    fn chess960_castling_divides_as_king_takes_rook() {
        let position = fen::read("4k3/8/8/8/8/8/8/RK5R w HA - 0 1").unwrap();
        let divided = output(|out| perft(out, &position, 1, true));
        assert!(divided.contains("b1h1: 1\n"), "{divided}");
        assert!(divided.contains("b1a1: 1\n"), "{divided}");
    }

    #[test]
    fn completions_cover_every_subcommand_and_option_in_each_shell() {
        let registrations = [
            (Shell::Bash, "complete -F _hotseat"),
            (Shell::Zsh, "#compdef hotseat"),
            (Shell::Fish, "complete -c hotseat"),
            (Shell::PowerShell, "Register-ArgumentCompleter"),
            (Shell::Elvish, "edit:completion:arg-completer[hotseat]"),
        ];
        for (shell, registration) in registrations {
            let script = output(|out| completions(out, shell));
            assert!(script.contains(registration), "{shell}: {registration}");
            for word in [
                "perft",
                "replay",
                "games",
                "completions",
                "man",
                "time",
                "draw-rules",
            ] {
                assert!(script.contains(word), "{shell} completes {word}");
            }
        }
    }

    #[test]
    fn the_man_page_is_section_one_roff_with_every_option() {
        let page = output(man);
        assert!(page.contains(".TH hotseat 1"), "{page}");
        for section in [".SH NAME", ".SH SYNOPSIS", ".SH OPTIONS", ".SH SUBCOMMANDS"] {
            assert!(page.contains(section), "{section}");
        }
        for option in ["time", "fen", "chess960", "draw\\-rules", "ascii", "resume"] {
            assert!(
                page.contains(&format!("\\fB\\-\\-{option}\\fR")),
                "--{option}"
            );
        }
        assert!(page.contains("completions"));
    }

    #[test]
    fn a_closed_output_is_an_error_not_a_panic() {
        struct Closed;
        impl Write for Closed {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        assert!(completions(&mut Closed, Shell::Bash).is_err());
        assert!(man(&mut Closed).is_err());
    }

    #[test]
    fn moves_lists_san() {
        let text = output(|out| moves(out, &Position::startpos()));
        assert_eq!(text.lines().count(), 20);
        assert!(text.lines().any(|line| line == "Nf3"));
        let mate = fen::read("3nqb2/4kp2/4pn2/1B1pP3/8/8/8/3Q3K w - d6 0 1").unwrap();
        assert!(
            output(|out| moves(out, &mate))
                .lines()
                .any(|l| l == "exd6#")
        );
    }

    fn replayed(pgn: &str, rules: DrawRules, fens: bool) -> (String, String, ReplaySummary) {
        let (mut out, mut problems) = (Vec::new(), Vec::new());
        let summary = replay(pgn.as_bytes(), &mut out, &mut problems, rules, fens, false).unwrap();
        (
            String::from_utf8(out).unwrap(),
            String::from_utf8(problems).unwrap(),
            summary,
        )
    }

    #[test]
    fn replay_reports_each_game_and_each_bad_move() {
        let pgn = "[White \"Anna\"]\n[Black \"Boris\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
                   [White \"Clara\"]\n[Black \"Dan\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Nxe5 Nxe5 4. Nxe5 *\n\n\
                   1. e4 *\n";
        let (out, problems, summary) = replayed(pgn, DrawRules::Fide, false);
        assert_eq!(out, "#\t1\t0-1\tcheckmate\n#\t2\t*\t-\n#\t3\t*\t-\n");
        assert_eq!(
            problems,
            "game 2 (Clara vs Dan), move 4.: 'Nxe5': no knight can reach e5\n"
        );
        assert_eq!(
            summary,
            ReplaySummary {
                games: 3,
                failed: 1,
                unreadable: false,
            }
        );
    }

    #[test]
    fn replay_with_fens_prints_every_ply() {
        let (out, _, _) = replayed("1. e4 e5 *", DrawRules::Fide, true);
        assert_eq!(
            out,
            "e4\trnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n\
             e5\trnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n\
             #\t1\t*\t-\n"
        );
    }

    #[test]
    fn replay_gives_claimable_draws_under_fide_rules() {
        let dance = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2";
        let (out, _, _) = replayed(dance, DrawRules::Fide, false);
        assert_eq!(out, "#\t1\t1/2-1/2\tthreefold repetition\n");
        let (out, _, _) = replayed(dance, DrawRules::Club, false);
        assert_eq!(out, "#\t1\t1/2-1/2\tthreefold repetition\n");
    }

    #[test]
    fn replay_warns_of_a_variation_never_closed_and_refuses_utf16() {
        let pgn = "[White \"A\"]\n\n1. e4 (1. d4 d5 2. c4\n\n[White \"B\"]\n\n1. c4 *\n";
        let (out, problems, summary) = replayed(pgn, DrawRules::Fide, false);
        assert_eq!(out, "#\t1\t*\t-\n#\t2\t*\t-\n");
        assert_eq!(
            problems,
            "warning: game 1, line 3: the variation opened here is never closed\n"
        );
        assert_eq!(summary.failed, 0);

        let utf16: Vec<u8> = "\u{feff}[White \"A\"]\n\n1. e4 *\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        let (mut out, mut problems) = (Vec::new(), Vec::new());
        let summary = replay(
            utf16.as_slice(),
            &mut out,
            &mut problems,
            DrawRules::Fide,
            false,
            false,
        )
        .unwrap();
        assert!(summary.unreadable);
        assert_eq!(
            String::from_utf8(problems).unwrap(),
            "game 1, line 1: the file is UTF-16 text: save it as UTF-8 and read it again\n"
        );
        let without_mark: Vec<u8> = "[White \"A\"]"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        let summary = replay(
            without_mark.as_slice(),
            &mut Vec::new(),
            &mut Vec::new(),
            DrawRules::Fide,
            false,
            false,
        )
        .unwrap();
        assert!(summary.unreadable);
    }
}
