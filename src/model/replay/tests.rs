//! The session's replays and game links: stepping back and forward (the computer waits, the
//! moves are animated again, the listeners hear of no new move), "Copy link", and a link
//! opened from the address or from JavaScript, damaged or not.

use crate::scripted::*;
use mancala_rules::{Game, History, Options};

fn pits(s: &Session) -> Vec<u32> {
    s.table().board().pits.clone()
}

fn press(s: &mut Session, shell: &mut Shell, action: Action) {
    shell.run(s, Command::Button(action));
}

/// A session on `index.html` (or an element, `whole_page` false) whose address holds
/// `fragment`, configured with `settings`.
fn opened(fragment: &str, whole_page: bool, settings: &[(&str, &str)]) -> (Session, Shell) {
    configured_with(
        Start {
            language_button: whole_page,
            fragment: Some(fragment.into()),
            ..Start::default()
        },
        settings,
    )
}

fn moves_played(s: &Session) -> usize {
    s.table().game().map_or(0, |g| g.moves_played())
}

#[test]
fn stepping_back_and_forward_replays_the_moves_with_the_animation() {
    let (mut s, mut shell) = session();
    let mut boards = vec![pits(&s)];
    for pit in [2, 8, 3] {
        shell.click(&mut s, pit);
        boards.push(pits(&s));
    }
    assert_eq!(moves_played(&s), 3);
    assert_eq!(shell.enabled.get("btn-forward"), Some(&false));
    press(&mut s, &mut shell, Action::Back);
    press(&mut s, &mut shell, Action::Back);
    assert_eq!(pits(&s), boards[1]);
    assert!(s.table().replaying());
    assert_eq!(shell.enabled.get("btn-forward"), Some(&true));
    let status = shell.status.clone().unwrap_or_default();
    assert!(status.starts_with("Move 1 of 3."), "{status}");

    let (frames, said) = (shell.frames, shell.announced.len());
    press(&mut s, &mut shell, Action::Forward);
    assert!(
        shell.frames - frames > 10,
        "the move is sown again, seed by seed"
    );
    assert_eq!(pits(&s), boards[2]);
    assert_eq!(shell.announced.len(), said + 1, "and told again");
    press(&mut s, &mut shell, Action::Forward);
    assert_eq!(pits(&s), boards[3]);
    assert!(!s.table().replaying(), "the replay ends with its last move");
    assert_eq!(shell.enabled.get("btn-forward"), Some(&false));
    assert_eq!(
        shell.moved.len(),
        3,
        "a replay tells the listeners of no new move"
    );
}

#[test]
fn against_the_computer_a_replay_goes_turn_by_turn_and_the_computer_waits() {
    let (mut s, mut shell) = session();
    press(&mut s, &mut shell, Action::Opponent);
    for (pit, answer) in [(2, 8), (3, 9)] {
        shell.click(&mut s, pit);
        let request = shell.asked.last().map(|a| a.0).unwrap_or_default();
        let mv = Move::sow(answer);
        shell.run(&mut s, Command::ComputerMove { request, mv });
    }
    assert_eq!(moves_played(&s), 4);
    let asked = shell.asked.len();
    press(&mut s, &mut shell, Action::Back);
    assert_eq!(moves_played(&s), 2, "back to the person's turn");
    press(&mut s, &mut shell, Action::Back);
    press(&mut s, &mut shell, Action::Forward);
    assert_eq!(
        moves_played(&s),
        2,
        "the person's move and the computer's answer"
    );
    assert_eq!(
        shell.asked.len(),
        asked,
        "the computer is not asked during a replay"
    );
    let playable = s.table().playable(s.seats().opponent);
    assert!(!playable.is_empty() && playable.iter().all(|p| *p < 6));

    // Playing from a replayed position ends the replay: the computer answers again.
    shell.click(&mut s, 4);
    assert!(!s.table().replaying());
    assert_eq!(shell.asked.len(), asked + 1);
    assert!(!s.table().game().is_some_and(History::can_redo));
}

