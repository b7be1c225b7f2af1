//! Yes and no: the one place that says which keys and words answer a yes-or-no question, on
//! the screen, in the line mode and before the screen opens. Both alphabets work whatever the
//! language of the screen.

use super::Key;

/// The letters that say yes and no: Latin and Cyrillic, lower case.
const YES_LETTERS: [char; 2] = ['y', 'д'];
const NO_LETTERS: [char; 2] = ['n', 'н'];

/// Capital letters that are no answer, though their lower case is: they begin moves. `N` is
/// a knight, and `Н` looks like the `H` of a move typed with caps lock on (`Н4`), so a move
/// typed while a question waits is never taken for an answer and the rest of it for a move.
const MOVE_CAPITALS: [char; 2] = ['N', 'Н'];

/// The words that say yes and no in a line: English and Russian, lower case.
const YES_WORDS: [&str; 2] = ["yes", "да"];
const NO_WORDS: [&str; 2] = ["no", "нет"];

/// The answer one key gives: `y` or `д` is yes, in either case; `n` or `н` is no, and so is
/// Esc; Enter gives `enter`, the answer the question names as its default. Anything else,
/// and a capital `N` or `Н` (see [`MOVE_CAPITALS`]), is no answer at all.
pub fn key_answer(key: Key, enter: bool) -> Option<bool> {
    match key {
        Key::Enter => Some(enter),
        Key::Esc => Some(false),
        Key::Char(c) if MOVE_CAPITALS.contains(&c) => None,
        Key::Char(c) => letter_answer(c),
        _ => None,
    }
}

/// The answer a whole line gives: a letter that answers, or `yes`, `no`, `да`, `нет`, in any
/// case and with blanks around it. Anything else, an empty line too, is no answer. (A line
/// is read whole, so a capital `N` is no move in it.)
pub fn line_answer(text: &str) -> Option<bool> {
    let text = text.trim().to_lowercase();
    let mut chars = text.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        return letter_answer(c);
    }
    if YES_WORDS.contains(&text.as_str()) {
        Some(true)
    } else if NO_WORDS.contains(&text.as_str()) {
        Some(false)
    } else {
        None
    }
}

/// The answer a letter gives, in either case.
fn letter_answer(c: char) -> Option<bool> {
    let lower = c.to_lowercase().next().unwrap_or(c);
    if YES_LETTERS.contains(&lower) {
        Some(true)
    } else if NO_LETTERS.contains(&lower) {
        Some(false)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::san;
    use crate::rules::{Position, fen};

    #[test]
    fn both_alphabets_answer_on_one_key() {
        for c in ['y', 'Y', 'д', 'Д'] {
            assert_eq!(key_answer(Key::Char(c), false), Some(true), "{c}");
        }
        for c in ['n', 'н'] {
            assert_eq!(key_answer(Key::Char(c), true), Some(false), "{c}");
        }
        assert_eq!(key_answer(Key::Enter, false), Some(false));
        assert_eq!(key_answer(Key::Enter, true), Some(true));
        assert_eq!(key_answer(Key::Esc, true), Some(false));
        for key in [
            Key::Char('N'),
            Key::Char('Н'),
            Key::Char('К'),
            Key::Char('x'),
            Key::Char('т'),
            Key::Tab,
            Key::CtrlC,
        ] {
            assert_eq!(key_answer(key, true), None, "{key:?}");
        }
    }

    #[test]
    fn both_alphabets_answer_in_a_line() {
        for text in ["y", "Y", " yes ", "Да", "д", "Д"] {
            assert_eq!(line_answer(text), Some(true), "{text}");
        }
        for text in ["n", "N", "NO", "нет", "н", "Н"] {
            assert_eq!(line_answer(text), Some(false), "{text}");
        }
        for text in ["", "  ", "nf3", "yes please", "да нет", "e4"] {
            assert_eq!(line_answer(text), None, "{text}");
        }
    }

    /// A capital letter that begins a move, in any of the ways a move is read (English or
    /// Russian piece letters, caps lock, a look-alike or the Russian layout, suggested), is
    /// no answer: a move typed while a question waits is never half taken for one. (A
    /// lower-case `n` reads as a knight only by leniency, as in `nf3`; it answers.)
    #[test]
    fn no_capital_that_begins_a_move_answers() {
        let positions = [
            Position::startpos(),
            fen::read("r3k2r/pppq1ppp/2n2n2/1Bbpp1B1/4P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 1")
                .expect("valid FEN"),
        ];
        let begins_a_move = |c: char| {
            positions.iter().any(|position| {
                !san::completions(position, &c.to_string()).is_empty()
                    || ["4", "f3", "-O"].iter().any(|rest| {
                        san::suggestion(position, &format!("{c}{rest}")).is_some()
                            || san::parse(position, &format!("{c}{rest}")).is_ok()
                    })
            })
        };
        let capitals: Vec<char> = ('A'..='Z')
            .chain('А'..='Я')
            .filter(|&c| begins_a_move(c))
            .collect();
        for c in ['N', 'Н', 'К', 'B'] {
            assert!(capitals.contains(&c), "{c} begins a move");
        }
        for c in capitals {
            assert_eq!(key_answer(Key::Char(c), false), None, "{c} begins a move");
        }
    }
}
