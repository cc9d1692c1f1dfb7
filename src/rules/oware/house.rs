//! The house rules an Oware game is played by (`docs/rules/house-rules.md` §8: O-may, O-5plots,
//! O-25, O-rep), read once into plain fields when a game is made or read, and written back into its
//! position. O-25 travels as `playOut` (its older name, which positions keep writing).

use super::GrandSlam;
use crate::house::{at, row, RuleOption};
use crate::{HouseRules, Variant};

/// Oware's rule options, each with its values, the default first: its rows of
/// `docs/rules/house-rules.md` §8, in [`RULE_OPTIONS`](crate::RULE_OPTIONS) with every game's.
pub(crate) const HOUSE_RULES: &[RuleOption] = &[
    // Oware (Lemery), §4.4: the chain before the last plot must be harvested, or may be.
    row("O-may", Variant::OwareAbapa, &["compulsory", "optional"]),
    // §4.5: a grand slam leaves the plot farthest back (purposive); only a 6-plot chain leaves
    // one (literal); a move leaving the opponent no seed is illegal (Ludii).
    row(
        "O-5plots",
        Variant::OwareAbapa,
        &["purposive", "literal", "ludii"],
    ),
    // Oware (Ludoteka), §4.6: the game stops at 25 seeds, or is played out.
    row("O-25", Variant::OwareInternational, &["stop", "play-out"]),
    // Oware (Lemery), §4.6: a position occurring again ends the game, or nothing does.
    row("O-rep", Variant::OwareAbapa, &["recurrence", "none"]),
];

/// Oware Abapa, O-5plots: what a grand slam (a chain taking all the opponent's seeds) does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FivePlots {
    /// The plot farthest back in the chain is left (the default).
    Purposive,
    /// Only a 6-plot chain leaves its 6th plot; shorter chains are taken whole.
    Literal,
    /// Ludii: a move after which the opponent has no seed is illegal.
    Ludii,
}

/// What Oware's play reads of its house rules.
impl HouseRules {
    /// Oware Abapa, O-may: the chain before the last plot may be left unharvested.
    pub(crate) fn oware_harvest_optional(&self) -> bool {
        self.slot(const { at("O-may") }) == 1
    }

    /// Oware Abapa, O-5plots: what a grand slam does.
    pub(crate) fn oware_five_plots(&self) -> FivePlots {
        match self.slot(const { at("O-5plots") }) {
            1 => FivePlots::Literal,
            2 => FivePlots::Ludii,
            _ => FivePlots::Purposive,
        }
    }

    /// Oware international, O-25: the game is played out past 25 seeds (the `playOut` option).
    pub(crate) fn oware_plays_out(&self) -> bool {
        self.slot(const { at("O-25") }) == 1
    }

    /// Oware Abapa, O-rep: a position occurring again ends the game.
    pub(crate) fn oware_repetition_ends(&self) -> bool {
        self.slot(const { at("O-rep") }) == 0
    }
}

/// What a grand slam, a chain holding every seed of the opponent's row (§4.5), does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Slam {
    /// `oware-abapa`, O-5plots "purposive": the plot farthest back in the chain is left.
    LeaveLast = 0,
    /// `oware-international`: the move is made and nothing is captured.
    Nothing = 1,
    /// `oware-abapa`, O-5plots "literal": a chain of six plots leaves its sixth; shorter chains
    /// are taken whole, even when they empty the opponent's row.
    SixthOnly = 2,
    /// `oware-abapa`, O-5plots "ludii": a move after which the opponent has no seed is illegal.
    Illegal = 3,
}

/// The variant and the rules of one game, read once: O-5plots (or the international rule, which
/// says the variant) in the two low bits, then one bit each for O-may "optional", O-rep
/// "recurrence" and O-25 "play-out". One byte, so that a game stays small (a larger one copies
/// slower: perft runs a quarter slower with a 24-byte house-rules field).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct House(u8);

const OPTIONAL: u8 = 1 << 2;
const REPETITION_ENDS: u8 = 1 << 3;
const PLAY_OUT: u8 = 1 << 4;

impl House {
    /// The rules of a `variant` game with the house rules `rules` (already checked to be
    /// `variant`'s), played out past 25 seeds when `play_out` (`playOut` or O-25).
    pub(super) fn new(variant: Variant, rules: &HouseRules, play_out: bool) -> House {
        let slam = if variant == Variant::OwareInternational {
            Slam::Nothing
        } else {
            match rules.oware_five_plots() {
                FivePlots::Purposive => Slam::LeaveLast,
                FivePlots::Literal => Slam::SixthOnly,
                FivePlots::Ludii => Slam::Illegal,
            }
        };
        let flag = |on: bool, bit: u8| if on { bit } else { 0 };
        House(
            slam as u8
                | flag(rules.oware_harvest_optional(), OPTIONAL)
                | flag(rules.oware_repetition_ends(), REPETITION_ENDS)
                | flag(play_out, PLAY_OUT),
        )
    }

    /// The variant: the international rule is `oware-international`'s.
    pub(super) fn variant(self) -> Variant {
        if self.slam() == Slam::Nothing {
            Variant::OwareInternational
        } else {
            Variant::OwareAbapa
        }
    }

