"""Canonical msgpack: the only encoding that is signed, hashed or written to a log.

Peers sign and hash the exact bytes they receive, never a re-encoding. To make that safe, a body
is accepted only if it is *canonical*: plain types (nil, bool, int, str, bin, array, map with str
keys), no floats, no extension types, and re-encoding the decoded value gives the same bytes
(msgpack-python always picks the shortest form, so anything padded or oddly typed is refused).
"""

from __future__ import annotations

from typing import Any

import msgpack

from ..errors import MextrainError

MAX_DEPTH = 8


class EncodingError(MextrainError, ValueError):
    """Bytes that are not one canonical msgpack value of plain types."""


class TooManyItems(EncodingError):
    """An array or map longer than the caller allows (refused at its header)."""


def pack(value: Any) -> bytes:
    """Encode plain types canonically (bytes as bin, str as str)."""
    _check_plain(value, 0)
    return msgpack.packb(value, use_bin_type=True)  # type: ignore[no-any-return]


def unpack(
    data: bytes, *, max_len: int = 1 << 24, max_items: int = -1, max_containers: int = -1
) -> Any:
    """Decode exactly one canonical value; raise EncodingError with the reason otherwise.

    ``max_items`` (when >= 0) caps every array and map in the value, so that a hostile value
    (a million empty arrays in a megabyte) is refused at its header, before anything is built.
    ``max_containers`` (when >= 0) caps how many arrays and maps the whole value holds: the
    parse stops at the first one over, so nested small arrays cost no more than that many.
    """
    if len(data) > max_len:
        raise EncodingError(f"{len(data)} bytes is over the {max_len}-byte limit")
    hooks: dict[str, Any] = {}
    if max_containers >= 0:
        built = 0

        def counted(value: Any) -> Any:
            nonlocal built
            built += 1
            if built > max_containers:
                raise TooManyItems(f"more than {max_containers} arrays and maps")
            return value

        hooks = {"list_hook": counted, "object_hook": counted}
    try:
        value = msgpack.unpackb(
            data,
            raw=False,
            use_list=True,
            strict_map_key=True,
            ext_hook=_refuse_ext,
            max_array_len=max_items,
            max_map_len=max_items,
            **hooks,
        )
    except EncodingError:
        raise
    except msgpack.ExtraData:
        raise EncodingError("trailing bytes after the msgpack value") from None
    except (ValueError, TypeError, msgpack.UnpackException) as exc:
        if "exceeds max_array_len" in str(exc) or "exceeds max_map_len" in str(exc):
            raise TooManyItems(f"an array or map of more than {max_items} items") from None
        raise EncodingError(f"not msgpack: {str(exc) or type(exc).__name__}") from None
    _check_plain(value, 0)
    if msgpack.packb(value, use_bin_type=True) != data:
        raise EncodingError("not canonical: re-encoding gives different bytes")
    return value


def _refuse_ext(code: int, data: bytes) -> Any:
    raise EncodingError(f"msgpack extension type {code} is not allowed")


_SCALARS = frozenset({type(None), bool, str, bytes})


def _check_plain(value: Any, depth: int) -> None:
    """Refuse what is not plain; ``depth`` is the number of containers around ``value``.

    Only containers count towards the depth (SPEC 5.1): at most MAX_DEPTH + 1 arrays and maps
    nested one inside another, the top-level value being the first; a scalar at any depth is fine.
    """
    kind = type(value)
    if kind in _SCALARS:
        return
    if kind is int:
        if not -(2**63) <= value < 2**64:
            raise EncodingError(f"integer {value} out of msgpack range")
        return
    if kind is float:
        raise EncodingError("floats are not allowed")
    if (kind is list or kind is tuple or kind is dict) and depth > MAX_DEPTH:
        raise EncodingError(f"nested deeper than {MAX_DEPTH} levels")
    if kind is list or kind is tuple:
        for item in value:
            if type(item) not in _SCALARS:  # fast path: decks are long lists of bin
                _check_plain(item, depth + 1)
        return
    if kind is dict:
        for key, item in value.items():
            if type(key) is not str:
                raise EncodingError(f"map keys must be strings, not {type(key).__name__}")
            _check_plain(item, depth + 1)
        return
    raise EncodingError(f"{kind.__name__} cannot be encoded")
