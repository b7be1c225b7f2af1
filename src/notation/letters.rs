//! The letters that name the pieces in each language's notation: K Q R B N in English SAN,
//! Кр Ф Л С К in Russian notation, which writes castling with zeros. The one place they are
//! spelled: the SAN writer draws on them for either screen, the readers take Russian letters
//! and figurines (of [`Piece::figurine`]) as well as English letters, and the line mode
//! names kinds of pieces by them.

use crate::rules::{CastlingSide, Piece, Role};

/// The notation of a language: its piece letters and its castling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Letters {
    /// Standard algebraic notation: `Nf3`, `O-O`. Saved games are always written in it.
    English,
    /// Russian notation: `Кf3`, `0-0`.
    Russian,
}

/// The Russian letters of the pieces, capital and small, the king's first (`Кр` before
/// `К`); the pawn's is not written in moves, only to name the kind.
const RUSSIAN: [(Role, &str, &str); 6] = [
    (Role::King, "Кр", "кр"),
    (Role::Queen, "Ф", "ф"),
    (Role::Rook, "Л", "л"),
    (Role::Bishop, "С", "с"),
    (Role::Knight, "К", "к"),
    (Role::Pawn, "П", "п"),
];

/// The English letters of the pieces; the pawn's is not written in moves, only to name the
/// kind.
const ENGLISH: [(Role, &str); 6] = [
    (Role::King, "K"),
    (Role::Queen, "Q"),
    (Role::Rook, "R"),
    (Role::Bishop, "B"),
    (Role::Knight, "N"),
    (Role::Pawn, "P"),
];

impl Letters {
    /// Both notations, English first.
    pub const ALL: [Letters; 2] = [Letters::English, Letters::Russian];

    /// The letter a move of the piece starts with: `N`, `Кр`; none for the pawn, whose
    /// moves start with a square.
    #[inline]
    pub fn piece(self, role: Role) -> &'static str {
        match role {
            Role::Pawn => "",
            role => self.name_letter(role),
        }
    }

    /// The capital letter that names a kind of piece on its own, the pawn's (`P`, `П`)
    /// included.
    #[inline]
    pub fn name_letter(self, role: Role) -> &'static str {
        match self {
            Letters::English => ENGLISH[5 - role.index()].1,
            Letters::Russian => RUSSIAN[5 - role.index()].1,
        }
    }

    /// Castling towards `wing`: `O-O` and `O-O-O`, or with zeros in Russian.
    #[inline]
    pub const fn castling(self, wing: CastlingSide) -> &'static str {
        match (self, wing) {
            (Letters::English, CastlingSide::Kingside) => "O-O",
            (Letters::English, CastlingSide::Queenside) => "O-O-O",
            (Letters::Russian, CastlingSide::Kingside) => "0-0",
            (Letters::Russian, CastlingSide::Queenside) => "0-0-0",
        }
    }

    /// The kind of piece a word of one letter names in this notation, capital or small,
    /// the pawn's letter included: `n` and `N`, `кр` and `Кр`, `п`.
    pub fn named_by(self, word: &str) -> Option<Role> {
        match self {
            Letters::English => ENGLISH
                .iter()
                .find(|(_, letter)| letter.eq_ignore_ascii_case(word))
                .map(|(role, _)| *role),
            Letters::Russian => RUSSIAN
                .iter()
                .find(|(_, capital, small)| *capital == word || *small == word)
                .map(|(role, ..)| *role),
        }
    }
}

/// A piece named at the start of `text` by a sign other than an English letter: a Russian
/// letter, capital or small (`Кр`, `кр`, `ф`), or a figurine of either colour; the kind of
/// piece and the rest of the text. A pawn has no sign in a move, so neither `п` nor `♙`
/// counts.
pub fn leading_sign(text: &str) -> Option<(Role, &str)> {
    leading_name(text).filter(|(role, _)| *role != Role::Pawn)
}

