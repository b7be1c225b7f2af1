//! Games to and from PGN: a visitor that plays the moves of a PGN game by the rules, and the
//! export of a game with its tags and clock times.

use std::time::Duration;

use thiserror::Error;

use super::header::Header;
use super::outcome::{DrawRules, Outcome};
use super::record::{Game, GameError, Variant};
use crate::notation::MoveNumber;
use crate::notation::pgn::{Flow, Visitor};
use crate::notation::pgn::{Movetext, WrittenMove, write_game};
use crate::notation::san::{San, SanError};
use crate::phrase;
use crate::rules::{FenError, Position, fen};
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
/// and stops a game at its first unplayable move. The game and tags of the last game read
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
}

/// What a [`GamePlayer`] keeps of each game besides its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keep {
    /// Only what replaying needs: the players' names, the set-up and the result.
    ForReplay,
    /// Every tag pair, for [`GamePlayer::tags`], and the `[%clk]` times on the moves: what
    /// loading a game to play on needs.
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
                self.game.restart(position, variant);
                Flow::Continue
            }
            Err(problem) => self.fail(problem),
        }
    }

    #[inline]
    fn san(&mut self, token: &str) -> Flow {
        match self.game.play_text(token) {
            Ok(_) => Flow::Continue,
            Err(error) => self.refuse_move(token, error),
        }
    }

    fn reads_comments(&self) -> bool {
        self.keep == Keep::Everything
    }

    fn comment(&mut self, text: &str) -> Flow {
        if self.keep == Keep::Everything
            && let Some(clock) = clock_comment(text)
        {
            self.game.annotate_clock(clock);
        }
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

/// The time in a `[%clk h:mm:ss]` command inside a comment.
fn clock_comment(text: &str) -> Option<Duration> {
    const COMMAND: &[u8] = b"[%clk";
    // Most clock comments hold nothing else; look further only when they do.
    let start = if text.as_bytes().starts_with(COMMAND) {
        0
    } else {
        text.as_bytes()
            .windows(COMMAND.len())
            .position(|w| w == COMMAND)?
    };
    let rest = &text[start + COMMAND.len()..];
    let end = rest.find(']')?;
    parse_clk(&rest[..end])
}

/// The value of a PGN `[%clk ...]` comment: `h:mm:ss` (`0:04:58`), with tenths under a minute
/// (`0:00:45.3`). Truncates like [`format_clock`](super::clock::format_clock).
pub fn format_clk(value: Duration) -> String {
    let secs = value.as_secs();
    let (hours, minutes, seconds) = (secs / 3600, secs / 60 % 60, secs % 60);
    if value < Duration::from_secs(60) {
        let tenths = value.subsec_millis() / 100;
        format!("{hours}:{minutes:02}:{seconds:02}.{tenths}")
    } else {
        format!("{hours}:{minutes:02}:{seconds:02}")
    }
}

/// Reads a PGN `[%clk ...]` value: `h:mm:ss`, `h:mm:ss.s`, `m:ss` or seconds alone, with up
/// to nine decimals on the seconds. Minutes and seconds after the first field are under 60.
/// `None` for anything else.
fn parse_clk(text: &str) -> Option<Duration> {
    // Read byte by byte: this runs for every move of a PGN file with clock comments.
    let bytes = text.trim().as_bytes();
    let (whole, fraction) = match bytes.iter().position(|&b| b == b'.') {
        Some(point) => (&bytes[..point], Some(&bytes[point + 1..])),
        None => (bytes, None),
    };
    let mut total: u64 = 0;
    for (i, field) in whole.split(|&b| b == b':').enumerate() {
        let value = parse_clk_field(field)?;
        if i >= 3 || (i > 0 && value >= 60) {
            return None;
        }
        total = total.checked_mul(60)?.checked_add(value)?;
    }
    let nanos = match fraction {
        None => 0,
        Some(digits) => parse_fraction_nanos(digits)?,
    };
    Some(Duration::new(total, nanos))
}

/// One field of a clock value: 1 to 18 ASCII digits.
fn parse_clk_field(field: &[u8]) -> Option<u64> {
    if field.is_empty() || field.len() > 18 {
        return None;
    }
    field.iter().try_fold(0u64, |value, &b| {
        b.is_ascii_digit().then(|| value * 10 + u64::from(b - b'0'))
    })
}

/// The decimals after a seconds field as nanoseconds: 1 to 9 digits.
fn parse_fraction_nanos(digits: &[u8]) -> Option<u32> {
    if digits.is_empty() || digits.len() > 9 {
        return None;
    }
    let value = digits.iter().try_fold(0u32, |value, &b| {
        b.is_ascii_digit().then(|| value * 10 + u32::from(b - b'0'))
    })?;
    Some(value * 10u32.pow(9 - digits.len() as u32))
}

/// The outcome of a game as the PGN `Result` tag and result token: `*` while it goes on.
fn result_token(outcome: Option<Outcome>) -> &'static str {
    outcome.map_or("*", |outcome| outcome.result.pgn())
}

