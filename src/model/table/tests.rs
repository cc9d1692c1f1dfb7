//! Native tests of the page's game logic: clicks, animations to the end, undo, choices.

use super::*;
use mancala_render::layout::BoardLayout;
use mancala_rules::Variant;

fn seats(opponent: Opponent, speed: f64) -> Seats {
    Seats {
        opponent,
        speed,
        texts: mancala_i18n::english(),
        calm: false,
    }
}

fn layout(v: Variant) -> BoardLayout {
    BoardLayout::for_variant(v, 800.0, 500.0)
}

/// Runs the animations to their end, frame by frame at 60 frames a second.
fn finish(c: &mut Table, s: &Seats) -> usize {
    let l = layout(c.variant);
    let mut now = 0.0;
    let mut frames = 0;
    loop {
        c.advance(now).unwrap();
        c.with_scene(&l, now, s, |_| ()).unwrap();
        frames += 1;
        if !c.animating() {
            return frames;
        }
        now += 1000.0 / 60.0;
        assert!(frames < 100_000, "the animation never ends");
    }
}

#[test]
fn a_click_plays_animates_and_ends_on_the_position() {
    let s = seats(Opponent::HotSeat, 1.0);
    let mut c = Table::new(Variant::Woaley);
    assert!(c.unavailable.is_none());
    assert_eq!(c.playable(s.opponent), vec![0, 1, 2, 3, 4, 5]);
    assert_eq!(
        c.click(9, &s).unwrap(),
        Clicked::Nothing,
        "not the mover's pit"
    );
    assert_eq!(c.click(2, &s).unwrap(), Clicked::Wants(Move::sow(2)));
    c.play(&Move::sow(2), &s).unwrap();
    assert!(c.animating());
    assert!(
        c.playable(s.opponent).is_empty(),
        "input is ignored while animating"
    );
    assert_eq!(c.click(3, &s).unwrap(), Clicked::Nothing);
    assert!(finish(&mut c, &s) > 10);
    let want = c.game().unwrap().current().position().replay_board();
    assert_eq!(c.board().pits, want.pits);
    assert_eq!(c.board().stores, want.stores);
    assert_eq!(c.to_move(), Some(1));
}

#[test]
fn skip_and_undo_go_straight_to_the_position() {
    let s = seats(Opponent::HotSeat, 1.0);
    let mut c = Table::new(Variant::Woaley);
    let start = c.board().pits.clone();
    click_play(&mut c, 4, &s);
    c.skip();
    assert!(!c.animating());
    assert_ne!(c.board().pits, start);
    assert!(c.undo(s.opponent));
    assert_eq!(c.board().pits, start);
    assert!(!c.undo(s.opponent));
}

#[test]
fn against_the_computer_undo_returns_to_the_person() {
    let s = seats(Opponent::Computer { side: 1 }, f64::INFINITY);
    let mut c = Table::new(Variant::Woaley);
    click_play(&mut c, 1, &s);
    finish(&mut c, &s);
    assert!(c.computer_to_play(s.opponent));
    assert!(c.playable(s.opponent).is_empty());
    let mv = c.legal()[0];
    c.play(&mv, &s).unwrap();
    finish(&mut c, &s);
    assert!(c.human_to_play(s.opponent));
    assert!(c.undo(s.opponent));
    assert_eq!(c.to_move(), Some(0));
    assert_eq!(c.game().unwrap().current().position().pits, vec![4; 12]);
}

#[test]
fn omweso_arrangement_is_made_on_the_board() {
    let s = seats(Opponent::HotSeat, f64::INFINITY);
    let mut c = Table::new(Variant::Omweso);
    if c.unavailable.is_some() {
        return;
    }
    let mover = c.to_move().unwrap();
    let base = 16 * usize::from(mover);
    assert!(c.choice().picks_pits());
    let from = (base..base + 16).find(|&i| c.board().pits[i] > 0).unwrap();
    let to = (base..base + 16).find(|&i| c.board().pits[i] == 0).unwrap();
    assert_eq!(c.click(from, &s).unwrap(), Clicked::Changed);
    assert_eq!(c.click(to, &s).unwrap(), Clicked::Changed);
    assert_eq!(c.board().pits[to], 1);
    let mv = c.choice().arrangement(c.board()).unwrap();
    c.play(&mv, &s).unwrap();
    finish(&mut c, &s);
    assert_eq!(c.game().unwrap().current().position().pits[to], 1);
}

