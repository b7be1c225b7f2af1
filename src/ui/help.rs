//! The help popup: how to type moves, the commands, the keys, and the time control and draw
//! rules of this game.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use super::help_line::{HelpLine, table, wrapped};
use super::theme::{Look, Theme};
use super::{pointing, popup};
use crate::app::{COMMANDS, Target};
use crate::game::DrawRules;
use crate::game::time_control::{Bonus, ClockMode, Period, TimeControl};
use crate::i18n::{Lang, draw_rules_name, length_of_time};
use crate::rules::Color;
use crate::tr;

/// The keys, and what they do, in `lang`.
fn keys(lang: Lang) -> [(String, String); 13] {
    [
        ("Enter".to_string(), tr!(lang, "key-enter")),
        ("Tab".to_string(), tr!(lang, "key-tab")),
        ("Esc".to_string(), tr!(lang, "key-esc")),
        ("←/→".to_string(), tr!(lang, "key-arrows")),
        ("Home/End".to_string(), tr!(lang, "key-home-end")),
        ("PgUp/PgDn".to_string(), tr!(lang, "key-page")),
        (tr!(lang, "key-f1"), tr!(lang, "key-help")),
        ("F2".to_string(), tr!(lang, "key-new-game")),
        ("F3".to_string(), tr!(lang, "key-games")),
        ("F4".to_string(), tr!(lang, "key-analyse")),
        ("Shift+←/→".to_string(), tr!(lang, "key-mistakes")),
        ("Ctrl-Z".to_string(), tr!(lang, "key-suspend")),
        ("Ctrl-C".to_string(), tr!(lang, "key-quit")),
    ]
}

/// The help is drawn in two columns from this inner width on.
const TWO_COLUMNS_FROM: u16 = 72;
/// The widest the help box grows.
const MAX_WIDTH: u16 = 84;
/// Rows of the help box besides its text: the borders and the closing line.
const FRAME_ROWS: u16 = 3;
/// Columns of the help box besides its text: the borders and a space inside each.
const FRAME_COLUMNS: u16 = 4;
/// Columns between the two columns of text.
const COLUMN_GAP: u16 = 2;
/// The help as the screen shows it: how to type moves, the keys, pointing, the commands, and
/// this game's time control, draw rules and start, scrolled as far as the players did. It is
/// drawn over the whole screen it is given.
#[derive(Debug, Clone, Copy)]
pub struct Help<'a> {
    /// How far the help is scrolled, in rows.
    pub scroll: usize,
    /// Whether the mouse plays (else the help says how to let it).
    pub mouse: bool,
    /// This game's time control.
    pub control: &'a TimeControl,
    /// This game's draw rules.
    pub draw_rules: DrawRules,
    /// Whether this game is an Armageddon, a draw scored as Black's win.
    pub armageddon: bool,
    /// The number of this game's Chess960 start, for a Chess960 game.
    pub chess960: Option<u16>,
    /// Whether the sides have pockets (crazyhouse): the help says how to drop.
    pub pockets: bool,
    /// The styles, and the language of the words.
    pub look: Look,
}

/// The help laid out for one screen: its columns of lines, wrapped to their width, and how
/// many rows of them the box shows.
struct Page {
    columns: Vec<Vec<Line<'static>>>,
    width: u16,
    height: u16,
    rows_shown: usize,
}

