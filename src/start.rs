//! Before the screen opens: which game to play. A new one; the newest unfinished game, when
//! the players say so; a chosen saved game (`--resume [N]`); a game from a PGN file
//! (`--load`); or, when another hotseat is playing the game asked for, a new game or a
//! read-only look at that one. Questions are asked on the terminal and take only the answers
//! they name: one key, as the screen's questions do, or a line in the line mode.

use std::path::{Path, PathBuf};
use std::time::{Instant, SystemTime};

use crate::app::answer::{Answer, key_answer, line_answer};
use crate::app::library::Shelf;
use crate::app::{App, Bell, Key, Message, Settings, Start};
use crate::cli::{PlayOptions, SavedGameName};
use crate::game::time_control::TimeControl;
use crate::game::{DrawRules, GameVariant, Header};
use crate::i18n::{Describe, Lang, player_label};
use crate::look::ColourDepth;
use crate::rules::{ByColor, Color};
use crate::sentence::{Phrase, Sentence};
use crate::session::{Session, resume_command};
use crate::store::{
    self, Contents, FolderError, GameFile, SavedEntry, SavedGame, Store, StoreError,
    StoreErrorKind, file_name,
};
use crate::vocabulary::{self, Meaning};
use crate::{phrase, tr};

/// Asks the players a question before the screen opens.
pub trait Ask {
    /// Shows `question` and waits for its answer: one key, as on the screen, or a line in the
    /// line mode, or [`Reply::Ended`] at the end of the input; `None` when nobody can answer
    /// (no terminal), with the question not shown.
    fn ask(&mut self, question: &str) -> Option<Reply>;

    /// Says something on its own line (a damaged file set aside, where a game stays), in
    /// the language of the questions.
    fn tell(&mut self, said: &Phrase<'_>);

    /// Says what a reply lacked, before its question is asked again: as [`Ask::tell`] says
    /// things, unless the asker keeps the two apart.
    fn remind(&mut self, please: &Phrase<'_>) {
        self.tell(please);
    }
}

/// An [`Ask`] that keeps what it tells besides the reminders between questions: the notes the
/// screen says again once it opens over them.
struct Noting<'a, A> {
    asker: &'a mut A,
    notes: Vec<Phrase<'static>>,
}

impl<A: Ask> Ask for Noting<'_, A> {
    fn ask(&mut self, question: &str) -> Option<Reply> {
        self.asker.ask(question)
    }

    fn tell(&mut self, said: &Phrase<'_>) {
        self.asker.tell(said);
        self.notes.push(said.clone().into_owned());
    }

    fn remind(&mut self, please: &Phrase<'_>) {
        self.asker.remind(please);
    }
}

/// An answer to a question before the screen opens, as it came.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// One key, pressed on the terminal.
    Key(Key),
    /// A line, typed in the line mode (an empty line is Enter).
    Line(String),
    /// The input ended at the question (Ctrl-D): it answers nothing, and nothing more will.
    Ended,
}

impl Reply {
    /// The yes or no it gives on a screen in `lang`; Enter (or an empty line) gives `enter`, the
    /// question's default.
    fn yes_or_no(&self, enter: Answer, lang: Lang) -> Option<Answer> {
        match self {
            Reply::Key(key) => key_answer(*key, enter, lang),
            Reply::Line(line) if line.trim().is_empty() => Some(enter),
            Reply::Line(line) => line_answer(line),
            Reply::Ended => None,
        }
    }

    /// The letter it gives, in lower case: the key's, or the line's when it holds one letter.
    fn letter(&self) -> Option<char> {
        let letter = match self {
            Reply::Key(Key::Char(c)) => Some(*c),
            Reply::Key(_) | Reply::Ended => None,
            Reply::Line(line) => {
                let mut chars = line.trim().chars();
                chars.next().filter(|_| chars.next().is_none())
            }
        }?;
        letter.to_lowercase().next()
    }
}

/// Why no game can open: said before the screen opens, in the language of the screen, and the
/// program stops.
#[derive(Debug)]
pub enum StartError {
    /// The file to load, the folder of saved games or the game chosen cannot be used.
    Store(StoreError),
    /// There is no folder of saved games to resume a game from.
    Folder(FolderError),
    /// `--resume` without a number, and no saved game is unfinished.
    NothingToResume,
    /// `--resume FILE.pgn`, and no saved game has that file: the file as named.
    NotSaved(PathBuf),
    /// `--resume N`, and the list of saved games is shorter.
    NoSuchGame {
        /// The number asked for.
        number: u32,
        /// How many games the list has.
        count: usize,
    },
    /// `--load FILE` of a file that holds no game (text, bytes).
    NoGames(PathBuf),
    /// The game to resume is damaged: what is wrong with its file.
    Damaged(StoreError),
}

impl Sentence for StartError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            StartError::Store(error) => error.phrase(),
            StartError::Folder(error) => error.phrase(),
            StartError::NothingToResume => phrase!("start-nothing-to-resume"),
            StartError::NotSaved(path) => {
                phrase!("start-not-saved", path = path.display().to_string())
            }
            StartError::NoSuchGame { number, count } => {
                phrase!("start-no-such-game", number = *number, count = *count)
            }
            StartError::NoGames(path) => {
                phrase!("notice-no-games", path = path.display().to_string())
            }
            StartError::Damaged(error) => {
                phrase!("start-damaged", error = error.phrase())
            }
        }
    }
}

impl std::error::Error for StartError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StartError::Store(error) | StartError::Damaged(error) => Some(error),
            StartError::Folder(error) => Some(error),
            StartError::NothingToResume
            | StartError::NotSaved(_)
            | StartError::NoSuchGame { .. }
            | StartError::NoGames(_) => None,
        }
    }
}

crate::i18n::english_display!(StartError);

