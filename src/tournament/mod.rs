//! A club's tournament at one computer: a match of two players or a round robin by FIDE's
//! Berger tables, its results (forfeits and withdrawals too), and its standings by FIDE's
//! tie-breaks. A model with no clock and no terminal; [`Kept`] keeps it, as the text
//! [`Tournament::to_text`] writes, on a shelf of the store beside the games, and the command
//! line and the screens read it.

mod berger;
mod broadcast;
mod error;
mod kept;
mod standings;
mod table;
mod text;
mod trf;

use std::fmt;
use std::path::PathBuf;

pub use broadcast::{BroadcastError, Broadcasting, broadcast, games_pgn};
pub use error::TournamentError;
pub use kept::{Kept, KeptError};
pub use standings::{Standing, Tiebreak, TiebreakError, read_tiebreaks};
pub use table::{
    board_line, crosstable, current_round_words, half_points, kind_words, next_game_line,
    pairing_line, standings_words,
};
pub use trf::trf;

use crate::game::choices::read_name;
use crate::game::outcome::GameResult;
use crate::game::time_control::TimeControl;
use crate::game::{DrawRules, GameVariant, Header};
use crate::rules::{ByColor, Color};

/// The most players a round robin takes: FIDE's tables go to sixteen.
pub const MAX_PLAYERS: usize = 16;

/// The most games a match takes.
pub const MAX_MATCH_GAMES: u32 = 100;

/// The games of a match when `--games` is not given: one with each colour.
pub const DEFAULT_MATCH_GAMES: u32 = 2;

/// A tournament: its players, its rounds with their results, and how it is played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    /// Its name, as typed at `new`: how every command finds it.
    pub name: String,
    /// The players, in the order of their numbers (from 1).
    pub players: Vec<Player>,
    /// A match or a round robin.
    pub format: Format,
    /// The control every game is played with.
    pub control: TimeControl,
    /// The draw rules of every game.
    pub draw_rules: DrawRules,
    /// Which chess every game plays: a variant from its usual start, or Chess960 (a start
    /// drawn for each game).
    pub variant: GameVariant,
    /// The tie-breaks, in the order they decide.
    pub tiebreaks: Vec<Tiebreak>,
    /// The day it was made, `YYYY.MM.DD`.
    pub date: String,
    /// The rounds, with their boards.
    pub rounds: Vec<Round>,
    /// The folder its games are broadcast to, as lichess's broadcaster reads one
    /// (`round-N/game-M.pgn` and `games.pgn`), when the arbiter gave one.
    pub broadcast: Option<PathBuf>,
}

/// A player of a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The name, unique in the tournament (letters' case aside).
    pub name: String,
    /// How the player left the tournament, if so.
    pub withdrawn: Option<Withdrawal>,
}

/// What a withdrawal does to a player's games, as FIDE says (General Regulations for
/// Competitions): a player who has played less than half of the games has every result
/// taken out of the standings; one who has played half or more keeps them, and the games
/// left are lost by forfeit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Withdrawal {
    /// Fewer than half of the games played: none of them counts.
    Annulled,
    /// Half or more played: they count, and the rest are forfeits.
    Forfeited,
}

/// How a tournament pairs its players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Everyone meets everyone, by the Berger tables; `double`: twice, colours reversed.
    RoundRobin {
        /// Whether each pairing is played twice.
        double: bool,
    },
    /// Two players, this many games, colours alternating, the first player White first.
    Match {
        /// How many games.
        games: u32,
    },
}

/// One round: its boards, and who has the round off (an odd number of players).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The games, board 1 first.
    pub boards: Vec<Board>,
    /// The player without a game this round.
    pub bye: Option<usize>,
}

/// One game of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// White's number (an index into the players).
    pub white: usize,
    /// Black's number.
    pub black: usize,
    /// The result, once there is one.
    pub result: Option<Score>,
    /// The file of the game in the folder of saved games, once it has been opened to play:
    /// how `play` finds it again.
    pub file: Option<String>,
}

impl Board {
    /// The player of `color`.
    pub fn player(&self, color: Color) -> usize {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Whether `player` plays on this board.
    pub fn has(&self, player: usize) -> bool {
        self.white == player || self.black == player
    }

    /// The colour `player` has on this board, if it plays here.
    pub fn color_of(&self, player: usize) -> Option<Color> {
        if self.white == player {
            Some(Color::White)
        } else if self.black == player {
            Some(Color::Black)
        } else {
            None
        }
    }
}

/// A game's result in the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Played to a finish: `1-0`, `0-1` or a draw.
    Played(GameResult),
    /// Not played: the side given wins by forfeit (`+-`, `-+`).
    Forfeit(Color),
}

