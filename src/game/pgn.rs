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
use super::record::{Game, GameError, Ply};
use super::time_control::TimeControl;
use crate::notation::MoveNumber;
use crate::notation::pgn::{Flow, Nag, Skip, Visitor};
use crate::notation::pgn::{MovetextWriter, WrittenLine, WrittenMove};
use crate::notation::san::{self, San, SanError};
use crate::opening;
use crate::phrase;
use crate::rules::{ByColor, Color, FenError, Position, Variant, fen};
use crate::sentence::{Arg, Phrase, Sentence};

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

/// The variants a `Variant` tag may name, by their names in the catalogues: standard chess,
/// Chess960, then the others in lichess's order.
fn known_variants() -> Arg<'static> {
    let mut words: Vec<&str> = Variant::ALL.iter().map(|variant| variant.word()).collect();
    words.insert(1, "chess960");
    let names = words
        .into_iter()
        .map(|word| Arg::from(phrase!("variant-name", variant = word)))
        .collect();
    Arg::OneOf(names)
}

impl Sentence for GameTextError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            GameTextError::Fen(error) => phrase!("gametext-fen", reason = error.phrase()),
            GameTextError::Variant(variant) => {
                phrase!(
                    "gametext-variant",
                    variant = variant,
                    known = known_variants()
                )
            }
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

    /// The value of the tag `name`, when the reader keeps tags and the game has it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }

    /// The players as the game names them: each side's own name (`White`) where its tag is
    /// missing or blank.
    pub fn players(&self) -> ByColor<String> {
        ByColor::new_with(|color| {
            let given = color.fold(self.white(), self.black());
            if given.trim().is_empty() {
                color.name().to_string()
            } else {
                given.to_string()
            }
        })
    }

    /// The result token at the end of the movetext, if there was one.
    pub fn result_token(&self) -> Option<&str> {
        self.result.as_deref()
    }

    /// The start the tags give, and whether the game is Chess960: the `Variant` tag's rules
    /// (lichess's names and its other spellings; Chess960 plays by chess's), from the `FEN`
    /// tag or the variant's start.
    fn start_position(&self) -> Result<(Position, bool), GameTextError> {
        let (rules, chess960) = match self.variant.as_deref().map(str::to_ascii_lowercase) {
            None => (Variant::Standard, false),
            Some(v) if v.is_empty() => (Variant::Standard, false),
            Some(v) if Variant::is_chess960_name(&v) => (Variant::Standard, true),
            Some(v) => match Variant::from_name(&v) {
                Some(rules) => (rules, false),
                None => {
                    let written = self.variant.as_deref().unwrap_or_default();
                    return Err(GameTextError::Variant(written.escape_debug().to_string()));
                }
            },
        };
        let position = match &self.fen {
            Some(text) => fen::read_in(text, rules).map_err(GameTextError::Fen)?,
            None => Position::start(rules),
        };
        Ok((position, chess960))
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
        self.game.restart(Position::startpos(), false);
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
            Ok((position, chess960)) => {
                // A comment before the first move may come before the movetext begins.
                let preface = self.game.notes().preface().map(str::to_string);
                let adjustments = self.game.adjustments().to_vec();
                self.game.restart(position, chess960);
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

/// Writes a game as PGN: the seven-tag roster, `SetUp`/`FEN` for a start other than its
/// variant's usual one (the variant's FEN), `Variant` for Chess960 and the variants (as
/// lichess names them: `Crazyhouse`, `King of the Hill`, …), `TimeControl` (with `WhiteTimeControl` and `BlackTimeControl` for time odds)
/// and `Termination` where they apply (not for a win whose reason was never recorded),
/// `Armageddon` for a game where Black has draw odds (and `BoardResult` `1/2-1/2` beside
/// `Result` `0-1` when it was drawn), `ECO` and `Opening` (see below), the header's extra
/// tags, and the movetext: each move with its glyphs, its comment (with `[%clk]` when the game
/// had clocks, `[%draw offer]` when a draw was offered with it, and `[%clkadj]` for each
/// change of a clock by the arbiter's hand after it) and its variations, nested.
///
/// `ECO` and `Opening` name the opening of the moves played ([`opening::of_game`]), as the
/// game goes; none for Chess960, a variant, a set-up start or a game the book names no
/// position of.
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
    let variant = game.variant();
    if game.is_chess960() || *start != Position::start(variant) {
        tags.push(("SetUp", "1".to_string()));
        tags.push(("FEN", fen::write(start)));
    }
    if game.is_chess960() {
        tags.push(("Variant", "Chess960".to_string()));
    } else if variant != Variant::Standard {
        tags.push(("Variant", variant.pgn_name().to_string()));
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
    if let Some(exact) = control.exact_tag() {
        tags.push((EXACT_CONTROL, exact));
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

/// The tag of hotseat's own that holds a control the standard tags cannot say exactly
/// (byo-yomi, Canadian byo-yomi, an upcount), in the `--time` language.
pub const EXACT_CONTROL: &str = "HotseatTimeControl";

/// The tag of an Armageddon game, where a draw is scored as Black's win.
pub const ARMAGEDDON: &str = "Armageddon";

/// What the `Armageddon` tag says.
const ARMAGEDDON_VALUE: &str = "Black has draw odds";

/// The tag of the result on the board of an Armageddon game drawn and scored as Black's win
/// (`1/2-1/2`, beside `Result` `0-1`).
pub const BOARD_RESULT: &str = "BoardResult";

/// The time control a game's tags give: hotseat's own `HotseatTimeControl` when it reads,
/// else each side's from `WhiteTimeControl` and `BlackTimeControl` when both read, else the
/// `TimeControl` tag's; untimed when none reads.
pub fn tagged_time_control(tag: impl Fn(&str) -> Option<String>) -> TimeControl {
    if let Some(exact) = tag(EXACT_CONTROL).and_then(|value| TimeControl::parse(&value).ok()) {
        return exact;
    }
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
mod tests;