impl Page {
    fn new(help: &Help, area: Rect) -> Page {
        let Look { theme, lang } = help.look;
        let width = MAX_WIDTH.min(area.width);
        let inner_width = width.saturating_sub(FRAME_COLUMNS);
        let two_columns = inner_width >= TWO_COLUMNS_FROM;
        let left = [
            moves_lines(theme, lang),
            keys_lines(theme, lang),
            pointing::help_lines(help.mouse, help.pockets, lang, theme),
        ]
        .concat();
        let right = commands_lines(theme, lang);
        // This game's rules go under the shorter column: the commands are the longer.
        let (left, right) = if two_columns {
            ([left, help.game_lines()].concat(), right)
        } else {
            (left, [right, help.game_lines()].concat())
        };
        let columns = if two_columns {
            let column_width = usize::from(inner_width.saturating_sub(COLUMN_GAP) / 2);
            vec![wrapped(left, column_width), wrapped(right, column_width)]
        } else {
            let all = [left, vec![Line::default().into()], right].concat();
            vec![wrapped(all, usize::from(inner_width))]
        };
        let text_rows = columns.iter().map(Vec::len).max().unwrap_or(0);
        let wanted = u16::try_from(text_rows)
            .unwrap_or(u16::MAX)
            .saturating_add(FRAME_ROWS);
        let height = wanted.min(area.height);
        let rows_shown = usize::from(height.saturating_sub(FRAME_ROWS));
        Page {
            columns,
            width,
            height,
            rows_shown,
        }
    }

    /// The rows of text that do not fit the box: how far it scrolls.
    fn overflow(&self) -> usize {
        let text_rows = self.columns.iter().map(Vec::len).max().unwrap_or(0);
        text_rows.saturating_sub(self.rows_shown)
    }
}

impl Help<'_> {
    /// How far the help can scroll when drawn over the whole screen `area`.
    pub fn overflow(&self, area: Rect) -> usize {
        Page::new(self, area).overflow()
    }

    /// What the help drawn over the whole screen `area` shows at `position`: its closing
    /// line, the rest of its box, or `None` outside the box.
    pub fn target_at(&self, area: Rect, position: Position) -> Option<Target> {
        let page = Page::new(self, area);
        let outer = popup::centred(page.width, page.height, area, area);
        if !outer.contains(position) {
            None
        } else if position.y == outer.bottom().saturating_sub(2) {
            // The last row inside the border.
            Some(Target::Close)
        } else {
            Some(Target::Popup)
        }
    }

    /// The time control, draw rules and start of this game, in the words of the screen's
    /// language (the values typed on the command line, `club` and `fide`, are English words).
    fn game_lines(&self) -> Vec<HelpLine> {
        let Look { theme, lang } = self.look;
        let control = if *self.control == TimeControl::untimed() {
            tr!(lang, "help-untimed")
        } else {
            let control = self.control.to_string();
            tr!(lang, "help-time-control", control = control)
        };
        let rules = draw_rules_name(lang, self.draw_rules);
        let mut lines = vec![
            Line::styled(tr!(lang, "help-this-game"), theme.heading()),
            Line::raw(control),
            Line::raw(format!("  {}", describe_control(lang, self.control))),
            Line::raw(tr!(lang, "help-draw-rules", rules = rules)),
            Line::raw(format!("  {}", describe_draw_rules(lang, self.draw_rules))),
        ];
        if self.armageddon {
            lines.push(Line::raw(tr!(lang, "state-armageddon")));
        }
        if let Some(number) = self.chess960 {
            lines.push(Line::raw(tr!(lang, "help-chess960", number = number)));
        }
        lines.into_iter().map(HelpLine::from).collect()
    }
}

impl Widget for Help<'_> {
    /// Draws the help over the whole screen `area`, scrolled as far as the players did.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Look { theme, lang } = self.look;
        let page = Page::new(&self, area);
        let overflow = page.overflow();
        let scroll = self.scroll.min(overflow);
        let inner = popup::frame(
            theme,
            &tr!(lang, "help-title"),
            (page.width, page.height),
            area,
            area,
            buf,
        );
        let inner = Rect {
            x: inner.x.saturating_add(1),
            width: inner.width.saturating_sub(2),
            ..inner
        };
        let [body, closing] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(inner);
        let constraints = vec![Constraint::Fill(1); page.columns.len()];
        let areas = Layout::horizontal(constraints)
            .spacing(COLUMN_GAP)
            .split(body);
        for (lines, column) in page.columns.into_iter().zip(areas.iter()) {
            Paragraph::new(lines.into_iter().skip(scroll).collect::<Vec<_>>()).render(*column, buf);
        }
        let keys = if scroll < overflow {
            tr!(lang, "help-more-below")
        } else if scroll > 0 {
            tr!(lang, "help-more-above")
        } else {
            tr!(lang, "help-close")
        };
        Line::styled(keys, theme.dim())
            .centered()
            .render(closing, buf);
    }
}

