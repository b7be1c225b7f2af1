//! The new-game form: a row for each field with its label, its text in brackets or its
//! choices (the chosen one marked), the time presets as a grid, what is wrong with a field
//! beside it, and the buttons that start the game and go back. While a tournament is under
//! way, its field comes first: the tournament chosen with its next game, and the fields of
//! a free game dimmed while it is. The same parts are laid out for drawing and for finding
//! what a click is on.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::fit;
use super::page::{self, Frame, PageView, Parts, cells};
use super::theme::Look;
use crate::app::form::{
    Field, FieldError, NewGameForm, PRESET_COLUMNS, PRESETS, StartKind, TimeChoice,
};
use crate::app::form_words::choice_words;
use crate::app::{Button, InputLine, PageTarget, Target};
use crate::i18n::{Describe, Lang, say};
use crate::rules::Color;
use crate::tournament::next_game_line;
use crate::{phrase, tr};

/// The width of a player's name field, brackets included.
const NAME_WIDTH: u16 = 26;
/// The width of a cell of the time grid.
const PRESET_WIDTH: u16 = 8;
/// The width of the field of the control typed, brackets included.
const TYPED_WIDTH: u16 = 16;
/// The width of the field of the Chess960 number, brackets included.
const CHESS960_WIDTH: u16 = 7;
/// The narrowest the FEN field gets, brackets included.
const FEN_MIN_WIDTH: u16 = 10;
/// The fewest rows the form's content needs: the time grid with a sentence under it; when
/// the form has more rows than the page, it shows the rows around the field with the keys.
const MIN_ROWS: u16 = 10;

/// The new-game form as the screen shows it: a [`PageView`] of the form.
pub type FormView<'a> = PageView<'a, NewGameForm>;

/// The rows of a field of the form (or of its buttons), with what is said under it.
struct Band {
    /// The field; `None` for the buttons.
    field: Option<Field>,
    /// Whether a blank row goes before it, when the page has the rows.
    spaced: bool,
    /// The rows it keeps even when nothing is said under it, so that the fields below do
    /// not move as a sentence comes and goes: one for what is wrong with the time control
    /// or the start, one for the number or FEN of the start.
    kept_rows: u16,
    parts: Parts,
}

impl Band {
    /// The rows it takes.
    fn rows(&self) -> u16 {
        self.parts.rows().max(self.kept_rows)
    }
}

