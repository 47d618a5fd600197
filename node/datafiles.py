"""Shape checks for the data dir's JSON files, before anything trusts a field of them.

``session.json`` and ``host.json`` are written by this program, but a disk, an editor or another
program can leave anything there. Every reader goes through these checks, so a damaged file is one
clear line naming the file, the field and how to start over, never a ``TypeError`` later on.
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .errors import NodeError

GAME_ID_HEX = 32


def damaged(path: Path, what: str, how: str = "") -> NodeError:
    then = f"; {how}" if how else ""
    return NodeError(f"{path} is damaged: {what}{then}")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_session(data: dict[str, Any], path: Path) -> None:
    """``game`` is a game id in hex; ``options`` a map; ``finished`` a bool."""
    game = data.get("game")
    if game is not None:
        ok = isinstance(game, str) and len(game) == GAME_ID_HEX
        try:
            bytes.fromhex(game if ok else "")
        except ValueError:
            ok = False
        if not ok:
            raise damaged(path, f"'game' must be {GAME_ID_HEX} hex digits, not {game!r:.40}")
    if data.get("options") is not None and not isinstance(data["options"], dict):
        raise damaged(path, "'options' must be a map")
    if "finished" in data and not isinstance(data["finished"], bool):
        raise damaged(path, "'finished' must be true or false")


def _check_fields(
    path: Path, data: Any, fields: dict[str, Callable[[Any], bool]], where: str
) -> None:
    if not isinstance(data, dict):
        raise damaged(path, f"{where} must be a map, not {type(data).__name__}")
    for name, ok in fields.items():
        if name not in data:
            raise damaged(path, f"{where} has no '{name}'")
        if not ok(data[name]):
            raise damaged(path, f"{where}: bad '{name}': {data[name]!r:.40}")


def _opt_str(value: Any) -> bool:
    return value is None or isinstance(value, str)


_SETTINGS: dict[str, Callable[[Any], bool]] = {
    "table_name": lambda v: isinstance(v, str),
    "seats": lambda v: _is_int(v) and 2 <= v <= 10,
    "rules": lambda v: isinstance(v, dict),
    "local": lambda v: isinstance(v, dict),
    "code": lambda v: isinstance(v, str),
    "bind": lambda v: isinstance(v, str),
    "port": lambda v: _is_int(v) and 0 <= v < 65536,
    "timeout": lambda v: (_is_int(v) or isinstance(v, float)) and v > 0 and math.isfinite(v),
    "on_timeout": lambda v: isinstance(v, str),
    "advertise": lambda v: isinstance(v, bool),
}
_PLAN: dict[str, Callable[[Any], bool]] = {"name": lambda v: isinstance(v, str)}


def check_host_json(data: dict[str, Any], path: Path) -> None:
    """The host's saved settings and seat reservations (``host.json``)."""
    _check_fields(path, data, {"settings": lambda v: True}, "the file")
    settings = data["settings"]
    _check_fields(path, settings, _SETTINGS, "'settings'")
    if not _opt_str(settings.get("bot_strategy", "greedy")) or not (
        settings.get("seed") is None or _is_int(settings.get("seed"))
    ):
        raise damaged(path, "'settings': bad 'seed' or 'bot_strategy'")
    for seat, plan in settings["local"].items():
        if not (seat.isdigit() and int(seat) < settings["seats"]):
            raise damaged(path, f"'settings.local': bad seat {seat!r:.20}")
        _check_fields(path, plan, _PLAN, f"'settings.local.{seat}'")
        if not _opt_str(plan.get("strategy")):
            raise damaged(path, f"'settings.local.{seat}': bad 'strategy'")
    reservations = data.get("reservations", {})
    if not isinstance(reservations, dict) or not all(
        _is_int(s) and _is_hex_key(k) for k, s in reservations.items()
    ):
        raise damaged(path, "'reservations' must map key hex to seat numbers")


def _is_hex_key(text: str) -> bool:
    try:
        return len(bytes.fromhex(text)) == 32
    except ValueError:
        return False


def check_options(options: dict[str, Any], command: Callable[..., Any], path: Path) -> None:
    """The saved options of a command (``mextrain resume``): only its own option names, each a
    JSON value of the same kind as the option's default."""
    params = inspect.signature(command).parameters
    for name, value in options.items():
        param = params.get(name)
        if param is None or name == "data_dir":
            raise damaged(path, f"'options' has an unknown option {name!r:.40}")
        default = param.default
        if default is inspect.Parameter.empty or default is None:
            # repeatable options (--rule, --agent) are saved as lists of strings
            ok = value is None or isinstance(value, str | int | float | bool) or (
                isinstance(value, list) and all(isinstance(v, str) for v in value)
            )
        elif isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, float):
            ok = _is_int(value) or isinstance(value, float)
        elif isinstance(default, int):
            ok = _is_int(value)
        else:
            ok = isinstance(value, type(default))
        if not ok:
            raise damaged(path, f"'options': bad value for {name}: {value!r:.40}")
