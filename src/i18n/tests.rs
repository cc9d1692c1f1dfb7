//! The translations: every text present in every language, the slots filled, the letters
//! capitalised.

use super::*;

/// Every slot a template names, e.g. `["who", "n"]`.
fn slots(template: &str) -> Vec<String> {
    let mut out: Vec<String> = template
        .split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_string()))
        .collect();
    out.sort();
    out
}

/// The templates of a language, by field, for comparison across languages.
fn templates(t: &Texts) -> Vec<(&'static str, &'static str)> {
    vec![
        ("speed", t.speed),
        ("level", t.level),
        ("board_label", t.board_label),
        ("player_n", t.player_n),
        ("plate_your_turn", t.plate_your_turn),
        ("series_note", t.series_note),
        ("to_move_tap", t.to_move_tap),
        ("answer_offer", t.answer_offer),
        ("arrange", t.arrange),
        ("pick_offer", t.pick_offer),
        ("no_seed_to_move", t.no_seed_to_move),
        ("unavailable", t.unavailable),
        ("unknown_game", t.unknown_game),
        ("won_status", t.won_status),
        ("draw_status", t.draw_status),
        ("wins_title", t.wins_title),
        ("final_score", t.final_score),
        ("special_victory", t.special_victory),
        ("relay_lap", t.relay_lap),
        ("harvest", t.harvest),
        ("passes", t.passes),
        ("passes_by_choice", t.passes_by_choice),
        ("offers", t.offers),
        ("accepts", t.accepts),
        ("refuses", t.refuses),
        ("round_over", t.round_over),
        ("wins_banner", t.wins_banner),
        ("draw_banner", t.draw_banner),
        ("capture", t.capture),
        ("last_four", t.last_four),
        ("last_seeds", t.last_seeds),
        ("cowrie_capture", t.cowrie_capture),
        ("automatic_harvest", t.automatic_harvest),
        ("said_sows", t.said_sows),
        ("said_sows_cowries", t.said_sows_cowries),
        ("said_captures", t.said_captures),
        ("said_laps", t.said_laps),
        ("said_score", t.said_score),
        ("said_to_move", t.said_to_move),
        ("said_pit", t.said_pit),
        ("said_cowries", t.said_cowries),
    ]
}

#[test]
fn every_language_fills_the_same_slots_as_english() {
    let en = templates(english());
    for t in LANGUAGES {
        for ((field, theirs), (_, ours)) in templates(t).into_iter().zip(&en) {
            assert_eq!(slots(theirs), slots(ours), "{}: {field}", t.code);
        }
    }
}

#[test]
fn every_language_names_every_reason_and_every_game() {
    for t in LANGUAGES {
        for reason in EndReason::ALL {
            assert!(!t.reason(reason).is_empty(), "{}: {reason:?}", t.code);
        }
        for rule in GrandSlam::ALL {
            assert!(!t.slam(rule).is_empty(), "{}: {rule:?}", t.code);
        }
        for v in Variant::ALL {
            let text = t.variant(v);
            assert!(
                !text.name.is_empty() && text.summary.len() > 200,
                "{}: {v}",
                t.code
            );
        }
    }
}

#[test]
fn french_differs_from_english_and_tags_are_read_loosely() {
    let fr = language("fr-CI").expect("French");
    assert_eq!(fr.code, "fr");
    assert_eq!(language("EN-us").map(|t| t.code), Ok("en"));
    assert_ne!(fr.new_game, english().new_game);
    assert_eq!(fr.reason(EndReason::TwentyFiveSeeds), "25 graines");
    assert_eq!(
        fr.reason(EndReason::NoMovesLeft),
        fr.reason(EndReason::NoMoveLeft)
    );
    let err = language("xx").expect_err("unknown");
    assert!(err.contains("xx") && err.contains("en, fr"), "{err}");
}

#[test]
fn fill_replaces_named_slots_in_any_order() {
    assert_eq!(
        fill("{b} then {a}, {a}", &[("a", &1), ("b", &"two")]),
        "two then 1, 1"
    );
    assert_eq!(fill("{who} {x}", &[("who", &"P")]), "P {x}");
    assert_eq!(capitalise("élan"), "Élan");
}

#[test]
fn capitalise_agrees_with_unicode_on_every_letter_of_the_texts() {
    let letters: std::collections::BTreeSet<char> = LANGUAGES
        .iter()
        .flat_map(|t| format!("{t:?}").chars().collect::<Vec<_>>())
        .chain("àâçéèêëîïôùûüÿœæ".chars())
        .filter(|c| c.is_lowercase())
        .collect();
    for c in letters {
        assert_eq!(
            capitalise(&c.to_string()),
            c.to_uppercase().to_string(),
            "{c}"
        );
    }
}