/// The game chosen, with everything needed to open it.
pub struct Plan {
    settings: Settings,
    store: Result<Store, FolderError>,
    opening: Opening,
    /// The tags of a new game.
    new_header: Header,
    /// What was told before the screen opens, for the screen to say again, as its notice, so
    /// that the screen does not hide it (the line mode said it as lines, and says nothing
    /// twice).
    notes: Vec<Phrase<'static>>,
}

/// How the game opens.
enum Opening {
    /// A new game with the options given, its file made at its first change.
    New,
    /// A saved or loaded game to play on: a saved game with its locked file, a loaded one
    /// with the file it was read from.
    PlayOn {
        saved: SavedGame,
        file: Option<GameFile>,
        loaded_from: Option<PathBuf>,
    },
    /// A game another hotseat is playing, to look at only, as its file held it at
    /// `saved_at`.
    Review {
        saved: SavedGame,
        saved_at: Option<SystemTime>,
    },
    /// A new game, with the games of a PGN file (`--load` without `--game`) to pick from
    /// on top of it.
    Pick { path: PathBuf, contents: Contents },
}

impl Plan {
    /// The session for this plan, play starting at `now`: the clock that runs starts now, not
    /// while a question was waiting for its answer.
    pub fn into_session(self, seed: u64, now: Instant) -> Session {
        let Plan {
            settings,
            store,
            opening,
            new_header,
            notes,
        } = self;
        let (mut app, file, header, loaded_from) = match opening {
            Opening::New => (App::new(settings, seed, now), None, new_header, None),
            Opening::Pick { path, contents } => {
                let mut app = App::new(settings, seed, now);
                app.update(Message::Shelf(Shelf::File { path, contents }), now);
                (app, None, new_header, None)
            }
            Opening::PlayOn {
                saved,
                file,
                loaded_from,
            } => (
                App::with_game(settings, saved.timed, seed, now),
                file,
                saved.header,
                loaded_from,
            ),
            Opening::Review { saved, saved_at } => (
                App::reviewing(settings, saved.timed, saved_at, seed, now),
                None,
                saved.header,
                None,
            ),
        };
        if !notes.is_empty() {
            app.update(Message::SaidBefore(notes), now);
        }
        let session = Session::new(app, store, file, header, now);
        match loaded_from {
            Some(path) => session.loaded_from(path),
            None => session,
        }
    }
}

/// Decides which game to play, with the saved games in `store` (or why there is no folder for
/// them). `depth` is the colours the screen may use; `wall` is the moment (on the wall clock)
/// a new game begins. Problems that stop the program before the screen opens come back as
/// a [`StartError`].
pub fn plan(
    options: &PlayOptions,
    depth: ColourDepth,
    wall: SystemTime,
    store: Result<Store, FolderError>,
    asker: &mut impl Ask,
) -> Result<Plan, StartError> {
    let lang = language(options);
    let asker = &mut Noting {
        asker,
        notes: Vec::new(),
    };
    let opening = if let Some(path) = &options.load {
        load(path, options.game, options.draw_rules)?
    } else {
        match store {
            Ok(ref store) => choose_saved(options, store, wall, (asker, lang))?,
            Err(error) if options.resume.is_some() => return Err(StartError::Folder(error)),
            Err(_) => Opening::New,
        }
    };
    let mut opening = opening;
    if let Opening::PlayOn { saved, .. } = &mut opening {
        rename_players(options, saved);
    }
    let new_settings = new_game_settings(options, depth);
    let new_header = new_settings.header().dated(wall);
    let settings = match &opening {
        Opening::New | Opening::Pick { .. } => new_settings,
        Opening::PlayOn { saved, .. } | Opening::Review { saved, .. } => {
            new_settings.playing(&saved.timed, &saved.header)
        }
    };
    let notes = if options.plain {
        Vec::new()
    } else {
        std::mem::take(&mut asker.notes)
    };
    Ok(Plan {
        settings,
        store,
        opening,
        new_header,
        notes,
    })
}

/// The plan for a game chosen before the screen opens by something other than the players'
/// answers (a tournament's game): the saved game of the locked `file`, played on with the
/// settings `options` give, the game keeping its own names and control.
pub fn chosen(
    options: &PlayOptions,
    depth: ColourDepth,
    wall: SystemTime,
    store: Store,
    file: GameFile,
    saved: SavedGame,
) -> Plan {
    let new_settings = new_game_settings(options, depth);
    Plan {
        settings: new_settings.playing(&saved.timed, &saved.header),
        new_header: new_settings.header().dated(wall),
        store: Ok(store),
        opening: Opening::PlayOn {
            saved,
            file: Some(file),
            loaded_from: None,
        },
        notes: Vec::new(),
    }
}

/// `--load FILE`: game `number` of the file; without a number, its only game, or the list
/// of its games to pick from.
fn load(path: &Path, number: Option<u32>, rules: DrawRules) -> Result<Opening, StartError> {
    let number = match number {
        Some(number) => number,
        None => {
            let contents = store::contents(path).map_err(StartError::Store)?;
            if contents.total == 0 {
                return Err(StartError::NoGames(path.to_path_buf()));
            }
            if contents.total > 1 {
                let path = path.to_path_buf();
                return Ok(Opening::Pick { path, contents });
            }
            1
        }
    };
    let saved = store::load(path, number, rules).map_err(StartError::Store)?;
    Ok(Opening::PlayOn {
        saved,
        file: None,
        loaded_from: Some(path.to_path_buf()),
    })
}

