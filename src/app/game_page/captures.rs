//! The pieces each side has captured, after every ply: counted once per move as moves are
//! played, so that the screen asks for them at any ply at no cost that grows with the game.

use crate::rules::{ByColor, Color, Move, Position, Role};

/// How many pieces of each role (pawn to queen, by [`Role`] order) a side has captured.
type Tally = [u16; 5];

/// The pieces each side has captured after each ply of a game, from its start.
#[derive(Debug, Clone)]
pub(super) struct Captures {
    /// `after[i]` counts what each side had captured after `i` plies; `after[0]` is nothing.
    after: Vec<ByColor<Tally>>,
}

impl Default for Captures {
    fn default() -> Captures {
        Captures {
            after: vec![ByColor::new_with(|_| Tally::default())],
        }
    }
}

impl Captures {
    /// How many plies are counted.
    pub(super) fn plies(&self) -> usize {
        self.after.len() - 1
    }

    /// Forgets the plies after the first `plies` (after a takeback or a new game).
    pub(super) fn truncate(&mut self, plies: usize) {
        self.after.truncate(plies + 1);
    }

    /// Counts the next ply: `m`, played in `before`. A promotion is no capture, and a pawn
    /// taken en passant is a pawn.
    pub(super) fn push(&mut self, before: &Position, m: Move) {
        let mut next = *self.after.last().expect("the start is always counted");
        if let Some(role) = before.captured_role(m) {
            next.get_mut(before.turn())[role as usize] += 1;
        }
        self.after.push(next);
    }

    /// The pieces `color` had captured after `plies` plies (the last ply counted when there
    /// are fewer), in order of value, queen first.
    pub(super) fn by(&self, color: Color, plies: usize) -> Vec<Role> {
        let tally = self.after[plies.min(self.plies())].get(color);
        Role::ALL[..5]
            .iter()
            .rev()
            .flat_map(|&role| std::iter::repeat_n(role, usize::from(tally[role as usize])))
            .collect()
    }
}
