//! The choices made with buttons in the session. Goré: a player with no seed may make no offer,
//! and so pass (ruling G-pass-offer). The choice of harvests: under Omweso's `M-must: optional` (and
//! Oware's `O-may: optional`), a tap on
//! a pit whose harvests may be declined opens the chooser (labels from the engine's facts, in
//! English and French; the focus on its first way; screen readers told; the way pointed at
//! previewed); a way chosen is played exactly, Cancel and Escape play nothing; the computer's
//! and a replay's declining moves are played as any move; without the option a tap plays at
//! once.

use crate::choices::MOST_FORMS;
use crate::scripted::*;
use mancala_i18n::Language;
use mancala_rules::{Choices, Game, Position};

/// Omweso's chain of `tests/native/omweso_house`: P0's plot 8 (2 seeds) sows to 9, 10; plot 10 harvests
/// P1's 29 and 18, whose seeds go from 10 to 13, which harvests 26 and 21. Under `M-must:
/// optional` plot 8 is played three ways. `north` gives the same board to P1, who is to move.
fn chain(optional: bool, north: bool) -> Game {
    let mover = [0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 1, 0, 0];
    let other = [9, 9, 1, 9, 9, 2, 9, 8, 0, 0, 2, 0, 0, 2, 0, 0];
    let (south, north_side) = if north {
        (other, mover)
    } else {
        (mover, other)
    };
    let pits: Vec<u32> = south.into_iter().chain(north_side).collect();
    let mut position = serde_json::json!({
        "variant": "omweso",
        "pits": pits,
        "toMove": u8::from(north),
    });
    if optional {
        position["extra"] = serde_json::json!({ "rules": { "M-must": "optional" } });
    }
    let position: Position = serde_json::from_value(position).expect("a position");
    Game::from_position(&position).expect("a valid position")
}

/// Plot `pit` sown declining the harvests `harvest` says.
fn declining(pit: u8, harvest: &[bool]) -> Move {
    let harvest = Choices::from_slice(harvest).expect("few");
    Move::harvesting(pit, false, Choices::NONE, harvest)
}

/// A session of two players (English, moves shown at once) on `game`.
fn playing(game: Game) -> (Session, Shell) {
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Speed(f64::INFINITY));
    shell.run(&mut s, Command::Load(Box::new(game)));
    (s, shell)
}

fn shown(shell: &Shell, id: &str) -> bool {
    shell.controls.get(id) == Some(&true)
}

/// The chooser's labels shown, in order.
fn labels(shell: &Shell) -> Vec<String> {
    (0..MOST_FORMS)
        .filter_map(|i| u8::try_from(i).ok())
        .map(|i| Action::Harvest(i).id())
        .filter(|id| shown(shell, id))
        .map(|id| shell.texts[id].clone())
        .collect()
}

fn moves(s: &Session) -> Vec<Move> {
    let g = s.table().game().expect("a game");
    g.moves().iter().map(|(_, mv)| *mv).collect()
}

