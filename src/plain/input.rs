//! What a line typed in the line mode is, before it goes to the app: a question about the game
//! (`board`, `where N`, …) or a piece named for a promotion. Answers to questions are the
//! app's (`app::answer`).

use crate::app::{Command, Step};
use crate::i18n::Lang;
use crate::notation::Letters;
use crate::rules::{Piece, Role};
use crate::text::is_invisible;
use crate::vocabulary;

/// A question the players ask about the game, answered by the line mode; nothing changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Query {
    /// The position, the pieces of each rank.
    Board,
    /// The position, every square of each rank.
    BoardList,
    /// Every piece of each side.
    Pieces,
    /// Where the pieces of a kind stand; `None` when the piece named is not one.
    Where(Option<Role>),
    /// The last move, by whom and what it did.
    Last,
    /// Both clocks, and whose runs.
    Clock,
    /// The game so far.
    Moves,
    /// The opening of the moves played, by lichess's book.
    Opening,
    /// The position as FEN.
    Fen,
    /// The commands and queries, from the app's one table.
    Help,
    /// The game in sentences: its time, each side's, the material (what the screen's
    /// charts show).
    Summary,
}

/// The step through the game each stepping word takes, by its key among the line mode's
/// words.
const STEPS: [(&str, Step); 4] = [
    ("previous", Step::Back),
    ("next", Step::On),
    ("start", Step::Start),
    ("end", Step::End),
];

/// The step through the game a line asks for, in any language (a leading `/` is allowed,
/// as for commands): `previous`, `next`, `start`, `end`.
pub(super) fn step_of(text: &str) -> Option<Step> {
    let text = text.trim();
    let text = text.strip_prefix('/').unwrap_or(text).to_lowercase();
    STEPS
        .iter()
        .find(|(key, _)| is(&text, key))
        .map(|&(_, step)| step)
}

/// The word of one of the line mode's questions in `lang`, by its key among the line mode's
/// words (`[line-mode]` of the files of words): `доска` for `board`.
pub(super) fn word(lang: Lang, key: &str) -> &'static str {
    lang.words().word("line-mode", key)
}

/// Whether `typed` is a word of the line mode's whose key is `key`, in any language.
fn is(typed: &str, key: &str) -> bool {
    vocabulary::meaning("line-mode", typed) == Some(key)
}

impl Query {
    /// The question a line asks, if it is one, in any language (a leading `/` is allowed,
    /// as for commands). The app's `help` and `fen` (and their other words) are questions
    /// too: the line mode answers them in lines.
    pub(super) fn parse(text: &str) -> Option<Query> {
        match Command::parse(text) {
            Some(Command::Help) => return Some(Query::Help),
            Some(Command::Fen) => return Some(Query::Fen),
            Some(Command::Charts) => return Some(Query::Summary),
            _ => {}
        }
        let text = text.trim();
        let text = text.strip_prefix('/').unwrap_or(text).to_lowercase();
        let (word, rest) = text
            .split_once(char::is_whitespace)
            .map_or((text.as_str(), ""), |(word, rest)| (word, rest.trim()));
        if is(word, "where") {
            return Some(Query::Where(role_named(rest)));
        }
        let query = match rest {
            "" if is(word, "board") => Query::Board,
            rest if is(word, "board") && is(rest, "list") => Query::BoardList,
            "" if is(word, "pieces") => Query::Pieces,
            "" if is(word, "last") => Query::Last,
            "" if is(word, "clock") => Query::Clock,
            "" if is(word, "moves") => Query::Moves,
            "" if is(word, "opening") => Query::Opening,
            "" if is(word, "summary") => Query::Summary,
            _ => return None,
        };
        Some(query)
    }
}

/// The piece a line chooses for a promotion: a letter (`n`, `Q`, `К`) or a name (`knight`,
/// `ферзь`, `коня`).
pub(super) fn promotion_of(text: &str) -> Option<Role> {
    role_named(text).filter(|role| Role::PROMOTIONS.contains(role))
}

/// Whether a line is a command that starts the clocks again when they are paused (`pause`,
/// `resume`).
pub(super) fn is_pause(text: &str) -> bool {
    matches!(Command::parse(text), Some(Command::Pause | Command::Resume))
}