#[test]
fn copy_link_puts_the_game_in_the_address_and_the_link_opens_it_again() {
    let (mut s, mut shell) = opened("", true, &[("variant", "kauri")]);
    for pit in [1, 7, 2] {
        shell.click(&mut s, pit);
    }
    assert_eq!(shell.controls.get("btn-share"), Some(&true));
    press(&mut s, &mut shell, Action::Share);
    let link = shell.shared.last().cloned().expect("a link was shared");
    assert!(link.starts_with("game=1.kauri."), "{link}");
    let note = shell.texts.get("note").cloned().unwrap_or_default();
    assert!(note.contains("copied"), "{note}");

    let (again, shell2) = opened(&format!("#{link}"), true, &[]);
    assert_eq!(again.table().variant(), Variant::Kauri);
    assert_eq!(pits(&again), pits(&s));
    assert_eq!(moves_played(&again), 3);
    assert!(
        again.table().replaying(),
        "opened ready to be stepped through"
    );
    assert_eq!(again.seats().opponent, Opponent::HotSeat);
    assert!(shell2.warnings.is_empty(), "{:?}", shell2.warnings);
}

#[test]
fn an_element_reads_the_address_only_when_its_author_opts_in() {
    let mut g = History::new(Game::new(Variant::Gore, &Options::default()).expect("Goré"));
    let first = g.current().legal_moves()[0];
    g.play(&first).expect("legal");
    let fragment = format!("#{}", mancala_learn::to_link(&g));

    let (s, shell) = opened(&fragment, false, &[]);
    assert_ne!(
        s.table().variant(),
        Variant::Gore,
        "an element leaves its host's address alone"
    );
    assert_eq!(shell.controls.get("btn-share"), Some(&false));
    let (s, shell) = opened(&fragment, false, &[("address", "")]);
    assert_eq!(s.table().variant(), Variant::Gore);
    assert_eq!(moves_played(&s), 1);
    assert_eq!(shell.controls.get("btn-share"), Some(&true));
    let (_, shell) = opened(&fragment, true, &[("kiosk", "")]);
    assert_eq!(
        shell.controls.get("btn-share"),
        Some(&false),
        "no link in a kiosk"
    );
}

#[test]
fn a_damaged_link_is_said_and_a_fresh_game_starts_and_other_fragments_are_left_alone() {
    let (s, shell) = opened("#game=1.oware-abapa.2!", true, &[("variant", "woaley")]);
    assert_eq!(
        s.table().variant(),
        Variant::Woaley,
        "the page's game, fresh"
    );
    assert_eq!(moves_played(&s), 0);
    assert_eq!(shell.warnings.len(), 1, "{:?}", shell.warnings);
    let note = shell.texts.get("note").cloned().unwrap_or_default();
    assert!(note.contains("damaged"), "{note}");
    assert_eq!(shell.controls.get("note"), Some(&true));

    let (s, shell) = opened("#rules-of-play", true, &[("variant", "woaley")]);
    assert_eq!(s.table().variant(), Variant::Woaley);
    assert!(shell.warnings.is_empty());
    assert_ne!(shell.controls.get("note"), Some(&true));
}

#[test]
fn a_damaged_link_from_javascript_is_refused_and_changes_nothing() {
    let (mut s, mut shell) = session();
    shell.click(&mut s, 2);
    let before = pits(&s);
    let text = "game=1.oware-abapa.99".to_string();
    let from_address = false;
    shell.run(&mut s, Command::OpenLink { text, from_address });
    assert_eq!(shell.refused.len(), 1);
    assert!(
        shell.refused[0].starts_with("openLink: "),
        "{}",
        shell.refused[0]
    );
    assert_eq!(pits(&s), before);
    assert_eq!(moves_played(&s), 1);
}

#[test]
fn a_finished_game_opened_from_a_link_is_over_once_its_replay_reaches_the_end() {
    let mut g = History::new(Game::new(Variant::Kauri, &Options::default()).expect("Kauri"));
    while g.current().outcome().is_none() && g.moves_played() < 5_000 {
        let moves = g.current().legal_moves();
        let mv = moves[g.moves_played() * 7 % moves.len()];
        g.play(&mv).expect("legal");
    }
    assert!(g.current().outcome().is_some(), "the game ended");
    let (mut s, mut shell) = opened(&format!("#{}", mancala_learn::to_link(&g)), true, &[]);
    assert!(s.table().outcome().is_some());
    assert_eq!(
        shell.controls.get("gameover"),
        Some(&false),
        "the board stays in view"
    );
    assert!(shell.over.is_empty());
    press(&mut s, &mut shell, Action::Back);
    press(&mut s, &mut shell, Action::Forward);
    assert_eq!(shell.controls.get("gameover"), Some(&true));
    assert_eq!(shell.over.len(), 1);
}
