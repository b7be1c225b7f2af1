//! Where tournaments are kept: a file each on the store's shelf `tournaments`, beside the
//! folder of games in the data folder, found by the tournament's name (letters' case
//! aside). Every change is read, made and written under the shelf's lock, atomically, so
//! that two programs cannot record the same game twice and a program killed on the way
//! leaves the last version whole.

use std::path::PathBuf;

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
