//! Omweso's sowing when no event is recorded (search, legality checks, perft): the same moves as
//! [`super::sowing`], played on the two sides held as two 64-bit words each (outer and inner
//! row), in registers for the whole move. Byte stores followed by wide loads of the same plots
//! (a store-forwarding stall on every relay) never happen: the board is read once and written
//! once. A plot never holds 256 seeds, so adding whole rows never carries from one plot into
//! the next; 64-bit words are native on `wasm32` too, where 128-bit shifts are not. The house
//! rules come in the move's [`Plan`], read through the helpers [`super::laws`] shares with the
//! recorded sowing.

use super::laws::{lap_end, Plan};
use super::sowing::{Finish, Report, Sowing};
use super::{global, is_inner, opp, Player, PITS, PLOTS};
use crate::{Board, Choices};

/// `LAPS[start][s]`: one in each byte of the `s` plots after `start` on a ring of 16 (`s < 16`),
/// what a counter-clockwise lap of `s` seeds from `start` adds.
const LAPS: [[u128; PLOTS]; PLOTS] = {
    let mut table = [[0u128; PLOTS]; PLOTS];
    let mut start = 0;
    while start < PLOTS {
        let mut seeds = 1;
        while seeds < PLOTS {
            table[start][seeds] = table[start][seeds - 1] | 1 << (8 * ((start + seeds) % PLOTS));
            seeds += 1;
        }
        start += 1;
    }
    table
};

/// One in every byte of a word.
const ONES: u64 = u64::from_le_bytes([1; 8]);

/// One player's 16 plots: local plots 0 to 7 (the outer row) in the first word, 8 to 15 in
/// the second, byte `k % 8` for plot `k`.
#[derive(Clone, Copy)]
struct Ring([u64; 2]);

impl Ring {
    fn new(all: u128) -> Ring {
        Ring([all as u64, (all >> 64) as u64])
    }

    fn all(self) -> u128 {
        u128::from(self.0[0]) | u128::from(self.0[1]) << 64
    }

    /// Seeds in plot `k`.
    #[inline(always)]
    fn get(&self, k: usize) -> u8 {
        (self.0[(k >> 3) & 1] >> (8 * (k & 7))) as u8
    }

    /// Empties plot `k`; returns its seeds.
    #[inline(always)]
    fn take(&mut self, k: usize) -> u8 {
        let seeds = self.get(k);
        self.remove(k, seeds.into());
        seeds
    }

    /// Removes `seeds` seeds from plot `k`.
    #[inline(always)]
    fn remove(&mut self, k: usize, seeds: u64) {
        self.0[(k >> 3) & 1] -= seeds << (8 * (k & 7));
    }

    /// Adds `share` seeds to every plot, and one more to each plot of `lap` (a byte per plot,
    /// as [`Ring::new`] reads them).
    #[inline(always)]
    fn sow(&mut self, share: u64, lap: u128) {
        let every = ONES.wrapping_mul(share);
        self.0[0] = self.0[0].wrapping_add(every).wrapping_add(lap as u64);
        self.0[1] = self.0[1]
            .wrapping_add(every)
            .wrapping_add((lap >> 64) as u64);
    }
}

/// One move in progress: the mover's 16 plots and the opponent's. `PLAIN` when the move's plan
/// is [`Plan::plain`]: the house rules' tests are then known false when compiled, and the
/// default rules' sowing runs as fast as if there were none.
struct Rings<'a, const PLAIN: bool> {
    own: Ring,
    theirs: Ring,
    report: Report,
    cap: u32,
    plan: &'a Plan,
}

/// Plays `player`'s `sowing` by `plan` on `board` like [`super::sowing::sow`] with no events,
/// with at most `cap` laps. Inlined, so that a caller passing [`Plan::DEFAULT`] calls
/// [`sow_plain`] straight away.
#[inline(always)]
pub(super) fn sow(
    board: &mut Board<PITS>,
    player: Player,
    sowing: Sowing,
    plan: &Plan,
    cap: u32,
) -> Report {
    if plan.plain {
        sow_plain(board, player, sowing, cap)
    } else {
        sow_by_house_rules(board, player, sowing, plan, cap)
    }
}