impl FormView<'_> {
    /// What the form shows at `position` when the screen is drawn into `area`.
    pub fn target_at(&self, area: Rect, position: Position) -> Option<Target> {
        self.lay_out(self.frame().content(area, MIN_ROWS))
            .target_at(position)
    }

    /// Where the typing cursor goes, in the field with the keys when it takes text.
    pub fn cursor_position(&self, area: Rect) -> Option<Position> {
        self.lay_out(self.frame().content(area, MIN_ROWS)).cursor
    }

    /// The smallest screen the form fits: as wide as its rows of choices and the time grid,
    /// as high as its frame and [`MIN_ROWS`].
    pub fn min_size(&self) -> (u16, u16) {
        let lang = self.look.lang;
        let choices = [
            Field::ClockStart,
            Field::DrawRules,
            Field::Armageddon,
            Field::Start,
            Field::Bottom,
            Field::Instant,
            Field::Takebacks,
        ]
        .map(|field| {
            let names = choice_names(lang, field);
            let marked: u16 = names.iter().map(|name| cells(name) + CHOICE_MARK).sum();
            marked + CHOICE_GAP * (names.len() as u16).saturating_sub(1)
        });
        let grid = self.grid_width();
        let variant = choice_names(lang, Field::Variant)
            .iter()
            .map(|name| cells(&stepper(name)))
            .max()
            .unwrap_or(0);
        let widest = choices
            .into_iter()
            .chain([grid, variant, NAME_WIDTH, TYPED_WIDTH, FEN_MIN_WIDTH])
            .max()
            .unwrap_or(0);
        (
            self.label_width() + widest + 1,
            MIN_ROWS + page::MIN_FRAME_ROWS,
        )
    }

    fn frame(&self) -> Frame<'_> {
        let Look { theme, lang } = self.look;
        Frame {
            title: tr!(lang, "form-title"),
            notice: self.notice,
            keys: tr!(lang, "form-keys"),
            look: Look { theme, lang },
        }
    }

    /// The width of the labels' column, from the left edge to the fields.
    fn label_width(&self) -> u16 {
        let lang = self.look.lang;
        let widest = Field::ALL
            .map(|field| cells(&label(lang, field)))
            .into_iter()
            .max();
        widest.unwrap_or(0) + 3
    }

    /// The form in `area`: every band when they fit (with blank rows between some where
    /// there is room), else the bands around the one with the keys, whole.
    fn lay_out(&self, area: Rect) -> Parts {
        let bands = self.bands(area);
        let rows: u16 = bands.iter().map(Band::rows).sum();
        let spacing: u16 = bands.iter().map(|band| u16::from(band.spaced)).sum();
        let spaced = rows + spacing <= area.height;
        let heights: Vec<u16> = bands
            .iter()
            .map(|band| band.rows() + u16::from(spaced && band.spaced))
            .collect();
        let focus = bands
            .iter()
            .position(|band| band.field == Some(self.page.focus()))
            .unwrap_or(0);
        // The first band shown: the first one from which the band with the keys is in sight.
        let first = (0..=focus)
            .find(|&first| heights[first..=focus].iter().sum::<u16>() <= area.height)
            .unwrap_or(focus);
        let mut laid = Parts::new(area);
        let mut y = area.y;
        for (index, band) in bands.into_iter().enumerate().skip(first) {
            let gap = u16::from(spaced && band.spaced && index > first);
            let rows = band.rows();
            if y + gap + rows > area.bottom() {
                break;
            }
            laid.place(band.parts, y + gap);
            y += gap + rows;
        }
        laid
    }

    /// Every band of the form, each laid out from the top of `area`.
    fn bands(&self, area: Rect) -> Vec<Band> {
        let Look { theme, lang } = self.look;
        let form = self.page;
        let label_width = self.label_width();
        let x = area.x + label_width;
        // Where a sentence under a field starts: the left edge, for room.
        let under = area.x + 1;
        let y = area.y;
        let mut bands = Vec::new();
        // The next game of a tournament chosen: the fields of a free game do not count.
        let dimmed = form.tournament().is_some();
        for field in form.fields() {
            let mut laid = Parts::band(area);
            let focused = form.focus() == field;
            let style = if focused {
                theme.selected()
            } else {
                theme.heading()
            };
            let label_area = Rect::new(area.x + 1, y, label_width - 2, 1);
            laid.add(
                label_area,
                label(lang, field),
                style,
                Some(PageTarget::Field(field)),
            );
            match field {
                Field::Tournament => self.tournament(&mut laid, (x, y), under),
                Field::White | Field::Black => {
                    let color = field.side().unwrap_or(Color::White);
                    let placeholder = crate::i18n::side_name(lang, color);
                    let line = form.name(color);
                    let end = self.text_field(
                        &mut laid,
                        (x, y),
                        NAME_WIDTH,
                        line,
                        &placeholder,
                        (PageTarget::Field(field), focused),
                    );
                    self.error(&mut laid, field, (Some(end + 2), y), under);
                }
                Field::Time => self.time_grid(&mut laid, x, y),
                Field::Odds => {
                    let end = self.text_field(
                        &mut laid,
                        (x, y),
                        TYPED_WIDTH,
                        form.odds(),
                        "",
                        (PageTarget::Field(field), focused),
                    );
                    if self.shown_error(field).is_some() {
                        self.error(&mut laid, field, (Some(end + 1), y), under);
                    } else {
                        let hint = tr!(lang, "form-odds-hint");
                        remark(&mut laid, hint, theme.dim(), (Some(end + 1), y), under);
                    }
                }
                Field::Variant => self.variant(&mut laid, (x, y), under),
                Field::Start => self.start(&mut laid, x, y),
                _ => self.choices(&mut laid, (x, y), field, &choice_names(lang, field)),
            }
            if dimmed && field != Field::Tournament {
                let selected = theme.selected();
                laid.restyle(|style| {
                    if style == selected {
                        style
                    } else {
                        theme.dim()
                    }
                });
            }
            let kept_rows = match field {
                Field::Time => 5,
                Field::Variant => 2,
                Field::Start => self.start_rows(),
                _ => 1,
            };
            bands.push(Band {
                field: Some(field),
                spaced: field == Field::Time,
                kept_rows,
                parts: laid,
            });
        }
        bands.push(Band {
            field: None,
            spaced: true,
            kept_rows: 1,
            parts: self.buttons(area),
        });
        bands
    }

    /// The rows the start keeps: its choices, the row of its number or FEN, and one for
    /// what is wrong with it; the last goes while a tournament is under way, for the form
    /// to fit 80×24 with the tournament's field, and the second too while its game is
    /// chosen, when the start does not count.
    fn start_rows(&self) -> u16 {
        let form = self.page;
        match (form.tournaments().is_empty(), form.tournament()) {
            (true, _) => 3,
            (false, None) => 2,
            (false, Some(_)) => 1,
        }
    }

    /// The tournament chosen between ‹ and › (or none, with what that means beside it),
    /// from (`x`, `y`): its next game beside it, and under it that the tournament's players,
    /// control and variant are those of the game, from `under`.
    fn tournament(&self, laid: &mut Parts, (x, y): (u16, u16), under: u16) {
        let Look { theme, lang } = self.look;
        let form = self.page;
        let Some((count, chosen)) = form.choices(Field::Tournament) else {
            return;
        };
        let name = match form.tournament() {
            Some(tournament) => tournament.name.clone(),
            None => choice_words(lang, Field::Tournament, 0).unwrap_or_default(),
        };
        let text = stepper(&name);
        let style = if form.focus() == Field::Tournament {
            theme.selected()
        } else {
            theme.heading()
        };
        let width = cells(&text);
        let next = PageTarget::Choice(Field::Tournament, (chosen + 1) % count);
        laid.add(Rect::new(x, y, width, 1), text, style, Some(next));
        let beside = Some(x + width + 2);
        let Some(tournament) = form.tournament() else {
            let hint = tr!(lang, "form-tournament-none-hint");
            remark(laid, hint, theme.dim(), (beside, y), under);
            return;
        };
        let game = next_game_line(tournament, lang).unwrap_or_default();
        let below = y + remark(laid, game, theme.heading(), (beside, y), under);
        let note = tr!(lang, "form-tournament-note");
        remark(laid, note, theme.attention(), (None, below), under);
    }

    /// The buttons that start the game and go back, on a row from the top of `area`.
    fn buttons(&self, area: Rect) -> Parts {
        let Look { theme, lang } = self.look;
        let mut laid = Parts::band(area);
        let start = format!("[ {} ]", tr!(lang, "form-start-button"));
        let back = format!("[ {} ]", tr!(lang, "form-back-button"));
        let start_width = cells(&start);
        laid.add(
            Rect::new(area.x + 1, area.y, start_width, 1),
            start,
            theme.attention(),
            Some(PageTarget::Button(Button::Start)),
        );
        let back_x = area.x + 1 + start_width + 3;
        laid.add(
            Rect::new(back_x, area.y, cells(&back), 1),
            back,
            Style::new(),
            Some(PageTarget::Button(Button::Back)),
        );
        laid
    }

    /// A text field at (`x`, `y`), `width` cells wide with its brackets, showing `line` (or
    /// `placeholder`, dim, when it is empty); the column after it.
    fn text_field(
        &self,
        laid: &mut Parts,
        (x, y): (u16, u16),
        width: u16,
        line: &InputLine,
        placeholder: &str,
        (target, focused): (PageTarget, bool),
    ) -> u16 {
        let theme = self.look.theme;
        let inner = width.saturating_sub(2) as usize;
        let (text, style) = if line.is_empty() && !focused {
            (placeholder.to_string(), theme.dim())
        } else {
            (line.text().to_string(), Style::new())
        };
        let shown: String = text
            .chars()
            .rev()
            .take(inner)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let cut = text.chars().count() - shown.chars().count();
        laid.add(Rect::new(x, y, 1, 1), "[".into(), theme.dim(), Some(target));
        laid.add(
            Rect::new(x + 1, y, width.saturating_sub(2), 1),
            format!("{shown:inner$}"),
            style,
            Some(target),
        );
        laid.add(
            Rect::new(x + width - 1, y, 1, 1),
            "]".into(),
            theme.dim(),
            Some(target),
        );
        if focused {
            let at = line.cursor().saturating_sub(cut).min(inner);
            laid.set_cursor(Position::new(x + 1 + at as u16, y));
        }
        x + width
    }

    /// The choices of a field in a row from (`x`, `y`), the chosen one marked.
    fn choices(&self, laid: &mut Parts, (x, y): (u16, u16), field: Field, names: &[String]) {
        let theme = self.look.theme;
        let chosen = self.page.choices(field).map(|(_, chosen)| chosen);
        let mut x = x;
        for (index, name) in names.iter().enumerate() {
            let is = chosen == Some(index);
            let text = format!("{} {name}", if is { "(•)" } else { "( )" });
            let has_keys = self.page.focus() == field && !self.page.in_start_box();
            let style = if is && has_keys {
                theme.selected()
            } else if is {
                theme.heading()
            } else {
                Style::new()
            };
            let width = cells(&text);
            laid.add(
                Rect::new(x, y, width, 1),
                text,
                style,
                Some(PageTarget::Choice(field, index)),
            );
            x += width + CHOICE_GAP;
        }
    }

    /// The variant chosen between ‹ and › (←/→ choose the one before or after; a click the
    /// next), from (`x`, `y`), with its rule in one line under it, from `under`.
    fn variant(&self, laid: &mut Parts, (x, y): (u16, u16), under: u16) {
        let Look { theme, lang } = self.look;
        let form = self.page;
        let Some((count, chosen)) = form.choices(Field::Variant) else {
            return;
        };
        let name = choice_words(lang, Field::Variant, chosen).unwrap_or_default();
        let text = stepper(&name);
        let style = if form.focus() == Field::Variant {
            theme.selected()
        } else {
            theme.heading()
        };
        let next = PageTarget::Choice(Field::Variant, (chosen + 1) % count);
        laid.add(Rect::new(x, y, cells(&text), 1), text, style, Some(next));
        let rule = say(lang, &phrase!("variant-rule", variant = form.variant()));
        remark(laid, rule, theme.dim(), (None, y), under);
    }

    /// The width of the time grid with the control typed beside its last row.
    fn grid_width(&self) -> u16 {
        let other = cells(&tr!(self.look.lang, "form-other")) + 1;
        let lang = self.look.lang;
        let widest_row = (0..PRESETS.len())
            .map(|index| {
                let text = choice_words(lang, Field::Time, index).unwrap_or_default();
                (
                    index / PRESET_COLUMNS,
                    (cells(&text) + 1).max(PRESET_WIDTH - 1) + 1,
                )
            })
            .fold(Vec::<u16>::new(), |mut rows, (row, width)| {
                rows.resize(rows.len().max(row + 1), 0);
                rows[row] += width;
                rows
            })
            .into_iter()
            .max()
            .unwrap_or(0);
        (other_column() + other + 1 + TYPED_WIDTH).max(widest_row)
    }

    /// The grid of presets, the untimed one and the control typed, from (`x`, `y`), with what
    /// is wrong with the control typed under it.
    fn time_grid(&self, laid: &mut Parts, x: u16, y: u16) {
        let Look { theme, lang } = self.look;
        let form = self.page;
        let chosen = form.time();
        let focused = form.focus() == Field::Time;
        let mut last_row = y;
        let mut column = x;
        for index in 0..PRESETS.len() {
            let row = y + (index / PRESET_COLUMNS) as u16;
            if index % PRESET_COLUMNS == 0 {
                column = x;
            }
            let text = choice_words(lang, Field::Time, index).unwrap_or_default();
            let is = chosen == TimeChoice::Preset(index);
            let style = match (is, focused) {
                (true, true) => theme.selected(),
                (true, false) => theme.heading(),
                _ => Style::new(),
            };
            let text = if is {
                format!("•{text}")
            } else {
                format!(" {text}")
            };
            // A long preset (`5 canadian 10/5`) pushes the rest of its row along.
            let width = (cells(&text)).max(PRESET_WIDTH - 1);
            laid.add(
                Rect::new(column, row, width, 1),
                text,
                style,
                Some(PageTarget::Choice(Field::Time, index)),
            );
            column += width + 1;
            last_row = row;
        }
        let other_x = x + other_column();
        let other = choice_words(lang, Field::Time, PRESETS.len()).unwrap_or_default();
        let typed = chosen == TimeChoice::Typed;
        let style = match (typed, focused) {
            (true, true) => theme.selected(),
            (true, false) => theme.heading(),
            _ => Style::new(),
        };
        let other = if typed {
            format!("•{other}")
        } else {
            format!(" {other}")
        };
        let other_width = cells(&other);
        laid.add(
            Rect::new(other_x, last_row, other_width, 1),
            other,
            style,
            Some(PageTarget::Choice(Field::Time, PRESETS.len())),
        );
        let field_x = other_x + other_width + 1;
        self.text_field(
            laid,
            (field_x, last_row),
            TYPED_WIDTH,
            form.typed_time(),
            "5+3",
            (PageTarget::Field(Field::Time), focused && typed),
        );
        // Under the grid: the sentences of the `--time` language are long.
        self.error(laid, Field::Time, (None, last_row), laid.area().x + 1);
    }

    /// The starts, the number or FEN typed for the one chosen (or the position set up), and
    /// what is wrong with it.
    fn start(&self, laid: &mut Parts, x: u16, y: u16) {
        let right = text_right(laid.area());
        let Look { theme, lang } = self.look;
        let form = self.page;
        let names = choice_names(lang, Field::Start);
        let in_box = form.in_start_box();
        self.choices(laid, (x, y), Field::Start, &names);
        if form.tournament().is_some() {
            // Its number or FEN does not count: the tournament's start is played.
            return;
        }
        let below = y + 1;
        let last = match form.start() {
            StartKind::Standard => y,
            StartKind::Chess960 => {
                let hint = tr!(lang, "form-chess960-random");
                let end = self.text_field(
                    laid,
                    (x, below),
                    CHESS960_WIDTH,
                    form.chess960(),
                    "",
                    (PageTarget::StartBox, in_box),
                );
                let under = laid.area().x + 1;
                below + remark(laid, hint, theme.dim(), (Some(end + 1), below), under)
            }
            StartKind::Fen => {
                let width = right.saturating_sub(x).max(FEN_MIN_WIDTH);
                self.text_field(
                    laid,
                    (x, below),
                    width,
                    form.fen(),
                    "FEN",
                    (PageTarget::StartBox, in_box),
                );
                below
            }
            StartKind::Editor => {
                let fen = form.diagram().fen();
                let text = tr!(lang, "form-editor-hint", fen = fen);
                below - 1 + remark(laid, text, theme.dim(), (None, below - 1), x)
            }
        };
        self.error(laid, Field::Start, (None, last), laid.area().x + 1);
    }

    /// What is wrong with `field`, if anything: beside it from column `beside` on row `y`
    /// where it fits, else under row `y` from column `x`.
    fn error(&self, laid: &mut Parts, field: Field, (beside, y): (Option<u16>, u16), x: u16) {
        let Look { theme, lang } = self.look;
        if let Some(error) = self.shown_error(field) {
            remark(laid, error.describe(lang), theme.error(), (beside, y), x);
        }
    }

    /// What is wrong with `field`, to be said: nothing while a tournament's game is chosen,
    /// which the fields of a free game do not stop.
    fn shown_error(&self, field: Field) -> Option<FieldError> {
        let form = self.page;
        if form.tournament().is_some() {
            return None;
        }
        form.error(field)
    }
}

