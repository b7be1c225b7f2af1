//! Drawing only: the screen as a pure function of the app's state.
//!
//! `impl Widget for &App` draws the whole screen at [`App::now`]: the board on the left, with
//! each player's panel (name, clock, captured pieces) beside its own edge of the board and the
//! move list between them; below, the status lines (as many rows as the board leaves), the
//! input line with the matching moves, and a footer with the main keys. Popups (help, the
//! promotion picker) go on top. Each part is a widget of its own module that holds just what
//! it draws (`Board`, `Panel`, `MoveList`, `Status`, `InputBar`, `Footer`, `Help`);
//! `view.rs` reads them off the app's parts, and the layout is worked out once here.

mod analysis;
mod board;
mod charts;
mod clocks;
mod editor;
mod fit;
mod form;
mod help;
mod help_line;
mod learn;
mod library;
mod move_input;
mod move_list;
mod page;
mod pages;
mod palette;
mod pieces;
mod pixels;
mod pocket;
mod pointing;
mod popup;
mod standings;
mod status;
pub mod svg;
mod theme;
mod view;
mod waiting;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use crate::app::{App, Hold, Mode, Question, Target, Viewport};
use crate::rules::Square;
use crate::tr;

pub use fit::wrap;
pub use theme::{Highlight, Highlights, Theme, Ticking, TimeLeft};
pub use waiting::Waiting;

/// The narrowest terminal the game screen fits in: the smallest board (squares of 3×1 cells,
/// with its labels), a gap, and the players' panels and move list.
pub const MIN_WIDTH: u16 = board::min_width() + GAP + SIDE_MIN_WIDTH;

/// The shortest terminal the game screen fits in: the smallest board, the status lines under
/// it (room for the longest sentence said there, at the narrowest width), the input line and
/// the footer.
pub const MIN_HEIGHT: u16 = board::min_height() + SMALLEST_BOARD_STATUS_ROWS + 2;

// A pocket fits the inner row of a panel in the narrowest column beside the board.
const _: () = assert!(pocket::WIDTH <= SIDE_MIN_WIDTH);

/// Columns between the board and the panels beside it.
const GAP: u16 = 2;
/// The narrowest the column of panels and moves may be.
const SIDE_MIN_WIDTH: u16 = 22;
/// The widest a player's panel grows, so that the name and the clock stay together; the move
/// list between the panels takes the whole width beside the board, in as many columns as fit.
const PANEL_MAX_WIDTH: u16 = 40;
/// The fewest rows for the status lines under a board larger than the smallest; they get the
/// rows the board leaves.
const MIN_STATUS_ROWS: u16 = 2;
/// The fewest rows for the status lines under the smallest board, at the narrowest width:
/// the longest sentences said there take them all.
const SMALLEST_BOARD_STATUS_ROWS: u16 = 4;
/// With this many rows under a board larger than the smallest, a blank one separates it from
/// the status lines; the smallest leaves every row to them.
const STATUS_SPACER_FROM: u16 = 4;
/// Rows of a player's panel with its clock on one line: the name and clock, the captured
/// pieces.
const PANEL_ROWS: u16 = 2;
/// The largest scale of the large clock digits.
const MAX_CLOCK_SCALE: u16 = 2;
/// The fewest rows the move list keeps when the clocks have large digits.
const MIN_MOVE_ROWS_WITH_BIG_CLOCKS: u16 = 8;
/// The charts go beside the board, in place of the panels and the moves, when the column
/// there is this wide; over the board too when it is narrower.
const CHARTS_BESIDE_BOARD_FROM: u16 = 64;
/// The fewest and the most rows of the panel of the engine's review under the move list,
/// which takes half the list's rows between them.
const ANALYSIS_MIN_ROWS: u16 = 8;
const ANALYSIS_MAX_ROWS: u16 = 20;
/// The column of panels gets a blank row around the move list from this height on.
const SIDE_SPACING_FROM: u16 = 18;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if let Some(page) = view::page(self) {
            if page.fits(area) {
                return page.render(area, buf);
            }
            return render_too_small(self, area, buf);
        }
        let Some(screen) = Screen::of(self, area) else {
            return render_too_small(self, area, buf);
        };
        let bottom = self.bottom_side();
        view::board(self).render(screen.board.area, buf);
        if let Some(bar) = view::eval_bar(self) {
            bar.render(screen.eval_bar, buf);
        }
        if let Some(panel) = view::analysis(self) {
            panel.render(screen.analysis, buf);
        }
        let top = view::panel(self, !bottom, clocks::Edge::Top, screen.clock_scale);
        top.render(screen.top_panel, buf);
        view::moves(self).render(screen.moves, buf);
        let bottom = view::panel(self, bottom, clocks::Edge::Bottom, screen.clock_scale);
        bottom.render(screen.bottom_panel, buf);
        view::status(self).render(screen.status, buf);
        // A game watched takes no typing: no input line.
        if self.game_page().watched().is_none() {
            view::input(self).render(screen.input, buf);
        }
        view::footer(self).render(screen.footer, buf);
        let game = self.game_page();
        if game.review().charts_open() {
            view::charts(self).render(screen.charts, buf);
        }
        match game.mode() {
            Mode::Help => view::help(self).render(area, buf),
            Mode::Promotion { choice, .. } => popup::render_promotion(
                (game.game().position().turn(), choice),
                view::look(self),
                screen.board.area,
                area,
                buf,
            ),
            Mode::Play | Mode::Confirm(_) => {}
        }
    }
}