    /// O-5plots, or the international rule.
    #[inline(always)]
    pub(super) fn slam(self) -> Slam {
        match self.0 & 3 {
            0 => Slam::LeaveLast,
            1 => Slam::Nothing,
            2 => Slam::SixthOnly,
            _ => Slam::Illegal,
        }
    }

    /// O-may "optional": the plots before the last one of a chain may be left.
    #[inline(always)]
    pub(super) fn optional(self) -> bool {
        self.0 & OPTIONAL != 0
    }

    /// O-rep "recurrence": a position occurring again ends the game.
    #[inline(always)]
    pub(super) fn repetition_ends(self) -> bool {
        self.0 & REPETITION_ENDS != 0
    }

    /// O-25 "play-out" (`playOut`): the game goes on after 25 seeds.
    #[inline(always)]
    pub(super) fn play_out(self) -> bool {
        self.0 & PLAY_OUT != 0
    }

    /// The same rules played out past 25 seeds, whatever O-rep says: what an endgame table is
    /// built by (it holds what the seeds on the board bring, and leaves repetition to its
    /// reader).
    pub(super) fn played_out(self) -> House {
        House((self.0 | PLAY_OUT) & !REPETITION_ENDS)
    }

    /// The house rules written in a position's `extra.rules`: those chosen, but O-25, which
    /// `extra.playOut` says.
    pub(super) fn rules(&self) -> HouseRules {
        let chosen = [
            (self.optional(), "O-may", "optional"),
            (self.slam() == Slam::SixthOnly, "O-5plots", "literal"),
            (self.slam() == Slam::Illegal, "O-5plots", "ludii"),
            (!self.repetition_ends(), "O-rep", "none"),
        ];
        let mut rules = HouseRules::default();
        for (_, id, value) in chosen.into_iter().filter(|c| c.0) {
            // Names of `RULE_OPTIONS`; a test reads every combination back.
            let _ = rules.set(id, value);
        }
        rules
    }

    /// The first plot of a grand slam `first..=last` (a chain holding every seed of the
    /// opponent's row) that the grand-slam rule lets the mover take (`first`: all of it,
    /// `last + 1`: none), and the reason to give when it leaves some. Other chains are taken
    /// whole: a six-plot chain is a grand slam.
    #[inline(always)]
    pub(super) fn limit(self, first: usize, last: usize) -> (usize, GrandSlam) {
        match self.slam() {
            Slam::LeaveLast => (first + 1, GrandSlam::LeaveLastPlot),
            Slam::Nothing => (last + 1, GrandSlam::CaptureNothing),
            Slam::SixthOnly if last == first + 5 => (first + 1, GrandSlam::LeaveLastPlot),
            // "ludii" forbids taking it whole: the move that does is not legal.
            Slam::SixthOnly | Slam::Illegal => (first, GrandSlam::LeaveLastPlot),
        }
    }
}

/// Whether a game is played out past 25 seeds: `playOut` (`explicit`, when given) and O-25 of
/// `rules` say the same thing in two ways, and may both be given.
///
/// # Errors
/// `playOut: false` with O-25 "play-out": the message names both.
pub(crate) fn play_out_of(explicit: Option<bool>, rules: &HouseRules) -> Result<bool, String> {
    match explicit {
        Some(false) if rules.oware_plays_out() => Err(
            "playOut is false but the rule option O-25 is \"play-out\": they contradict each \
             other (give one of them)"
                .into(),
        ),
        _ => Ok(explicit.unwrap_or(false) || rules.oware_plays_out()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RULE_OPTIONS;

    /// Every combination of Oware Abapa's options: read into plain fields, written back, read
    /// again, the same.
    #[test]
    fn every_combination_reads_back() {
        let own: Vec<_> = RULE_OPTIONS
            .iter()
            .filter(|o| o.variant == Variant::OwareAbapa)
            .collect();
        let mut combinations = vec![HouseRules::default()];
        for option in own {
            combinations = combinations
                .into_iter()
                .flat_map(|rules| {
                    option.values.iter().map(move |value| {
                        let mut with = rules;
                        with.set(option.id, value).expect("its own value");
                        with
                    })
                })
                .collect();
        }
        assert_eq!(combinations.len(), 2 * 3 * 2);
        for rules in combinations {
            let house = House::new(Variant::OwareAbapa, &rules, false);
            assert_eq!(house.rules(), rules);
            assert_eq!(
                House::new(Variant::OwareAbapa, &house.rules(), false),
                house
            );
        }
    }

    #[test]
    fn play_out_and_o_25_say_the_same() {
        let mut o25 = HouseRules::default();
        o25.set("O-25", "play-out").expect("known");
        let none = HouseRules::default();
        assert_eq!(play_out_of(None, &none), Ok(false));
        assert_eq!(play_out_of(Some(true), &none), Ok(true));
        assert_eq!(play_out_of(None, &o25), Ok(true));
        assert_eq!(play_out_of(Some(true), &o25), Ok(true));
        let both = play_out_of(Some(false), &o25).unwrap_err();
        assert!(both.contains("playOut") && both.contains("O-25"), "{both}");
        // O-25 is not written in `extra.rules`: `playOut` says it.
        let house = House::new(Variant::OwareInternational, &o25, true);
        assert_eq!(house.rules(), HouseRules::default());
    }
}
