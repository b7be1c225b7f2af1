//! A game being played and where it is kept: the app, the folder of saved games, the game's
//! own file and its tags, and the saving that goes with play. The terminal layer (or the line
//! mode) hands it the app's messages with the time ([`Session::update`]), and it saves on the
//! app's events: when the game changes, on a `save`, for another game; besides, every few
//! seconds while a clock runs, and at the end. A tournament's game (`tournament_game.rs`)
//! is broadcast as it is saved, and its result goes into the table when it ends.

use std::hash::{BuildHasher, RandomState};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use crate::analysis::{self, Analyses};
use crate::app::library::{FolderNote, Pick, Shelf};
use crate::app::standings::Standings;
use crate::app::{
    AnalysisNews, App, Clip, Event, Failure, Leaving, Message, OpenedGame, PageKind, SaveFailure,
    SaveRequest, SearchRequest,
};
use crate::engine::EngineError;
use crate::game::{Flip, Header};
use crate::i18n::Describe;
use crate::sentence::{Phrase, Sentence};
use crate::store::{
    self, FolderError, GameFile, Notice, SavedGame, Store, StoreError, StoreErrorKind, WriteError,
    file_name,
};
use crate::tournament::Kept;
use crate::tournament::{GameId, pairing_line};
use crate::{phrase, tr};

mod engine_work;
pub mod tournament_game;

pub use engine_work::{ENGINE_CHECK, EngineWork, screen_settings};
pub use tournament_game::{TournamentGame, TournamentGameError};

/// How often a game is saved between moves while a clock runs, so the clocks resume close to
/// where they stood.
pub const CLOCK_SAVE_INTERVAL: Duration = Duration::from_secs(5);

/// The app and where its game is kept.
pub struct Session {
    /// The app the terminal or the line mode drives; the session saves what it plays.
    pub app: App,
    /// Where games are saved, or why no folder could be used (the screen says so).
    store: Result<Store, Arc<FolderError>>,
    /// The file of the game being played, once it has one (from its first change on).
    file: Option<GameFile>,
    /// The tags written with the game.
    header: Header,
    /// Whether the game changed since it was last saved (or found at the start).
    unsaved: bool,
    /// When the game was last saved, or the session began.
    last_save: Instant,
    /// Why the last save failed, while it does.
    problem: Option<SaveFailure>,
    /// The file the last copy of the game was written to (`save FILE`); whether it holds
    /// the game as it stands is the app's to say ([`Leaving::Copied`]).
    copy: Option<PathBuf>,
    /// The PGN file the game was read from, when it came from one outside the folder of
    /// games (`--load`, or a file's game in the library): it is never written.
    origin: Option<PathBuf>,
    /// What the app said while the session saved outside an update, for the next update to
    /// return.
    told: Vec<Event>,
    /// The engine's review the players asked for, while it runs.
    review: Option<EngineWork>,
    /// How the engine is chosen and set for the review ([`screen_settings`]).
    analysis_settings: fn() -> Result<analysis::Settings, EngineError>,
    /// The engine's search of a move found in "learn from your mistakes", while it runs.
    search: Option<EngineWork>,
    /// The tournament the game is played in, when it is one's: its broadcast folder is
    /// written each time the game is saved, and its table gets the result when it ends.
    tournament: Option<TournamentGame>,
}

impl Session {
    /// A session for `app`, whose game is kept in `file` when it has one already (a resumed
    /// game), starting at `now`. When games cannot be saved at all, the screen says so.
    pub fn new(
        mut app: App,
        store: Result<Store, FolderError>,
        file: Option<GameFile>,
        mut header: Header,
        now: Instant,
    ) -> Session {
        let store = store.map_err(Arc::new);
        let problem = store
            .as_ref()
            .err()
            .map(|why| SaveFailure::new(SaveError::NoFolderAtAll(Arc::clone(why))));
        if problem.is_some() {
            // Said with the game at the start, not as news.
            app.update(Message::AutosaveProblem(problem.clone()), now);
        }
        keep_orientation(&mut header, &app);
        let tournament = match (&store, &file) {
            (Ok(store), Some(file)) => tournament_game::of_file(store, file.path()),
            _ => None,
        };
        let mut session = Session {
            unsaved: false,
            app,
            store,
            file,
            header,
            last_save: now,
            problem,
            copy: None,
            origin: None,
            told: Vec::new(),
            review: None,
            analysis_settings: screen_settings,
            search: None,
            tournament,
        };
        session.show_kept_review(now);
        session.record_result(false, now);
        session
    }

