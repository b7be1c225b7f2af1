//! Chess notation as the screen writes it: English SAN (`Nf3`, `O-O`), or Russian notation
//! with the Russian piece letters (Кр Ф Л С К) and castling as `0-0`. Board coordinates stay
//! a–h and 1–8 in both.

use super::Lang;
use crate::notation::Letters;
use crate::rules::{CastlingSide, Role};

/// The notation the screen writes in `lang`.
pub fn letters(lang: Lang) -> Letters {
    match lang {
        Lang::En => Letters::English,
        Lang::Ru => Letters::Russian,
    }
}

/// The letter of a piece in a language's notation (none for the pawn).
pub fn piece_letter(lang: Lang, role: Role) -> &'static str {
    letters(lang).piece(role)
}

/// A move in SAN as the screen writes it in `lang`: unchanged in English; in Russian with
/// Russian piece letters (for the piece that moves and the piece a pawn becomes) and castling
/// with zeros.
pub fn screen_san(lang: Lang, san: &str) -> String {
    if lang == Lang::En {
        return san.to_string();
    }
    let letters = letters(lang);
    for wing in [CastlingSide::Queenside, CastlingSide::Kingside] {
        if let Some(rest) = san.strip_prefix(Letters::English.castling(wing)) {
            return format!("{}{rest}", letters.castling(wing));
        }
    }
    let mut out = String::with_capacity(san.len() + 2);
    let mut after_equals = false;
    for (index, c) in san.chars().enumerate() {
        let role = (index == 0 || after_equals)
            .then(|| Role::from_char(c).filter(|_| c.is_ascii_uppercase()))
            .flatten();
        match role {
            Some(role) => out.push_str(letters.piece(role)),
            None => out.push(c),
        }
        after_equals = c == '=';
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_notation_writes_russian_pieces_and_castles_with_zeros() {
        let cases = [
            ("e4", "e4"),
            ("Nf3", "Кf3"),
            ("Bb5+", "Сb5+"),
            ("Qxf7#", "Фxf7#"),
            ("Raxd1", "Лaxd1"),
            ("Kxe2", "Крxe2"),
            ("exd8=Q+", "exd8=Ф+"),
            ("bxc8=N", "bxc8=К"),
            ("O-O", "0-0"),
            ("O-O-O+", "0-0-0+"),
        ];
        for (san, russian) in cases {
            assert_eq!(screen_san(Lang::Ru, san), russian, "{san}");
            assert_eq!(screen_san(Lang::En, san), san);
        }
    }
}
