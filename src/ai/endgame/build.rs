//! Building a table by retrograde analysis, level by level: the boards of 0 seeds, then 1, up
//! to the most asked. A capture only ever lowers the seeds on the board, so a level's moves lead
//! to boards of its own level or to finished ones below.
//!
//! Each board of a level starts at the widest bounds, `-n..=n`, and the level is swept until a
//! sweep changes nothing: a board's bounds become the best, over its moves, of the gain less the
//! next board's bounds seen from the other side (the lower bound from the other's upper bound,
//! and the reverse). Bounds only narrow, one step of play at a time: the lower bound is what
//! the mover can force in finitely many moves, the upper what the other can; a board where
//! neither can force more than the other allows, by play that goes round for ever, keeps them
//! apart (flagged). Sweeps read the bounds they have just written (Gauss–Seidel).
//!
//! Only a board whose next boards changed can change: after the first sweep of a level, a
//! board whose bounds narrow marks the boards of its level that lead to it
//! ([`Predecessors`]), and the next sweeps look at the marked boards only. When none is
//! marked, a last full sweep checks that nothing changes (it would mark again what does), so
//! the level's bounds are the fixed point whatever the marking missed.
//!
//! The work comes in steps, each as long as its caller lets it run, so that a Web Worker can
//! build between its other answers.

use super::index::{boards_below, boards_of, Boards, MAX_SEEDS, PITS};
use super::predecessors::Predecessors;
use super::table::{bounds, decode, encode, seeds_on, Bounds, EndgameTable};
use mancala_rules::oware::{EndgameRules, Next, Successor};
use mancala_rules::Move;

/// How many boards a step looks at between two questions to its caller.
const BOARDS_PER_CHECK: usize = 2048;

/// What a build has done so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Levels finished: every board of fewer seeds is in the table.
    pub seeds_done: usize,
    /// The level the build goes up to.
    pub seeds_asked: usize,
    /// Sweeps of the level under way so far.
    pub sweeps: u32,
    /// Board sweeps made in all (a board looked at once per sweep of its level).
    pub boards_swept: u64,
}

/// A table being built (see the module's documentation).
pub struct Build {
    table: EndgameTable,
    asked: usize,
    /// The level under way (`asked + 1` when done).
    level: usize,
    /// Where the sweep under way is.
    cursor: Boards,
    /// The sweep under way looks at every board (else at the marked ones only).
    full: bool,
    /// The sweep under way changed a board.
    changed: bool,
    /// The boards of the level to look at again, one bit each, by rank.
    marked: Vec<u64>,
    predecessors: Predecessors,
    sweeps: u32,
    boards_swept: u64,
    moves: Vec<Move>,
    successors: Vec<Successor>,
}

impl Build {
    /// A build of the table of `rules` up to boards of `seeds` seeds (at most [`MAX_SEEDS`]).
    pub fn new(rules: EndgameRules, seeds: usize) -> Build {
        let asked = seeds.min(MAX_SEEDS);
        Build {
            table: EndgameTable {
                rules,
                seeds: 0,
                // All the levels at once: growing level by level would copy the table.
                bytes: Vec::with_capacity(boards_below(asked + 1)),
            },
            asked,
            level: 0,
            cursor: Boards::from(0, 0),
            full: true,
            changed: false,
            marked: Vec::new(),
            predecessors: Predecessors::new(),
            sweeps: 0,
            boards_swept: 0,
            moves: Vec::new(),
            successors: Vec::new(),
        }
        .with_level(0)
    }

    /// Starts the level of `seeds` seeds: every board at the widest bounds.
    fn with_level(mut self, seeds: usize) -> Build {
        self.start_level(seeds);
        self
    }

    fn start_level(&mut self, seeds: usize) {
        self.level = seeds;
        if seeds > self.asked {
            return;
        }
        let widest = encode(0, seeds as u8);
        self.table.bytes.resize(boards_below(seeds + 1), widest);
        self.cursor = Boards::from(seeds, 0);
        self.full = true;
        self.changed = false;
        self.marked = vec![0; boards_of(seeds).div_ceil(64)];
        self.sweeps = 0;
    }

    /// The rules it builds the table of.
    pub fn rules(&self) -> EndgameRules {
        self.table.rules
    }

    /// What has been done.
    pub fn progress(&self) -> Progress {
        Progress {
            seeds_done: self.level.min(self.asked + 1),
            seeds_asked: self.asked,
            sweeps: self.sweeps,
            boards_swept: self.boards_swept,
        }
    }

    /// True when every level asked is finished.
    pub fn is_done(&self) -> bool {
        self.level > self.asked
    }

    /// The table as far as it is finished (every board of fewer seeds than the level under
    /// way), once a level is.
    pub fn finished(&self) -> Option<&EndgameTable> {
        (self.level > 0).then_some(&self.table)
    }

    /// The finished table (`None` before [`Self::is_done`]).
    pub fn into_table(self) -> Option<EndgameTable> {
        if !self.is_done() {
            return None;
        }
        let mut table = self.table;
        table.seeds = self.asked;
        Some(table)
    }

