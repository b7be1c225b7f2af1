//! The terminal: setting it up and restoring it on every way out, the event loop, signals,
//! and saving the game as it changes. With `main.rs` (which dates a new game), the only place
//! that reads the time: everything below it is handed `now`.
//!
//! The loop sleeps until the next moment anything on screen can change (the next visible
//! clock digit, or a flag), a key, the mouse, a resize or a signal; it redraws only after a
//! change. What the mouse points at is found through the layout of the last frame drawn
//! (`ui::hit`) and handed to the app in its own terms.
//! Terminal events are read on a thread of their own and handed over through a channel, so
//! the loop keeps its appointments (signals, saves) even when the terminal has gone away and
//! reading from it never returns.
//!
//! Signals and job control are the one part that differs between systems: `term/unix.rs`,
//! and `term/portable.rs` for the others (Windows), with the same names.

use std::io::{self, Stdout, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant, SystemTime};

use crossterm::event::{
    self, DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use crossterm::style::Print;
use crossterm::terminal::{
    Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use crossterm::{cursor, execute};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;

use crate::app::{App, Event as AppEvent, Key, Message, NoClipboard, Page, Pointer};
use crate::i18n::Lang;
use crate::session::Session;
use crate::tr;
use crate::ui;

pub mod clipboard;
mod glyphs;
pub mod lines;
mod watch;
// The portable counterpart is compiled in the Unix tests too, so both are checked here.
#[cfg(any(not(unix), test))]
mod portable;
#[cfg(unix)]
mod unix;
pub use glyphs::TerminalEnv;
/// The signals the program reacts to, and how it stops itself for Ctrl-Z where there is job
/// control: shared with the line mode.
pub(crate) use os::{SUSPEND, Signals};
#[cfg(not(unix))]
use portable as os;
#[cfg(unix)]
use unix as os;
pub use watch::run as watch;

/// How often the loop looks at signals while nothing else happens.
const SIGNAL_CHECK: Duration = Duration::from_millis(200);

/// How a session ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The players quit, with `quit` or Ctrl-C and its question.
    Quit,
    /// A signal asked the program to stop (its number).
    Signal(i32),
    /// The terminal went away (hang-up or end of input).
    TerminalLost,
}

/// How a session ended, and whether its game is lost: what the program's exit status tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ended {
    /// What ended it.
    pub ending: Ending,
    /// Whether the game played could not be kept ([`Session::game_is_lost`]).
    pub lost: bool,
}

/// Raw mode, the alternate screen and the mouse, undone when dropped, whatever the way out.
struct TerminalGuard {
    terminal: Terminal<CrosstermBackend<Stdout>>,
    /// Whether the mouse is the game's (else the terminal keeps it, to select text).
    mouse: bool,
    /// The screen of the last frame drawn, for finding what the mouse points at.
    area: Rect,
}

impl TerminalGuard {
    fn enter(mouse: bool) -> io::Result<TerminalGuard> {
        enter_screen(mouse)?;
        let terminal = Terminal::new(CrosstermBackend::new(io::stdout()));
        match terminal {
            Ok(terminal) => Ok(TerminalGuard {
                terminal,
                mouse,
                area: Rect::default(),
            }),
            Err(error) => {
                restore_screen();
                Err(error)
            }
        }
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore_screen();
    }
}

fn enter_screen(mouse: bool) -> io::Result<()> {
    enable_raw_mode()?;
    // Bracketed paste: a paste arrives as one event, not as a flood of key presses.
    execute!(
        io::stdout(),
        EnterAlternateScreen,
        cursor::Hide,
        EnableBracketedPaste
    )?;
    if mouse {
        // Clicks, drags, the wheel and moves, reported in SGR form (any size of screen).
        execute!(io::stdout(), EnableMouseCapture)?;
    }
    Ok(())
}

/// Puts the terminal back: the mouse, cooked mode, the normal screen, the cursor. Errors are
/// ignored: this also runs when the terminal is gone.
fn restore_screen() {
    // Apart, and first: where the mouse was never taken, the Windows console refuses to give
    // it back, which must not keep the rest from being restored.
    let _ = execute!(io::stdout(), DisableMouseCapture);
    let _ = disable_raw_mode();
    let _ = execute!(
        io::stdout(),
        DisableBracketedPaste,
        LeaveAlternateScreen,
        cursor::Show
    );
    let _ = io::stdout().flush();
}

