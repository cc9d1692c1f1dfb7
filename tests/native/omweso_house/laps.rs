//! M-skip, M-must and M-anchor: how a move's laps go.

use super::*;

#[test]
fn m_skip_a_lap_of_16_seeds_drops_into_its_origin_or_passes_it() {
    // P0's plot 2 holds 16 seeds, the rest of his side is empty, and P1's inner row is empty
    // (no harvest anywhere). Dropping into the origin, the 16th seed falls into plot 2 itself,
    // emptied: the turn ends with one seed everywhere.
    let p1: Vec<(usize, u32)> = (0..8).map(|k| (k, 6)).collect();
    let mut receive = game(&[(2, 16)], &p1, &[], json!({}));
    let events = play(&mut receive, Move::sow(2));
    assert_eq!(side0(&receive), [1; 16]);
    assert_eq!(laps(&events), [(2, false, LapKind::First)]);
    assert!(!events.iter().any(|e| matches!(e, Event::SkipOrigin { .. })));

    // Passing over it, the 16th seed falls into 3 (2 seeds): relay. Every relay of 2 seeds then
    // makes 2 two plots on (5, 7, ..., 15, 1), emptying the odd plots, until the relay from 1
    // drops into 2 (empty) and 3 (emptied by the first relay): the turn ends there.
    let mut skip = game(&[(2, 16)], &p1, &[], json!({"M-skip": "yes"}));
    let events = play(&mut skip, Move::sow(2));
    assert_eq!(
        side0(&skip),
        [2, 0, 1, 1, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0]
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::SkipOrigin { pit: 2 }))
            .count(),
        1
    );
    let relays: Vec<usize> = laps(&events).iter().skip(1).map(|l| l.0).collect();
    assert_eq!(relays, [3, 5, 7, 9, 11, 13, 15, 1]);
}

#[test]
fn m_skip_a_lap_of_16_harvested_seeds_passes_over_its_anchor() {
    // 8 → 9, 10: plot 10 harvests P1's 29 (10 seeds) and 18 (6), then empty, and sows the 16
    // from the anchor 10. Dropping into it, the 16th seed falls on 10 (3 seeds): relays of
    // 10, 13, 15, 1, 3, 5, 7 (2 seeds each but 10's 3), 9 (3) and 12 (3) end on 15, emptied.
    // Passing over it, 10 keeps 2 and the 16th seed falls on 11 (2): relays of 11, 13, 15, 1,
    // 3, 5, 7, 9 (3) and 12 (3) end on 15 too, leaving 10 and 11 the other way round.
    let scenario = |rules: Value| game(&[(8, 2), (10, 1)], &[(13, 10), (2, 6)], &[2], rules);
    let relays = |events: &[Event]| -> Vec<usize> {
        laps(events)
            .iter()
            .filter(|l| l.2 == LapKind::Relay)
            .map(|l| l.0)
            .collect()
    };
    let mut receive = scenario(json!({}));
    let events = play(&mut receive, Move::sow(8));
    assert_eq!(harvests(&events), [(29, 10), (18, 6)]);
    assert_eq!(relays(&events), [10, 13, 15, 1, 3, 5, 7, 9, 12]);
    assert_eq!(
        side0(&receive),
        [2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 1, 3, 0, 1, 3, 1]
    );
    let mut skip = scenario(json!({"M-skip": "yes"}));
    let events = play(&mut skip, Move::sow(8));
    assert!(events.contains(&Event::SkipOrigin { pit: 10 }));
    assert_eq!(relays(&events), [11, 13, 15, 1, 3, 5, 7, 9, 12]);
    assert_eq!(
        side0(&skip),
        [2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 3, 1, 0, 1, 3, 1]
    );
}

#[test]
fn m_must_harvests_are_compulsory_or_may_be_declined() {
    let mut compulsory = chain(json!({}), json!({}));
    assert_eq!(compulsory.legal_moves(), [Move::sow(8)]);
    assert!(refused(&compulsory, declining(8, &[false])).contains("compulsory"));
    let events = play(&mut compulsory, Move::sow(8));
    assert_eq!(harvests(&events), [(29, 2), (18, 1), (26, 2), (21, 2)]);

    let optional = || chain(json!({"M-must": "optional"}), json!({}));
    assert_eq!(
        optional().legal_moves(),
        [
            Move::sow(8),
            declining(8, &[false]),
            declining(8, &[true, false])
        ]
    );
    // Taking both: as by default.
    let mut take = optional();
    assert_eq!(play(&mut take, Move::sow(8)), events);
    assert_eq!(side0(&take), side0(&compulsory));
    // Declining the first: plot 10 relays its 2 seeds to 11, 12 (empty): the end.
    let mut first = optional();
    let events = play(&mut first, declining(8, &[false]));
    assert!(harvests(&events).is_empty());
    assert_eq!(side0(&first), local(&[(9, 1), (11, 1), (12, 1), (13, 1)]));
    assert_eq!(first.position().extra["harvestTurns"], json!([0, 0]));
    // Taking the first, declining the second: 13 relays its 2 seeds to 14, 15 (empty).
    let mut second = optional();
    let events = play(&mut second, declining(8, &[true, false]));
    assert_eq!(harvests(&events), [(29, 2), (18, 1)]);
    assert_eq!(
        side0(&second),
        local(&[(9, 1), (10, 2), (11, 1), (12, 1), (14, 1), (15, 1)])
    );
    assert_eq!(plots1(&second, &[13, 2, 10, 5]), [0, 0, 2, 2]);
    // Entries beyond the harvests the move reaches, or beyond the first 3, are refused.
    let beyond = refused(&optional(), declining(8, &[false, false]));
    assert!(beyond.contains("reaches 1 harvest(s)"), "{beyond}");
    let many = refused(&optional(), declining(8, &[true, true, true, false]));
    assert!(many.contains("first 3 harvests"), "{many}");
}

