//! `hotseat watch` in lines: each move of the game followed said as it comes, in sentences of
//! the watcher's language, with the start of each game, its end, and what keeps a game from
//! being followed. With `run.rs` and `main.rs`, the only part of the line mode that reads
//! the time.

use std::io::{self, Write};
use std::thread;
use std::time::{Instant, SystemTime};

use super::{sentence, speech};
use crate::i18n::Describe;
use crate::term::{Ending, Signals};
use crate::tr;
use crate::watch::{LOOK_EVERY, News, Target, Watch};

/// Follows what `watch` watches, saying its news on standard output, until a signal comes
/// (how it ended) or nobody reads any more (as the end of the terminal).
pub fn watch(mut watch: Watch) -> io::Result<Ending> {
    let signals = Signals::register()?;
    let mut out = io::stdout().lock();
    // What shows between games as last said: said again when it changes while no game is
    // played, as when a tournament records the result of the game just over.
    let mut told: Vec<String> = Vec::new();
    let ending = loop {
        if let Some(signal) = signals.stop_signal() {
            break Ok(Ending::Signal(signal));
        }
        let news = watch.look(Instant::now(), SystemTime::now());
        let mut lines = said(&watch, &news);
        if !watch.shows_game() {
            let between = watch.between_lines();
            let already = between.is_empty() || lines.windows(between.len()).any(|w| w == between);
            if between != told && !already {
                lines.extend(between.iter().cloned());
            }
            told = between;
        }
        let written = lines
            .iter()
            .try_for_each(|line| writeln!(out, "{line}"))
            .and_then(|()| out.flush());
        if let Err(error) = written {
            break Err(error);
        }
        thread::sleep(LOOK_EVERY);
    };
    match ending {
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(Ending::TerminalLost),
        ending => ending,
    }
}

/// What is said of `news`, in order: a game followed with how it stands, each move played or
/// taken back, the end, a game left, the wait for a game, and problems.
pub(super) fn said(watch: &Watch, news: &[News]) -> Vec<String> {
    let lang = watch.lang();
    let mut lines = Vec::new();
    for item in news {
        match (item, watch.app()) {
            (News::Following, Some(app)) => lines.extend(speech::game_state(lang, app)),
            (News::Played(ply), Some(app)) => {
                let page = app.game_page();
                lines.extend(speech::move_line(lang, page.game(), page.sans(), *ply));
            }
            (News::TakenBack { ply, san }, Some(app)) => {
                lines.push(speech::taken_back(lang, app.game_page().game(), *san, *ply));
            }
            (News::Ended(outcome), _) => {
                lines.push(speech::ending(lang, *outcome));
                if matches!(watch.target(), Target::Folder(_)) {
                    lines.extend(watch.between_lines());
                    lines.push(tr!(lang, "plain-watching-next"));
                }
            }
            (News::Left, _) => lines.push(tr!(lang, "plain-watching-left")),
            (News::Waiting, _) => lines.extend(watch.between_games()),
            (News::Problem(problem), _) => lines.push(sentence(&problem.describe(lang))),
            (News::Following | News::Played(_) | News::TakenBack { .. }, None) => {}
        }
    }
    lines
}
