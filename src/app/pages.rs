//! The pages between games, over the game: the new-game form (`new`, F2), the board editor
//! (from the form), and the library (`games`, F3; `open FILE`). The game's clocks stand
//! still while a page is open ([`Hold::Away`]); what a page asks of the layer that reads
//! files (the saved games, a file's games, a game to open) goes out as events and comes back
//! as messages. Keys, the mouse, pastes and the line mode's lines reach the page on top.

use super::command::Command;
use super::editor::{Editor, EditorAction, EditorError};
use super::event::{Clip, Event, PageKind, Refusal};
use super::form::{Field, FormKey, NewGameForm};
use super::game_page::{GamePage, Hold};
use super::key::Key;
use super::library::{Library, LibraryKey, Pick, Shelf};
use super::message::{Button, OpenedGame, PageTarget, Pointer, Target};
use super::settings::Settings;
use super::{App, Go};

/// A page between games, on top of the game.
#[derive(Debug, Clone)]
pub enum Page {
    /// The new-game form.
    NewGame(Box<NewGameForm>),
    /// The board editor, opened from the form, which it goes back to.
    Editor(Box<Editor>),
    /// The saved games, or a PGN file's, to pick one from.
    Library(Library),
}

impl Page {
    /// Which page it is.
    pub fn kind(&self) -> PageKind {
        match self {
            Page::NewGame(_) => PageKind::NewGame,
            Page::Editor(_) => PageKind::Editor,
            Page::Library(_) => PageKind::Library,
        }
    }
}

impl App {
    /// The page between games on top of the game, if one is open.
    pub fn page(&self) -> Option<&Page> {
        self.page.as_ref()
    }

    /// Opens `page` over the game: the clocks stand still, and what was typed or pointed at
    /// for the game goes. A page open already is replaced.
    pub(super) fn open_page(&mut self, page: Page) {
        let kind = page.kind();
        if self.page.is_none() {
            self.game.step_away(&mut self.cx);
        }
        self.page = Some(page);
        self.cx.notice = None;
        self.cx.events.push(Event::PageOpened(kind));
    }

    /// Closes the page: the game is on the screen again, its clocks running again. The
    /// form (or the editor's) is kept as it was left, to open so again.
    pub(super) fn close_page(&mut self) {
        match &self.page {
            Some(Page::NewGame(form)) => self.form_left = Some(form.clone()),
            Some(Page::Editor(editor)) => self.form_left = Some(Box::new(editor.form())),
            Some(Page::Library(_)) | None => {}
        }
        if self.page.take().is_some() {
            self.cx.notice = None;
            self.game.release_clocks(Hold::Away, self.cx.now);
            self.cx.events.push(Event::PageClosed);
        }
    }

    /// The new-game form as it was left without a game started from it (Esc is "not now",
    /// and what was typed is not thrown away), else filled with the settings in force.
    pub(super) fn open_new_game_form(&mut self) {
        let form = self
            .form_left
            .take()
            .unwrap_or_else(|| Box::new(NewGameForm::new(&self.cx.settings)));
        self.open_page(Page::NewGame(form));
    }

    /// A key while a page is open.
    pub(super) fn on_page_key(&mut self, key: Key) {
        let Some(page) = self.page.as_mut() else {
            return;
        };
        self.cx.notice = None;
        match page {
            Page::NewGame(form) => match form.on_key(key) {
                FormKey::Nothing => {}
                FormKey::NoTyping(field) => self.cx.refuse(Refusal::NoTyping(field)),
                FormKey::Enter => self.submit_form(),
                FormKey::Esc => self.close_page(),
            },
            Page::Editor(editor) => match editor.on_key(key) {
                Ok(action) => self.editor_action(action),
                Err(error) => self.cx.refuse(Refusal::Editor(error)),
            },
            Page::Library(library) => match library.on_key(key) {
                LibraryKey::Nothing => {}
                LibraryKey::Open(pick) => self.open_pick(pick),
                LibraryKey::Close => self.close_page(),
            },
        }
    }

    /// Enter on the form: the game starts, or the editor opens for its position; a field
    /// that is wrong gets the keys, and says why.
    fn submit_form(&mut self) {
        let Some(Page::NewGame(form)) = &self.page else {
            return;
        };
        if form.start() == super::form::StartKind::Editor {
            let editor = Editor::new(NewGameForm::clone(form));
            return self.open_page(Page::Editor(Box::new(editor)));
        }
        match form.settings(&self.cx.settings) {
            Ok(settings) => self.start_with(settings),
            Err((field, error)) => self.refuse_field(field, error),
        }
    }

