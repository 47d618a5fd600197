"""Run a whole match of the full protocol in memory: a host and N seats, no network.

Every message is signed, sequenced into the hash-chained log and fed to every table exactly as
a networked game would do, so the log this produces is byte-for-byte the kind of file
``mextrain verify`` reads. Deterministic: identities, round seeds and the game id come from a
seed through labelled hashing, so tests and ``simulate --crypto`` are reproducible.
"""

from __future__ import annotations

import hashlib
import random
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ..bots import Strategy
from ..deck import ProofCache
from ..errors import LocalError
from ..log import GAME_ID_LEN, Identity, file_header, frame
from ..rules import Ruleset
from .session import Sequencer, Stage, Table, Update

MAX_ENTRIES = 200_000


def seeded_bytes(seed: int, label: str) -> Callable[[int], bytes]:
    """A deterministic entropy source: SHA-512 in counter mode over ``seed`` and ``label``."""
    counter = 0

    def draw(n: int) -> bytes:
        nonlocal counter
        out = b""
        while len(out) < n:
            out += hashlib.sha512(f"mextrain-harness:{seed}:{label}:{counter}".encode()).digest()
            counter += 1
        return out[:n]

    return draw


def _round_seeds(seed: int, seat: int) -> Callable[[bytes, int], bytes]:
    def round_seed(game_id: bytes, round_no: int) -> bytes:
        return seeded_bytes(seed, f"round-seed-{seat}-{game_id.hex()}-{round_no}")(32)

    return round_seed


@dataclass(frozen=True)
class HarnessResult:
    entries: tuple[bytes, ...]
    host: Table
    seats: tuple[Table, ...]

    def log_bytes(self) -> bytes:
        return file_header() + b"".join(frame(e) for e in self.entries)


def run_match(
    rules: Ruleset,
    strategies: Sequence[Strategy],
    seed: int,
    *,
    names: Sequence[str] | None = None,
    table_name: str = "in-memory table",
    created: int = 0,
    tamper: Callable[[int, bytes], bytes | None] | None = None,
    seat_types: Mapping[int, type[Table]] | None = None,
    on_updates: Callable[[int, Table, list[Update]], None] | None = None,
    verified_shuffle: bool = False,
    deck_group: str = "ristretto255",
) -> HarnessResult:
    """Play a match. For tests: ``tamper(sender, message)`` may rewrite or drop a message
    (``sender`` is -1 for the host) before the host sees it, and ``seat_types`` plays a seat
    with a Table subclass (a cheater). ``on_updates(seat, table, updates)`` hears what each
    entry changed at each seat (agents get told of round ends). ``verified_shuffle`` opens the
    table with the option of SPEC.md 4.12; all tables of the match share one memory of accepted
    proofs, so each proof is checked once in this process (every networked node checks each
    proof itself)."""
    players = len(strategies)
    rules.check_players(players)
    host_id = Identity(seeded_bytes(seed, "host-identity")(32))
    cache = ProofCache() if verified_shuffle else None
    host = Table(identity=host_id, host=True, name="host", proof_cache=cache)
    sequencer = Sequencer(host)
    kinds = seat_types or {}
    seats = tuple(
        kinds.get(s, Table)(
            identity=Identity(seeded_bytes(seed, f"identity-{s}")(32)),
            seat=s,
            name=names[s] if names else f"seat {s}",
            round_seed=_round_seeds(seed, s),
            strategy=strategies[s],
            rng=random.Random(f"mextrain-bot:{seed}:{s}"),
            proof_cache=cache,
        )
        for s in range(players)
    )
    game_id = seeded_bytes(seed, "game-id")(GAME_ID_LEN)
    queue: deque[tuple[int, bytes]] = deque()
    queue.append(
        (
            -1,
            host.open_table(
                game_id=game_id,
                rules=rules,
                seats=players,
                table_name=table_name,
                created=created,
                verified_shuffle=verified_shuffle,
                deck_group=deck_group,
            ),
        )
    )
    entries: list[bytes] = []
    while queue:
        if len(entries) >= MAX_ENTRIES:
            raise LocalError(f"the match did not end after {len(entries)} entries")
        sender, message = queue.popleft()
        if tamper is not None:
            changed = tamper(sender, message)
            if changed is None:
                continue
            message = changed
        entry = sequencer.sequence(message)
        entries.append(entry)
        for s, table in enumerate(seats):
            updates = table.receive(entry)
            if on_updates is not None and updates:
                on_updates(s, table, updates)
        queue.extend((-1, m) for m in host.outbox())
        for s, table in enumerate(seats):
            queue.extend((s, m) for m in table.outbox())
        if host.stage is Stage.ENDED:
            break
    return HarnessResult(tuple(entries), host, seats)
