"""How much of a round the game screen draws with dot faces, at each large terminal size.

Greedy bots play four-seat classic first rounds (seeds ``--seed`` on, ``--rounds`` of them); at
each of seat 0's turns the screen's own layout rule (:func:`cli.tui.fit.fit` on the board and
hand as drawn) says whether dots fit. Two shares per size: turns at which dots fit, and turns at
which they are shown (the app keeps numbers for the rest of a round once dots stop fitting).
The README quotes these figures. Figures only, no assertions.
Usage: ``python bench/tui_dots.py [--rounds 20] [--seed 500]``.
"""

from __future__ import annotations

import argparse
import random

from mextrain.cli.tui.board import board_lines
from mextrain.cli.tui.drawing import hand_lines
from mextrain.cli.tui.fit import fit
from mextrain.protocol.bots import greedy_strategy, round_deck
from mextrain.protocol.rules import Event, Phase, apply, new_round, preset, view_for
from mextrain.protocol.table import SeatView, seat_view

SIZES = ((160, 48), (200, 60))
NAMES = ("ann", "bob", "cy", "dee")


def dots_fit(view: SeatView, width: int, height: int) -> bool:
    order = list(range(len(view.hand)))
    got = fit(
        width,
        height,
        lambda w, tall, pips: len(board_lines(view, w, tall=tall, pips=pips)),
        lambda w, tall, pips: len(hand_lines(view, None, order, width=w, tall=tall, pips=pips)),
    )
    return got.board_pips


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=500)
    args = parser.parse_args()
    rules = preset("classic")
    turns = 0
    fitted = dict.fromkeys(SIZES, 0)
    shown = dict.fromkeys(SIZES, 0)
    for seed in range(args.seed, args.seed + args.rounds):
        rng = random.Random(seed)
        state = new_round(rules, 4, 0, round_deck(rules, rules.round_doubles()[0], rng))
        events: list[Event] = []
        lost: set[tuple[int, int]] = set()
        while state.phase is not Phase.OVER:
            if state.turn == 0 and state.phase is Phase.TURNS:
                view = seat_view(view_for(state, 0), 0, NAMES, events=events, outcomes=())
                turns += 1
                for size in SIZES:
                    ok = dots_fit(view, *size)
                    fitted[size] += ok
                    if not ok:
                        lost.add(size)
                    shown[size] += size not in lost
            event = greedy_strategy(state, state.turn, rng)
            state = apply(state, event)
            events.append(event)
    print(f"{args.rounds} rounds (seeds {args.seed}-{args.seed + args.rounds - 1}), {turns} turns")
    for width, height in SIZES:
        f, s = fitted[(width, height)], shown[(width, height)]
        print(
            f"{width}x{height}: dots fit at {f}/{turns} = {f / turns:.0%} of the turns,"
            f" shown at {s}/{turns} = {s / turns:.0%}"
        )


if __name__ == "__main__":
    main()
