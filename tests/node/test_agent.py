"""External agents (SPEC.md section 9) playing seats: in ``simulate`` and at a LAN table.

The example agent (examples/agent_greedy.py, plain Python, no mextrain import) must really
choose the moves: a match it plays equals the match an in-process copy of its choice rule plays.
An agent that crashes, answers garbage or runs out of time gets one clear line naming the seat,
the command and what went wrong; it is stopped, the greedy bot takes over, and the match (and
at a LAN table, its signed log) completes as if that seat had been a bot from then on.
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import importlib.util
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from mextrain.node.agent import AgentChooser, AgentPlayer, AgentStrategy
from mextrain.node.agent_process import AgentProcess
from mextrain.node.lobby import SeatPlan
from mextrain.protocol.bots.simulate import PlayedRound, SimulatedMatch, simulate_match
from mextrain.protocol.bots.strategies import Strategy, greedy_strategy
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules.engine import Event, RoundState
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.view import event_of, seat_view

from .helpers import assert_same_valid_logs, host_settings, make_peer, notes, start_host

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "agent_greedy.py"
MISBEHAVING = Path(__file__).with_name("agents") / "misbehaving.py"
PY = sys.executable


def example_command() -> str:
    return f"{PY} {EXAMPLE}"


def bad_command(mode: str, after: int = 0) -> str:
    return f"{PY} {MISBEHAVING} {mode} --after {after}"


def example_choice() -> Any:
    """The example agent's own choice function, loaded from its file."""
    spec = importlib.util.spec_from_file_location("agent_greedy", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.choose


def in_process_example(players: int) -> Strategy:
    choose = example_choice()
    names = [f"seat {s}" for s in range(players)]

    def play(state: RoundState, seat: int, rng: random.Random) -> Event:
        view = seat_view(state, seat, names)
        return event_of(view.moves[choose(view.to_json())], seat)

    return play


def run_with_agent(
    command: str, *, players: int = 3, rounds: int = 2, move_time: float = 5.0
) -> tuple[SimulatedMatch, AgentPlayer, list[str]]:
    said: list[str] = []
    agent = AgentStrategy(command, note=said.append, move_time=move_time)
    rules = preset("classic")
    strategies: list[Strategy] = [agent, *[greedy_strategy] * (players - 1)]

    def on_round(index: int, played: PlayedRound) -> None:
        hands = [[t for t in played.final.hand(s) if t is not None] for s in range(players)]
        agent.round_over(index, played.outcome, hands)

    player = agent.player  # the match's; match_over and close make a fresh one for the next
    try:
        match = simulate_match(rules, players, strategies, 5, rounds, on_round=on_round)
        agent.match_over(match.outcome)
    finally:
        agent.close()
    return match, player, said


def running_agents() -> list[AgentProcess]:
    """Agents started and never stopped (each is held until it is, to be killed at exit)."""
    return [o for o in gc.get_objects() if isinstance(o, AgentProcess) and not o.released]


def outcomes(match: SimulatedMatch) -> list[Any]:
    return [(p.events, p.outcome) for p in match.rounds]


def test_the_example_agent_chooses_the_moves_of_its_seat() -> None:
    match, player, said = run_with_agent(example_command())
    assert said == []
    assert player.failed is None and player.turns > 10
    assert player.name == "greedy example"
    rules = preset("classic")
    same = simulate_match(rules, 3, [in_process_example(3), greedy_strategy, greedy_strategy], 5, 2)
    assert outcomes(match) == outcomes(same)
    # and that rule is not the built-in greedy's: the test would notice a silent fallback
    greedy = simulate_match(rules, 3, [greedy_strategy] * 3, 5, 2)
    assert outcomes(match) != outcomes(greedy)
    assert not running_agents()


FAILURES = [
    (
        bad_command("crash", after=2),
        "crashed: it exited with code 3; its stderr ended: Traceback: something broke inside"
        " the agent",
    ),
    (bad_command("garbage", after=1), "answered garbage: not JSON: 'I would like to play"),
    (bad_command("long"), "answered garbage: a line longer than 4096 bytes"),
    (bad_command("deep"), "answered garbage: JSON nested deeper than 4 levels"),
    (bad_command("range"), "answered garbage: move 999 is not one of the"),
    (bad_command("old"), "answered garbage: speaks agent protocol version 7; this node speaks 1"),
    (bad_command("silent", after=1), "timed out: no answer within 0.5 s"),
    (f"{PY} -c 'import sys; sys.exit(5)'", "crashed: it exited with code 5"),
    ("/nonexistent/agent --flag", "cannot start the agent: No such file or directory"),
    ("'unbalanced", "cannot parse the agent command: No closing quotation"),
]


@pytest.mark.parametrize(("command", "reason"), FAILURES)
def test_a_failing_agent_is_named_once_and_greedy_finishes_its_match(
    command: str, reason: str
) -> None:
    match, player, said = run_with_agent(command, move_time=0.5)
    assert len(said) == 1, said
    line = said[0]
    assert line.startswith(f"seat 0: agent ({command}) ")
    assert reason in line, line
    assert line.endswith("; this seat plays as the greedy bot for the rest of the match")
    assert "\n" not in line
    assert player.failed is not None and player.process is None
    assert len(match.rounds) == 2
    assert not running_agents()  # the failed agent was stopped, not left running


def test_one_agent_strategy_plays_match_after_match_in_any_seat() -> None:
    """As the arena uses it: the same object, another seat each match, a fresh agent each."""
    said: list[str] = []
    agent = AgentStrategy(example_command(), note=said.append)
    rules = preset("classic")
    example = in_process_example(3)
    for seat in (0, 2):
        played = [greedy_strategy] * 3
        played[seat] = agent
        expected = [greedy_strategy] * 3
        expected[seat] = example
        match = simulate_match(rules, 3, played, seat, 1)
        agent.match_over(match.outcome)
        assert outcomes(match) == outcomes(simulate_match(rules, 3, expected, seat, 1))
    with pytest.raises(LocalError, match="this agent plays seat 1, not seat 2"):
        simulate_match(rules, 3, [greedy_strategy, agent, agent], 0, 1)
    agent.close()
    assert said == [] and not running_agents()


def test_an_agent_that_fails_at_once_leaves_exactly_the_greedy_match() -> None:
    match, _, said = run_with_agent(bad_command("crash"))
    greedy = simulate_match(preset("classic"), 3, [greedy_strategy] * 3, 5, 2)
    assert len(said) == 1 and outcomes(match) == outcomes(greedy)


# -- at a table on loopback -------------------------------------------------------------------


async def _lan_match(tmp_path: Path, host_agent: str, peer_agent: str) -> tuple[Any, Any]:
    settings = host_settings(3, 2, rounds=2)
    settings.local[0] = SeatPlan("host agent", f"agent:{host_agent}")
    settings = dataclasses.replace(settings, rules=dataclasses.replace(settings.rules, rounds=2))
    host, port, host_task = await start_host(tmp_path, settings)
    peer = make_peer(tmp_path, "joiner", port, strategy=f"agent:{peer_agent}")
    codes = await asyncio.wait_for(asyncio.gather(host_task, peer.run()), 120)
    assert codes == [0, 0]
    assert host.store is not None and peer.log_path is not None
    assert_same_valid_logs(host.store.log_path, peer.log_path)
    return host, peer


async def test_agents_play_the_host_seat_and_a_joiner_seat_over_loopback(tmp_path: Path) -> None:
    host, peer = await _lan_match(tmp_path, example_command(), example_command())
    for driver in (host.seats[0], peer.driver):
        chooser = driver.chooser
        assert isinstance(chooser, AgentChooser)
        assert chooser.player.failed is None and chooser.player.turns > 0
        assert chooser.closed
    said = [n for n in notes(host) + notes(peer) if ": agent" in n]
    assert not said, said


async def test_a_joiners_agent_that_crashes_mid_match_falls_back_and_the_log_verifies(
    tmp_path: Path,
) -> None:
    crash = bad_command("crash", after=2)
    host, peer = await _lan_match(tmp_path, example_command(), crash)
    said = [n for n in notes(peer) if ": agent" in n]
    assert len(said) == 1
    assert said[0].startswith(f"seat 2: agent ({crash}) crashed: it exited with code 3")
    assert said[0].endswith("plays as the greedy bot for the rest of the match")
    assert not any(": agent" in n for n in notes(host))


async def test_an_agent_at_the_host_that_crashes_mid_match_is_said_at_the_host(
    tmp_path: Path,
) -> None:
    """The host's person learns that the agent playing the host's seat failed, and that a
    bot plays that seat from then on (the joiner is told nothing: it is not its agent)."""
    crash = bad_command("crash", after=2)
    host, peer = await _lan_match(tmp_path, crash, example_command())
    said = [n for n in notes(host) if ": agent" in n]
    assert len(said) == 1, said
    assert said[0].startswith(f"seat 0: agent ({crash}) crashed: it exited with code 3")
    assert said[0].endswith("plays as the greedy bot for the rest of the match")
    assert not any(": agent" in n for n in notes(peer))
