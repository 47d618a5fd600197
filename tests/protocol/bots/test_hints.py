"""Hints: a legal move and a one-line reason, from the seat's view only (the hint key's API)."""

from __future__ import annotations

import inspect
import random
from dataclasses import FrozenInstanceError

import pytest
from mextrain.cli.words import takes_seat
from mextrain.protocol.bots import hints as hints_module
from mextrain.protocol.bots.analysis import DEFAULT_DEALS, review_round
from mextrain.protocol.bots.expert import SearchResult
from mextrain.protocol.bots.hints import Hint, hint, kept_double, name_words, sure_gain
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules.engine import (
    Draw,
    Event,
    Pass,
    Phase,
    Play,
    RoundState,
    apply,
    legal_actions,
    new_round,
)
from mextrain.protocol.rules.ruleset import PRESETS
from mextrain.protocol.rules.tiles import tile

from .test_bots import _midgame, _redeal_hidden


def test_signature_is_the_one_the_terminal_app_uses() -> None:
    params = inspect.signature(hint).parameters
    assert list(params) == ["state", "seat", "level", "seed", "deals", "history", "names"]
    assert params["level"].default == "expert"
    assert params["seed"].kind is inspect.Parameter.KEYWORD_ONLY and params["seed"].default == 0
    assert params["deals"].default == DEFAULT_DEALS  # `mextrain analyze`'s
    for name in ("history", "names"):
        assert params[name].kind is inspect.Parameter.KEYWORD_ONLY and params[name].default is None
    h = hint(_midgame(21), _midgame(21).turn, "medium")
    with pytest.raises(FrozenInstanceError):
        h.reason = "x"  # type: ignore[misc]


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_every_level_hints_a_legal_move_with_one_line(level: str) -> None:
    rules = PRESETS["classic"]
    state = new_round(rules, 3, 0, round_deck(rules, 12, random.Random(8)))
    rng = random.Random(1)
    for step in range(60):
        if state.phase is Phase.OVER:
            break
        seat = state.turn
        if step % 7 == 0 or level != "expert":
            h = hint(state, seat, level, seed=step)
            assert isinstance(h, Hint)
            assert h.event in legal_actions(state, seat)
            assert h.reason and "\n" not in h.reason and len(h.reason) < 200
        state = apply(state, rng.choice(legal_actions(state, seat)))


def test_hint_reads_only_the_seats_view() -> None:
    state = _midgame(22)
    seat = state.turn
    other = _redeal_hidden(state, seat, 3)
    assert hint(state, seat, seed=5) == hint(other, seat, seed=5)


def _hints_of_a_round(level: str, players: int = 3, every: int = 1) -> list[tuple[Event, str]]:
    rules = PRESETS["classic"]
    state = new_round(rules, players, 0, round_deck(rules, 12, random.Random(8)))
    rng = random.Random(1)
    history: list[Event] = []
    out = []
    for step in range(400):
        if state.phase is Phase.OVER:
            break
        seat = state.turn
        if len(legal_actions(state, seat)) > 1 and step % every == 0:
            h = hint(state, seat, level, seed=step, history=history)
            out.append((h.event, h.reason))
        event = STRATEGIES["greedy"](state, seat, rng)
        state = apply(state, event)
        history.append(event)
    return out


def test_the_reason_says_why_not_what() -> None:
    """The move is shown next to the reason, so the reason never repeats it ("6-4 on your
    train"); every reason has words of its own, and no "1 points"."""
    found = _hints_of_a_round("hard") + _hints_of_a_round("expert", every=5)
    plays = [(e, r) for e, r in found if isinstance(e, Play)]
    assert len(plays) >= 5
    for event, reason in plays:
        assert isinstance(event, Play)
        assert f"{event.tile} on " not in reason, reason
        assert reason.strip()
    assert not any(" 1 points" in r for _, r in found)


def test_a_double_is_kept_for_the_own_train_only_when_it_can_go_there() -> None:
    """9-9 with a 9-3 in hand, the own train ending in 5: nothing leads from 5 to a 9, so the
    double cannot go there (the old wording claimed it would be kept for it)."""
    rest = [tile(9, 9), tile(9, 3), tile(5, 1)]
    assert kept_double(rest, 5) is None
    assert kept_double([*rest, tile(5, 9)], 5) == tile(9, 9)
    assert kept_double([tile(5, 1), tile(1, 1)], 5) == tile(1, 1)


def test_a_margin_is_stated_only_when_the_search_is_sure_of_it() -> None:
    a, b = Pass(0), Draw(0)
    sure = SearchResult(a, {a: 5.0, b: 0.0}, 16, {a: (5.0, 6.0, 4.0, 5.0), b: (0.0,) * 4})
    gain = sure_gain(sure)
    assert gain is not None and 3.0 < gain < 5.0
    noisy = SearchResult(a, {a: 1.0, b: 0.0}, 16, {a: (20.0, -18.0, 15.0, -13.0), b: (0.0,) * 4})
    gain = sure_gain(noisy)
    assert gain is not None and gain < 0
    few = SearchResult(a, {a: 5.0, b: 0.0}, 4, {a: (5.0, 5.0), b: (0.0, 0.0)})
    assert sure_gain(few) is None
    assert sure_gain(SearchResult(a, {a: 0.0}, 0, {a: (1.0,) * 8})) is None


