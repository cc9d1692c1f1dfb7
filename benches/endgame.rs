//! Building the Oware endgame tables natively: `cargo bench --bench endgame [-- SEEDS]` (15 by
//! default). For each Oware rule set, the time to finish each level of seeds, the boards swept,
//! the table's size and how many of its boards are flagged (their value depends on what was
//! played before). Its memory: `/usr/bin/time -v` gives the most the process held.

use mancala::ai::endgame::{Build, EndgameTable};
use mancala::rules::oware::EndgameRules;
use mancala::rules::{HouseRules, Variant};
use std::time::Instant;

fn main() {
    let seeds: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(15);
    for variant in [Variant::OwareAbapa, Variant::OwareInternational] {
        let Some(rules) = EndgameRules::new(variant, &HouseRules::default()) else {
            continue;
        };
        println!("{}:", rules.key());
        let start = Instant::now();
        let mut build = Build::new(rules, seeds);
        let mut level = 0;
        while !build.is_done() {
            build.step(&mut || false);
            let p = build.progress();
            if p.seeds_done > level {
                level = p.seeds_done;
                println!(
                    "  up to {:>2} seeds: {:>7.2} s, {:>11} boards swept",
                    level - 1,
                    start.elapsed().as_secs_f64(),
                    p.boards_swept
                );
            }
        }
        let table: EndgameTable = build.into_table().expect("the build is done");
        let flagged = table.flagged();
        println!(
            "  {} bytes; flagged boards by seeds: {:?} ({} in all)",
            table.len(),
            flagged,
            flagged.iter().sum::<u64>()
        );
    }
}