/// [`sow`] by the default rules.
fn sow_plain(board: &mut Board<PITS>, player: Player, sowing: Sowing, cap: u32) -> Report {
    sow_as::<true>(board, player, sowing, &Plan::DEFAULT, cap)
}

/// [`sow`] for a plan that is not plain, out of line (the default rules' callers stay small).
#[inline(never)]
fn sow_by_house_rules(
    board: &mut Board<PITS>,
    player: Player,
    sowing: Sowing,
    plan: &Plan,
    cap: u32,
) -> Report {
    sow_as::<false>(board, player, sowing, plan, cap)
}

/// [`sow`] with `PLAIN` as [`Rings`] says.
#[inline(always)]
fn sow_as<const PLAIN: bool>(
    board: &mut Board<PITS>,
    player: Player,
    sowing: Sowing,
    plan: &Plan,
    cap: u32,
) -> Report {
    let side = |p: Player| {
        let mut bytes = [0u8; PLOTS];
        bytes.copy_from_slice(&board.pits()[global(p, 0)..global(p, PLOTS)]);
        u128::from_le_bytes(bytes)
    };
    let mut rings = Rings::<PLAIN> {
        own: Ring::new(side(player)),
        theirs: Ring::new(side(opp(player))),
        report: Report::START,
        cap,
        plan,
    };
    rings.report.finish = match sowing {
        Sowing::Normal(origin) => {
            let last = rings.lap(origin % PLOTS, false);
            rings.counter_clockwise(last, false, origin % PLOTS, last)
        }
        Sowing::Reverse(origin, choices) => rings.reverse(origin % PLOTS, choices),
    };
    let mut pits = [0u8; PITS];
    pits[global(player, 0)..global(player, PLOTS)].copy_from_slice(&rings.own.all().to_le_bytes());
    pits[global(opp(player), 0)..global(opp(player), PLOTS)]
        .copy_from_slice(&rings.theirs.all().to_le_bytes());
    // Omweso's board has no stores, cowries or owners: the plots are the whole board.
    *board = Board::new(pits);
    rings.report
}

