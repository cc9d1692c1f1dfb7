//! Omweso's start: the default board, the arrangement phase (`docs/rules/omweso.md` §6.2), and
//! reading and writing positions with their `extra` state (documented in the module header).

use super::{opp, Laws, Omweso, Phase, ENDS, PITS, PLOTS, SEEDS};
use crate::event::SetupCause;
use crate::position::default_owners;
use crate::{Board, EndReason, Error, EventSink, HouseRules, Player, Position, Variant};
use serde_json::{Map, Value};

/// One player's starting plots, local order: outer row empty, 4 seeds in each inner plot.
const KEEP: [u8; PLOTS] = [0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4, 4, 4];

/// The board before any arrangement (§6.2.1).
pub(super) const DEFAULT_BOARD: [u8; PITS] = {
    let mut board = [0; PITS];
    let mut k = 0;
    while k < PLOTS {
        board[k] = KEEP[k];
        board[PLOTS + k] = KEEP[k];
        k += 1;
    }
    board
};

/// The arrangements offered in the legal-move list (any arrangement of 32 seeds is legal):
/// keeping the start, two seeds everywhere, a seed in every outer plot, seeds ready for reverse
/// moves in the two leftmost outer plots, and an inner row weighted to the right.
pub(super) const TYPICAL_ARRANGEMENTS: [[u8; PLOTS]; 5] = [
    KEEP,
    [2; PLOTS],
    [1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3],
    [4, 4, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3],
    [0, 0, 0, 0, 0, 0, 0, 0, 6, 6, 4, 4, 4, 4, 2, 2],
];

/// The `extra` key of the house rules.
const RULES: &str = "rules";

/// The `extra` keys an Omweso position may carry.
const EXTRA_KEYS: [&str; 5] = ["phase", "arranged", "harvestTurns", "endReason", RULES];

impl Omweso {
    /// Places the mover's arrangement (checked: 32 seeds) and announces the new board.
    pub(super) fn arrange<S: EventSink>(&mut self, counts: [u8; PLOTS], sink: &mut S) {
        let own = PLOTS * usize::from(self.to_move);
        let mut pits = *self.board.pits();
        pits[own..own + PLOTS].copy_from_slice(&counts);
        self.phase = match self.phase {
            Phase::Arrangement { arranged: 0 } => Phase::Arrangement { arranged: 1 },
            _ => Phase::Sowing,
        };
        self.board
            .set_up(Board::new(pits), SetupCause::Arrangement, sink);
    }

    /// True when `player`'s plots still hold the starting seeds.
    fn side_is_default(&self, player: Player) -> bool {
        let own = PLOTS * usize::from(player);
        self.board.pits()[own..own + PLOTS] == KEEP
    }
}

/// The game as a position, with its `extra` state.
pub(super) fn write_position(game: &Omweso) -> Position {
    let mut extra = Map::new();
    let phase = match game.phase {
        Phase::Arrangement { arranged } => {
            let done: Vec<Value> = if arranged == 0 {
                Vec::new()
            } else {
                vec![Value::from(opp(game.to_move))]
            };
            extra.insert("arranged".into(), Value::Array(done));
            "arrangement"
        }
        Phase::Sowing => "sowing",
    };
    extra.insert("phase".into(), Value::from(phase));
    extra.insert(
        "harvestTurns".into(),
        Value::from(game.harvest_turns.to_vec()),
    );
    if let Some(reason) = game.end {
        extra.insert("endReason".into(), Value::from(reason.as_str()));
    }
    let rules = game.laws.rules;
    if rules != HouseRules::default() {
        let chosen = rules
            .chosen()
            .map(|(id, v)| (id.to_string(), Value::from(v)));
        extra.insert(RULES.into(), Value::Object(chosen.collect()));
    }
    Position {
        variant: Variant::Omweso,
        to_move: game.to_move,
        pits: game.board.pit_list(),
        cowries: None,
        owners: Some(default_owners(PITS)),
        stores: Some([0, 0]),
        extra,
    }
}

fn invalid<T>(message: String) -> Result<T, Error> {
    Err(Error::Position(message))
}