    /// Shows the game's review found without an engine, if it has one: the evals written
    /// into its PGN, else the most complete analysis kept beside the games. Looked for when
    /// a game is shown (at the start, opened from the library, or over), and taken only when
    /// it can be reviewed.
    fn show_kept_review(&mut self, now: Instant) {
        let page = self.app.game_page();
        if !page.can_be_analysed() {
            return;
        }
        let game = page.game();
        let moves = game.moves();
        let kept = || {
            let analyses = Analyses::beside(self.store.as_ref().ok()?);
            analyses
                .best(game.start(), &moves)
                .map(|kept| kept.positions)
        };
        if let Some(positions) = analysis::annotated(game).or_else(kept) {
            self.tell_app(Message::Analysis(AnalysisNews::Kept { positions }), now);
        }
    }

    /// This session, with the engine for the review chosen and set by `settings` instead of
    /// [`screen_settings`].
    pub fn with_analysis_settings(
        mut self,
        settings: fn() -> Result<analysis::Settings, EngineError>,
    ) -> Session {
        self.analysis_settings = settings;
        self
    }

    /// When the front ends look next at the engine's work under way (a review, or the
    /// search of a move found), to hand what it said to the app with a [`Message::Tick`].
    pub fn next_engine_check(&self, now: Instant) -> Option<Instant> {
        self.engine_busy().then(|| EngineWork::next_check(now))
    }

    /// Whether the engine works for the players (a review, or the search of a move
    /// found): the line mode waits for it before it reads the next line.
    pub fn engine_busy(&self) -> bool {
        self.review.is_some() || self.search.is_some()
    }

    /// Hands what the engine's work said since last looked at to the app, at `now`, and
    /// lets the work go once it is over.
    fn hear_engine(&mut self, now: Instant) {
        let mut heard = Vec::new();
        for slot in [&mut self.review, &mut self.search] {
            let Some(work) = slot else { continue };
            let (messages, going) = work.news();
            if !going {
                *slot = None;
            }
            heard.extend(messages);
        }
        for message in heard {
            self.tell_app(message, now);
        }
    }

    /// This session, with its game played as `game` of a tournament, until another game is
    /// opened or begun: broadcast as it is saved, its result recorded when it ends (at once,
    /// at `now`, for a game that ended before it was recorded: the program was stopped in
    /// between).
    pub fn in_tournament(mut self, game: TournamentGame, now: Instant) -> Session {
        self.tournament = Some(game);
        self.record_result(false, now);
        self
    }

    /// The tournament's game played here, when the game is one.
    pub fn tournament_game(&self) -> Option<&TournamentGame> {
        self.tournament.as_ref()
    }

    /// Puts the result of the tournament's game played here into its table, when the game
    /// is one and is over, and shows the standings with the next game: after the game
    /// `just_ended`, or when the result is new in the table (a game opened that ended
    /// before it was recorded). A result entered by hand meanwhile, or a table that cannot
    /// be changed, is said instead.
    fn record_result(&mut self, just_ended: bool, now: Instant) {
        let Some(outcome) = self.app.game_page().outcome() else {
            return;
        };
        let Some(game) = &mut self.tournament else {
            return;
        };
        let message = match game.record(outcome) {
            Ok(recorded) if !(just_ended || recorded.new) => return,
            Ok(recorded) => Message::Standings(Box::new(Standings::new(
                recorded.tournament,
                recorded.played,
                recorded.next,
            ))),
            Err(error) => Message::Note(error.phrase().into_owned()),
        };
        self.tell_app(message, now);
    }

