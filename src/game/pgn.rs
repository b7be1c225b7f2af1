//! Games to and from PGN: a visitor that plays the moves of a PGN game by the rules, with its
//! glyphs, comments and variations, and the export of a game with its tags, opening, clock
//! times, notes and variations.

use std::borrow::Cow;
use std::time::Duration;

use thiserror::Error;

use super::arbiter::ClockAdjustment;
use super::clk::{format_clk, parse_clk};
use super::header::Header;
use super::notes::{Line, MoveNotes, Notes, Place};
use super::outcome::{DrawRules, Outcome};
use super::record::{Game, GameError, Ply, Variant};
use super::time_control::TimeControl;
use crate::notation::MoveNumber;
use crate::notation::pgn::{Flow, Nag, Skip, Visitor};
use crate::notation::pgn::{MovetextWriter, WrittenLine, WrittenMove};
use crate::notation::san::{self, San, SanError};
use crate::opening;
use crate::phrase;
use crate::rules::{Color, FenError, Position, fen};
use crate::sentence::{Phrase, Sentence};

/// Why a PGN game could not be played through.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameTextError {
    /// The `FEN` tag is not a legal position.
    Fen(FenError),
    /// The `Variant` tag names a variant hotseat does not play (as written, with control
    /// characters escaped).
    Variant(String),
    /// A move token that is not a legal move, or comes after the end of the game.
    Move {
        /// The move number as PGN writes it: `23.` or `23...`.
        label: String,
        /// The token as written, with control characters escaped.
        token: String,
        /// Why it cannot be played.
        reason: MoveRefusal,
    },
}

/// Why a move token of a PGN game cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveRefusal {
    /// The game ended before it.
    AlreadyOver(Outcome),
    /// The token is not a legal move of the position.
    NotLegal(SanError),
    /// Anything else the game refuses.
    Refused(GameError),
}

impl Sentence for GameTextError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            GameTextError::Fen(error) => phrase!("gametext-fen", reason = error.phrase()),
            GameTextError::Variant(variant) => phrase!("gametext-variant", variant = variant),
            GameTextError::Move {
                label,
                token,
                reason,
            } => phrase!(
                "gametext-move",
                label = label,
                token = token,
                reason = reason.phrase()
            ),
        }
    }
}

impl Sentence for MoveRefusal {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            MoveRefusal::AlreadyOver(outcome) => {
                phrase!("refusal-already-over", outcome = outcome.sentence())
            }
            // The move is quoted before the reason: the reason alone.
            MoveRefusal::NotLegal(SanError::NotAMove { reason, .. }) => reason.phrase(),
            MoveRefusal::NotLegal(error) => error.phrase(),
            MoveRefusal::Refused(error) => error.phrase(),
        }
    }
}

/// Plays PGN games by the rules as a [`Visitor`]: sets up the start from the `FEN` and
/// `Variant` tags, resolves each move token against the position, attaches `[%clk]` times,
/// glyphs, comments and variations (when it keeps everything), and stops a game at its first
/// unplayable move. A variation stops at its first unplayable move instead, keeping the moves
/// before it; one before the game's first move replaces nothing and is passed over, and so is
/// one nested deeper than [`MAX_VARIATION_DEPTH`]. The game and tags of the last game read
/// stay available until the next one begins, and memory is reused from game to game.
#[derive(Debug, Clone)]
pub struct GamePlayer {
    game: Game,
    /// Every tag pair of the game, when asked to keep them; otherwise only the ones below.
    tags: Vec<(String, String)>,
    /// What is kept besides the moves.
    keep: Keep,
    white: String,
    black: String,
    fen: Option<String>,
    variant: Option<String>,
    result: Option<String>,
    problem: Option<GameTextError>,
    /// The variations being read, innermost last.
    variations: Vec<VariationRead>,
}

/// A variation as it is read: where it stands in the game's tree and its position there.
#[derive(Debug, Clone)]
struct VariationRead {
    /// The place after the last move read; before the first, the place it branches from.
    place: Place,
    /// The position at `place`.
    position: Position,
    /// The position before the last move read (where a variation inside it starts).
    before: Position,
    /// Whether a move of it has been read.
    entered: bool,
    /// A comment before its first move, kept until the variation exists.
    preface: Option<String>,
    /// Whether a move could not be played: the rest of the variation is passed over.
    broken: bool,
}

/// The deepest variation kept: one inside so many others. Deeper ones are passed over, so
/// that no file can make a tree deeper than what is written and read back in a few
/// kilobytes of stack.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// What a [`GamePlayer`] keeps of each game besides its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keep {
    /// Only what replaying needs: the players' names, the set-up and the result.
    ForReplay,
    /// Every tag pair, for [`GamePlayer::tags`], the `[%clk]` times on the moves, and the
    /// glyphs, comments and variations: what loading a game to play on or review needs.
    Everything,
}

impl GamePlayer {
    /// A reader applying `draw_rules`, keeping what `keep` says.
    pub fn new(draw_rules: DrawRules, keep: Keep) -> GamePlayer {
        GamePlayer {
            game: Game::standard(draw_rules),
            tags: Vec::new(),
            keep,
            white: String::new(),
            black: String::new(),
            fen: None,
            variant: None,
            result: None,
            problem: None,
            variations: Vec::new(),
        }
    }

    /// The game as far as it could be played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, taken out of the reader (which keeps an empty one).
    pub fn take_game(&mut self) -> Game {
        let rules = self.game.draw_rules();
        std::mem::replace(&mut self.game, Game::standard(rules))
    }

    /// The tag pairs of the game, when the reader keeps them.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The `White` tag (empty when missing).
    pub fn white(&self) -> &str {
        &self.white
    }

    /// The `Black` tag (empty when missing).
    pub fn black(&self) -> &str {
        &self.black
    }

    /// The result token at the end of the movetext, if there was one.
    pub fn result_token(&self) -> Option<&str> {
        self.result.as_deref()
    }

