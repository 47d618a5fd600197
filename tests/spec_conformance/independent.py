"""An independent mextrain verifier written from SPEC.md alone.

It uses only the standard library, msgpack, PyNaCl and rbcl (libsodium's ristretto255, for the
multiplications; the tile map is written out from 4.3 in curve25519.py), and none of the
project's code, so that agreeing with the project's test vectors shows SPEC.md is enough to
implement the protocol.
Section numbers in comments refer to SPEC.md.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import msgpack
import rbcl
from nacl import bindings as nb
from nacl.exceptions import BadSignatureError
from nacl.signing import VerifyKey

try:
    from . import curve25519 as curve
except ImportError:  # run as a script by `mextrain conformance`
    import curve25519 as curve  # type: ignore[no-redef]

# ---------------------------------------------------------------------------------------------
# 4.1 / 4.2 / 5.2 constants and primitives

L = 2**252 + 27742317777372353535851937790883648493

DST_TILE = b"mextrain/v1/deck/tile"
DST_TILE_R255 = b"mextrain/v1/deck/ristretto255/tile"
EDWARDS = "edwards25519"
RISTRETTO = "ristretto255"
DST_COMMIT = b"mextrain/v1/deck/commit"
DST_SHUFFLE = b"mextrain/v1/deck/shuffle-key"
DST_PERM = b"mextrain/v1/deck/permutation"
DST_LOCK = b"mextrain/v1/deck/lock-key"

DST_MESSAGE = b"mextrain/v1/message\x00"
DST_ENTRY = b"mextrain/v1/entry\x00"
DST_ENTRY_HASH = b"mextrain/v1/entry-hash\x00"

LOG_MAGIC = "mextrain-log/1"
ZERO32 = bytes(32)


def sha512(data: bytes) -> bytes:
    return hashlib.sha512(data).digest()


def u32(x: int) -> bytes:
    if not 0 <= x < 2**32:
        raise ValueError("u32 out of range")
    return x.to_bytes(4, "big")


def int_le(b: bytes) -> int:
    return int.from_bytes(b, "little")


def scalar_bytes(s: int) -> bytes:
    return (s % L).to_bytes(32, "little")


def nonzero(h: bytes) -> int:
    """4.1: a non-zero scalar from a 64-byte hash."""
    s = int_le(h) % L
    while s == 0:
        h = sha512(h)
        s = int_le(h) % L
    return s


def canonical_scalar(b: bytes) -> int | None:
    """4.1: a received scalar is 32 bytes little-endian with 0 < s < L."""
    if not isinstance(b, bytes) or len(b) != 32:
        return None
    s = int_le(b)
    return s if 0 < s < L else None


def smul(s: int, point: bytes, group: str = EDWARDS) -> bytes:
    """s·P, unclamped; libsodium validates P (raises RuntimeError on an invalid point)."""
    if group == RISTRETTO:
        if not valid_point(point, group):  # libsodium ignores bit 255; 4.1 does not
            raise RuntimeError("not a ristretto255 element")
        return rbcl.crypto_scalarmult_ristretto255(scalar_bytes(s), point)
    return nb.crypto_scalarmult_ed25519_noclamp(scalar_bytes(s), point)


def valid_point(point: bytes, group: str) -> bool:
    """4.1: a valid element of the deck's group, not the identity."""
    if group == RISTRETTO:
        return curve.ristretto_is_valid_point(point)
    return bool(nb.crypto_core_ed25519_is_valid_point(point))


def negate_encoding(point: bytes) -> bytes:
    """-P for a point with x != 0: flip the sign bit of x (bit 255)."""
    return point[:31] + bytes([point[31] ^ 0x80])


# ---------------------------------------------------------------------------------------------
# 1. Tiles and 4.3 tile points

Tile = tuple[int, int]


def tile_set(max_pip: int) -> list[Tile]:
    """Every tile of a double-N set in canonical order (section 1)."""
    return [(low, high) for low in range(max_pip + 1) for high in range(low, max_pip + 1)]


def tile_index(low: int, high: int, max_pip: int) -> int:
    return low * (max_pip + 1) - low * (low - 1) // 2 + (high - low)


def tile_point(low: int, high: int, group: str = EDWARDS) -> bytes:
    a, b = min(low, high), max(low, high)
    if group == RISTRETTO:
        return curve.ristretto_from_hash(sha512(DST_TILE_R255 + u32(a) + u32(b)))
    return nb.crypto_core_ed25519_from_uniform(sha512(DST_TILE + u32(a) + u32(b))[:32])


_POINT_CACHE: dict[tuple[Tile, str], bytes] = {}


def cached_point(tile: Tile, group: str = EDWARDS) -> bytes:
    if (tile, group) not in _POINT_CACHE:
        _POINT_CACHE[(tile, group)] = tile_point(*tile, group)
    return _POINT_CACHE[(tile, group)]


# ---------------------------------------------------------------------------------------------
# 4.2 / 4.5 round secrets


def ctx(game_id: bytes, round_no: int, seat: int) -> bytes:
    return u32(len(game_id)) + game_id + u32(round_no) + u32(seat)


def commitment(game_id: bytes, round_no: int, seat: int, seed: bytes) -> bytes:
    return sha512(DST_COMMIT + ctx(game_id, round_no, seat) + seed)


def perm_stream(c: bytes, seed: bytes) -> Iterator[int]:
    """The 4-byte big-endian words of B_0 ‖ B_1 ‖ ... (4.5)."""
    t = 0
    while True:
        block = sha512(DST_PERM + c + seed + u32(t))
        for k in range(0, 64, 4):
            yield int.from_bytes(block[k : k + 4], "big")
        t += 1


def uniform(words: Iterator[int], m: int) -> int:
    limit = 2**32 - (2**32 % m)
    while True:
        w = next(words)
        if w < limit:
            return w % m


@dataclass
class Secrets:
    context: bytes
    commitment: bytes
    shuffle_key: int
    permutation: list[int]
    lock_keys: list[int]
    lock_factors: list[int]


def derive(game_id: bytes, round_no: int, seat: int, seed: bytes, deck_size: int) -> Secrets:
    c = ctx(game_id, round_no, seat)
    e = nonzero(sha512(DST_SHUFFLE + c + seed))
    keys = [nonzero(sha512(DST_LOCK + c + seed + u32(i))) for i in range(deck_size)]
    e_inv = pow(e, -1, L)
    words = perm_stream(c, seed)
    perm = list(range(deck_size))
    for i in range(deck_size - 1, 0, -1):
        x = uniform(words, i + 1)
        perm[i], perm[x] = perm[x], perm[i]
    return Secrets(
        context=c,
        commitment=sha512(DST_COMMIT + c + seed),
        shuffle_key=e,
        permutation=perm,
        lock_keys=keys,
        lock_factors=[k * e_inv % L for k in keys],
    )


# ---------------------------------------------------------------------------------------------
# 4.8 audit over 4.9 transcript records


@dataclass
class Transcript:
    game_id: bytes
    round_no: int
    seats: int
    tiles: list[Tile]  # the deck's tiles in canonical order (4.4)
    hand_size: int
    commits: list[bytes]
    shuffles: list[list[bytes]]
    locks: list[list[bytes]]
    # ("release", seat, pos, key) | ("draw", seat, pos) | ("claim", seat, pos, tile)
    events: list[tuple[Any, ...]]
    reveals: list[bytes]
    group: str = EDWARDS  # 4.1: ristretto255 when the open lists the option


class AuditFailure(Exception):
    def __init__(self, seat: int, step: str, index: int, position: int | None) -> None:
        super().__init__(f"audit: seat {seat} {step} #{index} position {position}")
        self.seat, self.step, self.index, self.position = seat, step, index, position

    def as_tuple(self) -> tuple[int, str, int, int | None]:
        return (self.seat, self.step, self.index, self.position)


@dataclass
class AuditResult:
    tiles: list[Tile]  # the tile at each position
    owners: list[int | None]  # the seat holding it (hand blocks, then draws)
    secrets: list[Secrets]