/// The smallest screen that shows what `app` shows now, in columns and rows: the page open
/// over the game, or the game ([`MIN_WIDTH`] × [`MIN_HEIGHT`]). On a smaller one the screen
/// says so instead, and keys wait.
pub fn min_size(app: &App) -> (u16, u16) {
    view::page(app).map_or((MIN_WIDTH, MIN_HEIGHT), |page| page.min_size())
}

/// Where the terminal cursor belongs when the whole screen is drawn into `area`: on the input
/// line, at the typing position, while moves and commands can be typed; `None` otherwise (a
/// popup is open, a question waits for y or n, the clocks are paused, or the terminal is too
/// small). The screen draws this cell in reverse video itself, so the terminal layer may leave
/// its cursor hidden; it can put it here for input methods and screen readers.
pub fn cursor_position(app: &App, area: Rect) -> Option<Position> {
    if let Some(page) = view::page(app) {
        return page.fits(area).then(|| page.cursor_position(area))?;
    }
    let screen = Screen::of(app, area)?;
    view::input(app).cursor_position(screen.input)
}

/// What the screen drawn into `area` has room for: whether the game fits, the rows of the
/// move list, and how far the help can scroll. The terminal layer tells the app after
/// laying the screen out.
pub fn viewport(app: &App, area: Rect) -> Viewport {
    let screen = Screen::of(app, area);
    let fits = match view::page(app) {
        Some(page) => page.fits(area),
        None => screen.is_some(),
    };
    Viewport {
        fits,
        move_lines: screen.map_or(0, |screen| view::moves(app).capacity(screen.moves)),
        // Laid out only while the help is open: nothing scrolls it otherwise.
        help_overflow: if app.game_page().mode() == Mode::Help {
            view::help(app).overflow(area)
        } else {
            Viewport::default().help_overflow
        },
    }
}

/// What the screen drawn into `area` shows at the cell (`column`, `row`), in the app's terms:
/// the popup on top first, then a square of the board, a piece of a pocket or a move of the
/// move list; `None` for
/// anything else, and while the terminal is too small for the game. The terminal layer sends
/// it with what the mouse did; it is worked out through the layout the screen is drawn with.
pub fn hit(app: &App, area: Rect, column: u16, row: u16) -> Option<Target> {
    let position = Position::new(column, row);
    if let Some(page) = view::page(app) {
        return page.fits(area).then(|| page.target_at(area, position))?;
    }
    let screen = Screen::of(app, area)?;
    match app.game_page().mode() {
        Mode::Help => return view::help(app).target_at(area, position),
        Mode::Promotion { .. } => {
            let turn = app.game_page().game().position().turn();
            let look = view::look(app);
            let picker = popup::promotion_at(turn, look, screen.board.area, area, position);
            if picker.is_some() {
                return picker;
            }
        }
        Mode::Play | Mode::Confirm(_) => {}
    }
    if let Some(square) = screen.board.square_at(position, app.bottom_side()) {
        return Some(Target::Square(square));
    }
    if let Some(pocket) = pocket_at(app, &screen, position) {
        return Some(pocket);
    }
    if let Some(ply) =
        view::analysis(app).and_then(|panel| panel.move_at(screen.analysis, position))
    {
        return Some(Target::Move(ply));
    }
    view::moves(app)
        .move_at(screen.moves, position)
        .map(Target::Move)
}

/// The piece of a pocket drawn at `position`, in a variant with pockets.
fn pocket_at(app: &App, screen: &Screen, position: Position) -> Option<Target> {
    let bottom = app.bottom_side();
    [
        (
            !bottom,
            clocks::inner_row(screen.top_panel, clocks::Edge::Top),
        ),
        (
            bottom,
            clocks::inner_row(screen.bottom_panel, clocks::Edge::Bottom),
        ),
    ]
    .into_iter()
    .filter(|&(color, _)| view::pocket(app, color).is_some())
    .find_map(|(color, row)| {
        pocket::Pocket::role_at(row, position).map(|role| Target::Pocket(color, role))
    })
}

