//! Yes and no: the one place that says which keys and words answer a yes-or-no question, on
//! the screen, in the line mode and before the screen opens. A line is read in every
//! language (`[yes-no]` of the files of words); a key in the language of the screen
//! (`[answer-keys]`), whose keys are chosen so that a keyboard in the other layout never turns
//! a no into a yes: on a Russian keyboard `y` and `н` share a key, so on the Russian screen
//! `y` is no, the answer that changes nothing; and a capital that begins a move answers
//! nothing.

use super::Key;
use crate::i18n::Lang;
use crate::vocabulary::{self, Meaning};

/// The keys that answer a yes-or-no question on a screen, as its language's words list them
/// (`[answer-keys]`: one string of keys each).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum AnswerKeys {
    Yes,
    No,
}

/// The answer to a yes-or-no question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// Yes: what was asked is done.
    Yes,
    /// No: nothing changes.
    No,
}

impl Meaning for AnswerKeys {
    const TABLE: &'static str = "answer-keys";
    const ALL: &'static [AnswerKeys] = &[AnswerKeys::Yes, AnswerKeys::No];

    fn key(self) -> &'static str {
        match self {
            AnswerKeys::Yes => "yes",
            AnswerKeys::No => "no",
        }
    }
}

/// The answer one key gives on a screen in `lang`: its keys of yes and no, as pressed
/// (`y`, `Y`, `д`, `Д` and `n`, `н`, `т` on the English screen); Esc is no, and Enter gives
/// `enter`, the answer the question names as its default. Anything else, and a capital that
/// begins a move (`N`, `Т`, `Н`), is no answer at all, so a move typed while a question
/// waits is never taken for an answer and the rest of it for a move.
pub fn key_answer(key: Key, enter: Answer, lang: Lang) -> Option<Answer> {
    match key {
        Key::Enter => Some(enter),
        Key::Esc => Some(Answer::No),
        Key::Char(c) => {
            let keys = |answer| lang.words().word(answer).contains(c);
            if keys(AnswerKeys::No) {
                Some(Answer::No)
            } else if keys(AnswerKeys::Yes) {
                Some(Answer::Yes)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// The answer a whole line gives, in any language: `y`, `yes`, `д` or `да` is yes, `n`, `no`,
/// `н` or `нет` no, in any case and with blanks around it. Anything else, an empty line too, is
/// no answer. (A line is read whole, and its letters are seen or heard before it is entered,
/// so it is read by its letters and not by the keys of one key's answer; a capital `N` is no
/// move in it.)
pub fn line_answer(text: &str) -> Option<Answer> {
    vocabulary::yes_or_no(text).map(|yes| if yes { Answer::Yes } else { Answer::No })
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

    /// Every language has keys for yes and for no, and none of its keys answers both.
    #[test]
    fn every_language_has_keys_for_yes_and_no() {
        vocabulary::assert_complete::<AnswerKeys>();
        for lang in Lang::ALL {
            let yes = lang.words().word(AnswerKeys::Yes);
            let no = lang.words().word(AnswerKeys::No);
            assert!(
                !yes.chars().any(|key| no.contains(key)),
                "{lang}: {yes} {no}"
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
