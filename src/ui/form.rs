//! The new-game form: a row for each field with its label, its text in brackets or its
//! choices (the chosen one marked), the time presets as a grid, what is wrong with a field
//! beside it, and the buttons that start the game and go back. The same parts are laid out
//! for drawing and for finding what a click is on.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::page::{self, Frame, Parts, cells};
use super::theme::Theme;
use crate::app::form::{
    Field, NewGameForm, PRESET_COLUMNS, PRESETS, StartKind, TimeChoice, field_label,
};
use crate::app::form_words::choice_words;
use crate::app::{Button, InputLine, Notice, PageTarget, Target};

use crate::i18n::{Describe, Lang, say};
use crate::rules::Color;
use crate::tr;

/// The width of a player's name field, brackets included.
const NAME_WIDTH: u16 = 26;
/// The width of a cell of the time grid.
const PRESET_WIDTH: u16 = 8;
/// The width of the field of the control typed, brackets included.
const TYPED_WIDTH: u16 = 16;

/// The new-game form as the screen shows it.
pub struct FormView<'a> {
    /// The form, its fields as filled.
    pub form: &'a NewGameForm,
    /// What was said last, if anything.
    pub notice: Option<&'a Notice>,
    /// The styles, and the language of the words.
    pub look: (Theme, Lang),
}

