//! Before the screen opens: which game to play. A new one; the newest unfinished game, when
//! the players say so; a chosen saved game (`--resume [N]`); a game from a PGN file
//! (`--load`); or, when another hotseat is playing the game asked for, a new game or a
//! read-only look at that one. Questions are asked on the terminal, in cooked mode, and take
//! only the answers they name.

use std::time::{Instant, SystemTime};

use crate::app::{App, Settings, Start};
use crate::cli::PlayOptions;
use crate::game::time_control::TimeControl;
use crate::game::{Header, TimedGame};
use crate::i18n::{Describe, Lang};
use crate::look::ColourDepth;
use crate::rules::{ByColor, Color, Position};
use crate::session::Session;
use crate::store::{self, GameFile, Listing, SavedEntry, SavedGame, Store, StoreError, file_name};
use crate::tr;

/// Asks the players a question before the screen opens.
pub trait Ask {
    /// Shows `question` and reads one line of answer; `None` when nobody can answer (no
    /// terminal, or the end of input).
    fn ask(&mut self, question: &str) -> Option<String>;

    /// Says something on its own line (a damaged file set aside, where a game stays).
    fn tell(&mut self, line: &str);
}

/// The game chosen, with everything needed to open it.
pub struct Plan {
    settings: Settings,
    store: Result<Store, String>,
    opening: Opening,
    /// The tags of a new game.
    new_header: Header,
}

/// How the game opens.
enum Opening {
    /// A new game.
    New,
    /// A saved or loaded game to play on; a saved game comes with its locked file.
    PlayOn {
        saved: SavedGame,
        file: Option<GameFile>,
    },
    /// A game another hotseat is playing, to look at only.
    Review(SavedGame),
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
        } = self;
        let (app, file, header) = match opening {
            Opening::New => (App::new(settings, seed, now), None, new_header),
            Opening::PlayOn { saved, file } => (
                App::with_game(settings, saved.timed, seed, now),
                file,
                saved.header,
            ),
            Opening::Review(saved) => (
                App::reviewing(settings, saved.timed, seed, now),
                None,
                saved.header,
            ),
        };
        Session::new(app, store, file, header, now)
    }
}

/// Decides which game to play, with the saved games in `store` (or why there is no folder for
/// them). `depth` is the colours the screen may use; `wall` is the moment (on the wall clock)
/// a new game begins. Problems that stop the program before the screen opens come back as
/// one line.
pub fn plan(
    options: &PlayOptions,
    depth: ColourDepth,
    wall: SystemTime,
    store: Result<Store, StoreError>,
    asker: &mut impl Ask,
) -> Result<Plan, String> {
    let lang = language(options);
    let opening = if let Some(path) = &options.load {
        let saved = store::load(path, options.game, options.draw_rules)
            .map_err(|error| error.describe(lang))?;
        Opening::PlayOn { saved, file: None }
    } else {
        match &store {
            Ok(store) => choose_saved(options, store, (asker, lang))?,
            Err(error) if options.resume.is_some() => return Err(error.describe(lang)),
            Err(_) => Opening::New,
        }
    };
    let mut opening = opening;
    if let Opening::PlayOn { saved, .. } = &mut opening {
        rename_players(options, saved);
    }
    let settings = match &opening {
        Opening::New => new_game_settings(options, depth),
        Opening::PlayOn { saved, .. } | Opening::Review(saved) => {
            saved_game_settings(options, depth, saved)
        }
    };
    Ok(Plan {
        settings,
        store: store.map_err(|error| error.describe(lang)),
        opening,
        new_header: new_header(options, wall),
    })
}

/// With `--resume [N]`, that saved game; otherwise the newest unfinished game when the
/// players want it, or a new game.
fn choose_saved(
    options: &PlayOptions,
    store: &Store,
    (asker, lang): (&mut impl Ask, Lang),
) -> Result<Opening, String> {
    let listing = store.list().map_err(|error| error.describe(lang))?;
    for aside in &listing.set_aside {
        asker.tell(&set_aside_line(lang, aside));
    }
    for restored in &listing.restored {
        asker.tell(&restored_line(lang, restored));
    }
    match options.resume {
        Some(number) => resume(store, &listing, number, (asker, lang)),
        None => offer_newest_unfinished(store, &listing, (asker, lang)),
    }
}

/// `… is damaged: …; it is kept as ….damaged`.
pub fn set_aside_line(lang: Lang, aside: &store::SetAside) -> String {
    tr!(
        lang,
        "start-set-aside",
        problem = aside.problem.describe(lang),
        path = aside.kept_as.display().to_string()
    )
}

/// `….pgn.damaged reads as a game: it is back as ….pgn`.
pub fn restored_line(lang: Lang, restored: &store::Restored) -> String {
    tr!(
        lang,
        "start-restored",
        was = file_name(&restored.was),
        path = restored.now.display().to_string()
    )
}

