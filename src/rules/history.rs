//! A game with its moves, for undo and redo (`docs/architecture.md`, "History": the move list
//! and checkpoints, never a clone per ply). The page's game and the JavaScript `Game` class both
//! keep their game in one of these.

use super::any::{AnyGame, Game};
use super::event::{Event, NoEvents};
use super::game::Rules;
use super::moves::Move;
use super::types::{Error, Player};

/// How many moves apart the kept states are: undo rebuilds from the last one before the move
/// taken back, replaying fewer than this many moves.
const CHECKPOINT: usize = 64;

/// A game from its start, with the moves played and the moves taken back.
///
/// Kept: the moves, the current game and the rules' state every 64 moves (and after a move the
/// repetition rule ended), never a state per move, so a long game grows by a move per ply. The
/// repetition record is not kept with the states: the current game's record takes its own
/// changes back.
#[derive(Clone, Debug)]
pub struct History {
    /// The game as it started, with the record read from its position: what a save writes.
    start: Game,
    /// `(n, the rules after n moves)`, n increasing: n = 0, every multiple of the interval, and
    /// each move after which the repetition rule ended play (a replay of the moves alone would
    /// not give those states back).
    checkpoints: Vec<(usize, AnyGame)>,
    /// The state after every move in `moves`.
    current: Game,
    /// The moves played from the start, with who played them.
    moves: Vec<(Player, Move)>,
    /// Moves taken back by `undo`, most recent last.
    undone: Vec<(Player, Move)>,
}

impl History {
    /// A history starting at `game`, no move played yet.
    pub fn new(game: Game) -> History {
        History {
            checkpoints: vec![(0, game.rules().clone())],
            start: game.clone(),
            current: game,
            moves: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The game as it started.
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// The game now.
    pub fn current(&self) -> &Game {
        &self.current
    }

    /// The moves played to reach the current state, with who played each.
    pub fn moves(&self) -> &[(Player, Move)] {
        &self.moves
    }

    /// How many moves were played to reach the current state.
    pub fn moves_played(&self) -> usize {
        self.moves.len()
    }

    /// True when a move can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty()
    }

    /// True when a move taken back can be played again.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// How many moves taken back can be played again (a replay's moves still ahead).
    pub fn moves_ahead(&self) -> usize {
        self.undone.len()
    }

    /// Plays a move, returning its events, and forgets the moves taken back.
    ///
    /// # Errors
    /// The game is over or the move is illegal; nothing changes.
    pub fn play(&mut self, mv: &Move) -> Result<Vec<Event>, Error> {
        let player = self.current.to_move();
        let mut events = Vec::new();
        let ended_by_repetition = self.current.play_reporting(mv, &mut events)?;
        self.moves.push((player, *mv));
        let n = self.moves.len();
        if ended_by_repetition || n % CHECKPOINT == 0 {
            self.checkpoints.push((n, self.current.rules().clone()));
        }
        self.undone.clear();
        Ok(events)
    }

    /// Takes back the last move; false, with nothing changed, when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(n) = self.moves.len().checked_sub(1) else {
            return false;
        };
        let Some(rules) = self.rules_after(n) else {
            return false;
        };
        if !self.current.take_back(rules) {
            return false;
        }
        // The state after the move taken back, if kept, is no longer on the way.
        self.checkpoints.retain(|(k, _)| *k <= n);
        if let Some(m) = self.moves.pop() {
            self.undone.push(m);
        }
        true
    }

    /// Plays again the last move taken back, returning its events; `None` when there is none.
    ///
    /// # Errors
    /// None in practice (the move was legal there before).
    pub fn redo(&mut self) -> Option<Result<Vec<Event>, Error>> {
        let (_, mv) = self.undone.pop()?;
        let undone = std::mem::take(&mut self.undone);
        let result = self.play(&mv);
        self.undone = undone;
        Some(result)
    }

    /// The rules after the first `n` moves, rebuilt from the last kept state at or before it;
    /// `None` only if no state is kept that early (never: the start is kept).
    fn rules_after(&self, n: usize) -> Option<AnyGame> {
        let (base, rules) = self.checkpoints.iter().rev().find(|(k, _)| *k <= n)?;
        let mut rules = rules.clone();
        for (_, mv) in self.moves.get(*base..n)? {
            rules.play_unchecked(mv, &mut NoEvents);
        }
        Some(rules)
    }
}
