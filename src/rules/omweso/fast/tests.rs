//! The fast sowing ([`super`]) against the recorded one ([`super::super::sowing`]), under the
//! default rules and random house rules.

use super::super::laws::{Laws, Plan};
use super::super::sowing::{sow_capped, Sowing};
use super::super::{PITS, PLOTS};
use super::sow;
use crate::rng::Rng;
use crate::{Board, Choices, Event, HouseRules, Player};

/// A random plan: the default rules half of the time, else random values of M-skip,
/// M-anchor and M-timing, harvest counts (for M-timing's stops) and harvest choices.
fn random_plan(rng: &mut Rng) -> Plan {
    if rng.chance(0.5) {
        return Plan::DEFAULT;
    }
    let mut rules = HouseRules::default();
    for id in ["M-skip", "M-anchor", "M-timing"] {
        let values = crate::RULE_OPTIONS
            .iter()
            .find(|o| o.id == id)
            .map_or(&[][..], |o| o.values);
        let value = values[rng.below(values.len())];
        rules.set(id, value).expect("a value of the option");
    }
    let harvest: Vec<bool> = (0..rng.below(5)).map(|_| rng.chance(0.5)).collect();
    let harvest = Choices::from_slice(&harvest).unwrap_or(Choices::NONE);
    let (mine, theirs) = (rng.below(3) as u32, rng.below(2) as u32);
    Plan::new(harvest, &Laws::new(rules), mine, theirs)
}

/// Boards of 64 seeds, many plots empty or holding one (or a crowd in one, for laps of 16
/// and more), so that every kind of lap ending comes up; each move played with and without
/// events, under the default rules or random house rules, must leave the same board and
/// report.
#[test]
fn matches_the_recorded_sowing() {
    let mut rng = Rng::new(11);
    for case in 0..20_000 {
        let mut pits = [0u8; PITS];
        for _ in 0..64 {
            let pit = if rng.chance(0.5) {
                rng.below(PITS)
            } else {
                rng.below(8) + 8 * rng.below(4)
            };
            pits[pit] += 1;
        }
        if case % 5 == 0 {
            // Gather a crowd: 16 to 40 seeds in one plot.
            let crowd = rng.below(PITS);
            let mut wanted = 16 + rng.below(25) as u8;
            for pit in 0..PITS {
                let moved = pits[pit].min(wanted);
                if pit != crowd {
                    pits[pit] -= moved;
                    pits[crowd] += moved;
                    wanted -= moved;
                }
            }
        }
        let player = (case % 2) as Player;
        let cap = if case % 7 == 0 {
            3 + rng.below(20) as u32
        } else {
            1000
        };
        let mut sowings: Vec<Sowing> = (0..PLOTS).map(Sowing::Normal).collect();
        for k in super::super::LEFTMOST {
            for len in 0..4 {
                let list: Vec<bool> = (0..len).map(|_| rng.chance(0.8)).collect();
                let choices = Choices::from_slice(&list).unwrap_or(Choices::NONE);
                sowings.push(Sowing::Reverse(k, choices));
            }
        }
        for sowing in sowings {
            let plan = &random_plan(&mut rng);
            let (mut fast, mut slow) = (Board::new(pits), Board::new(pits));
            let mut events: Vec<Event> = Vec::new();
            let quick = sow(&mut fast, player, sowing, plan, cap);
            let recorded = sow_capped(&mut slow, player, sowing, plan, &mut events, cap);
            let case = format!("{pits:?} {player} {sowing:?} {plan:?}");
            assert_eq!((fast, quick), (slow, recorded), "{case}");
        }
    }
}
