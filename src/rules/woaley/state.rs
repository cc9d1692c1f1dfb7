//! Reading and writing a Woaley position (`docs/architecture.md`, "Position format"): every field is
//! checked, so a [`Woaley`] is always a position its rules can reach.

use super::series::{games_in, name_of, SeriesState};
use super::sow::{can_move, owner_of, PITS, TOTAL};
use super::{Sowing, Woaley, ENDS};
use crate::house::{Played, EXTRA_KEY};
use crate::position::default_owners;
use crate::{
    opp, write_extra, Board, EndReason, Error, Extra, HouseRules, Player, Position, Series, Variant,
};
use serde::{Deserialize, Serialize};
use serde_json::Map;

/// Woaley's `extra` (see the module header); each absent when at a single game's start.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct WoaleyExtra {
    /// A single game or a series.
    #[serde(skip_serializing_if = "Option::is_none")]
    series: Option<Series>,
    /// Who started the series.
    #[serde(skip_serializing_if = "Option::is_none")]
    starting_player: Option<u32>,
    /// The game being played in the series, from 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<u64>,
    /// The points of each game played.
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<Vec<[u32; 2]>>,
    /// Why a finished game or series ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    end_reason: Option<String>,
}

impl Extra for WoaleyExtra {
    const KEYS: &'static [&'static str] = &[
        "series",
        "startingPlayer",
        "game",
        "points",
        "endReason",
        EXTRA_KEY,
    ];
}

fn bad(message: String) -> Error {
    Error::Position(message)
}

/// Reads and checks `p`.
pub(super) fn read(p: &Position) -> Result<Woaley, Error> {
    if p.variant != Variant::Woaley {
        return Err(bad(format!(
            "this is a {} position, not a Woaley one",
            p.variant
        )));
    }
    p.check_common(WoaleyExtra::KEYS)?;
    let extra: WoaleyExtra = p.extra_of()?;
    let rules: Played<Sowing> = Played::new(HouseRules::of_position(p)?);
    p.check_total(TOTAL.into())?;
    if p.owners_or_default() != default_owners(PITS) {
        return Err(bad(
            "Woaley holes never change hands: owners must be [0,0,0,0,0,0,1,1,1,1,1,1]".into(),
        ));
    }
    // The total was checked, so every count fits in a byte.
    let mut pits = [0; PITS];
    for (slot, &seeds) in pits.iter_mut().zip(&p.pits) {
        *slot = u8::try_from(seeds).map_err(|_| bad(format!("{seeds} seeds in one hole")))?;
    }
    let stores = p.stores_or_zero().map(|s| u8::try_from(s).unwrap_or(TOTAL));
    let board = Board::new(pits).with_stores(stores);

    let series = extra.series.unwrap_or(Series::Game);
    let starting_player = extra.starting_player.unwrap_or(0);
    let starting_player = Player::try_from(starting_player)
        .ok()
        .filter(|&s| s <= 1)
        .ok_or_else(|| {
            bad(format!(
                "extra.startingPlayer must be 0 or 1, not {starting_player}"
            ))
        })?;
    let game = extra.game.unwrap_or(1);
    let games = games_in(series);
    if game < 1 || game > games as u64 {
        return Err(bad(format!(
            "extra.game is {game}, but {} has games 1 to {games}",
            name_of(series)
        )));
    }
    let points = extra.points.unwrap_or_default();
    let state = SeriesState::with_points(series, starting_player, &points)?;
    let end_reason = extra.end_reason;

    let ended = match end_reason {
        None => {
            let finished = game as usize - 1;
            if points.len() != finished {
                return Err(bad(format!(
                    "extra.game is {game}, so extra.points should list the {finished} finished \
                     game(s), but it lists {}",
                    points.len()
                )));
            }
            check_can_play(&board, p.to_move, *rules)?;
            None
        }
        Some(text) => {
            let reason =
                EndReason::parse(&text, &ENDS).map_err(|e| bad(format!("extra.endReason {e}")))?;
            check_finished(&board, stores, &state, game)?;
            Some(reason)
        }
    };
    Ok(Woaley {
        board,
        to_move: p.to_move,
        series: state,
        ended,
        rules,
    })
}

/// A game in progress: the player to move must have a move (lost moves are made by the
/// engine, so a position never waits for one).
fn check_can_play(board: &Board<PITS>, to_move: Player, rules: Sowing) -> Result<(), Error> {
    if can_move(board, to_move, rules) {
        return Ok(());
    }
    if can_move(board, opp(to_move), rules) {
        return Err(bad(format!(
            "player {to_move} is to move but has no hole with 2 or more seeds to play; he \
             loses his move, so set toMove to {}",
            opp(to_move)
        )));
    }
    Err(bad(
        "neither player can move, so the game is over: each player's row belongs in his store \
         (and extra.endReason says why it ended)"
            .into(),
    ))
}

/// A finished series: the last game's seeds are all in the stores and its points recorded.
fn check_finished(
    board: &Board<PITS>,
    stores: [u8; 2],
    state: &SeriesState,
    game: u64,
) -> Result<(), Error> {
    let games = games_in(state.series());
    if game != games as u64 || state.played() != games {
        return Err(bad(format!(
            "extra.endReason says {} is over, so extra.game must be {games} and extra.points \
             must list all {games} game(s)",
            name_of(state.series())
        )));
    }
    if let Some(pit) = board.pits().iter().position(|&s| s > 0) {
        return Err(bad(format!(
            "extra.endReason says the game is over, but pit {pit} still holds seeds (at the end \
             each player takes the seeds of his row, owner of pit {pit}: player {})",
            owner_of(pit)
        )));
    }
    let expected = super::series::game_points(stores);
    if state.points().last() != Some(&expected) {
        return Err(bad(format!(
            "the stores {stores:?} give the last game {expected:?} points, but extra.points \
             ends with {:?}",
            state.points().last()
        )));
    }
    Ok(())
}

/// The position of `game`, with only the `extra` keys that differ from a single game's start.
pub(super) fn write(game: &Woaley) -> Position {
    let series = game.series.series();
    let in_series = series != Series::Game;
    let typed = WoaleyExtra {
        series: in_series.then_some(series),
        starting_player: in_series.then(|| u32::from(game.series.starting_player())),
        game: in_series.then(|| game.series.game_number() as u64),
        points: (game.series.played() > 0).then(|| {
            game.series
                .points()
                .iter()
                .map(|p| p.map(u32::from))
                .collect()
        }),
        end_reason: game.ended.map(|reason| reason.as_str().to_string()),
    };
    let mut extra = Map::new();
    write_extra(&typed, &mut extra);
    game.rules.house().write_extra(&mut extra);
    Position {
        variant: Variant::Woaley,
        to_move: game.to_move,
        pits: game.board.pit_list(),
        cowries: None,
        owners: Some(default_owners(PITS)),
        stores: Some(game.stores_u32()),
        extra,
    }
}

#[cfg(test)]
mod extra_tests {
    use super::*;

    #[test]
    fn the_keys_of_extra_are_the_fields_of_its_type() {
        let full = WoaleyExtra {
            series: Some(Series::Game),
            starting_player: Some(1),
            game: Some(2),
            points: Some(vec![[12, 0]]),
            end_reason: Some("series won".into()),
        };
        let mut keys: Vec<&str> = WoaleyExtra::KEYS.to_vec();
        keys.sort_unstable();
        assert_eq!(crate::position::keys_of(&full), keys);
    }
}
