//! `hotseat watch`: games followed as other programs play them, read-only. The program that
//! plays a game rewrites its file after every change (and every few seconds while a clock
//! runs) and holds its lock while it plays; a watch looks at the file every
//! [`LOOK_EVERY`] (one `stat` while nothing changed), reads it again when it changed, and
//! says what happened since as [`News`]: the moves played or taken back, the end, a game
//! left or deleted. The game followed is shown by an [`App`] made for it, whose clock runs on
//! from the moment the file was written, as the player's runs. Watching a folder, it follows
//! the games played there, the newest first, and waits for the next one when none is.
//!
//! Time is passed in: the front ends (`term::watch`, `plain::watch`) read the clocks.

mod file;

use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use file::{Look, WatchedFile};

use crate::app::{App, Settings, Watched};
use crate::game::Outcome;
use crate::i18n::{Describe, Lang};
use crate::notation::san::San;
use crate::rules::Color;
use crate::sentence::{Phrase, Sentence};
use crate::store::{self, SavedGame, StoreError};
use crate::{phrase, tr};

/// How often the file of the game followed is looked at: a move shows within this much of
/// its save, and a look at a file that did not change costs one `stat`.
pub const LOOK_EVERY: Duration = Duration::from_millis(200);

/// How often the folder is searched for the games played in it, and the lock of the game
/// followed asked about (whether it is still played), while that game is played.
const SEARCH_EVERY: Duration = Duration::from_secs(1);

/// What is watched: a folder of games (the data folder's by default), or one game's file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// The games played in this folder, the newest first.
    Folder(PathBuf),
    /// The game in this file.
    File(PathBuf),
}

/// What a screen that follows games shows between them besides the wait: a tournament's
/// round and crosstable, in the watcher's language. Given to [`Watch::new`].
pub trait BetweenGames {
    /// The paragraphs shown while no game is followed or the one followed is over, each of
    /// one or more lines (a table's rows are kept together, one paragraph).
    fn lines(&self, lang: Lang) -> Vec<String>;
}

/// Nothing between games but the wait.
#[derive(Debug, Clone, Copy, Default)]
pub struct NothingBetween;

impl BetweenGames for NothingBetween {
    fn lines(&self, _lang: Lang) -> Vec<String> {
        Vec::new()
    }
}

/// What a look found, in the order it happened, for the front ends to show or say.
#[derive(Debug)]
pub enum News {
    /// A game is followed from now on, as [`Watch::app`] shows it (the first, the next one
    /// played, another picked, or the one followed played again after it was left).
    Following,
    /// Move `ply` of the game followed (counting from 0) was played.
    Played(usize),
    /// Move `ply` of the game followed, `san`, was taken back.
    TakenBack {
        /// Its place in the game, counting from 0.
        ply: usize,
        /// The move.
        san: San,
    },
    /// The game followed ended so.
    Ended(Outcome),
    /// Nobody plays the game followed now: its clocks stand as its file holds them.
    Left,
    /// No game is played in the folder watched: the watch waits for one.
    Waiting,
    /// Something watched cannot be followed as it is; the watch goes on where it can.
    Problem(Problem),
}

/// What keeps a game from being followed, said in one sentence.
#[derive(Debug)]
pub enum Problem {
    /// The file named is not there (the watch waits for it).
    NoSuchFile(PathBuf),
    /// The folder watched cannot be read.
    Folder(PathBuf, io::Error),
    /// The file does not hold a game that reads (the watch goes on when it does).
    NotAGame(StoreError),
    /// The file of the game followed was deleted.
    Deleted(PathBuf),
    /// The file of the game followed now holds another game, which is followed.
    Replaced(PathBuf),
}