/// The cells a square of the board covers when the whole screen is drawn into `area`, or
/// `None` when the terminal is too small for the board.
pub fn square_area(app: &App, area: Rect, square: Square) -> Option<Rect> {
    if let Some(page) = view::page(app) {
        return page.fits(area).then(|| page.square_area(area, square))?;
    }
    let screen = Screen::of(app, area)?;
    Some(screen.board.square_area(square, app.bottom_side()))
}

/// The parts of the screen, laid out for one terminal size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Screen {
    board: board::Geometry,
    top_panel: Rect,
    moves: Rect,
    bottom_panel: Rect,
    /// The scale of the large clock digits; 0 for clocks on one line.
    clock_scale: u16,
    status: Rect,
    input: Rect,
    footer: Rect,
    /// Where the charts go when they are open: beside the board where the column beside it
    /// is wide enough, over the board and the column otherwise.
    charts: Rect,
    /// The column beside the board, for the eval bar of the engine's review.
    eval_bar: Rect,
    /// The panel of the engine's review, under the move list (empty without one).
    analysis: Rect,
}

impl Screen {
    /// The layout of `app`'s game screen for `area`: with the panel of the engine's review
    /// under the move list while there is one.
    fn of(app: &App, area: Rect) -> Option<Screen> {
        Screen::laid_out(area, view::analysis(app).is_some())
    }

    /// The layout for `area`, with the panel of the engine's review when `analysis` says
    /// so, or `None` when it is smaller than [`MIN_WIDTH`] × [`MIN_HEIGHT`].
    fn laid_out(area: Rect, analysis: bool) -> Option<Screen> {
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            return None;
        }
        let [main, input, footer] = Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(1),
            Constraint::Length(1),
        ])
        .areas(area);
        let board_width = main.width.saturating_sub(GAP + SIDE_MIN_WIDTH);
        let board_height = main.height.saturating_sub(MIN_STATUS_ROWS);
        let board = board::Geometry::largest(main.as_position(), board_width, board_height)?;
        let under_board = main.height.saturating_sub(board.area.height);
        let larger = board.area.height > board::min_height();
        let spacer = u16::from(larger && under_board >= STATUS_SPACER_FROM);
        let [_, status] = Layout::vertical([
            Constraint::Length(board.area.height.saturating_add(spacer)),
            Constraint::Fill(1),
        ])
        .areas(main);
        let beside_board = Rect {
            height: board.area.height,
            ..main
        };
        let [_, _, side] = Layout::horizontal([
            Constraint::Length(board.area.width),
            Constraint::Length(GAP),
            Constraint::Fill(1),
        ])
        .areas(beside_board);
        let spacing = u16::from(side.height >= SIDE_SPACING_FROM);
        let clock_scale = (1..=MAX_CLOCK_SCALE)
            .rev()
            .find(|&scale| {
                let panels = 2 * (clocks::big_panel_rows(scale) + spacing);
                panels + MIN_MOVE_ROWS_WITH_BIG_CLOCKS <= side.height
            })
            .unwrap_or(0);
        let panel_rows = match clock_scale {
            0 => PANEL_ROWS,
            scale => clocks::big_panel_rows(scale),
        };
        let [top_panel, moves, bottom_panel] = Layout::vertical([
            Constraint::Length(panel_rows),
            Constraint::Fill(1),
            Constraint::Length(panel_rows),
        ])
        .spacing(spacing)
        .areas(side);
        let panel_width = side.width.min(PANEL_MAX_WIDTH);
        let top_panel = Rect {
            width: panel_width,
            ..top_panel
        };
        let bottom_panel = Rect {
            width: panel_width,
            ..bottom_panel
        };
        let charts = if side.width >= CHARTS_BESIDE_BOARD_FROM {
            side
        } else {
            beside_board
        };
        let panel_rows = if analysis {
            (moves.height / 2).clamp(moves.height.min(ANALYSIS_MIN_ROWS), ANALYSIS_MAX_ROWS)
        } else {
            0
        };
        let [moves, analysis] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(panel_rows)]).areas(moves);
        // The first column of the gap, along the squares (not the labels).
        let eval_bar = Rect::new(
            board.area.right(),
            board.area.y + 1,
            1,
            board.area.height.saturating_sub(2),
        );
        Some(Screen {
            board,
            top_panel,
            moves,
            bottom_panel,
            clock_scale,
            status,
            input,
            footer,
            charts,
            eval_bar,
            analysis,
        })
    }
}