    /// Gives the keys to a field that is wrong, and says why.
    fn refuse_field(&mut self, field: Field, error: super::form::FieldError) {
        if let Some(Page::NewGame(form)) = &mut self.page {
            form.set_focus(field);
        }
        self.cx.refuse(Refusal::Field(field, error));
    }

    /// A new game under `settings`: the one going on stays in its file, and the next form
    /// is filled with them.
    fn start_with(&mut self, settings: Settings) {
        self.cx.settings = settings;
        self.start_new_game();
        self.form_left = None;
    }

    /// What the editor's key, line or button asks for.
    fn editor_action(&mut self, action: EditorAction) {
        let Some(Page::Editor(editor)) = &self.page else {
            return;
        };
        match action {
            EditorAction::Nothing => {}
            EditorAction::Back => self.open_page(Page::NewGame(Box::new(editor.form()))),
            EditorAction::Copy => {
                // The terminal layer copies it and tells how it went.
                let fen = editor.diagram().fen();
                self.cx.events.push(Event::CopyDue(Clip::Position(fen)));
            }
            EditorAction::Play => {
                if let Err(error) = editor.position() {
                    return self.cx.refuse(Refusal::Editor(EditorError::Fen(error)));
                }
                let form = editor.form();
                match form.settings(&self.cx.settings) {
                    Ok(settings) => self.start_with(settings),
                    Err((field, error)) => {
                        self.open_page(Page::NewGame(Box::new(form)));
                        self.refuse_field(field, error);
                    }
                }
            }
        }
    }

    /// A game picked in the library: asked of the layer that reads files, unless it is the
    /// game here, which only closes the library.
    fn open_pick(&mut self, pick: Pick) {
        match pick {
            Pick::Current => self.close_page(),
            pick => self.cx.events.push(Event::OpenGame(pick)),
        }
    }

    /// The games asked for: the library opens with them; a file of one game opens that
    /// game, and a file of none says so.
    pub(super) fn on_shelf(&mut self, shelf: Shelf) {
        if let Shelf::File { path, contents } = &shelf {
            match contents.games.as_slice() {
                [] => return self.cx.refuse(Refusal::NoGames(path.clone())),
                [only] if contents.total == 1 => {
                    let pick = Pick::InFile {
                        path: path.clone(),
                        number: only.number,
                    };
                    return self.cx.events.push(Event::OpenGame(pick));
                }
                _ => {}
            }
        }
        self.open_page(Page::Library(Library::new(shelf)));
    }

    /// The game picked in the library, opened: it takes the place of the game here (which
    /// stays in its file), to play on, review or look at.
    pub(super) fn on_opened(&mut self, opened: OpenedGame) {
        let OpenedGame {
            timed,
            kept,
            read_only,
            saved_at,
        } = opened;
        self.cx.settings = self.cx.settings.playing(&timed, &kept);
        let now = self.cx.now;
        let game = if read_only {
            GamePage::looking(timed, saved_at, now)
        } else {
            GamePage::playing(timed, self.cx.settings.clock_start, now)
        };
        self.replace_game(game, Event::GameOpened);
    }

    /// Pasted text goes into the field, filter or line with the keys.
    pub(super) fn on_page_paste(&mut self, text: &str) {
        match self.page.as_mut() {
            Some(Page::NewGame(form)) => {
                form.paste(text);
            }
            Some(Page::Editor(editor)) => editor.paste(text),
            Some(Page::Library(library)) => {
                let filter = format!("{}{}", library.filter().text(), text.trim());
                library.set_filter(&filter);
            }
            None => {}
        }
    }

    /// A line of the line mode while a page is open: a field and its value on the form
    /// (`time 5+3`), anything the editor's line takes, a game's number or a filter in the
    /// library.
    pub(super) fn on_page_line(&mut self, text: &str) {
        let text = text.trim();
        if Command::parse(text) == Some(Command::Quit) {
            return self.go(Go::Quit);
        }
        match self.page.as_mut() {
            Some(Page::NewGame(form)) => match super::form_words::apply(form, text) {
                Ok(super::form_words::Said::Set(field)) => {
                    self.cx.events.push(Event::FieldSet(field))
                }
                Ok(super::form_words::Said::Start) => self.submit_form(),
                Ok(super::form_words::Said::Back) => self.close_page(),
                Err(refusal) => self.cx.refuse(refusal),
            },
            Some(Page::Editor(_)) if text.is_empty() => self.editor_action(EditorAction::Play),
            Some(Page::Editor(editor)) => match editor.apply(text) {
                Ok(EditorAction::Nothing) => self.cx.events.push(Event::Edited),
                Ok(action) => self.editor_action(action),
                Err(error) => self.cx.refuse(Refusal::Editor(error)),
            },
            Some(Page::Library(library)) => {
                if let Ok(number) = text.parse::<usize>() {
                    let row = library.shown().iter().position(|&index| {
                        library.saved(index).map(|(n, _)| n) == Some(number)
                            || library.file_game(index).map(|g| g.number as usize) == Some(number)
                    });
                    match row {
                        Some(row) => {
                            library.select(row);
                            if let Some(pick) = library.picked() {
                                self.open_pick(pick);
                            }
                        }
                        None => self.cx.refuse(Refusal::NoSuchGame(number)),
                    }
                } else if matches!(text.to_lowercase().as_str(), "back" | "назад") {
                    self.close_page();
                } else if matches!(text.to_lowercase().as_str(), "all" | "все") {
                    library.set_filter("");
                    self.cx.events.push(Event::Filtered);
                } else {
                    library.set_filter(text);
                    self.cx.events.push(Event::Filtered);
                }
            }
            None => {}
        }
    }

