//! A game being played and where it is kept: the app, the folder of saved games, the game's
//! own file and its tags, and the saving that goes with play. The terminal layer (or the line
//! mode) drives it with the time, and it saves the game when it changes, every few seconds
//! while a clock runs, on a `save`, and at the end.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use crate::app::{App, Message};
use crate::game::Header;
use crate::store::{self, GameFile, Store};

/// How often a game is saved between moves while a clock runs, so the clocks resume close to
/// where they stood.
pub const CLOCK_SAVE_INTERVAL: Duration = Duration::from_secs(5);

/// The app and where its game is kept.
pub struct Session {
    /// The app.
    pub app: App,
    /// Where games are saved, or why no folder could be used (the screen says so).
    store: Result<Store, String>,
    /// The file of the game being played, once it has one (from its first change on).
    file: Option<GameFile>,
    /// The tags written with the game.
    header: Header,
    /// Which of the session's games the file and header belong to ([`App::game_serial`]).
    game: u64,
    /// The revision of the game last saved (or found at the start).
    saved_revision: u64,
    /// When the game was last saved, or the session began.
    last_save: Instant,
    /// Why the last save failed, while it does.
    problem: Option<String>,
}

impl Session {
    /// A session for `app`, whose game is kept in `file` when it has one already (a resumed
    /// game), starting at `now`. When games cannot be saved at all, the screen says so.
    pub fn new(
        mut app: App,
        store: Result<Store, String>,
        file: Option<GameFile>,
        header: Header,
        now: Instant,
    ) -> Session {
        let problem = store
            .as_ref()
            .err()
            .map(|reason| format!("games cannot be saved: {reason}"));
        if problem.is_some() {
            app.update(Message::AutosaveProblem(problem.clone()), now);
        }
        Session {
            game: app.game_serial(),
            saved_revision: app.revision(),
            app,
            store,
            file,
            header,
            last_save: now,
            problem,
        }
    }

    /// The file the game is kept in, once it has one.
    pub fn file(&self) -> Option<&Path> {
        self.file.as_ref().map(GameFile::path)
    }

    /// The folder of saved games, when there is one.
    pub fn folder(&self) -> Option<&Path> {
        self.store.as_ref().ok().map(Store::folder)
    }

    /// When the next save between moves is due: every few seconds while a clock runs,
    /// counted from the last save or the start of the session.
    pub fn next_periodic_save(&self) -> Option<Instant> {
        let app = &self.app;
        let running = app.clock().running().is_some() && app.outcome().is_none();
        (running && !app.is_read_only()).then(|| self.last_save + CLOCK_SAVE_INTERVAL)
    }

    /// Saves what needs saving after an update at `now` (`wall` on the wall clock): a change
    /// to the game, or the periodic save of the clocks. After `new`, the next game gets a file
    /// of its own, and the last game's file is let go.
    pub fn save_if_due(&mut self, now: Instant, wall: SystemTime) {
        if self.app.game_serial() != self.game {
            // A new game: nothing of it to save until it changes.
            self.game = self.app.game_serial();
            self.file = None;
            self.header = self.header.clone().dated(wall);
            self.saved_revision = self.app.revision();
        }
        let changed = self.app.revision() != self.saved_revision;
        let due = self.next_periodic_save().is_some_and(|at| now >= at);
        if changed || due {
            self.save(now, wall);
        }
        self.serve_save_request(now, wall);
    }

    /// Saves the game in its file, giving it one first if it has none and has changed.
    pub fn save(&mut self, now: Instant, wall: SystemTime) {
        if self.app.is_read_only() {
            return;
        }
        let has_changed = self.app.revision() != self.saved_revision || self.file.is_some();
        if !has_changed {
            return;
        }
        let result = self.write(now, wall);
        self.saved_revision = self.app.revision();
        self.last_save = now;
        self.report(result.err(), now);
    }

    /// Writes the game to its file, making the file if need be; the file written.
    fn write(&mut self, now: Instant, wall: SystemTime) -> Result<PathBuf, String> {
        let store = self.store.as_ref().map_err(Clone::clone)?;
        let timed = self.app.timed();
        if self.file.is_none() {
            let file = store
                .create(timed, &self.header, now, wall)
                .map_err(|error| error.to_string())?;
            self.file = Some(file);
        }
        let file = self.file.as_ref().ok_or("the game has no file")?;
        file.save(timed, &self.header, now)
            .map_err(|error| format!("{}: {error}", file.path().display()))?;
        Ok(file.path().to_path_buf())
    }

    /// Tells the app when saving starts or stops failing.
    fn report(&mut self, failure: Option<String>, now: Instant) {
        let problem = failure.map(|reason| format!("saving failed: {reason}"));
        if problem != self.problem {
            self.problem.clone_from(&problem);
            self.app.update(Message::AutosaveProblem(problem), now);
        }
    }

    /// Carries out a `save` typed on the screen, and tells the app how it went: without a
    /// path, the game's own file is written now; with one, a copy goes there.
    fn serve_save_request(&mut self, now: Instant, wall: SystemTime) {
        let Some(target) = self.app.take_save_request() else {
            return;
        };
        let result = match target {
            Some(path) => store::save_game(self.app.timed(), &self.header, &path)
                .map(|()| path.clone())
                .map_err(|error| format!("{}: {error}", path.display())),
            None if self.app.is_read_only() => {
                Err("this game is read-only here: give a file, as in save game.pgn".to_string())
            }
            None => {
                let written = self.write(now, wall);
                if written.is_ok() {
                    self.saved_revision = self.app.revision();
                    self.last_save = now;
                }
                self.report(written.as_ref().err().cloned(), now);
                written
            }
        };
        self.app.update(Message::Saved(result), now);
    }
}