impl Score {
    /// The half points `color` gets.
    pub fn halves(self, color: Color) -> u32 {
        match self {
            Score::Played(GameResult::Draw) => 1,
            Score::Played(result) if result.winner() == Some(color) => 2,
            Score::Forfeit(winner) if winner == color => 2,
            _ => 0,
        }
    }

    /// Whether it was played over the board.
    pub fn is_played(self) -> bool {
        matches!(self, Score::Played(_))
    }

    /// The result as typed and as the tools write it: `1-0`, `0-1`, `1/2`, `+-`, `-+`.
    pub fn text(self) -> &'static str {
        match self {
            Score::Played(GameResult::WhiteWins) => "1-0",
            Score::Played(GameResult::BlackWins) => "0-1",
            Score::Played(GameResult::Draw) => "1/2",
            Score::Forfeit(Color::White) => "+-",
            Score::Forfeit(Color::Black) => "-+",
        }
    }

    /// The result as PGN writes it (a forfeit as the win it scores).
    pub fn pgn(self) -> &'static str {
        match self {
            Score::Played(result) => result.pgn(),
            Score::Forfeit(winner) => GameResult::win_for(winner).pgn(),
        }
    }

    /// Reads a result as an arbiter types it: `1-0`, `0-1`, `1/2` (or `1/2-1/2`, `½`, `½-½`,
    /// `=`), `+-` or `-+` (also `+:-`, `-:+`, as FIDE writes forfeits).
    pub fn read(text: &str) -> Option<Score> {
        let score = match text.trim() {
            "1-0" | "1:0" => Score::Played(GameResult::WhiteWins),
            "0-1" | "0:1" => Score::Played(GameResult::BlackWins),
            "1/2" | "1/2-1/2" | "½" | "½-½" | "=" | "0.5" | "0,5" => {
                Score::Played(GameResult::Draw)
            }
            "+-" | "+:-" => Score::Forfeit(Color::White),
            "-+" | "-:+" => Score::Forfeit(Color::Black),
            _ => return None,
        };
        Some(score)
    }
}

/// A game by its round and board, both from 1: `2.1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct GameId {
    /// The round, from 1.
    pub round: u32,
    /// The board, from 1.
    pub board: u32,
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.round, self.board)
    }
}

impl GameId {
    /// Reads `ROUND.BOARD` (`2.1`); a bare round (`3`) is its first board, as a match has
    /// one board a round.
    pub fn read(text: &str) -> Result<GameId, TournamentError> {
        let bad = || TournamentError::BadGameId(text.to_string());
        let number = |part: &str| part.trim().parse::<u32>().ok().filter(|&n| n >= 1);
        let (round, board) = match text.trim().split_once('.') {
            Some((round, board)) => (number(round), number(board)),
            None => (number(text), Some(1)),
        };
        Ok(GameId {
            round: round.ok_or_else(bad)?,
            board: board.ok_or_else(bad)?,
        })
    }
}

/// What a new tournament is to be, as the command line gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// Its name.
    pub name: String,
    /// The players' names, as typed.
    pub players: Vec<String>,
    /// Whether a round robin is double.
    pub double: bool,
    /// The games of a match, when given.
    pub games: Option<u32>,
    /// The control of every game.
    pub control: TimeControl,
    /// The draw rules of every game.
    pub draw_rules: DrawRules,
    /// Which chess every game plays.
    pub variant: GameVariant,
    /// The tie-breaks in their order; `None` for [`Tiebreak::DEFAULT`].
    pub tiebreaks: Option<Vec<Tiebreak>>,
    /// The day it is made, `YYYY.MM.DD`.
    pub date: String,
    /// The folder its games are broadcast to, if any.
    pub broadcast: Option<PathBuf>,
}

#[cfg(test)]
impl Plan {
    /// The plan of the tests' tournaments: `name` between `players`, a single round robin
    /// (a match for two), untimed, under club draw rules, in standard chess, with the default
    /// tie-breaks, made on 2026.12.04, without a broadcast folder.
    pub(crate) fn for_tests(name: &str, players: &[&str]) -> Plan {
        Plan {
            name: name.to_string(),
            players: players.iter().map(|player| player.to_string()).collect(),
            double: false,
            games: None,
            control: TimeControl::untimed(),
            draw_rules: DrawRules::Club,
            variant: GameVariant::default(),
            tiebreaks: None,
            date: "2026.12.04".to_string(),
            broadcast: None,
        }
    }
}

