"""Rulesets: every rule variant of the seed texts as a field of one frozen dataclass.

A ruleset is fixed in a table's first log entry and never changes during a match. Each preset
names the seed file it follows (``seeds/*.txt``); ``mextrain rules NAME`` prints one in full.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any

from ..errors import RulesetError
from ..text import is_text
from .limits import MAX_DESCRIPTION, MAX_DOUBLE_BLANK_PIPS, MAX_NAME, MAX_SEED
from .tiles import SUPPORTED_SETS, set_size


class EngineMode(StrEnum):
    """Where the round's double (the engine) comes from."""

    HELD = "held"
    """Dealt like any tile; its holder places it and starts; if nobody holds it, players draw in
    turn until it turns up (000, 001, 002)."""
    SET_ASIDE = "set_aside"
    """Taken out before the deal; the starting seat rotates each round (003)."""


class EngineMissing(StrEnum):
    """Held engine: what happens when nobody holds the round's double."""

    DRAW = "draw"
    """Seats draw in turn until it turns up (000: "cada jogador tira uma peça do centro ... até
    que a peça 12-12 seja encontrada"; 001, 002)."""
    HIGHEST_DOUBLE = "highest_double"
    """The highest double anyone holds opens the round instead (a common house rule); only if
    nobody holds any double do seats draw for the round's double."""


class FirstTurn(StrEnum):
    BUILD = "build"
    """Each seat's first turn lays as long a train as it can on its own train, nothing else
    (000, 001, 002)."""
    SINGLE = "single"
    """The first turn is an ordinary turn of one tile (003, 000 tip)."""


class DrawRule(StrEnum):
    MAY_PLAY = "may_play"
    """Draw one tile; you may play it if it fits, or pass (001: "pode usá-la")."""
    MUST_PLAY = "must_play"
    """Draw one tile; if it fits you must play it at once (000: "Se ele conseguir jogar, ele o
    faz"; 002; 003: "se combacia devi giocarla subito")."""
    UNTIL_PLAYABLE = "until_playable"
    """Keep drawing until a drawn tile fits (then play it) or the boneyard is empty (000 tip)."""


class BlockedWinner(StrEnum):
    """Who wins a blocked round under positive scoring."""

    FEWEST_PIPS = "fewest_pips"
    """The seat(s) with the fewest pips in hand (002 tip: "spelaren med färre poäng")."""
    FEWEST_TILES = "fewest_tiles"
    """The seat(s) with the fewest tiles in hand (000 tip: "o jogador com menos peças")."""


class BlockedTie(StrEnum):
    """What a tie for the blocked round's win means under positive scoring."""

    SHARED = "shared"
    """The tied seats split the pot (000/002 tips: "os dois dividem os pontos")."""
    NO_WINNER = "no_winner"
    """Nobody scores the round."""


class OpenDoubles(StrEnum):
    COVER_ANY = "cover_any"
    """An uncovered double must be covered by the next tile anyone plays; with several, any of
    them (000, 001, 003)."""
    IN_ORDER = "in_order"
    """Several uncovered doubles are covered in the order they were played (002)."""
    AT_MOST_ONE = "at_most_one"
    """A double may not be played while another double is uncovered (000/002 tips)."""


class FollowUp(StrEnum):
    """Where the extra tile a double earns may go."""

    ANYWHERE = "anywhere"
    """On any train open to the seat, the double or elsewhere (003: "può andare su qualsiasi
    treno"; 001: "no dobrado ou em outro trem")."""
    ON_DOUBLE = "on_double"
    """On that double only: the usual "satisfy the double" (000: "o próximo jogador deve jogar
    também"; a common house rule)."""


class DoubleDuty(StrEnum):
    """Who must cover a double left uncovered."""

    EVERYONE = "everyone"
    """The next seats, in turn, until one covers it (000, 001, 002, 003)."""
    LAYER_ONLY = "layer_only"
    """Only the seat that laid it, in its follow-up; after that the double binds nobody."""


class LastDouble(StrEnum):
    """A double as a seat's last tile."""

    OUT = "out"
    """Playing it empties the hand: the seat is out at once (000: "A única exceção é se a sua
    última peça for uma dupla, sendo assim você sai do jogo"; 002; 003)."""
    FORBIDDEN = "forbidden"
    """A double may not be a seat's last tile."""
    MUST_COVER = "must_cover"
    """It may be played, but the seat still owes its follow-up on that double: it draws (there
    is nothing left in hand) and is out once it covers it; with the boneyard empty it is out at
    once."""


