//! Nothing lost: the game in progress is saved after every change as standard PGN with a few
//! extra tags for resuming, atomically (a temporary file in the same folder, flushed, synced
//! and renamed over the old one). Finished games are kept in `games/`.
//!
//! The folder is `$XDG_DATA_HOME/hotseat/`, else `~/.local/share/hotseat/`:
//!
//! ```text
//! current.pgn                        the game in progress, or the last game played
//! games/2026-11-29-Anna-vs-Boris.pgn finished games, and unfinished ones set aside
//! ```

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use thiserror::Error;

use crate::game::clock::ClockState;
use crate::game::pgn::{GamePlayer, GameTextError, export};
use crate::game::time_control::TimeControl;
use crate::game::{DrawRules, GameResult, Header, TimedGame};
use crate::notation::pgn::{PgnError, Reader};
use crate::rules::{ByColor, Color};

/// The name of the autosave file.
const CURRENT: &str = "current.pgn";
/// The largest PGN file hotseat opens to play on (a game is a few kilobytes).
const MAX_GAME_FILE: u64 = 64 * 1024 * 1024;

/// Why a saved or loaded game could not be used.
#[derive(Debug, Error)]
pub enum StoreError {
    /// No folder for saved games could be found.
    #[error("no folder for saved games: set XDG_DATA_HOME or HOME")]
    NoDataFolder,
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file holds no game with that number.
    #[error("{path}: there is no game {number} (the file holds {count})")]
    NoSuchGame {
        /// The file.
        path: PathBuf,
        /// The game asked for.
        number: u32,
        /// How many games the file holds.
        count: u32,
    },
    /// The PGN text of the game cannot be read.
    #[error("{path}: {source}")]
    Pgn {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        source: PgnError,
    },
    /// A move or the set-up of the game cannot be played.
    #[error("{path}: game {number}: {source}")]
    Game {
        /// The file.
        path: PathBuf,
        /// The game.
        number: u32,
        /// What is wrong.
        source: GameTextError,
    },
    /// The file is too large to be a game.
    #[error("{path}: {size} bytes is too large for a PGN file to play on")]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size.
        size: u64,
    },
}

/// A game read back from a PGN file, ready to be played on or reviewed.
#[derive(Debug, Clone)]
pub struct SavedGame {
    /// The game with its clock, which goes on where the save left it (or from the times
    /// recorded with the moves) once play starts.
    pub timed: TimedGame,
    /// The tags that stay with the game (event, site, date, round, names, control, and the
    /// orientation when hotseat saved it).
    pub header: Header,
}

/// The folder of saved games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    /// The folder named by the environment (`$XDG_DATA_HOME/hotseat`, else
    /// `~/.local/share/hotseat`), created if need be.
    pub fn open() -> Result<Store, StoreError> {
        let base = match std::env::var_os("XDG_DATA_HOME").filter(|v| !v.is_empty()) {
            Some(dir) => PathBuf::from(dir),
            None => match std::env::var_os("HOME").filter(|v| !v.is_empty()) {
                Some(home) => Path::new(&home).join(".local/share"),
                None => return Err(StoreError::NoDataFolder),
            },
        };
        Store::at(base.join("hotseat"))
    }

    /// A store in the given folder, created if need be.
    pub fn at(dir: PathBuf) -> Result<Store, StoreError> {
        fs::create_dir_all(dir.join("games")).map_err(|source| StoreError::Io {
            path: dir.clone(),
            source,
        })?;
        Ok(Store { dir })
    }

    /// The autosave file.
    pub fn current_path(&self) -> PathBuf {
        self.dir.join(CURRENT)
    }

    /// Saves the game as the current game, with its clock as it stands at `now`; a finished
    /// game is also kept in `games/` (once). Returns the file written.
    pub fn autosave(
        &self,
        timed: &TimedGame,
        header: &Header,
        now: Instant,
    ) -> io::Result<PathBuf> {
        let path = self.current_path();
        write_atomically(&path, resumable_pgn(timed, header, now).as_bytes())?;
        if timed.outcome().is_some() {
            let archived = self.archive_path(header);
            if !archived.exists() {
                write_atomically(&archived, export(timed.game(), header).as_bytes())?;
            }
        }
        Ok(path)
    }

    /// Writes the game as PGN to `path`, or to `games/` when none is given.
    pub fn save_as(
        &self,
        timed: &TimedGame,
        header: &Header,
        path: Option<&Path>,
    ) -> io::Result<PathBuf> {
        let path = path.map_or_else(|| self.unused_archive_path(header), Path::to_path_buf);
        save_game(timed, header, &path)?;
        Ok(path)
    }

    /// The unfinished game saved last, if there is one.
    pub fn unfinished(&self) -> Result<Option<SavedGame>, StoreError> {
        let path = self.current_path();
        if !path.exists() {
            return Ok(None);
        }
        let saved = load(&path, 1, DrawRules::Club)?;
        Ok((saved.timed.outcome().is_none()).then_some(saved))
    }

    /// Moves the unfinished current game to `games/`, so a new game does not overwrite it.
    pub fn set_aside_unfinished(&self) -> Result<Option<PathBuf>, StoreError> {
        let Some(saved) = self.unfinished()? else {
            return Ok(None);
        };
        let target = self.unused_archive_path(&saved.header);
        fs::rename(self.current_path(), &target).map_err(|source| StoreError::Io {
            path: target.clone(),
            source,
        })?;
        Ok(Some(target))
    }

    fn archive_path(&self, header: &Header) -> PathBuf {
        self.dir.join("games").join(format!(
            "{}-{}-vs-{}.pgn",
            header.date.replace('.', "-"),
            file_name_part(&header.names.white),
            file_name_part(&header.names.black)
        ))
    }

    /// [`Store::archive_path`], numbered if that file exists already.
    fn unused_archive_path(&self, header: &Header) -> PathBuf {
        let first = self.archive_path(header);
        if !first.exists() {
            return first;
        }
        let stem = first.with_extension("");
        (2..)
            .map(|n| PathBuf::from(format!("{}-{n}.pgn", stem.display())))
            .find(|path| !path.exists())
            .unwrap_or(first)
    }
}

