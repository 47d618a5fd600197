"""The end of a match at the host: whom it still waits for (SPEC.md 8.5 step 7).

A joiner says ``bye`` once it holds the last entry (``end`` or ``abort``), then hangs up. A
hang-up alone proves nothing: a connection that broke just before the end (a relay that
mangled a frame, a network glitch) ends the same way, and its joiner is on its way back for
that entry, which only this host can give it. So the host stays up until every seat a joiner
held lately has said ``bye``, at most :data:`LINGER` seconds; a seat whose joiner left long
before the end (it quit, its machine died) is not waited for.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping

LINGER = 30.0
"""The longest a host stays up after the end for its joiners' ``bye``: time for a joiner that
lost its connection at the end to come back through a relay (a resume token that nobody waits
on, 5 s, then a slot's handshake, whose answers may each take 5 s, and a retry)."""
LATELY = LINGER
"""A seat whose joiner left more than this long before the end is not waited for."""


JUNK_COMEBACK = 3.0
"""A seat whose connection the host cut for junk after the end is waited for this long to come
back, not :data:`LINGER`: its ``bye`` was behind its junk, and a joiner that holds the last
entry does not come back to say it again; one that lacks it reconnects at once."""


def owed(
    joiners: Iterable[int],
    connected: Collection[int],
    left_at: Mapping[int, float],
    byes: Collection[int],
    ended_at: float,
    junk_cut_after_end: Mapping[int, float] | None = None,
    now: float = 0.0,
) -> set[int]:
    """The seats that may still lack the last entry: of ``joiners`` (the seats that joined
    from elsewhere), those ``connected`` now or whose last connection ended less than
    :data:`LATELY` seconds before ``ended_at``, and that have not said ``bye``; of those cut
    for junk after the end (``junk_cut_after_end``: when, by the clock of ``now``), only the
    ones connected again or cut less than :data:`JUNK_COMEBACK` seconds ago."""
    lately = {s for s, at in left_at.items() if at > ended_at - LATELY}
    cut = junk_cut_after_end or {}
    gone = {s for s, at in cut.items() if s not in connected and now - at >= JUNK_COMEBACK}
    return {s for s in joiners if s in connected or s in lately} - set(byes) - gone
