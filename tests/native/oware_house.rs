//! Oware's house rules O-may and O-5plots (`docs/rules/house-rules.md` §8), each worked
//! by hand on a position where the option changes the result, checked under every value, and the
//! two together; and the computer's search playing by them. (O-25, O-rep and the rules' journey
//! through options, positions and links: `oware_house_end.rs`.) Pits: `0..5` = player 0's row,
//! `6..11` = player 1's (§0.2).

use crate::common;
use crate::oware_common;
use common::captured;
use oware_common::{abapa, after, board, leaving, position, refusal, tail};

use mancala::ai::{best_move_in_game, Level, Settings};
use mancala::rules::{CaptureCause, EndReason, Event, Game, Move};
use serde_json::json;

/// The pits the grand-slam rule left, if it acted.
fn left(events: &[Event]) -> Option<Vec<usize>> {
    events.iter().find_map(|e| match e {
        Event::CaptureLimited { pits, .. } => Some(pits.clone()),
        _ => None,
    })
}

// O-may: the plots before the last one of a chain may be left.

/// Pit 5's 3 seeds make 2, 3, 2 in pits 6, 7, 8: a chain of three plots (7 of player 1's 11
/// seeds). Pit 0's seed stays on player 0's row.
const CHAIN_OF_THREE: [u32; 12] = [1, 0, 0, 0, 0, 3, 1, 2, 1, 4, 0, 0];

#[test]
fn o_may_the_chain_is_taken_whole_or_the_mover_chooses_how_much() {
    let compulsory = abapa(0, CHAIN_OF_THREE, [15, 21], json!({}));
    assert_eq!(compulsory.legal_moves(), [Move::sow(0), Move::sow(5)]);
    let (whole, events) = after(&compulsory, &Move::sow(5));
    assert_eq!(captured(&events), [(8, 2), (7, 3), (6, 2)]);
    let whole_board = (vec![1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0], [22, 21]);
    assert_eq!(board(&whole), whole_board);
    let message = refusal(&compulsory, &leaving(5, &[false]));
    assert!(
        message.contains("compulsory") && message.contains("O-may"),
        "{message}"
    );

    let optional = abapa(0, CHAIN_OF_THREE, [15, 21], json!({"O-may": "optional"}));
    assert_eq!(
        optional.legal_moves(),
        [
            Move::sow(0),
            leaving(5, &[false]),
            leaving(5, &[true, false]),
            Move::sow(5)
        ]
    );
    let (all, _) = after(&optional, &Move::sow(5));
    assert_eq!(board(&all), whole_board);
    let (two, events) = after(&optional, &leaving(5, &[true, false]));
    assert_eq!(captured(&events), [(8, 2), (7, 3)]);
    assert_eq!(
        board(&two),
        (vec![1, 0, 0, 0, 0, 0, 2, 0, 0, 4, 0, 0], [20, 21])
    );
    let (one, events) = after(&optional, &leaving(5, &[false]));
    assert_eq!(captured(&events), [(8, 2)]);
    assert_eq!(
        board(&one),
        (vec![1, 0, 0, 0, 0, 0, 2, 3, 0, 4, 0, 0], [17, 21])
    );
    assert_eq!(tail(&events), [Event::Turn { player: 1 }]);

    // Leaving a plot leaves the chain behind it: nothing may follow a "leave"; a chain of three
    // has two plots to decide; a move capturing nothing has none.
    let message = refusal(&optional, &leaving(5, &[false, false]));
    assert!(message.contains("first false"), "{message}");
    let message = refusal(&optional, &leaving(5, &[true, true, false]));
    assert!(message.contains("chain of 3 plots"), "{message}");
    let message = refusal(&optional, &leaving(0, &[false]));
    assert!(message.contains("captures nothing"), "{message}");
}