impl Sentence for Problem {
    fn phrase(&self) -> Phrase<'_> {
        let shown = |path: &Path| path.display().to_string();
        match self {
            Problem::NoSuchFile(path) => phrase!("watch-no-such-file", path = shown(path)),
            Problem::Folder(path, error) => {
                phrase!("watch-folder", path = shown(path), reason = error.phrase())
            }
            Problem::NotAGame(error) => phrase!("watch-not-a-game", reason = error.phrase()),
            Problem::Deleted(path) => phrase!("watch-deleted", path = shown(path)),
            Problem::Replaced(path) => phrase!("watch-replaced", path = shown(path)),
        }
    }
}

/// The game followed: its file, what it held at the last read, and the app that shows it.
struct Followed {
    file: WatchedFile,
    /// The game as last read, with when its file was written (the moment on the monotonic
    /// clock, and on the wall clock when the system tells).
    read: Option<(SavedGame, Instant, Option<SystemTime>)>,
    /// Whether another program plays it now.
    live: bool,
    /// The game shown, made afresh at every change.
    app: Option<App>,
}

/// Games followed as other programs play them: what is watched, the games played there, the
/// one followed and when to look next.
pub struct Watch {
    target: Target,
    settings: Settings,
    between: Box<dyn BetweenGames>,
    /// The games played in the folder at the last search, the newest first; for a file,
    /// the file.
    games: Vec<PathBuf>,
    followed: Option<Followed>,
    /// When the folder is searched next (and the lock of the game followed asked about).
    next_search: Option<Instant>,
    /// Whether the wait for a game was said since a game was last followed.
    waiting: bool,
}

impl Watch {
    /// A watch of `target` that shows its games with `settings` (the look, the language, the
    /// orientation when the game has none) and `between` between games; nothing looked at
    /// yet.
    pub fn new(target: Target, settings: Settings, between: Box<dyn BetweenGames>) -> Watch {
        let games = match &target {
            Target::File(path) => vec![path.clone()],
            Target::Folder(_) => Vec::new(),
        };
        Watch {
            target,
            settings,
            between,
            games,
            followed: None,
            next_search: None,
            waiting: false,
        }
    }

    /// The language of what the watch says.
    pub fn lang(&self) -> Lang {
        self.settings.lang
    }

    /// The settings games are shown with.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// What is watched.
    pub fn target(&self) -> &Target {
        &self.target
    }

    /// The app showing the game followed, when one is.
    pub fn app(&self) -> Option<&App> {
        self.followed.as_ref()?.app.as_ref()
    }

    /// The app showing the game followed, for the screen to tell it its room and the time.
    pub fn app_mut(&mut self) -> Option<&mut App> {
        self.followed.as_mut()?.app.as_mut()
    }

    /// Whether the screen shows the game followed: there is one, and it is not over with
    /// something to show between games instead.
    pub fn shows_game(&self) -> bool {
        self.app().is_some_and(|app| {
            app.game_page().outcome().is_none() || self.between_lines().is_empty()
        })
    }

    /// What [`BetweenGames`] gives to show between games, in the watcher's language.
    pub fn between_lines(&self) -> Vec<String> {
        self.between.lines(self.lang())
    }

    /// What is shown while no game is: how the last game followed ended, the wait, and what
    /// [`BetweenGames`] gives.
    pub fn between_games(&self) -> Vec<String> {
        let lang = self.lang();
        let mut lines = Vec::new();
        if let Some(app) = self.app()
            && let Some(outcome) = app.game_page().outcome()
        {
            let name = |color| crate::i18n::player_label(lang, &app.settings().names, color);
            lines.push(tr!(
                lang,
                "watch-last-result",
                white = name(Color::White),
                black = name(Color::Black),
                result = outcome.describe(lang)
            ));
        }
        lines.push(match &self.target {
            Target::Folder(folder) => {
                tr!(lang, "watch-waiting", path = folder.display().to_string())
            }
            Target::File(path) => tr!(
                lang,
                "watch-waiting-file",
                path = path.display().to_string()
            ),
        });
        lines.extend(self.between_lines());
        lines
    }