def test_the_hint_reads_the_rounds_history(monkeypatch: pytest.MonkeyPatch) -> None:
    """The history reaches the judgement: it is what hidden tiles are sampled from."""
    seen: list[object] = []
    real = hints_module.expert_evaluator

    def spy(deals: int, models: object = None) -> object:
        judge = real(deals, models)  # type: ignore[arg-type]

        def spied(view: RoundState, seat: int, rng: random.Random, history: object) -> object:
            seen.append(history)
            return judge(view, seat, rng, history)  # type: ignore[arg-type]

        return spied

    monkeypatch.setattr(hints_module, "expert_evaluator", spy)
    state = _midgame(23)
    history: list[Event] = [Draw(0)]
    hint(state, state.turn, history=history, deals=4)
    assert seen == [history]


def _sure_by_six(state: RoundState) -> SearchResult:
    """A judgement whose move is better than the runner-up by 6 on every deal."""
    first, second = legal_actions(state, state.turn)[:2]
    return SearchResult(
        first, {first: 6.0, second: 0.0}, 16, {first: (6.0, 7.0, 5.0, 6.0), second: (0.0,) * 4}
    )


def test_a_sure_margin_is_stated_in_points(monkeypatch: pytest.MonkeyPatch) -> None:
    """The judgement values the round's margin, in points, as the analysis does."""
    monkeypatch.setattr(
        hints_module, "expert_evaluator", lambda deals, *models: lambda view, *a: _sure_by_six(view)
    )
    state = _midgame(23)
    assert "at least 5 points better than the next best" in hint(state, state.turn).reason


@pytest.mark.parametrize(("players", "deal"), [(2, 0), (3, 5)])
def test_a_player_who_follows_the_hint_is_never_marked_down(players: int, deal: int) -> None:
    """Issue 37: the hint said "play 9-4 on your train" and the analysis then called it a
    3.1-point mistake. The hint is the analysis's own judgement of the position (the same
    sampled deals, valued the same way), so every hinted move is the review's best."""
    rules = PRESETS["classic"]
    tiles = round_deck(rules, 12, random.Random(deal))
    state = new_round(rules, players, 0, tiles)
    rng = random.Random(1)
    events: list[Event] = []
    hinted = 0
    while state.phase is not Phase.OVER and len(events) < 400:
        seat = state.turn
        if seat == 0 and len(legal_actions(state, 0)) > 1:
            event = hint(state, 0, history=events, deals=6).event
            hinted += 1
        else:
            event = STRATEGIES["greedy"](state, seat, rng)
        state = apply(state, event)
        events.append(event)
    mine = [r for r in review_round(rules, players, 0, tiles, events, deals=6) if r.seat == 0]
    assert hinted >= 3 and len(mine) == hinted
    assert [(r.event_index, r.verdict) for r in mine] == [(r.event_index, "best") for r in mine]


def test_the_apps_hint_gives_the_judgement_the_history(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint key (cli/tui/jobs.hint_for) passes the round's public events and the names."""
    from types import SimpleNamespace

    from mextrain.cli.tui import jobs

    got: dict[str, object] = {}

    def spy(state: RoundState, seat: int, **kwargs: object) -> Hint:
        got.update(kwargs, seat=seat)
        return Hint(legal_actions(state, seat)[0], "because")

    monkeypatch.setattr(jobs, "hint", spy)
    state = _midgame(23)
    events: list[Event] = [Draw(0)]
    table = SimpleNamespace(
        round=SimpleNamespace(engine=state, events=events),
        my_seat=state.turn,
        my_turn=lambda: True,
        outcomes=[SimpleNamespace(scores=(10, 0, 7)), SimpleNamespace(scores=(3, 20, 1))],
        seats=3,
        names=["ann", "bob", ""],
    )
    assert jobs.hint_for(lambda: table)() == (legal_actions(state, state.turn)[0], "because")  # type: ignore[arg-type, return-value]
    assert got["history"] is events and "standing" not in got
    assert got["names"] == ("ann", "bob", "seat 2")


def test_player_names_are_words() -> None:
    """A player named "you" is named as a player, never read as the person at this terminal."""
    assert name_words("Ann") == "Ann"
    assert name_words("You") == 'the player named "You"'
    assert takes_seat("you", 1, mine=False) == '"you" takes seat 1'  # as the board quotes it
    assert takes_seat("you", 0, mine=True) == "you take seat 0"
    rules = PRESETS["classic"]
    state = new_round(rules, 2, 0, round_deck(rules, 12, random.Random(3)))
    rng = random.Random(2)
    said = []
    while state.phase is not Phase.OVER:
        seat = state.turn
        if seat == 0 and len(legal_actions(state, seat)) > 1 and len(state.hands[1]) <= 2:
            said.append(hint(state, seat, "hard", names=["Ann", "you"]).reason)
        state = apply(state, STRATEGIES["greedy"](state, seat, rng))
    assert said and all("you has" not in r for r in said)
    assert any('the player named "you" has' in r for r in said), said


def test_bad_level_and_wrong_turn_are_clear_errors() -> None:
    state = _midgame(24)
    with pytest.raises(LocalError, match="unknown hint level 'genius'"):
        hint(state, state.turn, "genius")
    with pytest.raises(LocalError, match="not seat"):
        hint(state, (state.turn + 1) % state.players)
