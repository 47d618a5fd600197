"""Views drawn as rich Text: the status line, the hand as drawn tiles, the score sheet and the
round's end (the board itself is :mod:`.board`).

Pure functions of a :class:`~mextrain.protocol.table.view.SeatView` and a width, so the app's
widgets stay thin and the drawing can be checked without a terminal. Colour only ever adds to what
the text says: pips are numbers or dot patterns, playable tiles have a heavy frame (bold and
underlined when flat), the cursor is reversed, so ``NO_COLOR`` (monochrome) loses nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.style import Style
from rich.table import Table
from rich.text import Text

from ...protocol.table import Pair, RoundEndView, ScoreSheet, SeatView
from .board import board_lines
from .tiles import PIPS_TALL, TALL, Look, flat_row, pip_tile_rows, tall_rows, tile_width

STAGE_WORDS = {
    "commit": "shuffling…",
    "shuffle": "shuffling…",
    "lock": "shuffling…",
    "deal": "dealing…",
    "reveal": "round over: hands revealed",
}


DEALING = frozenset({"commit", "shuffle", "lock", "deal"})
"""Stages before a round's hands are known."""


def tile_text(pair: Pair) -> str:
    return f"{pair[0]}|{pair[1]}"


def board_text(view: SeatView, width: int, *, tall: bool = False) -> Text:
    """The board as one Text (the line mode, replays, the round-end panel)."""
    return Text("\n").join(board_lines(view, width, tall=tall))


def status_text(view: SeatView, countdown: str = "") -> Text:
    """The one-line summary above the board, whose turn it is first (a narrow terminal cuts
    the end of the line, never that). A pause's countdown comes next and is never cut: the
    line wraps for it."""
    t = Text()
    if view.ended:
        t.append(" match over ", style="bold reverse")
    elif view.your_turn:
        t.append(" your turn ", style="bold yellow reverse")
    elif view.stage in STAGE_WORDS:
        t.append(f" {STAGE_WORDS[view.stage]} ", style="bold")
    elif view.awaiting == (view.turn,):
        t.append(f" {view.turn_name} to play ", style="bold yellow")
    elif view.awaiting_names:
        t.append(f" waiting for {', '.join(view.awaiting_names)} ", style="bold yellow")
    if countdown:
        t.append(f" {countdown} ", style="bold red")
    t.append(f" round {view.round_no} of {view.rounds} ", style="reverse")
    t.append(f" engine {view.engine_pip}-{view.engine_pip}  boneyard {view.boneyard}")
    return t


def hand_lines(
    view: SeatView,
    cursor: int | None,
    order: Sequence[int],
    picked: int | None = None,
    *,
    width: int = 80,
    tall: bool = False,
    pips: bool = False,
    matches: Sequence[int] = (),
    order_name: str = "",
) -> list[Text]:
    """The hand in display ``order`` (indexes into view.hand) as drawn tiles wrapped at
    ``width``: playable tiles in heavy lines (bold and underlined when flat), the cursor
    reversed, the tile being placed yellow, the tiles matching the typed pips (``matches``,
    positions) cyan. Each tile carries its display index for a click. The title says the
    order (``order_name``, changed by o); before the deal it says the hand is coming."""
    title = Text()
    if not view.hand and view.stage in DEALING:
        title.append("your hand: not dealt yet", style="bold")
        return [title]
    title.append(f"your hand ({len(view.hand)})", style="bold")
    if order_name:
        title.append(f" by {order_name} (o)", style="dim")
    if view.your_turn and any(h.playable for h in view.hand):
        title.append("  type its pips or Tab, then Enter", "dim")
    rows: list[list[Text]] = []
    height = PIPS_TALL if pips else (TALL if tall else 1)
    used = width
    for n, i in enumerate(order):
        h = view.hand[i]
        style = "bold green" if h.playable else ""
        if h.pos in matches:
            style = "bold cyan"
        if n == cursor:
            style += " reverse"
        if picked is not None and h.pos == picked:
            style = "bold yellow reverse"
        if not tall and h.playable:
            style += " underline"
        look = Look(style=style.strip(), heavy=h.playable, meta=Style(meta={"tile": n}))
        cells = tile_width(h.tile, across=False, tall=tall, pips=pips) + 1
        if used + cells > width:
            rows.append([Text() for _ in range(height)])
            used = 0
        if pips:
            drawn = tuple(pip_tile_rows(h.tile, look))
        elif tall:
            drawn = tall_rows(h.tile, look, across=False)
        else:
            drawn = (flat_row(h.tile, look),)
        for r in range(height):
            rows[-1][r].append_text(drawn[r])
            rows[-1][r].append(" ")
        used += cells
    title.truncate(width)
    return [title, *(row for line in rows for row in line)]


