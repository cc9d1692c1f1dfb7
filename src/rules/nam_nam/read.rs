//! Reading a position: every check that makes it a position Nam-Nam can reach.

use super::laps::Laps;
use super::{setup, NamNam, NamNamExtra, Shared, PITS, TOTAL};
use crate::house::Played;
use crate::{Board, Error, Extra, HouseRules, Position};
use std::sync::Arc;

/// The checked game for `p`.
pub(super) fn read(p: &Position) -> Result<NamNam, Error> {
    p.check_common(NamNamExtra::KEYS)?;
    let extra: NamNamExtra = p.extra_of()?;
    let rules: Played<Laps> = Played::new(HouseRules::of_position(p)?);
    let bad = |message: String| Err(Error::Position(message));
    if let Some((pit, &seeds)) = p
        .pits
        .iter()
        .enumerate()
        .find(|(_, &s)| s > u32::from(TOTAL))
    {
        return bad(format!(
            "pit {pit} holds {seeds} seeds; Nam-Nam has only {TOTAL}"
        ));
    }
    if let Some(store) = p
        .stores_or_zero()
        .into_iter()
        .find(|&s| s > u32::from(TOTAL))
    {
        return bad(format!(
            "a store holds {store} seeds; Nam-Nam has only {TOTAL}"
        ));
    }
    p.check_total(TOTAL.into())?;
    // Every count is now at most 48: the conversions below are exact.
    let pits: [u8; PITS] = std::array::from_fn(|i| p.pits.get(i).map_or(0, |&s| s as u8));
    let stores = p.stores_or_zero().map(|s| s as u8);
    let totals = read_round_totals(extra.round_totals.unwrap_or_default())?;
    let over = pits.iter().all(|&s| s == 0);
    let finished = totals.len();
    // The short form (N-short "one-round") ends the game with its first round.
    let one_round_past = if over { finished > 1 } else { finished > 0 };
    if rules.one_round && one_round_past {
        let round = if over { finished } else { finished + 1 };
        return bad(format!(
            "under the short form (house rule N-short \"one-round\") the game ends with its \
             first round, so there is no round {round}"
        ));
    }
    let default_round = if over { finished } else { finished + 1 };
    let round = extra.round.unwrap_or(default_round);
    if round != default_round {
        return bad(if over {
            format!(
                "the game is over (the board is empty) after the {finished} rounds of \
                 extra.roundTotals, but extra.round is {round}"
            )
        } else {
            format!(
                "extra.roundTotals lists {finished} finished rounds, so extra.round must be {}, \
                 not {round}",
                finished + 1
            )
        });
    }
    let round_starter = extra.round_starter.unwrap_or(p.to_move);
    if round_starter > 1 {
        return bad(format!(
            "extra.roundStarter must be 0 or 1, not {round_starter}"
        ));
    }
    // What the players brought into this round decides who owns which plot (§5.8).
    let brought = if over {
        finished.checked_sub(2).and_then(|i| totals.get(i))
    } else {
        totals.last()
    }
    .copied()
    .unwrap_or([TOTAL / 2; 2]);
    let (_, expected_owners) = setup::round_board(brought);
    let owners = match &p.owners {
        None => expected_owners,
        Some(given) => {
            if let Some(pit) = (0..PITS).find(|&i| given.get(i) != expected_owners.get(i)) {
                return bad(format!(
                    "owners do not match round {round}: with {} and {} seeds brought into it, \
                     pit {pit} belongs to player {} (docs/rules/nam-nam.md §5.8)",
                    brought[0], brought[1], expected_owners[pit]
                ));
            }
            expected_owners
        }
    };
    let game = NamNam {
        board: Board::new(pits).with_owners(owners).with_stores(stores),
        to_move: p.to_move,
        round: u32::try_from(round).unwrap_or(u32::MAX),
        round_starter,
        shared: Arc::new(Shared {
            round_totals: totals,
            rules,
        }),
    };
    if over {
        if game.shared.round_totals.last() != Some(&stores) {
            return bad(format!(
                "the board is empty, so the game is over, and the stores {stores:?} must be the \
                 last entry of extra.roundTotals"
            ));
        }
        return Ok(game);
    }
    check_round_in_play(&game)?;
    if !game.has_move(game.to_move) {
        let player = game.to_move;
        return bad(if game.owns_seeds(1 - player) {
            format!("player {player} is to move but has no move: he would have passed")
        } else {
            format!(
                "player {player} cannot leave player {} a seed: the round would have ended by \
                 automatic harvest",
                1 - player
            )
        });
    }
    Ok(game)
}

/// `extra.roundTotals`: every finished round's holdings sum to 48, and only the last one, which
/// ends the game, may give one player all of them.
fn read_round_totals(list: Vec<[u32; 2]>) -> Result<Vec<[u8; 2]>, Error> {
    let mut totals = Vec::with_capacity(list.len());
    for (i, &[a, b]) in list.iter().enumerate() {
        let round = i + 1;
        if u64::from(a) + u64::from(b) != u64::from(TOTAL) {
            return Err(Error::Position(format!(
                "extra.roundTotals: round {round} ends {a} + {b}, but the players always hold \
                 {TOTAL} seeds between them"
            )));
        }
        if round < list.len() && (a == u32::from(TOTAL) || b == u32::from(TOTAL)) {
            return Err(Error::Position(format!(
                "extra.roundTotals: round {round} gave one player all {TOTAL} seeds, so the \
                 game ended there; no round can follow"
            )));
        }
        // Both are at most 48 now.
        totals.push([a as u8, b as u8]);
    }
    Ok(totals)
}

/// A round under way: harvests are fours and at least 8 seeds are in play (§5.4; 4 when the
/// hand does not count, N-8).
fn check_round_in_play(game: &NamNam) -> Result<(), Error> {
    if let Some(store) = game.board.stores().iter().find(|&&s| s % 4 != 0) {
        return Err(Error::Position(format!(
            "a round's harvests come in fours, so a store cannot hold {store} while the round \
             goes on"
        )));
    }
    if let Some(&[a, b]) = game.shared.round_totals.last() {
        if a == TOTAL || b == TOTAL {
            return Err(Error::Position(format!(
                "extra.roundTotals says a player won all {TOTAL} seeds in the last round, so the \
                 board must be empty"
            )));
        }
    }
    let in_play = game.in_play();
    if in_play < game.shared.rules.least_in_play() {
        return Err(Error::Position(format!(
            "only {in_play} seeds are in play: the 8-seed rule would have ended the round \
             (docs/rules/nam-nam.md §5.4)"
        )));
    }
    Ok(())
}
