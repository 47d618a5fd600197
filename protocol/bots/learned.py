"""A learned playout policy: a linear score over a play's features, the weights trained by
self-play on the simulator (``bench/train_playout.py``) and shipped as ``playout_model.json``.

The expert's playouts are only as good as the policy that finishes each sampled deal. This one
scores every play of the seat on turn by a weighted sum of :data:`FEATURES`, each a fact the
seat itself can see: its own hand (its pips, doubles, the longest line its own train can take,
what fits the end a play leaves), the board (trains, markers, open doubles), the others' tile
counts, the boneyard's size and how many unseen tiles carry a number. Unseen tiles are the ones
in the other hands and the boneyard: the simulator holds a sampled deal, but the *set* of those
tiles is the complement of what the seat has seen, so it is a fact of the view. In playouts the
best-scoring play is made (the softmax over the scores is what training fits).

Reading the model is reading the package's own data file, as an import does; the policy uses no
clock and no randomness.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..errors import LocalError
from .hard_sim import PLAYOUT_CHAIN_NODES, sim_chain
from .sim import Sim
from .sim_moves import Move

SCHEMA = "mextrain-playout-policy/1"
"""The model file's ``schema``: a linear policy over :data:`FEATURES`, in that order."""

MODEL_FILE = "playout_model.json"

FEATURES = (
    "pips",
    "pips_danger",
    "pips_near_out",
    "pips_bone_empty",
    "double_covered",
    "double_uncovered",
    "own_train",
    "mexican_train",
    "other_train",
    "own_marked",
    "chain_first",
    "chain_later",
    "chain_broken",
    "chain_broken_long",
    "followers",
    "own_dead_end",
    "unseen_on_end",
    "unseen_on_public_end",
    "goes_out",
    "covers_double",
    "mobility",
    "own_double_next",
)
"""What a play is scored on (each near the 0..1 range, so one learning rate suits all):
its pips /10, alone, when an opponent holds at most 2 tiles, when the seat will hold at most 2,
and when the boneyard is empty; a double with or without a tile to cover it (with more than one
tile in hand); which train (own, Mexican, another's marked one) and the own train with its
marker down; the tile's place in the longest line the own train can take (its first tile, a
later one, or taken off the line onto another train, also scaled by the line's length /10);
tiles in hand that fit the end a play leaves on the own or Mexican train /3 and, on the own
train, none at all; unseen tiles that carry that end /7, and the same on a public train; going
out; covering an open double; the hand's tiles that fit any train it may use next /5; and, on
the own train, leaving an end whose double is in hand."""

DANGER_TILES = 2
"""An opponent with this many tiles or fewer may go out soon."""


@dataclass(frozen=True)
class PolicyModel:
    """A linear playout policy: one weight per feature of :data:`FEATURES`."""

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


def parse_model(text: str) -> PolicyModel:
    """The model in ``text`` (JSON), checked against :data:`SCHEMA`: every field there, the
    features exactly :data:`FEATURES`, one finite number per feature."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise LocalError(f"playout model is not JSON: {e}") from None
    if not isinstance(data, dict):
        raise LocalError("playout model must be a JSON object")
    if data.get("schema") != SCHEMA:
        raise LocalError(f"playout model schema must be {SCHEMA!r}, not {data.get('schema')!r}")
    if data.get("features") != list(FEATURES):
        raise LocalError(f"playout model features must be exactly {list(FEATURES)}")
    weights = data.get("weights")
    if not isinstance(weights, list) or len(weights) != len(FEATURES):
        raise LocalError(f"playout model needs {len(FEATURES)} weights")
    for w in weights:
        if isinstance(w, bool) or not isinstance(w, int | float) or w != w or abs(w) > 1e6:
            raise LocalError(f"playout model weight {w!r} is not a finite number")
    trained = data.get("trained", "")
    if not isinstance(trained, str):
        raise LocalError("playout model 'trained' must be a string")
    return PolicyModel(tuple(float(w) for w in weights), trained)


@cache
def shipped_model() -> PolicyModel:
    """The model shipped with the package (:data:`MODEL_FILE`), read once."""
    package = __name__.rpartition(".")[0]
    return parse_model(resources.files(package).joinpath(MODEL_FILE).read_text("utf-8"))


def unseen_mask(sim: Sim, seat: int) -> int:
    """The tiles ``seat`` has not seen: the other hands and what is left of the boneyard."""
    mask = _bone_left(sim.bone, sim.next_bone)
    for s, hand in enumerate(sim.hands):
        if s != seat:
            mask |= hand
    return mask


_suffixes: list[tuple[list[int], list[int]]] = []
"""The last boneyard seen and the mask of each of its suffixes: every copy of a deal's
simulator shares its boneyard list, so a search's playouts of one deal compute it once."""


