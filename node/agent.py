"""An external agent playing a seat (SPEC.md section 9), with a built-in bot to fall back on.

:class:`AgentPlayer` is the protocol's state for one seat: it starts the agent, says hello,
asks for moves and passes notices on. The first time the agent crashes, answers garbage or runs
out of time, the player says so (one line, through ``note``), stops the agent and lets the
greedy bot choose this seat's moves for the rest of the match. The moves stay this seat's: the
node signs them as it signs any bot's.

Two faces use it: :class:`AgentStrategy`, a :data:`~mextrain.protocol.bots.strategies.Strategy` for
``simulate`` and the arena, and :class:`AgentChooser`, which a node's seat driver awaits on the
seat's turn (its blocking calls run on a thread of its own, one at a time, in order).
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..protocol.bots import ExpertBot, Strategy, greedy_strategy
from ..protocol.bots import strategy as strategy_named
from ..protocol.errors import LocalError
from ..protocol.rules import Event, MatchOutcome, RoundOutcome, RoundState, Ruleset, Tile
from ..protocol.table import SeatView, Table, Update, seat_view, table_names, table_view
from ..protocol.table import agent_protocol as wire
from .agent_process import AgentFailure, AgentProcess

AGENT_PREFIX = "agent:"
"""A seat's strategy text ``agent:CMD`` means: the agent started by CMD plays it."""
MOVE_TIME = 5.0
"""Seconds an agent has for each move (announced in the hello)."""
READY_TIME = 10.0
"""Seconds an agent has to start and answer the hello."""
SEND_TIME = 5.0
"""Seconds an agent has to take a line the node writes (it must keep reading its input)."""
FALLBACK = "greedy"
EXPERT_THINK = 0.5
"""Seconds of wall clock the ``expert`` may think per move at a live table: with its playout
budget as a cap, this keeps a move under a second at 8 seats on a busy machine (bench/bots.py
measures it)."""

Note = Callable[[str], None]


def agent_command(spec: str | None) -> str | None:
    """The command of an ``agent:CMD`` strategy text, else None."""
    if spec is not None and spec.startswith(AGENT_PREFIX):
        return spec[len(AGENT_PREFIX) :].strip()
    return None


def check_spec(spec: str) -> None:
    """LocalError unless ``spec`` names a built-in bot or is ``agent:`` and a command."""
    command = agent_command(spec)
    if command is None:
        strategy_named(spec)
    elif not command:
        raise LocalError("an agent needs a command: agent:CMD")


class AgentPlayer:
    """One seat's agent, from hello to match end, and the fallback once it fails."""

    def __init__(
        self,
        command: str,
        *,
        note: Note,
        move_time: float = MOVE_TIME,
        ready_time: float = READY_TIME,
        label: str = "",
    ) -> None:
        self.command = command
        self.note = note
        self.move_time = move_time
        self.ready_time = ready_time
        self.label = label
        self.process: AgentProcess | None = None
        self.failed: str | None = None
        """Why the agent was dropped, once it was."""
        self.name = ""
        self.turns = 0

    def _who(self, seat: int) -> str:
        named = f" {self.name!r}" if self.name else ""
        return f"{self.label or f'seat {seat}'}: agent{named} ({self.command})"

    def _fail(self, seat: int, failure: AgentFailure) -> None:
        self.failed = str(failure)
        self.note(
            f"{self._who(seat)} {failure}; this seat plays as the {FALLBACK} bot for the rest"
            " of the match"
        )
        if self.process is not None:
            self.process.kill()
            self.process = None

    def _started(self, seat: int, names: Sequence[str], rules: Ruleset) -> AgentProcess | None:
        if self.failed is not None:
            return None
        if self.process is not None:
            return self.process
        try:
            self.process = AgentProcess(self.command)
            hello = wire.hello(
                seat=seat, names=names, rules=rules, move_time_ms=round(self.move_time * 1000)
            )
            self.process.send(hello, SEND_TIME)
            ready = wire.check_ready(self.process.answer(self.ready_time))
        except AgentFailure as exc:
            self._fail(seat, exc)
            return None
        except wire.AgentProtocolError as exc:
            self._fail(seat, AgentFailure(f"answered garbage: {exc}"))
            return None
        self.name = ready.name
        return self.process

    def move(self, view: SeatView, state: RoundState, rules: Ruleset, rng: random.Random) -> Event:
        """This seat's move: the agent's choice, or the fallback bot's once it has failed."""
        seat = view.seat
        assert seat is not None and view.moves
        process = self._started(seat, view.names, rules)
        if process is not None:
            self.turns += 1
            try:
                process.send(wire.turn(self.turns, view), SEND_TIME)
                return wire.chosen_event(process.answer(self.move_time), self.turns, view)
            except AgentFailure as exc:
                self._fail(seat, exc)
            except wire.AgentProtocolError as exc:
                self._fail(seat, AgentFailure(f"answered garbage: {exc}"))
        return greedy_strategy(state, seat, rng)

    def notify(self, seat: int, message: dict[str, Any]) -> None:
        """Pass a notice on (no answer is expected); a closed or stuck agent is dropped."""
        if self.process is None:
            return
        try:
            self.process.send(message, SEND_TIME)
        except AgentFailure as exc:
            self._fail(seat, exc)

    def close(self) -> None:
        if self.process is not None:
            self.process.close()
            self.process = None


