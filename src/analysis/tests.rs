use super::*;
use crate::rules::Color::{self, Black, White};

fn close(actual: f64, expected: f64, within: f64) -> bool {
    (actual - expected).abs() <= within
}

fn cps(values: &[i32]) -> Vec<Eval> {
    values.iter().map(|&cp| Eval::Cp(cp)).collect()
}

fn repeated(pattern: &[i32], times: usize) -> Vec<i32> {
    pattern
        .iter()
        .copied()
        .cycle()
        .take(pattern.len() * times)
        .collect()
}

/// scalachess's `WinPercent` to the last digit: 50 at equality, capped at 1,000
/// centipawns, a mate counting as the cap.
#[test]
fn win_percent_is_scalachess_s() {
    let mate = |winner, moves| Eval::Mate { winner, moves };
    let cases = [
        (Eval::Cp(0), 50.0),
        (Eval::Cp(15), 51.380_429_102_931_544),
        (Eval::Cp(-300), 24.887_449_906_165_16),
        (Eval::Cp(1000), 97.544_743_634_143_23),
        (Eval::Cp(5000), 97.544_743_634_143_23),
        (mate(White, 3), 97.544_743_634_143_23),
        (mate(Black, 0), 100.0 - 97.544_743_634_143_23),
    ];
    for (eval, expected) in cases {
        assert!(
            close(eval.win_percent(), expected, 1e-9),
            "{eval:?}: {}",
            eval.win_percent()
        );
    }
}

/// lila's `fromWinPercents`: no loss is 100, a loss of ten points is 64.58, a loss of
/// everything is 0 and never below.
#[test]
fn a_move_s_accuracy_is_lila_s() {
    let cases = [
        (50.0, 50.0, 100.0),
        (50.0, 70.0, 100.0),
        (60.0, 50.0, 64.579_828_453_723_67),
        (90.0, 10.0, 1.000_170_640_274_321),
        (100.0, 0.0, 0.0),
    ];
    for (before, after, expected) in cases {
        let accuracy = move_accuracy(before, after);
        assert!(
            close(accuracy, expected, 1e-9),
            "{before} → {after}: {accuracy}"
        );
    }
}