/// With `--resume [N|FILE.pgn]`, that saved game; otherwise the newest unfinished game when
/// the players want it, or a new game. The folder is walked only as far as the game wanted,
/// from `wall`.
fn choose_saved(
    options: &PlayOptions,
    store: &Store,
    wall: SystemTime,
    (asker, lang): (&mut impl Ask, Lang),
) -> Result<Opening, StartError> {
    let mut walk = store.walk(wall).map_err(StartError::Store)?;
    let found = match &options.resume {
        Some(Some(SavedGameName::File(name))) => {
            let path = store.file_named(name);
            let found = path
                .as_ref()
                .and_then(|path| walk.find(|(_, e)| &e.path == path));
            found
                .map(|(_, entry)| entry)
                .ok_or_else(|| StartError::NotSaved(name.clone()))
        }
        Some(Some(SavedGameName::Number(n))) => {
            let n = *n;
            let index = usize::try_from(n).unwrap_or(usize::MAX);
            let found = walk.find(|&(number, _)| number == index);
            match found {
                Some((_, entry)) => Ok(entry),
                None => Err(StartError::NoSuchGame {
                    number: n,
                    count: walk.met(),
                }),
            }
        }
        _ => walk.newest_unfinished().ok_or(StartError::NothingToResume),
    };
    tell_notices(&mut walk, asker);
    drop(walk);
    match (&options.resume, found) {
        (Some(_), found) => resume(store, found?, (asker, lang)),
        (None, Ok(found)) => offer_newest_unfinished(store, found, options, (asker, lang)),
        (None, Err(_)) => Ok(Opening::New),
    }
}

/// Says what the walk did to the folder on its way.
fn tell_notices(walk: &mut store::Walk, asker: &mut impl Ask) {
    for notice in walk.take_notices() {
        asker.tell(&notice.phrase());
    }
}

/// `--resume`: the newest unfinished game; `--resume N`: game N of `hotseat games`;
/// `--resume NAME.pgn`: the game in that file. A game that is over opens for review, in its
/// own file too: the notes and side lines added to it go there.
fn resume(
    store: &Store,
    entry: SavedEntry,
    (asker, lang): (&mut impl Ask, Lang),
) -> Result<Opening, StartError> {
    open_for_play(store, &entry, (asker, lang))
}

/// Without `--resume`: asks whether to resume the newest unfinished game, on its own clocks
/// when `options` give a time control for a new game. A game not resumed stays in its file,
/// and the command that resumes it is said (for the line mode with `--plain`). Another
/// hotseat playing it: a new game, or a look.
fn offer_newest_unfinished(
    store: &Store,
    entry: SavedEntry,
    options: &PlayOptions,
    (asker, lang): (&mut impl Ask, Lang),
) -> Result<Opening, StartError> {
    let entry = &entry;
    if store::is_open_elsewhere(&entry.path) {
        return open_elsewhere(entry, Wanted::Offered, (asker, lang));
    }
    let names = &entry.summary.names;
    let moves = entry.summary.plies.div_ceil(2);
    let question = tr!(
        lang,
        "start-resume",
        white = player_label(lang, names, Color::White),
        black = player_label(lang, names, Color::Black),
        moves = tr!(lang, "count-moves", count = moves),
        started = entry.started.as_str(),
        control = given_control(options).map_or("none".to_string(), |c| c.to_string())
    );
    let please = phrase!("start-answer-yes-or-no");
    let answer = ask_until(asker, &format!("{question} "), &please, |reply| {
        reply.yes_or_no(Answer::Yes, lang)
    });
    match answer {
        Ok(Answer::Yes) => open_for_play(store, entry, (asker, lang)),
        // No, or the end of the input at the question: a new game, and where the saved one
        // stays.
        Ok(Answer::No) | Err(Unanswered::Ended) => {
            // Named as the notes on the folder name files: a whole path would not fit the
            // screen, which says it again.
            let file = file_name(&entry.path);
            let command = resume_command(&entry.path, options.plain);
            asker.tell(&phrase!("start-stays", path = file, command = command));
            Ok(Opening::New)
        }
        // Nobody to answer (input from a pipe): a new game; the saved one stays as it is.
        Err(Unanswered::Nobody) => Ok(Opening::New),
    }
}

/// Locks and reads a saved game for playing on.
fn open_for_play(
    store: &Store,
    entry: &SavedEntry,
    (asker, lang): (&mut impl Ask, Lang),
) -> Result<Opening, StartError> {
    match store.open_game(&entry.path) {
        Ok((file, saved)) => Ok(Opening::PlayOn {
            saved,
            file: Some(file),
            loaded_from: None,
        }),
        Err(StoreError {
            kind: StoreErrorKind::Locked,
            ..
        }) => open_elsewhere(entry, Wanted::Asked, (asker, lang)),
        Err(StoreError {
            kind: StoreErrorKind::Io(source),
            ..
        }) => {
            // Without its lock the game could be written twice: it is only looked at.
            asker.tell(&phrase!(
                "start-cannot-lock",
                file = file_name(&entry.path),
                reason = source.phrase()
            ));
            review(entry)
        }
        Err(
            error @ StoreError {
                kind: StoreErrorKind::Damaged(_),
                ..
            },
        ) => Err(StartError::Damaged(error)),
        Err(error) => Err(StartError::Store(error)),
    }
}

/// How a saved game came to be opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wanted {
    /// The players asked for it (`--resume`, or yes to the resume question).
    Asked,
    /// It is the newest unfinished game, which the players would have been asked about.
    Offered,
}

/// A saved game is being played by another hotseat: the players choose a new game or a
/// read-only look, asked in one line that says why. With nobody to ask (input from a pipe),
/// a game only offered gives way to a new game, said in one line; a game asked for cannot
/// open, and the error says why.
fn open_elsewhere(
    entry: &SavedEntry,
    wanted: Wanted,
    (asker, lang): (&mut impl Ask, Lang),
) -> Result<Opening, StartError> {
    let locked = StoreError {
        path: file_name(&entry.path).into(),
        kind: StoreErrorKind::Locked,
    };
    let question = format!(
        "{} ",
        tr!(lang, "start-new-or-review", locked = locked.describe(lang))
    );
    let please = phrase!("start-answer-new-or-review");
    match ask_until(asker, &question, &please, new_or_review) {
        Ok(true) => Ok(Opening::New),
        Ok(false) => review(entry),
        Err(_) if wanted == Wanted::Offered => {
            asker.tell(&phrase!("start-locked-new-game", locked = locked.phrase()));
            Ok(Opening::New)
        }
        Err(_) => Err(StartError::Store(locked)),
    }
}

