//! What stays the same from one game of a session to the next ([`Settings`]), where each
//! game starts ([`Start`]), and a new game made from them.

use crate::game::time_control::TimeControl;
use crate::game::{ClockStart, DrawRules, Flip, Game, Header, TimedGame};
use crate::i18n::Lang;
use crate::look::{ColourDepth, ThemeName};
use crate::rules::{ByColor, Position, Variant};

/// Where each game of a session starts, and so which chess it plays: a variant's usual
/// start, a FEN (of its variant), or Chess960.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    /// The usual starting position of a variant (standard chess's for the usual game).
    Usual(Variant),
    /// A position given as FEN.
    Position(Position),
    /// A Chess960 start: the numbered one, or a random one for every game.
    Chess960(Option<u16>),
}

/// When the terminal bell rings: never, at the warnings of the clocks, or at every move too.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bell {
    /// Never.
    Quiet,
    /// With ten seconds left on a clock, and when a flag falls.
    Warnings,
    /// At the clocks' warnings, and at every move of a timed game.
    EveryMove,
}

impl Bell {
    /// The bell of a player's two switches: whether it rings at all, and whether at every
    /// move too (which a silenced bell does not).
    pub fn of(rings: bool, every_move: bool) -> Bell {
        match (rings, every_move) {
            (false, _) => Bell::Quiet,
            (true, false) => Bell::Warnings,
            (true, true) => Bell::EveryMove,
        }
    }
}

/// What stays the same from one game to the next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The players' names, as given (a side's own name when none was).
    pub names: ByColor<String>,
    /// The control of every game of the session.
    pub control: TimeControl,
    /// Whether repetitions and fifty moves end a game or are claimed.
    pub draw_rules: DrawRules,
    /// Where each game starts, `new` ones included.
    pub start: Start,
    /// Letters instead of figurines.
    pub ascii: bool,
    /// The colours of the board, its pieces and its highlights.
    pub theme: ThemeName,
    /// How many colours the terminal shows (none when `NO_COLOR` is set).
    pub depth: ColourDepth,
    /// Which side is at the bottom; `flip` changes it, for this game and the next.
    pub flip: Flip,
    /// The language of the screen.
    pub lang: Lang,
    /// Whether the mouse plays (else the terminal keeps it, for selecting text).
    pub mouse: bool,
    /// Whether a typed move plays as soon as its text names it and no longer text could name
    /// another, without Enter (`--instant`).
    pub instant: bool,
    /// Whether a move may be taken back (`--takebacks off` forbids it).
    pub takebacks: bool,
    /// Whether a drawn game is scored as Black's win: Armageddon, Black's draw odds.
    pub armageddon: bool,
    /// When the clock of a game starts: with the game (FIDE 6.6), or with White's first
    /// move.
    pub clock_start: ClockStart,
    /// When the terminal bell rings.
    pub bell: Bell,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            names: ByColor::new_with(|color| color.name().to_string()),
            control: TimeControl::untimed(),
            draw_rules: DrawRules::Club,
            start: Start::Usual(Variant::Standard),
            ascii: false,
            theme: ThemeName::default(),
            depth: ColourDepth::default(),
            flip: Flip::White,
            lang: Lang::En,
            mouse: true,
            instant: false,
            takebacks: true,
            armageddon: false,
            clock_start: ClockStart::Game,
            bell: Bell::Quiet,
        }
    }
}

impl Settings {
    /// These settings for playing on with `timed`, a game saved or loaded: its players,
    /// control, draw rules, start, and how it was played as its tags (`kept`) keep it: the
    /// orientation, and moves at once (which the settings may turn on too); the rest (the
    /// look, the language, the mouse) as they are.
    pub fn playing(&self, timed: &TimedGame, kept: &Header) -> Settings {
        let game = timed.game();
        Settings {
            names: kept.names.clone(),
            control: timed.control().clone(),
            draw_rules: game.draw_rules(),
            start: if game.is_chess960() {
                Start::Chess960(None)
            } else if *game.start() == Position::start(game.variant()) {
                Start::Usual(game.variant())
            } else {
                Start::Position(*game.start())
            },
            flip: kept.flip.unwrap_or(self.flip),
            instant: self.instant || kept.instant,
            takebacks: self.takebacks && kept.takebacks,
            armageddon: game.is_armageddon(),
            ..self.clone()
        }
    }

