//! The engine's work the players asked for, on a thread of its own while the game stays in
//! their hands: the review of a game (`analyse`), or the search of a move found in "learn
//! from your mistakes". Each says how it goes as messages for the app, which the session
//! hands on whenever the front end looks ([`EngineWork::news`]) or waits ([`EngineWork::wait`]).
//! Dropped, the work stops after the searches under way and its words go nowhere.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

use crate::analysis::{self, Analyses, Settings};
use crate::app::{AnalysisNews, AnalysisRequest, Failure, Message, SearchRequest};
use crate::config::{self, EngineSettings};
use crate::engine::EngineError;
use crate::paths::{self, Places};

/// How often the front ends look at the engine's work under way: its progress shows, and
/// its answer comes, this soon.
pub const ENGINE_CHECK: Duration = Duration::from_millis(100);

/// How the engine reviews a game on the screen: as the config file says (its keys
/// `engine`, `nodes`, `engine_threads` and `engine_hash`), else Stockfish where it is
/// installed, a million nodes in each position, one engine per core, each with one thread
/// and 16 MiB of hash (the figures `hotseat analyse` gives by default). The file is read when
/// the review is asked for; one that cannot be read counts as none (hotseat did not start
/// with it).
pub fn screen_settings() -> Result<Settings, EngineError> {
    let file = paths::config_file(&Places::current())
        .and_then(|path| config::load(&path).ok().flatten())
        .unwrap_or_default();
    EngineSettings::of_file(&file).analysis(None)
}

/// Work under way on its thread.
#[derive(Debug)]
pub struct EngineWork {
    /// Set to stop the work after the searches under way.
    cancel: Arc<AtomicBool>,
    /// What the work says, in order; the channel closes when it is over.
    news: Receiver<Message>,
}

impl EngineWork {
    /// Reviews the game of `request` with the engine `settings` give (or, when there is
    /// none, a review that ends at once with why): its progress, then every position's
    /// judgement, the positions not searched `None`. The positions `kept` holds for the
    /// engine and nodes are not searched again, and what is found is kept there.
    pub fn review(
        request: AnalysisRequest,
        settings: Result<Settings, EngineError>,
        kept: Option<Analyses>,
    ) -> EngineWork {
        let total = request.moves.len() + 1;
        let unsearched = move |failure: Failure| {
            Message::Analysis(AnalysisNews::Finished {
                positions: vec![None; total],
                failure: Some(failure),
            })
        };
        let failed = move |error: io::Error| unsearched(Failure::new(error));
        EngineWork::spawn("analysis", failed, move |news, cancel| {
            let settings = match settings {
                Ok(settings) => settings,
                Err(error) => return unsearched(Failure::new(error)),
            };
            let progress = |done, total| {
                let _ = news.send(Message::Analysis(AnalysisNews::Progress { done, total }));
            };
            let (start, moves) = (&request.start, &request.moves);
            // What could not be kept is searched again next time: the review stands.
            let (run, _) =
                analysis::run_keeping(kept.as_ref(), start, moves, &settings, cancel, progress);
            Message::Analysis(AnalysisNews::Finished {
                positions: run.positions,
                failure: run.failure.map(Failure::new),
            })
        })
    }

    /// Searches the position after the move found that `request` names, with `settings`:
    /// its eval, or why the engine gave none.
    pub fn search(request: SearchRequest, settings: Settings) -> EngineWork {
        let path = settings.engine.clone();
        let failed = move |source| {
            let error = EngineError::CannotStart { path, source };
            Message::Searched(Err(Failure::new(error)))
        };
        EngineWork::spawn("engine search", failed, move |_, _| {
            let SearchRequest { start, moves, .. } = request;
            let judged = analysis::judge(&start, &moves, &settings);
            Message::Searched(judged.map(|judged| judged.eval).map_err(Failure::new))
        })
    }