    fn start_position(&self) -> Result<(Position, Variant), GameTextError> {
        let variant = match self.variant.as_deref().map(str::to_ascii_lowercase) {
            None => Variant::Standard,
            Some(v) if v.is_empty() || v == "standard" || v == "chess" => Variant::Standard,
            Some(v) if is_chess960_name(&v) => Variant::Chess960,
            Some(_) => {
                let written = self.variant.as_deref().unwrap_or_default();
                return Err(GameTextError::Variant(written.escape_debug().to_string()));
            }
        };
        let position = match &self.fen {
            Some(text) => fen::read(text).map_err(GameTextError::Fen)?,
            None => Position::startpos(),
        };
        Ok((position, variant))
    }

    /// Stops the game at a move token that cannot be played, saying why.
    #[cold]
    fn refuse_move(&mut self, token: &str, error: GameError) -> Flow {
        let reason = match (error, self.game.outcome()) {
            (_, Some(outcome)) => MoveRefusal::AlreadyOver(outcome),
            (GameError::Move(error), None) => MoveRefusal::NotLegal(error),
            (other, None) => MoveRefusal::Refused(other),
        };
        let problem = GameTextError::Move {
            label: MoveNumber::of(self.game.position()).to_string(),
            token: token.escape_debug().to_string(),
            reason,
        };
        self.fail(problem)
    }

    fn fail(&mut self, problem: GameTextError) -> Flow {
        self.problem = Some(problem);
        Flow::SkipGame
    }

    /// A move token inside the variation being read; a move that cannot be played ends what
    /// is kept of the variation.
    fn variation_move(&mut self, token: &str) {
        let Some(read) = self.variations.last_mut() else {
            return;
        };
        if read.broken {
            return;
        }
        let played = san::parse(&read.position, token).ok().and_then(|m| {
            Some((
                m,
                self.game
                    .edit_notes()
                    .play_line_from(&read.place, &read.position, m)
                    .ok()?,
            ))
        });
        let Some((m, place)) = played else {
            read.broken = true;
            return;
        };
        read.before = read.position;
        read.position.play_unchecked(m);
        read.place = place;
        if !read.entered {
            read.entered = true;
            if let Some(preface) = read.preface.take() {
                let start = Place {
                    moves: 0,
                    ..read.place.clone()
                };
                let _ = self.game.edit_notes().set_comment(&start, &preface);
            }
        }
    }

    /// The place after the last move read, in the variation being read or on the game's
    /// line; `None` before the line's first move (and in a variation passed over).
    fn last_move_read(&self) -> Option<Place> {
        match self.variations.last() {
            Some(read) => (read.entered && !read.broken).then(|| read.place.clone()),
            None => {
                let moves = self.game.plies().len();
                (moves > 0).then(|| Place::game(moves))
            }
        }
    }

    /// A comment's text after the last move read (joined to any it has), or before the first
    /// move of its line.
    fn note_comment(&mut self, text: &str) {
        let text = text.replace('}', "");
        if text.split_whitespace().next().is_none() {
            return;
        }
        let place = match self.variations.last_mut() {
            Some(read) if read.broken => return,
            Some(read) if !read.entered => {
                read.preface = Some(joined(read.preface.take(), &text));
                return;
            }
            Some(read) => read.place.clone(),
            None => Place::game(self.game.plies().len()),
        };
        let had = match self.game.notes_at(&place) {
            Some(notes) => notes.comment(),
            None if place.moves == 0 => self.game.notes().preface(),
            None => None,
        };
        let comment = joined(had.map(str::to_string), &text);
        let _ = self.game.edit_notes().set_comment(&place, &comment);
    }
}

/// Two comments on one move, in the order read.
fn joined(had: Option<String>, text: &str) -> String {
    match had {
        Some(had) => format!("{had} {text}"),
        None => text.to_string(),
    }
}

fn is_chess960_name(variant: &str) -> bool {
    matches!(
        variant,
        "chess960" | "chess 960" | "fischerandom" | "fischer random" | "960" | "freestyle"
    )
}

impl Visitor for GamePlayer {
    type Output = Result<(), GameTextError>;

    fn begin_game(&mut self) {
        self.tags.clear();
        self.white.clear();
        self.black.clear();
        self.fen = None;
        self.variant = None;
        self.result = None;
        self.problem = None;
        self.variations.clear();
        self.game.restart(Position::startpos(), Variant::Standard);
    }

    fn tag(&mut self, name: &str, value: &str) -> Flow {
        match name {
            "White" => value.clone_into(&mut self.white),
            "Black" => value.clone_into(&mut self.black),
            "FEN" => self.fen = Some(value.to_string()),
            "Variant" => self.variant = Some(value.to_string()),
            _ => {}
        }
        if self.keep == Keep::Everything {
            self.tags.push((name.to_string(), value.to_string()));
        }
        Flow::Continue
    }

    fn begin_movetext(&mut self) -> Flow {
        match self.start_position() {
            Ok((position, variant)) => {
                // A comment before the first move may come before the movetext begins.
                let preface = self.game.notes().preface().map(str::to_string);
                let adjustments = self.game.adjustments().to_vec();
                self.game.restart(position, variant);
                if let Some(preface) = preface {
                    let _ = self
                        .game
                        .edit_notes()
                        .set_comment(&Place::game(0), &preface);
                }
                for (_, adjustment) in adjustments {
                    self.game.record_adjustment(adjustment);
                }
                Flow::Continue
            }
            Err(problem) => self.fail(problem),
        }
    }

    #[inline]
    fn san(&mut self, token: &str) -> Flow {
        if !self.variations.is_empty() {
            self.variation_move(token);
            return Flow::Continue;
        }
        match self.game.play_text(token) {
            Ok(_) => Flow::Continue,
            Err(error) => self.refuse_move(token, error),
        }
    }

    fn nag(&mut self, nag: u8) -> Flow {
        if self.keep == Keep::Everything
            && let Some(place) = self.last_move_read()
        {
            let _ = self.game.edit_notes().set_nag(&place, Nag(nag));
        }
        Flow::Continue
    }

    fn reads_comments(&self) -> bool {
        self.keep == Keep::Everything
    }

