//! The generic conformance suite every game runs (STYLE.md, "What this means here"): for many
//! random games, every legal move plays, illegal moves are refused and change nothing, seeds and
//! cowries are conserved, every game ends, each move's events replay onto the position before it
//! to give the position after it, and the JSON position round-trips.

use crate::common;
use common::random_move;

use mancala::rules::rng::Rng;
use mancala::rules::{
    replay, Choices, Game, Move, Options, Position, ReplayBoard, Rules, Series, Variant,
    RULE_OPTIONS,
};

/// How hard to try.
struct Suite {
    games: usize,
    max_plies: usize,
    options: Options,
}

fn visible(p: &Position) -> ReplayBoard {
    p.replay_board()
}

/// Candidate moves of every kind, legal or not, for the refusal check.
fn candidates(variant: Variant) -> Vec<Move> {
    let n = variant.pit_count();
    let mut all: Vec<Move> = (0..n + 3).map(Move::sow).collect();
    all.push(Move::Sow { pit: 200 });
    for pit in [0u8, 1, 14, 15, 16, 17, 30, 31, 3] {
        all.push(Move::Reverse {
            pit,
            choices: Choices::NONE,
        });
    }
    for holes in [1u8, 3, 0x10, 0x30, 0xF0, 0x0F, 0] {
        all.push(Move::Offer { holes });
    }
    // Harvests left (O-may, M-must): the last plot alone, two plots, and a list with an entry
    // after its first "leave", which no game writes.
    for pit in [0u8, 3, 5, 7, 11] {
        for harvest in [&[false][..], &[true, false], &[false, false]] {
            let harvest = Choices::from_slice(harvest).expect("short");
            all.push(Move::harvesting(pit, false, Choices::NONE, harvest));
        }
    }
    all.push(Move::Answer { accept: true });
    all.push(Move::Answer { accept: false });
    all.push(Move::Arrange { counts: [3; 16] });
    // Moves declining harvests (O-may, M-must), plain and clockwise.
    let declines = |list: &[bool]| Choices::from_slice(list).expect("short");
    for pit in [0u8, 3, 8, 10, 15, 16, 20, 27] {
        for harvest in [&[false][..], &[true, false], &[false, false, false, false]] {
            all.push(Move::harvesting(
                pit,
                false,
                Choices::NONE,
                declines(harvest),
            ));
        }
    }
    for pit in [0u8, 15, 16, 31] {
        all.push(Move::harvesting(
            pit,
            true,
            Choices::NONE,
            declines(&[false]),
        ));
    }
    all
}

fn check_round_trip(game: &Game, context: &str) {
    let pos = game.position();
    let json = pos.to_json();
    let back = Position::from_json(&json).unwrap_or_else(|e| panic!("{context}: {e}\n{json}"));
    assert_eq!(back, pos, "{context}: JSON round trip");
    let rebuilt =
        Game::from_position(&back).unwrap_or_else(|e| panic!("{context}: reread: {e}\n{json}"));
    assert_eq!(
        rebuilt.position(),
        pos,
        "{context}: position after rereading"
    );
    assert_eq!(
        rebuilt.legal_moves(),
        game.legal_moves(),
        "{context}: legal moves after rereading"
    );
    assert_eq!(
        rebuilt.outcome(),
        game.outcome(),
        "{context}: outcome after rereading"
    );
}

/// Under rules with no end by repetition (Oware's O-rep "none"), a game may go round a cycle
/// for ever, all its moves forced: a random game is stopped when its position occurs this often.
const CYCLE_STOP: u32 = 3;

/// Whether `game`'s position has occurred [`CYCLE_STOP`] times under rules that let it.
fn cycling(game: &Game) -> bool {
    let rules = game.rules();
    rules.repetition_limit() == u32::MAX
        && rules
            .repetition_hash()
            .and_then(|hash| game.seen().get(&hash))
            .is_some_and(|&n| n >= CYCLE_STOP)
}