    /// What the mouse did on a page.
    pub(super) fn on_page_pointer(&mut self, pointer: Pointer) {
        let Some(page) = self.page.as_mut() else {
            return;
        };
        if matches!(pointer, Pointer::Press(_) | Pointer::RightClick(_)) {
            // What was said spoke of what came before the click.
            self.cx.notice = None;
        }
        match (page, pointer) {
            (Page::NewGame(form), Pointer::Press(Some(Target::Page(target)))) => match target {
                PageTarget::Field(field) => form.set_focus(field),
                PageTarget::StartBox => form.focus_start_box(),
                PageTarget::Choice(field, index) => {
                    form.set_focus(field);
                    form.choose(field, index);
                }
                PageTarget::Button(Button::Start) => self.submit_form(),
                PageTarget::Button(Button::Back) => self.close_page(),
                _ => {}
            },
            (Page::Library(library), Pointer::Press(Some(Target::Page(target)))) => match target {
                PageTarget::Row(row) if row == library.selected() => {
                    if let Some(pick) = library.picked() {
                        self.open_pick(pick);
                    }
                }
                PageTarget::Row(row) => library.select(row),
                PageTarget::Button(Button::Back) => self.close_page(),
                _ => {}
            },
            (Page::Library(library), Pointer::ScrollUp) => {
                library.on_key(Key::Up);
            }
            (Page::Library(library), Pointer::ScrollDown) => {
                library.on_key(Key::Down);
            }
            (Page::Editor(editor), pointer) => {
                let done = match pointer {
                    Pointer::Press(Some(Target::Square(square))) => {
                        editor.press(square);
                        Ok(EditorAction::Nothing)
                    }
                    Pointer::Release(target) => {
                        let square = match target {
                            Some(Target::Square(square)) => Some(square),
                            _ => None,
                        };
                        editor.release(square);
                        Ok(EditorAction::Nothing)
                    }
                    Pointer::RightClick(Some(Target::Square(square))) => {
                        editor.clear_square(square);
                        Ok(EditorAction::Nothing)
                    }
                    Pointer::Press(Some(Target::Palette(hand))) => {
                        editor.take(hand);
                        Ok(EditorAction::Nothing)
                    }
                    Pointer::Press(Some(Target::Page(target))) => editor_click(editor, target),
                    _ => Ok(EditorAction::Nothing),
                };
                match done {
                    Ok(action) => self.editor_action(action),
                    Err(error) => self.cx.refuse(Refusal::Editor(error)),
                }
            }
            _ => {}
        }
    }
}

/// A click on the editor's panel: the side to move, a castling right, an en passant square,
/// or a button.
fn editor_click(editor: &mut Editor, target: PageTarget) -> Result<EditorAction, EditorError> {
    match target {
        PageTarget::Turn(color) => editor.set_turn(color),
        PageTarget::Castling(right) => editor.toggle_castling(right)?,
        PageTarget::EnPassant(square) => editor.set_en_passant(square)?,
        PageTarget::Button(Button::Start) => return Ok(EditorAction::Play),
        PageTarget::Button(Button::Back) => return Ok(EditorAction::Back),
        PageTarget::Button(Button::Copy) => return Ok(EditorAction::Copy),
        PageTarget::Button(Button::Clear) => return editor.apply("clear"),
        PageTarget::Button(Button::Standard) => return editor.apply("start"),
        PageTarget::Field(_)
        | PageTarget::StartBox
        | PageTarget::Choice(..)
        | PageTarget::Row(_) => {}
    }
    Ok(EditorAction::Nothing)
}
