"""Views drawn as rich Text: the board as trains branching from the engine, the hand, scores.

Pure functions of a :class:`~mextrain.protocol.table.view.SeatView` and a width, so the app's
widgets stay thin and the drawing can be checked without a terminal. Colour only ever adds to what
the text says: pips are numbers, the open double and playable tiles are also bold or underlined, so
``NO_COLOR`` (monochrome) loses nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.table import Table
from rich.text import Text

from ...protocol.table import Pair, RoundEndView, ScoreSheet, SeatView, TrainView

NAME_WIDTH = 12
STAGE_WORDS = {
    "commit": "shuffling…",
    "shuffle": "shuffling…",
    "lock": "shuffling…",
    "deal": "dealing…",
    "reveal": "hands revealed: auditing the round…",
}


def tile_text(pair: Pair) -> str:
    return f"{pair[0]}|{pair[1]}"


def _chain(train: TrainView, width: int, style_last: str) -> Text:
    """The train's tiles, oldest first; when too long, the oldest give way to ``…`` so the open
    end always shows."""
    pieces = [tile_text(t) for t in train.tiles]
    text = Text()
    used = 0
    shown: list[int] = []
    for i in range(len(pieces) - 1, -1, -1):
        need = len(pieces[i]) + 1
        if used + need > max(width - 2, 4) and shown:
            break
        used += need
        shown.append(i)
    shown.reverse()
    if shown and shown[0] > 0:
        text.append("… ", style="dim")
    for i in shown:
        last = i == len(pieces) - 1
        style = style_last if last else "white"
        text.append(pieces[i], style=style)
        text.append(" ")
    return text


def train_row(view: SeatView, train: TrainView, width: int, branch: str) -> Text:
    """One train: branch, owner, marker, hand size, tiles, open end."""
    row = Text()
    row.append(branch, style="dim")
    mexican = train.key < 0
    owner = "Mexican" if mexican else train.owner
    if not mexican and train.key == view.seat and owner != "you":
        owner += " (you)"
    name_style = "bold green" if mexican else "bold"
    if not mexican and view.players[train.key].on_turn:
        name_style = "bold yellow reverse"
    row.append(f"{owner[:NAME_WIDTH]:<{NAME_WIDTH}}", style=name_style)
    row.append(" ⚑ " if train.marker else "   ", style="bold red")
    if not mexican:
        row.append(f"{view.players[train.key].hand_size:>2}▪ ", style="dim")
    else:
        row.append("    ")
    end_style = "bold magenta reverse" if train.open_double else "bold cyan"
    tail = Text()
    if train.open_double:
        tail.append(f" ◆ open double {train.open_end}-{train.open_end}", style="bold magenta")
    elif train.playable:
        tail.append(" ◀ you can play here", style="green")
    room = width - row.cell_len - tail.cell_len - 4
    if train.tiles:
        row.append_text(_chain(train, room, end_style))
    else:
        row.append("· ", style="dim")
    row.append(f"→{train.open_end}", style="bold magenta" if train.open_double else "cyan")
    row.append_text(tail)
    if train.playable:
        row.stylize("underline", 0, len(branch) + NAME_WIDTH)
    row.stylize(Style(meta={"train": train.key}))
    return row


def board_text(view: SeatView, width: int) -> Text:
    """Every train as a branch off the engine; the Mexican train set apart at the bottom."""
    rows = view.trains
    count = len(rows)
    engine = f"[{view.engine_pip}|{view.engine_pip}]" if view.engine_placed else "[ ? ]"
    pad = len(engine) + 1
    middle = (count - 1) // 2
    out = Text()
    for i, train in enumerate(rows):
        if count == 1:
            joint = "─"
        elif i == 0:
            joint = "┌"
        elif i == count - 1:
            joint = "└"
        else:
            joint = "┼" if i == middle else "├"
        lead = engine + "─" if i == middle else " " * pad
        out.append(lead[:-1], style="bold yellow" if i == middle else "")
        out.append(lead[-1:] + joint + " ", style="dim")
        out.append_text(train_row(view, train, width - pad - 2, ""))
        out.append("\n")
    out.append(" " * pad + "  ")
    out.append("─" * max(0, min(width - pad - 2, 30)), style="dim green")
    out.append("\n")
    out.append(" " * pad + "  ")
    out.append_text(train_row(view, view.mexican, width - pad - 2, ""))
    return out


def status_text(view: SeatView, countdown: str = "") -> Text:
    """The one-line summary above the board."""
    t = Text()
    t.append(f" round {view.round_no} of {view.rounds} ", style="bold reverse")
    t.append(f" engine {view.engine_pip}-{view.engine_pip}  boneyard {view.boneyard}  ")
    if view.ended:
        t.append("match over", style="bold")
    elif view.your_turn:
        t.append("your turn", style="bold yellow reverse")
    elif view.awaiting_names:
        who = ", ".join(view.awaiting_names)
        t.append(f"waiting for {who}", style="yellow")
    elif view.stage in STAGE_WORDS:
        t.append(STAGE_WORDS[view.stage], style="dim")
    if countdown:
        t.append(f"  {countdown}", style="bold red")
    return t


def hand_text(
    view: SeatView,
    cursor: int | None,
    order: Sequence[int],
    picked: int | None = None,
    *,
    numbered: bool = True,
) -> Text:
    """The hand in display ``order`` (indexes into view.hand), numbered for the app's digit
    keys (not in the line mode, where a number picks from the list of legal moves);
    playable tiles bold and underlined, the cursor reversed."""
    t = Text()
    t.append(f"your hand ({len(view.hand)}): ", style="bold")
    for n, i in enumerate(order):
        h = view.hand[i]
        if numbered:
            t.append(f"{(n + 1) % 10}" if n < 10 else " ", style="dim")
        style = "bold green underline" if h.playable else ""
        if n == cursor:
            style += " reverse"
        if picked is not None and h.pos == picked:
            style = "bold yellow reverse"
        click = Style(meta={"tile": n})
        t.append(f"[{tile_text(h.tile)}]", style=Style.parse(style.strip() or "white") + click)
        t.append(" ")
    return t


def score_table(sheet: ScoreSheet, seat: int | None) -> Table:
    """Rounds × players with the running total after every round."""
    table = Table(title="score sheet (pips left count against you)", expand=False)
    table.add_column("round")
    for s, name in enumerate(sheet.names):
        table.add_column(name + (" (you)" if s == seat and name != "you" else ""), justify="right")
    for row, running in zip(sheet.rounds, sheet.running, strict=True):
        cells = []
        for s in range(len(sheet.names)):
            mark = "*" if row.went_out == s else ""
            cells.append(f"{row.scores[s]}{mark} = {running[s]}")
        table.add_row(f"{row.round_no}: {row.double}-{row.double}", *cells)
    if not sheet.rounds:
        table.add_row("no round finished yet", *([""] * len(sheet.names)))
    else:
        table.add_row(
            Text("total", style="bold"),
            *(
                Text(str(t), style="bold green" if s in sheet.leaders else "bold")
                for s, t in enumerate(sheet.totals)
            ),
        )
    return table


def round_end_table(end: RoundEndView) -> Table:
    """Revealed hands, pips, this round's score and the running total, one row per player."""
    table = Table(title=f"round {end.round_no} of {end.rounds} ({end.double}-{end.double})")
    table.add_column("player")
    table.add_column("tiles left")
    table.add_column("pips", justify="right")
    table.add_column("score", justify="right")
    table.add_column("total", justify="right")
    for s, name in enumerate(end.names):
        label = name + (" (you)" if s == end.seat and name != "you" else "")
        if s == end.went_out:
            label += " — out"
        hand = " ".join(tile_text(p) for p in end.hands[s]) or "(none)"
        table.add_row(Text(label), hand, str(end.pips[s]), str(end.scores[s]), str(end.totals[s]))
    return table