/// lila's `AccuracyPercentTest`, every case with its own tolerance: the centipawns after
/// each move, the side that moved first, and each side's expected accuracy (`None`: not
/// yet defined).
#[test]
fn game_accuracy_passes_lila_s_test_vectors() {
    let twenty_perfect = repeated(&[15], 20);
    let mut white_blunders = twenty_perfect.clone();
    white_blunders.push(-900);
    let mut black_blunders = repeated(&[15], 21);
    black_blunders.push(900);
    type Case = (
        &'static str,
        Color,
        Vec<i32>,
        Option<((f64, f64), (f64, f64))>,
    );
    let cases: Vec<Case> = vec![
        ("empty game", White, vec![], None),
        ("single move", White, vec![15], None),
        (
            "two good moves",
            White,
            vec![15, 15],
            Some(((100.0, 1.0), (100.0, 1.0))),
        ),
        (
            "white blunders first",
            White,
            vec![-900, -900],
            Some(((10.0, 5.0), (100.0, 1.0))),
        ),
        (
            "black blunders first",
            White,
            vec![15, 900],
            Some(((100.0, 1.0), (10.0, 5.0))),
        ),
        (
            "both blunder",
            White,
            vec![-900, 0],
            Some(((10.0, 5.0), (10.0, 5.0))),
        ),
        (
            "20 perfect moves",
            White,
            twenty_perfect,
            Some(((100.0, 1.0), (100.0, 1.0))),
        ),
        (
            "and a white blunder",
            White,
            white_blunders,
            Some(((50.0, 5.0), (100.0, 1.0))),
        ),
        (
            "and a black blunder",
            White,
            black_blunders,
            Some(((100.0, 1.0), (50.0, 5.0))),
        ),
        (
            "5 average moves",
            White,
            repeated(&[-50, 15], 5),
            Some(((76.0, 8.0), (76.0, 8.0))),
        ),
        (
            "50 average moves",
            White,
            repeated(&[-50, 15], 50),
            Some(((76.0, 8.0), (76.0, 8.0))),
        ),
        (
            "50 mediocre moves",
            White,
            repeated(&[-135, 15], 50),
            Some(((54.0, 8.0), (54.0, 8.0))),
        ),
        (
            "50 terrible moves",
            White,
            repeated(&[-435, 15], 50),
            Some(((20.0, 8.0), (20.0, 8.0))),
        ),
        ("black first: empty", Black, vec![], None),
        ("black first: single move", Black, vec![15], None),
        (
            "black first: two good moves",
            Black,
            vec![15, 15],
            Some(((100.0, 1.0), (100.0, 1.0))),
        ),
        (
            "black first: black blunders",
            Black,
            vec![900, 900],
            Some(((100.0, 1.0), (10.0, 5.0))),
        ),
        (
            "black first: white blunders",
            Black,
            vec![15, -900],
            Some(((10.0, 5.0), (100.0, 1.0))),
        ),
        (
            "black first: both blunder",
            Black,
            vec![900, 0],
            Some(((10.0, 5.0), (10.0, 5.0))),
        ),
    ];
    for (name, first, evals, expected) in cases {
        let accuracy = game_accuracy(first, &cps(&evals));
        match (accuracy, expected) {
            (None, None) => {}
            (Some(accuracy), Some(((white, white_within), (black, black_within)))) => {
                assert!(
                    close(accuracy.white, white, white_within),
                    "{name}: white {}",
                    accuracy.white
                );
                assert!(
                    close(accuracy.black, black, black_within),
                    "{name}: black {}",
                    accuracy.black
                );
            }
            (accuracy, expected) => panic!("{name}: {accuracy:?}, expected {expected:?}"),
        }
    }
}

/// lila's `AccuracyCP`: the first move is measured from the initial 15 centipawns, gains
/// count as no loss, evals and mates are capped at 1,000, and a side that has not moved
/// has no figure.
#[test]
fn average_centipawn_loss_is_lila_s() {
    let black_is_mated = Eval::Mate {
        winner: White,
        moves: 2,
    };
    let cases = [
        (White, vec![], (None, None)),
        (White, cps(&[15]), (Some(0), None)),
        (White, cps(&[-35, -35, -85, 65]), (Some(50), Some(75))),
        (White, cps(&[20, 30, 40, 50]), (Some(0), Some(10))),
        (
            White,
            vec![Eval::Cp(0), black_is_mated],
            (Some(15), Some(1000)),
        ),
        (White, cps(&[-2000, -1500]), (Some(1015), Some(0))),
        (Black, cps(&[115, 114]), (Some(1), Some(100))),
        // 0.5 rounds up, as Java's Math.round does.
        (White, cps(&[14, 20, 20, 30]), (Some(1), Some(8))),
    ];
    for (first, evals, (white, black)) in cases {
        let loss = average_centipawn_loss(first, &evals);
        assert_eq!(
            (loss.white, loss.black),
            (white, black),
            "{first:?} {evals:?}"
        );
    }
}

