//! Keyboard slips: the legal move a text that is not a move was most likely meant to be,
//! suggested and never played unasked.

use super::error::SanError;
use super::lenient::named_role;
use super::read::{parse, parse_typed};
use super::typed::{Typed, moves_fitting};
use super::value::San;
use crate::notation::letters::leading_sign;
use crate::phrase;
use crate::rules::{Move, Position};
use crate::sentence::{Arg, Phrase, Sentence};

/// Why a text that is not a move may still have meant one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Slip {
    /// Typed with the Russian (ЙЦУКЕН) keyboard layout on: `у4` is `e4` on those keys.
    RussianLayout,
    /// A Cyrillic letter that looks like a Latin one, such as the `е` of `е5`.
    LookAlike {
        /// The letter typed.
        letter: char,
        /// The Latin letter it looks like.
        latin: char,
    },
    /// The text is refused as written, for the reason given, and the same letters without
    /// its piece letter or its `x` spell one legal move: `Bxc4` when no bishop can go there
    /// but the b-pawn can take (`bxc4`), `Nxf3` onto an empty f3 (`Nf3`).
    Refused(SanError),
}

/// A legal move a text that is not a move may have meant: suggested, never played unasked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// The move.
    pub m: Move,
    /// Its SAN.
    pub san: San,
    /// How the text missed it.
    pub slip: Slip,
}

/// Cyrillic letters that look like Latin ones, with the Latin letter.
const LOOK_ALIKES: [(char, char); 18] = [
    ('а', 'a'),
    ('с', 'c'),
    ('е', 'e'),
    ('о', 'o'),
    ('р', 'p'),
    ('х', 'x'),
    ('у', 'y'),
    ('А', 'A'),
    ('В', 'B'),
    ('Е', 'E'),
    ('К', 'K'),
    ('М', 'M'),
    ('Н', 'H'),
    ('О', 'O'),
    ('Р', 'P'),
    ('С', 'C'),
    ('Т', 'T'),
    ('Х', 'X'),
];

/// The Russian (ЙЦУКЕН) layout: each letter with the character of the same key on a US
/// keyboard.
const RUSSIAN_KEYS: [(char, char); 33] = [
    ('й', 'q'),
    ('ц', 'w'),
    ('у', 'e'),
    ('к', 'r'),
    ('е', 't'),
    ('н', 'y'),
    ('г', 'u'),
    ('ш', 'i'),
    ('щ', 'o'),
    ('з', 'p'),
    ('х', '['),
    ('ъ', ']'),
    ('ф', 'a'),
    ('ы', 's'),
    ('в', 'd'),
    ('а', 'f'),
    ('п', 'g'),
    ('р', 'h'),
    ('о', 'j'),
    ('л', 'k'),
    ('д', 'l'),
    ('ж', ';'),
    ('э', '\''),
    ('я', 'z'),
    ('ч', 'x'),
    ('с', 'c'),
    ('м', 'v'),
    ('и', 'b'),
    ('т', 'n'),
    ('ь', 'm'),
    ('б', ','),
    ('ю', '.'),
    ('ё', '`'),
];

/// The legal move a text that is not a move was most likely meant to be, never a move of
/// another piece than the one its piece letter names (in either language, or a figurine).
/// A text with no reading as typed may be a slip of the keyboard: the same text with Cyrillic
/// look-alike letters read as the Latin ones they look like, or the same keys on a US
/// keyboard. A text read as a move that cannot be played (`Сc4` where no bishop goes) is no
/// slip of the keyboard: what is suggested for it is the one legal move its letters spell
/// with its `x` set aside (`Nf3` for `Nxf3`), or, for the English `B` that is also the
/// b-file, with the bishop set aside (`bxc4` for `Bxc4`). `None` when the text is a move or
/// no single move fits.
pub fn suggestion(position: &Position, text: &str) -> Option<Suggestion> {
    let text = text.trim();
    let refused = parse_typed(position, text).err()?;
    let named = named_role(text);
    let unread = matches!(refused, SanError::NotAMove { .. });
    if unread
        && text.chars().any(is_cyrillic)
        && let Some(slip) = keyboard_slip(position, text)
    {
        return Some(slip);
    }
    let meant = match refused {
        SanError::NothingToTake(_) => parse(position, text).ok()?,
        SanError::PromotionPieceMissing { .. } => return None,
        _ => {
            let typed = Typed::new(text);
            // The English `B` is the b-file's letter too; no other letter of a piece is.
            let of_the_piece_named =
                |m: Move| named.is_none_or(|role| m.role() == role) || text.starts_with('B');
            let fits = |m| typed.spells(position, m) && of_the_piece_named(m);
            match moves_fitting(position, fits).as_slice() {
                [only] => *only,
                _ => return None,
            }
        }
    };
    Some(Suggestion::of(position, meant, Slip::Refused(refused)))
}

