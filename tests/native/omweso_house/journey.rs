//! The house rules' journey through options, positions and links, and the AI's moves under any
//! of them.

use super::*;
use mancala::ai::{best_move, Level, Searchable, Settings};
use mancala::rules::rng::Rng;
use mancala::rules::{AnyGame, History, HouseRules, NoEvents, Rules, Variant, RULE_OPTIONS};

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

/// Random house rules: each Omweso option at a random value.
fn random_rules(rng: &mut Rng) -> HouseRules {
    let mut rules = HouseRules::default();
    for o in RULE_OPTIONS.iter().filter(|o| o.variant == Variant::Omweso) {
        let value = o.values[rng.below(o.values.len())];
        rules.set(o.id, value).expect("its own value");
    }
    rules
}

#[test]
fn the_search_tries_the_legal_moves_and_plays_them_alike_under_any_house_rules() {
    // As tests/native/ai_search_moves.rs, over random games under random house rules: the search
    // moves it accepts are the legal moves, in order, leading to the same states; and the
    // search answers with a legal move.
    let mut rng = Rng::new(19);
    for round in 0..40 {
        let rules = random_rules(&mut rng);
        let options = Options {
            rules,
            ..Options::default()
        };
        let mut game = Game::new(Variant::Omweso, &options).expect("Omweso");
        for ply in 0..60 {
            let case = format!("game {round} ply {ply} under {}", json!(rules));
            let state: &AnyGame = game.rules();
            let legal = game.legal_moves();
            let mut tried = Vec::new();
            state.search_moves(&mut tried);
            let mut accepted = Vec::new();
            for mv in &tried {
                let mut searched = state.clone();
                if !searched.play_searched(mv) {
                    continue;
                }
                let mut played = state.clone();
                played.play_unchecked(mv, &mut NoEvents);
                let seen = |g: &AnyGame| (g.state_hash(), g.position(), g.status());
                assert_eq!(seen(&searched), seen(&played), "{case}: {mv:?}");
                accepted.push(*mv);
            }
            assert_eq!(accepted, legal, "{case}");
            if game.outcome().is_some() {
                break;
            }
            if ply % 10 == 5 {
                let settings = Settings::new(Level::Medium).with_max_nodes(2_000);
                let found = best_move(state, &settings).expect("a move");
                assert!(legal.contains(&found.mv), "{case}: {:?}", found.mv);
            }
            game.play(&legal[rng.below(legal.len())])
                .expect("a legal move plays");
        }
    }
}