/// Restores the terminal before a panic message is printed, and says where the game is.
fn install_panic_hook(saved_in: Option<PathBuf>, lang: Lang) {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_screen();
        previous(info);
        if let Some(folder) = &saved_in {
            let path = folder.display().to_string();
            eprintln!("{}", tr!(lang, "session-saved-in", path = path));
        }
    }));
}

/// What became of a key awaited before the screen opens ([`read_key`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyRead {
    /// A key was pressed.
    Key(Key),
    /// Ctrl-D: the end of input, as it is for a line.
    End,
    /// Ctrl-C, or a signal that stops the program (its number; Ctrl-C stands for SIGINT):
    /// the program should end at once, as it did while questions were asked in cooked mode.
    Stop(i32),
}

/// Raw mode for one key, undone when dropped, whatever the way out (an error, a panic).
struct RawMode;

impl Drop for RawMode {
    fn drop(&mut self) {
        let _ = disable_raw_mode();
    }
}

/// `text` as it is written before the screen opens: wrapped at its words to the terminal's
/// width ([`ui::wrap`]), so that no word is cut at its edge, with the blank at its end (where
/// the answer goes) kept.
pub fn fitted(text: &str) -> String {
    let width = crossterm::terminal::size().map_or(usize::MAX, |(columns, _)| columns.into());
    fitted_to(text, width)
}

/// [`fitted`], to `width` columns.
fn fitted_to(text: &str, width: usize) -> String {
    let words = text.trim_end_matches(' ');
    let mut rows = ui::wrap(words, width).join("\n");
    rows.push_str(&text[words.len()..]);
    rows
}

/// Asks `question` on the terminal before the screen opens and waits for one key press in
/// raw mode: it answers at once, with no Enter, as the screen's questions are answered. The
/// terminal is as it was again before this returns; keys typed after the one read wait for
/// the screen. Signals that stop the program are noted from before the question shows, so
/// that a Ctrl-C pressed the moment it appears is an answer too, never left to end the
/// program (and the shell that started it) by itself.
pub fn read_key(question: &str) -> io::Result<KeyRead> {
    /// The number of SIGINT, which Ctrl-C sends in cooked mode.
    const SIGINT: i32 = 2;
    let signals = Signals::register()?;
    print!("{question}");
    io::stdout().flush()?;
    enable_raw_mode()?;
    let _raw = RawMode;
    loop {
        if let Some(signal) = signals.stop_signal() {
            return Ok(KeyRead::Stop(signal));
        }
        if !event::poll(SIGNAL_CHECK)? {
            continue;
        }
        let Event::Key(key) = event::read()? else {
            continue;
        };
        if key.kind != KeyEventKind::Press {
            continue;
        }
        let control = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Char('c') if control => return Ok(KeyRead::Stop(SIGINT)),
            KeyCode::Char('d') if control => return Ok(KeyRead::End),
            _ => {
                if let Some(key) = key_of(&key) {
                    return Ok(KeyRead::Key(key));
                }
            }
        }
    }
}

/// Runs a game on the screen until the players quit, a signal arrives or the terminal goes.
/// `letters` is the players' choice of letters (`true`) or figurines (`false`) for the
/// pieces; with `None`, this terminal decides (see `term/glyphs.rs`). Once the screen is
/// closed, one line says where the game is kept and how to go on with it, or that it could
/// not be kept.
pub fn run(mut session: Session, letters: Option<bool>) -> io::Result<Ended> {
    let signals = Signals::register()?;
    install_panic_hook(session.folder().map(Path::to_path_buf), session.app.lang());
    let mut guard = TerminalGuard::enter(session.app.settings().mouse)?;
    if letters.is_none()
        && let Some(reason) = glyphs::without_figurines(&TerminalEnv::current(), measure_figurines)
    {
        let message = Message::NoFigurines(reason);
        session.app.update(message, Instant::now());
    }
    let events = read_events_in_background()?;
    let ending = event_loop(&mut guard, &mut session, &signals, &events);
    session.save(Instant::now(), SystemTime::now());
    drop(guard);
    if !matches!(ending, Ok(Ending::TerminalLost))
        && let Some(line) = session.farewell(false)
    {
        // The terminal may be gone already (a hang-up): nobody to tell then.
        let _ = writeln!(io::stdout(), "{line}");
    }
    let lost = session.game_is_lost();
    ending.map(|ending| Ended { ending, lost })
}

