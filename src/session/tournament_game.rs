//! The game of a tournament played in a session: the tournament's next game (or the one
//! asked for) opened, its file made first with the game's players, control, draw rules and
//! variant and linked to the tournament, so that a game cut short by anything goes on where
//! it stood; its result put into the table the moment it ends; and its broadcast folder
//! written each time it is saved.

use std::path::{Path, PathBuf};
use std::time::{Instant, SystemTime};

use crate::app::{Settings, Start};
use crate::game::{GameVariant, Header, Outcome, TimedGame};
use crate::phrase;
use crate::sentence::{Phrase, Sentence};
use crate::store::{self, GameFile, SavedGame, Store, StoreError};
use crate::tournament::{
    Board, BroadcastError, Broadcasting, GameId, Kept, KeptError, Score, Tournament,
    TournamentError, broadcast,
};

/// A game of a tournament, being played here.
pub struct TournamentGame {
    /// Where the tournament is kept.
    kept: Kept,
    /// The tournament's name.
    name: String,
    /// The game.
    id: GameId,
    /// The folder of saved games, where the tournament's games have their files.
    games: PathBuf,
    /// The game's broadcast, when the tournament has a broadcast folder; and whether writing
    /// it failed (said once).
    broadcasting: Option<(Broadcasting, bool)>,
}

/// A tournament's game opened to play ([`open`]): its file, locked, what it holds, and the
/// game as the tournament's.
pub struct Opened {
    /// The game's file, locked for this program.
    pub file: GameFile,
    /// The game and its tags as the file holds them.
    pub saved: SavedGame,
    /// The game, as one of its tournament.
    pub game: TournamentGame,
}

/// What a result recorded did to the tournament ([`TournamentGame::record`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorded {
    /// Whether the result is new in the table (else it was there already, the same).
    pub new: bool,
    /// The tournament as the result left it.
    pub tournament: Tournament,
    /// The game recorded.
    pub played: GameId,
    /// The game to play next at this computer ([`next_here`]).
    pub next: Option<GameId>,
}

/// Why a tournament's game could not be opened or its result recorded.
#[derive(Debug, thiserror::Error)]
pub enum TournamentGameError {
    /// The tournament could not be read or changed, or refused what was asked.
    Kept(#[from] KeptError),
    /// The game's file could not be made or opened.
    Store(#[from] StoreError),
    /// A result was entered by hand for the game while it was played here, and stays: the
    /// game, the result entered, and the one played.
    EnteredMeanwhile {
        /// The game.
        game: GameId,
        /// The result in the table.
        there: Score,
        /// The result of the game played here.
        played: Score,
    },
}

impl Sentence for TournamentGameError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            TournamentGameError::Kept(error) => error.phrase(),
            TournamentGameError::Store(error) => error.phrase(),
            TournamentGameError::EnteredMeanwhile {
                game,
                there,
                played,
            } => phrase!(
                "tournament-entered-meanwhile",
                game = game.to_string(),
                there = there.text(),
                result = played.text()
            ),
        }
    }
}

crate::i18n::english_display!(TournamentGameError);

/// Opens the game `asked` of the tournament `name` kept beside `store`, or its next game
/// to play (the first without a result that no other program plays): the file it has, or
/// one made now (at `now`, `wall` on the wall clock) with the game's players, control, draw
/// rules and variant, the rest as `settings` has it (`seed` draws a Chess960 start), and
/// linked to the tournament before the game is played.
pub fn open(
    store: &Store,
    name: &str,
    asked: Option<GameId>,
    settings: &Settings,
    seed: u64,
    (now, wall): (Instant, SystemTime),
) -> Result<Opened, TournamentGameError> {
    let kept = Kept::beside(store);
    let tournament = kept.load(name)?;
    let refused = |error: TournamentError| TournamentGameError::Kept(KeptError::Refused(error));
    let id = match asked {
        Some(id) => tournament.check_playable(id).map(|_| id),
        None => next_here(&tournament, store.folder()).ok_or(TournamentError::NothingToPlay),
    }
    .map_err(refused)?;
    let board = tournament.board(id).map_err(refused)?;
    let (file, saved) = match &board.file {
        Some(file) => store.open_game(&store.folder().join(file))?,
        None => {
            let settings = game_settings(settings, &tournament, id);
            let mut random = seed | 1;
            let timed = settings.new_game(&mut random);
            let header = Header {
                flip: Some(settings.flip),
                instant: settings.instant,
                takebacks: settings.takebacks,
                ..tournament.header(id, board).dated(wall)
            };
            let file = store.create(&timed, &header, now, wall)?;
            let linked = store::file_name(file.path());
            if let Err(error) = kept.change(&tournament.name, |found| found.link(id, &linked)) {
                // Another program opened the game meanwhile: the file made for it goes.
                let path = file.path().to_path_buf();
                drop(file);
                let _ = std::fs::remove_file(path);
                return Err(error.into());
            }
            (file, SavedGame { timed, header })
        }
    };
    let game = TournamentGame::new(kept, &tournament, id, store.folder());
    Ok(Opened { file, saved, game })
}

