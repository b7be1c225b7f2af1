//! Typed moves: the lenient reader (and the strict reading it tries first), completions and
//! suggestions, on text of any kind in one of a few positions chosen to hold every kind of
//! move (castling both ways and in Chess960, en passant, promotions, ambiguous pieces, mate).
//!
//! The first byte chooses the position; the rest, as text, is what was typed.

use hotseat::notation::san::{self, San, SanError};
use hotseat::rules::{Move, fen};

/// The positions a typed text is read in.
const POSITIONS: [&str; 12] = [
    fen::STARTING_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/pp1ppppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 3",
    "4k3/8/8/8/2pP4/8/8/4K3 b - d3 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "6k1/8/8/8/Q3Q3/8/8/Q3K2R w K - 0 1",
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "4k3/8/8/8/8/2N1N3/8/R3K2R w KQ - 0 1",
];

/// Reads the text in the chosen position every way the program does.
pub fn check(data: &[u8]) {
    let Some((&choice, typed)) = data.split_first() else {
        return;
    };
    let position = fen::read(POSITIONS[usize::from(choice) % POSITIONS.len()])
        .expect("the positions of the SAN target are legal");
    let text = String::from_utf8_lossy(typed);
    let legal = position.legal_moves();
    let is_legal = |m: Move| legal.contains(&m);

    // Every legal move reads back from its SAN, by the strict path.
    for &m in legal.iter() {
        let written = San::from_move(&position, m).to_string();
        assert_eq!(san::parse(&position, &written), Ok(m), "{written}");
        assert!(san::spells(&position, m, &written), "{written}");
    }

    let parsed = san::parse(&position, &text);
    match &parsed {
        Ok(m) => {
            assert!(is_legal(*m), "{text:?} read as an illegal {m:?}");
            let written = San::from_move(&position, *m).to_string();
            assert_eq!(san::parse(&position, &written), Ok(*m));
        }
        Err(error) => {
            // The app and the line mode take no control character into what is typed, and a
            // PGN move is refused with the reason alone (its token quoted escaped).
            if !text.contains(char::is_control) {
                super::assert_one_line(&error.to_string());
            }
            let reason = match error {
                SanError::NotAMove { reason, .. } => reason.to_string(),
                other => other.to_string(),
            };
            super::assert_one_line(&reason);
        }
    }

    let completions = san::completions(&position, &text);
    for pair in completions.windows(2) {
        assert!(
            pair[0].san.to_string() < pair[1].san.to_string(),
            "completions out of order"
        );
    }
    for completion in &completions {
        assert!(is_legal(completion.m), "{completion:?}");
        assert_eq!(completion.san, San::from_move(&position, completion.m));
    }
    for &m in legal.iter() {
        if san::spells(&position, m, &text) {
            assert!(
                completions.iter().any(|c| c.m == m),
                "{text:?} spells {m:?}, which is not among its completions"
            );
        }
    }

    if let Some(suggestion) = san::suggestion(&position, &text) {
        assert!(parsed.is_err(), "{text:?} is a move and has a suggestion");
        assert!(is_legal(suggestion.m), "{suggestion:?}");
        assert_eq!(suggestion.san, San::from_move(&position, suggestion.m));
    }
}