    /// Looks at what is watched at `now` (`wall` on the wall clock): the file of the game
    /// followed every time, the folder and the lock every [`SEARCH_EVERY`]. What happened
    /// since the last look, in order.
    pub fn look(&mut self, now: Instant, wall: SystemTime) -> Vec<News> {
        let mut news = Vec::new();
        if self.next_search.is_none_or(|next| now >= next) {
            self.search(now, &mut news);
            self.next_search = Some(now + self.search_every());
        }
        if let Some(followed) = &mut self.followed {
            let look = followed.file.look();
            self.on_look(look, now, wall, &mut news);
        }
        news
    }

    /// Follows the next game played (`forward`) or the one before, when there are several:
    /// what that says, nothing when there is no other.
    pub fn switch(&mut self, forward: bool, now: Instant, wall: SystemTime) -> Vec<News> {
        let count = self.games.len();
        if count < 2 {
            return Vec::new();
        }
        let at = self.number().map_or(0, |number| number - 1);
        let next = if forward {
            (at + 1) % count
        } else {
            (at + count - 1) % count
        };
        let path = self.games[next].clone();
        self.follow(path);
        self.look(now, wall)
    }

    /// How long until the next search: [`SEARCH_EVERY`] while a game followed is played, and
    /// [`LOOK_EVERY`] while the watch waits for one (none followed, or the one followed over
    /// or left), so that the first move of the next game shows as soon as any other.
    fn search_every(&self) -> Duration {
        let playing = self.followed.as_ref().is_some_and(|followed| {
            followed.live
                && followed
                    .read
                    .as_ref()
                    .is_some_and(|(saved, ..)| saved.timed.outcome().is_none())
        });
        if playing { SEARCH_EVERY } else { LOOK_EVERY }
    }

    /// The place of the game followed among the games played, from 1.
    fn number(&self) -> Option<usize> {
        let path = self.followed.as_ref()?.file.path();
        self.games
            .iter()
            .position(|game| game == path)
            .map(|at| at + 1)
    }

    /// Searches the folder for the games played there (the file for the game in it), asks
    /// whether the game followed is still played, and follows the newest game played when
    /// none is followed or the one followed is over or left.
    fn search(&mut self, now: Instant, news: &mut Vec<News>) {
        if let Target::Folder(folder) = &self.target {
            match games_played(folder) {
                Ok(games) => self.games = games,
                Err(error) => {
                    if !self.waiting {
                        news.push(News::Problem(Problem::Folder(folder.clone(), error)));
                        self.waiting = true;
                    }
                    self.games.clear();
                }
            }
        }
        let Some(followed) = &mut self.followed else {
            match self.games.first().cloned() {
                Some(path) => self.follow(path),
                None if !self.waiting => {
                    self.waiting = true;
                    news.push(News::Waiting);
                }
                None => {}
            }
            return;
        };
        let live = store::is_played_elsewhere(followed.file.path());
        let over = followed
            .read
            .as_ref()
            .is_some_and(|(saved, ..)| saved.timed.outcome().is_some());
        if live != followed.live && !over {
            followed.live = live;
            news.push(if live { News::Following } else { News::Left });
        }
        let finished_here = over || !followed.live;
        let newest = self.games.first().cloned();
        if finished_here
            && let Some(path) = newest
            && path != followed.file.path()
        {
            self.follow(path);
            return;
        }
        let shown = self.app().and_then(|app| app.game_page().watched());
        if shown.is_some() && shown != self.seat() {
            self.show(now);
        }
    }

    /// Which of the games played the game followed is, and whether it is played now.
    fn seat(&self) -> Option<Watched> {
        Some(Watched {
            number: self.number().unwrap_or(1),
            count: self.games.len().max(1),
            live: self.followed.as_ref()?.live,
            then_next: matches!(self.target, Target::Folder(_)),
        })
    }

