//! What a PGN file holds, game by game, to pick one from: the players, the result, the date,
//! the event and the opening of each, read as a stream. At most [`MAX_LISTED`] games are
//! described; the rest are only counted, so that a file of any size is read in bounded
//! memory.

use std::path::Path;

use super::{StoreError, StoreErrorKind, pgn_file};
use crate::game::DrawRules;
use crate::game::pgn::{GamePlayer, Keep};
use crate::notation::pgn::Reader;
use crate::opening::{self, Opening};
use crate::rules::ByColor;

/// The most games of one file that are described; the others are counted.
pub const MAX_LISTED: usize = 10_000;

/// A game of a PGN file, as the list to pick from shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileGame {
    /// Its number in the file, from 1, as `--game N` takes it.
    pub number: u32,
    /// The players, as the file names them (a side's own name when it does not).
    pub names: ByColor<String>,
    /// The result the file gives: `1-0`, `0-1`, `1/2-1/2`, or `*`.
    pub result: String,
    /// The `Date` tag, as written (`2026.11.30`, `????.??.??`).
    pub date: String,
    /// The `Event` tag, as written; empty when there is none.
    pub event: String,
    /// The opening its moves reach, as lichess names it.
    pub opening: Option<Opening>,
}

/// The games of a PGN file: the first [`MAX_LISTED`] described, and how many it holds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Contents {
    /// The games described, in the order of the file.
    pub games: Vec<FileGame>,
    /// How many games the file holds.
    pub total: u32,
}

impl Contents {
    /// Whether every game of the file is described (none only counted).
    pub fn is_whole(&self) -> bool {
        self.games.len() == self.total as usize
    }
}

/// Reads what the PGN file at `path` holds. A game whose moves cannot all be played is
/// described as far as they go; a file whose text cannot be read as PGN is an error, and one
/// where no game has a tag, a move or a result (text, bytes) holds no game.
pub fn contents(path: &Path) -> Result<Contents, StoreError> {
    let file = pgn_file::open(path)?;
    let pgn_error = |source| StoreError::new(path, StoreErrorKind::Pgn(source));
    let mut reader = Reader::new(file);
    let mut games = GamePlayer::new(DrawRules::Fide, Keep::Everything);
    let mut contents = Contents::default();
    let mut any_game = false;
    while contents.games.len() < MAX_LISTED {
        let Some(_played) = reader.read_game(&mut games).map_err(pgn_error)? else {
            return Ok(if any_game {
                contents
            } else {
                Contents::default()
            });
        };
        any_game |= is_a_game(&games);
        contents.total += 1;
        contents.games.push(described(&games, contents.total));
    }
    while reader.skip_game().map_err(pgn_error)? {
        contents.total += 1;
    }
    Ok(contents)
}

/// Whether what was just read is a game: it has a tag, a move that could be played or a
/// result. Words that are no moves, or bytes, are none.
fn is_a_game(games: &GamePlayer) -> bool {
    !games.tags().is_empty() || !games.game().plies().is_empty() || games.result_token().is_some()
}

/// The game just read, numbered `number`.
fn described(games: &GamePlayer, number: u32) -> FileGame {
    let tag = |name: &str| games.tag(name).map(str::to_string);
    FileGame {
        number,
        names: games.players(),
        result: tag("Result")
            .or_else(|| games.result_token().map(str::to_string))
            .unwrap_or_else(|| "*".to_string()),
        date: tag("Date").unwrap_or_else(|| "????.??.??".to_string()),
        event: tag("Event").unwrap_or_default(),
        opening: opening::of_game(games.game()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, text: &str) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!(
            "hotseat-contents-{name}-{}.pgn",
            std::process::id()
        ));
        std::fs::write(&path, text).expect("a file");
        path
    }

    #[test]
    fn each_game_is_described_by_its_tags_and_opening() {
        let path = file(
            "two",
            "[Event \"Club\"]\n[Date \"2026.11.30\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n\
             [Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n\
             [White \"\"]\n\n1. d4 *\n",
        );
        let read = contents(&path).expect("a PGN file");
        assert_eq!(read.total, 2);
        let first = &read.games[0];
        assert_eq!(first.number, 1);
        assert_eq!(
            (first.names.white.as_str(), first.names.black.as_str()),
            ("Anna", "Boris")
        );
        assert_eq!(first.result, "1-0");
        assert_eq!(first.date, "2026.11.30");
        assert_eq!(first.event, "Club");
        assert_eq!(first.opening.map(|o| o.eco), Some("C70"));
        let second = &read.games[1];
        assert_eq!(
            second.names.white, "White",
            "a side's own name when none is given"
        );
        assert_eq!(second.result, "*");
        assert_eq!(second.date, "????.??.??");
        assert_eq!(second.opening.map(|o| o.name), Some("Queen's Pawn Game"));
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn text_and_bytes_hold_no_game() {
        let bytes: Vec<u8> = (0..=255u8).cycle().take(2000).collect();
        for (name, text) in [
            ("words", "hello world\nthis is not a game\n".as_bytes()),
            ("bytes", &bytes),
        ] {
            let path = file(name, "");
            std::fs::write(&path, text).expect("a file");
            assert_eq!(contents(&path).ok(), Some(Contents::default()), "{name}");
            let _ = std::fs::remove_file(path);
        }
        let path = file("result", "*\n");
        assert_eq!(contents(&path).map(|read| read.total).ok(), Some(1));
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn a_file_that_is_not_there_is_an_error() {
        let missing = std::env::temp_dir().join("hotseat-contents-no-such-file.pgn");
        assert!(contents(&missing).is_err());
    }
}