    fn comment(&mut self, text: &str) -> Flow {
        if self.keep != Keep::Everything {
            return Flow::Continue;
        }
        if !self.variations.is_empty() {
            self.note_comment(text);
            return Flow::Continue;
        }
        let mut text = Cow::Borrowed(text);
        if !self.game.plies().is_empty() {
            if let Some((clock, rest)) = split_time(&text, CLK_COMMAND) {
                self.game.annotate_clock(clock);
                text = Cow::Owned(rest.into_owned());
            }
            if let Some((spent, rest)) = split_time(&text, EMT_COMMAND) {
                self.game.annotate_spent(spent);
                text = Cow::Owned(rest.into_owned());
            }
            if let Some(("offer", rest)) = split_command(&text, DRAW_COMMAND) {
                self.game.annotate_draw_offer();
                text = Cow::Owned(rest.into_owned());
            }
        }
        while let Some((args, rest)) = split_command(&text, ADJUSTMENT_COMMAND) {
            let Some(adjustment) = ClockAdjustment::from_pgn(args) else {
                break;
            };
            self.game.record_adjustment(adjustment);
            text = Cow::Owned(rest.into_owned());
        }
        self.note_comment(&text);
        Flow::Continue
    }

    fn begin_variation(&mut self) -> Skip {
        if self.keep != Keep::Everything || self.variations.len() >= MAX_VARIATION_DEPTH {
            return Skip(true);
        }
        let Some(place) = self.last_move_read() else {
            return Skip(true);
        };
        let before = match self.variations.last() {
            Some(read) => read.before,
            None => {
                let moves = self.game.plies().len();
                let before = self.game.position_at(moves.saturating_sub(1)).copied();
                before.unwrap_or(*self.game.start())
            }
        };
        self.variations.push(VariationRead {
            place: place.back().unwrap_or_default(),
            position: before,
            before,
            entered: false,
            preface: None,
            broken: false,
        });
        Skip(false)
    }

    fn end_variation(&mut self) -> Flow {
        self.variations.pop();
        Flow::Continue
    }

    fn result(&mut self, result: &str) -> Flow {
        self.result = Some(result.to_string());
        Flow::Continue
    }

    fn end_game(&mut self) -> Result<(), GameTextError> {
        match self.problem.take() {
            Some(problem) => Err(problem),
            None => Ok(()),
        }
    }
}

/// The comment command of a draw offered with a move: `[%draw offer]`.
const DRAW_COMMAND: &str = "[%draw";

/// The comment command of the arbiter's change of a clock: `[%clkadj Black +0:00:15]`.
const ADJUSTMENT_COMMAND: &str = "[%clkadj";

/// The comment command of the mover's clock after the move: `[%clk 0:04:58]`.
const CLK_COMMAND: &str = "[%clk";

/// The comment command of the time the move took (elapsed move time): `[%emt 0:00:07]`.
const EMT_COMMAND: &str = "[%emt";

/// The time in a command such as `[%clk h:mm:ss]` inside a comment, and the comment's text
/// around it (empty when there is none).
fn split_time<'a>(text: &'a str, command: &str) -> Option<(Duration, Cow<'a, str>)> {
    let (value, around) = split_command(text, command)?;
    Some((parse_clk(value)?, around))
}

/// What follows `command` (`[%clk`, with the space after it) up to its `]` in a comment, and
/// the comment's text around the command (empty when there is none): the first such command.
/// The command's name must end there (`[%clk` is not `[%clkadj`).
fn split_command<'a>(text: &'a str, command: &str) -> Option<(&'a str, Cow<'a, str>)> {
    let name = command.as_bytes();
    let bytes = text.as_bytes();
    // Most comments begin with their command; look further only when they do not.
    let start = if bytes.starts_with(name) && ends_name(bytes, name.len()) {
        0
    } else {
        bytes
            .windows(name.len())
            .enumerate()
            .position(|(at, w)| w == name && ends_name(bytes, at + name.len()))?
    };
    let rest = &text[start + name.len()..];
    let end = rest.find(']')?;
    let (before, after) = (text[..start].trim(), rest[end + 1..].trim());
    let around = match (before.is_empty(), after.is_empty()) {
        (true, true) => Cow::Borrowed(""),
        (false, true) => Cow::Borrowed(before),
        (true, false) => Cow::Borrowed(after),
        (false, false) => Cow::Owned(format!("{before} {after}")),
    };
    Some((rest[..end].trim(), around))
}

/// Whether a command's name, ending at `at`, ends there: the text goes on with white space
/// (a line may break there) or the command's `]`.
fn ends_name(bytes: &[u8], at: usize) -> bool {
    bytes
        .get(at)
        .is_some_and(|&b| b == b']' || b.is_ascii_whitespace())
}

/// The outcome of a game as the PGN `Result` tag and result token: `*` while it goes on.
fn result_token(outcome: Option<Outcome>) -> &'static str {
    outcome.map_or("*", |outcome| outcome.result.pgn())
}

/// Writes a game as PGN: the seven-tag roster, `SetUp`/`FEN` for a set-up start, `Variant`
/// for Chess960, `TimeControl` (with `WhiteTimeControl` and `BlackTimeControl` for time odds)
/// and `Termination` where they apply (not for a win whose reason was never recorded),
/// `Armageddon` for a game where Black has draw odds (and `BoardResult` `1/2-1/2` beside
/// `Result` `0-1` when it was drawn), `ECO` and `Opening` (see below), the header's extra
/// tags, and the movetext: each move with its glyphs, its comment (with `[%clk]` when the game
/// had clocks, `[%draw offer]` when a draw was offered with it, and `[%clkadj]` for each
/// change of a clock by the arbiter's hand after it) and its variations, nested.
///
/// `ECO` and `Opening` name the opening of the moves played ([`opening::of_game`]), as the
/// game goes; none for Chess960, a set-up start or a game the book names no position of.
/// When the header's extra tags hold an `ECO` or an `Opening` tag, those are the game's
/// own (a loaded game's, see [`given_opening`]) and are written as they are, in place of
/// hotseat's.
pub fn export(game: &Game, header: &Header) -> String {
    Exporter::default().export(game, header)
}

/// A game written as PGN again and again as it grows, as its file is after every move: the
/// movetext written for one export is kept for the next, which writes only the moves played
/// since, so that writing a game costs the same at the end of a long game as at its start
/// (but for copying its text). What was kept is used only while the game's start, its earlier
/// moves (with their clock times, the time they took and the draws offered with them), its
/// notes and the arbiter's changes of the clocks are as they were, and the time control shows
/// or hides the moves' times as it did; anything else, a takeback or a comment edited, writes
/// the game afresh. The text is [`export`]'s.
#[derive(Debug, Clone, Default)]
pub struct Exporter {
    kept: Option<Box<Written>>,
}

