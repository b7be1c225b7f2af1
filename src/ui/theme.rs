//! Styles and the few glyphs that change with the settings: the theme (its colours are data
//! in [`super::palette`]), the colour depth of the terminal, and `--ascii`.
//!
//! The board carries its own background, so it reads on dark and light terminals alike. Text
//! outside the board keeps the terminal's own foreground, except for red (errors, low time,
//! check), which reads on both. Without colour (`NO_COLOR`, or the `mono` theme), no cell
//! gets a colour at all: dark squares are dotted and highlights are marked with brackets and
//! reverse video.

use ratatui::style::{Color as Colour, Modifier, Style};
use ratatui::symbols::border;

use super::palette::{self, Palette, Shade};
use super::pixels::{Ink, Inks};
use crate::analysis::Judgement;
use crate::app::Settings;
use crate::i18n::Lang;
use crate::look::ColourDepth;
use crate::rules::{Color, Piece};

/// Whether a clock counts the time of the move being thought about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ticking {
    /// Its side is to move and the clock is not held: it counts.
    Running,
    /// The other side's, or held (paused, or the game over).
    Standing,
}

/// What a clock shows, as far as its look depends on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeLeft {
    /// No time limit: the clock measures the time used.
    Untimed,
    /// More than that: nothing to warn of.
    Enough,
    /// Little time left, as `Clock::is_low_time` says.
    Short,
}

/// Why a square stands out, strongest first when several apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Highlight {
    /// The king of the side to move, in check.
    Check,
    /// Where a move that matches what is typed comes from, or the piece picked up.
    Origin,
    /// Where a move that matches what is typed goes, or where the piece picked up can go.
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
    /// A move that matches what is typed starts here, or the piece picked up stands here.
    pub origin: bool,
    /// A move that matches what is typed, or one of the piece picked up, ends here.
    pub candidate: bool,
    /// The last move started or ended here.
    pub last_move: bool,
}

impl Highlights {
    /// A square without any highlight.
    pub const NONE: Highlights = Highlights {
        check: false,
        origin: false,
        candidate: false,
        last_move: false,
    };

    /// Marks `highlight` on the square too; the strongest one shows.
    pub fn add(&mut self, highlight: Highlight) {
        match highlight {
            Highlight::Check => self.check = true,
            Highlight::Origin => self.origin = true,
            Highlight::Candidate => self.candidate = true,
            Highlight::LastMove => self.last_move = true,
        }
    }

    /// The strongest highlight, if any.
    pub fn strongest(self) -> Option<Highlight> {
        [
            (self.check, Highlight::Check),
            (self.origin, Highlight::Origin),
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

/// How a widget draws and speaks: the styles of the screen and the language of its words,
/// handed together to every part of the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Look {
    /// The styles: the theme's colours at the terminal's depth, figurines or letters.
    pub theme: Theme,
    /// The language of the words.
    pub lang: Lang,
}

/// The styles of one screen, chosen from the settings: a theme's colours at the terminal's
/// depth or no colour at all, figurines or letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// The theme's colours and the depth they are shown at; `None` without colour.
    colours: Option<(&'static Palette, ColourDepth)>,
    ascii: bool,
}

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
        let colours = palette::palette(settings.theme)
            .filter(|_| settings.depth != ColourDepth::None)
            .map(|palette| (palette, settings.depth));
        Theme {
            colours,
            ascii: settings.ascii,
        }
    }

    /// Whether anything is coloured.
    fn colour(self) -> bool {
        self.colours.is_some()
    }

    /// A colour of the theme at the terminal's depth; `None` without colour.
    fn shade(self, pick: impl Fn(&Palette) -> Shade) -> Option<Colour> {
        self.colours
            .and_then(|(palette, depth)| pick(palette).at(depth))
    }

    /// The ink a side's pieces are drawn in: white and black, or, where the terminal's
    /// palette cannot be trusted to set white pieces off the squares (16 colours), black ink
    /// for both; `None` without colour (the terminal's foreground).
    fn ink(self, color: Color) -> Option<Colour> {
        let sided = self
            .colours
            .is_some_and(|(_, depth)| depth != ColourDepth::Ansi16);
        self.shade(|palette| match color {
            Color::White if sided => palette.white,
            _ => palette.black,
        })
    }