/// A name made safe for a file name: letters, digits, `-` and `_` kept, the rest `_`.
fn file_name_part(name: &str) -> String {
    let part: String = name
        .chars()
        .take(40)
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if part.is_empty() {
        "_".to_string()
    } else {
        part
    }
}

/// Writes the game as PGN to `path`, atomically.
pub fn save_game(timed: &TimedGame, header: &Header, path: &Path) -> io::Result<()> {
    write_atomically(path, export(timed.game(), header).as_bytes())
}

/// Writes a file so that it is either the old or the new version, never half of one: a
/// temporary file in the same folder, written, flushed and synced, then renamed.
fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map_or_else(|| "game".into(), |n| n.to_string_lossy().into_owned());
    let temporary = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&temporary)?;
        file.write_all(contents)?;
        file.flush()?;
        file.sync_all()?;
        fs::rename(&temporary, path)?;
        // Make the rename itself durable.
        if let Ok(folder) = File::open(dir) {
            let _ = folder.sync_all();
        }
        Ok(())
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written
}

/// The PGN of the game with what resuming needs in extra tags: the draw rules, the
/// orientation, and the clock to the millisecond.
fn resumable_pgn(timed: &TimedGame, header: &Header, now: Instant) -> String {
    let mut header = header.clone();
    header
        .extra
        .retain(|(name, _)| !name.starts_with("Hotseat"));
    header.extra.push((
        "HotseatDrawRules".to_string(),
        timed.game().draw_rules().to_string(),
    ));
    if let Some(flip) = header.flip {
        header
            .extra
            .push(("HotseatFlip".to_string(), flip.to_string()));
    }
    header.extra.push((
        "HotseatClock".to_string(),
        clock_tag(&timed.clock_state(now)),
    ));
    export(timed.game(), &header)
}

/// `white-ms black-ms white-moves black-moves side spent-ms running|paused`.
fn clock_tag(state: &ClockState) -> String {
    format!(
        "{} {} {} {} {} {} {}",
        state.remaining.white.as_millis(),
        state.remaining.black.as_millis(),
        state.moves.white,
        state.moves.black,
        state.to_move.name().to_lowercase(),
        state.spent.as_millis(),
        if state.running { "running" } else { "paused" }
    )
}

fn read_clock_tag(text: &str) -> Option<ClockState> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [white, black, white_moves, black_moves, side, spent, running] = fields[..] else {
        return None;
    };
    let millis = |t: &str| t.parse::<u64>().ok().map(Duration::from_millis);
    Some(ClockState {
        remaining: ByColor {
            white: millis(white)?,
            black: millis(black)?,
        },
        moves: ByColor {
            white: white_moves.parse().ok()?,
            black: black_moves.parse().ok()?,
        },
        to_move: match side {
            "white" => Color::White,
            "black" => Color::Black,
            _ => return None,
        },
        spent: millis(spent)?,
        running: match running {
            "running" => true,
            "paused" => false,
            _ => return None,
        },
    })
}

