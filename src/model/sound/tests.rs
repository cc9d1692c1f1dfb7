//! The page's sound: moves heard when sound is on and nothing when muted, the visitor's choice
//! before the page's, and a kiosk that answers every press.

use crate::scripted::*;

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
