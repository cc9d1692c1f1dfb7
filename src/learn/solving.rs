//! A puzzle being solved: the line played so far, what a move tried comes to (right, or why
//! not), the reply the line forces, and the puzzle solved. The counts it judges by
//! ([`sure_take`], [`guards`]) are the ones the shipped puzzles are proved with
//! (`src/puzzles.rs`, `docs/puzzles.md`), so what the page says a wrong move lets happen is
//! what the proof found.
//!
//! A move the solver must find is the solution's where the line goes on after it; at the
//! line's last move, and after it, any move reaching the goal is right (a "take" goal reached
//! in another way, a "guard" kept by another move; a "take" in two moves lists the first move
//! and the reply, and leaves the second open). A "win" or "draw" puzzle has one right move,
//! proved by Oware's endgame tables; no other move reaches its goal.

use super::puzzle::{Goal, Puzzle};
use mancala_rules::{seeds_taken, Game, Move, Player};

/// The most plies a "take" line is followed, the other's moves between the solver's included.
pub const MAX_TAKE_PLIES: usize = 8;

/// The seeds the solver (`me`) is sure to take from `game` within `moves` more of his own
/// moves, whatever the other replies (`plies`: how many the line has had so far); `None`
/// where it runs longer than [`MAX_TAKE_PLIES`].
pub fn sure_take(game: &Game, me: Player, moves: u32, plies: usize) -> Option<u32> {
    if moves == 0 || game.outcome().is_some() {
        return Some(0);
    }
    if plies >= MAX_TAKE_PLIES {
        return None;
    }
    let mine = game.to_move() == me;
    let mut best: Option<u32> = None;
    for mv in game.legal_moves() {
        let taken = if mine {
            seeds_taken(game.rules(), &mv)
        } else {
            0
        };
        let mut next = game.clone();
        next.play(&mv).ok()?;
        let left = if mine { moves - 1 } else { moves };
        let value = taken + sure_take(&next, me, left, plies + 1)?;
        best = Some(match best {
            None => value,
            Some(b) if mine => b.max(value),
            Some(b) => b.min(value),
        });
    }
    Some(best.unwrap_or(0))
}

/// What each first move of the solver is sure to take within `moves` of his moves.
pub fn sure_takes(game: &Game, moves: u32) -> Option<Vec<(Move, u32)>> {
    let me = game.to_move();
    game.legal_moves()
        .into_iter()
        .map(|mv| Some((mv, sure_take_after(game, &mv, me, moves)?)))
        .collect()
}

/// What `mv` takes at once, and then what its mover is sure of within `moves - 1` more moves.
fn sure_take_after(game: &Game, mv: &Move, me: Player, moves: u32) -> Option<u32> {
    let taken = seeds_taken(game.rules(), mv);
    let mut next = game.clone();
    next.play(mv).ok()?;
    Some(taken + sure_take(&next, me, moves.saturating_sub(1), 1)?)
}

/// Whether, after `mv`, the other is to move and none of his moves captures (`Some(true)`),
/// or one does (`Some(false)`); `None` when `mv` ends the game or leaves the solver to move.
pub fn guards(game: &Game, mv: &Move) -> Option<bool> {
    best_capture_after(game, mv).map(|(_, seeds)| seeds == 0)
}

/// After `mv`, the other's reply that takes the most seeds, and how many; `None` when `mv`
/// ends the game or leaves its mover to move again.
fn best_capture_after(game: &Game, mv: &Move) -> Option<(Move, u32)> {
    let mut next = game.clone();
    next.play(mv).ok()?;
    if next.outcome().is_some() || next.to_move() == game.to_move() {
        return None;
    }
    next.legal_moves()
        .into_iter()
        .map(|reply| (reply, seeds_taken(next.rules(), &reply)))
        .max_by_key(|(_, seeds)| *seeds)
}

/// Why a move tried is not the right one, from the engine's counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// A "take" goal's last move: with it the solver has taken `taken` of the `seeds` asked.
    TooFew {
        /// Seeds taken by the end of the move, the earlier moves' included.
        taken: u32,
        /// Seeds the goal asks for.
        seeds: u32,
    },
    /// A "take" goal with moves left: the move takes `now`, and then `reply` leaves the
    /// solver sure of only `then` more, short of the goal.
    Stopped {
        /// Seeds the move takes at once.
        now: u32,
        /// The other's reply that stops the solver (`None` when the solver moves again).
        reply: Option<Move>,
        /// The most the solver is then sure to take with his moves left.
        then: u32,
        /// Seeds still to take before the move.
        needed: u32,
    },
    /// A "guard" goal: after the move, the other's `reply` captures `seeds`.
    LetsCapture {
        /// The capturing reply.
        reply: Move,
        /// The seeds it takes.
        seeds: u32,
    },
    /// A "win" goal: with best play after the move, the solver does not win.
    NoWin,
    /// A "draw" goal: with best play after the move, the solver loses.
    NoDraw,
    /// No reason the engine can count (the move ends the game, or the line is too long).
    NotThisOne,
}

/// What a move tried comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move the line asks for, or one reaching the goal at the line's end: it is played.
    Right,
    /// Another legal move: not played; why not.
    Wrong(Why),
    /// Not a move of this position, or not the solver's turn.
    Refused,
}

/// A puzzle being solved: its line so far, and the seeds the solver has taken.
#[derive(Clone, Debug)]
pub struct Solving {
    puzzle: Puzzle,
    game: Game,
    /// How many moves of the solution have been played.
    played: usize,
    /// Seeds the solver has taken since the puzzle began.
    taken: u32,
    /// The solver's moves played.
    moves: u32,
    /// The goal was reached.
    solved: bool,
}

