"""The board as drawn tiles: every train a lane branching from the engine, wrapped, never cut.

A pure function of a :class:`~mextrain.protocol.table.view.SeatView`, a width and a size (tall
tiles of three rows, or flat ones of one row for a short terminal; on a large one each train's
open end as a dot face in a lane of five rows). A train longer than its lane
goes on under itself (``↳``), so every tile of every train is on the board; the open end ``→N``
ends the lane's last line, with what it means for this seat (``◀ you can play here``, the open
double and who must cover it). Colour only adds: the open half is reversed, an open double is
drawn in heavy lines, a marker is a reversed ``⚑ open`` next to the owner.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.style import Style
from rich.text import Text

from ...protocol.table import SeatView, TrainView
from ..words import building
from .tiles import PIPS_TALL, TALL, Look, flat_row, pip_tile_rows, tall_rows, tile_width

MARKER = "bold white on red"
"""A marker: white on red, or light on grey in monochrome: never a colour alone."""
OPEN_DOUBLE = "bold white on magenta"
LABEL = 15
"""Cells of a lane's label (owner, hand size, marker)."""


@dataclass
class _Lane:
    """One train's rows, before the spine and the engine are put in front of them."""

    key: int
    rows: list[Text] = field(default_factory=list)
    joint: int = 0
    """The row (within the lane) the spine joins."""


def owner_label(view: SeatView, train: TrainView) -> str:
    if train.key < 0:
        return "Mexican"
    name = train.owner
    return name + " (you)" if train.key == view.seat and name != "you" else name


FLAT_NAME = 10
"""Cells of the name in a flat label (the turn mark, the name); then a space and four cells
for the marker and the hand size (``⚑12▪``)."""


def fit_name(view: SeatView, train: TrainView, cells: int) -> str:
    """The owner's label in ``cells``: a cut name ends in …, and your own train says "you"
    rather than a cut "alice (you" (read as another name)."""
    label = owner_label(view, train)
    if len(label) <= cells:
        return label
    if train.key == view.seat:
        return "you"
    return label[: cells - 1] + "…"


def _label_rows(view: SeatView, train: TrainView, tall: bool) -> list[Text]:
    on_turn = train.key >= 0 and view.players[train.key].on_turn
    mark = "▶" if on_turn else " "
    name_style = "bold green" if train.key < 0 else "bold"
    if on_turn:
        name_style = "bold yellow reverse"
    first = Text()
    name = mark + fit_name(view, train, LABEL - 1)
    first.append(f"{name:<{LABEL}}", style=name_style)
    if not tall:  # one row: the name, then the marker (if out) and the hand size
        first = Text()
        name = mark + fit_name(view, train, FLAT_NAME - 1)
        first.append(f"{name:<{FLAT_NAME}}", style=name_style)
        first.append(" ")
        if train.key < 0:
            first.append("    ", style="dim")
            return [first]
        if train.marker:
            first.append("⚑", style=MARKER)
        else:
            first.append(" ")
        first.append(f"{view.players[train.key].hand_size:>2}▪", style="dim")
        return [first]
    count = "" if train.key < 0 else f" {view.players[train.key].hand_size} in hand"
    marker = Text()
    if train.marker:
        marker.append("⚑ open", style=MARKER)
    second = Text(f"{count:<{LABEL}}", style="dim")
    third = Text(" ")
    third.append_text(marker)
    third.pad_right(LABEL - third.cell_len)
    return [second, first, third]  # the name on the row the spine joins


def _end_text(view: SeatView, train: TrainView) -> tuple[Text, Text]:
    """The open end ``→N`` and its note (for this seat)."""
    end = Text(f"→{train.open_end}", style=OPEN_DOUBLE if train.open_double else "bold cyan")
    note = Text()
    if train.open_double:
        who = next((d.cover_name for d in view.open_doubles if d.train == train.key), "")
        note.append(" ")
        words = f"◆ open double {train.open_end}-{train.open_end}"
        if building(view) and train.key == view.turn:  # a first train: its builder goes on
            words += f": {'you' if view.your_turn else view.turn_name} may cover it building"
        elif building(view):  # first trains go on their owners' trains only
            words += ": to be covered once the first trains are built"
        elif who == "you":
            words += ": cover it"
        elif train.playable:  # your follow-up tile may go on it
            words += f": you may cover it, else {who} must" if who else ": you may cover it"
        elif who:
            words += f": {who} must cover"
        note.append(words, style=OPEN_DOUBLE)
    elif train.playable:
        note.append(" ◀ you can play here", style="bold green")
    return end, note


