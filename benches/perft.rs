//! Perft speed of hotseat side by side with shakmaty, cozy-chess and chess: one run, one
//! thread, bulk counting at the last ply for everyone, best of five timings per cell, the
//! four libraries taking turns.
//!
//! `cargo bench --bench perft` prints two tables: standard chess against the three peers, and
//! each variant against shakmaty's `variant` feature (the one peer that plays them), on the
//! same positions; the last column is hotseat's time divided by the fastest peer's (below
//! 1.0 means hotseat is faster).

use std::hint::black_box;
use std::str::FromStr;
use std::time::{Duration, Instant};

use hotseat::rules::Variant;
use shakmaty::variant::{Variant as TheirVariant, VariantPosition};
use shakmaty::{CastlingMode, Chess, fen::Fen};

const POSITIONS: [(&str, &str, u32, u64); 5] = [
    (
        "startpos",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
    (
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        6,
        11_030_083,
    ),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        5,
        15_833_292,
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        5,
        89_941_194,
    ),
];

/// A position of each variant with its depth: the start, or a position of the variant's
/// published perft file, searched deep enough that each run takes a tenth of a second or more
/// (shorter runs time the machine's jitter as much as the move generator).
const VARIANT_POSITIONS: [(Variant, TheirVariant, &str, u32); 7] = [
    (
        Variant::Crazyhouse,
        TheirVariant::Crazyhouse,
        "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1",
        5,
    ),
    (
        Variant::Atomic,
        TheirVariant::Atomic,
        "rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1",
        5,
    ),
    (
        Variant::Antichess,
        TheirVariant::Antichess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        6,
    ),
    (
        Variant::KingOfTheHill,
        TheirVariant::KingOfTheHill,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
    ),
    (
        Variant::ThreeCheck,
        TheirVariant::ThreeCheck,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1",
        5,
    ),
    (
        Variant::Horde,
        TheirVariant::Horde,
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
        7,
    ),
    (
        Variant::RacingKings,
        TheirVariant::RacingKings,
        "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
        5,
    ),
];

const RUNS: usize = 5;

/// The best of [`RUNS`] timings of each counter, which must return `expected` every time.
/// The counters take turns, so that a machine that slows down or speeds up during the
/// benchmark affects them alike.
fn measure<const N: usize>(expected: u64, counters: [&dyn Fn() -> u64; N]) -> [Duration; N] {
    let mut best = [Duration::MAX; N];
    for _ in 0..RUNS {
        for (slot, count) in best.iter_mut().zip(counters) {
            let start = Instant::now();
            let nodes = black_box(count());
            let elapsed = start.elapsed();
            assert_eq!(nodes, expected, "wrong node count");
            *slot = (*slot).min(elapsed);
        }
    }
    best
}

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

fn cell(time: Duration, nodes: u64) -> String {
    format!(
        "{:>7.3} s {:>6.0}",
        time.as_secs_f64(),
        nodes as f64 / time.as_secs_f64() / 1e6
    )
}

/// The second table: each variant, hotseat against shakmaty's `variant` feature.
fn variants() {
    println!(
        "\n{:<16} {:>5} {:>11} | {:>16} | {:>16} | {:>8}",
        "variant", "depth", "nodes", "hotseat s  Mnps", "shakmaty s Mnps", "ratio"
    );
    for (variant, theirs, fen, depth) in VARIANT_POSITIONS {
        let ours = hotseat::rules::fen::read_in(fen, variant).expect("valid FEN");
        let setup = Fen::from_ascii(fen.as_bytes())
            .expect("valid FEN")
            .into_setup();
        let shakmaty = VariantPosition::from_setup(theirs, setup, CastlingMode::Chess960)
            .expect("legal position");
        let nodes = shakmaty::perft(&shakmaty, depth);
        let [t_ours, t_shakmaty] = measure(
            nodes,
            [&|| hotseat::rules::perft::perft(&ours, depth), &|| {
                shakmaty::perft(&shakmaty, depth)
            }],
        );
        println!(
            "{:<16} {depth:>5} {nodes:>11} | {} | {} | {:>7.2}x",
            variant.word(),
            cell(t_ours, nodes),
            cell(t_shakmaty, nodes),
            t_ours.as_secs_f64() / t_shakmaty.as_secs_f64()
        );
    }
}

fn main() {
    println!(
        "{:<12} {:>5} {:>11} | {:>16} | {:>16} | {:>16} | {:>16} | {:>8}",
        "position",
        "depth",
        "nodes",
        "hotseat s  Mnps",
        "shakmaty s Mnps",
        "cozy-chess s Mnps",
        "chess s    Mnps",
        "ratio"
    );
    for (name, fen, depth, nodes) in POSITIONS {
        let ours = hotseat::rules::fen::read(fen).expect("valid FEN");
        let shakmaty: Chess = Fen::from_ascii(fen.as_bytes())
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal position");
        let cozy = cozy_chess::Board::from_fen(fen, false).expect("valid FEN");
        let chess = chess::Board::from_str(fen).expect("valid FEN");

        let [t_ours, t_shakmaty, t_cozy, t_chess] = measure(
            nodes,
            [
                &|| hotseat::rules::perft::perft(&ours, depth),
                &|| shakmaty::perft(&shakmaty, depth),
                &|| cozy_perft(&cozy, depth),
                &|| chess::MoveGen::movegen_perft_test(&chess, depth as usize) as u64,
            ],
        );
        let fastest_peer = t_shakmaty.min(t_cozy).min(t_chess);
        println!(
            "{name:<12} {depth:>5} {nodes:>11} | {} | {} | {} | {} | {:>7.2}x",
            cell(t_ours, nodes),
            cell(t_shakmaty, nodes),
            cell(t_cozy, nodes),
            cell(t_chess, nodes),
            t_ours.as_secs_f64() / fastest_peer.as_secs_f64()
        );
    }
    variants();
}
