//! Perft: leaf counts of the Oware move tree from the start position (`tests/native/perft/oware.perft`),
//! for both rule options.

use mancala::rules::oware::{perft, Oware};
use mancala::rules::{Options, Rules, Variant};

/// The lines of a perft file, each split into its `columns` fields (named in `what` for the
/// message); blank lines and `#` comments skipped.
fn perft_lines<'a>(text: &'a str, columns: usize, what: &str) -> Vec<Vec<&'a str>> {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields.len(), columns, "perft line '{line}': {what}");
            fields
        })
        .collect()
}

/// `(variant, depth, leaves)` from the perft file.
fn expectations() -> Vec<(Variant, u32, u64)> {
    perft_lines(include_str!("perft/oware.perft"), 3, "variant depth leaves")
        .into_iter()
        .map(|f| {
            let variant = f[0].parse().expect("variant id");
            let depth = f[1].parse().expect("depth");
            let leaves = f[2].parse().expect("leaf count");
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