/// How many cells the terminal moves on for the figurines, printed at the top left of the
/// blank screen before the first frame and wiped again; `None` when it cannot tell (a screen
/// too narrow, or no answer to where the cursor is). Asked before the input thread starts,
/// which would take the answer for itself.
fn measure_figurines() -> Option<u16> {
    let figurines = glyphs::figurines();
    let (columns, _) = crossterm::terminal::size().ok()?;
    if usize::from(columns) <= 2 * figurines.chars().count() {
        return None;
    }
    let mut out = io::stdout();
    execute!(out, cursor::MoveTo(0, 0), Print(&figurines)).ok()?;
    let position = cursor::position();
    let _ = execute!(out, Clear(ClearType::All));
    match position {
        Ok((cells, 0)) => Some(cells),
        _ => None,
    }
}

/// The terminal's events, read on a thread of their own, for as long as this lives: when it
/// is dropped the thread stops reading (within [`SIGNAL_CHECK`]) and is waited for, so that
/// a key pressed after the screen closes is left for what asks next (the next game of a
/// tournament), not taken by a thread nobody listens to.
struct BackgroundEvents {
    /// The events read, or the error that ended the reading.
    receiver: Receiver<io::Result<Event>>,
    /// Set to stop the reading.
    stop: Arc<AtomicBool>,
    /// The thread that reads.
    reader: Option<thread::JoinHandle<()>>,
}

impl std::ops::Deref for BackgroundEvents {
    type Target = Receiver<io::Result<Event>>;

    fn deref(&self) -> &Self::Target {
        &self.receiver
    }
}

impl Drop for BackgroundEvents {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
    }
}

/// Reads terminal events on a thread of their own, until the events are dropped or a read
/// fails; between events it looks every [`SIGNAL_CHECK`] whether it should stop.
fn read_events_in_background() -> io::Result<BackgroundEvents> {
    let (sender, receiver) = mpsc::channel();
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = Arc::clone(&stop);
    let reader = thread::Builder::new()
        .name("terminal input".to_string())
        .spawn(move || {
            while !stopped.load(Ordering::Relaxed) {
                let event = match event::poll(SIGNAL_CHECK) {
                    Ok(false) => continue,
                    Ok(true) => event::read(),
                    Err(error) => Err(error),
                };
                let failed = event.is_err();
                if sender.send(event).is_err() || failed {
                    break;
                }
            }
        })?;
    Ok(BackgroundEvents {
        receiver,
        stop,
        reader: Some(reader),
    })
}

