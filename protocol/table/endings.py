"""How a round stops: the move to the reveal stage, this seat's anomaly report (the early
audit), and blame, which ends the match. Shared by the deck stages, the turns and the audit.
"""

from __future__ import annotations

from ..deck import DeckFault, PublicDeck
from .state import Blame, Round, Stage, TableState, Update


def start_reveal(table: TableState, rnd: Round) -> None:
    """The round is over (or stopped): every seat now reveals its seed."""
    table.stage = Stage.REVEAL
    rnd.pending_draw = None


def report_anomaly(table: TableState, rnd: Round, exc: DeckFault) -> None:
    """This seat saw something only it can see go wrong in the deck: report it, once, so the
    round stops for the early audit that names the publisher."""
    if not isinstance(rnd.deck, PublicDeck) and rnd.anomaly is None and not rnd.reported:
        rnd.reported = True
        pos = exc.position if exc.position is not None else 0
        table._queue("anomaly", rnd.index, [pos, str(exc)[:200]])


def set_blame(table: TableState, blame: Blame) -> None:
    """End the match on signed evidence."""
    table.blame = blame
    table.stage = Stage.ENDED
    table.end_reason = f"cheating detected: {blame}"


def blame_update(table: TableState, blame: Blame, index: int, round_no: int) -> list[Update]:
    """:func:`set_blame`, and the update that tells the UI."""
    set_blame(table, blame)
    seat = blame.seat if blame.seat is not None else -1
    return [Update(index, "blame", seat, round_no, {"reason": blame.reason})]
