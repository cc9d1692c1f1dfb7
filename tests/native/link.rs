//! Game links: every game, its options and its start survive a round trip through
//! `to_link` and `from_link`, move for move; a damaged link is refused with its reason.

use crate::common;

use common::random_move;
use mancala::learn::{from_link, to_link};
use mancala::rules::rng::Rng;
use mancala::rules::{Game, History, Move, Options, Position, Series, Variant};

/// A game of `variant` from `game`, `plies` random moves long (fewer if it ends).
fn random_history(game: Game, plies: usize, rng: &mut Rng) -> History {
    let mut history = History::new(game);
    for _ in 0..plies {
        let moves = history.current().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = random_move(&moves, rng);
        history.play(&mv).expect("a legal move plays");
    }
    history
}

/// Checks that `history`'s link gives back the same game: start, moves and state.
fn assert_round_trip(history: &History) -> String {
    let link = to_link(history);
    assert!(link.starts_with("game=1."), "{link}");
    assert!(
        link.bytes()
            .all(|c| c.is_ascii_alphanumeric() || b"=.-_~!".contains(&c)),
        "{link}"
    );
    let back = from_link(&link).unwrap_or_else(|e| panic!("{link}: {e}"));
    assert_eq!(
        back.start().position(),
        history.start().position(),
        "{link}"
    );
    assert_eq!(back.moves(), history.moves(), "{link}");
    assert_eq!(back.current().position(), history.current().position());
    assert_eq!(to_link(&back), link);
    link
}

fn kinds(history: &History) -> [bool; 4] {
    let has = |f: fn(&Move) -> bool| history.moves().iter().any(|(_, m)| f(m));
    [
        has(|m| matches!(m, Move::Reverse { .. })),
        has(|m| matches!(m, Move::Offer { .. })),
        has(|m| matches!(m, Move::Answer { .. })),
        has(|m| matches!(m, Move::Arrange { .. })),
    ]
}

#[test]
fn every_variant_round_trips_over_random_games() {
    let mut rng = Rng::new(16);
    let mut seen = [false; 4];
    let mut reverse_choices = false;
    for variant in Variant::ALL {
        for round in 0..12 {
            let game = Game::new(variant, &Options::default()).unwrap();
            let history = random_history(game, 20 + round * 25, &mut rng);
            for (k, s) in seen.iter_mut().zip(kinds(&history)) {
                *k |= s;
            }
            reverse_choices |= history
                .moves()
                .iter()
                .any(|(_, m)| matches!(m, Move::Reverse { choices, .. } if !choices.is_empty()));
            let link = assert_round_trip(&history);
            if variant != Variant::Gore && variant != Variant::Omweso {
                // One character a move.
                let body = link.split('.').nth(2).unwrap_or("");
                assert_eq!(body.len(), history.moves_played(), "{link}");
            }
        }
    }
    assert_eq!(
        seen, [true; 4],
        "reverse, offer, answer and arrangement all met"
    );
    assert!(
        reverse_choices,
        "a reverse move with continuation choices met"
    );
}

/// `position` with a seed moved from the first pit to the second: no new game starts so.
fn moved_seed(position: &mut Position) {
    position.pits[0] -= 1;
    position.pits[1] += 1;
}

#[test]
fn options_and_a_start_position_round_trip() {
    let mut rng = Rng::new(7);
    for (variant, options, word) in [
        (Variant::Woaley, Series::Match, "~match"),
        (Variant::Woaley, Series::Woaley, "~woaley"),
    ] {
        let options = Options {
            series: options,
            starting_player: 1,
            ..Options::default()
        };
        let history = random_history(Game::new(variant, &options).unwrap(), 400, &mut rng);
        let link = assert_round_trip(&history);
        assert!(link.contains(word) && link.contains("~p1"), "{link}");
    }
    let play_out = Options {
        play_out: true,
        ..Options::default()
    };
    let game = Game::new(Variant::OwareInternational, &play_out).unwrap();
    let link = assert_round_trip(&random_history(game, 30, &mut rng));
    assert!(
        link.starts_with("game=1.oware-international~playout."),
        "{link}"
    );
    let plain = Game::new(Variant::OwareAbapa, &Options::default()).unwrap();
    assert_eq!(to_link(&History::new(plain)), "game=1.oware-abapa");

    let mut position: Position = Game::new(Variant::Kauri, &Options::default())
        .unwrap()
        .position();
    moved_seed(&mut position);
    let start = Game::from_position(&position).unwrap();
    let link = assert_round_trip(&random_history(start, 30, &mut rng));
    assert_eq!(link.split('.').count(), 4, "{link}");
    // Played on a few moves, the position of a game becomes the start of another.
    let middle = random_history(
        Game::new(Variant::Omweso, &Options::default()).unwrap(),
        40,
        &mut rng,
    );
    let start = Game::from_position(&middle.current().position()).unwrap();
    assert_round_trip(&random_history(start, 30, &mut rng));
}

