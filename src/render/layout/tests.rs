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
                assert!(inside(&l.board, plate), "{v} {w}x{h}: plate {plate:?}");
                for pit in &l.pits {
                    let p = bounds(pit);
                    let apart = p.x >= plate.x + plate.width - 1e-9
                        || plate.x >= p.x + p.width - 1e-9
                        || p.y >= plate.y + plate.height - 1e-9
                        || plate.y >= p.y + p.height - 1e-9;
                    assert!(apart, "{v} {w}x{h}: plate {plate:?} over {pit:?}");
                }
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
fn the_board_is_turned_exactly_when_its_pits_are_larger_so() {
    for v in Variant::ALL {
        for (w, h) in SIZES
            .into_iter()
            .chain([(768.0, 1024.0), (844.0, 390.0), (600.0, 620.0)])
        {
            let l = BoardLayout::for_variant(v, w, h);
            // A lying board on the canvas turned a quarter turn has the cells a turned board
            // would have on this one.
            let turned = BoardLayout::for_variant(v, h, w);
            if !turned.portrait {
                assert!(
                    1.001 * l.cell >= turned.cell,
                    "{v} {w}x{h}: cell {} against {}",
                    l.cell,
                    turned.cell
                );
            }
        }
    }
    // A phone held upright turns Oware's long board; a tablet lying in landscape does not.
    assert!(BoardLayout::oware(390.0, 700.0).portrait);
    assert!(!BoardLayout::oware(1024.0, 700.0).portrait);
}

#[test]
fn each_plate_runs_along_its_players_edge_and_face_to_face_turns_p1s_round() {
    let lying = BoardLayout::oware(800.0, 400.0);
    let [p0, p1] = &lying.plates;
    assert!(p0.y > lying.pits[0].center.y && p1.y + p1.height < lying.pits[6].center.y);
    assert_eq!(lying.plate_angles, [0.0, 0.0]);
    let f0 = lying.plate_frame(0);
    assert!((f0.length - p0.width).abs() < 1e-9 && (f0.thickness - p0.height).abs() < 1e-9);
    assert!((f0.start.x - p0.x).abs() < 1e-9);
    // Turned: P0's plate on the right, its words running upwards from its bottom end.
    let upright = BoardLayout::oware(390.0, 844.0);
    let f0 = upright.plate_frame(0);
    let r0 = upright.plates[0];
    assert!(r0.x > upright.pits[0].center.x);
    assert!((f0.length - r0.height).abs() < 1e-6 && (f0.start.y - (r0.y + r0.height)).abs() < 1e-6);
    assert!(upright.marker(0).0.y > r0.center().y && upright.marker(0).0.y < r0.y + r0.height);
    // Face to face, P1's plate is read from the other side: its words start at the screen's right.
    let facing = BoardLayout::oware(800.0, 400.0).facing();
    let f1 = facing.plate_frame(1);
    let r1 = facing.plates[1];
    assert!((f1.start.x - (r1.x + r1.width)).abs() < 1e-6);
    assert!(facing.marker(1).0.x > r1.center().x);
    assert!(facing.turned_for(6) && !facing.turned_for(0) && !lying.turned_for(6));
    // And his counts sit on his own lower right: above and left of his pits' centres.
    let (b, c) = (facing.badges[6], facing.pits[6].center);
    assert!(b.x < c.x && b.y < c.y);
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
