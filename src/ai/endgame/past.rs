//! A table's values for a game as it stands, with the positions it has been through.
//!
//! The table holds what a board is worth on its own (`docs/endgames.md`): where it calls a value
//! exact, both players can force it by play that never meets a position twice. A game also
//! remembers the positions since its last capture, and when one of them comes back the game
//! ends, each player taking the seeds on his side (`docs/rules/common.md` §0.6). A player may
//! then steer into a position of that past and end the game on other terms than the table's.
//!
//! So the table's value of a board holds for a game wherever no position of the game's past can
//! be reached from it before the next capture. Where one can, the boards that can reach the past
//! are valued again the way the table values a level: from the widest bounds, every board
//! updated from its moves at each sweep, until nothing changes. A position of the past ends the
//! game where it is met, at a margin known in advance; every other board, and every board after
//! a capture (which changes the stores, so no earlier position can come back), is worth what the
//! table says. The bounds found are forced by play that never meets a position twice (each
//! forcing move leads to a board whose bound was found at an earlier sweep), so they hold
//! whatever else was played before: where they meet, the value is exact for this game.

use super::build::after;
use super::index::PITS;
use super::play::TableWorth;
use super::table::{seeds_on, Bounds, EndgameTable};
use mancala_rules::oware::{Next, Oware, Successor};
use mancala_rules::{Move, Rules};
use std::collections::{HashMap, HashSet};

/// The most boards of a level walked to find those that can reach the game's past.
const MAX_REACHED: usize = 100_000;

/// The most positions the searches keeping the positions played may visit, for one game.
const MAX_SEARCHED: u64 = 20_000;

/// The longest line the search keeping the positions played follows (its recursion stays
/// shallow on any stack); a longer one is left unsettled.
const MAX_SEARCH_PLIES: usize = 200;

/// Beyond every margin: a window of `-INF..INF` is the whole range.
const INF: i8 = 100;

/// A position of the game's level (the stores as they are now): the board from its mover's
/// side, and who that is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Seat {
    pits: [u8; PITS],
    mover: u8,
}

impl Seat {
    /// The position a move of this one leads to, on the same level.
    fn next(self, s: &Successor) -> Seat {
        let mover = match s.next {
            Next::Mover => self.mover,
            _ => 1 - self.mover,
        };
        Seat {
            pits: s.pits,
            mover,
        }
    }

    /// The margin its mover ends with when the game ends here by repetition: each player takes
    /// the seeds on his side.
    fn shared(self) -> i8 {
        let side = |row: &[u8]| row.iter().map(|&s| s as i8).sum::<i8>();
        side(&self.pits[..PITS / 2]) - side(&self.pits[PITS / 2..])
    }
}

/// Where a move of a board of the level leads, for the bounds of that board.
#[derive(Clone, Copy, Debug)]
enum Leads {
    /// Somewhere whose worth is settled: the end, a capture, a position of the past, a board
    /// from which the past cannot be reached. Bounds for the mover of the move.
    Settled(Bounds),
    /// A board that can reach the past, by its place among them, after `gain`; `same` when the
    /// same player moves there.
    Board { at: usize, gain: i8, same: bool },
}

/// Bounds, with the sweep each was found at (0 for a settled one): a move to a board whose
/// bound was found earlier brings that bound nearer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Found {
    bounds: Bounds,
    low_at: u32,
    high_at: u32,
}

/// The game's level as far as its past matters.
struct Level<'t> {
    table: &'t EndgameTable,
    seeds: usize,
    root: Seat,
    /// The positions of the past that, met once more, end the game.
    past: HashSet<Seat>,
    /// The boards other than those of the past from which the past can be reached, by place.
    reaching: HashMap<Seat, usize>,
    /// What those boards are worth to their movers.
    found: Vec<Found>,
    /// The positions played in the line the proof search is on.
    path: Vec<Seat>,
    /// Positions the proof searches visited.
    nodes: u64,
}

