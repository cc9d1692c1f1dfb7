//! The plain Oware generator of `oware_plain.rs`: `docs/rules/oware.md` §4 written deliberately
//! plainly (arrays, loops, no bit tricks, nothing shared with the engine), under each grand-slam
//! rule and with optional harvests, counting the rules it meets.

/// What happens to a capture that would take every seed on the opponent's side (§4.5).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum GrandSlam {
    /// Lemery, O-5plots "purposive" (Oware Abapa's default): the plot farthest back is left.
    LeaveLastPlot,
    /// Ludoteka (international): nothing is captured.
    CaptureNothing,
    /// Lemery, O-5plots "literal": only a chain of six plots leaves one; a player to move with
    /// an empty row passes.
    Literal,
    /// O-5plots "ludii": a move after which the opponent has no seed is illegal.
    Ludii,
}

/// The rules a count is made under.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    pub slam: GrandSlam,
    /// O-may "optional": the mover may take the last plot of a chain and any number of the
    /// plots before it, in chain order.
    pub optional: bool,
}

/// How often each rule decided something, over a whole count.
#[derive(Default, Debug)]
pub struct Met {
    pub grand_slams: u64,
    feeding: u64,
    automatic_harvests: u64,
    long_laps: u64,
    reached_25: u64,
    passes: u64,
    forbidden: u64,
    /// No legal move with seeds on the opponent's side (every move would take them all).
    stuck: u64,
    left: u64,
}

/// An Oware position as §4 describes it.
#[derive(Clone, Copy, Debug)]
pub struct Plain {
    pub pits: [u32; 12],
    pub stores: [u32; 2],
    pub to_move: usize,
    pub over: bool,
}

/// A move: the plot sown, how many plots of its chain it takes (from the last plot back), and
/// whether that is all the grand-slam rule lets it take.
#[derive(Clone, Copy, Debug)]
pub struct PlainMove {
    pit: usize,
    take: usize,
    whole: bool,
}

impl PlainMove {
    /// The move in the JSON API's words: `{"pit": p}` takes all it may; a move taking `k` plots
    /// of a longer chain says "take" for the `k - 1` plots before the last, then "leave".
    pub fn json(self) -> String {
        if self.whole {
            return format!(r#"{{"pit":{}}}"#, self.pit);
        }
        let mut harvest = vec!["true"; self.take - 1];
        harvest.push("false");
        format!(
            r#"{{"pit":{},"harvest":[{}]}}"#,
            self.pit,
            harvest.join(",")
        )
    }
}

/// The plots of `player`: 0..6 for player 0, 6..12 for player 1 (§0.2).
fn side(player: usize) -> std::ops::Range<usize> {
    player * 6..player * 6 + 6
}

fn owner(pit: usize) -> usize {
    pit / 6
}

impl Plain {
    fn seeds_on(&self, player: usize) -> u32 {
        side(player).map(|i| self.pits[i]).sum()
    }

    /// The legal moves (§4.2): own plots with a seed; when the opponent's side is empty, only
    /// those that drop a seed there (none: the automatic harvest ends the game). With optional
    /// harvests, one move per number of plots taken; under "ludii", only the moves after which
    /// the opponent has a seed (none: the automatic harvest too).
    pub fn moves(&self, rule: Rule, met: &mut Met) -> Vec<PlainMove> {
        if self.over {
            return Vec::new();
        }
        let p = self.to_move;
        let mut plots: Vec<usize> = side(p).filter(|&i| self.pits[i] > 0).collect();
        if self.seeds_on(1 - p) == 0 {
            met.feeding += 1;
            let last_plot = p * 6 + 5;
            // A move from plot i feeds when its seeds reach past the mover's last plot.
            plots.retain(|&i| self.pits[i] as usize > last_plot - i);
        }
        let mut moves = Vec::new();
        for pit in plots {
            let (_, chain) = self.sow(pit, rule, met);
            let most = chain.len();
            let fewest = if rule.optional { most.min(1) } else { most };
            for take in (fewest..=most).rev() {
                let mv = PlainMove {
                    pit,
                    take,
                    whole: take == most,
                };
                if rule.slam == GrandSlam::Ludii && self.play(mv, rule, met).seeds_on(1 - p) == 0 {
                    met.forbidden += 1;
                    continue;
                }
                if !mv.whole {
                    met.left += 1;
                }
                moves.push(mv);
            }
        }
        if moves.is_empty() {
            met.automatic_harvests += 1;
            if self.seeds_on(1 - p) > 0 {
                met.stuck += 1;
            }
        }
        moves
    }

