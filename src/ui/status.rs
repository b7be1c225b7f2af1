//! The status lines (whose move, check, the result; questions, offers, notices and hints) and
//! the footer with the keys that work right now.

use std::path::Path;
use std::time::{Duration, SystemTime};

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::pointing;
use super::theme::Theme;
use crate::app::{Leaving, Notice, SaveFailure};
use crate::game::arbiter::ClockAdjustment;
use crate::game::header::utc_minute;
use crate::game::{Outcome, Reason};
use crate::i18n::{Describe, Lang, capitalised, length_of_time, screen_san, side_key};
use crate::notation::MoveNumber;
use crate::notation::san::San;
use crate::rules::{Color, Square};
use crate::tr;

/// What separates the parts of one line.
const SEPARATOR: &str = "  ·  ";

/// The status lines as the screen shows them: the state of the game on the first row, then
/// what the players should know or answer, wrapped over the rows left.
#[derive(Debug, Clone)]
pub struct Status<'a> {
    /// The state of the game.
    pub state: State,
    /// The question the players must answer with y or n, if one waits.
    pub asking: Option<Asking<'a>>,
    /// The latest feedback.
    pub notice: Option<&'a Notice>,
    /// Why saving automatically fails, while it does.
    pub autosave_problem: Option<&'a SaveFailure>,
    /// The draw the side to move may claim now, under FIDE rules.
    pub claimable: Option<(Color, Reason)>,
    /// For a game only looked at (another program plays it): when its file was saved, when
    /// known.
    pub read_only: Option<Option<SystemTime>>,
    /// Where stepping through the game has got to, while it does.
    pub reviewing: Option<Reviewing>,
    /// Whether the players paused the game.
    pub paused: bool,
    /// The side that offered a draw with its move, while the offer waits: the other side
    /// answers in words or by moving, so no key is asked for.
    pub offer_with_move: Option<Color>,
    /// Whether the clocks wait for White's first move to start.
    pub waits_for_first_move: bool,
    /// Whether a draw is Black's win (Armageddon), said while the game goes on.
    pub armageddon: bool,
    /// The styles, and the language of the words.
    pub look: (Theme, Lang),
}

/// The state of the game, on the first status line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum State {
    /// The game is over, with this outcome.
    Over(Outcome),
    /// The game goes on.
    ToMove {
        /// How the player to move is called.
        player: String,
        /// Whether that player's king is in check.
        check: bool,
        /// The number of the Chess960 start, in a Chess960 game.
        chess960: Option<u16>,
        /// The board cursor's square, while it is on.
        cursor: Option<Square>,
    },
}

/// A question the players answer with y or n, with what it needs to be put into words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asking<'a> {
    /// Does this side really resign?
    Resign(Color),
    /// Take back the last move (numbered, when there is one), made by `by`? The other side
    /// answers.
    Takeback {
        /// The side that made the move.
        by: Color,
        /// The move's number and SAN.
        last: Option<(MoveNumber, San)>,
    },
    /// Leave, leaving this behind?
    Quit(Leaving),
    /// Play these pasted moves?
    PlayPasted(&'a [String]),
    /// Replace this file with the save?
    Replace(Option<&'a Path>),
    /// This side offers a draw: does the other accept?
    DrawOffer(Color),
    /// This change of a clock by the arbiter's hand (`addtime`): does `asked`, who loses by
    /// it, agree?
    Adjust {
        /// The change.
        change: ClockAdjustment,
        /// The player asked.
        asked: Color,
    },
    /// Set `clock`'s clock to `time`: does `asked`, who loses by it, agree?
    SetClock {
        /// The side whose clock is set.
        clock: Color,
        /// The time it is to show.
        time: Duration,
        /// The player asked.
        asked: Color,
    },
    /// Take back this change of a clock: does `asked`, who loses by the takeback, agree?
    UndoAdjustment {
        /// The change taken back.
        change: ClockAdjustment,
        /// The player asked.
        asked: Color,
    },
}

/// Where stepping through the game has got to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reviewing {
    /// The number of moves that lead to the position shown.
    pub shown: usize,
    /// The number of moves of the game.
    pub total: usize,
    /// The last of the moves shown, numbered, unless the start is shown.
    pub last: Option<(MoveNumber, San)>,
    /// The comment of the move viewed.
    pub comment: Option<String>,
    /// The first moves of the side lines that go on from the position viewed.
    pub lines_here: Vec<(MoveNumber, San)>,
    /// The moves of the side line viewed, from the move it replaces on.
    pub side_line: Option<Vec<(MoveNumber, San)>>,
}

