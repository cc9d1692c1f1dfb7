//! Every shipped puzzle proved again (`mancala::puzzles::prove`): its right move reaches its
//! goal against every reply and no other move does; Oware's by the endgame tables, built here
//! as large as the puzzles' boards. And enough of them: at least 30 for each Oware rule set and
//! 12 for every other game, of every difficulty.

use mancala::learn::puzzle::data;
use mancala::puzzles::{install_table, prove};
use mancala::rules::Variant;

#[test]
fn every_puzzle_is_proved_and_every_game_has_enough_of_each_difficulty() {
    let all = data::all().expect("every puzzle file reads");
    let most_seeds = all
        .iter()
        .filter(|p| matches!(p.variant, Variant::OwareAbapa | Variant::OwareInternational))
        .map(|p| p.position.pits.iter().sum::<u32>() as usize)
        .max()
        .unwrap_or(0);
    for variant in [Variant::OwareAbapa, Variant::OwareInternational] {
        install_table(variant, most_seeds);
    }
    for puzzle in &all {
        if let Err(e) = prove(puzzle) {
            panic!("{e}");
        }
    }
    for variant in Variant::ALL {
        let of: Vec<_> = all.iter().filter(|p| p.variant == variant).collect();
        let least = match variant {
            Variant::OwareAbapa | Variant::OwareInternational => 30,
            _ => 12,
        };
        assert!(of.len() >= least, "{variant}: {} puzzles", of.len());
        for d in 1..=3 {
            assert!(
                of.iter().any(|p| p.difficulty == d),
                "{variant}: no puzzle of difficulty {d}"
            );
        }
    }
    mancala::ai::endgame::uninstall_all();
}

#[test]
fn a_puzzle_whose_answer_is_wrong_is_not_proved() {
    let all = data::all().expect("every puzzle file reads");
    for variant in [Variant::OwareAbapa, Variant::Kalah] {
        let Some(mut puzzle) = all.iter().find(|p| p.variant == variant).cloned() else {
            panic!("{variant} has puzzles");
        };
        install_table(variant, 10);
        let game = puzzle.game().expect("reads");
        let wrong = game
            .legal_moves()
            .into_iter()
            .find(|m| *m != puzzle.solution[0])
            .expect("another move");
        puzzle.solution = vec![wrong];
        assert!(prove(&puzzle).is_err(), "{}", puzzle.id);
    }
    mancala::ai::endgame::uninstall_all();
}