    /// Builds on while `keep_going()` says so (asked every few thousand boards) and the table is
    /// not done; returns whether it is done.
    pub fn step(&mut self, keep_going: &mut dyn FnMut() -> bool) -> bool {
        while !self.is_done() {
            for _ in 0..BOARDS_PER_CHECK {
                self.sweep_one();
                if self.is_done() {
                    return true;
                }
            }
            if !keep_going() {
                break;
            }
        }
        self.is_done()
    }

    /// Sweeps the board under the cursor and moves on: to the next board, the next sweep, or
    /// the next level.
    fn sweep_one(&mut self) {
        let seeds = self.level;
        let rank = self.cursor.rank();
        let place = boards_below(seeds) + rank;
        let (low, high) = decode(self.table.bytes[place]);
        self.marked[rank / 64] &= !(1 << (rank % 64));
        if low != high {
            let pits = self.cursor.pits();
            let now = self.bounds_after_moves(&pits);
            let n = seeds as i8;
            // The bounds only narrow; the margins keep the level's parity.
            let low = low.max(((now.low + n) / 2) as u8);
            let high = high.min(((now.high + n) / 2) as u8);
            let byte = encode(low, high.max(low));
            if byte != self.table.bytes[place] {
                self.table.bytes[place] = byte;
                self.changed = true;
                self.mark_predecessors(&pits);
            }
        }
        self.boards_swept += 1;
        if self.advance() {
            return;
        }
        self.sweeps += 1;
        let any_marked = self.marked.iter().any(|&w| w != 0);
        if any_marked {
            self.full = false;
        } else if self.full && !self.changed {
            self.table.seeds = seeds;
            self.start_level(seeds + 1);
            return;
        } else {
            // Nothing marked: a full sweep checks the fixed point.
            self.full = true;
        }
        self.changed = false;
        self.cursor = Boards::from(seeds, 0);
        if !self.full && !self.is_marked(0) {
            self.advance();
        }
    }

    fn is_marked(&self, rank: usize) -> bool {
        self.marked[rank / 64] & (1 << (rank % 64)) != 0
    }

    /// Moves the cursor to the next board of the sweep (in a sweep of the marked boards, the
    /// next marked one); false after the last.
    fn advance(&mut self) -> bool {
        if self.full {
            return self.cursor.advance();
        }
        let next = self.cursor.rank() + 1;
        let mut word = next / 64;
        if word >= self.marked.len() {
            return false;
        }
        let mut bits = self.marked[word] & (u64::MAX << (next % 64));
        while bits == 0 {
            word += 1;
            if word >= self.marked.len() {
                return false;
            }
            bits = self.marked[word];
        }
        let rank = word * 64 + bits.trailing_zeros() as usize;
        if rank >= boards_of(self.level) {
            return false;
        }
        self.cursor = Boards::from(self.level, rank);
        true
    }

    /// Marks the boards of the level from which a move leads to `pits`.
    fn mark_predecessors(&mut self, pits: &[u8; PITS]) {
        let marked = &mut self.marked;
        self.predecessors
            .each(&self.table.rules, pits, &mut |parent: &[u8; PITS]| {
                let rank = super::index::rank(parent);
                marked[rank / 64] |= 1 << (rank % 64);
            });
    }

    /// The best bounds over the moves of `pits`, as the table says now.
    fn bounds_after_moves(&mut self, pits: &[u8; PITS]) -> Bounds {
        self.table
            .rules
            .successors(*pits, &mut self.moves, &mut self.successors);
        let mut best = Bounds {
            low: i8::MIN,
            high: i8::MIN,
        };
        for s in &self.successors {
            let b = after(&self.table.bytes, s);
            best.low = best.low.max(b.low);
            best.high = best.high.max(b.high);
        }
        best
    }
}

/// The bounds of a move for its mover, from the entries `bytes` (which hold the board it leads
/// to: fewer seeds, or the level under way).
#[inline(always)]
pub(super) fn after(bytes: &[u8], s: &Successor) -> Bounds {
    let entry = |pits: &[u8; PITS]| {
        let seeds = seeds_on(pits);
        bounds(bytes[boards_below(seeds) + super::index::rank(pits)], seeds)
    };
    match s.next {
        Next::Over => Bounds::at(s.gain),
        Next::Opponent => entry(&s.pits).negated().plus(s.gain),
        Next::Mover => entry(&s.pits).plus(s.gain),
    }
}

/// Builds the whole table of `rules` up to `seeds` seeds at once.
pub fn build(rules: EndgameRules, seeds: usize) -> Option<EndgameTable> {
    let mut build = Build::new(rules, seeds);
    build.step(&mut || true);
    build.into_table()
}

/// How many boards a table up to `seeds` seeds holds.
pub fn boards_up_to(seeds: usize) -> usize {
    boards_below(seeds.min(MAX_SEEDS) + 1)
}