/// Reads game `number` (from 1) of a PGN file: the moves played by the rules, the tags,
/// and the resume tags when hotseat wrote it. Files over 64 MiB are refused.
pub fn load(path: &Path, number: u32, draw_rules: DrawRules) -> Result<SavedGame, StoreError> {
    let io_error = |source| StoreError::Io {
        path: path.to_path_buf(),
        source,
    };
    let file = File::open(path).map_err(io_error)?;
    let size = file.metadata().map_err(io_error)?.len();
    if size > MAX_GAME_FILE {
        return Err(StoreError::TooLarge {
            path: path.to_path_buf(),
            size,
        });
    }
    let pgn_error = |source| StoreError::Pgn {
        path: path.to_path_buf(),
        source,
    };
    let mut reader = Reader::new(file.take(MAX_GAME_FILE));
    for passed in 1..number {
        if !reader.skip_game().map_err(pgn_error)? {
            return Err(StoreError::NoSuchGame {
                path: path.to_path_buf(),
                number,
                count: passed - 1,
            });
        }
    }
    let mut games = GamePlayer::new(draw_rules, true);
    let played = reader.read_game(&mut games).map_err(pgn_error)?;
    let Some(played) = played else {
        return Err(StoreError::NoSuchGame {
            path: path.to_path_buf(),
            number,
            count: number - 1,
        });
    };
    played.map_err(|source| StoreError::Game {
        path: path.to_path_buf(),
        number,
        source,
    })?;
    Ok(saved_game(&mut games, draw_rules))
}

