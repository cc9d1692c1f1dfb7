//! The attract demo: the computer asked for both sides, slowly, a person's game giving back
//! the speed of before, and a game that never ends giving way to a fresh one.

use crate::scripted::*;

#[test]
fn a_demo_asks_for_both_sides_slowly_and_a_person_ends_it() {
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Demo);
    assert_eq!(s.seats().speed, SPEEDS[3]);
    let (request, _, _, demo) = shell.asked.pop().expect("the computer is asked");
    assert!(demo);
    shell.run(
        &mut s,
        Command::ComputerMove {
            request,
            mv: Move::sow(2),
        },
    );
    assert_eq!(shell.asked.len(), 1, "then for North");
    shell.run(
        &mut s,
        Command::NewGame {
            variant: None,
            opponent: None,
        },
    );
    assert_eq!(s.seats().opponent, Opponent::HotSeat);
    assert_eq!(s.seats().speed, 1.0, "the speed of before the demo");
}

#[test]
fn an_endless_demo_game_gives_way_to_a_fresh_one() {
    // Computers that pick by a fixed rule: some of their Nam-Nam games never end.
    let mut capped = 0;
    for pick in 0..12_usize {
        let (mut s, mut shell) = session();
        shell.run(&mut s, Command::Speed(f64::INFINITY));
        shell.run(&mut s, attr("variant", "nam-nam"));
        shell.run(&mut s, attr("soak", ""));
        shell.run(&mut s, Command::Demo);
        let mut most = 0;
        while let Some((request, position, _, _)) = shell.asked.pop() {
            let g = mancala_rules::Game::from_position(&position).unwrap();
            let moves = g.legal_moves();
            let mv = moves[(pick * 7 + most) % moves.len()];
            shell.run(&mut s, Command::ComputerMove { request, mv });
            most += 1;
            if s.table().variant() != Variant::NamNam {
                break;
            }
        }
        assert!(most <= super::DEMO_MAX_PLIES);
        if shell.over.is_empty() {
            assert_eq!(most, super::DEMO_MAX_PLIES, "stopped there");
            assert_eq!(s.table().variant(), Variant::Omweso, "the soak goes on");
            capped += 1;
        }
    }
    assert!(capped > 0, "no endless game to cut short");
}