    /// The board after sowing `pit` (§4.3), and its chain as the grand-slam rule leaves it
    /// (§4.4, §4.5): the plots to capture, the last one first.
    fn sow(&self, pit: usize, rule: Rule, met: &mut Met) -> (Plain, Vec<usize>) {
        let mut next = *self;
        let q = 1 - self.to_move;
        let mut seeds = next.pits[pit];
        if seeds >= 12 {
            met.long_laps += 1;
        }
        next.pits[pit] = 0;
        let mut at = pit;
        while seeds > 0 {
            at = (at + 1) % 12;
            if at == pit {
                continue; // the origin receives nothing
            }
            next.pits[at] += 1;
            seeds -= 1;
        }
        // The chain: the last plot and the plots before it on the opponent's side, each
        // holding 2 or 3, never leaving that side.
        let mut chain = Vec::new();
        let mut plot = at;
        loop {
            if owner(plot) != q || !(2..=3).contains(&next.pits[plot]) {
                break;
            }
            chain.push(plot);
            if plot % 6 == 0 {
                break;
            }
            plot -= 1;
        }
        let in_chain: u32 = chain.iter().map(|&i| next.pits[i]).sum();
        let grand_slam = !chain.is_empty() && in_chain == next.seeds_on(q);
        if grand_slam {
            met.grand_slams += 1;
        }
        match rule.slam {
            GrandSlam::LeaveLastPlot if grand_slam => {
                chain.pop();
            }
            GrandSlam::CaptureNothing if grand_slam => chain.clear(),
            GrandSlam::Literal if chain.len() == 6 => {
                chain.pop();
            }
            _ => {}
        }
        (next, chain)
    }

    /// The position after `mv`: its sowing and the plots it takes, the 25-seed end (§4.6, 1.),
    /// and under "literal" the pass of a player to move with an empty row.
    pub fn play(&self, mv: PlainMove, rule: Rule, met: &mut Met) -> Plain {
        let (mut next, mut chain) = self.sow(mv.pit, rule, met);
        let p = self.to_move;
        let q = 1 - p;
        chain.truncate(mv.take);
        for i in chain {
            next.stores[p] += next.pits[i];
            next.pits[i] = 0;
        }
        next.to_move = q;
        if next.stores[p] >= 25 {
            met.reached_25 += 1;
            next.over = true;
        } else if rule.slam == GrandSlam::Literal && next.seeds_on(q) == 0 {
            met.passes += 1;
            next.to_move = p;
        }
        next
    }

    /// Leaves `depth` plies down, counted as the engine's perft counts them: a finished game
    /// has no children.
    pub fn perft(&self, depth: u32, rule: Rule, met: &mut Met) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves(rule, met);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|mv| self.play(mv, rule, met).perft(depth - 1, rule, met))
            .sum()
    }
}

/// Every rule `rule` brings was met by a count (a comparison that covers it).
pub fn check_met(met: &Met, rule: Rule, context: &str) {
    let required = [
        ("grand slam", met.grand_slams, true),
        ("forced feeding", met.feeding, true),
        ("automatic harvest", met.automatic_harvests, true),
        ("lap of 12 or more", met.long_laps, true),
        ("25 seeds", met.reached_25, true),
        ("pass", met.passes, rule.slam == GrandSlam::Literal),
        (
            "move ludii forbids",
            met.forbidden,
            rule.slam == GrandSlam::Ludii,
        ),
        (
            "player ludii leaves no move",
            met.stuck,
            rule.slam == GrandSlam::Ludii,
        ),
        ("harvest left", met.left, rule.optional),
    ];
    for (what, count, needed) in required {
        assert!(!needed || count > 0, "{context}: no {what} met: {met:?}");
    }
}