impl<'t> Level<'t> {
    /// The level of `game` read with `table`, with `seen` its repetition record (occurrences by
    /// [`Rules::repetition_hash`], the current position included). `None` when the level holds
    /// too many boards to walk.
    fn new(table: &'t EndgameTable, game: &Oware, seen: &HashMap<u64, u32>) -> Option<Level<'t>> {
        let mut pits = *game.pits();
        if game.to_move() == 1 {
            pits.rotate_left(PITS / 2);
        }
        let root = Seat {
            pits,
            mover: game.to_move(),
        };
        let rules = game.endgame_rules();
        let seeds = seeds_on(&pits);
        let limit = game.repetition_limit();
        // A position ends play when met again if it already occurred one time fewer than the
        // limit (there is none where play is never ended by repetition).
        let ends = |seat: Seat| {
            limit != u32::MAX
                && seen
                    .get(&game.repetition_hash_of(seat.pits, seat.mover))
                    .is_some_and(|&count| count + 1 >= limit)
        };
        // Every board of the level play can reach, with its moves.
        let mut index: HashMap<Seat, usize> = HashMap::from([(root, 0)]);
        let mut seats = vec![root];
        let mut moves_of: Vec<Vec<Successor>> = Vec::new();
        let mut moves = Vec::new();
        while moves_of.len() < seats.len() {
            let seat = seats[moves_of.len()];
            let mut successors = Vec::new();
            rules.successors(seat.pits, &mut moves, &mut successors);
            for s in &successors {
                if s.next != Next::Over && seeds_on(&s.pits) == seeds {
                    let next = seat.next(s);
                    index.entry(next).or_insert_with(|| {
                        seats.push(next);
                        seats.len() - 1
                    });
                }
            }
            moves_of.push(successors);
            if seats.len() > MAX_REACHED {
                return None;
            }
        }
        let stays = |s: &Successor| s.next != Next::Over && seeds_on(&s.pits) == seeds;
        let past: HashSet<Seat> = seats.iter().copied().filter(|&s| ends(s)).collect();
        // Backwards from the past along the moves: the boards that can reach it.
        let mut back: Vec<Vec<usize>> = vec![Vec::new(); seats.len()];
        for (from, successors) in moves_of.iter().enumerate() {
            for s in successors.iter().filter(|s| stays(s)) {
                back[index[&seats[from].next(s)]].push(from);
            }
        }
        let mut reached: Vec<bool> = seats.iter().map(|s| past.contains(s)).collect();
        let mut stack: Vec<usize> = (0..seats.len()).filter(|&i| reached[i]).collect();
        while let Some(to) = stack.pop() {
            for &from in &back[to] {
                if !reached[from] {
                    reached[from] = true;
                    stack.push(from);
                }
            }
        }
        let region: Vec<usize> = (0..seats.len())
            .filter(|&i| reached[i] && !past.contains(&seats[i]))
            .collect();
        let reaching: HashMap<Seat, usize> = region
            .iter()
            .enumerate()
            .map(|(at, &i)| (seats[i], at))
            .collect();
        let mut level = Level {
            table,
            seeds,
            root,
            past,
            reaching,
            found: Vec::new(),
            path: Vec::new(),
            nodes: 0,
        };
        let leads: Vec<Vec<Leads>> = region
            .iter()
            .map(|&i| {
                moves_of[i]
                    .iter()
                    .map(|s| level.leads(seats[i], s))
                    .collect()
            })
            .collect();
        level.found = sweep(&leads, seeds as i8);
        Some(level)
    }

    /// Where the move `s` of `from` leads.
    fn leads(&self, from: Seat, s: &Successor) -> Leads {
        if s.next == Next::Over || seeds_on(&s.pits) != self.seeds {
            return Leads::Settled(after(&self.table.bytes, s));
        }
        let next = from.next(s);
        let same = s.next == Next::Mover;
        if self.past.contains(&next) {
            let shared = if same { next.shared() } else { -next.shared() };
            return Leads::Settled(Bounds::at(s.gain + shared));
        }
        match self.reaching.get(&next) {
            Some(&at) => Leads::Board {
                at,
                gain: s.gain,
                same,
            },
            None => Leads::Settled(after(&self.table.bytes, s)),
        }
    }

    /// Whether the past can matter to play from the root: a board the root can reach, other
    /// than the root itself, can reach a position of the past.
    fn past_matters(&self) -> bool {
        !self.reaching.is_empty()
    }

    /// The bounds of a move `s` of the root, for its mover, with the sweep each was found at:
    /// the sweeps' where they meet, else those a search keeping the positions played settles
    /// within its budget (a bound it settles is found at sweep 0: the search plays it out).
    fn move_found(&mut self, s: &Successor) -> Found {
        let found = match self.leads(self.root, s) {
            Leads::Settled(bounds) => {
                return Found {
                    bounds,
                    low_at: 0,
                    high_at: 0,
                }
            }
            Leads::Board { at, gain, same } => through(&self.found[at], gain, same),
        };
        if found.bounds.exact().is_some() {
            return found;
        }
        self.path = vec![self.root];
        let searched = self
            .move_value(self.root, s, -INF, INF, Side::Low)
            .zip(self.move_value(self.root, s, -INF, INF, Side::High));
        match searched {
            Some((low, high)) if low == high => Found {
                bounds: Bounds::at(low),
                low_at: 0,
                high_at: 0,
            },
            _ => found,
        }
    }

    /// What the move `s` of `from` brings `from`'s mover, searched within `(alpha, beta)`
    /// (fail-soft), a settled move counting its `side` bound; `None` once the search is over
    /// budget.
    fn move_value(
        &mut self,
        from: Seat,
        s: &Successor,
        alpha: i8,
        beta: i8,
        side: Side,
    ) -> Option<i8> {
        let next = from.next(s);
        if self.path.contains(&next) {
            // Met again on this line: the game ends, each taking the seeds on his side.
            let shared = next.shared();
            return Some(
                s.gain
                    + if s.next == Next::Mover {
                        shared
                    } else {
                        -shared
                    },
            );
        }
        match self.leads(from, s) {
            Leads::Settled(b) => Some(if side == Side::Low { b.low } else { b.high }),
            Leads::Board {
                gain, same: true, ..
            } => Some(gain + self.value(next, alpha - gain, beta - gain, side)?),
            // The other's hopes are the mover's fears.
            Leads::Board { gain, .. } => {
                Some(gain - self.value(next, gain - beta, gain - alpha, side.other())?)
            }
        }
    }

    /// What `seat` (a board that can reach the past) brings its mover, searched within
    /// `(alpha, beta)` (fail-soft); `None` once the search is over budget.
    fn value(&mut self, seat: Seat, alpha: i8, beta: i8, side: Side) -> Option<i8> {
        self.nodes += 1;
        if self.nodes > MAX_SEARCHED || self.path.len() > MAX_SEARCH_PLIES {
            return None;
        }
        let (mut moves, mut successors) = (Vec::new(), Vec::new());
        self.table
            .rules
            .successors(seat.pits, &mut moves, &mut successors);
        self.path.push(seat);
        let (mut best, mut alpha) = (-INF, alpha);
        for s in &successors {
            let Some(v) = self.move_value(seat, s, alpha, beta, side) else {
                self.path.pop();
                return None;
            };
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        self.path.pop();
        Some(best)
    }
}

/// Which bound of a settled move a search takes, for the player whose value it searches: the
/// margin he can force, or the most he can hope for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Low,
    High,
}

impl Side {
    /// The same bound for the other player: what one can force, the other can hope for.
    fn other(self) -> Side {
        match self {
            Side::Low => Side::High,
            Side::High => Side::Low,
        }
    }
}

/// What a move to a board found `found` brings, after `gain`, to the mover of the move.
fn through(found: &Found, gain: i8, same: bool) -> Found {
    if same {
        Found {
            bounds: found.bounds.plus(gain),
            ..*found
        }
    } else {
        Found {
            bounds: found.bounds.negated().plus(gain),
            low_at: found.high_at,
            high_at: found.low_at,
        }
    }
}

/// The bounds of every board of `leads` (each board's moves), margins of a level of `seeds`
/// seeds: from the widest, all boards updated at once from the last sweep's, until no bound
/// changes. Each bound is the best over the moves, and is recorded with the sweep it was found
/// at.
fn sweep(leads: &[Vec<Leads>], seeds: i8) -> Vec<Found> {
    let widest = Found {
        bounds: Bounds {
            low: -seeds,
            high: seeds,
        },
        low_at: u32::MAX,
        high_at: u32::MAX,
    };
    let mut found = vec![widest; leads.len()];
    for at in 1.. {
        let mut changed = false;
        let next: Vec<Found> = leads
            .iter()
            .zip(&found)
            .map(|(moves, was)| {
                let mut best = Bounds {
                    low: i8::MIN,
                    high: i8::MIN,
                };
                for lead in moves {
                    let b = match *lead {
                        Leads::Settled(b) => b,
                        Leads::Board { at, gain, same } => through(&found[at], gain, same).bounds,
                    };
                    best.low = best.low.max(b.low);
                    best.high = best.high.max(b.high);
                }
                let mut now = *was;
                if best.low > was.bounds.low {
                    now.bounds.low = best.low;
                    now.low_at = at;
                    changed = true;
                }
                if best.high < was.bounds.high {
                    now.bounds.high = best.high;
                    now.high_at = at;
                    changed = true;
                }
                now
            })
            .collect();
        found = next;
        if !changed {
            break;
        }
    }
    // A bound that stayed the widest holds at once: nothing beyond it is possible.
    for f in &mut found {
        if f.low_at == u32::MAX {
            f.low_at = 0;
        }
        if f.high_at == u32::MAX {
            f.high_at = 0;
        }
    }
    found
}

/// The widest bounds of a move: whatever the seeds left on the board can bring either side.
fn unknown(s: &Successor) -> Bounds {
    let left = seeds_on(&s.pits) as i8;
    Bounds {
        low: s.gain - left,
        high: s.gain + left,
    }
}

impl EndgameTable {
    /// What every legal move of `game` is worth to its mover with the game's past: `seen` is
    /// its repetition record (occurrences by [`Rules::repetition_hash`] since the last
    /// capture, the current position included). Exact where the bounds meet; `None` when the
    /// table does not hold the game.
    pub fn worths_in_game(
        &self,
        game: &Oware,
        seen: &HashMap<u64, u32>,
    ) -> Option<Vec<TableWorth>> {
        Some(
            self.found_in_game(game, seen)?
                .into_iter()
                .map(|(mv, found)| TableWorth {
                    mv,
                    bounds: found.bounds,
                })
                .collect(),
        )
    }

