//! Oware perft speed: leaves per second from the start position (bulk counting at the last ply),
//! and the deep counts of `tests/native/perft/oware.perft` (depths 10–12) checked and printed.
//!
//! Run with `cargo bench --bench perft`. Native only: on wasm32 this is an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use mancala::rules::oware::{perft, Oware};
    use mancala::rules::{Options, Rules, Variant};
    use std::hint::black_box;
    use std::time::Instant;

    fn start(variant: Variant) -> Oware {
        Oware::new(variant, &Options::default()).expect("the start position")
    }

    /// `(variant, depth, leaves)` of the perft file.
    fn expectations() -> Vec<(Variant, u32, u64)> {
        include_str!("../tests/native/perft/oware.perft")
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty() && !line.starts_with('#'))
            .filter_map(|line| {
                let mut fields = line.split_whitespace();
                Some((
                    fields.next()?.parse().ok()?,
                    fields.next()?.parse().ok()?,
                    fields.next()?.parse().ok()?,
                ))
            })
            .collect()
    }

    /// Nanoseconds this thread has run on a CPU (Linux), so that the speed shown does not depend
    /// on what else the machine is doing; `None` elsewhere.
    fn cpu_nanos() -> Option<u64> {
        let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
        stat.split_whitespace().next()?.parse().ok()
    }

    /// Times one perft and prints its leaves per second; returns the count.
    fn timed(variant: Variant, depth: u32) -> u64 {
        let game = start(variant);
        let cpu_before = cpu_nanos();
        let clock = Instant::now();
        let leaves = perft(black_box(&game), depth);
        let seconds = clock.elapsed().as_secs_f64();
        let cpu = cpu_before
            .zip(cpu_nanos())
            .map(|(before, after)| {
                format!(
                    ", {:.1} million per CPU second",
                    leaves as f64 / (after - before) as f64 * 1e3
                )
            })
            .unwrap_or_default();
        println!(
            "{variant} perft({depth}) = {leaves} leaves in {seconds:.3} s: {:.1} million leaves/s{cpu}",
            leaves as f64 / seconds / 1e6
        );
        leaves
    }

    /// Depths 10–12 against the perft file, for both options.
    fn verify_deep_counts() {
        for (variant, depth, expected) in expectations() {
            if depth >= 10 {
                let leaves = timed(variant, depth);
                assert_eq!(leaves, expected, "{variant} perft({depth})");
            }
        }
    }

    /// How often each depth is timed: the best and the median run are printed.
    const SAMPLES: usize = 10;

    /// Times perft from the start at depths 8 to 10, [`SAMPLES`] runs each, and prints the best
    /// and the median run's leaves per second.
    fn bench() {
        let game = start(Variant::OwareAbapa);
        for depth in [8, 9, 10] {
            let mut leaves = 0;
            let mut seconds: Vec<f64> = (0..SAMPLES)
                .map(|_| {
                    let clock = Instant::now();
                    leaves = perft(black_box(&game), depth);
                    clock.elapsed().as_secs_f64()
                })
                .collect();
            seconds.sort_by(f64::total_cmp);
            let speed = |s: f64| leaves as f64 / s / 1e6;
            println!(
                "oware perft({depth}), {SAMPLES} runs: best {:.1}, median {:.1} million leaves/s",
                speed(seconds[0]),
                speed(seconds[SAMPLES / 2])
            );
        }
    }

    /// Prints the speed and the deep counts, then times the shallower depths again and again.
    pub fn run() {
        verify_deep_counts();
        bench();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::run();
}

#[cfg(target_arch = "wasm32")]
fn main() {}