/// lila's `Advice`: marks by winning chances lost (.1, .2, .3 on its −1..+1 scale) between
/// centipawn evals, at their exact edges, from either side; and its mate rules.
#[test]
fn moves_are_marked_as_lila_marks_them() {
    use Judgement::{Blunder, Inaccuracy, Mistake};
    let mate = |winner, moves| Eval::Mate { winner, moves };
    let marked = |judgement| {
        Some(Advice {
            judgement,
            mate: None,
        })
    };
    let created = |judgement| {
        Some(Advice {
            judgement,
            mate: Some(MateTurn::Created),
        })
    };
    let lost = |judgement| {
        Some(Advice {
            judgement,
            mate: Some(MateTurn::Lost),
        })
    };
    let cases = [
        (White, Eval::Cp(0), Eval::Cp(-54), None),
        (White, Eval::Cp(0), Eval::Cp(-55), marked(Inaccuracy)),
        (White, Eval::Cp(0), Eval::Cp(-110), marked(Inaccuracy)),
        (White, Eval::Cp(0), Eval::Cp(-111), marked(Mistake)),
        (White, Eval::Cp(0), Eval::Cp(-168), marked(Mistake)),
        (White, Eval::Cp(0), Eval::Cp(-169), marked(Blunder)),
        (Black, Eval::Cp(0), Eval::Cp(55), marked(Inaccuracy)),
        (Black, Eval::Cp(0), Eval::Cp(-500), None),
        (White, Eval::Cp(200), Eval::Cp(-300), marked(Blunder)),
        // Far behind already, uncapped centipawns barely move the chances.
        (White, Eval::Cp(-900), Eval::Cp(-2000), None),
        // A mate let in: softer the more lost the position already was.
        (White, Eval::Cp(-1200), mate(Black, 5), created(Inaccuracy)),
        (White, Eval::Cp(-800), mate(Black, 5), created(Mistake)),
        (White, Eval::Cp(-700), mate(Black, 5), created(Blunder)),
        (Black, Eval::Cp(0), mate(White, 1), created(Blunder)),
        // A mate let go: softer the more is kept.
        (White, mate(White, 3), Eval::Cp(1200), lost(Inaccuracy)),
        (White, mate(White, 3), Eval::Cp(800), lost(Mistake)),
        (White, mate(White, 3), Eval::Cp(700), lost(Blunder)),
        (Black, mate(Black, 3), mate(White, 4), lost(Blunder)),
        // A mate kept, a slower one, or one delivered is no mistake.
        (White, mate(White, 3), mate(White, 5), None),
        (White, mate(White, 1), mate(White, 0), None),
        (White, mate(Black, 3), mate(Black, 2), None),
    ];
    for (mover, before, after, expected) in cases {
        assert_eq!(
            Advice::of_move(mover, before, after),
            expected,
            "{mover:?}: {before:?} → {after:?}"
        );
    }
}

mod runs {
    use std::sync::atomic::AtomicBool;

    use super::super::*;
    use crate::engine::fake::{
        SCHOLAR_ANSWERS, SCHOLAR_MOVES, scholar_engine, scholar_position, told,
    };
    use crate::engine::{EngineError, Patience};
    use crate::rules::Color::White;
    use crate::rules::{Move, Position};

    /// The moves `ucis` from the standard start, as the rules' moves.
    pub(super) fn moves(ucis: &[&str]) -> Vec<Move> {
        let mut position = Position::startpos();
        let mut moves = Vec::new();
        for text in ucis {
            let m = position
                .legal_moves()
                .iter()
                .copied()
                .find(|m| m.to_uci() == *text)
                .unwrap();
            position.play_unchecked(m);
            moves.push(m);
        }
        moves
    }

    pub(super) fn settings(engine: std::path::PathBuf, jobs: usize) -> Settings {
        Settings {
            engine,
            nodes: 5000,
            jobs,
            threads: 1,
            hash: 16,
            patience: Patience {
                answer: std::time::Duration::from_secs(5),
                search: std::time::Duration::from_secs(5),
            },
        }
    }

