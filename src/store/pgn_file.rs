//! Games as PGN files: the game with the tags hotseat needs to resume it exactly (the draw
//! rules, the orientation, moves played at once, the clock to the millisecond, a draw offer
//! waiting), and games read back from any PGN file.

use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::atomic::{Existing, WriteError, Writers, write_atomically};
use super::{Damage, StoreError, StoreErrorKind};
use crate::game::clock::ClockState;
use crate::game::pgn::{
    ARMAGEDDON, BOARD_RESULT, Exporter, GamePlayer, Keep, export, given_opening,
    tagged_time_control,
};
use crate::game::{DrawRules, GameResult, Header, TimedGame};
use crate::notation::pgn::Reader;
use crate::rules::{ByColor, Color};

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

/// Writes the game as PGN to `path`, atomically, through its links: a file that is there is
/// replaced only when `replace` says so ([`WriteError::Exists`] otherwise), and anything but a
/// file (a folder, a device, a pipe) never is. Returns the file written: the end of the links.
pub fn save_game(
    timed: &TimedGame,
    header: &Header,
    path: &Path,
    replace: bool,
) -> Result<PathBuf, WriteError> {
    let text = export(timed.game(), header);
    let existing = if replace {
        Existing::Replace
    } else {
        Existing::Keep
    };
    write_atomically(path, text.as_bytes(), Writers::Anyone, existing)
}

/// Writes `text` (PGN other programs read as it changes: a broadcast folder's) to `path`
/// over what is there, atomically, so that a reader sees the old text or the new, never
/// half of one.
pub fn replace_text(path: &Path, text: &str) -> Result<PathBuf, WriteError> {
    write_atomically(path, text.as_bytes(), Writers::Anyone, Existing::Replace)
}

/// The PGN of the game with what resuming needs in extra tags: the draw rules, the
/// orientation, whether moves play at once, the clock to the millisecond, and the side whose
/// draw offer waits for an answer; written by `exporter`, which keeps what it wrote of the game for its next save.
pub(super) fn resumable_pgn(
    exporter: &mut Exporter,
    timed: &TimedGame,
    header: &Header,
    now: Instant,
) -> String {
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
    if header.instant {
        header
            .extra
            .push(("HotseatInstant".to_string(), INSTANT_ON.to_string()));
    }
    if !header.takebacks {
        header
            .extra
            .push(("HotseatTakebacks".to_string(), TAKEBACKS_OFF.to_string()));
    }
    header.extra.push((
        "HotseatClock".to_string(),
        clock_tag(&timed.clock_state(now)),
    ));
    if let Some(by) = timed.game().draw_offer() {
        header
            .extra
            .push(("HotseatDrawOffer".to_string(), side_word(by).to_string()));
    }
    exporter.export(timed.game(), &header)
}

/// The value of the `HotseatInstant` tag, written for a game whose moves play as soon as
/// they are named (a game without the tag plays them on Enter).
const INSTANT_ON: &str = "on";

/// The value of the `HotseatTakebacks` tag, written for a game that forbids taking moves back
/// (a game without the tag allows them).
const TAKEBACKS_OFF: &str = "off";