def _compare_deck(seat: int, step: str, expected: list[bytes], found: list[bytes]) -> None:
    if len(found) != len(expected):
        raise AuditFailure(seat, step, seat, None)
    for x, (a, b) in enumerate(zip(expected, found, strict=True)):
        if a != b:
            raise AuditFailure(seat, step, seat, x)


def audit(t: Transcript) -> AuditResult:
    n, d, h = t.seats, len(t.tiles), t.hand_size
    # 1. reveals
    for j in range(n):
        seed = t.reveals[j]
        if (
            not isinstance(seed, bytes)
            or len(seed) != 32
            or commitment(t.game_id, t.round_no, j, seed) != t.commits[j]
        ):
            raise AuditFailure(j, "reveal", j, None)
    secrets = [derive(t.game_id, t.round_no, j, t.reveals[j], d) for j in range(n)]
    # 2. shuffle steps, each against the expected previous deck
    deck = [cached_point(tile, t.group) for tile in t.tiles]
    for j in range(n):
        e, perm = secrets[j].shuffle_key, secrets[j].permutation
        deck = [smul(e, deck[perm[x]], t.group) for x in range(d)]
        _compare_deck(j, "shuffle", deck, t.shuffles[j])
    # 3. lock steps
    for j in range(n):
        f = secrets[j].lock_factors
        deck = [smul(f[i], deck[i], t.group) for i in range(d)]
        _compare_deck(j, "lock", deck, t.locks[j])
    # 4. the tile at each position
    sigma = list(range(d))
    for j in range(n):
        perm = secrets[j].permutation
        sigma = [sigma[perm[x]] for x in range(d)]
    tiles_at = [t.tiles[sigma[i]] for i in range(d)]
    owners: list[int | None] = [None] * d
    for p in range(n):
        for i in range(p * h, p * h + h):
            owners[i] = p
    # 5. events
    next_draw = n * h
    claimed: set[int] = set()
    for index, ev in enumerate(t.events):
        step, seat, pos = ev[0], ev[1], ev[2]
        if step == "release":
            if not 0 <= pos < d or ev[3] != scalar_bytes(secrets[seat].lock_keys[pos]):
                raise AuditFailure(seat, "release", index, pos)
        elif step == "draw":
            if pos != next_draw or pos >= d:
                raise AuditFailure(seat, "draw", index, pos)
            owners[pos] = seat
            next_draw += 1
        elif step == "claim":
            if (
                not 0 <= pos < d
                or owners[pos] != seat
                or pos in claimed
                or tiles_at[pos] != tuple(ev[3])
            ):
                raise AuditFailure(seat, "claim", index, pos)
            claimed.add(pos)
        else:
            raise ValueError(f"unknown record {step}")
    return AuditResult(tiles=tiles_at, owners=owners, secrets=secrets)


# ---------------------------------------------------------------------------------------------
# 5.1 canonical msgpack


class NotCanonical(Exception):
    pass


def _check_types(obj: Any) -> None:
    if obj is None or isinstance(obj, bool | int | str | bytes):
        return
    if isinstance(obj, list):
        for item in obj:
            _check_types(item)
        return
    if isinstance(obj, dict):
        for k, v in obj.items():
            if not isinstance(k, str):
                raise NotCanonical("map key is not a str")
            _check_types(v)
        return
    raise NotCanonical(f"type {type(obj).__name__} not allowed")


def within_limits(obj: Any) -> bool:
    """8.5 step 5 (applied by `verify` too, 6.3): arrays at most 1024 items, maps at most 64
    pairs, strings at most 4096 bytes, at most 4096 arrays and maps; and 5.4: no array or map
    of a message body holds more than 256 items."""
    containers = 0
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, str) and len(x.encode()) > 4096:
            return False
        if isinstance(x, list | dict):
            containers += 1
            if containers > 4096 or len(x) > 256 or (isinstance(x, dict) and len(x) > 64):
                return False
            stack.extend(x.values() if isinstance(x, dict) else x)
    return True


def pack(obj: Any) -> bytes:
    return msgpack.packb(obj, use_bin_type=True)


def unpack_canonical(data: bytes) -> Any:
    try:
        obj = msgpack.unpackb(data, raw=False, strict_map_key=False, use_list=True)
    except Exception as exc:  # malformed, trailing bytes, bad UTF-8 ...
        raise NotCanonical(f"undecodable: {exc}") from exc
    _check_types(obj)
    if pack(obj) != data:
        raise NotCanonical("not in canonical form")
    return obj


# ---------------------------------------------------------------------------------------------
# 6.2 log file


class LogUnreadable(Exception):
    pass


def read_log(data: bytes) -> list[bytes]:
    """The entries' bytes, checking the framing of 6.2 (magic str, then one bin per entry)."""
    unpacker = msgpack.Unpacker(raw=False, strict_map_key=False)
    unpacker.feed(data)
    values: list[Any] = []
    start = 0
    try:
        for obj in unpacker:
            end = unpacker.tell()
            if pack(obj) != data[start:end]:
                raise LogUnreadable(f"value at offset {start} is not canonical")
            values.append(obj)
            start = end
    except LogUnreadable:
        raise
    except Exception as exc:
        raise LogUnreadable(f"bad msgpack at offset {start}: {exc}") from exc
    if start != len(data):
        raise LogUnreadable("truncated value at end of file")
    if not values or values[0] != LOG_MAGIC:
        raise LogUnreadable("missing mextrain-log/1 header")
    entries = values[1:]
    for i, e in enumerate(entries):
        if not isinstance(e, bytes):
            raise LogUnreadable(f"item {i} is not a bin")
    return entries


def entry_hash(entry_bytes: bytes) -> bytes:
    return hashlib.sha256(DST_ENTRY_HASH + entry_bytes).digest()


# ---------------------------------------------------------------------------------------------
# 2. rulesets

RULESET_KEYS = [
    "name",
    "seed",
    "max_pip",
    "min_players",
    "max_players",
    "hand_sizes",
    "engine",
    "engine_missing",
    "round_order",
    "rounds",
    "first_turn",
    "mexican_on_first_turn",
    "mexican_needs_own_train",
    "draw",
    "first_turn_draw",
    "open_doubles",
    "follow_up",
    "double_duty",
    "marker_when_covering",
    "last_double",
    "scoring",
    "blocked_winner",
    "blocked_tie",
    "double_blank_pips",
    "out_on_double_doubles",
    "description",
]

_CHOICES = {
    "engine": ("held", "set_aside"),
    "round_order": ("descending", "ascending"),
    "first_turn": ("build", "single"),
    "draw": ("may_play", "must_play", "until_playable"),
    "first_turn_draw": ("may_play", "must_play", "until_playable"),
    "blocked_winner": ("fewest_pips", "fewest_tiles"),
    "blocked_tie": ("shared", "no_winner"),
    "engine_missing": ("draw", "highest_double"),
    "follow_up": ("anywhere", "on_double"),
    "double_duty": ("everyone", "layer_only"),
    "last_double": ("out", "forbidden", "must_cover"),
    "open_doubles": ("cover_any", "in_order", "at_most_one"),
    "scoring": ("penalty", "positive"),
}


def _is_int(x: Any) -> bool:
    return type(x) is int


