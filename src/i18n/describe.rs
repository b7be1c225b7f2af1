//! Every error and outcome in words of either language. The types keep their English
//! `Display` (for logs and scripts); the screen and the command line ask for
//! [`Describe::describe`], which reads the catalogues. A test holds the English catalogue to
//! the `Display` of every variant, so the two never drift apart.

use std::io;

use fluent_bundle::FluentArgs;

use super::{Lang, screen_san, text};
use crate::cli::{Chess960NumberError, GameNumberError, NameError, SwitchError};
use crate::game::header::FlipError;
use crate::game::outcome::DrawRulesError;
use crate::game::pgn::{GameTextError, MoveRefusal};
use crate::game::time_control::{TimeControlError, TimePart};
use crate::game::{GameError, NoClaim, Outcome, Reason};
use crate::look::ThemeError;
use crate::notation::pgn::{Location, PgnError, PgnWarning};
use crate::notation::san::{San, SanError, Slip, Suggestion, Unreadable};
use crate::rules::fen::{CastlingPiece, EnPassantProblem, code_point};
use crate::rules::{CastlingObstacle, CastlingSide, Color, FenError, Rank, Role};
use crate::store::{Damage, StoreError};

use super::LangError;

/// Something the players are told, in the words of a language.
pub trait Describe {
    /// The sentence in `lang`.
    fn describe(&self, lang: Lang) -> String;
}

/// A message with arguments: `message(lang, "id", &[("name", value.into())])`.
fn message(lang: Lang, id: &str, args: &[(&'static str, Arg)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(text) => fluent.set(*name, text.clone()),
            Arg::Number(number) => fluent.set(*name, *number),
        }
    }
    text(lang, id, Some(&fluent))
}

/// An argument of a message: text, or a number (which plurals select on).
enum Arg {
    Text(String),
    Number(u64),
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<u64> for Arg {
    fn from(number: u64) -> Arg {
        Arg::Number(number)
    }
}

impl From<u32> for Arg {
    fn from(number: u32) -> Arg {
        Arg::Number(u64::from(number))
    }
}

impl From<usize> for Arg {
    fn from(number: usize) -> Arg {
        Arg::Number(u64::try_from(number).unwrap_or(u64::MAX))
    }
}

/// A side as the catalogues select on it.
fn side(color: Color) -> Arg {
    Arg::from(super::side_key(color))
}

/// A piece as the catalogues select on it.
fn piece(role: Role) -> Arg {
    Arg::from(role.name())
}

/// "a or b", "a, b or c", with the language's word for "or".
fn or_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let or = text(lang, "word-or", None);
            format!("{} {or} {last}", init.join(", "))
        }
    }
}

impl Describe for Reason {
    fn describe(&self, lang: Lang) -> String {
        let id = match self {
            Reason::Checkmate => "reason-checkmate",
            Reason::Stalemate => "reason-stalemate",
            Reason::InsufficientMaterial => "reason-insufficient-material",
            Reason::ThreefoldRepetition => "reason-threefold-repetition",
            Reason::FivefoldRepetition => "reason-fivefold-repetition",
            Reason::FiftyMoveRule => "reason-fifty-move-rule",
            Reason::SeventyFiveMoveRule => "reason-seventy-five-move-rule",
            Reason::Resignation => "reason-resignation",
            Reason::Agreement => "reason-agreement",
            Reason::Time => "reason-time",
            Reason::TimeoutAgainstInsufficientMaterial { .. } => "reason-timeout-insufficient",
            Reason::Unrecorded => "reason-unrecorded",
        };
        text(lang, id, None)
    }
}

/// The outcome in a sentence, without the result: `White wins by checkmate`,
/// `мат, белые выиграли`.
pub fn outcome_sentence(outcome: Outcome, lang: Lang) -> String {
    let winner = outcome.result.winner();
    match (outcome.reason, winner) {
        (Reason::Resignation, Some(winner)) => {
            message(lang, "outcome-resigned", &[("loser", side(!winner))])
        }
        (Reason::Time, Some(winner)) => {
            message(lang, "outcome-on-time", &[("loser", side(!winner))])
        }
        (Reason::Unrecorded, Some(winner)) => {
            message(lang, "outcome-unrecorded", &[("winner", side(winner))])
        }
        (Reason::Agreement, _) => text(lang, "outcome-agreement", None),
        (Reason::TimeoutAgainstInsufficientMaterial { flagged }, _) => message(
            lang,
            "outcome-timeout-insufficient",
            &[("flagged", side(flagged))],
        ),
        (reason, Some(winner)) => message(
            lang,
            "outcome-win",
            &[
                ("winner", side(winner)),
                ("reason", reason.describe(lang).into()),
            ],
        ),
        (reason, None) => message(
            lang,
            "outcome-draw",
            &[("reason", reason.describe(lang).into())],
        ),
    }
}

