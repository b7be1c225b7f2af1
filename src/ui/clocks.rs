//! A player's panel: name and colour, clock, captured pieces and the material difference.
//! Where the screen has room, the clock is drawn in large digits, the running one on a lit
//! face (red when time is short), so that both players see from across the table whose clock
//! runs and how much time is left; otherwise it is one line of text.

use std::time::{Duration, Instant};

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::pixels::{Inks, Sprite};
use super::pocket::Pocket;
use super::theme::{Look, Theme, Ticking, TimeLeft};
use crate::game::clock::{Clock, ClockState, MoveBonus, format_clock};
use crate::game::time_control::{ClockMode, Face, Overtime, TimeControl};
use crate::i18n::{Lang, side_key, side_name};
use crate::rules::{Color, Role};
use crate::tr;

/// Which edge of the board a panel sits by. The name and clock go on the outer row, as on a
/// real board the players sit at its far edges; the captured pieces go on the inner row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edge {
    /// The top of the board: the player whose pieces start at the top.
    Top,
    /// The bottom of the board.
    Bottom,
}

/// The height of the large digits, in pixels (half cells).
const DIGIT_HEIGHT: u16 = 5;
/// Pixels between two characters of the large digits.
const DIGIT_GAP: u16 = 1;

/// The large digits, 3×5 pixels, `0` to `9`.
const DIGITS: [Sprite; 10] = [
    Sprite::new(&["###", "#.#", "#.#", "#.#", "###"]),
    Sprite::new(&[".#.", "##.", ".#.", ".#.", "###"]),
    Sprite::new(&["###", "..#", "###", "#..", "###"]),
    Sprite::new(&["###", "..#", "###", "..#", "###"]),
    Sprite::new(&["#.#", "#.#", "###", "..#", "..#"]),
    Sprite::new(&["###", "#..", "###", "..#", "###"]),
    Sprite::new(&["###", "#..", "###", "#.#", "###"]),
    Sprite::new(&["###", "..#", "..#", "..#", "..#"]),
    Sprite::new(&["###", "#.#", "###", "#.#", "###"]),
    Sprite::new(&["###", "#.#", "###", "..#", "###"]),
];
/// The colon between hours, minutes and seconds.
const COLON: Sprite = Sprite::new(&[".", "#", ".", "#", "."]);
/// The point before tenths of a second.
const POINT: Sprite = Sprite::new(&[".", ".", ".", ".", "#"]);

/// The rows of a panel whose clock has large digits at `scale`: the name, the digits, the
/// captured pieces.
pub const fn big_panel_rows(scale: u16) -> u16 {
    (DIGIT_HEIGHT * scale).div_ceil(2) + 2
}

/// The sprite of a character of a clock's text.
fn glyph(c: char) -> Option<Sprite> {
    match c {
        ':' => Some(COLON),
        '.' => Some(POINT),
        _ => c
            .to_digit(10)
            .and_then(|digit| DIGITS.get(digit as usize))
            .copied(),
    }
}

/// The width of `text` in large digits at `scale`, in cells.
fn big_width(text: &str, scale: u16) -> u16 {
    let pixels: u16 = text
        .chars()
        .filter_map(glyph)
        .map(|sprite| sprite.width() + DIGIT_GAP)
        .sum();
    pixels.saturating_sub(DIGIT_GAP).saturating_mul(scale)
}

/// A player's panel, beside its own edge of the board: the name and clock on the row at the
/// board's outer edge, the captured pieces (in crazyhouse, the pocket) on the inner one; with `scale` above 0 and room
/// enough, the clock again in large digits of that scale between them (the line stays, for
/// screen readers and for anyone who reads the screen as text).
#[derive(Debug, Clone)]
pub struct Panel {
    /// The side whose panel it is.
    pub color: Color,
    /// How the player is called ([`player_label`]).
    pub label: String,
    /// Whether it is this side's move in a game that goes on: its name is lit.
    pub to_move: bool,
    /// What its clock shows.
    pub clock: ClockFace,
    /// This side's own control, shown before its time when the sides play under time odds
    /// (`3+2`); `None` when both play under the same.
    pub control: Option<String>,
    /// The pieces this side has taken, queen first.
    pub captured: Vec<Role>,
    /// The checks this side has given, in three-check.
    pub checks_given: Option<u8>,
    /// This side's pocket, in crazyhouse, shown in place of the pieces taken (which go
    /// into it) and the material ahead.
    pub pocket: Option<Pocket>,
    /// This side's material minus the other's, in pawns.
    pub lead: i64,
    /// Which edge of the board the panel sits by.
    pub edge: Edge,
    /// The largest scale of the large digits the panel may use; 0 for none.
    pub scale: u16,
    /// The styles, and the language of the words.
    pub look: Look,
}

