//! Negamax with alpha-beta pruning, iterative deepening, a transposition table and move ordering,
//! generic over any [`Rules`] game.
//!
//! Scores are from the point of view of the player to move at a node. The player to move does not
//! always alternate (passes are made by the engine, Goré's offer is answered by the opponent and
//! then the offerer sows), so each child is scored from its own mover's point of view and negated
//! only when the mover changed. Finished games score as a win or loss that prefers the quickest
//! win and the slowest loss. The search stops when its node budget or its deadline is reached
//! (checked on entry to every node) and then answers from the deepest iteration it completed.

use super::eval::{evaluate, evaluate_position};
use super::hash::position_hash;
use super::tt::{Bound, Entry, Table};
use crate::rules::{Move, NoEvents, Player, Position, Rules, Status};
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
const ORDER_BY_EVAL_DEPTH: u32 = 3;
/// Repetitions against the game's history (repetition keys, which cost a `String`) are looked
/// up this many plies deep; deeper, only the search path is checked.
const HISTORY_PLIES: usize = 4;
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

pub(super) struct Child<G> {
    pub(super) mv: Move,
    pub(super) index: u8,
    pub(super) game: G,
    pub(super) order: i32,
}

/// The search state: table, counters, reusable buffers.
pub struct Searcher<'c, G: Rules> {
    pub(super) table: Table,
    pub(super) limits: Limits<'c>,
    pub(super) nodes: u64,
    pub(super) aborted: bool,
    /// Set when a line was cut by the depth limit (so a deeper iteration could say more).
    pub(super) hit_horizon: bool,
    /// Hashes of the positions from the root (index 0) to the current node.
    pub(super) path: Vec<u64>,
    pub(super) history: History,
    pub(super) move_buffers: Vec<Vec<Move>>,
    pub(super) child_buffers: Vec<Vec<Child<G>>>,
    pub(super) killers: Vec<[Option<Move>; 2]>,
    /// History heuristic: how often each move slot caused a cut-off, per player.
    pub(super) cutoffs: [[i32; 128]; 2],
    /// Root moves within this many units of the best get exact scores (levels choose among them).
    pub(super) tolerance: i32,
}

fn move_slot(mv: &Move) -> usize {
    match *mv {
        Move::Sow { pit } => usize::from(pit) % 64,
        Move::Reverse { pit, .. } => 64 + usize::from(pit) % 32,
        Move::Offer { holes } => 96 + usize::from(holes) % 16,
        Move::Answer { accept } => 112 + usize::from(accept),
        Move::Arrange { .. } => 114,
    }
}

pub(super) fn terminal_score(winner: Option<Player>, me: Player, ply: usize) -> i32 {
    let ply = ply as i32;
    match winner {
        None => 0,
        Some(p) if p == me => WIN - ply,
        Some(_) => -(WIN - ply),
    }
}

/// Wins are stored in the table relative to the node, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > DECIDED => s + ply as i32,
        s if s < -DECIDED => s - ply as i32,
        s => s,
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > DECIDED => s - ply as i32,
        s if s < -DECIDED => s + ply as i32,
        s => s,
    }
}

impl<'c, G: Rules> Searcher<'c, G> {
    /// A searcher with its budget, the game's history and the root tolerance.
    pub fn new(limits: Limits<'c>, history: History, tolerance: i32) -> Self {
        let table = Table::new(limits.table_bits);
        Searcher {
            table,
            limits,
            nodes: 0,
            aborted: false,
            hit_horizon: false,
            path: Vec::with_capacity(MAX_PLY + 2),
            history,
            move_buffers: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            child_buffers: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            killers: vec![[None; 2]; MAX_PLY + 1],
            cutoffs: [[0; 128]; 2],
            tolerance: tolerance.max(0),
        }
    }

