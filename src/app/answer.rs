//! Yes and no: the one place that says which keys and words answer a yes-or-no question, on
//! the screen, in the line mode and before the screen opens. Both alphabets work whatever the
//! language of the screen, read so that a keyboard in the other layout never turns a no into
//! a yes: on a Russian keyboard `y` and `н` share a key, so a letter that could be either
//! answer is read as no, the answer that changes nothing.

use super::Key;
use crate::i18n::Lang;

/// The answer to a yes-or-no question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// Yes: what was asked is done.
    Yes,
    /// No: nothing changes.
    No,
}

/// Capital letters that are no answer, though their lower case is: they begin moves. `N` is
/// a knight, `Т` is `N` typed with the Russian layout on, and `Н` looks like the `H` of a
/// move typed with caps lock on (`Н4`), so a move typed while a question waits is never
/// taken for an answer and the rest of it for a move.
const MOVE_CAPITALS: [char; 3] = ['N', 'Т', 'Н'];

/// The words that say yes and no in a line: English and Russian, lower case.
const YES_WORDS: [&str; 4] = ["y", "yes", "д", "да"];
const NO_WORDS: [&str; 4] = ["n", "no", "н", "нет"];

/// The answer one key gives on a screen in `lang` (see [`letter_answer`]); Esc is no, and
/// Enter gives `enter`, the answer the question names as its default. Anything else, and a
/// capital that begins a move (see [`MOVE_CAPITALS`]), is no answer at all.
pub fn key_answer(key: Key, enter: Answer, lang: Lang) -> Option<Answer> {
    match key {
        Key::Enter => Some(enter),
        Key::Esc => Some(Answer::No),
        Key::Char(c) if MOVE_CAPITALS.contains(&c) => None,
        Key::Char(c) => letter_answer(c, lang),
        _ => None,
    }
}

/// The answer a whole line gives: `y`, `yes`, `д` or `да` is yes, `n`, `no`, `н` or `нет`
/// no, in any case and with blanks around it. Anything else, an empty line too, is no
/// answer. (A line is read whole, and its letters are seen or heard before it is entered, so
/// it is read by its letters and not by the keys of one key's answer; a capital `N` is no move
/// in it.)
pub fn line_answer(text: &str) -> Option<Answer> {
    let text = text.trim().to_lowercase();
    if YES_WORDS.contains(&text.as_str()) {
        Some(Answer::Yes)
    } else if NO_WORDS.contains(&text.as_str()) {
        Some(Answer::No)
    } else {
        None
    }
}

/// The answer a letter gives, in either case. `д` is yes and `n` is no everywhere. The key of
/// `y` is the key of `н`: on the English screen `y` is yes, and `н` (the Russian no, or `y`
/// typed with the Russian layout on) is no; on the Russian screen `н` is no, and so is `y`
/// (the same key with the Latin layout on, as it is while moves are typed), while `l` (the
/// key of `д` in that layout) is yes. `т`, the key of `n` in the Russian layout, is no.
fn letter_answer(c: char, lang: Lang) -> Option<Answer> {
    let lower = c.to_lowercase().next().unwrap_or(c);
    match (lang, lower) {
        (_, 'д') | (Lang::En, 'y') | (Lang::Ru, 'l') => Some(Answer::Yes),
        (_, 'n' | 'н' | 'т') | (Lang::Ru, 'y') => Some(Answer::No),
        _ => None,
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
            assert_eq!(
                key_answer(Key::Char(c), Answer::No, Lang::En),
                Some(Answer::Yes),
                "{c}"
            );
        }
        for c in ['д', 'Д', 'l', 'L'] {
            assert_eq!(
                key_answer(Key::Char(c), Answer::No, Lang::Ru),
                Some(Answer::Yes),
                "{c}"
            );
        }
        for lang in Lang::ALL {
            for c in ['n', 'н', 'т'] {
                assert_eq!(
                    key_answer(Key::Char(c), Answer::Yes, lang),
                    Some(Answer::No),
                    "{c}"
                );
            }
            assert_eq!(key_answer(Key::Enter, Answer::No, lang), Some(Answer::No));
            assert_eq!(key_answer(Key::Enter, Answer::Yes, lang), Some(Answer::Yes));
            assert_eq!(key_answer(Key::Esc, Answer::Yes, lang), Some(Answer::No));
        }
        for key in [
            Key::Char('N'),
            Key::Char('Н'),
            Key::Char('К'),
            Key::Char('x'),
            Key::Char('Т'),
            Key::Tab,
            Key::CtrlC,
        ] {
            for lang in Lang::ALL {
                assert_eq!(key_answer(key, Answer::Yes, lang), None, "{key:?}");
            }
        }
        assert_eq!(key_answer(Key::Char('l'), Answer::Yes, Lang::En), None);
    }

    /// On a Russian keyboard `y` and `н` are one key, `n` and `т` another, `д` and `l` a
    /// third: whichever layout is on, the key a player presses for no never answers yes (`н`
    /// on the Russian screen, `n` on either).
    #[test]
    fn the_key_of_no_never_says_yes_in_either_layout() {
        for (lang, keys) in [
            (Lang::Ru, &[('н', 'y'), ('т', 'n')][..]),
            (Lang::En, &[('т', 'n')][..]),
        ] {
            for &(russian, latin) in keys {
                for c in [russian, latin] {
                    assert_ne!(
                        key_answer(Key::Char(c), Answer::No, lang),
                        Some(Answer::Yes),
                        "{c} {lang}"
                    );
                }
            }
        }
        // The key of yes on the Russian screen is yes in either layout.
        for c in ['д', 'l'] {
            assert_eq!(
                key_answer(Key::Char(c), Answer::No, Lang::Ru),
                Some(Answer::Yes),
                "{c}"
            );
        }
    }

    #[test]
    fn both_alphabets_answer_in_a_line() {
        for text in ["y", "Y", " yes ", "Да", "д", "Д"] {
            assert_eq!(line_answer(text), Some(Answer::Yes), "{text}");
        }
        for text in ["n", "N", "NO", "нет", "н", "Н"] {
            assert_eq!(line_answer(text), Some(Answer::No), "{text}");
        }
        for text in ["", "  ", "nf3", "yes please", "да нет", "e4", "l", "т"] {
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
            for lang in Lang::ALL {
                assert_eq!(
                    key_answer(Key::Char(c), Answer::No, lang),
                    None,
                    "{c} begins a move"
                );
            }
        }
    }
}
