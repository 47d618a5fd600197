"""A host's person who leaves ends the match (a signed abort): the session says so, and
``mextrain resume`` answers "no unfinished game" instead of opening a new table in its name."""

from __future__ import annotations

import asyncio
from pathlib import Path

from mextrain.cli.app import app
from mextrain.node.frontend import QuietFrontend
from mextrain.node.host import Host
from mextrain.node.persistence import DataDir
from mextrain.protocol.table import Stage
from typer.testing import CliRunner

from .helpers import host_settings


async def test_a_host_who_leaves_mid_match_leaves_nothing_to_resume(tmp_path: Path) -> None:
    root = DataDir(tmp_path)
    settings = host_settings(2, 2, person=True)
    # seat 0 is a person whose first answer is "leave": QuietFrontend.choose returns None
    host = Host(settings, root.role("host"), root.host_identity(), QuietFrontend())
    host.session_extra = {"command": "host", "options": {"name": "person"}}
    host.prepare()
    ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    code = await asyncio.wait_for(host.run(ready.set_result), 60)
    assert code == 1 and host.quit and host.table.stage is Stage.ENDED
    session = root.role("host").read_session()
    assert session is not None
    assert session["finished"] is True and session["left"] is True
    out = CliRunner().invoke(app, ["resume", "--data-dir", str(tmp_path)])
    assert out.exit_code == 1, out.output
    assert "no unfinished game" in out.output and "resuming" not in out.output
    assert "you left your last `mextrain host` game, and that ended it" in out.output