/// Pit 3's 5 seeds make 2, 3, 2 in pits 6, 7, 8: a chain holding all of player 1's 7 seeds,
/// a grand slam (tests/native/oware.rs).
const GRAND_SLAM: [u32; 12] = [2, 0, 0, 5, 0, 0, 1, 2, 1, 0, 0, 0];

#[test]
fn o_may_chooses_within_the_chain_the_grand_slam_rule_leaves() {
    let rules = |five_plots: &str| json!({"O-may": "optional", "O-5plots": five_plots});
    // Purposive: pit 6 is never taken, so two plots are left to choose from; the grand-slam
    // event comes only with the move that takes all the rule lets it.
    let purposive = abapa(0, GRAND_SLAM, [16, 21], rules("purposive"));
    assert_eq!(
        purposive.legal_moves(),
        [Move::sow(0), leaving(3, &[false]), Move::sow(3)]
    );
    let (_, events) = after(&purposive, &Move::sow(3));
    assert_eq!(
        (captured(&events), left(&events)),
        (vec![(8, 2), (7, 3)], Some(vec![6]))
    );
    let (_, events) = after(&purposive, &leaving(3, &[false]));
    assert_eq!((captured(&events), left(&events)), (vec![(8, 2)], None));
    let message = refusal(&purposive, &leaving(3, &[true, false]));
    assert!(message.contains("chain of 2 plots"), "{message}");

    // Literal: the three plots may all be taken (the row is emptied).
    let literal = abapa(0, GRAND_SLAM, [16, 21], rules("literal"));
    assert_eq!(
        literal.legal_moves(),
        [
            Move::sow(0),
            leaving(3, &[false]),
            leaving(3, &[true, false]),
            Move::sow(3)
        ]
    );
    let (_, events) = after(&literal, &Move::sow(3));
    assert_eq!(captured(&events), [(8, 2), (7, 3), (6, 2)]);

    // Ludii: taking the whole chain is illegal, leaving part of it is not.
    let ludii = abapa(0, GRAND_SLAM, [16, 21], rules("ludii"));
    assert_eq!(
        ludii.legal_moves(),
        [
            Move::sow(0),
            leaving(3, &[false]),
            leaving(3, &[true, false])
        ]
    );
    let message = refusal(&ludii, &Move::sow(3));
    assert!(
        message.contains("ludii") && message.contains("leave part"),
        "{message}"
    );
    let (two, events) = after(&ludii, &leaving(3, &[true, false]));
    assert_eq!(
        (captured(&events), left(&events)),
        (vec![(8, 2), (7, 3)], None)
    );
    assert_eq!(
        board(&two),
        (vec![2, 0, 0, 0, 1, 1, 2, 0, 0, 0, 0, 0], [21, 21])
    );
}

#[test]
fn o_may_under_literal_offers_five_plots_of_a_six_plot_chain() {
    // Pit 5's 6 seeds make player 1's row 2, 3, 2, 3, 2, 3 (tests/native/oware.rs): the sixth plot,
    // pit 6, is left; the mover may take the last one to five plots.
    let start = [4, 0, 0, 0, 0, 6, 1, 2, 1, 2, 1, 2];
    let rules = json!({"O-may": "optional", "O-5plots": "literal"});
    let literal = abapa(0, start, [10, 19], rules);
    let expected = [
        Move::sow(0),
        leaving(5, &[false]),
        leaving(5, &[true, false]),
        leaving(5, &[true, true, false]),
        leaving(5, &[true, true, true, false]),
        Move::sow(5),
    ];
    assert_eq!(literal.legal_moves(), expected);
    let (_, events) = after(&literal, &Move::sow(5));
    assert_eq!(
        captured(&events),
        [(11, 3), (10, 2), (9, 3), (8, 2), (7, 3)]
    );
    assert_eq!(left(&events), Some(vec![6]));
    let (_, events) = after(&literal, &leaving(5, &[true, true, false]));
    assert_eq!(
        (captured(&events), left(&events)),
        (vec![(11, 3), (10, 2), (9, 3)], None)
    );
}

