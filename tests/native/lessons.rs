//! Every lesson replayed through the engine: every position valid, every asked move
//! legal, every stored fact equal to the engine's events, every goal's answers complete, every
//! nudge after a wrong try one a learner can read; and
//! the sentences made from the facts, checked on hand-worked moves.

use mancala::i18n::{self, english, language};
use mancala::learn::{self, data, Facts, Goal, Lesson};
use mancala::rules::{Game, Move, Position, Variant, RULE_OPTIONS};

fn lesson(variant: Variant) -> Lesson {
    data::lesson(variant).unwrap_or_else(|e| panic!("{}: {e}", variant.id()))
}

#[test]
fn every_lesson_passes_through_the_engine() {
    for variant in Variant::ALL {
        let lesson = lesson(variant);
        assert_eq!(lesson.variant, variant);
        learn::check(&lesson).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            lesson.steps.iter().filter(|s| s.goal.is_some()).count() >= lesson.steps.len() / 2,
            "{}: most steps ask for a move",
            variant.id()
        );
    }
}

#[test]
fn a_wrong_fact_or_an_incomplete_goal_is_refused() {
    let good = lesson(Variant::OwareAbapa);
    let (i, _) = good
        .steps
        .iter()
        .enumerate()
        .find(|(_, s)| !s.answers.is_empty())
        .expect("a step asking a move");
    let mut bad = good.clone();
    bad.steps[i].answers[0].facts.taken += 1;
    let e = learn::check(&bad).unwrap_err();
    assert!(e.contains(&format!("step {}", i + 1)), "{e}");
    let mut any = good.clone();
    any.steps[i].goal = Some(Goal::Any);
    any.steps[i].answers.truncate(1);
    let board = &learn::boards(&good).unwrap()[i];
    if board.legal_moves().len() > 1 {
        assert!(learn::check(&any).unwrap_err().contains("not an answer"));
    }
    // A nudge after a wrong try, on a step where no other move can be tried.
    let boards = learn::boards(&good).unwrap();
    let nudge = good
        .steps
        .iter()
        .find_map(|s| s.wrong.clone())
        .expect("a nudge");
    let (only, _) = good
        .steps
        .iter()
        .enumerate()
        .find(|(j, s)| s.goal.is_some() && boards[*j].legal_moves().len() == s.answers.len())
        .expect("a step whose every legal move is an answer");
    let mut dead = good.clone();
    dead.steps[only].wrong = Some(nudge);
    let e = learn::check(&dead).unwrap_err();
    assert!(e.contains("every legal move is an answer"), "{e}");
}

#[test]
fn the_api_json_and_the_lessons_agree_on_every_step_count() {
    for variant in Variant::ALL {
        let lesson = lesson(variant);
        assert!(
            learn::STEPS.contains(&lesson.steps.len()),
            "{}",
            variant.id()
        );
        for step in &lesson.steps {
            assert_eq!(step.text.missing(), None, "{}", variant.id());
        }
    }
}

#[test]
fn a_text_missing_in_a_language_is_refused_naming_lesson_step_and_language() {
    let mut checked = 0;
    for variant in Variant::ALL {
        let whole = lesson(variant);
        let Some(step) = whole.steps.iter().position(|s| s.wrong.is_some()) else {
            continue;
        };
        for language in i18n::Language::ALL {
            let mut bad = whole.clone();
            bad.steps[step]
                .wrong
                .as_mut()
                .expect("a nudge")
                .set(language, "");
            let e = learn::check(&bad).unwrap_err();
            let code = language.code();
            assert_eq!(
                e,
                format!(
                    "{} step {}: \"wrong\" has no text in '{code}'",
                    variant.id(),
                    step + 1
                )
            );
            checked += 1;
        }
    }
    assert!(checked > 0, "some lesson has a nudge for a wrong try");
}