/// The movetext of a game written so far, and what it was written from.
#[derive(Debug, Clone)]
struct Written {
    start: Position,
    plies: Vec<Ply>,
    notes: Notes,
    adjustments: Vec<(usize, ClockAdjustment)>,
    with_move_times: bool,
    movetext: MovetextWriter,
}

impl Written {
    /// Nothing written yet of `game`, its moves' times written when `with_move_times`.
    fn new(game: &Game, with_move_times: bool) -> Written {
        let preface = with_commands(adjustment_commands(game, 0), game.notes().preface());
        Written {
            start: *game.start(),
            plies: Vec::new(),
            notes: game.notes().clone(),
            adjustments: game.adjustments().to_vec(),
            with_move_times,
            movetext: MovetextWriter::new(MoveNumber::of(game.start()), preface.as_deref()),
        }
    }

    /// Whether what was written is the start of `game` as it is now, written as it is.
    fn fits(&self, game: &Game, with_move_times: bool) -> bool {
        self.start == *game.start()
            && self.with_move_times == with_move_times
            && game.plies().starts_with(&self.plies)
            && self.adjustments == game.adjustments()
            && self.notes == *game.notes()
    }

    /// Writes the moves of `game` not written yet.
    fn catch_up(&mut self, game: &Game) {
        for (index, ply) in game.plies().iter().enumerate().skip(self.plies.len()) {
            let Some(written) = written_move(game, index, self.with_move_times) else {
                break;
            };
            self.movetext.push(&written);
            self.plies.push(*ply);
        }
    }
}

impl Exporter {
    /// The game in PGN export format, as [`export`] writes it.
    pub fn export(&mut self, game: &Game, header: &Header) -> String {
        let with_move_times = header.time_control.hides_move_times();
        let mut written = match self.kept.take() {
            Some(kept) if kept.fits(game, with_move_times) => kept,
            _ => Box::new(Written::new(game, with_move_times)),
        };
        written.catch_up(game);
        let outcome = game.outcome();
        let tags = tags_of(game, header, outcome);
        let tag_refs: Vec<(&str, &str)> = tags.iter().map(|(n, v)| (*n, v.as_str())).collect();
        let text = written.movetext.game(&tag_refs, result_token(outcome));
        self.kept = Some(written);
        text
    }
}

/// The tags [`export`] writes for `game`, which has ended with `outcome` or not.
fn tags_of<'a>(
    game: &Game,
    header: &'a Header,
    outcome: Option<Outcome>,
) -> Vec<(&'a str, String)> {
    let mut tags: Vec<(&str, String)> = vec![
        ("Event", header.event.clone()),
        ("Site", header.site.clone()),
        ("Date", header.date.clone()),
        ("Round", header.round.clone()),
        ("White", header.names.white.clone()),
        ("Black", header.names.black.clone()),
        ("Result", result_token(outcome).to_string()),
    ];
    let start = game.start();
    if game.is_chess960() || *start != Position::startpos() {
        tags.push(("SetUp", "1".to_string()));
        tags.push(("FEN", fen::write(start)));
    }
    if game.is_chess960() {
        tags.push(("Variant", "Chess960".to_string()));
    }
    if let Some(time) = &header.time {
        tags.push(("UTCDate", header.date.clone()));
        tags.push(("UTCTime", time.clone()));
    }
    let control = &header.time_control;
    tags.push(("TimeControl", control.to_pgn()));
    if control.has_odds() {
        tags.push((WHITE_CONTROL, control.side_to_pgn(Color::White)));
        tags.push((BLACK_CONTROL, control.side_to_pgn(Color::Black)));
    }
    if let Some(termination) = outcome.and_then(|outcome| outcome.reason.termination()) {
        tags.push(("Termination", termination.to_string()));
    }
    if game.is_armageddon() {
        tags.push((ARMAGEDDON, ARMAGEDDON_VALUE.to_string()));
    }
    if let Some(outcome) = outcome.filter(|outcome| outcome.draw_odds) {
        tags.push((BOARD_RESULT, outcome.board_result().pgn().to_string()));
    }
    let given = header.extra.iter().any(|(name, _)| is_opening_tag(name));
    if let Some(named) = opening::of_game(game).filter(|_| !given) {
        tags.push(("ECO", named.eco.to_string()));
        tags.push(("Opening", named.name.to_string()));
    }
    for (name, value) in &header.extra {
        tags.push((name, value.clone()));
    }
    tags
}

/// The tag of White's control in a game with time odds (which the `TimeControl` tag cannot
/// hold), a name some programs know.
pub const WHITE_CONTROL: &str = "WhiteTimeControl";

/// The tag of Black's control in a game with time odds.
pub const BLACK_CONTROL: &str = "BlackTimeControl";

/// The tag of an Armageddon game, where a draw is scored as Black's win.
pub const ARMAGEDDON: &str = "Armageddon";

/// What the `Armageddon` tag says.
const ARMAGEDDON_VALUE: &str = "Black has draw odds";

/// The tag of the result on the board of an Armageddon game drawn and scored as Black's win
/// (`1/2-1/2`, beside `Result` `0-1`).
pub const BOARD_RESULT: &str = "BoardResult";

/// The time control a game's tags give: each side's from `WhiteTimeControl` and
/// `BlackTimeControl` when both read, else the `TimeControl` tag's; untimed when none reads.
pub fn tagged_time_control(tag: impl Fn(&str) -> Option<String>) -> TimeControl {
    let sides = match (tag(WHITE_CONTROL), tag(BLACK_CONTROL)) {
        (Some(white), Some(black)) => TimeControl::from_pgn_sides(&white, &black).ok().flatten(),
        _ => None,
    };
    sides
        .or_else(|| {
            tag("TimeControl").and_then(|value| TimeControl::from_pgn(&value).ok().flatten())
        })
        .unwrap_or_else(TimeControl::untimed)
}

fn is_opening_tag(name: &str) -> bool {
    matches!(name, "ECO" | "Opening")
}

