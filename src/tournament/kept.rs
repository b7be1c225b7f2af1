//! Where tournaments are kept: a file each on the store's shelf `tournaments`, beside the
//! folder of games in the data folder, found by the tournament's name (letters' case
//! aside). Every change is read, made and written under the shelf's lock, atomically, so
//! that two programs cannot record the same game twice and a program killed on the way
//! leaves the last version whole.

use std::path::PathBuf;
use std::time::SystemTime;

use super::{Tournament, TournamentError};
use crate::phrase;
use crate::sentence::{Phrase, Sentence};
use crate::store::{Exclusive, Shelf, Store, WriteError};

/// The shelf's name in the data folder.
const SHELF: &str = "tournaments";

/// The tournaments of a data folder.
#[derive(Debug, Clone)]
pub struct Kept {
    shelf: Shelf,
}

/// Why a tournament could not be found, made or changed.
#[derive(Debug, thiserror::Error)]
pub enum KeptError {
    /// No tournament has this name.
    NotFound(String),
    /// A tournament of this name exists already.
    Exists(String),
    /// The tournament's file does not read as one: where it is.
    Damaged(PathBuf),
    /// Another program was changing the tournaments for longer than a change takes.
    Busy,
    /// The tournament refused the change: why.
    Refused(TournamentError),
    /// The file could not be written: why.
    Write(WriteError),
}

impl Sentence for KeptError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            KeptError::NotFound(name) => phrase!("tournament-not-found", name = name),
            KeptError::Exists(name) => phrase!("tournament-exists", name = name),
            KeptError::Damaged(path) => {
                phrase!("tournament-damaged", path = path.display().to_string())
            }
            KeptError::Busy => phrase!("tournament-busy"),
            KeptError::Refused(why) => why.phrase(),
            KeptError::Write(why) => why.phrase(),
        }
    }
}

crate::i18n::english_display!(KeptError);

impl Kept {
    /// The tournaments kept beside the games of `store`.
    pub fn beside(store: &Store) -> Kept {
        Kept::on(Shelf::beside(store, SHELF))
    }

    /// The tournaments kept on `shelf`.
    pub fn on(shelf: Shelf) -> Kept {
        Kept { shelf }
    }

    /// The tournament named `name`.
    pub fn load(&self, name: &str) -> Result<Tournament, KeptError> {
        let bytes = self
            .shelf
            .read(&key(name))
            .ok_or_else(|| KeptError::NotFound(name.trim().to_string()))?;
        self.read(name, Some(bytes))
    }

    /// Keeps the new tournament `tournament`; refused when one of its name is kept.
    pub fn create(&self, tournament: &Tournament) -> Result<(), KeptError> {
        let name = &tournament.name;
        self.rewrite(name, |old| match old {
            Some(_) => Err(KeptError::Exists(name.clone())),
            None => Ok(tournament.to_text()),
        })
    }

    /// Changes the tournament named `name` as `change` does, all under the lock: read as
    /// it is now, changed, written. When `change` refuses, nothing is written.
    pub fn change<T>(
        &self,
        name: &str,
        change: impl FnOnce(&mut Tournament) -> Result<T, TournamentError>,
    ) -> Result<(T, Tournament), KeptError> {
        let mut outcome = None;
        self.rewrite(name, |old| {
            let mut tournament = self.read(name, old)?;
            let done = change(&mut tournament).map_err(KeptError::Refused)?;
            let text = tournament.to_text();
            outcome = Some((done, tournament));
            Ok(text)
        })?;
        outcome.ok_or(KeptError::Busy)
    }

    /// When a tournament was last created or changed (`None` before the first): a look
    /// that costs one `stat`, whatever the number of tournaments kept.
    pub fn changed_at(&self) -> Option<SystemTime> {
        self.shelf.changed_at()
    }

    /// Every tournament kept, the newest first (by date, then name); files that do not
    /// read are left out.
    pub fn list(&self) -> Vec<Tournament> {
        let mut all: Vec<Tournament> = self
            .shelf
            .contents()
            .iter()
            .filter_map(|bytes| Tournament::from_text(&String::from_utf8_lossy(bytes)))
            .collect();
        all.sort_by(|a, b| b.date.cmp(&a.date).then_with(|| a.name.cmp(&b.name)));
        all
    }

