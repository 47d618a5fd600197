"""Test-wide settings: no test picks up the relay a developer configured for real play."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def no_configured_relay(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``$MEXTRAIN_RELAY=off`` (it wins over config.toml), for this process and the nodes it
    starts; a test of the relay passes ``--relay`` or sets the variable itself."""
    monkeypatch.setenv("MEXTRAIN_RELAY", "off")
    yield