impl Widget for Status<'_> {
    /// The state of the game on the first row, under the board; what the players should know
    /// or answer on the last rows, next to the prompt below them.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let [state, rest] =
            Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(area);
        self.state_line().render(state, buf);
        let line = self.message_line();
        if line.width() == 0 {
            return;
        }
        let messages = Paragraph::new(line).wrap(Wrap { trim: false });
        let rows = u16::try_from(messages.line_count(rest.width)).unwrap_or(u16::MAX);
        let [_, messages_area] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(rows)]).areas(rest);
        messages.render(messages_area, buf);
    }
}

impl Status<'_> {
    /// The first status line: the result once the game is over, otherwise whose move it is
    /// and whether that side is in check.
    fn state_line(&self) -> Line<'static> {
        let (theme, lang) = self.look;
        let (player, check, chess960, cursor) = match &self.state {
            State::Over(outcome) => {
                return Line::from(vec![
                    Span::styled(format!(" {} ", outcome.describe(lang)), theme.attention()),
                    Span::styled(format!("   {}", tr!(lang, "state-over-hint")), theme.dim()),
                ]);
            }
            State::ToMove {
                player,
                check,
                chess960,
                cursor,
            } => (player, *check, *chess960, *cursor),
        };
        let mut spans = vec![Span::raw(tr!(
            lang,
            "state-to-move",
            player = player.as_str()
        ))];
        if check {
            spans.push(Span::raw(SEPARATOR));
            spans.push(Span::styled(tr!(lang, "state-check"), theme.check()));
        }
        if let Some(number) = chess960 {
            spans.push(Span::raw(SEPARATOR));
            let chess960 = tr!(lang, "state-chess960", number = number);
            spans.push(Span::styled(chess960, theme.dim()));
        }
        if self.armageddon {
            spans.push(Span::raw(SEPARATOR));
            spans.push(Span::styled(tr!(lang, "state-armageddon"), theme.dim()));
        }
        if let Some(square) = cursor {
            spans.push(Span::raw(SEPARATOR));
            spans.push(pointing::status(square, lang));
        }
        Line::from(spans)
    }

    /// The second status line: a question waiting for y or n, or else the notices and hints
    /// that apply, most pressing first.
    fn message_line(&self) -> Line<'static> {
        let (theme, lang) = self.look;
        if let Some(asking) = self.asking {
            let question = question_text(asking, lang);
            let mut spans = vec![Span::styled(format!(" {question} "), theme.attention())];
            if let Some(Notice::Refused(refusal)) = self.notice {
                spans.push(Span::raw(SEPARATOR));
                spans.push(Span::styled(refusal.describe(lang), theme.error()));
            }
            return Line::from(spans);
        }
        let mut parts: Vec<Span<'static>> = Vec::new();
        match self.notice {
            Some(Notice::Refused(refusal)) => {
                parts.push(Span::styled(refusal.describe(lang), theme.error()));
            }
            Some(Notice::Info(info)) => parts.push(Span::raw(info.describe(lang))),
            None => {}
        }
        if let Some(by) = self.offer_with_move {
            let offer = tr!(lang, "notice-offer-with-move", side = side_key(by));
            parts.push(Span::styled(offer, theme.attention()));
        }
        if self.waits_for_first_move {
            parts.push(Span::raw(tr!(lang, "notice-clock-starts")));
        }
        if let Some(problem) = self.autosave_problem {
            let problem = tr!(
                lang,
                "notice-autosave-problem",
                problem = problem.describe(lang)
            );
            parts.push(Span::styled(problem, theme.error()));
        }
        if let Some((side, reason)) = self.claimable {
            parts.push(Span::raw(tr!(
                lang,
                "notice-may-claim",
                side = side_key(side),
                reason = reason.describe(lang)
            )));
        }
        if let Some(saved_at) = self.read_only {
            parts.push(Span::styled(
                read_only_text(lang, saved_at),
                theme.attention(),
            ));
        }
        if let Some(reviewing) = &self.reviewing {
            parts.push(Span::raw(review_text(lang, reviewing)));
        }
        if self.paused {
            parts.push(Span::raw(tr!(lang, "notice-paused")));
        }
        let mut spans = Vec::new();
        for (i, part) in parts.into_iter().enumerate() {
            if i > 0 {
                spans.push(Span::raw(SEPARATOR));
            }
            spans.push(part);
        }
        Line::from(spans)
    }
}

