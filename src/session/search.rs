//! The engine's search of a move found in "learn from your mistakes", on a thread of its
//! own so that the screen stays live: started when the app asks for it, looked at while
//! the event loops wait, and let go when the app no longer wants it.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

use crate::analysis::{self, Eval};
use crate::app::{Failure, SearchRequest};
use crate::engine::EngineError;

/// How often the event loops look for the engine's answer while it searches.
pub const SEARCH_CHECK: Duration = Duration::from_millis(50);

/// A search under way. Dropped, it is let go: its answer goes nowhere, and its engine
/// quits once it has finished the search it is on.
#[derive(Debug)]
pub struct Search {
    answer: Receiver<Result<Eval, Failure>>,
    /// The engine's program, which the search's failures name.
    engine: PathBuf,
}

impl Search {
    /// Starts searching the position `request` asks for with `settings`, on a thread of its
    /// own.
    pub fn start(request: SearchRequest, settings: analysis::Settings) -> Search {
        let (sender, answer) = mpsc::channel();
        let engine = settings.engine.clone();
        let spawned = thread::Builder::new()
            .name("engine search".to_string())
            .spawn({
                let sender = sender.clone();
                move || {
                    let SearchRequest { start, moves, .. } = request;
                    let judged = analysis::judge(&start, &moves, &settings);
                    let _ = sender.send(judged.map(|judged| judged.eval).map_err(Failure::new));
                }
            });
        if let Err(source) = spawned {
            let path = engine.clone();
            let _ = sender.send(Err(Failure::new(EngineError::CannotStart { path, source })));
        }
        Search { answer, engine }
    }

    /// The engine's answer, once it has come: `None` while it searches.
    pub fn answer(&self) -> Option<Result<Eval, Failure>> {
        match self.answer.try_recv() {
            Ok(answer) => Some(answer),
            Err(TryRecvError::Empty) => None,
            // The thread ended without a word.
            Err(TryRecvError::Disconnected) => Some(Err(Failure::new(EngineError::Crashed {
                name: self.engine.display().to_string(),
                status: None,
            }))),
        }
    }

    /// When to look for the answer next.
    pub fn next_check(now: Instant) -> Instant {
        now + SEARCH_CHECK
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::Settings;
    use crate::engine::Patience;
    use crate::engine::fake::{fake_engine, told, uci_engine};
    use crate::notation::san;
    use crate::rules::Position;

    fn settings(engine: PathBuf) -> Settings {
        Settings {
            engine,
            nodes: 5000,
            jobs: 1,
            threads: 1,
            hash: 16,
            patience: Patience::default(),
        }
    }

    fn request() -> SearchRequest {
        let mut position = Position::startpos();
        let moves = ["e4", "e5", "a3"].map(|text| {
            let m = san::parse(&position, text).unwrap();
            position.play_unchecked(m);
            m
        });
        SearchRequest {
            start: Position::startpos(),
            moves: moves.to_vec(),
            settings: None,
        }
    }

    fn answer(search: &Search) -> Option<Result<Eval, Failure>> {
        for _ in 0..500 {
            if let Some(answer) = search.answer() {
                return Some(answer);
            }
            thread::sleep(Duration::from_millis(10));
        }
        None
    }

    /// The position after the move found is searched by nodes from a fresh state, on a
    /// thread of its own; the eval comes back from White's side.
    #[test]
    fn a_move_found_is_searched_on_a_thread_of_its_own() {
        let engine = fake_engine(
            "learn-search",
            &uci_engine("sleep 0.2; echo 'info depth 9 score cp 37 pv a7a6'; echo 'bestmove a7a6'"),
        );
        let search = Search::start(request(), settings(engine.clone()));
        assert_eq!(search.answer(), None, "the search takes its time");
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
        let search = Search::start(request(), settings(PathBuf::from("/nonexistent/engine")));
        let failure = answer(&search).and_then(Result::err);
        let expected = Failure::new(EngineError::NotFound {
            path: PathBuf::from("/nonexistent/engine"),
        });
        assert_eq!(failure, Some(expected));
    }
}
