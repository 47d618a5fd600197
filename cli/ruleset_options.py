"""The ruleset options every table-making command shares: ``--ruleset NAME``, ``--rules
FILE.toml`` and repeatable ``--rule KEY=VALUE``.

A command declares the three options with the ``*_OPTION`` annotations below and calls
:func:`ruleset_from_options`; a bad name, file, key or value is one line on stderr naming the key
and what it accepts, exit code 2. The order of precedence: the preset, then the file, then each
``--rule`` in the order given (a later one wins), then ``--rounds`` where the command has it.
"""

from __future__ import annotations

import dataclasses
import tomllib
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer

from ..protocol.errors import MextrainError, RulesetError
from ..protocol.rules import Ruleset, preset

RulesetOption = Annotated[str, typer.Option("--ruleset", "-r", help="A preset to start from.")]
RulesFileOption = Annotated[
    Path | None,
    typer.Option("--rules", help="A TOML file of ruleset knobs, applied over --ruleset."),
]
RuleOption = Annotated[
    list[str] | None,
    typer.Option(
        "--rule", help="KEY=VALUE: set one knob (repeatable; see `mextrain rules NAME`)."
    ),
]

MAX_RULES_FILE = 64 * 1024
"""A ruleset file is a few hundred bytes; anything bigger is not one."""

_FIELDS = {f.name: f for f in dataclasses.fields(Ruleset)}
_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


def fail(message: str) -> NoReturn:
    typer.echo(f"mextrain: error: {message}", err=True)
    raise typer.Exit(2)


def ruleset_from_options(
    name: str,
    rules_file: Path | str | None = None,
    rule: list[str] | None = None,
    rounds: int | None = None,
) -> Ruleset:
    """The ruleset the options describe; any mistake exits 2 with a one-line error."""
    try:
        return build_ruleset(name, rules_file, rule or [], rounds)
    except MextrainError as exc:
        fail(str(exc))


def build_ruleset(
    name: str, rules_file: Path | str | None, rule: list[str], rounds: int | None = None
) -> Ruleset:
    """As :func:`ruleset_from_options`, raising :class:`RulesetError` instead of exiting.
    (A saved game's options hold the file as a string; it is read again on resume.)"""
    data = preset(name).to_dict()
    if rules_file is not None:
        data.update(read_rules_file(Path(rules_file)))
    for item in rule:
        key, value = parse_rule(item)
        data[key] = value
    if rounds is not None:
        data["rounds"] = rounds
    return Ruleset.from_dict(data)


def read_rules_file(path: Path) -> dict[str, Any]:
    """The knobs of a TOML file, checked key by key (the whole ruleset is validated later)."""
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_RULES_FILE + 1)
    except OSError as exc:
        raise RulesetError(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(raw) > MAX_RULES_FILE:
        raise RulesetError(f"{path}: a rules file is at most {MAX_RULES_FILE} bytes")
    try:
        table = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise RulesetError(f"{path} is not a TOML file: {reason}") from None
    out: dict[str, Any] = {}
    for key, value in table.items():
        _check_key(key, f"in {path}")
        try:
            out[key] = _coerce_toml(key, value)
        except RulesetError as exc:
            raise RulesetError(f"{path}: {exc}") from None
    return out


def parse_rule(item: str) -> tuple[str, Any]:
    """``KEY=VALUE`` from the command line, the value read by the key's type."""
    key, sep, text = item.partition("=")
    key, text = key.strip(), text.strip()
    if not sep or not key:
        raise RulesetError(f"--rule {item!r}: write KEY=VALUE, e.g. --rule draw=must_play")
    _check_key(key, "in --rule")
    return key, _coerce_text(key, text)


def allowed_values(key: str) -> str:
    """What a knob accepts, in words, for error messages and help."""
    default = getattr(Ruleset(), key)
    if isinstance(default, Enum):
        return "one of " + ", ".join(str(m.value) for m in type(default))
    if isinstance(default, bool):
        return "true or false"
    if isinstance(default, int):
        return "an integer"
    if key == "hand_sizes":
        return "up_to_players:tiles pairs, e.g. 6:12,8:10,10:8"
    return "a string"


def _check_key(key: str, where: str) -> None:
    if key not in _FIELDS:
        raise RulesetError(f"unknown ruleset key {key!r} {where}; keys are: {', '.join(_FIELDS)}")


def _coerce_text(key: str, text: str) -> Any:
    default = getattr(Ruleset(), key)
    if isinstance(default, Enum):
        return text  # from_dict checks it and names the allowed values
    if isinstance(default, bool):
        low = text.lower()
        if low in _TRUE:
            return True
        if low in _FALSE:
            return False
        raise RulesetError(f"{key} must be true or false, not {text!r}")
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            raise RulesetError(f"{key} must be an integer, not {text!r}") from None
    if key == "hand_sizes":
        pairs = []
        for part in text.split(","):
            up_to, colon, tiles = part.partition(":")
            try:
                if not colon:
                    raise ValueError
                pairs.append([int(up_to), int(tiles)])
            except ValueError:
                raise RulesetError(
                    f"hand_sizes must be {allowed_values('hand_sizes')}, not {text!r}"
                ) from None
        return pairs
    return text


def _coerce_toml(key: str, value: Any) -> Any:
    """TOML already has types; only say clearly when one is wrong."""
    default = getattr(Ruleset(), key)
    if isinstance(default, str):  # StrEnum knobs are strings too
        if not isinstance(value, str):
            raise RulesetError(f"{key} must be {allowed_values(key)}, not {value!r}")
        return value
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise RulesetError(f"{key} must be true or false, not {value!r}")
        return value
    if isinstance(default, int):
        if not isinstance(value, int) or isinstance(value, bool):
            raise RulesetError(f"{key} must be an integer, not {value!r}")
        return value
    if key == "hand_sizes":
        if isinstance(value, str):
            return _coerce_text(key, value)
        return value  # from_dict checks the pairs
    return value
