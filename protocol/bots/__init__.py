"""The bots: strategies from a seat's view of a round to the move it makes.

Strategies by name and the greedy and random players (:mod:`.strategies`), the heuristic levels
(:mod:`.levels`), what a seat may infer about hidden tiles (:mod:`.infer`), the fast round
simulator search plays out on (:mod:`.sim`, played out by :mod:`.playout`), the searching
``expert`` (:mod:`.expert`) and an information-set tree search for its seat (:mod:`.ismcts`),
the hint key's advice (:mod:`.hints`), the review of a finished round's decisions
(:mod:`.analysis`) and whole bot matches with full information (:mod:`.simulate`). A bot reads
only what its seat may see.
"""

from .analysis import (
    BLUNDER,
    DEFAULT_DEALS,
    MISTAKE,
    MoveReview,
    RoundPlay,
    Summary,
    review_game,
    review_round,
    summarize,
)
from .analysis_models import SeatModel
from .analysis_stats import FAMILY_LEVEL
from .expert import DEFAULT_PLAYOUTS, THINK_PLAYOUT_CAP, ExpertBot, SearchResult, TimeLeft, search
from .hints import Hint, hint, name_words, sure_gain
from .ismcts import IsmctsBot, ismcts_search
from .simulate import MAX_EVENTS_PER_ROUND, PlayedRound, round_deck, simulate_match
from .strategies import STRATEGIES, Strategy, decide, greedy_strategy, strategy

__all__ = [
    "BLUNDER",
    "DEFAULT_DEALS",
    "DEFAULT_PLAYOUTS",
    "FAMILY_LEVEL",
    "MAX_EVENTS_PER_ROUND",
    "MISTAKE",
    "STRATEGIES",
    "THINK_PLAYOUT_CAP",
    "ExpertBot",
    "Hint",
    "IsmctsBot",
    "MoveReview",
    "PlayedRound",
    "RoundPlay",
    "SearchResult",
    "SeatModel",
    "Strategy",
    "Summary",
    "TimeLeft",
    "decide",
    "greedy_strategy",
    "hint",
    "ismcts_search",
    "name_words",
    "review_game",
    "review_round",
    "round_deck",
    "search",
    "simulate_match",
    "strategy",
    "summarize",
    "sure_gain",
]
