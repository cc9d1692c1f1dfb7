//! Reading a Kauri position from data: every check of `docs/rules/kauri.md` §3 a position must
//! pass.

use super::{Kauri, COWRIES, OWNERS, PITS, SEEDS};
use crate::house::{Played, EXTRA_KEY};
use crate::{opp, Board, EndReason, Error, HouseRules, Position};

/// Counts per pit as `u8`, once their sum is known to be small.
fn to_counts(list: &[u32]) -> Result<[u8; PITS], Error> {
    let mut counts = [0u8; PITS];
    for (count, &n) in counts.iter_mut().zip(list) {
        *count = u8::try_from(n)
            .map_err(|_| Error::Position(format!("{n} counters cannot stand in one pit")))?;
    }
    Ok(counts)
}

/// Builds a game from a position, refusing anything that is not a Kauri position.
pub(super) fn from_position(position: &Position) -> Result<Kauri, Error> {
    position.check_common(&["tieBreak", "endedByRepetition", EXTRA_KEY])?;
    let rules = Played::new(HouseRules::of_position(position)?);
    let cowries = position.cowries.as_ref().ok_or_else(|| {
        Error::Position(
            "kauri needs \"cowries\": the number of cowries in each of the 12 pits (12 in all)"
                .into(),
        )
    })?;
    if cowries.len() != PITS {
        return Err(Error::Position(format!(
            "cowries lists {} pits, the board has {PITS}",
            cowries.len()
        )));
    }
    let cowrie_total: u64 = cowries.iter().map(|&c| u64::from(c)).sum();
    if cowrie_total != u64::from(COWRIES) {
        return Err(Error::Position(format!(
            "kauri is played with {COWRIES} cowries, but the pits hold {cowrie_total}"
        )));
    }
    position.check_total(SEEDS.into())?;
    if position.owners_or_default() != OWNERS {
        return Err(Error::Position(
            "in kauri pits 0–5 always belong to player 0 and pits 6–11 to player 1".into(),
        ));
    }
    let stores = position.stores_or_zero();
    let mut game = Kauri {
        board: Board::new(to_counts(&position.pits)?)
            .with_cowries(to_counts(cowries)?)
            .with_stores([0, 1].map(|p: usize| u8::try_from(stores[p]).unwrap_or(u8::MAX))),
        to_move: position.to_move,
        tie_break: false,
        end: None,
        rules,
    };
    // The stores are at most 60 by the seed total checked above; the fallback is unreachable.
    let board_empty_at_tie = game.board_seeds() == 0 && stores[0] == stores[1];
    game.tie_break = position.extra_or("tieBreak", board_empty_at_tie)?;
    if game.tie_break && !board_empty_at_tie {
        return Err(Error::Position(
            "extra.tieBreak is true, but the tie-break starts only when no seed is left on the \
             board and the stores stand at 30–30"
                .into(),
        ));
    }
    if !game.tie_break && board_empty_at_tie {
        return Err(Error::Position(
            "no seed is left on the board and the stores stand at 30–30: the tie-break has \
             begun, so extra.tieBreak must be true"
                .into(),
        ));
    }
    let found_end = game.end_of_position();
    if position.extra_or("endedByRepetition", false)? {
        if let Some(end) = found_end {
            return Err(Error::Position(format!(
                "extra.endedByRepetition is true, but the game had already ended ({})",
                end
            )));
        }
        game.end = Some(EndReason::Repetition);
    } else {
        game.end = found_end;
    }
    if game.end.is_none() && !game.has_cowrie(game.to_move) {
        let mover = game.to_move;
        return Err(Error::Position(format!(
            "player {mover} is to move but has no cowrie on his side, so he passes: toMove must \
             be {}",
            opp(mover)
        )));
    }
    Ok(game)
}
