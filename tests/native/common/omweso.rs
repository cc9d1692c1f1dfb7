//! Helpers of the Omweso tests (`omweso.rs`, `omweso_house/`): a side's plots from (local plot,
//! seeds) pairs, and the laps and harvests of a move's events.

use mancala::rules::event::LapKind;
use mancala::rules::Event;

/// A side from (local plot, seeds) pairs.
pub fn local(values: &[(usize, u32)]) -> Vec<u32> {
    let mut side = vec![0; 16];
    for &(k, n) in values {
        side[k] = n;
    }
    side
}

/// The laps of an event log as (start pit, clockwise, kind).
pub fn laps(events: &[Event]) -> Vec<(usize, bool, LapKind)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Lap {
                pit,
                clockwise,
                kind,
                ..
            } => Some((pit, clockwise, kind)),
            _ => None,
        })
        .collect()
}

/// The harvests of an event log as (plot, seeds).
pub fn harvests(events: &[Event]) -> Vec<(usize, u32)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Harvest { pit, seeds } => Some((pit, seeds)),
            _ => None,
        })
        .collect()
}