def hand_text(view: SeatView, cursor: int | None, order: Sequence[int]) -> Text:
    """The hand in one Text of flat tiles (the line mode)."""
    t = Text()
    t.append(f"your hand ({len(view.hand)}): ", style="bold")
    for n, i in enumerate(order):
        h = view.hand[i]
        style = "bold green underline" if h.playable else ""
        if n == cursor:
            style += " reverse"
        t.append_text(flat_row(h.tile, Look(style=style.strip())))
        t.append(" ")
    return t


def _you(name: str, seat: int, me: int | None) -> str:
    return name + (" (you)" if seat == me and name != "you" else "")


def ranked(sheet: ScoreSheet) -> list[tuple[int, int]]:
    """(place, seat) best first; equal totals share a place."""
    low_wins = not sheet.leaders or sheet.totals[sheet.leaders[0]] == min(sheet.totals)
    seats = sorted(range(len(sheet.names)), key=lambda s: sheet.totals[s] * (1 if low_wins else -1))
    out: list[tuple[int, int]] = []
    for n, s in enumerate(seats):
        tied = out and sheet.totals[out[-1][1]] == sheet.totals[s]
        out.append((out[-1][0] if tied else n + 1, s))
    return out


def rounds_won(sheet: ScoreSheet) -> list[int]:
    """Rounds each seat won: it went out, or (a blocked round) it scored best."""
    won = [0] * len(sheet.names)
    low_wins = not sheet.leaders or sheet.totals[sheet.leaders[0]] == min(sheet.totals)
    for row in sheet.rounds:
        if row.went_out is not None:
            won[row.went_out] += 1
            continue
        best = (min if low_wins else max)(row.scores)
        for s, score in enumerate(row.scores):
            won[s] += score == best
    return won


SHOWN_ROUNDS = 8
"""Round columns a score sheet shows (the latest); the total covers every round."""


def score_table(sheet: ScoreSheet, seat: int | None, *, title: str = "") -> Table:
    """One row per player, best first: place, name, each round's score (``*`` went out),
    the total so far and the rounds won. Round scores and the total are separate columns."""
    low_wins = not sheet.leaders or sheet.totals[sheet.leaders[0]] == min(sheet.totals)
    caption = "lowest total wins" if low_wins else "highest total wins"
    table = Table(
        title=title or f"scores: {caption}, * went out", box=box.SIMPLE_HEAD,
        expand=False, title_justify="left", pad_edge=False, min_width=38,
    )  # fmt: skip
    shown = sheet.rounds[-SHOWN_ROUNDS:]
    table.add_column("place", justify="right")
    table.add_column("player")
    if len(shown) < len(sheet.rounds):
        table.add_column("…", justify="right")
    for row in shown:
        table.add_column(f"R{row.round_no}", justify="right")
    table.add_column("total", justify="right", style="bold")
    table.add_column("won", justify="right")
    won = rounds_won(sheet)
    for place, s in ranked(sheet):
        # a name is a player's own string: Text, never read as markup
        cells: list[Text | str] = [
            str(place) if sheet.rounds else "", Text(_you(sheet.names[s], s, seat))
        ]
        if len(shown) < len(sheet.rounds):
            cells.append("")
        cells.extend(f"{row.scores[s]}{'*' if row.went_out == s else ''}" for row in shown)
        total = Text(str(sheet.totals[s]), style="bold green" if s in sheet.leaders else "bold")
        table.add_row(*cells, total, str(won[s]))
    if not sheet.rounds:
        table.caption = "no round finished yet"
    return table


def round_end_table(end: RoundEndView, *, edge: bool = True) -> Table:
    """One row per player: who went out, the tiles left, this round's score, the total
    (``edge=False``: without the blank rows above and below, for a panel short of rows)."""
    table = Table(box=box.SIMPLE_HEAD, expand=False, pad_edge=False, show_edge=edge)
    table.add_column("player", no_wrap=True)  # the tiles wrap first: "— went out" stays whole
    table.add_column("tiles left")
    pips_differ = end.pips != end.scores
    if pips_differ:
        table.add_column("pips", justify="right")
    table.add_column("this round", justify="right")
    table.add_column("total", justify="right", style="bold")
    for s, name in enumerate(end.names):
        label = _you(name, s, end.seat)
        if s == end.went_out:
            label += " — went out"
        hand = " ".join(tile_text(p) for p in end.hands[s]) or "(none)"
        cells: list[Text | str] = [Text(label), hand]
        if pips_differ:
            cells.append(str(end.pips[s]))
        table.add_row(*cells, str(end.scores[s]), str(end.totals[s]))
    return table