    /// Runs `work` on a thread called `name`, handing it where to say how it goes and the
    /// flag that asks it to stop; what it returns is its last word. When no thread can be
    /// had, the last word is `failed` with the system's reason.
    fn spawn(
        name: &str,
        failed: impl FnOnce(io::Error) -> Message,
        work: impl FnOnce(&Sender<Message>, &AtomicBool) -> Message + Send + 'static,
    ) -> EngineWork {
        let cancel = Arc::new(AtomicBool::new(false));
        let (sender, news) = mpsc::channel();
        let stop = Arc::clone(&cancel);
        let said = sender.clone();
        let spawned = thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                let last = work(&said, &stop);
                let _ = said.send(last);
            });
        if let Err(error) = spawned {
            let _ = sender.send(failed(error));
        }
        EngineWork { cancel, news }
    }

    /// Asks the work to stop after the searches under way; what is done still comes back.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// What the work said since last asked, as messages for the app, and whether it is
    /// still going.
    pub fn news(&self) -> (Vec<Message>, bool) {
        let mut messages = Vec::new();
        loop {
            match self.news.try_recv() {
                Ok(message) => messages.push(message),
                Err(TryRecvError::Empty) => return (messages, true),
                Err(TryRecvError::Disconnected) => return (messages, false),
            }
        }
    }

    /// Waits for what the work says next, as a message for the app; `None` once it has
    /// ended. For the line mode, which has nothing else to do meanwhile.
    pub fn wait(&self) -> Option<Message> {
        self.news.recv().ok()
    }

    /// When the front ends look at the work next.
    pub fn next_check(now: Instant) -> Instant {
        now + ENGINE_CHECK
    }
}

impl Drop for EngineWork {
    /// Work no one waits for stops.
    fn drop(&mut self) {
        self.cancel();
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::analysis::Eval;
    use crate::engine::Patience;
    use crate::engine::fake::{fake_engine, told, uci_engine};
    use crate::notation::san;
    use crate::rules::Position;

    /// The search of the position after 1. e4 e5 2. a3 by `engine`, at 5,000 nodes.
    fn search(engine: PathBuf) -> EngineWork {
        let mut position = Position::startpos();
        let moves = ["e4", "e5", "a3"].map(|text| {
            let m = san::parse(&position, text).unwrap();
            position.play_unchecked(m);
            m
        });
        let request = SearchRequest {
            start: Position::startpos(),
            moves: moves.to_vec(),
            settings: None,
        };
        let settings = Settings {
            engine,
            nodes: 5000,
            jobs: 1,
            threads: 1,
            hash: 16,
            patience: Patience::default(),
        };
        EngineWork::search(request, settings)
    }

    /// The search's answer, waited for.
    fn answer(search: &EngineWork) -> Option<Result<Eval, Failure>> {
        match search.wait() {
            Some(Message::Searched(answer)) => Some(answer),
            _ => None,
        }
    }

    /// The position after the move found is searched by nodes from a fresh state, on a
    /// thread of its own; the eval comes back from White's side.
    #[test]
    fn a_move_found_is_searched_on_a_thread_of_its_own() {
        let engine = fake_engine(
            "learn-search",
            &uci_engine("wait 200; say info depth 9 score cp 37 pv a7a6; say bestmove a7a6"),
        );
        let search = search(engine.clone());
        assert_eq!(
            search.news(),
            (Vec::new(), true),
            "the search takes its time"
        );
        assert_eq!(answer(&search), Some(Ok(Eval::Cp(-37))));
        let told = told(&engine);
        assert!(
            told.contains(&"position startpos moves e2e4 e7e5 a2a3".to_string()),
            "{told:?}"
        );
        assert!(told.contains(&"go nodes 5000".to_string()), "{told:?}");
    }

    #[test]
    fn an_engine_that_is_missing_is_an_answer_too() {
        let search = search(PathBuf::from("/nonexistent/engine"));
        let failure = answer(&search).and_then(Result::err);
        let expected = Failure::new(EngineError::NotFound {
            path: PathBuf::from("/nonexistent/engine"),
        });
        assert_eq!(failure, Some(expected));
    }
}
