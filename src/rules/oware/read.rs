//! Reading a position: every check that makes an [`Oware`] value a valid game.

use super::house::{play_out_of, House, Slam};
use super::{owner, row, Oware, ENDS, PITS, TOTAL_SEEDS, WINNING_STORE};
use crate::{opp, Board, EndReason, Error, HouseRules, Position, Variant};

/// Builds a game from `position`, refusing anything that is not a position of Oware.
pub(super) fn read(position: &Position) -> Result<Oware, Error> {
    let variant = position.variant;
    if !matches!(variant, Variant::OwareAbapa | Variant::OwareInternational) {
        return Err(Error::Position(format!(
            "a {variant} position is not an Oware position"
        )));
    }
    position.check_common(&["playOut", "rules", "end"])?;
    if let Some(owners) = &position.owners {
        if owners.iter().enumerate().any(|(pit, &o)| o != owner(pit)) {
            return Err(Error::Position(
                "Oware plots never change hands: owners must be six 0s then six 1s".into(),
            ));
        }
    }
    position.check_total(TOTAL_SEEDS.into())?;
    let rules: HouseRules = position.extra_or("rules", HouseRules::default())?;
    rules
        .check_for(variant)
        .map_err(|e| Error::Position(format!("extra.rules: {}", e.message())))?;
    let explicit: Option<bool> = position.extra_or("playOut", None)?;
    let play_out =
        play_out_of(explicit, &rules).map_err(|e| Error::Position(format!("extra: {e}")))?;
    if explicit == Some(true) && variant != Variant::OwareInternational {
        return Err(Error::Position(
            "extra.playOut is an option of oware-international only".into(),
        ));
    }
    let end = read_end(position)?;

    // The total is 48, so every count fits a u8.
    let mut pits = [0u8; PITS];
    for (to, &from) in pits.iter_mut().zip(&position.pits) {
        *to = u8::try_from(from).unwrap_or(TOTAL_SEEDS);
    }
    let [s0, s1] = position.stores_or_zero();
    let stores = [s0, s1].map(|s| u8::try_from(s).unwrap_or(TOTAL_SEEDS));
    let game = Oware {
        board: Board::new(pits).with_stores(stores),
        to_move: position.to_move,
        house: House::new(variant, &rules, play_out),
        end,
        moves: 0,
    }
    .with_moves();
    match end {
        Some(end) => check_finished(&game, end)?,
        None => check_playing(&game)?,
    }
    Ok(game)
}

/// `extra.end`, if present.
fn read_end(position: &Position) -> Result<Option<EndReason>, Error> {
    let Some(text) = position.extra_or::<Option<String>>("end", None)? else {
        return Ok(None);
    };
    EndReason::parse(&text, &ENDS)
        .map(Some)
        .map_err(|e| Error::Position(format!("extra.end {e}")))
}

/// A position that says the game ended must show that end.
fn check_finished(game: &Oware, end: EndReason) -> Result<(), Error> {
    let on_board = game.board.on_board();
    match end {
        EndReason::TwentyFiveSeeds if game.house.play_out() => Err(Error::Position(
            "extra.end says \"25 seeds\", but with playOut the game goes on after 25 seeds".into(),
        )),
        EndReason::TwentyFiveSeeds if game.board.stores().iter().all(|&s| s < WINNING_STORE) => {
            Err(Error::Position(format!(
                "extra.end says \"25 seeds\", but the stores hold {} and {}",
                game.board.store(0),
                game.board.store(1)
            )))
        }
        EndReason::AutomaticHarvest | EndReason::Repetition if on_board > 0 => {
            Err(Error::Position(format!(
            "extra.end says \"{}\", which takes every seed off the board, but {on_board} are left",
            end
        )))
        }
        _ => Ok(()),
    }
}

/// A position without `extra.end` must be one where play goes on.
fn check_playing(game: &Oware) -> Result<(), Error> {
    let p = game.to_move;
    if !game.house.play_out() {
        if let Some(winner) = (0..2).find(|&w| game.board.store(w) >= WINNING_STORE) {
            return Err(Error::Position(format!(
                "player {winner} has {} seeds in store: the game is over at 25 (a finished \
                 game's position says so in extra.end)",
                game.board.store(winner)
            )));
        }
    }
    if game.row_seeds(p) == 0 {
        return Err(Error::Position(if game.house.slam() == Slam::SixthOnly {
            format!(
                "player {p} is to move but has no seeds on his side: under the house rule \
                 O-5plots \"literal\" his turn is passed, so player {} is to move",
                opp(p)
            )
        } else {
            format!(
                "player {p} is to move but has no seeds on his side, which Oware never allows \
                 (a finished game's position says how it ended in extra.end)"
            )
        }));
    }
    if game.legal_mask() != 0 {
        return Ok(());
    }
    Err(Error::Position(if game.row_seeds(opp(p)) == 0 {
        format!(
            "player {}'s side is empty and player {p} cannot feed it: the automatic harvest has \
             ended the game (pits {:?} hold no feeding move)",
            opp(p),
            row(p).collect::<Vec<_>>()
        )
    } else {
        format!(
            "every move of player {p} would take all the seeds of player {}, which the house rule \
             O-5plots \"ludii\" forbids: the automatic harvest has ended the game",
            opp(p)
        )
    }))
}