impl FormView<'_> {
    /// What the form shows at `position` when the screen is drawn into `area`.
    pub fn target_at(&self, area: Rect, position: Position) -> Option<Target> {
        self.lay_out(page::content(area)).target_at(position)
    }

    /// Where the typing cursor goes, in the field with the keys when it takes text.
    pub fn cursor_position(&self, area: Rect) -> Option<Position> {
        self.lay_out(page::content(area)).cursor
    }

    fn lay_out(&self, area: Rect) -> Parts {
        let (theme, lang) = self.look;
        let form = self.form;
        let labels = Field::ALL.map(|field| label(lang, field));
        let label_width = labels.iter().map(|l| cells(l)).max().unwrap_or(0) + 3;
        let mut laid = Parts::new(area);
        let mut y = area.y;
        for (field, label) in Field::ALL.into_iter().zip(labels) {
            let focused = form.focus() == field;
            let style = if focused {
                theme.selected()
            } else {
                theme.heading()
            };
            let label_area = Rect::new(area.x + 1, y, label_width - 2, 1);
            laid.add(label_area, label, style, Some(PageTarget::Field(field)));
            let x = area.x + label_width;
            y = match field {
                Field::White | Field::Black => {
                    let color = field.side().unwrap_or(Color::White);
                    let line = form.name(color);
                    let placeholder = crate::i18n::side_name(lang, color);
                    let end = self.text_field(
                        &mut laid,
                        (x, y),
                        NAME_WIDTH,
                        line,
                        &placeholder,
                        (field, focused),
                    );
                    self.error_beside(&mut laid, field, end + 2, y);
                    y + 1
                }
                Field::Time => self.time_grid(&mut laid, x, y),
                Field::Odds => {
                    let hint = tr!(lang, "form-odds-hint");
                    let end = self.text_field(
                        &mut laid,
                        (x, y),
                        TYPED_WIDTH,
                        form.odds(),
                        "",
                        (field, focused),
                    );
                    match form.error(field) {
                        Some(_) => self.error_beside(&mut laid, field, end + 1, y),
                        None => laid.add(
                            Rect::new(end + 1, y, cells(&hint), 1),
                            hint,
                            theme.dim(),
                            None,
                        ),
                    }
                    y + 1
                }
                Field::ClockStart
                | Field::Armageddon
                | Field::Instant
                | Field::DrawRules
                | Field::Bottom => {
                    let names: Vec<String> = (0..)
                        .map_while(|index| choice_words(lang, field, index))
                        .collect();
                    self.choices(&mut laid, (x, y), field, &names);
                    y + 1
                }
                Field::Start => self.start(&mut laid, x, y),
            };
            if field == Field::Black {
                y += 1;
            }
        }
        y += 1;
        let start = format!("[ {} ]", tr!(lang, "form-start-button"));
        let back = format!("[ {} ]", tr!(lang, "form-back-button"));
        let start_width = cells(&start);
        laid.add(
            Rect::new(area.x + 1, y, start_width, 1),
            start,
            theme.attention(),
            Some(PageTarget::Button(Button::Start)),
        );
        let back_x = area.x + 1 + start_width + 3;
        laid.add(
            Rect::new(back_x, y, cells(&back), 1),
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
        (field, focused): (Field, bool),
    ) -> u16 {
        let (theme, _) = self.look;
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
        laid.add(
            Rect::new(x, y, 1, 1),
            "[".into(),
            theme.dim(),
            Some(PageTarget::Field(field)),
        );
        laid.add(
            Rect::new(x + 1, y, width.saturating_sub(2), 1),
            format!("{shown:inner$}"),
            style,
            Some(PageTarget::Field(field)),
        );
        laid.add(
            Rect::new(x + width - 1, y, 1, 1),
            "]".into(),
            theme.dim(),
            Some(PageTarget::Field(field)),
        );
        if focused {
            let at = line.cursor().saturating_sub(cut).min(inner);
            laid.set_cursor(Position::new(x + 1 + at as u16, y));
        }
        x + width
    }

    /// The choices of a field in a row from (`x`, `y`), the chosen one marked.
    fn choices(&self, laid: &mut Parts, (x, y): (u16, u16), field: Field, names: &[String]) {
        let (theme, _) = self.look;
        let chosen = self.form.choices(field).map(|(_, chosen)| chosen);
        let mut x = x;
        for (index, name) in names.iter().enumerate() {
            let is = chosen == Some(index);
            let text = format!("{} {name}", if is { "(•)" } else { "( )" });
            let style = if is && self.form.focus() == field {
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
            x += width + 2;
        }
    }

    /// The grid of presets, the untimed one and the control typed, from (`x`, `y`), with what
    /// is wrong with the control typed under it; the row after.
    fn time_grid(&self, laid: &mut Parts, x: u16, y: u16) -> u16 {
        let (theme, lang) = self.look;
        let form = self.form;
        let chosen = form.time();
        let focused = form.focus() == Field::Time;
        let mut last_row = y;
        for index in 0..PRESETS.len() {
            let row = y + (index / PRESET_COLUMNS) as u16;
            let column = x + (index % PRESET_COLUMNS) as u16 * PRESET_WIDTH;
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
            let width = (cells(&text)).max(PRESET_WIDTH - 1);
            laid.add(
                Rect::new(column, row, width, 1),
                text,
                style,
                Some(PageTarget::Choice(Field::Time, index)),
            );
            last_row = row;
        }
        let other_x = x + (PRESETS.len() % PRESET_COLUMNS) as u16 * PRESET_WIDTH + PRESET_WIDTH;
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
            (Field::Time, focused && typed),
        );
        let next = last_row + 1;
        // On a row of its own, from the left edge: the sentences of the `--time` language
        // are long.
        self.error_beside(laid, Field::Time, laid.area().x + 1, next);
        next + 1
    }

    /// The starts, the number or FEN typed for the one chosen (or the position set up), and
    /// what is wrong with it; the row after.
    fn start(&self, laid: &mut Parts, x: u16, y: u16) -> u16 {
        let area = laid.area();
        let (theme, lang) = self.look;
        let form = self.form;
        let names: Vec<String> = (0..)
            .map_while(|index| choice_words(lang, Field::Start, index))
            .collect();
        let focused = form.focus() == Field::Start;
        self.choices(laid, (x, y), Field::Start, &names);
        let below = y + 1;
        match form.start() {
            StartKind::Standard => {}
            StartKind::Chess960 => {
                let hint = tr!(lang, "form-chess960-random");
                let end = self.text_field(
                    laid,
                    (x, below),
                    7,
                    form.chess960(),
                    "",
                    (Field::Start, focused),
                );
                laid.add(
                    Rect::new(end + 1, below, cells(&hint), 1),
                    hint,
                    theme.dim(),
                    None,
                );
            }
            StartKind::Fen => {
                let width = area.right().saturating_sub(x + 1).max(10);
                self.text_field(
                    laid,
                    (x, below),
                    width,
                    form.fen(),
                    "FEN",
                    (Field::Start, focused),
                );
            }
            StartKind::Editor => {
                let fen = form.diagram().fen();
                let text = tr!(lang, "form-editor-hint", fen = fen);
                laid.add(
                    Rect::new(x, below, cells(&text), 1),
                    text,
                    theme.dim(),
                    None,
                );
            }
        }
        self.error_beside(laid, Field::Start, area.x + 1, below + 1);
        below + 2
    }

    /// What is wrong with `field`, if anything, from (`x`, `y`) to the edge.
    fn error_beside(&self, laid: &mut Parts, field: Field, x: u16, y: u16) {
        let area = laid.area();
        let (theme, lang) = self.look;
        if let Some(error) = self.form.error(field) {
            let width = area.right().saturating_sub(x);
            laid.add(
                Rect::new(x, y, width, 1),
                error.describe(lang),
                theme.error(),
                None,
            );
        }
    }
}

impl Widget for FormView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (theme, lang) = self.look;
        let content = Frame {
            title: tr!(lang, "form-title"),
            notice: self.notice,
            keys: tr!(lang, "form-keys"),
            look: (theme, lang),
        }
        .draw(area, buf);
        self.lay_out(content).render(theme, buf);
    }
}

/// The label of a field.
fn label(lang: Lang, field: Field) -> String {
    say(lang, &field_label(field))
}
