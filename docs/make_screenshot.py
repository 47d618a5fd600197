"""Draw the README's screenshot of the game (docs/screenshot.svg) from a fixed deal.

Run from the repository root: ``.venv/bin/python docs/make_screenshot.py``. It uses the same
engine-only views as the snapshot tests, so the picture stays what the app really shows.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mextrain.cli.tui.app import TableApp  # noqa: E402
from mextrain.cli.tui.bridge import AppFrontend  # noqa: E402

from tests.cli.table_views import open_double  # noqa: E402


async def main() -> None:
    view = open_double()
    app = TableApp()
    async with app.run_test(size=(100, 30)) as pilot:
        bridge = AppFrontend(app)  # the log lines as the app tells them (draws as one line)
        for line in view.recent:
            text, run = bridge._told(view, line.seat, line.kind, line.text, line.tile)
            app.log_line(text, run=run)
        app.ask(view)
        await pilot.pause()
        svg = app.export_screenshot(title="mextrain play --bots 3")
    out = ROOT / "docs" / "screenshot.svg"
    out.write_text(svg)
    print(f"wrote {out}")


if __name__ == "__main__":
    asyncio.run(main())