    /// The character for a piece: its FEN letter with `--ascii`; where the sides have
    /// colours of their own, a figurine from the one set (♔♕♖♗♘♙) for both (the filled set
    /// has ♟, which some fonts draw as an emoji); where both are drawn in one ink (no
    /// colour, or 16 colours), the outlined figurines for White and the filled ones for
    /// Black.
    pub fn piece_char(self, piece: Piece) -> char {
        if self.ascii {
            piece.char()
        } else if self.ink(Color::White) != self.ink(Color::Black) {
            piece.role.of(Color::White).figurine()
        } else {
            piece.figurine()
        }
    }

    /// A square: with colour, its background, or the colour of its strongest highlight;
    /// without colour, reverse video for a candidate's square (and nothing otherwise).
    pub fn square(self, light: bool, highlights: Highlights) -> Style {
        if !self.colour() {
            return if highlights.candidate {
                Style::new().add_modifier(Modifier::REVERSED)
            } else {
                Style::new()
            };
        }
        let background = self.shade(|palette| match highlights.strongest() {
            Some(Highlight::Check) => palette.check,
            Some(Highlight::Origin) => palette.origin,
            Some(Highlight::Candidate) => palette.candidate,
            Some(Highlight::LastMove) => palette.last_move,
            None if light => palette.light,
            None => palette.dark,
        });
        Style::new().bg(background.unwrap_or(Colour::Reset))
    }

    /// What a piece on a square too small for a figure is drawn as: its FEN letter with
    /// `--ascii`; where the sides have inks of their own, the solid figurine (♚♛♜♝♞♟) for
    /// both, whose strokes are thick enough to read on any square, in the side's ink; where
    /// both are drawn in one ink, the outlined figurines for White and the solid ones for
    /// Black. The solid pawn is followed by U+FE0E, which asks for the text form of a
    /// character some fonts would draw as an emoji.
    pub fn board_symbol(self, piece: Piece) -> String {
        let shown = if self.ascii {
            piece.char()
        } else if self.ink(Color::White) != self.ink(Color::Black) {
            piece.role.of(Color::Black).figurine()
        } else {
            piece.figurine()
        };
        let mut symbol = shown.to_string();
        if shown == '♟' {
            symbol.push('\u{fe0e}');
        }
        symbol
    }

    /// A piece drawn as a figurine or letter on a square styled by [`Theme::square`]: bold,
    /// in its side's ink.
    pub fn piece(self, color: Color) -> Style {
        let style = Style::new().add_modifier(Modifier::BOLD);
        match self.ink(color) {
            Some(ink) => style.fg(ink),
            None => style,
        }
    }

    /// How a piece drawn as a figure is inked: White's in outline, Black's solid.
    pub fn piece_inks(self, color: Color) -> Inks {
        let ink = self.ink(color);
        match color {
            Color::White => Inks::open(ink),
            Color::Black => Inks::solid(ink),
        }
    }

    /// The marks either side of the middle of a square when there is no colour to show its
    /// highlight: `!♚!` for the king in check, `(♘)` where a typed move comes from or for
    /// the piece picked up, `[♗]` for the last move.
    pub fn marks(self, highlights: Highlights) -> Option<(char, char)> {
        if self.colour() {
            None
        } else if highlights.check {
            Some(('!', '!'))
        } else if highlights.origin {
            Some(('(', ')'))
        } else if highlights.last_move {
            Some(('[', ']'))
        } else {
            None
        }
    }

    /// The king in check, over its square, when there is no colour to show it.
    pub fn check_piece(self) -> Style {
        if self.colour() {
            Style::new()
        } else {
            Style::new().add_modifier(Modifier::REVERSED)
        }
    }

