//! Figurines or letters. Unless the players chose (`--ascii`, `--ascii=false`), the pieces
//! are letters where the terminal is known to have no chess figurines (a text console such as
//! the Linux one, the classic Windows console) or moves on other than one cell for each, as a
//! terminal that draws them two cells wide does, which would shift the board. The decision is
//! a pure function of what the environment says and of a measurement, so a test can make up
//! both.

pub use crate::app::NoFigurines;
use crate::rules::{Color, Role};

/// What the environment says about the terminal.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TerminalEnv {
    /// `TERM`, as set: `linux` is the console, `dumb` chooses the line mode.
    pub term: Option<String>,
    /// Whether the program runs on Windows.
    pub windows: bool,
    /// Whether a terminal other than the classic Windows console says it is there
    /// (`WT_SESSION` from Windows Terminal, `TERM_PROGRAM` from VS Code, WezTerm and others).
    pub terminal_program: bool,
}

impl TerminalEnv {
    /// The environment this program runs in.
    pub fn current() -> TerminalEnv {
        let set = |name| std::env::var_os(name).is_some_and(|value| !value.is_empty());
        TerminalEnv {
            term: std::env::var("TERM").ok().filter(|term| !term.is_empty()),
            windows: std::env::consts::OS == "windows",
            terminal_program: set("WT_SESSION") || set("TERM_PROGRAM"),
        }
    }

    /// Why this terminal is known to have no figurines, if it is.
    fn known_without_figurines(&self) -> Option<NoFigurines> {
        match self.term.as_deref() {
            Some(term) if is_text_console(term) => Some(NoFigurines::Console),
            None if self.windows && !self.terminal_program => Some(NoFigurines::Console),
            _ => None,
        }
    }
}

/// Whether `TERM` names a text console: the Linux console (`linux`, `linux-16color`), the
/// BSD ones (`cons25`, `wsvt25`), a DEC VT or a plain `ansi` terminal.
pub(super) fn is_text_console(term: &str) -> bool {
    let dec_vt = term
        .strip_prefix("vt")
        .is_some_and(|model| model.starts_with(|c: char| c.is_ascii_digit()));
    dec_vt
        || ["linux", "cons25", "wsvt25", "ansi"]
            .iter()
            .any(|console| term.starts_with(console))
}

/// Every figurine the board may draw, measured together.
pub fn figurines() -> String {
    Color::ALL
        .iter()
        .flat_map(|&color| Role::ALL.iter().map(move |role| role.of(color).figurine()))
        .collect()
}

/// Why the pieces should be letters on this terminal, or `None` for figurines. `measure`
/// says how many cells the terminal moves on for [`figurines`] (`None` when it cannot tell),
/// and is only asked when the environment leaves the question open.
pub fn without_figurines(
    env: &TerminalEnv,
    measure: impl FnOnce() -> Option<u16>,
) -> Option<NoFigurines> {
    if let Some(known) = env.known_without_figurines() {
        return Some(known);
    }
    let expected = figurines().chars().count();
    match measure() {
        Some(cells) if usize::from(cells) != expected => Some(NoFigurines::NotOneCellWide),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Info;
    use crate::i18n::{Describe, Lang};

    fn term(name: &str) -> TerminalEnv {
        TerminalEnv {
            term: Some(name.to_string()),
            ..TerminalEnv::default()
        }
    }

    /// A measurement that must not be taken.
    fn unasked() -> Option<u16> {
        panic!("the environment already decided")
    }

    #[test]
    fn the_linux_console_and_other_text_consoles_get_letters() {
        for console in [
            "linux",
            "linux-16color",
            "cons25",
            "wsvt25",
            "vt100",
            "vt220",
            "ansi",
        ] {
            assert_eq!(
                without_figurines(&term(console), unasked),
                Some(NoFigurines::Console),
                "{console}"
            );
        }
    }

    #[test]
    fn the_classic_windows_console_gets_letters_and_windows_terminal_figurines() {
        let console = TerminalEnv {
            windows: true,
            ..TerminalEnv::default()
        };
        assert_eq!(
            without_figurines(&console, unasked),
            Some(NoFigurines::Console)
        );
        let windows_terminal = TerminalEnv {
            terminal_program: true,
            ..console.clone()
        };
        assert_eq!(without_figurines(&windows_terminal, || Some(12)), None);
        // mintty and the like say who they are with TERM.
        let mintty = TerminalEnv {
            term: Some("xterm-256color".to_string()),
            ..console
        };
        assert_eq!(without_figurines(&mintty, || Some(12)), None);
    }

    #[test]
    fn figurines_stay_where_each_takes_one_cell_or_nobody_can_tell() {
        for terminal in [
            "xterm-256color",
            "tmux-256color",
            "screen",
            "vte-256color",
            "kitty",
        ] {
            assert_eq!(without_figurines(&term(terminal), || Some(12)), None);
            assert_eq!(without_figurines(&term(terminal), || None), None);
        }
        assert_eq!(
            without_figurines(&TerminalEnv::default(), || Some(12)),
            None
        );
    }

    #[test]
    fn figurines_two_cells_wide_would_shift_the_board_so_letters_instead() {
        let xterm = term("xterm-256color");
        for cells in [24, 13, 0] {
            assert_eq!(
                without_figurines(&xterm, || Some(cells)),
                Some(NoFigurines::NotOneCellWide),
                "{cells} cells"
            );
        }
    }

    #[test]
    fn the_measurement_covers_both_sets_and_the_reason_names_the_way_back() {
        assert_eq!(figurines(), "♙♘♗♖♕♔♟♞♝♜♛♚");
        for reason in [NoFigurines::Console, NoFigurines::NotOneCellWide] {
            let said = Info::NoFigurines(reason).describe(Lang::En);
            assert!(said.contains(": letters instead (--ascii=false"), "{said}");
            for lang in Lang::ALL {
                let said = Info::NoFigurines(reason).describe(lang);
                assert!(said.contains("--ascii=false"), "{said}");
                assert!(said.chars().count() <= 80, "{said}");
            }
        }
    }
}
