//! Small helpers shared by the games: stepping around a ring of pits, with or without the
//! skip-origin rule (`docs/rules/common.md` §0.5).

/// The pit after `i` counter-clockwise on a ring of `n`.
#[inline(always)]
pub const fn ccw(i: usize, n: usize) -> usize {
    if i + 1 == n {
        0
    } else {
        i + 1
    }
}

/// The pit after `i` clockwise on a ring of `n`.
#[inline(always)]
pub const fn cw(i: usize, n: usize) -> usize {
    if i == 0 {
        n - 1
    } else {
        i - 1
    }
}

/// Where the seeds of a lap go, one by one: the pit after the origin first, then around the
/// ring; the origin itself is passed over when `skip_origin` is set.
#[derive(Clone, Copy, Debug)]
pub struct Lap {
    n: usize,
    at: usize,
    origin: usize,
    clockwise: bool,
    skip_origin: bool,
}

/// One drop of a lap: the pit that receives it, and the origin if it was just passed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The pit receiving the seed.
    pub pit: usize,
    /// `Some(origin)` when the origin was skipped on the way to `pit`.
    pub skipped: Option<usize>,
}

impl Lap {
    /// A counter-clockwise lap from `origin` on a ring of `n` pits.
    #[inline]
    pub const fn new(origin: usize, n: usize) -> Lap {
        Lap {
            n,
            at: origin,
            origin,
            clockwise: false,
            skip_origin: false,
        }
    }

    /// Sow clockwise instead.
    #[inline]
    pub const fn clockwise(mut self, yes: bool) -> Lap {
        self.clockwise = yes;
        self
    }

    /// Pass over the origin (Oware's rule for laps of 12 or more).
    #[inline]
    pub const fn skip_origin(mut self, yes: bool) -> Lap {
        self.skip_origin = yes;
        self
    }

    /// The pit the next seed goes into.
    #[inline(always)]
    pub fn step(&mut self) -> Step {
        let mut skipped = None;
        self.at = self.advance(self.at);
        if self.skip_origin && self.at == self.origin {
            skipped = Some(self.origin);
            self.at = self.advance(self.at);
        }
        Step {
            pit: self.at,
            skipped,
        }
    }

    #[inline(always)]
    fn advance(&self, i: usize) -> usize {
        if self.clockwise {
            cw(i, self.n)
        } else {
            ccw(i, self.n)
        }
    }
}

/// The pit a lap of `seeds` seeds from `origin` ends in (counter-clockwise, ring of `n`), for
/// move-ordering and feeding tests without playing the move.
#[inline]
pub fn last_pit(origin: usize, seeds: usize, n: usize, skip_origin: bool) -> usize {
    if seeds == 0 {
        return origin;
    }
    if skip_origin {
        // Every lap of n-1 seeds returns to the pit before the origin.
        let k = (seeds - 1) % (n - 1);
        (origin + 1 + k) % n
    } else {
        (origin + seeds) % n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lap_skips_origin_only_when_asked() {
        let mut lap = Lap::new(3, 12).skip_origin(true);
        let pits: Vec<usize> = (0..13).map(|_| lap.step().pit).collect();
        assert_eq!(pits[..9], [4, 5, 6, 7, 8, 9, 10, 11, 0]);
        assert_eq!(pits[11], 4, "the 12th seed goes where the first went");
        let mut plain = Lap::new(3, 12);
        assert_eq!((0..12).map(|_| plain.step().pit).last(), Some(3));
    }

    #[test]
    fn clockwise_lap_goes_down() {
        let mut lap = Lap::new(1, 8).clockwise(true);
        assert_eq!([lap.step().pit, lap.step().pit, lap.step().pit], [0, 7, 6]);
    }

    #[test]
    fn last_pit_matches_stepping() {
        for skip in [false, true] {
            for origin in 0..12 {
                for seeds in 1..40 {
                    let mut lap = Lap::new(origin, 12).skip_origin(skip && seeds >= 12);
                    let mut last = origin;
                    for _ in 0..seeds {
                        last = lap.step().pit;
                    }
                    assert_eq!(last_pit(origin, seeds, 12, skip && seeds >= 12), last);
                }
            }
        }
    }
}
