"""The review's statistics: a paired difference over sampled deals, and an interval for it that
holds for every decision of a game at once.

A game has hundreds of decisions; a 95% interval for each would let about one in forty
innocent choices look surely costly. So each interval is drawn at ``level / family`` (a
Bonferroni bound over the ``family`` decisions measured): the chance that *any* of the game's
intervals misses its decision's true cost is at most ``level``. The quantile is Student's t
with the deals' degrees of freedom (the spread is estimated from the same deals), computed
exactly for whole degrees of freedom, so few deals give honestly wide intervals.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

FAMILY_LEVEL = 0.05
"""The chance, over a whole analysis, that any decision's interval misses its true cost."""


@dataclass(frozen=True)
class Paired:
    """The mean of ``a - b`` over the deals both were played on, and its standard error."""

    mean: float
    se: float
    deals: int


def paired(a: Sequence[float], b: Sequence[float]) -> Paired:
    """``a - b`` deal by deal over their common first deals (0 deals: nothing to say)."""
    n = min(len(a), len(b))
    if n == 0:
        return Paired(0.0, math.inf, 0)
    diffs = [x - y for x, y in zip(a[:n], b[:n], strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return Paired(mean, math.inf, n)
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return Paired(mean, math.sqrt(var / n), n)


def interval(p: Paired, level: float, family: int) -> tuple[float, float]:
    """The two-sided interval of ``p.mean`` at ``level / family``: (low, high)."""
    if p.deals < 2 or not math.isfinite(p.se):
        return (-math.inf, math.inf)
    if p.se == 0:
        return (p.mean, p.mean)
    q = t_quantile(level / max(1, family), p.deals - 1)
    return (p.mean - q * p.se, p.mean + q * p.se)


@lru_cache(maxsize=64)
def t_quantile(tail: float, df: int) -> float:
    """The ``t`` with P(|T| > t) = ``tail`` for Student's T with ``df`` degrees of freedom
    (bisection on the exact distribution)."""
    if not 0 < tail < 1 or df < 1:
        raise ValueError(f"no t quantile for a tail of {tail} at {df} degrees of freedom")
    low, high = 0.0, 1.0
    while t_tail(high, df) > tail:
        low, high = high, high * 2
    for _ in range(100):
        mid = (low + high) / 2
        if t_tail(mid, df) > tail:
            low = mid
        else:
            high = mid
        if high - low < 1e-9 * high:
            break
    return high


def t_tail(t: float, df: int) -> float:
    """P(|T| > t) for Student's T with ``df`` (whole) degrees of freedom: the finite series of
    its distribution function in the angle atan(t / sqrt(df))."""
    theta = math.atan(abs(t) / math.sqrt(df))
    cos2 = math.cos(theta) ** 2
    if df % 2 == 1:
        total = 0.0
        if df > 1:
            term = math.cos(theta)
            total = term
            for j in range(1, (df - 1) // 2):
                term *= cos2 * (2 * j) / (2 * j + 1)
                total += term
        inside = 2 / math.pi * (theta + math.sin(theta) * total)
    else:
        term = total = 1.0
        for j in range(1, df // 2):
            term *= cos2 * (2 * j - 1) / (2 * j)
            total += term
        inside = math.sin(theta) * total
    return max(0.0, 1.0 - inside)