#[test]
fn a_tap_that_may_decline_harvests_opens_the_chooser_and_the_way_chosen_is_played() {
    let (mut s, mut shell) = playing(chain(true, false));
    assert!(!shown(&shell, "harvests"), "closed until a pit is tapped");
    shell.click(&mut s, 8);
    assert!(moves(&s).is_empty(), "nothing played yet");
    assert!(shown(&shell, "harvests"));
    assert_eq!(
        labels(&shell),
        [
            "Harvest pits 30, 19, 27 and 22",
            "No harvest: sow on",
            "Harvest pits 30 and 19",
        ]
    );
    assert_eq!(shell.texts["btn-harvest-cancel"], "Cancel");
    assert_eq!(
        shell.status.as_deref(),
        Some("How do you play pit 9? Choose below.")
    );
    assert_eq!(
        shell.announced.last().map(String::as_str),
        Some("Pit 9 can be played 3 ways: choose one under the board, or press “Cancel”.")
    );
    assert_eq!(shell.focused, ["btn-harvest-1"]);
    assert_eq!(
        s.table().choice().selected(),
        [8],
        "the pit is marked on the board"
    );
    assert!(!shown(&shell, "btn-hint"), "the hint waits");

    // The preview shows the way with the focus (the first as it opens), or pointed at.
    assert_eq!(s.aid_marks().harvested, [29, 18, 26, 21]);
    shell.run(&mut s, Command::PreviewWay(Some(1)));
    let marks = s.aid_marks();
    assert_eq!((marks.from, marks.harvested.len()), (Some(8), 0));
    assert_eq!(marks.landing, Some(12), "plot 10 relays to 11 and 12");
    shell.run(&mut s, Command::PreviewWay(None));
    assert_eq!(s.aid_marks().from, None);

    // In French, the same ways.
    shell.run(
        &mut s,
        Command::SetLanguage(mancala_i18n::language("fr").expect("French")),
    );
    assert_eq!(
        labels(&shell),
        [
            "Prendre les cases 30, 19, 27 et 22",
            "Ne rien prendre\u{a0}: semer plus loin",
            "Prendre les cases 30 et 19",
        ]
    );
    assert_eq!(shell.texts["btn-harvest-cancel"], "Annuler");
    shell.run(
        &mut s,
        Command::SetLanguage(mancala_i18n::language("en").expect("English")),
    );

    // The second way: exactly that move, told and shown as any move.
    let announced = shell.announced.len();
    shell.run(&mut s, Command::Button(Action::Harvest(1)));
    assert_eq!(moves(&s), [declining(8, &[false])]);
    assert_eq!(
        shell.moved.last().map(|p| p.mv),
        Some(declining(8, &[false]))
    );
    let said = &shell.announced[announced..];
    assert!(
        said.iter().any(|a| a.contains("sows 2 seeds from pit 9")),
        "{said:?}"
    );
    assert!(!shown(&shell, "harvests"));
    assert_eq!(shell.focused.last(), Some(&"pits"));
    assert!(s.table().choice().selected().is_empty());
}

#[test]
fn cancel_and_escape_play_nothing_and_a_replay_plays_the_move_as_it_was() {
    let (mut s, mut shell) = playing(chain(true, false));
    let status = shell.status.clone();
    shell.run(&mut s, Command::Pit(8));
    assert!(shown(&shell, "harvests"));
    shell.run(&mut s, Command::Button(Action::HarvestCancel));
    assert!(!shown(&shell, "harvests"));
    assert!(moves(&s).is_empty());
    assert_eq!(shell.status, status, "the status line as before");
    assert_eq!(shell.focused, ["btn-harvest-1", "pits"]);
    // A way of a closed chooser plays nothing.
    shell.run(&mut s, Command::Button(Action::Harvest(0)));
    assert!(moves(&s).is_empty());

    // Escape on the board closes it too; the pit opens it again.
    shell.run(&mut s, Command::Key(Key::Play)); // no pit has the focus: nothing
    shell.run(&mut s, Command::Pit(8));
    shell.run(&mut s, Command::Key(Key::Escape));
    assert!(!shown(&shell, "harvests"));
    shell.run(&mut s, Command::Key(Key::Arrow { dx: 1, dy: 0 }));
    assert_eq!(s.table().focus(), Some(8), "the first playable pit");
    shell.run(&mut s, Command::Key(Key::Play));
    assert!(shown(&shell, "harvests"), "Enter opens it as a tap does");
    shell.run(&mut s, Command::Button(Action::Harvest(2)));
    assert_eq!(moves(&s), [declining(8, &[true, false])]);

    // Back and forward: the declining move is replayed as it was, no chooser.
    let after = s.table().game().map(|g| g.current().position());
    shell.run(&mut s, Command::Button(Action::Back));
    assert!(moves(&s).is_empty());
    shell.run(&mut s, Command::Button(Action::Forward));
    assert_eq!(moves(&s), [declining(8, &[true, false])]);
    assert_eq!(s.table().game().map(|g| g.current().position()), after);
    assert!(!shown(&shell, "harvests"));
}

