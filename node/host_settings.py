"""What ``mextrain host`` was asked for, as saved in the game's ``host.json``.

A restarted host reads these back, so the same command (or ``mextrain resume``) continues the
table with the same seats, rules, code and timeouts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..protocol.rules import Ruleset
from .lobby import SeatPlan


@dataclass
class HostSettings:
    """Everything ``mextrain host`` was asked for; saved with the game so that running the
    same command again (or ``mextrain resume``) continues it."""

    table_name: str
    seats: int
    rules: Ruleset
    local: dict[int, SeatPlan]
    code: str
    bind: str = "127.0.0.1"
    port: int = 0
    timeout: float = 300.0
    on_timeout: str = "abort"
    advertise: bool = True
    seed: int | None = None
    bot_strategy: str = "greedy"
    verified_shuffle: bool = False
    """The table option of SPEC.md 4.12: a proof with every shuffle and lock step."""
    relay: str | None = None
    """HOST:PORT of a pair relay the table is served through too (SPEC.md 8.10)."""
    web_port: int | None = None
    """The port of the page and its WebSocket connections (SPEC.md 8.12); None: no web port."""
    relay_web: str | None = None
    """The relay's WebSocket URL, for the link a browser in another home opens (8.10)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "table_name": self.table_name,
            "seats": self.seats,
            "rules": self.rules.to_dict(),
            "local": {str(s): p.to_json() for s, p in self.local.items()},
            "code": self.code,
            "bind": self.bind,
            "port": self.port,
            "timeout": self.timeout,
            "on_timeout": self.on_timeout,
            "advertise": self.advertise,
            "seed": self.seed,
            "bot_strategy": self.bot_strategy,
            "verified_shuffle": self.verified_shuffle,
            "relay": self.relay,
            "web_port": self.web_port,
            "relay_web": self.relay_web,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> HostSettings:
        return cls(
            table_name=data["table_name"],
            seats=int(data["seats"]),
            rules=Ruleset.from_dict(data["rules"]),
            local={int(s): SeatPlan.from_json(p) for s, p in data["local"].items()},
            code=data["code"],
            bind=data["bind"],
            port=int(data["port"]),
            timeout=float(data["timeout"]),
            on_timeout=data["on_timeout"],
            advertise=bool(data["advertise"]),
            seed=data.get("seed"),
            bot_strategy=data.get("bot_strategy", "greedy"),
            verified_shuffle=bool(data.get("verified_shuffle", False)),
            relay=data.get("relay"),
            web_port=data.get("web_port"),
            relay_web=data.get("relay_web"),
        )
