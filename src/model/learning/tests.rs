//! The session's lessons: opened from the menu or the `lesson` setting, a step's move checked
//! before it is played, a wrong try answered with its reason, the learner's place remembered,
//! and the game of before given back on leaving.

use crate::scripted::*;

fn learn(s: &mut Session, shell: &mut Shell, id: &str) {
    shell.run(s, Command::Learn(id.parse().expect("a game's id")));
    assert!(s.learning().is_some(), "the lesson of {id} started");
}

fn board(s: &Session) -> Vec<u32> {
    s.table().board().pits.clone()
}

#[test]
fn a_lesson_is_walked_through_with_a_wrong_try_on_the_way() {
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Button(Action::Opponent));
    assert_ne!(s.seats().opponent, Opponent::HotSeat);
    learn(&mut s, &mut shell, "oware-abapa");
    assert_eq!(
        s.seats().opponent,
        Opponent::HotSeat,
        "the learner plays alone"
    );
    assert_eq!(shell.controls.get("lesson"), Some(&true));
    assert!(shell.texts["lesson-progress"].starts_with("Step 1 of 10"));
    // The first step only explains: no pit can be played, Next is open.
    assert!(s.table().playable(Opponent::HotSeat).is_empty());
    assert_eq!(shell.enabled.get("btn-lesson-next"), Some(&true));
    let start = board(&s);
    shell.click(&mut s, 2);
    assert_eq!(
        board(&s),
        start,
        "a click on an explaining step does nothing"
    );

    shell.run(&mut s, Command::Button(Action::LessonNext));
    assert!(shell.texts["lesson-progress"].starts_with("Step 2 of 10"));
    assert_eq!(s.table().marked(), vec![2]);
    assert_eq!(shell.enabled.get("btn-lesson-next"), Some(&false));
    // Pit 4 is not the move asked: the board stays, the panel says what it would do.
    let before = board(&s);
    shell.click(&mut s, 3);
    assert_eq!(board(&s), before);
    assert!(shell.moved.is_empty());
    let said = &shell.texts["lesson-result"];
    assert!(
        said.contains("would land in pit 8") && said.contains("Try again"),
        "{said}"
    );
    // The asked move is played, and told from its facts.
    shell.click(&mut s, 2);
    assert_eq!(shell.moved.len(), 1);
    shell.run(&mut s, Command::Skip);
    let said = &shell.texts["lesson-result"];
    assert!(said.starts_with("You sowed 4 seeds from pit 3"), "{said}");
    assert_eq!(shell.enabled.get("btn-lesson-next"), Some(&true));
    assert!(
        s.table().playable(Opponent::HotSeat).is_empty(),
        "then the board rests"
    );
    assert_eq!(shell.lesson_steps[&Variant::OwareAbapa], 1);

    // Every later step, by its own answers, to the end.
    for _ in 2..10 {
        shell.run(&mut s, Command::Button(Action::LessonNext));
        let answer = s.learning().unwrap().answers()[0];
        shell.run(&mut s, Command::Pit(answer.pit().unwrap()));
        shell.run(&mut s, Command::Skip);
        assert!(!s.learning().unwrap().asks());
    }
    assert!(s.learning().unwrap().finished());
    assert!(shell.over.is_empty(), "a lesson's end is not a game over");
    assert_eq!(shell.controls.get("gameover"), Some(&false));
    assert!(shell.texts["lesson-result"].contains("Well done"));
    assert_eq!(shell.texts["btn-lesson-next"], "Play");
    shell.run(&mut s, Command::Button(Action::LessonNext));
    assert!(s.learning().is_none());
    assert_eq!(shell.controls.get("lesson"), Some(&false));
    assert_ne!(
        s.seats().opponent,
        Opponent::HotSeat,
        "the opponent of before"
    );
    assert_eq!(s.table().game().unwrap().moves_played(), 0, "a new game");
    assert_eq!(
        shell.lesson_steps[&Variant::OwareAbapa],
        0,
        "done: next time from the start"
    );
}

#[test]
fn a_lesson_resumes_where_it_was_left_and_leaving_gives_a_game() {
    let (mut s, mut shell) = session();
    learn(&mut s, &mut shell, "gore");
    shell.run(&mut s, Command::Button(Action::LessonNext));
    shell.run(&mut s, Command::Button(Action::LessonLeave));
    assert!(s.learning().is_none());
    assert_eq!(s.table().variant(), Variant::Gore);
    learn(&mut s, &mut shell, "gore");
    assert_eq!(s.learning().unwrap().step(), 1, "back at the step left");
    // Undo, opponent and level are the game's, not the lesson's.
    shell.run(&mut s, Command::Button(Action::Opponent));
    assert_eq!(s.seats().opponent, Opponent::HotSeat);
    // A new game from the menu ends the lesson.
    shell.run(&mut s, Command::Menu(Variant::Kauri));
    assert!(s.learning().is_none());
    assert_eq!(s.table().variant(), Variant::Kauri);
}

#[test]
fn the_lesson_setting_opens_a_lesson_page_and_a_bad_one_is_refused() {
    let (mut s, mut shell) = session();
    shell.run(
        &mut s,
        Command::Configure(vec![
            ("lesson".into(), Some("woaley".into())),
            ("variant".into(), Some("kauri".into())),
        ]),
    );
    assert_eq!(s.learning().map(|l| l.variant()), Some(Variant::Woaley));
    shell.run(&mut s, attr("lesson", "chess"));
    assert!(
        shell.warnings.iter().any(|w| w.contains("chess")),
        "{:?}",
        shell.warnings
    );
    assert_eq!(s.learning().map(|l| l.variant()), Some(Variant::Woaley));
    let chess = "chess".parse::<Variant>().unwrap_err();
    assert!(chess.message().contains("chess"), "{chess}");
    // A lesson that cannot be had is reported, and the game goes on.
    let mut out = s.handle(Command::Learn(Variant::Omweso));
    out.extend(s.handle(Command::LessonArrived {
        variant: Variant::Omweso,
        text: Err("offline".into()),
        step: 0,
    }));
    assert!(out
        .iter()
        .any(|e| matches!(e, Effect::Report(r) if r.contains("offline"))));
}

#[test]
fn every_lesson_can_be_played_through_the_session() {
    for variant in Variant::ALL {
        let (mut s, mut shell) = session();
        learn(&mut s, &mut shell, variant.id());
        loop {
            let l = s.learning().unwrap();
            if l.asks() {
                let answer = l.answers()[0];
                let before = shell.moved.len();
                shell.play_as_person(&mut s, answer);
                assert_eq!(
                    shell.moved.len(),
                    before + 1,
                    "{} step {}",
                    variant.id(),
                    l_step(&s)
                );
                shell.run(&mut s, Command::Skip);
            }
            if s.learning().unwrap().finished() {
                break;
            }
            shell.run(&mut s, Command::Button(Action::LessonNext));
        }
        assert!(shell.over.is_empty(), "{}", variant.id());
    }
}

fn l_step(s: &Session) -> usize {
    s.learning().map_or(0, |l| l.step() + 1)
}