fn event_loop(
    guard: &mut TerminalGuard,
    session: &mut Session,
    signals: &Signals,
    events: &Receiver<io::Result<Event>>,
) -> io::Result<Ending> {
    let mut dirty = true;
    // The last move of the mouse handed to the app: the same again changes nothing.
    let mut last_motion = None;
    loop {
        if dirty {
            dirty = draw(guard, &mut session.app)?;
            continue;
        }
        if session.app.should_quit() {
            return Ok(Ending::Quit);
        }
        if let Some(signal) = signals.stop_signal() {
            return Ok(Ending::Signal(signal));
        }
        if let Some(stop) = os::SUSPEND
            && signals.take_suspend()
        {
            suspend(guard, session, stop)?;
            dirty = true;
            continue;
        }
        let now = Instant::now();
        let wake = next_wake(session, now);
        let timeout = wake.saturating_duration_since(now).min(SIGNAL_CHECK);
        let first = match events.recv_timeout(timeout) {
            Ok(event) => Some(event),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => return Ok(Ending::TerminalLost),
        };
        // Every event already waiting is handled before the screen is drawn again, so a
        // burst of keys (a paste the terminal types out) costs one frame, not one a key; a
        // flood that never stops still gets a frame every so often.
        let batch_end = Instant::now() + MAX_BATCH;
        let waiting = std::iter::from_fn(|| {
            (Instant::now() < batch_end)
                .then(|| events.try_recv().ok())
                .flatten()
        });
        for event in first.into_iter().chain(waiting) {
            let Ok(event) = event else {
                return Ok(Ending::TerminalLost);
            };
            if is_suspend_key(&event) {
                if let Some(stop) = os::SUSPEND {
                    suspend(guard, session, stop)?;
                    dirty = true;
                }
                continue;
            }
            let message = match &event {
                Event::Mouse(mouse) if guard.mouse => {
                    let pointer = pointer_of(mouse, &session.app, guard.area);
                    let motion = matches!(pointer, Some(Pointer::Hover(_) | Pointer::Drag(_)));
                    if motion && pointer == last_motion {
                        None
                    } else {
                        last_motion = pointer.filter(|_| motion);
                        pointer.map(Message::Pointer)
                    }
                }
                Event::Key(key) if comes_after_escape(key) => {
                    update(session, Message::Key(Key::Esc));
                    dirty = true;
                    message_of(&event)
                }
                _ => message_of(&event),
            };
            if message.is_some() && resized(guard) {
                // The terminal changed size and the resize is still on its way: the screen is
                // laid out first, so a key waits while the screen does not fit.
                while draw(guard, &mut session.app)? {}
            }
            let page = session.app.page().map(Page::kind);
            if let Some(message) = message {
                // The screen shows what happened through the app's state; the session has
                // saved what the events called for.
                update(session, message);
                dirty = true;
            }
            if session.app.should_quit() {
                break;
            }
            // Another size, or another page: the screen is laid out again (and the app told
            // whether it fits) before the keys that follow, which wait while it does not.
            if matches!(event, Event::Resize(..)) || session.app.page().map(Page::kind) != page {
                break;
            }
        }
        // Time is due to show (or a flag to fall) even while events keep coming.
        if Instant::now() >= wake {
            update(session, Message::Tick);
            dirty = true;
        }
    }
}

/// Hands `message` to the session now; the screen shows what happened through the app's
/// state. The events the screen does not draw are carried out here: the bell rings the
/// terminal's (BEL), and a copy goes to the terminal as OSC 52, the app told how it went. A
/// terminal gone silent loses nothing but the sound: the next frame finds it gone.
fn update(session: &mut Session, message: Message) {
    let events = session.update(message, Instant::now(), SystemTime::now());
    for event in events {
        match event {
            AppEvent::Bell => {
                let mut out = io::stdout();
                let _ = out.write_all(b"\x07").and_then(|()| out.flush());
            }
            AppEvent::CopyDue(clip) => {
                let copied = clipboard::clipboard(&TerminalEnv::current()).and_then(|()| {
                    let sequence = clipboard::osc52(&session.clip_text(&clip));
                    let mut out = io::stdout();
                    out.write_all(sequence.as_bytes())
                        .and_then(|()| out.flush())
                        .map_err(|_| NoClipboard::NotATerminal)?;
                    Ok(clip)
                });
                session.update(Message::Copied(copied), Instant::now(), SystemTime::now());
            }
            _ => {}
        }
    }
}

/// The longest the loop handles waiting events before it draws the screen again.
const MAX_BATCH: Duration = Duration::from_millis(50);

/// Whether a key came with Alt, and so stands for Esc followed by the key: a terminal sends
/// Alt and a key as Esc and the key, and an Esc pressed just before a key reads the same
/// when both arrive in one read (after a burst of keys, say). hotseat has no Alt keys, so
/// the Esc is an Esc.
fn comes_after_escape(key: &KeyEvent) -> bool {
    key.modifiers.contains(KeyModifiers::ALT)
        && !key.modifiers.contains(KeyModifiers::CONTROL)
        && counts(key)
}

/// The next moment the loop must act by itself: a clock digit or flag, a periodic save, or
/// a look at the engine's work under way (its progress, or its answer).
fn next_wake(session: &Session, now: Instant) -> Instant {
    let far = now + Duration::from_secs(3600);
    let clock = session
        .app
        .game_page()
        .clock()
        .next_change(now)
        .unwrap_or(far);
    let save = session.next_periodic_save().unwrap_or(far);
    let engine = session.next_engine_check(now).unwrap_or(far);
    clock.min(save).min(engine)
}

