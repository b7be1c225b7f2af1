//! The engine's review on the screen: while it runs, a progress bar (positions done, time
//! left); once there is one, each side's accuracy, average centipawn loss and marks, what
//! the review says of the move viewed ("Best was g6" with the engine's line), and the eval
//! graph (a ratatui chart of White's winning chances after each move, the marked moves
//! dotted on it and the move viewed a vertical line; a click on it goes to that move).
//! Beside the board, the eval bar of the position shown. Widgets given what they draw.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Widget};

use super::fit;
use super::theme::Look;
use crate::analysis::{Advice, Eval, INITIAL_EVAL, Judgement, Review};
use crate::i18n::{Lang, length_of_time, say, screen_san, side_name};
use crate::notation::MoveNumber;
use crate::notation::san::San;
use crate::rules::{Color, Position as ChessPosition};
use crate::tools::analyse::{figures_said, judgement_phrase};
use crate::tr;

/// The panel of the engine's review, under the move list.
#[derive(Debug, Clone, Copy)]
pub struct AnalysisPanel<'a> {
    /// How far the review has got.
    pub state: PanelState<'a>,
    /// The styles, and the language of the words.
    pub look: Look,
}

/// What the panel shows.
#[derive(Debug, Clone, Copy)]
pub enum PanelState<'a> {
    /// The review runs: positions done of all, and the time left when known.
    Running {
        /// Positions searched.
        done: usize,
        /// All the positions.
        total: usize,
        /// The time the rest will take at the pace so far.
        left: Option<Duration>,
    },
    /// The review, with the game's moves.
    Done {
        /// The review of the game's first moves (all of them, unless it was stopped).
        review: &'a Review,
        /// The game's moves.
        sans: &'a [San],
        /// The position the game starts from: it numbers the moves.
        start: &'a ChessPosition,
        /// The number of moves that lead to the position shown.
        shown: usize,
    },
}

impl Widget for AnalysisPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.is_empty() {
            return;
        }
        let lines = self.lines(usize::from(area.width));
        for (line, y) in lines.into_iter().zip(area.top()..area.bottom()) {
            line.render(row(area, y), buf);
        }
        if let Some(graph) = self.graph_area(area) {
            self.render_graph(graph, buf);
        }
    }
}

