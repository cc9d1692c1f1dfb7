//! OGN in and out: hand-written games read as Aualé writes them, faults named by their line, and
//! random games of both Oware rule sets written and read back to the same moves and end.

use super::*;
use crate::rng::Rng;
use crate::Options;

/// `moves` played from `start`.
fn played(start: &Game, moves: &[Move]) -> History {
    let mut history = History::new(start.clone());
    for mv in moves {
        history.play(mv).expect("a legal move");
    }
    history
}

/// The moves of a game read.
fn moves_of(game: &OgnGame) -> Vec<Move> {
    game.history.moves().iter().map(|(_, mv)| *mv).collect()
}

#[test]
fn a_game_as_auale_writes_it_is_read_with_its_tags_captures_comments_and_variations() {
    // South sows pit A (4 seeds to B..E), North d, ...; a comment, a variation and a result.
    let text = "[Variant \"Oware Abapa\"]\n[Event \"Club \\\"night\\\"\"]\n[Site \"?\"]\n\
                [Date \"2026.11.27\"]\n[Round \"?\"]\n[South \"Ama\"]\n[North \"Kofi\"]\n\
                [Result \"*\"]\n\n1. A d {a quiet start} 2. F (2. E c) b\n3. C *\n";
    let game = read(text).expect("reads");
    assert_eq!(game.tag("Event"), Some("Club \"night\""));
    assert_eq!(game.tag("South"), Some("Ama"));
    assert_eq!(game.history.start().variant(), Variant::OwareAbapa);
    let pits: Vec<usize> = moves_of(&game).iter().filter_map(Move::pit).collect();
    assert_eq!(pits, [0, 9, 5, 7, 2]);
}

#[test]
fn each_fault_is_named_by_its_line() {
    let fault = |text: &str| read(text).expect_err(text).to_string();
    assert_eq!(
        fault("[Variant \"Kalah\"]\n\n1. A\n"),
        "OGN line 1: unknown variant \"Kalah\": OGN games of Oware Abapa and Oware International are read"
    );
    assert_eq!(
        fault("[Variant \"Oware Abapa\"]\n\n1. A b\n2. a\n"),
        "OGN line 4: move 3 (a) is North's, but South is to move"
    );
    assert_eq!(
        fault("[Variant \"Oware Abapa\"]\n[FEN \"4-4-4\"]\n\n1. A\n"),
        "OGN line 2: the FEN \"4-4-4\" is not fourteen numbers and S or N joined by '-' (the \
         twelve pits, South's store, North's store, who moves)"
    );
    assert_eq!(
        fault("[Variant \"Oware Abapa\"]\n[Rules \"O-5plots=sometimes\"]\n"),
        "OGN line 2: rule option O-5plots has no value \"sometimes\"; its values are purposive, \
         literal, ludii"
    );
    assert!(fault(
        "[Variant \"Oware Abapa\"]\n[FEN \"0-0-0-0-0-1-0-0-0-0-0-0-23-24-S\"]\n\n1. A\n"
    )
    .starts_with("OGN line 4: move 1 (A) is not legal here"));
    assert_eq!(
        fault("[Variant \"Oware Abapa\"\n"),
        "OGN line 1: a tag is written [Name \"value\"], not [Variant \"Oware Abapa\""
    );
    assert_eq!(
        fault("\n\n1. A ! d\n"),
        "OGN line 3: '!' is not part of OGN movetext"
    );
    assert_eq!(fault(""), "OGN line 1: there is no OGN game in this text");
}

#[test]
fn a_start_position_and_north_to_move_are_written_as_a_fen_and_read_back() {
    let start = Game::from_position(&Position::of_seeds(
        Variant::OwareInternational,
        1,
        vec![1, 2, 3, 0, 0, 4, 2, 0, 0, 5, 1, 2],
        [14, 14],
    ))
    .expect("a position");
    let mv = start.legal_moves()[0];
    let text = write(&played(&start, &[mv]), &[]).expect("writes");
    assert!(
        text.contains("[Variant \"Oware International\"]\n"),
        "{text}"
    );
    assert!(
        text.contains("[FEN \"1-2-3-0-0-4-2-0-0-5-1-2-14-14-N\"]\n"),
        "{text}"
    );
    assert!(text.contains("\n1... "), "{text}");
    let back = read(&text).expect("reads");
    assert_eq!(back.history.start().position().pits, start.position().pits);
    assert_eq!(back.history.start().to_move(), 1);
    assert_eq!(moves_of(&back), [mv]);
}

#[test]
fn house_rules_travel_in_their_own_tag() {
    let mut options = Options::default();
    options
        .rules
        .set("O-5plots", "literal")
        .expect("a value of the option");
    let start = Game::new(Variant::OwareAbapa, &options).expect("starts");
    let text = write(&played(&start, &[]), &[]).expect("writes");
    assert!(text.contains("[Rules \"O-5plots=literal\"]\n"), "{text}");
    let back = read(&text).expect("reads");
    assert_eq!(
        HouseRules::of_position(&back.history.start().position())
            .expect("rules")
            .value("O-5plots"),
        "literal"
    );
    let other = read("[Variant \"Oware Abapa\"]\n[Rules \"G-skip=skip\"]\n").expect_err("Goré's");
    assert!(
        other
            .to_string()
            .starts_with("OGN line 2: rule option G-skip is one of"),
        "{other}"
    );
}

#[test]
fn random_games_of_both_rule_sets_go_out_and_back_to_the_same_moves_and_end() {
    let mut rng = Rng::new(11);
    for variant in [Variant::OwareAbapa, Variant::OwareInternational] {
        for _ in 0..40 {
            let start = Game::new(variant, &Options::default()).expect("starts");
            let mut game = start.clone();
            let mut moves = Vec::new();
            while moves.len() < 400 {
                let legal = game.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let mv = legal[rng.below(legal.len())];
                game.play(&mv).expect("legal");
                moves.push(mv);
            }
            let tags = vec![("South".to_string(), "Ama".to_string())];
            let text = write(&played(&start, &moves), &tags).expect("writes");
            assert!(text.lines().all(|l| l.len() < 80), "{text}");
            let back = read(&text).expect("reads");
            assert_eq!(moves_of(&back), moves, "{text}");
            assert_eq!(back.tag("South"), Some("Ama"));
            assert_eq!(back.history.current().position(), game.position());
            let result = match game.outcome() {
                Some(o) => format!("{}-{}", o.stores[0], o.stores[1]),
                None => "*".into(),
            };
            assert_eq!(back.tag("Result"), Some(result.as_str()));
            assert!(text.trim_end().ends_with(&result), "{text}");
        }
    }
}

#[test]
fn the_captures_are_written_after_the_move() {
    // South's pit F (index 5) holds 1 seed and North's first pit 1: sowing it makes 2 there.
    let start = Game::from_position(&Position::of_seeds(
        Variant::OwareAbapa,
        0,
        vec![4, 4, 4, 4, 4, 1, 1, 4, 4, 4, 4, 4],
        [3, 3],
    ))
    .expect("a position");
    let text = write(&played(&start, &[Move::sow(5)]), &[]).expect("writes");
    assert!(text.contains("\n1. F+2 *\n"), "{text}");
}