    /// The dotted pattern of the dark squares without colour; `None` with colour, where the
    /// squares are told apart by their background.
    pub fn dark_square_dot(self) -> Option<&'static str> {
        match (self.colour(), self.ascii) {
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
    pub fn clock(self, ticking: Ticking, left: TimeLeft) -> Style {
        let mut style = Style::new();
        if ticking == Ticking::Running {
            style = style.add_modifier(Modifier::BOLD);
        }
        if left == TimeLeft::Untimed {
            style = style.add_modifier(Modifier::DIM);
        }
        if left == TimeLeft::Short {
            style = style.add_modifier(Modifier::BOLD);
            style = if self.colour() {
                style.fg(Colour::Red)
            } else {
                style.add_modifier(Modifier::REVERSED)
            };
        }
        style
    }

    /// The face of a clock in large digits. While it runs, a band in the board's dark colour,
    /// or the red of check when time is short (reverse video without colour); standing, no
    /// band, and dim unless time is short.
    pub fn clock_face(self, ticking: Ticking, left: TimeLeft) -> Style {
        let short = left == TimeLeft::Short;
        let band = self.shade(|palette| if short { palette.check } else { palette.dark });
        match (ticking, band) {
            (Ticking::Running, Some(band)) => Style::new().bg(band).add_modifier(Modifier::BOLD),
            (Ticking::Running, None) => {
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
            }
            (Ticking::Standing, _) if short => Style::new().add_modifier(Modifier::BOLD),
            (Ticking::Standing, _) => Style::new().add_modifier(Modifier::DIM),
        }
    }

    /// The ink of the large digits on a [`Theme::clock_face`]: a running clock's in White's
    /// ink (black ink in 16 colours), a standing clock's in red when time is short, else in
    /// the terminal's foreground.
    pub fn clock_ink(self, ticking: Ticking, left: TimeLeft) -> Ink {
        if ticking == Ticking::Running {
            self.ink(Color::White)
        } else if left == TimeLeft::Short && self.colour() {
            Some(Colour::Red)
        } else {
            None
        }
    }

    /// The mark on the squares of king of the hill's hill.
    pub fn hill_mark(self) -> &'static str {
        if self.ascii { "^" } else { "▲" }
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
        if self.colour() {
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
        if self.colour() {
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

    /// A move the engine's review marks, in lichess's colours (an inaccuracy blue, a
    /// mistake orange, a blunder red); without colour the glyph says it, a blunder in bold.
    pub fn judgement(self, judgement: Judgement) -> Style {
        let style = match judgement {
            Judgement::Blunder => Style::new().add_modifier(Modifier::BOLD),
            Judgement::Inaccuracy | Judgement::Mistake => Style::new(),
        };
        if !self.colour() {
            return style;
        }
        style.fg(match judgement {
            Judgement::Inaccuracy => Colour::Cyan,
            Judgement::Mistake => Colour::Yellow,
            Judgement::Blunder => Colour::Red,
        })
    }

    /// Headings in the help.
    pub fn heading(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Whether the screen is drawn in ASCII (`--ascii`): letters, and `#` for blocks.
    pub fn is_ascii(self) -> bool {
        self.ascii
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
            depth: if colour {
                ColourDepth::TrueColour
            } else {
                ColourDepth::None
            },
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
            mono.clock(Ticking::Running, TimeLeft::Short),
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
    fn highlights_differ_from_the_squares_and_from_each_other_in_every_theme() {
        for name in crate::look::ThemeName::ALL {
            let theme = Theme::new(&Settings {
                theme: name,
                ..Settings::default()
            });
            // With colour by their backgrounds, in `mono` by their marks and reverse video.
            let looks: Vec<_> = [
                (true, Highlights::NONE),
                (false, Highlights::NONE),
                (true, Highlight::Check.into()),
                (true, Highlight::Origin.into()),
                (true, Highlight::Candidate.into()),
                (true, Highlight::LastMove.into()),
            ]
            .iter()
            .map(|&(light, h)| {
                // Without colour the light and the dark square differ by the dots.
                let dotted = theme.dark_square_dot().filter(|_| !light);
                (theme.square(light, h), theme.marks(h), dotted)
            })
            .collect();
            for (i, a) in looks.iter().enumerate() {
                assert!(!looks[i + 1..].contains(a), "{name}: {a:?} repeats");
            }
        }
    }

    #[test]
    fn small_squares_show_solid_figurines_in_the_sides_inks() {
        let colour = theme(true, false);
        assert_eq!(colour.board_symbol(Role::Knight.of(Color::White)), "♞");
        assert_eq!(colour.board_symbol(Role::Knight.of(Color::Black)), "♞");
        assert_eq!(
            colour.board_symbol(Role::Pawn.of(Color::White)),
            "♟\u{fe0e}"
        );
        assert_ne!(colour.piece(Color::White), colour.piece(Color::Black));
        // One ink for both: the sides differ in shape.
        let mono = theme(false, false);
        assert_eq!(mono.board_symbol(Role::Queen.of(Color::White)), "♕");
        assert_eq!(mono.board_symbol(Role::Pawn.of(Color::Black)), "♟\u{fe0e}");
        let letters = theme(true, true);
        assert_eq!(letters.board_symbol(Role::Bishop.of(Color::White)), "B");
        assert_eq!(letters.board_symbol(Role::Bishop.of(Color::Black)), "b");
    }
}