impl Widget for Panel {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let inner = area.height.saturating_sub(2);
        let [first, middle, last] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(inner),
            Constraint::Length(1),
        ])
        .areas(area);
        let name_row = match self.edge {
            Edge::Top => first,
            Edge::Bottom => last,
        };
        let fitting = (1..=self.scale)
            .rev()
            .find(|&k| big_width(&self.clock.text, k).saturating_add(2) <= middle.width);
        self.render_name_and_clock(name_row, buf);
        if let Some(scale) = fitting {
            render_big_clock(self.look.theme, &self.clock, scale, middle, buf);
        }
        let inner_row = inner_row(area, self.edge);
        match self.pocket {
            Some(pocket) => pocket.render(inner_row, buf),
            None => self.captured_line(self.look.theme).render(inner_row, buf),
        }
    }
}

/// The row of a panel drawn into `area` by the `edge` of the board that is nearer the move
/// list: the captured pieces', or the pocket's.
pub fn inner_row(area: Rect, edge: Edge) -> Rect {
    let y = match edge {
        Edge::Top => area.bottom().saturating_sub(1),
        Edge::Bottom => area.y,
    };
    Rect {
        y,
        height: area.height.min(1),
        ..area
    }
}

/// What a clock shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockFace {
    /// Its time: left, or used in an untimed game.
    text: String,
    ticking: Ticking,
    left: TimeLeft,
    /// Paused while it is this side's turn.
    paused: bool,
    /// What a delay does for this side's move, while it is this side's move.
    bonus: Option<MoveBonus>,
    /// Where the side stands in its byo-yomi or Canadian byo-yomi.
    overtime: Option<Overtime>,
    /// Whether the clock counts the time used upward by the players' choice (`upcount`).
    upcount: bool,
}

impl ClockFace {
    /// The face of `color`'s clock at `now`: its time left (or, `untimed`, used), whether it
    /// runs or is short of time, whether the players' pause holds it (`paused`, on this
    /// side's turn), and what a delay does for this side's move while the game goes on
    /// (`over` when it does not).
    pub fn new(
        clock: &Clock,
        color: Color,
        now: Instant,
        untimed: bool,
        paused: bool,
        over: bool,
    ) -> ClockFace {
        let face = clock.face(color, now);
        let on_turn = clock.to_move() == color;
        ClockFace {
            text: if untimed {
                format_time_used(face.shown)
            } else {
                format_clock(face.shown)
            },
            ticking: if clock.running() == Some(color) {
                Ticking::Running
            } else {
                Ticking::Standing
            },
            left: if untimed {
                TimeLeft::Untimed
            } else if clock.is_low_time(color, now) {
                TimeLeft::Short
            } else {
                TimeLeft::Enough
            },
            paused: paused && on_turn,
            bonus: clock.move_bonus(now).filter(|_| on_turn && !over),
            overtime: face.overtime,
            upcount: clock.control().mode(color) == ClockMode::Upcount,
        }
    }

    /// The face of `color`'s clock as the game under `control` recorded it after the move
    /// viewed in review (`state`): its time left (or, untimed, used), standing, short of time
    /// by the rule the live clock follows.
    pub fn recorded(state: &ClockState, control: &TimeControl, color: Color) -> ClockFace {
        let untimed = control.is_untimed();
        let time = state.remaining[color];
        let Face { shown, overtime } = control.face(color, time, state.period_moves[color]);
        ClockFace {
            text: if untimed {
                format_time_used(shown)
            } else {
                format_clock(shown)
            },
            ticking: Ticking::Standing,
            left: if untimed {
                TimeLeft::Untimed
            } else if control.is_short_of_time(color, time) {
                TimeLeft::Short
            } else {
                TimeLeft::Enough
            },
            paused: false,
            bonus: None,
            overtime,
            upcount: control.mode(color) == ClockMode::Upcount,
        }
    }

    /// The mark after the time: the running mark, `paused`, or nothing.
    fn mark(&self, theme: Theme, lang: Lang) -> String {
        if self.ticking == Ticking::Running {
            theme.running_mark().to_string()
        } else if self.paused {
            tr!(lang, "clock-paused")
        } else {
            " ".to_string()
        }
    }
}