/// `--resume`: the newest unfinished game; `--resume N`: game N of `hotseat games`.
fn resume(
    store: &Store,
    listing: &Listing,
    number: Option<u32>,
    (asker, lang): (&mut impl Ask, Lang),
) -> Result<Opening, String> {
    let (number, entry) = match number {
        None => listing
            .newest_unfinished()
            .ok_or_else(|| tr!(lang, "start-nothing-to-resume"))?,
        Some(n) => {
            let index = usize::try_from(n).unwrap_or(usize::MAX);
            let entry = index
                .checked_sub(1)
                .and_then(|i| listing.games.get(i))
                .ok_or_else(|| {
                    let count = listing.games.len();
                    tr!(lang, "start-no-such-game", number = n, count = count)
                })?;
            (index, entry)
        }
    };
    if !entry.is_unfinished() {
        // A finished game opens for review; it is never written again.
        return Ok(Opening::PlayOn {
            saved: entry.saved.clone(),
            file: None,
        });
    }
    open_for_play(store, number, entry, (asker, lang))
}

/// Without `--resume`: asks whether to resume the newest unfinished game. A game not resumed
/// stays in its file.
fn offer_newest_unfinished(
    store: &Store,
    listing: &Listing,
    (asker, lang): (&mut impl Ask, Lang),
) -> Result<Opening, String> {
    let Some((number, entry)) = listing.newest_unfinished() else {
        return Ok(Opening::New);
    };
    if store::is_open_elsewhere(&entry.path) {
        return open_elsewhere(entry, (asker, lang));
    }
    let names = &entry.saved.header.names;
    let moves = entry.saved.timed.game().plies().len().div_ceil(2);
    let question = tr!(
        lang,
        "start-resume",
        white = names.white.as_str(),
        black = names.black.as_str(),
        moves = tr!(lang, "count-moves", count = moves),
        started = entry.started.as_str()
    );
    let answers = [("", true), ("y", true), ("n", false)];
    match ask_until((asker, lang), &format!("{question} "), &answers) {
        Some(true) => open_for_play(store, number, entry, (asker, lang)),
        Some(false) => {
            let path = entry.path.display().to_string();
            asker.tell(&tr!(lang, "start-stays", path = path, number = number));
            Ok(Opening::New)
        }
        // Nobody to answer (no terminal): the program stops before any game opens.
        None => Ok(Opening::New),
    }
}

/// Locks and reads a saved game for playing on.
fn open_for_play(
    store: &Store,
    number: usize,
    entry: &SavedEntry,
    (asker, lang): (&mut impl Ask, Lang),
) -> Result<Opening, String> {
    match store.open_game(&entry.path) {
        Ok((file, saved)) => Ok(Opening::PlayOn {
            saved,
            file: Some(file),
        }),
        Err(StoreError::Locked { .. }) => open_elsewhere(entry, (asker, lang)),
        Err(StoreError::Io { source, .. }) => {
            // Without its lock the game could be written twice: it is only looked at.
            asker.tell(&tr!(
                lang,
                "start-cannot-lock",
                file = file_name(&entry.path),
                reason = source.describe(lang)
            ));
            Ok(Opening::Review(entry.saved.clone()))
        }
        Err(error @ StoreError::Damaged { .. }) => Err(tr!(
            lang,
            "start-damaged",
            error = error.describe(lang),
            number = number
        )),
        Err(error) => Err(error.describe(lang)),
    }
}

/// The game asked for is being played by another hotseat: a new game, or a read-only look.
fn open_elsewhere(
    entry: &SavedEntry,
    (asker, lang): (&mut impl Ask, Lang),
) -> Result<Opening, String> {
    let line = StoreError::Locked {
        path: file_name(&entry.path).into(),
    }
    .describe(lang);
    asker.tell(&line);
    let question = format!("{} ", tr!(lang, "start-new-or-review"));
    match ask_until((asker, lang), &question, &[("n", true), ("r", false)]) {
        Some(true) => Ok(Opening::New),
        Some(false) => Ok(Opening::Review(entry.saved.clone())),
        None => Err(line),
    }
}