fn run(variant: Variant, suite: Suite) {
    let mut rng = Rng::new(0x5EED ^ variant.id().len() as u64);
    let mut ended = 0;
    let mut total_plies = 0;
    for g in 0..suite.games {
        let mut options = suite.options;
        options.starting_player = (g % 2) as u8;
        let mut game = Game::new(variant, &options).expect("new game");
        let totals = game.rules().totals();
        check_round_trip(&game, &format!("{variant} game {g} start"));
        for ply in 0..suite.max_plies {
            if game.outcome().is_some() || cycling(&game) {
                assert!(
                    game.outcome().is_none() || game.legal_moves().is_empty(),
                    "{variant}: moves after the end"
                );
                ended += 1;
                break;
            }
            let moves = game.legal_moves();
            assert!(!moves.is_empty(), "{variant}: no legal move but no outcome");
            let context = format!("{variant} game {g} ply {ply}");
            let before = game.position();

            // Illegal moves are refused and change nothing.
            for mv in candidates(variant) {
                if !moves.contains(&mv)
                    && !matches!(mv, Move::Arrange { .. } | Move::Reverse { .. })
                {
                    assert!(
                        game.play(&mv).is_err(),
                        "{context}: illegal {mv:?} accepted"
                    );
                }
            }
            assert_eq!(
                game.position(),
                before,
                "{context}: a refused move changed the game"
            );
            // Every legal move is accepted.
            for mv in &moves {
                assert!(
                    game.rules().check_move(mv).is_ok(),
                    "{context}: listed move {mv:?} refused: {:?}",
                    game.rules().check_move(mv)
                );
            }

            let mv = random_move(&moves, &mut rng);
            let events = game
                .play(&mv)
                .unwrap_or_else(|e| panic!("{context}: {mv:?}: {e}"));
            let after = game.position();

            assert_eq!(
                game.rules().totals(),
                totals,
                "{context}: seeds not conserved"
            );
            let mut board = visible(&before);
            for e in &events {
                replay(&mut board, e)
                    .unwrap_or_else(|err| panic!("{context}: replay {e:?}: {err}"));
            }
            let expected = visible(&after);
            assert_eq!(
                board.hand_seeds + board.hand_cowries,
                0,
                "{context}: seeds left in hand"
            );
            assert_eq!(
                board.pits, expected.pits,
                "{context}: replayed pits\n{events:?}"
            );
            assert_eq!(
                board.cowries, expected.cowries,
                "{context}: replayed cowries"
            );
            assert_eq!(board.owners, expected.owners, "{context}: replayed owners");
            assert_eq!(
                board.stores, expected.stores,
                "{context}: replayed stores\n{events:?}"
            );
            if game.outcome().is_none() {
                assert_eq!(
                    board.to_move, expected.to_move,
                    "{context}: replayed player to move"
                );
            }
            if ply % 7 == 0 || game.outcome().is_some() {
                check_round_trip(&game, &context);
            }
            total_plies += 1;
        }
    }
    assert_eq!(ended, suite.games, "{variant}: some games did not end");
    assert!(
        total_plies > suite.games,
        "{variant}: games too short to test anything"
    );
}

fn suite(games: usize) -> Suite {
    Suite {
        games,
        max_plies: 20_000,
        options: Options::default(),
    }
}

/// How many random games each game's suite plays, plain and under each sample of its house
/// rules: 300 and 60, unless a game's length (an Omweso game, a Nam-Nam match of rounds) or its
/// house rules' many combinations ask for other figures.
fn games(variant: Variant) -> (usize, usize) {
    match variant {
        Variant::OwareAbapa => (300, 800),
        Variant::OwareInternational => (300, 600),
        Variant::NamNam => (150, 15),
        Variant::Omweso => (60, 300),
        Variant::Woaley => (200, 500),
        Variant::Kauri => (300, 20),
        _ => (300, 60),
    }
}

/// Runs `check` on every game at once, a thread each; fails if any fails.
fn on_every_game(check: impl Fn(Variant) + Sync) {
    std::thread::scope(|scope| {
        for variant in Variant::ALL {
            let check = &check;
            scope.spawn(move || check(variant));
        }
    });
}

#[test]
fn every_game_conforms() {
    on_every_game(|variant| run(variant, suite(games(variant).0)));
}

#[test]
fn every_game_conforms_under_its_house_rules() {
    on_every_game(|variant| run_under_house_rules(variant, games(variant).1));
}

/// A Woaley series: the match's ends as well as the game's.
#[test]
fn woaley_series_conform() {
    run(
        Variant::Woaley,
        Suite {
            options: Options {
                series: Series::Woaley,
                ..Options::default()
            },
            ..suite(10)
        },
    );
}

/// The fixed sample of `variant`'s house-rule combinations the suite runs over: each
/// option's every other value alone, then every option at its second value together, then every
/// option at its last value together. Every value of every option is played at least once.
fn house_samples(variant: Variant) -> Vec<Options> {
    let own: Vec<_> = RULE_OPTIONS
        .iter()
        .filter(|o| o.variant == variant)
        .collect();
    let with = |pairs: &[(&str, &str)]| {
        let mut options = Options::default();
        for (id, value) in pairs {
            options.rules.set(id, value).expect("a known rule option");
        }
        options
    };
    let alone = own
        .iter()
        .flat_map(|o| o.values[1..].iter().map(|v| with(&[(o.id, *v)])));
    let second: Vec<_> = own.iter().map(|o| (o.id, o.values[1])).collect();
    let last: Vec<_> = own
        .iter()
        .map(|o| (o.id, o.values[o.values.len() - 1]))
        .collect();
    alone.chain([with(&second), with(&last)]).collect()
}

/// Runs `variant`'s suite, `games` random games, under each of its house-rule samples.
fn run_under_house_rules(variant: Variant, games: usize) {
    let samples = house_samples(variant);
    assert!(samples.len() > 2, "{variant} has house rules");
    for options in samples {
        run(
            variant,
            Suite {
                options,
                ..suite(games)
            },
        );
    }
}