impl Describe for Outcome {
    /// `1-0 · White wins by checkmate`, `1-0 · мат, белые выиграли`.
    fn describe(&self, lang: Lang) -> String {
        message(
            lang,
            "outcome-line",
            &[
                ("result", self.result.display().into()),
                ("sentence", outcome_sentence(*self, lang).into()),
            ],
        )
    }
}

impl Describe for Unreadable {
    fn describe(&self, lang: Lang) -> String {
        match self {
            Unreadable::NotAMove => text(lang, "unreadable-not-a-move", None),
            Unreadable::WhichSquare(role) => {
                message(lang, "unreadable-which-square", &[("piece", piece(*role))])
            }
            Unreadable::NotASquare(square) => message(
                lang,
                "unreadable-not-a-square",
                &[("square", square.as_str().into())],
            ),
            Unreadable::WhichPiece => text(lang, "unreadable-which-piece", None),
            Unreadable::CannotBecome(role) => {
                message(lang, "unreadable-cannot-become", &[("piece", piece(*role))])
            }
        }
    }
}

impl Describe for CastlingObstacle {
    fn describe(&self, lang: Lang) -> String {
        let on =
            |id, square: &dyn ToString| message(lang, id, &[("square", square.to_string().into())]);
        match self {
            CastlingObstacle::NoRight { side: color, wing } => {
                let wing = match wing {
                    Some(CastlingSide::Kingside) => "kingside",
                    Some(CastlingSide::Queenside) => "queenside",
                    None => "none",
                };
                message(
                    lang,
                    "castling-no-right",
                    &[("side", side(*color)), ("wing", wing.into())],
                )
            }
            CastlingObstacle::InCheck => text(lang, "castling-in-check", None),
            CastlingObstacle::Occupied(square) => on("castling-occupied", square),
            CastlingObstacle::Attacked(square) => on("castling-attacked", square),
            CastlingObstacle::WouldBeAttacked(square) => on("castling-would-be-attacked", square),
        }
    }
}

impl Describe for SanError {
    fn describe(&self, lang: Lang) -> String {
        let san = |move_text: San| Arg::from(screen_san(lang, move_text));
        match self {
            SanError::Empty => text(lang, "san-empty", None),
            SanError::NotAMove { input, reason } => message(
                lang,
                "san-not-a-move",
                &[
                    ("input", input.as_str().into()),
                    ("reason", reason.describe(lang).into()),
                ],
            ),
            SanError::NoPieceCanReach { role, to, capture } => message(
                lang,
                "san-no-piece-can-reach",
                &[
                    ("piece", piece(*role)),
                    ("square", to.to_string().into()),
                    ("capture", if *capture { "yes" } else { "no" }.into()),
                ],
            ),
            SanError::NoPieceOn(square) => message(
                lang,
                "san-no-piece-on",
                &[("square", square.to_string().into())],
            ),
            SanError::LeavesKingInCheck(move_text) => message(
                lang,
                "san-leaves-king-in-check",
                &[("move", san(*move_text))],
            ),
            SanError::CastlingNotAllowed(obstacle) => message(
                lang,
                "san-castling-not-allowed",
                &[("reason", obstacle.describe(lang).into())],
            ),
            SanError::Ambiguous { input, candidates } => {
                let candidates: Vec<String> =
                    candidates.iter().map(|&c| screen_san(lang, c)).collect();
                message(
                    lang,
                    "san-ambiguous",
                    &[
                        ("input", input.as_str().into()),
                        ("candidates", or_list(lang, &candidates).into()),
                    ],
                )
            }
            SanError::PromotionPieceMissing { san: move_text, .. } => {
                let choices: Vec<String> = Role::PROMOTIONS
                    .iter()
                    .map(|&role| screen_san(lang, move_text.with_promotion(role)))
                    .collect();
                message(
                    lang,
                    "san-promotion-missing",
                    &[
                        ("move", san(*move_text)),
                        ("choices", or_list(lang, &choices).into()),
                    ],
                )
            }
            SanError::NotAPromotion(move_text) => {
                message(lang, "san-not-a-promotion", &[("move", san(*move_text))])
            }
            SanError::NothingToTake(square) => message(
                lang,
                "san-nothing-to-take",
                &[("square", square.to_string().into())],
            ),
        }
    }
}

