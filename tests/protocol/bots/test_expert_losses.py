"""bench/expert_losses.py: its judge and its oracle measure what they say (the bench's table
rests on them; the bench itself never asserts)."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.rules import Phase, RoundState, apply, legal_actions, new_round, view_for
from mextrain.protocol.rules.ruleset import preset

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "bench" / "expert_losses.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("expert_losses", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["expert_losses"] = module  # its dataclass looks its module up
    spec.loader.exec_module(module)
    return module


def _midgame(seed: int) -> RoundState:
    rules = preset("classic")
    state = new_round(rules, 2, 0, round_deck(rules, 12, random.Random(seed)))
    rng = random.Random(seed)
    for _ in range(12):
        state = apply(state, STRATEGIES["greedy"](state, state.turn, rng))
        assert state.phase is not Phase.OVER
    while len(legal_actions(state, state.turn)) < 3:
        state = apply(state, STRATEGIES["greedy"](state, state.turn, rng))
    return state


def test_the_oracle_regret_is_nil_for_its_best_move_and_never_negative() -> None:
    bench = _bench()
    state = _midgame(6)
    seat = state.turn
    actions = legal_actions(state, seat)
    regrets = [bench.hindsight(state, seat, actions, a) for a in actions]
    assert min(regrets) == 0.0 and all(r >= 0 for r in regrets)
    assert max(regrets) > 0  # the moves differ on the true deal


def test_the_judge_charges_nothing_for_its_own_move_and_reads_the_view_only() -> None:
    bench = _bench()
    state = _midgame(6)
    seat = state.turn
    view = view_for(state, seat)
    best, loss = bench.judge(view, seat, [], legal_actions(view, seat)[0], 40, "t")
    assert loss == 0.0 or best != legal_actions(view, seat)[0]
    again, nothing = bench.judge(view, seat, [], best, 40, "t")
    assert (again, nothing) == (best, 0.0)
    other = next(a for a in legal_actions(view, seat) if a != best)
    _, cost = bench.judge(view, seat, [], other, 40, "t")
    assert cost != 0.0  # measured on the second set of deals, not forced to 0


def test_the_phase_of_a_decision() -> None:
    bench = _bench()
    rules = preset("classic")
    state = new_round(rules, 2, 0, round_deck(rules, 12, random.Random(1)))
    start = state.boneyard_count
    assert bench.phase_of(state, start) == "1 build first train"
    later = _midgame(6)
    assert later.boneyard_count * 3 > start and bench.phase_of(later, start) == "2 early"


def test_the_bench_refuses_fresh_seeds() -> None:
    run = subprocess.run(
        [sys.executable, str(SCRIPT), "--seed", "10000", "--deals", "1"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert run.returncode != 0 and "seeds below 10000" in run.stderr
