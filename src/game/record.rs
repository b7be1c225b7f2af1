//! The record of a game: where it started, the moves, every position since, and how it
//! ended. Repetition counts and the move counters are derived from the positions, so a
//! takeback restores them exactly.

use std::fmt;
use std::time::Duration;

use thiserror::Error;

use super::arbiter::ClockAdjustment;
use super::notes::{MoveNotes, NoteError, Notes, Place};
use super::outcome::{DrawRules, GameResult, Outcome, Reason};
use crate::notation::pgn::Nag;
use crate::notation::san::{self, San};
use crate::opening::Played;
use crate::phrase;
use crate::rules::{Color, Move, Position, Variant};
use crate::sentence::{Phrase, Sentence};

/// Why an action on the game was refused. Nothing changes when one is returned.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    /// The game has ended.
    GameOver(Outcome),
    /// The move does not belong to the current position.
    IllegalMove,
    /// The text is not a legal move.
    Move(#[from] san::SanError),
    /// Only the side to move may do this.
    NotYourTurn(Color),
    /// A draw offer is already waiting for an answer.
    OfferPending,
    /// There is no draw offer to answer.
    NoDrawOffer,
    /// No moves to take back.
    NothingToTakeBack,
    /// Claims exist only under FIDE draw rules; club rules apply those draws by themselves.
    ClaimsNeedFideRules,
    /// The position does not allow a draw claim.
    NoClaim(NoClaim),
    /// A draw offered with a move, before any move was played.
    NoMoveToOfferWith,
    /// The clocks of an untimed game only measure: nobody's time can be changed.
    Untimed,
}

/// Why a draw cannot be claimed: how often the position (after the announced move, when one
/// was announced) has occurred, and the half-moves since a capture or pawn move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoClaim {
    /// The announced move, when the claim was for the position after it.
    pub after: Option<San>,
    /// How many times the position has occurred (1 the first time).
    pub repetitions: usize,
    /// The half-moves without a capture or pawn move.
    pub halfmoves: u32,
}

impl Sentence for GameError {
    fn phrase(&self) -> Phrase<'_> {
        match self {
            GameError::GameOver(outcome) => phrase!("game-over", outcome = outcome.phrase()),
            GameError::IllegalMove => phrase!("game-illegal-move"),
            GameError::Move(error) => error.phrase(),
            GameError::NotYourTurn(color) => phrase!("game-not-your-turn", side = *color),
            GameError::OfferPending => phrase!("game-offer-pending"),
            GameError::NoDrawOffer => phrase!("game-no-offer"),
            GameError::NothingToTakeBack => phrase!("game-nothing-to-take-back"),
            GameError::ClaimsNeedFideRules => phrase!("game-claims-need-fide"),
            GameError::NoClaim(why) => phrase!("game-no-claim", why = why.phrase()),
            GameError::NoMoveToOfferWith => phrase!("game-no-move-to-offer-with"),
            GameError::Untimed => phrase!("game-untimed"),
        }
    }
}

impl Sentence for NoClaim {
    /// How often the position has occurred and how many half-moves have passed, after the
    /// announced move when there was one.
    fn phrase(&self) -> Phrase<'_> {
        let why = phrase!(
            "no-claim-position",
            times = self.repetitions,
            halfmoves = self.halfmoves
        );
        match &self.after {
            Some(move_text) => phrase!(
                "no-claim-after",
                move = *move_text,
                why = why
            ),
            None => why,
        }
    }
}

/// One move of the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ply {
    /// The move, legal in the position before it.
    pub m: Move,
    /// The mover's clock after the move, when the game is timed (for `[%clk]` in PGN).
    pub clock: Option<Duration>,
    /// Whether the mover offered a draw with the move (FIDE 9.1.2.1), as the record notes it
    /// (`[%draw offer]` in PGN).
    pub offers_draw: bool,
    /// The time the mover took for the move, when known: measured when it was played here,
    /// or read from a PGN `[%emt]` (elapsed move time) comment.
    pub spent: Option<Duration>,
}

/// The answer to a draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DrawAnswer {
    /// The game is drawn by agreement.
    Accept,
    /// The game goes on.
    Decline,
}

/// Which chess `--variant` (or the config file's `variant`) names for a game: a variant's
/// rules from its usual start, or Chess960, a random start by chess's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameVariant {
    /// A variant's rules (standard chess's too).
    Rules(Variant),
    /// Chess960, as `--chess960` without a number.
    Chess960,
}

impl Default for GameVariant {
    /// Standard chess from the usual start.
    fn default() -> GameVariant {
        GameVariant::Rules(Variant::Standard)
    }
}

impl GameVariant {
    /// The variant any of its names means (`three-check`, `threeCheck`, `chess960`, `fischerandom`, …),
    /// `None` for a name of none.
    pub fn from_name(text: &str) -> Option<GameVariant> {
        if Variant::is_chess960_name(text) {
            return Some(GameVariant::Chess960);
        }
        Variant::from_name(text.trim()).map(GameVariant::Rules)
    }
}

impl fmt::Display for GameVariant {
    /// The variant's command-line word: `chess960`, `three-check`, ….
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameVariant::Rules(variant) => f.write_str(variant.word()),
            GameVariant::Chess960 => f.write_str("chess960"),
        }
    }
}

