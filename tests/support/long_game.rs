//! Long legal games, made up move by move: a game of any length up to about 10,000 plies that
//! nothing ends before its last move, for the tests and benchmarks of long games.
//!
//! The game is played under FIDE draw rules from the usual start by a fixed pseudo-random
//! walk that spends the game's irreversible moves sparingly: quiet moves (no pawn moves, no
//! captures) for as long as the seventy-five-move rule allows, chosen so that no position
//! occurs more than twice and none ends the game, and then one pawn move or capture to start
//! the count again, a pawn's single step when there is one. Every move is checked by playing
//! it: no move mates, stalemates, leaves a dead position or a fifth repetition.

use hotseat::game::{DrawRules, Game};
use hotseat::rules::{Move, MoveKind, Role};

/// Half-moves of quiet play before an irreversible move is looked for.
const QUIET: u32 = 140;
/// Half-moves of quiet play after which any irreversible move is taken (the seventy-five-move
/// rule ends the game at 150).
const LAST_CHANCE: u32 = 146;

/// A small deterministic generator of pseudo-random numbers (xorshift).
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// How much an irreversible move is worth keeping for later: lower is spent first.
fn cost(game: &Game, m: Move) -> Option<u8> {
    let position = game.position();
    let captured = position.captured_role(m);
    let pawn = m.role() == Role::Pawn;
    let double_step = pawn && (m.to() as i32 - m.from() as i32).abs() == 16;
    Some(match (pawn, captured, m.kind()) {
        (_, _, MoveKind::Castle) => return None,
        (true, None, MoveKind::Promotion(_)) => 3,
        (true, None, _) if double_step => 2,
        (true, None, _) => 0,
        (true, Some(Role::Pawn), _) => 4,
        (true, Some(_), _) => 1,
        (false, Some(Role::Pawn), _) => 6,
        (false, Some(_), _) => 5,
        (false, None, _) => return None,
    })
}

/// Whether playing `m` keeps the game going with no position seen a third time.
fn keeps_going(game: &mut Game, m: Move) -> bool {
    if game.play(m, None).is_err() {
        return false;
    }
    let fine = game.outcome().is_none() && game.repetitions() <= 2;
    game.take_back(1).expect("the move just played");
    fine
}

/// A legal game of `plies` half-moves or a few more, under FIDE draw rules, that nothing has
/// ended and whose last move is a pawn move or a capture (so that it goes on under club rules
/// too). Made the same way every time.
pub fn long_game(plies: usize) -> Game {
    let mut game = Game::standard(DrawRules::Fide);
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    while game.plies().len() < plies || game.position().halfmove_clock() != 0 {
        let clock = game.position().halfmove_clock();
        let mut moves: Vec<Move> = game.position().legal_moves().iter().copied().collect();
        // Shuffled, so that the walk wanders.
        for i in (1..moves.len()).rev() {
            moves.swap(i, random.below(i + 1));
        }
        let due = clock >= QUIET || game.plies().len() >= plies;
        let chosen = if due {
            let mut resets: Vec<(u8, Move)> = moves
                .iter()
                .filter_map(|&m| Some((cost(&game, m)?, m)))
                .collect();
            resets.sort_by_key(|&(cost, _)| cost);
            let cheap = clock >= LAST_CHANCE || game.plies().len() >= plies;
            resets
                .into_iter()
                .filter(|&(cost, _)| cheap || cost <= 1)
                .map(|(_, m)| m)
                .find(|&m| keeps_going(&mut game, m))
        } else {
            None
        };
        let chosen = chosen.or_else(|| {
            let quiet = moves.iter().copied().filter(|&m| cost(&game, m).is_none());
            let quiet: Vec<Move> = quiet.collect();
            quiet.into_iter().find(|&m| keeps_going(&mut game, m))
        });
        let chosen = chosen.or_else(|| moves.iter().copied().find(|&m| keeps_going(&mut game, m)));
        let Some(m) = chosen else {
            panic!("the walk is stuck after {} plies", game.plies().len());
        };
        game.play(m, None).expect("a legal move");
    }
    game
}
