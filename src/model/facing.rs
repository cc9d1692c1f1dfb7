//! Two players face to face across the board, a tablet lying flat between them: what is the top
//! player's faces him (his name plate and his counts, turned round by the renderer), and the
//! status line and the choices of a turn move to the side of the player whose turn it is,
//! turned to face him. The pit controls keep their order for a screen reader.

use super::action::Action;
use super::command::Control;
use super::table::Table;
use mancala_i18n::Texts;

/// The id of the bar under the board that holds the status line and the choices of a turn.
pub const TURN_BAR_ID: &str = "turn-bar";

/// The attribute of the turn bar that says where it shows: `under` the board when the players
/// sit side by side; face to face, at the `bottom` edge of the screen on the bottom player's
/// turn and at the `top` edge, turned round, on the top player's (the board keeps its place).
pub const SIDE: &str = "data-side";

/// The face-to-face button's words and the side the turn bar shows at, for `table` with the
/// players face to face (`on`) or side by side.
pub fn controls(table: &Table, on: bool, texts: &Texts) -> Vec<Control> {
    // The player to move in the game, even while his opponent's move is still being sown: the
    // bar goes to him as the move starts, and stays when the game ends.
    let mover = table
        .game()
        .filter(|g| g.current().outcome().is_none())
        .map(|g| g.current().to_move());
    let side = match (on, mover) {
        (false, _) => "under",
        (true, Some(1)) => "top",
        (true, _) => "bottom",
    };
    vec![
        Control {
            id: Action::FaceToFace.id(),
            text: Some(
                if on {
                    texts.face_to_face_on
                } else {
                    texts.face_to_face_off
                }
                .to_string(),
            ),
            ..Control::default()
        },
        Control {
            id: TURN_BAR_ID,
            attribute: Some((SIDE, side)),
            ..Control::default()
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::opponent::{Opponent, Seats};
    use mancala_rules::{Move, Variant};

    fn side(table: &Table, on: bool) -> &'static str {
        controls(table, on, mancala_i18n::english())
            .iter()
            .find_map(|c| c.attribute.filter(|_| c.id == TURN_BAR_ID))
            .map(|(_, side)| side)
            .unwrap_or_default()
    }

    #[test]
    fn the_turn_bar_goes_to_the_top_player_only_face_to_face() {
        let mut table = Table::new(Variant::OwareAbapa);
        assert_eq!(
            (side(&table, true), side(&table, false)),
            ("bottom", "under")
        );
        let seats = Seats {
            opponent: Opponent::HotSeat,
            speed: 1.0,
            texts: mancala_i18n::english(),
            calm: false,
        };
        table
            .play(&Move::Sow { pit: 2 }, &seats)
            .expect("a legal move");
        assert_eq!((side(&table, true), side(&table, false)), ("top", "under"));
    }
}
