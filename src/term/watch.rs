//! `hotseat watch` on the screen: the game followed drawn as the players see it, its clocks
//! running, the screen of the wait between games, and the keys to quit and to go from one
//! game played to the next. It sleeps until the next look at the file ([`LOOK_EVERY`]), the
//! next change of a clock's digits or a key, whichever comes first.

use std::io;
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Instant, SystemTime};

use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::{Ending, SIGNAL_CHECK, Signals, TerminalGuard, install_panic_hook};
use crate::app::Message;
use crate::i18n::Describe;
use crate::ui;
use crate::watch::{LOOK_EVERY, News, Watch};

/// What a key asks of the watch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    Quit,
    Next,
    Previous,
}

/// Follows what `watch` watches on the screen until the watcher quits (q, Esc, Ctrl-C), a
/// signal comes or the terminal goes.
pub fn run(mut watch: Watch) -> io::Result<Ending> {
    let signals = Signals::register()?;
    install_panic_hook(None, watch.lang());
    // The mouse stays the terminal's: nothing here is pointed at, and text can be selected.
    let mut guard = TerminalGuard::enter(false)?;
    let events = super::read_events_in_background()?;
    let mut problems: Vec<String> = Vec::new();
    let mut next_look = Instant::now();
    let mut dirty = true;
    // What the screen of the wait shows: drawn again when it changes, as when a tournament
    // records the result of the game just over.
    let mut waiting: Vec<String> = Vec::new();
    loop {
        if let Some(signal) = signals.stop_signal() {
            return Ok(Ending::Signal(signal));
        }
        let now = Instant::now();
        if now >= next_look {
            next_look = now + LOOK_EVERY;
            let news = watch.look(now, SystemTime::now());
            dirty |= take_news(&mut watch, news, &mut problems);
            dirty |= !watch.shows_game() && watch.between_games() != waiting;
        }
        if dirty {
            waiting = draw(&mut guard, &mut watch, &problems)?;
            dirty = false;
        }
        let now = Instant::now();
        let clock = watch
            .app()
            .and_then(|app| app.game_page().clock().next_change(now));
        let wake = clock.map_or(next_look, |change| change.min(next_look));
        let timeout = wake.saturating_duration_since(now).min(SIGNAL_CHECK);
        let asked = match events.recv_timeout(timeout) {
            Ok(Ok(Event::Key(key))) => asked(&key),
            Ok(Ok(Event::Resize(..))) => {
                dirty = true;
                None
            }
            Ok(Ok(_)) | Err(RecvTimeoutError::Timeout) => None,
            Ok(Err(_)) | Err(RecvTimeoutError::Disconnected) => {
                return Ok(Ending::TerminalLost);
            }
        };
        match asked {
            Some(Asked::Quit) => return Ok(Ending::Quit),
            Some(step @ (Asked::Next | Asked::Previous)) => {
                let news = watch.switch(step == Asked::Next, Instant::now(), SystemTime::now());
                dirty |= take_news(&mut watch, news, &mut problems);
            }
            None => {}
        }
        let now = Instant::now();
        if clock.is_some_and(|change| now >= change)
            && let Some(app) = watch.app_mut()
        {
            app.update(Message::Tick, now);
            dirty = true;
        }
    }
}

/// Takes what a look found: a problem is shown over the game (or on the screen of the wait),
/// and the problems shown there are forgotten once a game is followed. Whether the screen
/// changed.
fn take_news(watch: &mut Watch, news: Vec<News>, problems: &mut Vec<String>) -> bool {
    let lang = watch.lang();
    let changed = !news.is_empty();
    for item in news {
        match item {
            News::Following => problems.clear(),
            News::Problem(problem) => {
                problems.push(crate::i18n::capitalised(&problem.describe(lang)));
                if let Some(app) = watch.app_mut() {
                    let said = vec![crate::sentence::Sentence::phrase(&problem).into_owned()];
                    app.update(Message::SaidBefore(said), Instant::now());
                }
            }
            _ => {}
        }
    }
    changed
}

/// Draws the game followed, telling its app its room as the game screen does, or else the
/// screen of the wait with the problems met; gives back what the wait shows besides them.
fn draw(
    guard: &mut TerminalGuard,
    watch: &mut Watch,
    problems: &[String],
) -> io::Result<Vec<String>> {
    let between = watch.between_games();
    let mut lines = between.clone();
    lines.extend(problems.iter().cloned());
    let lang = watch.lang();
    let theme = ui::Theme::new(watch.settings());
    loop {
        let mut area = ratatui::layout::Rect::default();
        guard.terminal.draw(|frame| {
            area = frame.area();
            match watch.app().filter(|_| watch.shows_game()) {
                Some(app) => frame.render_widget(app, area),
                None => frame.render_widget(
                    ui::Waiting {
                        lines: &lines,
                        theme,
                        lang,
                    },
                    area,
                ),
            }
        })?;
        guard.area = area;
        let Some(app) = watch.app_mut() else {
            return Ok(between);
        };
        let viewport = ui::viewport(app, area);
        if viewport == app.viewport() {
            return Ok(between);
        }
        app.update(Message::Viewport(viewport), Instant::now());
    }
}

/// What a key press asks: q (й on a Russian keyboard), Esc or Ctrl-C to quit; Tab, →, n
/// for the next game played, Shift-Tab, ←, p for the one before.
fn asked(key: &KeyEvent) -> Option<Asked> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let control = key.modifiers.contains(KeyModifiers::CONTROL);
    match key.code {
        KeyCode::Char('c') if control => Some(Asked::Quit),
        KeyCode::Char('q' | 'Q' | 'й' | 'Й') | KeyCode::Esc => Some(Asked::Quit),
        KeyCode::Tab | KeyCode::Right | KeyCode::Char('n' | 'т') => Some(Asked::Next),
        KeyCode::BackTab | KeyCode::Left | KeyCode::Char('p' | 'з') => Some(Asked::Previous),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_quit_and_go_from_game_to_game() {
        let key = |code, modifiers| KeyEvent::new(code, modifiers);
        let none = KeyModifiers::NONE;
        let cases = [
            (key(KeyCode::Char('q'), none), Some(Asked::Quit)),
            (key(KeyCode::Char('й'), none), Some(Asked::Quit)),
            (key(KeyCode::Esc, none), Some(Asked::Quit)),
            (
                key(KeyCode::Char('c'), KeyModifiers::CONTROL),
                Some(Asked::Quit),
            ),
            (key(KeyCode::Tab, none), Some(Asked::Next)),
            (key(KeyCode::Right, none), Some(Asked::Next)),
            (
                key(KeyCode::BackTab, KeyModifiers::SHIFT),
                Some(Asked::Previous),
            ),
            (key(KeyCode::Left, none), Some(Asked::Previous)),
            (key(KeyCode::Char('c'), none), None),
            (key(KeyCode::Enter, none), None),
        ];
        for (key, expected) in cases {
            assert_eq!(asked(&key), expected, "{key:?}");
        }
    }
}