    /// Every position is searched as the start and the moves to it, with its scores turned
    /// to White's side, its best move and line in SAN (a line's illegal tail cut), and the
    /// mate on the board as a mate given; one engine or two, the same figures.
    #[test]
    fn every_position_is_judged_from_white_s_side_with_the_engine_s_moves_in_san() {
        let engine = scholar_engine("scholar", &SCHOLAR_ANSWERS);
        let game = moves(&SCHOLAR_MOVES);
        let mut heard = Vec::new();
        let one = run(
            &Position::startpos(),
            &game,
            &settings(engine.clone(), 1),
            &|_| Vec::new(),
            &AtomicBool::new(false),
            |done, total| heard.push((done, total)),
        );
        assert!(one.failure.is_none(), "{:?}", one.failure);
        assert_eq!(one.engine.as_deref(), Some("Fake Fish 1.0"));
        assert_eq!(heard, (1..=8).map(|done| (done, 8)).collect::<Vec<_>>());
        let judged: Vec<Judged> = one.positions.iter().map(|p| p.clone().unwrap()).collect();
        let evals: Vec<Eval> = judged.iter().map(|j| j.eval).collect();
        assert_eq!(
            evals,
            [
                Eval::Cp(25),
                Eval::Cp(30),
                Eval::Cp(35),
                Eval::Cp(-40),
                Eval::Cp(-20),
                Eval::Cp(-45),
                Eval::Mate {
                    winner: White,
                    moves: 1
                },
                Eval::Mate {
                    winner: White,
                    moves: 0
                },
            ]
        );
        let best: Vec<Option<String>> = judged
            .iter()
            .map(|j| j.best.map(|san| san.to_string()))
            .collect();
        let expected = ["e4", "c5", "Nf3", "Nc6", "Bc4", "Qe7", "Qxf7#"];
        assert_eq!(best[..7], expected.map(|san| Some(san.to_string())));
        assert_eq!(best[7], None);
        let first_line: Vec<String> = judged[0].line.iter().map(ToString::to_string).collect();
        assert_eq!(first_line, ["e4", "e5"]);
        // Nc6 then Bc4 from Black's move: Bc4 is White's, legal after Nc6.
        let line: Vec<String> = judged[3].line.iter().map(ToString::to_string).collect();
        assert_eq!(line, ["Nc6", "Bc4"]);
        let two = run(
            &Position::startpos(),
            &game,
            &settings(engine.clone(), 2),
            &|_| Vec::new(),
            &AtomicBool::new(false),
            |_, _| {},
        );
        assert_eq!(two.positions, one.positions);
        let told = told(&engine);
        for plies in 0..8 {
            assert!(told.contains(&scholar_position(plies)), "{plies}");
        }
        assert!(told.contains(&"go nodes 5000".to_string()));
        assert!(told.contains(&"setoption name Threads value 1".to_string()));
        let review = Review::new(White, &one.positions);
        let marks: Vec<Option<Judgement>> = review
            .moves
            .iter()
            .map(|reviewed| reviewed.advice.map(|advice| advice.judgement))
            .collect();
        // 2. Qh5 gives away 75 centipawns from 35: an inaccuracy. Black's 3...Nf6?? lets
        // in a mate: a blunder, with Qe7 the better move.
        let inaccuracy = Some(Judgement::Inaccuracy);
        let blunder = Some(Judgement::Blunder);
        assert_eq!(marks, [None, None, inaccuracy, None, None, blunder, None]);
        let blunder = &review.moves[5];
        assert_eq!(
            blunder.advice.and_then(|advice| advice.mate),
            Some(MateTurn::Created)
        );
        assert_eq!(
            blunder.best.map(|san| san.to_string()).as_deref(),
            Some("Qe7")
        );
        assert_eq!(
            (review.sides.black.blunders, review.sides.white.blunders),
            (1, 0)
        );
        // White's moves lost 0 (from lichess's 15 before the first move to 30), 75, 25 and
        // 0 (a mate kept counts as 1,000 both sides of it).
        assert_eq!(review.sides.white.acpl, Some(25));
        assert_eq!(review.sides.white.inaccuracies, 1);
        assert!(review.sides.white.accuracy > review.sides.black.accuracy);
        // A run cut short reviews the moves whose positions were both judged.
        let mut cut = one.positions.clone();
        cut[3] = None;
        assert_eq!(Review::new(White, &cut).moves.len(), 2);
    }