class Scoring(StrEnum):
    PENALTY = "penalty"
    """Everyone scores the pips left in hand; lowest total wins (all seeds)."""
    POSITIVE = "positive"
    """Who goes out (or holds fewest pips when blocked) scores everyone else's pips; ties split
    the points; highest total wins (000/002 tips)."""


class RoundOrder(StrEnum):
    DESCENDING = "descending"
    """12-12, 11-11, ... down (000, 002, 003)."""
    ASCENDING = "ascending"
    """0-0, 1-1, ... up (000 tip)."""


@dataclass(frozen=True)
class Ruleset:
    """Every knob of the game. Build one from a preset with :func:`preset` and ``replace``."""

    name: str = "custom"
    seed: str = "none (a custom ruleset)"
    """Which seed text(s) this ruleset follows, e.g. ``000_1ca213da5abfe8ff.txt``."""
    max_pip: int = 12
    min_players: int = 2
    max_players: int = 10
    hand_sizes: tuple[tuple[int, int], ...] = ((6, 12), (8, 10), (10, 8))
    """``(up_to_players, tiles_each)`` brackets in increasing order."""
    engine: EngineMode = EngineMode.HELD
    engine_missing: EngineMissing = EngineMissing.DRAW
    """Held engine: nobody holds the round's double."""
    round_order: RoundOrder = RoundOrder.DESCENDING
    rounds: int = 13
    first_turn: FirstTurn = FirstTurn.BUILD
    mexican_on_first_turn: bool = False
    mexican_needs_own_train: bool = False
    """Variant: no tile on the Mexican train from a seat whose own train has no tile yet."""
    draw: DrawRule = DrawRule.MUST_PLAY
    """The draw rule of every turn after a seat's first."""
    first_turn_draw: DrawRule = DrawRule.UNTIL_PLAYABLE
    """The draw rule on a seat's first turn (000: a seat that cannot start its train "deve
    continuar pegando do monte até achar uma peça para jogar")."""
    open_doubles: OpenDoubles = OpenDoubles.COVER_ANY
    follow_up: FollowUp = FollowUp.ANYWHERE
    double_duty: DoubleDuty = DoubleDuty.EVERYONE
    marker_when_covering: bool = False
    """Variant (000/002 tips): covering a double on another train also puts your marker down,
    since you could not play on your own train that turn."""
    last_double: LastDouble = LastDouble.OUT
    scoring: Scoring = Scoring.PENALTY
    blocked_winner: BlockedWinner = BlockedWinner.FEWEST_TILES
    """Positive scoring: who wins a blocked round."""
    blocked_tie: BlockedTie = BlockedTie.SHARED
    """Positive scoring: what a tie for a blocked round's win means."""
    double_blank_pips: int = 0
    """What the 0-0 counts in hand at round end: 0 (003) or 50 (a common variant)."""
    out_on_double_doubles: bool = False
    """Variant (000 tip): going out on a double doubles the other players' points."""
    description: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        validate(self)

    # -- derived facts ---------------------------------------------------------------------

    @property
    def out_on_double(self) -> bool:
        """May a double be a seat's last tile (``last_double`` is not ``forbidden``)."""
        return self.last_double is not LastDouble.FORBIDDEN

    def hand_size(self, players: int) -> int:
        """Tiles dealt to each seat at a table of ``players``."""
        self.check_players(players)
        for up_to, size in self.hand_sizes:
            if players <= up_to:
                return size
        raise RulesetError(f"ruleset {self.name!r} has no hand size for {players} players")

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise RulesetError(
                f"ruleset {self.name!r} is for {self.min_players} to {self.max_players} players,"
                f" not {players}"
            )

    def round_doubles(self, rounds: int | None = None) -> tuple[int, ...]:
        """The engine double of each round, in play order."""
        count = self.rounds if rounds is None else rounds
        if not 1 <= count <= self.max_pip + 1:
            raise RulesetError(
                f"a double-{self.max_pip} match has 1 to {self.max_pip + 1} rounds, not {count}"
            )
        if self.round_order is RoundOrder.DESCENDING:
            return tuple(self.max_pip - r for r in range(count))
        return tuple(range(count))

    def deck_size(self) -> int:
        """Tiles shuffled and dealt each round (the set, less the engine when set aside)."""
        size = set_size(self.max_pip)
        return size - 1 if self.engine is EngineMode.SET_ASIDE else size

    def to_dict(self) -> dict[str, Any]:
        """Plain types only (enums as their values), for JSON and the wire."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Enum):
                value = value.value
            elif f.name == "hand_sizes":
                value = [list(pair) for pair in value]
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Ruleset:
        """Inverse of :meth:`to_dict`; unknown or badly typed fields are a :class:`RulesetError`."""
        names = {f.name: f for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - set(names))
        if unknown:
            raise RulesetError(f"unknown ruleset field(s): {', '.join(unknown)}")
        kwargs: dict[str, Any] = {}
        for key, value in data.items():
            kwargs[key] = _coerce(key, value)
        return cls(**kwargs)


_ENUMS: dict[str, type[Enum]] = {
    "engine": EngineMode,
    "engine_missing": EngineMissing,
    "follow_up": FollowUp,
    "double_duty": DoubleDuty,
    "last_double": LastDouble,
    "round_order": RoundOrder,
    "first_turn": FirstTurn,
    "draw": DrawRule,
    "first_turn_draw": DrawRule,
    "blocked_winner": BlockedWinner,
    "blocked_tie": BlockedTie,
    "open_doubles": OpenDoubles,
    "scoring": Scoring,
}
_BOOLS = {
    "mexican_on_first_turn",
    "mexican_needs_own_train",
    "marker_when_covering",
    "out_on_double_doubles",
}
_INTS = {"max_pip", "min_players", "max_players", "rounds", "double_blank_pips"}
_STRS = {"name", "seed", "description"}


def _coerce(key: str, value: Any) -> Any:
    if key in _ENUMS:
        enum = _ENUMS[key]
        try:
            return enum(value)
        except ValueError:
            allowed = ", ".join(str(m.value) for m in enum)
            raise RulesetError(f"{key} must be one of {allowed}, not {value!r}") from None
    if key in _BOOLS:
        if not isinstance(value, bool):
            raise RulesetError(f"{key} must be true or false, not {value!r}")
        return value
    if key in _INTS:
        if not isinstance(value, int) or isinstance(value, bool):
            raise RulesetError(f"{key} must be an integer, not {value!r}")
        return value
    if key in _STRS:
        if not isinstance(value, str):
            raise RulesetError(f"{key} must be a string, not {value!r}")
        return value
    if key == "hand_sizes":
        try:
            pairs = tuple((int(a), int(b)) for a, b in value)
        except (TypeError, ValueError):
            raise RulesetError(
                f"hand_sizes must be a list of [up_to_players, tiles] pairs, not {value!r}"
            ) from None
        return pairs
    raise RulesetError(f"unknown ruleset field {key!r}")


def validate(rules: Ruleset) -> None:
    """Raise :class:`RulesetError` naming the first knob that cannot work."""
    if rules.max_pip not in SUPPORTED_SETS:
        sets = ", ".join(f"double-{n}" for n in SUPPORTED_SETS)
        raise RulesetError(f"max_pip {rules.max_pip}: supported sets are {sets}")
    if not 2 <= rules.min_players <= rules.max_players <= 10:
        raise RulesetError(
            f"players must satisfy 2 <= min_players <= max_players <= 10,"
            f" got {rules.min_players}..{rules.max_players}"
        )
    if not rules.hand_sizes:
        raise RulesetError("hand_sizes is empty")
    last = 0
    for up_to, size in rules.hand_sizes:
        if up_to <= last:
            raise RulesetError(f"hand_sizes brackets must increase: {rules.hand_sizes}")
        if size < 1:
            raise RulesetError(f"a hand needs at least one tile, not {size}")
        last = up_to
    if last < rules.max_players:
        raise RulesetError(
            f"hand_sizes covers up to {last} players, max_players is {rules.max_players}"
        )
    if not 1 <= rules.rounds <= rules.max_pip + 1:
        raise RulesetError(
            f"rounds: a double-{rules.max_pip} match has 1 to {rules.max_pip + 1} rounds,"
            f" not {rules.rounds}"
        )
    texts = (
        ("name", rules.name, MAX_NAME, 1),
        ("seed", rules.seed, MAX_SEED, 1),
        ("description", rules.description, MAX_DESCRIPTION, 0),
    )
    for key, text, longest, shortest in texts:  # the wire limits (SPEC 2): refused here first
        if not is_text(text, longest, shortest):
            raise RulesetError(f"{key} must be printable text of {shortest}..{longest} characters")
    if not 0 <= rules.double_blank_pips <= MAX_DOUBLE_BLANK_PIPS:
        raise RulesetError(
            f"double_blank_pips must be 0..{MAX_DOUBLE_BLANK_PIPS}, not {rules.double_blank_pips}"
        )
    if rules.mexican_on_first_turn and rules.first_turn is FirstTurn.BUILD:
        raise RulesetError(
            "mexican_on_first_turn needs first_turn = single: a building first turn lays tiles"
            " on your own train only"
        )
    if rules.double_duty is DoubleDuty.LAYER_ONLY and rules.follow_up is FollowUp.ANYWHERE:
        raise RulesetError(
            "double_duty = layer_only needs follow_up = on_double: else nobody ever has to cover"
            " a double"
        )
    if rules.engine_missing is EngineMissing.HIGHEST_DOUBLE and rules.engine is not EngineMode.HELD:
        raise RulesetError(
            "engine_missing = highest_double needs engine = held: a set-aside engine is never"
            " missing"
        )
    deck = rules.deck_size()
    for players in range(rules.min_players, rules.max_players + 1):
        size = next(s for up_to, s in rules.hand_sizes if players <= up_to)
        if players * size > deck:
            raise RulesetError(
                f"hands do not fit the set: {players} players x {size} tiles = {players * size}"
                f" > {deck} tiles in a double-{rules.max_pip} deck"
            )


# -- presets -------------------------------------------------------------------------------

SEED_CLASSIC = "000_1ca213da5abfe8ff.txt, 002_2fff3d9afa9ed00d.txt"
SEED_BOXED = "001_969b684bb6ce4fe3.txt"
SEED_EXPRESS = "003_347a02f077a68352.txt"

PRESETS: dict[str, Ruleset] = {
    "classic": Ruleset(
        name="classic",
        seed=SEED_CLASSIC,
        draw=DrawRule.MUST_PLAY,
        first_turn_draw=DrawRule.UNTIL_PLAYABLE,
        blocked_winner=BlockedWinner.FEWEST_TILES,
        description=(
            "The wikiHow guide (000) and its Swedish translation (002): double-12, 12/10/8 tiles"
            " by table size, the holder of the round's double starts (draw in turn if nobody has"
            " it), a first turn that builds your own train (draw until a tile fits if you cannot"
            " start it), no Mexican train on the first turn, a drawn tile that fits must be"
            " played, 13 rounds from 12-12 down to 0-0, penalty scoring."
        ),
    ),
    "classic-ordered": Ruleset(
        name="classic-ordered",
        seed="002_2fff3d9afa9ed00d.txt",
        open_doubles=OpenDoubles.IN_ORDER,
        blocked_winner=BlockedWinner.FEWEST_PIPS,
        description=(
            "classic with 002's rule that several open doubles are covered in the order"
            " they were played."
        ),
    ),
    "boxed": Ruleset(
        name="boxed",
        seed=SEED_BOXED,
        min_players=4,
        hand_sizes=((4, 15), (6, 12), (8, 10), (10, 8)),
        draw=DrawRule.MAY_PLAY,
        first_turn_draw=DrawRule.MAY_PLAY,
        description=(
            "The boxed-set rules sheet (001): 4-10 players, 15/12/10/8 tiles, the first round"
            " builds as long a train as possible, then one tile on your own or the Mexican train,"
            " draw one (you may play it), marker; a double earns one more tile."
        ),
    ),
    "express": Ruleset(
        name="express",
        seed=SEED_EXPRESS,
        max_players=4,
        hand_sizes=((4, 15),),
        engine=EngineMode.SET_ASIDE,
        rounds=6,
        first_turn=FirstTurn.SINGLE,
        mexican_on_first_turn=True,
        draw=DrawRule.MUST_PLAY,
        first_turn_draw=DrawRule.MUST_PLAY,
        description=(
            "The online game's rules (003): 2-4 players, 15 tiles, the engine set aside and the"
            " start rotating, one tile a turn, a drawn tile that fits must be played, 6 rounds"
            " from 12-12 down to 7-7, 0-0 worth 0, ties share first place."
        ),
    ),
    "house": Ruleset(
        name="house",
        seed="000_1ca213da5abfe8ff.txt (Dicas)",
        first_turn=FirstTurn.SINGLE,
        open_doubles=OpenDoubles.AT_MOST_ONE,
        marker_when_covering=True,
        scoring=Scoring.POSITIVE,
        out_on_double_doubles=True,
        round_order=RoundOrder.ASCENDING,
        draw=DrawRule.UNTIL_PLAYABLE,
        first_turn_draw=DrawRule.UNTIL_PLAYABLE,
        blocked_winner=BlockedWinner.FEWEST_TILES,
        description=(
            "Every variant from 000's tips at once: one tile per turn from the start, at most one"
            " open double, a marker when you had to cover a double, positive scoring (a blocked"
            " round won by the fewest tiles) with split ties, going out on a double doubles the"
            " others' points, 0-0 up to 12-12, draw until you can play."
        ),
    ),
}


def preset(name: str) -> Ruleset:
    """The named preset; an unknown name is a :class:`RulesetError` listing the known ones."""
    try:
        return PRESETS[name]
    except KeyError:
        known = ", ".join(PRESETS)
        raise RulesetError(f"unknown ruleset {name!r}; presets are: {known}") from None