/// Writes a game as PGN: the seven-tag roster, `SetUp`/`FEN` for a set-up start, `Variant`
/// for Chess960, `TimeControl` and `Termination` where they apply (not for a win whose
/// reason was never recorded), the header's extra tags,
/// and the movetext with `[%clk]` comments when the game had clocks.
pub fn export(game: &Game, header: &Header) -> String {
    let outcome = game.outcome();
    let result = result_token(outcome);
    let mut tags: Vec<(&str, String)> = vec![
        ("Event", header.event.clone()),
        ("Site", header.site.clone()),
        ("Date", header.date.clone()),
        ("Round", header.round.clone()),
        ("White", header.names.white.clone()),
        ("Black", header.names.black.clone()),
        ("Result", result.to_string()),
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
    tags.push(("TimeControl", header.time_control.to_pgn()));
    if let Some(termination) = outcome.and_then(|outcome| outcome.reason.termination()) {
        tags.push(("Termination", termination.to_string()));
    }
    for (name, value) in &header.extra {
        tags.push((name, value.clone()));
    }

    let sans: Vec<San> = (0..game.plies().len())
        .filter_map(|i| game.san(i))
        .collect();
    let comments: Vec<Option<String>> = game
        .plies()
        .iter()
        .map(|ply| {
            ply.clock
                .map(|clock| format!("[%clk {}]", format_clk(clock)))
        })
        .collect();
    let moves: Vec<WrittenMove<'_>> = sans
        .iter()
        .zip(&comments)
        .map(|(&san, comment)| WrittenMove {
            san,
            comment: comment.as_deref(),
        })
        .collect();
    let tag_refs: Vec<(&str, &str)> = tags.iter().map(|(n, v)| (*n, v.as_str())).collect();
    write_game(
        &tag_refs,
        &Movetext {
            first: MoveNumber::of(start),
            moves: &moves,
            result,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Reason;
    use crate::notation::pgn::Reader;

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
            clock_comment("[%clk 0:04:58]"),
            Some(Duration::from_secs(298))
        );
        assert_eq!(
            clock_comment("good move [%eval 0.3] [%clk 1:00:00.5]"),
            Some(Duration::from_millis(3_600_500))
        );
        assert_eq!(clock_comment("no clock here"), None);
        assert_eq!(clock_comment("[%clk broken"), None);
    }

    #[test]
    fn clk_values_are_written_as_pgn_clocks_do() {
        let cases = [
            (Duration::from_secs(298), "0:04:58"),
            (Duration::from_secs(3 * 3600 + 300), "3:05:00"),
            (Duration::from_secs(60), "0:01:00"),
            (Duration::from_millis(59_999), "0:00:59.9"),
            (Duration::from_millis(45_370), "0:00:45.3"),
            (Duration::ZERO, "0:00:00.0"),
        ];
        for (value, text) in cases {
            assert_eq!(format_clk(value), text, "{value:?}");
            // What was written reads back as the value, truncated as the text shows it.
            let shown = if value < Duration::from_secs(60) {
                Duration::from_millis(value.as_millis() as u64 / 100 * 100)
            } else {
                Duration::from_secs(value.as_secs())
            };
            assert_eq!(parse_clk(text), Some(shown), "{text}");
            assert_eq!(format_clk(shown), text);
        }
    }

    #[test]
    fn clk_values_are_read_in_every_usual_form() {
        let cases = [
            ("0:05:00", Some(Duration::from_secs(300))),
            ("1:59:58", Some(Duration::from_secs(7198))),
            (" 0:00:45.3 ", Some(Duration::from_millis(45_300))),
            ("0:00:05.25", Some(Duration::from_millis(5_250))),
            ("4:58", Some(Duration::from_secs(298))),
            ("90:00", Some(Duration::from_secs(5400))),
            ("45", Some(Duration::from_secs(45))),
            ("45.123456789", Some(Duration::new(45, 123_456_789))),
            ("", None),
            ("a:b", None),
            ("0:60:00", None),
            ("0:00:60", None),
            ("1:2:3:4", None),
            ("0:04:5x", None),
            ("-1:00:00", None),
            ("0:00:45.", None),
            ("0:00:45.1234567890", None),
            ("0::45", None),
            ("99999999999999999999:00:00", None),
        ];
        for (text, value) in cases {
            assert_eq!(parse_clk(text), value, "{text:?}");
        }
    }
}
