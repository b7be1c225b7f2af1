//! How a game ends: results, reasons, and the two sets of draw rules.

use crate::phrase;
use crate::rules::{Color, VariantEnding};
use crate::sentence::{Phrase, Sentence};

/// The score of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// White won: `1-0`.
    WhiteWins,
    /// Black won: `0-1`.
    BlackWins,
    /// A draw: `1/2-1/2`.
    Draw,
}

impl GameResult {
    /// The win for one side.
    pub const fn win_for(color: Color) -> GameResult {
        match color {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// The result as PGN writes it: `1-0`, `0-1`, `1/2-1/2`.
    pub const fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// The result as players write it: `1-0`, `0-1`, `½-½`.
    pub const fn display(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "½-½",
        }
    }

    /// Reads a PGN result token; `*` (game still going) and anything else give `None`.
    pub fn from_pgn(text: &str) -> Option<GameResult> {
        match text {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" | "½-½" => Some(GameResult::Draw),
            _ => None,
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can ever checkmate (a dead position by material).
    InsufficientMaterial,
    /// The same position for the third time (automatic in club rules, claimed in FIDE rules).
    ThreefoldRepetition,
    /// The same position for the fifth time (always automatic).
    FivefoldRepetition,
    /// Fifty moves by each side without a capture or pawn move (automatic in club rules,
    /// claimed in FIDE rules).
    FiftyMoveRule,
    /// Seventy-five moves by each side without a capture or pawn move (always automatic).
    SeventyFiveMoveRule,
    /// The loser resigned, at any move.
    Resignation,
    /// Both players agreed to a draw.
    Agreement,
    /// The loser's flag fell.
    Time,
    /// A flag fell, but the opponent could not have checkmated by any series of legal moves
    /// (FIDE 6.9): a draw.
    TimeoutAgainstInsufficientMaterial {
        /// The side whose flag fell.
        flagged: Color,
    },
    /// A win that a PGN file records without saying how it came about (no `Termination`
    /// tag, or one that names neither a normal ending nor time): the result alone.
    Unrecorded,
    /// A variant's own ending: an exploded king, the hill, the third check, the race,
    /// antichess's win by losing everything or by stalemate, the horde taken.
    Variant(VariantEnding),
}

/// Every variant's own ending, as [`Reason::from_name`] reads them back.
const VARIANT_ENDINGS: [VariantEnding; 7] = [
    VariantEnding::KingExploded,
    VariantEnding::KingOnTheHill,
    VariantEnding::ThirdCheck,
    VariantEnding::KingReachedGoal,
    VariantEnding::NoPiecesLeft,
    VariantEnding::Stalemated,
    VariantEnding::AllPiecesTaken,
];

/// A variant's ending as the catalogues select on it: `king-exploded`, ….
const fn ending_key(ending: VariantEnding) -> &'static str {
    match ending {
        VariantEnding::KingExploded => "king-exploded",
        VariantEnding::KingOnTheHill => "king-of-the-hill",
        VariantEnding::ThirdCheck => "third-check",
        VariantEnding::KingReachedGoal => "race-won",
        VariantEnding::NoPiecesLeft => "no-pieces-left",
        VariantEnding::Stalemated => "stalemated",
        VariantEnding::AllPiecesTaken => "all-pieces-taken",
    }
}

/// A variant's ending in the words of `hotseat replay`.
const fn ending_name(ending: VariantEnding) -> &'static str {
    match ending {
        VariantEnding::KingExploded => "king exploded",
        VariantEnding::KingOnTheHill => "king of the hill",
        VariantEnding::ThirdCheck => "third check",
        VariantEnding::KingReachedGoal => "race won",
        VariantEnding::NoPiecesLeft => "no pieces left",
        VariantEnding::Stalemated => "stalemated",
        VariantEnding::AllPiecesTaken => "all pieces taken",
    }
}

impl Reason {
    /// The reason in the words of `hotseat replay`: `checkmate`, `fifty-move rule`, …
    pub const fn name(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::InsufficientMaterial => "insufficient material",
            Reason::ThreefoldRepetition => "threefold repetition",
            Reason::FivefoldRepetition => "fivefold repetition",
            Reason::FiftyMoveRule => "fifty-move rule",
            Reason::SeventyFiveMoveRule => "seventy-five-move rule",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Time => "time",
            Reason::TimeoutAgainstInsufficientMaterial { .. } => {
                "timeout against insufficient material"
            }
            Reason::Unrecorded => "reason not recorded",
            Reason::Variant(ending) => ending_name(ending),
        }
    }

    /// The reason whose [`Reason::name`] is `name` (a timeout against insufficient material
    /// counted as White's).
    pub fn from_name(name: &str) -> Option<Reason> {
        [
            Reason::Checkmate,
            Reason::Stalemate,
            Reason::InsufficientMaterial,
            Reason::ThreefoldRepetition,
            Reason::FivefoldRepetition,
            Reason::FiftyMoveRule,
            Reason::SeventyFiveMoveRule,
            Reason::Resignation,
            Reason::Agreement,
            Reason::Time,
            Reason::TimeoutAgainstInsufficientMaterial {
                flagged: Color::White,
            },
            Reason::Unrecorded,
        ]
        .into_iter()
        .chain(VARIANT_ENDINGS.map(Reason::Variant))
        .find(|reason| reason.name() == name)
    }