    /// This session, for a game read from the PGN file at `path` (outside the folder of
    /// games), which it leaves as it is: what leaving says names it.
    pub fn loaded_from(mut self, path: PathBuf) -> Session {
        self.origin = Some(path);
        self
    }

    /// Hands `message` to the app at `now` (`wall` on the wall clock), saves what its events
    /// call for, and returns them with what the app said of the saving: a game that changed
    /// is written, a `save` is carried out, another game gets a file of its own once it
    /// changes, and the clocks are saved every few seconds while they run.
    pub fn update(&mut self, message: Message, now: Instant, wall: SystemTime) -> Vec<Event> {
        let mut events = self.app.update(message, now);
        let mut requests: Vec<Request> = events.iter().filter_map(Request::of).collect();
        for event in &events {
            match event {
                Event::NewGame => {
                    // A new game: nothing of it to save until it changes, and the last
                    // game's file is let go, and a review of it stops.
                    self.review = None;
                    self.tournament = None;
                    self.file = None;
                    self.header = self.app.settings().header().dated(wall);
                    self.unsaved = false;
                    self.origin = None;
                }
                // The clocks stopped for the page: the game is kept as it stands.
                Event::PageOpened(_) => self.unsaved |= self.file.is_some(),
                Event::AnalysisDue(request) => {
                    let settings = (self.analysis_settings)();
                    let kept = self.store.as_ref().ok().map(Analyses::beside);
                    self.review = Some(EngineWork::review(request.clone(), settings, kept));
                }
                Event::AnalysisCancelled => {
                    if let Some(review) = &self.review {
                        review.cancel();
                    }
                }
                // A game over: its file is written, and a review kept of it shows.
                Event::Ended(_) => {
                    self.unsaved = true;
                    self.show_kept_review(now);
                }
                event if event.changes_the_game() => self.unsaved = true,
                _ => {}
            }
        }
        let ended = events.iter().any(|event| matches!(event, Event::Ended(_)));
        // The new-game form offers the next game of each tournament under way.
        if events.contains(&Event::PageOpened(PageKind::NewGame))
            && let Ok(store) = &self.store
        {
            let tournaments = Kept::beside(store).list();
            self.tell_app(Message::Tournaments(tournaments), now);
        }
        let due = self.next_periodic_save().is_some_and(|at| now >= at);
        // The board turned: kept with a game that has a file (one without waits for a move).
        let turned = self.file.is_some() && self.header.flip != Some(self.orientation());
        if self.unsaved || due || turned {
            self.save(now, wall);
        }
        if ended {
            self.record_result(true, now);
        }
        while !requests.is_empty() {
            let told_before = self.told.len();
            for request in requests {
                match request {
                    Request::Save(request) => self.serve_save_request(request, now, wall),
                    Request::List => self.list_games(now, wall),
                    Request::Read(text) => self.read_file(&text, now),
                    Request::Open(pick) => self.open(pick, now),
                    Request::PlayTournament(name) => self.play_tournament(&name, None, now, wall),
                    Request::Search(request) => self.start_search(request, now),
                    Request::GiveUpSearch => self.search = None,
                }
            }
            // What the app made of the answers may ask for more: a file of one game read
            // asks for that game.
            requests = self.told[told_before..]
                .iter()
                .filter_map(Request::of)
                .collect();
        }
        self.hear_engine(now);
        events.append(&mut self.told);
        events
    }

    /// Starts the search of a move found, with the settings it asks for, else those the
    /// session reviews games with; an engine that cannot be set is the search's answer.
    fn start_search(&mut self, request: SearchRequest, now: Instant) {
        let settings = match request.settings.clone() {
            Some(settings) => Ok(settings),
            None => (self.analysis_settings)(),
        };
        match settings {
            Ok(settings) => self.search = Some(EngineWork::search(request, settings)),
            Err(error) => self.tell_app(Message::Searched(Err(Failure::new(error))), now),
        }
    }