    /// The tournament `name` from the bytes of its file: not found without them, or when
    /// they are another name's (two keys may share a file), damaged when they do not read.
    fn read(&self, name: &str, bytes: Option<Vec<u8>>) -> Result<Tournament, KeptError> {
        let not_found = || KeptError::NotFound(name.trim().to_string());
        let bytes = bytes.ok_or_else(not_found)?;
        let text = String::from_utf8(bytes)
            .map_err(|_| KeptError::Damaged(self.shelf.file_of(&key(name))))?;
        let tournament = Tournament::from_text(&text)
            .ok_or_else(|| KeptError::Damaged(self.shelf.file_of(&key(name))))?;
        if key(&tournament.name) != key(name) {
            return Err(not_found());
        }
        Ok(tournament)
    }

    /// Rewrites the file of `name` with what `change` makes of it, under the lock.
    fn rewrite(
        &self,
        name: &str,
        change: impl FnOnce(Option<Vec<u8>>) -> Result<String, KeptError>,
    ) -> Result<(), KeptError> {
        let written = self
            .shelf
            .rewrite_exclusively(&key(name), |old| change(old).map(String::into_bytes));
        match written {
            Ok(_) => Ok(()),
            Err(Exclusive::Busy) => Err(KeptError::Busy),
            Err(Exclusive::Refused(why)) => Err(why),
            Err(Exclusive::Write(why)) => Err(KeptError::Write(why)),
        }
    }
}

/// The shelf's key of the tournament named `name`: the name in lower case, so that `Club`
/// and `club` are one tournament.
fn key(name: &str) -> String {
    format!("tournament {}", name.trim().to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::game::outcome::GameResult;

    use crate::tournament::{GameId, Plan, Score};

    fn shelf(name: &str) -> Shelf {
        let dir = std::env::temp_dir().join(format!("hotseat-kept-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        Shelf::at(dir)
    }

    fn club_night() -> Tournament {
        Tournament::new(Plan::for_tests(
            "Club night",
            &["Anna", "Boris", "Vera", "Gleb"],
        ))
        .unwrap()
    }

    #[test]
    fn a_tournament_is_found_by_its_name_and_made_once() {
        let kept = Kept::on(shelf("found"));
        assert!(matches!(
            kept.load("Club night"),
            Err(KeptError::NotFound(_))
        ));
        kept.create(&club_night()).unwrap();
        assert_eq!(kept.load(" club NIGHT ").unwrap(), club_night());
        assert!(matches!(
            kept.create(&club_night()),
            Err(KeptError::Exists(_))
        ));
        assert_eq!(kept.list(), [club_night()]);
    }

    #[test]
    fn two_programs_recording_one_game_at_once_record_it_once() {
        let kept = Kept::on(shelf("race"));
        kept.create(&club_night()).unwrap();
        let id = GameId { round: 1, board: 1 };
        for _ in 0..20 {
            let barrier = std::sync::Barrier::new(2);
            let recorded: Vec<bool> = std::thread::scope(|scope| {
                let runs: Vec<_> = [GameResult::WhiteWins, GameResult::BlackWins]
                    .map(|result| {
                        let (kept, barrier) = (kept.clone(), &barrier);
                        scope.spawn(move || {
                            barrier.wait();
                            kept.change("Club night", |t| t.record(id, Score::Played(result), None))
                                .is_ok()
                        })
                    })
                    .into_iter()
                    .collect();
                runs.into_iter().map(|run| run.join().unwrap()).collect()
            });
            assert_eq!(recorded.iter().filter(|&&ok| ok).count(), 1, "{recorded:?}");
            let there = kept.load("Club night").unwrap().board(id).unwrap().result;
            let expected = if recorded[0] {
                GameResult::WhiteWins
            } else {
                GameResult::BlackWins
            };
            assert_eq!(there, Some(Score::Played(expected)));
            // Back to no result, for the next round of the race.
            let mut fresh = kept.load("Club night").unwrap();
            fresh.rounds[0].boards[0].result = None;
            kept.change("Club night", |t| {
                *t = fresh;
                Ok(())
            })
            .unwrap();
        }
    }

    #[test]
    fn a_damaged_file_is_said_to_be_so() {
        let shelf = shelf("damaged");
        shelf
            .rewrite(&key("Club night"), |_| b"{ not a tournament".to_vec())
            .unwrap();
        let kept = Kept::on(shelf);
        assert!(matches!(
            kept.load("Club night"),
            Err(KeptError::Damaged(_))
        ));
        assert!(kept.list().is_empty());
    }
}
