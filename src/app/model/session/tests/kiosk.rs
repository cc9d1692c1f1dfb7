//! The session in a museum: sounds, the kiosk's questions, the attract demo that never plays
//! one game for ever.

use super::*;

#[test]
fn moves_sound_each_drop_and_capture_when_sound_is_on_and_nothing_when_muted() {
    use mancala_render::cues::Cue;
    let (mut s, mut shell) = session();
    assert!(!s.sound_on(), "an element is silent unless it asks");
    shell.run(&mut s, attr("sound", ""));
    assert!(s.sound_on());
    // Oware: South sows pit 2's four seeds into pits 3 to 6, one click each.
    shell.run(&mut s, Command::Pit(2));
    let drops = |sounds: &[Cue]| {
        sounds
            .iter()
            .filter(|c| matches!(c, Cue::Drop { .. }))
            .count()
    };
    assert_eq!(drops(&shell.sounds), 4, "{:?}", shell.sounds);
    // The visitor mutes: remembered, and the next move is silent.
    shell.run(&mut s, Command::Button(Action::Sound));
    assert_eq!(shell.remembered, Some(false));
    assert!(
        !s.sound_on(),
        "the visitor's choice comes before the attribute"
    );
    shell.sounds.clear();
    shell.run(&mut s, Command::Pit(8));
    assert!(shell.sounds.is_empty(), "{:?}", shell.sounds);
}

#[test]
fn a_capture_and_the_end_of_a_game_have_their_sounds() {
    use mancala_render::cues::Cue;
    let (mut s, mut shell) = session();
    shell.run(&mut s, attr("sound", "on"));
    // Pit 5 (one seed) makes two in pit 6: a capture that reaches 25 seeds and ends the game.
    let position = mancala_rules::Position::from_json(
        r#"{"variant":"oware-abapa","pits":[0,0,0,0,1,1,1,0,0,0,0,8],"stores":[23,14]}"#,
    )
    .unwrap();
    let game = mancala_rules::Game::from_position(&position).unwrap();
    shell.run(&mut s, Command::Load(Box::new(game)));
    shell.run(&mut s, Command::Pit(5));
    assert!(shell.sounds.contains(&Cue::Capture), "{:?}", shell.sounds);
    assert_eq!(shell.sounds.last(), Some(&Cue::End), "{:?}", shell.sounds);
}

#[test]
fn a_kiosk_answers_every_press_and_is_loud_by_default() {
    use mancala_render::cues::Cue;
    let (mut s, mut shell) = session();
    shell.run(&mut s, attr("kiosk", ""));
    assert!(s.sound_on(), "kiosk mode has sound by default");
    shell.run(&mut s, Command::Button(Action::Speed));
    assert_eq!(shell.sounds, vec![Cue::Press]);
    let mut page = Session::new(Start {
        language_button: true,
        ..Start::default()
    });
    assert!(page.sound_on(), "index.html has sound by default");
    let mut remembered = Session::new(Start {
        language_button: true,
        sound: Some(false),
        ..Start::default()
    });
    assert!(
        !remembered.sound_on(),
        "a visitor's remembered choice comes first"
    );
    let _ = (page.begin(), remembered.begin());
}

#[test]
fn a_kiosk_asks_before_new_game_ends_a_game_going_on() {
    let (mut s, mut shell) = session();
    let shown = |shell: &Shell| shell.controls.get("confirm").copied();
    shell.run(&mut s, Command::Pit(2));
    shell.run(&mut s, Command::Button(Action::NewGame));
    assert_eq!(
        s.table().game().unwrap().moves_played(),
        0,
        "not a kiosk: at once"
    );
    shell.run(&mut s, attr("kiosk", ""));
    shell.run(&mut s, Command::Pit(2));
    shell.run(&mut s, Command::Button(Action::NewGame));
    assert_eq!(shown(&shell), Some(true), "asked");
    assert_eq!(
        s.table().game().unwrap().moves_played(),
        1,
        "nothing lost yet"
    );
    shell.run(&mut s, Command::Button(Action::ConfirmNo));
    assert_eq!(shown(&shell), Some(false));
    assert_eq!(
        s.table().game().unwrap().moves_played(),
        1,
        "the game goes on"
    );
    shell.run(&mut s, Command::Button(Action::NewGame));
    shell.run(&mut s, Command::Button(Action::ConfirmYes));
    assert_eq!(shown(&shell), Some(false));
    assert_eq!(s.table().game().unwrap().moves_played(), 0, "a new game");
    shell.run(&mut s, Command::Button(Action::NewGame));
    assert_eq!(shown(&shell), Some(false), "nothing to lose: no question");
}

#[test]
fn an_endless_demo_game_gives_way_to_a_fresh_one() {
    // Computers that pick by a fixed rule: some of their Nam-Nam games never end.
    let mut capped = 0;
    for pick in 0..12_usize {
        let (mut s, mut shell) = session();
        shell.run(&mut s, Command::Speed(f64::INFINITY));
        shell.run(&mut s, attr("variant", "nam-nam"));
        shell.run(&mut s, attr("soak", ""));
        shell.run(&mut s, Command::Demo);
        let mut most = 0;
        while let Some((request, position, _, _)) = shell.asked.pop() {
            let g = mancala_rules::Game::from_position(&position).unwrap();
            let moves = g.legal_moves();
            let mv = moves[(pick * 7 + most) % moves.len()];
            shell.run(&mut s, Command::ComputerMove { request, mv });
            most += 1;
            if s.table().variant != Variant::NamNam {
                break;
            }
        }
        assert!(most <= super::demo::DEMO_MAX_PLIES);
        if shell.over.is_empty() {
            assert_eq!(most, super::demo::DEMO_MAX_PLIES, "stopped there");
            assert_eq!(s.table().variant, Variant::Omweso, "the soak goes on");
            capped += 1;
        }
    }
    assert!(capped > 0, "no endless game to cut short");
}