impl Describe for Suggestion {
    /// `Russian keyboard layout: did you mean Nf3?`, `no bishop can reach c4: did you mean
    /// bxc4?`: why the text is not that move, and the move.
    fn describe(&self, lang: Lang) -> String {
        let san = Arg::from(screen_san(lang, self.san));
        match &self.slip {
            Slip::RussianLayout => message(lang, "suggestion-layout", &[("move", san)]),
            Slip::LookAlike { letter, latin } => message(
                lang,
                "suggestion-look-alike",
                &[
                    ("letter", letter.to_string().into()),
                    ("code", format!("{:04X}", u32::from(*letter)).into()),
                    ("latin", latin.to_string().into()),
                    ("move", san),
                ],
            ),
            Slip::Refused(why) => message(
                lang,
                "suggestion-refused",
                &[("why", why.describe(lang).into()), ("move", san)],
            ),
        }
    }
}

impl Describe for NoClaim {
    fn describe(&self, lang: Lang) -> String {
        let why = message(
            lang,
            "no-claim-position",
            &[
                ("times", self.repetitions.into()),
                ("halfmoves", self.halfmoves.into()),
            ],
        );
        match &self.after {
            Some(move_text) => message(
                lang,
                "no-claim-after",
                &[
                    ("move", screen_san(lang, *move_text).into()),
                    ("why", why.into()),
                ],
            ),
            None => why,
        }
    }
}

impl Describe for GameError {
    fn describe(&self, lang: Lang) -> String {
        match self {
            GameError::GameOver(outcome) => message(
                lang,
                "game-over",
                &[("outcome", outcome.describe(lang).into())],
            ),
            GameError::IllegalMove => text(lang, "game-illegal-move", None),
            GameError::Move(error) => error.describe(lang),
            GameError::NotYourTurn(color) => {
                message(lang, "game-not-your-turn", &[("side", side(*color))])
            }
            GameError::OfferPending => text(lang, "game-offer-pending", None),
            GameError::NoDrawOffer => text(lang, "game-no-offer", None),
            GameError::NothingToTakeBack => text(lang, "game-nothing-to-take-back", None),
            GameError::ClaimsNeedFideRules => text(lang, "game-claims-need-fide", None),
            GameError::NoClaim(why) => {
                message(lang, "game-no-claim", &[("why", why.describe(lang).into())])
            }
        }
    }
}

impl Describe for CastlingPiece {
    fn describe(&self, lang: Lang) -> String {
        match self {
            CastlingPiece::King(color) => {
                message(lang, "castling-piece-king", &[("side", side(*color))])
            }
            CastlingPiece::KingsideRook(color) => message(
                lang,
                "castling-piece-kingside-rook",
                &[("side", side(*color))],
            ),
            CastlingPiece::QueensideRook(color) => message(
                lang,
                "castling-piece-queenside-rook",
                &[("side", side(*color))],
            ),
            CastlingPiece::RookOn(color, square) => message(
                lang,
                "castling-piece-rook-on",
                &[
                    ("side", side(*color)),
                    ("square", square.to_string().into()),
                ],
            ),
        }
    }
}

impl Describe for EnPassantProblem {
    fn describe(&self, lang: Lang) -> String {
        match self {
            EnPassantProblem::WrongRank(color) => {
                message(lang, "en-passant-wrong-rank", &[("side", side(*color))])
            }
            EnPassantProblem::NoPawn(color, square) => message(
                lang,
                "en-passant-no-pawn",
                &[
                    ("side", side(*color)),
                    ("square", square.to_string().into()),
                ],
            ),
            EnPassantProblem::NotEmpty(square, from) => message(
                lang,
                "en-passant-not-empty",
                &[
                    ("square", square.to_string().into()),
                    ("from", from.to_string().into()),
                ],
            ),
        }
    }
}