/// Asks until the answer is one of `answers` (compared without case or surrounding blanks);
/// the value that goes with it, or `None` when nobody answers.
fn ask_until<T: Copy>(
    (asker, lang): (&mut impl Ask, Lang),
    question: &str,
    answers: &[(&str, T)],
) -> Option<T> {
    loop {
        let answer = asker.ask(question)?;
        let answer = answer.trim().to_lowercase();
        if let Some(&(_, value)) = answers.iter().find(|(text, _)| *text == answer) {
            return Some(value);
        }
        let named: Vec<&str> = answers
            .iter()
            .map(|(text, _)| *text)
            .filter(|text| !text.is_empty())
            .collect();
        let or = format!(" {} ", tr!(lang, "word-or"));
        asker.tell(&tr!(lang, "start-please-answer", answers = named.join(&or)));
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
    options
        .time
        .clone()
        .or_else(|| options.file_defaults.time.clone())
        .unwrap_or_else(TimeControl::untimed)
}

/// The tags of a new game: the players, the control and the orientation, dated `wall`.
fn new_header(options: &PlayOptions, wall: SystemTime) -> Header {
    Header {
        names: new_names(options),
        time_control: new_control(options),
        flip: Some(options.flip),
        ..Header::default()
    }
    .dated(wall)
}

fn new_game_settings(options: &PlayOptions, depth: ColourDepth) -> Settings {
    Settings {
        names: new_names(options),
        control: new_control(options),
        draw_rules: options.draw_rules,
        start: match (options.fen, options.chess960) {
            (Some(position), _) => Start::Position(position),
            (None, Some(number)) => Start::Chess960(number),
            (None, None) => Start::Standard,
        },
        ascii: options.ascii == Some(true),
        theme: options.theme,
        depth,
        flip: options.flip,
        lang: language(options),
        mouse: options.mouse,
    }
}

/// The settings for playing on with a saved game: names, control, draw rules and orientation
/// from the file; the rest as a new game has them (the orientation too, when the file does
/// not say).
fn saved_game_settings(options: &PlayOptions, depth: ColourDepth, saved: &SavedGame) -> Settings {
    let timed: &TimedGame = &saved.timed;
    let game = timed.game();
    Settings {
        names: saved.header.names.clone(),
        control: timed.control().clone(),
        draw_rules: game.draw_rules(),
        start: if game.is_chess960() {
            Start::Chess960(None)
        } else if *game.start() == Position::startpos() {
            Start::Standard
        } else {
            Start::Position(*game.start())
        },
        flip: saved.header.flip.unwrap_or(options.flip),
        ..new_game_settings(options, depth)
    }
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

    /// Answers from a list, and keeps what was said.
    struct Script {
        answers: Vec<&'static str>,
        said: Vec<String>,
    }

    impl Ask for Script {
        fn ask(&mut self, question: &str) -> Option<String> {
            self.said.push(question.to_string());
            (!self.answers.is_empty()).then(|| self.answers.remove(0).to_string())
        }

        fn tell(&mut self, line: &str) {
            self.said.push(line.to_string());
        }
    }

    fn script(answers: &[&'static str]) -> Script {
        Script {
            answers: answers.to_vec(),
            said: Vec::new(),
        }
    }

    #[test]
    fn a_yes_or_no_question_takes_only_its_answers() {
        let answers = [("", true), ("y", true), ("n", false)];
        let mut asker = script(&["maybe", "yes", " N "]);
        assert_eq!(
            ask_until((&mut asker, Lang::En), "Resume it? [Y/n] ", &answers),
            Some(false)
        );
        assert_eq!(
            asker
                .said
                .iter()
                .filter(|s| *s == "Please answer y or n.")
                .count(),
            2
        );
        let answer =
            |said: &[&'static str]| ask_until((&mut script(said), Lang::En), "?", &answers);
        assert_eq!(answer(&[""]), Some(true));
        assert_eq!(answer(&["Y"]), Some(true));
        assert_eq!(answer(&[]), None);
        let mut asker = script(&["да", "n"]);
        assert_eq!(
            ask_until((&mut asker, Lang::Ru), "?", &answers),
            Some(false)
        );
        assert_eq!(asker.said[1], "Пожалуйста, ответьте y или n.");
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
        answers: &[&'static str],
    ) -> (Result<Plan, String>, Vec<String>) {
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
            plan.err().as_deref(),
            Some("there is no game 9: `hotseat games` lists 1 game")
        );
        let (plan, _) = plan_with(&["--resume"], store, &[]);
        assert_eq!(
            plan.err().as_deref(),
            Some("there is no unfinished game to resume")
        );
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
            Opening::PlayOn { saved, file } => {
                assert_eq!(saved.header.names.white, "Clara Schumann");
                assert!(file.is_some(), "the game is locked for playing");
            }
            _ => panic!("the saved game opens"),
        }
    }

    #[test]
    fn declining_the_newest_game_says_where_it_stays() {
        let store = store_with("decline", &[("2026-11-30-090000-Clara-vs-Dan.pgn", GOING)]);
        let (plan, said) = plan_with(&[], store, &["maybe", "n"]);
        assert!(matches!(plan.expect("a plan").opening, Opening::New));
        assert!(said.iter().any(|s| s == "Please answer y or n."));
        assert!(
            said.last()
                .is_some_and(|s| s.contains("hotseat --resume 1 continues it"))
        );
    }
}
