//! One node of the search: negamax with alpha-beta (fail-soft), the transposition table, move
//! ordering, and repetitions on the search path and in the game's history.
//!
//! Moves are played only when searched: a node that cuts off after its first move never plays
//! the others. Only nodes with [`ORDER_BY_EVAL_DEPTH`] plies or more left play every move up
//! front, to order them by evaluating the positions they lead to, and only once their table
//! move (searched first) has failed to cut off. Nodes next to the horizon leave the table
//! alone ([`TABLE_MIN_DEPTH`]).

use super::search::{
    from_table, move_slot, next_in_order, terminal_score, to_table, Frame, Played, Searcher, Slot,
    Window, HISTORY_PLIES, INFINITY, MAX_PLY, ORDER_BY_EVAL_DEPTH, WIN,
};
use super::tt::{Bound, Entry};
use super::Searchable;
use mancala_rules::{Move, NoEvents, Player, Status};

/// Nodes with fewer plies left than this neither read nor write the table: a node one ply from
/// the horizon saves less with an entry than the cache miss of reading it costs (measured: the
/// same depth for the same nodes, a fifth faster).
const TABLE_MIN_DEPTH: u32 = 2;

/// The largest margin a game can end with: every seed of an Oware game.
const MAX_MARGIN: i32 = 48;

/// `game` after `mv`, `None` when the move turned out illegal ([`Searchable::search_moves`]).
#[inline]
fn after<G: Searchable>(game: &G, mv: &Move) -> Option<G> {
    let mut next = game.clone();
    next.play_searched(mv).then_some(next)
}

