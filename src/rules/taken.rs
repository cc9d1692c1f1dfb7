//! The seeds a move takes at once, as a beginner counts them: seeds that go to the mover's
//! store during the move (captures, Nam-Nam's fours, Kauri's cowrie captures, a sweep the move
//! causes) and, in Omweso, which has no stores, the seeds harvested from the opponent's plots.

use crate::{Event, EventSink, Move, Player, Rules};

/// Counts the seeds an [`EventSink`] sees going to one player.
struct Tally {
    mover: Player,
    seeds: u32,
}

impl EventSink for Tally {
    const RECORDS: bool = true;

    fn push(&mut self, event: Event) {
        let seeds = match event {
            Event::Capture { seeds, player, .. } | Event::HandToStore { seeds, player, .. }
                if player == self.mover =>
            {
                seeds
            }
            Event::Harvest { seeds, .. } => seeds,
            _ => 0,
        };
        self.seeds = self.seeds.saturating_add(seeds);
    }
}

/// The seeds `mv` takes for the player to move in `game`, played on a copy; 0 for a move
/// [`Rules::check_move`] refuses.
pub fn seeds_taken<G: Rules>(game: &G, mv: &Move) -> u32 {
    if game.check_move(mv).is_err() {
        return 0;
    }
    let mut tally = Tally {
        mover: game.to_move(),
        seeds: 0,
    };
    game.clone().play_unchecked(mv, &mut tally);
    tally.seeds
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Options, Variant};

    #[test]
    fn an_opening_takes_nothing_and_a_capture_its_seeds() {
        let game = Game::new(Variant::OwareAbapa, &Options::default()).unwrap();
        assert_eq!(seeds_taken(game.rules(), &Move::sow(0)), 0);
        // Player 0 sows 2 seeds from pit 5 into pits 6 and 7, each then holding 2 or 3.
        let mut pits = [0u32; 12];
        pits[5] = 2;
        pits[6] = 1;
        pits[7] = 2;
        pits[0] = 20;
        pits[11] = 23;
        let mut position = game.position();
        position.pits = pits.to_vec();
        let game = Game::from_position(&position).unwrap();
        assert_eq!(seeds_taken(game.rules(), &Move::sow(5)), 5);
        assert_eq!(seeds_taken(game.rules(), &Move::sow(42)), 0);
    }
}