/// A read-only look at a saved game, as its file holds it now (the other program may have
/// saved moves since the folder was walked).
fn review(entry: &SavedEntry) -> Result<Opening, StartError> {
    let (saved, saved_at) = store::look_at(&entry.path).map_err(StartError::Store)?;
    Ok(Opening::Review { saved, saved_at })
}

/// What the players answer to `start-new-or-review`, by its letter (`[new-or-review]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NewOrReview {
    New,
    Review,
}

impl Meaning for NewOrReview {
    const TABLE: &'static str = "new-or-review";
    const ALL: &'static [NewOrReview] = &[NewOrReview::New, NewOrReview::Review];

    fn key(self) -> &'static str {
        match self {
            NewOrReview::New => "new",
            NewOrReview::Review => "review",
        }
    }
}

/// The answer to `start-new-or-review`, in the letters of any language (`[new-or-review]` of
/// the files of words): `n` or `н` (new) is `true`, `r` or `п` (look at it, просмотр) is
/// `false`, in lower case; capitals begin moves (`N`, `R`, `П`) and answer nothing, as on the
/// screen.
fn new_or_review(reply: &Reply) -> Option<bool> {
    if let Reply::Key(Key::Char(c)) = reply
        && c.is_uppercase()
    {
        return None;
    }
    let answer: NewOrReview = vocabulary::read(&reply.letter()?.to_string())?;
    Some(answer == NewOrReview::New)
}

/// Why a question got no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unanswered {
    /// Nobody was asked: there is no terminal (input from a pipe).
    Nobody,
    /// The input ended at the question (Ctrl-D).
    Ended,
}

/// Asks until `read` finds an answer in the reply, saying `please` after each reply that is
/// none; the answer, or why there is none.
fn ask_until<T>(
    asker: &mut impl Ask,
    question: &str,
    please: &Phrase<'_>,
    read: impl Fn(&Reply) -> Option<T>,
) -> Result<T, Unanswered> {
    loop {
        let reply = asker.ask(question).ok_or(Unanswered::Nobody)?;
        if reply == Reply::Ended {
            return Err(Unanswered::Ended);
        }
        if let Some(answer) = read(&reply) {
            return Ok(answer);
        }
        asker.remind(please);
    }
}

/// The names given on the command line rename the players of a loaded or resumed game.
fn rename_players(options: &PlayOptions, saved: &mut SavedGame) {
    if let Some(white) = &options.white {
        saved.header.names.white.clone_from(white);
    }
    if let Some(black) = &options.black {
        saved.header.names.black.clone_from(black);
    }
}

/// The players of a new game: as named on the command line, else in the config file, else
/// `White` and `Black`.
fn new_names(options: &PlayOptions) -> ByColor<String> {
    let defaults = &options.file_defaults;
    let name = |typed: &Option<String>, file: &Option<String>, default: &str| {
        typed
            .clone()
            .or_else(|| file.clone())
            .unwrap_or_else(|| default.to_string())
    };
    ByColor {
        white: name(&options.white, &defaults.white, Color::White.name()),
        black: name(&options.black, &defaults.black, Color::Black.name()),
    }
}

/// The time control of a new game: as typed, else in the config file, else untimed.
fn new_control(options: &PlayOptions) -> TimeControl {
    given_control(options)
        .cloned()
        .unwrap_or_else(TimeControl::untimed)
}

/// The time control given for a new game, as typed or in the config file; a resumed game
/// keeps its own.
fn given_control(options: &PlayOptions) -> Option<&TimeControl> {
    options
        .time
        .as_ref()
        .or(options.file_defaults.time.as_ref())
}

/// The settings a new game gets from `options` on a screen of colour `depth`: its players,
/// control, start and rules, and the look, the language and the rest of the session.
pub fn new_game_settings(options: &PlayOptions, depth: ColourDepth) -> Settings {
    Settings {
        names: new_names(options),
        control: new_control(options),
        draw_rules: options.draw_rules,
        start: new_start(options),
        ascii: options.ascii == Some(true),
        theme: options.theme,
        depth,
        flip: options.flip,
        lang: language(options),
        mouse: options.mouse,
        instant: options.instant,
        takebacks: options.takebacks,
        armageddon: options.armageddon,
        clock_start: options.clock_start,
        bell: Bell::of(bell(options), options.bell_every_move),
    }
}

/// Where a new game starts: the FEN given (read in the game's variant; `main` refused one it
/// cannot read before the game opens), the Chess960 start asked for, or the variant's start.
fn new_start(options: &PlayOptions) -> Start {
    match (options.set_up(), options.chess960, options.game_variant()) {
        (Ok(Some(position)), _, _) => Start::Position(position),
        (_, Some(number), _) => Start::Chess960(number),
        (_, None, GameVariant::Chess960) => Start::Chess960(None),
        (_, None, GameVariant::Rules(variant)) => Start::Usual(variant),
    }
}

/// Whether the bell rings: as the options (or the config file) say, else on the screen and
/// not in the line mode, where a screen reader has sounds of its own.
fn bell(options: &PlayOptions) -> bool {
    options.bell.unwrap_or(!options.plain)
}

/// The language of the screen: as the options say, else as the locale does.
pub fn language(options: &PlayOptions) -> Lang {
    options.lang.unwrap_or_else(locale_language)
}

