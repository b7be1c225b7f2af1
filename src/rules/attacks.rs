//! Attack tables: leapers by lookup, sliders by magic bitboards, and the rays between squares.
//!
//! Every table is computed at compile time by `const fn`s and stored in a `static`, so using
//! them costs nothing at start-up and the hot path has no lazy-initialisation checks.
//!
//! Sliding attacks use "fancy" magic bitboards: for each square, the relevant blockers are
//! multiplied by a magic number whose top bits index a shared table. The magic numbers were
//! found by a seeded random search (sparse candidates, tried against every blocker subset).

use super::bitboard::Bitboard;
use super::square::{Color, Role, Square};

const KNIGHT_STEPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_DIRECTIONS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRECTIONS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The bit of the square at (file, rank), or 0 when that is off the board.
const fn bit_at(file: i32, rank: i32) -> u64 {
    if 0 <= file && file < 8 && 0 <= rank && rank < 8 {
        1 << (rank * 8 + file)
    } else {
        0
    }
}

const fn leaper_table(steps: &[(i32, i32); 8]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut square = 0;
    while square < 64 {
        let (file, rank) = (square as i32 % 8, square as i32 / 8);
        let mut bits = 0;
        let mut i = 0;
        while i < steps.len() {
            bits |= bit_at(file + steps[i].0, rank + steps[i].1);
            i += 1;
        }
        table[square] = Bitboard(bits);
        square += 1;
    }
    table
}

const fn pawn_table(color: Color) -> [Bitboard; 64] {
    let forward = match color {
        Color::White => 1,
        Color::Black => -1,
    };
    let mut table = [Bitboard::EMPTY; 64];
    let mut square = 0;
    while square < 64 {
        let (file, rank) = (square as i32 % 8, square as i32 / 8);
        table[square] =
            Bitboard(bit_at(file - 1, rank + forward) | bit_at(file + 1, rank + forward));
        square += 1;
    }
    table
}

static KNIGHT_ATTACKS: [Bitboard; 64] = leaper_table(&KNIGHT_STEPS);
static KING_ATTACKS: [Bitboard; 64] = leaper_table(&KING_STEPS);
static PAWN_ATTACKS: [[Bitboard; 64]; 2] = [pawn_table(Color::White), pawn_table(Color::Black)];

/// The squares a slider on `square` attacks along `directions`, stopping at the first
/// occupied square in each direction (which is attacked).
const fn sliding_attacks(square: usize, occupied: u64, directions: &[(i32, i32); 4]) -> u64 {
    let mut attacks = 0;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = directions[d];
        let (mut file, mut rank) = (square as i32 % 8 + df, square as i32 / 8 + dr);
        loop {
            let bit = bit_at(file, rank);
            attacks |= bit;
            if bit == 0 || occupied & bit != 0 {
                break;
            }
            file += df;
            rank += dr;
        }
        d += 1;
    }
    attacks
}

/// The squares whose occupancy matters to a slider on `square`: its rays without the last
/// square of each (a blocker on the edge changes nothing).
const fn relevant_blockers(square: usize, directions: &[(i32, i32); 4]) -> u64 {
    let mut mask = 0;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = directions[d];
        let (mut file, mut rank) = (square as i32 % 8 + df, square as i32 / 8 + dr);
        while bit_at(file + df, rank + dr) != 0 {
            mask |= bit_at(file, rank);
            file += df;
            rank += dr;
        }
        d += 1;
    }
    mask
}

/// How to find one square's slider attacks in [`SLIDER_ATTACKS`].
#[derive(Clone, Copy)]
struct Magic {
    mask: u64,
    factor: u64,
    shift: u32,
    offset: usize,
}

impl Magic {
    #[inline(always)]
    const fn index(&self, occupied: u64) -> usize {
        self.offset + ((occupied & self.mask).wrapping_mul(self.factor) >> self.shift) as usize
    }
}

const ROOK_TABLE_SIZE: usize = 102_400;
const BISHOP_TABLE_SIZE: usize = 5_248;

