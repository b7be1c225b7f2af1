//! The letters that name the pieces in each language's notation: K Q R B N in English SAN,
//! which saved games are written in; each language of the screen's, with its castling, from
//! its words (`locales/<code>/words.toml`): Кр Ф Л С К in Russian notation, which writes
//! castling with zeros. The SAN writer draws on them for either screen, the readers take every
//! language's letters and figurines (of [`Piece::figurine`]) as well as English letters, and
//! the line mode names kinds of pieces by them.

use std::cmp::Reverse;
use std::sync::OnceLock;

use crate::rules::{CastlingSide, Piece, Role};
use crate::vocabulary::{self, Meaning, Vocabulary};

/// The notation of a language: its piece letters and its castling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Letters {
    /// Standard algebraic notation: `Nf3`, `O-O`. Saved games are always written in it.
    English,
    /// The notation of a language of the screen, by its place among the languages of
    /// [`vocabulary::languages`]: Russian writes `Кf3`, `0-0`.
    Language(usize),
}

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

/// What a language's notation writes (`[notation]` of the files of words): a kind of piece,
/// or castling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sign {
    Piece(Role),
    Castling(CastlingSide),
}

impl Meaning for Sign {
    const TABLE: &'static str = "notation";
    const ALL: &'static [Sign] = &[
        Sign::Piece(Role::King),
        Sign::Piece(Role::Queen),
        Sign::Piece(Role::Rook),
        Sign::Piece(Role::Bishop),
        Sign::Piece(Role::Knight),
        Sign::Piece(Role::Pawn),
        Sign::Castling(CastlingSide::Kingside),
        Sign::Castling(CastlingSide::Queenside),
    ];

    fn key(self) -> &'static str {
        match self {
            Sign::Piece(role) => role.name(),
            Sign::Castling(CastlingSide::Kingside) => "kingside",
            Sign::Castling(CastlingSide::Queenside) => "queenside",
        }
    }
}

/// A language's notation, as its words write it.
#[derive(Debug)]
struct Notation {
    /// The capital letter of each kind of piece, by [`Role::index`]: `Кр`.
    capitals: [&'static str; 6],
    /// The same in small letters: `кр`.
    smalls: [String; 6],
    /// Castling kingside and queenside: `0-0`, `0-0-0`.
    castling: [&'static str; 2],
}

impl Notation {
    fn of(words: &'static Vocabulary) -> Notation {
        let capitals = Role::ALL.map(|role| words.word(Sign::Piece(role)));
        Notation {
            capitals,
            smalls: capitals.map(str::to_lowercase),
            castling: [CastlingSide::Kingside, CastlingSide::Queenside]
                .map(|wing| words.word(Sign::Castling(wing))),
        }
    }
}

/// Every language's notation, in the order of [`vocabulary::languages`]; read once.
fn notations() -> &'static [Notation] {
    static NOTATIONS: OnceLock<Vec<Notation>> = OnceLock::new();
    NOTATIONS.get_or_init(|| vocabulary::languages().iter().map(Notation::of).collect())
}

/// The letters of every language that are not English ones (`Кр`, `кр`, `Ф`, `ф`, …), capital
/// and small, each with its kind, the longer first: a letter that begins another (the
/// knight's `К`, the king's `Кр`) is tried after it. Built once.
fn signs() -> &'static [(Role, &'static str)] {
    static SIGNS: OnceLock<Vec<(Role, &'static str)>> = OnceLock::new();
    SIGNS.get_or_init(|| {
        let mut signs: Vec<(Role, &'static str)> = Vec::new();
        for notation in notations() {
            for role in Role::ALL {
                for letter in [
                    notation.capitals[role.index()],
                    &notation.smalls[role.index()],
                ] {
                    let english = letter.chars().next().is_none_or(|c| c.is_ascii());
                    if !english && !signs.contains(&(role, letter)) {
                        signs.push((role, letter));
                    }
                }
            }
        }
        signs.sort_by_key(|(_, letter)| Reverse(letter.len()));
        signs
    })
}

impl Letters {
    /// The notation of the language whose code is `code` (`ru`); English SAN for a language
    /// without words.
    pub fn of(code: &str) -> Letters {
        vocabulary::languages()
            .iter()
            .position(|language| language.code() == code)
            .map_or(Letters::English, Letters::Language)
    }

    /// The notation of every language, English first.
    pub fn every() -> impl Iterator<Item = Letters> {
        (0..notations().len()).map(Letters::Language)
    }

    fn notation(self) -> Option<&'static Notation> {
        match self {
            Letters::English => None,
            Letters::Language(index) => notations().get(index),
        }
    }

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
        match self.notation() {
            Some(notation) => notation.capitals[role.index()],
            None => ENGLISH[5 - role.index()].1,
        }
    }

    /// Castling towards `wing`: `O-O` and `O-O-O`, or with zeros in Russian.
    #[inline]
    pub fn castling(self, wing: CastlingSide) -> &'static str {
        let index = match wing {
            CastlingSide::Kingside => 0,
            CastlingSide::Queenside => 1,
        };
        match self.notation() {
            Some(notation) => notation.castling[index],
            None => ["O-O", "O-O-O"][index],
        }
    }

    /// The kind of piece a word of one letter names in this notation, capital or small,
    /// the pawn's letter included: `n` and `N`, `кр` and `Кр`, `п`.
    pub fn named_by(self, word: &str) -> Option<Role> {
        match self.notation() {
            None => ENGLISH
                .iter()
                .find(|(_, letter)| letter.eq_ignore_ascii_case(word))
                .map(|(role, _)| *role),
            Some(notation) => Role::ALL.into_iter().find(|role| {
                notation.capitals[role.index()] == word || notation.smalls[role.index()] == word
            }),
        }
    }
}