/// The language the locale asks for (`LC_ALL`, `LC_MESSAGES`, `LANG`).
pub fn locale_language() -> Lang {
    let var = |name: &str| std::env::var(name).ok();
    Lang::from_locale(
        var("LC_ALL").as_deref(),
        var("LC_MESSAGES").as_deref(),
        var("LANG").as_deref(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::TimedGame;

    /// Answers from a list, and keeps what was said.
    struct Script {
        answers: Vec<Reply>,
        said: Vec<String>,
    }

    impl Ask for Script {
        /// With no answers left, there is nobody to ask, as with input from a pipe: the
        /// question is not shown.
        fn ask(&mut self, question: &str) -> Option<Reply> {
            if self.answers.is_empty() {
                return None;
            }
            self.said.push(question.to_string());
            Some(self.answers.remove(0))
        }

        fn tell(&mut self, said: &Phrase<'_>) {
            self.said.push(crate::i18n::say(Lang::En, said));
        }
    }

    /// Answers in lines, as in the line mode.
    fn script(answers: &[&str]) -> Script {
        Script {
            answers: answers.iter().map(|a| Reply::Line(a.to_string())).collect(),
            said: Vec::new(),
        }
    }

    /// Answers in keys, as from a terminal.
    fn keys(answers: &[Key]) -> Script {
        Script {
            answers: answers.iter().copied().map(Reply::Key).collect(),
            said: Vec::new(),
        }
    }

    fn yes_or_no(asker: &mut Script) -> Option<Answer> {
        let please = phrase!("start-answer-yes-or-no");
        ask_until(asker, "Resume it? [Y/n] ", &please, |reply| {
            reply.yes_or_no(Answer::Yes, Lang::En)
        })
        .ok()
    }

    fn asked_again(asker: &Script, please: &str) -> usize {
        asker.said.iter().filter(|s| *s == please).count()
    }

    #[test]
    fn a_yes_or_no_question_takes_only_its_answers() {
        let please = "Please answer y or n (Enter is yes).";
        let mut asker = script(&["maybe", "yes please", " N "]);
        assert_eq!(yes_or_no(&mut asker), Some(Answer::No));
        assert_eq!(asked_again(&asker, please), 2);
        let answer = |said: &[&str]| yes_or_no(&mut script(said));
        assert_eq!(answer(&[""]), Some(Answer::Yes));
        assert_eq!(answer(&["Y"]), Some(Answer::Yes));
        assert_eq!(answer(&["да"]), Some(Answer::Yes));
        assert_eq!(answer(&["н"]), Some(Answer::No));
        assert_eq!(answer(&[]), None);
    }

    /// On a terminal a question takes one key, as the screen's do: `y`, `д` or Enter is yes,
    /// `n`, `н` or Esc no; a capital N (a knight move begun) and anything else ask again.
    #[test]
    fn on_a_terminal_one_key_answers() {
        let please = "Please answer y or n (Enter is yes).";
        let mut asker = keys(&[Key::Char('N'), Key::Char('x'), Key::Char('н')]);
        assert_eq!(yes_or_no(&mut asker), Some(Answer::No));
        assert_eq!(asked_again(&asker, please), 2);
        for (key, answer) in [
            (Key::Enter, Answer::Yes),
            (Key::Char('y'), Answer::Yes),
            (Key::Char('Д'), Answer::Yes),
            (Key::Char('n'), Answer::No),
            (Key::Esc, Answer::No),
        ] {
            assert_eq!(yes_or_no(&mut keys(&[key])), Some(answer), "{key:?}");
        }

        let reminder = phrase!("start-answer-new-or-review");
        let please = crate::i18n::say(Lang::En, &reminder);
        let ask = |asker: &mut Script| ask_until(asker, "[n/r] ", &reminder, new_or_review).ok();
        let mut asker = keys(&[Key::Char('R'), Key::Enter, Key::Char('r')]);
        assert_eq!(ask(&mut asker), Some(false), "r looks at the game");
        assert_eq!(asked_again(&asker, &please), 2);
        assert_eq!(ask(&mut keys(&[Key::Char('п')])), Some(false));
        assert_eq!(
            ask(&mut keys(&[Key::Char('N'), Key::Char('н')])),
            Some(true)
        );
        assert_eq!(ask(&mut keys(&[Key::Char('n')])), Some(true));
        // In the line mode, a line: a letter in either case, and nothing more on it.
        let mut asker = script(&["rNc6", "R"]);
        assert_eq!(ask(&mut asker), Some(false));
        assert_eq!(asked_again(&asker, &please), 1);
        assert_eq!(
            tr!(Lang::Ru, "start-answer-new-or-review"),
            "Пожалуйста, ответьте н или п (можно n или r)."
        );
    }

    #[test]
    fn every_language_has_letters_for_a_new_game_and_a_look() {
        vocabulary::assert_complete::<NewOrReview>();
    }

    #[test]
    fn a_missing_game_number_is_said_in_one_line() {
        let missing = |lang, number: u32, count: usize| {
            tr!(lang, "start-no-such-game", number = number, count = count)
        };
        assert_eq!(
            missing(Lang::En, 7, 3),
            "there is no game 7: `hotseat games` lists 3 games"
        );
        assert_eq!(
            missing(Lang::En, 2, 1),
            "there is no game 2: `hotseat games` lists 1 game"
        );
        assert_eq!(
            missing(Lang::En, 1, 0),
            "there is no game 1: no games are saved yet"
        );
        assert_eq!(
            missing(Lang::Ru, 7, 21),
            "партии 7 нет: `hotseat games` показывает 21 партию"
        );
        assert_eq!(
            missing(Lang::Ru, 7, 0),
            "партии 7 нет: сохранённых партий пока нет"
        );
    }

    fn options(args: &[&str]) -> PlayOptions {
        use clap::Parser;
        let args = std::iter::once("hotseat").chain(args.iter().copied());
        crate::cli::Cli::try_parse_from(args)
            .expect("valid options")
            .play
    }

    fn store_with(name: &str, games: &[(&str, &str)]) -> Store {
        let dir = std::env::temp_dir().join(format!("hotseat-start-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Store::at(dir).expect("a folder");
        for (file, pgn) in games {
            std::fs::write(store.folder().join(file), pgn).expect("a saved game");
        }
        store
    }

    const FINISHED: &str =
        "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    const GOING: &str = "[White \"Clara\"]\n[Black \"Dan\"]\n[Result \"*\"]\n\n1. d4 d5 *\n";

    fn plan_with(
        args: &[&str],
        store: Store,
        answers: &[&str],
    ) -> (Result<Plan, StartError>, Vec<String>) {
        let mut asker = script(answers);
        let plan = plan(
            &options(args),
            ColourDepth::TrueColour,
            SystemTime::UNIX_EPOCH,
            Ok(store),
            &mut asker,
        );
        (plan, asker.said)
    }

    #[test]
    fn a_game_number_that_is_not_in_the_list_is_one_line() {
        let store = store_with(
            "number",
            &[("2026-11-29-101500-Anna-vs-Boris.pgn", FINISHED)],
        );
        let (plan, _) = plan_with(&["--resume", "9"], store.clone(), &[]);
        assert_eq!(
            plan.err().map(|error| error.describe(Lang::En)).as_deref(),
            Some("there is no game 9: `hotseat games` lists 1 game")
        );
        let (plan, _) = plan_with(&["--resume"], store, &[]);
        assert_eq!(
            plan.err().map(|error| error.describe(Lang::En)).as_deref(),
            Some("there is no unfinished game to resume")
        );
    }

    #[test]
    fn what_stops_a_game_from_opening_is_a_typed_error() {
        let store = store_with(
            "typed",
            &[("2026-11-29-101500-Anna-vs-Boris.pgn", FINISHED)],
        );
        let (chosen, _) = plan_with(&["--resume", "9"], store.clone(), &[]);
        assert!(
            matches!(
                chosen,
                Err(StartError::NoSuchGame {
                    number: 9,
                    count: 1
                })
            ),
            "{:?}",
            chosen.err()
        );
        let (chosen, _) = plan_with(&["--resume"], store, &[]);
        assert!(matches!(chosen, Err(StartError::NothingToResume)));
        let mut asker = script(&[]);
        let without_folder = plan(
            &options(&["--resume"]),
            ColourDepth::TrueColour,
            SystemTime::UNIX_EPOCH,
            Err(FolderError::NotFound),
            &mut asker,
        );
        assert!(matches!(
            without_folder,
            Err(StartError::Folder(FolderError::NotFound))
        ));
        let missing = std::env::temp_dir().join("hotseat-start-no-such-file.pgn");
        let (loaded, _) = plan_with(
            &["--load", missing.to_str().expect("a path")],
            store_with("typed-load", &[]),
            &[],
        );
        assert!(matches!(loaded, Err(StartError::Store(_))));
        let text = std::env::temp_dir().join("hotseat-start-text.txt");
        std::fs::write(&text, "hello world\n").expect("a file");
        let (loaded, _) = plan_with(
            &["--load", text.to_str().expect("a path")],
            store_with("typed-text", &[]),
            &[],
        );
        assert!(
            matches!(&loaded, Err(StartError::NoGames(path)) if *path == text),
            "{:?}",
            loaded.err()
        );
        let _ = std::fs::remove_file(text);
    }

    #[test]
    fn names_given_with_a_saved_game_rename_its_players() {
        let store = store_with("names", &[("2026-11-30-090000-Clara-vs-Dan.pgn", GOING)]);
        let (plan, said) = plan_with(&["--resume", "--white", "Clara Schumann"], store, &[]);
        let plan = plan.expect("the game resumes");
        assert!(said.is_empty(), "{said:?}");
        assert_eq!(plan.settings.names.white, "Clara Schumann");
        assert_eq!(plan.settings.names.black, "Dan");
        match &plan.opening {
            Opening::PlayOn { saved, file, .. } => {
                assert_eq!(saved.header.names.white, "Clara Schumann");
                assert!(file.is_some(), "the game is locked for playing");
            }
            _ => panic!("the saved game opens"),
        }
    }

    /// A resumed game keeps how it was played: moves at once when its file says so, whatever
    /// the options; `--instant` turns them on for a game played without.
    #[test]
    fn a_resumed_game_keeps_its_instant_moves() {
        let instant = GOING.replace("[Result \"*\"]", "[Result \"*\"]\n[HotseatInstant \"on\"]");
        let store = store_with(
            "instant",
            &[
                ("2026-11-30-090000-Clara-vs-Dan.pgn", GOING),
                ("2026-11-30-100000-Clara-vs-Dan.pgn", &instant),
            ],
        );
        for (args, kept) in [
            (&["--resume", "1"][..], true),
            (&["--resume", "2"][..], false),
            (&["--resume", "2", "--instant"][..], true),
        ] {
            let (plan, _) = plan_with(args, store.clone(), &[]);
            let plan = plan.expect("the game resumes");
            assert_eq!(plan.settings.instant, kept, "{args:?}");
            drop(plan);
        }
    }

    /// A game that forbade takebacks forbids them when it is resumed, whatever the options
    /// say; a game that allowed them allows them unless `--takebacks off` is typed.
    #[test]
    fn a_resumed_game_keeps_its_takebacks_forbidden() {
        let strict = GOING.replace(
            "[Result \"*\"]",
            "[Result \"*\"]\n[HotseatTakebacks \"off\"]",
        );
        let store = store_with(
            "takebacks",
            &[
                ("2026-11-30-090000-Clara-vs-Dan.pgn", GOING),
                ("2026-11-30-100000-Clara-vs-Dan.pgn", &strict),
            ],
        );
        for (args, allowed) in [
            (&["--resume", "1"][..], false),
            (&["--resume", "1", "--takebacks", "on"][..], false),
            (&["--resume", "2"][..], true),
            (&["--resume", "2", "--takebacks", "off"][..], false),
        ] {
            let (plan, _) = plan_with(args, store.clone(), &[]);
            let plan = plan.expect("the game resumes");
            assert_eq!(plan.settings.takebacks, allowed, "{args:?}");
            drop(plan);
        }
    }

    /// Declining the newest game names its file and a command that resumes exactly it,
    /// whatever games are saved after (its number changes with the new game's first move),
    /// in the line mode with `--plain`.
    #[test]
    fn declining_the_newest_game_says_where_it_stays() {
        let name = "2026-11-30-090000-Clara-vs-Dan.pgn";
        for (args, command) in [
            (&[][..], format!("hotseat --resume {name}")),
            (&["--plain"], format!("hotseat --plain --resume {name}")),
        ] {
            let store = store_with("decline", &[(name, GOING)]);
            let (plan, said) = plan_with(args, store.clone(), &["maybe", "n"]);
            assert!(matches!(plan.expect("a plan").opening, Opening::New));
            assert!(
                said.iter()
                    .any(|s| s == "Please answer y or n (Enter is yes).")
            );
            assert_eq!(
                said.last(),
                Some(&format!("It stays in {name}; {command} continues it.")),
                "{args:?}"
            );
        }
    }

    /// The end of the input at the question (Ctrl-D) answers it once, as no does: a new game,
    /// and where the saved one stays. With nobody to ask (a pipe), nothing is said.
    #[test]
    fn the_end_of_the_input_at_the_question_says_where_the_game_stays() {
        let name = "2026-11-30-090000-Clara-vs-Dan.pgn";
        let store = store_with("ended", &[(name, GOING)]);
        let mut asker = Script {
            answers: vec![Reply::Ended, Reply::Line("y".to_string())],
            said: Vec::new(),
        };
        let plan = plan(
            &options(&["--plain"]),
            ColourDepth::TrueColour,
            SystemTime::UNIX_EPOCH,
            Ok(store.clone()),
            &mut asker,
        );
        assert!(matches!(plan.expect("a plan").opening, Opening::New));
        let stays = format!("It stays in {name}; hotseat --plain --resume {name} continues it.");
        assert_eq!(asker.said.len(), 2, "asked once: {:?}", asker.said);
        assert_eq!(asker.said.last(), Some(&stays));
        let (plan, said) = plan_with(&["--plain"], store, &[]);
        assert!(matches!(plan.expect("a plan").opening, Opening::New));
        assert_eq!(said, Vec::<String>::new());
    }

    /// What is said before the screen opens is said again on it, as its notice, in the
    /// player's language: the screen would hide the lines on standard error at once. The line
    /// mode has said them as lines, and says nothing twice.
    #[test]
    fn what_is_said_before_the_screen_is_said_again_on_it() {
        let name = "2026-11-30-090000-Clara-vs-Dan.pgn";
        let damaged = "2026-12-01-090000-Anna-vs-Boris.pgn";
        for (lang, kept, stays) in [
            ("en", "it is kept as", "It stays in 2026-11-30"),
            ("ru", "он сохранён как", "Она остаётся в 2026-11-30"),
        ] {
            let set_aside = format!("{kept} {damaged}.damaged");
            let cut_short = "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n1. e4";
            let store = store_with(
                &format!("said-{lang}"),
                &[(name, GOING), (damaged, cut_short)],
            );
            let (plan, _) = plan_with(&["--lang", lang], store.clone(), &["n"]);
            let session = plan.expect("a plan").into_session(1, Instant::now());
            let notice = session
                .app
                .notice()
                .map(|notice| notice.describe(session.app.lang()));
            let notice = notice.unwrap_or_default();
            assert!(notice.contains(&set_aside), "{lang}: {notice}");
            assert!(notice.contains(stays), "{lang}: {notice}");
            let store = store_with(
                &format!("said-plain-{lang}"),
                &[(name, GOING), (damaged, cut_short)],
            );
            let (plan, said) = plan_with(&["--plain", "--lang", lang], store, &["n"]);
            let session = plan.expect("a plan").into_session(1, Instant::now());
            assert_eq!(session.app.notice(), None, "{lang}");
            assert_eq!(
                said.len(),
                3,
                "the note, the question, where it stays: {said:?}"
            );
        }
    }

    /// `--resume NAME.pgn` opens the game in that file of the folder, named alone or by a
    /// path into the folder; a file that is no saved game is one line.
    #[test]
    fn a_saved_game_is_resumed_by_its_file() {
        let name = "2026-11-30-090000-Clara-vs-Dan.pgn";
        let store = store_with(
            "by-file",
            &[
                (name, GOING),
                ("2026-12-01-090000-Anna-vs-Boris.pgn", FINISHED),
            ],
        );
        let in_folder = store.folder().join(name).display().to_string();
        for named in [name, in_folder.as_str()] {
            let (plan, _) = plan_with(&["--resume", named], store.clone(), &[]);
            match plan.expect("the game opens").opening {
                Opening::PlayOn { saved, file, .. } => {
                    assert_eq!(saved.header.names.white, "Clara");
                    assert_eq!(
                        file.map(|f| f.path().to_path_buf()),
                        Some(store.folder().join(name))
                    );
                }
                _ => panic!("{named}: the saved game opens"),
            }
        }
        let elsewhere = std::env::temp_dir().join(name).display().to_string();
        for named in ["no-such-game.pgn", elsewhere.as_str()] {
            let (plan, _) = plan_with(&["--resume", named], store.clone(), &[]);
            assert_eq!(
                plan.err().map(|error| error.describe(Lang::En)),
                Some(format!(
                    "{named} is not a saved game: `hotseat games` lists them, each with its file"
                ))
            );
        }
    }

    /// A game another hotseat plays: with nobody to ask (input from a pipe) the newest
    /// unfinished game gives way to a new game, said in one line; asked for with `--resume`,
    /// it cannot open, and the error alone says why.
    #[test]
    fn a_game_played_elsewhere_gives_way_to_a_new_game_when_nobody_is_asked() {
        let name = "2026-11-30-090000-Clara-vs-Dan.pgn";
        let store = store_with("elsewhere", &[(name, GOING)]);
        let (held, _) = store
            .open_game(&store.folder().join(name))
            .expect("the game is locked here");
        let (plan, said) = plan_with(&[], store.clone(), &[]);
        assert!(matches!(plan.expect("a plan").opening, Opening::New));
        assert_eq!(
            said,
            [format!(
                "{name}: this game is open in another hotseat; a new game starts."
            )]
        );
        let (plan, said) = plan_with(&["--resume"], store.clone(), &[]);
        assert_eq!(
            plan.err().map(|error| error.describe(Lang::En)),
            Some(format!("{name}: this game is open in another hotseat"))
        );
        assert!(said.is_empty(), "said once, by the error: {said:?}");
        // Asked on a terminal, the question says why in the same line.
        let (plan, said) = plan_with(&[], store, &["n"]);
        assert!(matches!(plan.expect("a plan").opening, Opening::New));
        assert_eq!(
            said,
            [format!(
                "{name}: this game is open in another hotseat. Start a new game (n) or look \
                 at that one read-only (r)? [n/r] "
            )]
        );
        drop(held);
    }

    /// A finished game resumed opens in its own file: a note added to it goes there, and
    /// the folder still holds one file of the game.
    #[test]
    fn notes_on_a_finished_game_go_into_its_own_file() {
        let name = "2026-11-29-101500-Anna-vs-Boris.pgn";
        let store = store_with("notes-finished", &[(name, FINISHED)]);
        let (plan, _) = plan_with(&["--resume", "1"], store.clone(), &[]);
        let mut session = plan.expect("a plan").into_session(1, Instant::now());
        assert_eq!(session.file(), Some(store.folder().join(name).as_path()));
        // Opened, and a line typed that changes nothing: the file is left as it was.
        session.update(Message::Key(Key::Enter), Instant::now(), SystemTime::now());
        let before = std::fs::read_to_string(store.folder().join(name)).expect("its file");
        assert_eq!(before, FINISHED);
        for line in ["comment a quick mate", "nag ??"] {
            for c in line.chars() {
                session.update(
                    Message::Key(Key::Char(c)),
                    Instant::now(),
                    SystemTime::now(),
                );
            }
            session.update(Message::Key(Key::Enter), Instant::now(), SystemTime::now());
        }
        let text = std::fs::read_to_string(store.folder().join(name)).expect("its file");
        assert!(text.contains("Qh4# $4 {a quick mate}"), "{text}");
        let files: Vec<_> = std::fs::read_dir(store.folder())
            .expect("the folder")
            .flatten()
            .filter(|entry| entry.path().extension().is_some_and(|ext| ext == "pgn"))
            .collect();
        assert_eq!(files.len(), 1, "{files:?}");
        assert_eq!(
            session.farewell(false),
            Some(format!(
                "The game is over and saved in {}; hotseat --resume {name} shows it.",
                store.folder().join(name).display()
            ))
        );
    }

    /// The players of a game saved without names are called by their sides, in the language
    /// of the screen, when resuming it is asked.
    #[test]
    fn the_resume_question_names_unnamed_players_by_their_sides() {
        const UNNAMED: &str = "[White \"White\"]\n[Black \"Black\"]\n[Result \"*\"]\n\n1. e4 *\n";
        for (lang, players) in [("en", "(White vs Black,"), ("ru", "(Белые — Чёрные,")]
        {
            let store = store_with(
                &format!("unnamed-{lang}"),
                &[("2026-11-30-090000-White-vs-Black.pgn", UNNAMED)],
            );
            let (_, said) = plan_with(&["--lang", lang], store, &["n"]);
            assert!(said[0].contains(players), "{lang}: {said:?}");
        }
    }

    /// Another program playing the newest game: it saves a move while the question waits,
    /// and then the question is answered with `r`.
    struct PlayedMeanwhile {
        file: GameFile,
        timed: TimedGame,
        now: Instant,
        said: Vec<String>,
    }

    impl Ask for PlayedMeanwhile {
        fn ask(&mut self, question: &str) -> Option<Reply> {
            self.said.push(question.to_string());
            let m = crate::notation::san::parse(self.timed.game().position(), "d5").ok()?;
            self.timed.play(m, self.now).ok()?;
            self.file
                .save(&self.timed, &Header::default(), self.now)
                .ok()?;
            Some(Reply::Key(Key::Char('r')))
        }

        fn tell(&mut self, said: &Phrase<'_>) {
            self.said.push(crate::i18n::say(Lang::En, said));
        }
    }

    /// `r` looks at the game as its file holds it when the answer comes, with the moves the
    /// other program saved while the question waited, and names when that file was written.
    #[test]
    fn a_look_shows_the_game_as_saved_when_it_is_answered() {
        let store = store_with("look", &[]);
        let now = Instant::now();
        let game = crate::game::Game::standard(crate::game::DrawRules::Club);
        let mut timed = TimedGame::new(game, TimeControl::untimed());
        timed.start(now);
        let d4 = crate::notation::san::parse(timed.game().position(), "d4").expect("a move");
        timed.play(d4, now).expect("a legal move");
        let header = Header::default().dated(SystemTime::UNIX_EPOCH);
        let file = store
            .create(&timed, &header, now, SystemTime::UNIX_EPOCH)
            .expect("a file");
        let path = file.path().to_path_buf();
        let mut asker = PlayedMeanwhile {
            file,
            timed,
            now,
            said: Vec::new(),
        };
        let plan = plan(
            &options(&[]),
            ColourDepth::TrueColour,
            SystemTime::UNIX_EPOCH,
            Ok(store),
            &mut asker,
        )
        .expect("a plan");
        assert!(
            asker.said.iter().any(|s| s.contains("[n/r]")),
            "{:?}",
            asker.said
        );
        let written = std::fs::metadata(&path)
            .and_then(|meta| meta.modified())
            .ok();
        match plan.opening {
            Opening::Review { saved, saved_at } => {
                assert_eq!(saved.timed.game().plies().len(), 2, "d4 and d5");
                assert!(saved_at.is_some());
                assert_eq!(saved_at, written);
            }
            _ => panic!("a read-only look"),
        }
    }
}
