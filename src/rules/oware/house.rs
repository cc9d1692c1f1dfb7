//! The house rules an Oware game is played by (`RULES.md` §8: O-may, O-5plots, O-25, O-rep),
//! read once into plain fields when a game is made or read, and written back into its position.
//! O-25 travels as `playOut` (its older name, which positions keep writing).

use super::GrandSlam;
use crate::rules::house::FivePlots;
use crate::rules::{HouseRules, Variant};
use std::hash::{Hash, Hasher};

/// What a grand slam, a chain holding every seed of the opponent's row (§4.5), does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Slam {
    /// `oware-abapa`, O-5plots "purposive": the plot farthest back in the chain is left.
    LeaveLast,
    /// `oware-international`: the move is made and nothing is captured.
    Nothing,
    /// `oware-abapa`, O-5plots "literal": a chain of six plots leaves its sixth; shorter chains
    /// are taken whole, even when they empty the opponent's row.
    SixthOnly,
    /// `oware-abapa`, O-5plots "ludii": a move after which the opponent has no seed is illegal.
    Illegal,
}

/// The rules of one game, as plain fields. Hashed as one byte: the state hash of a game by the
/// default rules costs what it always did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct House {
    /// O-5plots, or the international rule.
    pub(super) slam: Slam,
    /// O-may "optional": the plots before the last one of a chain may be left.
    pub(super) optional: bool,
    /// O-rep "recurrence": a position occurring again ends the game.
    pub(super) repetition_ends: bool,
    /// O-25 "play-out" (`playOut`): the game goes on after 25 seeds.
    pub(super) play_out: bool,
}

impl Hash for House {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let slam = match self.slam {
            Slam::LeaveLast => 0,
            Slam::Nothing => 1,
            Slam::SixthOnly => 2,
            Slam::Illegal => 3,
        };
        state.write_u8(
            slam | u8::from(self.optional) << 2
                | u8::from(self.repetition_ends) << 3
                | u8::from(self.play_out) << 4,
        );
    }
}

impl House {
    /// The rules of a `variant` game with the house rules `rules` (already checked to be
    /// `variant`'s) and the play-out option `play_out` (merged with O-25 by [`play_out_of`]).
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
        House {
            slam,
            optional: rules.oware_harvest_optional(),
            repetition_ends: rules.oware_repetition_ends(),
            play_out,
        }
    }

    /// The house rules written in a position's `extra.rules`: those chosen, but O-25, which
    /// `extra.playOut` says.
    pub(super) fn rules(&self) -> HouseRules {
        let chosen = [
            (self.optional, "O-may", "optional"),
            (self.slam == Slam::SixthOnly, "O-5plots", "literal"),
            (self.slam == Slam::Illegal, "O-5plots", "ludii"),
            (!self.repetition_ends, "O-rep", "none"),
        ];
        let mut rules = HouseRules::default();
        for (_, id, value) in chosen.into_iter().filter(|c| c.0) {
            // Names of `RULE_OPTIONS`; a test reads every combination back.
            let _ = rules.set(id, value);
        }
        rules
    }

    /// The first plot of a chain `first..=last` left to the mover by the grand-slam rule
    /// (`first` when it takes the chain whole, `last + 1` when it takes nothing), and the reason
    /// to give when it leaves some. `slam`: the chain holds every seed of the opponent's row.
    #[inline(always)]
    pub(super) fn limit(&self, first: usize, last: usize, slam: bool) -> (usize, GrandSlam) {
        match self.slam {
            Slam::LeaveLast if slam => (first + 1, GrandSlam::LeaveLastPlot),
            Slam::Nothing if slam => (last + 1, GrandSlam::CaptureNothing),
            // A six-plot chain is the whole row: a grand slam.
            Slam::SixthOnly if last == first + 5 => (first + 1, GrandSlam::LeaveLastPlot),
            _ => (first, GrandSlam::LeaveLastPlot),
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
    use crate::rules::RULE_OPTIONS;

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