    /// Follows the game at `path` from the next look on.
    fn follow(&mut self, path: PathBuf) {
        let live = store::is_played_elsewhere(&path);
        self.followed = Some(Followed {
            file: WatchedFile::new(path),
            read: None,
            live,
            app: None,
        });
        self.waiting = false;
    }

    /// What the look at the file of the game followed found, into `news`.
    fn on_look(&mut self, look: Look, now: Instant, wall: SystemTime, news: &mut Vec<News>) {
        let Some(followed) = &mut self.followed else {
            return;
        };
        let path = followed.file.path().to_path_buf();
        match look {
            Look::Same => {}
            Look::Gone => {
                let problem = match followed.read.take() {
                    Some(_) => Problem::Deleted(path),
                    None => Problem::NoSuchFile(path),
                };
                news.push(News::Problem(problem));
                followed.app = None;
                if matches!(self.target, Target::Folder(_)) {
                    self.followed = None;
                }
            }
            Look::Unreadable(error) => news.push(News::Problem(Problem::NotAGame(error))),
            Look::Read { saved, saved_at } => {
                let since = saved_at
                    .and_then(|moment| wall.duration_since(moment).ok())
                    .and_then(|elapsed| now.checked_sub(elapsed))
                    .unwrap_or(now);
                match followed.read.take() {
                    None => news.push(News::Following),
                    Some((before, ..)) if same_game(&before, &saved) => {
                        changes(&before, &saved, news);
                    }
                    Some(_) => {
                        news.push(News::Problem(Problem::Replaced(path)));
                        news.push(News::Following);
                    }
                }
                followed.read = Some((*saved, since, saved_at));
                self.show(now);
            }
        }
    }

    /// Makes the app that shows the game followed afresh, as last read, at `now`.
    fn show(&mut self, now: Instant) {
        let Some(watched) = self.seat() else {
            return;
        };
        let settings = &self.settings;
        let Some(followed) = &mut self.followed else {
            return;
        };
        let Some((saved, since, saved_at)) = &followed.read else {
            return;
        };
        followed.app = Some(App::watching(
            settings,
            saved.timed.clone(),
            &saved.header,
            (*since, *saved_at),
            watched,
            now,
        ));
    }
}

/// Whether `after` is the game `before` was, moves played or taken back since: the same
/// players, the same start, the same beginning (time tags).
fn same_game(before: &SavedGame, after: &SavedGame) -> bool {
    let (a, b) = (&before.header, &after.header);
    a.names == b.names
        && a.date == b.date
        && a.time == b.time
        && before.timed.game().start() == after.timed.game().start()
}

/// What happened between two reads of one game: the moves taken back (the last first), the
/// moves played, and the end.
fn changes(before: &SavedGame, after: &SavedGame, news: &mut Vec<News>) {
    let (old, new) = (before.timed.game(), after.timed.game());
    let kept = old
        .plies()
        .iter()
        .zip(new.plies())
        .take_while(|(a, b)| a.m == b.m)
        .count();
    for ply in (kept..old.plies().len()).rev() {
        if let Some(san) = old.san(ply) {
            news.push(News::TakenBack { ply, san });
        }
    }
    news.extend((kept..new.plies().len()).map(News::Played));
    if let Some(outcome) = new.outcome()
        && old.outcome().is_none()
    {
        news.push(News::Ended(outcome));
    }
}

/// The games other programs play in `folder` now, unfinished, the newest first (by the
/// moment their names begin with).
fn games_played(folder: &Path) -> io::Result<Vec<PathBuf>> {
    let mut games: Vec<PathBuf> = store::played_in(folder)?
        .into_iter()
        .filter(|path| store::look_at(path).is_ok_and(|(saved, _)| saved.timed.outcome().is_none()))
        .collect();
    games.sort_by(|a, b| b.file_name().cmp(&a.file_name()));
    Ok(games)
}

#[cfg(test)]
mod tests;