fn oware(pits: [u32; 12], stores: [u32; 2]) -> Game {
    let mut p = Position::from_json(r#"{"variant":"oware-abapa","pits":[]}"#).unwrap();
    p.pits = pits.to_vec();
    p.stores = Some(stores);
    Game::from_position(&p).unwrap()
}

#[test]
fn a_chain_capture_is_told_and_explained_from_its_events() {
    // South's pit 4 (index 3) holds 3: they land on North's 7 and 8 (indices 6, 7), making 2
    // and 3 there after North's 1 and 2: both are taken, the last pit first.
    let game = oware([0, 0, 0, 3, 0, 4, 1, 2, 0, 1, 1, 1], [17, 18]);
    let mv = Move::sow(3);
    let facts = learn::facts_of(&game, &mv).unwrap();
    assert_eq!(facts.from, Some(3));
    assert_eq!(facts.landing, Some(6));
    let texts = english().learn;
    let told = learn::told(texts, &facts);
    assert!(
        told.starts_with("You sowed 3 seeds from pit 4; the last one landed in pit 7."),
        "{told}"
    );
    let mut copy = game.clone();
    let events = copy.play(&mv).unwrap();
    let why = mancala::i18n::why_captured(texts, &events);
    assert_eq!(
        why.as_deref(),
        if facts.taken > 0 {
            Some("The last seed made 2 in pit 7: they are taken.")
        } else {
            None
        }
    );
    let hint = learn::hint(texts, &mv, &facts);
    assert!(hint.starts_with("Play pit 4: it sows 3 seeds"), "{hint}");
}

#[test]
fn a_chain_names_every_pit_in_french() {
    // South's pit 6 (index 5) sows 2 onto North's 7 and 8, making 2 and 3: the last pit (8)
    // makes 3, the one before it 2: both taken.
    let game = oware([4, 4, 4, 4, 4, 2, 1, 2, 4, 4, 4, 4], [3, 4]);
    let mut copy = game.clone();
    let events = copy.play(&Move::sow(5)).unwrap();
    let fr = language("fr").unwrap().learn;
    assert_eq!(
        mancala::i18n::why_captured(fr, &events).as_deref(),
        Some("La dernière graine a fait 3 dans la case 8\u{202f}; la case 7 en avait 2\u{a0}: ces graines sont prises.")
    );
    let facts = Facts::of(0, &events);
    assert_eq!(facts.captured, vec![7, 6]);
    assert_eq!(facts.taken, 5);
    assert_eq!(
        mancala::i18n::pit_list(fr, &facts.captured),
        "les cases 8 et 7"
    );
    assert_eq!(
        learn::wrong(
            english().learn,
            Goal::Capture,
            &Facts {
                from: Some(0),
                landing: Some(3),
                sown: 3,
                ..Facts::default()
            }
        ),
        "That move would take no seeds. Try again!"
    );
}

/// Every house-rule note the lessons show: found by the engine, of the lesson's own game, one
/// line in each language naming the rule's chosen value. Printed, for the lesson author.
#[test]
fn house_notes_are_one_line_of_the_lessons_own_game() {
    let mut notes = 0;
    let mut options = Vec::new();
    for variant in Variant::ALL {
        let lesson = lesson(variant);
        let boards = learn::boards(&lesson).expect("valid");
        for (i, (step, game)) in lesson.steps.iter().zip(&boards).enumerate() {
            for answer in &step.answers {
                let Some(change) = learn::house_change(game, &answer.mv) else {
                    continue;
                };
                assert_eq!(RULE_OPTIONS[change.option].variant, variant);
                options.push(RULE_OPTIONS[change.option].id);
                for texts in i18n::Language::ALL.map(i18n::Language::texts) {
                    let note = learn::house_note(texts, &change, &answer.facts);
                    let label = texts.house().options[change.option].values[change.value];
                    assert!(note.contains(label), "{note}");
                    assert!(!note.contains('\n') && !note.contains('{'), "{note}");
                    println!("{} step {}: {note}", variant.id(), i + 1);
                }
                notes += 1;
            }
        }
    }
    println!("{notes} answers carry a house-rule note");
    // The grand slam of Oware's lesson and the play-out of its international one are where
    // O-5plots and O-25 change a step.
    for id in ["O-5plots", "O-25"] {
        assert!(options.contains(&id), "no note for {id}: {options:?}");
    }
}
