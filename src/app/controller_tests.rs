//! Native tests of the page's game logic: clicks, animations to the end, undo, choices.

use super::*;
use crate::render::layout::BoardLayout;
use crate::rules::Variant;

fn layout(v: Variant) -> BoardLayout {
    BoardLayout::for_variant(v, 800.0, 500.0)
}

/// Runs the animations to their end, frame by frame at 60 frames a second.
fn finish(c: &mut Controller) -> usize {
    let l = layout(c.variant);
    let mut now = 0.0;
    let mut frames = 0;
    loop {
        let ((), more) = c.with_scene(&l, now, |_| ()).unwrap();
        frames += 1;
        if !more {
            return frames;
        }
        now += 1000.0 / 60.0;
        assert!(frames < 100_000, "the animation never ends");
    }
}

#[test]
fn a_click_plays_animates_and_ends_on_the_position() {
    let mut c = Controller::new(Variant::Woaley, Opponent::HotSeat, 1.0);
    assert!(c.unavailable.is_none());
    let pits = c.playable();
    assert_eq!(pits, vec![0, 1, 2, 3, 4, 5]);
    assert_eq!(c.click(9).unwrap(), Clicked::Nothing, "not the mover's pit");
    assert_eq!(c.click(2).unwrap(), Clicked::Played);
    assert!(c.animating());
    assert!(c.playable().is_empty(), "input is ignored while animating");
    assert_eq!(c.click(3).unwrap(), Clicked::Nothing);
    assert!(finish(&mut c) > 10);
    let want = c.game().unwrap().current().position().replay_board();
    assert_eq!(c.board().pits, want.pits);
    assert_eq!(c.board().stores, want.stores);
    assert_eq!(c.to_move(), Some(1));
}

#[test]
fn skip_and_undo_go_straight_to_the_position() {
    let mut c = Controller::new(Variant::Woaley, Opponent::HotSeat, 1.0);
    let start = c.board().pits.clone();
    c.click(4).unwrap();
    c.skip();
    assert!(!c.animating());
    assert_ne!(c.board().pits, start);
    assert!(c.undo());
    assert_eq!(c.board().pits, start);
    assert!(!c.undo());
}

#[test]
fn against_the_computer_undo_returns_to_the_person() {
    let mut c = Controller::new(
        Variant::Woaley,
        Opponent::Computer { side: 1 },
        f64::INFINITY,
    );
    c.click(1).unwrap();
    finish(&mut c);
    assert!(c.computer_to_play());
    assert!(c.playable().is_empty());
    let mv = c.legal()[0];
    c.play(&mv).unwrap();
    finish(&mut c);
    assert!(c.human_to_play());
    assert!(c.undo());
    assert_eq!(c.to_move(), Some(0));
    assert_eq!(c.game().unwrap().current().position().pits, vec![4; 12]);
}

#[test]
fn omweso_arrangement_is_made_on_the_board() {
    let mut c = Controller::new(Variant::Omweso, Opponent::HotSeat, f64::INFINITY);
    if c.unavailable.is_some() {
        return;
    }
    let mover = c.to_move().unwrap();
    let base = 16 * usize::from(mover);
    assert!(c.choice.picks_pits());
    let from = (base..base + 16).find(|&i| c.board().pits[i] > 0).unwrap();
    let to = (base..base + 16).find(|&i| c.board().pits[i] == 0).unwrap();
    assert_eq!(c.click(from).unwrap(), Clicked::Changed);
    assert_eq!(c.click(to).unwrap(), Clicked::Changed);
    assert_eq!(c.board().pits[to], 1);
    let mv = c.choice.arrangement(c.board()).unwrap();
    c.play(&mv).unwrap();
    finish(&mut c);
    assert_eq!(c.game().unwrap().current().position().pits[to], 1);
}

#[test]
fn a_variant_not_yet_available_gives_a_reason_and_an_empty_board() {
    for v in Variant::ALL {
        let c = Controller::new(v, Opponent::HotSeat, 1.0);
        assert_eq!(c.board().pits.len(), v.pit_count());
        match &c.unavailable {
            Some(reason) => {
                assert!(c.game().is_none());
                assert!(!reason.is_empty());
                assert!(c.playable().is_empty());
            }
            None => assert!(!c.playable().is_empty() || c.choice.kind == ChoiceKind::Answer),
        }
    }
}

#[test]
fn in_a_demo_the_computer_plays_both_sides_and_people_cannot_click() {
    let mut c = Controller::new(Variant::OwareAbapa, Opponent::Demo, f64::INFINITY);
    for _ in 0..4 {
        assert!(c.computer_to_play());
        assert!(!c.human_to_play());
        assert!(c.playable().is_empty());
        let mv = c.legal()[0];
        c.play(&mv).unwrap();
        finish(&mut c);
    }
    assert_eq!(c.names(), ["Computer 1".to_string(), "Computer 2".into()]);
}

#[test]
fn played_moves_are_queued_with_their_player_and_position() {
    let mut c = Controller::new(Variant::OwareAbapa, Opponent::HotSeat, 1.0);
    c.click(2).unwrap();
    c.skip();
    c.click(8).unwrap();
    let played = std::mem::take(&mut c.played);
    assert_eq!(played.len(), 2);
    assert_eq!((played[0].player, played[0].mv), (0, Move::sow(2)));
    assert_eq!((played[1].player, played[1].mv), (1, Move::sow(8)));
    let after = crate::rules::Position::from_json(&played[1].position).unwrap();
    assert_eq!(after.pits, c.game().unwrap().current().position().pits);
}

#[test]
fn a_game_read_from_a_position_goes_on_from_it() {
    let mut p = crate::rules::Game::new(Variant::OwareAbapa, &Default::default())
        .unwrap()
        .position();
    p.pits = vec![0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1];
    p.stores = Some([23, 23]);
    let g = crate::rules::Game::from_position(&p).unwrap();
    let c = Controller::from_game(g, Opponent::HotSeat, 1.0);
    assert_eq!(c.variant, Variant::OwareAbapa);
    assert_eq!(c.board().pits, p.pits);
    assert_eq!(c.playable(), vec![5]);
}

#[test]
fn pits_and_moves_are_told_in_words_once_each() {
    let mut c = Controller::new(
        Variant::Kauri,
        Opponent::Computer { side: 1 },
        f64::INFINITY,
    );
    assert_eq!(
        c.describe_pit(2),
        "Pit 3, 5 seeds, Player 1's side, 1 cowries, can be played"
    );
    assert_eq!(
        c.describe_pit(8),
        "Pit 9, 5 seeds, Computer's side, 1 cowries"
    );
    assert_eq!(c.said, None, "nothing to tell before a move");
    assert_eq!(c.click(2), Ok(Clicked::Played));
    let said = c.said.take().expect("the move is told");
    assert!(
        said.starts_with("Player 1 sows 5 seeds and 1 cowries from pit 3."),
        "{said}"
    );
    c.texts = crate::i18n::language("fr").expect("French");
    assert!(
        c.describe_pit(8).starts_with("Case 9, "),
        "{}",
        c.describe_pit(8)
    );
}
