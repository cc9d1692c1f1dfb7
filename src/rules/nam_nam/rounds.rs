//! Between moves: passes, automatic harvests, the end of a round and the set-up of the next
//! (`docs/rules/nam-nam.md` §5.5, §5.6, §5.8), and the game's final result.

use super::{setup, NamNam, TOTAL};
use crate::event::{CaptureCause, Event, EventSink};
use crate::{opp, Board, Details, EndReason, Outcome, Player, SetupCause};

/// What a player can do at the start of his turn (§0.7 step 1).
enum TurnStart {
    /// He chooses among his legal plots ([`NamNam::moves_of`]).
    Moves,
    /// He has no move and passes (N-pass).
    Pass,
    /// He cannot feed his opponent and takes every seed in play (N-feed).
    AutomaticHarvest,
}

impl NamNam {
    /// What `player` faces at the start of his turn.
    fn turn_start(&self, player: Player) -> TurnStart {
        if self.has_move(player) {
            TurnStart::Moves
        } else if !self.owns_seeds(opp(player)) {
            TurnStart::AutomaticHarvest
        } else {
            TurnStart::Pass
        }
    }

    /// After a move or a round's end: the passes, automatic harvests and new rounds that follow,
    /// until someone must choose a move (ending with `Turn`) or the game is over.
    pub(super) fn settle<S: EventSink>(&mut self, player: Player, round_over: bool, sink: &mut S) {
        self.settle_by(player, round_over, sink, NamNam::turn_start);
    }

    /// [`NamNam::settle`] with the turn start read by `turn_start`: the sowing decides it in
    /// play; the tests substitute positions the sowing never reaches (a double pass needs two
    /// sides whose every move is never-ending, and none was found in 20 million random boards).
    fn settle_by<S: EventSink>(
        &mut self,
        mut player: Player,
        mut round_over: bool,
        sink: &mut S,
        turn_start: impl Fn(&NamNam, Player) -> TurnStart,
    ) {
        // Each pass of the loop ends a round, passes once or hands the turn over; a round
        // that starts with an automatic harvest gives all 48 seeds to one player and ends the
        // game, and two passes in a row end the round, so a few passes always suffice.
        let mut passed = false;
        for _ in 0..8 {
            if round_over {
                if self.end_round(false, sink) {
                    return;
                }
                player = self.round_starter;
                round_over = false;
                passed = false;
            }
            match turn_start(self, player) {
                TurnStart::Moves => {
                    self.to_move = player;
                    sink.push(Event::Turn { player });
                    return;
                }
                TurnStart::AutomaticHarvest => {
                    self.board
                        .sweep(Some(player), CaptureCause::AutomaticHarvest, sink);
                    round_over = true;
                }
                TurnStart::Pass if passed => {
                    // Neither player can move (only never-ending moves are left, §0.8). Ruling
                    // N-rep (docs/rules/nam-nam.md §5.7): the double pass ends the round, not the
                    // game; each player takes the seeds on the plots he owns.
                    self.board.sweep(None, CaptureCause::Sweep, sink);
                    round_over = true;
                }
                TurnStart::Pass => {
                    sink.push(Event::Pass {
                        player,
                        by_choice: false,
                    });
                    passed = true;
                    player = opp(player);
                }
            }
        }
        // Reached only if rounds keep ending by a double pass as soon as they start: the same
        // holdings set up the same board, so play could never go on; end the game rather than
        // loop or leave no player to move.
        self.board.sweep(None, CaptureCause::Sweep, sink);
        self.end_round(true, sink);
    }

    /// Ends the round: records its totals, then ends the game when someone holds all 48 seeds,
    /// `no_one_can_move`, or the short form (N-short "one-round") plays one round only (returns
    /// true), or sets up the next round (returns false).
    fn end_round<S: EventSink>(&mut self, no_one_can_move: bool, sink: &mut S) -> bool {
        let held = self.board.stores();
        sink.push(Event::RoundEnd {
            round: self.round,
            stores: held.map(u32::from),
        });
        std::sync::Arc::make_mut(&mut self.shared)
            .round_totals
            .push(held);
        if no_one_can_move || held.contains(&TOTAL) || self.shared.rules.one_round {
            let outcome = self.final_outcome();
            sink.push(Event::GameEnd {
                winner: outcome.winner,
                reason: outcome.reason,
            });
            return true;
        }
        let (pits, owners) = setup::round_board(held);
        self.round = self.round.saturating_add(1);
        self.round_starter = opp(self.round_starter);
        let next = Board::new(pits).with_owners(owners);
        self.board.set_up(next, SetupCause::NewRound, sink);
        false
    }

    /// The larger final holding, `None` when equal.
    pub(super) fn winner(&self) -> Option<Player> {
        self.board.leader()
    }

    /// The result of the finished game, with the round totals. A round giving one player all
    /// 48 seeds ends the game by the usual rule, whether or not the short form is played.
    pub(super) fn final_outcome(&self) -> Outcome {
        let stores = self.board.stores().map(u32::from);
        let reason = if self.board.stores().contains(&TOTAL) {
            EndReason::AllSeeds
        } else if self.shared.rules.one_round {
            EndReason::OneRound
        } else {
            EndReason::NoOneCanMove
        };
        let mut outcome = Outcome::by_stores(stores, reason);
        outcome.details = Details::NamNam {
            round_totals: self.shared.round_totals.clone(),
            rounds: self.round,
        };
        outcome
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Event, Rules, Status};

    /// Ruling N-rep (docs/rules/nam-nam.md §5.7): when both players pass in succession, the round
    /// ends and each takes the seeds on his plots; the game goes on with the next round.
    #[test]
    fn a_double_pass_ends_the_round_not_the_game() {
        let mut game = NamNam::start(0, crate::HouseRules::default());
        let stuck_in_round_one = |g: &NamNam, p: Player| {
            if g.round == 1 {
                TurnStart::Pass
            } else {
                g.turn_start(p)
            }
        };
        let mut events: Vec<Event> = Vec::new();
        game.settle_by(0, false, &mut events, stuck_in_round_one);
        assert!(
            matches!(
                events[0],
                Event::Pass {
                    player: 0,
                    by_choice: false
                }
            ),
            "{events:?}"
        );
        let swept: u32 = events
            .iter()
            .filter_map(|e| match e {
                Event::Capture {
                    seeds,
                    cause: CaptureCause::Sweep,
                    ..
                } => Some(*seeds),
                _ => None,
            })
            .sum();
        assert_eq!(
            swept,
            u32::from(TOTAL),
            "every seed goes to its plot's owner"
        );
        assert!(events.iter().any(|e| matches!(
            e,
            Event::RoundEnd {
                round: 1,
                stores: [24, 24]
            }
        )));
        assert!(!events.iter().any(|e| matches!(e, Event::GameEnd { .. })));
        assert!(matches!(events.last(), Some(Event::Turn { .. })));
        assert_eq!(game.round, 2);
        assert_eq!(game.status(), Status::Playing);
        assert!(game.outcome().is_none());
    }
}