def _bone_left(bone: list[int], next_bone: int) -> int:
    """The mask of ``bone[next_bone:]`` (memoized for the last boneyard list)."""
    if not _suffixes or _suffixes[0][0] is not bone:
        masks = [0] * (len(bone) + 1)
        for i in range(len(bone) - 1, -1, -1):
            masks[i] = masks[i + 1] | 1 << bone[i]
        _suffixes[:] = [(bone, masks)]
    return _suffixes[0][1][next_bone]


def candidate_plays(sim: Sim, seat: int, hand: int, keys: list[int]) -> list[Move]:
    """Every play of ``hand``'s tiles on the trains ``keys`` (the engine's order)."""
    ends = sim.ends
    players = sim.players
    with_pip = sim.t.with_pip
    out = []
    for key in keys:
        fits = hand & with_pip[ends[players if key < 0 else key]]
        while fits:
            low = fits & -fits
            fits ^= low
            out.append((low.bit_length() - 1) * 16 + key + 1)
    return out


def play_features(sim: Sim, seat: int, plays: list[Move]) -> list[list[float]]:
    """The :data:`FEATURES` of each play in ``plays`` by ``seat`` (on turn), from its view."""
    t = sim.t
    pips = t.pips
    with_pip = t.with_pip
    double = t.double
    low = t.low
    players = sim.players
    ends = sim.ends
    counts = sim.counts
    full = sim.hands[seat]
    count = counts[seat]
    danger = 1.0 if any(counts[s] <= DANGER_TILES for s in range(players) if s != seat) else 0.0
    bone_empty = 1.0 if sim.next_bone >= len(sim.bone) else 0.0
    chain = sim_chain(sim, seat, PLAYOUT_CHAIN_NODES)
    first = chain[0] if chain else -1
    chain_mask = 0
    for c in chain:
        chain_mask |= 1 << c
    chain_len = len(chain) / 10
    unseen = unseen_mask(sim, seat)
    own_marked = sim.markers[seat]
    open_ = sim.open
    doubles = t.doubles
    double_of = t.double_of
    # the ends the seat may use on its next turn, train by train (own, Mexican, marked others)
    next_keys = [seat, -1] + [s for s in range(players) if s != seat and sim.markers[s]]
    out = []
    for move in plays:
        n = move >> 4
        key = (move & 15) - 1
        bit = 1 << n
        rest = full & ~bit
        p = pips[n] / 10
        index = players if key < 0 else key
        new_end = pips[n] - ends[index]
        is_double = double[n]
        several = count > 1
        covered = is_double and several and bool(rest & with_pip[low[n]])
        own = key == seat
        mexican = key < 0
        fits_new = (rest & with_pip[new_end]).bit_count()
        in_chain = bool(chain_mask & bit)
        mobile = 0
        for k in next_keys:
            end = new_end if k == key else ends[players if k < 0 else k]
            mobile |= rest & with_pip[end]
        broken = (not own) and in_chain
        out.append(
            [
                p,
                p * danger,
                p if count <= 3 else 0.0,
                p * bone_empty,
                1.0 if covered else 0.0,
                1.0 if is_double and several and not covered else 0.0,
                1.0 if own else 0.0,
                1.0 if mexican else 0.0,
                1.0 if not own and not mexican else 0.0,
                1.0 if own and own_marked else 0.0,
                1.0 if own and n == first else 0.0,
                1.0 if own and in_chain and n != first else 0.0,
                1.0 if broken else 0.0,
                chain_len if broken else 0.0,
                fits_new / 3 if (own or mexican) and not is_double else 0.0,
                1.0 if own and not is_double and not fits_new else 0.0,
                (unseen & with_pip[new_end]).bit_count() / 7,
                (unseen & with_pip[new_end]).bit_count() / 7 if not own else 0.0,
                1.0 if count == 1 else 0.0,
                1.0 if key in open_ else 0.0,
                mobile.bit_count() / 5,
                1.0
                if own and not is_double and rest & doubles & (1 << double_of[new_end])
                else 0.0,
            ]
        )
    return out


def scores(weights: tuple[float, ...], rows: list[list[float]]) -> list[float]:
    """The policy's score of each feature row (its softmax is the policy's distribution)."""
    return [sum(w * f for w, f in zip(weights, row, strict=True)) for row in rows]


