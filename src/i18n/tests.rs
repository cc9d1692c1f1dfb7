//! The translations: every text present in every language, the slots filled, the letters
//! capitalised.

use super::*;

/// Every slot a template names, e.g. `["who", "n"]`; a name's grammatical forms (`{whose}`,
/// `{of_game}`) count as the name, since each language puts the form it needs.
fn slots(template: &str) -> Vec<String> {
    let mut out: Vec<String> = template
        .split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_string()))
        .map(|name| match name.as_str() {
            "whose" | "the" | "The" => "who".to_string(),
            "of_game" => "game".to_string(),
            "the_pit" => "pit".to_string(),
            _ => name,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The templates of a language, by field, for comparison across languages.
fn templates(t: &Texts) -> Vec<(&'static str, &'static str)> {
    vec![
        ("speed", t.speed),
        ("level", t.level),
        ("board_label", t.board_label),
        ("player_n", t.player_n),
        ("series_note", t.series_note),
        ("unavailable", t.unavailable),
        ("unknown_game", t.unknown_game),
        ("draw_status", t.draw_status),
        ("final_score", t.final_score),
        ("special_victory", t.special_victory),
        ("relay_lap", t.relay_lap),
        ("harvest", t.harvest),
        ("round_over", t.round_over),
        ("draw_banner", t.draw_banner),
        ("said_laps", t.said_laps),
        ("said_score", t.said_score),
        ("said_pit", t.said_pit),
        ("said_cowries", t.said_cowries),
        ("hole", t.hole),
        ("holes", t.holes),
    ]
}

/// The sentences about one player, by field, in both persons.
fn abouts(t: &Texts) -> Vec<(&'static str, About)> {
    vec![
        ("plate_turn", t.plate_turn),
        ("to_move_tap", t.to_move_tap),
        ("answer_offer", t.answer_offer),
        ("arrange", t.arrange),
        ("pick_offer", t.pick_offer),
        ("no_seed", t.no_seed),
        ("won_status", t.won_status),
        ("wins_title", t.wins_title),
        ("passes", t.passes),
        ("plays_again", t.plays_again),
        ("passes_by_choice", t.passes_by_choice),
        ("offers", t.offers),
        ("accepts", t.accepts),
        ("refuses", t.refuses),
        ("wins_banner", t.wins_banner),
        ("capture", t.capture),
        ("last_four", t.last_four),
        ("last_seeds", t.last_seeds),
        ("cowrie_capture", t.cowrie_capture),
        ("automatic_harvest", t.automatic_harvest),
        ("said_sows", t.said_sows),
        ("said_captures", t.said_captures),
        ("said_to_move", t.said_to_move),
        ("said_side", t.said_side),
        ("said_store", t.said_store),
    ]
}

#[test]
fn every_language_fills_the_same_slots_in_both_persons() {
    let en = abouts(english());
    for t in Language::ALL.map(Language::texts) {
        for ((field, theirs), (_, ours)) in abouts(t).into_iter().zip(&en) {
            let who = |s: &str| {
                slots(s)
                    .into_iter()
                    .filter(|x| x != "who")
                    .collect::<Vec<_>>()
            };
            assert_eq!(who(theirs.they), who(ours.they), "{}: {field}", t.code());
            assert_eq!(
                who(theirs.you),
                who(ours.they),
                "{}: {field} (you)",
                t.code()
            );
            assert!(
                !theirs.you.contains("{who"),
                "{}: {field}: {}",
                t.code(),
                theirs.you
            );
        }
    }
}

#[test]
fn a_sentence_about_you_takes_the_second_person() {
    let fr = language("fr").expect("French");
    assert_eq!(english().say(english().capture, "You", &[]), "You capture");
    assert_eq!(
        english().say(english().last_four, "The computer", &[]),
        "The computer's last seed makes four: captured"
    );
    assert_eq!(
        fr.say(fr.wins_title, "Vous", &[]),
        "Vous avez gagné\u{202f}!"
    );
    assert_eq!(
        fr.about(fr.said_side, "L’ordinateur", &[]),
        "côté de l’ordinateur"
    );
    assert_eq!(fr.about(fr.said_side, "Ama", &[]), "côté d’Ama");
    assert_eq!(
        english().say(english().plate_turn, "The computer", &[]),
        "The computer's turn"
    );
    assert_eq!(english().say(english().plate_turn, "You", &[]), "Your turn");
}

#[test]
fn french_names_take_their_articles_elided_and_contracted() {
    let fr = language("fr").expect("French");
    assert_eq!((fr.whose)("Awalé Abapa"), "d’Awalé Abapa");
    assert_eq!((fr.whose)("Goré"), "de Goré");
    assert_eq!((fr.whose)("Le joueur"), "du joueur");
    assert_eq!((fr.whose)("Joueur 1"), "du joueur 1");
    assert_eq!((fr.the)("Joueur 2"), "le joueur 2");
    assert_eq!((fr.whose)("L’ordinateur 1"), "de l’ordinateur 1");
    assert_eq!((fr.learn.to_play)("Goré"), "au goré");
    assert_eq!((fr.learn.to_play)("Omweso"), "à l’omweso");
    assert_eq!((fr.learn.to_play)("Kauri"), "au Kauri");
    assert_eq!(
        fr.board_label(Variant::OwareAbapa, &[4, 4], [0, 1])
            .split('.')
            .next(),
        Some("Plateau d’Awalé Abapa")
    );
    assert_eq!(fr.seeds(0), "aucune graine");
    assert_eq!(fr.cowries(1), "1 cauri");
    assert_eq!(fr.sown(0, 2), "2 cauris");
    assert_eq!(fr.sown(3, 1), "3 graines et 1 cauri");
    assert_eq!(english().seeds(1), "1 seed");
}

#[test]
fn every_language_fills_the_same_slots_as_english() {
    let en = templates(english());
    for t in Language::ALL.map(Language::texts) {
        for ((field, theirs), (_, ours)) in templates(t).into_iter().zip(&en) {
            assert_eq!(slots(theirs), slots(ours), "{}: {field}", t.code());
        }
    }
}

#[test]
fn every_language_names_every_reason_and_every_game() {
    for t in Language::ALL.map(Language::texts) {
        for reason in EndReason::ALL {
            assert!(!t.reason(reason).is_empty(), "{}: {reason:?}", t.code());
        }
        for rule in GrandSlam::ALL {
            assert!(!t.slam(rule).is_empty(), "{}: {rule:?}", t.code());
        }
        for v in Variant::ALL {
            let text = t.variant(v);
            assert!(
                !text.name.is_empty() && text.summary.len() > 200,
                "{}: {v}",
                t.code()
            );
        }
    }
}

#[test]
fn french_differs_from_english_and_tags_are_read_loosely() {
    let fr = language("fr-CI").expect("French");
    assert_eq!(fr.code(), "fr");
    assert_eq!(language("EN-us").map(|t| t.code()), Ok("en"));
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
fn capitalise_agrees_with_unicode_on_any_letter() {
    let letters: std::collections::BTreeSet<char> = Language::ALL
        .iter()
        .flat_map(|l| format!("{:?}", l.texts()).chars().collect::<Vec<_>>())
        .chain("àâçéèêëîïôùûüÿœæñáíóúßışαωжя".chars())
        .filter(|c| c.is_lowercase())
        .collect();
    for c in letters {
        assert_eq!(
            capitalise(&format!("{c}x")),
            format!("{}x", c.to_uppercase()),
            "{c}"
        );
    }
    assert_eq!(capitalise("ñandú"), "Ñandú");
    assert_eq!(capitalise(""), "");
}
