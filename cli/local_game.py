"""A match in one terminal: a person at seat 0 against bots, straight through the engine.

This is the offline mode of ``mextrain play``: no network, no mental poker, full information
held by this process (the bots are honest and only look at their own hands).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TextIO

from mextrain.protocol.bots import Strategy
from mextrain.protocol.engine import (
    Phase,
    Play,
    RoundState,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.errors import IllegalPlayError, InvalidPlayError
from mextrain.protocol.rules import Ruleset
from mextrain.protocol.scoring import RoundOutcome, score_match, score_round
from mextrain.protocol.simulate import round_deck
from rich.console import Console

from . import render
from .moves import label, parse_move

HELP = (
    "moves: a number from the list; a tile and a train like '12-5 mexican', '12-5 mine' or"
    " '12-5 2' (seat 2's train); 'draw', 'pass', 'end' (end your first train); 'quit'."
)


def run_local_game(
    rules: Ruleset,
    name: str,
    bots: Sequence[Strategy],
    seed: int,
    rounds: int | None,
    console: Console,
    stdin: TextIO,
) -> int:
    """Play the match; returns the process exit code (0 when the match ends)."""
    players = len(bots) + 1
    names = [name] + [f"bot {s}" for s in range(1, players)]
    deck_rng = random.Random(f"mextrain-deck:{seed}")
    rngs = [random.Random(f"mextrain-bot:{seed}:{s}") for s in range(players)]
    outcomes: list[RoundOutcome] = []
    totals = [0] * players
    console.print(f"[bold]mextrain[/bold]: {rules.name} rules, {players} players, seed {seed}")
    console.print(HELP)
    for index, double in enumerate(rules.round_doubles(rounds)):
        state = new_round(rules, players, index, round_deck(rules, double, deck_rng))
        while state.phase is not Phase.OVER:
            seat = state.turn
            if seat == 0:
                event = _ask(state, names, totals, console, stdin)
                if event is None:
                    console.print("quitting: the match is abandoned")
                    return 1
            else:
                event = bots[seat - 1](state, seat, rngs[seat])
                console.print(f"  {render.describe(event, names)}")
            state = apply(state, event)
        outcome = score_round(state)
        outcomes.append(outcome)
        totals = [t + s for t, s in zip(totals, outcome.scores, strict=True)]
        console.print(render.board(state, names, totals))
        for seat in range(players):
            hand = " ".join(str(t) for t in state.hand(seat)) or "(out)"
            console.print(f"  {names[seat]}: {hand}")
        console.print(render.round_table(outcome, names))
    match = score_match(rules, players, outcomes)
    console.print(render.match_table(match, names))
    console.print("winner: " + ", ".join(names[w] for w in match.winners))
    return 0


def _ask(
    state: RoundState, names: Sequence[str], totals: Sequence[int], console: Console, stdin: TextIO
) -> object | None:
    mine = view_for(state, 0)
    actions = legal_actions(mine, 0)
    console.print(render.board(mine, names, totals))
    console.print(render.hand_line(mine, 0))
    if state.phase is Phase.ENGINE:
        console.print(f"looking for the engine {state.engine_pip}-{state.engine_pip}")
    if state.open_doubles and not state.follow_up:
        console.print("[magenta]an open double must be covered[/magenta]")
    choices = "  ".join(f"{i}) {label(a)}" for i, a in enumerate(actions, 1))
    while True:
        console.print(f"legal: {choices}")
        console.print("your move> ", end="")
        line = stdin.readline()
        if not line:
            return None
        text = line.strip()
        if text in ("quit", "exit", "q"):
            return None
        if text in ("help", "?"):
            console.print(HELP)
            continue
        try:
            event = parse_move(text, mine, 0, actions)
        except (InvalidPlayError, IllegalPlayError) as exc:
            console.print(f"[red]refused:[/red] {exc}")
            continue
        if isinstance(event, Play):
            console.print(f"  you play {event.tile}")
        return event
