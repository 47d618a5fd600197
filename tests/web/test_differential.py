"""Differential: the TypeScript verifier (web/dist/verify.mjs) against mextrain's, field for field.

A few dozen logs are made here with the in-memory harness (what ``mextrain simulate --crypto``
runs): one-round matches of every preset and of random knob settings at 2 to 10 seats, both deck
groups, the verified shuffle (in both, on a double-6 deck), aborts in the lobby and later,
logs cut short, and tampered copies (a flipped bit, a dropped or swapped entry, a truncated
file): about forty logs, none of them alike. Each is verified by both; the
``verify --json`` objects must agree on every field but ``reason`` (SPEC 6.3), and the exit code
follows from ``outcome``. The TypeScript side runs once, in batch mode (one object per line).
"""

from __future__ import annotations

import dataclasses
import json
import random
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mextrain.cli.conformance import differences
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.errors import MextrainError
from mextrain.protocol.log import Identity, file_header, frame
from mextrain.protocol.rules.ruleset import PRESETS, Ruleset
from mextrain.protocol.table import (
    Sequencer,
    Table,
    run_match,
    seeded_bytes,
    verdict_json,
    verify_log,
)

from .node import VERIFY_BUNDLE, node_or_skip

KNOBS = {
    f.name: f.type
    for f in dataclasses.fields(Ruleset)
    if f.name
    not in {
        "name",
        "seed",
        "description",
        "max_pip",
        "min_players",
        "max_players",
        "hand_sizes",
        "rounds",
        "round_order",
        "double_blank_pips",
    }
}


def one_round(rules: Ruleset) -> Ruleset:
    return dataclasses.replace(rules, rounds=1)


def random_rules(rng: random.Random) -> Ruleset:
    """A preset with a few knobs set at random (combinations the ruleset refuses are re-drawn)."""
    while True:
        base = PRESETS[rng.choice(sorted(PRESETS))]
        changes: dict[str, Any] = {}
        for name in rng.sample(sorted(KNOBS), 4):
            current = getattr(base, name)
            if isinstance(current, bool):
                changes[name] = rng.random() < 0.5
            elif hasattr(type(current), "__members__"):
                changes[name] = rng.choice(list(type(current)))
        changes["double_blank_pips"] = rng.choice([0, 0, 50])
        changes["max_pip"] = rng.choice([6, 9, 12])
        try:
            return one_round(dataclasses.replace(base, name="custom", **changes))
        except MextrainError:
            continue


def play(rules: Ruleset, seats: int, seed: int, **options: Any) -> list[bytes]:
    bots = [STRATEGIES[name] for name in ("greedy", "random", "easy")]
    strategies = [bots[(seed + s) % len(bots)] for s in range(seats)]
    return list(run_match(rules, strategies, seed, **options).entries)


def log_bytes(entries: list[bytes]) -> bytes:
    return file_header() + b"".join(frame(e) for e in entries)


def aborted(entries: list[bytes], seed: int, upto: int, seat: int) -> list[bytes]:
    """The first ``upto`` entries, then the host's abort naming ``seat`` (the harness's host key)."""
    host = Table(identity=Identity(seeded_bytes(seed, "host-identity")(32)), host=True, name="host")
    for raw in entries[:upto]:
        host.receive(raw)
    host.outbox()
    return [*entries[:upto], Sequencer(host).sequence(host.abort(seat, f"seat {seat} went quiet"))]


SMALL = Ruleset(
    name="small",
    max_pip=6,
    hand_sizes=((4, 5), (10, 2)),
    rounds=1,
    seed="test ruleset: double-6, one round",
)
"""For the verified shuffle: its proofs cost the TypeScript verifier about a second a log on a
double-12 deck, a third of that on a double-6 one; the proofs are the same kind of either."""

TAMPERS = ("cut", "flip", "drop", "swap", "truncate")