def validate_ruleset(rs: Any) -> str | None:
    """None if the ruleset is acceptable (section 2), else the reason."""
    if not isinstance(rs, dict):
        return "ruleset is not a map"
    if list(rs) != RULESET_KEYS:
        return "ruleset keys differ from section 2 (or are out of order)"
    for k, longest, shortest in (("name", 64, 1), ("seed", 200, 1), ("description", 1000, 0)):
        if not _printable(rs[k], longest, shortest):
            return f"{k} is not text of {shortest}..{longest} characters"
    for k in ("mexican_on_first_turn", "mexican_needs_own_train", "marker_when_covering"):
        if type(rs[k]) is not bool:
            return f"{k} is not a bool"
    if type(rs["out_on_double_doubles"]) is not bool:
        return "out_on_double_doubles is not a bool"
    for k, choices in _CHOICES.items():
        if rs[k] not in choices:
            return f"{k} not one of {choices}"
    if rs["mexican_on_first_turn"] and rs["first_turn"] == "build":
        return "mexican_on_first_turn with a building first turn"
    if rs["double_duty"] == "layer_only" and rs["follow_up"] == "anywhere":
        return "double_duty layer_only with follow_up anywhere"
    if rs["engine_missing"] == "highest_double" and rs["engine"] != "held":
        return "engine_missing highest_double without a held engine"
    n = rs["max_pip"]
    if not _is_int(n) or n not in (6, 9, 12, 15):
        return "max_pip"
    lo, hi = rs["min_players"], rs["max_players"]
    if not (_is_int(lo) and _is_int(hi) and 2 <= lo <= hi <= 10):
        return "player range"
    if not _is_int(rs["rounds"]) or not 1 <= rs["rounds"] <= n + 1:
        return "rounds"
    if not _is_int(rs["double_blank_pips"]) or not 0 <= rs["double_blank_pips"] <= 1000:
        return "double_blank_pips"
    hs = rs["hand_sizes"]
    if not isinstance(hs, list) or not 1 <= len(hs) <= 9:
        return "hand_sizes"
    prev = 0
    for row in hs:
        if not (isinstance(row, list) and len(row) == 2 and all(_is_int(x) for x in row)):
            return "hand_sizes row"
        if not (2 <= row[0] <= 10 and 1 <= row[1] <= 136):
            return "hand_sizes row out of range"
        if row[0] <= prev or row[1] < 1:
            return "hand_sizes not increasing"
        prev = row[0]
    d = len(tile_set(n)) - (1 if rs["engine"] == "set_aside" else 0)
    for players in range(lo, hi + 1):
        h = hand_size(rs, players)
        if h is None or players * h > d:
            return f"hands do not fit the deck at {players} players"
    return None


def hand_size(rs: dict[str, Any], players: int) -> int | None:
    for up_to, tiles in rs["hand_sizes"]:
        if players <= up_to:
            return int(tiles)
    return None


def round_double(rs: dict[str, Any], r: int) -> int:
    return rs["max_pip"] - r if rs["round_order"] == "descending" else r


def deck_tiles(rs: dict[str, Any], r: int) -> list[Tile]:
    tiles = tile_set(rs["max_pip"])
    if rs["engine"] == "set_aside":
        d = round_double(rs, r)
        tiles.remove((d, d))
    return tiles


def pips(tile: Tile, double_blank_pips: int) -> int:
    return double_blank_pips if tile == (0, 0) else tile[0] + tile[1]


# ---------------------------------------------------------------------------------------------
# 3. the rules engine


class RuleViolation(Exception):
    def __init__(self, seat: int, reason: str) -> None:
        super().__init__(reason)
        self.seat, self.reason = seat, reason


@dataclass
class RoundEngine:
    """One round (section 3).  With full=False the claims (cannot play, does not hold the
    engine) are recorded rather than checked, as a node that cannot see the hands must."""

    rules: dict[str, Any]
    seats: int
    hand: int
    deck_size: int
    double: int
    start: int
    tile_of: Callable[[int], Tile | None]
    full: bool
    hands: list[list[int]] = field(init=False)
    phase: str = field(init=False)
    turn: int = field(init=False)
    next_draw: int = field(init=False)
    ends: dict[int, int] = field(init=False)
    markers: set[int] = field(default_factory=set)
    open: list[int] = field(default_factory=list)
    had_turn: set[int] = field(default_factory=set)
    drawn: int | None = None
    drew: bool = False
    followup: bool = False
    built: int = 0
    no_engine: int = 0
    blocked: int = 0
    over: bool = False
    went_out: int | None = None
    out_on_double: bool = False
    engine: int = field(init=False)
    started: set[int] = field(default_factory=set)
    cover_last: bool = False

    def __post_init__(self) -> None:
        n, h = self.seats, self.hand
        self.hands = [list(range(p * h, p * h + h)) for p in range(n)]
        self.phase = "engine" if self.rules["engine"] == "held" else "turns"
        self.turn = self.start
        self.next_draw = n * h
        self.engine = self.double
        self.ends = {t: self.double for t in [-1, *range(n)]}

    # -- helpers
    def _restricted(self, seat: int) -> bool:
        first = seat not in self.had_turn
        r = self.rules
        return first and (r["first_turn"] == "build" or not r["mexican_on_first_turn"])

    def _draw_rule(self, seat: int) -> str:
        return str(self.rules["draw" if seat in self.had_turn else "first_turn_draw"])

    def _building(self, seat: int) -> bool:
        return (
            self.rules["first_turn"] == "build"
            and seat not in self.had_turn
            and not self.drew
            and not self.cover_last
        )

    def _duty(self, seat: int) -> bool:
        return (
            bool(self.open)
            and not self.followup
            and not self._restricted(seat)
            and self.rules["double_duty"] == "everyone"
        )

    def allowed_trains(self, seat: int) -> list[int]:
        if self._restricted(seat):
            return [seat]
        if self.followup and (self.rules["follow_up"] == "on_double" or self.cover_last):
            trains = [self.open[-1]]
        elif self._duty(seat):
            if self.rules["open_doubles"] == "in_order":
                trains = [self.open[0]]
            else:
                trains = list(dict.fromkeys(self.open))
        else:
            trains = [seat, -1, *sorted(self.markers - {seat})]
        if self.rules["mexican_needs_own_train"] and seat not in self.started:
            trains = [t for t in trains if t != -1]
        return trains

    def play_error(self, seat: int, pos: int, tile: Tile, train: int) -> str | None:
        if pos not in self.hands[seat]:
            return "position not in hand"
        if self.drawn is not None and pos != self.drawn:
            return "after a draw only the drawn tile may be played"
        if train not in self.allowed_trains(seat):
            return f"train {train} not open to this seat"
        if self.ends[train] not in tile:
            return "tile does not fit the train"
        if tile[0] == tile[1]:
            if self.rules["open_doubles"] == "at_most_one" and self.open:
                return "a double while another is open"
            if len(self.hands[seat]) == 1 and self.rules["last_double"] == "forbidden":
                return "going out on a double"
        return None

    def has_legal_play(self, seat: int, trains: list[int] | None = None) -> bool:
        trains = self.allowed_trains(seat) if trains is None else trains
        for pos in self.hands[seat]:
            tile = self.tile_of(pos)
            if tile is None:
                raise RuntimeError("full replay without every tile")
            for train in trains:
                if self.play_error(seat, pos, tile, train) is None:
                    return True
        return False

    def _end_turn(self) -> None:
        self.had_turn.add(self.turn)
        self.turn = (self.turn + 1) % self.seats
        self.drawn, self.drew, self.followup, self.built = None, False, False, 0
        self.cover_last = False

    def _check(self, seat: int) -> None:
        if self.over:
            raise RuleViolation(seat, "the round is over")
        if seat != self.turn:
            raise RuleViolation(seat, f"not on turn (seat {self.turn} is)")

    # -- events
    def place_engine(self, seat: int, pos: int) -> None:
        self._check(seat)
        if self.phase != "engine":
            raise RuleViolation(seat, "place_engine outside the engine phase")
        # A node that cannot see hands checked the opened card against e-e before this call.
        known = self.tile_of(pos)
        if pos not in self.hands[seat] or known not in (None, (self.engine, self.engine)):
            raise RuleViolation(seat, "does not hold the engine at that position")
        self.hands[seat].remove(pos)
        self.phase = "turns"
        self.drawn, self.drew, self.followup, self.built = None, False, False, 0

    def no_engine_claim(self, seat: int) -> None:
        self._check(seat)
        if self.phase != "engine":
            raise RuleViolation(seat, "no_engine outside the engine phase")
        if self.no_engine >= self.seats and not self.drew:
            raise RuleViolation(seat, "no_engine before drawing")
        if self.full and any(
            self.tile_of(p) == (self.engine, self.engine) for p in self.hands[seat]
        ):
            raise RuleViolation(seat, "no_engine while holding the engine")
        self.no_engine += 1
        self.turn = (self.turn + 1) % self.seats
        self.drawn, self.drew = None, False
        if self.no_engine == self.seats and self.rules["engine_missing"] == "highest_double":
            order = [self.double, *(x for x in range(self.rules["max_pip"], -1, -1)
                                    if x != self.double)]
            i = order.index(self.engine) + 1
            if i < len(order):
                self.engine, self.no_engine = order[i], 0
            else:
                self.engine = self.double
            self.ends = {t: self.engine for t in self.ends}

    def draw(self, seat: int) -> int:
        self._check(seat)
        if self.next_draw >= self.deck_size:
            raise RuleViolation(seat, "draw from an empty boneyard")
        if self.phase == "engine":
            if self.no_engine < self.seats or self.drew:
                raise RuleViolation(seat, "draw in the engine phase out of order")
        else:
            if self._building(seat) and self.built > 0:
                raise RuleViolation(seat, "draw during a building first turn")
            if self.drew and self._draw_rule(seat) != "until_playable":
                raise RuleViolation(seat, "second draw this turn")
            if self.full and self.has_legal_play(seat):
                raise RuleViolation(seat, "draw while able to play")
        pos = self.next_draw
        self.next_draw += 1
        self.hands[seat].append(pos)
        self.drawn, self.drew = pos, True
        return pos

    def play(self, seat: int, pos: int, tile: Tile, train: int) -> None:
        self._check(seat)
        if self.phase != "turns":
            raise RuleViolation(seat, "play before the engine is placed")
        err = self.play_error(seat, pos, tile, train)
        if err:
            raise RuleViolation(seat, err)
        building = self._building(seat)
        under_rule2 = self._duty(seat)
        end = self.ends[train]
        self.hands[seat].remove(pos)
        self.ends[train] = tile[1] if tile[0] == end else tile[0]
        self.started.add(train)
        if train == seat:
            self.markers.discard(seat)
        if train in self.open:
            self.open.remove(train)
            if self.rules["marker_when_covering"] and under_rule2 and train != seat:
                self.markers.add(seat)
        is_double = tile[0] == tile[1]
        if is_double:
            self.open.append(train)
        self.blocked = 0
        if (
            not self.hands[seat]
            and is_double
            and self.rules["last_double"] == "must_cover"
            and self.next_draw < self.deck_size
        ):
            self.followup, self.cover_last, self.drawn, self.drew = True, True, None, False
        elif not self.hands[seat]:
            self.over, self.went_out, self.out_on_double = True, seat, is_double
        elif building:
            self.built += 1
        elif is_double:
            self.followup, self.drawn, self.drew = True, None, False
        else:
            self._end_turn()

    def pass_turn(self, seat: int) -> None:
        self._check(seat)
        if self.phase != "turns":
            raise RuleViolation(seat, "pass in the engine phase")
        if self._building(seat) and self.built > 0:
            raise RuleViolation(seat, "pass instead of end_build")
        empty = self.next_draw >= self.deck_size
        rule = self._draw_rule(seat)
        if rule == "until_playable" and not empty:
            raise RuleViolation(seat, "pass while drawing until playable")
        if self.drew:
            if rule != "may_play" and self.full and self.has_legal_play(seat):
                raise RuleViolation(seat, "pass while the drawn tile fits")
        elif empty:
            if self.full and self.has_legal_play(seat):
                raise RuleViolation(seat, "pass while able to play")
        else:
            raise RuleViolation(seat, "pass without drawing")
        counts = empty and not self.drew and not self.followup and seat in self.markers
        self.markers.add(seat)
        self.blocked = self.blocked + 1 if counts else 0
        if self.blocked >= self.seats:
            self.over = True
            return
        self._end_turn()

    def end_build(self, seat: int) -> None:
        self._check(seat)
        if not (self.phase == "turns" and self._building(seat) and self.built > 0):
            raise RuleViolation(seat, "end_build outside a building first turn")
        if self.full and self.has_legal_play(seat, [seat]):
            raise RuleViolation(seat, "end_build while a tile fits")
        self._end_turn()