    /// The saved games, newest first with their numbers, for the library, listed at `wall`,
    /// with the tournaments kept beside them.
    fn list_games(&mut self, now: Instant, wall: SystemTime) {
        let listed = match &self.store {
            Ok(store) => store
                .list(wall)
                .map(|listing| (listing, Kept::beside(store).list()))
                .map_err(Failure::new),
            Err(why) => Err(Failure::new(SaveError::NoFolder(Arc::clone(why)))),
        };
        let message = match listed {
            Ok((listing, tournaments)) => {
                let set_aside = listing.set_aside.into_iter().map(Notice::SetAside);
                let restored = listing.restored.into_iter().map(Notice::Restored);
                Message::Shelf(Shelf::Saved {
                    games: (1..).zip(listing.games).collect(),
                    tournaments,
                    current: self.file().map(Path::to_path_buf),
                    notes: set_aside.chain(restored).map(FolderNote::new).collect(),
                })
            }
            Err(failure) => Message::OpenFailed(failure),
        };
        self.tell_app(message, now);
    }

    /// The games of the PGN file named `text` (`~` for the home folder), for the library.
    fn read_file(&mut self, text: &str, now: Instant) {
        let path = expand_home(text, dirs::home_dir().as_deref());
        let message = match store::contents(&path) {
            Ok(contents) => Message::Shelf(Shelf::File { path, contents }),
            Err(error) => Message::OpenFailed(Failure::new(error)),
        };
        self.tell_app(message, now);
    }

    /// Opens the game picked in the library in place of this one, which stays in its file:
    /// a saved game is locked and played on, or reviewed when it is over, in its own file (or
    /// only looked at, when another program has it), and a file's game is loaded.
    fn open(&mut self, pick: Pick, now: Instant) {
        let found = match pick {
            Pick::Current => return,
            Pick::Saved { path, .. } => self.open_saved(&path),
            Pick::InFile { path, number } => {
                let rules = self.app.settings().draw_rules;
                store::load(&path, number, rules)
                    .map(|saved| Found {
                        origin: Some(path),
                        ..Found::to_play(saved)
                    })
                    .map_err(Failure::new)
            }
        };
        self.take_found(found, now);
    }

    /// Opens the game `asked` of the tournament `name`, or its next game to play, in place
    /// of this one (which stays in its file): its file made and linked to the tournament
    /// first when it has none, with the tournament's players, control and variant and this
    /// session's look. One that is over already has its result recorded at once.
    pub fn play_tournament(
        &mut self,
        name: &str,
        asked: Option<GameId>,
        now: Instant,
        wall: SystemTime,
    ) {
        let found = match &self.store {
            Ok(store) => {
                let seed = RandomState::new().hash_one(wall);
                tournament_game::open(store, name, asked, self.app.settings(), seed, (now, wall))
                    .map(|opened| Found {
                        file: Some(opened.file),
                        tournament: Some(opened.game),
                        ..Found::to_play(opened.saved)
                    })
                    .map_err(Failure::new)
            }
            Err(why) => Err(Failure::new(SaveError::NoFolder(Arc::clone(why)))),
        };
        self.take_found(found, now);
    }

    /// The game found to open, opened in place of this one (which stays in its file), or
    /// why it could not be. A tournament's game (found as one, or whose file a tournament
    /// links) is played as the tournament's, its result recorded at once if it ended
    /// before it was.
    fn take_found(&mut self, found: Result<Found, Failure>, now: Instant) {
        let message = match found {
            Ok(Found {
                saved,
                file,
                look,
                origin,
                tournament,
            }) => {
                let SavedGame { timed, header } = saved;
                let opened = OpenedGame {
                    timed,
                    kept: header.clone(),
                    read_only: look.is_some(),
                    saved_at: look.flatten(),
                };
                self.file = file;
                self.header = header;
                self.unsaved = false;
                self.copy = None;
                self.origin = origin;
                self.last_save = now;
                // Another game: the engine's work on the last one stops, and it is not
                // the tournament's, unless it is a tournament's game too.
                self.review = None;
                self.tournament = match (tournament, &self.file, &self.store) {
                    (Some(tournament), ..) => Some(tournament),
                    (None, Some(file), Ok(store)) => tournament_game::of_file(store, file.path()),
                    _ => None,
                };
                self.search = None;
                Message::Opened(Box::new(opened))
            }
            Err(failure) => Message::OpenFailed(failure),
        };
        let opened = matches!(message, Message::Opened(_));
        self.tell_app(message, now);
        keep_orientation(&mut self.header, &self.app);
        if opened {
            self.show_kept_review(now);
            self.record_result(false, now);
        }
    }