#[test]
fn m_must_the_harvest_a_reverse_move_is_made_for_cannot_be_declined() {
    // 15 (3 seeds) clockwise → 14, 13, 12: plot 12 harvests P1's 27 (local 11) and 20 (local
    // 4); the 2 seeds go counter-clockwise from 15 to 0 and 1 (empty).
    let mut g = game(
        &[(15, 3), (12, 1)],
        &[(11, 1), (4, 1)],
        &[4],
        json!({"M-must": "optional"}),
    );
    let declined = Move::harvesting(15, true, Choices::NONE, list(&[false]));
    assert!(refused(&g, declined).contains("reaches 0 harvest(s)"));
    assert!(g.legal_moves().contains(&reverse(15)));
    play(&mut g, reverse(15));
    assert_eq!(
        side0(&g),
        local(&[(0, 1), (1, 1), (12, 2), (13, 1), (14, 1)])
    );
}

#[test]
fn m_anchor_harvested_seeds_go_from_the_fixed_anchor_the_newest_capture_or_the_lap_origin() {
    // Fixed (the default): both harvests are sown from 10, the first capturing plot: 3 seeds to
    // 11, 12, 13; 4 seeds to 11..14 (empty).
    let mut fixed = chain(json!({}), json!({}));
    play(&mut fixed, Move::sow(8));
    assert_eq!(
        side0(&fixed),
        local(&[(9, 1), (10, 2), (11, 2), (12, 2), (13, 3), (14, 1)])
    );
    // Newest capture: the second harvest's 4 seeds go from 13 to 14, 15, 0, 1 (empty).
    let mut newest = chain(json!({"M-anchor": "newest-capture"}), json!({}));
    let events = play(&mut newest, Move::sow(8));
    assert_eq!(
        laps(&events),
        [
            (8, false, LapKind::First),
            (10, false, LapKind::Captured),
            (13, false, LapKind::Captured)
        ]
    );
    assert_eq!(
        side0(&newest),
        local(&[
            (0, 1),
            (1, 1),
            (9, 1),
            (10, 2),
            (11, 1),
            (12, 1),
            (13, 2),
            (14, 1),
            (15, 1)
        ])
    );
    // Lap origin: the first harvest's 3 seeds go from 8, where the lap that captured began, to
    // 9, 10, 11 (empty): the second harvest never comes.
    let mut origin = chain(json!({"M-anchor": "lap-origin"}), json!({}));
    let events = play(&mut origin, Move::sow(8));
    assert_eq!(
        laps(&events),
        [(8, false, LapKind::First), (8, false, LapKind::Captured)]
    );
    assert_eq!(side0(&origin), local(&[(9, 2), (10, 3), (11, 1), (13, 1)]));
    assert_eq!(plots1(&origin, &[13, 2, 10, 5]), [0, 0, 2, 2]);
}

#[test]
fn m_must_a_never_ending_move_stays_illegal_whatever_is_declined() {
    // tests/native/omweso.rs's never-ending move, sowing P0's pit 3 (§0.8): declining harvests may give
    // it forms that end, never the plain one.
    let pits = [
        3, 2, 3, 2, 0, 1, 5, 2, 0, 1, 3, 2, 1, 2, 5, 0, 3, 3, 0, 2, 3, 6, 0, 2, 3, 0, 2, 4, 0, 0,
        4, 0,
    ];
    let decline_lists: [&[bool]; 6] = [
        &[false],
        &[false, false],
        &[false, true, false],
        &[true, false],
        &[true, false, false],
        &[true, true, false],
    ];
    for (rules, lists) in [
        (json!({}), &[][..]),
        (json!({"M-must": "optional"}), &decline_lists[..]),
    ] {
        let mut position = json!({ "variant": "omweso", "pits": pits });
        if rules != json!({}) {
            position["extra"] = json!({ "rules": rules });
        }
        let position: Position = serde_json::from_value(position).expect("a position");
        let game = Game::from_position(&position).expect("valid");
        assert!(
            refused(&game, Move::sow(3)).contains("never ends"),
            "{rules}"
        );
        let forms: Vec<Move> = game
            .legal_moves()
            .into_iter()
            .filter(|m| m.pit() == Some(3))
            .collect();
        let expected: Vec<Move> = lists.iter().map(|l| declining(3, l)).collect();
        assert_eq!(forms, expected, "{rules}");
        for form in forms {
            play(&mut game.clone(), form);
        }
    }
}