def learned_choice(
    sim: Sim, seat: int, hand: int, keys: list[int], model: PolicyModel | None = None
) -> Move:
    """The best-scoring play of ``hand``'s tiles on ``keys`` (-1: none fits); ties go to the
    first play in the engine's order. The score is :func:`scores` of :func:`play_features`,
    computed without the feature rows (the playouts' hot path; a test checks they agree)."""
    plays = candidate_plays(sim, seat, hand, keys)
    if len(plays) <= 1:
        return plays[0] if plays else -1
    (
        w_pips, w_danger, w_near, w_empty, w_covered, w_uncovered, w_own, w_mexican, w_other,
        w_marked, w_first, w_later, w_broken, w_broken_long, w_followers, w_dead, w_unseen,
        w_unseen_public, w_out, w_covers, w_mobility, w_double_next,
    ) = (model or shipped_model()).weights  # fmt: skip
    t = sim.t
    pips = t.pips
    with_pip = t.with_pip
    double = t.double
    low = t.low
    players = sim.players
    ends = sim.ends
    counts = sim.counts
    full = sim.hands[seat]
    count = counts[seat]
    danger = any(counts[s] <= DANGER_TILES for s in range(players) if s != seat)
    bone_empty = sim.next_bone >= len(sim.bone)
    # the tile's pips /10 times every weight that scales with them
    per_pip = (
        w_pips
        + (w_danger if danger else 0.0)
        + (w_near if count <= 3 else 0.0)
        + (w_empty if bone_empty else 0.0)
    ) / 10
    chain = sim_chain(sim, seat, PLAYOUT_CHAIN_NODES)
    first = chain[0] if chain else -1
    chain_mask = 0
    for c in chain:
        chain_mask |= 1 << c
    broken_cost = w_broken + w_broken_long * len(chain) / 10
    unseen = unseen_mask(sim, seat)
    own_bonus = w_own + (w_marked if sim.markers[seat] else 0.0)
    open_ = sim.open
    doubles = t.doubles
    double_of = t.double_of
    out_bonus = w_out if count == 1 else 0.0
    several = count > 1
    next_keys = [seat, -1] + [s for s in range(players) if s != seat and sim.markers[s]]
    best = -1
    best_value = -math.inf
    for move in plays:
        n = move >> 4
        key = (move & 15) - 1
        bit = 1 << n
        rest = full & ~bit
        index = players if key < 0 else key
        new_end = pips[n] - ends[index]
        is_double = double[n]
        own = key == seat
        mexican = key < 0
        value = per_pip * pips[n] + out_bonus
        if is_double and several:
            value += w_covered if rest & with_pip[low[n]] else w_uncovered
        fits_new = (rest & with_pip[new_end]).bit_count()
        on_end = (unseen & with_pip[new_end]).bit_count() / 7
        value += w_unseen * on_end
        if own:
            value += own_bonus
            if n == first:
                value += w_first
            elif chain_mask & bit:
                value += w_later
            if not is_double:
                value += w_followers * fits_new / 3
                if not fits_new:
                    value += w_dead
                if rest & doubles & (1 << double_of[new_end]):
                    value += w_double_next
        else:
            value += w_unseen_public * on_end
            if chain_mask & bit:
                value += broken_cost
            if mexican:
                value += w_mexican
                if not is_double:
                    value += w_followers * fits_new / 3
            else:
                value += w_other
        if key in open_:
            value += w_covers
        mobile = 0
        for k in next_keys:
            end = new_end if k == key else ends[players if k < 0 else k]
            mobile |= rest & with_pip[end]
        value += w_mobility * mobile.bit_count() / 5
        if value > best_value:
            best_value = value
            best = move
    return best


def learned_move(sim: Sim, moves: list[Move], model: PolicyModel | None = None) -> Move:
    """The learned policy as a step-by-step policy (:data:`.playout.Policy`): its best play,
    a play over keeping a drawn tile (as greedy and ``hard`` do); any other move unchanged."""
    if len(moves) == 1 or moves[0] < 0:
        return moves[0]
    seat = sim.turn
    hand = 0
    keys: list[int] = []
    for m in moves:
        if m >= 0:
            hand |= 1 << (m >> 4)
            key = (m & 15) - 1
            if key not in keys:
                keys.append(key)
    choice = learned_choice(sim, seat, hand, keys, model)
    return choice if choice >= 0 else moves[0]
