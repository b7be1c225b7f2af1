//! A tournament's games as PGN, and its broadcast folder, laid out as lichess's broadcaster
//! reads one: each game in `round-N/game-M.pgn` (M its board), and every game so far in
//! `games.pgn`, each file written whole, atomically, so that a reader never sees half of
//! one. The game being played is written there each time it is saved ([`Broadcasting`]);
//! results entered by hand, and the end of a game, write the folder again ([`broadcast`]).

use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::{Board, GameId, Kept, Score, Tournament};
use crate::game::pgn::export;
use crate::game::{Header, TimedGame};
use crate::phrase;
use crate::sentence::{Phrase, Sentence};
use crate::store::{self, WriteError};

/// The file of every game so far, in the broadcast folder.
const ALL_GAMES: &str = "games.pgn";

/// Why a broadcast folder could not be written.
#[derive(Debug, thiserror::Error)]
pub struct BroadcastError {
    /// The broadcast folder.
    pub dir: PathBuf,
    /// What went wrong there.
    pub reason: WriteError,
}

impl Sentence for BroadcastError {
    fn phrase(&self) -> Phrase<'_> {
        phrase!(
            "broadcast-failed",
            dir = self.dir.display().to_string(),
            reason = self.reason.phrase()
        )
    }
}

crate::i18n::english_display!(BroadcastError);

/// Writes the broadcast folder of `tournament`, if it has one: a file for each game with a
/// result or a file (its moves read from `games`, the folder of saved games), and
/// `games.pgn`.
pub fn broadcast(tournament: &Tournament, games: &Path) -> Result<(), BroadcastError> {
    let Some(dir) = &tournament.broadcast else {
        return Ok(());
    };
    let texts = game_texts(tournament, games);
    let failed = |reason| BroadcastError {
        dir: dir.clone(),
        reason,
    };
    for (id, text) in &texts {
        write_game(dir, *id, text).map_err(failed)?;
    }
    write_all_games(dir, &texts).map_err(failed)
}

/// The path of the game `id` in the broadcast folder `dir`.
fn game_path(dir: &Path, id: GameId) -> PathBuf {
    dir.join(format!("round-{}", id.round))
        .join(format!("game-{}.pgn", id.board))
}

/// Writes `text` as the game `id` in `dir`, making its round's folder (and `dir`) first.
fn write_game(dir: &Path, id: GameId, text: &str) -> Result<(), WriteError> {
    let path = game_path(dir, id);
    if let Some(round) = path.parent() {
        fs::create_dir_all(round)?;
    }
    store::replace_text(&path, text).map(drop)
}

/// Writes every game of `texts` into `games.pgn` of `dir`.
fn write_all_games(dir: &Path, texts: &[(GameId, String)]) -> Result<(), WriteError> {
    fs::create_dir_all(dir)?;
    store::replace_text(&dir.join(ALL_GAMES), &all_games(texts)).map(drop)
}

/// The game `id` of a tournament being played, broadcast as it is saved: its own file from
/// the game as it stands, and `games.pgn` from it and the tournament's other games. The
/// others are read from their files once, and again only after the tournament changed (a
/// result entered meanwhile), so a move costs the same whatever the number of games.
pub struct Broadcasting {
    /// Where the tournament is kept.
    kept: Kept,
    /// The tournament's name.
    name: String,
    /// The game played.
    id: GameId,
    /// The folder of saved games.
    games: PathBuf,
    /// The broadcast folder.
    dir: PathBuf,
    /// The texts of the tournament's games as last read, with the kept tournaments' time of
    /// change then.
    others: Option<(Option<SystemTime>, GameTexts)>,
}

impl Broadcasting {
    /// The broadcast of the game `id` of `tournament`, kept on `kept`, its games saved in
    /// `games`; `None` when the tournament has no broadcast folder.
    pub fn of(
        tournament: &Tournament,
        kept: Kept,
        id: GameId,
        games: &Path,
    ) -> Option<Broadcasting> {
        Some(Broadcasting {
            kept,
            name: tournament.name.clone(),
            id,
            games: games.to_path_buf(),
            dir: tournament.broadcast.clone()?,
            others: None,
        })
    }