    /// A saved game, with its file locked to play on, or for a look (when another program
    /// plays it, or it cannot be locked). One that is over is locked too: the notes and side
    /// lines added to it in review go into its own file.
    fn open_saved(&self, path: &Path) -> Result<Found, Failure> {
        let store = self
            .store
            .as_ref()
            .map_err(|why| Failure::new(SaveError::NoFolder(Arc::clone(why))))?;
        let look = || {
            store::look_at(path)
                .map(|(saved, at)| Found {
                    look: Some(at),
                    ..Found::to_play(saved)
                })
                .map_err(Failure::new)
        };
        match store.open_game(path) {
            Ok((file, saved)) => Ok(Found {
                file: Some(file),
                ..Found::to_play(saved)
            }),
            Err(StoreError {
                kind: StoreErrorKind::Locked | StoreErrorKind::Io(_),
                ..
            }) => look(),
            Err(error) => Err(Failure::new(error)),
        }
    }

    /// The text `copy` puts on the clipboard: the game as PGN, as `save FILE` writes it, or
    /// the FEN of the position viewed.
    pub fn clip_text(&self, clip: &Clip) -> String {
        match clip {
            Clip::Game => crate::game::pgn::export(self.app.game_page().game(), &self.header),
            Clip::Position(fen) => fen.clone(),
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

    /// What became of the game, said once the session ends: the file that holds it and the
    /// command that continues it, or shows it when it is over ([`resume_command`], for the
    /// line mode when `line_mode`); why it could not be saved, when it could not; the file it
    /// came from, left as it was, for a game read from one and not changed; for a
    /// tournament's game not over, the command that goes on with it. Nothing for a game only
    /// looked at, or a new one that never changed (no move, and no file).
    pub fn farewell(&self, line_mode: bool) -> Option<String> {
        let lang = self.app.lang();
        if self.app.game_page().is_read_only() {
            return None;
        }
        let problem = || {
            self.app
                .autosave_problem()
                .map(|reason| reason.describe(lang))
                .unwrap_or_default()
        };
        if self.game_is_lost() {
            return Some(tr!(lang, "session-save-failed", reason = problem()));
        }
        if let (Some(copy), Leaving::Copied) = (&self.copy, self.app.leaving()) {
            let path = copy.display().to_string();
            return Some(tr!(
                lang,
                "session-kept-copy",
                path = path,
                reason = problem()
            ));
        }
        if let (Some(game), None) = (&self.tournament, self.app.game_page().outcome()) {
            let command = tournament_play_command(game.name(), Some(game.id()), line_mode);
            return Some(tr!(
                lang,
                "tournament-unfinished",
                game = game.id().to_string(),
                command = command
            ));
        }
        if let Some(file) = self.file() {
            let path = file.display().to_string();
            let command = resume_command(file, line_mode);
            if self.app.game_page().outcome().is_none() {
                return Some(tr!(lang, "session-kept", path = path, command = command));
            }
            let kept = tr!(lang, "session-kept-over", path = path, command = command);
            return Some(match self.next_tournament_game(line_mode) {
                Some(next) => format!("{kept} {next}"),
                None => kept,
            });
        }
        let origin = self.origin.as_ref()?;
        let path = origin.display().to_string();
        Some(tr!(lang, "session-left-in", path = path))
    }

    /// After a tournament's game played here, the next game to play at this computer, with
    /// the command that plays it; `None` for a game of no tournament, or none left here.
    fn next_tournament_game(&self, line_mode: bool) -> Option<String> {
        let game = self.tournament.as_ref()?;
        let store = self.store.as_ref().ok()?;
        let tournament = Kept::beside(store).load(game.name()).ok()?;
        let next = tournament_game::next_here(&tournament, store.folder())?;
        let board = tournament.board(next).ok()?;
        let command = tournament_play_command(&tournament.name, None, line_mode);
        Some(tr!(
            self.app.lang(),
            "tournament-next-command",
            game = pairing_line(&tournament, next, board),
            command = command
        ))
    }

    /// Whether the game played here is lost when the session ends: it changed here, its last
    /// save failed (or games cannot be saved at all), and no copy (`save FILE`) holds it as
    /// it stands. The program's exit status says so.
    pub fn game_is_lost(&self) -> bool {
        self.app.leaving() == Leaving::Unsaved
    }

    /// When the next save between moves is due: every few seconds while a clock runs,
    /// counted from the last save or the start of the session, once the game has a file (a
    /// game gets one at its first change; before, there is nothing to save).
    pub fn next_periodic_save(&self) -> Option<Instant> {
        let app = &self.app;
        let running =
            app.game_page().clock().running().is_some() && app.game_page().outcome().is_none();
        let kept = self.file.is_some() && !app.game_page().is_read_only();
        (running && kept).then(|| self.last_save + CLOCK_SAVE_INTERVAL)
    }

    /// Saves the game in its file, giving it one first if it has none and has changed.
    pub fn save(&mut self, now: Instant, wall: SystemTime) {
        // Without a folder, the screen has said so from the start.
        if self.app.game_page().is_read_only() || self.store.is_err() {
            return;
        }
        if !self.unsaved && self.file.is_none() {
            return;
        }
        let result = self.write(now, wall);
        self.unsaved = false;
        self.last_save = now;
        if result.is_ok() {
            self.broadcast(now);
        }
        self.report(result.err().map(SaveFailure::new), now);
    }

    /// Writes the tournament's game into its broadcast folder, if it has one; the first
    /// failure is said.
    fn broadcast(&mut self, now: Instant) {
        let Some(game) = &mut self.tournament else {
            return;
        };
        let timed = self.app.game_page().timed_to_keep(self.app.now());
        if let Some(error) = game.broadcast(timed.as_ref(), &self.header) {
            self.tell_app(Message::Note(error.phrase().into_owned()), now);
        }
    }

    /// The side at the bottom as the game's tags keep it: the orientation the players chose,
    /// or turned to with `flip`.
    fn orientation(&self) -> Flip {
        self.app.settings().flip
    }

    /// Writes the game to its file, or makes its file with the game in it; the file written.
    fn write(&mut self, now: Instant, wall: SystemTime) -> Result<PathBuf, SaveError> {
        self.header.flip = Some(self.orientation());
        self.header.instant = self.app.settings().instant;
        let store = self
            .store
            .as_ref()
            // As it was said at the start: saying it again is no news.
            .map_err(|why| SaveError::NoFolderAtAll(Arc::clone(why)))?;
        let timed = self.app.game_page().timed_to_keep(self.app.now());
        let timed = timed.as_ref();
        if let Some(file) = &mut self.file {
            file.save(timed, &self.header, now)
                .map_err(|reason| SaveError::Write {
                    file: file_name(file.path()),
                    reason,
                })?;
            return Ok(file.path().to_path_buf());
        }
        let made = store
            .create(timed, &self.header, now, wall)
            .map_err(|error| match error.kind {
                StoreErrorKind::Io(reason) => SaveError::Write {
                    file: file_name(&error.path),
                    reason: WriteError::Io(reason),
                },
                _ => SaveError::Store(error),
            })?;
        let path = made.path().to_path_buf();
        self.file = Some(made);
        Ok(path)
    }

    /// Tells the app when saving starts or stops failing.
    fn report(&mut self, problem: Option<SaveFailure>, now: Instant) {
        if problem != self.problem {
            self.problem.clone_from(&problem);
            self.tell_app(Message::AutosaveProblem(problem), now);
        }
    }

    /// Tells the app how saving went; what it says of it is returned by the next update.
    fn tell_app(&mut self, message: Message, now: Instant) {
        let events = self.app.update(message, now);
        self.told.extend(events);
    }

    /// Carries out a `save` typed on the screen, and tells the app how it went: without a
    /// path, the game's own file is written now; with one, a copy goes there (`~` is the home
    /// folder, a folder gets a file named after the game), and a file that exists is replaced
    /// only once the players agree.
    fn serve_save_request(&mut self, request: SaveRequest, now: Instant, wall: SystemTime) {
        let SaveRequest { target, overwrite } = request;
        let result = match target {
            Some(text) => {
                // `HOME` where it is set; the user's profile folder on Windows.
                let home = dirs::home_dir();
                let own = self.file().map(file_name);
                let path = save_target(&text, home.as_deref(), own.as_deref());
                if self.store.as_ref().is_ok_and(|store| store.holds(&path)) {
                    let failure = SaveFailure::new(SaveError::IntoFolderOfGames(path));
                    return self.tell_app(Message::Saved(Err(failure)), now);
                }
                match store::save_game(self.app.game_page().timed(), &self.header, &path, overwrite)
                {
                    Err(WriteError::Exists(_)) => {
                        return self.tell_app(Message::SaveWouldReplace(path), now);
                    }
                    Ok(written) => {
                        self.copy = Some(written);
                        Ok(path)
                    }
                    Err(reason) => Err(SaveFailure::new(SaveError::Copy { path, reason })),
                }
            }
            None if self.app.game_page().is_read_only() => {
                Err(SaveFailure::new(SaveError::ReadOnly))
            }
            None => {
                let written = self.write(now, wall).map_err(SaveFailure::new);
                if written.is_ok() {
                    self.unsaved = false;
                    self.last_save = now;
                }
                self.report(written.as_ref().err().cloned(), now);
                written
            }
        };
        self.tell_app(Message::Saved(result), now);
    }
}

/// A game found to open in place of the one here.
struct Found {
    saved: SavedGame,
    /// Its file, locked, when it is played on in its own file.
    file: Option<GameFile>,
    /// For a look only: when its file was written, if known.
    look: Option<Option<SystemTime>>,
    /// The PGN file it was read from, when that is not a file of the folder of games.
    origin: Option<PathBuf>,
    /// The tournament it is a game of, when it is played as one.
    tournament: Option<TournamentGame>,
}

impl Found {
    /// A game to play on or review, with no file of its own yet.
    fn to_play(saved: SavedGame) -> Found {
        Found {
            saved,
            file: None,
            look: None,
            origin: None,
            tournament: None,
        }
    }
}

/// What the app asked of the session beyond saving on its events.
enum Request {
    /// A `save`.
    Save(SaveRequest),
    /// The saved games, for the library.
    List,
    /// The games of a PGN file, named as typed.
    Read(String),
    /// A game picked in the library.
    Open(Pick),
    /// The next game of the tournament of this name.
    PlayTournament(String),
    /// A move found, to be searched by the engine.
    Search(SearchRequest),
    /// The search under way is no longer wanted (given up, or its page closed).
    GiveUpSearch,
}

impl Request {
    /// What `event` asks of the session, if anything.
    fn of(event: &Event) -> Option<Request> {
        match event {
            Event::SaveDue(request) => Some(Request::Save(request.clone())),
            Event::ListGames => Some(Request::List),
            Event::ReadFile(text) => Some(Request::Read(text.clone())),
            Event::OpenGame(pick) => Some(Request::Open(pick.clone())),
            Event::PlayTournament(name) => Some(Request::PlayTournament(name.clone())),
            Event::SearchDue(request) => Some(Request::Search(request.clone())),
            Event::SearchGivenUp | Event::PageClosed => Some(Request::GiveUpSearch),
            _ => None,
        }
    }
}

/// Why the game could not be written.
#[derive(Debug)]
enum SaveError {
    /// Games cannot be saved at all in this session: there is no folder for them, and why
    /// (as the screen says it from the start).
    NoFolderAtAll(Arc<FolderError>),
    /// There is no folder for games, and why.
    NoFolder(Arc<FolderError>),
    /// The game's file could not be written: its name, and why.
    Write {
        /// The name of the file, without its folder.
        file: String,
        /// Why.
        reason: WriteError,
    },
    /// The game could not be given a file of its own.
    Store(StoreError),
    /// A copy (`save PATH`) could not be written there.
    Copy {
        /// Where the copy was to go.
        path: PathBuf,
        /// Why.
        reason: WriteError,
    },
    /// The game is only looked at here: `save` needs a file to write a copy to.
    ReadOnly,
    /// A copy (`save PATH`) would go into the folder of saved games, where it could replace
    /// a game's own file: where it was to go.
    IntoFolderOfGames(PathBuf),
}

impl Sentence for SaveError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            SaveError::NoFolderAtAll(why) => phrase!("session-cannot-save", reason = why.phrase()),
            SaveError::NoFolder(why) => why.phrase(),
            SaveError::Write { file, reason } => {
                phrase!(
                    "session-write-failed",
                    reason = reason.phrase(),
                    file = file
                )
            }
            SaveError::Store(error) => error.phrase(),
            // Without a name, there is no path to show.
            SaveError::Copy {
                reason: reason @ WriteError::NoName,
                ..
            } => reason.phrase(),
            SaveError::Copy { path, reason } => phrase!(
                "session-copy-failed",
                path = path.display().to_string(),
                reason = reason.phrase()
            ),
            SaveError::ReadOnly => phrase!("session-read-only-save"),
            SaveError::IntoFolderOfGames(path) => {
                phrase!("session-copy-into-games", path = path.display().to_string())
            }
        }
    }
}

