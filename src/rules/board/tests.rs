//! The board's promise: whatever its mutators do, replaying the events they emitted gives the
//! same board (pits, cowries, owners, stores and hand).

use super::{Board, Hand};
use crate::event::{CaptureCause, LapKind, SetupCause};
use crate::rng::Rng;
use crate::{replay, Event, ReplayBoard};

/// A board with cowries and owners, as the replay shows it.
type Full = Board<12, 12, 12>;

fn shown(board: &Full, hand: Hand) -> ReplayBoard {
    ReplayBoard {
        pits: board.pit_list(),
        cowries: board.cowrie_list().unwrap_or_default(),
        owners: board.owner_list(),
        stores: board.stores().map(u32::from),
        to_move: 0,
        hand_seeds: hand.seeds().into(),
        hand_cowries: hand.cowries().into(),
    }
}

/// One random mutation of `board`, its events into `events`.
fn mutate(board: &mut Full, hand: &mut Hand, rng: &mut Rng, events: &mut Vec<Event>) {
    let pit = rng.below(12);
    let player = rng.below(2) as u8;
    match rng.below(10) {
        0 if hand.is_empty() => {
            board.lap(pit, false, LapKind::Relay, 2, events);
            *hand = board.pick_up(pit, events);
        }
        1 if hand.is_empty() => {
            board.sow_from(pit, 1 + rng.below(12) as u8, rng.chance(0.5), events);
        }
        2 => board.harvest(hand, pit, events),
        3 => {
            board.capture(pit, player, CaptureCause::Capture, events);
        }
        4 => board.to_store(hand, 1, Some(pit), player, CaptureCause::LastSeeds, events),
        5 => {
            board.store_to_pit(player, pit, 3, events);
        }
        6 => board.give(pit, player, events),
        7 if rng.chance(0.05) => {
            board.sweep(
                rng.chance(0.5).then_some(player),
                CaptureCause::Sweep,
                events,
            );
        }
        8 if rng.chance(0.02) && hand.is_empty() => {
            let next = Full::new([4; 12]).with_cowries([1; 12]);
            board.set_up(next, SetupCause::NewRound, events);
        }
        _ if hand.cowries() > 0 => board.drop_cowrie(hand, pit, events),
        _ => board.drop(hand, pit, events),
    }
}

#[test]
fn events_replay_to_the_same_board() {
    let mut rng = Rng::new(5);
    for _ in 0..200 {
        let mut board = Full::new([4; 12]).with_cowries([1; 12]);
        let mut hand = Hand::default();
        let mut seen = shown(&board, hand);
        for _ in 0..200 {
            let mut events = Vec::new();
            mutate(&mut board, &mut hand, &mut rng, &mut events);
            for e in &events {
                replay(&mut seen, e).expect("the events fit the board");
            }
            assert_eq!(seen, shown(&board, hand), "{events:?}");
            let total = board.on_board()
                + u32::from(hand.seeds())
                + board.stores().iter().map(|&s| u32::from(s)).sum::<u32>();
            assert_eq!(total, 48, "seeds are conserved");
        }
    }
}