def score_round(
    rules: dict[str, Any], hands: list[list[Tile]], went_out: int | None, out_on_double: bool
) -> tuple[list[int], list[int], list[int]]:
    """(pips, scores, round winners) per section 2 `scoring`."""
    dbp = rules["double_blank_pips"]
    left = [sum(pips(t, dbp) for t in hand) for hand in hands]
    n = len(hands)
    if rules["scoring"] == "penalty":
        best = min(left)
        return left, list(left), [p for p in range(n) if left[p] == best]
    scores = [0] * n
    if went_out is not None:
        scorers = [went_out]
        value = sum(left[p] for p in range(n) if p != went_out)
        if out_on_double and rules["out_on_double_doubles"]:
            value *= 2
    else:
        by = [len(h) for h in hands] if rules["blocked_winner"] == "fewest_tiles" else left
        best = min(by)
        scorers = [p for p in range(n) if by[p] == best]
        if len(scorers) > 1 and rules["blocked_tie"] == "no_winner":
            scorers = []
        value = sum(left[p] for p in range(n) if p not in scorers) // max(1, len(scorers))
    for p in scorers:
        scores[p] = value
    return left, scores, scorers


# ---------------------------------------------------------------------------------------------
# 5-7. messages, log and table


class VerifyError(Exception):
    def __init__(
        self,
        entry: int,
        seat: int | None,
        reason: str,
        cheating: bool = False,
        recorded: bool = False,
    ) -> None:
        super().__init__(f"entry {entry}, seat {seat}: {reason}")
        self.entry, self.seat, self.reason, self.cheating = entry, seat, reason, cheating
        # 6.3: a failure the table records as a blame (a false claim, the round-end audit and
        # replay) names its seat as is; any other failing message is its seat's only if it is
        # that seat's evidence (see `Verifier.evidence`)
        self.recorded = recorded


TABLE_KINDS = {"open", "join", "start", "end", "abort"}
HOST_KINDS = {"open", "start", "end", "abort"}
TURN_KINDS = {"place_engine", "no_engine", "draw", "play", "pass", "end_build"}
ROUND_KINDS = {"commit", "shuffle", "lock", "deal", "release", "anomaly", "reveal"} | TURN_KINDS
ALL_KINDS = TABLE_KINDS | ROUND_KINDS


# 5.4: code points a text may not hold (no Unicode database needed)
_REFUSED_TEXT = [
    (0x0000, 0x001F), (0x007F, 0x009F), (0x00A0, 0x00A0), (0x00AD, 0x00AD), (0x061C, 0x061C),
    (0x1680, 0x1680), (0x180E, 0x180E), (0x2000, 0x200F), (0x2028, 0x202F), (0x205F, 0x206F),
    (0x3000, 0x3000), (0xD800, 0xDFFF), (0xE000, 0xF8FF), (0xFDD0, 0xFDEF), (0xFEFF, 0xFEFF),
    (0xFFF9, 0xFFFB), (0xF0000, 0x10FFFF),
]  # fmt: skip


def _text_char(c: str) -> bool:
    code = ord(c)
    if code % 0x10000 in (0xFFFE, 0xFFFF):
        return False
    return not any(lo <= code <= hi for lo, hi in _REFUSED_TEXT)


def _printable(s: Any, longest: int, shortest: int = 1) -> bool:
    return (
        isinstance(s, str)
        and shortest <= len(s) <= longest
        and all(_text_char(c) for c in s)
    )


def _bin(x: Any, n: int) -> bool:
    return isinstance(x, bytes) and len(x) == n


def _pos(x: Any) -> bool:
    return _is_int(x) and 0 <= x <= 1000


def _tile(x: Any) -> bool:
    """5.4: two ints 0..15 (low <= high and the ruleset's set are the table's checks)."""
    return isinstance(x, list) and len(x) == 2 and all(_is_int(v) and 0 <= v <= 15 for v in x)


def _ints(a: Any, lo: int, hi: int) -> bool:
    return isinstance(a, list) and len(a) <= 10 and all(_is_int(v) and lo <= v <= hi for v in a)


