//! How the screen looks, as settings: the theme a player chooses and the colours the terminal
//! can show. The themes themselves (their colours, as data) are in `ui::palette`; this module
//! only names them, so that the command line, the config file and the app can carry the
//! choice without knowing how it is drawn.

use std::ffi::OsString;

use crate::phrase;
use crate::sentence::{Phrase, Sentence};

/// A theme: the colours of the board, its pieces and its highlights.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, strum::Display, strum::IntoStaticStr,
)]
#[strum(serialize_all = "lowercase")]
pub enum ThemeName {
    /// The green and buff of a tournament board.
    #[default]
    Green,
    /// A wooden board, in browns.
    Brown,
    /// A board in blues, light and dark.
    Blue,
    /// Greys and strong highlights, for the most contrast.
    Contrast,
    /// No colour at all: what `NO_COLOR` gives.
    Mono,
}

impl ThemeName {
    /// Every theme, in the order the help lists them.
    pub const ALL: [ThemeName; 5] = [
        ThemeName::Green,
        ThemeName::Brown,
        ThemeName::Blue,
        ThemeName::Contrast,
        ThemeName::Mono,
    ];

    /// The word for it on the command line and in the config file.
    pub fn name(self) -> &'static str {
        self.into()
    }
}

/// The error for a theme that does not exist.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ThemeError(pub String);

impl Sentence for ThemeError {
    fn phrase(&self) -> Phrase<'_> {
        phrase!("theme-error", text = &self.0)
    }
}

crate::read_by_word!(ThemeName, ThemeError);

/// How many colours the terminal shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ColourDepth {
    /// No colour: `NO_COLOR` is set.
    None,
    /// The 16 ANSI colours, whose exact shades the terminal's palette decides.
    Ansi16,
    /// The 256 colours of xterm.
    Ansi256,
    /// 24-bit colour: every shade exactly (`COLORTERM=truecolor`).
    #[default]
    TrueColour,
}

impl ColourDepth {
    /// Every depth, from none to true colour.
    pub const ALL: [ColourDepth; 4] = [
        ColourDepth::None,
        ColourDepth::Ansi16,
        ColourDepth::Ansi256,
        ColourDepth::TrueColour,
    ];

    /// The depth the environment tells: none when `NO_COLOR` is set (to anything but the
    /// empty string), true colour when `COLORTERM` is `truecolor` or `24bit`, 256 colours
    /// when `TERM` ends in `256color`, the 16 ANSI colours otherwise. `var` reads one
    /// variable.
    pub fn from_env(var: impl Fn(&str) -> Option<OsString>) -> ColourDepth {
        let set = |name: &str| var(name).filter(|value| !value.is_empty());
        if set("NO_COLOR").is_some() {
            return ColourDepth::None;
        }
        let colorterm = set("COLORTERM").unwrap_or_default();
        if ["truecolor", "24bit"]
            .iter()
            .any(|word| colorterm.eq_ignore_ascii_case(word))
        {
            return ColourDepth::TrueColour;
        }
        let term = set("TERM").unwrap_or_default();
        if term.to_string_lossy().ends_with("256color") {
            ColourDepth::Ansi256
        } else {
            ColourDepth::Ansi16
        }
    }

    /// How it is called in `hotseat config`.
    pub const fn name(self) -> &'static str {
        match self {
            ColourDepth::None => "none",
            ColourDepth::Ansi16 => "16 colours",
            ColourDepth::Ansi256 => "256 colours",
            ColourDepth::TrueColour => "true colour",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth(vars: &[(&str, &str)]) -> ColourDepth {
        ColourDepth::from_env(|name| {
            vars.iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| OsString::from(value))
        })
    }

    #[test]
    fn the_depth_follows_the_environment_and_no_color_wins() {
        assert_eq!(depth(&[]), ColourDepth::Ansi16);
        assert_eq!(depth(&[("TERM", "xterm")]), ColourDepth::Ansi16);
        assert_eq!(depth(&[("TERM", "xterm-256color")]), ColourDepth::Ansi256);
        assert_eq!(depth(&[("TERM", "screen-256color")]), ColourDepth::Ansi256);
        for colorterm in ["truecolor", "24bit", "TrueColor"] {
            assert_eq!(
                depth(&[("TERM", "xterm"), ("COLORTERM", colorterm)]),
                ColourDepth::TrueColour
            );
        }
        assert_eq!(
            depth(&[("TERM", "xterm-256color"), ("COLORTERM", "yes")]),
            ColourDepth::Ansi256
        );
        assert_eq!(
            depth(&[("COLORTERM", "truecolor"), ("NO_COLOR", "1")]),
            ColourDepth::None
        );
        assert_eq!(
            depth(&[("COLORTERM", "truecolor"), ("NO_COLOR", "")]),
            ColourDepth::TrueColour
        );
    }

    #[test]
    fn theme_names_read_back() {
        for theme in ThemeName::ALL {
            assert_eq!(theme.name().parse(), Ok(theme));
        }
        assert_eq!(" Brown ".parse(), Ok(ThemeName::Brown));
        assert!("neon".parse::<ThemeName>().is_err());
    }
}
