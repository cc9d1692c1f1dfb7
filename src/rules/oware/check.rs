//! Checking a move before it is played, with the reason when it is refused (§4.2, and the house
//! rules O-may and O-5plots "ludii").

use super::play::WHOLE_CHAIN;
use super::{opp, owner, row, Oware, PITS};
use crate::{Choices, Error, Move};

fn refuse<T>(message: String) -> Result<T, Error> {
    Err(Error::Move(message))
}

/// The plot a move of Oware's shape sows from and its harvest choices (`None`: take all the
/// rules let it); `None` for a move of another shape.
fn shape(mv: &Move) -> Option<(usize, Option<Choices>)> {
    match *mv {
        Move::Sow { pit } => Some((pit.into(), None)),
        Move::Declining {
            pit,
            clockwise: false,
            choices,
            harvest,
        } if choices.is_empty() => Some((pit.into(), Some(harvest))),
        _ => None,
    }
}

/// The plot a move sows from and how many plots of its chain it takes at most
/// ([`WHOLE_CHAIN`]: all it may): a harvest declining its `i`-th entry takes `i + 1` plots.
pub(super) fn sowing(mv: &Move) -> Option<(usize, usize)> {
    shape(mv).map(|(pit, harvest)| (pit, harvest.map_or(WHOLE_CHAIN, |h| h.len())))
}

impl Oware {
    /// [`crate::Rules::check_move`].
    pub(super) fn check(&self, mv: &Move) -> Result<(), Error> {
        if self.end.is_some() {
            return refuse("the game is over".into());
        }
        let Some((pit, harvest)) = shape(mv) else {
            return refuse(match mv {
                Move::Reverse { .. } | Move::Declining { .. } => {
                    "Oware is sown counter-clockwise only: {\"pit\": n}".into()
                }
                _ => "an Oware move sows from a pit: {\"pit\": n}".into(),
            });
        };
        if harvest.is_some() && !self.house.optional() {
            return refuse(
                "harvests are compulsory here: a chain is taken whole (the house rule O-may \
                 \"optional\" lets the plots before the last be left); send {\"pit\": n}"
                    .into(),
            );
        }
        self.check_plot(pit)?;
        if self.house.optional() {
            self.check_harvest(pit, harvest)?;
        }
        Ok(())
    }

    /// Whether sowing `pit` is legal now.
    fn check_plot(&self, pit: usize) -> Result<(), Error> {
        let player = self.to_move;
        if pit >= PITS {
            return refuse(format!("pit {pit} does not exist on a 2×6 board"));
        }
        if owner(pit) != player {
            return refuse(format!(
                "pit {pit} belongs to player {}; it is player {player}'s turn",
                owner(pit)
            ));
        }
        let seeds = self.board.seeds(pit);
        if seeds == 0 {
            return refuse(format!("pit {pit} is empty"));
        }
        let mask = self.legal_mask();
        if mask & (1 << pit) != 0 {
            return Ok(());
        }
        let legal: Vec<String> = row(player)
            .filter(|&p| mask & (1 << p) != 0)
            .map(|p| p.to_string())
            .collect();
        let legal = legal.join(", ");
        if self.row_seeds(opp(player)) == 0 {
            return refuse(format!(
                "player {}'s side is empty and must be fed: the {seeds} seeds of pit {pit} do \
                 not reach it; feeding moves: pits {legal}",
                opp(player)
            ));
        }
        refuse(format!(
            "sowing pit {pit} would take every seed of player {}'s row, which the house rule \
             O-5plots \"ludii\" forbids; legal moves: pits {legal}",
            opp(player)
        ))
    }

    /// Whether the harvest of a move from `pit` (`None`: the whole chain) is one the mover may
    /// choose (O-may "optional"): a chain of `n` plots offers `n` moves, the plain one taking
    /// it whole, and those whose `harvest` takes `k` plots (`k - 1` entries "take", then one
    /// "leave"), for `k` from 1 to `n - 1`.
    fn check_harvest(&self, pit: usize, harvest: Option<Choices>) -> Result<(), Error> {
        let chain = self.harvest(pit);
        let plots = chain.plots;
        let Some(harvest) = harvest else {
            if chain.whole {
                return Ok(());
            }
            return refuse(format!(
                "taking the whole chain of pit {pit} ({plots} plots) would leave player {} no \
                 seed, which the house rule O-5plots \"ludii\" forbids: leave part of it \
                 ({{\"pit\": {pit}, \"harvest\": [false]}} takes the last plot alone)",
                opp(self.to_move)
            ));
        };
        let take = harvest.len();
        if take == 0 || harvest.get(take - 1) {
            return refuse(format!(
                "this \"harvest\" leaves no plot: send the plain move {{\"pit\": {pit}}}"
            ));
        }
        if (0..take - 1).any(|i| !harvest.get(i)) {
            return refuse(
                "\"harvest\" ends at its first false: leaving a plot leaves the rest of the \
                 chain behind it too, so nothing may follow"
                    .into(),
            );
        }
        if take >= plots {
            return refuse(match plots {
                0 => format!("sowing pit {pit} captures nothing: there is no harvest to leave"),
                1 => format!(
                    "sowing pit {pit} captures its last plot alone, which is always taken: \
                     there is no harvest to leave"
                ),
                _ => format!(
                    "sowing pit {pit} may take a chain of {plots} plots: \"harvest\" decides on \
                     the {} before the last (always taken), not on {take}",
                    plots - 1
                ),
            });
        }
        Ok(())
    }
}
