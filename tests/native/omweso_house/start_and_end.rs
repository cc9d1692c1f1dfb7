//! M-first, M-rev2 and M-timing: who sows first, which plots a reverse move starts from, and
//! when a special win ends the turn.

use super::*;
use mancala::rules::{EndReason, SetupCause, Variant};

#[test]
fn m_first_the_first_arranger_sows_first_or_the_other_player() {
    for (rules, sower) in [(json!({}), 0), (json!({"M-first": "other"}), 1)] {
        let mut game = Game::new(Variant::Omweso, &options(rules.clone())).expect("Omweso");
        assert_eq!(game.position().to_move, 0);
        play(&mut game, Move::Arrange { counts: [2; 16] });
        let events = play(&mut game, Move::Arrange { counts: [2; 16] });
        assert!(matches!(
            events.first(),
            Some(Event::Setup {
                cause: SetupCause::Arrangement,
                ..
            })
        ));
        assert_eq!(
            events.last(),
            Some(&Event::Turn { player: sower }),
            "{rules}"
        );
        let position = game.position();
        assert_eq!(
            (position.to_move, &position.extra["phase"]),
            (sower, &json!("sowing"))
        );
        assert!(game
            .legal_moves()
            .iter()
            .all(|m| m.pit().map(|p| p / 16) == Some(sower.into())));
    }
}

#[test]
fn m_rev2_a_reverse_move_needs_two_seeds_or_one_is_enough() {
    // P0's leftmost plot 15 holds one seed; sown clockwise it falls on 14 (1 seed), which faces
    // P1's 25 (local 9, 1 seed) and 22 (local 6, 2 seeds). Plot 3's 2 seeds are a normal move.
    let p0 = [(15, 1), (14, 1), (3, 2)];
    let p1 = [(9, 1), (6, 2)];
    let two = game(&p0, &p1, &[6], json!({}));
    assert_eq!(two.legal_moves(), [Move::sow(3)]);
    assert!(refused(&two, reverse(15)).contains("single seed"));

    let mut one = game(&p0, &p1, &[6], json!({"M-rev2": "no"}));
    assert_eq!(one.legal_moves(), [Move::sow(3), reverse(15)]);
    // Normal moves still need 2 seeds; a reverse move from 14 lands on empty 13: no harvest.
    assert!(refused(&one, Move::sow(15)).contains("a normal move needs at least 2"));
    assert!(refused(&one, reverse(14)).contains("does not end in a harvest"));
    let events = play(&mut one, reverse(15));
    assert_eq!(harvests(&events), [(25, 1), (22, 2)]);
    // The 3 seeds are sown counter-clockwise from the origin 15: 0, 1, 2 (empty: the end).
    assert_eq!(
        side0(&one),
        local(&[(0, 1), (1, 1), (2, 1), (3, 2), (14, 2)])
    );
    assert_eq!(plots1(&one, &[9, 6]), [0, 0]);
}

#[test]
fn m_timing_akakyala_at_the_end_of_the_turn_or_at_the_harvest() {
    // P0 harvested in an earlier turn, P1 never: this turn's first harvest makes Akakyala.
    let earlier = json!({"harvestTurns": [1, 0]});
    let mut end = chain(json!({}), earlier.clone());
    play(&mut end, Move::sow(8));
    assert_eq!(
        side0(&end),
        local(&[(9, 1), (10, 2), (11, 2), (12, 2), (13, 3), (14, 1)])
    );
    assert_eq!(end.outcome().map(|o| o.reason), Some(EndReason::Akakyala));
    // At the harvest: its 3 seeds are sown (11, 12, 13) and the turn stops there.
    let mut at = chain(json!({"M-timing": "at-harvest"}), earlier);
    let events = play(&mut at, Move::sow(8));
    assert_eq!(harvests(&events), [(29, 2), (18, 1)]);
    assert_eq!(
        side0(&at),
        local(&[(9, 1), (10, 2), (11, 1), (12, 1), (13, 2)])
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: Some(0),
            reason: EndReason::Akakyala
        })
    );
    assert_eq!(at.position().extra["harvestTurns"], json!([2, 0]));
}

#[test]
fn m_timing_emitwebiri_at_the_end_of_the_turn_or_at_the_harvest() {
    // 6 → 7, 8: plot 8 (column 7) harvests 31 + 16 = 7 seeds, sown from 8 → 9..15; plot 15
    // (column 0) harvests 24 + 23 = 2 seeds, sown from the anchor 8 → 9, 10. At the end of the
    // turn, relays follow: 10 → 11, 12; 12 → 13, 14; 14 → 15, 0 (empty). At the harvest, the
    // turn stops after 9, 10.
    let scenario = |rules: Value| {
        game(
            &[(6, 2), (8, 1), (15, 1)],
            &[(15, 3), (0, 4), (8, 1), (7, 1)],
            &[0, 7],
            rules,
        )
    };
    let mut end = scenario(json!({}));
    play(&mut end, Move::sow(6));
    assert_eq!(
        side0(&end),
        local(&[(0, 1), (7, 1), (8, 2), (9, 2), (11, 2), (13, 2), (15, 3)])
    );
    let mut at = scenario(json!({"M-timing": "at-harvest"}));
    let events = play(&mut at, Move::sow(6));
    assert_eq!(
        side0(&at),
        local(&[
            (7, 1),
            (8, 2),
            (9, 2),
            (10, 2),
            (11, 1),
            (12, 1),
            (13, 1),
            (14, 1),
            (15, 2)
        ])
    );
    for game in [&end, &at] {
        assert_eq!(
            game.outcome().map(|o| (o.winner, o.reason)),
            Some((Some(0), EndReason::Emitwebiri))
        );
    }
    assert!(matches!(
        events.last(),
        Some(Event::GameEnd {
            reason: EndReason::Emitwebiri,
            ..
        })
    ));
}
