//! Playing from the table: what each move of a game is worth, and a best move that also makes
//! progress. Any move keeping the board's value keeps it in theory, but play that never captures
//! can keep it for ever (a move back and forth "keeps" a win it never takes), so the move played
//! is one that forces the value in the fewest moves of the level: the least depth of play at
//! which the value is forced, found by a search over the table's own boards.

use super::build::after;
use super::index::{rank, PITS};
use super::table::{seeds_on, Bounds, EndgameTable};
use mancala_rules::oware::{Next, Oware, Successor};
use mancala_rules::{Move, Rules, Status};
use std::collections::HashMap;

/// What one move of a game is worth by the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableWorth {
    /// The move.
    pub mv: Move,
    /// The margin it brings its mover from now on: seeds he gains less seeds the other gains
    /// until the end, with best play by both (exact when the bounds meet).
    pub bounds: Bounds,
}

/// How many boards of its level the search for a forcing move may meet before it gives up.
const MAX_LEVEL_BOARDS: usize = 200_000;

/// The most moves of the level a short forcing line may take.
const MAX_SHORT_DEPTH: u8 = 16;

/// How many positions the search for a short forcing line may look at before the search over
/// the whole level it reaches takes over.
const MAX_SHORT_POSITIONS: usize = 100_000;

/// `game`'s board from its mover's side: pits 0..5 his.
fn mover_pits(game: &Oware) -> [u8; PITS] {
    let mut pits = *game.pits();
    if game.to_move() == 1 {
        pits.rotate_left(PITS / 2);
    }
    pits
}

impl EndgameTable {
    /// True when the table holds `game`'s board: its rules, at most as many seeds, game going on.
    pub fn holds(&self, game: &Oware) -> bool {
        game.endgame_rules() == self.rules
            && seeds_on(game.pits()) <= self.seeds
            && game.status() == Status::Playing
    }

    /// The bounds of `game`'s board for its mover, if the table holds it.
    pub fn bounds_of(&self, game: &Oware) -> Option<Bounds> {
        if !self.holds(game) {
            return None;
        }
        self.bounds(&mover_pits(game))
    }

    /// What every legal move of `game` is worth, if the table holds it. A move that ends the
    /// game at once (at 25 seeds) is worth the seeds it took, the seeds left on the board
    /// counting for nobody.
    pub fn worths(&self, game: &Oware) -> Option<Vec<TableWorth>> {
        if !self.holds(game) {
            return None;
        }
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        Some(
            moves
                .into_iter()
                .map(|mv| TableWorth {
                    mv,
                    bounds: after(&self.bytes, &game.step(mv)),
                })
                .collect(),
        )
    }

    /// A best move of `game` when its value is exact: one forcing that value in the fewest
    /// moves, with its margin. `None` when the table does not hold the game, its value depends
    /// on what was played before, or the boards of its level it reaches are too many to search.
    pub fn best_move(&self, game: &Oware) -> Option<(Move, i8)> {
        let value = self.bounds_of(game)?.exact()?;
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let roots: Vec<Successor> = moves.iter().map(|&mv| game.step(mv)).collect();
        let seeds = seeds_on(&mover_pits(game));
        let mut short = ShortLine::new(self, seeds);
        // The least depth first: each move then brings the capture nearer.
        'deeper: for depth in 0..=MAX_SHORT_DEPTH {
            for root in &roots {
                match short.leads(root, value, depth, true) {
                    Some(true) => return root.mv.map(|mv| (mv, value)),
                    Some(false) => {}
                    None => break 'deeper,
                }
            }
        }
        let (mut level, leads) = Level::reached(self, &roots, seeds)?;
        // What each move forces within 0, 1, 2 … more moves of the level, until one forces the
        // value: the bounds only narrow, and reach the table's at the latest when nothing
        // changes any more.
        loop {
            if let Some(best) = (0..roots.len()).find(|&i| level.bounds(leads[i]).low == value) {
                return roots[best].mv.map(|mv| (mv, value));
            }
            if !level.deepen() {
                return None;
            }
        }
    }
}

/// A search for a short line forcing a value: depth first, over at most a few moves of the
/// level, the table's bounds cutting every branch that cannot reach the value. Most forcing
/// lines are short (a capture a few moves away), and this finds them without walking the whole
/// level, which may hold millions of boards.
struct ShortLine<'t> {
    table: &'t EndgameTable,
    seeds: usize,
    /// What is known of (board, margin, moves left, forcing rather than held).
    known: HashMap<(usize, i8, u8, bool), bool>,
    positions: usize,
}