/// Reads and checks a position.
pub(super) fn read_position(p: &Position) -> Result<Omweso, Error> {
    if p.variant != Variant::Omweso {
        return invalid(format!("this is a {} position, not omweso", p.variant));
    }
    p.check_common(&EXTRA_KEYS)?;
    let rules: HouseRules = p.extra_or(RULES, HouseRules::default())?;
    rules.check_for(Variant::Omweso)?;
    if p.owners
        .as_ref()
        .is_some_and(|o| *o != default_owners(PITS))
    {
        return invalid(
            "Omweso plots never change owner: owners must be 0 for pits 0–15 and 1 for pits 16–31"
                .into(),
        );
    }
    if p.stores_or_zero() != [0, 0] {
        return invalid("Omweso has no stores: stores must be [0, 0]".into());
    }
    p.check_total(SEEDS.into())?;
    let mut pits = [0u8; PITS];
    for (pit, &seeds) in pits.iter_mut().zip(&p.pits) {
        // At most 64 after the total check.
        *pit = u8::try_from(seeds).unwrap_or(u8::MAX);
    }
    let phase_name: String = p.extra_or("phase", "sowing".to_string())?;
    let arranged: Option<Vec<Player>> = p.extra_or("arranged", None)?;
    let harvest_turns: [u32; 2] = p.extra_or("harvestTurns", [0, 0])?;
    let end_name: Option<String> = p.extra_or("endReason", None)?;
    let mut game = Omweso {
        board: Board::new(pits),
        to_move: p.to_move,
        phase: Phase::Sowing,
        harvest_turns,
        end: None,
        laws: Laws::new(rules),
    };
    match phase_name.as_str() {
        "arrangement" => {
            game.phase = read_arrangement(&game, arranged.unwrap_or_default())?;
            if harvest_turns != [0, 0] || end_name.is_some() {
                return invalid(
                    "in the arrangement phase nobody has harvested and the game is not over: \
                     harvestTurns must be [0, 0] and endReason absent"
                        .into(),
                );
            }
        }
        "sowing" => {
            if arranged.is_some() {
                return invalid(
                    "extra.arranged belongs to the arrangement phase; leave it out when phase is \"sowing\""
                        .into(),
                );
            }
            game.end = read_end(&game, end_name.as_deref())?;
        }
        other => {
            return invalid(format!(
                "extra.phase must be \"arrangement\" or \"sowing\", not '{other}'"
            ))
        }
    }
    Ok(game)
}

/// Checks the arrangement state: who arranged, and that the others' plots are untouched.
fn read_arrangement(game: &Omweso, arranged: Vec<Player>) -> Result<Phase, Error> {
    let arranged_count = match arranged.as_slice() {
        [] => 0,
        [first] if *first == opp(game.to_move) => 1,
        [first] => {
            return invalid(format!(
                "extra.arranged says player {first} arranged already, so it is player {}'s turn to arrange, but toMove is {}",
                opp(*first),
                game.to_move
            ))
        }
        _ => {
            return invalid(
                "extra.arranged lists the one player who arranged already, or none; once both have, phase is \"sowing\""
                    .into(),
            )
        }
    };
    let waiting: &[Player] = if arranged_count == 0 {
        &[0, 1]
    } else {
        std::slice::from_ref(&game.to_move)
    };
    if let Some(p) = waiting.iter().find(|&&p| !game.side_is_default(p)) {
        return invalid(format!(
            "player {p} has not arranged yet, so his plots must hold the starting 4 seeds in each inner plot"
        ));
    }
    Ok(Phase::Arrangement {
        arranged: arranged_count,
    })
}

/// The end of a sowing-phase position: the one `extra.endReason` names, checked against the
/// board and harvest counts, or the one they imply.
fn read_end(game: &Omweso, given: Option<&str>) -> Result<Option<EndReason>, Error> {
    let turns = game.harvest_turns;
    let mover = opp(game.to_move);
    for p in [0, 1] {
        let (mine, theirs) = (turns[usize::from(p)], turns[usize::from(opp(p))]);
        if mine >= 2 && theirs == 0 && (mine > 2 || p != mover) {
            return invalid(format!(
                "harvestTurns {turns:?} cannot happen: the game ends by Akakyala on the turn player {p} harvests for the 2nd time while player {} never has, and toMove is then {}",
                opp(p),
                opp(p)
            ));
        }
    }
    let implied = if turns[usize::from(mover)] >= 2 && turns[usize::from(game.to_move)] == 0 {
        Some(EndReason::Akakyala)
    } else if !game.has_sowing_move() {
        Some(EndReason::NoMoveLeft)
    } else {
        None
    };
    let Some(name) = given else {
        return Ok(implied);
    };
    let reason = match EndReason::parse(name, &ENDS) {
        Ok(reason) => reason,
        Err(e) => return invalid(format!("extra.endReason {e}")),
    };
    let consistent = match reason {
        EndReason::Emitwebiri => turns[usize::from(mover)] >= 1,
        EndReason::Repetition => implied.is_none(),
        _ => implied == Some(reason),
    };
    if !consistent {
        let fact = match (reason, implied) {
            (EndReason::Emitwebiri, _) => {
                format!("player {mover}, who moved last, never harvested")
            }
            (_, Some(EndReason::Akakyala)) => {
                format!("harvestTurns {turns:?} mean player {mover} won by Akakyala")
            }
            (_, Some(_)) => format!("player {} has no legal move", game.to_move),
            (_, None) => "the position does not show it".into(),
        };
        return invalid(format!("extra.endReason says '{name}', but {fact}"));
    }
    Ok(Some(reason))
}