def _options(x: Any) -> bool:
    """5.4: 1..8 texts of 1..64 code points, distinct, in increasing byte order."""
    return (
        isinstance(x, list)
        and 1 <= len(x) <= 8
        and all(_printable(o, 64) for o in x)
        and [o.encode() for o in x] == sorted({o.encode() for o in x})
    )


def payload_error(kind: str, p: list[Any]) -> str | None:
    """5.4 payload layouts, with their ranges only: what depends on the table is checked by
    the table (a seat, a train, a tile's order or set, a deck's size)."""
    shapes: dict[str, int] = {
        "open": 5, "join": 2, "start": 0, "commit": 1, "shuffle": 1, "lock": 1, "deal": 1,
        "place_engine": 2, "no_engine": 0, "draw": 0, "release": 2, "play": 4, "pass": 0,
        "end_build": 0, "anomaly": 2, "reveal": 2, "end": 2, "abort": 2,
    }  # fmt: skip
    if len(p) != shapes[kind] and not (kind == "open" and len(p) == 6):
        return f"{kind} payload has {len(p)} items"
    ok = True
    if kind == "open":
        ok = (
            _printable(p[0], 64)
            and isinstance(p[1], dict)
            and _is_int(p[2])
            and 2 <= p[2] <= 10
            and _bin(p[3], 32)
            and _is_int(p[4])
            and 0 <= p[4] <= 2**40
            and (len(p) == 5 or _options(p[5]))
        )
    elif kind == "join":
        ok = _printable(p[0], 64) and _bin(p[1], 32)
    elif kind == "commit":
        ok = _bin(p[0], 64)
    elif kind in ("shuffle", "lock"):
        ok = isinstance(p[0], list) and len(p[0]) <= 200 and all(_bin(x, 32) for x in p[0])
    elif kind == "deal":
        ok = isinstance(p[0], list) and len(p[0]) <= 200 and all(
            isinstance(r, list) and len(r) == 2 and _pos(r[0]) and _bin(r[1], 32) for r in p[0]
        )
    elif kind in ("place_engine", "release"):
        ok = _pos(p[0]) and _bin(p[1], 32)
    elif kind == "play":
        ok = _pos(p[0]) and _tile(p[1]) and _is_int(p[2]) and -1 <= p[2] <= 9 and _bin(p[3], 32)
    elif kind == "anomaly":
        ok = _pos(p[0]) and _printable(p[1], 200)
    elif kind == "reveal":
        ok = _bin(p[0], 32) and _bin(p[1], 32)
    elif kind == "end":
        ok = _ints(p[0], -(2**31), 2**31) and _ints(p[1], 0, 9)
    elif kind == "abort":
        ok = _is_int(p[0]) and -1 <= p[0] <= 9 and _printable(p[1], 200)
    return None if ok else f"bad {kind} payload"


@dataclass
class RoundState:
    r: int
    double: int
    tiles: list[Tile]
    hand: int
    engine: RoundEngine
    stage: str = "commit"
    commits: dict[int, bytes] = field(default_factory=dict)
    shuffles: list[list[bytes]] = field(default_factory=list)
    locks: list[list[bytes]] = field(default_factory=list)
    dealt: set[int] = field(default_factory=set)
    keys: dict[tuple[int, int], bytes] = field(default_factory=dict)
    # transcript records with the log entry that carried each
    records: list[tuple[tuple[Any, ...], int]] = field(default_factory=list)
    commit_entry: dict[int, int] = field(default_factory=dict)
    step_entry: dict[tuple[str, int], int] = field(default_factory=dict)
    reveal_entry: dict[int, int] = field(default_factory=dict)
    moves: list[tuple[str, int, tuple[Any, ...], int]] = field(default_factory=list)
    pending: tuple[int, set[int]] | None = None
    opened: dict[int, Tile] = field(default_factory=dict)
    reveals: dict[int, bytes] = field(default_factory=dict)
    ended_at: int | None = None
    anomaly: tuple[int, int, int] | None = None  # (seat, pos, entry)

    @property
    def size(self) -> int:
        return len(self.tiles)


@dataclass
class RoundSummary:
    double: int
    went_out: int | None
    pips: list[int]
    scores: list[int]
    tiles: list[Tile]
    owners: list[int | None]
    final_hands: list[list[Tile]]
    dealt: list[list[Tile]]
    drawn: list[list[Tile]]
    played: list[list[Tile]]
    cards_opened: int = 0
    out_on_double: bool = False
    winners: list[int] = field(default_factory=list)