impl AnalysisPanel<'_> {
    /// The lines of words for `width` columns: the progress, or the figures and the move
    /// viewed.
    fn lines(&self, width: usize) -> Vec<Line<'static>> {
        let Look { theme, lang } = self.look;
        match self.state {
            PanelState::Running { done, total, left } => {
                let mut said = vec![
                    (
                        tr!(lang, "analysis-running", done = done, total = total),
                        Style::new(),
                    ),
                    (progress_bar(done, total, theme.is_ascii()), Style::new()),
                ];
                if let Some(left) = left {
                    let left = length_of_time(lang, Duration::from_secs(left.as_secs()));
                    said.push((tr!(lang, "analysis-time-left", time = left), Style::new()));
                }
                said.push((tr!(lang, "analysis-stop"), theme.dim()));
                wrapped(said, width)
            }
            PanelState::Done {
                review,
                sans,
                start,
                shown,
            } => {
                let mut lines: Vec<Line<'static>> = Color::ALL
                    .iter()
                    .map(|&side| side_line(review, side, width, self.look))
                    .collect();
                lines.extend(wrapped(
                    viewed_lines(review, sans, start, shown, width, self.look),
                    width,
                ));
                lines
            }
        }
    }

    /// Where the graph goes in `area`: under the words, when a review is shown and two
    /// rows are left for it.
    fn graph_area(&self, area: Rect) -> Option<Rect> {
        let PanelState::Done { review, .. } = self.state else {
            return None;
        };
        let words = u16::try_from(self.lines(usize::from(area.width)).len()).unwrap_or(u16::MAX);
        let graph = Rect {
            y: area.y.saturating_add(words.min(area.height)),
            height: area.height.saturating_sub(words),
            ..area
        };
        (graph.height >= 2 && graph.width >= 4 && !review.moves.is_empty()).then_some(graph)
    }

    /// The move whose point of the graph is at `position` of the panel drawn in `area` (its
    /// index in the game), if the graph is there.
    pub fn move_at(&self, area: Rect, position: Position) -> Option<usize> {
        let graph = self.graph_area(area)?;
        let PanelState::Done { review, .. } = self.state else {
            return None;
        };
        if !graph.contains(position) {
            return None;
        }
        let last = review.moves.len().checked_sub(1)?;
        let across = f64::from(position.x - graph.x) / f64::from((graph.width - 1).max(1));
        Some(((across * last as f64).round() as usize).min(last))
    }

    /// The eval graph: White's winning chances after each move, from -1 (Black wins) to 1,
    /// the marked moves dotted in their colours and the move viewed a vertical line.
    fn render_graph(&self, area: Rect, buf: &mut Buffer) {
        let PanelState::Done { review, shown, .. } = self.state else {
            return;
        };
        let Look { theme, .. } = self.look;
        let last = review.moves.len().saturating_sub(1).max(1) as f64;
        let chances: Vec<(f64, f64)> = review
            .moves
            .iter()
            .enumerate()
            .map(|(ply, reviewed)| (ply as f64, reviewed.win / 50.0 - 1.0))
            .collect();
        let middle = [(0.0, 0.0), (last, 0.0)];
        let viewed = shown.checked_sub(1).map(|ply| ply as f64);
        let viewed_line = viewed.map(|x| [(x, -1.0), (x, 1.0)]);
        let marked = |judgement: Judgement| -> Vec<(f64, f64)> {
            review
                .moves
                .iter()
                .zip(&chances)
                .filter(|(reviewed, _)| {
                    reviewed
                        .advice
                        .is_some_and(|advice| advice.judgement == judgement)
                })
                .map(|(_, &point)| point)
                .collect()
        };
        let marks = [
            Judgement::Inaccuracy,
            Judgement::Mistake,
            Judgement::Blunder,
        ]
        .map(|judgement| (judgement, marked(judgement)));
        let mut datasets = vec![
            Dataset::default()
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .style(theme.dim())
                .data(&middle),
            Dataset::default()
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .data(&chances),
        ];
        if let Some(line) = &viewed_line {
            datasets.push(
                Dataset::default()
                    .marker(Marker::Braille)
                    .graph_type(GraphType::Line)
                    .style(theme.selected())
                    .data(line),
            );
        }
        for (judgement, points) in &marks {
            datasets.push(
                Dataset::default()
                    .marker(Marker::Dot)
                    .graph_type(GraphType::Scatter)
                    .style(theme.judgement(*judgement))
                    .data(points),
            );
        }
        if theme.is_ascii() {
            return ascii_graph(area, &chances, &marks, viewed, buf);
        }
        Chart::new(datasets)
            .x_axis(Axis::default().bounds([0.0, last]))
            .y_axis(Axis::default().bounds([-1.0, 1.0]))
            .render(area, buf);
    }
}

/// The graph in ASCII, a cell a point: `*` for White's chances after each move (`?` where
/// the move is marked), `-` for the even line, `|` down the move viewed.
fn ascii_graph(
    area: Rect,
    chances: &[(f64, f64)],
    marks: &[(Judgement, Vec<(f64, f64)>)],
    viewed: Option<f64>,
    buf: &mut Buffer,
) {
    let last = chances.len().saturating_sub(1).max(1) as f64;
    let width = f64::from(area.width.saturating_sub(1).max(1));
    let height = f64::from(area.height.saturating_sub(1));
    let column = |x: f64| area.x + (x / last * width).round() as u16;
    let row = |y: f64| area.y + ((1.0 - y) / 2.0 * height).round() as u16;
    for x in area.left()..area.right() {
        buf[(x, row(0.0))].set_symbol("-");
    }
    if let Some(x) = viewed {
        for y in area.top()..area.bottom() {
            buf[(column(x), y)].set_symbol("|");
        }
    }
    for &(x, y) in chances {
        buf[(column(x), row(y))].set_symbol("*");
    }
    for (_, points) in marks {
        for &(x, y) in points {
            buf[(column(x), row(y))].set_symbol("?");
        }
    }
}