    /// The value of the PGN `Termination` tag for this reason; none for a reason that was
    /// never recorded.
    pub const fn termination(self) -> Option<&'static str> {
        match self {
            Reason::Time | Reason::TimeoutAgainstInsufficientMaterial { .. } => {
                Some("time forfeit")
            }
            Reason::Unrecorded => None,
            _ => Some("normal"),
        }
    }
}

impl Sentence for Reason {
    /// The reason in the words of the screen, as a sentence says it: `checkmate`, `agreement`.
    fn phrase(&self) -> Phrase<'_> {
        match self {
            Reason::Checkmate => phrase!("reason-checkmate"),
            Reason::Stalemate => phrase!("reason-stalemate"),
            Reason::InsufficientMaterial => phrase!("reason-insufficient-material"),
            Reason::ThreefoldRepetition => phrase!("reason-threefold-repetition"),
            Reason::FivefoldRepetition => phrase!("reason-fivefold-repetition"),
            Reason::FiftyMoveRule => phrase!("reason-fifty-move-rule"),
            Reason::SeventyFiveMoveRule => phrase!("reason-seventy-five-move-rule"),
            Reason::Resignation => phrase!("reason-resignation"),
            Reason::Agreement => phrase!("reason-agreement"),
            Reason::Time => phrase!("reason-time"),
            Reason::TimeoutAgainstInsufficientMaterial { .. } => {
                phrase!("reason-timeout-insufficient")
            }
            Reason::Unrecorded => phrase!("reason-unrecorded"),
            Reason::Variant(ending) => phrase!("reason-variant", ending = ending_key(*ending)),
        }
    }
}

/// A finished game: who won, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The result: who won, or a draw.
    pub result: GameResult,
    /// Why the game ended.
    pub reason: Reason,
    /// Whether the game was drawn on the board and is scored as Black's win: an Armageddon
    /// game, where Black has draw odds.
    pub draw_odds: bool,
}

impl Outcome {
    /// A draw for the given reason.
    pub const fn draw(reason: Reason) -> Outcome {
        Outcome {
            result: GameResult::Draw,
            reason,
            draw_odds: false,
        }
    }

    /// A win for `winner` for the given reason.
    pub const fn win(winner: Color, reason: Reason) -> Outcome {
        Outcome {
            result: GameResult::win_for(winner),
            reason,
            draw_odds: false,
        }
    }

    /// The outcome under Armageddon's scoring: a draw is Black's win on draw odds; a win
    /// stays what it is.
    pub const fn scored_as_armageddon(self) -> Outcome {
        match self.result {
            GameResult::Draw => Outcome {
                result: GameResult::BlackWins,
                draw_odds: true,
                ..self
            },
            _ => self,
        }
    }

    /// The result on the board: a draw for a game won on draw odds, else the result.
    pub const fn board_result(&self) -> GameResult {
        if self.draw_odds {
            GameResult::Draw
        } else {
            self.result
        }
    }

    /// How the game ended in the words of `hotseat replay` and `hotseat games`: the reason's
    /// name, with `draw odds` after it for a drawn Armageddon game (`agreement, draw odds`).
    pub fn reason_name(&self) -> String {
        if self.draw_odds {
            format!("{}{DRAW_ODDS}", self.reason.name())
        } else {
            self.reason.name().to_string()
        }
    }

    /// The reason, and whether the draw was scored on draw odds, that [`Outcome::reason_name`]
    /// wrote as `name`.
    pub fn reason_from_name(name: &str) -> Option<(Reason, bool)> {
        match name.strip_suffix(DRAW_ODDS) {
            Some(reason) => Reason::from_name(reason).map(|reason| (reason, true)),
            None => Reason::from_name(name).map(|reason| (reason, false)),
        }
    }

    /// The outcome in a sentence, as players say it, without the result: `White wins by
    /// checkmate`, `Draw by threefold repetition`, `White lost on time`, `White's flag fell,
    /// but Black cannot mate`; `White won` when the reason was never recorded.
    /// `Draw by agreement: Black wins on draw odds` for a drawn Armageddon game.
    pub fn sentence(&self) -> Phrase<'_> {
        if self.draw_odds {
            return phrase!("outcome-draw-odds", draw = self.drawn());
        }
        match (&self.reason, self.result.winner()) {
            (Reason::Resignation, Some(winner)) => phrase!("outcome-resigned", loser = !winner),
            (Reason::Time, Some(winner)) => phrase!("outcome-on-time", loser = !winner),
            (Reason::Unrecorded, Some(winner)) => phrase!("outcome-unrecorded", winner = winner),
            (reason, Some(winner)) => {
                phrase!("outcome-win", winner = winner, reason = reason.phrase())
            }
            (_, None) => self.drawn(),
        }
    }

    /// The sentence of a draw: `Draw by agreement`, `Draw by stalemate`, `White's flag fell,
    /// but Black cannot mate`.
    fn drawn(&self) -> Phrase<'_> {
        match &self.reason {
            Reason::Agreement => phrase!("outcome-agreement"),
            Reason::TimeoutAgainstInsufficientMaterial { flagged } => {
                phrase!("outcome-timeout-insufficient", flagged = *flagged)
            }
            reason => phrase!("outcome-draw", reason = reason.phrase()),
        }
    }
}

