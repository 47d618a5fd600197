"""The learned cut-off value (:mod:`mextrain.protocol.bots.cutoff`): its shipped file, its
refusals, the reproducibility of its training script, and that a search stopping its playouts
on it still reads only its seat's view."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from mextrain.protocol.bots.cutoff import (
    FEATURES,
    MODEL_FILE,
    SCHEMA,
    ValueModel,
    parse_model,
    predicted_scores,
    shipped_model,
)
from mextrain.protocol.bots.expert import DEFAULT_MODEL, search
from mextrain.protocol.bots.playout import Sim, playout
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules import Phase, RoundState, apply, legal_actions, new_round, view_for
from mextrain.protocol.rules.ruleset import preset

from .test_bots import _redeal_hidden

ROOT = Path(__file__).resolve().parents[3]
CUT = replace(DEFAULT_MODEL, cutoff=10)


def _classic_midgame(seed: int) -> RoundState:
    rules = preset("classic")
    state = new_round(rules, 2, 0, round_deck(rules, 12, random.Random(seed)))
    rng = random.Random(seed)
    for _ in range(12):
        state = apply(state, STRATEGIES["greedy"](state, state.turn, rng))
        assert state.phase is not Phase.OVER
    while len(legal_actions(state, state.turn)) < 2:
        state = apply(state, STRATEGIES["greedy"](state, state.turn, rng))
    return state


def test_the_shipped_model_is_small_and_says_how_it_was_made() -> None:
    path = ROOT / "protocol" / "bots" / MODEL_FILE
    assert path.stat().st_size <= 1_000_000
    data = json.loads(path.read_text("utf-8"))
    assert data["schema"] == SCHEMA and data["features"] == list(FEATURES)
    assert "bench/train_value.py" in shipped_model().trained


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"schema": "x"}, "schema"),
        ({"features": ["pips"]}, "features must be exactly"),
        ({"weights": [1.0]}, "needs 10 weights"),
        ({"weights": [float("nan")] * 10}, "not a finite number"),
        ({"trained": 3}, "'trained' must be a string"),
    ],
)
def test_a_malformed_model_is_refused_with_a_clear_error(
    change: dict[str, object], words: str
) -> None:
    data = json.loads(ValueModel((0.0,) * len(FEATURES)).to_json())
    data.update(change)
    with pytest.raises(LocalError, match=words):
        parse_model(json.dumps(data))
    with pytest.raises(LocalError, match="not JSON"):
        parse_model("{")


def test_a_stopped_playout_is_valued_and_a_finished_one_is_not_stopped() -> None:
    state = _classic_midgame(3)
    sim = Sim.from_state(state)
    playout(sim, hards=1, stop=4)
    assert not sim.over
    predicted = predicted_scores(sim, 1)
    assert len(predicted) == 2 and all(p >= 0 for p in predicted)
    whole = Sim.from_state(state)
    playout(whole, hards=1)
    assert whole.over


def test_the_weights_decide_the_value() -> None:
    sim = Sim.from_state(_classic_midgame(4))
    playout(sim, hards=1, stop=3)
    pips_only = ValueModel(tuple(1.0 if f == "pips" else 0.0 for f in FEATURES))
    assert predicted_scores(sim, 1, pips_only) == [sim.pips_left(s) / 10 for s in range(2)]
    assert predicted_scores(sim, 1, ValueModel((0.0,) * len(FEATURES))) == [0.0, 0.0]


def test_the_expert_stopping_its_playouts_reads_only_its_seats_view() -> None:
    state = _classic_midgame(5)
    seat = state.turn
    other = _redeal_hidden(state, seat, 7)
    assert other.deck != state.deck and view_for(other, seat) == view_for(state, seat)
    first = search(state, seat, random.Random(2), playouts=60, model=CUT)
    assert first == search(other, seat, random.Random(2), playouts=60, model=CUT)
    assert first.event in legal_actions(state, seat)
    whole = replace(CUT, cutoff=0)  # the playouts' values change where they stop
    assert first.means != search(state, seat, random.Random(2), playouts=60, model=whole).means


def test_the_training_script_is_deterministic(tmp_path: Path) -> None:
    outs = []
    for run in range(2):
        out = tmp_path / f"value{run}.json"
        subprocess.run(
            [sys.executable, str(ROOT / "bench" / "train_value.py"), "--seed", "3",
             "--samples", "60", "--out", str(out)],
            check=True, capture_output=True, timeout=120,
        )  # fmt: skip
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
    assert any(w != 0 for w in parse_model(outs[0].decode()).weights)