/// Draws the screen, and tells the app when what the screen has room for changed (so it can
/// stop scrolling at the ends, and pause the clocks while the game cannot be seen). `true`
/// when it did, and the screen must be drawn again.
fn draw(guard: &mut TerminalGuard, app: &mut App) -> io::Result<bool> {
    let mut area = Rect::default();
    guard.terminal.draw(|frame| {
        area = frame.area();
        frame.render_widget(&*app, area);
        if let Some(position) = ui::cursor_position(app, area) {
            frame.set_cursor_position(position);
        }
    })?;
    guard.area = area;
    let viewport = ui::viewport(app, area);
    if viewport == app.viewport() {
        return Ok(false);
    }
    app.update(Message::Viewport(viewport), Instant::now());
    Ok(true)
}

/// Whether the terminal is no longer the size of the last frame drawn.
fn resized(guard: &TerminalGuard) -> bool {
    crossterm::terminal::size()
        .is_ok_and(|(width, height)| (width, height) != (guard.area.width, guard.area.height))
}

/// Ctrl-Z: the clocks pause, the terminal is restored and the program stops (`stop`); on `fg`
/// the screen comes back and the clocks run again.
fn suspend(guard: &mut TerminalGuard, session: &mut Session, stop: fn()) -> io::Result<()> {
    session.app.update(Message::Suspend, Instant::now());
    session.save(Instant::now(), SystemTime::now());
    restore_screen();
    stop();
    enter_screen(guard.mouse)?;
    // A fresh terminal redraws every cell. (`Terminal::clear` would ask the terminal where
    // its cursor is, and the answer would go to the input thread.)
    execute!(io::stdout(), Clear(ClearType::All))?;
    guard.terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    session.app.update(Message::Continue, Instant::now());
    Ok(())
}

fn is_suspend_key(event: &Event) -> bool {
    matches!(
        event,
        Event::Key(KeyEvent {
            code: KeyCode::Char('z'),
            modifiers,
            kind: KeyEventKind::Press,
            ..
        }) if modifiers.contains(KeyModifiers::CONTROL)
    )
}

/// The app's message for a terminal event: key presses (see [`counts`]), resizes and
/// pastes; `None` for the rest.
fn message_of(event: &Event) -> Option<Message> {
    match event {
        Event::Key(key) if counts(key) => key_of(key).map(Message::Key),
        // The screen is drawn again, and its new layout told to the app after the drawing.
        Event::Resize(..) => Some(Message::Tick),
        Event::Paste(text) => Some(Message::Paste(text.clone())),
        _ => None,
    }
}

/// The app's message for what the mouse did over the screen `area` of the last frame: the
/// left button pressed, dragged or released, the wheel, and moves, each with what it was
/// over (`ui::hit`), and the right button's click; `None` for the other buttons.
fn pointer_of(mouse: &MouseEvent, app: &App, area: Rect) -> Option<Pointer> {
    let target = ui::hit(app, area, mouse.column, mouse.row);
    Some(match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) => Pointer::Press(target),
        MouseEventKind::Drag(MouseButton::Left) => Pointer::Drag(target),
        MouseEventKind::Up(MouseButton::Left) => Pointer::Release(target),
        MouseEventKind::Down(MouseButton::Right) => Pointer::RightClick(target),
        MouseEventKind::Moved => Pointer::Hover(target),
        MouseEventKind::ScrollUp => Pointer::ScrollUp,
        MouseEventKind::ScrollDown => Pointer::ScrollDown,
        _ => return None,
    })
}

/// Whether a key event counts: a press, or a repeat of a key held down to go on deleting,
/// moving or scrolling. Never a release, which Windows reports too (a key would count
/// twice), nor a repeat that would play, answer or quit twice.
fn counts(key: &KeyEvent) -> bool {
    match key.kind {
        KeyEventKind::Press => true,
        KeyEventKind::Repeat => matches!(
            key.code,
            KeyCode::Backspace
                | KeyCode::Delete
                | KeyCode::Left
                | KeyCode::Right
                | KeyCode::Up
                | KeyCode::Down
                | KeyCode::PageUp
                | KeyCode::PageDown
        ),
        KeyEventKind::Release => false,
    }
}