/// The side at the bottom as the board of `app` opened, for a game whose tags keep none (a
/// file another program wrote): the file is written for it only when the players turn the
/// board, never for opening it.
fn keep_orientation(header: &mut Header, app: &App) {
    header.flip.get_or_insert(app.settings().flip);
}

/// The command that continues the saved game in `file`, or shows it when it is over, as
/// typed in a shell: `hotseat --resume NAME.pgn`, with `--plain` after a game played in the
/// line mode. It names the file, whose name never changes, not the game's number in
/// `hotseat games`, which changes with every game saved after it: the command stays right
/// for as long as the file is there.
pub fn resume_command(file: &Path, line_mode: bool) -> String {
    let program = if line_mode {
        "hotseat --plain"
    } else {
        "hotseat"
    };
    format!("{program} --resume {}", shell_word(&file_name(file)))
}

/// The command that plays game `game` of the tournament `name` (its next game, without
/// one), as typed in a shell: `hotseat tournament play 'Club night' 2.1`, with `--plain`
/// for the line mode.
pub fn tournament_play_command(name: &str, game: Option<GameId>, line_mode: bool) -> String {
    let mut command = format!("hotseat tournament play {}", shell_word(name));
    if let Some(game) = game {
        command.push_str(&format!(" {game}"));
    }
    if line_mode {
        command.push_str(" --plain");
    }
    command
}