/// `White 94.2% · ACPL 12 · 1?! 1??` (the marks it has), as much of it as `width` holds.
fn side_line(review: &Review, side: Color, width: usize, look: Look) -> Line<'static> {
    let Look { theme, lang } = look;
    let figures = &review.sides[side];
    let (accuracy, acpl) = figures_said(figures, lang);
    let name = side_name(lang, side);
    let mut text = format!(
        "{name} {}",
        tr!(lang, "analysis-side", accuracy = accuracy, acpl = acpl)
    );
    let marks: Vec<String> = [
        (figures.inaccuracies, Judgement::Inaccuracy),
        (figures.mistakes, Judgement::Mistake),
        (figures.blunders, Judgement::Blunder),
    ]
    .into_iter()
    .filter(|&(count, _)| count > 0)
    .map(|(count, judgement)| format!("{count}{}", judgement.glyph()))
    .collect();
    if !marks.is_empty() {
        text = format!("{text} · {}", marks.join(" "));
    }
    let text = fit::items(&text, width);
    let rest = text
        .strip_prefix(name.as_str())
        .unwrap_or(&text)
        .to_string();
    Line::from(vec![Span::styled(name, theme.heading()), Span::raw(rest)])
}

/// What the review says of the move viewed, with the style of each: `3... Nf6?? #1 · a
/// blunder` (in the mark's colour), then `Best was g6: Qf3 Nf6` for a marked move. At the
/// start, its eval; for a move not reviewed, why. The engine's line takes one row of
/// `width` at most.
fn viewed_lines(
    review: &Review,
    sans: &[San],
    start: &ChessPosition,
    shown: usize,
    width: usize,
    look: Look,
) -> Vec<(String, Style)> {
    let Look { theme, lang } = look;
    let Some(ply) = shown.checked_sub(1) else {
        let eval = eval_text(INITIAL_EVAL);
        return vec![(tr!(lang, "analysis-start", eval = eval), Style::new())];
    };
    let (Some(reviewed), Some(&san)) = (review.moves.get(ply), sans.get(ply)) else {
        return vec![(tr!(lang, "analysis-not-reviewed"), theme.dim())];
    };
    let number = MoveNumber::of_ply(start, ply);
    let glyph = reviewed
        .advice
        .map_or("", |advice| advice.judgement.glyph());
    let mut first = format!(
        "{number} {}{glyph}  {}",
        screen_san(lang, san),
        eval_text(reviewed.eval)
    );
    let Some(advice) = reviewed.advice else {
        return vec![(first, Style::new())];
    };
    first.push_str(&format!(" · {}", judgement_text(lang, advice)));
    let mut lines = vec![(first, theme.judgement(advice.judgement))];
    if let Some(best) = reviewed.best {
        let rest: Vec<String> = reviewed
            .line
            .iter()
            .skip(1)
            .map(|&san| screen_san(lang, san))
            .collect();
        let best = screen_san(lang, best);
        // As much of the line as one row holds, whole moves, `…` for the rest.
        let said = |moves: usize| {
            let mut line = rest[..moves].join(" ");
            if moves < rest.len() {
                line.push_str(" …");
            }
            match moves {
                0 => tr!(lang, "analysis-best", best = best.clone()),
                _ => tr!(lang, "analysis-best-line", best = best.clone(), line = line),
            }
        };
        let fits = (0..=rest.len())
            .rev()
            .find(|&moves| Span::raw(said(moves)).width() <= width)
            .unwrap_or(0);
        lines.push((said(fits), Style::new()));
    }
    lines
}