const fn magics(
    factors: &[u64; 64],
    directions: &[(i32, i32); 4],
    first_offset: usize,
) -> [Magic; 64] {
    let mut table = [Magic {
        mask: 0,
        factor: 0,
        shift: 0,
        offset: 0,
    }; 64];
    let mut offset = first_offset;
    let mut square = 0;
    while square < 64 {
        let mask = relevant_blockers(square, directions);
        let bits = mask.count_ones();
        table[square] = Magic {
            mask,
            factor: factors[square],
            shift: 64 - bits,
            offset,
        };
        offset += 1 << bits;
        square += 1;
    }
    table
}

static ROOK_MAGICS_TABLE: [Magic; 64] = magics(&ROOK_MAGICS, &ROOK_DIRECTIONS, 0);
static BISHOP_MAGICS_TABLE: [Magic; 64] =
    magics(&BISHOP_MAGICS, &BISHOP_DIRECTIONS, ROOK_TABLE_SIZE);

/// For each of the eight directions and each square: the squares from there to the edge.
static RAYS: [[u64; 64]; 8] = {
    let mut rays = [[0; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let direction = if d < 4 {
            ROOK_DIRECTIONS[d]
        } else {
            BISHOP_DIRECTIONS[d - 4]
        };
        let mut square = 0;
        while square < 64 {
            rays[d][square] = sliding_attacks(square, 0, &[direction; 4]);
            square += 1;
        }
        d += 1;
    }
    rays
};

/// Whether direction `d` (an index into [`RAYS`]) runs towards higher square indices.
const fn ascends(d: usize) -> bool {
    let (file_step, rank_step) = if d < 4 {
        ROOK_DIRECTIONS[d]
    } else {
        BISHOP_DIRECTIONS[d - 4]
    };
    rank_step > 0 || (rank_step == 0 && file_step > 0)
}

/// Slider attacks from `square` along the directions `first..first + 4` of [`RAYS`]: each ray
/// up to and including its first blocker. Much cheaper to evaluate at compile time than
/// walking square by square.
const fn ray_attacks(square: usize, occupied: u64, first: usize) -> u64 {
    let mut attacks = 0;
    let mut d = first;
    while d < first + 4 {
        let ray = RAYS[d][square];
        let blockers = ray & occupied;
        attacks |= if blockers == 0 {
            ray
        } else {
            let blocker = if ascends(d) {
                blockers.trailing_zeros()
            } else {
                63 - blockers.leading_zeros()
            };
            ray ^ RAYS[d][blocker as usize]
        };
        d += 1;
    }
    attacks
}

/// Fills the attack sets of every blocker subset of every square into `table`; `first_ray`
/// picks the rook (0) or bishop (4) directions.
const fn fill_slider_table(
    table: &mut [Bitboard; ROOK_TABLE_SIZE + BISHOP_TABLE_SIZE],
    magics: &[Magic; 64],
    first_ray: usize,
) {
    let mut square = 0;
    while square < 64 {
        let magic = magics[square];
        // Enumerate the subsets of the mask (the "carry-rippler").
        let mut subset: u64 = 0;
        loop {
            table[magic.index(subset)] = Bitboard(ray_attacks(square, subset, first_ray));
            subset = subset.wrapping_sub(magic.mask) & magic.mask;
            if subset == 0 {
                break;
            }
        }
        square += 1;
    }
}

static SLIDER_ATTACKS: [Bitboard; ROOK_TABLE_SIZE + BISHOP_TABLE_SIZE] = {
    let mut table = [Bitboard::EMPTY; ROOK_TABLE_SIZE + BISHOP_TABLE_SIZE];
    fill_slider_table(&mut table, &ROOK_MAGICS_TABLE, 0);
    fill_slider_table(&mut table, &BISHOP_MAGICS_TABLE, 4);
    table
};

/// The squares a slider moving along `directions` reaches from each square of an empty board.
const fn empty_board_table(directions: &[(i32, i32); 4]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut square = 0;
    while square < 64 {
        table[square] = Bitboard(sliding_attacks(square, 0, directions));
        square += 1;
    }
    table
}

static ROOK_RAYS: [Bitboard; 64] = empty_board_table(&ROOK_DIRECTIONS);
static BISHOP_RAYS: [Bitboard; 64] = empty_board_table(&BISHOP_DIRECTIONS);

/// The direction (an index into [`RAYS`]) leading from `a` to `b`, if they are aligned.
const fn direction(a: usize, b: usize) -> Option<usize> {
    let mut d = 0;
    while d < 8 {
        if RAYS[d][a] & (1 << b) != 0 {
            return Some(d);
        }
        d += 1;
    }
    None
}

/// The direction opposite to direction `d` of [`RAYS`].
const fn opposite(d: usize) -> usize {
    // Rook rays are ordered east, west, north, south; bishop rays NE, SE, NW, SW.
    [1, 0, 3, 2, 7, 6, 5, 4][d]
}

/// For each pair of squares on a common rank, file or diagonal: the squares strictly between.
static BETWEEN: [[Bitboard; 64]; 64] = {
    let mut table = [[Bitboard::EMPTY; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            if let Some(d) = direction(a, b) {
                table[a][b] = Bitboard(RAYS[d][a] & !RAYS[d][b] & !(1 << b));
            }
            b += 1;
        }
        a += 1;
    }
    table
};

/// For each pair of distinct squares on a common rank, file or diagonal: the whole line
/// through both, from edge to edge.
static LINE: [[Bitboard; 64]; 64] = {
    let mut table = [[Bitboard::EMPTY; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            if let Some(d) = direction(a, b) {
                table[a][b] = Bitboard(RAYS[d][a] | RAYS[opposite(d)][a] | (1 << a));
            }
            b += 1;
        }
        a += 1;
    }
    table
};

/// The squares a pawn of `color` on `square` attacks.
#[inline(always)]
pub fn pawn_attacks(color: Color, square: Square) -> Bitboard {
    PAWN_ATTACKS[color.index()][square.index()]
}

/// The squares a knight on `square` attacks.
#[inline(always)]
pub fn knight_attacks(square: Square) -> Bitboard {
    KNIGHT_ATTACKS[square.index()]
}

/// The squares a king on `square` attacks.
#[inline(always)]
pub fn king_attacks(square: Square) -> Bitboard {
    KING_ATTACKS[square.index()]
}

/// The squares a bishop on `square` attacks when the squares of `occupied` are taken.
#[inline(always)]
pub fn bishop_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    SLIDER_ATTACKS[BISHOP_MAGICS_TABLE[square.index()].index(occupied.0)]
}