/// The clock in large digits at `scale`, right-aligned in `area`, on its face: lit while it
/// runs, red when time is short.
fn render_big_clock(theme: Theme, clock: &ClockFace, scale: u16, area: Rect, buf: &mut Buffer) {
    let width = big_width(&clock.text, scale).saturating_add(2);
    let height = (DIGIT_HEIGHT * scale).div_ceil(2).min(area.height);
    let face = Rect::new(
        area.right().saturating_sub(width),
        area.y,
        width.min(area.width),
        height,
    );
    let ground = theme.clock_face(clock.ticking, clock.left);
    buf.set_style(face, ground);
    for position in face.positions() {
        buf[position].set_symbol(" ");
    }
    let inks = Inks::solid(theme.clock_ink(clock.ticking, clock.left));
    let mut x = face.x.saturating_add(1);
    for sprite in clock.text.chars().filter_map(glyph) {
        let (w, h) = sprite.cells(scale);
        let cell = Rect::new(x, face.y, w, h).intersection(face);
        sprite.draw(cell, scale, inks, ground, buf);
        x = x.saturating_add(w + DIGIT_GAP * scale);
    }
}

/// How a player is called on the screen: `White`, or `Anna (White)` when `name`d.
pub fn player_label(lang: Lang, name: Option<&str>, color: Color) -> String {
    match name {
        Some(name) => tr!(lang, "player-named", name = name, side = side_key(color)),
        None => side_name(lang, color),
    }
}

impl Panel {
    /// The name on the left and the clock on the right of one row (after its own control, with
    /// time odds); the clock wins when the row is too short for both.
    fn render_name_and_clock(&self, area: Rect, buf: &mut Buffer) {
        let Look { theme, lang } = self.look;
        let clock = &self.clock;
        let time = if clock.upcount {
            tr!(lang, "clock-upcount", time = clock.text.as_str())
        } else if clock.left == TimeLeft::Untimed {
            tr!(lang, "clock-used", time = clock.text.as_str())
        } else {
            clock.text.clone()
        };
        let mut spans = Vec::new();
        if let Some(control) = &self.control {
            spans.push(Span::styled(format!("{control} "), theme.dim()));
        }
        if let Some(count) = self.checks_given {
            let checks = tr!(lang, "clock-checks-given", count = count);
            spans.push(Span::styled(format!("{checks} "), theme.check()));
        }
        spans.push(Span::styled(time, theme.clock(clock.ticking, clock.left)));
        if let Some(bonus) = clock.bonus {
            spans.push(Span::styled(
                format!(" {}", bonus_text(lang, bonus)),
                theme.dim(),
            ));
        }
        if let Some(overtime) = clock
            .overtime
            .and_then(|overtime| overtime_text(lang, overtime))
        {
            spans.push(Span::styled(format!(" {overtime}"), theme.dim()));
        }
        spans.push(Span::raw(" "));
        spans.push(Span::styled(
            clock.mark(theme, lang),
            theme.name(clock.ticking == Ticking::Running),
        ));
        let right = Line::from(spans);
        let right_width = u16::try_from(right.width()).unwrap_or(u16::MAX);
        let [name_area, right_area] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Length(right_width)])
                .spacing(1)
                .areas(area);
        let name = truncate(&self.label, name_area.width);
        Line::styled(name, theme.name(self.to_move)).render(name_area, buf);
        right.right_aligned().render(right_area, buf);
    }

    /// The pieces this side has taken, queen first, and `+N` when its material is ahead.
    fn captured_line(&self, theme: Theme) -> Line<'static> {
        let lead = self.lead;
        let mut text: String = self
            .captured
            .iter()
            .map(|role| theme.piece_char(role.of(!self.color)))
            .collect();
        if lead > 0 {
            if !text.is_empty() {
                text.push(' ');
            }
            text.push_str(&format!("+{lead}"));
        }
        Line::raw(text)
    }
}

/// What a delay does for the move being made, beside its clock: `delay 4` while a simple
/// delay counts down (the main time waits), `+2 back` for what a Bronstein delay would give
/// back.
fn bonus_text(lang: Lang, bonus: MoveBonus) -> String {
    let seconds = bonus.shown_seconds();
    match bonus {
        MoveBonus::DelayLeft(_) => tr!(lang, "clock-delay", seconds = seconds),
        MoveBonus::GivesBack(_) => tr!(lang, "clock-gives-back", seconds = seconds),
    }
}