#[test]
fn the_computers_declining_move_is_played_told_and_animated_as_any_move() {
    let (mut s, mut shell) = session();
    shell.run(&mut s, attr("opponent", "computer"));
    shell.run(&mut s, Command::Load(Box::new(chain(true, true))));
    let (request, position, ..) = shell.asked.last().cloned().expect("the computer is asked");
    assert_eq!(position.to_move, 1);
    assert!(!shown(&shell, "harvests"));
    let frames = shell.frames;
    let mv = declining(24, &[false]);
    shell.run(&mut s, Command::ComputerMove { request, mv });
    assert_eq!(moves(&s), [mv]);
    assert_eq!(shell.moved.last().map(|p| p.mv), Some(mv));
    assert!(
        shell
            .announced
            .iter()
            .any(|a| a.contains("sows 2 seeds from pit 25")),
        "{:?}",
        shell.announced
    );
    assert!(shell.frames - frames > 10, "shown seed by seed");
    assert!(!shown(&shell, "harvests"), "never for the computer");
}

#[test]
fn oware_under_o_may_offers_the_chain_taken_whole_or_in_part() {
    // Pit 6 (index 5) sows 3 seeds making 2, 3, 2 in pits 7, 8, 9: a chain of three.
    let position = serde_json::json!({
        "variant": "oware-abapa",
        "pits": [1, 0, 0, 0, 0, 3, 1, 2, 1, 4, 0, 0],
        "stores": [15, 21],
        "extra": { "rules": { "O-may": "optional" } },
    });
    let position: Position = serde_json::from_value(position).expect("a position");
    let (mut s, mut shell) = playing(Game::from_position(&position).expect("valid"));
    shell.run(&mut s, Command::Pit(5));
    assert_eq!(
        labels(&shell),
        [
            "Take 7 seeds (pits 9, 8 and 7)",
            "Take 2 seeds (pit 9)",
            "Take 5 seeds (pits 9 and 8)",
        ]
    );
    shell.run(
        &mut s,
        Command::SetLanguage(mancala_i18n::language("fr").expect("French")),
    );
    assert_eq!(
        labels(&shell)[..2],
        [
            "Prendre 7 graines dans les cases 9, 8 et 7",
            "Prendre 2 graines dans la case 9",
        ]
    );
    shell.run(&mut s, Command::Button(Action::Harvest(2)));
    let leaving: Move =
        serde_json::from_value(serde_json::json!({"pit": 5, "harvest": [true, false]}))
            .expect("a move");
    assert_eq!(moves(&s), [leaving]);
    assert_eq!(
        s.table()
            .game()
            .map(|g| g.current().position().stores_or_zero()),
        Some([20, 21])
    );
    // Pit 1 (index 0) takes nothing: played at once.
    shell.run(&mut s, Command::Button(Action::Undo));
    shell.run(&mut s, Command::Pit(0));
    assert_eq!(moves(&s), [Move::sow(0)]);
    assert!(!shown(&shell, "harvests"));
}

#[test]
fn without_the_option_a_tap_plays_at_once() {
    let (mut s, mut shell) = playing(chain(false, false));
    shell.click(&mut s, 8);
    assert_eq!(moves(&s), [Move::sow(8)]);
    assert!(!shown(&shell, "harvests"));
    assert!(shell.focused.is_empty(), "the focus stays where it is");
    // Nor in another game.
    let (mut s, mut shell) = session();
    shell.run(&mut s, attr("variant", "oware-abapa"));
    shell.run(&mut s, Command::Pit(2));
    assert_eq!(moves(&s), [Move::sow(2)]);
    assert!(!shown(&shell, "harvests"));
}