impl Tournament {
    /// The tournament `plan` asks for, its rounds paired: two players play a match of
    /// `games` games (two by default), three or more a round robin. Refused: a name or a
    /// player's name that is no name, one player, more than [`MAX_PLAYERS`], two players of
    /// one name, `--games` for a round robin, `--double` for a match, a match of no games.
    pub fn new(plan: Plan) -> Result<Tournament, TournamentError> {
        let name = read_name(&plan.name).map_err(TournamentError::BadName)?;
        let mut players: Vec<Player> = Vec::with_capacity(plan.players.len());
        for typed in &plan.players {
            let player = read_name(typed).map_err(|why| TournamentError::BadPlayer {
                text: typed.trim().to_string(),
                why,
            })?;
            if players.iter().any(|p| same_name(&p.name, &player)) {
                return Err(TournamentError::SameName(player));
            }
            players.push(Player {
                name: player,
                withdrawn: None,
            });
        }
        if players.len() < 2 {
            return Err(TournamentError::TooFewPlayers);
        }
        if players.len() > MAX_PLAYERS {
            return Err(TournamentError::TooManyPlayers(players.len()));
        }
        let format = if players.len() == 2 {
            if plan.double {
                return Err(TournamentError::DoubleMatch);
            }
            let games = plan.games.unwrap_or(DEFAULT_MATCH_GAMES);
            if !(1..=MAX_MATCH_GAMES).contains(&games) {
                return Err(TournamentError::MatchGames(games));
            }
            Format::Match { games }
        } else {
            if plan.games.is_some() {
                return Err(TournamentError::GamesForRoundRobin);
            }
            Format::RoundRobin {
                double: plan.double,
            }
        };
        let rounds = pairings(players.len(), format);
        Ok(Tournament {
            name,
            players,
            format,
            control: plan.control,
            draw_rules: plan.draw_rules,
            variant: plan.variant,
            tiebreaks: plan.tiebreaks.unwrap_or_else(|| Tiebreak::DEFAULT.to_vec()),
            date: plan.date,
            rounds,
            broadcast: plan.broadcast,
        })
    }

    /// The number of the player named `name` (letters' case aside).
    pub fn player(&self, name: &str) -> Result<usize, TournamentError> {
        self.players
            .iter()
            .position(|player| same_name(&player.name, name))
            .ok_or_else(|| TournamentError::NoSuchPlayer(name.trim().to_string()))
    }

    /// The game `id`, or why there is none.
    pub fn board(&self, id: GameId) -> Result<&Board, TournamentError> {
        let round = (id.round as usize)
            .checked_sub(1)
            .and_then(|index| self.rounds.get(index))
            .ok_or(TournamentError::NoSuchRound {
                round: id.round,
                rounds: self.rounds.len(),
            })?;
        (id.board as usize)
            .checked_sub(1)
            .and_then(|index| round.boards.get(index))
            .ok_or(TournamentError::NoSuchBoard {
                id,
                boards: round.boards.len(),
            })
    }

    fn board_mut(&mut self, id: GameId) -> Result<&mut Board, TournamentError> {
        self.board(id)?;
        Ok(&mut self.rounds[id.round as usize - 1].boards[id.board as usize - 1])
    }

    /// Every game with its id, round by round, board by board.
    pub fn games(&self) -> impl Iterator<Item = (GameId, &Board)> {
        self.rounds.iter().enumerate().flat_map(|(round, boards)| {
            boards.boards.iter().enumerate().map(move |(board, game)| {
                let id = GameId {
                    round: round as u32 + 1,
                    board: board as u32 + 1,
                };
                (id, game)
            })
        })
    }

    /// Whether the game can still be played: no result, and no player who has left.
    pub fn is_to_play(&self, board: &Board) -> bool {
        board.result.is_none()
            && [board.white, board.black]
                .iter()
                .all(|&player| self.players[player].withdrawn.is_none())
    }

    /// The game to play next among those `free` allows (another program may be playing
    /// one): a game begun and left unfinished (cut short, to go on where it stood), else
    /// the first still to be played, round by round, board by board.
    pub fn next_to_play(&self, free: impl Fn(&Board) -> bool) -> Option<GameId> {
        let to_play = || {
            self.games()
                .filter(|(_, board)| self.is_to_play(board) && free(board))
        };
        to_play()
            .find(|(_, board)| board.file.is_some())
            .or_else(|| to_play().next())
            .map(|(id, _)| id)
    }

    /// The round being played: the first with a game still to play; `None` once every game
    /// has its result.
    pub fn current_round(&self) -> Option<u32> {
        self.games()
            .find(|(_, board)| self.is_to_play(board))
            .map(|(id, _)| id.round)
    }

    /// Checks that the game `id` can be opened to play: it exists, has no result, and
    /// neither of its players has left.
    pub fn check_playable(&self, id: GameId) -> Result<&Board, TournamentError> {
        let board = self.board(id)?;
        if let Some(score) = board.result {
            return Err(TournamentError::AlreadyPlayed { id, score });
        }
        self.check_present(board)?;
        Ok(board)
    }

    fn check_present(&self, board: &Board) -> Result<(), TournamentError> {
        for player in [board.white, board.black] {
            if self.players[player].withdrawn.is_some() {
                return Err(TournamentError::Withdrawn(
                    self.players[player].name.clone(),
                ));
            }
        }
        Ok(())
    }