/// [`suggestion`] for a text with Cyrillic letters and no reading as typed: look-alike
/// letters, or the Russian keyboard layout; only a move of the piece the text names, when its
/// letter names one for certain. A small Cyrillic letter at the start does not: it is what
/// the Russian layout types without Shift (`ф4` is `a4` on those keys, and `с4` looks like
/// `c4`), while a capital is typed as the piece's letter (`Ф4` offers no pawn move).
fn keyboard_slip(position: &Position, text: &str) -> Option<Suggestion> {
    let typed_without_shift = text
        .chars()
        .next()
        .is_some_and(|c| is_cyrillic(c) && c.is_lowercase());
    let named = named_role(text).filter(|_| !typed_without_shift);
    let legal = |candidate: &str| {
        parse_typed(position, candidate)
            .ok()
            .filter(|m| named.is_none_or(|role| m.role() == role))
    };
    let look_alike = LOOK_ALIKES
        .iter()
        .find(|(cyrillic, _)| text.contains(*cyrillic))
        .copied();
    if let Some((letter, latin)) = look_alike {
        // A Russian piece letter at the start is meant; only the rest may be a slip.
        let kept = leading_sign(text)
            .map(|(_, rest)| &text[..text.len() - rest.len()])
            .filter(|sign| sign.chars().all(is_cyrillic))
            .unwrap_or("");
        let rest = &text[kept.len()..];
        let readings = [
            format!("{kept}{}", map_chars(rest, &LOOK_ALIKES)),
            map_chars(text, &LOOK_ALIKES),
        ];
        if let Some(m) = readings.iter().find_map(|reading| legal(reading)) {
            let slip = Slip::LookAlike { letter, latin };
            return Some(Suggestion::of(position, m, slip));
        }
    }
    let on_us_keys = map_chars(&text.to_lowercase(), &RUSSIAN_KEYS);
    let m = legal(&on_us_keys)?;
    Some(Suggestion::of(position, m, Slip::RussianLayout))
}

impl Suggestion {
    fn of(position: &Position, m: Move, slip: Slip) -> Suggestion {
        Suggestion {
            m,
            san: San::from_move(position, m),
            slip,
        }
    }
}

fn is_cyrillic(c: char) -> bool {
    ('\u{0400}'..='\u{04FF}').contains(&c)
}

/// `text` with every character found in `table` replaced by its partner.
fn map_chars(text: &str, table: &[(char, char)]) -> String {
    text.chars()
        .map(|c| {
            table
                .iter()
                .find(|(from, _)| *from == c)
                .map_or(c, |(_, to)| *to)
        })
        .collect()
}

impl Sentence for Suggestion {
    /// `Russian keyboard layout: did you mean Nf3?`, `no bishop can reach c4: did you mean
    /// bxc4?`: why the text is not that move, and the move.
    fn phrase(&self) -> Phrase<'_> {
        let meant = Arg::from(self.san);
        match &self.slip {
            Slip::RussianLayout => phrase!("suggestion-layout", move = meant),
            Slip::LookAlike { letter, latin } => phrase!(
                "suggestion-look-alike",
                letter = *letter,
                code = format!("{:04X}", u32::from(*letter)),
                latin = *latin,
                move = meant
            ),
            Slip::Refused(why) => phrase!("suggestion-refused", why = why.phrase(), move = meant),
        }
    }
}