def _pieces(train: TrainView, tall: bool, pips: bool) -> list[list[Text]]:
    """Each tile as its rows (5, 3 or 1), the last one with its open half shown. With
    ``pips`` only the last tile, the open end a hand's tiles are matched against, is a dot
    face; the tiles before it keep their numbers, three rows in the five of the lane (a dot
    face is twice as wide: every tile so would wrap a train by its seventh tile, and the
    board would outgrow a 160x48 terminal early in the round)."""
    out = []
    last = len(train.tiles) - 1
    for i, pair in enumerate(train.tiles):
        open_here = i == last
        double = pair[0] == pair[1]
        heavy = open_here and train.open_double
        style = OPEN_DOUBLE if heavy else ("bold" if open_here else "")
        look = Look(style=style, heavy=heavy, open_half=1 if open_here else None)
        if pips and open_here:
            out.append(pip_tile_rows(pair, look))
        elif pips:
            rows = tall_rows(pair, look, across=double)
            blank = Text(" " * rows[0].cell_len)
            out.append([blank, *rows, blank.copy()])
        elif tall:
            out.append(list(tall_rows(pair, look, across=double)))
        else:
            out.append([flat_row(pair, look)])
    return out


def _lane(view: SeatView, train: TrainView, room: int, tall: bool, pips: bool) -> _Lane:
    """A train's rows: its label, then its tiles in lines of at most ``room`` cells after the
    label; a line that goes on starts under the label with ``↳``."""
    label_w = (LABEL if tall else 15) + 1
    total = label_w + room
    label = _label_rows(view, train, tall)
    pieces = _pieces(train, tall, pips)
    last = len(train.tiles) - 1
    widths = [
        tile_width(p, across=p[0] == p[1], tall=tall, pips=pips and i == last)
        for i, p in enumerate(train.tiles)
    ]
    end, note = _end_text(view, train)
    lines: list[list[int]] = [[]]
    used = label_w
    for i, w in enumerate(widths):
        need = w
        if i == len(widths) - 1:  # the open end and its note stay with the last tile
            after = end.cell_len + 1
            if tall:
                need += max(after, note.cell_len)
            elif 2 + w + after + note.cell_len <= total:  # the note fits beside the end
                need += after + note.cell_len
            else:  # the note goes under the lane: only the end stays with the tile
                need += after
        if lines[-1] and used + need > total:
            lines.append([])
            used = 2  # the ``↳`` of a line that goes on
        lines[-1].append(i)
        used += w
    lane = _Lane(train.key)
    for n, line in enumerate(lines):
        # five rows only for the line with a dot face; a line of three-row tiles keeps three
        height = PIPS_TALL if pips and last in line else (TALL if tall else 1)
        skip = (PIPS_TALL - height) // 2 if pips else 0  # the blank rows of a padded tile
        mid = height // 2
        if n == 0:
            lane.joint = mid
        pad = (height - len(label)) // 2
        rows = [Text() for _ in range(height)]
        for r in range(height):
            if n == 0:
                inside = 0 <= r - pad < len(label)
                rows[r].append_text(label[r - pad] if inside else Text(" " * LABEL))
                rows[r].append(" ")
            else:
                rows[r].append("↳ " if r == mid else "  ", style="dim")
        if not train.tiles:
            rows[mid].append("·", style="dim")
        for i in line:
            for r in range(height):
                rows[r].append_text(pieces[i][r + skip])
        if n == len(lines) - 1:
            row = rows[mid]
            row.append(" ")
            row.append_text(end)
            free = total - row.cell_len
            if note.cell_len <= free:
                row.append_text(note)
            elif not tall:  # rows of its own under the lane, never cut short
                rows.extend(_wrapped(note, max(12, total - 4)))
            else:  # above the open end, where the lane has room
                top = rows[0]
                top.append(" " * max(0, row.cell_len - end.cell_len - top.cell_len))
                top.append_text(_cut(note, max(0, total - top.cell_len)))
        lane.rows.extend(rows)
    meta = Style(meta={"train": train.key})
    for text in lane.rows:
        text.stylize(meta)
    if train.playable:
        lane.rows[lane.joint].stylize("underline", 0, LABEL if tall else FLAT_NAME)
    return lane


