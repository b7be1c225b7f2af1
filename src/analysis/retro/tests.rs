use super::*;
use crate::analysis::Judged;
use crate::notation::san;
use crate::rules::Color::{Black, White};
use crate::rules::Position;

/// A game whose every move is scripted to show one of lila's rules, for the tests of the
/// page too.
pub(crate) const MOVES: [&str; 11] = [
    "e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Ng5", "d5", "exd5", "Nxd5", "Nxf7",
];

fn mate(winner: Color, moves: u32) -> Eval {
    Eval::Mate { winner, moves }
}

/// Each position of the game (the start first): its eval from White's side and the
/// engine's best move there. The comments say what lila makes of the move from it.
fn scripted() -> [(Eval, &'static str); 12] {
    [
        (Eval::Cp(300), "d4"),    // 1. e4 (White): a blunder, but the game's first move
        (Eval::Cp(-300), "c5"),   // 1... e5 (Black): a blunder
        (Eval::Cp(0), "d4"),      // 2. Nf3 (White): an inaccuracy swinging 0.0758
        (Eval::Cp(-83), "d6"),    // 2... Nc6 (Black): the same, mirrored
        (Eval::Cp(0), "d4"),      // 3. Bc4 (White): an inaccuracy swinging 0.0749
        (Eval::Cp(-82), "Bc5"),   // 3... Nf6: nothing
        (Eval::Cp(-82), "Ng5"),   // 4. Ng5 (White): a blunder, but the best move
        (Eval::Cp(-800), "d5"),   // 4... d5: nothing
        (Eval::Cp(-800), "Bxd5"), // 5. exd5 (White): lets in a mate, already lost
        (mate(Black, 2), "Na5"),  // 5... Nxd5 (Black): loses its mate
        (mate(White, 3), "d4"),   // 6. Nxf7 (White): loses its mate
        (Eval::Cp(500), "Kxf7"),
    ]
}

/// The scripted game's moves.
pub(crate) fn moves() -> Vec<crate::rules::Move> {
    let mut position = Position::startpos();
    MOVES
        .iter()
        .map(|text| {
            let m = san::parse(&position, text).unwrap();
            position.play_unchecked(m);
            m
        })
        .collect()
}

/// The scripted game's positions as the engine judged them, the start first.
pub(crate) fn judged() -> Vec<Option<Judged>> {
    let mut position = Position::startpos();
    let mut judged = Vec::new();
    for (index, (eval, best)) in scripted().into_iter().enumerate() {
        let best = San::from_move(&position, san::parse(&position, best).unwrap());
        judged.push(Some(Judged {
            eval,
            best: Some(best),
            line: vec![best],
        }));
        if let Some(text) = MOVES.get(index) {
            position.play_unchecked(san::parse(&position, text).unwrap());
        }
    }
    judged
}

/// The scripted game's moves in SAN, and its review.
pub(crate) fn game() -> (Vec<San>, Review) {
    let mut position = Position::startpos();
    let played = MOVES
        .iter()
        .map(|text| {
            let m = san::parse(&position, text).unwrap();
            let san = San::from_move(&position, m);
            position.play_unchecked(m);
            san
        })
        .collect();
    (played, Review::new(White, &judged()))
}

fn retro(side: Color) -> Retro {
    let (played, review) = game();
    Retro::new(side, &played, &review)
}

fn text(san: San) -> String {
    san.to_string()
}

/// Which moves lila offers: marked, a better move than the one played, a swing above
/// 0.075; never the game's first move, a best move played, or a mate let in when the
/// position was lost already.
#[test]
fn the_exercises_are_lila_s() {
    let cases = [
        (White, vec![(2, "Nf3", "d4"), (10, "Nxf7", "d4")]),
        (
            Black,
            vec![(1, "e5", "c5"), (3, "Nc6", "d6"), (9, "Nxd5", "Na5")],
        ),
    ];
    for (side, expected) in cases {
        let found: Vec<(usize, String, String)> = retro(side)
            .exercises()
            .iter()
            .map(|e| (e.ply, text(e.played), text(e.best)))
            .collect();
        let expected: Vec<(usize, String, String)> = expected
            .into_iter()
            .map(|(ply, played, best)| (ply, played.to_string(), best.to_string()))
            .collect();
        assert_eq!(found, expected, "{side:?}");
    }
}

/// lila's margin at its edge: a move holds while it loses less than 0.04 of the winning
/// chances (half scale); a mate counts beyond the thousand-centipawn cap.
#[test]
fn a_move_holds_within_lila_s_margin() {
    let cases = [
        (White, Eval::Cp(0), Eval::Cp(-43), true),
        (White, Eval::Cp(0), Eval::Cp(-44), false),
        (Black, Eval::Cp(0), Eval::Cp(43), true),
        (Black, Eval::Cp(0), Eval::Cp(44), false),
        (White, Eval::Cp(0), Eval::Cp(500), true),
        (White, mate(White, 3), Eval::Cp(854), true),
        (White, mate(White, 3), Eval::Cp(853), false),
        (White, mate(White, 3), mate(White, 9), true),
        (Black, mate(Black, 1), Eval::Cp(-1000), true),
        (Black, mate(Black, 1), Eval::Cp(-700), false),
        (White, Eval::Cp(-300), mate(Black, 5), false),
    ];
    for (side, before, after, expected) in cases {
        assert_eq!(
            holds(side, before, after),
            expected,
            "{side:?} {before:?} {after:?}"
        );
    }
}

/// The edges of lila's swing: 83 centipawns from equality is an exercise, 82 is not.
#[test]
fn the_swing_is_lila_s_at_its_edge() {
    assert!(swing(Eval::Cp(0), Eval::Cp(-83)) > SWING);
    assert!(swing(Eval::Cp(0), Eval::Cp(-82)) <= SWING);
    assert!(swing(Eval::Cp(-83), Eval::Cp(0)) > SWING);
}

#[test]
fn the_best_move_and_a_mate_are_right_at_once() {
    let mut best = retro(White);
    let first = best.current().unwrap().clone();
    assert_eq!(best.try_move(first.best), Tried::Right);
    assert_eq!(best.state(), State::Right(first.best));

    let mut mating = retro(White);
    let mut mate = first.played;
    mate.suffix = Some(Suffix::Checkmate);
    assert_eq!(mating.try_move(mate), Tried::Right);
    assert_eq!(mating.tally().found, 1);
}

#[test]
fn the_move_played_is_wrong_at_once_and_another_may_be_tried() {
    let mut retro = retro(White);
    let played = retro.current().unwrap().played;
    assert_eq!(retro.try_move(played), Tried::Played);
    assert_eq!(retro.state(), State::Wrong(Wrong::Played));
    assert!(retro.is_solving());
    let best = retro.current().unwrap().best;
    assert_eq!(retro.try_move(best), Tried::Right);
}

/// Another move is searched; the eval decides against the position before the mistake
/// (equality for 2. Nf3, a mate in 3 for 6. Nxf7).
#[test]
fn another_move_is_judged_by_the_engine_s_eval() {
    let (played, review) = game();
    let other = |retro: &Retro| {
        let exercise = retro.current().unwrap();
        let mut position = Position::startpos();
        for text in &MOVES[..exercise.ply] {
            position.play_unchecked(san::parse(&position, text).unwrap());
        }
        San::from_move(&position, san::parse(&position, "a3").unwrap())
    };
    let cases = [
        (0, Eval::Cp(-43), true),
        (0, Eval::Cp(-44), false),
        (1, Eval::Cp(854), true),
        (1, Eval::Cp(853), false),
    ];
    for (skips, after, holds) in cases {
        let mut retro = Retro::new(White, &played, &review);
        for _ in 0..skips {
            retro.skip();
        }
        let tried = other(&retro);
        assert_eq!(retro.try_move(tried), Tried::Search);
        assert_eq!(retro.state(), State::Searching(tried));
        assert_eq!(retro.try_move(tried), Tried::NotNow, "one search at a time");
        assert_eq!(retro.judge(after), Some(holds), "{after:?}");
        let expected = if holds {
            State::Right(tried)
        } else {
            State::Wrong(Wrong::Loses(tried, after))
        };
        assert_eq!(retro.state(), expected);
        assert_eq!(retro.judge(after), None, "judged once");
    }
}

#[test]
fn a_search_given_up_goes_back_to_looking() {
    let mut retro = retro(Black);
    let first = retro.current().unwrap().clone();
    let mut other = first.best;
    other.suffix = Some(Suffix::Check);
    assert_eq!(retro.try_move(other), Tried::Search);
    retro.stop_search();
    assert_eq!(retro.state(), State::Find);
    assert_eq!(retro.judge(Eval::Cp(0)), None);
}

/// lila's rounds: found, shown and skipped each counted once, the first way each
/// exercise ended; next goes to the next not done, and the end has the tally.
#[test]
fn the_tally_counts_how_each_exercise_ended() {
    let mut retro = retro(Black);
    assert_eq!(retro.progress(), (1, 3));
    retro.show_solution();
    assert_eq!(retro.state(), State::Solution);
    let best = retro.current().unwrap().best;
    assert_eq!(retro.try_move(best), Tried::NotNow);
    retro.next();
    assert_eq!(retro.progress(), (2, 3));
    let best = retro.current().unwrap().best;
    retro.try_move(best);
    retro.show_solution();
    retro.next();
    retro.skip();
    assert_eq!(retro.state(), State::Done);
    assert_eq!(retro.current(), None);
    assert_eq!(
        retro.tally(),
        Tally {
            found: 1,
            shown: 1,
            skipped: 1,
            total: 3
        }
    );
    retro.again();
    assert_eq!(retro.progress(), (1, 3));
    assert_eq!(retro.tally().found, 0);
}

#[test]
fn a_side_without_exercises_is_done_at_once() {
    let (played, review) = game();
    let retro = Retro::new(White, &played[..2], &review);
    assert_eq!(retro.state(), State::Done);
    assert_eq!(retro.tally(), Tally::default());
    assert_eq!(retro.progress(), (0, 0));
}
