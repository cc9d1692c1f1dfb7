//! Kalah's perft: the counts of `kalah.perft`, from the engine and from an independent naive
//! implementation of the rules, written here on the classic board of 14 places (each player's
//! six pits followed by his store).

use super::perft;
use crate::kalah::Kalah;
use crate::{Options, Rules, Variant};

/// The naive board: places 0–5 player 0's pits, 6 his store, 7–12 player 1's pits, 13 his
/// store; and the player to move.
#[derive(Clone, Copy)]
struct Naive {
    board: [u32; 14],
    to_move: usize,
}

impl Naive {
    fn start(seeds: u32) -> Naive {
        let mut board = [seeds; 14];
        board[6] = 0;
        board[13] = 0;
        Naive { board, to_move: 0 }
    }

    fn store(p: usize) -> usize {
        7 * p + 6
    }

    fn over(&self) -> bool {
        (0..2).any(|p| (7 * p..7 * p + 6).all(|i| self.board[i] == 0))
    }

    fn moves(&self) -> Vec<usize> {
        if self.over() {
            return Vec::new();
        }
        let first = 7 * self.to_move;
        (first..first + 6).filter(|&i| self.board[i] > 0).collect()
    }

    fn play(&self, from: usize, captures_alone: bool) -> Naive {
        let mut next = *self;
        let me = self.to_move;
        let mut hand = std::mem::take(&mut next.board[from]);
        let mut at = from;
        while hand > 0 {
            at = (at + 1) % 14;
            if at == Naive::store(1 - me) {
                continue;
            }
            next.board[at] += 1;
            hand -= 1;
        }
        let own = 7 * me..7 * me + 6;
        if own.contains(&at) && next.board[at] == 1 {
            let across = 12 - at;
            if next.board[across] > 0 || captures_alone {
                let taken = next.board[at] + std::mem::take(&mut next.board[across]);
                next.board[at] = 0;
                next.board[Naive::store(me)] += taken;
            }
        }
        if next.over() {
            for p in 0..2 {
                for i in 7 * p..7 * p + 6 {
                    let seeds = std::mem::take(&mut next.board[i]);
                    next.board[Naive::store(p)] += seeds;
                }
            }
        } else if at != Naive::store(me) {
            next.to_move = 1 - me;
        }
        next
    }

    fn perft(&self, depth: u32, captures_alone: bool) -> u64 {
        let moves = self.moves();
        if depth == 0 || moves.is_empty() {
            return 1;
        }
        moves
            .iter()
            .map(|&m| {
                self.play(m, captures_alone)
                    .perft(depth - 1, captures_alone)
            })
            .sum()
    }
}

/// `(seeds per pit, Ka-empty, depth, leaves)` from the perft file.
fn expectations() -> Vec<(u32, bool, u32, u64)> {
    include_str!("kalah.perft")
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(f.len(), 4, "perft line '{line}': seeds empty depth leaves");
        (
            f[0].parse().expect("seeds"),
            f[1] == "yes",
            f[2].parse().expect("depth"),
            f[3].parse().expect("leaves"),
        )
    })
    .collect()
}

fn engine(seeds: u32, captures_alone: bool) -> Kalah {
    let mut options = Options::default();
    options
        .rules
        .set("Ka-seeds", &seeds.to_string())
        .expect("Ka-seeds");
    if captures_alone {
        options.rules.set("Ka-empty", "yes").expect("Ka-empty");
    }
    Kalah::new(Variant::Kalah, &options).expect("a new game")
}

#[test]
fn perft_kalah_matches_the_file_and_the_naive_rules() {
    let lines = expectations();
    assert!(lines.len() >= 10, "the perft file lists Kalah's counts");
    for (seeds, alone, depth, leaves) in lines {
        let what = format!("Kalah({seeds}) Ka-empty {alone} perft({depth})");
        assert_eq!(
            perft(&engine(seeds, alone), depth),
            leaves,
            "{what}: engine"
        );
        assert_eq!(
            Naive::start(seeds).perft(depth, alone),
            leaves,
            "{what}: naive rules"
        );
    }
}

/// The two implementations agree on games played deep into the middle and the end, where
/// captures and the sweep happen: random games compared move by move through perft(3).
#[test]
fn the_engine_and_the_naive_rules_agree_along_random_games() {
    use crate::rng::Rng;
    let mut rng = Rng::new(0xCA1A);
    for g in 0..40 {
        let (seeds, alone) = (3 + g % 4, g % 3 == 0);
        let mut game = engine(seeds, alone);
        let mut naive = Naive::start(seeds);
        loop {
            assert_eq!(perft(&game, 3), naive.perft(3, alone), "game {g}");
            let moves = naive.moves();
            if moves.is_empty() {
                assert!(game.outcome().is_some(), "game {g}: over in both");
                let stores = [naive.board[6], naive.board[13]];
                assert_eq!(game.stores(), stores, "game {g}: final stores");
                break;
            }
            let m = moves[rng.below(moves.len())];
            naive = naive.play(m, alone);
            // Naive place `m` is pit `m` for player 0 and pit `m - 1` for player 1.
            let pit = if m < 6 { m } else { m - 1 };
            game.play(&crate::Move::sow(pit)).expect("legal");
            assert_eq!(game.to_move() as usize, naive.to_move, "game {g}: to move");
        }
    }
}