/// How to type moves.
fn moves_lines(theme: Theme, lang: Lang) -> Vec<HelpLine> {
    [
        Line::styled(tr!(lang, "help-moves"), theme.heading()),
        Line::raw(tr!(lang, "help-moves-standard")),
        Line::raw(tr!(lang, "help-moves-other")),
        Line::raw(tr!(lang, "help-moves-alphabets")),
        Line::raw(tr!(lang, "help-moves-board")),
        Line::default(),
    ]
    .map(HelpLine::from)
    .into()
}

/// The table of keys, under its heading, and a blank line after it.
fn keys_lines(theme: Theme, lang: Lang) -> Vec<HelpLine> {
    let mut lines = vec![Line::styled(tr!(lang, "help-keys"), theme.heading()).into()];
    lines.extend(table(&keys(lang)));
    lines.push(Line::default().into());
    lines
}

/// The commands, in the words of `lang`.
fn commands_lines(theme: Theme, lang: Lang) -> Vec<HelpLine> {
    let mut lines = vec![Line::styled(tr!(lang, "help-commands"), theme.heading()).into()];
    let rows: Vec<(String, String)> = COMMANDS
        .iter()
        .map(|command| (command.usage(lang), command.meaning(lang)))
        .collect();
    lines.extend(table(&rows));
    lines.push(Line::raw(tr!(lang, "help-commands-languages")).into());
    lines.push(Line::raw(tr!(lang, "plain-in-the-help")).into());
    lines.push(Line::default().into());
    lines
}

/// A time control in words: `5 min each, +3 s a move`; with time odds, each side's:
/// `White: 5 min, +3 s a move · Black: 3 min, +3 s a move`.
fn describe_control(lang: Lang, control: &TimeControl) -> String {
    if control.mode(Color::White) == ClockMode::Upcount {
        return tr!(lang, "control-upcount");
    }
    if control.is_untimed() {
        return tr!(lang, "control-untimed");
    }
    if control.has_odds() {
        let white = describe_side(lang, control, Color::White, false);
        let black = describe_side(lang, control, Color::Black, false);
        return tr!(lang, "control-odds", white = white, black = black);
    }
    describe_side(lang, control, Color::White, true)
}

/// A side's control in words: its periods, then its overtime (`then 3 periods of 30 s,
/// byo-yomi`), or its hourglass; the first period said to be `each` side's when `each`.
fn describe_side(lang: Lang, control: &TimeControl, color: Color, each: bool) -> String {
    let periods = describe_periods(lang, control.periods(color), each);
    match control.mode(color) {
        ClockMode::ByoYomi {
            periods: count,
            time,
        } => {
            let time = length_of_time(lang, time);
            tr!(
                lang,
                "control-byo-yomi",
                main = periods,
                periods = count,
                time = time
            )
        }
        ClockMode::Canadian { moves, time } => {
            let time = length_of_time(lang, time);
            tr!(
                lang,
                "control-canadian",
                main = periods,
                moves = moves,
                time = time
            )
        }
        ClockMode::Hourglass => tr!(lang, "control-hourglass", main = periods),
        ClockMode::Periods | ClockMode::Upcount => periods,
    }
}

/// A side's periods in words, the first said to be `each` side's when `each`.
fn describe_periods(lang: Lang, periods: &[Period], each: bool) -> String {
    let mut periods = periods.iter();
    let first = periods
        .next()
        .map(|period| describe_period(lang, period, each))
        .unwrap_or_default();
    periods.fold(first, |before, period| {
        let after = describe_period(lang, period, false);
        tr!(lang, "control-then", before = before, after = after)
    })
}

