//! The engine's review the players asked for on the screen or in the line mode, run on a
//! thread of its own while the game stays in their hands: started on the app's
//! [`Event::AnalysisDue`], stopped on [`Event::AnalysisCancelled`] or for another game, and
//! its progress handed back to the app as [`Message::Analysis`] whenever the front end looks.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;

use crate::analysis::{self, Settings};
use crate::app::{AnalysisNews, AnalysisRequest, Failure, Message};
use crate::engine::{self, EngineError};

/// How the engine reviews a game on the screen: Stockfish where it is installed, a million
/// nodes in each position, one engine per core, each with one thread and 16 MiB of hash
/// (the figures `hotseat analyse` gives by default). The one place these are chosen for the
/// screen.
pub fn screen_settings() -> Result<Settings, EngineError> {
    let engine = engine::installed().ok_or_else(|| EngineError::NotFound {
        path: "stockfish".into(),
    })?;
    Ok(Settings {
        engine,
        nodes: 1_000_000,
        jobs: thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
        threads: 1,
        hash: 16,
        patience: engine::Patience::default(),
    })
}

/// What a review under way said next.
#[derive(Debug)]
pub enum News {
    /// This, as a message for the app.
    Said(Message),
    /// Nothing more yet.
    Nothing,
    /// Nothing more ever: it ended (after [`AnalysisNews::Finished`], or died without a
    /// word).
    Ended,
}

/// A review under way on its thread.
#[derive(Debug)]
pub struct Analyst {
    /// Set to stop the run after the searches under way.
    cancel: Arc<AtomicBool>,
    /// What the run says, in order; the last is [`AnalysisNews::Finished`].
    news: Receiver<AnalysisNews>,
}

impl Analyst {
    /// Starts reviewing the game of `request` with the engine `settings` give (or, when
    /// there is none, a run that fails at once with why). Where the screen's analysis comes
    /// from: a review already stored for the game would be handed back here without an
    /// engine.
    pub fn start(request: AnalysisRequest, settings: Result<Settings, EngineError>) -> Analyst {
        let cancel = Arc::new(AtomicBool::new(false));
        let (sender, news) = mpsc::channel();
        let stop = Arc::clone(&cancel);
        let total = request.moves.len() + 1;
        let spawned = thread::Builder::new()
            .name("analysis".to_string())
            .spawn(move || {
                let finished = match settings {
                    Ok(settings) => {
                        let progress = |done, total| {
                            let _ = sender.send(AnalysisNews::Progress { done, total });
                        };
                        let run = analysis::run(
                            &request.start,
                            &request.moves,
                            &settings,
                            &stop,
                            progress,
                        );
                        AnalysisNews::Finished {
                            positions: run.positions,
                            failure: run.failure.map(Failure::new),
                        }
                    }
                    Err(error) => AnalysisNews::Finished {
                        positions: vec![None; total],
                        failure: Some(Failure::new(error)),
                    },
                };
                let _ = sender.send(finished);
            });
        let (news, cancel) = match spawned {
            Ok(_) => (news, cancel),
            Err(error) => {
                // No thread: the review fails at once with the system's reason.
                let (sender, news) = mpsc::channel();
                let _ = sender.send(AnalysisNews::Finished {
                    positions: vec![None; total],
                    failure: Some(Failure::new(error)),
                });
                (news, cancel)
            }
        };
        Analyst { cancel, news }
    }

    /// Asks the run to stop after the searches under way; what is done comes back.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// The next thing the run said.
    pub fn next_news(&self) -> News {
        match self.news.try_recv() {
            Ok(news) => News::Said(Message::Analysis(news)),
            Err(TryRecvError::Empty) => News::Nothing,
            Err(TryRecvError::Disconnected) => News::Ended,
        }
    }
}

impl Drop for Analyst {
    /// A review no one waits for stops.
    fn drop(&mut self) {
        self.cancel();
    }
}
