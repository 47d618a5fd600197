"""Regenerate ``engine_scenarios.json``: the positions of the Python scenario tests for every knob
(tests/protocol/rules/test_rules_scenarios.py, test_rules_variants.py, test_scoring_scenarios.py)
and what the engine does in each, for a second implementation to replay (run by hand; tests only
read it).

    python tests/vectors/make_engine_scenarios.py

It runs those tests with the engine's ``new_round``, ``apply``, ``legal_actions`` and
``score_round`` wrapped, as the tests call them, and records every full-information position they
reach: each round dealt (ruleset, seats, round, deck) is a root node; each accepted event a child
node with the facts of the state after it (the same facts as engine_games.json); each refused
event the seat and event index it names (``illegal``) or ``invalid`` (no such train or seat);
each ``legal_actions`` answer; each score. So the other implementation is held to what the
engine does at every position the scenario tests built, not only to what they asserted.
"""

from __future__ import annotations

import importlib
import itertools
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
OUT = HERE / "engine_scenarios.json"
MODULES = (
    "tests.protocol.rules.test_rules_scenarios",
    "tests.protocol.rules.test_rules_variants",
    "tests.protocol.rules.test_scoring_scenarios",
)


def _generator() -> Any:
    """make_engine_vectors.py, for its event and facts encodings (one format for both files)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "make_engine_vectors", HERE / "make_engine_vectors.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Recorder:
    def __init__(self) -> None:
        self.gen = _generator()
        self.nodes: list[dict[str, Any]] = []
        self.node_of: dict[int, int] = {}
        self.keep: list[Any] = []  # every tracked state stays alive, so ids are never reused
        self.children: dict[tuple[int, str], int] = {}
        self.checks: list[dict[str, Any]] = []
        self.seen_checks: set[str] = set()
        self.refused: dict[int, list[list[Any]]] = {}
        self.test = ""

    def track(self, state: Any, node: int) -> None:
        self.keep.append(state)
        self.node_of[id(state)] = node

    def check(self, record: dict[str, Any]) -> None:
        key = json.dumps(record, sort_keys=True)
        if key not in self.seen_checks:
            self.seen_checks.add(key)
            self.checks.append(record)

    def refuse(self, node: int, event: list[Any]) -> None:
        refused = self.refused.setdefault(node, [])
        if event not in refused:
            refused.append(event)

    def wrap(self, engine: Any, scoring: Any, errors: Any) -> dict[str, Callable[..., Any]]:
        real_new, real_apply = engine.new_round, engine.apply
        real_legal, real_score = engine.legal_actions, scoring.score_round

        def new_round(
            rules: Any, players: int, round_index: int, deck: Any, *args: Any, **kwargs: Any
        ) -> Any:
            state = real_new(rules, players, round_index, deck, *args, **kwargs)
            if args or kwargs or any(t is None for t in deck):
                return state  # a view or a moved engine: not a scenario position
            root = {
                "test": self.test,
                "rules": {**rules.to_dict(), "hand_sizes": [list(p) for p in rules.hand_sizes]},
                "players": players,
                "round": round_index,
                "deck": [[t.low, t.high] for t in deck],
                "facts": self.gen.facts(state),
            }
            key = json.dumps(root | {"test": ""}, sort_keys=True)
            found = self.children.get((-1, key))
            if found is None:
                found = len(self.nodes)
                self.nodes.append(root)
                self.children[(-1, key)] = found
            self.track(state, found)
            return state

        def apply(state: Any, event: Any) -> Any:
            node = self.node_of.get(id(state))
            if node is None:
                return real_apply(state, event)
            encoded = self.gen.encode_event(event)
            try:
                new = real_apply(state, event)
            except errors.IllegalPlayError as exc:
                # the seat that sent it, at this position's event index: stored as the event alone
                assert (exc.seat, exc.event_index) == (event.seat, state.event_count), exc
                self.refuse(node, encoded)
                raise
            except errors.InvalidPlayError:
                self.check({"node": node, "event": encoded, "invalid": True})
                raise
            key = (node, json.dumps(encoded))
            child = self.children.get(key)
            if child is None:
                child = len(self.nodes)
                self.nodes.append({"parent": node, "event": encoded, "facts": self.gen.facts(new)})
                self.children[key] = child
            self.track(new, child)
            return new

        def legal_actions(state: Any, seat: int) -> Any:
            actions = real_legal(state, seat)
            node = self.node_of.get(id(state))
            if node is not None:
                self.check(
                    {
                        "node": node,
                        "seat": seat,
                        "legal": [self.gen.encode_move(a) for a in actions],
                    }
                )
            return actions

        def score_round(state: Any) -> Any:
            outcome = real_score(state)
            node = self.node_of.get(id(state))
            if node is not None:
                self.check(
                    {
                        "node": node,
                        "score": {
                            "double": outcome.double,
                            "went_out": outcome.went_out,
                            "out_on_double": outcome.out_on_double,
                            "pips": list(outcome.pips),
                            "scores": list(outcome.scores),
                            "winners": list(outcome.winners),
                        },
                    }
                )
            return outcome

        return {
            "new_round": new_round,
            "apply": apply,
            "legal_actions": legal_actions,
            "score_round": score_round,
        }


def _cases(function: Any) -> list[dict[str, Any]]:
    """The keyword arguments of every case of a (possibly parametrized) test."""
    axes: list[list[dict[str, Any]]] = []
    for mark in getattr(function, "pytestmark", []):
        if mark.name != "parametrize":
            continue
        names, values = mark.args[0], mark.args[1]
        names = [n.strip() for n in names.split(",")] if isinstance(names, str) else list(names)
        rows = [dict(zip(names, v if len(names) > 1 else (v,), strict=True)) for v in values]
        axes.append(rows)
    return [{k: v for part in combo for k, v in part.items()} for combo in itertools.product(*axes)]


def build() -> dict[str, Any]:
    sys.path.insert(0, str(ROOT))
    from mextrain.protocol import errors
    from mextrain.protocol.rules import engine, scoring

    recorder = Recorder()
    wrapped = recorder.wrap(engine, scoring, errors)
    modules = [importlib.import_module(name) for name in MODULES]
    helpers = importlib.import_module("tests.protocol.helpers")
    patched = []
    for module in (helpers, *modules):
        for name, function in wrapped.items():
            if hasattr(module, name):
                patched.append((module, name, getattr(module, name)))
                setattr(module, name, function)
    try:
        for module in modules:
            for name in sorted(n for n in vars(module) if n.startswith("test_")):
                function = getattr(module, name)
                for kwargs in _cases(function):
                    recorder.test = f"{module.__name__.rsplit('.', 1)[1]}::{name}"
                    if kwargs:
                        recorder.test += json.dumps(kwargs, sort_keys=True, default=str)
                    function(**kwargs)
    finally:
        for module, name, original in patched:
            setattr(module, name, original)
    return {
        "about": (
            "Positions of the Python scenario tests and what the engine does in each"
            " (tests/vectors/make_engine_scenarios.py; SPEC.md 2-3). nodes: a root deals a round"
            " (rules, players, round, deck); any other node is its parent after `event`; facts as"
            " in engine_games.json. checks: the events refused at a node (each names its"
            " own seat at the node's event index), an event with no such train or seat"
            " (invalid), legal_actions of a seat (moves as in engine_games.json), or the"
            " round's score."
        ),
        "nodes": recorder.nodes,
        "checks": [
            *({"node": n, "refused": events} for n, events in sorted(recorder.refused.items())),
            *recorder.checks,
        ],
    }


def render(data: dict[str, Any]) -> str:
    compact = {"separators": (",", ":")}
    lines = ["{", f'"about": {json.dumps(data["about"])},', '"nodes": [']
    for key in ("nodes", "checks"):
        items = data[key]
        if key == "checks":
            lines.append('"checks": [')
        for i, item in enumerate(items):
            lines.append(json.dumps(item, **compact) + ("," if i < len(items) - 1 else ""))  # type: ignore[arg-type]
        lines.append("]," if key == "nodes" else "]")
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    vectors = build()
    text = render(vectors)
    assert json.loads(text) == vectors
    OUT.write_text(text)
    tests = {n["test"] for n in vectors["nodes"] if "test" in n}
    print(
        f"wrote {OUT}: {len(vectors['nodes'])} positions, {len(vectors['checks'])} checks"
        f" from {len(tests)} tests, {len(text)} bytes"
    )