/// A piece named at the start of `text` by a sign other than an English letter: another
/// language's letter, capital or small (`Кр`, `кр`, `ф`), or a figurine of either colour; the
/// kind of piece and the rest of the text. A pawn has no sign in a move, so neither `п` nor
/// `♙` counts.
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
    signs()
        .iter()
        .find_map(|(role, letter)| text.strip_prefix(letter).map(|rest| (*role, rest)))
}

/// A kind of piece named at the end of `text` by a sign other than an English letter, the
/// pawn's included (`a8=Кр`, `e8♕`, `e8=п`): the kind and the text before it. The king's
/// `Кр` is found before the knight's `К`.
pub fn trailing_name(text: &str) -> Option<(Role, &str)> {
    let last = text.chars().next_back().filter(|c| !c.is_ascii())?;
    if let Some(piece) = Piece::from_figurine(last) {
        return Some((piece.role, &text[..text.len() - last.len_utf8()]));
    }
    signs()
        .iter()
        .find_map(|(role, letter)| text.strip_suffix(letter).map(|before| (*role, before)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_follow_the_roles() {
        let russian = Letters::of("ru");
        for role in Role::ALL {
            assert_eq!(ENGLISH[5 - role.index()].0, role);
            assert_eq!(
                Letters::English.name_letter(role),
                role.upper_char().to_string(),
                "the English letters are the FEN letters"
            );
            assert_eq!(
                Letters::of("en").name_letter(role),
                Letters::English.name_letter(role),
                "the English screen writes SAN"
            );
            for letters in Letters::every().chain([Letters::English]) {
                assert_eq!(letters.named_by(letters.name_letter(role)), Some(role));
            }
        }
        for wing in [CastlingSide::Kingside, CastlingSide::Queenside] {
            assert_eq!(
                Letters::of("en").castling(wing),
                Letters::English.castling(wing)
            );
        }
        assert_eq!(russian.piece(Role::King), "Кр");
        assert_eq!(russian.piece(Role::Pawn), "");
        assert_eq!(russian.castling(CastlingSide::Queenside), "0-0-0");
        assert_eq!(russian.named_by("п"), Some(Role::Pawn));
        assert_eq!(Letters::English.named_by("n"), Some(Role::Knight));
        assert_eq!(Letters::English.named_by("x"), None);
        assert_eq!(Letters::of("xx"), Letters::English);
    }

    #[test]
    fn every_language_writes_every_piece_and_castling() {
        vocabulary::assert_complete::<Sign>();
    }

    /// The readers take English letters as SAN's and every other language's as its own: a
    /// language's letters are none of the English ones (a Latin `B` would be SAN's bishop),
    /// and no letter names two kinds of piece in two languages.
    #[test]
    fn every_language_writes_a_letter_of_its_own_for_each_piece() {
        for letters in Letters::every().skip(1) {
            for role in Role::ALL {
                let letter = letters.name_letter(role);
                assert!(
                    letter.chars().next().is_some_and(|c| !c.is_ascii()),
                    "{letters:?}: {letter}"
                );
                assert_eq!(
                    leading_name(&format!("{letter}e4")),
                    Some((role, "e4")),
                    "{letters:?}: {letter}"
                );
            }
        }
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
