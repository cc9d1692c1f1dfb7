//! Where a board lies in the table: every board of `n` seeds in 12 pits has a number from 0 to
//! `C(n + 11, 11) - 1` (its rank among the ways to put `n` seeds in 12 pits), and the boards of
//! fewer seeds come first, so that a board's place is `C(n + 11, 12)` (the boards of fewer
//! seeds) plus its rank.
//!
//! The rank is the combinatorial number system's: a board is the 11 walls between its 12 pits
//! among `n + 11` places (wall `j` after pit `j`, at place `pits[0] + … + pits[j] + j`), and walls
//! at places `w0 < w1 < … < w10` rank `C(w0, 1) + C(w1, 2) + … + C(w10, 11)`. Walking the ranks
//! in order moves the walls as [`Boards`] does, one step at a time.

/// Pits on an Oware board.
pub const PITS: usize = 12;
/// Walls between the pits.
const WALLS: usize = PITS - 1;
/// The most seeds a table holds boards of.
pub const MAX_SEEDS: usize = 15;

/// `C(n, k)` for `n <= MAX_SEEDS + PITS` and `k <= PITS`.
const BINOMIAL: [[u32; PITS + 1]; MAX_SEEDS + PITS + 1] = binomials();

const fn binomials() -> [[u32; PITS + 1]; MAX_SEEDS + PITS + 1] {
    let mut c = [[0u32; PITS + 1]; MAX_SEEDS + PITS + 1];
    let mut n = 0;
    while n <= MAX_SEEDS + PITS {
        c[n][0] = 1;
        let mut k = 1;
        while k <= PITS && k <= n {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    c
}

/// The boards of `seeds` seeds.
pub const fn boards_of(seeds: usize) -> usize {
    BINOMIAL[seeds + WALLS][WALLS] as usize
}

/// The boards of fewer than `seeds` seeds: where those of `seeds` seeds begin.
pub const fn boards_below(seeds: usize) -> usize {
    BINOMIAL[seeds + WALLS][PITS] as usize
}

/// The rank of `pits` (holding `seeds` seeds, at most [`MAX_SEEDS`]) among the boards of as
/// many seeds.
#[inline(always)]
pub fn rank(pits: &[u8; PITS]) -> usize {
    let mut place = 0usize;
    let mut rank = 0u32;
    for (j, &seeds) in pits[..WALLS].iter().enumerate() {
        place += usize::from(seeds);
        rank += BINOMIAL[place + j][j + 1];
    }
    rank as usize
}

/// The board of each rank in turn, for one number of seeds.
pub struct Boards {
    seeds: usize,
    walls: [usize; WALLS],
    rank: usize,
}

impl Boards {
    /// The boards of `seeds` seeds from the one ranked `from`.
    pub fn from(seeds: usize, from: usize) -> Boards {
        let mut walls = [0; WALLS];
        // Unranking: the largest wall place whose binomial fits, from the last wall down.
        let mut left = from as u32;
        let mut top = seeds + WALLS;
        for j in (0..WALLS).rev() {
            let mut place = top - 1;
            while BINOMIAL[place][j + 1] > left {
                place -= 1;
            }
            left -= BINOMIAL[place][j + 1];
            walls[j] = place;
            top = place;
        }
        Boards {
            seeds,
            walls,
            rank: from,
        }
    }

    /// The rank of the current board.
    pub fn rank(&self) -> usize {
        self.rank
    }

    /// The current board.
    pub fn pits(&self) -> [u8; PITS] {
        let mut pits = [0u8; PITS];
        let mut before = 0;
        for (j, &wall) in self.walls.iter().enumerate() {
            // Walls are at most MAX_SEEDS + 10 places in: the seeds fit a byte.
            pits[j] = (wall - before) as u8;
            before = wall + 1;
        }
        pits[WALLS] = (self.seeds + WALLS - before) as u8;
        pits
    }

    /// Moves to the next board (by rank); false after the last.
    pub fn advance(&mut self) -> bool {
        let end = self.seeds + WALLS;
        // The first wall that can move up one place without meeting the next; those before it
        // go back to the bottom.
        for j in 0..WALLS {
            let limit = if j + 1 < WALLS {
                self.walls[j + 1]
            } else {
                end
            };
            if self.walls[j] + 1 < limit {
                self.walls[j] += 1;
                for (i, wall) in self.walls[..j].iter_mut().enumerate() {
                    *wall = i;
                }
                self.rank += 1;
                return true;
            }
        }
        false
    }
}