/// A game in progress or finished: the start, the moves, the positions, the outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// `positions[i]` is the position after `i` moves; `positions[0]` is the start.
    positions: Vec<Position>,
    /// The repetition key of each position, in step with `positions`.
    keys: Vec<u64>,
    plies: Vec<Ply>,
    /// Whether the game began as Chess960: its PGN says so, and the book names no opening.
    /// Which rules it plays is its positions' ([`Game::variant`]).
    chess960: bool,
    draw_rules: DrawRules,
    /// An ending the position does not show: resignation, agreement, a flag, a claim.
    declared: Option<Outcome>,
    /// Whether a drawn game is scored as Black's win (Armageddon: Black has draw odds).
    armageddon: bool,
    /// The draw offer waiting for an answer at each position, in step with `positions`, as
    /// it stood when play left the position: an offer a move declined is still there, so a
    /// takeback of that move brings it back.
    offers: Vec<Option<Color>>,
    /// The arbiter's changes of the clocks, each with the number of moves played before it,
    /// in the order they were made.
    adjustments: Vec<(usize, ClockAdjustment)>,
    /// Notes on the moves and side lines, which never change the moves.
    notes: Notes,
}

impl Game {
    /// A new game from a start position, by the rules of its variant (the position's).
    pub fn new(start: Position, draw_rules: DrawRules) -> Game {
        Game {
            positions: vec![start],
            keys: vec![start.repetition_key()],
            plies: Vec::new(),
            chess960: false,
            draw_rules,
            declared: None,
            armageddon: false,
            offers: vec![None],
            adjustments: Vec::new(),
            notes: Notes::default(),
        }
    }

    /// A new game of Chess960 from its start position (castling as in Chess960, king and
    /// rook to the usual squares; the PGN `Variant` tag says `Chess960`).
    pub fn chess960(start: Position, draw_rules: DrawRules) -> Game {
        Game {
            chess960: true,
            ..Game::new(start, draw_rules)
        }
    }

    /// A game of standard chess from the usual start.
    pub fn standard(draw_rules: DrawRules) -> Game {
        Game::new(Position::startpos(), draw_rules)
    }

    /// Empties the game and starts a game from `start`, by its variant's rules, as Chess960
    /// when `chess960` says so, keeping allocated memory.
    pub fn restart(&mut self, start: Position, chess960: bool) {
        self.positions.clear();
        self.positions.push(start);
        self.keys.clear();
        self.keys.push(start.repetition_key());
        self.plies.clear();
        self.chess960 = chess960;
        self.declared = None;
        self.armageddon = false;
        self.offers.clear();
        self.offers.push(None);
        self.adjustments.clear();
        self.notes.clear();
    }

    /// The position the game started from (a set-up or Chess960 one too).
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The position after the last move played.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// The position after `plies` moves (0 is the start), if the game is that long.
    pub fn position_at(&self, plies: usize) -> Option<&Position> {
        self.positions.get(plies)
    }

    /// The moves played, in order.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The game's own moves, in order, without their clocks and notes: what an engine is
    /// given after the start position.
    pub fn moves(&self) -> Vec<Move> {
        self.plies.iter().map(|ply| ply.m).collect()
    }

    /// Whether the game is Chess960 (castling as in Chess960, `Variant` tag in PGN).
    pub fn is_chess960(&self) -> bool {
        self.chess960
    }

    /// The variant whose rules the game plays: its start's (Chess960 plays standard chess's).
    pub fn variant(&self) -> Variant {
        self.start().variant()
    }

    /// Which chess the game plays: its variant's rules, or Chess960.
    pub fn game_variant(&self) -> GameVariant {
        if self.chess960 {
            GameVariant::Chess960
        } else {
            GameVariant::Rules(self.variant())
        }
    }

    /// Whether the game is standard chess, neither Chess960 nor a variant: the only games
    /// whose openings have names.
    pub fn is_standard(&self) -> bool {
        !self.chess960 && self.variant() == Variant::Standard
    }

    /// The draw rules in force.
    pub fn draw_rules(&self) -> DrawRules {
        self.draw_rules
    }

    /// The SAN of move `index` (0 is the first move), with `+` or `#`.
    pub fn san(&self, index: usize) -> Option<San> {
        let ply = self.plies.get(index)?;
        Some(San::from_move(&self.positions[index], ply.m))
    }

    /// The side that offered a draw, while the offer waits for an answer: the side to move
    /// (an offer before its move, FIDE 9.1.2.2, answered at once), or the side that just
    /// moved (an offer with its move, 9.1.2.1, which a move declines).
    pub fn draw_offer(&self) -> Option<Color> {
        self.offers.last().copied().flatten()
    }

    /// The offer waiting at the current position, to change.
    fn offer_mut(&mut self) -> &mut Option<Color> {
        self.offers
            .last_mut()
            .expect("a game always has its start position")
    }

    /// Whether a drawn game is scored as Black's win (Armageddon).
    pub fn is_armageddon(&self) -> bool {
        self.armageddon
    }

    /// Makes the game an Armageddon game, where Black has draw odds, or an ordinary one.
    pub fn set_armageddon(&mut self, armageddon: bool) {
        self.armageddon = armageddon;
    }

    /// The arbiter's changes of the clocks, each with the number of moves played before it,
    /// in the order they were made.
    pub fn adjustments(&self) -> &[(usize, ClockAdjustment)] {
        &self.adjustments
    }