    fn out_of_budget(&mut self) -> bool {
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

    /// A cheap guess at a child's worth for `me`, for move ordering.
    pub(super) fn static_order(&self, child: &G, me: Player) -> i32 {
        match child.status() {
            Status::Over(winner) => terminal_score(winner, me, 1),
            Status::Playing => evaluate(child, me),
        }
    }

    /// The value for `me` of the position after one of `me`'s moves at `ply`.
    pub(super) fn child_value(
        &mut self,
        child: &G,
        me: Player,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if let Status::Over(winner) = child.status() {
            return terminal_score(winner, me, ply + 1);
        }
        // One view of the position serves the key here and the evaluation at a leaf.
        let pos = child.position();
        let hash = position_hash(&pos);
        if self.repeats(child, hash, ply + 1) {
            let mut ended = child.clone();
            ended.end_by_repetition(&mut NoEvents);
            match ended.status() {
                Status::Over(winner) => return terminal_score(winner, me, ply + 1),
                // A round ended (Nam-Nam) and the game goes on from a new position.
                Status::Playing => {
                    let pos = ended.position();
                    let hash = position_hash(&pos);
                    return self.descend(&ended, &pos, hash, me, depth, ply, alpha, beta);
                }
            }
        }
        self.descend(child, &pos, hash, me, depth, ply, alpha, beta)
    }

    #[allow(clippy::too_many_arguments)]
    fn descend(
        &mut self,
        child: &G,
        pos: &Position,
        hash: u64,
        me: Player,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.path.push(hash);
        let value = if child.to_move() == me {
            self.negamax(
                child,
                pos,
                hash,
                depth.saturating_sub(1),
                ply + 1,
                alpha,
                beta,
            )
        } else {
            -self.negamax(
                child,
                pos,
                hash,
                depth.saturating_sub(1),
                ply + 1,
                -beta,
                -alpha,
            )
        };
        self.path.pop();
        value
    }

    /// Whether reaching `game` (hash `hash`) at `ply` makes the position occur often enough to
    /// end play (`RULES.md` §0.6), counting the search path and the game's history.
    fn repeats(&self, game: &G, hash: u64, ply: usize) -> bool {
        let on_path = self.path.iter().skip(1).filter(|&&h| h == hash).count() as u32;
        let root_match = self.path.first() == Some(&hash);
        let before = if self.history.seen.is_empty() {
            on_path + u32::from(root_match)
        } else if ply <= HISTORY_PLIES || root_match {
            let seen = game
                .repetition_hash()
                .and_then(|key| self.history.seen.get(&key).copied())
                .unwrap_or(0);
            on_path + seen
        } else {
            on_path
        };
        before + 1 >= game.repetition_limit() && game.repetition_hash().is_some()
    }

    /// Negamax with alpha-beta (fail-soft) for a game still playing, from its mover's view.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        game: &G,
        pos: &Position,
        hash: u64,
        depth: u32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let me = game.to_move();
        if depth == 0 || ply >= MAX_PLY {
            self.hit_horizon = true;
            return evaluate_position(pos, me);
        }
        let alpha_before = alpha;
        let mut table_move = None;
        if let Some(entry) = self.table.probe(hash) {
            table_move = Some(entry.best);
            if u32::from(entry.depth) >= depth {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => {
                        self.hit_horizon = true;
                        return score;
                    }
                    Bound::Lower => alpha = alpha.max(score),
                    Bound::Upper => beta = beta.min(score),
                }
                if alpha >= beta {
                    // The stored result may itself rest on a horizon.
                    self.hit_horizon = true;
                    return score;
                }
            }
        }

        let mut moves = std::mem::take(&mut self.move_buffers[ply]);
        game.legal_moves(&mut moves);
        let mut children = std::mem::take(&mut self.child_buffers[ply]);
        children.clear();
        let killers = self.killers[ply];
        let player = usize::from(me.min(1));
        for (i, mv) in moves.iter().enumerate() {
            let mut next = game.clone();
            next.play_unchecked(mv, &mut NoEvents);
            let index = u8::try_from(i).unwrap_or(u8::MAX);
            let order = if Some(index) == table_move {
                i32::MAX
            } else if depth >= ORDER_BY_EVAL_DEPTH {
                self.static_order(&next, me)
            } else if killers.contains(&Some(*mv)) {
                i32::MAX - 1
            } else {
                self.cutoffs[player][move_slot(mv)]
            };
            children.push(Child {
                mv: *mv,
                index,
                game: next,
                order,
            });
        }
        children.sort_unstable_by(|a, b| b.order.cmp(&a.order).then(a.index.cmp(&b.index)));

        let mut best = -INFINITY;
        let mut best_index = u8::MAX;
        for child in &children {
            let value = self.child_value(&child.game, me, depth, ply, alpha, beta);
            if self.aborted {
                break;
            }
            if value > best {
                best = value;
                best_index = child.index;
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                let slot = &mut self.killers[ply];
                if slot[0] != Some(child.mv) {
                    slot[1] = slot[0];
                    slot[0] = Some(child.mv);
                }
                let weight = &mut self.cutoffs[player][move_slot(&child.mv)];
                *weight = weight.saturating_add((depth * depth) as i32);
                break;
            }
        }
        self.move_buffers[ply] = moves;
        self.child_buffers[ply] = children;

        if self.aborted {
            return 0;
        }
        if best == -INFINITY {
            // No legal move although the game goes on: cannot happen for a valid game, but the
            // static value is the safe answer.
            return evaluate(game, me);
        }
        let bound = if best <= alpha_before {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.store(Entry {
            key: hash,
            depth: u8::try_from(depth).unwrap_or(u8::MAX),
            score: to_table(best, ply),
            bound,
            best: best_index,
            used: true,
        });
        best
    }
}