/// `text` as one word of a shell command: as it is when it holds only letters, digits and
/// `.-_+,`, else in single quotes.
fn shell_word(text: &str) -> String {
    let plain = |c: char| c.is_alphanumeric() || ".-_+,".contains(c);
    if !text.is_empty() && text.chars().all(plain) {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

/// A path as typed, with `~` for `home`.
fn expand_home(text: &str, home: Option<&Path>) -> PathBuf {
    match (text.strip_prefix('~'), home) {
        (Some(""), Some(home)) => home.to_path_buf(),
        (Some(rest), Some(home)) if rest.starts_with(['/', std::path::MAIN_SEPARATOR]) => {
            home.join(&rest[1..])
        }
        _ => PathBuf::from(text),
    }
}

/// The file a `save PATH` writes: `~` stands for `home`; a folder (one that exists, or a
/// path ending in `/`) gets the game's own file name, or `game.pgn`.
fn save_target(text: &str, home: Option<&Path>, own_name: Option<&str>) -> PathBuf {
    let expanded = expand_home(text, home);
    let folder = text == "~" || text.ends_with(['/', std::path::MAIN_SEPARATOR]);
    if folder || expanded.is_dir() {
        expanded.join(own_name.unwrap_or("game.pgn"))
    } else {
        expanded
    }
}

#[cfg(test)]
mod tests;
