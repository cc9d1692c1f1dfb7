//! The JSON form of moves that choose their harvests (house rules O-may and M-must,
//! `docs/architecture.md`, "Move format").

use mancala::rules::{Choices, Move};
use serde_json::json;

fn read(value: serde_json::Value) -> Result<Move, String> {
    serde_json::from_value::<Move>(value).map_err(|e| e.to_string())
}

#[test]
fn a_move_taking_every_harvest_is_the_plain_move() {
    assert_eq!(read(json!({"pit": 3, "harvest": []})), Ok(Move::sow(3)));
    assert_eq!(
        read(json!({"pit": 3, "harvest": [true, true]})),
        Ok(Move::sow(3))
    );
    let reverse = read(
        json!({"pit": 15, "direction": "clockwise", "continueClockwise": [true],
        "harvest": [true]}),
    );
    assert_eq!(
        reverse,
        Ok(Move::Reverse {
            pit: 15,
            choices: Choices::from_slice(&[true]).expect("one")
        })
    );
}

#[test]
fn a_declined_harvest_reads_and_writes_back_without_trailing_takes() {
    let mv = read(json!({"pit": 4, "harvest": [true, false, true]})).expect("a move");
    assert_eq!(
        mv,
        Move::Declining {
            pit: 4,
            clockwise: false,
            choices: Choices::NONE,
            harvest: Choices::from_slice(&[true, false]).expect("two"),
        }
    );
    assert!(mv.takes_harvest(0) && !mv.takes_harvest(1) && mv.takes_harvest(2));
    assert_eq!(
        serde_json::to_value(mv).expect("written"),
        json!({"pit": 4, "harvest": [true, false]})
    );
    let reverse = read(json!({"pit": 1, "direction": "clockwise", "harvest": [false]}))
        .expect("a reverse move");
    assert_eq!(
        serde_json::to_value(reverse).expect("written"),
        json!({"pit": 1, "direction": "clockwise", "continueClockwise": [], "harvest": [false]})
    );
}

#[test]
fn a_harvest_list_without_a_pit_or_too_long_is_refused_by_name() {
    let alone = read(json!({"give": [1], "harvest": [false]})).unwrap_err();
    assert!(alone.contains("\"harvest\" go with a \"pit\""), "{alone}");
    let long = read(json!({"pit": 1, "harvest": vec![false; 33]})).unwrap_err();
    assert!(long.contains("at most 32"), "{long}");
    let wrong = read(json!({"pit": 1, "harvest": "no"})).unwrap_err();
    assert!(
        wrong.contains("harvest") || wrong.contains("sequence"),
        "{wrong}"
    );
}
