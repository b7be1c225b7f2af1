//! Numeric annotation glyphs: `$1` to `$255`, the PGN way of marking a move good, bad or
//! interesting, with the six move marks players write as suffixes (`!`, `?`, `!!`, `??`,
//! `!?`, `?!`).

use std::fmt;

/// A numeric annotation glyph (PGN §10): `$5` is an interesting move. Any number is kept as
/// read; the six move marks (`$1` to `$6`) have their symbols.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Nag(pub u8);

impl Nag {
    /// `!`, `$1`.
    pub const GOOD: Nag = Nag(1);
    /// `?`, `$2`.
    pub const MISTAKE: Nag = Nag(2);
    /// `!!`, `$3`.
    pub const BRILLIANT: Nag = Nag(3);
    /// `??`, `$4`.
    pub const BLUNDER: Nag = Nag(4);
    /// `!?`, `$5`.
    pub const INTERESTING: Nag = Nag(5);
    /// `?!`, `$6`.
    pub const DUBIOUS: Nag = Nag(6);

    /// The six move marks, in the order of their numbers.
    pub const MARKS: [Nag; 6] = [
        Nag::GOOD,
        Nag::MISTAKE,
        Nag::BRILLIANT,
        Nag::BLUNDER,
        Nag::INTERESTING,
        Nag::DUBIOUS,
    ];

    /// The suffix a player writes for a move mark (`!?` for `$5`); `None` for other glyphs.
    pub fn symbol(self) -> Option<&'static str> {
        const SYMBOLS: [&str; 6] = ["!", "?", "!!", "??", "!?", "?!"];
        SYMBOLS.get(usize::from(self.0).checked_sub(1)?).copied()
    }

    /// The glyph as a player writes it after a move: a move mark's suffix (`!?`), else as
    /// PGN writes it (`$14`).
    pub fn written(self) -> String {
        self.symbol()
            .map_or_else(|| self.to_string(), str::to_string)
    }

    /// Reads a move mark's suffix (`!?`) or a glyph as PGN writes it (`$5`, `$0` to `$255`).
    pub fn read(text: &str) -> Option<Nag> {
        let text = text.trim();
        if let Some(digits) = text.strip_prefix('$') {
            let plain = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
            return plain.then(|| digits.parse().ok().map(Nag)).flatten();
        }
        Nag::MARKS
            .into_iter()
            .find(|nag| nag.symbol() == Some(text))
    }

    /// Whether this glyph judges the move itself (`$1` to `$9`: good, mistake, …, forced,
    /// singular, worst), of which a move carries one at most.
    pub fn judges_the_move(self) -> bool {
        (1..=9).contains(&self.0)
    }
}

/// The glyph as PGN writes it: `$5`.
impl fmt::Display for Nag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "${}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_marks_read_as_symbols_and_numbers() {
        for (number, symbol) in [
            (1, "!"),
            (2, "?"),
            (3, "!!"),
            (4, "??"),
            (5, "!?"),
            (6, "?!"),
        ] {
            let nag = Nag(number);
            assert_eq!(nag.symbol(), Some(symbol));
            assert_eq!(Nag::read(symbol), Some(nag));
            assert_eq!(Nag::read(&nag.to_string()), Some(nag));
            assert!(nag.judges_the_move());
        }
        assert_eq!(Nag(14).symbol(), None);
        assert!(!Nag(14).judges_the_move());
        assert_eq!(Nag::read("$146"), Some(Nag(146)));
        assert_eq!(Nag::read("$0"), Some(Nag(0)));
        for bad in ["$256", "$", "$-1", "$+3", "!!!", "", "5"] {
            assert_eq!(Nag::read(bad), None, "{bad}");
        }
    }
}