/// A kind of piece named at the start of `text` by a sign other than an English letter, the
/// pawn's included (`П`, `п`, `♙`): the kind and the rest of the text.
pub fn leading_name(text: &str) -> Option<(Role, &str)> {
    let first = text.chars().next().filter(|c| !c.is_ascii())?;
    if let Some(piece) = Piece::from_figurine(first) {
        return Some((piece.role, &text[first.len_utf8()..]));
    }
    RUSSIAN.iter().find_map(|(role, capital, small)| {
        text.strip_prefix(capital)
            .or_else(|| text.strip_prefix(small))
            .map(|rest| (*role, rest))
    })
}

/// A kind of piece named at the end of `text` by a sign other than an English letter, the
/// pawn's included (`a8=Кр`, `e8♕`, `e8=п`): the kind and the text before it. The king's
/// `Кр` is found before the knight's `К`.
pub fn trailing_name(text: &str) -> Option<(Role, &str)> {
    let last = text.chars().next_back().filter(|c| !c.is_ascii())?;
    if let Some(piece) = Piece::from_figurine(last) {
        return Some((piece.role, &text[..text.len() - last.len_utf8()]));
    }
    RUSSIAN.iter().find_map(|(role, capital, small)| {
        text.strip_suffix(capital)
            .or_else(|| text.strip_suffix(small))
            .map(|before| (*role, before))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_follow_the_roles() {
        for role in Role::ALL {
            assert_eq!(ENGLISH[5 - role.index()].0, role);
            assert_eq!(RUSSIAN[5 - role.index()].0, role);
            assert_eq!(
                Letters::English.name_letter(role),
                role.upper_char().to_string(),
                "the English letters are the FEN letters"
            );
            for letters in Letters::ALL {
                assert_eq!(letters.named_by(letters.name_letter(role)), Some(role));
            }
        }
        assert_eq!(Letters::Russian.piece(Role::King), "Кр");
        assert_eq!(Letters::Russian.piece(Role::Pawn), "");
        assert_eq!(Letters::Russian.named_by("п"), Some(Role::Pawn));
        assert_eq!(Letters::English.named_by("n"), Some(Role::Knight));
        assert_eq!(Letters::English.named_by("x"), None);
    }

    #[test]
    fn signs_are_russian_letters_and_figurines_but_no_pawn() {
        assert_eq!(leading_sign("Крe2"), Some((Role::King, "e2")));
        assert_eq!(leading_sign("крe2"), Some((Role::King, "e2")));
        assert_eq!(leading_sign("Кf3"), Some((Role::Knight, "f3")));
        assert_eq!(leading_sign("фh5"), Some((Role::Queen, "h5")));
        assert_eq!(leading_sign("♘f3"), Some((Role::Knight, "f3")));
        assert_eq!(leading_sign("♞f6"), Some((Role::Knight, "f6")));
        for text in ["Nf3", "♙e4", "пe4", "e4", "", "у4"] {
            assert_eq!(leading_sign(text), None, "{text}");
        }
        // A kind of piece is named by the pawn's signs too.
        assert_eq!(leading_name("пe4"), Some((Role::Pawn, "e4")));
        assert_eq!(leading_name("♙e4"), Some((Role::Pawn, "e4")));
    }

    #[test]
    fn a_sign_at_the_end_names_its_kind_the_king_before_the_knight() {
        for (text, role, before) in [
            ("a8=Кр", Role::King, "a8="),
            ("a8кр", Role::King, "a8"),
            ("a8=К", Role::Knight, "a8="),
            ("e8♕", Role::Queen, "e8"),
            ("e8=П", Role::Pawn, "e8="),
            ("e8=♟", Role::Pawn, "e8="),
            ("e8(ф", Role::Queen, "e8("),
        ] {
            assert_eq!(trailing_name(text), Some((role, before)), "{text}");
        }
        for text in ["e8=Q", "e8", "", "e8р"] {
            assert_eq!(trailing_name(text), None, "{text}");
        }
    }
}