/// The squares a rook on `square` attacks when the squares of `occupied` are taken.
#[inline(always)]
pub fn rook_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    SLIDER_ATTACKS[ROOK_MAGICS_TABLE[square.index()].index(occupied.0)]
}

/// The squares a queen on `square` attacks when the squares of `occupied` are taken.
#[inline(always)]
pub fn queen_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    bishop_attacks(square, occupied) | rook_attacks(square, occupied)
}

/// The squares a rook on `square` reaches on an empty board.
#[inline(always)]
pub fn rook_rays(square: Square) -> Bitboard {
    ROOK_RAYS[square.index()]
}

/// The squares a bishop on `square` reaches on an empty board.
#[inline(always)]
pub fn bishop_rays(square: Square) -> Bitboard {
    BISHOP_RAYS[square.index()]
}

/// The squares a queen on `square` reaches on an empty board: those on a line with it.
#[inline(always)]
pub fn queen_rays(square: Square) -> Bitboard {
    ROOK_RAYS[square.index()] | BISHOP_RAYS[square.index()]
}

/// The squares of `sliders`, pieces moving as `role` (a bishop, rook or queen), that attack
/// `target` when the squares of `occupied` are taken. For a few sliders this reads small
/// tables where [`rook_attacks`] and [`bishop_attacks`] read a large one, whose loads miss
/// the cache when a whole game is replayed.
#[inline(always)]
pub fn sliders_reaching(
    role: Role,
    sliders: Bitboard,
    target: Square,
    occupied: Bitboard,
) -> Bitboard {
    let rays = match role {
        Role::Bishop => bishop_rays(target),
        Role::Rook => rook_rays(target),
        _ => queen_rays(target),
    };
    let mut reaching = Bitboard::EMPTY;
    for from in sliders & rays {
        if (between(from, target) & occupied).is_empty() {
            reaching |= Bitboard::from(from);
        }
    }
    reaching
}

