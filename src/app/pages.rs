//! The pages between games, over the game: the new-game form (`new`, F2), the board editor
//! (from the form), and the library (`games`, F3; `open FILE`). The game's clocks stand
//! still while a page is open ([`Hold::Away`]); what a page asks of the layer that reads
//! files (the saved games, a file's games, a game to open) goes out as events and comes back
//! as messages. Keys, the mouse, pastes and the line mode's lines reach the page on top,
//! which handles them as every page does ([`Handles`]); the app opens and closes them.

use super::command::Command;
use super::editor::{Editor, EditorAction, EditorError};
use super::event::{Clip, Event, Refusal};
use super::form::{FormKey, NewGameForm};
use super::game_page::{GamePage, Hold};
use super::key::Key;
use super::learn::{Leave, Step};
use super::library::{Chosen, Library, LibraryKey, LibraryWord, Pick, Row, Shelf};
use super::message::{Button, OpenedGame, PageTarget, Pointer, Target};
use super::page::{Context, Handles, Page};
use super::settings::Settings;
use super::standings::StandingsKey;
use super::{App, Go};
use crate::vocabulary;

impl App {
    /// The page between games on top of the game, if one is open.
    pub fn page(&self) -> Option<&Page> {
        self.page.as_ref()
    }

    /// Opens `page` over the game from outside the pages (learning from the mistakes of a
    /// game analysed on the command line), and tells what happened, as an update does.
    pub fn open(&mut self, page: Page) -> Vec<Event> {
        self.open_page(page);
        std::mem::take(&mut self.cx.events)
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
            Some(Page::Library(_) | Page::Learn(_) | Page::Standings(_)) | None => {}
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

    /// A new game under `settings`: the one going on stays in its file, and the next form
    /// is filled with them.
    pub(super) fn start_with(&mut self, settings: Settings) {
        self.cx.settings = settings;
        self.start_new_game();
        self.form_left = None;
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
}

impl Handles for Page {
    fn key(&mut self, key: Key, cx: &mut Context) -> Go {
        cx.notice = None;
        match self {
            Page::Learn(learn) => learned(learn.on_key(key, &mut cx.events), cx),
            Page::NewGame(form) => match form.on_key(key) {
                FormKey::Nothing => Go::Stay,
                FormKey::NoTyping(field) => {
                    cx.refuse(Refusal::NoTyping(field));
                    Go::Stay
                }
                FormKey::Enter => submit_form(form, cx),
                FormKey::Esc => Go::Close,
            },
            Page::Editor(editor) => match editor.on_key(key) {
                Ok(action) => editor_action(editor, action, cx),
                Err(error) => refuse(Refusal::Editor(error), cx),
            },
            Page::Library(library) => match library.on_key(key) {
                LibraryKey::Nothing => Go::Stay,
                LibraryKey::Open(chosen) => open_chosen(chosen, cx),
                LibraryKey::Close => Go::Close,
            },
            Page::Standings(standings) => {
                let asked = standings.on_key(key, &mut cx.events);
                standings_go(asked, "", cx)
            }
        }
    }

    /// Pasted text goes into the field, filter or line with the keys.
    fn paste(&mut self, text: &str, _: &mut Context) -> Go {
        match self {
            Page::Learn(learn) => learn.paste(text),
            Page::NewGame(form) => {
                form.paste(text);
            }
            Page::Editor(editor) => editor.paste(text),
            Page::Library(library) => {
                let filter = format!("{}{}", library.filter().text(), text.trim());
                library.set_filter(&filter);
            }
            Page::Standings(_) => {}
        }
        Go::Stay
    }

    /// A line of the line mode: a field and its value on the form (`time 5+3`), anything the
    /// editor's line takes, a game's number, a tournament's name or a filter in the library.
    fn line(&mut self, text: &str, cx: &mut Context) -> Go {
        let text = text.trim();
        if Command::parse(text) == Some(Command::Quit) {
            return Go::Quit;
        }
        match self {
            Page::Learn(learn) => learned(learn.on_line(text, &mut cx.events), cx),
            Page::NewGame(form) => match super::form_words::apply(form, text) {
                Ok(super::form_words::Said::Set(field)) => {
                    cx.events.push(Event::FieldSet(field));
                    Go::Stay
                }
                Ok(super::form_words::Said::Start) => submit_form(form, cx),
                Ok(super::form_words::Said::Back) => Go::Close,
                Err(refusal) => refuse(refusal, cx),
            },
            Page::Editor(editor) if text.is_empty() => {
                editor_action(editor, EditorAction::Play, cx)
            }
            Page::Editor(editor) => match editor.apply(text) {
                Ok(EditorAction::Nothing) => {
                    cx.events.push(Event::Edited);
                    Go::Stay
                }
                Ok(action) => editor_action(editor, action, cx),
                Err(error) => refuse(Refusal::Editor(error), cx),
            },
            Page::Standings(standings) => {
                let asked = standings.on_line(text, &mut cx.events);
                standings_go(asked, text, cx)
            }
            Page::Library(library) => {
                if let Ok(number) = text.parse::<usize>() {
                    let row = library.shown().iter().position(|&row| {
                        let Row::Game(index) = row else {
                            return false;
                        };
                        library.saved(index).map(|(n, _)| n) == Some(number)
                            || library.file_game(index).map(|g| g.number as usize) == Some(number)
                    });
                    match row {
                        Some(row) => return choose_and_open(library, row, cx),
                        None => cx.refuse(Refusal::NoSuchGame(number)),
                    }
                } else if let Some(row) = library.tournament_row(text) {
                    return choose_and_open(library, row, cx);
                } else if vocabulary::read(text) == Some(LibraryWord::Back) {
                    return Go::Close;
                } else if vocabulary::read(text) == Some(LibraryWord::All) {
                    library.set_filter("");
                    cx.events.push(Event::Filtered);
                } else {
                    library.set_filter(text);
                    cx.events.push(Event::Filtered);
                }
                Go::Stay
            }
        }
    }

    /// What the mouse did on a page.
    fn pointer(&mut self, pointer: Pointer, cx: &mut Context) -> Go {
        if matches!(pointer, Pointer::Press(_) | Pointer::RightClick(_)) {
            // What was said spoke of what came before the click.
            cx.notice = None;
        }
        match (self, pointer) {
            (Page::Learn(learn), pointer) => {
                return learned(learn.on_pointer(pointer, &mut cx.events), cx);
            }
            (Page::NewGame(form), Pointer::Press(Some(Target::Page(target)))) => match target {
                PageTarget::Field(field) => form.set_focus(field),
                PageTarget::StartBox => form.focus_start_box(),
                PageTarget::Choice(field, index) => {
                    form.set_focus(field);
                    form.choose(field, index);
                }
                PageTarget::Button(Button::Start) => return submit_form(form, cx),
                PageTarget::Button(Button::Back) => return Go::Close,
                _ => {}
            },
            (Page::Library(library), Pointer::Press(Some(Target::Page(target)))) => match target {
                PageTarget::Row(row) if row == library.selected() => {
                    if let Some(chosen) = library.chosen() {
                        return open_chosen(chosen, cx);
                    }
                }
                PageTarget::Row(row) => library.select(row),
                PageTarget::Button(Button::Back) => return Go::Close,
                _ => {}
            },
            (Page::Standings(standings), Pointer::Press(Some(Target::Page(target)))) => {
                let asked = match target {
                    PageTarget::Button(Button::Start) => {
                        standings.on_key(Key::Enter, &mut cx.events)
                    }
                    PageTarget::Button(Button::Back) => StandingsKey::Back,
                    _ => StandingsKey::Nothing,
                };
                return standings_go(asked, "", cx);
            }
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
                return match done {
                    Ok(action) => editor_action(editor, action, cx),
                    Err(error) => refuse(Refusal::Editor(error), cx),
                };
            }
            _ => {}
        }
        Go::Stay
    }
}

/// What learning from the mistakes asks of the app after a key, a line or the mouse.
fn learned(step: Step, cx: &mut Context) -> Go {
    match step {
        Ok(Leave::Stay) => Go::Stay,
        Ok(Leave::Back) => Go::Close,
        Err(refusal) => refuse(refusal, cx),
    }
}

/// Refuses what was asked, with why; nothing more to do.
fn refuse(refusal: Refusal, cx: &mut Context) -> Go {
    cx.refuse(refusal);
    Go::Stay
}

/// Enter on the form: the next game of the tournament chosen is asked of the session, or the
/// game starts, or the editor opens for its position; a field that is wrong gets the keys,
/// and says why.
fn submit_form(form: &mut NewGameForm, cx: &mut Context) -> Go {
    if let Some(tournament) = form.tournament() {
        cx.events
            .push(Event::PlayTournament(tournament.name.clone()));
        return Go::Stay;
    }
    if form.start() == super::form::StartKind::Editor {
        let editor = Editor::new(form.clone());
        return Go::Open(Box::new(Page::Editor(Box::new(editor))), None);
    }
    match form.settings(&cx.settings) {
        Ok(settings) => Go::Start(Box::new(settings)),
        Err((field, error)) => {
            form.set_focus(field);
            refuse(Refusal::Field(field, error), cx)
        }
    }
}

/// What the editor's key, line or button asks for.
fn editor_action(editor: &Editor, action: EditorAction, cx: &mut Context) -> Go {
    match action {
        EditorAction::Nothing => Go::Stay,
        EditorAction::Back => Go::Open(Box::new(Page::NewGame(Box::new(editor.form()))), None),
        EditorAction::Copy => {
            // The terminal layer copies it and tells how it went.
            let fen = editor.diagram().fen();
            cx.events.push(Event::CopyDue(Clip::Position(fen)));
            Go::Stay
        }
        EditorAction::Play => {
            if let Err(error) = editor.position() {
                return refuse(Refusal::Editor(EditorError::Fen(error)), cx);
            }
            let mut form = editor.form();
            match form.settings(&cx.settings) {
                Ok(settings) => Go::Start(Box::new(settings)),
                Err((field, error)) => {
                    // Back on the form, the field that is wrong gets the keys, and says why.
                    form.set_focus(field);
                    let page = Page::NewGame(Box::new(form));
                    Go::Open(Box::new(page), Some(Refusal::Field(field, error)))
                }
            }
        }
    }
}

/// What a key, a line (`text`) or a click on the standings asks of the app: the next game is
/// asked of the layer that reads files, and the page stays until it comes.
fn standings_go(asked: StandingsKey, text: &str, cx: &mut Context) -> Go {
    match asked {
        StandingsKey::Nothing | StandingsKey::Next => Go::Stay,
        StandingsKey::Back => Go::Close,
        StandingsKey::Unknown => refuse(Refusal::StandingsWord(text.to_string()), cx),
    }
}

/// The row `row` of the library chosen, and opened.
fn choose_and_open(library: &mut Library, row: usize, cx: &mut Context) -> Go {
    library.select(row);
    match library.chosen() {
        Some(chosen) => open_chosen(chosen, cx),
        None => Go::Stay,
    }
}

/// What is chosen in the library, opened: a game is asked of the layer that reads files,
/// unless it is the game here, which only closes the library; a tournament under way has
/// its next game asked for; one that is over is refused.
fn open_chosen(chosen: Chosen, cx: &mut Context) -> Go {
    match chosen {
        Chosen::Game(Pick::Current) => Go::Close,
        Chosen::Game(pick) => {
            cx.events.push(Event::OpenGame(pick));
            Go::Stay
        }
        Chosen::Tournament(name) => {
            cx.events.push(Event::PlayTournament(name));
            Go::Stay
        }
        Chosen::TournamentOver(name) => refuse(Refusal::TournamentOver(name), cx),
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