impl<G: Searchable> Searcher<'_, G> {
    /// A cheap guess at a child's worth for `me`, for move ordering.
    pub(super) fn static_order(&self, child: &G, me: Player) -> i32 {
        match child.status() {
            Status::Over(winner) => terminal_score(child, winner, me, 1),
            Status::Playing => child.evaluate(me),
        }
    }

    /// The value for `me` of the position after one of `me`'s moves at the node of `window`.
    pub(super) fn child_value(&mut self, child: &G, me: Player, window: Window) -> i32 {
        if let Status::Over(winner) = child.status() {
            return terminal_score(child, winner, me, window.ply + 1);
        }
        self.playing_child_value(child, child.state_hash(), me, window)
    }

    /// [`Self::child_value`] for a child still playing, whose state hash is `hash`.
    fn playing_child_value(&mut self, child: &G, hash: u64, me: Player, window: Window) -> i32 {
        if self.repeats(child, hash, window.ply + 1) {
            let mut ended = child.clone();
            ended.end_by_repetition(&mut NoEvents);
            match ended.status() {
                Status::Over(winner) => return terminal_score(&ended, winner, me, window.ply + 1),
                // A round ended (Nam-Nam) and the game goes on from a new position.
                Status::Playing => {
                    let hash = ended.state_hash();
                    return self.descend(&ended, hash, me, window);
                }
            }
        }
        self.descend(child, hash, me, window)
    }

    fn descend(&mut self, child: &G, hash: u64, me: Player, window: Window) -> i32 {
        let below = window.down();
        if below.depth == 0 || below.ply >= MAX_PLY {
            // A leaf: what `negamax` would do there, without a path entry or a call.
            self.nodes += 1;
            if self.out_of_budget() {
                return 0;
            }
            let known = self.known_outcome(child, me, below.ply);
            if let Some((low, _)) = known.filter(|(low, high)| low == high) {
                return low;
            }
            self.hit_horizon = true;
            let (low, high) = known.unwrap_or((-INFINITY, INFINITY));
            return child.evaluate(me).clamp(low, high);
        }
        self.path.push(hash);
        let value = if child.to_move() == me {
            self.negamax(child, hash, below)
        } else {
            -self.negamax(child, hash, below.negated())
        };
        self.path.pop();
        value
    }

    /// What an installed endgame table says of `game` at `ply`, for `me`: the lowest and highest
    /// scores its outcome can have, when the search may use the table and the table knows the
    /// position. Where both are the same, the search need look no further.
    ///
    /// A win by `m` seeds scores as a finished game's win found [`MAX_MARGIN`]` - m` plies
    /// later, and a loss likewise: among sure wins the search prefers the larger margin, among
    /// sure losses the smaller. When the winner is sure but the margin is not, the outcome is
    /// settled at the margin the winner is sure of.
    fn known_outcome(&self, game: &G, me: Player, ply: usize) -> Option<(i32, i32)> {
        if !self.limits.endgame_table
            || (self.past_matters && game.repetition_epoch() == self.root_epoch)
        {
            return None;
        }
        let (low, high) = game.known_margin()?;
        let (low, high) = if game.to_move() == me {
            (low, high)
        } else {
            (-high, -low)
        };
        let score = |margin: i32| {
            let later = MAX_MARGIN - margin.abs().min(MAX_MARGIN);
            (WIN - (ply as i32 + later)) * margin.signum()
        };
        Some(match (low.signum(), high.signum()) {
            (1, _) => (score(low), score(low)),
            (_, -1) => (score(high), score(high)),
            (0, 0) => (0, 0),
            _ => (score(low), score(high)),
        })
    }

    /// Whether reaching `game` (hash `hash`) at `ply` makes the position occur often enough to
    /// end play (`docs/rules/common.md` §0.6), counting the search path and the game's history.
    fn repeats(&self, game: &G, hash: u64, ply: usize) -> bool {
        let (on_path, root_match) = self.path.occurrences(hash);
        let before = if self.history.seen.is_empty() {
            on_path + u32::from(root_match)
        } else if (ply <= HISTORY_PLIES || root_match || self.past_matters)
            // The history holds positions of the root's epoch only (the record restarts
            // with each), and a position's epoch follows from its key.
            && game.repetition_epoch() == self.root_epoch
        {
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

    /// Gives `moves` (the legal moves of `game`, whose mover is `me`) their search order at the
    /// node of `window`, in `order` (unsorted: see [`next_in_order`]); fills `played` with the
    /// positions after each move, and their state hashes (0 for a finished game), when the
    /// order comes from evaluating them. A move that turns out illegal there gets no slot
    /// (and `None` in `played`), and so does the table move there, searched before the others
    /// are ordered.
    fn order_moves(
        &self,
        game: &G,
        moves: &[Move],
        table_move: Option<u8>,
        window: Window,
        (order, played): (&mut Vec<Slot>, &mut Vec<Played<G>>),
    ) {
        order.clear();
        played.clear();
        let me = game.to_move();
        if window.depth >= ORDER_BY_EVAL_DEPTH {
            // The table move is searched first, on its own (see `negamax`).
            let searched = table_move.map_or(usize::MAX, usize::from);
            for (i, mv) in moves.iter().enumerate() {
                if i == searched {
                    played.push(None);
                    continue;
                }
                played.push(after(game, mv).map(|next| {
                    let hash = match next.status() {
                        Status::Playing => next.state_hash(),
                        Status::Over(_) => 0,
                    };
                    (next, hash)
                }));
            }
            // The children read the table: their entries are loaded together, not one miss each.
            if window.depth > TABLE_MIN_DEPTH {
                self.table
                    .touch(played.iter().flatten().map(|&(_, hash)| hash));
            }
            for (i, entry) in played.iter().enumerate() {
                let Some((next, _)) = entry else { continue };
                let index = u8::try_from(i).unwrap_or(u8::MAX);
                order.push(Slot::new(index, self.static_order(next, me)));
            }
        } else {
            let [first, second] = self.killers[window.ply];
            let cutoffs = &self.cutoffs[usize::from(me.min(1))];
            for (i, mv) in moves.iter().enumerate() {
                let index = u8::try_from(i).unwrap_or(u8::MAX);
                let key = if Some(index) == table_move {
                    i32::MAX
                } else if first.as_ref() == Some(mv) || second.as_ref() == Some(mv) {
                    i32::MAX - 1
                } else {
                    cutoffs[move_slot(mv)]
                };
                order.push(Slot::new(index, key));
            }
        }
    }

    /// Remembers that `mv` caused a cut-off at `ply` (killer moves, history heuristic).
    fn note_cutoff(&mut self, mv: Move, me: Player, window: Window) {
        let slot = &mut self.killers[window.ply];
        if slot[0] != Some(mv) {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
        let weight = &mut self.cutoffs[usize::from(me.min(1))][move_slot(&mv)];
        *weight = weight.saturating_add((window.depth * window.depth) as i32);
    }

    /// Negamax with alpha-beta (fail-soft) for a game still playing, from its mover's view.
    pub(super) fn negamax(&mut self, game: &G, hash: u64, window: Window) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let me = game.to_move();
        let Window {
            depth,
            ply,
            mut alpha,
            mut beta,
        } = window;
        if let Some((low, high)) = self.known_outcome(game, me, ply) {
            if low == high {
                return low;
            }
            alpha = alpha.max(low);
            beta = beta.min(high);
            if alpha >= beta {
                return if low >= beta { low } else { high };
            }
        }
        if depth == 0 || ply >= MAX_PLY {
            self.hit_horizon = true;
            return game.evaluate(me);
        }
        let mut table_move = None;
        let in_table = depth >= TABLE_MIN_DEPTH;
        let probe = in_table.then(|| self.table.probe(hash)).flatten();
        if let Some(entry) = probe {
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

        let mut frame = std::mem::take(&mut self.frames[ply]);
        let Frame {
            moves,
            order,
            played,
        } = &mut frame;
        game.search_moves(moves);

        let mut best = -INFINITY;
        let mut best_index = u8::MAX;
        // Where the other moves are ordered by playing each of them, the table move (searched
        // first whatever they are worth) is searched before they are played: when it cuts off,
        // as it mostly does, they never are. The moves searched and their order are the same.
        let first = table_move
            .filter(|&index| depth >= ORDER_BY_EVAL_DEPTH && usize::from(index) < moves.len());
        if let Some(index) = first {
            let here = Window {
                alpha,
                beta,
                ..window
            };
            if let Some(child) = after(game, &moves[usize::from(index)]) {
                let value = self.child_value(&child, me, here);
                if self.aborted {
                    self.frames[ply] = frame;
                    return 0;
                }
                best = value;
                best_index = index;
                alpha = alpha.max(value);
                if alpha >= beta {
                    self.note_cutoff(moves[usize::from(index)], me, here);
                }
            }
        }
        let here = Window {
            alpha,
            beta,
            ..window
        };
        if alpha < beta {
            self.order_moves(game, moves, table_move, here, (order, played));
        } else {
            order.clear();
        }

        let mut searched = 0;
        while let Some(slot) = next_in_order(order, searched) {
            searched += 1;
            let index = usize::from(slot.index());
            let here = Window {
                alpha,
                beta,
                ..window
            };
            let value = match played.get(index) {
                Some(Some((child, hash))) => match child.status() {
                    Status::Over(winner) => terminal_score(child, winner, me, ply + 1),
                    Status::Playing => self.playing_child_value(child, *hash, me, here),
                },
                Some(None) => continue,
                None => match after(game, &moves[index]) {
                    Some(child) => self.child_value(&child, me, here),
                    None => continue,
                },
            };
            if self.aborted {
                break;
            }
            if value > best {
                best = value;
                best_index = slot.index();
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                self.note_cutoff(moves[index], me, here);
                break;
            }
        }
        self.frames[ply] = frame;

        if self.aborted {
            return 0;
        }
        if best == -INFINITY {
            // No legal move although the game goes on: cannot happen for a valid game, but the
            // static value is the safe answer.
            return game.evaluate(me);
        }
        // Against alpha as the node received it, before the table narrowed it.
        let bound = if best <= window.alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if in_table {
            self.table.store(Entry {
                key: hash,
                depth: u8::try_from(depth).unwrap_or(u8::MAX),
                score: to_table(best, ply),
                bound,
                best: best_index,
            });
        }
        best
    }
}