/// The game just read, with its tags sorted into a header and the resume tags applied.
fn saved_game(games: &mut GamePlayer, default_rules: DrawRules) -> SavedGame {
    let tag = |name: &str| {
        games
            .tags()
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    let draw_rules = tag("HotseatDrawRules")
        .and_then(|v| v.parse().ok())
        .unwrap_or(default_rules);
    let result = tag("Result");
    let termination = tag("Termination");
    let header = Header {
        event: tag("Event").unwrap_or_else(|| Header::default().event),
        site: tag("Site").unwrap_or_else(|| Header::default().site),
        date: tag("Date").unwrap_or_else(|| Header::default().date),
        round: tag("Round").unwrap_or_else(|| Header::default().round),
        names: ByColor {
            white: tag("White")
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| "White".to_string()),
            black: tag("Black")
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| "Black".to_string()),
        },
        time_control: tag("TimeControl")
            .and_then(|v| TimeControl::from_pgn(&v).ok().flatten())
            .unwrap_or_else(TimeControl::untimed),
        flip: tag("HotseatFlip").and_then(|v| v.parse().ok()),
        extra: Vec::new(),
    };
    let clock = tag("HotseatClock").and_then(|v| read_clock_tag(&v));
    let mut game = games.take_game();
    game.set_draw_rules(draw_rules);
    if game.outcome().is_none()
        && let Some(result) = result.as_deref().and_then(GameResult::from_pgn)
    {
        game.record_result(result, termination.as_deref());
    }
    let control = header.time_control.clone();
    let timed = match clock {
        Some(clock) => TimedGame::resumed(game, control, clock),
        None => TimedGame::new(game, control),
    };
    SavedGame { timed, header }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Flip, Game};
    use crate::notation::san;
    use crate::rules::{ByColor, Color};

    fn temporary_store(name: &str) -> Store {
        let dir = std::env::temp_dir().join(format!("hotseat-store-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        Store::at(dir).unwrap()
    }

    /// A game under FIDE draw rules and `control`, started at `now`, after `moves`, each
    /// played 1.5 s after the one before; returns it with the time of the last move.
    fn timed_after(moves: &str, control: &str, now: Instant) -> (TimedGame, Instant) {
        let game = Game::standard(DrawRules::Fide);
        let mut timed = TimedGame::new(game, control.parse().unwrap());
        timed.start(now);
        let mut t = now;
        for text in moves.split_whitespace() {
            t += Duration::from_millis(1_500);
            let m = san::parse(timed.game().position(), text).unwrap();
            timed.play(m, t).unwrap();
        }
        (timed, t)
    }

    #[test]
    fn an_autosaved_game_resumes_with_moves_clocks_and_settings() {
        let store = temporary_store("resume");
        let now = Instant::now();
        let (timed, last_move) = timed_after("e4 e5 Nf3", "5+3", now);
        let header = Header {
            names: ByColor {
                white: "Anna".to_string(),
                black: "Boris".to_string(),
            },
            time_control: timed.control().clone(),
            date: "2026.11.29".to_string(),
            flip: Some(Flip::Auto),
            ..Header::default()
        };
        let saved_at = last_move + Duration::from_millis(700);
        store.autosave(&timed, &header, saved_at).unwrap();
        let saved = store.unfinished().unwrap().expect("an unfinished game");
        let moves = |game: &Game| game.plies().iter().map(|p| p.m).collect::<Vec<_>>();
        assert_eq!(moves(saved.timed.game()), moves(timed.game()));
        // [%clk] keeps whole seconds above a minute; the resume tag keeps milliseconds.
        let plies = saved.timed.game().plies();
        assert_eq!(plies[2].clock, Some(Duration::from_secs(303)));
        assert_eq!(saved.timed.game().draw_rules(), DrawRules::Fide);
        assert_eq!(saved.header.flip, Some(Flip::Auto));
        assert_eq!(saved.header.names.white, "Anna");
        assert_eq!(saved.header.time_control.to_string(), "5+3");
        let later = now + Duration::from_secs(3_600);
        let mut resumed = saved.timed;
        resumed.start(later);
        assert_eq!(
            resumed.clock_state(later),
            timed.clock_state(saved_at),
            "the time the program was away is charged to no one"
        );
        assert_eq!(
            resumed.clock().remaining(Color::Black, later),
            timed.clock().remaining(Color::Black, saved_at),
        );
    }

    /// A header with nothing but a date, which names the file a finished game is kept in.
    fn dated_header() -> Header {
        Header {
            date: "2026.11.29".to_string(),
            ..Header::default()
        }
    }

    #[test]
    fn a_finished_game_is_kept_in_games_and_is_not_offered_for_resuming() {
        let store = temporary_store("finished");
        let (timed, now) = timed_after("f3 e5 g4 Qh4", "none", Instant::now());
        let header = dated_header();
        store.autosave(&timed, &header, now).unwrap();
        assert!(store.unfinished().unwrap().is_none());
        let kept = store.dir.join("games/2026-11-29-White-vs-Black.pgn");
        let text = fs::read_to_string(kept).unwrap();
        assert!(text.contains("[Result \"0-1\"]"));
        assert!(!text.contains("Hotseat"));
    }

    #[test]
    fn an_unfinished_game_is_set_aside_not_lost() {
        let store = temporary_store("aside");
        let (timed, now) = timed_after("d4", "none", Instant::now());
        let header = dated_header();
        store.autosave(&timed, &header, now).unwrap();
        let aside = store.set_aside_unfinished().unwrap().expect("set aside");
        assert!(aside.starts_with(store.dir.join("games")));
        assert!(store.unfinished().unwrap().is_none());
        assert!(fs::read_to_string(aside).unwrap().contains("1. d4"));
    }

    #[test]
    fn loading_reports_missing_broken_and_absent_games() {
        let store = temporary_store("load");
        let missing = load(&store.dir.join("nothing.pgn"), 1, DrawRules::Club);
        assert!(matches!(missing, Err(StoreError::Io { .. })));
        let broken = store.dir.join("broken.pgn");
        fs::write(&broken, "1. e4 e5 2. Ke3 *").unwrap();
        let error = load(&broken, 1, DrawRules::Club).unwrap_err().to_string();
        assert!(
            error.ends_with("game 1: move 2.: 'Ke3': no king can reach e3"),
            "{error}"
        );
        let absent = load(&broken, 2, DrawRules::Club).unwrap_err().to_string();
        assert!(
            absent.ends_with("there is no game 2 (the file holds 1)"),
            "{absent}"
        );
        let binary = store.dir.join("binary.pgn");
        fs::write(&binary, [0u8, 159, 146, 150, 255, 10, 91, 0]).unwrap();
        assert!(load(&binary, 1, DrawRules::Club).is_err());
    }

    #[test]
    fn a_finished_pgn_opens_with_its_result() {
        let store = temporary_store("result");
        let path = store.dir.join("resigned.pgn");
        fs::write(
            &path,
            "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n",
        )
        .unwrap();
        let saved = load(&path, 1, DrawRules::Club).unwrap();
        let outcome = saved.timed.outcome().expect("decided");
        assert_eq!(outcome.result, GameResult::WhiteWins);
        assert_eq!(outcome.to_string(), "1-0 · Black resigned");
    }

    #[test]
    fn writing_is_atomic_and_failures_leave_the_old_file() {
        let store = temporary_store("atomic");
        let path = store.dir.join("file.pgn");
        write_atomically(&path, b"old").unwrap();
        write_atomically(&path, b"new").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        let nowhere = store.dir.join("no-such-folder/file.pgn");
        assert!(write_atomically(&nowhere, b"x").is_err());
        let leftovers = fs::read_dir(&store.dir)
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .ends_with(".tmp")
            })
            .count();
        assert_eq!(leftovers, 0);
    }

    #[test]
    fn names_are_safe_in_file_names() {
        assert_eq!(file_name_part("Anna Smith"), "Anna_Smith");
        assert_eq!(file_name_part("../etc"), "___etc");
        assert_eq!(file_name_part(""), "_");
    }
}