    /// The arbiter's change of a clock made since the last move, the last of them, if any:
    /// what a takeback undoes before any move.
    pub fn last_adjustment(&self) -> Option<ClockAdjustment> {
        match self.adjustments.last() {
            Some(&(plies, adjustment)) if plies == self.plies.len() => Some(adjustment),
            _ => None,
        }
    }

    /// Records a change of a clock by the arbiter's hand, made now (after the moves so far).
    pub fn record_adjustment(&mut self, adjustment: ClockAdjustment) {
        self.adjustments.push((self.plies.len(), adjustment));
    }

    /// Takes back the last change of a clock made since the last move, if there is one.
    pub fn take_back_adjustment(&mut self) -> Option<ClockAdjustment> {
        let adjustment = self.last_adjustment()?;
        self.adjustments.pop();
        Some(adjustment)
    }

    /// How many times the current position has occurred (1 the first time), counting
    /// positions with the same placement, side to move, castling rights and en passant
    /// possibilities.
    pub fn repetitions(&self) -> usize {
        self.occurrences_of(self.keys.len() - 1)
    }

    /// How many times the position at `index` had occurred by then.
    fn occurrences_of(&self, index: usize) -> usize {
        let reversible = self.positions[index].halfmove_clock() as usize;
        // A position can recur only after four reversible half-moves.
        if reversible < 4 {
            return 1;
        }
        let key = self.keys[index];
        let earliest = index.saturating_sub(reversible);
        (earliest..=index)
            .rev()
            .step_by(2)
            .filter(|&i| self.keys[i] == key)
            .count()
    }

    /// The outcome, once the game is over: declared (resignation, agreement, a flag, a
    /// claim) or shown by the position under the draw rules in force, and scored as Black's
    /// win when it is a draw in an Armageddon game. When several endings arrive together,
    /// checkmate comes first, then stalemate, a dead position, repetition and the move
    /// counters.
    pub fn outcome(&self) -> Option<Outcome> {
        self.board_outcome().map(|outcome| self.scored(outcome))
    }

    /// An outcome on the board as this game scores it: a draw is Black's win in Armageddon.
    fn scored(&self, outcome: Outcome) -> Outcome {
        if self.armageddon {
            outcome.scored_as_armageddon()
        } else {
            outcome
        }
    }

    /// The outcome on the board, before Armageddon's scoring.
    fn board_outcome(&self) -> Option<Outcome> {
        self.declared.or_else(|| {
            let position = self.position();
            if let Some(ended) = position.variant_outcome() {
                let reason = Reason::Variant(ended.ending);
                return Some(match ended.winner {
                    Some(winner) => Outcome::win(winner, reason),
                    None => Outcome::draw(reason),
                });
            }
            if !position.has_legal_moves() {
                return Some(if position.is_check() {
                    Outcome::win(!position.turn(), Reason::Checkmate)
                } else {
                    Outcome::draw(Reason::Stalemate)
                });
            }
            self.automatic_draw()
        })
    }

    /// The draws that end the game by themselves in the current position, apart from
    /// stalemate (which needs move generation and is left to [`Game::outcome`]).
    #[inline]
    fn automatic_draw(&self) -> Option<Outcome> {
        let position = self.position();
        let counter = position.halfmove_clock();
        let club = self.draw_rules == DrawRules::Club;
        // A third occurrence needs at least eight reversible half-moves since the first.
        let repetitions = if counter >= 8 { self.repetitions() } else { 1 };
        let reason = if position.is_insufficient_material() {
            Reason::InsufficientMaterial
        } else if repetitions >= 5 {
            Reason::FivefoldRepetition
        } else if club && repetitions >= 3 {
            Reason::ThreefoldRepetition
        } else if counter >= 150 {
            Reason::SeventyFiveMoveRule
        } else if club && counter >= 100 {
            Reason::FiftyMoveRule
        } else {
            return None;
        };
        Some(Outcome::draw(reason))
    }

    /// Plays a legal move of the current position. `clock` is the mover's time left after
    /// the move, when the game is timed. A pending draw offer lapses: moving instead of
    /// answering declines it (and a takeback of the move brings it back).
    pub fn play(&mut self, m: Move, clock: Option<Duration>) -> Result<(), GameError> {
        self.ensure_not_ended_by_position()?;
        if !self.position().is_legal(m) {
            return Err(GameError::IllegalMove);
        }
        self.push(m, clock);
        Ok(())
    }