#[test]
fn the_link_is_found_in_a_url_or_after_a_hash() {
    let mut history = History::new(Game::new(Variant::OwareAbapa, &Options::default()).unwrap());
    history.play(&Move::sow(2)).unwrap();
    history.play(&Move::sow(7)).unwrap();
    let link = to_link(&history);
    assert_eq!(link, "game=1.oware-abapa.CH");
    for text in [
        link.clone(),
        format!("#{link}"),
        format!("https://example.org/mancala/?lang=fr#{link}"),
        format!("  {link}\n"),
    ] {
        assert_eq!(from_link(&text).unwrap().moves(), history.moves(), "{text}");
    }
}

/// The error of `link`, which must be refused.
fn refused(link: &str) -> String {
    match from_link(link) {
        Ok(_) => panic!("{link} was accepted"),
        Err(e) => e,
    }
}

#[test]
fn damaged_links_are_refused_with_the_reason() {
    let mut rng = Rng::new(3);
    let history = random_history(
        Game::new(Variant::Gore, &Options::default()).unwrap(),
        60,
        &mut rng,
    );
    let link = to_link(&history);
    let cases = [
        ("oware-abapa.CH", "should start with 'game='"),
        ("game=2.oware-abapa.CH", "version '2' is not supported"),
        ("game=1.owari.CH", "unknown variant 'owari'"),
        ("game=1.oware-abapa~fast.CH", "unknown option 'fast'"),
        (
            "game=1.oware-abapa.C*",
            "move 2 of the link: '*' is not a character",
        ),
        (
            "game=1.oware-abapa.CC",
            "move 2 of the link ({\"pit\":2}) cannot be played",
        ),
        (
            "game=1.oware-abapa.Ca",
            "move 2 of the link ({\"pit\":26}) cannot be played",
        ),
        ("game=1.gore.!o", "ends in the middle"),
        ("game=1.gore.!x", "'!x' is not a kind of move"),
        ("game=1.omweso.!aBBB", "ends in the middle"),
        ("game=1.kauri.A.B.C.D", "2 to 4 parts"),
        ("game=1.kauri..e30", "start position: missing field"),
        ("game=1.kauri..%%%", "start position is damaged"),
        ("game=1.kauri~p1..e30", "names no options"),
        ("game=1.oware-abapa", ""),
    ];
    for (text, reason) in cases {
        if reason.is_empty() {
            assert!(from_link(text).is_ok(), "{text}");
        } else {
            let e = refused(text);
            assert!(e.contains(reason), "{text}: {e}");
        }
    }
    // A Goré position under an Oware name.
    let mut gore_start = history.start().position();
    moved_seed(&mut gore_start);
    let gore_link = to_link(&History::new(Game::from_position(&gore_start).unwrap()));
    let encoded = gore_link.rsplit('.').next().unwrap();
    let e = refused(&format!("game=1.oware-abapa..{encoded}"));
    assert!(e.contains("start position is of gore"), "{e}");
    // A start position cut short anywhere is refused as damaged or unreadable.
    let position_at = gore_link.rfind('.').unwrap() + 1;
    for end in position_at..gore_link.len() {
        let e = refused(&gore_link[..end]);
        assert!(e.contains("the link's start position"), "{e}");
    }
    // Every truncation and every single altered character is refused or gives another game,
    // never a panic.
    for end in 0..link.len() {
        let _ = from_link(&link[..end]);
    }
    let moves_at = link.rfind('.').unwrap() + 1;
    let mut changed = 0;
    for i in 0..link.len() {
        for c in ["A", "_", "!", "~", ".", "é", "9"] {
            let mut text = link.clone();
            text.replace_range(i..i + 1, c);
            if let Ok(other) = from_link(&text) {
                if i >= moves_at {
                    changed += usize::from(other.moves() != history.moves());
                }
            }
        }
    }
    assert!(changed > 0);
    // A wrong variant: the moves of Goré read as Oware's are refused or make another game.
    let as_oware = link.replacen("gore", "oware-abapa", 1);
    if let Ok(other) = from_link(&as_oware) {
        assert_ne!(other.start().variant(), Variant::Gore);
    }
}
