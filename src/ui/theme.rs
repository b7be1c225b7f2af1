//! Colours, styles and the few glyphs that change with the settings.
//!
//! Only the 16 ANSI colours are used, so the screen looks the same in a 16-colour terminal as
//! in a true-colour one, and the board carries its own background, so it reads on dark and
//! light terminals alike. Text outside the board keeps the terminal's own foreground, except
//! for red (errors, low time, check), which reads on both. Without colour (`NO_COLOR`), no
//! cell gets a colour at all: dark squares are dotted and highlights are marked with brackets
//! and reverse video.

use ratatui::style::{Color as Colour, Modifier, Style};
use ratatui::symbols::border;

use crate::app::Settings;
use crate::rules::{Color, Piece};

/// Why a square stands out, strongest first when several apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Highlight {
    /// The king of the side to move, in check.
    Check,
    /// A square of a move that matches what is typed.
    Candidate,
    /// A square of the last move.
    LastMove,
}

/// The highlights that apply to one square: with colour the strongest one colours it;
/// without colour each has its own mark, so a square can show several.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Highlights {
    /// The king of the side to move stands here, in check.
    pub check: bool,
    /// A move that matches what is typed starts or ends here.
    pub candidate: bool,
    /// The last move started or ended here.
    pub last_move: bool,
}

impl Highlights {
    /// No highlight.
    pub const NONE: Highlights = Highlights {
        check: false,
        candidate: false,
        last_move: false,
    };

    /// Adds a highlight.
    pub fn add(&mut self, highlight: Highlight) {
        match highlight {
            Highlight::Check => self.check = true,
            Highlight::Candidate => self.candidate = true,
            Highlight::LastMove => self.last_move = true,
        }
    }

    /// The strongest highlight, if any.
    pub fn strongest(self) -> Option<Highlight> {
        [
            (self.check, Highlight::Check),
            (self.candidate, Highlight::Candidate),
            (self.last_move, Highlight::LastMove),
        ]
        .into_iter()
        .find_map(|(on, highlight)| on.then_some(highlight))
    }
}

impl From<Highlight> for Highlights {
    fn from(highlight: Highlight) -> Highlights {
        let mut highlights = Highlights::NONE;
        highlights.add(highlight);
        highlights
    }
}

/// The styles of one screen, chosen from the settings: with or without colour, with
/// figurines or letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    colour: bool,
    ascii: bool,
}

/// The light squares: buff, as on a tournament board.
const LIGHT_SQUARE: Colour = Colour::Yellow;
/// The dark squares: green, as on a tournament board.
const DARK_SQUARE: Colour = Colour::Green;
/// The squares of the last move.
const LAST_MOVE: Colour = Colour::Cyan;
/// The squares of the moves that match what is typed.
const CANDIDATE: Colour = Colour::Magenta;
/// The square of a king in check.
const CHECK: Colour = Colour::Red;

/// Box-drawing borders made of ASCII, for `--ascii`.
const ASCII_BORDER: border::Set<'static> = border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

impl Theme {
    /// The theme the settings ask for.
    pub fn new(settings: &Settings) -> Theme {
        Theme {
            colour: settings.color,
            ascii: settings.ascii,
        }
    }

    /// The character for a piece: its FEN letter with `--ascii`; with colour, a figurine from
    /// the one set (♔♕♖♗♘♙) for both sides, told apart by their colour (the filled set has ♟,
    /// which some fonts draw as an emoji); without colour, where nothing else tells the sides
    /// apart, the outlined figurines for White and the filled ones for Black.
    pub fn piece_char(self, piece: Piece) -> char {
        if self.ascii {
            piece.char()
        } else if self.colour {
            piece.role.of(Color::White).figurine()
        } else {
            piece.figurine()
        }
    }

    /// A square: with colour, its background, or the colour of its strongest highlight;
    /// without colour, reverse video for a candidate's square (and nothing otherwise).
    pub fn square(self, light: bool, highlights: Highlights) -> Style {
        if !self.colour {
            return if highlights.candidate {
                Style::new().add_modifier(Modifier::REVERSED)
            } else {
                Style::new()
            };
        }
        let background = match highlights.strongest() {
            Some(Highlight::Check) => CHECK,
            Some(Highlight::Candidate) => CANDIDATE,
            Some(Highlight::LastMove) => LAST_MOVE,
            None if light => LIGHT_SQUARE,
            None => DARK_SQUARE,
        };
        Style::new().bg(background)
    }

    /// A piece on a square styled by [`Theme::square`]: bold, White's in bright white and
    /// Black's in black.
    pub fn piece(self, color: Color) -> Style {
        let style = Style::new().add_modifier(Modifier::BOLD);
        if self.colour {
            style.fg(color.fold(Colour::White, Colour::Black))
        } else {
            style
        }
    }

    /// The marks either side of the middle of a square when there is no colour to show its
    /// highlight: `!♚!` for the king in check, `[♗]` for the last move.
    pub fn marks(self, highlights: Highlights) -> Option<(char, char)> {
        if self.colour {
            None
        } else if highlights.check {
            Some(('!', '!'))
        } else if highlights.last_move {
            Some(('[', ']'))
        } else {
            None
        }
    }

    /// The king in check, over its square, when there is no colour to show it.
    pub fn check_piece(self) -> Style {
        if self.colour {
            Style::new()
        } else {
            Style::new().add_modifier(Modifier::REVERSED)
        }
    }

