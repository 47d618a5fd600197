"""Errors of the I/O layer. Each says what went wrong in words a person can act on."""

from __future__ import annotations

from ..protocol.errors import MextrainError


class NodeError(MextrainError):
    """Something the node cannot go on with (bad option, busy data dir, unreachable host)."""


class ConnectionDropped(NodeError):
    """A connection is over: closed by the other side, timed out, or dropped for bad input.
    The reason is meant for a log line; the rest of the table goes on."""


class HungUp(ConnectionDropped):
    """The other side closed the connection cleanly where a frame would start."""


class FrameError(ConnectionDropped):
    """A frame that breaks the framing rules (oversized, empty, cut short, not decryptable)."""


class ChannelBroken(FrameError):
    """A sealed frame did not open: the channel is broken (by the path, or a forger). The
    connection is lost; a joiner reconnects."""


class HandshakeError(ConnectionDropped):
    """The join handshake failed: wrong code, other version, or a refusal by the host."""


class Refused(NodeError):
    """The host refused this node for good (wrong code, table full): retrying will not help."""
