"""``--agent CMD``: external agents (SPEC.md section 9) in the engine-only commands.

Every command that seats a built-in bot also takes ``--agent CMD``: an agent takes the seat a
bot would take. Here, for ``simulate``: the agents take seats 0, 1, ... in the order given, and
hear of every round's end and of the match's end.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import typer

from ..node.agent import AgentStrategy
from ..protocol.bots import PlayedRound, Strategy
from ..protocol.rules import MatchOutcome
from ..protocol.table import Table, Update

AGENT_HELP = (
    "An external agent plays a seat (SPEC.md section 9): CMD is run and spoken to in JSON"
    " lines on its stdin/stdout."
)


def warn(text: str) -> None:
    typer.echo(f"mextrain: {text}", err=True)


class Agents:
    """The agents of one engine-only match, by seat."""

    def __init__(self, commands: Sequence[str], players: int) -> None:
        names = [f"seat {s}" for s in range(players)]
        self.by_seat = {
            seat: AgentStrategy(command, note=warn, names=names)
            for seat, command in enumerate(commands)
        }

    def seat(self, strategies: list[Strategy]) -> list[Strategy]:
        """``strategies`` with the agents in their seats."""
        return [self.by_seat.get(s, play) for s, play in enumerate(strategies)]

    def on_round(self, index: int, played: PlayedRound) -> None:
        hands = [
            [t for t in played.final.hand(s) if t is not None]
            for s in range(played.final.players)
        ]
        for agent in self.by_seat.values():
            agent.round_over(index, played.outcome, hands)

    def on_updates(self, seat: int, table: Table, updates: list[Update]) -> None:
        """For ``--crypto``: what seat ``seat``'s table saw, told to that seat's agent."""
        agent = self.by_seat.get(seat)
        if agent is None:
            return
        for update in updates:
            if update.kind == "round_over":
                hands = update.detail["hands"]
                seen = [hands.get(s, []) for s in range(table.seats)]
                agent.round_over(update.round, update.detail["outcome"], seen)

    def finish(self, outcome: MatchOutcome | None) -> None:
        for agent in self.by_seat.values():
            agent.match_over(outcome)

    def close(self) -> None:
        for agent in self.by_seat.values():
            agent.close()


def hooks(agents: Agents | None) -> tuple[
    Callable[[int, PlayedRound], None] | None, Callable[[int, Table, list[Update]], None] | None
]:
    if agents is None or not agents.by_seat:
        return None, None
    return agents.on_round, agents.on_updates