    /// Reads a move in SAN (or any form [`san::parse`] reads) and plays it: the way PGN
    /// games are replayed. The move is checked once, by reading it.
    #[inline]
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        self.ensure_not_ended_by_position()?;
        let m = san::parse(self.position(), text)?;
        self.push(m, None);
        Ok(m)
    }

    /// Refuses moves once the game has ended, except for stalemate and mate, where no move
    /// is legal anyway.
    #[inline]
    fn ensure_not_ended_by_position(&self) -> Result<(), GameError> {
        match self.declared.or_else(|| self.automatic_draw()) {
            Some(outcome) => Err(GameError::GameOver(outcome)),
            None => Ok(()),
        }
    }

    /// Records a legal move of the current position.
    #[inline]
    fn push(&mut self, m: Move, clock: Option<Duration>) {
        let current = *self.position();
        self.positions.push(current);
        let next = self.positions.last_mut().expect("just pushed");
        next.play_unchecked(m);
        let key = next.repetition_key();
        self.keys.push(key);
        self.plies.push(Ply {
            m,
            clock,
            offers_draw: false,
            spent: None,
        });
        self.offers.push(None);
    }

    /// Records the mover's clock after the last move (from a PGN `[%clk]` comment). Does
    /// nothing before the first move.
    pub fn annotate_clock(&mut self, clock: Duration) {
        if let Some(ply) = self.plies.last_mut() {
            ply.clock = Some(clock);
        }
    }

    /// Records that the mover of the last move offered a draw with it (a PGN `[%draw offer]`
    /// comment): the offer waits at the position after it, until a move or an answer. Does
    /// nothing before the first move.
    pub fn annotate_draw_offer(&mut self) {
        let Some(ply) = self.plies.last_mut() else {
            return;
        };
        ply.offers_draw = true;
        let mover = !self.position().turn();
        *self.offer_mut() = Some(mover);
    }

    /// Sets the draw offer waiting at the current position as a saved game left it (`None`
    /// when none waits).
    pub fn set_draw_offer(&mut self, by: Option<Color>) {
        *self.offer_mut() = by;
    }

    /// Records the time the mover took for the last move (measured as it was played, or from
    /// a PGN `[%emt]` comment). Does nothing before the first move.
    pub fn annotate_spent(&mut self, spent: Duration) {
        if let Some(ply) = self.plies.last_mut() {
            ply.spent = Some(spent);
        }
    }

    /// Changes the draw rules (a saved game says which rules it was played under).
    pub fn set_draw_rules(&mut self, draw_rules: DrawRules) {
        self.draw_rules = draw_rules;
    }

    /// Records a result that a PGN file gives but the position does not show: a draw is
    /// taken as claimed when the final position allows a claim, else as agreed; a win as a
    /// loss on time when the termination says so (`time forfeit`), as a resignation when it
    /// says the game ended normally, and otherwise as a win whose reason is not recorded
    /// (no termination, or another one). Nothing changes if the position has ended the game
    /// already.
    pub fn record_result(&mut self, result: GameResult, termination: Option<&str>) {
        if self.outcome().is_some() {
            return;
        }
        let termination = termination.map(|t| t.trim().to_ascii_lowercase());
        let said = |word: &str| termination.as_deref().is_some_and(|t| t.contains(word));
        self.declared = Some(match result.winner() {
            None => Outcome::draw(self.claim_in_position().unwrap_or(Reason::Agreement)),
            Some(winner) if said("time") => Outcome::win(winner, Reason::Time),
            Some(winner) if said("normal") => Outcome::win(winner, Reason::Resignation),
            Some(winner) => Outcome::win(winner, Reason::Unrecorded),
        });
        *self.offer_mut() = None;
    }

    /// Resignation by either side, at any move.
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        self.declare(Outcome::win(!color, Reason::Resignation))
    }

    /// A draw offer by the side to move, for the other side to answer at once (FIDE
    /// 9.1.2.2).
    pub fn offer_draw(&mut self, color: Color) -> Result<(), GameError> {
        self.ensure_going()?;
        if self.draw_offer().is_some() {
            return Err(GameError::OfferPending);
        }
        if color != self.position().turn() {
            return Err(GameError::NotYourTurn(self.position().turn()));
        }
        *self.offer_mut() = Some(color);
        Ok(())
    }

    /// A draw offer by the side that just moved, made with its move (FIDE 9.1.2.1): the
    /// opponent accepts or declines it, in words or by moving. The record notes it with the
    /// move.
    pub fn offer_draw_with_move(&mut self) -> Result<(), GameError> {
        self.ensure_going()?;
        if self.plies.is_empty() {
            return Err(GameError::NoMoveToOfferWith);
        }
        if self.draw_offer().is_some() {
            return Err(GameError::OfferPending);
        }
        self.annotate_draw_offer();
        Ok(())
    }

    /// The answer to a pending draw offer: accepted, the game is drawn; declined, it goes on.
    pub fn answer_draw_offer(&mut self, answer: DrawAnswer) -> Result<(), GameError> {
        self.ensure_going()?;
        if self.offer_mut().take().is_none() {
            return Err(GameError::NoDrawOffer);
        }
        if answer == DrawAnswer::Accept {
            self.declared = Some(Outcome::draw(Reason::Agreement));
        }
        Ok(())
    }

    /// Records that `flagged` ran out of time: a loss, unless the opponent cannot mate by
    /// any series of legal moves, which is a draw (FIDE 6.9); the outcome as the game scores
    /// it.
    pub fn flag_fell(&mut self, flagged: Color) -> Result<Outcome, GameError> {
        let outcome = if !self.position().has_insufficient_material(!flagged) {
            Outcome::win(!flagged, Reason::Time)
        } else {
            Outcome::draw(Reason::TimeoutAgainstInsufficientMaterial { flagged })
        };
        self.declare(outcome)?;
        Ok(self.scored(outcome))
    }

    /// The draw the side to move could claim now under FIDE rules: the position has just
    /// occurred for the third time, or fifty moves by each side have passed without a
    /// capture or pawn move.
    pub fn claimable_draw(&self) -> Option<Reason> {
        if self.draw_rules != DrawRules::Fide || self.outcome().is_some() {
            return None;
        }
        self.claim_in_position()
    }

    /// The result the rules give the game as it stands: its outcome, or else, under FIDE
    /// rules, a draw that could be claimed in the final position (as a recorded game that
    /// stops there was most likely ended), scored as the game scores a draw.
    pub fn verdict(&self) -> Option<Outcome> {
        self.outcome().or_else(|| {
            (self.draw_rules == DrawRules::Fide)
                .then(|| self.claim_in_position())
                .flatten()
                .map(|reason| self.scored(Outcome::draw(reason)))
        })
    }

    fn claim_in_position(&self) -> Option<Reason> {
        claim_reason(self.repetitions(), self.position().halfmove_clock())
    }

    /// A draw claim under FIDE rules, for the position now or, with `announced`, for the
    /// position the announced move would make (which is then played, with its clock time).
    pub fn claim_draw(&mut self, announced: Option<Ply>) -> Result<Reason, GameError> {
        if self.draw_rules != DrawRules::Fide {
            return Err(GameError::ClaimsNeedFideRules);
        }
        self.ensure_going()?;
        let (reason, refusal) = match announced {
            None => (self.claim_in_position(), self.no_claim(None)),
            Some(ply) => {
                let mut trial = self.clone();
                trial.play(ply.m, ply.clock)?;
                let san = San::from_move(self.position(), ply.m);
                (trial.claim_in_position(), trial.no_claim(Some(san)))
            }
        };
        let Some(reason) = reason else {
            return Err(GameError::NoClaim(refusal));
        };
        if let Some(ply) = announced {
            self.play(ply.m, ply.clock)?;
            if let Some(spent) = ply.spent {
                self.annotate_spent(spent);
            }
        }
        self.declared = Some(Outcome::draw(reason));
        Ok(reason)
    }

    /// Why the current position (reached by `after`) gives no draw to claim.
    fn no_claim(&self, after: Option<San>) -> NoClaim {
        NoClaim {
            after,
            repetitions: self.repetitions(),
            halfmoves: self.position().halfmove_clock(),
        }
    }

    /// Takes back the last `count` moves, restoring position, repetitions and counters
    /// exactly, and reopening a finished game. The notes and side lines of the moves taken
    /// back go with them.
    pub fn take_back(&mut self, count: usize) -> Result<(), GameError> {
        if count == 0 || count > self.plies.len() {
            return Err(GameError::NothingToTakeBack);
        }
        let keep = self.plies.len() - count;
        self.plies.truncate(keep);
        self.positions.truncate(keep + 1);
        self.keys.truncate(keep + 1);
        self.offers.truncate(keep + 1);
        self.adjustments.retain(|&(plies, _)| plies <= keep);
        self.notes.truncate(keep);
        self.declared = None;
        Ok(())
    }

    /// The notes on the game's moves and its side lines.
    pub fn notes(&self) -> &Notes {
        &self.notes
    }

    /// The notes of the move that reached `place` (a move of the game or of a side line);
    /// `None` when the place names no move.
    pub fn notes_at(&self, place: &Place) -> Option<&MoveNotes> {
        self.notes.at(place, &self.positions)
    }

    /// The comment of the move that reached `place` (at the start of the game or of a side
    /// line, the comment before its first move), if it has one.
    pub fn comment_at(&self, place: &Place) -> Option<&str> {
        self.notes.comment(place, &self.positions)
    }

    /// The position at `place`, on the game's line or a side line, if the game has it.
    pub fn position_of(&self, place: &Place) -> Option<Position> {
        self.notes.position(place, &self.positions)
    }

    /// The moves from the game's start to `place`: the game's own moves up to the first
    /// side line of its path, then those of each side line, if the game has the place.
    pub fn moves_to(&self, place: &Place) -> Option<Vec<Move>> {
        let Some((first, _)) = place.path.split_first() else {
            let plies = self.plies.get(..place.moves)?;
            return Some(plies.iter().map(|ply| ply.m).collect());
        };
        let mut moves: Vec<Move> = self.plies.get(..first.at)?.iter().map(|p| p.m).collect();
        for (depth, fork) in place.path.iter().enumerate().skip(1) {
            let line = self.notes.variation(&place.path[..depth])?;
            moves.extend(line.moves().get(..fork.at)?.iter().map(|lm| lm.m));
        }
        let line = self.notes.variation(&place.path)?;
        moves.extend(line.moves().get(..place.moves)?.iter().map(|lm| lm.m));
        Some(moves)
    }

    /// The place one move further along the line of `place`, if the line goes on.
    pub fn forward(&self, place: &Place) -> Option<Place> {
        let length = self.notes.line_len(place, &self.positions)?;
        (place.moves < length).then(|| Place {
            path: place.path.clone(),
            moves: place.moves + 1,
        })
    }

    /// The game's notes and side lines, opened for editing: the one way to change them,
    /// and no way to change the moves.
    pub fn edit_notes(&mut self) -> NotesEditor<'_> {
        NotesEditor { game: self }
    }

    fn ensure_going(&self) -> Result<(), GameError> {
        match self.outcome() {
            Some(outcome) => Err(GameError::GameOver(outcome)),
            None => Ok(()),
        }
    }

    fn declare(&mut self, outcome: Outcome) -> Result<(), GameError> {
        self.ensure_going()?;
        self.declared = Some(outcome);
        *self.offer_mut() = None;
        Ok(())
    }
}