    /// Each legal move of `game` with its bounds for the mover and the sweeps they were found
    /// at (see [`Self::worths_in_game`]).
    fn found_in_game(&self, game: &Oware, seen: &HashMap<u64, u32>) -> Option<Vec<(Move, Found)>> {
        if !self.holds(game) {
            return None;
        }
        Some(self.found_on(game, Level::new(self, game, seen)))
    }

    /// Each legal move of `game` with its bounds, its level walked (`None`: too large to walk).
    fn found_on(&self, game: &Oware, mut level: Option<Level<'_>>) -> Vec<(Move, Found)> {
        let seeds = seeds_on(game.pits());
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mut found = |s: Successor| match &mut level {
            Some(level) => level.move_found(&s),
            // Too many boards to know which can reach the past: only the moves that leave
            // the level (a capture, the end) are sure.
            None => {
                let sure = s.next == Next::Over || seeds_on(&s.pits) != seeds;
                Found {
                    bounds: if sure {
                        after(&self.bytes, &s)
                    } else {
                        unknown(&s)
                    },
                    low_at: 0,
                    high_at: 0,
                }
            }
        };
        moves
            .into_iter()
            .map(|mv| (mv, found(game.step(mv))))
            .collect()
    }

    /// A move of `game` keeping its exact value with the game's past (see
    /// [`Self::worths_in_game`]), with that value: the table's best move where the past
    /// cannot matter; else, of the moves keeping the value, the one whose value was found at
    /// the earliest sweep, so that play comes nearer to it at every move and never goes round.
    /// `None` when the value is not exact.
    pub fn best_move_in_game(&self, game: &Oware, seen: &HashMap<u64, u32>) -> Option<(Move, i8)> {
        if !self.holds(game) {
            return None;
        }
        // Right after a capture the past is the position itself, which the table's forcing
        // play never meets again: its best move holds, however large the level.
        if only_the_position(seen) {
            return self.best_move(game);
        }
        let level = Level::new(self, game, seen)?;
        if !level.past_matters() {
            return self.best_move(game);
        }
        let found = self.found_on(game, Some(level));
        let value = found.iter().map(|(_, f)| f.bounds.low).max()?;
        if found.iter().any(|(_, f)| f.bounds.high > value) {
            return None;
        }
        found
            .iter()
            .filter(|(_, f)| f.bounds.low == value)
            .min_by_key(|(_, f)| f.low_at)
            .map(|&(mv, _)| (mv, value))
    }

    /// Whether a position of `game`'s past (`seen`, as for [`Self::worths_in_game`]) can come
    /// back in play from it before the next capture, so that the table's values of its level
    /// may not hold: also when its level is too large to tell.
    pub fn past_matters(&self, game: &Oware, seen: &HashMap<u64, u32>) -> bool {
        self.holds(game)
            && !only_the_position(seen)
            && Level::new(self, game, seen).map_or(true, |l| l.past_matters())
    }
}

/// Whether the repetition record `seen` holds only the current position (right after a capture,
/// or at a game's start).
fn only_the_position(seen: &HashMap<u64, u32>) -> bool {
    seen.len() <= 1 && seen.values().all(|&count| count <= 1)
}