impl<'t> ShortLine<'t> {
    fn new(table: &'t EndgameTable, seeds: usize) -> ShortLine<'t> {
        ShortLine {
            table,
            seeds,
            known: HashMap::new(),
            positions: 0,
        }
    }

    /// Whether `s` brings its mover at least `margin` (`forcing`), or holds him to at most
    /// `margin`, within `depth` more moves of the level; `None` once the search has looked at
    /// too many positions.
    fn leads(&mut self, s: &Successor, margin: i8, depth: u8, forcing: bool) -> Option<bool> {
        if s.next == Next::Over || seeds_on(&s.pits) != self.seeds {
            let b = after(&self.table.bytes, s);
            return Some(if forcing {
                b.low >= margin
            } else {
                b.high <= margin
            });
        }
        match (depth, s.next) {
            (0, _) => Some(false),
            (_, Next::Mover) => self.board(s.pits, margin - s.gain, depth - 1, forcing),
            // The other moves next: what one forces, the other is held to.
            _ => self.board(s.pits, s.gain - margin, depth - 1, !forcing),
        }
    }

    /// Whether the mover of `pits` forces at least `margin` (`forcing`), or is held to at most
    /// `margin`, within `depth` moves of the level.
    fn board(&mut self, pits: [u8; PITS], margin: i8, depth: u8, forcing: bool) -> Option<bool> {
        let bounds = self.table.bounds(&pits)?;
        // The table's bounds are what can be forced at all, in any number of moves.
        if (forcing && bounds.low < margin) || (!forcing && bounds.high > margin) {
            return Some(false);
        }
        let key = (rank(&pits), margin, depth, forcing);
        if let Some(&known) = self.known.get(&key) {
            return Some(known);
        }
        self.positions += 1;
        if self.positions > MAX_SHORT_POSITIONS {
            return None;
        }
        let (mut moves, mut successors) = (Vec::new(), Vec::new());
        self.table
            .rules
            .successors(pits, &mut moves, &mut successors);
        let mut result = !forcing;
        for s in &successors {
            if self.leads(s, margin, depth, forcing)? == forcing {
                result = forcing;
                break;
            }
        }
        self.known.insert(key, result);
        Some(result)
    }
}

/// What a move leads to within the boards of one level: a board of the level (by its place in
/// [`Level::boards`]), or bounds the table already knows.
#[derive(Clone, Copy)]
enum Leads {
    Board {
        index: usize,
        gain: i8,
        same_mover: bool,
    },
    Known(Bounds),
}

/// The boards of one level a position can reach by moves that capture nothing, with what each
/// forces within as many moves of the level as [`Level::deepen`] was called (play beyond counted
/// as the mover's worst, or for the upper bound his best).
struct Level<'t> {
    table: &'t EndgameTable,
    seeds: usize,
    index: HashMap<usize, usize>,
    leads: Vec<Vec<Leads>>,
    forced: Vec<Bounds>,
}

impl<'t> Level<'t> {
    /// The boards of `seeds` seeds the successors `roots` reach, if not too many, and where each
    /// root leads.
    fn reached(
        table: &'t EndgameTable,
        roots: &[Successor],
        seeds: usize,
    ) -> Option<(Level<'t>, Vec<Leads>)> {
        let mut level = Level {
            table,
            seeds,
            index: HashMap::new(),
            leads: Vec::new(),
            forced: Vec::new(),
        };
        let mut boards: Vec<[u8; PITS]> = Vec::new();
        let mut moves = Vec::new();
        let mut successors = Vec::new();
        let root_leads = roots.iter().map(|s| level.lead(s, &mut boards)).collect();
        let mut next = 0;
        while next < boards.len() {
            if boards.len() > MAX_LEVEL_BOARDS {
                return None;
            }
            table
                .rules
                .successors(boards[next], &mut moves, &mut successors);
            let leads = successors
                .iter()
                .map(|s| level.lead(s, &mut boards))
                .collect();
            level.leads.push(leads);
            next += 1;
        }
        let n = seeds as i8;
        level.forced = vec![Bounds { low: -n, high: n }; boards.len()];
        Some((level, root_leads))
    }

    /// Where `s` leads, adding a board of the level not met before to `boards`.
    fn lead(&mut self, s: &Successor, boards: &mut Vec<[u8; PITS]>) -> Leads {
        if s.next == Next::Over || seeds_on(&s.pits) != self.seeds {
            return Leads::Known(after(&self.table.bytes, s));
        }
        let index = *self.index.entry(rank(&s.pits)).or_insert_with(|| {
            boards.push(s.pits);
            boards.len() - 1
        });
        Leads::Board {
            index,
            gain: s.gain,
            same_mover: s.next == Next::Mover,
        }
    }

    /// What `lead` forces for its mover now.
    fn bounds(&self, lead: Leads) -> Bounds {
        match lead {
            Leads::Known(b) => b,
            Leads::Board {
                index,
                gain,
                same_mover: true,
            } => self.forced[index].plus(gain),
            Leads::Board { index, gain, .. } => self.forced[index].negated().plus(gain),
        }
    }

    /// One more move of the level; false when nothing changed (the bounds are final).
    fn deepen(&mut self) -> bool {
        let forced: Vec<Bounds> = self
            .leads
            .iter()
            .map(|leads| {
                leads.iter().fold(
                    Bounds {
                        low: i8::MIN,
                        high: i8::MIN,
                    },
                    |best, &lead| {
                        let b = self.bounds(lead);
                        Bounds {
                            low: best.low.max(b.low),
                            high: best.high.max(b.high),
                        }
                    },
                )
            })
            .collect();
        let changed = forced != self.forced;
        self.forced = forced;
        changed
    }
}