/// Columns of a choice besides its name: its mark and a blank.
const CHOICE_MARK: u16 = 4;
/// Columns between two choices.
const CHOICE_GAP: u16 = 2;

/// The column of the time grid, from its left, where the control typed is chosen: after
/// the untimed preset on the grid's last row.
fn other_column() -> u16 {
    (PRESETS.len() % PRESET_COLUMNS) as u16 * PRESET_WIDTH + PRESET_WIDTH
}

/// The last column text may take in `area`: a blank column is left at its right edge.
fn text_right(area: Rect) -> u16 {
    area.right().saturating_sub(1)
}

/// Says `text` in `style` beside a field, from column `beside` on row `y`, where it fits
/// before the right edge; else (or with no `beside`) under row `y` from column `x`, wrapped
/// at its words. The rows it takes under row `y`.
fn remark(
    laid: &mut Parts,
    text: String,
    style: Style,
    (beside, y): (Option<u16>, u16),
    x: u16,
) -> u16 {
    let right = text_right(laid.area());
    if let Some(beside) = beside
        && beside.saturating_add(cells(&text)) <= right
    {
        laid.add(Rect::new(beside, y, cells(&text), 1), text, style, None);
        return 0;
    }
    let rows = fit::wrap(&text, usize::from(right.saturating_sub(x)));
    for (below, row) in (y + 1..).zip(&rows) {
        laid.add(Rect::new(x, below, cells(row), 1), row.clone(), style, None);
    }
    u16::try_from(rows.len()).unwrap_or(u16::MAX)
}

impl Widget for FormView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.look.theme;
        let content = self.frame().draw(area, MIN_ROWS, buf);
        self.lay_out(content).render(theme, buf);
    }
}

/// The label of a field.
fn label(lang: Lang, field: Field) -> String {
    say(lang, &field.label())
}

/// The names of the choices of a field of choices, in their order; none for another field.
/// A choice shown alone, with the marks that say ←/→ step through the others: `‹ Horde ›`.
fn stepper(name: &str) -> String {
    format!("‹ {name} ›")
}

fn choice_names(lang: Lang, field: Field) -> Vec<String> {
    (0..)
        .map_while(|index| choice_words(lang, field, index))
        .collect()
}