impl Solving {
    /// `puzzle` from its start.
    ///
    /// # Errors
    /// Its position does not read.
    pub fn new(puzzle: Puzzle) -> Result<Solving, String> {
        let game = puzzle.game()?;
        Ok(Solving {
            puzzle,
            game,
            played: 0,
            taken: 0,
            moves: 0,
            solved: false,
        })
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The game as the line stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The side the solver plays.
    pub fn solver(&self) -> Player {
        self.puzzle.position.to_move
    }

    /// The goal is reached.
    pub fn solved(&self) -> bool {
        self.solved
    }

    /// The solver is to move and the puzzle goes on.
    pub fn solver_to_move(&self) -> bool {
        !self.solved && self.game.outcome().is_none() && self.game.to_move() == self.solver()
    }

    /// The line's next move, when it is the other's: the reply to play now.
    pub fn reply(&self) -> Option<Move> {
        if self.solved || self.solver_to_move() {
            return None;
        }
        self.puzzle.solution.get(self.played).copied()
    }

    /// The move the line asks of the solver now (what "Show me" plays, and the hint points
    /// at); past the line's end, the move reaching the goal that takes the most.
    pub fn right_move(&self) -> Option<Move> {
        if !self.solver_to_move() {
            return None;
        }
        if let Some(mv) = self.puzzle.solution.get(self.played) {
            return Some(*mv);
        }
        let rules = self.game.rules();
        self.game
            .legal_moves()
            .into_iter()
            .map(|mv| (seeds_taken(rules, &mv), mv))
            .filter(|(now, mv)| self.reaches_goal(mv, *now))
            .max_by_key(|(now, _)| *now)
            .map(|(_, mv)| mv)
    }

    /// True at the line's last move.
    fn at_last_move(&self) -> bool {
        self.played + 1 >= self.puzzle.solution.len()
    }

    /// The solver tries `mv`: right (then played on the line), or why not (nothing played).
    pub fn try_move(&mut self, mv: &Move) -> Verdict {
        if !self.solver_to_move() || !self.game.legal_moves().contains(mv) {
            return Verdict::Refused;
        }
        let now = seeds_taken(self.game.rules(), mv);
        let right = self.puzzle.solution.get(self.played) == Some(mv)
            || (self.at_last_move() && self.reaches_goal(mv, now));
        if !right {
            return Verdict::Wrong(self.why(mv, now));
        }
        self.advance(mv, now);
        Verdict::Right
    }

    /// The other's reply `mv` was played.
    pub fn replied(&mut self, mv: &Move) {
        if self.reply().as_ref() == Some(mv) && self.game.play(mv).is_ok() {
            self.played += 1;
            self.solved = self.line_done();
        }
    }

    /// The line is played out and its goal reached: a "take" goal's seeds taken, another's
    /// line at its end.
    fn line_done(&self) -> bool {
        match self.puzzle.goal {
            Goal::Take { seeds, .. } => self.taken >= seeds,
            _ => self.played >= self.puzzle.solution.len(),
        }
    }

    fn advance(&mut self, mv: &Move, now: u32) {
        if self.game.play(mv).is_err() {
            return;
        }
        self.taken += now;
        self.moves += 1;
        self.played += 1;
        self.solved = self.line_done();
        if self.solved {
            self.played = self.played.max(self.puzzle.solution.len());
        }
    }

    /// At the line's last move: `mv` reaches the goal another way.
    fn reaches_goal(&self, mv: &Move, now: u32) -> bool {
        match self.puzzle.goal {
            Goal::Take { seeds, .. } => self.taken + now >= seeds,
            Goal::Guard => guards(&self.game, mv) == Some(true),
            Goal::Win | Goal::Draw => false,
        }
    }

    fn why(&self, mv: &Move, now: u32) -> Why {
        match self.puzzle.goal {
            Goal::Win => Why::NoWin,
            Goal::Draw => Why::NoDraw,
            Goal::Guard => match best_capture_after(&self.game, mv) {
                Some((reply, seeds)) if seeds > 0 => Why::LetsCapture { reply, seeds },
                _ => Why::NotThisOne,
            },
            Goal::Take { seeds, moves } => {
                let left = moves.saturating_sub(self.moves);
                let needed = seeds.saturating_sub(self.taken);
                if left <= 1 {
                    return Why::TooFew {
                        taken: self.taken + now,
                        seeds,
                    };
                }
                self.stopped(mv, now, left, needed)
                    .unwrap_or(Why::NotThisOne)
            }
        }
    }

    /// A "take" move with `left` moves to go, short of `needed`: the reply that stops it.
    fn stopped(&self, mv: &Move, now: u32, left: u32, needed: u32) -> Option<Why> {
        let me = self.solver();
        let mut next = self.game.clone();
        next.play(mv).ok()?;
        if next.to_move() == me || next.outcome().is_some() {
            let then = sure_take(&next, me, left - 1, 1)?;
            return Some(Why::Stopped {
                now,
                reply: None,
                then,
                needed,
            });
        }
        let mut worst: Option<(Move, u32)> = None;
        for reply in next.legal_moves() {
            let mut after = next.clone();
            after.play(&reply).ok()?;
            let then = sure_take(&after, me, left - 1, 2)?;
            if worst.map_or(true, |(_, w)| then < w) {
                worst = Some((reply, then));
            }
        }
        let (reply, then) = worst?;
        Some(Why::Stopped {
            now,
            reply: Some(reply),
            then,
            needed,
        })
    }
}

#[cfg(test)]
mod tests;
