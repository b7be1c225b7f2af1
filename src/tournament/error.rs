//! Why a tournament refused what it was asked: each a sentence of the `errors` catalogue.

use super::{GameId, MAX_MATCH_GAMES, MAX_PLAYERS, Score};
use crate::game::choices::NameError;
use crate::phrase;
use crate::sentence::{Phrase, Sentence};

/// What a tournament cannot do, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// The tournament's name is no name.
    BadName(NameError),
    /// A player's name, as typed, is no name.
    BadPlayer {
        /// The name as typed.
        text: String,
        /// What is wrong with it.
        why: NameError,
    },
    /// Two players of one name.
    SameName(String),
    /// Fewer than two players.
    TooFewPlayers,
    /// More than [`MAX_PLAYERS`].
    TooManyPlayers(usize),
    /// `--double` for two players, whose match counts its games with `--games`.
    DoubleMatch,
    /// `--games` for three players or more.
    GamesForRoundRobin,
    /// A match of no games, or more than [`MAX_MATCH_GAMES`].
    MatchGames(u32),
    /// The games of a match, as typed, that are not a number of them.
    MatchGamesText(String),
    /// No player of this name plays.
    NoSuchPlayer(String),
    /// `ROUND.BOARD` that is not one.
    BadGameId(String),
    /// No round of that number.
    NoSuchRound {
        /// The round asked for.
        round: u32,
        /// How many rounds there are.
        rounds: usize,
    },
    /// No board of that number in its round.
    NoSuchBoard {
        /// The game asked for.
        id: GameId,
        /// How many boards the round has.
        boards: usize,
    },
    /// A result in a form that is none.
    BadResult(String),
    /// The game has its result already.
    AlreadyPlayed {
        /// The game.
        id: GameId,
        /// Its result.
        score: Score,
    },
    /// The player has left the tournament.
    Withdrawn(String),
    /// Another program opened the game meanwhile, with a file of its own.
    LinkedElsewhere(GameId),
    /// Every game has its result, or none can be played now.
    NothingToPlay,
}

impl Sentence for TournamentError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            TournamentError::BadName(why) => phrase!("tournament-bad-name", reason = why.phrase()),
            TournamentError::BadPlayer { text, why } => {
                phrase!("tournament-bad-player", name = text, reason = why.phrase())
            }
            TournamentError::SameName(name) => phrase!("tournament-same-name", name = name),
            TournamentError::TooFewPlayers => phrase!("tournament-too-few"),
            TournamentError::TooManyPlayers(count) => {
                phrase!("tournament-too-many", count = *count, most = MAX_PLAYERS)
            }
            TournamentError::DoubleMatch => phrase!("tournament-double-match"),
            TournamentError::GamesForRoundRobin => phrase!("tournament-games-round-robin"),
            TournamentError::MatchGames(games) => phrase!(
                "tournament-match-games",
                games = u64::from(*games),
                most = u64::from(MAX_MATCH_GAMES)
            ),
            TournamentError::MatchGamesText(text) => phrase!(
                "tournament-match-games-text",
                text = text,
                most = u64::from(MAX_MATCH_GAMES)
            ),
            TournamentError::NoSuchPlayer(name) => phrase!("tournament-no-player", name = name),
            TournamentError::BadGameId(text) => phrase!("tournament-bad-game", text = text),
            TournamentError::NoSuchRound { round, rounds } => phrase!(
                "tournament-no-round",
                round = u64::from(*round),
                rounds = *rounds
            ),
            TournamentError::NoSuchBoard { id, boards } => phrase!(
                "tournament-no-board",
                game = id.to_string(),
                round = u64::from(id.round),
                boards = *boards
            ),
            TournamentError::BadResult(text) => phrase!("tournament-bad-result", text = text),
            TournamentError::AlreadyPlayed { id, score } => phrase!(
                "tournament-already-played",
                game = id.to_string(),
                result = score.text()
            ),
            TournamentError::Withdrawn(name) => phrase!("tournament-withdrawn", name = name),
            TournamentError::LinkedElsewhere(id) => {
                phrase!("tournament-linked-elsewhere", game = id.to_string())
            }
            TournamentError::NothingToPlay => phrase!("tournament-nothing-to-play"),
        }
    }
}

crate::i18n::english_display!(TournamentError);
