"""Who holds each seat: the host's own seat and its bots, and joiners by their identity key.

A joiner is given a free seat when it first connects and keeps it (by its identity key) when it
comes back, across a restart of either side: reservations are saved with the game. A reservation
whose key never joined (no ``join`` in the log) and is not connected lapses after
:data:`RESERVATION_TTL` seconds when a newcomer finds no free seat, so throwaway keys cannot
hold every seat (its clock starts again when a host resumes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..protocol.table import Stage, Table
from .agent import AGENT_PREFIX
from .errors import NodeError

RESERVATION_TTL = 120.0


def local_seat_name(strategy: str, seat: int) -> str:
    """A local seat's name: a bot's level and its seat (``expert 1``), so the log says which bot
    played it (``mextrain analyze`` reads the level from the name, as it reads ``seat 0 (hard)``
    from ``simulate``), and short enough for the app's narrowest seat label (nine cells at
    80x24 with four seats, where ``bot 1 (expert)`` would be cut); an agent's ``agent 1``."""
    if strategy.startswith(AGENT_PREFIX):
        return f"agent {seat}"
    return f"{strategy} {seat}"


class Refusal(NodeError):
    """The host turns a joiner away for a reason it is told (table full, match started)."""


@dataclass(frozen=True)
class SeatPlan:
    """A seat played inside the host's process: by a person at the host's terminal
    (``strategy`` None) or by a bot."""

    name: str
    strategy: str | None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "strategy": self.strategy}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SeatPlan:
        return cls(str(data["name"]), data.get("strategy"))


class Lobby:
    def __init__(
        self, seats: int, local: dict[int, SeatPlan], reservations: dict[bytes, int]
    ) -> None:
        self.seats = seats
        self.local = local
        self.reservations = reservations
        self.reserved_at: dict[bytes, float] = {}
        """When each reservation was made or last used (missing: when the lobby was built)."""
        self.born = 0.0

    def seat_for(
        self,
        key: bytes,
        table: Table,
        *,
        now: float = 0.0,
        connected: frozenset[bytes] = frozenset(),
        hold: bool = True,
    ) -> int:
        """The seat a joiner with identity ``key`` plays; Refusal if there is none for it.
        ``now`` and ``connected`` (the keys with a connection) let stale reservations lapse.
        With ``hold`` False it only says which seat it would be, changing nothing (no
        reservation made, refreshed or lapsed): a resume asks so before its joiner has proven
        its ticket, and asks again, holding the seat, once it has (SPEC.md 8.11)."""
        if key in table.keys:
            return table.keys.index(key)
        if key in self.reservations:
            if hold:
                self.reserved_at[key] = now
            return self.reservations[key]
        if table.stage is not Stage.LOBBY:
            raise Refusal(
                "the match has started without this player: watch it with"
                " `mextrain join ADDRESS --watch`"
            )
        free = self.free_seats(table)
        if not free:
            stale = self._stale(table, now, connected)
            if hold:
                for old in stale:
                    del self.reservations[old]
                    self.reserved_at.pop(old, None)
            free = self.free_seats(table, released=stale)
        if not free:
            raise Refusal(f"the table is full: all {self.seats} seats are taken")
        if hold:
            self.reservations[key] = free[0]
            self.reserved_at[key] = now
        return free[0]

    def _stale(self, table: Table, now: float, connected: frozenset[bytes]) -> set[bytes]:
        """Reservations that lapse when a newcomer finds no free seat: of keys that never
        joined, are not connected, and were made or last used RESERVATION_TTL ago or more."""
        return {
            key
            for key in self.reservations
            if key not in table.keys
            and key not in connected
            and now - self.reserved_at.get(key, self.born) >= RESERVATION_TTL
        }

    def free_seats(self, table: Table, *, released: set[bytes] | None = None) -> list[int]:
        """Seats nobody holds (reservations of ``released`` keys counted as gone)."""
        held = {s for k, s in self.reservations.items() if released is None or k not in released}
        taken = set(self.local) | held
        return [s for s in range(self.seats) if s not in taken and table.keys[s] is None]

    def fill(self, table: Table, connected: set[int], strategy: str) -> list[int]:
        """Give every seat nobody holds (free, or reserved by a joiner who is not connected and
        has not joined yet) to a bot; returns those seats."""
        seats = []
        for seat in range(self.seats):
            if seat in self.local or table.keys[seat] is not None or seat in connected:
                continue
            for key in [k for k, s in self.reservations.items() if s == seat]:
                del self.reservations[key]
            self.local[seat] = SeatPlan(local_seat_name(strategy, seat), strategy)
            seats.append(seat)
        return seats

    def rows(self, table: Table, connected: set[int]) -> list[list[Any]]:
        """``[seat, name, who, connected]`` per seat, for the ``status`` frame."""
        out: list[list[Any]] = []
        for seat in range(self.seats):
            joined = table.names[seat] if table.names else None
            plan = self.local.get(seat)
            if plan is not None:
                who = "host" if seat == 0 else "bot"
                out.append([seat, joined or plan.name, who, True])
            elif joined is not None or seat in self.reservations.values():
                out.append([seat, joined or "(joining)", "player", seat in connected])
            else:
                out.append([seat, None, "free", False])
        return out
