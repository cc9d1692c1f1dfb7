//! Tests of the board layouts: every board fits its canvas, pits sit where `docs/rules/common.md`
//! §0.2 and `docs/rules/omweso.md` §6.1 put them, and a degenerate canvas gives a board of size
//! zero.

use super::*;

fn inside(outer: &Rect, inner: &Rect) -> bool {
    inner.x >= outer.x - 1e-9
        && inner.y >= outer.y - 1e-9
        && inner.x + inner.width <= outer.x + outer.width + 1e-9
        && inner.y + inner.height <= outer.y + outer.height + 1e-9
}

fn bounds(pit: &Pit) -> Rect {
    Rect::new(
        pit.center.x - pit.radius,
        pit.center.y - pit.radius,
        2.0 * pit.radius,
        2.0 * pit.radius,
    )
}

const SIZES: [(f64, f64); 6] = [
    (800.0, 400.0),
    (320.0, 640.0),
    (1920.0, 300.0),
    (50.0, 50.0),
    (390.0, 844.0),
    (1024.0, 768.0),
];

#[test]
fn every_board_has_its_pits_and_stores_inside_it_and_the_canvas() {
    for v in Variant::ALL {
        for (w, h) in SIZES {
            let l = BoardLayout::for_variant(v, w, h);
            assert_eq!(l.pits.len(), v.pit_count(), "{v}");
            assert_eq!(l.badges.len(), v.pit_count());
            assert_eq!(l.stores.len(), if v == Variant::Omweso { 0 } else { 2 });
            let canvas = Rect::new(0.0, 0.0, w, h);
            assert!(inside(&canvas, &l.board), "{v} {w}x{h}: {:?}", l.board);
            for plate in &l.plates {
                assert!(inside(&canvas, plate), "{v} {w}x{h}: plate {plate:?}");
            }
            for pit in &l.pits {
                assert!(inside(&l.board, &bounds(pit)), "{v} {w}x{h}: {pit:?}");
            }
            for s in &l.stores {
                assert!(inside(&l.board, s), "{v} {w}x{h}: store {s:?}");
            }
        }
    }
}

#[test]
fn pits_do_not_overlap_and_each_is_found_at_its_centre() {
    for v in Variant::ALL {
        for (w, h) in SIZES {
            let l = BoardLayout::for_variant(v, w, h);
            for (i, a) in l.pits.iter().enumerate() {
                assert_eq!(l.pit_at(a.center), Some(i));
                for b in &l.pits[i + 1..] {
                    assert!(a.center.dist(b.center) > a.radius + b.radius);
                }
            }
            assert_eq!(l.pit_at(Point::new(-10.0, -10.0)), None);
        }
    }
}

#[test]
fn two_row_indexing_follows_rules_0_2() {
    let l = BoardLayout::oware(800.0, 400.0);
    // P0's row is the bottom one, left to right; pit i faces pit 11 - i.
    for i in 0..6 {
        assert!(l.pits[i].center.y > l.pits[11 - i].center.y);
        assert!((l.pits[i].center.x - l.pits[11 - i].center.x).abs() < 1e-9);
    }
    assert!(l.pits[0].center.x < l.pits[5].center.x);
    // store[0] on P0's right, store[1] on the left.
    assert!(l.stores[0].x > l.pits[5].center.x);
    assert!(l.stores[1].x < l.pits[0].center.x);
    let gore = BoardLayout::for_variant(Variant::Gore, 600.0, 400.0);
    assert!((gore.pits[0].center.x - gore.pits[7].center.x).abs() < 1e-9);
}

#[test]
fn omweso_columns_follow_rules_6_1() {
    let l = BoardLayout::for_variant(Variant::Omweso, 800.0, 500.0);
    let col = |g: usize| l.pits[g].center.x;
    let row_y = |g: usize| l.pits[g].center.y;
    for c in 0..8 {
        // P0 outer k=c, P0 inner k=15-c, P1 inner k=8+c, P1 outer k=7-c share column c.
        let column = [c, 15 - c, 24 + c, 23 - c];
        for g in column {
            assert!((col(g) - col(c)).abs() < 1e-9, "plot {g} not in column {c}");
        }
        assert!(row_y(c) > row_y(15 - c) && row_y(15 - c) > row_y(24 + c));
        assert!(row_y(24 + c) > row_y(23 - c));
    }
    assert!(col(0) < col(7));
}

#[test]
fn tall_canvas_turns_the_board_and_keeps_p0_on_the_right() {
    let l = BoardLayout::oware(390.0, 844.0);
    assert!(l.portrait);
    assert!(l.pits[0].center.x > l.pits[11].center.x);
    // P0's row reads upwards.
    assert!(l.pits[0].center.y > l.pits[5].center.y);
    assert!(l.board.height > l.board.width);
    assert!(!BoardLayout::oware(800.0, 400.0).portrait);
}

#[test]
fn arrows_close_each_ring() {
    let oware = BoardLayout::oware(800.0, 400.0);
    assert_eq!(oware.arrows.len(), 12);
    // Along P0's row they point right, along P1's row left.
    assert!(oware.arrows[0].angle.abs() < 1e-9);
    assert!((oware.arrows[6].angle.abs() - std::f64::consts::PI).abs() < 1e-9);
    let omweso = BoardLayout::for_variant(Variant::Omweso, 800.0, 500.0);
    assert_eq!(omweso.arrows.len(), 32);
    assert_eq!(omweso.arrows.iter().filter(|a| a.player == 1).count(), 16);
}

#[test]
fn degenerate_canvas_gives_a_zero_board_without_nan() {
    for (w, h) in [
        (0.0, 0.0),
        (-5.0, 100.0),
        (f64::NAN, 100.0),
        (f64::INFINITY, 1.0),
    ] {
        let l = BoardLayout::oware(w, h);
        assert!(l.cell.is_finite() && l.cell >= 0.0);
        assert!(l
            .pits
            .iter()
            .all(|p| p.center.x.is_finite() && p.center.y.is_finite()));
    }
}