/// The question the players must answer with y or n, with how to answer it: `y` is yes;
/// `n`, Enter and Esc are no.
fn question_text(asking: Asking, lang: Lang) -> String {
    let question = match asking {
        Asking::Resign(color) => tr!(lang, "question-resign", side = side_key(color)),
        Asking::Takeback { by, last } => takeback_question(lang, by, last),
        Asking::Quit(leaving) => quit_question(lang, leaving),
        Asking::PlayPasted(moves) => {
            // Pasted text is text until it is played; what reads as SAN is shown in the
            // screen's notation.
            let shown_move = |text: &String| match San::from_ascii(text.as_bytes()) {
                Some(san) => screen_san(lang, san),
                None => text.clone(),
            };
            let mut shown: Vec<String> = moves.iter().take(8).map(shown_move).collect();
            if moves.len() > 8 {
                shown.push("…".to_string());
            }
            tr!(
                lang,
                "question-play-pasted",
                count = moves.len(),
                moves = shown.join(" ")
            )
        }
        Asking::Replace(path) => {
            let path = path.map_or_else(String::new, |path| path.display().to_string());
            tr!(lang, "question-replace", path = path)
        }
        Asking::DrawOffer(by) => draw_offer_text(lang, by),
        Asking::Adjust { change, asked } => {
            let change = capitalised(&change.describe(lang));
            tr!(
                lang,
                "question-adjust",
                change = change,
                side = side_key(asked)
            )
        }
        Asking::SetClock { clock, time, asked } => tr!(
            lang,
            "question-set-clock",
            clock = side_key(clock),
            time = length_of_time(lang, time),
            side = side_key(asked)
        ),
        Asking::UndoAdjustment { change, asked } => {
            let change = change.describe(lang);
            tr!(
                lang,
                "question-undo-adjustment",
                change = change,
                side = side_key(asked)
            )
        }
    };
    format!("{question} {}", tr!(lang, "question-yes-or-no"))
}

/// `Take back 12... Qxh2+? White, do you agree?`: in hot seat nobody knows who typed `undo`,
/// so the question names the move and asks the player who did not make it.
fn takeback_question(lang: Lang, by: Color, last: Option<(MoveNumber, San)>) -> String {
    let side = side_key(!by);
    let Some((number, san)) = last else {
        return tr!(lang, "question-takeback-last", side = side);
    };
    let taken = format!("{number} {}", screen_san(lang, san));
    tr!(lang, "question-takeback", move = taken, side = side)
}

/// Whether quitting loses anything, said as it is.
fn quit_question(lang: Lang, leaving: Leaving) -> String {
    match leaving {
        Leaving::Unsaved => tr!(lang, "question-quit-unsaved"),
        Leaving::Nothing => tr!(lang, "question-quit"),
        Leaving::Saved => tr!(lang, "question-quit-saved"),
    }
}