class AgentStrategy:
    """A :data:`Strategy` played by an agent, for engine-only matches (``simulate``, the arena).

    Call :meth:`round_over` after each round and :meth:`match_over` at the end to pass the
    notices on (and to keep the score sheet of later views); :meth:`close` stops the agent.
    After either, the same object may play another match, in any seat: it starts the agent
    afresh (a new ``hello``), even if it had failed in the last one.
    """

    def __init__(
        self,
        command: str,
        *,
        note: Note,
        names: Sequence[str] | None = None,
        move_time: float = MOVE_TIME,
        ready_time: float = READY_TIME,
    ) -> None:
        self.command = command
        self.note = note
        self.move_time = move_time
        self.ready_time = ready_time
        self.names = tuple(names) if names is not None else None
        self._fresh()

    def _fresh(self) -> None:
        self.player = AgentPlayer(
            self.command, note=self.note, move_time=self.move_time, ready_time=self.ready_time
        )
        self.seat: int | None = None
        self.outcomes: list[RoundOutcome] = []
        self.rules: Ruleset | None = None

    def _names(self, players: int) -> tuple[str, ...]:
        return self.names or tuple(f"seat {s}" for s in range(players))

    def __call__(self, state: RoundState, seat: int, rng: random.Random) -> Event:
        if self.seat is None:
            self.seat = seat
            self.player.label = f"seat {seat}"
        elif seat != self.seat:
            raise LocalError(f"this agent plays seat {self.seat}, not seat {seat}")
        self.rules = state.rules
        view = seat_view(state, seat, self._names(state.players), outcomes=self.outcomes)
        return self.player.move(view, state, state.rules, rng)

    def round_over(
        self, round_no: int, outcome: RoundOutcome, hands: Sequence[Sequence[Tile]]
    ) -> None:
        """Round ``round_no`` (from 0) ended with these revealed hands."""
        self.outcomes.append(outcome)
        if self.seat is None or self.rules is None:
            return
        names = self._names(len(hands))
        totals = [sum(o.scores[s] for o in self.outcomes) for s in range(len(names))]
        notice = wire.round_end_notice(
            outcome,
            dict(enumerate(hands)),
            names,
            self.seat,
            round_no=round_no + 1,
            rounds=len(self.rules.round_doubles()),
            totals=totals,
        )
        self.player.notify(self.seat, notice)

    def match_over(self, outcome: MatchOutcome | None, reason: str = "the match is over") -> None:
        if self.seat is not None:
            totals = outcome.totals if outcome is not None else None
            winners = outcome.winners if outcome is not None else None
            self.player.notify(self.seat, wire.match_end(totals, winners, reason))
        self.close()

    def close(self) -> None:
        """Stop the agent; the next call starts a new match."""
        self.player.close()
        self._fresh()


def table_notices(table: Table, updates: Sequence[Update]) -> list[dict[str, Any]]:
    """The agent notices a table's updates call for: the end of a round, of the match."""
    out: list[dict[str, Any]] = []
    seat = table.my_seat
    if seat is None or table.rules is None:
        return out
    names = table_names(table)
    for update in updates:
        if update.kind == "round_over":
            outcomes = table.outcomes
            totals = [sum(o.scores[s] for o in outcomes) for s in range(table.seats)]
            out.append(
                wire.round_end_notice(
                    update.detail["outcome"],
                    update.detail["hands"],
                    names,
                    seat,
                    round_no=update.round + 1,
                    rounds=len(table.rules.round_doubles()),
                    totals=totals,
                    audit=str(update.detail.get("audit", "ok")),
                )
            )
        elif update.kind == "end":
            out.append(
                wire.match_end(update.detail["totals"], update.detail["winners"], "finished")
            )
        elif update.kind == "abort":
            out.append(wire.match_end(None, None, f"aborted: {update.detail['reason']}"))
        elif update.kind == "blame":
            out.append(wire.match_end(None, None, f"stopped: {update.detail['reason']}"))
    return out


class AgentChooser:
    """The agent as a node's seat driver sees it: awaited for moves, told of updates.

    All talk with the agent happens on one worker thread, in the order it was asked for, so
    the event loop never waits on the agent and a notice is never overtaken by a turn.
    """

    def __init__(self, command: str, *, note: Note, move_time: float = MOVE_TIME) -> None:
        self.player = AgentPlayer(command, note=note, move_time=move_time)
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agent")
        self.closed = False

    async def choose(self, table: Table) -> Event | None:
        view = table_view(table)
        rnd = table.round
        assert view is not None and rnd is not None and table.rules is not None
        loop = asyncio.get_running_loop()
        rules, state, rng = table.rules, rnd.engine, table.rng
        return await loop.run_in_executor(self._thread, self.player.move, view, state, rules, rng)

    def updates(self, table: Table, updates: Sequence[Update]) -> None:
        seat = table.my_seat
        if self.closed or seat is None:
            return
        for notice in table_notices(table, updates):
            self._thread.submit(self.player.notify, seat, notice)
            if notice["type"] == "match_end":
                self.close()
                return

    def close(self) -> None:
        """Stop the agent once what was asked of it is done (it may take a second or two)."""
        if not self.closed:
            self.closed = True
            self._thread.submit(self.player.close)
            self._thread.shutdown(wait=False)


def seat_player(spec: str | None, note: Note) -> tuple[Strategy | None, AgentChooser | None]:
    """What plays a seat whose strategy text is ``spec``: a built-in bot, an agent, or
    (None) a person."""
    command = agent_command(spec)
    if command is not None:
        return None, AgentChooser(command, note=note)
    if spec == "expert":
        return ExpertBot(think=EXPERT_THINK, clock=time.monotonic), None
    return (strategy_named(spec) if spec else None), None