/// Where a side stands in its overtime, beside its clock: the byo-yomi periods left (`then
/// 3 periods` before they begin, `2 periods`, `last period`), the moves left in a Canadian
/// period once it has begun (`7 moves to go`); nothing once the last period ran out.
fn overtime_text(lang: Lang, overtime: Overtime) -> Option<String> {
    match overtime {
        Overtime::ByoYomi { periods: 0, .. } => None,
        Overtime::ByoYomi { periods, begun } => Some(tr!(
            lang,
            "clock-byo-yomi",
            periods = periods,
            begun = if begun { "yes" } else { "no" }
        )),
        Overtime::Canadian { moves: Some(moves) } => {
            Some(tr!(lang, "clock-canadian", moves = moves))
        }
        Overtime::Canadian { moves: None } => None,
    }
}

/// The time used in an untimed game, in whole seconds (`0:07`, `12:34`, `1:02:03`): tenths
/// matter only when time runs out.
fn format_time_used(used: Duration) -> String {
    if used < Duration::from_secs(10) {
        format!("0:{:02}", used.as_secs())
    } else {
        format_clock(used)
    }
}

/// `text` cut to `width` characters, with `…` at the end when something was cut.
pub fn truncate(text: &str, width: u16) -> String {
    let width = usize::from(width);
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
    if width > 0 {
        cut.push('…');
    }
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The clock as it stood with `white` on White's clock.
    fn state(white: Duration) -> ClockState {
        ClockState {
            remaining: crate::rules::ByColor::new_with(|_| white),
            ..ClockState::initial(&TimeControl::untimed(), Color::White)
        }
    }

    /// In review a clock is short of time by the rule the live clock follows: under 5+0, an
    /// eighth of five minutes.
    #[test]
    fn a_recorded_clock_is_short_of_time_as_the_live_one_is() {
        let control: TimeControl = "5".parse().expect("a control");
        let left = |secs| {
            ClockFace::recorded(&state(Duration::from_secs(secs)), &control, Color::White).left
        };
        assert_eq!(left(30), TimeLeft::Short);
        assert_eq!(left(40), TimeLeft::Enough);
        let untimed = TimeControl::untimed();
        let face = ClockFace::recorded(&state(Duration::from_secs(5)), &untimed, Color::White);
        assert_eq!(face.left, TimeLeft::Untimed);
    }

    /// In review a byo-yomi clock shows the period it stood in and the periods left.
    #[test]
    fn a_recorded_byo_yomi_clock_shows_its_period() {
        let control: TimeControl = "5 byo 3x30s".parse().expect("a control");
        let face = ClockFace::recorded(&state(Duration::from_secs(60)), &control, Color::White);
        assert_eq!(face.text, "0:30");
        assert_eq!(
            face.overtime,
            Some(Overtime::ByoYomi {
                periods: 2,
                begun: true
            })
        );
        assert_eq!(
            overtime_text(Lang::En, face.overtime.unwrap()).as_deref(),
            Some("2 periods")
        );
        assert_eq!(
            overtime_text(Lang::Ru, face.overtime.unwrap()).as_deref(),
            Some("2 периода")
        );
    }

    #[test]
    fn time_used_is_in_whole_seconds() {
        assert_eq!(format_time_used(Duration::from_millis(7_900)), "0:07");
        assert_eq!(format_time_used(Duration::from_secs(754)), "12:34");
        assert_eq!(format_time_used(Duration::from_secs(3723)), "1:02:03");
    }

    #[test]
    fn long_names_are_cut_with_an_ellipsis() {
        assert_eq!(truncate("Anna (White)", 20), "Anna (White)");
        assert_eq!(truncate("Anna (White)", 6), "Anna …");
        assert_eq!(truncate("Anna", 0), "");
    }

    #[test]
    fn delays_say_what_they_do() {
        let second = Duration::from_secs(1);
        let english = |bonus| bonus_text(Lang::En, bonus);
        assert_eq!(
            english(MoveBonus::DelayLeft(second * 4 + second / 2)),
            "delay 5"
        );
        assert_eq!(english(MoveBonus::DelayLeft(Duration::ZERO)), "delay 0");
        assert_eq!(
            english(MoveBonus::GivesBack(second * 2 + second / 2)),
            "+2 back"
        );
        let russian = |bonus| bonus_text(Lang::Ru, bonus);
        assert_eq!(russian(MoveBonus::DelayLeft(second * 3)), "задержка 3");
        assert_eq!(russian(MoveBonus::GivesBack(second * 2)), "+2 вернётся");
    }
}
