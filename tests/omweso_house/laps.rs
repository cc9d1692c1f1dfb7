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