class Verifier:
    """Feeds entries in order (6.3); raises VerifyError at the first failure."""

    def __init__(self) -> None:
        self.hashes: list[bytes] = []
        self.hash_index: dict[bytes, int] = {}
        self.host_key: bytes | None = None
        self.game_id: bytes | None = None
        self.group = EDWARDS  # 4.1: set by the open's options
        self.rules: dict[str, Any] = {}
        self.seats = 0
        self.keys: dict[int, bytes] = {}
        self.names: dict[int, str] = {}
        self.counters: dict[int, int] = {}
        self.seen: dict[int, int] = {}
        self.stage = "open"
        self.round: RoundState | None = None
        self.summaries: list[RoundSummary] = []
        self.totals: list[int] = []
        self.winners: list[int] = []
        self.aborted = False
        self.opened = False  # entry 0 accepted: ruleset, players, names are known (6.3)
        self.abort: dict[str, Any] | None = None

    # -- entries and messages
    def feed(self, entry_bytes: bytes) -> None:
        idx = len(self.hashes)

        def fail(reason: str, seat: int | None = -1) -> VerifyError:
            return VerifyError(idx, seat, reason)

        try:
            entry = unpack_canonical(entry_bytes)
        except NotCanonical as exc:
            raise fail(f"entry: {exc}") from exc
        if not (
            isinstance(entry, list)
            and len(entry) == 4
            and _is_int(entry[0])
            and _bin(entry[1], 32)
            and isinstance(entry[2], bytes)
            and _bin(entry[3], 64)
        ):
            raise fail("entry layout")
        index, prev, message, host_sig = entry
        if index != idx:
            raise fail(f"index {index}, expected {idx}")
        if prev != (self.hashes[-1] if self.hashes else ZERO32):
            raise fail("prev does not match the hash of the previous entry")
        try:
            signed = unpack_canonical(message)
            if not (
                isinstance(signed, list)
                and len(signed) == 2
                and isinstance(signed[0], bytes)
                and _bin(signed[1], 64)
            ):
                raise NotCanonical("signed message layout")
            body = unpack_canonical(signed[0])
        except NotCanonical as exc:
            raise fail(f"message: {exc}") from exc
        if not within_limits(signed) or not within_limits(body):
            raise fail("message beyond the limits of 8.5")
        if not (isinstance(body, list) and len(body) == 8):
            raise fail("message body is not an 8-item array")
        version, game_id, rnd, kind, seat, counter, seen, payload = body
        if idx == 0:
            # entry 0 is the host's open; its host_key verifies every entry
            if kind != "open" or not isinstance(payload, list) or len(payload) not in (5, 6):
                raise fail("entry 0 is not an open")
            # 5.4: the options; this verifier knows only the group's (4.1), not 4.12's proofs
            # (an empty list is left to the payload's own check, 5.4: it is refused there)
            if len(payload) == 6 and payload[5] != []:
                if payload[5] != [RISTRETTO]:
                    raise fail("unsupported table options")
                self.group = RISTRETTO
                payload = payload[:5]
            if not _bin(payload[3], 32) or not nb.crypto_core_ed25519_is_valid_point(payload[3]):
                raise fail("bad host key")
            self.host_key = payload[3]
        assert self.host_key is not None
        if not verify_sig(self.host_key, DST_ENTRY + pack([index, prev, message]), host_sig):
            raise fail("bad host signature")
        # message layout (5.3, 5.4)
        if version != 1:
            raise fail("version is not 1")
        if not _bin(game_id, 16):
            raise fail("game_id is not bin 16")
        if not (_is_int(rnd) and _is_int(seat) and _is_int(counter) and counter >= 0):
            raise fail("round/seat/counter not ints")
        if not (-1 <= rnd <= 100 and -1 <= seat <= 9):
            raise fail("round or seat out of range (5.3)")
        if not isinstance(kind, str) or kind not in ALL_KINDS:
            raise fail(f"unknown kind {kind!r}")
        if not _bin(seen, 32):
            raise fail("seen is not bin 32")
        if not isinstance(payload, list):
            raise fail("payload is not an array")
        if (rnd == -1) != (kind in TABLE_KINDS):
            raise fail("round field does not match the kind")  # 5.3: does not decode
        err = payload_error(kind, payload)
        if err:
            raise fail(err)  # 5.4: does not decode, the host's fault (6.3)
        if idx == 0:
            self.game_id = game_id
            self.seats = payload[2] if _is_int(payload[2]) else 0
            self.rules = payload[1] if isinstance(payload[1], dict) else {}
        if game_id != self.game_id:
            raise fail("wrong game id", seat)
        if (seat == -1) != (kind in HOST_KINDS):
            raise fail(f"{kind} from the wrong signer", seat)
        if seat != -1 and not 0 <= seat < self.seats:
            raise fail("no such seat", seat)
        if kind in ROUND_KINDS and (self.round is None or rnd != self.round.r):
            raise fail("message for another round", seat)
        # signer key and signature
        if kind == "join":
            key = payload[1]
            if not nb.crypto_core_ed25519_is_valid_point(key):
                raise fail("identity key is not a valid point", seat)
        elif seat == -1:
            key = self.host_key
        else:
            if seat not in self.keys:
                raise fail("seat has not joined", seat)
            key = self.keys[seat]
        if not verify_sig(key, DST_MESSAGE + signed[0], signed[1]):
            raise fail("bad message signature", seat)
        # counter and seen
        if seat in self.counters and counter <= self.counters[seat]:
            raise fail("counter not increasing", seat)
        if seen == ZERO32:
            seen_idx = -1
        elif seen in self.hash_index:
            seen_idx = self.hash_index[seen]
        else:
            raise fail("seen is not a hash the log holds", seat)
        if seen_idx < self.seen.get(seat, -1):
            raise fail("seen older than the signer's previous seen", seat)
        # the table (section 7)
        try:
            self._apply(idx, kind, seat, payload)
        except RuleViolation as exc:
            raise VerifyError(idx, exc.seat, exc.reason) from exc
        self.counters[seat] = counter
        self.seen[seat] = seen_idx
        h = entry_hash(entry_bytes)
        self.hashes.append(h)
        self.hash_index[h] = idx

    def stage_name(self) -> str:
        """7.1's stage names."""
        if self.stage == "round" and self.round is not None:
            return self.round.stage
        return self.stage

    def awaited(self) -> list[int]:
        """The seats whose message the table waits for (6.3, `abort.awaited`)."""
        n, rs, stage = self.seats, self.round, self.stage_name()
        if stage == "lobby":
            return [s for s in range(n) if s not in self.keys]
        if self.stage != "round" or rs is None:
            return []
        if stage == "commit":
            return [s for s in range(n) if s not in rs.commits]
        if stage in ("shuffle", "lock"):
            return [len(rs.shuffles if stage == "shuffle" else rs.locks)]
        if stage == "deal":
            return [s for s in range(n) if s not in rs.dealt]
        if stage == "reveal":
            return [s for s in range(n) if s not in rs.reveals]
        if rs.pending is not None:
            return sorted(rs.pending[1])
        return [rs.engine.turn]

    def evidence(self, entry_bytes: bytes) -> bool:
        """6.3: a failing message is its seat's evidence only if that seat signed it, for this
        game, with a fresh counter, against exactly the previous entry."""
        try:
            signed = unpack_canonical(unpack_canonical(entry_bytes)[2])
            body = unpack_canonical(signed[0])
            _v, game_id, _r, kind, seat, counter, seen, _p = body
        except Exception:
            return False
        if kind == "join" or not _is_int(seat) or seat not in self.keys or not self.hashes:
            return False
        if game_id != self.game_id or seen != self.hashes[-1]:
            return False
        if not _is_int(counter) or counter <= self.counters.get(seat, -1):
            return False
        return verify_sig(self.keys[seat], DST_MESSAGE + signed[0], signed[1])

    # -- table stages (7.1)
    def _apply(self, idx: int, kind: str, seat: int, p: list[Any]) -> None:
        def fail(reason: str, cheating: bool = False) -> VerifyError:
            return VerifyError(idx, seat, reason, cheating)

        if self.stage == "over":
            raise fail("entry after the match ended")
        if kind == "abort":
            if not -1 <= p[0] < self.seats:
                raise fail("abort names no seat of the table")
            self.abort = {
                "entry": idx,
                "seat": p[0],
                "reason": p[1],
                "stage": self.stage_name(),
                "round": self.round.r if self.stage == "round" and self.round else None,
                "awaited": self.awaited(),
            }
            named = p[0] in self.abort["awaited"]
            cause = "host" if not named else "withheld" if self.stage_name() == "reveal" else "silent"
            self.abort["cause"] = cause
            self.stage, self.aborted = "over", True
            return
        if kind == "open":
            if self.stage != "open":
                raise fail("second open")
            if len(p) == 6:
                # 4.12: verified-shuffle is the only option; this verifier does not check proofs
                raise fail(f"table options {p[5]} are not supported here")
            err = validate_ruleset(p[1])
            if err:
                raise fail(f"ruleset: {err}")
            if not p[1]["min_players"] <= p[2] <= p[1]["max_players"]:
                raise fail("seats outside the ruleset's range")
            self.stage = "lobby"
            self.opened = True
            return
        if kind == "join":
            if self.stage != "lobby":
                raise fail("join outside the lobby")
            if seat in self.keys or p[1] in self.keys.values():
                raise fail("seat taken or key already seated")
            self.keys[seat] = p[1]
            self.names[seat] = p[0]
            return
        if kind == "start":
            if self.stage != "lobby" or len(self.keys) != self.seats:
                raise fail("start before every seat is taken")
            self._begin_round(0)
            return
        if kind == "end":
            if self.stage != "closing":
                raise fail("end before the match is over")
            if p[0] != self.totals or p[1] != self.winners:
                raise fail(f"end says {p}, computed {[self.totals, self.winners]}")
            self.stage = "over"
            return
        rs = self.round
        if self.stage != "round" or rs is None:
            raise fail(f"{kind} outside a round")
        d, n = rs.size, self.seats
        if kind == "commit":
            if rs.stage != "commit" or seat in rs.commits:
                raise fail("commit out of stage or repeated")
            rs.commits[seat] = p[0]
            rs.commit_entry[seat] = idx
            if len(rs.commits) == n:
                rs.stage = "shuffle"
        elif kind in ("shuffle", "lock"):
            steps = rs.shuffles if kind == "shuffle" else rs.locks
            if rs.stage != kind or seat != len(steps):
                raise fail(f"{kind} step out of turn")
            pts = p[0]
            if len(pts) != d or len(set(pts)) != d:
                raise fail(f"{kind} step: wrong size or a repeated point", True)
            if self.group == RISTRETTO and not all(valid_point(x, RISTRETTO) for x in pts):
                raise fail(f"{kind} step: a card is no ristretto255 element", True)
            steps.append(pts)
            rs.step_entry[(kind, seat)] = idx
            if len(steps) == n:
                rs.stage = "lock" if kind == "shuffle" else "deal"
        elif kind == "deal":
            if rs.stage != "deal" or seat in rs.dealt:
                raise fail("deal out of stage or repeated")
            want = [i for q in range(n) if q != seat for i in range(q * rs.hand, (q + 1) * rs.hand)]
            if [r[0] for r in p[0]] != want:
                raise fail("deal does not cover the other hands in order")
            for i, key in p[0]:
                self._take_key(rs, idx, seat, i, key)
            rs.dealt.add(seat)
            if len(rs.dealt) == n:
                rs.stage = "turns"
        elif kind == "release":
            if rs.stage != "turns" or rs.pending is None:
                raise fail("release with no draw pending")
            pos, waiting = rs.pending
            if seat not in waiting or p[0] != pos:
                raise fail("release not for the drawn position, or repeated")
            self._take_key(rs, idx, seat, pos, p[1])
            waiting.discard(seat)
            if not waiting:
                rs.pending = None
        elif kind in TURN_KINDS:
            if rs.stage != "turns":
                raise fail(f"{kind} outside the turns stage")
            if rs.pending is not None:
                raise fail("move while releases are pending")
            self._move(rs, idx, kind, seat, p)
        elif kind == "anomaly":
            if rs.stage not in ("deal", "turns"):
                raise fail("anomaly outside deal/turns")
            rs.anomaly = (seat, p[0], idx)
            rs.stage, rs.ended_at = "reveal", idx
        elif kind == "reveal":
            if rs.stage != "reveal" or seat in rs.reveals:
                raise fail("reveal out of stage or repeated")
            head = self.hash_index.get(p[1])
            assert rs.ended_at is not None
            if head is None or head < rs.ended_at:
                raise fail("reveal head is not at or after the round's end")
            rs.reveals[seat] = p[0]
            rs.reveal_entry[seat] = idx
            if len(rs.reveals) == n:
                self._finish_round(idx)

    def _take_key(self, rs: RoundState, idx: int, seat: int, pos: int, key: bytes) -> None:
        if pos >= rs.size or canonical_scalar(key) is None:
            raise VerifyError(idx, seat, "released key is not a canonical scalar", True)
        if (seat, pos) in rs.keys:
            raise VerifyError(idx, seat, "second release of a key")
        rs.keys[(seat, pos)] = key
        rs.records.append((("release", seat, pos, key), idx))

    def _open(self, rs: RoundState, pos: int) -> Tile | None:
        """Open a card whose every key is public; None when it opens to no tile of the deck."""
        prod = 1
        for j in range(self.seats):
            prod = prod * int_le(rs.keys[(j, pos)]) % L
        try:
            point = smul(pow(prod, -1, L), rs.locks[-1][pos], self.group)
        except RuntimeError:
            return None
        for tile in rs.tiles:
            if cached_point(tile, self.group) == point:
                return tile
        return None

    def _spend(self, rs: RoundState, idx: int, seat: int, pos: int, key: bytes) -> Tile | None:
        eng = rs.engine
        if pos >= rs.size or pos not in eng.hands[seat]:
            raise VerifyError(idx, seat, "position not held by the seat")
        if any((j, pos) not in rs.keys for j in range(self.seats) if j != seat):
            raise VerifyError(idx, seat, "position not fully released to the seat")
        self._take_key(rs, idx, seat, pos, key)
        return self._open(rs, pos)

    def _move(self, rs: RoundState, idx: int, kind: str, seat: int, p: list[Any]) -> None:
        eng = rs.engine
        if seat != eng.turn:
            raise VerifyError(idx, seat, f"not on turn (seat {eng.turn} is)")
        if kind in ("play", "place_engine"):
            claimed = tuple(p[1]) if kind == "play" else (eng.engine, eng.engine)
            self._play_rules(rs, idx, kind, seat, p, claimed)  # 7.2 step 3
            tile = self._spend(rs, idx, seat, p[0], p[-1])  # step 4, and the opening of step 5
            rs.records.append((("claim", seat, p[0], claimed), idx))
            verdict = self._classify(rs, p[0], tile, claimed)
            if verdict == "false claim":
                raise VerifyError(idx, seat, f"false claim: card opens to {tile}", True, True)
            if verdict == "garbage":  # ends the round for the early audit (7.1)
                rs.anomaly = (seat, p[0], idx)
                rs.stage, rs.ended_at = "reveal", idx
                return
            assert tile is not None
            rs.opened[p[0]] = tile
            if kind == "play":
                eng.play(seat, p[0], tile, p[2])
            else:
                eng.place_engine(seat, p[0])
        elif kind == "draw":
            pos = eng.draw(seat)
            rs.records.append((("draw", seat, pos), idx))
            rs.pending = (pos, set(range(self.seats)) - {seat})
        elif kind == "no_engine":
            eng.no_engine_claim(seat)
        elif kind == "pass":
            eng.pass_turn(seat)
        else:
            eng.end_build(seat)
        rs.moves.append((kind, seat, tuple(p), idx))
        if eng.over:
            rs.stage, rs.ended_at = "reveal", idx

    def _play_rules(
        self, rs: RoundState, idx: int, kind: str, seat: int, p: list[Any], claimed: Tile
    ) -> None:
        """7.2 step 3: the engine with the claimed tile, before the card is opened."""
        eng = rs.engine
        if kind == "play":
            if claimed[0] > claimed[1] or not -1 <= p[2] < self.seats:
                raise VerifyError(idx, seat, "tile high end first, or no such train")
            if eng.phase != "turns":
                raise VerifyError(idx, seat, "play before the engine is placed")
            err = eng.play_error(seat, p[0], claimed, p[2])
            if err:
                raise VerifyError(idx, seat, err)
        elif eng.phase != "engine" or p[0] not in eng.hands[seat]:
            raise VerifyError(idx, seat, "does not hold the engine at that position")

    @staticmethod
    def _classify(rs: RoundState, pos: int, tile: Tile | None, claimed: Tile) -> str:
        """7.2 step 5: no valid point or no tile is garbage; then a tile other than the claim
        is a false claim; then a tile already opened at another position is garbage."""
        if tile is None:
            return "garbage"
        if tile != claimed:
            return "false claim"
        if any(t == tile and q != pos for q, t in rs.opened.items()):
            return "garbage"
        return "ok"

    def _begin_round(self, r: int) -> None:
        rules, n = self.rules, self.seats
        tiles = deck_tiles(rules, r)
        h = hand_size(rules, n)
        assert h is not None
        double = round_double(rules, r)
        # the public engine knows the tiles of opened (played) cards: place_engine checks one
        opened: dict[int, Tile] = {}
        engine = RoundEngine(rules, n, h, len(tiles), double, r % n, opened.get, False)
        self.round = RoundState(
            r=r, double=double, tiles=tiles, hand=h, engine=engine, opened=opened
        )
        self.stage = "round"

    def _finish_round(self, idx: int) -> None:
        """7.3: audit, anomaly, full replay, scores."""
        rs = self.round
        assert rs is not None
        n = self.seats
        if len(rs.shuffles) < n or len(rs.locks) < n:
            raise VerifyError(idx, None, "round stopped before the deck was final (unsupported)")
        t = Transcript(
            game_id=self.game_id or b"",
            round_no=rs.r,
            seats=n,
            tiles=rs.tiles,
            hand_size=rs.hand,
            commits=[rs.commits[j] for j in range(n)],
            shuffles=rs.shuffles,
            locks=rs.locks,
            events=[rec for rec, _ in rs.records],
            reveals=[rs.reveals[j] for j in range(n)],
            group=self.group,
        )
        try:
            result = audit(t)
        except AuditFailure as exc:
            if exc.step == "reveal":
                entry = rs.reveal_entry[exc.seat]
            elif exc.step in ("shuffle", "lock"):
                entry = rs.step_entry[(exc.step, exc.seat)]
            else:
                entry = rs.records[exc.index][1]
            raise VerifyError(entry, exc.seat, str(exc), True, True) from exc
        if rs.anomaly is not None:
            seat, _pos, entry = rs.anomaly
            raise VerifyError(entry, seat, "anomaly not confirmed by the audit", True, True)
        # every opened card agrees with the audit; the deck is a permutation of the tiles
        for pos, tile in rs.opened.items():
            if result.tiles[pos] != tile:
                raise VerifyError(idx, None, f"card {pos} opened differently from the audit")
        if sorted(result.tiles) != sorted(rs.tiles):
            raise VerifyError(idx, None, "deck is not a permutation of the tile set")
        # open every card of the final deck with every seat's derived key (4.6 step 3)
        for i, card in enumerate(rs.locks[-1]):
            prod = 1
            for sec in result.secrets:
                prod = prod * sec.lock_keys[i] % L
            if smul(pow(prod, -1, L), card, self.group) != cached_point(result.tiles[i], self.group):
                raise VerifyError(idx, None, f"card {i} does not open to its audited tile")
        # full-information replay (3, 7.3)
        full = RoundEngine(
            self.rules, n, rs.hand, rs.size, rs.double, rs.r % n, result.tiles.__getitem__, True
        )
        dealt = [[result.tiles[i] for i in range(p * rs.hand, (p + 1) * rs.hand)] for p in range(n)]
        drawn: list[list[Tile]] = [[] for _ in range(n)]
        played: list[list[Tile]] = [[] for _ in range(n)]
        for kind, seat, p, entry in rs.moves:
            try:
                if kind == "play":
                    full.play(seat, p[0], result.tiles[p[0]], p[2])
                    played[seat].append(result.tiles[p[0]])
                elif kind == "place_engine":
                    full.place_engine(seat, p[0])
                    played[seat].append(result.tiles[p[0]])
                elif kind == "draw":
                    drawn[seat].append(result.tiles[full.draw(seat)])
                elif kind == "no_engine":
                    full.no_engine_claim(seat)
                elif kind == "pass":
                    full.pass_turn(seat)
                else:
                    full.end_build(seat)
            except RuleViolation as exc:
                raise VerifyError(entry, exc.seat, f"replay: {exc.reason}", True, True) from exc
        if not full.over:
            raise VerifyError(idx, None, "replay did not reach the round's end")
        hands = [[result.tiles[i] for i in full.hands[p]] for p in range(n)]
        left, scores, round_winners = score_round(
            self.rules, hands, full.went_out, full.out_on_double
        )
        self.summaries.append(
            RoundSummary(
                double=full.engine,
                went_out=full.went_out,
                pips=left,
                scores=scores,
                tiles=result.tiles,
                owners=result.owners,
                final_hands=hands,
                dealt=dealt,
                drawn=drawn,
                played=played,
                cards_opened=len(rs.locks[-1]),
                out_on_double=full.went_out is not None and full.out_on_double,
                winners=round_winners,
            )
        )
        self.totals = [sum(s.scores[p] for s in self.summaries) for p in range(n)]
        best = (min if self.rules["scoring"] == "penalty" else max)(self.totals)
        self.winners = [p for p in range(n) if self.totals[p] == best]
        if rs.r + 1 < self.rules["rounds"]:
            self._begin_round(rs.r + 1)
        else:
            self.stage, self.round = "closing", None