/// The squares strictly between `a` and `b` if they share a rank, file or diagonal;
/// otherwise none.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    BETWEEN[a.index()][b.index()]
}

/// The whole line (edge to edge) through `a` and `b` if they are distinct and share a rank,
/// file or diagonal; otherwise none.
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    LINE[a.index()][b.index()]
}

#[rustfmt::skip]
const ROOK_MAGICS: [u64; 64] = [
    0x1080004008801020,
    0x0840092002c03000,
    0x1900200010400900,
    0x0880100008000480,
    0x4200100420080200,
    0x8100020100080400,
    0x0200040110886200,
    0x0200008040220411,
    0x0404800084400220,
    0x0000401000402000,
    0x0086001081220440,
    0x0408800800100280,
    0x000a001201040820,
    0x8848800200840080,
    0x4001000100040200,
    0x0442000102105084,
    0x9080010020804100,
    0x0040404000201009,
    0x0000808010002009,
    0x2200090021d00100,
    0x0008008008040080,
    0x0004004002010040,
    0x0011040008015042,
    0x00000a0001768104,
    0x0000800080204009,
    0x2010004140002001,
    0x9800200280100080,
    0x1000100080080080,
    0x0442000a00049020,
    0x2100040080020080,
    0x0800120400900148,
    0x0010040a00128541,
    0x2800804000800030,
    0x1010002000400041,
    0x4000200011004100,
    0x0610008410800800,
    0x0400802402800800,
    0xc100020080800400,
    0x0002000802000401,
    0x0182085882000401,
    0x0220204000808000,
    0x2860100040024022,
    0x0001002004110040,
    0x99101042000a0020,
    0x0004080004008080,
    0x0010040002008080,
    0x2012004881020004,
    0x8300842444820011,
    0x0088403882010200,
    0x0820400080210100,
    0x0110910040a00300,
    0x0801100280080480,
    0x0242009008200600,
    0x1002000489500200,
    0x0040800200010080,
    0x0091800041000080,
    0x0000209300488001,
    0x04c1002414824001,
    0x020020000b001041,
    0x7000100004200901,
    0x8002002004100802,
    0x30010002084c0007,
    0x0888221800813004,
    0x4000002840840112,
];
#[rustfmt::skip]
const BISHOP_MAGICS: [u64; 64] = [
    0xa010041108003100,
    0x006082020a002900,
    0x6810010619200000,
    0x08281a0520000408,
    0x0001104001000400,
    0x0018901008048400,
    0x00040a0210245280,
    0x000200210808a402,
    0x9140048410821200,
    0x0800091010820041,
    0x20504804832202c0,
    0x0100091401081000,
    0x8021011140000012,
    0x0810020804450400,
    0x208b0542109008a2,
    0x0080084a08040204,
    0x0040e2a80811244c,
    0x2505022008008108,
    0x0430220100420040,
    0x010a040420220040,
    0x1105000290400000,
    0x0093001200822120,
    0x4000a62048043004,
    0x280120048a015004,
    0x006090002a020814,
    0x44042000240800d0,
    0x01102800040a4400,
    0x1004080080220040,
    0x0001001011004024,
    0x0010044000805040,
    0x0914041200820100,
    0x0004821012821480,
    0x0024040500c05021,
    0x0088611002080200,
    0x0116080a00040020,
    0x4000020080080080,
    0x2450450140840040,
    0x0000880201484100,
    0x0222020404020092,
    0x8081110600002e00,
    0x2842101105000801,
    0x1100809008001025,
    0x00020202221c0400,
    0x0422014022009020,
    0x0210046102100c00,
    0xc004008082029102,
    0x00aa461801101200,
    0x0404080080201108,
    0x020542108c205002,
    0x0410544804100100,
    0x0040910841100000,
    0x0400200042021100,
    0x00004204850400c0,
    0x0200100410a42102,
    0x1040020801210102,
    0x0805040410420000,
    0x2884804130100200,
    0x800c262201242000,
    0x1058000194108800,
    0x0014221054420204,
    0x0104000012a02200,
    0x0200881003300100,
    0x0140400202840100,
    0x0402020801010201,
];