// O-5plots: what a grand slam does.

#[test]
fn o_5plots_a_chain_emptying_the_row_leaves_a_plot_or_is_taken_and_the_opponent_passes() {
    // Purposive: pit 6 is left, player 1 sows from it. Literal: the three plots are taken;
    // player 1, his row empty, passes; player 0 must feed him, and pit 5 alone reaches.
    let purposive = abapa(0, GRAND_SLAM, [16, 21], json!({}));
    let (slam, events) = after(&purposive, &Move::sow(3));
    assert_eq!(
        (captured(&events), left(&events)),
        (vec![(8, 2), (7, 3)], Some(vec![6]))
    );
    assert_eq!(tail(&events), [Event::Turn { player: 1 }]);
    assert_eq!(slam.legal_moves(), [Move::sow(6)]);

    let literal = abapa(0, GRAND_SLAM, [16, 21], json!({"O-5plots": "literal"}));
    let (passed, events) = after(&literal, &Move::sow(3));
    assert_eq!(captured(&events), [(8, 2), (7, 3), (6, 2)]);
    assert_eq!(left(&events), None);
    assert_eq!(
        tail(&events),
        [
            Event::Pass {
                player: 1,
                by_choice: false
            },
            Event::Turn { player: 0 }
        ]
    );
    assert_eq!(
        board(&passed),
        (vec![2, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0], [23, 21])
    );
    assert_eq!(passed.to_move(), 0);
    assert_eq!(passed.legal_moves(), [Move::sow(5)]);
    // The pass is made: a position with player 1 to move on his empty row is not one of play.
    let unpassed = position(
        "oware-abapa",
        1,
        board(&passed).0.try_into().expect("12"),
        [23, 21],
        json!({"O-5plots": "literal"}),
    );
    let message = Game::from_position(&unpassed).unwrap_err().to_string();
    assert!(message.contains("his turn is passed"), "{message}");
}

#[test]
fn o_5plots_literal_the_mover_who_cannot_feed_after_the_pass_takes_the_rest() {
    // Pit 5's seed makes pit 6, player 1's only seed, hold 2. Purposive leaves it: nothing is
    // taken. Literal takes it; player 1 passes; player 0's 3 seeds in pit 0 cannot reach
    // player 1's row: he takes them (the automatic harvest), 25 to 23.
    let start = [3, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0];
    let purposive = abapa(0, start, [20, 23], json!({}));
    let (_, events) = after(&purposive, &Move::sow(5));
    assert_eq!((captured(&events), left(&events)), (vec![], Some(vec![6])));

    let literal = abapa(0, start, [20, 23], json!({"O-5plots": "literal"}));
    let (ended, events) = after(&literal, &Move::sow(5));
    assert_eq!(captured(&events), [(6, 2)]);
    assert_eq!(
        tail(&events),
        [
            Event::Pass {
                player: 1,
                by_choice: false
            },
            Event::Capture {
                pit: 0,
                seeds: 3,
                player: 0,
                cause: CaptureCause::AutomaticHarvest
            },
            Event::GameEnd {
                winner: Some(0),
                reason: EndReason::AutomaticHarvest
            }
        ]
    );
    assert_eq!(board(&ended), (vec![0; 12], [25, 23]));
}

#[test]
fn o_5plots_ludii_a_move_emptying_the_opponent_is_illegal() {
    let purposive = abapa(0, GRAND_SLAM, [16, 21], json!({}));
    assert_eq!(purposive.legal_moves(), [Move::sow(0), Move::sow(3)]);
    let ludii = abapa(0, GRAND_SLAM, [16, 21], json!({"O-5plots": "ludii"}));
    assert_eq!(ludii.legal_moves(), [Move::sow(0)]);
    let message = refusal(&ludii, &Move::sow(3));
    assert!(
        message.contains("every seed of player 1") && message.contains("ludii"),
        "{message}"
    );
    // Forced feeding follows: player 1's row is empty, pit 0 does not reach it.
    let feeding = abapa(
        0,
        [1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0],
        [22, 23],
        json!({"O-5plots": "ludii"}),
    );
    assert_eq!(feeding.legal_moves(), [Move::sow(5)]);
}

