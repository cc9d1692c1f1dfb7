//! Sentences made from a move's [`Facts`] and events: what the learner's move did, why a wrong
//! try is not the one asked, what a hinted move would do (which rule took seeds is
//! `i18n::why_captured`, which the board's captions use too) and what each way to play a pit
//! takes where harvests are optional. Every word comes from `i18n` ([`LearnTexts`], and
//! [`HouseTexts`] for the house rules); every number from the engine.

use super::facts::Facts;
use super::lesson::Goal;
use mancala_i18n::{fill, pit_list, seeds, sown, HouseTexts, LearnTexts};
use mancala_rules::Move;

/// What the learner's move did, in the past tense.
pub fn told(t: &LearnTexts, f: &Facts) -> String {
    let mut out: Vec<String> = Vec::new();
    if let (Some(pit), Some(last)) = (f.from, f.landing) {
        let template = if f.cowries > 0 {
            t.sowed_cowries
        } else {
            t.sowed
        };
        out.push(fill(
            template,
            &[
                ("seeds", &sown(t, f.sown, f.cowries)),
                ("pit", &(pit + 1)),
                ("last", &(last + 1)),
            ],
        ));
    }
    if let (Some(pit), true) = (f.from, f.in_store) {
        out.push(fill(
            t.sowed_store,
            &[("seeds", &seeds(t, f.sown)), ("pit", &(pit + 1))],
        ));
    }
    if f.laps > 1 {
        out.push(fill(t.laps, &[("n", &f.laps)]));
    }
    if f.skipped {
        out.push(t.skipped.to_string());
    }
    if !f.offered.is_empty() {
        out.push(fill(t.offered, &[("pits", &pit_list(t, &f.offered))]));
    }
    match f.accepted {
        Some(true) => out.push(t.accepted.to_string()),
        Some(false) => out.push(t.refused.to_string()),
        None => {}
    }
    if !f.harvested.is_empty() {
        out.push(fill(t.harvested, &[("pits", &pit_list(t, &f.harvested))]));
    }
    if f.taken > 0 {
        out.push(if f.captured.is_empty() {
            fill(t.took_seeds, &[("seeds", &seeds(t, f.taken))])
        } else {
            fill(
                t.took,
                &[
                    ("seeds", &seeds(t, f.taken)),
                    ("pits", &pit_list(t, &f.captured)),
                ],
            )
        });
    }
    if f.given > 0 {
        out.push(fill(t.given, &[("seeds", &seeds(t, f.given))]));
    }
    if f.from.is_some() && !f.took() && f.given == 0 {
        out.push(t.nothing.to_string());
    }
    for (happened, words) in [
        (f.limited, t.limited),
        (f.again, t.again),
        (f.pass, t.passed),
        (f.round_end, t.round_end),
        (f.game_end, t.game_end),
    ] {
        if happened {
            out.push(words.to_string());
        }
    }
    out.join(" ")
}

/// Why a tried move is not the one `goal` asks for: what it would do, then "try again".
pub fn wrong(t: &LearnTexts, goal: Goal, f: &Facts) -> String {
    let what = match (goal, f.landing) {
        (Goal::Capture, _) if !f.took() => Some(t.wrong_capture.to_string()),
        (_, Some(last)) => Some(fill(t.wrong_lands, &[("last", &(last + 1))])),
        (_, None) if f.in_store => Some(t.wrong_store.to_string()),
        _ => None,
    };
    match what {
        Some(what) => format!("{what} {}", t.try_again),
        None => t.try_again.to_string(),
    }
}

/// What playing `mv` would do, as a hint: "Play pit 3: it sows 5 seeds and takes 4 from pit 9."
pub fn hint(t: &LearnTexts, mv: &Move, f: &Facts) -> String {
    match mv {
        Move::Offer { .. } => fill(t.hint_offer, &[("pits", &pit_list(t, &f.offered))]),
        Move::Answer { accept: true } => t.hint_accept.to_string(),
        Move::Answer { accept: false } => t.hint_refuse.to_string(),
        Move::Pass => t.hint_pass.to_string(),
        Move::Arrange { .. } => t.hint_arrange.to_string(),
        _ => {
            let pit = f.from.or(mv.pit()).unwrap_or(0) + 1;
            let sown = sown(t, f.sown, f.cowries);
            let sow = fill(t.hint_sow, &[("pit", &pit), ("seeds", &sown)]);
            let rest = if !f.harvested.is_empty() {
                fill(t.hint_harvests, &[("pits", &pit_list(t, &f.harvested))])
            } else if f.taken > 0 {
                fill(
                    t.hint_takes,
                    &[
                        ("seeds", &seeds(t, f.taken)),
                        ("pits", &pit_list(t, &f.captured)),
                    ],
                )
            } else if f.again {
                t.hint_again.to_string()
            } else {
                t.hint_nothing.to_string()
            };
            sow + &rest
        }
    }
}

/// What one way to play a pit takes, where a house rule lets harvests be declined: "Take 9
/// seeds (pits 8, 9 and 10)", "Harvest pits 20 and 27"; `harvests` for a game whose captures are
/// harvests sown again (Omweso).
pub fn way_to_play(t: &LearnTexts, h: &HouseTexts, f: &Facts, harvests: bool) -> String {
    if !f.harvested.is_empty() {
        fill(h.choose_harvest, &[("pits", &pit_list(t, &f.harvested))])
    } else if f.taken > 0 {
        let template = if f.captured.is_empty() {
            h.choose_take_seeds
        } else {
            h.choose_take
        };
        fill(
            template,
            &[
                ("seeds", &seeds(t, f.taken)),
                ("pits", &pit_list(t, &f.captured)),
            ],
        )
    } else if harvests {
        h.choose_harvest_nothing.to_string()
    } else {
        h.choose_take_nothing.to_string()
    }
}
