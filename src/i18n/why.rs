//! Which rule took seeds, told from a move's events: "The last seed made 3 in pit 8; pit 7
//! held 2: they are taken." The board's caption says it after every capture, and a lesson
//! after its move; the numbers are the engine's, the words [`LearnTexts`]'.

use super::{capitalise, fill, LearnTexts};
use mancala_rules::{CaptureCause, Event};

/// `n` seeds, in words, by the language's plural rule: "no seeds", "1 seed", "3 seeds".
pub fn seeds(t: &LearnTexts, n: u32) -> String {
    t.seeds.of(t.plural, n)
}

/// Pieces sown, in words: the seeds, the cowries, or both ("5 seeds and 1 cowrie"), never a
/// count of none beside another.
pub fn sown(t: &LearnTexts, seeds: u32, cowries: u32) -> String {
    match (seeds, cowries) {
        (_, 0) => self::seeds(t, seeds),
        (0, c) => self::cowries(t, c),
        (n, c) => format!("{} {} {}", self::seeds(t, n), t.and, self::cowries(t, c)),
    }
}

/// `n` cowries, in words, by the language's plural rule.
pub fn cowries(t: &LearnTexts, n: u32) -> String {
    t.cowries.of(t.plural, n)
}

/// `pits` for a person, numbered from 1: "pit 7", "pits 7, 6 and 5".
pub fn pit_list(t: &LearnTexts, pits: &[usize]) -> String {
    let names: Vec<String> = pits.iter().map(|p| (p + 1).to_string()).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => fill(t.pit, &[("n", one)]),
        [init @ .., last] => {
            let list = format!("{} {} {last}", init.join(", "), t.and);
            fill(t.pits, &[("list", &list)])
        }
    }
}

/// Which rule took seeds in a move made of `events`, one sentence per rule; `None` when the
/// move took nothing (the end's sweep is not a capture).
pub fn why_captured(t: &LearnTexts, events: &[Event]) -> Option<String> {
    let landing = events.iter().rev().find_map(|e| match e {
        Event::Drop { pit, .. } => Some(*pit),
        _ => None,
    });
    let mut chain: Vec<String> = Vec::new();
    let mut out: Vec<String> = Vec::new();
    let mut harvested: Vec<usize> = Vec::new();
    for event in events {
        match *event {
            Event::Capture {
                pit,
                seeds,
                cause: CaptureCause::Capture,
                ..
            } => {
                let template = if chain.is_empty() && Some(pit) == landing {
                    t.why_last
                } else {
                    t.why_chain
                };
                let mut part = fill(
                    template,
                    &[
                        ("pit", &(pit + 1)),
                        ("n", &seeds),
                        ("seeds", &self::seeds(t, seeds)),
                    ],
                );
                if chain.is_empty() && template == t.why_chain {
                    // A chain that does not start at the landing pit: no joining words first.
                    part = part.trim_start_matches([';', ' ', '\u{202f}']).to_string();
                }
                chain.push(part);
            }
            Event::Capture {
                pit, seeds, cause, ..
            } => {
                let template = match cause {
                    CaptureCause::OwnerFour => t.why_owner_four,
                    CaptureCause::LastFour => t.why_last_four,
                    CaptureCause::Cowrie => t.why_cowrie,
                    CaptureCause::AutomaticHarvest => t.why_automatic_harvest,
                    CaptureCause::LastSeeds => t.why_last_seeds,
                    _ => continue,
                };
                push_once(
                    &mut out,
                    fill(
                        template,
                        &[
                            ("pit", &(pit + 1)),
                            ("n", &seeds),
                            ("seeds", &self::seeds(t, seeds)),
                        ],
                    ),
                );
            }
            Event::HandToStore {
                pit, seeds, cause, ..
            } => {
                let template = match cause {
                    CaptureCause::SeedToOpponent => t.why_seed_to_opponent,
                    CaptureCause::LastSeeds => t.why_last_seeds,
                    _ => continue,
                };
                let pit = pit.map_or(0, |p| p + 1);
                push_once(
                    &mut out,
                    fill(
                        template,
                        &[
                            ("pit", &pit),
                            ("n", &seeds),
                            ("seeds", &self::seeds(t, seeds)),
                        ],
                    ),
                );
            }
            Event::Harvest { pit, .. } => harvested.push(pit),
            _ => {}
        }
    }
    if !chain.is_empty() {
        let mut first = chain.concat();
        first.push_str(t.why_taken);
        out.insert(0, capitalise(&first));
    }
    for pair in harvested.chunks(2) {
        out.push(fill(t.why_harvest, &[("pits", &pit_list(t, pair))]));
    }
    (!out.is_empty()).then(|| out.join(" "))
}

fn push_once(out: &mut Vec<String>, sentence: String) {
    if !out.contains(&sentence) {
        out.push(sentence);
    }
}