/// A side as the resume tags write it: `white` or `black`.
fn side_word(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A side written by [`side_word`].
fn read_side(text: &str) -> Option<Color> {
    Color::ALL
        .into_iter()
        .find(|&color| side_word(color) == text)
}

/// `white-ms black-ms white-moves black-moves side spent-ms running|paused`, then, when a
/// side has made moves of a Canadian byo-yomi period, `white-period-moves
/// black-period-moves`.
fn clock_tag(state: &ClockState) -> String {
    let period_moves = state.period_moves;
    let period_moves = if period_moves == ByColor::default() {
        String::new()
    } else {
        format!(" {} {}", period_moves.white, period_moves.black)
    };
    format!(
        "{} {} {} {} {} {} {}{period_moves}",
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
    let (&[white, black, white_moves, black_moves, side, spent, running], period_moves) =
        fields.split_at_checked(7)?
    else {
        return None;
    };
    let period_moves = match period_moves {
        [] => ByColor::default(),
        [white, black] => ByColor {
            white: white.parse().ok()?,
            black: black.parse().ok()?,
        },
        _ => return None,
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
        period_moves,
        to_move: read_side(side)?,
        spent: millis(spent)?,
        running: match running {
            "running" => true,
            "paused" => false,
            _ => return None,
        },
    })
}

/// Reads game `number` (from 1) of a PGN file: the moves played by the rules, the tags,
/// and the resume tags when hotseat wrote it. The game plays on under the draw rules its
/// `HotseatDrawRules` tag names, else under `draw_rules` (see [`read`] for how its moves are
/// read). A file of any size is read as a stream: the games before are skipped, and only the
/// game asked for is kept.
pub fn load(path: &Path, number: u32, draw_rules: DrawRules) -> Result<SavedGame, StoreError> {
    read(path, number, draw_rules).map(|read| read.saved)
}

/// Reads a game hotseat saved in its folder, and checks that the file is whole: a file that
/// cannot be read as a game (not PGN, or moves that no draw rules allow), that stops before
/// its result (cut short), or whose resume tags are not hotseat's is
/// [`StoreErrorKind::Damaged`].
/// A game without a `HotseatDrawRules` tag plays on under club rules, the default.
pub(super) fn read_saved(path: &Path) -> Result<SavedGame, StoreError> {
    whole_game(path, read(path, 1, DrawRules::default()))
}

/// [`read_saved`], with the file's bytes as read: the file is read once.
pub(super) fn read_saved_with_bytes(path: &Path) -> Result<(SavedGame, Vec<u8>), StoreError> {
    let bytes =
        fs::read(path).map_err(|source| StoreError::new(path, StoreErrorKind::Io(source)))?;
    let saved = whole_game(
        path,
        read_from(path, bytes.as_slice(), 1, DrawRules::default()),
    )?;
    Ok((saved, bytes))
}

/// The game `read` from the file at `path`, if the file is whole; else why it is damaged.
fn whole_game(path: &Path, read: Result<ReadGame, StoreError>) -> Result<SavedGame, StoreError> {
    let damaged = |reason: Damage| StoreError::new(path, StoreErrorKind::Damaged(reason));
    let read = match read {
        Ok(read) => read,
        Err(error) => {
            return Err(match error.kind {
                StoreErrorKind::Pgn(source) => damaged(Damage::Pgn(source)),
                StoreErrorKind::Game { source, .. } => damaged(Damage::Game(source)),
                StoreErrorKind::NoSuchGame { .. } => damaged(Damage::NoGame),
                kind => StoreError { kind, ..error },
            });
        }
    };
    if !read.ends_with_result {
        return Err(damaged(Damage::CutShort));
    }
    if let Some(tag) = read.unreadable_tag {
        return Err(damaged(Damage::BadTag(tag)));
    }
    Ok(read.saved)
}

/// A game read from a file, and what tells whether the file is whole.
struct ReadGame {
    saved: SavedGame,
    /// Whether the movetext ended with a result token, as every file hotseat writes does.
    ends_with_result: bool,
    /// A resume tag that is there but cannot be read.
    unreadable_tag: Option<&'static str>,
}

/// Reads game `number` of the file at `path`, to be played on under the rules its
/// `HotseatDrawRules` tag names, else under `draw_rules`.
///
/// Its moves are read under FIDE draw rules whatever the game is played on under: they end
/// a game by themselves only where every set of rules does (mate, stalemate, a dead
/// position, fivefold repetition, seventy-five moves), so a game that went on past a draw
/// its players could claim (played under FIDE rules, or recorded by another program) reads
/// whole, and a game that stopped there (a claim, or club rules) reads the same under both.
/// The result the file gives is taken next, and the rules to play on under last: a game
/// whose file gives no result and whose final position ends it under those rules (a third
/// repetition under club rules) is over at once.
fn read(path: &Path, number: u32, draw_rules: DrawRules) -> Result<ReadGame, StoreError> {
    read_from(path, open(path)?, number, draw_rules)
}

/// Opens the PGN file at `path` to read it. A folder there is refused as one (`it is a
/// folder`), as the system refuses to read it, before anything is read from it.
pub(super) fn open(path: &Path) -> Result<File, StoreError> {
    let failed = |source| StoreError::new(path, StoreErrorKind::Io(source));
    let file = File::open(path).map_err(failed)?;
    if file.metadata().is_ok_and(|meta| meta.is_dir()) {
        return Err(failed(io::ErrorKind::IsADirectory.into()));
    }
    Ok(file)
}

/// [`read`] from `input`, the text of the file at `path`.
fn read_from(
    path: &Path,
    input: impl io::Read,
    number: u32,
    draw_rules: DrawRules,
) -> Result<ReadGame, StoreError> {
    #[cfg(test)]
    tests::FILES_READ.with(|count| count.set(count.get() + 1));
    let pgn_error = |source| StoreError::new(path, StoreErrorKind::Pgn(source));
    let mut reader = Reader::new(input);
    for passed in 1..number {
        if !reader.skip_game().map_err(pgn_error)? {
            let count = passed - 1;
            return Err(StoreError::new(
                path,
                StoreErrorKind::NoSuchGame { number, count },
            ));
        }
    }
    let mut games = GamePlayer::new(DrawRules::Fide, Keep::Everything);
    let played = reader.read_game(&mut games).map_err(pgn_error)?;
    let Some(played) = played else {
        let count = number - 1;
        return Err(StoreError::new(
            path,
            StoreErrorKind::NoSuchGame { number, count },
        ));
    };
    played.map_err(|source| {
        let source = Box::new(source);
        StoreError::new(path, StoreErrorKind::Game { number, source })
    })?;
    Ok(saved_game(&mut games, draw_rules))
}

/// The game just read, with its tags sorted into a header and the resume tags applied. A
/// movetext that ends in a result stands for a missing `Result` tag.
fn saved_game(games: &mut GamePlayer, default_rules: DrawRules) -> ReadGame {
    let tag = |name: &str| games.tag(name).map(str::to_string);
    let mut unreadable_tag = None;
    let draw_rules_tag = tag("HotseatDrawRules");
    let flip_tag = tag("HotseatFlip");
    let clock_tag = tag("HotseatClock");
    let instant_tag = tag("HotseatInstant");
    let takebacks_tag = tag("HotseatTakebacks");
    let draw_rules = match draw_rules_tag.map(|v| v.parse()) {
        Some(Ok(rules)) => rules,
        Some(Err(_)) => {
            unreadable_tag = Some("HotseatDrawRules");
            default_rules
        }
        None => default_rules,
    };
    let flip = match flip_tag.map(|v| v.parse()) {
        Some(Ok(flip)) => Some(flip),
        Some(Err(_)) => {
            unreadable_tag = Some("HotseatFlip");
            None
        }
        None => None,
    };
    let instant = match instant_tag.as_deref() {
        Some(INSTANT_ON) => true,
        Some(_) => {
            unreadable_tag = Some("HotseatInstant");
            false
        }
        None => false,
    };
    let takebacks = match takebacks_tag.as_deref() {
        Some(TAKEBACKS_OFF) => false,
        Some(_) => {
            unreadable_tag = Some("HotseatTakebacks");
            true
        }
        None => true,
    };
    let clock = match clock_tag.map(|v| read_clock_tag(&v)) {
        Some(Some(clock)) => Some(clock),
        Some(None) => {
            unreadable_tag = Some("HotseatClock");
            None
        }
        None => None,
    };
    // Hotseat's own file says which offer waits; another file, the offer with its last move.
    let offer = match tag("HotseatDrawOffer").map(|v| read_side(&v)) {
        Some(Some(by)) => Some(Some(by)),
        Some(None) => {
            unreadable_tag = Some("HotseatDrawOffer");
            None
        }
        None => clock.is_some().then_some(None),
    };
    let armageddon = tag(ARMAGEDDON).is_some();
    let result_token = games.result_token().map(str::to_string);
    // An Armageddon game drawn on the board gives that result beside the score.
    let board_result = tag(BOARD_RESULT).filter(|_| armageddon);
    let result = board_result
        .or_else(|| tag("Result"))
        .or_else(|| result_token.clone());
    let termination = tag("Termination");
    let header = Header {
        event: tag("Event").unwrap_or_else(|| Header::default().event),
        site: tag("Site").unwrap_or_else(|| Header::default().site),
        date: tag("Date").unwrap_or_else(|| Header::default().date),
        time: tag("UTCTime"),
        round: tag("Round").unwrap_or_else(|| Header::default().round),
        names: games.players(),
        time_control: tagged_time_control(tag),
        flip,
        instant,
        takebacks,
        extra: given_opening(games.tags(), games.game()),
    };
    let mut game = games.take_game();
    if let Some(by) = offer {
        game.set_draw_offer(by);
    }
    if let Some(result) = result.as_deref().and_then(GameResult::from_pgn) {
        game.record_result(result, termination.as_deref());
    }
    game.set_draw_rules(draw_rules);
    game.set_armageddon(armageddon);
    let control = header.time_control.clone();
    let timed = match clock {
        Some(clock) => TimedGame::resumed(game, control, clock),
        None => TimedGame::new(game, control),
    };
    ReadGame {
        saved: SavedGame { timed, header },
        ends_with_result: result_token.is_some(),
        unreadable_tag,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use std::cell::Cell;

    thread_local! {
        /// How many times this thread opened a file to read a game from it.
        pub(in crate::store) static FILES_READ: Cell<usize> = const { Cell::new(0) };
    }
}
