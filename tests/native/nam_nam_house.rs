//! Nam-Nam's house rules (`docs/rules/house-rules.md` §8), each worked by hand where the
//! option changes the result: N-skip, N-last, N-8, and the short form N-short; and their journey
//! through options, positions and links. All positions are in round 1 (each player owns his row), plots written `[P0's row 0..5,
//! P1's row 6..11]`; the seeds harvested this round sit in the stores, so each position holds 48.

use crate::common::house;

use house::{captures, check_rules_travel, laps, play, row_game, row_sown};
use mancala::rules::event::LapKind::{First, Relay};
use mancala::rules::{CaptureCause, Details, EndReason, Event, Game, Move, Variant};
use serde_json::{json, Value};

/// A Nam-Nam game in round 1 at this board, player 0 to move, by the house rules `rules`.
fn game(pits: [u32; 12], stores: [u32; 2], rules: Value) -> Game {
    row_game("nam-nam", pits, stores, rules)
}

/// The board and stores after player 0 sows `pit` by `rules`, with the move's events.
fn sown(
    pits: [u32; 12],
    stores: [u32; 2],
    rules: Value,
    pit: usize,
) -> (Vec<u32>, [u32; 2], Vec<Event>) {
    row_sown("nam-nam", (pits, stores), rules, pit)
}

#[test]
fn n_skip_a_lap_of_12_seeds_skips_its_plot_or_drops_into_it() {
    let start = [12, 9, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0];
    // Skipping: plot 0's 12 seeds give one to each other plot and the 12th to plot 1, making 11
    // there; relayed, those 11 go round to plot 0, empty: the turn ends.
    let (pits, stores, events) = sown(start, [12, 12], json!({}), 0);
    assert_eq!(pits, [1, 0, 3, 2, 2, 2, 3, 3, 2, 2, 2, 2]);
    assert_eq!(laps(&events), [(0, First, 12), (1, Relay, 11)]);
    assert!(events.contains(&Event::SkipOrigin { pit: 0 }));
    // Never skipping: the 12th seed falls into plot 0 itself, emptied: the turn ends there.
    let (pits, never_stores, events) = sown(start, [12, 12], json!({"N-skip": "never"}), 0);
    assert_eq!(pits, [1, 10, 2, 1, 1, 1, 2, 2, 1, 1, 1, 1]);
    assert_eq!(laps(&events), [(0, First, 12)]);
    assert!(!events.iter().any(|e| matches!(e, Event::SkipOrigin { .. })));
    assert_eq!((stores, never_stores), ([12, 12], [12, 12]));
}

#[test]
fn n_last_the_last_seed_of_a_lap_makes_the_movers_4_or_it_is_relayed() {
    // Plot 0's 2 seeds: the last makes 4 in plot 2, the end of the lap.
    let start = [2, 0, 3, 0, 0, 0, 0, 3, 3, 3, 3, 3];
    // Each lap: the mover takes that 4 and his turn ends.
    let (pits, stores, events) = sown(start, [12, 16], json!({}), 0);
    assert_eq!(pits, [0, 1, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3]);
    assert_eq!(stores, [16, 16]);
    assert_eq!(captures(&events), [(2, 4, 0, CaptureCause::LastFour)]);
    // Last of the turn only: the 4 are relayed, the last into empty plot 6.
    let (pits, stores, events) = sown(start, [12, 16], json!({"N-last": "last-of-turn"}), 0);
    assert_eq!(pits, [0, 1, 0, 1, 1, 1, 1, 3, 3, 3, 3, 3]);
    assert_eq!(stores, [12, 16]);
    assert_eq!(laps(&events), [(0, First, 2), (2, Relay, 4)]);
    assert_eq!(captures(&events), []);
}

#[test]
fn n_8_a_harvest_leaving_4_in_play_ends_the_round_when_the_hand_counts() {
    // 8 seeds in play. Plot 0's first seed makes 4 in plot 1, player 0's: he takes them, 2
    // seeds still in hand.
    let start = [3, 3, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0];
    let owner_four = (1, 4, 0, CaptureCause::OwnerFour);
    // Counting the hand, 4 are left in play: player 0 takes them too (the 2 on the board and
    // the 2 in hand) and the round ends, 28 to 20; round 2 is set up, player 1 to start.
    let mut counted = game(start, [20, 20], json!({}));
    let events = play(&mut counted, Move::sow(0));
    let last_seeds = CaptureCause::LastSeeds;
    assert_eq!(
        captures(&events),
        [owner_four, (6, 1, 0, last_seeds), (7, 1, 0, last_seeds)]
    );
    assert!(events.contains(&Event::RoundEnd {
        round: 1,
        stores: [28, 20]
    }));
    let position = counted.position();
    assert_eq!(position.pits, [4; 12]);
    assert_eq!(position.extra["round"], json!(2));
    assert_eq!(position.to_move, 1);
    // Not counting it, only 2 are left on the board: the sowing goes on into plots 2 and 3,
    // and the round goes on with 4 seeds in play.
    let (pits, stores, events) = sown(start, [20, 20], json!({"N-8": "no"}), 0);
    assert_eq!(pits, [0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0]);
    assert_eq!(stores, [24, 20]);
    assert_eq!(captures(&events), [owner_four]);
}

