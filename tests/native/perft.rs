//! Perft: leaf counts of the Oware move tree from the start position (`tests/native/perft/oware.perft`),
//! for both rule options.

use mancala::rules::oware::{perft, Oware};
use mancala::rules::{Options, Rules, Variant};

/// `(variant, depth, leaves)` from the perft file; blank lines and `#` comments skipped.
fn expectations() -> Vec<(Variant, u32, u64)> {
    include_str!("perft/oware.perft")
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields.len(), 3, "perft line '{line}': variant depth leaves");
            let variant = fields[0].parse().expect("variant id");
            let depth = fields[1].parse().expect("depth");
            let leaves = fields[2].parse().expect("leaf count");
            (variant, depth, leaves)
        })
        .collect()
}

fn check(variant: Variant, max_depth: u32) {
    let start = Oware::new(variant, &Options::default()).expect("new game");
    let lines: Vec<_> = expectations()
        .into_iter()
        .filter(|&(v, depth, _)| v == variant && depth <= max_depth)
        .collect();
    assert_eq!(
        lines.len(),
        max_depth as usize,
        "{variant}: the perft file should list depths 1 to {max_depth}"
    );
    for (_, depth, leaves) in lines {
        assert_eq!(perft(&start, depth), leaves, "{variant} perft({depth})");
    }
}

#[test]
fn perft_abapa_to_depth_9() {
    check(Variant::OwareAbapa, 9);
}

#[test]
fn perft_international_to_depth_9() {
    check(Variant::OwareInternational, 9);
}

#[test]
fn perft_depth_zero_is_one_node() {
    let start = Oware::new(Variant::OwareAbapa, &Options::default()).expect("new game");
    assert_eq!(perft(&start, 0), 1);
}