/// The `ECO` and `Opening` tags of a game read from a file (`tags`, played as `game`) that
/// are its own, to keep in the header's extra tags so that [`export`] writes them as they
/// were: those of a file whose tags name another opening than hotseat's classification of
/// the moves does (another program's, or an older data set's). A file whose tags agree with
/// it (every file hotseat wrote) gets none: its opening is hotseat's, named afresh as the
/// game goes on.
pub fn given_opening(tags: &[(String, String)], game: &Game) -> Vec<(String, String)> {
    let own: Vec<(String, String)> = tags
        .iter()
        .filter(|(name, _)| is_opening_tag(name))
        .cloned()
        .collect();
    let ours: Vec<(String, String)> = opening::of_game(game)
        .map(|named| {
            vec![
                ("ECO".to_string(), named.eco.to_string()),
                ("Opening".to_string(), named.name.to_string()),
            ]
        })
        .unwrap_or_default();
    if own == ours { Vec::new() } else { own }
}

/// Move `index` of the game's own line as written: with its notes, its `[%clk]` time, the
/// time it took (`[%emt]`) where `with_move_times` (the clocks do not tell it), the draw
/// offered with it, the arbiter's changes of the clocks after it, and its variations.
fn written_move(game: &Game, index: usize, with_move_times: bool) -> Option<WrittenMove<'_>> {
    let ply = game.plies().get(index)?;
    let san = game.san(index)?;
    let before = game.position_at(index)?;
    let noted = game.notes().of_ply(index);
    let commands = move_commands(game, index, ply, with_move_times);
    let comment = with_commands(commands, noted.comment());
    Some(WrittenMove {
        san,
        comment,
        ..written_notes(san, noted, before)
    })
}

/// The comment commands of move `index`: its `[%clk]`, its `[%emt]` where `with_move_times`,
/// `[%draw offer]` and the `[%clkadj]` of the arbiter's changes of the clocks after it. The
/// times first: they are the first ones read back, whatever the text holds.
fn move_commands(game: &Game, index: usize, ply: &Ply, with_move_times: bool) -> Vec<String> {
    let clock = ply
        .clock
        .map(|clock| format!("{CLK_COMMAND} {}]", format_clk(clock)));
    let spent = ply
        .spent
        .filter(|_| with_move_times)
        .map(|spent| format!("{EMT_COMMAND} {}]", format_clk(spent)));
    let offer = ply.offers_draw.then(|| format!("{DRAW_COMMAND} offer]"));
    clock
        .into_iter()
        .chain(spent)
        .chain(offer)
        .chain(adjustment_commands(game, index + 1))
        .collect()
}

/// The `[%clkadj]` commands of the arbiter's changes of the clocks made after `plies` moves.
fn adjustment_commands(game: &Game, plies: usize) -> Vec<String> {
    game.adjustments()
        .iter()
        .filter(|(after, _)| *after == plies)
        .map(|(_, adjustment)| adjustment.to_pgn())
        .collect()
}

/// A comment of `commands` before the text of a note: the note alone when there are none.
fn with_commands(commands: Vec<String>, text: Option<&str>) -> Option<Cow<'_, str>> {
    if commands.is_empty() {
        return text.map(Cow::Borrowed);
    }
    let mut comment = commands.join(" ");
    if let Some(text) = text {
        comment.push(' ');
        comment.push_str(text);
    }
    Some(Cow::Owned(comment))
}

/// A move with its notes, played from `before`: its glyphs, comment and variations.
fn written_notes<'a>(san: San, notes: &'a MoveNotes, before: &Position) -> WrittenMove<'a> {
    WrittenMove {
        san,
        nags: notes.nags(),
        comment: notes.comment().map(Cow::Borrowed),
        variations: notes
            .variations()
            .iter()
            .map(|line| written_line(line, *before))
            .collect(),
    }
}