/// The next game of `tournament` to play at this computer: the first without a result
/// that no other program has open (its file is in `games`, the folder of saved games) and
/// whose players are not playing one that another program has open.
pub fn next_here(tournament: &Tournament, games: &Path) -> Option<GameId> {
    let elsewhere = |board: &Board| {
        board
            .file
            .as_deref()
            .is_some_and(|file| store::is_open_elsewhere(&games.join(file)))
    };
    let busy: Vec<usize> = tournament
        .games()
        .filter(|(_, board)| board.result.is_none() && elsewhere(board))
        .flat_map(|(_, board)| [board.white, board.black])
        .collect();
    tournament.next_to_play(|board| {
        !elsewhere(board) && !busy.contains(&board.white) && !busy.contains(&board.black)
    })
}

/// The settings of game `id` of `tournament`: its players, control, draw rules and variant,
/// the look and the rest as `settings` has them.
fn game_settings(settings: &Settings, tournament: &Tournament, id: GameId) -> Settings {
    let header = tournament
        .board(id)
        .map(|board| tournament.header(id, board))
        .unwrap_or_default();
    Settings {
        names: header.names,
        control: tournament.control.clone(),
        draw_rules: tournament.draw_rules,
        start: match tournament.variant {
            GameVariant::Rules(variant) => Start::Usual(variant),
            GameVariant::Chess960 => Start::Chess960(None),
        },
        armageddon: false,
        ..settings.clone()
    }
}

/// The tournament's game kept in `file`, a file of the folder of saved games of `store`,
/// when a tournament kept beside them links it: a tournament's game resumed or opened by
/// its file rather than by `tournament play` is played as the tournament's all the same.
pub fn of_file(store: &Store, file: &Path) -> Option<TournamentGame> {
    let name = store::file_name(file);
    let kept = Kept::beside(store);
    kept.list().into_iter().find_map(|tournament| {
        let (id, _) = tournament
            .games()
            .find(|(_, board)| board.file.as_deref() == Some(name.as_str()))?;
        Some(TournamentGame::new(
            kept.clone(),
            &tournament,
            id,
            store.folder(),
        ))
    })
}

impl TournamentGame {
    /// Game `id` of `tournament`, kept on `kept`, its file in the folder `games`.
    pub fn new(kept: Kept, tournament: &Tournament, id: GameId, games: &Path) -> TournamentGame {
        TournamentGame {
            broadcasting: Broadcasting::of(tournament, kept.clone(), id, games)
                .map(|broadcasting| (broadcasting, false)),
            kept,
            name: tournament.name.clone(),
            id,
            games: games.to_path_buf(),
        }
    }

    /// The tournament's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The game.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// Writes `timed` with its tags into the broadcast folder, as just saved; the first
    /// time it fails, why (a folder that cannot be written never stops the game).
    pub fn broadcast(&mut self, timed: &TimedGame, header: &Header) -> Option<BroadcastError> {
        let (broadcasting, failed) = self.broadcasting.as_mut()?;
        match broadcasting.write(timed, header) {
            Err(error) if !*failed => {
                *failed = true;
                Some(error)
            }
            _ => None,
        }
    }

    /// Puts the game's `outcome` into the table, under the lock (so two programs cannot
    /// record it twice), and writes the broadcast folder again; a result already there that
    /// is the same stays as it is. What the table now holds; why not, when a different
    /// result was entered meanwhile or the tournament cannot be changed.
    pub fn record(&mut self, outcome: Outcome) -> Result<Recorded, TournamentGameError> {
        let played = Score::Played(outcome.result);
        let (tournament, new) = match self
            .kept
            .change(&self.name, |found| found.record(self.id, played, None))
        {
            Ok((_, tournament)) => (tournament, true),
            Err(KeptError::Refused(TournamentError::AlreadyPlayed { score: there, .. }))
                if there == played =>
            {
                (self.kept.load(&self.name)?, false)
            }
            Err(KeptError::Refused(TournamentError::AlreadyPlayed { score: there, .. })) => {
                return Err(TournamentGameError::EnteredMeanwhile {
                    game: self.id,
                    there,
                    played,
                });
            }
            Err(error) => return Err(error.into()),
        };
        // A folder that cannot be written was said as the game was saved.
        let _ = broadcast(&tournament, &self.games);
        let next = next_here(&tournament, &self.games);
        Ok(Recorded {
            new,
            played: self.id,
            next,
            tournament,
        })
    }
}