    /// An engine's nonsense (a best move the position does not have) stops the run with
    /// the reason; what was judged before is kept. A run cancelled before it starts
    /// searches nothing and is no failure.
    #[test]
    fn a_run_stopped_keeps_what_it_found() {
        let mut answers = SCHOLAR_ANSWERS;
        answers[3] = "say info depth 9 score cp 40; say bestmove e2e4";
        let engine = scholar_engine("nonsense", &answers);
        let game = moves(&SCHOLAR_MOVES);
        let stopped = run(
            &Position::startpos(),
            &game,
            &settings(engine.clone(), 1),
            &|_| Vec::new(),
            &AtomicBool::new(false),
            |_, _| {},
        );
        assert!(
            matches!(&stopped.failure, Some(EngineError::IllegalMove { best, .. }) if best == "e2e4"),
            "{:?}",
            stopped.failure
        );
        assert!(stopped.positions[..3].iter().all(Option::is_some));
        assert!(stopped.positions[3..].iter().all(Option::is_none));
        let cancelled = run(
            &Position::startpos(),
            &game,
            &settings(engine, 1),
            &|_| Vec::new(),
            &AtomicBool::new(true),
            |_, _| {},
        );
        assert!(cancelled.failure.is_none());
        assert!(cancelled.positions.iter().all(Option::is_none));
    }
}

mod kept {
    use std::sync::atomic::AtomicBool;

    use super::super::*;
    use super::runs::{moves, settings};
    use crate::engine::fake::{SCHOLAR_ANSWERS, SCHOLAR_MOVES, scholar_engine, told};
    use crate::rules::Position;

