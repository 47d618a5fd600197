"""SPEC.md 7.6: the whole-match log vector verifies to its expected result, and the harness
still produces it byte for byte (so any change to the wire format shows up here)."""

from __future__ import annotations

import json
from pathlib import Path

from mextrain.protocol.log.entries import read_log
from mextrain.protocol.table.verdict import verdict_json
from mextrain.protocol.table.verify import verify_log

VECTORS = Path(__file__).parents[2] / "vectors"


def test_match_log_vector_verifies_to_the_expected_result() -> None:
    data = (VECTORS / "match_2seat.mtlog").read_bytes()
    expected = json.loads((VECTORS / "match_2seat.json").read_text())
    check = verify_log(data)
    assert check.valid, check.reason
    assert check.entries == expected["entries"] == len(read_log(data).entries)
    assert verdict_json(check) == expected


def test_verify_json_prints_exactly_the_vector() -> None:
    """Issue 9 item 4: the vector is what a user sees, field for field."""
    from mextrain.cli.app import app
    from typer.testing import CliRunner

    out = CliRunner().invoke(app, ["verify", str(VECTORS / "match_2seat.mtlog"), "--json"])
    assert out.exit_code == 0, out.output
    assert json.loads(out.output) == json.loads((VECTORS / "match_2seat.json").read_text())


def test_harness_still_produces_the_vector_byte_for_byte() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_match_vectors", VECTORS / "make_match_vectors.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    data, expected = module.build()
    assert data == (VECTORS / "match_2seat.mtlog").read_bytes()
    assert expected == json.loads((VECTORS / "match_2seat.json").read_text())


def test_spec_names_the_domain_separation_strings_the_code_uses() -> None:
    from mextrain.protocol.deck import keys as deck_keys
    from mextrain.protocol.log import entries as log
    from mextrain.protocol.log import messages

    spec = (Path(__file__).parents[3] / "SPEC.md").read_text()
    for value in (messages.DST_MESSAGE, log.DST_ENTRY, log.DST_ENTRY_HASH):
        assert value.endswith(b"\x00")
        assert f"`{value[:-1].decode()}` followed by one 0x00 byte" in spec
    assert f'"{log.LOG_MAGIC}"' in spec
    for name in dir(deck_keys):
        if name.startswith("DST_"):
            value = getattr(deck_keys, name)
            assert f"`{value.decode()}`" in spec, name
