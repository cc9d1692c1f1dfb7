//! Negamax with alpha-beta pruning, iterative deepening, a transposition table and move ordering,
//! monomorphized per game: it works on the game's own type ([`Searchable`]), keys its table and
//! its path on [`mancala_rules::Rules::state_hash`], and evaluates with the game's own evaluation.
//!
//! Scores are from the point of view of the player to move at a node. The player to move does not
//! always alternate (passes are made by the engine, Goré's offer is answered by the opponent and
//! then the offerer sows), so each child is scored from its own mover's point of view and negated
//! only when the mover changed. Finished games score as a win or loss that prefers the quickest
//! win and the slowest loss. The search stops when its node budget or its deadline is reached
//! (checked on entry to every node) and then answers from the deepest iteration it completed.

use super::path::Path;
use super::tt::Table;
use super::Searchable;
use mancala_rules::{Move, Player};
use std::collections::HashMap;

/// The score of a won game (less the plies it takes).
pub const WIN: i32 = 1_000_000;
/// The deepest the search goes, in plies.
pub const MAX_PLY: usize = 96;
/// Scores beyond this are wins or losses found by search.
pub(super) const DECIDED: i32 = WIN - 2 * MAX_PLY as i32;
/// Above every score.
pub(super) const INFINITY: i32 = WIN + 1;
/// Interior nodes with this much depth left order their moves by a static evaluation of each
/// child; shallower ones by the table move, killers and history alone (cheaper).
pub(super) const ORDER_BY_EVAL_DEPTH: u32 = 3;
/// Repetitions against the game's history (repetition keys, which cost a pass over the key's
/// text) are looked up this many plies deep; deeper, only the search path is checked.
pub(super) const HISTORY_PLIES: usize = 4;
/// The clock is read once every this many nodes (plus one).
const CLOCK_EVERY: u64 = 255;

/// The budget of one search.
pub struct Limits<'c> {
    /// Nodes at most (each node is one position visited).
    pub max_nodes: u64,
    /// Iterative deepening stops after this depth.
    pub max_depth: u32,
    /// Stop when the clock reads this (milliseconds) or later.
    pub deadline_ms: Option<f64>,
    /// The clock, in milliseconds.
    pub clock: Option<&'c mut dyn FnMut() -> f64>,
    /// Transposition table size, as a power of two.
    pub table_bits: u32,
    /// Whether an installed endgame table may settle positions it knows the winner of
    /// ([`super::Searchable::known_margin`]).
    pub endgame_table: bool,
}

/// What the game was before the search started: repetition keys seen, with their counts (the
/// current position included).
#[derive(Default)]
pub struct History {
    /// Occurrences of each repetition key, by its hash ([`Rules::repetition_hash`]).
    pub seen: HashMap<u64, u32>,
}

/// One root move with its score from the last iteration that searched it completely.
#[derive(Clone, Copy, Debug)]
pub struct RootScore {
    /// The move.
    pub mv: Move,
    /// Its score for the player to move at the root (exact, or an upper bound when it is
    /// worse than the best move by more than the search's tolerance).
    pub score: i32,
}

/// The result of [`Searcher::run`].
#[derive(Clone, Debug)]
pub struct Report {
    /// The moves, best first, with their scores.
    pub moves: Vec<RootScore>,
    /// The deepest iteration completed (0 if none, or a single legal move).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
}

/// Where a node stands: plies left to search, plies from the root, and the alpha-beta window,
/// from the point of view of the player to move there.
#[derive(Clone, Copy, Debug)]
pub(super) struct Window {
    pub(super) depth: u32,
    pub(super) ply: usize,
    pub(super) alpha: i32,
    pub(super) beta: i32,
}

impl Window {
    /// The window of a child one ply down, still from this node's mover's point of view.
    pub(super) fn down(self) -> Window {
        Window {
            depth: self.depth.saturating_sub(1),
            ply: self.ply + 1,
            ..self
        }
    }

    /// The same window from the other player's point of view.
    pub(super) fn negated(self) -> Window {
        Window {
            alpha: -self.beta,
            beta: -self.alpha,
            ..self
        }
    }
}

/// A move at a node: its place in the search order and its index in the legal-move list, in one
/// number that is larger for a move searched earlier (higher order first, then lower index).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Slot(i64);

impl Slot {
    /// The move at `index` with the ordering key `order`.
    #[inline(always)]
    pub(super) fn new(index: u8, order: i32) -> Slot {
        Slot(i64::from(order) << 8 | i64::from(u8::MAX - index))
    }

    /// The move's index in the legal-move list.
    #[inline(always)]
    pub(super) fn index(self) -> u8 {
        u8::MAX - self.0 as u8
    }
}

/// Moves `order[i..]`'s first in search order to `order[i]` and returns it: a node that cuts
/// off after a move or two never sorts the rest.
#[inline(always)]
pub(super) fn next_in_order(order: &mut [Slot], i: usize) -> Option<Slot> {
    let rest = order.get_mut(i..).filter(|rest| !rest.is_empty())?;
    let mut best = 0;
    for j in 1..rest.len() {
        if rest[j] > rest[best] {
            best = j;
        }
    }
    rest.swap(0, best);
    rest.first().copied()
}