impl Sentence for Outcome {
    /// `1-0 · White wins by checkmate`: the result and the sentence.
    fn phrase(&self) -> Phrase<'_> {
        phrase!(
            "outcome-line",
            result = self.result.display(),
            sentence = self.sentence()
        )
    }
}

/// What [`Outcome::reason_name`] adds after the reason of a draw scored on draw odds.
const DRAW_ODDS: &str = ", draw odds";

/// Which draws end the game by themselves and which a player must claim.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, strum::Display, strum::IntoStaticStr,
)]
#[strum(serialize_all = "lowercase")]
pub enum DrawRules {
    /// Club play: threefold repetition and the fifty-move rule end the game at once.
    #[default]
    Club,
    /// FIDE rules: threefold repetition and fifty moves are claims a player makes; fivefold
    /// repetition and seventy-five moves end the game at once.
    Fide,
}

impl DrawRules {
    /// Both rules, club first.
    pub const ALL: [DrawRules; 2] = [DrawRules::Club, DrawRules::Fide];

    /// The name as the command line writes it: `club` or `fide`.
    pub fn name(self) -> &'static str {
        self.into()
    }
}

/// The error for draw rules other than `club` or `fide`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct DrawRulesError(pub String);

impl Sentence for DrawRulesError {
    fn phrase(&self) -> Phrase<'_> {
        phrase!("draw-rules-error", text = &self.0)
    }
}

crate::read_by_word!(DrawRules, DrawRulesError);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_read_the_way_players_say_them() {
        let mate = Outcome::win(Color::White, Reason::Checkmate);
        assert_eq!(mate.to_string(), "1-0 · White wins by checkmate");
        let threefold = Outcome::draw(Reason::ThreefoldRepetition);
        assert_eq!(threefold.to_string(), "½-½ · Draw by threefold repetition");
        let time = Outcome::win(Color::Black, Reason::Time);
        assert_eq!(time.to_string(), "0-1 · White lost on time");
        let resigned = Outcome::win(Color::White, Reason::Resignation);
        assert_eq!(resigned.to_string(), "1-0 · Black resigned");
        assert_eq!(
            Outcome::draw(Reason::Agreement).to_string(),
            "½-½ · Draw by agreement"
        );
        let flag = Outcome::draw(Reason::TimeoutAgainstInsufficientMaterial {
            flagged: Color::White,
        });
        assert_eq!(
            flag.to_string(),
            "½-½ · White's flag fell, but Black cannot mate"
        );
        assert_eq!(
            Outcome::draw(Reason::Stalemate).to_string(),
            "½-½ · Draw by stalemate"
        );
        let odds = Outcome::draw(Reason::Agreement).scored_as_armageddon();
        assert_eq!(
            odds.to_string(),
            "0-1 · Draw by agreement: Black wins on draw odds"
        );
        assert_eq!(odds.board_result(), GameResult::Draw);
        assert_eq!(odds.reason_name(), "agreement, draw odds");
        let white_won = Outcome::win(Color::White, Reason::Checkmate);
        assert_eq!(white_won.scored_as_armageddon(), white_won);
        let exploded = Outcome::win(Color::White, Reason::Variant(VariantEnding::KingExploded));
        assert_eq!(
            exploded.to_string(),
            "1-0 · White wins by exploding the king"
        );
        let raced = Outcome::draw(Reason::Variant(VariantEnding::KingReachedGoal));
        assert_eq!(
            raced.to_string(),
            "½-½ · Draw by the race to the eighth rank"
        );
        for ending in VARIANT_ENDINGS {
            let reason = Reason::Variant(ending);
            assert_eq!(Reason::from_name(reason.name()), Some(reason));
            assert_eq!(reason.termination(), Some("normal"));
        }
        let unrecorded = Outcome::win(Color::Black, Reason::Unrecorded);
        assert_eq!(unrecorded.to_string(), "0-1 · Black won");
        assert_eq!(Reason::Unrecorded.termination(), None);
    }

    #[test]
    fn results_and_rules_read_and_write() {
        for result in [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
        ] {
            assert_eq!(GameResult::from_pgn(result.pgn()), Some(result));
        }
        assert_eq!(GameResult::from_pgn("*"), None);
        assert_eq!("FIDE".parse(), Ok(DrawRules::Fide));
        assert_eq!(
            "blitz".parse::<DrawRules>().unwrap_err().to_string(),
            "draw rules 'blitz': expected 'club' or 'fide'"
        );
    }
}
