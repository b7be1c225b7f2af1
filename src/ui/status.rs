//! The status lines (whose move, check, the result; questions, offers, notices and hints) and
//! the footer with the keys that work right now.

use std::path::Path;
use std::time::{Duration, SystemTime};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::fit;
use super::pointing;
use super::theme::Look;
use crate::app::{Info, Leaving, Notice, Refusal, Reviewing, SaveFailure, Watched};
use crate::game::arbiter::ClockAdjustment;
use crate::game::header::utc_minute;
use crate::game::{Outcome, Reason};
use crate::i18n::{
    Describe, Lang, capitalised, length_of_time, say, score_line, screen_san, side_key,
};
use crate::notation::MoveNumber;
use crate::notation::san::San;
use crate::rules::{Color, Role, Square, Variant, fen};
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
    /// For a game `hotseat watch` follows (in place of `read_only`): which it is, and when its
    /// file was saved.
    pub watching: Option<(Watched, Option<SystemTime>)>,
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
    pub look: Look,
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
        /// The variant played, in a game of one other than standard chess.
        variant: Option<Variant>,
        /// The board cursor's square, while it is on.
        cursor: Option<Square>,
        /// The piece of the pocket the board cursor is on, while it is there.
        pocket_cursor: Option<Role>,
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

impl Widget for Status<'_> {
    /// The state of the game on the first row, under the board; what the players should know
    /// or answer on the last rows, next to the prompt below them, wrapped. Where they have
    /// no room apart, they follow one another from the first row; parts with no room even
    /// so are left out whole, the least pressing first (the state's marks from its row, the
    /// notices after it), and the most pressing notice alone takes every row when it needs
    /// them.
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.is_empty() {
            return;
        }
        let width = usize::from(area.width);
        let (mut marks, hint) = self.state_parts();
        while marks.len() > 1 && joined(&marks, SEPARATOR).width() > width {
            marks.pop();
        }
        let mut state = joined(&marks, SEPARATOR);
        let mut parts = self.message_parts();
        // A word refused once the game is over says what the hint says.
        let said = matches!(self.notice, Some(Notice::Refused(Refusal::Over(_))));
        if let Some(hint) = hint.filter(|_| !said) {
            // What can be done now that the game is over: beside the result, apart.
            if state.width() + HINT_GAP.len() + hint.width() <= width {
                state.spans.extend([Span::raw(HINT_GAP), hint]);
            } else {
                parts.push(hint);
            }
        }
        let wrapped = |line: Line<'static>| Paragraph::new(line).wrap(Wrap { trim: false });
        let rows_of = |line: &Line<'static>| {
            u16::try_from(wrapped(line.clone()).line_count(area.width)).unwrap_or(u16::MAX)
        };
        let state_rows = rows_of(&state);
        let messages = joined(&parts, SEPARATOR);
        let message_rows = if parts.is_empty() {
            0
        } else {
            rows_of(&messages)
        };
        if state_rows + message_rows <= area.height {
            let state_area = Rect {
                height: state_rows,
                ..area
            };
            wrapped(state).render(state_area, buf);
            let messages_area = Rect {
                y: area.bottom() - message_rows,
                height: message_rows,
                ..area
            };
            return wrapped(messages).render(messages_area, buf);
        }
        let together = |parts: &[Span<'static>]| {
            let mut line = state.clone();
            for part in parts {
                line.spans.extend([Span::raw(SEPARATOR), part.clone()]);
            }
            line
        };
        let shown = (0..=parts.len())
            .rev()
            .find(|&shown| rows_of(&together(&parts[..shown])) <= area.height)
            .unwrap_or(0);
        let line = match parts.first() {
            Some(first) if shown == 0 => Line::from(first.clone()),
            _ => together(&parts[..shown]),
        };
        wrapped(line).render(area, buf);
    }
}

/// What separates the result from what can be done once the game is over.
const HINT_GAP: &str = "   ";

/// `parts` in one line, `separator` between them.
fn joined(parts: &[Span<'static>], separator: &'static str) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw(separator));
        }
        spans.push(part.clone());
    }
    Line::from(spans)
}