def verify_sig(key: bytes, data: bytes, sig: bytes) -> bool:
    if not nb.crypto_core_ed25519_is_valid_point(key):
        return False
    try:
        VerifyKey(key).verify(data, sig)
    except BadSignatureError:
        return False
    return True


@dataclass
class LogResult:
    valid: bool
    entries: int
    verifier: Verifier
    error: VerifyError | None = None

    def summary(self) -> dict[str, Any]:
        """The object `verify --json` prints for a valid log (6.3)."""
        v = self.verifier
        return {
            "outcome": "valid" if self.valid else "invalid",
            "valid": self.valid,
            "readable": True,
            "entries": self.entries,
            "ruleset": v.rules.get("name"),
            "players": v.seats,
            "names": [v.names.get(s) for s in range(v.seats)],
            "rounds": [
                {
                    "double": s.double,
                    "went_out": s.went_out,
                    "blocked": s.went_out is None,
                    "out_on_double": s.out_on_double,
                    "pips": s.pips,
                    "scores": s.scores,
                    "winners": s.winners,
                }
                for s in v.summaries
            ],
            "totals": v.totals,
            "winners": v.winners,
        }


def verify_log_bytes(data: bytes) -> LogResult:
    """Raises LogUnreadable; otherwise returns the result, with the first failure if any."""
    entries = read_log(data)
    v = Verifier()
    try:
        for e in entries:
            v.feed(e)
    except VerifyError as exc:
        return LogResult(False, len(entries), v, exc)
    if v.stage != "over" or v.aborted:
        err = VerifyError(len(entries), -1, "log does not end with the host's end")
        return LogResult(False, len(entries), v, err)
    return LogResult(True, len(entries), v)