/// A variation as written, from the position `start` it begins at.
fn written_line(line: &Line, start: Position) -> WrittenLine<'_> {
    let mut position = start;
    let moves = line
        .moves()
        .iter()
        .map(|played| {
            let san = San::from_move(&position, played.m);
            let written = written_notes(san, played.notes(), &position);
            position.play_unchecked(played.m);
            written
        })
        .collect();
    WrittenLine {
        first: MoveNumber::of(&start),
        preface: line.preface().map(Cow::Borrowed),
        moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Reason;
    use crate::notation::pgn::Reader;
    use crate::notation::san;

    fn read_one(text: &str, rules: DrawRules) -> (GamePlayer, Result<(), GameTextError>) {
        let mut reader = GamePlayer::new(rules, Keep::Everything);
        let result = Reader::new(text.as_bytes())
            .read_game(&mut reader)
            .expect("readable PGN")
            .expect("one game");
        (reader, result)
    }

    fn play(moves: &str) -> Game {
        let mut game = Game::standard(DrawRules::Club);
        for text in moves.split_whitespace() {
            game.play_text(text).unwrap();
        }
        game
    }

    #[test]
    fn a_written_game_reads_back_with_its_moves_tags_and_clocks() {
        let mut game = play("e4 e5 Nf3 Nc6 Bb5 a6");
        game.annotate_clock(Duration::from_millis(45_300));
        let header = Header {
            names: crate::rules::ByColor {
                white: "Anna".to_string(),
                black: "Boris".to_string(),
            },
            time_control: "5+3".parse().unwrap(),
            date: "2026.11.29".to_string(),
            ..Header::default()
        };
        let text = export(&game, &header);
        assert!(text.starts_with("[Event \"Casual game\"]\n"));
        assert!(text.contains("[TimeControl \"300+3\"]\n"));
        assert!(text.contains("3. Bb5 a6 {[%clk 0:00:45.3]} *\n"));
        let (reader, result) = read_one(&text, DrawRules::Club);
        assert_eq!(result, Ok(()));
        assert_eq!(reader.game().plies(), game.plies());
        assert_eq!(reader.white(), "Anna");
        assert!(
            reader
                .tags()
                .contains(&("Date".to_string(), "2026.11.29".to_string()))
        );
        assert_eq!(reader.result_token(), Some("*"));
    }

    fn tag_of<'a>(text: &'a str, name: &str) -> Option<&'a str> {
        let open = format!("[{name} \"");
        let line = text.lines().find(|line| line.starts_with(&open))?;
        line.strip_prefix(&open)?.strip_suffix("\"]")
    }

    #[test]
    fn saved_games_name_the_opening_of_their_moves() {
        let berlin = export(&play("e4 e5 Nf3 Nc6 Bb5 Nf6 O-O"), &Header::default());
        assert_eq!(tag_of(&berlin, "ECO"), Some("C65"));
        assert_eq!(
            tag_of(&berlin, "Opening"),
            Some("Ruy Lopez: Berlin Defense")
        );
        // Named as the game goes: after 1. e4 it is the King's Pawn Game.
        let early = export(&play("e4"), &Header::default());
        assert_eq!(tag_of(&early, "ECO"), Some("B00"));
        assert_eq!(tag_of(&early, "Opening"), Some("King's Pawn Game"));
        assert_eq!(tag_of(&export(&play(""), &Header::default()), "ECO"), None);
        // No name for Chess960 nor for a set-up position, even one the book names.
        let mut chess960 = Game::new(
            Position::chess960(518).unwrap(),
            Variant::Chess960,
            DrawRules::Club,
        );
        chess960.play_text("e4").unwrap();
        let text = export(&chess960, &Header::default());
        assert_eq!(
            (tag_of(&text, "ECO"), tag_of(&text, "Opening")),
            (None, None)
        );
        let after_e4 =
            fen::read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
        let mut set_up = Game::new(after_e4, Variant::Standard, DrawRules::Club);
        set_up.play_text("e5").unwrap();
        let text = export(&set_up, &Header::default());
        assert_eq!(
            (tag_of(&text, "ECO"), tag_of(&text, "Opening")),
            (None, None)
        );
    }

    #[test]
    fn a_loaded_games_own_opening_tags_are_kept() {
        let game = play("e4 e5 Nf3 Nc6 Bb5 Nf6");
        let theirs = vec![
            ("ECO".to_string(), "C65".to_string()),
            (
                "Opening".to_string(),
                "Ruy Lopez: Berlin Defence".to_string(),
            ),
        ];
        let mut tags = vec![("White".to_string(), "Anna".to_string())];
        tags.extend(theirs.clone());
        assert_eq!(given_opening(&tags, &game), theirs);
        let header = Header {
            extra: given_opening(&tags, &game),
            ..Header::default()
        };
        let text = export(&game, &header);
        assert_eq!(tag_of(&text, "Opening"), Some("Ruy Lopez: Berlin Defence"));
        assert_eq!(text.matches("[ECO ").count(), 1);
        // Tags that say what hotseat says are hotseat's: the game's moves name the opening.
        let (reader, _) = read_one(&export(&game, &Header::default()), DrawRules::Club);
        assert_eq!(given_opening(reader.tags(), reader.game()), []);
        assert_eq!(given_opening(&[], &game), []);
    }

    /// A game with every kind of note: clocks, glyphs, comments before and after moves, and
    /// variations two deep with notes of their own.
    fn annotated() -> Game {
        let mut game = Game::standard(DrawRules::Club);
        // Clocks as `[%clk]` writes them: whole seconds, tenths under a minute.
        for (text, millis) in [
            ("e4", 300_000),
            ("e5", 299_000),
            ("Nf3", 45_300),
            ("Nc6", 298_000),
        ] {
            game.play_text(text).unwrap();
            game.annotate_clock(Duration::from_millis(millis));
        }
        game.edit_notes()
            .set_comment(&Place::game(0), "A casual game")
            .unwrap();
        game.edit_notes()
            .set_nag(&Place::game(1), Nag::GOOD)
            .unwrap();
        game.edit_notes()
            .set_comment(&Place::game(1), "best by test")
            .unwrap();
        game.edit_notes().set_nag(&Place::game(3), Nag(14)).unwrap();
        game.edit_notes()
            .set_nag(&Place::game(3), Nag::INTERESTING)
            .unwrap();
        let mut place = Place::game(1);
        for text in ["c5", "Nf3", "d6"] {
            let m = san::parse(&game.position_of(&place).unwrap(), text).unwrap();
            place = game.edit_notes().play_line(&place, m).unwrap();
        }
        game.edit_notes()
            .set_comment(
                &Place {
                    moves: 0,
                    ..place.clone()
                },
                "or",
            )
            .unwrap();
        game.edit_notes().set_nag(&place, Nag::DUBIOUS).unwrap();
        let after_c5 = Place {
            moves: 1,
            ..place.clone()
        };
        let c3 = san::parse(&game.position_of(&after_c5).unwrap(), "c3").unwrap();
        let alapin = game.edit_notes().play_line(&after_c5, c3).unwrap();
        game.edit_notes()
            .set_comment(&alapin, "the Alapin")
            .unwrap();
        let d4 = san::parse(&game.position_of(&Place::game(0)).unwrap(), "d4").unwrap();
        game.edit_notes().play_line(&Place::game(0), d4).unwrap();
        game
    }

    #[test]
    fn the_time_each_move_took_is_written_where_the_clocks_do_not_tell_it() {
        let mut game = Game::standard(DrawRules::Club);
        for (text, millis) in [("e4", 3_400), ("e5", 75_000), ("Nf3", 200)] {
            game.play_text(text).unwrap();
            game.annotate_spent(Duration::from_millis(millis));
        }
        game.edit_notes()
            .set_comment(&Place::game(3), "quick")
            .unwrap();
        let untimed = export(&game, &Header::default());
        let movetext = untimed.split("\n\n").nth(1).unwrap().replace('\n', " ");
        assert_eq!(
            movetext,
            "1. e4 {[%emt 0:00:03.4]} 1... e5 {[%emt 0:01:15]} 2. Nf3 {[%emt 0:00:00.2] quick} *"
        );
        let (reader, result) = read_one(&untimed, DrawRules::Club);
        assert_eq!(result, Ok(()));
        assert_eq!(reader.game(), &game);
        // A clock that shows the time left tells it, but for delays.
        for (control, written) in [("5+3", false), ("5d3", true), ("5b3", true)] {
            let header = Header {
                time_control: control.parse().unwrap(),
                ..Header::default()
            };
            assert_eq!(
                export(&game, &header).contains("[%emt"),
                written,
                "{control}"
            );
        }
    }

    #[test]
    fn notes_and_variations_are_written_and_read_back_as_they_were() {
        let game = annotated();
        let text = export(&game, &Header::default());
        let movetext = text.split("\n\n").nth(1).unwrap().replace('\n', " ");
        assert_eq!(
            movetext,
            "{A casual game} 1. e4 $1 {[%clk 0:05:00] best by test} (1. d4) 1... e5 \
             {[%clk 0:04:59]} ({or} 1... c5 2. Nf3 (2. c3 {the Alapin}) 2... d6 $6) 2. Nf3 \
             $14 $5 {[%clk 0:00:45.3]} 2... Nc6 {[%clk 0:04:58]} *"
        );
        let (reader, result) = read_one(&text, DrawRules::Club);
        assert_eq!(result, Ok(()));
        assert_eq!(reader.game(), &game);
        assert_eq!(export(reader.game(), &Header::default()), text);
        // Replaying needs none of it.
        let mut replay = GamePlayer::new(DrawRules::Club, Keep::ForReplay);
        Reader::new(text.as_bytes()).read_game(&mut replay).unwrap();
        assert!(replay.game().notes().is_empty());
        assert_eq!(replay.game().plies().len(), 4);
    }

    #[test]
    fn loaded_comments_glyphs_and_variations_are_kept() {
        let text = "{Start} 1. e4!? {king's pawn} {again} (1. d4 d5 (1... Nf6 2. c4 $146) ; a line\n\
                    2. c4 ?) (1. Nf3 Nxe5 2. d4) (e5) 1... e5 {[%eval 0.2] [%clk 0:05:00]} 2. Nf3 *";
        let (reader, result) = read_one(text, DrawRules::Club);
        assert_eq!(result, Ok(()));
        let game = reader.game();
        assert_eq!(game.plies().len(), 3);
        assert_eq!(game.plies()[1].clock, Some(Duration::from_secs(300)));
        let notes = game.notes();
        assert_eq!(notes.preface(), Some("Start"));
        assert_eq!(notes.of_ply(0).nags(), [Nag::INTERESTING]);
        assert_eq!(notes.of_ply(0).comment(), Some("king's pawn again"));
        assert_eq!(notes.of_ply(1).comment(), Some("[%eval 0.2]"));
        let variations = notes.of_ply(0).variations();
        // The third stops at its first unplayable move; the fourth replaces nothing it can.
        assert_eq!(variations.len(), 2);
        assert_eq!(variations[0].moves().len(), 3);
        let d5 = variations[0].moves()[1].notes();
        assert_eq!(d5.comment(), Some("a line"));
        assert_eq!(d5.variations()[0].moves()[1].notes().nags(), [Nag(146)]);
        assert_eq!(variations[0].moves()[2].notes().nags(), [Nag::MISTAKE]);
        assert_eq!(variations[1].moves().len(), 1);
        let written = export(game, &Header::default());
        assert!(
            written
                .replace('\n', " ")
                .contains("(1. d4 d5 {a line} (1... Nf6 2. c4 $146) 2. c4 $2) (1. Nf3)"),
            "{written}"
        );
    }

    #[test]
    fn variations_are_kept_as_deep_as_the_limit() {
        // Each variation replaces the second move of the one around it.
        let mut position = Position::startpos();
        let mut replaced = san::parse(&position, "e4").unwrap();
        let mut text = String::from("1. e4");
        for _ in 0..2 * MAX_VARIATION_DEPTH {
            let moves = position.legal_moves();
            let other = moves.iter().copied().find(|m| *m != replaced).unwrap();
            text += &format!(
                " ({} {}",
                MoveNumber::of(&position),
                San::from_move(&position, other)
            );
            position.play_unchecked(other);
            replaced = position.legal_moves()[0];
            text += &format!(" {}", San::from_move(&position, replaced));
        }
        text += &")".repeat(2 * MAX_VARIATION_DEPTH);
        text += " *";
        let (reader, result) = read_one(&text, DrawRules::Fide);
        assert_eq!(result, Ok(()));
        let mut depth = 0;
        let mut variations = reader.game().notes().of_ply(0).variations();
        while let Some(line) = variations.first() {
            depth += 1;
            variations = line
                .moves()
                .get(1)
                .map_or(&[][..], |m| m.notes().variations());
        }
        assert_eq!(depth, MAX_VARIATION_DEPTH);
        assert_eq!(reader.game().plies().len(), 1);
    }

    #[test]
    fn chess960_games_carry_their_start_and_variant() {
        let start = Position::chess960(0).unwrap();
        let mut game = Game::new(start, Variant::Chess960, DrawRules::Club);
        game.play_text("g3").unwrap();
        let text = export(&game, &Header::default());
        assert!(text.contains("[Variant \"Chess960\"]"));
        assert!(
            text.contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]")
        );
        let (reader, result) = read_one(&text, DrawRules::Club);
        assert_eq!(result, Ok(()));
        assert!(reader.game().is_chess960());
        assert_eq!(reader.game().start(), &start);
    }

    #[test]
    fn finished_games_write_their_result_and_termination() {
        let game = play("f3 e5 g4 Qh4");
        let text = export(&game, &Header::default());
        assert!(text.contains("[Result \"0-1\"]"));
        assert!(text.contains("[Termination \"normal\"]"));
        assert!(text.trim_end().ends_with("2. g4 Qh4# 0-1"));
    }

    #[test]
    fn a_bad_move_is_located() {
        let (_, result) = read_one(
            "[White \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Nxe5 Nxe5 4. Nxe5 *",
            DrawRules::Fide,
        );
        assert_eq!(
            result.unwrap_err().to_string(),
            "move 4.: 'Nxe5': no knight can reach e5"
        );
    }

    /// Files are read as other programs read them: an `x` onto an empty square is the move
    /// without it (only what players type is held to its `x`).
    #[test]
    fn a_capture_mark_onto_an_empty_square_is_read_leniently() {
        let (reader, result) = read_one("1. e3 e5 2. Bxa6 Nxa6 *", DrawRules::Fide);
        assert_eq!(result, Ok(()));
        let sans: Vec<String> = (0..4)
            .filter_map(|i| reader.game().san(i))
            .map(|san| san.to_string())
            .collect();
        assert_eq!(sans, ["e3", "e5", "Ba6", "Nxa6"]);
    }

    #[test]
    fn a_move_after_the_end_is_an_error_in_club_rules() {
        let dance = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *";
        let (reader, result) = read_one(dance, DrawRules::Fide);
        assert_eq!(result, Ok(()));
        assert_eq!(reader.game().plies().len(), 9);
        let (_, result) = read_one(dance, DrawRules::Club);
        assert_eq!(
            result.unwrap_err().to_string(),
            "move 5.: 'e4': the game is already over (Draw by threefold repetition)"
        );
        let (reader, _) = read_one(
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2",
            DrawRules::Fide,
        );
        assert_eq!(
            reader.game().claimable_draw(),
            Some(Reason::ThreefoldRepetition)
        );
    }

    #[test]
    fn bad_setups_are_refused() {
        let (_, result) = read_one("[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *", DrawRules::Fide);
        assert!(
            result
                .unwrap_err()
                .to_string()
                .starts_with("FEN tag: board")
        );
        let (_, result) = read_one("[Variant \"Atomic\"]\n\n1. e4 *", DrawRules::Fide);
        assert_eq!(
            result.unwrap_err().to_string(),
            "variant 'Atomic' is not chess or Chess960"
        );
        // What the file holds is quoted on one line.
        let (_, result) = read_one("[Variant \"chess \u{1}960\"]\n\n1. e4 *", DrawRules::Fide);
        assert_eq!(
            result.unwrap_err().to_string(),
            "variant 'chess \\u{1}960' is not chess or Chess960"
        );
    }

    #[test]
    fn clock_comments() {
        assert_eq!(
            split_time("[%clk 0:04:58]", CLK_COMMAND),
            Some((Duration::from_secs(298), "".into()))
        );
        assert_eq!(
            split_time("good move [%eval 0.3] [%clk 1:00:00.5]", CLK_COMMAND),
            Some((
                Duration::from_millis(3_600_500),
                "good move [%eval 0.3]".into()
            ))
        );
        assert_eq!(
            split_time("[%clk 0:01:00] then [%clk 0:02:00] more", CLK_COMMAND),
            Some((Duration::from_secs(60), "then [%clk 0:02:00] more".into()))
        );
        assert_eq!(split_time("no clock here", CLK_COMMAND), None);
        assert_eq!(split_time("[%clk broken", CLK_COMMAND), None);
        assert_eq!(
            split_time("[%clk 0:04:58] [%emt 0:00:12.5] fine", EMT_COMMAND),
            Some((Duration::from_millis(12_500), "[%clk 0:04:58] fine".into()))
        );
        assert_eq!(split_time("[%clk 0:04:58]", EMT_COMMAND), None);
        // A command's name ends where its value starts: `[%clk` is not `[%clkadj`.
        assert_eq!(
            split_time("[%clkadj White +0:00:15] [%clk 0:04:58]", CLK_COMMAND),
            Some((Duration::from_secs(298), "[%clkadj White +0:00:15]".into()))
        );
    }

    /// An exporter that keeps what it wrote writes, after any series of moves, takebacks,
    /// notes edited, side lines played, times and offers noted and the arbiter's changes of
    /// the clocks, under a control that shows the moves' times or not, the text a fresh
    /// export writes.
    #[test]
    fn an_exporter_that_keeps_its_text_writes_what_a_fresh_export_writes() {
        let mut random = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |n: usize| {
            random ^= random << 13;
            random ^= random >> 7;
            random ^= random << 17;
            (random % n.max(1) as u64) as usize
        };
        let headers = ["none", "5+3", "5d3"].map(|control| Header {
            time_control: control.parse().unwrap(),
            ..Header::default()
        });
        let mut exporter = Exporter::default();
        let mut game = Game::standard(DrawRules::Fide);
        let (mut writes, mut reused) = (0, 0);
        let mut header = &headers[0];
        for step in 0..3_000 {
            let plies = game.plies().len();
            let place = Place::game(next(plies + 1));
            let millis = Duration::from_millis(step as u64);
            match next(24) {
                0 if plies > 0 => game.take_back(1 + next(plies.min(3))).expect("a takeback"),
                1 => {
                    let text = format!("note {step}");
                    let _ = game.edit_notes().set_comment(&place, &text);
                }
                2 => {
                    let _ = game.edit_notes().set_nag(&place, Nag::GOOD);
                }
                3 => {
                    let before = game.position_at(place.moves).copied();
                    if let Some(m) = before.and_then(|p| p.legal_moves().iter().last().copied()) {
                        let _ = game.edit_notes().play_line(&place, m);
                    }
                }
                4 if plies > 0 => game.annotate_clock(millis),
                5 if plies > 0 => game.annotate_spent(millis),
                6 if plies > 0 => game.annotate_draw_offer(),
                7 => {
                    let side = [Color::White, Color::Black][next(2)];
                    let adjustment = ClockAdjustment::setting(side, millis, millis * 2);
                    if let Some(adjustment) = adjustment {
                        game.record_adjustment(adjustment);
                    }
                }
                8 => header = &headers[next(headers.len())],
                _ => {
                    let moves = game.position().legal_moves();
                    if game.outcome().is_some() || moves.is_empty() {
                        game = Game::standard(DrawRules::Fide);
                    } else {
                        let m = moves.as_slice()[next(moves.len())];
                        game.play(m, Some(Duration::from_secs(step as u64)))
                            .expect("a legal move");
                    }
                }
            }
            if next(3) == 0 {
                let with_move_times = header.time_control.hides_move_times();
                let kept = exporter.kept.as_deref();
                reused += usize::from(kept.is_some_and(|kept| kept.fits(&game, with_move_times)));
                assert_eq!(
                    exporter.export(&game, header),
                    export(&game, header),
                    "step {step}"
                );
                writes += 1;
            }
        }
        assert!(writes > 500, "{writes} writes compared");
        assert!(
            reused > writes / 3,
            "{reused} of {writes} writes went on from the last"
        );
    }
}
