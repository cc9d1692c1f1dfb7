//! Goré positions as data: reading one with every check (the only way from outside data to a
//! game), and writing one. The `extra` fields are described in the module header.

use super::negotiation::{check_offer, holes_of, Gifts};
use super::{Gore, ENDS, END_AT_MOST, HOLES, TOTAL_SEEDS};
use crate::rules::house::EXTRA_KEY;
use crate::rules::{opp, Board, EndReason, Error, HouseRules, Player, Position, Variant};
use serde_json::{Map, Value};

const PENDING_OFFER: &str = "pendingOffer";
const OFFER_MADE: &str = "offerMade";
const REFUSED: &str = "refused";
const END_REASON: &str = "endReason";

/// The holes of a bit set as text, e.g. `"1, 2"`.
pub(super) fn hole_list(set: u8) -> String {
    holes_of(set)
        .map(|h| h.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn invalid(message: impl Into<String>) -> Error {
    Error::Position(message.into())
}

/// Seed counts as `u8`, once the total is known to be 48 (so none can exceed it).
fn seed_counts<const N: usize>(counts: &[u32], what: &str) -> Result<[u8; N], Error> {
    let mut out = [0u8; N];
    if counts.len() != N {
        return Err(invalid(format!(
            "{what} lists {} entries, not {N}",
            counts.len()
        )));
    }
    for (slot, &count) in out.iter_mut().zip(counts) {
        *slot = u8::try_from(count)
            .map_err(|_| invalid(format!("{what}: {count} seeds is more than the game has")))?;
    }
    Ok(out)
}

/// The pending offer's holes as a bit set, refusing holes off the board and repeated ones.
fn pending_set(list: &[u64]) -> Result<u8, Error> {
    let mut set = 0u8;
    for &hole in list {
        let bit = usize::try_from(hole)
            .ok()
            .filter(|&h| h < HOLES)
            .map(|h| 1u8 << h)
            .ok_or_else(|| {
                invalid(format!(
                    "extra.{PENDING_OFFER}: hole {hole} does not exist on a 2×4 board"
                ))
            })?;
        if set & bit != 0 {
            return Err(invalid(format!(
                "extra.{PENDING_OFFER}: hole {hole} is listed twice"
            )));
        }
        set |= bit;
    }
    Ok(set)
}

fn end_from_reason(reason: Option<String>) -> Result<EndReason, Error> {
    let Some(reason) = reason else {
        return Ok(EndReason::SmallHoles);
    };
    EndReason::parse(&reason, &ENDS).map_err(|e| invalid(format!("extra.{END_REASON} {e}")))
}

/// Reads and checks a Goré position (`RULES.md` §1; `extra` as in the module header).
pub(super) fn read(position: &Position) -> Result<Gore, Error> {
    if position.variant != Variant::Gore {
        return Err(invalid(format!(
            "a {} position cannot be read as Goré",
            position.variant
        )));
    }
    position.check_common(&[PENDING_OFFER, OFFER_MADE, REFUSED, END_REASON, EXTRA_KEY])?;
    let rules = HouseRules::of_position(position)?;
    position.check_total(TOTAL_SEEDS.into())?;
    let pits: [u8; HOLES] = seed_counts(&position.pits, "pits")?;
    let stores: [u8; 2] = seed_counts(&position.stores_or_zero(), "stores")?;
    let owner_list = position.owners_or_default();
    let owners: [Player; HOLES] = owner_list.as_slice().try_into().map_err(|_| {
        invalid(format!(
            "owners lists {} pits, not {HOLES}",
            owner_list.len()
        ))
    })?;
    for player in [0, 1] {
        if !owners.contains(&player) {
            return Err(invalid(format!(
                "player {player} owns no hole; each player always keeps at least one (RULES.md §1.7, G-neg-keep)"
            )));
        }
    }
    let refused: [bool; 2] = position.extra_or(REFUSED, [false, false])?;
    let pending_list: Option<Vec<u64>> = position.extra_or(PENDING_OFFER, None)?;
    let offer_made: bool = position.extra_or(OFFER_MADE, pending_list.is_some())?;
    let end_reason: Option<String> = position.extra_or(END_REASON, None)?;
    let mut game = Gore {
        board: Board::new(pits).with_owners(owners).with_stores(stores),
        to_move: position.to_move,
        pending: 0,
        offer_made,
        refused,
        end: None,
        rules,
    };

    // A finished game has swept every seed into the stores (§1.6); nothing else is empty.
    if pits.iter().all(|&s| s == 0) {
        if pending_list.is_some() || offer_made {
            return Err(invalid(
                "the board is empty, so the game is over: there can be no offer this turn",
            ));
        }
        game.end = Some(end_from_reason(end_reason)?);
        return Ok(game);
    }
    if end_reason.is_some() {
        return Err(invalid(format!(
            "extra.{END_REASON} is only for a finished game, whose holes are all empty"
        )));
    }
    if game.all_holes_small() {
        return Err(invalid(format!(
            "every hole holds at most {END_AT_MOST} seeds, so the game is over and the seeds belong in their owners' stores (RULES.md §1.6)"
        )));
    }
    if let Some(list) = pending_list {
        if !offer_made {
            return Err(invalid(format!(
                "extra.{OFFER_MADE} cannot be false while an offer is pending"
            )));
        }
        let holes = pending_set(&list)?;
        let giver = opp(position.to_move);
        check_offer(&owners, &stores, giver, holes, &Gifts::of(&rules)).map_err(|e| {
            invalid(format!(
                "extra.{PENDING_OFFER} (offered by player {giver}, answered by toMove): {e}"
            ))
        })?;
        game.pending = holes;
    }
    let turn = game.turn_player();
    // While his offer waits for its answer the giver may own no seed (G-pass-offer).
    if game.pending == 0 && game.must_pass(turn, game.offer_made) {
        return Err(invalid(format!(
            "it is player {turn}'s turn but he owns no seed and has no offer to make: his turn is passed (RULES.md §1.6, G-pass, G-pass-offer), so player {} is to move",
            opp(turn)
        )));
    }
    Ok(game)
}

/// The position as data; `extra` only holds what differs from the start of a turn.
pub(super) fn write(game: &Gore) -> Position {
    let mut extra = Map::new();
    if game.pending != 0 {
        let holes = holes_of(game.pending).map(Value::from).collect();
        extra.insert(PENDING_OFFER.into(), Value::Array(holes));
    }
    if game.offer_made {
        extra.insert(OFFER_MADE.into(), Value::Bool(true));
    }
    if game.refused.contains(&true) {
        extra.insert(
            REFUSED.into(),
            Value::Array(game.refused.iter().map(|&r| Value::Bool(r)).collect()),
        );
    }
    if let Some(end) = game.end {
        extra.insert(END_REASON.into(), Value::from(end.as_str()));
    }
    game.rules.write_extra(&mut extra);
    Position {
        variant: Variant::Gore,
        to_move: game.to_move,
        pits: game.board.pit_list(),
        cowries: None,
        owners: Some(game.board.owner_list()),
        stores: Some(game.board.stores().map(u32::from)),
        extra,
    }
}
