//! Omweso's house rules (issue 19, `RULES.md` §8), each worked by hand where the option changes
//! the result: M-first, M-rev2, M-skip, M-must, M-anchor, M-timing; and the rules' journey
//! through options, positions and links.
//!
//! Boards are written per player in LOCAL order (`RULES.md` §6.1: `k = 0..7` outer row from the
//! player's left, `k = 8..15` inner row from his right); P0's local `k` is pit `k`, P1's is pit
//! `16 + k`. P0's inner plot `k` faces P1's inner local `23 - k` and P1's outer local `k - 8`.
//! The seeds a scenario does not need sit on P1's outer "filler" plots, which face only P0 plots
//! whose other facing plot (P1's inner one) is empty.

use mancala::rules::event::LapKind;
use mancala::rules::{
    Choices, EndReason, Event, Game, History, Move, Options, Position, SetupCause, Variant,
};
use serde_json::{json, Value};

/// Options with the house rules of `rules` (a JSON object).
fn options(rules: Value) -> Options {
    serde_json::from_value(json!({ "rules": rules })).expect("known rule options")
}

/// A sowing-phase game, P0 to move, played by `rules`: P0's and P1's plots in local order, the
/// seeds left (to make 64) spread over P1's outer plots but those in `used`; `extra` joins the
/// position's.
fn game(p0: &[(usize, u32)], p1: &[(usize, u32)], used: &[usize], rules: Value) -> Game {
    game_with(p0, p1, used, rules, json!({}))
}

fn game_with(
    p0: &[(usize, u32)],
    p1: &[(usize, u32)],
    used: &[usize],
    rules: Value,
    mut extra: Value,
) -> Game {
    let mut pits = vec![0u32; 32];
    for &(k, n) in p0 {
        pits[k] = n;
    }
    for &(k, n) in p1 {
        pits[16 + k] = n;
    }
    let filler: Vec<usize> = (0..8).filter(|k| !used.contains(k)).collect();
    let mut rest = 64 - pits.iter().sum::<u32>();
    for k in filler.iter().cycle() {
        if rest == 0 {
            break;
        }
        pits[16 + k] += 1;
        rest -= 1;
    }
    if rules.as_object().is_some_and(|r| !r.is_empty()) {
        extra["rules"] = rules;
    }
    let position: Position =
        serde_json::from_value(json!({ "variant": "omweso", "pits": pits, "extra": extra }))
            .expect("a position");
    Game::from_position(&position).unwrap_or_else(|e| panic!("test position refused: {e}"))
}

fn play(game: &mut Game, mv: Move) -> Vec<Event> {
    game.play(&mv)
        .unwrap_or_else(|e| panic!("{mv:?} refused: {e}"))
}

fn refused(game: &Game, mv: Move) -> String {
    game.clone()
        .play(&mv)
        .expect_err("the move must be refused")
        .message()
        .to_string()
}

/// P0's 16 plots, local order.
fn side0(game: &Game) -> Vec<u32> {
    game.position().pits[..16].to_vec()
}

/// P1's plots `ks` (local).
fn plots1(game: &Game, ks: &[usize]) -> Vec<u32> {
    ks.iter().map(|k| game.position().pits[16 + k]).collect()
}

/// A side from (local plot, seeds) pairs.
fn local(values: &[(usize, u32)]) -> Vec<u32> {
    let mut side = vec![0; 16];
    for &(k, n) in values {
        side[k] = n;
    }
    side
}

fn list(choices: &[bool]) -> Choices {
    Choices::from_slice(choices).expect("few choices")
}

fn reverse(pit: u8) -> Move {
    Move::Reverse {
        pit,
        choices: Choices::NONE,
    }
}

/// A sowing move from `pit` taking the harvests `harvest` says.
fn declining(pit: u8, harvest: &[bool]) -> Move {
    Move::harvesting(pit, false, Choices::NONE, list(harvest))
}

/// The laps of an event log as (start pit, clockwise, kind).
fn laps(events: &[Event]) -> Vec<(usize, bool, LapKind)> {
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

fn harvests(events: &[Event]) -> Vec<(usize, u32)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Harvest { pit, seeds } => Some((pit, seeds)),
            _ => None,
        })
        .collect()
}

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

/// P0 sows 8 (2 seeds) → 9, 10: plot 10 (1 seed) faces P1's 29 (local 13, 2 seeds) and 18
/// (local 2, 1 seed): a harvest of 3. Sown from 10 they reach 11, 12, 13: plot 13 (1 seed)
/// faces P1's 26 (local 10, 2) and 21 (local 5, 2): a harvest of 4.
fn chain(rules: Value, extra: Value) -> Game {
    game_with(
        &[(8, 2), (10, 1), (13, 1)],
        &[(13, 2), (2, 1), (10, 2), (5, 2)],
        &[2, 5],
        rules,
        extra,
    )
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

#[test]
fn the_rules_travel_in_options_positions_and_links_and_bad_ones_are_named() {
    let rules = json!({"M-must": "optional", "M-anchor": "lap-origin"});
    let game = Game::new(Variant::Omweso, &options(rules.clone())).expect("Omweso");
    let position = game.position();
    assert_eq!(position.extra.get("rules"), Some(&rules));
    assert_eq!(position.extra["phase"], json!("arrangement"));
    let again = Game::from_position(&position).expect("read back");
    assert_eq!(again.position(), position);

    // A game played from a position keeps them too, and a link replays its declined harvest.
    let mut history = History::new(chain(rules.clone(), json!({})));
    history.play(&declining(8, &[false])).expect("legal");
    let link = mancala::learn::to_link(&history);
    let opened = mancala::learn::from_link(&link).expect("the link opens");
    assert_eq!(opened.current().position(), history.current().position());
    assert_eq!(opened.start().position().extra.get("rules"), Some(&rules));
    assert_eq!(
        opened.moves().iter().map(|(_, mv)| *mv).collect::<Vec<_>>(),
        [declining(8, &[false])]
    );

    let elsewhere = Game::new(Variant::Omweso, &options(json!({"G-skip": "skip"}))).unwrap_err();
    assert!(
        elsewhere
            .message()
            .contains("M-first, M-rev2, M-skip, M-must, M-anchor, M-timing"),
        "{elsewhere}"
    );
    let mut foreign = position.clone();
    foreign
        .extra
        .insert("rules".into(), json!({"K-skip": "skip"}));
    assert!(Game::from_position(&foreign).is_err());
}