#[test]
fn a_variant_not_yet_available_gives_a_reason_and_an_empty_board() {
    for v in Variant::ALL {
        let c = Table::new(v);
        assert_eq!(c.board().pits.len(), v.pit_count());
        match &c.unavailable {
            Some(reason) => {
                assert!(c.game().is_none());
                assert!(!reason.is_empty());
                assert!(c.playable(Opponent::HotSeat).is_empty());
            }
            None => assert!(
                !c.playable(Opponent::HotSeat).is_empty()
                    || c.choice().kind == crate::choices::ChoiceKind::Answer
            ),
        }
    }
}

#[test]
fn in_a_demo_the_computer_plays_both_sides_and_people_cannot_click() {
    let s = seats(Opponent::Demo, f64::INFINITY);
    let mut c = Table::new(Variant::OwareAbapa);
    for _ in 0..4 {
        assert!(c.computer_to_play(s.opponent));
        assert!(!c.human_to_play(s.opponent));
        assert!(c.playable(s.opponent).is_empty());
        let mv = c.legal()[0];
        c.play(&mv, &s).unwrap();
        finish(&mut c, &s);
    }
    assert_eq!(s.names(), ["Computer 1".to_string(), "Computer 2".into()]);
}

#[test]
fn played_moves_come_with_their_player_and_position() {
    let s = seats(Opponent::HotSeat, 1.0);
    let mut c = Table::new(Variant::OwareAbapa);
    let first = click_play(&mut c, 2, &s);
    c.skip();
    let second = click_play(&mut c, 8, &s);
    assert_eq!((first.played.player, first.played.mv), (0, Move::sow(2)));
    assert_eq!((second.played.player, second.played.mv), (1, Move::sow(8)));
    assert_eq!(
        second.played.position,
        c.game().unwrap().current().position()
    );
}

#[test]
fn a_game_read_from_a_position_goes_on_from_it() {
    let mut p = mancala_rules::Game::new(Variant::OwareAbapa, &Default::default())
        .unwrap()
        .position();
    p.pits = vec![0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1];
    p.stores = Some([23, 23]);
    let g = mancala_rules::Game::from_position(&p).unwrap();
    let c = Table::from_game(g);
    assert_eq!(c.variant, Variant::OwareAbapa);
    assert_eq!(c.board().pits, p.pits);
    assert_eq!(c.playable(Opponent::HotSeat), vec![5]);
}

#[test]
fn pits_and_moves_are_told_in_words() {
    let mut s = seats(Opponent::Computer { side: 1 }, f64::INFINITY);
    let mut c = Table::new(Variant::Kauri);
    assert_eq!(
        c.describe_pit(2, &s),
        "Pit 3, 5 seeds, your side, 1 cowrie, can be played"
    );
    assert_eq!(
        c.describe_pit(8, &s),
        "Pit 9, 5 seeds, the computer's side, 1 cowrie"
    );
    let done = click_play(&mut c, 2, &s);
    assert!(
        done.said
            .starts_with("You sow 5 seeds and 1 cowrie from pit 3."),
        "{}",
        done.said
    );
    s.texts = mancala_i18n::language("fr").expect("French");
    let said = c.describe_pit(8, &s);
    assert!(said.starts_with("Case 9, "), "{said}");
}

/// Clicks `pit` and plays the move the click asks for.
fn click_play(c: &mut Table, pit: usize, s: &Seats) -> Done {
    let Ok(Clicked::Wants(mv)) = c.click(pit, s) else {
        panic!("pit {pit} plays")
    };
    c.play(&mv, s).unwrap()
}