    /// Reads the texts of the tournament's games again when the tournament changed since
    /// they were last read (they stay as they were when it cannot be read).
    fn refresh_others(&mut self) {
        let changed = self.kept.changed_at();
        let stale = self
            .others
            .as_ref()
            .is_none_or(|(seen, _)| *seen != changed);
        if stale && let Ok(tournament) = self.kept.load(&self.name) {
            self.others = Some((changed, game_texts(&tournament, &self.games)));
        }
    }

    fn write_both(&mut self, timed: &TimedGame, header: &Header) -> Result<(), WriteError> {
        let text = format!("{}\n", export(timed.game(), header).trim_end());
        write_game(&self.dir, self.id, &text)?;
        self.refresh_others();
        let texts = &mut self.others.get_or_insert_with(|| (None, Vec::new())).1;
        match texts.binary_search_by_key(&self.id, |(other, _)| *other) {
            Ok(at) => texts[at].1 = text,
            Err(at) => texts.insert(at, (self.id, text)),
        }
        write_all_games(&self.dir, texts)
    }

    /// Writes `timed` with its tags `header`, as just saved, into the broadcast folder.
    pub fn write(&mut self, timed: &TimedGame, header: &Header) -> Result<(), BroadcastError> {
        self.write_both(timed, header)
            .map_err(|reason| BroadcastError {
                dir: self.dir.clone(),
                reason,
            })
    }
}

/// Every game of `tournament` with a result or a file, round by round ([`game_texts`]), as
/// one PGN text: `hotseat tournament pgn`.
pub fn games_pgn(tournament: &Tournament, games: &Path) -> String {
    all_games(&game_texts(tournament, games))
}

/// The PGN text of each game of a tournament, in the order of its rounds and boards.
type GameTexts = Vec<(GameId, String)>;

/// Every game with a result or a file, round by round, each as PGN with its `Event`,
/// `Round "2.1"` and players' tags: a game played here with its moves and tags from its file
/// in `games` (the folder of saved games, where `play` made it with them); a game entered by
/// hand, or whose file is gone or holds another result, as its tags and result alone (a
/// forfeit with a comment that says so).
fn game_texts(tournament: &Tournament, games: &Path) -> GameTexts {
    let mut texts = Vec::new();
    for (id, board) in tournament.games() {
        let played = board
            .file
            .as_deref()
            .and_then(|file| store::load(&games.join(file), 1, tournament.draw_rules).ok());
        let text = match (played, board.result) {
            (Some(saved), result) if result.is_none() || fits(&saved.timed, board) => {
                export(saved.timed.game(), &saved.header)
            }
            (_, Some(score)) => without_moves(tournament, id, board, score),
            (_, None) => continue,
        };
        texts.push((id, format!("{}\n", text.trim_end())));
    }
    texts
}

/// The games' texts one after the other, a blank line between two.
fn all_games(texts: &[(GameId, String)]) -> String {
    let texts: Vec<&str> = texts.iter().map(|(_, text)| text.as_str()).collect();
    texts.join("\n")
}

/// Whether the game of a file ended as the table says.
fn fits(timed: &TimedGame, board: &Board) -> bool {
    let result = timed.outcome().map(|outcome| outcome.result.pgn());
    result.is_some() && result == board.result.map(Score::pgn)
}

/// A game without moves: its tags and the result the table gives it.
fn without_moves(tournament: &Tournament, id: GameId, board: &Board, score: Score) -> String {
    let tag = |name: &str, value: &str| {
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        format!("[{name} \"{value}\"]\n")
    };
    let header = tournament.header(id, board);
    let mut text = String::new();
    text.push_str(&tag("Event", &header.event));
    text.push_str(&tag("Site", &header.site));
    text.push_str(&tag("Date", &tournament.date));
    text.push_str(&tag("Round", &header.round));
    text.push_str(&tag("White", &header.names.white));
    text.push_str(&tag("Black", &header.names.black));
    text.push_str(&tag("Result", score.pgn()));
    text.push('\n');
    if !score.is_played() {
        text.push_str("{ forfeit } ");
    }
    text.push_str(score.pgn());
    text.push('\n');
    text
}
