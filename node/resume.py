"""Session resumption (SPEC.md 8.11): a seat the host welcomed comes back without the code.

Every welcomed seat connection leaves both ends a *ticket*: an id ``T`` and a key ``R``, both
derived from that connection's SPAKE2 key. The joiner's next connection sends ``T`` and a
nonce instead of a SPAKE2 share; the host, which keeps one ticket per seat in memory, spends it
(single use), answers with its nonce and a tag only a holder of ``R`` can make, and both key a
sealed channel from ``R`` and the two nonces. The joiner's first sealed frame proves it holds
``R``. No SPAKE2, no door turn, no signature to check: a seat cut for junk and back costs the
host a dict lookup and a few HMACs instead of a full handshake. A host that restarted knows no
ticket, and the joiner falls back to the full handshake. A ticket the host does not hold is
answered only in its turn, a few a second (:data:`UNKNOWN_ANSWERS_PER_SECOND`).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import os
import time
from collections.abc import Callable
from dataclasses import dataclass

from .channel import Channel, recv_plain, send_plain
from .envelope import TRANSPORT_VERSION
from .errors import HandshakeError

LABEL = b"mextrain/v2/transport/"
TICKET_ID_BYTES = 16
NONCE_BYTES = 32
RESUME_BURST = 4
RESUME_RATE = 2.0
"""A seat may resume RESUME_BURST times back to back, then RESUME_RATE times a second (as
many as the door lets code guesses through): a seat cycling its connection costs the host no
more than one going through the door would. A resume over that rate waits for its turn,
unless the host waived it (:meth:`Tickets.waive`)."""
UNKNOWN_ANSWERS_PER_SECOND = 2.0
UNKNOWN_BURST = 4
"""A ``resume`` whose ticket the host does not hold (made up, spent, from before a restart; or
of another version) is answered only in its turn of its own line (a second
:class:`~mextrain.node.door.Door`): UNKNOWN_BURST back to back, then UNKNOWN_ANSWERS_PER_SECOND
in all, quiet addresses first and addresses taking turns, as code guesses are. A ticket the
host holds is answered at once: an honest seat is never slowed, and a flood of made-up ones
gets a few answers a second, not thousands (each a socket accepted, a frame read and answered)."""
UNKNOWN_TICKET = "unknown ticket: join with the code"
TICKET_REFUSED = "ticket refused:"
"""How a host's refusal of a ticket it knew starts (then the reason the full handshake gives)."""
SEAT_MOVED = "the seat this ticket was for went to another player meanwhile"
NEW_CODE = "the join code changed meanwhile: join with the new code"


def about_the_ticket(reason: str) -> bool:
    """Whether a host's ``error`` answers a ``resume`` as a host that knows this section does
    (an unknown, spent or refused ticket), not as one that knows no ``resume`` kind."""
    return reason.startswith((UNKNOWN_TICKET.split(":")[0], TICKET_REFUSED))


def _mac(key: bytes, label: str, *parts: bytes) -> bytes:
    return hmac.new(key, LABEL + label.encode() + b"".join(parts), hashlib.sha256).digest()


def ticket_of(ke: bytes) -> tuple[bytes, bytes]:
    """``(T, R)`` of a welcomed seat connection keyed by ``ke``: ``T`` the first 16 bytes of
    ``HMAC-SHA256(Ke, "mextrain/v2/transport/resume-id")``, ``R`` =
    ``HMAC-SHA256(Ke, "mextrain/v2/transport/resume")``."""
    return _mac(ke, "resume-id")[:TICKET_ID_BYTES], _mac(ke, "resume")


def host_tag(r: bytes, t: bytes, n_a: bytes, n_b: bytes) -> bytes:
    """The host's proof it holds ``R``: ``HMAC(R, "mextrain/v2/transport/resume-host" || T ||
    nA || nB)``."""
    return _mac(r, "resume-host", t, n_a, n_b)


def resumed_key(r: bytes, t: bytes, n_a: bytes, n_b: bytes) -> bytes:
    """``Ke'`` of the resumed channel: ``HMAC(R, "mextrain/v2/transport/resume-keys" || T ||
    nA || nB)`` (32 bytes; the channel keys follow from it as from ``Ke``, 8.3)."""
    return _mac(r, "resume-keys", t, n_a, n_b)


@dataclass(frozen=True)
class Ticket:
    """What the host keeps of a seat's latest welcomed connection, to resume it."""

    seat: int
    key: bytes
    """The seat's identity key, as its seat proof showed."""
    name: str
    secret: bytes
    """``R``."""


