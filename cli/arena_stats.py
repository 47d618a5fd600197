"""The arena's statistics: intervals that stay honest at the edges and with duplicate deals.

A win share is a proportion of matches (ties split), so its interval is Wilson's score
interval, which stays inside [0, 1] and is never a single point: 20 wins of 20 gives 83-100%,
not "100-100%". The matches of one deal (its seat rotations) are not independent draws; when
the spread of the per-deal shares shows they vary together more than independent matches would,
the count is shrunk by that design effect (Kish) before the interval is taken, so the interval
only ever widens for it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054
"""The two-sided 95% normal quantile."""


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) by the nearest-rank method; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[rank - 1]


def wilson(wins: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for ``wins`` successes in ``n`` trials (both may be fractional:
    a tie counts a share, a design effect shrinks ``n``). No trials: the whole of [0, 1]."""
    if n <= 0:
        return 0.0, 1.0
    p = min(1.0, max(0.0, wins / n))
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def design_effect(per_deal: Sequence[Sequence[float]]) -> float:
    """How much more the per-deal mean shares vary than independent matches would (at least 1).

    ``per_deal``: each deal's outcomes (1 won, 0 lost, a fraction for a tie) for one bot."""
    sizes = [len(d) for d in per_deal if d]
    if len(sizes) < 2:
        return 1.0
    values = [x for d in per_deal for x in d]
    n = len(values)
    p = sum(values) / n
    binomial = p * (1 - p)
    if binomial <= 0:
        return 1.0
    means = [sum(d) / len(d) for d in per_deal if d]
    m = sum(sizes) / len(sizes)
    grand = sum(means) / len(means)
    between = sum((x - grand) ** 2 for x in means) / (len(means) - 1)
    return max(1.0, between * m / binomial)


def share_interval(per_deal: Sequence[Sequence[float]]) -> tuple[float, float]:
    """A 95% interval for a bot's win share over the matches of ``per_deal`` (see the module)."""
    n = sum(len(d) for d in per_deal)
    wins = sum(sum(d) for d in per_deal)
    effect = design_effect(per_deal)
    return wilson(wins / effect, n / effect)
