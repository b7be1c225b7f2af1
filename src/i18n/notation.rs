//! Chess notation as the screen writes it, in the letters of its language: English SAN
//! (`Nf3`, `O-O`), or Russian notation with the Russian piece letters (Кр Ф Л С К) and castling
//! as `0-0`. Board coordinates stay a–h and 1–8 in every language.

use super::Lang;
use crate::notation::san::San;
use crate::notation::{Letters, MoveNumber};
use crate::rules::{Color, Role};

/// The notation the screen writes in `lang`.
pub fn letters(lang: Lang) -> Letters {
    Letters::of(lang.code())
}

/// The letter of a piece in a language's notation (none for the pawn).
pub fn piece_letter(lang: Lang, role: Role) -> &'static str {
    letters(lang).piece(role)
}

/// A move as the screen writes it in `lang`: standard SAN in English; in Russian with
/// Russian piece letters (for the piece that moves and the piece a pawn becomes) and castling
/// with zeros.
pub fn screen_san(lang: Lang, san: San) -> String {
    san.in_letters(letters(lang)).to_string()
}

/// Moves as a line of a score in `lang`, the first with its number and every White move
/// with its own: `12. Nf3 Nc6 13. Bb5`, `12... Nc6 13. Bb5`.
pub fn score_line(lang: Lang, moves: &[(MoveNumber, San)]) -> String {
    let mut words = Vec::new();
    for (index, &(number, san)) in moves.iter().enumerate() {
        if index == 0 || number.mover == Color::White {
            words.push(number.to_string());
        }
        words.push(screen_san(lang, san));
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;

    #[test]
    fn russian_notation_writes_russian_pieces_and_castles_with_zeros() {
        let position = fen::read("r3k2r/1P6/8/8/8/5N2/8/R3K2R w KQkq - 0 1").expect("valid FEN");
        let screen = |lang, text: &str| {
            let m = crate::notation::san::parse(&position, text).expect("a legal move");
            screen_san(lang, San::from_move(&position, m))
        };
        for (english, russian) in [
            ("Nd4", "Кd4"),
            ("Ra2", "Лa2"),
            ("Rxa8+", "Лxa8+"),
            ("Kf1", "Крf1"),
            ("bxa8=Q+", "bxa8=Ф+"),
            ("b8=N", "b8=К"),
            ("O-O", "0-0"),
            ("O-O-O", "0-0-0"),
        ] {
            assert_eq!(screen(Lang::Ru, english), russian, "{english}");
            assert_eq!(screen(Lang::En, english), english);
        }
    }
}