    /// Links the game `id` to its file in the folder of saved games, as it is opened to
    /// play. Refused when it has a result, a player has left, or another file is linked
    /// already (opened by another program meanwhile).
    pub fn link(&mut self, id: GameId, file: &str) -> Result<(), TournamentError> {
        self.check_playable(id)?;
        let board = self.board_mut(id)?;
        match &board.file {
            Some(linked) if linked != file => Err(TournamentError::LinkedElsewhere(id)),
            _ => {
                board.file = Some(file.to_string());
                Ok(())
            }
        }
    }

    /// Records `score` for the game `id`. A game with a result keeps it unless `replacing`
    /// names that very result (which the arbiter was asked about); a game of a player who
    /// has left takes none. Returns the result replaced, if any.
    pub fn record(
        &mut self,
        id: GameId,
        score: Score,
        replacing: Option<Score>,
    ) -> Result<Option<Score>, TournamentError> {
        let board = self.board(id)?;
        let before = board.result;
        match (before, replacing) {
            (None, _) => self.check_present(board)?,
            (Some(existing), Some(replaced)) if existing == replaced => {}
            (Some(existing), _) => {
                return Err(TournamentError::AlreadyPlayed {
                    id,
                    score: existing,
                });
            }
        }
        self.board_mut(id)?.result = Some(score);
        Ok(before)
    }

    /// Withdraws `player` from the tournament, as FIDE says: with fewer than half of the
    /// player's games finished, none of them counts; else they count and each game left
    /// is lost by forfeit. Refused for a player who has left already.
    pub fn withdraw(&mut self, player: usize) -> Result<Withdrawal, TournamentError> {
        if self.players[player].withdrawn.is_some() {
            return Err(TournamentError::Withdrawn(
                self.players[player].name.clone(),
            ));
        }
        let (mut scheduled, mut finished) = (0, 0);
        for (_, board) in self.games().filter(|(_, board)| board.has(player)) {
            scheduled += 1;
            finished += usize::from(board.result.is_some());
        }
        let withdrawal = if finished * 2 < scheduled {
            Withdrawal::Annulled
        } else {
            for round in &mut self.rounds {
                for board in &mut round.boards {
                    if let (Some(color), None) = (board.color_of(player), board.result) {
                        board.result = Some(Score::Forfeit(!color));
                    }
                }
            }
            Withdrawal::Forfeited
        };
        self.players[player].withdrawn = Some(withdrawal);
        Ok(withdrawal)
    }

    /// The standings, in rank order ([`standings::standings`]).
    pub fn standings(&self) -> Vec<Standing> {
        standings::standings(self)
    }

    /// The text this tournament is kept in ([`text`]).
    pub fn to_text(&self) -> String {
        text::write(self)
    }

    /// The tournament kept as `text`; `None` when it is not one.
    pub fn from_text(text: &str) -> Option<Tournament> {
        text::read(text)
    }

    /// The tags of the game `id` on `board`: the tournament as its event, `Round "2.1"`,
    /// the players and the control (undated).
    pub fn header(&self, id: GameId, board: &Board) -> Header {
        Header {
            event: self.name.clone(),
            round: id.to_string(),
            names: ByColor {
                white: self.players[board.white].name.clone(),
                black: self.players[board.black].name.clone(),
            },
            time_control: self.control.clone(),
            ..Header::default()
        }
    }
}

/// Whether two names are the same name: letters' case and the blanks around them aside.
pub fn same_name(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

/// The rounds of `players` players in `format`: the Berger tables for a round robin (again,
/// colours reversed, for a double one), or a match's games, colours alternating.
fn pairings(players: usize, format: Format) -> Vec<Round> {
    let round_of = |pairs: &[(usize, usize)], reversed: bool| {
        let mut round = Round {
            boards: Vec::new(),
            bye: None,
        };
        for &(white, black) in pairs {
            if white >= players || black >= players {
                round.bye = Some(white.min(black));
                continue;
            }
            let (white, black) = if reversed {
                (black, white)
            } else {
                (white, black)
            };
            round.boards.push(Board {
                white,
                black,
                result: None,
                file: None,
            });
        }
        round
    };
    match format {
        Format::Match { games } => (0..games as usize)
            .map(|game| round_of(&[(0, 1)], game % 2 == 1))
            .collect(),
        Format::RoundRobin { double } => {
            let table = berger::rounds(players);
            let cycles = if double { 2 } else { 1 };
            (0..cycles)
                .flat_map(|cycle| table.iter().map(move |pairs| (pairs, cycle == 1)))
                .map(|(pairs, reversed)| round_of(pairs, reversed))
                .collect()
        }
    }
}

#[cfg(test)]
mod tests;