def tampered(kind: str, entries: list[bytes], rng: random.Random) -> tuple[str, bytes]:
    """A copy of the log damaged one way: cut short at an entry, a flipped bit, a dropped or a
    swapped entry, or the file truncated inside an entry."""
    n = len(entries)
    data = log_bytes(entries)
    if kind == "cut":
        return "cut", log_bytes(entries[: rng.randrange(1, n)])
    if kind == "flip":
        at = rng.randrange(15, len(data))
        return f"flip{at}", data[:at] + bytes([data[at] ^ (1 << rng.randrange(8))]) + data[at + 1 :]
    if kind == "drop":
        drop = rng.randrange(1, n)
        return f"drop{drop}", log_bytes(entries[:drop] + entries[drop + 1 :])
    if kind == "swap":
        swap = rng.randrange(1, n - 1)
        return (
            f"swap{swap}",
            log_bytes([*entries[:swap], entries[swap + 1], entries[swap], *entries[swap + 2 :]]),
        )
    assert kind == "truncate"
    return "truncate", data[: rng.randrange(15, len(data))]


def cases() -> Iterator[tuple[str, bytes]]:
    rng = random.Random(32)
    honest: list[tuple[str, list[bytes], int]] = []
    for k, name in enumerate(sorted(PRESETS)):
        rules = one_round(PRESETS[name])
        seats = [2, 3, 4, 5, 6][k % 5]
        seats = max(rules.min_players, min(seats, rules.max_players))
        group = "edwards25519" if k % 3 == 2 else "ristretto255"
        honest.append(
            (f"{name}-{seats}-{group}", play(rules, seats, 100 + k, deck_group=group), 100 + k)
        )
    for k in range(5):
        rules = random_rules(rng)
        seats = rng.choice([2, 3, 4])
        seats = max(rules.min_players, min(seats, rules.max_players))
        honest.append((f"knobs{k}-{seats}", play(rules, seats, 200 + k), 200 + k))
    ten = one_round(PRESETS["classic"])
    honest.append(("classic-10", play(ten, 10, 300), 300))
    honest.append(("verified-3", play(SMALL, 3, 400, verified_shuffle=True), 400))
    honest.append(
        (
            "verified-2-edwards",
            play(SMALL, 2, 401, verified_shuffle=True, deck_group="edwards25519"),
            401,
        )
    )
    for name, entries, _seed in honest:
        yield name, log_bytes(entries)
    # Of the presets' logs and one of the verified shuffle: aborts in the lobby and at a random
    # entry (naming nobody or a seat, in turn), and three of the five kinds of damage each, in
    # turn, so that every kind is made three times or more.
    kinds = iter(TAMPERS * 4)
    for k, (name, entries, seed) in enumerate([*honest[:5], honest[-2]]):
        n = len(entries)
        for upto, seat in ((2, k % 2 - 1), (rng.randrange(3, n), (k + 1) % 2 - 1)):
            yield f"{name}-abort{upto}-seat{seat}", log_bytes(aborted(entries, seed, upto, seat))
        for kind in (next(kinds), next(kinds), next(kinds)):
            suffix, data = tampered(kind, entries, rng)
            yield f"{name}-{suffix}", data


@pytest.mark.timeout(900)
def test_the_typescript_verdict_equals_mextrains_field_for_field(tmp_path: Path) -> None:
    node = node_or_skip()
    files: dict[str, Path] = {}
    expected: dict[str, dict[str, Any]] = {}
    for name, data in cases():
        path = tmp_path / f"{name}.mtlog"
        path.write_bytes(data)
        files[name] = path
        expected[name] = verdict_json(verify_log(data))
    outcomes = {v["outcome"] for v in expected.values()}
    assert outcomes == {"valid", "invalid", "aborted", "unreadable"} or outcomes >= {
        "valid",
        "invalid",
        "aborted",
    }
    assert len(files) >= 40
    assert {name.split("-")[-1].rstrip("0123456789") for name in files} >= set(TAMPERS)
    done = subprocess.run(
        [node, str(VERIFY_BUNDLE), "--batch", *map(str, files.values())],
        capture_output=True, check=True, timeout=800,
    )  # fmt: skip
    lines = done.stdout.decode().splitlines()
    assert len(lines) == len(files), done.stderr.decode()[-2000:]
    problems = []
    for name, line in zip(files, lines, strict=True):
        got = json.loads(line)
        problems.extend(f"{name}: {d}" for d in differences(expected[name], got))
    assert problems == []