    /// The tags of a new game under these settings: the players, the control and the
    /// orientation.
    pub fn header(&self) -> Header {
        Header {
            names: self.names.clone(),
            time_control: self.control.clone(),
            flip: Some(self.flip),
            instant: self.instant,
            takebacks: self.takebacks,
            ..Header::default()
        }
    }

    /// A new game of the session: its start, rules, scoring and control. `random` picks a
    /// random Chess960 start, and moves on.
    pub fn new_game(&self, random: &mut u64) -> TimedGame {
        let mut game = new_game(&self.start, self.draw_rules, random);
        game.set_armageddon(self.armageddon);
        TimedGame::new(game, self.control.clone())
    }
}

/// A game from `start`, Chess960's a random one when no number is given (moving `random` on).
fn new_game(start: &Start, draw_rules: DrawRules, random: &mut u64) -> Game {
    match start {
        Start::Usual(variant) => Game::new(Position::start(*variant), draw_rules),
        Start::Position(position) if position.has_chess960_castling() => {
            Game::chess960(*position, draw_rules)
        }
        Start::Position(position) => Game::new(*position, draw_rules),
        Start::Chess960(number) => {
            let number = number.unwrap_or_else(|| {
                *random ^= *random << 13;
                *random ^= *random >> 7;
                *random ^= *random << 17;
                (*random % 960) as u16
            });
            let start = Position::chess960(number).unwrap_or_else(Position::startpos);
            Game::chess960(start, draw_rules)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Bell, Settings, Start};
    use crate::game::{Header, TimedGame};
    use crate::rules::{Position, Variant, fen};

    /// A new game of each start plays its variant, and playing on with it keeps the start:
    /// a variant's usual start, a FEN of a variant, Chess960.
    #[test]
    fn a_game_plays_the_variant_of_its_start_and_keeps_it() {
        let zh = fen::read_in("4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1", Variant::Crazyhouse).unwrap();
        let cases = [
            (Start::Usual(Variant::Standard), Variant::Standard, false),
            (
                Start::Usual(Variant::Crazyhouse),
                Variant::Crazyhouse,
                false,
            ),
            (
                Start::Usual(Variant::RacingKings),
                Variant::RacingKings,
                false,
            ),
            (Start::Usual(Variant::Horde), Variant::Horde, false),
            (Start::Position(zh), Variant::Crazyhouse, false),
            (Start::Chess960(Some(0)), Variant::Standard, true),
        ];
        for (start, variant, chess960) in cases {
            let settings = Settings {
                start: start.clone(),
                ..Settings::default()
            };
            let timed: TimedGame = settings.new_game(&mut 1);
            let game = timed.game();
            assert_eq!(
                (game.variant(), game.is_chess960()),
                (variant, chess960),
                "{start:?}"
            );
            if let Start::Usual(variant) = start {
                assert_eq!(game.start(), &Position::start(variant));
            }
            let again = Settings::default().playing(&timed, &Header::default());
            let kept = match &start {
                Start::Chess960(_) => Start::Chess960(None),
                other => other.clone(),
            };
            assert_eq!(again.start, kept, "{start:?}");
        }
    }

    #[test]
    fn the_two_switches_make_three_bells() {
        let cases = [
            (false, false, Bell::Quiet),
            (false, true, Bell::Quiet),
            (true, false, Bell::Warnings),
            (true, true, Bell::EveryMove),
        ];
        for (rings, every_move, bell) in cases {
            assert_eq!(Bell::of(rings, every_move), bell, "{rings} {every_move}");
        }
    }
}