/// A game opened for its notes and side lines ([`Game::edit_notes`]): glyphs, comments and
/// variations change, the game's moves never do.
#[derive(Debug)]
pub struct NotesEditor<'a> {
    game: &'a mut Game,
}

impl NotesEditor<'_> {
    /// Gives the move that reached `place` the glyph `nag`: one that judges the move (`$1`
    /// to `$9`, `!` `?` `!!` `??` `!?` `?!` among them) replaces the one it had; others are
    /// added.
    pub fn set_nag(&mut self, place: &Place, nag: Nag) -> Result<(), NoteError> {
        self.game.notes.set_nag(place, nag, &self.game.positions)
    }

    /// Takes the glyph `nag` off the move that reached `place`.
    pub fn clear_nag(&mut self, place: &Place, nag: Nag) -> Result<(), NoteError> {
        self.game.notes.clear_nag(place, nag, &self.game.positions)
    }

    /// Sets the comment of the move that reached `place`, or at the start of a line the
    /// comment before its first move: one paragraph (white space becomes single spaces),
    /// without `}`.
    pub fn set_comment(&mut self, place: &Place, text: &str) -> Result<(), NoteError> {
        self.game
            .notes
            .set_comment(place, text, &self.game.positions)
    }

    /// Removes the comment that [`NotesEditor::set_comment`] would set at `place`.
    pub fn clear_comment(&mut self, place: &Place) -> Result<(), NoteError> {
        self.game.notes.clear_comment(place, &self.game.positions)
    }

    /// Plays `m` in the side lines from `place` and returns the place after it: the next
    /// move of the line when it is that move (the game's own included), the first move of a
    /// variation there when it starts with it, the end of a variation extended by it, else
    /// a new variation replacing the line's next move. The game's moves never change: a move
    /// after the game's last one is refused (the game goes on through [`Game::play`]).
    pub fn play_line(&mut self, place: &Place, m: Move) -> Result<Place, NoteError> {
        let position = self.game.position_of(place).ok_or(NoteError::NoMove)?;
        self.game
            .notes
            .play(place, &position, m, &self.game.positions)
    }

    /// As [`NotesEditor::play_line`], with the position at `place` already known (reading a PGN
    /// variation move by move).
    pub(super) fn play_line_from(
        &mut self,
        place: &Place,
        position: &Position,
        m: Move,
    ) -> Result<Place, NoteError> {
        self.game
            .notes
            .play(place, position, m, &self.game.positions)
    }

    /// Deletes the variation of `place` with all it holds, and returns the place it
    /// branched from (the position before the move it replaced).
    pub fn delete_line(&mut self, place: &Place) -> Result<Place, NoteError> {
        self.game.notes.delete(place)
    }

    /// Promotes the variation of `place`, never over the game's own moves (see
    /// [`notes`](super::notes)), and returns where the move of `place` is then.
    pub fn promote_line(&mut self, place: &Place) -> Result<Place, NoteError> {
        self.game.notes.promote(place)
    }
}