/// The mark in words, as the report says it: `a blunder`.
fn judgement_text(lang: Lang, advice: Advice) -> String {
    say(lang, &judgement_phrase(advice))
}

/// An eval as lichess shows it: as PGN writes it, with White's advantage signed (`+0.25`,
/// `-1.50`, `#3`, `#-3`).
fn eval_text(eval: Eval) -> String {
    match eval {
        Eval::Cp(cp) if cp >= 0 => format!("+{}", eval.pgn()),
        _ => eval.pgn(),
    }
}

/// `[██████░░░░░░]`: the share of positions done, in eighths.
fn progress_bar(done: usize, total: usize, ascii: bool) -> String {
    const WIDTH: usize = 16;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(0).min(WIDTH);
    let (full, empty) = if ascii { ("#", ".") } else { ("█", "░") };
    format!("[{}{}]", full.repeat(filled), empty.repeat(WIDTH - filled))
}

/// Each text wrapped to `width` columns, every row in its text's style.
fn wrapped(texts: Vec<(String, Style)>, width: usize) -> Vec<Line<'static>> {
    texts
        .into_iter()
        .flat_map(|(text, style)| {
            fit::wrap(&text, width)
                .into_iter()
                .map(move |row| Line::styled(row, style))
        })
        .collect()
}

/// One row of `area`.
fn row(area: Rect, y: u16) -> Rect {
    Rect {
        y,
        height: 1,
        ..area
    }
}

/// The eval bar beside the board: White's winning chances in the position shown, White's
/// share from White's edge of the board (`█`, `#` in ASCII) and Black's (`░`, `.`).
#[derive(Debug, Clone, Copy)]
pub struct EvalBar {
    /// White's winning percentage in the position shown, 0 to 100.
    pub win: f64,
    /// The side at the bottom of the board.
    pub bottom: Color,
    /// The styles.
    pub look: Look,
}

impl Widget for EvalBar {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.is_empty() {
            return;
        }
        let ascii = self.look.theme.is_ascii();
        let rows = f64::from(area.height);
        let white_rows = (self.win / 100.0 * rows).round() as u16;
        let (white, black) = if ascii { ("#", ".") } else { ("█", "░") };
        for offset in 0..area.height {
            // Counted from White's edge.
            let from_white = match self.bottom {
                Color::White => area.height - 1 - offset,
                Color::Black => offset,
            };
            let symbol = if from_white < white_rows {
                white
            } else {
                black
            };
            buf[(area.x, area.y + offset)]
                .set_symbol(symbol)
                .set_style(Style::new());
        }
    }
}

/// White's winning percentage in the position after `shown` moves, as the review has it:
/// at the start, lichess's eval before the first move; `None` for a position not reviewed.
pub fn win_after(review: &Review, shown: usize) -> Option<f64> {
    match shown.checked_sub(1) {
        None => Some(INITIAL_EVAL.win_percent()),
        Some(ply) => review.moves.get(ply).map(|reviewed| reviewed.win),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_progress_bar_fills_with_the_positions_done() {
        assert_eq!(progress_bar(0, 8, true), format!("[{}]", ".".repeat(16)));
        assert_eq!(
            progress_bar(4, 8, true),
            format!("[{}{}]", "#".repeat(8), ".".repeat(8))
        );
        assert_eq!(progress_bar(8, 8, false), format!("[{}]", "█".repeat(16)));
        assert_eq!(progress_bar(1, 0, true), format!("[{}]", ".".repeat(16)));
    }

    #[test]
    fn evals_are_written_as_lichess_writes_them() {
        assert_eq!(eval_text(Eval::Cp(25)), "+0.25");
        assert_eq!(eval_text(Eval::Cp(-150)), "-1.50");
        let mate = |winner, moves| Eval::Mate { winner, moves };
        assert_eq!(eval_text(mate(Color::White, 3)), "#3");
        assert_eq!(eval_text(mate(Color::Black, 2)), "#-2");
    }
}
