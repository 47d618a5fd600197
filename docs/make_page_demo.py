"""Record the views the web page's demo plays back (web/page/demo-views.json) from a real match.

Run from the repository root: ``.venv/bin/python docs/make_page_demo.py``. Four greedy bots play
a two-round classic match through the whole protocol in memory (signed, hash-chained, the deck
shuffled and locked by every seat: :func:`~mextrain.protocol.table.harness.run_match`), and
seat 0's table is asked for its view (:func:`~mextrain.protocol.table.view.table_view`, the one
view every face reads) at every turn of that seat. The page's demo mode shows those frames, so
what it draws is what a seat really sees, never a hand-made picture. The match's log is written
beside them (``mextrain-demo.mtlog``), so the demo's "download the log" hands out a file that
``mextrain verify`` accepts.

A frame is what the page is given at one moment (web/src/page/view.ts, ``TableState``): the seat's
view (SPEC 9.2), the round summary with the audit's verdict (SPEC 9.3), the match's end, and the
hint the greedy bot level gives for that turn. Deterministic: the same bytes every run.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mextrain.protocol.bots.hints import hint  # noqa: E402
from mextrain.protocol.bots.strategies import greedy_strategy  # noqa: E402
from mextrain.protocol.rules import Event, preset  # noqa: E402
from mextrain.protocol.table.harness import run_match  # noqa: E402
from mextrain.protocol.table.session import Table, Update  # noqa: E402
from mextrain.protocol.table.view import (  # noqa: E402
    SeatView,
    event_of,
    round_end_view,
    table_names,
    table_view,
)

NAMES = ("ann", "bob", "cy", "dee")
SEED = 33
ROUNDS = 2
OUT = ROOT / "web" / "page"
LOG_NAME = "mextrain-demo.mtlog"


def _hint(table: Table, view: SeatView) -> dict[str, Any] | None:
    """What the hint key says now (greedy level: quick and deterministic), as an index into
    the view's moves and the reason in words."""
    rnd = table.round
    if rnd is None or table.my_seat is None:
        return None
    got = hint(rnd.engine, table.my_seat, "greedy", history=rnd.events, names=table_names(table))
    for i, m in enumerate(view.moves):
        if event_of(m, table.my_seat) == got.event:
            return {"move": i, "reason": got.reason}
    return None


def record() -> tuple[list[dict[str, Any]], bytes]:
    frames: list[dict[str, Any]] = []
    board: list[SeatView] = []
    """Seat 0's view after the entry before the one being applied: at a round's end (the
    last reveal) that is the board just after the round's last move."""

    class Recording(Table):
        """Seat 0: asks for its view each time it is about to move."""

        def receive(self, raw: bytes) -> list[Update]:
            before = table_view(self)
            if before is not None and before.stage in ("turns", "reveal"):
                board[:] = [before]
            return super().receive(raw)

        def act(self, event: Event) -> bytes:
            view = table_view(self)
            assert view is not None
            data = view.to_json()
            chosen = next(i for i, m in enumerate(view.moves) if event_of(m, 0) == event)
            frames.append(
                {
                    "view": data,
                    "round_end": None,
                    "match_end": None,
                    "hint": _hint(self, view),
                    "played": chosen,
                }
            )
            return super().act(event)

    def heard(seat: int, table: Table, updates: list[Update]) -> None:
        if seat != 0 or table.rules is None:
            return
        for u in updates:
            if u.kind == "round_over":
                outcomes = table.outcomes
                totals = [sum(o.scores[s] for o in outcomes) for s in range(table.seats)]
                end = round_end_view(
                    u.detail["outcome"],
                    u.detail["hands"],
                    table_names(table),
                    0,
                    round_no=u.round + 1,
                    rounds=len(table.rules.round_doubles()),
                    totals=totals,
                    audit=str(u.detail.get("audit", "ok")),
                ).to_json()
                end.pop("board")
                frames.append(
                    {
                        "view": board[0].to_json(),
                        "round_end": end,
                        "match_end": None,
                        "hint": None,
                        "played": None,
                    }
                )
            elif u.kind == "end":
                last = table_view(table)
                assert last is not None
                frames.append(
                    {
                        "view": last.to_json(),
                        "round_end": None,
                        "match_end": {
                            "finished": True,
                            "totals": list(u.detail["totals"]),
                            "winners": list(u.detail["winners"]),
                            "reason": "finished",
                            "log_name": LOG_NAME,
                        },
                        "hint": None,
                        "played": None,
                    }
                )

    rules = dataclasses.replace(preset("classic"), rounds=ROUNDS)
    result = run_match(
        rules,
        [greedy_strategy] * len(NAMES),
        SEED,
        names=NAMES,
        table_name="demo table",
        seat_types={0: Recording},
        on_updates=heard,
    )
    return frames, result.log_bytes()


def main() -> None:
    frames, log = record()
    OUT.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"frames": frames}, separators=(",", ":"), sort_keys=True)
    (OUT / "demo-views.json").write_text(text + "\n")
    (OUT / LOG_NAME).write_bytes(log)
    print(f"wrote {len(frames)} frames ({len(text)} bytes) and a {len(log)}-byte log to {OUT}")


if __name__ == "__main__":
    main()