# ---------------------------------------------------------------------------------------------
# 6.3 the `verify --json` object


def read_log_lenient(data: bytes) -> tuple[list[bytes], str | None, bool]:
    """(entries, why reading stopped early or None, header ok): 6.2, stopping at damage."""
    unpacker = msgpack.Unpacker(raw=False, strict_map_key=False, max_bin_len=1 << 20)
    unpacker.feed(data)
    start, header, entries = 0, False, []
    while True:
        try:
            obj = unpacker.unpack()
        except msgpack.OutOfData:
            return entries, (None if start == len(data) else "truncated"), header
        except Exception as exc:
            return entries, f"unreadable: {exc}", header
        end = unpacker.tell()
        if not header:
            if obj != LOG_MAGIC or pack(obj) != data[start:end]:
                return [], "no header", False
            header = True
        elif not isinstance(obj, bytes) or pack(obj) != data[start:end]:
            return entries, "not a canonical bin entry", header
        else:
            entries.append(obj)
        start = end


def _round_json(s: RoundSummary) -> dict[str, Any]:
    return {
        "double": s.double,
        "went_out": s.went_out,
        "blocked": s.went_out is None,
        "out_on_double": s.out_on_double,
        "pips": s.pips,
        "scores": s.scores,
        "winners": s.winners,
    }


def verdict(data: bytes) -> dict[str, Any]:
    """The object `mextrain verify --json` prints (6.3), from SPEC.md alone."""
    entries, damage, header = read_log_lenient(data)
    if not header or not entries:
        return {
            "outcome": "unreadable", "valid": False, "readable": False, "entries": 0,
            "blame": {"seat": None, "entry": None, "reason": damage or "no entries"},
            "cheater": False,
        }  # fmt: skip
    v = Verifier()
    out: dict[str, Any] = {"outcome": "invalid", "valid": False, "readable": True}
    failure: tuple[int, dict[str, Any], bool] | None = None
    count = 0
    for idx, e in enumerate(entries):
        if v.stage == "over":
            failure = (idx, {"seat": None, "entry": idx, "reason": "after the end"}, False)
            break
        try:
            v.feed(e)
        except VerifyError as exc:
            if exc.recorded:
                failure = (idx, {"seat": exc.seat, "entry": exc.entry, "reason": exc.reason}, True)
            elif exc.seat != -1 and idx > 0 and v.evidence(e):
                seat = unpack_canonical(unpack_canonical(unpack_canonical(e)[2])[0])[4]
                failure = (idx, {"seat": seat, "entry": idx, "reason": exc.reason}, True)
            else:
                failure = (idx, {"seat": -1, "entry": idx, "reason": exc.reason}, False)
            break
        count = idx + 1
    if failure is None and damage is not None:
        failure = (count, {"seat": None, "entry": count, "reason": damage}, False)
    if failure is None and v.stage != "over":
        failure = (count, {"seat": None, "entry": count, "reason": "no end"}, False)
    out["entries"] = failure[0] if failure else count
    if v.opened:
        out["ruleset"] = v.rules["name"]
        out["players"] = v.seats
        out["names"] = [v.names.get(s) for s in range(v.seats)]
    if failure is not None:
        out["blame"], out["cheater"] = failure[1], failure[2]
        return out
    if v.abort is not None:
        out["outcome"] = "aborted"
        out["abort"] = v.abort
        out["rounds"] = [_round_json(s) for s in v.summaries]
        return out
    out.update(outcome="valid", valid=True)
    out["rounds"] = [_round_json(s) for s in v.summaries]
    out["totals"], out["winners"] = v.totals, v.winners
    return out


EXIT = {"valid": 0, "invalid": 1, "unreadable": 2, "aborted": 3}


if __name__ == "__main__":  # a verifier for `mextrain conformance`: python independent.py FILE
    import json
    import sys

    try:
        with open(sys.argv[1], "rb") as f:
            blob = f.read(100 << 20)
    except OSError as exc:
        print(f"cannot read: {exc}", file=sys.stderr)
        sys.exit(2)
    result = verdict(blob)
    print(json.dumps(result, indent=2))
    sys.exit(EXIT[result["outcome"]])