/// One period in words: `40 moves in 90 min each, +30 s a move`; `each` only for the first.
fn describe_period(lang: Lang, period: &Period, first: bool) -> String {
    let time = length_of_time(lang, period.time);
    let mut text = match period.moves {
        Some(moves) => tr!(lang, "period-moves", moves = moves, time = time),
        None => time,
    };
    if first {
        text = tr!(lang, "period-each", period = text);
    }
    match period.bonus {
        Bonus::None => text,
        Bonus::Increment(d) => {
            let time = length_of_time(lang, d);
            tr!(lang, "period-increment", period = text, time = time)
        }
        Bonus::Delay(d) => {
            let time = length_of_time(lang, d);
            tr!(lang, "period-delay", period = text, time = time)
        }
        Bonus::Bronstein(d) => {
            let time = length_of_time(lang, d);
            tr!(lang, "period-bronstein", period = text, time = time)
        }
    }
}

/// The draw rules in words.
fn describe_draw_rules(lang: Lang, rules: DrawRules) -> String {
    match rules {
        DrawRules::Club => tr!(lang, "draw-rules-club"),
        DrawRules::Fide => tr!(lang, "draw-rules-fide"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(text: &str) -> TimeControl {
        text.parse().expect("valid control")
    }

    /// A table's meanings start two columns past its widest name; a meaning too
    /// long for the column goes on under the meanings, a sentence a little under its start.
    #[test]
    fn tables_line_up_and_wrap_under_their_meanings() {
        let rows = [
            ("fen".to_string(), "show the FEN".to_string()),
            (
                "save [PATH]".to_string(),
                "save the game as PGN".to_string(),
            ),
        ];
        let mut lines = table(&rows);
        lines.push(Line::raw("Commands work in Russian too").into());
        let text: Vec<String> = wrapped(lines, 25)
            .iter()
            .map(|line| line.to_string().trim_end().to_string())
            .collect();
        assert_eq!(
            text,
            [
                "fen          show the FEN",
                "save [PATH]  save the",
                "             game as PGN",
                "Commands work in Russian",
                "  too",
            ]
        );
    }

    #[test]
    fn time_controls_in_words() {
        let english = |text| describe_control(Lang::En, &control(text));
        assert_eq!(english("5+3"), "5:00 each, +3 s a move");
        assert_eq!(
            english("40/90+30,30+30"),
            "40 moves in 1:30:00 each, +30 s a move; then 30:00, +30 s a move"
        );
        assert_eq!(english("15d5"), "15:00 each, 5 s delay");
        assert_eq!(english("1.5b3"), "1:30 each, 3 s Bronstein delay");
        assert_eq!(
            describe_control(Lang::En, &TimeControl::untimed()),
            "no limit: the clocks count time used"
        );
        let russian = |text| describe_control(Lang::Ru, &control(text));
        assert_eq!(
            russian("40/90+30,30+30"),
            "40 ходов за 1:30:00 каждому, +30 с за ход; затем 30:00, +30 с за ход"
        );
        assert_eq!(
            russian("21/60,30"),
            "21 ход за 1:00:00 каждому; затем 30:00"
        );
        assert_eq!(russian("15d5"), "15:00 каждому, задержка 5 с");
    }

    #[test]
    fn the_modes_of_a_club_clock_in_words() {
        let cases = [
            (
                "5 byo 3x30s",
                "5:00 each; then byo-yomi, 3 periods of 30 s: a move made within a period keeps it",
                "5:00 каждому; затем бёёми, 3 периода по 30 с: ход, сделанный в периоде, сохраняет его",
            ),
            (
                "5 canadian 10/5",
                "5:00 each; then Canadian byo-yomi, 10 moves in each 5:00",
                "5:00 каждому; затем канадское бёёми, 10 ходов на каждые 5:00",
            ),
            (
                "hourglass 3",
                "hourglass, 3:00 each: what one side uses the other gains",
                "песочные часы, 3:00 каждому: что тратит одна сторона, получает другая",
            ),
            (
                "upcount",
                "no limit: the clocks count the time used upward",
                "без ограничения: часы считают затраченное время вверх",
            ),
        ];
        for (text, english, russian) in cases {
            assert_eq!(describe_control(Lang::En, &control(text)), english);
            assert_eq!(describe_control(Lang::Ru, &control(text)), russian);
        }
    }
}
