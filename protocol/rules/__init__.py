"""The rules of Mexican Train: tiles, rulesets, the round engine and scoring.

Everything a game rule decides lives here and nowhere else: the double-N tile set and its
notation (:mod:`.tiles`), every variant of the seed texts as a :class:`Ruleset` field with its
presets (:mod:`.ruleset`), the limits a ruleset must meet on the wire (:mod:`.limits`), the same
ruleset told in prose (:mod:`.prose`), the event-sourced state machine of one round
(:mod:`.engine`, on the state and events of :mod:`.round_state`, with what is legal in
:mod:`.legality`) and round and match scores (:mod:`.scoring`). It knows nothing of
cryptography.
"""

from .engine import (
    MEXICAN,
    Draw,
    EndBuild,
    Event,
    NoEngine,
    Pass,
    Phase,
    PlaceEngine,
    Play,
    RoundState,
    allowed_trains,
    apply,
    draw_rule,
    duty,
    learn,
    legal_actions,
    new_round,
    replay_round,
    view_for,
)
from .limits import check_wire_ruleset
from .prose import explain
from .ruleset import (
    PRESETS,
    BlockedTie,
    BlockedWinner,
    DoubleDuty,
    DrawRule,
    EngineMissing,
    EngineMode,
    FirstTurn,
    FollowUp,
    LastDouble,
    OpenDoubles,
    Ruleset,
    Scoring,
    preset,
)
from .scoring import MatchOutcome, RoundOutcome, score_match, score_round
from .tiles import Tile, tile, tile_index, tile_set

__all__ = [
    "MEXICAN",
    "PRESETS",
    "BlockedTie",
    "BlockedWinner",
    "DoubleDuty",
    "Draw",
    "DrawRule",
    "EndBuild",
    "EngineMissing",
    "EngineMode",
    "Event",
    "FirstTurn",
    "FollowUp",
    "LastDouble",
    "MatchOutcome",
    "NoEngine",
    "OpenDoubles",
    "Pass",
    "Phase",
    "PlaceEngine",
    "Play",
    "RoundOutcome",
    "RoundState",
    "Ruleset",
    "Scoring",
    "Tile",
    "allowed_trains",
    "apply",
    "check_wire_ruleset",
    "draw_rule",
    "duty",
    "explain",
    "learn",
    "legal_actions",
    "new_round",
    "preset",
    "replay_round",
    "score_match",
    "score_round",
    "tile",
    "tile_index",
    "tile_set",
    "view_for",
]