impl<const PLAIN: bool> Rings<'_, PLAIN> {
    #[inline(always)]
    fn plot(&self, k: usize) -> u8 {
        self.own.get(k)
    }

    /// True when a lap that just ended on plot `k` harvests (§6.4 case 2).
    #[inline(always)]
    fn harvests(&self, k: usize) -> bool {
        self.plot(k) > 1 && is_inner(k) && self.facing_occupied(k)
    }

    /// True when both opponent plots facing the mover's inner plot `k` hold seeds.
    #[inline(always)]
    fn facing_occupied(&self, k: usize) -> bool {
        self.theirs.get(23 - k) > 0 && self.theirs.get(k - 8) > 0
    }

    /// Empties both opponent plots facing inner plot `k`; returns their seeds.
    #[inline(always)]
    fn harvest(&mut self, k: usize) -> u8 {
        self.report.harvest_plots |= 1 << k;
        self.theirs.take(23 - k) + self.theirs.take(k - 8)
    }

    /// Drops `n` seeds one per plot after `from`, passing over `from` on a long lap under
    /// M-skip; returns the last plot (`from` for none).
    #[inline(always)]
    fn drop_seeds(&mut self, from: usize, n: u8, clockwise: bool) -> usize {
        self.report.laps += 1;
        let n = usize::from(n);
        if n == 0 {
            return from;
        }
        if !PLAIN && n >= PLOTS && self.plan.skip {
            // Round the 15 other plots.
            let share = n / (PLOTS - 1);
            self.spread(from, share, n % (PLOTS - 1), clockwise);
            self.own.remove(from, share as u64);
            return lap_end(from, n, clockwise, true).0;
        }
        self.spread(from, n / PLOTS, n % PLOTS, clockwise);
        lap_end(from, n, clockwise, false).0
    }

    /// Adds `share` seeds to every plot and one more to each of the `rest` plots after `from`.
    #[inline(always)]
    fn spread(&mut self, from: usize, share: usize, rest: usize, clockwise: bool) {
        // Clockwise, the `rest` plots before `from`: the counter-clockwise lap that ends there.
        let start = if clockwise {
            (from + 2 * PLOTS - rest - 1) % PLOTS
        } else {
            from % PLOTS
        };
        self.own.sow(share as u64, LAPS[start][rest]);
    }

    /// A first or relay lap: picks up plot `from` and sows it; returns the last plot.
    #[inline(always)]
    fn lap(&mut self, from: usize, clockwise: bool) -> usize {
        let seeds = self.own.take(from);
        self.drop_seeds(from, seeds, clockwise)
    }

    /// True when the harvest a lap just ended in is taken (M-must), counting it.
    #[inline(always)]
    fn takes_harvest(&mut self) -> bool {
        let i = self.report.harvest_points;
        self.report.harvest_points += 1;
        PLAIN || self.plan.takes(i)
    }

    /// True when the harvests made so far win at once and stop the turn (M-timing).
    #[inline(always)]
    fn stops(&self) -> bool {
        !PLAIN && self.plan.stops(self.report.harvest_plots)
    }

    /// [`super::sowing`]'s `counter_clockwise`: relays and harvests until a lap ends in an empty
    /// plot; `captured` tells whether the lap from `from` that ended on `last` sowed harvested
    /// seeds.
    fn counter_clockwise(
        &mut self,
        mut last: usize,
        mut captured: bool,
        mut from: usize,
        mut anchor: usize,
    ) -> Finish {
        loop {
            if self.plot(last) == 1 {
                return Finish::Done;
            }
            if self.report.laps >= self.cap {
                return Finish::Endless;
            }
            if self.harvests(last) && self.takes_harvest() {
                anchor = if PLAIN {
                    Plan::fixed_anchor(last, captured, anchor)
                } else {
                    self.plan.anchor(last, from, captured, anchor)
                };
                let hand = self.harvest(last);
                from = anchor;
                last = self.drop_seeds(anchor, hand, false);
                if self.stops() {
                    return Finish::Done;
                }
                captured = true;
            } else {
                from = last;
                last = self.lap(last, false);
                captured = false;
            }
        }
    }

    /// True when sowing `seeds` clockwise from `from` would end in a harvest (§6.6.2).
    fn clockwise_harvests(&self, from: usize, seeds: u8) -> bool {
        let (last, landing) = lap_end(from, seeds.into(), true, !PLAIN && self.plan.skip);
        usize::from(self.plot(last)) + landing > 1 && is_inner(last) && self.facing_occupied(last)
    }

    /// A reverse move from leftmost plot `origin` (§6.6).
    fn reverse(&mut self, origin: usize, choices: Choices) -> Finish {
        let mut last = self.lap(origin, true);
        if !self.harvests(last) {
            return Finish::NoHarvest;
        }
        let mut hand = self.harvest(last);
        while self.clockwise_harvests(last, hand)
            && choices.get(self.report.clockwise_taken as usize)
        {
            last = self.drop_seeds(last, hand, true);
            hand = 0;
            self.report.clockwise_taken += 1;
            if self.stops() || !self.harvests(last) {
                break;
            }
            hand = self.harvest(last);
        }
        if hand == 0 {
            return Finish::Done;
        }
        let last = self.drop_seeds(origin, hand, false);
        if self.stops() {
            return Finish::Done;
        }
        self.counter_clockwise(last, true, origin, origin)
    }
}

#[cfg(test)]
mod tests;
