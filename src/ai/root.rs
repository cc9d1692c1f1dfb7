//! The root of the search: iterative deepening over the root moves, keeping every root move's
//! score (the lower levels choose among the moves close to the best).

use super::search::{
    Child, Report, RootScore, Searcher, Window, DECIDED, EVERY_MOVE_EXACT, INFINITY, MAX_PLY,
};
use super::Searchable;
use mancala_rules::rng::Rng;
use mancala_rules::{NoEvents, Player, Status};

impl<G: Searchable> Searcher<'_, G> {
    /// Searches `root` (a game still playing) by iterative deepening. `shuffle` breaks ties
    /// in the first ordering of the root moves (so different seeds vary the play).
    pub fn run(&mut self, root: &G, shuffle: &mut Rng) -> Option<Report> {
        if root.status() != Status::Playing {
            return None;
        }
        let me = root.to_move();
        let mut moves = Vec::new();
        root.legal_moves(&mut moves);
        if moves.is_empty() {
            return None;
        }
        let root_hash = root.state_hash();
        self.root_epoch = root.repetition_epoch();
        let mut children: Vec<Child<G>> = Vec::with_capacity(moves.len());
        for mv in &moves {
            let mut game = root.clone();
            game.play_unchecked(mv, &mut NoEvents);
            // Random tie-breaks among equally evaluated moves: deterministic for a seed.
            let jitter = (shuffle.next_u64() % 16) as i32;
            let order = self.static_order(&game, me) * 16 + jitter;
            children.push(Child {
                mv: *mv,
                game,
                order,
            });
        }
        children.sort_by_key(|c| std::cmp::Reverse(c.order));
        let mut report = Report {
            moves: children
                .iter()
                .map(|c| RootScore {
                    mv: c.mv,
                    score: c.order / 16,
                })
                .collect(),
            depth: 0,
            nodes: 0,
        };
        // A single legal move needs no search to be chosen; its score does, when every score
        // is asked for.
        if children.len() == 1 && self.tolerance < EVERY_MOVE_EXACT {
            report.nodes = 1;
            return Some(report);
        }
        self.path.clear();
        self.path.push(root_hash);
        let max_depth = self.limits.max_depth.clamp(1, MAX_PLY as u32);
        for depth in 1..=max_depth {
            self.hit_horizon = false;
            let (scores, complete) = self.search_root(&children, me, depth);
            if scores.is_empty() {
                break;
            }
            // A cut-short iteration still improves on the last one: its first move was the
            // previous best, and any move it found better was searched to full depth.
            for (child, &score) in children.iter_mut().zip(&scores) {
                child.order = score;
            }
            let searched = scores.len();
            children[..searched].sort_by_key(|c| std::cmp::Reverse(c.order));
            report.moves = children
                .iter()
                .take(searched)
                .map(|c| RootScore {
                    mv: c.mv,
                    score: c.order,
                })
                .collect();
            // Moves the cut-short iteration did not reach keep their place after the others.
            if complete {
                report.depth = depth;
            }
            let best = report.moves.first().map_or(0, |m| m.score);
            let decided = best.abs() > DECIDED;
            // Every line ended before the depth limit: deeper search cannot change anything.
            let exhausted = complete && !self.hit_horizon;
            if !complete || decided || exhausted {
                break;
            }
        }
        for child in children.iter().skip(report.moves.len()) {
            report.moves.push(RootScore {
                mv: child.mv,
                score: -INFINITY,
            });
        }
        report.nodes = self.nodes;
        Some(report)
    }

    /// Searches the root moves to `depth`; returns the scores of the moves searched completely
    /// (a prefix of `children`) and whether all were.
    fn search_root(&mut self, children: &[Child<G>], me: Player, depth: u32) -> (Vec<i32>, bool) {
        let mut scores = Vec::with_capacity(children.len());
        let mut best = -INFINITY;
        for child in children {
            let alpha = if best == -INFINITY {
                -INFINITY
            } else {
                best - self.tolerance - 1
            };
            let window = Window {
                depth,
                ply: 0,
                alpha,
                beta: INFINITY,
            };
            let value = self.child_value(&child.game, me, window);
            if self.aborted {
                return (scores, false);
            }
            best = best.max(value);
            scores.push(value);
        }
        (scores, true)
    }
}