impl Status<'_> {
    /// The first status line's parts, most pressing first: the result once the game is
    /// over, otherwise whose move it is, whether that side is in check, the board cursor's
    /// square, the Chess960 start and Armageddon; and, once the game is over, what can be
    /// done then, apart.
    fn state_parts(&self) -> (Vec<Span<'static>>, Option<Span<'static>>) {
        let Look { theme, lang } = self.look;
        let (player, check, chess960, variant, cursor, pocket_cursor) = match &self.state {
            State::Over(outcome) => {
                let result =
                    Span::styled(format!(" {} ", outcome.describe(lang)), theme.attention());
                // A game watched takes no commands.
                let hint = (self.watching.is_none())
                    .then(|| Span::styled(tr!(lang, "state-over-hint"), theme.dim()));
                return (vec![result], hint);
            }
            State::ToMove {
                player,
                check,
                chess960,
                variant,
                cursor,
                pocket_cursor,
            } => (player, *check, *chess960, *variant, *cursor, *pocket_cursor),
        };
        let mut spans = vec![Span::raw(tr!(
            lang,
            "state-to-move",
            player = player.as_str()
        ))];
        if check {
            spans.push(Span::styled(tr!(lang, "state-check"), theme.check()));
        }
        if let Some(square) = cursor {
            spans.push(pointing::status(square, pocket_cursor, lang));
        }
        if let Some(number) = chess960 {
            let chess960 = tr!(lang, "state-chess960", number = number);
            spans.push(Span::styled(chess960, theme.dim()));
        }
        if let Some(variant) = variant {
            let name = say(lang, &fen::variant_name(variant));
            spans.push(Span::styled(name, theme.dim()));
        }
        if self.armageddon {
            spans.push(Span::styled(tr!(lang, "state-armageddon"), theme.dim()));
        }
        (spans, None)
    }

    /// The parts of the lines under the state, most pressing first: a question waiting for
    /// y or n (and what was wrong with the answer), or else the notices and hints that
    /// apply.
    fn message_parts(&self) -> Vec<Span<'static>> {
        let Look { theme, lang } = self.look;
        if let Some(asking) = self.asking {
            let question = question_text(asking, lang);
            let mut spans = vec![Span::styled(format!(" {question} "), theme.attention())];
            if let Some(Notice::Refused(refusal)) = self.notice {
                spans.push(Span::styled(refusal.describe(lang), theme.error()));
            }
            return spans;
        }
        let mut parts: Vec<Span<'static>> = Vec::new();
        match self.notice {
            Some(Notice::Refused(refusal)) => {
                parts.push(Span::styled(refusal.describe(lang), theme.error()));
            }
            // What was said before the screen opened: each sentence a part of its own, left
            // out whole where there is no room, the last said (where a game stays) first.
            Some(Notice::Info(Info::SaidBefore(said))) => {
                parts.extend(
                    said.iter()
                        .rev()
                        .map(|phrase| Span::raw(capitalised(&say(lang, phrase)))),
                );
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
        if let Some((watched, saved_at)) = self.watching {
            let over = matches!(self.state, State::Over(_));
            parts.extend(
                watching_text(lang, watched, over, saved_at)
                    .map(|text| Span::styled(text, theme.attention())),
            );
        }
        if let Some(reviewing) = &self.reviewing {
            parts.push(Span::raw(review_text(lang, reviewing)));
        }
        if self.paused {
            parts.push(Span::raw(tr!(lang, "notice-paused")));
        }
        parts
    }
}

/// The question the players must answer with y or n, with how to answer it: `y` is yes;
/// `n`, Enter and Esc are no.
pub(super) fn question_text(asking: Asking, lang: Lang) -> String {
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
        Leaving::Copied => tr!(lang, "question-quit-copied"),
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

/// What a game `hotseat watch` follows shows: that it is followed as it is played, that
/// nobody plays it now and it stands as saved, or once it is over that the next game played
/// will show (nothing when no next game will: the result says it all).
fn watching_text(
    lang: Lang,
    watched: Watched,
    over: bool,
    saved_at: Option<SystemTime>,
) -> Option<String> {
    Some(match (over, watched.live, saved_at) {
        (true, ..) if watched.then_next => tr!(lang, "notice-watching-over"),
        (true, ..) => return None,
        (false, true, _) => tr!(lang, "notice-watching"),
        (false, false, Some(moment)) => {
            tr!(lang, "notice-watching-left", time = utc_minute(moment))
        }
        (false, false, None) => tr!(lang, "notice-watching-left-no-time"),
    })
}

/// `Reviewing 6...Nf6, half-move 12 of 40 — ←/→ step, End returns`: the move by its number,
/// as the move list writes it, and the half-moves counted as the position viewed is reached.
fn review_text(lang: Lang, reviewing: &Reviewing) -> String {
    let mut text = match (&reviewing.side_line, reviewing.last) {
        (Some(moves), _) => tr!(lang, "review-side-line", moves = score_line(lang, moves)),
        (None, None) => tr!(lang, "review-start"),
        (None, Some((number, san))) => tr!(
            lang,
            "review-move",
            shown = reviewing.shown,
            total = reviewing.total,
            move = format!("{number}{}", screen_san(lang, san))
        ),
    };
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

/// The footer: the keys and commands that work right now, those it has no room for left
/// out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Footer {
    /// Which keys work.
    pub keys: Keys,
    /// The styles, and the language of the words.
    pub look: Look,
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
    /// The board cursor is on, in a game that goes on; `pocket` in a variant with pockets,
    /// which Tab takes it to.
    BoardCursor {
        /// Whether the sides have pockets.
        pocket: bool,
    },
    /// The game is only looked at.
    ReadOnly,
    /// A game `hotseat watch` follows: number `number` of the `count` followed.
    Watching {
        /// Its place among the games followed, from 1.
        number: usize,
        /// How many games are followed.
        count: usize,
    },
    /// The game is over.
    Over,
    /// The engine's review runs.
    Analysing,
    /// The engine's review is there to step through.
    Analysed,
    /// The players paused the game.
    Paused,
    /// Moves and commands are typed.
    Play,
}

impl Widget for Footer {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Look { theme, lang } = self.look;
        let text = match self.keys {
            Keys::Help => tr!(lang, "footer-help"),
            Keys::Promotion => tr!(lang, "footer-promotion"),
            Keys::Confirm => tr!(lang, "footer-confirm"),
            Keys::Offer => tr!(lang, "footer-offer"),
            Keys::BoardCursor { pocket: false } => tr!(lang, "pointer-footer"),
            Keys::BoardCursor { pocket: true } => tr!(lang, "pointer-footer-pocket"),
            Keys::ReadOnly => tr!(lang, "footer-read-only"),
            Keys::Watching { number, count } => {
                tr!(lang, "footer-watching", number = number, count = count)
            }
            Keys::Over => tr!(lang, "footer-over"),
            Keys::Analysing => tr!(lang, "footer-analysing"),
            Keys::Analysed => tr!(lang, "footer-analysed"),
            Keys::Paused => tr!(lang, "footer-paused"),
            Keys::Play => tr!(lang, "footer-play"),
        };
        let keys = fit::items(&text, usize::from(area.width));
        Line::styled(keys, theme.dim()).render(area, buf);
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