class Tickets:
    """The host's tickets, one per seat at most (the latest welcomed connection's), in memory
    only; each is spent when shown, and each seat resumes at a bounded rate."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._by_id: dict[bytes, Ticket] = {}
        self._id_of: dict[int, bytes] = {}
        self._allowance: dict[int, tuple[float, float]] = {}
        """Per seat: resumes it may still make at once, and when that was counted."""
        self._clock = clock

    def __len__(self) -> int:
        return len(self._by_id)

    def issue(self, seat: int, key: bytes, name: str, ke: bytes) -> None:
        """A seat connection keyed by ``ke`` was welcomed: its ticket replaces the seat's."""
        old = self._id_of.pop(seat, None)
        if old is not None:
            self._by_id.pop(old, None)
        t, r = ticket_of(ke)
        self._by_id[t] = Ticket(seat, key, name, r)
        self._id_of[seat] = t

    def revoke(self, keep: Callable[[bytes], bool]) -> int:
        """Drop every ticket whose identity key ``keep`` refuses; how many went."""
        gone = [t for t, ticket in self._by_id.items() if not keep(ticket.key)]
        for t in gone:
            del self._id_of[self._by_id.pop(t).seat]
        return len(gone)

    def holds(self, t: bytes) -> bool:
        """Whether ``t`` is a ticket the host holds (not spent, not replaced): one dict lookup."""
        return t in self._by_id

    def take(self, t: bytes) -> tuple[Ticket | None, str, float]:
        """Spend ticket ``t``: the ticket, or None and the reason to give (unknown or spent; one
        dict lookup for a stranger's guess), and how long to wait. A seat over its rate is not
        refused: its resume takes the next one the seat earns, and the caller waits until
        then before it answers (a refusal sent the joiner through the full handshake, dearer
        for both). Only one resume of a seat can wait at once: the seat holds no ticket until
        this one's connection is welcomed."""
        ticket = self._by_id.pop(t, None)
        if ticket is None:
            return None, UNKNOWN_TICKET, 0.0
        del self._id_of[ticket.seat]
        now = self._clock()
        left = self._left(ticket.seat, now)
        self._allowance[ticket.seat] = (left - 1.0, now)
        return ticket, "", max(0.0, (1.0 - left) / RESUME_RATE)

    def waive(self, seat: int) -> None:
        """``seat``'s next resume waits for no turn of its rate (once: nothing is banked).
        The host gives this when it closes a seat's connection for junk while the table waits
        for that seat and the connection brought a message of it into the log (8.8): the host
        closed it to get the seat's next move, buried behind its junk, and the whole table
        waits for the new connection that brings it. Each waiver takes a message of the seat in
        the log, so a flooder gets at most one per move, however fast it comes back."""
        now = self._clock()
        self._allowance[seat] = (max(1.0, self._left(seat, now)), now)

    def _left(self, seat: int, now: float) -> float:
        left, at = self._allowance.get(seat, (float(RESUME_BURST), now))
        return min(float(RESUME_BURST), left + (now - at) * RESUME_RATE)


@dataclass(frozen=True)
class Resumption:
    """The host's half of a resume it accepted: the frame to send and the channel it keys."""

    ticket: Ticket
    n_b: bytes
    tag: bytes
    ke: bytes


def answer(ticket: Ticket, t: bytes, n_a: bytes, n_b: bytes | None = None) -> Resumption:
    """The host's answer to ``["resume", 2, T, nA]`` for a ticket it holds (``n_b`` fixed for
    test vectors only)."""
    n_b = n_b if n_b is not None else os.urandom(NONCE_BYTES)
    r = ticket.secret
    return Resumption(ticket, n_b, host_tag(r, t, n_a, n_b), resumed_key(r, t, n_a, n_b))


class TagMismatch(HandshakeError):
    """The host's ``resumed`` tag is wrong: it does not hold this ticket's key."""


async def resume_handshake(
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    ticket: tuple[bytes, bytes],
    *,
    timeout: float,
    nonce: bytes | None = None,
) -> Channel:
    """The joiner's side: send ``T`` and ``nA``, check the host's tag, key the channel.
    Raises Refused (the host's ``error``: an unknown or spent ticket), TagMismatch, or
    ConnectionDropped (HostBusy when the door had no room: the ticket was not read).
    ``nonce`` is for test vectors only."""
    t, r = ticket
    n_a = nonce if nonce is not None else os.urandom(NONCE_BYTES)
    await send_plain(writer, "resume", TRANSPORT_VERSION, t, n_a)
    reply = await recv_plain(reader, timeout, "resumed")
    n_b, tag = reply.fields
    if not hmac.compare_digest(tag, host_tag(r, t, n_a, n_b)):
        raise TagMismatch("the host could not prove it holds this connection's ticket")
    return Channel(reader, writer, resumed_key(r, t, n_a, n_b), joiner=True)
