//! What an endgame table needs of Oware's rules (`docs/endgames.md`): the moves of a bare board,
//! the player to move owning pits 0..5, and what each leads to, by the rules that change the
//! moves of a game (its variant, O-5plots, O-may). The stores play no part: the table holds what
//! the seeds still on the board will bring each side, so it plays the game out past 25 seeds
//! (O-25 "play-out", which never changes the winner) and leaves repetition to its reader.

use super::house::{House, Slam};
use super::{Oware, PITS, ROW};
use crate::{write_basic_key, KeyHasher};
use crate::{Board, HouseRules, Move, NoEvents, Player, Rules, Variant};

/// The rules an endgame table is built by: those of an Oware game that decide its moves and
/// captures. Two games with equal `EndgameRules` share a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EndgameRules(House);

/// Who moves after a move of a table's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The other player, with [`Successor::pits`] seen from his side.
    Opponent,
    /// The same player again: the other, left no seed, passed (O-5plots "literal").
    Mover,
    /// Nobody: the game is over (the automatic harvest took the seeds left).
    Over,
}

/// What one move of a table's position leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Successor {
    /// The move (the plain sowing, or under O-may a choice leaving part of a chain); `None` for
    /// what the rules do when the player to move has no move (the pass or the automatic harvest).
    pub mv: Option<Move>,
    /// The board after it, the player to move then owning pits 0..5 (all empty when `Over`).
    pub pits: [u8; PITS],
    /// The seeds the mover gained by it, less those the other gained.
    pub gain: i8,
    /// Who moves next.
    pub next: Next,
}

impl Oware {
    /// The rules of this game's endgame table.
    pub fn endgame_rules(&self) -> EndgameRules {
        EndgameRules(self.house.played_out())
    }
}

impl EndgameRules {
    /// The rules of `variant` (an Oware variant) under the house rules `rules`; `None` for
    /// another game or rules that do not belong to it.
    pub fn new(variant: Variant, rules: &HouseRules) -> Option<EndgameRules> {
        if !matches!(variant, Variant::OwareAbapa | Variant::OwareInternational) {
            return None;
        }
        rules.check_for(variant).ok()?;
        Some(EndgameRules(House::new(variant, rules, false).played_out()))
    }

    /// A name for the rules, the same in every build: the variant, then the house rules that
    /// change a table (`oware-abapa`, `oware-abapa O-may=optional O-5plots=literal`).
    pub fn key(&self) -> String {
        let mut key = self.0.variant().to_string();
        if self.0.optional() {
            key.push_str(" O-may=optional");
        }
        match self.0.slam() {
            Slam::SixthOnly => key.push_str(" O-5plots=literal"),
            Slam::Illegal => key.push_str(" O-5plots=ludii"),
            Slam::LeaveLast | Slam::Nothing => {}
        }
        key
    }

    /// The board `pits`, pits 0..5 the mover's, as a game of these rules.
    fn game(&self, pits: [u8; PITS]) -> Oware {
        Oware {
            board: Board::new(pits),
            to_move: 0,
            house: self.0,
            end: None,
            moves: 0,
        }
        .with_moves()
    }

    /// Every move of the board `pits` (pits 0..5 the mover's) and what it leads to, into `out`
    /// (cleared first). A board whose mover has no move gives one successor without a move:
    /// what the rules do then.
    pub fn successors(&self, pits: [u8; PITS], moves: &mut Vec<Move>, out: &mut Vec<Successor>) {
        out.clear();
        let game = self.game(pits);
        game.legal_moves(moves);
        if moves.is_empty() {
            let mut after = game;
            after.no_move(&mut NoEvents);
            out.push(game.successor(None, &after));
            return;
        }
        out.extend(moves.iter().map(|&mv| game.step(mv)));
    }

    /// What sowing `pit` of the board `pits` (pits 0..5 the mover's) leads to, taking all the
    /// chain it may: `None` when the rules do not let the mover sow it.
    pub fn sow(&self, pits: [u8; PITS], pit: usize) -> Option<Successor> {
        let game = self.game(pits);
        if pit >= ROW || game.legal_mask() & (1 << pit) == 0 {
            return None;
        }
        Some(game.step(Move::sow(pit)))
    }
}

impl Oware {
    /// The [`Rules::repetition_hash`] of the position with this game's stores and `pits`
    /// (pits 0..5 those of `mover`), `mover` to move: a board of this game's level, as a
    /// table's reader meets it, named as the game's repetition record names it.
    pub fn repetition_hash_of(&self, pits: [u8; PITS], mover: Player) -> u64 {
        let mut pits = pits;
        if mover == 1 {
            pits.rotate_right(ROW);
        }
        let mut hasher = KeyHasher::new();
        write_basic_key(&mut hasher, &pits, &[], self.stores(), mover, "");
        hasher.finish()
    }

    /// What playing `mv` (a legal move) leads to, in a table's terms: the board after it from
    /// its next mover's side, the seeds the mover gained less those the other gained (a game
    /// ending at 25 seeds counts the stores as they are), and who moves next.
    pub fn step(&self, mv: Move) -> Successor {
        let mut after = *self;
        after.play_unchecked(&mv, &mut NoEvents);
        self.successor(Some(mv), &after)
    }

    /// What `after`, this game after `mv` (or after what the rules do when its mover has no
    /// move), is in a table's terms.
    fn successor(&self, mv: Option<Move>, after: &Oware) -> Successor {
        let mover = usize::from(self.to_move);
        let (before, now) = (self.board.stores(), after.board.stores());
        let gained = |p: usize| i16::from(now[p]) - i16::from(before[p]);
        let gain = (gained(mover) - gained(1 - mover)) as i8;
        let mut pits = *after.board.pits();
        if after.to_move == 1 {
            pits.rotate_left(ROW);
        }
        let next = if after.end.is_some() {
            Next::Over
        } else if after.to_move == self.to_move {
            Next::Mover
        } else {
            Next::Opponent
        };
        Successor {
            mv,
            pits,
            gain,
            next,
        }
    }
}