    /// An empty folder of the test's own for the analyses kept.
    fn analyses(name: &str) -> (Analyses, std::path::PathBuf) {
        let folder =
            std::env::temp_dir().join(format!("hotseat-kept-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        (Analyses::at(folder.clone()), folder)
    }

    /// The scholar's mate judged by the fake engine, every position.
    fn judged(name: &str) -> Vec<Option<Judged>> {
        let engine = scholar_engine(name, &SCHOLAR_ANSWERS);
        let game = moves(&SCHOLAR_MOVES);
        let found = run(
            &Position::startpos(),
            &game,
            &settings(engine, 1),
            &|_| Vec::new(),
            &AtomicBool::new(false),
            |_, _| {},
        );
        assert!(found.failure.is_none(), "{:?}", found.failure);
        found.positions
    }

    /// What is kept reads back as it was judged, for its engine and nodes only; the most
    /// complete analysis is found without naming either.
    #[test]
    fn an_analysis_kept_reads_back_for_its_engine_and_nodes_only() {
        let (kept, _) = analyses("round");
        let start = Position::startpos();
        let game = moves(&SCHOLAR_MOVES);
        let positions = judged("kept-round");
        assert_eq!(kept.best(&start, &game), None);
        assert_eq!(
            kept.judged(&start, &game, "Fake Fish 1.0", 5000),
            vec![None; 8]
        );
        kept.keep(&start, &game, "Fake Fish 1.0", 5000, &positions)
            .unwrap();
        assert_eq!(kept.judged(&start, &game, "Fake Fish 1.0", 5000), positions);
        // Other nodes, another engine, another game (the same moves but the last): nothing.
        assert_eq!(
            kept.judged(&start, &game, "Fake Fish 1.0", 5001),
            vec![None; 8]
        );
        assert_eq!(
            kept.judged(&start, &game, "Fake Fish 2", 5000),
            vec![None; 8]
        );
        assert_eq!(
            kept.judged(&start, &game[..6], "Fake Fish 1.0", 5000),
            vec![None; 7]
        );
        // Fewer positions at more nodes: the complete one is the best kept.
        let mut first = vec![None; 8];
        first[0].clone_from(&positions[0]);
        kept.keep(&start, &game, "Fake Fish 1.0", 9000, &first)
            .unwrap();
        let best = kept.best(&start, &game).unwrap();
        assert_eq!(
            (best.engine.as_str(), best.nodes, &best.positions),
            ("Fake Fish 1.0", 5000, &positions)
        );
        assert_eq!(kept.judged(&start, &game, "Fake Fish 1.0", 9000), first);
    }

    /// A run cut short is kept as far as it went, and a later run adds the rest beside it.
    #[test]
    fn a_partial_analysis_is_kept_and_completed() {
        let (kept, _) = analyses("partial");
        let start = Position::startpos();
        let game = moves(&SCHOLAR_MOVES);
        let positions = judged("kept-partial");
        let mut head = positions.clone();
        head[4..].fill(None);
        let mut tail = positions.clone();
        tail[..4].fill(None);
        kept.keep(&start, &game, "Fake Fish 1.0", 5000, &head)
            .unwrap();
        assert_eq!(kept.judged(&start, &game, "Fake Fish 1.0", 5000), head);
        kept.keep(&start, &game, "Fake Fish 1.0", 5000, &tail)
            .unwrap();
        assert_eq!(kept.judged(&start, &game, "Fake Fish 1.0", 5000), positions);
    }

    /// A file that does not read is as good as none, and the next analysis kept replaces
    /// it; a file where the folder should be only makes keeping fail, with the reason.
    #[test]
    fn a_damaged_file_is_ignored_and_replaced() {
        let (kept, folder) = analyses("damaged");
        let start = Position::startpos();
        let game = moves(&SCHOLAR_MOVES);
        let positions = judged("kept-damaged");
        kept.keep(&start, &game, "Fake Fish 1.0", 5000, &positions)
            .unwrap();
        let file = std::fs::read_dir(&folder)
            .unwrap()
            .flatten()
            .map(|entry| entry.path())
            .find(|path| path.file_name().is_some_and(|name| name != "lock"))
            .unwrap();
        let whole = std::fs::read_to_string(&file).unwrap();
        let illegal = whole.replace("Qe7", "Qe9");
        let unreadable = whole.replace("\t0.25\t", "\tzero\t");
        let damaged: [&[u8]; 5] = [
            b"\xff\xfe garbage",
            b"",
            illegal.as_bytes(),
            unreadable.as_bytes(),
            &whole.as_bytes()[..whole.len() / 2],
        ];
        for bytes in damaged {
            std::fs::write(&file, bytes).unwrap();
            assert_eq!(
                kept.judged(&start, &game, "Fake Fish 1.0", 5000),
                vec![None; 8],
                "{}",
                String::from_utf8_lossy(bytes)
            );
            assert_eq!(kept.best(&start, &game), None);
        }
        kept.keep(&start, &game, "Fake Fish 1.0", 5000, &positions)
            .unwrap();
        assert_eq!(kept.judged(&start, &game, "Fake Fish 1.0", 5000), positions);
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::write(&folder, "in the way").unwrap();
        assert!(
            kept.keep(&start, &game, "Fake Fish 1.0", 5000, &positions)
                .is_err()
        );
        let _ = std::fs::remove_file(&folder);
    }

    /// Two programs keeping what they found of one game at once each keep it: the file is
    /// read, changed and written under the shelf's lock, and always whole.
    #[test]
    fn analyses_kept_at_once_are_all_kept() {
        let (kept, _) = analyses("at-once");
        let start = Position::startpos();
        let game = moves(&SCHOLAR_MOVES);
        let positions = judged("kept-at-once");
        let halves: Vec<Vec<Option<Judged>>> = (0..2)
            .map(|half| {
                let mut mine = positions.clone();
                for (index, slot) in mine.iter_mut().enumerate() {
                    if index % 2 != half {
                        *slot = None;
                    }
                }
                mine
            })
            .collect();
        std::thread::scope(|scope| {
            for (half, mine) in halves.iter().enumerate() {
                let (kept, start, game) = (&kept, &start, &game);
                scope.spawn(move || {
                    for round in 0..20 {
                        let engine = format!("Fake Fish {round}");
                        kept.keep(start, game, &engine, 5000, mine).unwrap();
                        let read = kept.judged(start, game, &engine, 5000);
                        assert!(read.iter().flatten().count() >= 4, "{half}: {read:?}");
                    }
                });
            }
        });
        for round in 0..20 {
            let engine = format!("Fake Fish {round}");
            assert_eq!(
                kept.judged(&start, &game, &engine, 5000),
                positions,
                "{round}"
            );
        }
    }

    /// A run given what is known searches only the rest, and gives every position; given
    /// everything, it searches nothing.
    #[test]
    fn a_run_searches_only_what_is_not_known() {
        let positions = judged("kept-known-first");
        let engine = scholar_engine("kept-known", &SCHOLAR_ANSWERS);
        let game = moves(&SCHOLAR_MOVES);
        let mut some = positions.clone();
        some[2] = None;
        some[5] = None;
        let mut heard = Vec::new();
        let asked = std::sync::Mutex::new(Vec::new());
        let found = run(
            &Position::startpos(),
            &game,
            &settings(engine.clone(), 2),
            &|name| {
                asked.lock().unwrap().push(name.to_string());
                some.clone()
            },
            &AtomicBool::new(false),
            |done, total| heard.push((done, total)),
        );
        assert!(found.failure.is_none(), "{:?}", found.failure);
        assert_eq!(found.positions, positions);
        assert_eq!(*asked.lock().unwrap(), ["Fake Fish 1.0"]);
        assert_eq!(heard.first(), Some(&(6, 8)));
        assert_eq!(heard.last(), Some(&(8, 8)));
        let searched: Vec<String> = told(&engine)
            .into_iter()
            .filter(|line| line.starts_with("position"))
            .collect();
        assert_eq!(searched.len(), 2, "{searched:?}");
        assert!(searched.contains(&crate::engine::fake::scholar_position(2)));
        assert!(searched.contains(&crate::engine::fake::scholar_position(5)));
        let all = run(
            &Position::startpos(),
            &game,
            &settings(engine.clone(), 1),
            &|_| positions.clone(),
            &AtomicBool::new(false),
            |_, _| {},
        );
        assert_eq!(all.positions, positions);
        assert_eq!(all.engine.as_deref(), Some("Fake Fish 1.0"));
        let searched = told(&engine)
            .iter()
            .filter(|line| line.starts_with("go"))
            .count();
        assert_eq!(searched, 2);
    }
}

/// An eval reads back from PGN as it is written there, ours and lichess's: pawns with any
/// decimals, mates by either side, the mate on the board as the side to move mated; other
/// text is no eval.
#[test]
fn evals_read_back_as_pgn_writes_them() {
    let mate = |winner, moves| Eval::Mate { winner, moves };
    let cases = [
        ("0.17", White, Some(Eval::Cp(17))),
        ("-1.50", White, Some(Eval::Cp(-150))),
        ("-1.5", Black, Some(Eval::Cp(-150))),
        ("+2", White, Some(Eval::Cp(200))),
        ("0.00", Black, Some(Eval::Cp(0))),
        ("-0.07", White, Some(Eval::Cp(-7))),
        ("#3", Black, Some(mate(White, 3))),
        ("#-3", White, Some(mate(Black, 3))),
        ("#0", White, Some(mate(Black, 0))),
        ("#-0", Black, Some(mate(White, 0))),
        ("", White, None),
        ("#", White, None),
        ("#x", White, None),
        ("1.2.3", White, None),
        ("nan", White, None),
        ("inf", White, None),
        ("1e400", White, None),
        ("-", White, None),
        ("99999999999", White, None),
    ];
    for (text, turn, expected) in cases {
        assert_eq!(Eval::read_pgn(text, turn), expected, "{text}");
    }
    for eval in [
        Eval::Cp(17),
        Eval::Cp(-150),
        Eval::Cp(0),
        mate(White, 3),
        mate(Black, 1),
    ] {
        assert_eq!(Eval::read_pgn(&eval.pgn(), White), Some(eval), "{eval:?}");
    }
}
