//! What a move sounds like: the cue each step of its animation gives when it lands (a seed
//! dropped, a capture, a pass, the end of the game; each step's cue is set where the step is
//! built from its event), and the press of a control. Pure: the browser shell plays them
//! (`mancala-shell`'s `sound`, Web Audio); tested natively.

use super::timeline::Timeline;

/// One sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A piece lands in a pit: a soft click, its pitch set by the pit.
    Drop {
        /// The pit.
        pit: usize,
        /// A cowrie clicks brighter than a seed.
        cowrie: bool,
    },
    /// A seed sown into a store that lies in the sowing path (Kalah): a lower knock, so that the
    /// ear follows the seed into the store.
    Store,
    /// Seeds are taken.
    Capture,
    /// A player cannot move and passes.
    Pass,
    /// The game is over.
    End,
    /// A control was pressed (kiosk mode answers every press).
    Press,
}

/// At most this many drops sound in one frame: an instant move lands all its seeds at once.
const DROPS_PER_FRAME: usize = 3;

impl Timeline {
    /// The cues of the steps that land after `from` seconds and by `to` (a step lands when it
    /// ends), in order, with no more than a few drops at once.
    pub fn cues(&self, from: f64, to: f64) -> Vec<Cue> {
        let mut drops = 0;
        self.steps()
            .iter()
            .filter(|step| {
                let lands = step.start + step.duration;
                lands > from && lands <= to
            })
            .filter_map(|step| step.cue)
            .filter(|cue| {
                let drop = matches!(cue, Cue::Drop { .. } | Cue::Store);
                drops += usize::from(drop);
                !drop || drops <= DROPS_PER_FRAME
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_i18n::english;
    use mancala_rules::{Event, Game, Move, Options, Variant};

    fn oware_opening() -> Timeline {
        let mut game = Game::new(Variant::OwareAbapa, &Options::default()).unwrap();
        let before = game.position().replay_board();
        let events = game.play(&Move::sow(2)).unwrap();
        let names = ["A".to_string(), "B".to_string()];
        Timeline::new(&before, &events, 1.0, &names, english())
    }

    #[test]
    fn each_seed_sounds_once_as_it_lands() {
        let t = oware_opening();
        let mut all = Vec::new();
        let mut at = 0.0;
        while at < t.total() + 0.1 {
            all.extend(t.cues(at, at + 0.016));
            at += 0.016;
        }
        let pits: Vec<usize> = all
            .iter()
            .filter_map(|c| match c {
                Cue::Drop { pit, cowrie: false } => Some(*pit),
                _ => None,
            })
            .collect();
        assert_eq!(pits, vec![3, 4, 5, 6], "{all:?}");
    }

    #[test]
    fn an_instant_move_sounds_a_few_drops_only() {
        let t = oware_opening();
        let cues = t.cues(-1.0, t.total() + 1.0);
        assert_eq!(cues.len(), 3, "{cues:?}");
    }

    /// The cue of `event`'s step, in a timeline of that event alone.
    fn cue_of(event: Event) -> Option<Cue> {
        let before = Game::new(Variant::OwareAbapa, &Options::default())
            .unwrap()
            .position()
            .replay_board();
        let names = ["A".to_string(), "B".to_string()];
        let t = Timeline::new(&before, &[event], 1.0, &names, english());
        t.steps()[0].cue
    }

    #[test]
    fn captures_passes_and_ends_have_their_own_sounds() {
        use mancala_rules::EndReason;
        let pass = Event::Pass {
            player: 1,
            by_choice: false,
        };
        assert_eq!(cue_of(pass), Some(Cue::Pass));
        let end = Event::GameEnd {
            winner: Some(0),
            reason: EndReason::Repetition,
        };
        assert_eq!(cue_of(end), Some(Cue::End));
        assert_eq!(cue_of(Event::DropInStore { player: 1 }), Some(Cue::Store));
        assert_eq!(cue_of(Event::Turn { player: 0 }), None);
    }
}
