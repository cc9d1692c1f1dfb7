//! Woaley's house rules (`docs/rules/house-rules.md` §8), each worked by hand where the
//! option changes the result: W-count, W-relay, W-skip; and their journey through options,
//! positions and links. Boards are written `[P0's row 0..5, P1's row 6..11]`; the seeds not on the
//! board sit in the stores, so each position holds the game's 48.

use crate::common::house;

use house::{captures, check_rules_travel, laps, row_sown};
use mancala::rules::event::LapKind::{First, Relay};
use mancala::rules::{CaptureCause, Event, Move, Variant};
use serde_json::{json, Value};

/// The board and stores after player 0 sows `pit` by `rules`, with the move's events.
fn sown(
    pits: [u32; 12],
    stores: [u32; 2],
    rules: Value,
    pit: usize,
) -> (Vec<u32>, [u32; 2], Vec<Event>) {
    row_sown("woaley", (pits, stores), rules, pit)
}

const CAPTURE: CaptureCause = CaptureCause::Capture;

#[test]
fn w_count_the_last_hole_captures_with_2_or_4_after_the_last_seed_or_before_it() {
    // Pit 0's 3 seeds: one stays, the others make 2 in pit 1 and 3 in pit 2, the last hole.
    let start = [3, 1, 2, 0, 0, 0, 4, 4, 4, 4, 4, 4];
    // After the drop pit 2 holds 3: it is relayed, its last seed falling into empty pit 5.
    let (pits, stores, events) = sown(start, [9, 9], json!({}), 0);
    assert_eq!(pits, [1, 2, 0, 1, 1, 1, 4, 4, 4, 4, 4, 4]);
    assert_eq!(stores, [9, 9]);
    assert_eq!(laps(&events), [(0, First, 2), (2, Relay, 3)]);
    // Before the drop it held 2: it is taken (its 3 seeds), with pit 1 behind it, which holds
    // 2 (the last seed did not fall there); pit 0's single seed stops the run.
    let before = json!({"W-count": "before-drop"});
    let (pits, stores, events) = sown(start, [9, 9], before.clone(), 0);
    assert_eq!(pits, [1, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4]);
    assert_eq!(stores, [14, 9]);
    assert_eq!(captures(&events), [(2, 3, 0, CAPTURE), (1, 2, 0, CAPTURE)]);

    // Pit 0's 2 seeds: the one sown makes 2 in pit 1. After the drop that captures; before
    // it, pit 1 held 1, so its 2 seeds are relayed into pits 2 and 3, the last one empty.
    let start = [2, 1, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4];
    let (pits, stores, _) = sown(start, [10, 11], json!({}), 0);
    assert_eq!(
        (pits, stores),
        (vec![1, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4], [12, 11])
    );
    let (pits, stores, events) = sown(start, [10, 11], before, 0);
    assert_eq!(
        (pits, stores),
        (vec![1, 0, 1, 1, 0, 0, 4, 4, 4, 4, 4, 4], [10, 11])
    );
    assert_eq!(laps(&events), [(0, First, 1), (1, Relay, 2)]);
}

#[test]
fn w_relay_relay_laps_take_the_whole_hole_or_leave_one_seed() {
    // Pit 0's 4 seeds: one stays, the last of the other 3 makes 3 in pit 3, which relays.
    let start = [4, 0, 0, 2, 0, 0, 0, 4, 4, 4, 4, 4];
    // First lap only: the relay takes all 3, the last falling into empty pit 6.
    let (pits, stores, events) = sown(start, [11, 11], json!({}), 0);
    assert_eq!(pits, [1, 1, 1, 0, 1, 1, 1, 4, 4, 4, 4, 4]);
    assert_eq!(laps(&events), [(0, First, 3), (3, Relay, 3)]);
    // Every lap: the relay leaves one in pit 3 and sows 2, the last into empty pit 5.
    let (pits, stores_every, events) = sown(start, [11, 11], json!({"W-relay": "every-lap"}), 0);
    assert_eq!(pits, [1, 1, 1, 1, 1, 1, 0, 4, 4, 4, 4, 4]);
    assert_eq!(laps(&events), [(0, First, 3), (3, Relay, 2)]);
    assert_eq!((stores, stores_every), ([11, 11], [11, 11]));
}

#[test]
fn w_skip_a_lap_of_12_seeds_drops_into_its_origin_or_passes_it() {
    // Pit 0's 13 seeds: one stays, 12 go round. By default the 12th falls into pit 0 itself,
    // making 2 there: taken (pit 11's single seed stops the run).
    let start = [13, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0];
    let (pits, stores, events) = sown(start, [16, 16], json!({}), 0);
    assert_eq!(pits, [0, 1, 1, 1, 1, 1, 4, 1, 1, 1, 1, 1]);
    assert_eq!(stores, [18, 16]);
    assert_eq!(captures(&events), [(0, 2, 0, CAPTURE)]);
    assert!(!events.iter().any(|e| matches!(e, Event::SkipOrigin { .. })));
    // Skipping, pit 0 keeps its one seed and the 12th goes on to pit 1, making 2 there: taken
    // (pit 0's single seed stops the run).
    let (pits, stores, events) = sown(start, [16, 16], json!({"W-skip": "skip"}), 0);
    assert_eq!(pits, [1, 0, 1, 1, 1, 1, 4, 1, 1, 1, 1, 1]);
    assert_eq!(stores, [18, 16]);
    assert_eq!(captures(&events), [(1, 2, 0, CAPTURE)]);
    let skipped: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, Event::SkipOrigin { .. }))
        .collect();
    assert_eq!(skipped, [&Event::SkipOrigin { pit: 0 }]);
}

#[test]
fn the_rules_travel_in_options_positions_and_links() {
    let all = json!({"W-count": "before-drop", "W-relay": "every-lap", "W-skip": "skip"});
    check_rules_travel(Variant::Woaley, all, &[Move::sow(2), Move::sow(8)]);
    check_rules_travel(Variant::Woaley, json!({"W-skip": "skip"}), &[Move::sow(0)]);
}