/// The book reads a game's positions, those of standard chess only.
impl Played for Game {
    fn position_at(&self, plies: usize) -> Option<&Position> {
        Game::position_at(self, plies)
    }

    fn is_standard(&self) -> bool {
        Game::is_standard(self)
    }
}

fn claim_reason(repetitions: usize, halfmove_clock: u32) -> Option<Reason> {
    if repetitions >= 3 {
        Some(Reason::ThreefoldRepetition)
    } else if halfmove_clock >= 100 {
        Some(Reason::FiftyMoveRule)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::outcome::GameResult;
    use crate::rules::fen;

    fn play(game: &mut Game, moves: &str) {
        for text in moves.split_whitespace() {
            let m = san::parse(game.position(), text).expect("legal move");
            game.play(m, None).expect("the game goes on");
        }
    }

    fn game_from(fen_text: &str, rules: DrawRules) -> Game {
        Game::new(fen::read(fen_text).unwrap(), rules)
    }

    const KNIGHT_DANCE: &str = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";

    /// The verdict on an Armageddon game that stops where a draw could be claimed is Black's
    /// win, as the game would have been scored.
    #[test]
    fn an_armageddon_verdict_scores_a_claimable_draw_as_blacks_win() {
        let mut game = Game::standard(DrawRules::Fide);
        game.set_armageddon(true);
        play(&mut game, KNIGHT_DANCE);
        assert_eq!(game.outcome(), None);
        let verdict = game.verdict().expect("a claimable draw");
        assert_eq!(
            (verdict.result, verdict.board_result(), verdict.reason),
            (
                GameResult::BlackWins,
                GameResult::Draw,
                Reason::ThreefoldRepetition
            )
        );
    }

    #[test]
    fn scholars_mate_is_checkmate() {
        let mut game = Game::standard(DrawRules::Club);
        play(&mut game, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7");
        assert_eq!(
            game.outcome(),
            Some(Outcome::win(Color::White, Reason::Checkmate))
        );
        assert_eq!(
            game.san(6).map(|san| san.to_string()).as_deref(),
            Some("Qxf7#")
        );
        let m = game.position().legal_moves().first().copied();
        assert!(m.is_none());
    }

    #[test]
    fn stalemate_is_a_draw() {
        let mut game = game_from("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", DrawRules::Club);
        play(&mut game, "Qf7");
        assert_eq!(game.outcome(), Some(Outcome::draw(Reason::Stalemate)));
    }

    #[test]
    fn dead_positions_end_the_game_in_both_rules() {
        for rules in [DrawRules::Club, DrawRules::Fide] {
            let mut game = game_from("8/8/4k3/8/8/3pK3/8/8 w - - 0 1", rules);
            play(&mut game, "Kxd3");
            assert_eq!(
                game.outcome(),
                Some(Outcome::draw(Reason::InsufficientMaterial))
            );
            let m = game.position().legal_moves()[0];
            assert!(matches!(game.play(m, None), Err(GameError::GameOver(_))));
        }
    }

    #[test]
    fn threefold_ends_club_games_and_is_claimed_in_fide_games() {
        let mut club = Game::standard(DrawRules::Club);
        play(&mut club, KNIGHT_DANCE);
        assert_eq!(club.repetitions(), 3);
        assert_eq!(
            club.outcome(),
            Some(Outcome::draw(Reason::ThreefoldRepetition))
        );
        let m = club.position().legal_moves()[0];
        assert!(matches!(club.play(m, None), Err(GameError::GameOver(_))));

        let mut fide = Game::standard(DrawRules::Fide);
        play(&mut fide, KNIGHT_DANCE);
        assert_eq!(fide.outcome(), None);
        assert_eq!(fide.claimable_draw(), Some(Reason::ThreefoldRepetition));
        assert_eq!(fide.claim_draw(None), Ok(Reason::ThreefoldRepetition));
        assert_eq!(
            fide.outcome(),
            Some(Outcome::draw(Reason::ThreefoldRepetition))
        );
    }

    #[test]
    fn a_claim_may_announce_the_move_that_repeats() {
        let mut fide = Game::standard(DrawRules::Fide);
        play(&mut fide, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
        assert_eq!(fide.claimable_draw(), None);
        let refused = fide.claim_draw(None);
        assert_eq!(
            refused.unwrap_err().to_string(),
            "no draw to claim: the position has occurred twice and 7 half-moves have passed without a capture or pawn move"
        );
        let ng8 = san::parse(fide.position(), "Ng8").unwrap();
        let announced = Ply {
            m: ng8,
            clock: None,
            offers_draw: false,
            spent: None,
        };
        assert_eq!(
            fide.claim_draw(Some(announced)),
            Ok(Reason::ThreefoldRepetition)
        );
        assert_eq!(fide.plies().len(), 8);
        assert_eq!(
            Game::standard(DrawRules::Club).claim_draw(None),
            Err(GameError::ClaimsNeedFideRules)
        );
    }

    #[test]
    fn fivefold_ends_fide_games_by_itself() {
        let mut fide = Game::standard(DrawRules::Fide);
        play(&mut fide, KNIGHT_DANCE);
        play(&mut fide, KNIGHT_DANCE);
        assert_eq!(fide.repetitions(), 5);
        assert_eq!(
            fide.outcome(),
            Some(Outcome::draw(Reason::FivefoldRepetition))
        );
    }

    #[test]
    fn fifty_and_seventy_five_moves() {
        let fen_99 = "4k3/8/8/8/8/8/8/R3K3 w - - 99 80";
        let mut club = game_from(fen_99, DrawRules::Club);
        play(&mut club, "Ra2");
        assert_eq!(club.outcome(), Some(Outcome::draw(Reason::FiftyMoveRule)));

        let mut fide = game_from(fen_99, DrawRules::Fide);
        play(&mut fide, "Ra2");
        assert_eq!(fide.outcome(), None);
        assert_eq!(fide.claimable_draw(), Some(Reason::FiftyMoveRule));

        let mut seventy_five = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 149 100", DrawRules::Fide);
        play(&mut seventy_five, "Ra2");
        assert_eq!(
            seventy_five.outcome(),
            Some(Outcome::draw(Reason::SeventyFiveMoveRule))
        );
    }

    #[test]
    fn checkmate_wins_over_the_move_counter() {
        // Mate delivered on the hundred-and-fiftieth half-move: the mate counts.
        let mut game = game_from("k7/8/1K6/8/8/8/8/7R w - - 149 100", DrawRules::Fide);
        play(&mut game, "Rh8");
        assert_eq!(
            game.outcome(),
            Some(Outcome::win(Color::White, Reason::Checkmate))
        );
    }

    #[test]
    fn draw_offers_are_accepted_or_declined() {
        let mut game = Game::standard(DrawRules::Club);
        assert_eq!(
            game.offer_draw(Color::Black),
            Err(GameError::NotYourTurn(Color::White))
        );
        game.offer_draw(Color::White).unwrap();
        assert_eq!(game.offer_draw(Color::White), Err(GameError::OfferPending));
        game.answer_draw_offer(DrawAnswer::Decline).unwrap();
        assert_eq!(game.outcome(), None);
        assert_eq!(
            game.answer_draw_offer(DrawAnswer::Accept),
            Err(GameError::NoDrawOffer)
        );
        game.offer_draw(Color::White).unwrap();
        game.answer_draw_offer(DrawAnswer::Accept).unwrap();
        assert_eq!(game.outcome(), Some(Outcome::draw(Reason::Agreement)));
    }

    #[test]
    fn either_side_resigns_at_any_move() {
        let mut game = Game::standard(DrawRules::Club);
        game.resign(Color::Black).unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome::win(Color::White, Reason::Resignation))
        );
        assert!(matches!(
            game.resign(Color::White),
            Err(GameError::GameOver(_))
        ));
    }

    #[test]
    fn flag_fall_is_a_loss_unless_the_opponent_cannot_mate() {
        let mut with_pawn = game_from("4k3/4p3/8/8/8/8/8/4K3 w - - 0 1", DrawRules::Club);
        assert_eq!(
            with_pawn.flag_fell(Color::White).unwrap().result,
            GameResult::BlackWins
        );
        for bare in [
            "4k3/8/8/8/8/8/8/4K2Q w - - 0 1",
            "4k3/8/8/8/8/8/6n1/4K2Q w - - 0 1",
        ] {
            let mut game = game_from(bare, DrawRules::Club);
            assert_eq!(
                game.flag_fell(Color::White),
                Ok(Outcome::draw(Reason::TimeoutAgainstInsufficientMaterial {
                    flagged: Color::White
                }))
            );
        }
    }

    #[test]
    fn takeback_restores_repetitions_and_reopens_the_game() {
        let mut game = Game::standard(DrawRules::Club);
        play(&mut game, KNIGHT_DANCE);
        assert!(game.outcome().is_some());
        game.take_back(1).unwrap();
        assert_eq!(game.outcome(), None);
        assert_eq!(game.repetitions(), 2);
        assert_eq!(game.position().halfmove_clock(), 7);
        game.take_back(7).unwrap();
        assert_eq!(game.position(), &Position::startpos());
        assert_eq!(game.take_back(1), Err(GameError::NothingToTakeBack));
        assert_eq!(game.take_back(0), Err(GameError::NothingToTakeBack));
    }

    #[test]
    fn repetition_ignores_an_en_passant_square_that_cannot_be_used() {
        // After 1.e4 the en passant square e3 cannot be used, so the position after
        // 1.e4 Nf6 2.Nf3 Ng8 3.Ng1 is the same as after 1.e4 (black to move).
        let mut game = Game::standard(DrawRules::Club);
        play(&mut game, "e4 Nf6 Nf3 Ng8 Ng1");
        assert_eq!(game.repetitions(), 2);
    }

    #[test]
    fn a_move_from_another_position_is_refused() {
        let mut game = Game::standard(DrawRules::Club);
        let other = fen::read("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        let m = san::parse(&other, "Ra8").unwrap();
        assert_eq!(game.play(m, None), Err(GameError::IllegalMove));
        assert_eq!(game.plies().len(), 0);
    }

    /// Each ending under each set of draw rules: how the game stands after the position
    /// arises (ended, or drawn only by a claim).
    #[test]
    fn every_ending_under_both_draw_rules() {
        let dance = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";
        let cases: [(&str, &str, &str, [Option<Reason>; 2]); 7] = [
            (
                "checkmate",
                fen::STARTING_FEN,
                "f3 e5 g4 Qh4",
                [Some(Reason::Checkmate); 2],
            ),
            (
                "stalemate",
                "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1",
                "Qf7",
                [Some(Reason::Stalemate); 2],
            ),
            (
                "insufficient material",
                "8/8/4k3/8/8/3pK3/8/8 w - - 0 1",
                "Kxd3",
                [Some(Reason::InsufficientMaterial); 2],
            ),
            (
                "threefold repetition",
                fen::STARTING_FEN,
                dance,
                [Some(Reason::ThreefoldRepetition), None],
            ),
            (
                "fifty-move rule",
                "4k3/8/8/8/8/8/8/R3K3 w - - 99 80",
                "Ra2",
                [Some(Reason::FiftyMoveRule), None],
            ),
            (
                "seventy-five-move rule",
                "4k3/8/8/8/8/8/8/R3K3 w - - 149 100",
                "Ra2",
                // Club rules have ended such a game at the fiftieth move already.
                [
                    Some(Reason::FiftyMoveRule),
                    Some(Reason::SeventyFiveMoveRule),
                ],
            ),
            (
                "fivefold repetition",
                fen::STARTING_FEN,
                "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
                [None, Some(Reason::FivefoldRepetition)],
            ),
        ];
        for (name, start, moves, expected) in cases {
            for (rules, expected) in [DrawRules::Club, DrawRules::Fide].into_iter().zip(expected) {
                let mut game = game_from(start, rules);
                let mut ended_early = false;
                for text in moves.split_whitespace() {
                    let m = san::parse(game.position(), text).unwrap();
                    if game.play(m, None).is_err() {
                        ended_early = true;
                        break;
                    }
                }
                let reason = game.outcome().map(|o| o.reason);
                if name == "fivefold repetition" && rules == DrawRules::Club {
                    // Club rules end the game at the third occurrence; it never gets further.
                    assert!(ended_early, "{name} under {rules}");
                    assert_eq!(reason, Some(Reason::ThreefoldRepetition));
                    continue;
                }
                assert_eq!(reason, expected, "{name} under {rules}");
                let claimable = (expected.is_none())
                    .then(|| game.claimable_draw())
                    .flatten();
                if rules == DrawRules::Fide && expected.is_none() {
                    assert!(claimable.is_some(), "{name} is claimed under fide");
                }
            }
        }
        for rules in [DrawRules::Club, DrawRules::Fide] {
            let mut resigned = Game::standard(rules);
            resigned.resign(Color::White).unwrap();
            assert_eq!(
                resigned.outcome().map(|o| o.reason),
                Some(Reason::Resignation)
            );
            let mut agreed = Game::standard(rules);
            agreed.offer_draw(Color::White).unwrap();
            agreed.answer_draw_offer(DrawAnswer::Accept).unwrap();
            assert_eq!(agreed.outcome().map(|o| o.reason), Some(Reason::Agreement));
            let mut flagged = Game::standard(rules);
            assert_eq!(
                flagged.flag_fell(Color::Black).map(|o| o.reason),
                Ok(Reason::Time)
            );
        }
    }
}
