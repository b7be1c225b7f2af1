//! What a line typed in the line mode is, before it goes to the app: a question about the game
//! (`board`, `where N`, …) or a piece named for a promotion. Answers to questions are the
//! app's (`app::answer`).

use crate::app::{Command, Step};
use crate::i18n::Lang;
use crate::notation::Letters;
use crate::rules::{Piece, Role};
use crate::text::is_invisible;
use crate::vocabulary::{self, Meaning};

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
    /// What each side holds in its pocket, in crazyhouse.
    Pocket,
    /// The checks each side has given, in three-check.
    Checks,
    /// The position as FEN.
    Fen,
    /// The commands and queries, from the app's one table.
    Help,
    /// The game in sentences: its time, each side's, the material (what the screen's
    /// charts show).
    Summary,
}

/// A word of the line mode's own (`[line-mode]` of the files of words): its questions, the
/// word that asks for every square, and the words that step through the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum LineWord {
    Board,
    List,
    Pieces,
    Where,
    Last,
    Clock,
    Moves,
    Opening,
    Pocket,
    Checks,
    Summary,
    Step(Step),
}

impl Meaning for LineWord {
    const TABLE: &'static str = "line-mode";
    const ALL: &'static [LineWord] = &[
        LineWord::Board,
        LineWord::List,
        LineWord::Pieces,
        LineWord::Where,
        LineWord::Last,
        LineWord::Clock,
        LineWord::Moves,
        LineWord::Opening,
        LineWord::Pocket,
        LineWord::Checks,
        LineWord::Summary,
        LineWord::Step(Step::Back),
        LineWord::Step(Step::On),
        LineWord::Step(Step::Start),
        LineWord::Step(Step::End),
    ];

    fn key(self) -> &'static str {
        match self {
            LineWord::Board => "board",
            LineWord::List => "list",
            LineWord::Pieces => "pieces",
            LineWord::Where => "where",
            LineWord::Last => "last",
            LineWord::Clock => "clock",
            LineWord::Moves => "moves",
            LineWord::Opening => "opening",
            LineWord::Pocket => "pocket",
            LineWord::Checks => "checks",
            LineWord::Summary => "summary",
            LineWord::Step(Step::Back) => "previous",
            LineWord::Step(Step::On) => "next",
            LineWord::Step(Step::Start) => "start",
            LineWord::Step(Step::End) => "end",
        }
    }
}

/// A kind of piece by its name, as the line mode reads it (`[pieces]`: `knights`, `коня`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct PieceName(Role);

impl Meaning for PieceName {
    const TABLE: &'static str = "pieces";
    const ALL: &'static [PieceName] = &[
        PieceName(Role::King),
        PieceName(Role::Queen),
        PieceName(Role::Rook),
        PieceName(Role::Bishop),
        PieceName(Role::Knight),
        PieceName(Role::Pawn),
    ];

    fn key(self) -> &'static str {
        self.0.name()
    }
}

/// The step through the game a line asks for, in any language (a leading `/` is allowed,
/// as for commands): `previous`, `next`, `start`, `end`.
pub(super) fn step_of(text: &str) -> Option<Step> {
    let text = text.trim();
    let text = text.strip_prefix('/').unwrap_or(text);
    match vocabulary::read(text)? {
        LineWord::Step(step) => Some(step),
        _ => None,
    }
}

/// The word of one of the line mode's own in `lang`: `доска` for [`LineWord::Board`].
pub(super) fn word(lang: Lang, word: LineWord) -> &'static str {
    lang.words().word(word)
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
        let query = match (vocabulary::read(word)?, rest) {
            (LineWord::Where, rest) => Query::Where(role_named(rest)),
            (LineWord::Board, "") => Query::Board,
            (LineWord::Board, rest) if vocabulary::read(rest) == Some(LineWord::List) => {
                Query::BoardList
            }
            (LineWord::Pieces, "") => Query::Pieces,
            (LineWord::Last, "") => Query::Last,
            (LineWord::Clock, "") => Query::Clock,
            (LineWord::Moves, "") => Query::Moves,
            (LineWord::Opening, "") => Query::Opening,
            (LineWord::Pocket, "") => Query::Pocket,
            (LineWord::Checks, "") => Query::Checks,
            (LineWord::Summary, "") => Query::Summary,
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
    let name = || vocabulary::read(&word).map(|PieceName(role)| role);
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
        assert_eq!(word(Lang::Ru, LineWord::Moves), "ходы");
        assert_eq!(Query::parse("board it"), None);
        assert_eq!(Query::parse("e4"), None);
        assert!(is_pause("resume") && is_pause("/pause") && !is_pause("e4"));
    }

    /// Every question, step and piece the line mode reads has its words in every language.
    #[test]
    fn every_word_of_the_line_mode_has_a_word_in_every_language() {
        vocabulary::assert_complete::<LineWord>();
        vocabulary::assert_complete::<PieceName>();
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
