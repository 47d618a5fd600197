"""The learned playout policy (:mod:`mextrain.protocol.bots.learned`): its shipped model file,
its legality, the reproducibility of its training script, and that its weights matter."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from mextrain.protocol.bots.expert import OWN_LEARNED, margin, search
from mextrain.protocol.bots.learned import (
    FEATURES,
    MODEL_FILE,
    SCHEMA,
    PolicyModel,
    learned_move,
    parse_model,
    play_features,
    scores,
    shipped_model,
)
from mextrain.protocol.bots.playout import Sim, playout
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules import Scoring, apply, legal_actions, new_round, view_for
from mextrain.protocol.rules.ruleset import PRESETS, preset

ROOT = Path(__file__).resolve().parents[3]


def test_the_shipped_model_loads_and_matches_its_schema() -> None:
    path = ROOT / "protocol" / "bots" / MODEL_FILE
    assert path.stat().st_size <= 1_000_000
    data = json.loads(path.read_text("utf-8"))
    assert data["schema"] == SCHEMA
    assert data["features"] == list(FEATURES)
    model = shipped_model()
    assert len(model.weights) == len(FEATURES)
    assert any(w != 0 for w in model.weights)
    assert "bench/train_playout.py" in model.trained


def _valid() -> dict[str, object]:
    return {"schema": SCHEMA, "features": list(FEATURES), "weights": [0.5] * len(FEATURES)}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"schema": "other/1"}, "schema"),
        ({"features": list(FEATURES)[:-1]}, "features"),
        ({"weights": [0.5] * (len(FEATURES) - 1)}, "weights"),
        ({"weights": ["x"] + [0.5] * (len(FEATURES) - 1)}, "finite"),
        ({"weights": [True] + [0.5] * (len(FEATURES) - 1)}, "finite"),
        ({"trained": 3}, "trained"),
    ],
)
def test_a_malformed_model_is_refused_with_a_clear_error(
    change: dict[str, object], message: str
) -> None:
    assert parse_model(json.dumps(_valid())).weights == (0.5,) * len(FEATURES)
    with pytest.raises(LocalError, match=message):
        parse_model(json.dumps(_valid() | change))
    with pytest.raises(LocalError, match="JSON"):
        parse_model("{not json")
    with pytest.raises(LocalError, match="finite"):
        parse_model(json.dumps(_valid()).replace("0.5", "NaN", 1))


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_learned_policy_only_picks_legal_moves(name: str) -> None:
    """Every seat learned, every preset: each choice is among the simulator's legal moves,
    and the fused playout loop plays the same round as the step-by-step policy."""
    rules = PRESETS[name]
    for seed in range(6):
        players = [2, 3, 4][seed % 3]
        players = min(max(players, rules.min_players), rules.max_players)
        doubles = rules.round_doubles()
        deck = round_deck(rules, doubles[seed % len(doubles)], random.Random(seed))
        sim = Sim.new_round(rules, players, seed % len(doubles), deck)
        fused = sim.copy()
        steps = 0
        while not sim.over:
            moves = sim.legal()
            move = learned_move(sim, moves)
            assert move in moves
            sim.apply(move)
            steps += 1
            assert steps < 5000
        assert playout(fused, learned=(1 << players) - 1) == sim.scores()


def _mean_margin(first: PolicyModel | None, second: PolicyModel | None, deals: int) -> float:
    """The first policy's mean round margin over the second (None: a random mover), two
    seats classic, each deal played once per seat rotation."""
    rules = preset("classic")
    doubles = rules.round_doubles()
    total = 0.0
    for d in range(deals):
        deck = round_deck(rules, doubles[d % len(doubles)], random.Random(f"learned-test:{d}"))
        for me in range(2):
            sim = Sim.new_round(rules, 2, d % len(doubles), deck)
            rng = random.Random(d)
            while not sim.over:
                moves = sim.legal()
                model = first if sim.turn == me else second
                if len(moves) == 1:
                    move = moves[0]
                elif model is None:
                    move = rng.choice(moves)
                else:
                    move = learned_move(sim, moves, model)
                sim.apply(move)
            total += margin(sim.scores(), me, rules.scoring is Scoring.POSITIVE)
    return total / (2 * deals)


def test_the_learned_policy_beats_a_random_mover_and_its_weights_matter() -> None:
    """A real behavioural check: the shipped weights beat a random mover by a wide margin and
    beat the same features with every weight zeroed (which plays the first legal play)."""
    shipped = shipped_model()
    zeroed = PolicyModel((0.0,) * len(FEATURES))
    assert _mean_margin(shipped, None, 40) > 15
    assert _mean_margin(shipped, zeroed, 40) > 20


def test_the_training_script_is_deterministic(tmp_path: Path) -> None:
    """A tiny training run twice, the same seed: the same model file, byte for byte."""
    outs = []
    for run in range(2):
        out = tmp_path / f"model{run}.json"
        subprocess.run(
            [
                sys.executable,
                str(ROOT / "bench" / "train_playout.py"),
                *("--seed", "3", "--games", "6", "--states", "6", "--rollouts", "2"),
                *("--rounds", "1", "--eval", "4", "--out", str(out)),
            ],
            check=True,
            capture_output=True,
            timeout=240,
        )
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
    model = parse_model(outs[0].decode())
    assert any(w != 0 for w in model.weights)


def test_the_fused_choice_scores_the_features_as_the_rows_do() -> None:
    """The playouts' fused scorer and the training's feature rows agree: the play it picks
    has the best score of the rows, under the shipped weights and under random ones."""
    rules = preset("classic")
    rng = random.Random(5)
    models = [shipped_model()] + [
        PolicyModel(tuple(rng.uniform(-3, 3) for _ in FEATURES)) for _ in range(4)
    ]
    checked = 0
    for seed in range(12):
        players = 2 + seed % 3
        deck = round_deck(rules, 12, random.Random(seed))
        sim = Sim.new_round(rules, players, 0, deck)
        while not sim.over:
            moves = sim.legal()
            plays = [m for m in moves if m >= 0]
            if len(plays) > 1:
                for model in models:
                    choice = learned_move(sim, moves, model)
                    values = dict(zip(plays, scores(model.weights, play_features(sim, sim.turn, plays)), strict=True))
                    assert values[choice] >= max(values.values()) - 1e-9
                    checked += 1
            sim.apply(learned_move(sim, moves, models[checked % len(models)]))
    assert checked > 200


def test_the_expert_with_learned_playouts_reads_only_its_seats_view() -> None:
    """As for the default expert (test_bots): the same view with the hidden tiles dealt
    differently, the same seed, the same move and values, with the learned playouts on."""
    rules = PRESETS["house"]
    state = new_round(rules, 3, 0, round_deck(rules, 0, random.Random(11)))
    rng = random.Random(11)
    steps = 0
    while not (steps > 6 and len(legal_actions(state, state.turn)) >= 3):
        state = apply(state, greedy_strategy(state, state.turn, rng))
        steps += 1
    seat = state.turn
    view = view_for(state, seat)
    hidden = [p for p, t in enumerate(view.deck) if t is None]
    tiles = [state.deck[p] for p in hidden]
    random.Random(99).shuffle(tiles)
    deck = list(state.deck)
    for p, t in zip(hidden, tiles, strict=True):
        deck[p] = t
    other = replace(state, deck=tuple(deck))
    assert other.deck != state.deck and view_for(other, seat) == view
    first = search(state, seat, random.Random(4), playouts=60, model=OWN_LEARNED)
    second = search(other, seat, random.Random(4), playouts=60, model=OWN_LEARNED)
    assert first == second
    assert first.event in legal_actions(state, seat)