#[test]
fn o_5plots_ludii_a_player_whose_every_move_empties_the_opponent_harvests_the_board() {
    // Player 1's pit 11 sows 5 seeds into pits 0 to 4 and takes them back, 2 each (10), as
    // pit 5's seed keeps player 0's row alive. Player 0's only move, pit 5 to pit 6, would
    // then take player 1's last 2 seeds. Purposive: it is legal (pit 6 is left). Ludii: it is
    // illegal, player 0 cannot move and takes the 2 seeds left on the board: 24–24.
    let start = [1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 5];
    let purposive = abapa(1, start, [22, 14], json!({}));
    let (goes_on, events) = after(&purposive, &Move::sow(11));
    assert_eq!(captured(&events), [(4, 2), (3, 2), (2, 2), (1, 2), (0, 2)]);
    assert_eq!(tail(&events), [Event::Turn { player: 0 }]);
    assert_eq!(goes_on.legal_moves(), [Move::sow(5)]);

    let ludii = abapa(1, start, [22, 14], json!({"O-5plots": "ludii"}));
    let (ended, events) = after(&ludii, &Move::sow(11));
    assert_eq!(captured(&events), [(4, 2), (3, 2), (2, 2), (1, 2), (0, 2)]);
    let harvest = |pit| Event::Capture {
        pit,
        seeds: 1,
        player: 0,
        cause: CaptureCause::AutomaticHarvest,
    };
    assert_eq!(
        tail(&events),
        [
            harvest(5),
            harvest(6),
            Event::GameEnd {
                winner: None,
                reason: EndReason::AutomaticHarvest
            }
        ]
    );
    assert_eq!(board(&ended), (vec![0; 12], [24, 24]));
    // Nor is the position before that harvest one of play.
    let pits = [0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0];
    let stuck = position(
        "oware-abapa",
        0,
        pits,
        [22, 24],
        json!({"O-5plots": "ludii"}),
    );
    let message = Game::from_position(&stuck).unwrap_err().to_string();
    assert!(message.contains("every move of player 0"), "{message}");
}

// The computer plays by them.

#[test]
fn the_search_weighs_moves_that_leave_harvests_and_sees_the_pass() {
    let settings = Settings::new(Level::Medium).with_seed(1);
    let best =
        |game: &mancala::rules::Game| best_move_in_game(game, &settings, None).expect("a move").mv;
    // Ludii with optional harvests: pit 3's whole chain (7 seeds) would empty player 1's row;
    // its moves take the last two plots (5 seeds: 20 + 5 wins) or the last one (2).
    let pits = [0, 0, 0, 5, 0, 0, 1, 2, 1, 0, 0, 0];
    let rules = json!({"O-may": "optional", "O-5plots": "ludii"});
    let ludii = abapa(0, pits, [20, 19], rules);
    assert_eq!(
        ludii.legal_moves(),
        [leaving(3, &[false]), leaving(3, &[true, false])]
    );
    assert_eq!(best(&ludii), leaving(3, &[true, false]));
    // Literal: pit 5 takes player 1's last seeds, he passes, player 0 cannot feed him and
    // takes his own 3: 25 to 23. Purposive: it takes nothing.
    let start = [3, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0];
    let literal = abapa(0, start, [20, 23], json!({"O-5plots": "literal"}));
    let mv = best(&literal);
    assert_eq!(mv, Move::sow(5));
    let (won, _) = after(&literal, &mv);
    assert_eq!(won.outcome().map(|o| o.winner), Some(Some(0)));
}
