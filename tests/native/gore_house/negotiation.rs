//! The options of the negotiation (§1.7): G-neg-time, G-neg-keep, G-neg-holes, G-neg-fund.

use super::{after, game, read, result, ROWS};
use mancala::rules::{Details, EndReason, Event, Game, Move, Position};
use serde_json::json;

#[test]
fn g_neg_holes_any_owned_hole_may_be_given_or_only_those_of_the_own_row() {
    // Player 0 owns 2B (index 5). He may give it back by default; "own-row" refuses it and
    // lists no offer with it.
    let (pits, owners, stores) = ([5, 5, 5, 2, 3, 1, 1, 6], [0, 0, 0, 0, 1, 0, 1, 1], [10, 10]);
    let give_2b = Move::Offer { holes: 1 << 5 };
    let any = game(pits, owners, stores, json!({}));
    assert!(any.legal_moves().contains(&give_2b));
    after(any, give_2b);
    let own_row = game(pits, owners, stores, json!({"G-neg-holes": "own-row"}));
    assert!(!own_row.legal_moves().contains(&give_2b));
    assert!(own_row.legal_moves().contains(&Move::Offer { holes: 1 }));
    let refused = own_row.clone().play(&give_2b).unwrap_err();
    assert!(refused.message().contains("own row"), "{refused}");
}

#[test]
fn g_neg_fund_the_receiver_pays_six_a_hole_or_what_his_store_holds() {
    // Player 1 has 5 seeds in store. By default an offer of one hole needs 6 and is refused;
    // under "partial" he may accept it and pays his 5.
    let (pits, owners, stores) = ([4, 4, 4, 4, 5, 5, 5, 5], [0, 0, 0, 0, 1, 1, 1, 1], [7, 5]);
    let one = Move::Offer { holes: 0b1 };
    let store = game(pits, owners, stores, json!({}));
    assert!(!store.legal_moves().contains(&one));
    let refused = store.clone().play(&one).unwrap_err();
    assert!(refused.message().contains("pay 6"), "{refused}");
    let partial = game(pits, owners, stores, json!({"G-neg-fund": "partial"}));
    let paid = after(after(partial, one), Move::Answer { accept: true });
    let position = paid.position();
    assert_eq!(position.pits, [9, 4, 4, 4, 5, 5, 5, 5]);
    assert_eq!(position.stores_or_zero(), [7, 0]);
    assert_eq!(position.owners, Some(vec![1, 0, 0, 0, 1, 1, 1, 1]));
    assert_eq!(position.to_move, 0, "the giver sows next");
}

/// The position of the G-neg-time tests: 3 seeds in every hole, stores 10 and 14, player 0
/// to move.
fn negotiation_game(timing: &str) -> Game {
    game([3; 8], ROWS, [10, 14], json!({ "G-neg-time": timing }))
}

#[test]
fn g_neg_time_after_the_answer_the_giver_sows_or_the_turn_passes_or_he_offers_again() {
    // Player 0 gives 1A; player 1 accepts and pays 6 into it (9 seeds, his; stores 10 and 8).
    let give = |holes| Move::Offer { holes };
    let accepted = |timing| {
        after(
            after(negotiation_game(timing), give(1)),
            Move::Answer { accept: true },
        )
    };
    let sows = [1, 2, 3].map(Move::sow);

    // "turn-start": player 0 now sows from 2A..4A, with no second offer.
    let turn_start = accepted("turn-start");
    assert_eq!(turn_start.position().pits, [9, 3, 3, 3, 3, 3, 3, 3]);
    assert_eq!(turn_start.position().stores_or_zero(), [10, 8]);
    assert_eq!(
        (turn_start.to_move(), turn_start.legal_moves()),
        (0, sows.to_vec())
    );

    // "any-time": his offer was accepted, so he may offer again (one hole: player 1's store
    // of 8 pays for one) or sow; the position says so and reads back.
    let any_time = accepted("any-time");
    let again = [
        sows.to_vec(),
        vec![give(1 << 1), give(1 << 2), give(1 << 3)],
    ]
    .concat();
    assert_eq!(
        (any_time.to_move(), any_time.legal_moves()),
        (0, again.clone())
    );
    let mid_turn = any_time.position();
    assert_eq!(mid_turn.extra.get("mayOfferAgain"), Some(&json!(true)));
    assert_eq!(read(&mid_turn).map(|g| g.legal_moves()), Ok(again));
    // Refused, the second offer is his last this turn: he sows.
    let refused = after(
        after(any_time, give(1 << 1)),
        Move::Answer { accept: false },
    );
    assert_eq!(
        (refused.to_move(), refused.legal_moves()),
        (0, sows.to_vec())
    );
    let third = refused.clone().play(&give(1 << 2)).unwrap_err();
    assert!(third.message().contains("was refused this turn"), "{third}");
    // Only "any-time" knows of a second offer.
    let mut elsewhere = mid_turn;
    elsewhere.extra.remove("rules");
    assert!(read(&elsewhere).unwrap_err().contains("\"any-time\" only"));

    // "instead-of-move": the offer was player 0's turn. Player 1 is to move, on the same board,
    // and may sow (1A too) or offer (one hole: player 0's store of 10 pays for one).
    let instead = accepted("instead-of-move");
    assert_eq!(instead.position().pits, [9, 3, 3, 3, 3, 3, 3, 3]);
    let mut fresh: Vec<Move> = [0, 4, 5, 6, 7].map(Move::sow).to_vec();
    fresh.extend([0, 4, 5, 6, 7].map(|h| give(1 << h)));
    assert_eq!((instead.to_move(), instead.legal_moves()), (1, fresh));
    assert!(!instead.position().extra.contains_key("offerMade"));
}