fn key_of(key: &KeyEvent) -> Option<Key> {
    let control = key.modifiers.contains(KeyModifiers::CONTROL);
    let shift = key.modifiers.contains(KeyModifiers::SHIFT);
    Some(match key.code {
        KeyCode::Char('c') if control => Key::CtrlC,
        KeyCode::Char('u') if control => Key::CtrlU,
        KeyCode::Char(_) if control => return None,
        KeyCode::Char(c) => Key::Char(c),
        KeyCode::Enter => Key::Enter,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Delete => Key::Delete,
        KeyCode::Left if shift => Key::ShiftLeft,
        KeyCode::Right if shift => Key::ShiftRight,
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::Tab => Key::Tab,
        KeyCode::BackTab => Key::BackTab,
        KeyCode::Esc => Key::Esc,
        KeyCode::F(1) => Key::F1,
        KeyCode::F(2) => Key::F2,
        KeyCode::F(3) => Key::F3,
        KeyCode::F(4) => Key::F4,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::KeyEventState;

    fn key(code: KeyCode, modifiers: KeyModifiers, kind: KeyEventKind) -> Event {
        Event::Key(KeyEvent {
            code,
            modifiers,
            kind,
            state: KeyEventState::NONE,
        })
    }

    /// The question before the screen, in both languages and with a time control given for a
    /// new game, wraps at whole words in 80 columns: nothing is cut, and the answer's blank
    /// stays at its end.
    #[test]
    fn the_question_before_the_screen_wraps_at_whole_words() {
        for lang in [Lang::En, Lang::Ru] {
            for control in ["none", "3+2"] {
                let question = format!(
                    "{} ",
                    tr!(
                        lang,
                        "start-resume",
                        white = "Anna",
                        black = "Boris",
                        moves = tr!(lang, "count-moves", count = 12),
                        started = "2026-12-03 21:59",
                        control = control
                    )
                );
                let fitted = fitted_to(&question, 80);
                assert!(fitted.ends_with("] "), "{fitted:?}");
                let rows: Vec<&str> = fitted.trim_end().lines().collect();
                assert!(rows.len() > 1, "{fitted:?}");
                for row in &rows {
                    assert!(row.chars().count() <= 80, "{row:?}");
                }
                assert_eq!(rows.join(" "), question.trim_end(), "{lang:?} {control}");
            }
        }
        assert!(
            tr!(
                Lang::En,
                "start-resume",
                white = "A",
                black = "B",
                moves = "1 move",
                started = "today",
                control = "3+2"
            )
            .contains("Resume it on its own clocks (n: a new game at 3+2)? [Y/n]")
        );
    }

    #[test]
    fn key_presses_become_messages_and_releases_do_not() {
        let press = key(KeyCode::Char('e'), KeyModifiers::NONE, KeyEventKind::Press);
        assert_eq!(message_of(&press), Some(Message::Key(Key::Char('e'))));
        let release = key(
            KeyCode::Char('e'),
            KeyModifiers::NONE,
            KeyEventKind::Release,
        );
        assert_eq!(message_of(&release), None);
        let repeat = key(KeyCode::Char('e'), KeyModifiers::NONE, KeyEventKind::Repeat);
        assert_eq!(message_of(&repeat), None);
        let ctrl_c = key(
            KeyCode::Char('c'),
            KeyModifiers::CONTROL,
            KeyEventKind::Press,
        );
        assert_eq!(message_of(&ctrl_c), Some(Message::Key(Key::CtrlC)));
        let ctrl_x = key(
            KeyCode::Char('x'),
            KeyModifiers::CONTROL,
            KeyEventKind::Press,
        );
        assert_eq!(message_of(&ctrl_x), None);
        assert_eq!(message_of(&Event::Resize(80, 24)), Some(Message::Tick));
        let paste = Event::Paste("1. e4 e5".to_string());
        assert_eq!(
            message_of(&paste),
            Some(Message::Paste("1. e4 e5".to_string()))
        );
        let ctrl_z = key(
            KeyCode::Char('z'),
            KeyModifiers::CONTROL,
            KeyEventKind::Press,
        );
        assert!(is_suspend_key(&ctrl_z));
    }

    /// A terminal sends Alt and a key as Esc and the key; an Esc typed just before a key
    /// arrives as the same two bytes when both are read at once. Either way it is the Esc,
    /// then the key.
    #[test]
    fn alt_and_a_key_is_an_escape_and_the_key() {
        let alt_e = KeyEvent {
            code: KeyCode::Char('e'),
            modifiers: KeyModifiers::ALT,
            kind: KeyEventKind::Press,
            state: KeyEventState::NONE,
        };
        assert!(comes_after_escape(&alt_e));
        assert_eq!(
            message_of(&Event::Key(alt_e)),
            Some(Message::Key(Key::Char('e')))
        );
        let plain_e = KeyEvent {
            modifiers: KeyModifiers::NONE,
            ..alt_e
        };
        assert!(!comes_after_escape(&plain_e));
        let released = KeyEvent {
            kind: KeyEventKind::Release,
            ..alt_e
        };
        assert!(!comes_after_escape(&released));
    }

    #[test]
    fn the_mouse_becomes_what_it_points_at_on_the_screen_last_drawn() {
        use crate::app::{Settings, Target};
        use crate::rules::Square;
        let app = App::new(Settings::default(), 1, Instant::now());
        let area = Rect::new(0, 0, 80, 24);
        let e2 = ui::square_area(&app, area, Square::E2).expect("the board fits");
        let mouse = |kind| MouseEvent {
            kind,
            column: e2.x,
            row: e2.y,
            modifiers: KeyModifiers::NONE,
        };
        let on_e2 = Some(Target::Square(Square::E2));
        let left = MouseButton::Left;
        for (kind, pointer) in [
            (MouseEventKind::Down(left), Some(Pointer::Press(on_e2))),
            (MouseEventKind::Drag(left), Some(Pointer::Drag(on_e2))),
            (MouseEventKind::Up(left), Some(Pointer::Release(on_e2))),
            (MouseEventKind::Moved, Some(Pointer::Hover(on_e2))),
            (MouseEventKind::ScrollUp, Some(Pointer::ScrollUp)),
            (MouseEventKind::ScrollDown, Some(Pointer::ScrollDown)),
            (
                MouseEventKind::Down(MouseButton::Right),
                Some(Pointer::RightClick(on_e2)),
            ),
            (MouseEventKind::Up(MouseButton::Right), None),
            (MouseEventKind::Up(MouseButton::Middle), None),
        ] {
            assert_eq!(pointer_of(&mouse(kind), &app, area), pointer, "{kind:?}");
        }
        // Before the first frame, or on a screen too small for the game: nothing.
        let down = mouse(MouseEventKind::Down(left));
        assert_eq!(
            pointer_of(&down, &app, Rect::default()),
            Some(Pointer::Press(None))
        );
    }

    #[test]
    fn releases_never_count_and_repeats_only_where_holding_a_key_goes_on() {
        use KeyEventKind::{Press, Release, Repeat};
        let none = KeyModifiers::NONE;
        // Windows reports every key twice, pressed and released: one message each.
        for code in [
            KeyCode::Char('e'),
            KeyCode::Enter,
            KeyCode::Backspace,
            KeyCode::Esc,
        ] {
            assert!(message_of(&key(code, none, Press)).is_some(), "{code:?}");
            assert_eq!(message_of(&key(code, none, Release)), None, "{code:?}");
        }
        let ctrl = KeyModifiers::CONTROL;
        assert_eq!(message_of(&key(KeyCode::Char('c'), ctrl, Release)), None);
        assert!(!is_suspend_key(&key(KeyCode::Char('z'), ctrl, Release)));
        // Held down: deleting, moving and scrolling go on ...
        for (code, held) in [
            (KeyCode::Backspace, Key::Backspace),
            (KeyCode::Delete, Key::Delete),
            (KeyCode::Left, Key::Left),
            (KeyCode::Right, Key::Right),
            (KeyCode::Up, Key::Up),
            (KeyCode::Down, Key::Down),
            (KeyCode::PageUp, Key::PageUp),
            (KeyCode::PageDown, Key::PageDown),
        ] {
            assert_eq!(
                message_of(&key(code, none, Repeat)),
                Some(Message::Key(held))
            );
        }
        // ... but nothing is typed, played, answered, completed or quit twice.
        for code in [
            KeyCode::Char('y'),
            KeyCode::Enter,
            KeyCode::Tab,
            KeyCode::Esc,
            KeyCode::F(1),
        ] {
            assert_eq!(message_of(&key(code, none, Repeat)), None, "{code:?}");
        }
        assert_eq!(message_of(&key(KeyCode::Char('c'), ctrl, Repeat)), None);
        assert!(!is_suspend_key(&key(KeyCode::Char('z'), ctrl, Repeat)));
    }
}
