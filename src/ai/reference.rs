//! Reference players, to measure the levels against (the calibration script and the native
//! suite): a random player, the greedy beginner (the move that takes the most seeds at once,
//! else a random move: roughly how a child plays who has just learned the rules), and each
//! level. Every choice is seeded, so a series of games replays exactly.

use super::{best_move_in_game, Level, Settings};
use mancala_rules::rng::Rng;
use mancala_rules::seeds_taken;
use mancala_rules::{Event, Game, Move, Player};

/// Who plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reference {
    /// Any legal move, uniformly.
    Random,
    /// The move taking the most seeds at once (ties and no capture: a random one of them).
    Greedy,
    /// The computer at a level.
    Level(Level),
}

impl Reference {
    /// A short name for tables: `random`, `greedy`, `L1` to `L5`.
    pub fn name(self) -> String {
        match self {
            Reference::Random => "random".into(),
            Reference::Greedy => "greedy".into(),
            Reference::Level(level) => format!("L{}", level.number()),
        }
    }
}

/// A reference player with its own random stream.
#[derive(Clone, Debug)]
pub struct ReferencePlayer {
    /// Who plays.
    pub kind: Reference,
    rng: Rng,
}

impl ReferencePlayer {
    /// `kind`, its choices drawn from `seed`.
    pub fn new(kind: Reference, seed: u64) -> ReferencePlayer {
        ReferencePlayer {
            kind,
            rng: Rng::new(seed),
        }
    }

    /// The move this player makes in `game`; `None` when the game is over.
    pub fn choose(&mut self, game: &Game) -> Option<Move> {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return None;
        }
        match self.kind {
            Reference::Random => moves.get(self.rng.below(moves.len())).copied(),
            Reference::Greedy => {
                let taken: Vec<u32> = moves
                    .iter()
                    .map(|mv| seeds_taken(game.rules(), mv))
                    .collect();
                let most = taken.iter().copied().max().unwrap_or(0);
                let best: Vec<&Move> = moves
                    .iter()
                    .zip(&taken)
                    .filter(|(_, &t)| t == most)
                    .map(|(mv, _)| mv)
                    .collect();
                best.get(self.rng.below(best.len())).copied().copied()
            }
            Reference::Level(level) => {
                let settings = Settings::new(level).with_seed(self.rng.next_u64());
                best_move_in_game(game, &settings, None).map(|r| r.mv)
            }
        }
    }
}

/// How a game between two reference players went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The winner, `Some(None)` for a draw, `None` when the move cap stopped the game.
    pub winner: Option<Option<Player>>,
    /// Moves played (a Goré offer and its answer count as moves).
    pub moves: usize,
}

/// Plays `game` out, `players[p]` moving for player `p`, for at most `cap` moves. `watch`
/// sees the position before each move and the move's events.
pub fn play_out(
    mut game: Game,
    players: &mut [ReferencePlayer; 2],
    cap: usize,
    mut watch: impl FnMut(&Game, &[Event]),
) -> Played {
    let mut moves = 0;
    while moves < cap && game.outcome().is_none() {
        let player = &mut players[usize::from(game.to_move().min(1))];
        let before = game.clone();
        let Some(events) = player.choose(&game).and_then(|mv| game.play(&mv).ok()) else {
            break;
        };
        watch(&before, &events);
        moves += 1;
    }
    Played {
        winner: game.outcome().map(|o| o.winner),
        moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Options, Rules, Variant};

    #[test]
    fn the_greedy_beginner_takes_the_largest_capture() {
        let game = crate::think::tests::captures_at_hand();
        // Pit 3 takes the 3 of pit 6; pit 4 takes nothing; pit 5 takes 2 and 3 (pits 7 and 6).
        for seed in 0..8 {
            let mut greedy = ReferencePlayer::new(Reference::Greedy, seed);
            assert_eq!(greedy.choose(&game), Some(Move::sow(5)));
        }
    }

    #[test]
    fn every_player_plays_a_legal_move_and_the_same_seed_the_same_one() {
        for variant in Variant::ALL {
            let game = Game::new(variant, &Options::default()).unwrap();
            for kind in [
                Reference::Random,
                Reference::Greedy,
                Reference::Level(Level::Beginner),
            ] {
                let mv = ReferencePlayer::new(kind, 3).choose(&game);
                assert!(
                    mv.is_some_and(|mv| game.rules().check_move(&mv).is_ok()),
                    "{variant}"
                );
                assert_eq!(mv, ReferencePlayer::new(kind, 3).choose(&game), "{variant}");
            }
        }
    }
}