#[test]
fn g_neg_time_instead_of_move_two_refusals_bring_the_position_back() {
    // Under "instead-of-move" player 0 offers 1A, refused; player 1 offers 1B, refused: the
    // start comes back with player 0 to move, and the game ends by repetition (G-rep): 10 + 12
    // against 14 + 12, player 1 winning without glory. By default player 0 sows after the
    // refusal instead.
    let refuse = Move::Answer { accept: false };
    let default = after(
        after(negotiation_game("turn-start"), Move::Offer { holes: 1 }),
        refuse,
    );
    assert_eq!((default.to_move(), default.outcome()), (0, None));
    let mut instead = negotiation_game("instead-of-move");
    for mv in [
        Move::Offer { holes: 1 },
        refuse,
        Move::Offer { holes: 1 << 4 },
    ] {
        instead.play(&mv).expect("legal");
        assert_eq!(instead.outcome(), None);
    }
    instead.play(&refuse).expect("legal");
    assert_eq!(result(&instead), (Some(1), [22, 26], EndReason::Repetition));
    let glory = instead.outcome().map(|o| o.details);
    assert_eq!(
        glory,
        Some(Details::Gore {
            without_glory: true
        })
    );
}

#[test]
fn g_neg_keep_the_giver_keeps_a_hole_or_giving_the_last_ends_the_game() {
    // Player 0 owns 1A alone (5 seeds); player 1 owns the rest (21) and has 12 in store. By
    // default 1A cannot be given. Under "no-limit" it can; accepted, player 1 pays 6 into it
    // and owns every hole: the game ends (ruling G-neg-keep-none), player 1 adding 11 + 21 to
    // his 6 (38) against player 0's 10. Refused, player 0 sows 1A.
    let owners = [0, 1, 1, 1, 1, 1, 1, 1];
    let (pits, stores) = ([5, 3, 3, 3, 3, 3, 3, 3], [10, 12]);
    let give_1a = Move::Offer { holes: 1 };
    let keep = game(pits, owners, stores, json!({}));
    assert_eq!(keep.legal_moves(), [Move::sow(0)]);
    let refused = keep.clone().play(&give_1a).unwrap_err();
    assert!(refused.message().contains("keep at least one"), "{refused}");

    let rules = json!({"G-neg-keep": "no-limit"});
    let all = game(pits, owners, stores, rules.clone());
    assert_eq!(all.legal_moves(), [Move::sow(0), give_1a]);
    let mut given = after(all.clone(), give_1a);
    let events = given.play(&Move::Answer { accept: true }).expect("legal");
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: Some(1),
            reason: EndReason::NoHoleLeft
        })
    );
    assert_eq!(result(&given), (Some(1), [10, 38], EndReason::NoHoleLeft));
    let over = given.position();
    assert_eq!(over.owners, Some(vec![1; 8]));
    assert_eq!(read(&over).map(|g| g.outcome()), Ok(given.outcome()));
    let kept = after(after(all, give_1a), Move::Answer { accept: false });
    assert_eq!(
        (kept.to_move(), kept.legal_moves()),
        (0, vec![Move::sow(0)])
    );

    // A game still playing in which a player owns no hole is over by the ruling.
    let none = json!({"variant": "gore", "pits": [6, 6, 6, 6, 6, 6, 6, 6], "owners": [1, 1, 1, 1, 1, 1, 1, 1], "extra": {"rules": rules}});
    let none: Position = serde_json::from_value(none).expect("a position");
    assert!(read(&none).unwrap_err().contains("G-neg-keep-none"));
}
