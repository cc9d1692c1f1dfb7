//! The legal moves of Nam-Nam: a move is legal when it ends within [`super::MAX_LAPS`] laps and,
//! when the opponent owns no seed, feeds him or ends the round (`docs/rules/common.md` §0.8,
//! `docs/rules/nam-nam.md` §5.6). Both are known by playing the move on a copy of the board, so the
//! moves are found where they are asked for, not at every turn's start.

use super::laps::{sow_on, NamNamBoard, SowEnd};
use super::{opp, owns_seeds, NamNam, PITS};
use crate::{NoEvents, Player};

impl NamNam {
    /// How a move from `pit` by `mover` would end, played on a copy of the board.
    pub(super) fn try_move(&self, mover: Player, pit: usize) -> (SowEnd, NamNamBoard) {
        let mut board = self.board;
        let end = sow_on(&mut board, mover, &self.shared.rules, pit, &mut NoEvents);
        (end, board)
    }

    /// The plots `player` may sow from now (bit set): owned, not empty, not never-ending, and
    /// feeding the opponent when he owns no seed. Each is found by playing it on a copy, so the
    /// moves are computed where they are asked for, not at every turn's start.
    pub(super) fn moves_of(&self, player: Player) -> u16 {
        self.scan_moves(player, false)
    }

    /// Whether `player` has a move now: [`NamNam::moves_of`] is not empty, found at its first
    /// legal plot (what a turn's start needs, for far fewer moves played on copies).
    pub(super) fn has_move(&self, player: Player) -> bool {
        self.has_plain_move(player) || self.scan_moves(player, true) != 0
    }

    /// Whether `player` has a move that is legal without playing it: while the opponent owns
    /// seeds, a plot of fewer than 12 seeds whose last seed falls into an empty plot. That lap
    /// passes each plot at most once, so it ends there after a single lap (or ends the round
    /// sooner): never endless, and nothing to feed.
    fn has_plain_move(&self, player: Player) -> bool {
        if !self.owns_seeds(opp(player)) {
            return false;
        }
        let pits = self.board.pits();
        let owners = self.board.owners();
        (0..PITS).any(|pit| {
            let seeds = usize::from(pits[pit]);
            // `pit + seeds < 2 * PITS`: one subtraction wraps it round.
            let last = pit + seeds;
            let last = if last >= PITS { last - PITS } else { last };
            owners[pit] == player && (1..PITS).contains(&seeds) && pits[last] == 0
        })
    }

    /// The legal plots of `player` in pit order, stopping at the first when `first_only`.
    fn scan_moves(&self, player: Player, first_only: bool) -> u16 {
        let must_feed = !self.owns_seeds(opp(player));
        let pits = self.board.pits();
        let mut mask = 0u16;
        for pit in 0..PITS {
            let seeds = usize::from(pits[pit]);
            if self.board.owner(pit) != player || seeds == 0 {
                continue;
            }
            // A plain move (see `has_plain_move`) is legal without being played.
            if !must_feed && seeds < PITS && pits[(pit + seeds) % PITS] == 0 {
                mask |= 1 << pit;
                if first_only {
                    break;
                }
                continue;
            }
            let (end, after) = self.try_move(player, pit);
            let legal = match end {
                SowEnd::Endless => false,
                SowEnd::RoundOver => true,
                SowEnd::TurnOver => !must_feed || owns_seeds(&after, opp(player)),
            };
            if legal {
                mask |= 1 << pit;
                if first_only {
                    break;
                }
            }
        }
        mask
    }
}