/// The kind of piece a word names: an English letter (`N`, `n`), another language's (`К`,
/// `Кр`), a figurine (`♘`) or a name in any language (`knight`, `кони`: `[pieces]` of the
/// files of words).
pub(super) fn role_named(text: &str) -> Option<Role> {
    let word: String = text.chars().filter(|&c| !is_invisible(c)).collect();
    let word = word.trim().to_lowercase();
    let mut chars = word.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && let Some(piece) = Piece::from_figurine(c)
    {
        return Some(piece.role);
    }
    let letter = || Letters::every().find_map(|letters| letters.named_by(&word));
    let name = || {
        let key = vocabulary::meaning("pieces", &word)?;
        Role::ALL.into_iter().find(|role| role.name() == key)
    };
    letter().or_else(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_named_by_letter_figurine_or_word_in_either_language() {
        for (text, role) in [
            ("N", Role::Knight),
            ("n", Role::Knight),
            ("K", Role::King),
            ("К", Role::Knight),
            ("Кр", Role::King),
            ("кр", Role::King),
            ("♞", Role::Knight),
            ("♕", Role::Queen),
            ("knights", Role::Knight),
            ("Queen", Role::Queen),
            ("ладьи", Role::Rook),
            ("коня", Role::Knight),
            ("пешек", Role::Pawn),
        ] {
            assert_eq!(role_named(text), Some(role), "{text}");
        }
        for text in ["", "x", "horse", "kn", "♘♘"] {
            assert_eq!(role_named(text), None, "{text}");
        }
        assert_eq!(promotion_of("k"), None, "no promotion to a king");
        assert_eq!(promotion_of("Ф"), Some(Role::Queen));
    }

    #[test]
    fn questions_and_answers_are_read_whole() {
        assert_eq!(Query::parse("board"), Some(Query::Board));
        assert_eq!(Query::parse("/Board  List"), Some(Query::BoardList));
        assert_eq!(
            Query::parse("where N"),
            Some(Query::Where(Some(Role::Knight)))
        );
        assert_eq!(Query::parse("where"), Some(Query::Where(None)));
        assert_eq!(Query::parse("?"), Some(Query::Help));
        assert_eq!(Query::parse("FEN"), Some(Query::Fen));
        assert_eq!(Query::parse("справка"), Some(Query::Help));
        assert_eq!(Query::parse("Доска  списком"), Some(Query::BoardList));
        assert_eq!(
            Query::parse("где конь"),
            Some(Query::Where(Some(Role::Knight)))
        );
        assert_eq!(Query::parse("часы"), Some(Query::Clock));
        assert_eq!(Query::parse("Opening"), Some(Query::Opening));
        assert_eq!(Query::parse("дебют"), Some(Query::Opening));
        assert_eq!(word(Lang::Ru, "moves"), "ходы");
        assert_eq!(Query::parse("board it"), None);
        assert_eq!(Query::parse("e4"), None);
        assert!(is_pause("resume") && is_pause("/pause") && !is_pause("e4"));
    }

    /// Every question, step and piece the line mode reads has its words in every language.
    #[test]
    fn every_word_of_the_line_mode_has_a_word_in_every_language() {
        let questions = [
            "board", "list", "pieces", "where", "last", "clock", "moves", "opening", "summary",
        ];
        let steps = STEPS.map(|(key, _)| key);
        vocabulary::assert_keys("line-mode", &[&questions[..], &steps[..]].concat());
        vocabulary::assert_keys("pieces", &Role::ALL.map(Role::name));
    }

    #[test]
    fn steps_through_the_game_are_words_of_either_language() {
        for (text, step) in [
            ("previous", Some(Step::Back)),
            ("Next", Some(Step::On)),
            ("/start", Some(Step::Start)),
            ("end", Some(Step::End)),
            ("предыдущий", Some(Step::Back)),
            ("следующий", Some(Step::On)),
            ("Начало", Some(Step::Start)),
            ("конец", Some(Step::End)),
            ("назад", None),
            ("next move", None),
            ("e4", None),
        ] {
            assert_eq!(step_of(text), step, "{text}");
        }
    }
}