def _wrapped(note: Text, cells: int) -> list[Text]:
    """A note in rows of at most ``cells`` after an indent, broken between words (one
    style: a note is written in one)."""
    style = note.spans[0].style if note.spans else ""
    rows: list[Text] = []
    line = ""
    for word in note.plain.split():
        if line and len(line) + 1 + len(word) > cells:
            rows.append(Text("    ").append(line, style))
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        rows.append(Text("    ").append(line, style))
    return rows


def _cut(text: Text, cells: int) -> Text:
    out = text.copy()
    out.truncate(cells)
    return out


def hub_width(view: SeatView, tall: bool) -> int:
    return 4 + 3 if tall else len(_engine_flat(view)) + 3


def _engine_flat(view: SeatView) -> str:
    pip = view.engine_pip
    return f"[{pip}|{pip}]" if view.engine_placed else "[ ? ]"


def board_lines(view: SeatView, width: int, *, tall: bool, pips: bool = False) -> list[Text]:
    """The whole board in rows of at most ``width`` cells (more rows as trains grow); ``pips``
    draws the tiles' halves as pip patterns (five rows a lane, ``tall`` labels)."""
    tall = tall or pips
    hub = hub_width(view, tall)
    room = max(12, width - hub - (LABEL if tall else 15) - 1)
    trains = [*view.trains, view.mexican]
    lanes = [_lane(view, t, room, tall, pips) for t in trains]
    middle = (len(lanes) - 1) // 2
    # rows of the whole board, with the lane each belongs to and whether it is its joint
    rows: list[tuple[int, int, Text]] = []
    for n, lane in enumerate(lanes):
        for r, text in enumerate(lane.rows):
            rows.append((n, r, text))
    joints = [i for i, (n, r, _t) in enumerate(rows) if r == lanes[n].joint]
    first, last = joints[0], joints[-1]
    hub_row = joints[middle]
    engine = _engine_rows(view, tall)
    engine_top = hub_row - len(engine) // 2
    out = []
    for i, (_n, _r, text) in enumerate(rows):
        line = Text()
        e = i - engine_top
        if 0 <= e < len(engine):
            line.append_text(engine[e])
        else:
            line.append(" " * (hub - 3))
        line.append("─" if i == hub_row else " ", style="bold yellow")
        line.append(_spine(i, first, last, hub_row, joints), style="dim")
        line.append("─" if i in joints else " ", style="dim")
        line.append_text(text)
        line.truncate(width)
        out.append(line)
    return out


def _engine_rows(view: SeatView, tall: bool) -> list[Text]:
    style = "bold yellow"
    if not tall:
        return [Text(_engine_flat(view), style=style)]
    pip = view.engine_pip
    shown = (pip, pip) if view.engine_placed else None
    if shown is None:
        return [Text("┌??┐", style), Text("├──┤", style), Text("└??┘", style)]
    return list(tall_rows(shown, Look(style=style), across=True))


def _spine(i: int, first: int, last: int, hub: int, joints: list[int]) -> str:
    if first == last:
        return "─"
    if i < first or i > last:
        return " "
    if i in joints:
        if i == first:
            return "┬" if i == hub else "┌"
        if i == last:
            return "┴" if i == hub else "└"
        return "┼" if i == hub else "├"
    return "┤" if i == hub else "│"