impl Describe for FenError {
    fn describe(&self, lang: Lang) -> String {
        let quoted = |id, name, value: &str| message(lang, id, &[(name, value.into())]);
        match self {
            FenError::Empty => text(lang, "fen-empty", None),
            FenError::ControlCharacter(c) => {
                quoted("fen-control-character", "code", &code_point(*c))
            }
            FenError::FieldCount(count) => {
                message(lang, "fen-field-count", &[("count", (*count).into())])
            }
            FenError::RankCount { board, count } => message(
                lang,
                "fen-rank-count",
                &[("board", board.as_str().into()), ("count", (*count).into())],
            ),
            FenError::RankLength {
                rank,
                text: rank_text,
            } => message(
                lang,
                "fen-rank-length",
                &[
                    ("rank", rank.to_string().into()),
                    ("text", rank_text.as_str().into()),
                ],
            ),
            FenError::RankDigits {
                rank,
                text: rank_text,
            } => message(
                lang,
                "fen-rank-digits",
                &[
                    ("rank", rank.to_string().into()),
                    ("text", rank_text.as_str().into()),
                ],
            ),
            FenError::BadPiece(c) => quoted("fen-bad-piece", "char", &c.to_string()),
            FenError::SideToMove(field) => quoted("fen-side-to-move", "text", field),
            FenError::CastlingSyntax { field, right } => message(
                lang,
                "fen-castling-syntax",
                &[
                    ("field", field.as_str().into()),
                    ("right", right.to_string().into()),
                ],
            ),
            FenError::CastlingWithoutPieces {
                field,
                right,
                missing,
            } => message(
                lang,
                "fen-castling-without-pieces",
                &[
                    ("field", field.as_str().into()),
                    ("right", right.to_string().into()),
                    ("missing", missing.describe(lang).into()),
                ],
            ),
            FenError::CastlingTwice { field, color } => message(
                lang,
                "fen-castling-twice",
                &[("field", field.as_str().into()), ("side", side(*color))],
            ),
            FenError::EnPassantSyntax(field) => quoted("fen-en-passant-syntax", "text", field),
            FenError::EnPassantImpossible { square, reason } => message(
                lang,
                "fen-en-passant-impossible",
                &[
                    ("square", square.to_string().into()),
                    ("reason", reason.describe(lang).into()),
                ],
            ),
            FenError::HalfmoveClock(field) => quoted("fen-halfmove", "text", field),
            FenError::FullmoveNumber(field) => quoted("fen-fullmove", "text", field),
            FenError::MissingKing(color) => {
                message(lang, "fen-missing-king", &[("side", side(*color))])
            }
            FenError::TooManyKings { color, count } => message(
                lang,
                "fen-too-many-kings",
                &[("side", side(*color)), ("count", (*count).into())],
            ),
            FenError::PawnOnBackRank(rank) => {
                let rank = if *rank == Rank::First {
                    "first"
                } else {
                    "eighth"
                };
                message(lang, "fen-pawn-on-back-rank", &[("rank", rank.into())])
            }
            FenError::TooMuchMaterial(color) => {
                message(lang, "fen-too-much-material", &[("side", side(*color))])
            }
            FenError::OppositeCheck => text(lang, "fen-opposite-check", None),
        }
    }
}

/// A part of a time control as the catalogues select on it.
fn time_part(part: TimePart) -> Arg {
    Arg::from(match part {
        TimePart::Time => "time",
        TimePart::Increment => "increment",
        TimePart::Delay => "delay",
        TimePart::Bronstein => "bronstein",
    })
}