#[cfg(test)]
mod tests {
    use super::*;

    fn set(squares: &[Square]) -> Bitboard {
        squares.iter().copied().collect()
    }

    #[test]
    fn leapers_from_corners_and_centre() {
        assert_eq!(knight_attacks(Square::A1), set(&[Square::B3, Square::C2]));
        assert_eq!(knight_attacks(Square::E4).count(), 8);
        assert_eq!(
            king_attacks(Square::H8),
            set(&[Square::G8, Square::G7, Square::H7])
        );
        assert_eq!(pawn_attacks(Color::White, Square::A2), set(&[Square::B3]));
        assert_eq!(
            pawn_attacks(Color::Black, Square::E5),
            set(&[Square::D4, Square::F4])
        );
        assert!(pawn_attacks(Color::White, Square::E8).is_empty());
    }

    #[test]
    fn magic_lookups_match_ray_walking_for_every_square_and_many_blockers() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for square in Square::ALL {
            for _ in 0..200 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let occupied = Bitboard(seed & seed.rotate_left(17));
                let i = square.index();
                assert_eq!(
                    rook_attacks(square, occupied).0,
                    sliding_attacks(i, occupied.0, &ROOK_DIRECTIONS)
                );
                assert_eq!(
                    bishop_attacks(square, occupied).0,
                    sliding_attacks(i, occupied.0, &BISHOP_DIRECTIONS)
                );
            }
        }
        assert_eq!(rook_attacks(Square::A1, Bitboard::EMPTY).count(), 14);
        assert_eq!(queen_attacks(Square::D4, Bitboard::EMPTY).count(), 27);
    }

    #[test]
    fn sliders_reaching_a_square_are_the_squares_it_attacks_back() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for target in Square::ALL {
            for _ in 0..50 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let occupied = Bitboard(seed & seed.rotate_left(29));
                let sliders = Bitboard(seed.rotate_left(7));
                for (role, attacks) in [
                    (Role::Bishop, bishop_attacks(target, occupied)),
                    (Role::Rook, rook_attacks(target, occupied)),
                    (Role::Queen, queen_attacks(target, occupied)),
                ] {
                    assert_eq!(
                        sliders_reaching(role, sliders, target, occupied),
                        attacks & sliders,
                        "{role:?} to {target:?}"
                    );
                }
            }
        }
        assert_eq!(
            rook_rays(Square::D4),
            rook_attacks(Square::D4, Bitboard::EMPTY)
        );
        assert_eq!(bishop_rays(Square::H8).count(), 7);
    }

    #[test]
    fn between_and_line_rays() {
        assert_eq!(
            between(Square::A1, Square::D4),
            set(&[Square::B2, Square::C3])
        );
        assert_eq!(
            between(Square::D4, Square::A1),
            set(&[Square::B2, Square::C3])
        );
        assert_eq!(between(Square::E1, Square::E3), set(&[Square::E2]));
        assert!(between(Square::E1, Square::E2).is_empty());
        assert!(between(Square::A1, Square::B3).is_empty());
        assert_eq!(line(Square::B2, Square::C3).count(), 8);
        assert_eq!(
            line(Square::E1, Square::E5),
            Bitboard::from_file(super::super::square::File::E)
        );
        assert!(line(Square::A1, Square::B3).is_empty());
        assert!(line(Square::C3, Square::C3).is_empty());
        assert!(line(Square::A1, Square::H8).contains(Square::D4));
        assert!(!line(Square::A1, Square::H8).contains(Square::D5));
    }
}
