#!/usr/bin/env python3
"""Our strongest level against OpenSpiel's Oware MCTS bot, at equal time per move.

OpenSpiel's `oware` (grand slam allowed without capture, like our `oware-international`) is the
referee: its state decides legality and the result, and our engine (`examples/ai_cli.rs`, driven
over its line protocol) is kept in step and checked against it after every move.

MCTS (random rollouts, UCT c=2) has no time limit of its own, so its simulations per move are
calibrated to the time budget first; our search gets the same budget through its clock.
Colours alternate game by game.

    cargo build --release --example ai_cli
    python3 scripts/bench_openspiel.py --games 100 --ms 100
"""

import argparse
import json
import os
import subprocess
import sys
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

CLI = os.path.join(os.environ.get("CARGO_TARGET_DIR", "target"), "release", "examples", "ai_cli")


class Engine:
    """Our AI over the line protocol."""

    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        if answer.startswith("error"):
            raise RuntimeError(f"{line!r}: {answer}")
        return answer

    def close(self):
        self.proc.stdin.write("quit\n")
        self.proc.stdin.flush()
        self.proc.wait()


def make_mcts(game, simulations, seed):
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    return mcts.MCTSBot(game, uct_c=2.0, max_simulations=simulations, evaluator=evaluator,
                        random_state=rng, solve=True)


def calibrate(game, ms):
    """Simulations the MCTS bot runs in `ms` milliseconds (measured on opening positions)."""
    probe = 400
    bot = make_mcts(game, probe, 0)
    state = game.new_initial_state()
    start = time.perf_counter()
    for _ in range(6):
        state.apply_action(bot.step(state))
    per_sim = (time.perf_counter() - start) / (6 * probe)
    return max(10, int(ms / 1000.0 / per_sim))


def our_pit(player, action):
    return action + 6 * player


def check_sync(engine, state):
    pos = json.loads(engine.ask("position"))
    # observation_string: "<player> | <store0> <store1> | <12 pits>"
    _, stores, pits = state.observation_string(0).split("|")
    assert pos["pits"] == [int(x) for x in pits.split()], (pos, state)
    assert pos["stores"] == [int(x) for x in stores.split()], (pos, state)


def play_game(game, engine, ms, simulations, ours, seed):
    """One game; `ours` is our colour (0 moves first). Returns (our score 1/0.5/0, plies, our depths)."""
    engine.ask("new oware-international 0")
    bot = make_mcts(game, simulations, seed)
    state = game.new_initial_state()
    depths = []
    while not state.is_terminal():
        player = state.current_player()
        if player == ours:
            answer = engine.ask(f"go 5 {ms} {seed}").split()
            if answer[0] != "move":
                raise RuntimeError(f"our engine sees the game over: {state}")
            pit = json.loads(answer[1])["pit"]
            depths.append(int(answer[answer.index("depth") + 1]))
            action = pit - 6 * player
            if action not in state.legal_actions():
                raise RuntimeError(f"our move {pit} is illegal for OpenSpiel:\n{state}")
        else:
            action = bot.step(state)
        state.apply_action(action)
        try:
            engine.ask("play " + json.dumps({"pit": our_pit(player, action)}))
        except RuntimeError as err:
            raise RuntimeError(f"OpenSpiel's move refused by our engine: {err}\n{state}")
        if not state.is_terminal():
            check_sync(engine, state)
    returns = state.returns()
    score = 1.0 if returns[ours] > 0 else 0.5 if returns[ours] == 0 else 0.0
    return score, state.move_number(), depths


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--ms", type=float, default=100.0, help="time per move for both sides")
    parser.add_argument("--cli", default=CLI)
    args = parser.parse_args()

    game = pyspiel.load_game("oware")
    simulations = calibrate(game, args.ms)
    print(f"{args.ms:.0f} ms per move: MCTS runs {simulations} simulations per move", flush=True)
    engine = Engine(args.cli)
    total = 0.0
    wins = draws = losses = 0
    all_depths = []
    for g in range(args.games):
        ours = g % 2
        score, plies, depths = play_game(game, engine, args.ms, simulations, ours, seed=g)
        total += score
        wins += score == 1.0
        draws += score == 0.5
        losses += score == 0.0
        all_depths += depths
        print(f"game {g + 1:3}: we play P{ours}, {['loss', 'draw', 'win'][int(score * 2)]} in {plies} plies "
              f"(running score {total}/{g + 1})", flush=True)
    engine.close()
    mean_depth = sum(all_depths) / max(1, len(all_depths))
    print(f"\nmancala level 5 vs OpenSpiel MCTS ({simulations} simulations), {args.ms:.0f} ms per move, "
          f"{args.games} games: {wins} wins, {draws} draws, {losses} losses; score {total}/{args.games} "
          f"({100 * total / max(1, args.games):.1f}%); our mean depth {mean_depth:.1f}")


if __name__ == "__main__":
    sys.exit(main())
