//! Reading a Kalah position from data: every check of `docs/rules/kalah.md` §9 a position must
//! pass.

use super::house::KalahRules;
use super::{owner, Kalah, PITS};
use crate::house::{Played, EXTRA_KEY};
use crate::{Board, EndReason, Error, Extra, HouseRules, Position};
use serde::{Deserialize, Serialize};

/// Kalah's `extra` (the module header says what each means).
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct KalahExtra {
    /// Why a finished game ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
}

impl Extra for KalahExtra {
    const KEYS: &'static [&'static str] = &["end", EXTRA_KEY];
}

/// How a Kalah game can end: what `extra.end` may say.
const ENDS: [EndReason; 1] = [EndReason::NoSeedToSow];

/// Builds a game from a position, refusing anything that is not a Kalah position.
pub(super) fn read(position: &Position) -> Result<Kalah, Error> {
    position.check_common(KalahExtra::KEYS)?;
    let extra: KalahExtra = position.extra_of()?;
    let rules = Played::<KalahRules>::new(HouseRules::of_position(position)?);
    if position.owners_or_default() != (0..PITS).map(owner).collect::<Vec<_>>() {
        return Err(Error::Position(
            "in kalah pits 0–5 always belong to player 0 and pits 6–11 to player 1".into(),
        ));
    }
    let total = PITS as u32 * u32::from(rules.seeds);
    position.check_total(total.into())?;
    let end = match extra.end.as_deref() {
        None => None,
        Some(text) => Some(
            EndReason::parse(text, &ENDS).map_err(|e| Error::Position(format!("extra.end {e}")))?,
        ),
    };
    // Every count is at most the total (72 at most), so it fits a u8.
    let small = |n: u32| u8::try_from(n).unwrap_or(u8::MAX);
    let mut pits = [0u8; PITS];
    for (to, &from) in pits.iter_mut().zip(&position.pits) {
        *to = small(from);
    }
    let game = Kalah {
        board: Board::new(pits).with_stores(position.stores_or_zero().map(small)),
        to_move: position.to_move,
        end,
        rules,
    };
    let empty_row = (0..2).find(|&p| game.row_seeds(p) == 0);
    match (end, empty_row) {
        (Some(_), _) if game.board.on_board() > 0 => Err(Error::Position(format!(
            "extra.end says the game is over, which sweeps every seed into the stores, but {} \
             are left on the board",
            game.board.on_board()
        ))),
        (None, Some(p)) => Err(Error::Position(format!(
            "player {p}'s row is empty, which ends a Kalah game (a finished game's position says \
             so in extra.end, with the seeds swept into the stores)"
        ))),
        _ => Ok(game),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_of_extra_are_the_fields_of_its_type() {
        let full = KalahExtra {
            end: Some("no seed to sow".into()),
        };
        let mut keys: Vec<&str> = KalahExtra::KEYS.to_vec();
        keys.sort_unstable();
        assert_eq!(crate::position::keys_of(&full), keys);
    }
}