impl Describe for TimeControlError {
    fn describe(&self, lang: Lang) -> String {
        let (id, args): (&str, Vec<(&'static str, Arg)>) = match self {
            TimeControlError::Empty { example, untimed } => (
                "tc-empty",
                vec![
                    ("example", (*example).into()),
                    ("untimed", (*untimed).into()),
                ],
            ),
            TimeControlError::EmptyPeriod {
                control,
                number,
                example,
            } => (
                "tc-empty-period",
                vec![
                    ("control", control.as_str().into()),
                    ("number", (*number).into()),
                    ("example", (*example).into()),
                ],
            ),
            TimeControlError::BadMoves {
                control,
                moves,
                example,
            } => (
                "tc-bad-moves",
                vec![
                    ("control", control.as_str().into()),
                    ("moves", moves.as_str().into()),
                    ("example", (*example).into()),
                ],
            ),
            TimeControlError::BadTime {
                control,
                time,
                in_minutes,
                example,
            } => (
                "tc-bad-time",
                vec![
                    ("control", control.as_str().into()),
                    ("time", time.as_str().into()),
                    (
                        "unit",
                        if *in_minutes { "minutes" } else { "seconds" }.into(),
                    ),
                    ("example", (*example).into()),
                ],
            ),
            TimeControlError::NotPositive {
                control,
                time,
                example,
            } => (
                "tc-not-positive",
                vec![
                    ("control", control.as_str().into()),
                    ("time", time.as_str().into()),
                    ("example", (*example).into()),
                ],
            ),
            TimeControlError::NotWholeSeconds {
                control,
                what,
                value,
                example,
            }
            | TimeControlError::TooLong {
                control,
                what,
                value,
                example,
            }
            | TimeControlError::BadBonus {
                control,
                what,
                value,
                example,
            } => {
                let id = match self {
                    TimeControlError::NotWholeSeconds { .. } => "tc-not-whole",
                    TimeControlError::TooLong { .. } => "tc-too-long",
                    _ => "tc-bad-bonus",
                };
                (
                    id,
                    vec![
                        ("control", control.as_str().into()),
                        ("what", time_part(*what)),
                        ("value", value.as_str().into()),
                        ("example", (*example).into()),
                    ],
                )
            }
            TimeControlError::UnreachablePeriod {
                control,
                number,
                example,
            } => (
                "tc-unreachable",
                vec![
                    ("control", control.as_str().into()),
                    ("number", (*number).into()),
                    ("example", (*example).into()),
                ],
            ),
            TimeControlError::Sandclock { control, example } => (
                "tc-sandclock",
                vec![
                    ("control", control.as_str().into()),
                    ("example", (*example).into()),
                ],
            ),
        };
        message(lang, id, &args)
    }
}

impl Describe for Location {
    fn describe(&self, lang: Lang) -> String {
        message(
            lang,
            "pgn-location",
            &[("game", self.game.into()), ("line", self.line.into())],
        )
    }
}

impl Describe for io::Error {
    /// The common cases in the words of `lang`; otherwise what the system said.
    fn describe(&self, lang: Lang) -> String {
        let id = match self.kind() {
            io::ErrorKind::NotFound => "io-not-found",
            io::ErrorKind::PermissionDenied => "io-permission-denied",
            io::ErrorKind::StorageFull => "io-storage-full",
            io::ErrorKind::ReadOnlyFilesystem => "io-read-only",
            io::ErrorKind::IsADirectory => "io-is-a-directory",
            _ => return self.to_string(),
        };
        text(lang, id, None)
    }
}

impl Describe for PgnError {
    fn describe(&self, lang: Lang) -> String {
        let at = || Arg::from(self.location().describe(lang));
        let with_token =
            |id, token: &str| message(lang, id, &[("at", at()), ("token", token.into())]);
        match self {
            PgnError::UnterminatedTag { token, .. } => with_token("pgn-unterminated-tag", token),
            PgnError::MalformedTag { token, .. } => with_token("pgn-malformed-tag", token),
            PgnError::TagTooLong { token, limit, .. } => message(
                lang,
                "pgn-tag-too-long",
                &[
                    ("at", at()),
                    ("token", token.as_str().into()),
                    ("limit", (*limit).into()),
                ],
            ),
            PgnError::UnterminatedComment { token, .. } => {
                with_token("pgn-unterminated-comment", token)
            }
            PgnError::Utf16 { .. } => message(lang, "pgn-utf16", &[("at", at())]),
            PgnError::Io { source, .. } => message(
                lang,
                "pgn-io",
                &[("at", at()), ("reason", source.describe(lang).into())],
            ),
        }
    }
}

impl Describe for PgnWarning {
    fn describe(&self, lang: Lang) -> String {
        match self {
            PgnWarning::UnclosedVariation { at } => message(
                lang,
                "pgn-unclosed-variation",
                &[("at", at.describe(lang).into())],
            ),
        }
    }
}

impl Describe for MoveRefusal {
    fn describe(&self, lang: Lang) -> String {
        match self {
            MoveRefusal::AlreadyOver(outcome) => message(
                lang,
                "refusal-already-over",
                &[("outcome", outcome_sentence(*outcome, lang).into())],
            ),
            MoveRefusal::NotLegal(SanError::NotAMove { reason, .. }) => reason.describe(lang),
            MoveRefusal::NotLegal(error) => error.describe(lang),
            MoveRefusal::Refused(error) => error.describe(lang),
        }
    }
}

impl Describe for GameTextError {
    fn describe(&self, lang: Lang) -> String {
        match self {
            GameTextError::Fen(error) => message(
                lang,
                "gametext-fen",
                &[("reason", error.describe(lang).into())],
            ),
            GameTextError::Variant(variant) => message(
                lang,
                "gametext-variant",
                &[("variant", variant.as_str().into())],
            ),
            GameTextError::Move {
                label,
                token,
                reason,
            } => message(
                lang,
                "gametext-move",
                &[
                    ("label", label.as_str().into()),
                    ("token", token.as_str().into()),
                    ("reason", reason.describe(lang).into()),
                ],
            ),
        }
    }
}

impl Describe for Damage {
    fn describe(&self, lang: Lang) -> String {
        match self {
            Damage::Pgn(error) => error.describe(lang),
            Damage::Game(error) => message(
                lang,
                "damage-game",
                &[("reason", error.describe(lang).into())],
            ),
            Damage::NoGame => text(lang, "damage-no-game", None),
            Damage::CutShort => text(lang, "damage-cut-short", None),
            Damage::BadTag(tag) => message(lang, "damage-bad-tag", &[("tag", (*tag).into())]),
        }
    }
}

impl Describe for StoreError {
    fn describe(&self, lang: Lang) -> String {
        let path = |path: &std::path::Path| Arg::from(path.display().to_string());
        match self {
            StoreError::NoDataFolder => text(lang, "store-no-folder", None),
            StoreError::Io { path: file, source } => message(
                lang,
                "store-io",
                &[
                    ("path", path(file)),
                    ("reason", source.describe(lang).into()),
                ],
            ),
            StoreError::NoSuchGame {
                path: file,
                number,
                count,
            } => message(
                lang,
                "store-no-such-game",
                &[
                    ("path", path(file)),
                    ("number", (*number).into()),
                    ("count", (*count).into()),
                ],
            ),
            StoreError::Pgn { path: file, source } => message(
                lang,
                "store-pgn",
                &[
                    ("path", path(file)),
                    ("reason", source.describe(lang).into()),
                ],
            ),
            StoreError::Game {
                path: file,
                number,
                source,
            } => message(
                lang,
                "store-game",
                &[
                    ("path", path(file)),
                    ("number", (*number).into()),
                    ("reason", source.describe(lang).into()),
                ],
            ),
            StoreError::TooLarge { path: file, size } => message(
                lang,
                "store-too-large",
                &[("path", path(file)), ("size", (*size).into())],
            ),
            StoreError::Damaged { path: file, reason } => message(
                lang,
                "store-damaged",
                &[
                    ("path", path(file)),
                    ("reason", reason.describe(lang).into()),
                ],
            ),
            StoreError::Locked { path: file } => {
                message(lang, "store-locked", &[("path", path(file))])
            }
        }
    }
}

/// The errors of a word on the command line or in the config file: the word, and the id of
/// the sentence.
macro_rules! describe_word_error {
    ($($error:ty => $id:literal),+ $(,)?) => {$(
        impl Describe for $error {
            fn describe(&self, lang: Lang) -> String {
                message(lang, $id, &[("text", self.0.as_str().into())])
            }
        }
    )+};
}

describe_word_error! {
    DrawRulesError => "draw-rules-error",
    FlipError => "flip-error",
    LangError => "lang-error",
    ThemeError => "theme-error",
    Chess960NumberError => "chess960-number-error",
    GameNumberError => "game-number-error",
    SwitchError => "switch-error",
}

impl Describe for NameError {
    fn describe(&self, lang: Lang) -> String {
        match self {
            NameError::Empty => text(lang, "name-empty", None),
            NameError::Invisible => text(lang, "name-invisible", None),
            NameError::TooLong => message(
                lang,
                "name-too-long",
                &[("max", crate::cli::MAX_NAME_CHARS.into())],
            ),
        }
    }
}

#[cfg(test)]
#[path = "describe_tests.rs"]
mod tests;