/// The message shown instead of the game or a page when the terminal is smaller than its
/// [`min_size`]. The clocks stand still meanwhile (the app pauses them when told the screen
/// does not fit), and keys wait too, but for Ctrl-C: its question is shown here, to be
/// answered.
fn render_too_small(app: &App, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let lang = app.lang();
    let (min_width, min_height) = min_size(app);
    let mut text = tr!(
        lang,
        "too-small",
        min_width = min_width,
        min_height = min_height,
        width = area.width,
        height = area.height
    );
    // The app stops a running clock when told the game does not fit (after this frame);
    // the time used of an untimed game is not worth a sentence.
    let timed = !app.settings().control.is_untimed();
    let held = app.game_page().hold() == Some(Hold::TooSmall);
    let running = app.game_page().timed().clock().running().is_some();
    // A game watched goes on where it is played: its clocks are not held here.
    let watched = app.game_page().watched().is_some();
    if timed && !watched && (held || running) {
        text.push(' ');
        text.push_str(&tr!(lang, "too-small-clocks-paused"));
    }
    let mut lines = vec![Line::from(text)];
    if app.game_page().mode() == Mode::Confirm(Question::Quit) {
        let question = status::question_text(status::Asking::Quit(app.leaving()), lang);
        lines.extend([Line::default(), Line::from(question)]);
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::app::Settings;

    fn screen(width: u16, height: u16) -> Option<Screen> {
        Screen::laid_out(Rect::new(0, 0, width, height), false)
    }

    #[test]
    fn the_minimum_size_fits_the_smallest_board() {
        assert_eq!((MIN_WIDTH, MIN_HEIGHT), (52, 16));
        let smallest = screen(MIN_WIDTH, MIN_HEIGHT).expect("fits");
        assert_eq!(smallest.board.square_size(), (3, 1));
        assert_eq!(smallest.status.height, SMALLEST_BOARD_STATUS_ROWS);
        assert!(smallest.moves.height >= 4);
        assert!(smallest.moves.width >= SIDE_MIN_WIDTH);
        assert_eq!(screen(MIN_WIDTH - 1, MIN_HEIGHT), None);
        assert_eq!(screen(MIN_WIDTH, MIN_HEIGHT - 1), None);
    }

    #[test]
    fn the_board_grows_with_the_terminal_and_stays_square() {
        for ((width, height), size) in [
            ((80, 24), (5, 2)),
            ((120, 40), (9, 4)),
            ((200, 60), (13, 6)),
            ((60, 100), (3, 1)),
        ] {
            let screen = screen(width, height).expect("fits");
            assert_eq!(screen.board.square_size(), size, "at {width}×{height}");
        }
    }

    #[test]
    fn the_status_lines_take_the_rows_under_the_board() {
        let screen = screen(80, 24).expect("fits");
        assert_eq!(screen.status, Rect::new(0, 19, 80, 3));
        assert_eq!((screen.input.y, screen.footer.y), (22, 23));
    }

    #[test]
    fn the_panels_line_up_with_the_edges_of_the_board() {
        let screen = screen(80, 24).expect("fits");
        assert_eq!(screen.top_panel.y, screen.board.area.y);
        assert_eq!(screen.bottom_panel.bottom(), screen.board.area.bottom());
        assert!(screen.moves.x >= screen.board.area.right() + GAP);
    }

    #[test]
    fn a_pocket_fits_the_inner_row_of_each_panel_beside_the_moves_at_every_size() {
        for (width, height) in [(MIN_WIDTH, MIN_HEIGHT), (80, 24), (120, 40), (200, 60)] {
            let screen = screen(width, height).expect("fits");
            let top = clocks::inner_row(screen.top_panel, clocks::Edge::Top);
            let bottom = clocks::inner_row(screen.bottom_panel, clocks::Edge::Bottom);
            for row in [top, bottom] {
                assert!(row.width >= pocket::WIDTH, "at {width}×{height}: {row:?}");
                assert_eq!(row.height, 1);
            }
            assert!(top.bottom() <= screen.moves.y, "at {width}×{height}");
            assert!(bottom.y >= screen.moves.bottom(), "at {width}×{height}");
            assert!(top.y > screen.top_panel.y && bottom.y < screen.bottom_panel.bottom() - 1);
        }
    }

    #[test]
    fn the_cursor_sits_after_the_prompt() {
        let app = App::new(Settings::default(), 1, Instant::now());
        let area = Rect::new(0, 0, 80, 24);
        assert_eq!(cursor_position(&app, area), Some(Position::new(2, 22)));
        assert_eq!(cursor_position(&app, Rect::new(0, 0, 20, 6)), None);
    }
}