/// An Omweso position of a random game under `M-must: optional` where South's plot 10 (pit 9)
/// reaches three harvests that may be declined: the most ways a pit has, 2^3.
#[test]
fn every_way_the_rules_allow_is_offered() {
    let position = serde_json::json!({
        "variant": "omweso",
        "toMove": 0,
        "pits": [1, 0, 4, 4, 1, 3, 1, 2, 2, 5, 1, 2, 0, 7, 1, 2,
                 1, 1, 3, 0, 2, 1, 0, 0, 0, 7, 5, 5, 0, 0, 2, 1],
        "extra": { "harvestTurns": [1, 0], "phase": "sowing", "rules": { "M-must": "optional" } },
    });
    let position: Position = serde_json::from_value(position).expect("a position");
    let game = Game::from_position(&position).expect("a valid position");
    let legal: Vec<Move> = game
        .legal_moves()
        .into_iter()
        .filter(|mv| mv.pit() == Some(9) && !mv.is_clockwise())
        .collect();
    assert_eq!(legal.len(), MOST_FORMS, "{legal:?}");
    let (mut s, mut shell) = playing(game);
    shell.click(&mut s, 9);
    let ways = labels(&shell);
    assert_eq!(ways.len(), MOST_FORMS, "{ways:?}");
    let mut distinct = ways.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        MOST_FORMS,
        "each way says what it takes: {ways:?}"
    );
    // The last way is played exactly, as a legal move.
    let last = u8::try_from(MOST_FORMS - 1).expect("few");
    shell.run(&mut s, Command::Button(Action::Harvest(last)));
    let played = moves(&s);
    assert_eq!(played.len(), 1);
    assert!(legal.contains(&played[0]), "{played:?}");
}

/// Goré, ruling G-pass-offer: player 1 (the engine's player 0) owns four empty holes and may
/// offer, so "No offer" stands beside "Offer holes…" and the status says what he may do; while he
/// picks holes it steps aside. Pressing it plays the pass, told on the screen reader's line,
/// and the turn is the other player's, who has seeds and no such button. In French too.
#[test]
fn a_player_without_seed_may_make_no_offer_and_pass() {
    let position: Position = serde_json::from_value(serde_json::json!({
        "variant": "gore", "toMove": 0, "pits": [0, 0, 0, 0, 0, 0, 4, 2], "stores": [30, 12]
    }))
    .expect("a position");
    let game = || Game::from_position(&position).expect("a valid position");
    let (mut s, mut shell) = playing(game());
    assert!(shown(&shell, "btn-no-offer") && shown(&shell, "btn-offer"));
    assert_eq!(
        shell.status.as_deref(),
        Some("Player 1 has no seed to sow: offer holes, or choose “No offer” to pass")
    );
    shell.run(&mut s, Command::Button(Action::Offer));
    assert!(!shown(&shell, "btn-no-offer"), "hidden while picking holes");
    shell.run(&mut s, Command::Button(Action::Offer));
    assert!(shown(&shell, "btn-no-offer"));
    shell.run(&mut s, Command::Button(Action::NoOffer));
    assert_eq!(moves(&s), [Move::Pass]);
    assert!(!shown(&shell, "btn-no-offer"));
    let said = shell.announced.last().map(String::as_str).unwrap_or("");
    assert!(
        said.starts_with("Player 1: no offer and no seed to sow; the turn passes."),
        "{said}"
    );
    assert_eq!(s.table().to_move(), Some(1));

    let (mut s, mut shell) = playing(game());
    shell.run(&mut s, Command::SetLanguage(Language::Fr.texts()));
    assert_eq!(
        shell.status.as_deref(),
        Some("Le joueur 1 n’a aucune graine à semer\u{a0}: il peut offrir des trous, ou choisir «\u{202f}Pas d’offre\u{202f}» pour passer")
    );
    shell.run(&mut s, Command::Button(Action::NoOffer));
    let said = shell.announced.last().map(String::as_str).unwrap_or("");
    assert!(
        said.starts_with("Joueur 1\u{a0}: pas d’offre et aucune graine à semer, la main passe."),
        "{said}"
    );
}