/// `White offers a draw — Black, accept?`.
fn draw_offer_text(lang: Lang, by: Color) -> String {
    tr!(lang, "question-draw-offer", side = side_key(by))
}

/// What a game only looked at shows: the game as its file held it, at the time named.
fn read_only_text(lang: Lang, saved_at: Option<SystemTime>) -> String {
    match saved_at {
        Some(moment) => tr!(lang, "notice-read-only", time = utc_minute(moment)),
        None => tr!(lang, "notice-read-only-no-time"),
    }
}

/// `Reviewing 6...Nf6, half-move 12 of 40 — ←/→ step, End returns`: the move by its number,
/// as the move list writes it, and the half-moves counted as the position viewed is reached.
fn review_text(lang: Lang, reviewing: &Reviewing) -> String {
    let mut text = match (&reviewing.side_line, reviewing.last) {
        (Some(moves), _) => tr!(lang, "review-side-line", moves = written_moves(lang, moves)),
        (None, None) => tr!(lang, "review-start"),
        (None, Some((number, san))) => tr!(
            lang,
            "review-move",
            shown = reviewing.shown,
            total = reviewing.total,
            move = format!("{number}{}", screen_san(lang, san))
        ),
    };
    if let Some(comment) = &reviewing.comment {
        text.push_str(SEPARATOR);
        text.push_str(&tr!(lang, "review-comment", text = comment.as_str()));
    }
    if !reviewing.lines_here.is_empty() {
        let moves: Vec<String> = reviewing
            .lines_here
            .iter()
            .map(|&(number, san)| format!("{number} {}", screen_san(lang, san)))
            .collect();
        text.push_str(SEPARATOR);
        text.push_str(&tr!(lang, "review-lines-here", moves = moves.join(", ")));
    }
    text
}

/// Moves as a line of a score: `12. Nf3 Nc6 13. Bb5`, `12... Nc6 13. Bb5`.
fn written_moves(lang: Lang, moves: &[(MoveNumber, San)]) -> String {
    let mut words = Vec::new();
    for (index, &(number, san)) in moves.iter().enumerate() {
        if index == 0 || number.mover == Color::White {
            words.push(number.to_string());
        }
        words.push(screen_san(lang, san));
    }
    words.join(" ")
}

/// The footer: the keys and commands that work right now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Footer {
    /// Which keys work.
    pub keys: Keys,
    /// The styles, and the language of the words.
    pub look: (Theme, Lang),
}

/// Which keys and commands work right now, for the footer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keys {
    /// The help is open.
    Help,
    /// The promotion picker is open.
    Promotion,
    /// A question waits for y or n.
    Confirm,
    /// A draw offer waits for its answer.
    Offer,
    /// The board cursor is on, in a game that goes on.
    BoardCursor,
    /// The game is only looked at.
    ReadOnly,
    /// The game is over.
    Over,
    /// The players paused the game.
    Paused,
    /// Moves and commands are typed.
    Play,
}

impl Widget for Footer {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (theme, lang) = self.look;
        let text = match self.keys {
            Keys::Help => tr!(lang, "footer-help"),
            Keys::Promotion => tr!(lang, "footer-promotion"),
            Keys::Confirm => tr!(lang, "footer-confirm"),
            Keys::Offer => tr!(lang, "footer-offer"),
            Keys::BoardCursor => tr!(lang, "pointer-footer"),
            Keys::ReadOnly => tr!(lang, "footer-read-only"),
            Keys::Over => tr!(lang, "footer-over"),
            Keys::Paused => tr!(lang, "footer-paused"),
            Keys::Play => tr!(lang, "footer-play"),
        };
        Line::styled(text, theme.dim()).render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_offer_names_both_sides() {
        assert_eq!(
            draw_offer_text(Lang::En, Color::White),
            "White offers a draw — Black, accept?"
        );
        assert_eq!(
            draw_offer_text(Lang::Ru, Color::Black),
            "Чёрные предлагают ничью — белые, принимаете?"
        );
    }
}