#[test]
fn n_8_a_harvest_leaving_4_on_the_board_takes_them_when_the_hand_does_not_count() {
    // 12 seeds in play. Plot 0's first seed makes 4 in plot 1, player 0's: he takes them, 4
    // seeds still in hand and 4 on the board.
    let start = [5, 3, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0];
    let owner_four = (1, 4, 0, CaptureCause::OwnerFour);
    // Counting the hand, 8 are left: the sowing goes on to plot 5, empty.
    let (pits, stores, events) = sown(start, [16, 20], json!({}), 0);
    assert_eq!(pits, [0, 0, 1, 1, 1, 1, 2, 2, 0, 0, 0, 0]);
    assert_eq!(stores, [20, 20]);
    assert_eq!(captures(&events), [owner_four]);
    // Not counting it, 4 are left on the board: player 0 takes them; his 4 in hand are sown on
    // to plot 5. Player 1, owning no seed, passes, and player 0 must feed him.
    let (pits, stores, events) = sown(start, [16, 20], json!({"N-8": "no"}), 0);
    assert_eq!(pits, [0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
    assert_eq!(stores, [24, 20]);
    let last_seeds = CaptureCause::LastSeeds;
    assert_eq!(
        captures(&events),
        [owner_four, (6, 2, 0, last_seeds), (7, 2, 0, last_seeds)]
    );
    assert!(events.contains(&Event::Pass {
        player: 1,
        by_choice: false
    }));
}

/// 8 seeds in play, round 1: plot 0's first seed makes 4 in plot 1, player 0's; he takes them,
/// then the 4 left in play (8-seed rule), and the round ends. Played from stores `stores`.
const LAST_HARVEST: [u32; 12] = [3, 3, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0];

#[test]
fn n_short_one_round_ends_the_game_with_the_round_won_by_the_larger_holding() {
    let round_end = Event::RoundEnd {
        round: 1,
        stores: [28, 20],
    };
    // The short form: the round ends 28 to 20, and the game with it; player 0 wins.
    let mut short = game(LAST_HARVEST, [20, 20], json!({"N-short": "one-round"}));
    let events = play(&mut short, Move::sow(0));
    assert!(events.contains(&round_end), "{events:?}");
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: Some(0),
            reason: EndReason::OneRound
        })
    );
    let outcome = short.outcome().expect("the game is over");
    assert_eq!(
        (outcome.winner, outcome.stores, outcome.reason),
        (Some(0), [28, 20], EndReason::OneRound)
    );
    assert_eq!(
        outcome.details,
        Details::NamNam {
            round_totals: vec![[28, 20]],
            rounds: 1
        }
    );
    let position = short.position();
    assert_eq!(position.pits, [0; 12]);
    let read = Game::from_position(&position).expect("the finished game reads back");
    assert_eq!(read.outcome(), short.outcome());
    // The usual value, named or not: round 2 is set up, player 1 to start.
    for usual in [json!({}), json!({"N-short": "full"})] {
        let mut full = game(LAST_HARVEST, [20, 20], usual);
        let events = play(&mut full, Move::sow(0));
        assert!(events.contains(&round_end), "{events:?}");
        assert!(!events.iter().any(|e| matches!(e, Event::GameEnd { .. })));
        assert_eq!(full.outcome(), None);
        assert_eq!(full.position().extra["round"], json!(2));
    }
}

#[test]
fn n_short_equal_holdings_draw_and_all_48_end_as_usual() {
    // 16 + 8 to player 0 against 24: a draw.
    let mut equal = game(LAST_HARVEST, [16, 24], json!({"N-short": "one-round"}));
    play(&mut equal, Move::sow(0));
    let outcome = equal.outcome().expect("the game is over");
    assert_eq!(
        (outcome.winner, outcome.stores, outcome.reason),
        (None, [24, 24], EndReason::OneRound)
    );
    // A round that gives one player all 48 ends the game by the usual rule, and says so.
    let mut all = game(LAST_HARVEST, [40, 0], json!({"N-short": "one-round"}));
    play(&mut all, Move::sow(0));
    let outcome = all.outcome().expect("the game is over");
    assert_eq!(
        (outcome.winner, outcome.stores, outcome.reason),
        (Some(0), [48, 0], EndReason::AllSeeds)
    );
}

#[test]
fn n_short_one_round_refuses_a_position_past_the_first_round() {
    let round_two = json!({
        "variant": "nam-nam",
        "pits": [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
        "stores": [0, 0],
        "toMove": 1,
        "extra": {"round": 2, "roundTotals": [[28, 20]], "rules": {"N-short": "one-round"}}
    });
    let position: mancala::rules::Position = serde_json::from_value(round_two).expect("JSON");
    let refused = Game::from_position(&position).unwrap_err();
    assert!(
        refused.message().contains("there is no round 2"),
        "{refused}"
    );
    let mut usual = position;
    usual.extra.remove("rules");
    assert!(Game::from_position(&usual).is_ok());
}

#[test]
fn the_rules_travel_in_options_positions_and_links() {
    let all = json!({"N-skip": "never", "N-last": "last-of-turn", "N-8": "no"});
    check_rules_travel(Variant::NamNam, all, &[Move::sow(2), Move::sow(8)]);
    check_rules_travel(Variant::NamNam, json!({"N-8": "no"}), &[Move::sow(0)]);
    let short = json!({"N-short": "one-round"});
    check_rules_travel(Variant::NamNam, short, &[Move::sow(2), Move::sow(8)]);
}