    /// The dotted pattern of the dark squares without colour; `None` with colour, where the
    /// squares are told apart by their background.
    pub fn dark_square_dot(self) -> Option<&'static str> {
        match (self.colour, self.ascii) {
            (true, _) => None,
            (false, true) => Some("."),
            (false, false) => Some("·"),
        }
    }

    /// The rank and file letters around the board.
    pub fn label(self) -> Style {
        Style::new()
    }

    /// A player's name: bold for the side to move.
    pub fn name(self, to_move: bool) -> Style {
        if to_move {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        }
    }

    /// A clock: bold while it runs, red (or reversed without colour) when time is short, dim
    /// when it only measures the time used (untimed games).
    pub fn clock(self, running: bool, low: bool, untimed: bool) -> Style {
        let mut style = Style::new();
        if running {
            style = style.add_modifier(Modifier::BOLD);
        }
        if untimed {
            style = style.add_modifier(Modifier::DIM);
        }
        if low {
            style = style.add_modifier(Modifier::BOLD);
            style = if self.colour {
                style.fg(Colour::Red)
            } else {
                style.add_modifier(Modifier::REVERSED)
            };
        }
        style
    }

    /// The mark of the running clock.
    pub fn running_mark(self) -> &'static str {
        if self.ascii { "<" } else { "▶" }
    }

    /// Words of less weight: the footer, hints, the time used in untimed games.
    pub fn dim(self) -> Style {
        Style::new().add_modifier(Modifier::DIM)
    }

    /// A refusal: red (bold without colour).
    pub fn error(self) -> Style {
        if self.colour {
            Style::new().fg(Colour::Red)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        }
    }

    /// `check` in the status line.
    pub fn check(self) -> Style {
        self.error().add_modifier(Modifier::BOLD)
    }

    /// What needs an answer or marks the end: a question, a draw offer, the result. Black on
    /// yellow reads on dark and light terminals; without colour, bold reverse video.
    pub fn attention(self) -> Style {
        let style = Style::new().add_modifier(Modifier::BOLD);
        if self.colour {
            style.fg(Colour::Black).bg(Colour::Yellow)
        } else {
            style.add_modifier(Modifier::REVERSED)
        }
    }

    /// The chosen item of a list: the move being reviewed, the promotion piece.
    pub fn selected(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// The cursor of the input line, drawn as a reversed cell.
    pub fn cursor(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// Headings in the help.
    pub fn heading(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// The border of popups.
    pub fn border(self) -> border::Set<'static> {
        if self.ascii {
            ASCII_BORDER
        } else {
            border::ROUNDED
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Role;

    fn theme(colour: bool, ascii: bool) -> Theme {
        Theme::new(&Settings {
            color: colour,
            ascii,
            ..Settings::default()
        })
    }

    #[test]
    fn one_figurine_set_with_colour_two_without_and_letters_with_ascii() {
        let figurines = theme(true, false);
        assert_eq!(figurines.piece_char(Role::Pawn.of(Color::Black)), '♙');
        assert_eq!(figurines.piece_char(Role::King.of(Color::White)), '♔');
        let letters = theme(false, true);
        assert_eq!(letters.piece_char(Role::Knight.of(Color::Black)), 'n');
        assert_eq!(letters.piece_char(Role::Knight.of(Color::White)), 'N');
        let mono = theme(false, false);
        assert_eq!(mono.piece_char(Role::Rook.of(Color::Black)), '♜');
        assert_eq!(mono.piece_char(Role::Rook.of(Color::White)), '♖');
    }

    #[test]
    fn without_colour_no_style_has_a_colour() {
        let mono = theme(false, false);
        let highlights = [
            Highlights::NONE,
            Highlight::Check.into(),
            Highlight::Candidate.into(),
            Highlight::LastMove.into(),
        ];
        let mut styles = vec![
            mono.piece(Color::White),
            mono.piece(Color::Black),
            mono.clock(true, true, false),
            mono.error(),
            mono.check(),
            mono.attention(),
            mono.check_piece(),
        ];
        for light in [true, false] {
            styles.extend(highlights.map(|h| mono.square(light, h)));
        }
        for style in styles {
            assert_eq!((style.fg, style.bg), (None, None), "{style:?}");
        }
    }

    #[test]
    fn the_strongest_highlight_colours_the_square() {
        let mut highlights = Highlights::from(Highlight::LastMove);
        assert_eq!(highlights.strongest(), Some(Highlight::LastMove));
        highlights.add(Highlight::Check);
        highlights.add(Highlight::Candidate);
        assert_eq!(highlights.strongest(), Some(Highlight::Check));
        assert_eq!(Highlights::NONE.strongest(), None);
        let colour = theme(true, false);
        assert_eq!(
            colour.square(true, highlights),
            colour.square(false, Highlight::Check.into())
        );
    }

    #[test]
    fn highlights_differ_from_the_squares_and_from_each_other() {
        let colour = theme(true, false);
        let backgrounds: Vec<_> = [
            colour.square(true, Highlights::NONE),
            colour.square(false, Highlights::NONE),
            colour.square(true, Highlight::Check.into()),
            colour.square(true, Highlight::Candidate.into()),
            colour.square(true, Highlight::LastMove.into()),
        ]
        .iter()
        .map(|s| s.bg)
        .collect();
        for (i, a) in backgrounds.iter().enumerate() {
            assert!(a.is_some());
            assert!(!backgrounds[i + 1..].contains(a), "{a:?} repeats");
        }
    }
}
