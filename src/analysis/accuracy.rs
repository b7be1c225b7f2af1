//! How well each side played, from the evals after each move: lila's `AccuracyPercent`
//! (a move's accuracy and the game's) and `AccuracyCP` (the average centipawn loss).

use super::eval::{Eval, INITIAL_EVAL};
use crate::rules::{ByColor, Color};

/// The accuracy, 0 to 100, of a move that took its mover's winning percentage from
/// `before` to `after` (both from the mover's side): 100 when it lost nothing, falling
/// fast with the percentage lost, with lichess's point of bonus for the engine's own
/// uncertainty (lila's `AccuracyPercent.fromWinPercents`).
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let lost = before - after;
    let raw =
        103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * lost).exp() - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// Each side's accuracy over the game (lila's `AccuracyPercent.gameAccuracy`), from the
/// evals after each move in order, the first move made by `first`: the mean of the moves'
/// accuracies weighted by how much the position swung around them, and of their harmonic
/// mean, so that one blunder in a quiet game weighs as it should. `None` until each side
/// has moved.
pub fn game_accuracy(first: Color, after_each_move: &[Eval]) -> Option<ByColor<f64>> {
    let wins: Vec<f64> = std::iter::once(INITIAL_EVAL)
        .chain(after_each_move.iter().copied())
        .map(Eval::win_percent)
        .collect();
    let window = (after_each_move.len() / 10).clamp(2, 8);
    let weights = swing_weights(&wins, window);
    let mut moves: ByColor<Vec<(f64, f64)>> = ByColor::default();
    for (ply, (pair, weight)) in wins.windows(2).zip(weights).enumerate() {
        let mover = if ply % 2 == 0 { first } else { !first };
        let (before, after) = match mover {
            Color::White => (pair[0], pair[1]),
            Color::Black => (100.0 - pair[0], 100.0 - pair[1]),
        };
        moves[mover].push((move_accuracy(before, after), weight));
    }
    let white = side_accuracy(&moves.white)?;
    let black = side_accuracy(&moves.black)?;
    Some(ByColor { white, black })
}

/// The weight of each move: the standard deviation of the winning percentages in a window
/// around it, within 0.5 and 12. The first moves share the first window, as lila's do.
fn swing_weights(wins: &[f64], window: usize) -> Vec<f64> {
    let window = window.min(wins.len());
    let first = &wins[..window];
    let leading = window.saturating_sub(2);
    let sliding = wins.windows(window.max(1));
    std::iter::repeat_n(first, leading)
        .chain(sliding)
        .map(|values| standard_deviation(values).clamp(0.5, 12.0))
        .collect()
}

/// One side's game accuracy from its moves' accuracies and weights: the mean of their
/// weighted mean and their harmonic mean; `None` for a side that has not moved.
fn side_accuracy(moves: &[(f64, f64)]) -> Option<f64> {
    if moves.is_empty() {
        return None;
    }
    let total_weight: f64 = moves.iter().map(|&(_, weight)| weight).sum();
    if total_weight == 0.0 {
        return None;
    }
    let weighted = moves
        .iter()
        .map(|&(accuracy, weight)| accuracy * weight)
        .sum::<f64>()
        / total_weight;
    let harmonic = moves.len() as f64
        / moves
            .iter()
            .map(|&(accuracy, _)| 1.0 / accuracy.max(1.0))
            .sum::<f64>();
    Some((weighted + harmonic) / 2.0)
}

/// The population standard deviation of `values`.
fn standard_deviation(values: &[f64]) -> f64 {
    let count = values.len() as f64;
    let mean = values.iter().sum::<f64>() / count;
    let variance = values
        .iter()
        .map(|value| (value - mean).powi(2))
        .sum::<f64>()
        / count;
    variance.sqrt()
}

/// Each side's average centipawn loss (lila's `AccuracyCP`), from the evals after each
/// move, the first made by `first`: the mean of what each of the side's moves lost, capped
/// evals and mates counting as 1,000, a gain counting as no loss, rounded as lichess
/// rounds. `None` for a side that has not moved.
pub fn average_centipawn_loss(first: Color, after_each_move: &[Eval]) -> ByColor<Option<u32>> {
    let evals: Vec<i32> = std::iter::once(INITIAL_EVAL)
        .chain(after_each_move.iter().copied())
        .map(Eval::ceiled_cp)
        .collect();
    let mut losses: ByColor<Vec<i32>> = ByColor::default();
    for (ply, pair) in evals.windows(2).enumerate() {
        let mover = if ply % 2 == 0 { first } else { !first };
        let change = pair[1] - pair[0];
        let lost = match mover {
            Color::White => -change,
            Color::Black => change,
        };
        losses[mover].push(lost.max(0));
    }
    losses.map(|lost| {
        if lost.is_empty() {
            return None;
        }
        let mean = f64::from(lost.iter().sum::<i32>()) / lost.len() as f64;
        // Java's Math.round: halves go up.
        Some((mean + 0.5).floor() as u32)
    })
}
