"""A learned value at a playout's cut-off: each seat's pips left at the end of the round,
predicted from where the playout stopped, so a playout can stop early and more sampled deals
fit in the same time (issue 35).

A playout plays a sampled deal, so every hand in it is known; the value reads the sampled
position (each seat's pips and tiles, the race to go out, the boneyard, whose turn it is),
which is what the playout itself would have played on from. The weights are fitted by least
squares to self-play outcomes of the simulator (``bench/train_value.py``, the same seed, the same
file) and shipped as ``cutoff_model.json``. Only for rules that count the pips left against a
seat (``classic``); where the winner takes the others' pips the playouts run to the end.

Reading the model is reading the package's own data file, as an import does; no clock, no
randomness.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..errors import LocalError
from .sim import Sim

SCHEMA = "mextrain-cutoff-value/1"
"""The model file's ``schema``: a linear value over :data:`FEATURES`, in that order."""

MODEL_FILE = "cutoff_model.json"

FEATURES = (
    "pips",
    "pips_tiles",
    "pips_race",
    "pips_bone",
    "pips_wait",
    "pips_model",
    "tiles",
    "race",
    "bone",
    "one",
)
"""One seat's facts at the cut-off, each near the 0..1 range: its pips /10; those times its tiles
/10, times the race (its tiles less the fewest another seat holds, /5: above 0 it is behind),
times the boneyard /10, times the turns until its own (a share of a lap) and times whether it
plays on as ``hard`` (the searching seat) rather than greedy; its tiles /10, the race, the
boneyard /10, and 1."""


@dataclass(frozen=True)
class ValueModel:
    """A linear value: one weight per feature of :data:`FEATURES`."""

    weights: tuple[float, ...]
    trained: str = ""
    """How the weights were made (the training command and its figures), for the record."""

    def to_json(self) -> str:
        return json.dumps(
            {
                "schema": SCHEMA,
                "features": list(FEATURES),
                "weights": [round(w, 6) for w in self.weights],
                "trained": self.trained,
            },
            indent=1,
        )


def parse_model(text: str) -> ValueModel:
    """The model in ``text`` (JSON), checked against :data:`SCHEMA`."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise LocalError(f"cut-off value model is not JSON: {e}") from None
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise LocalError(f"cut-off value model must be a JSON object of schema {SCHEMA!r}")
    if data.get("features") != list(FEATURES):
        raise LocalError(f"cut-off value model features must be exactly {list(FEATURES)}")
    weights = data.get("weights")
    if not isinstance(weights, list) or len(weights) != len(FEATURES):
        raise LocalError(f"cut-off value model needs {len(FEATURES)} weights")
    for w in weights:
        if isinstance(w, bool) or not isinstance(w, int | float) or w != w or abs(w) > 1e6:
            raise LocalError(f"cut-off value model weight {w!r} is not a finite number")
    trained = data.get("trained", "")
    if not isinstance(trained, str):
        raise LocalError("cut-off value model 'trained' must be a string")
    return ValueModel(tuple(float(w) for w in weights), trained)


@cache
def shipped_model() -> ValueModel:
    """The model shipped with the package (``cutoff_model.json``)."""
    return parse_model(resources.files(__package__).joinpath(MODEL_FILE).read_text())


def seat_features(sim: Sim, seat: int, hards: int) -> list[float]:
    """:data:`FEATURES` of ``seat`` in ``sim`` (``hards``: the bitmask of seats that play on
    as ``hard``)."""
    players = sim.players
    counts = sim.counts
    pips = sim.pips_left(seat) / 10
    fewest = min(counts[s] for s in range(players) if s != seat)
    race = (counts[seat] - fewest) / 5
    bone = sim.boneyard / 10
    wait = ((seat - sim.turn) % players) / players
    hard = float(hards >> seat & 1)
    tiles = counts[seat] / 10
    return [
        pips, pips * tiles, pips * race, pips * bone, pips * wait, pips * hard,
        tiles, race, bone, 1.0,
    ]  # fmt: skip


def predicted_scores(sim: Sim, hards: int, model: ValueModel | None = None) -> list[float]:
    """Each seat's predicted pips left at the end of the round (never below 0), from ``sim``
    stopped in play."""
    weights = (model or shipped_model()).weights
    out = []
    for seat in range(sim.players):
        value = sum(w * f for w, f in zip(weights, seat_features(sim, seat, hards), strict=True))
        out.append(max(0.0, value))
    return out