/// A root move, the game after it, and its place in the search order.
pub(super) struct Child<G> {
    pub(super) mv: Move,
    pub(super) game: G,
    pub(super) order: i32,
}

/// A child played up front: the position with its state hash (0 for a finished game), `None`
/// for a move that turned out illegal.
pub(super) type Played<G> = Option<(G, u64)>;

/// One node's buffers, kept per ply and reused: the legal moves, their search order, and
/// (where moves are ordered by evaluating the positions they lead to) those positions with
/// their state hashes (`None` for a move that turned out illegal).
pub(super) struct Frame<G> {
    pub(super) moves: Vec<Move>,
    pub(super) order: Vec<Slot>,
    pub(super) played: Vec<Played<G>>,
}

impl<G> Default for Frame<G> {
    fn default() -> Self {
        Frame {
            moves: Vec::new(),
            order: Vec::new(),
            played: Vec::new(),
        }
    }
}

/// The search state: table, counters, reusable buffers.
pub struct Searcher<'c, G: Searchable> {
    pub(super) table: Table,
    pub(super) limits: Limits<'c>,
    pub(super) nodes: u64,
    pub(super) aborted: bool,
    /// Set when a line was cut by the depth limit (so a deeper iteration could say more).
    pub(super) hit_horizon: bool,
    /// Hashes of the positions from the root (index 0) to the current node.
    pub(super) path: Path,
    pub(super) history: History,
    /// The root's [`mancala_rules::Rules::repetition_epoch`].
    pub(super) root_epoch: u64,
    /// Per ply, reused: the node's buffers ([`Frame`]).
    pub(super) frames: Vec<Frame<G>>,
    pub(super) killers: Vec<[Option<Move>; 2]>,
    /// History heuristic: how often each move slot caused a cut-off, per player.
    pub(super) cutoffs: [[i32; 128]; 2],
    /// Root moves within this many units of the best get exact scores (levels choose among them).
    pub(super) tolerance: i32,
    /// Whether a position of the game's past can come back before the next capture where an
    /// endgame table knows the boards: the table then settles only positions after a capture
    /// (its values of the root's level may not hold for this game), and the game's history is
    /// looked up at every ply.
    pub past_matters: bool,
}

pub(super) fn move_slot(mv: &Move) -> usize {
    match *mv {
        Move::Sow { pit } => usize::from(pit) % 64,
        Move::Reverse { pit, .. } => 64 + usize::from(pit) % 32,
        Move::Offer { holes } => 96 + usize::from(holes) % 16,
        Move::Answer { accept } => 112 + usize::from(accept),
        Move::Arrange { .. } => 114,
        Move::Declining { pit, .. } => 115 + usize::from(pit) % 12,
        Move::Pass => 127,
    }
}

/// A root tolerance larger than any score: every root move is searched with a full window, so
/// each score is exact, and a single legal move is searched too (what an analysis asks for).
pub const EVERY_MOVE_EXACT: i32 = 4 * WIN;

/// A win "without glory" (Goré: the winner had refused an offer) is worth a plain win this many
/// plies later: a player would rather win with glory, and an offer that leaves the other only
/// that kind of win is worth making. Small enough that such a win stays beyond `WIN - MAX_PLY`
/// at every depth the search reaches before its last plies.
pub const GLORY_PLIES: usize = 16;

/// The score for `me` of `game`, over and won by `winner`, reached `ply` plies from the root.
pub(super) fn terminal_score<G: Searchable>(
    game: &G,
    winner: Option<Player>,
    me: Player,
    ply: usize,
) -> i32 {
    let Some(p) = winner else {
        return 0;
    };
    let plies = if game.won_without_glory() {
        ply + GLORY_PLIES
    } else {
        ply
    };
    let win = WIN - plies as i32;
    if p == me {
        win
    } else {
        -win
    }
}

/// Wins are stored in the table relative to the node, not the root.
pub(super) fn to_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > DECIDED => s + ply as i32,
        s if s < -DECIDED => s - ply as i32,
        s => s,
    }
}

pub(super) fn from_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > DECIDED => s - ply as i32,
        s if s < -DECIDED => s + ply as i32,
        s => s,
    }
}

impl<'c, G: Searchable> Searcher<'c, G> {
    /// A searcher with its budget, the game's history and the root tolerance.
    pub fn new(limits: Limits<'c>, history: History, tolerance: i32) -> Self {
        let table = Table::new(limits.table_bits);
        Searcher {
            table,
            limits,
            nodes: 0,
            aborted: false,
            hit_horizon: false,
            path: Path::new(MAX_PLY + 2),
            history,
            root_epoch: 0,
            frames: (0..=MAX_PLY).map(|_| Frame::default()).collect(),
            killers: vec![[None; 2]; MAX_PLY + 1],
            cutoffs: [[0; 128]; 2],
            tolerance: tolerance.max(0),
            past_matters: false,
        }
    }

    pub(super) fn out_of_budget(&mut self) -> bool {
        if self.aborted || self.nodes >= self.limits.max_nodes {
            self.aborted = true;
            return true;
        }
        if self.nodes & CLOCK_EVERY == 0 {
            if let (Some(clock), Some(deadline)) =
                (self.limits.clock.as_mut(), self.limits.deadline_ms)
            {
                if clock() >= deadline {
                    self.aborted = true;
                }
            }
        }
        self.aborted
    }
}
