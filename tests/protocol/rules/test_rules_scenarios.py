"""Scenario tests for every row of DESIGN.md section 3's rules table.

Each test deals a concrete position (hands and boneyard chosen tile by tile, see ``helpers``),
then asserts exactly which actions ``legal_actions`` offers and what ``apply`` does next. The
docstring of each test cites the seed text the rule comes from:

* 000 = seeds/000_1ca213da5abfe8ff.txt (Portuguese how-to guide, and its "Dicas")
* 001 = seeds/001_969b684bb6ce4fe3.txt (Portuguese boxed-set sheet, damaged by PDF extraction)
* 002 = seeds/002_2fff3d9afa9ed00d.txt (Swedish translation of 000, plus the in-order rule)
* 003 = seeds/003_347a02f077a68352.txt (Italian online game's rules)
"""

from __future__ import annotations

import dataclasses

import pytest
from mextrain.protocol.errors import IllegalPlayError, InvalidPlayError, LocalError, RulesetError
from mextrain.protocol.rules.engine import (
    MEXICAN,
    NoEngine,
    Phase,
    PlaceEngine,
    RoundState,
    Train,
    apply,
    deal_layout,
    legal_actions,
    new_round,
)
from mextrain.protocol.rules.ruleset import (
    DrawRule,
    EngineMode,
    FirstTurn,
    LastDouble,
    OpenDoubles,
    Ruleset,
    preset,
)
from mextrain.protocol.rules.tiles import Tile, set_size, tile, tile_set

from ..helpers import (
    BLOCK_HANDS,
    BLOCK_SCRIPT,
    T,
    double_six,
    ev,
    hand,
    legal,
    line,
    markers,
    run,
    small,
    start,
)

# -- a few rulesets used throughout ----------------------------------------------------------


def classic(hand_size: int = 4, **overrides: object) -> Ruleset:
    """000/002's rules with small hands so every tile of a scenario is chosen."""
    return small("classic", hand_size, **overrides)


def express(hand_size: int = 4, **overrides: object) -> Ruleset:
    """003's rules with small hands: engine set aside, single first turn, must play the draw."""
    return small("express", hand_size, **overrides)


# =============================================================================================
# Row "set": double-12 in all seeds; double-6/9/15 as extensions
# =============================================================================================


def test_double_twelve_set_is_91_tiles_dealt_by_position() -> None:
    """000: "conjunto de dominó duplo 12 ... todos os pares com números de 0 a 12, sendo 91
    peças"; 001: "dominó duplo !\" [12], que contem #! [91] peças". Seat p is dealt deck positions
    p*H .. p*H+H-1 and the boneyard is drawn from the next free position."""
    assert set_size(12) == 91 == len(tile_set(12)) == len(set(tile_set(12)))
    rules = preset("classic")
    deck = list(tile_set(12))
    state = new_round(rules, 4, 0, deck)
    assert state.hands == deal_layout(4, 12)
    assert state.hands[1] == tuple(range(12, 24))
    assert state.next_draw == 48
    assert state.boneyard_count == 91 - 48
    assert state.engine_pip == 12
    assert all(t.end == 12 and not t.started for t in state.trains)
    assert len(state.trains) == 4 + 1  # a personal train per seat, then the Mexican train
    assert state.train(MEXICAN) is state.trains[-1]


@pytest.mark.parametrize(("max_pip", "tiles"), [(6, 28), (9, 55), (12, 91), (15, 136)])
def test_supported_sets(max_pip: int, tiles: int) -> None:
    """DESIGN.md: double-12 in every seed, double-6/9/15 as extensions. A set aside engine leaves
    one tile fewer in the deck (003: "Il motore viene tolto dal mucchio")."""
    rules = Ruleset(max_pip=max_pip, rounds=max_pip + 1, max_players=2, hand_sizes=((2, 7),))
    assert set_size(max_pip) == tiles
    assert rules.deck_size() == tiles
    aside = dataclasses.replace(rules, engine=EngineMode.SET_ASIDE)
    assert aside.deck_size() == tiles - 1
    assert rules.round_doubles()[0] == max_pip
    state = new_round(rules, 2, 0, list(tile_set(max_pip)))
    assert state.engine_pip == max_pip


def test_unsupported_set_and_wrong_deck_size_are_rejected() -> None:
    """000: "Todas as peças são viradas para baixo e misturadas" -- the whole double-12 set is
    shuffled (003: less the engine, "tolto dal mucchio"). Only double-6/9/12/15 sets exist here."""
    with pytest.raises(RulesetError, match="supported sets"):
        Ruleset(max_pip=8)
    with pytest.raises(LocalError, match="deck has 91 tiles, not 90"):
        new_round(preset("classic"), 4, 0, list(tile_set(12))[:90])
    with pytest.raises(LocalError, match="deck has 90 tiles, not 91"):
        new_round(preset("express"), 4, 0, list(tile_set(12)))


def test_double_six_round_places_six_six_and_builds_on_six() -> None:
    """Extension: a double-6 set plays like the double-12 of 000 with the 6-6 as the engine.
    4 seats x 7 tiles use the whole set; the holder of 6-6 places it and builds on 6s."""
    rules = Ruleset(
        name="classic-d6",
        seed="000_1ca213da5abfe8ff.txt",
        max_pip=6,
        rounds=7,
        max_players=4,
        hand_sizes=((4, 7),),
    )
    hands = [
        ["0-0", "1-0", "2-0", "3-0", "4-0", "5-0", "1-1"],
        ["2-1", "3-1", "4-1", "5-1", "2-2", "3-2", "4-2"],
        ["6-6", "6-5", "5-5", "6-0", "3-3", "4-3", "5-3"],
        ["5-2", "6-1", "6-2", "6-3", "6-4", "4-4", "5-4"],
    ]
    state = start(rules, 4, hands)
    assert state.boneyard_count == 0
    state = run(state, "noengine", "noengine")
    assert state.turn == 2
    assert legal(state) == {"place"}
    state = run(state, "place")
    assert legal(state) == {"play 6-5 on 2", "play 6-0 on 2"}
    with pytest.raises(InvalidPlayError, match="more than a double-6"):
        Tile.parse("7-1", max_pip=6)


# =============================================================================================
# Row "players": 2-10 (000, 001, 002: up to 10; 003: 2-4; 001 starts at four)
# =============================================================================================


@pytest.mark.parametrize(
    ("name", "low", "high"), [("classic", 2, 10), ("boxed", 4, 10), ("express", 2, 4)]
)
def test_table_sizes(name: str, low: int, high: int) -> None:
    """000/002: up to 10 players (hand sizes go up to "9 a 10 jogadores"); 001: "um grupo de
    quatro a dez jogadores"; 003: "2, 3 o 4 giocatori"."""
    rules = preset(name)
    for players in range(low, high + 1):
        rules.check_players(players)
    for players in (low - 1, high + 1):
        with pytest.raises(RulesetError, match=f"not {players}"):
            rules.check_players(players)
    with pytest.raises(RulesetError):
        new_round(rules, high + 1, 0, list(tile_set(12))[: rules.deck_size()])


# =============================================================================================
# Row "hand size": by player count
# =============================================================================================

CLASSIC_HANDS = {2: 12, 3: 12, 4: 12, 5: 12, 6: 12, 7: 10, 8: 10, 9: 8, 10: 8}
BOXED_HANDS = {4: 15, 5: 12, 6: 12, 7: 10, 8: 10, 9: 8, 10: 8}
EXPRESS_HANDS = {2: 15, 3: 15, 4: 15}


@pytest.mark.parametrize(
    ("name", "sizes"),
    [
        ("classic", CLASSIC_HANDS),
        ("classic-ordered", CLASSIC_HANDS),
        ("house", CLASSIC_HANDS),
        ("boxed", BOXED_HANDS),
        ("express", EXPRESS_HANDS),
    ],
)
def test_hand_sizes_by_table_size(name: str, sizes: dict[int, int]) -> None:
    """000/002: "Se houverem até 6 jogadores, cada um pega 12 peças, de 7 a 8 ... 10 peças e de 9
    a 10 ... 8 peças"; 001: four take 15 ("!/"), five or six 12, seven or eight 10, nine or ten 8
    ("3"); 003: "ognuno riceve 15 tessere". The deal gives each seat exactly that many positions."""
    rules = preset(name)
    for players, size in sizes.items():
        assert rules.hand_size(players) == size
        state = new_round(rules, players, 0, build_deck_for(rules))
        assert [len(h) for h in state.hands] == [size] * players
        assert state.boneyard_count == rules.deck_size() - players * size


def build_deck_for(rules: Ruleset) -> list[Tile]:
    """Any full deck for the ruleset's first round (canonical order, engine set aside if so)."""
    engine = tile(rules.round_doubles()[0], rules.round_doubles()[0])
    tiles = list(tile_set(rules.max_pip))
    if rules.engine is EngineMode.SET_ASIDE:
        tiles.remove(engine)
    return tiles


# =============================================================================================
# Row "engine": held (000, 001, 002) or set aside with a rotating start (003)
# =============================================================================================


def test_held_engine_holder_places_it_and_starts() -> None:
    """000: "O jogador que tiver a peça 12-12 (a estação de trem) começa a primeira rodada
    colocando a peça no centro da mesa". The search starts at seat round_index % players; each
    seat on turn must place the engine if it holds it, else say NoEngine."""
    rules = classic(3)
    state = start(
        rules, 3, [["1-0", "2-0", "3-0"], ["4-0", "5-0", "6-0"], ["12-12", "12-5", "7-0"]]
    )
    assert state.phase is Phase.ENGINE
    assert state.turn == 0
    assert legal(state) == {"noengine"}
    assert legal_actions(state, 1) == []  # not on turn
    state = run(state, "noengine")
    assert (state.turn, state.engine_declared) == (1, 1)
    state = run(state, "noengine")
    assert legal(state) == {"place"}
    assert legal_actions(state, 2) == [PlaceEngine(2, 6)]  # seat 2's first position holds it
    state = run(state, "place")
    assert state.phase is Phase.TURNS
    assert state.engine_owner == 2
    assert state.turn == 2  # the placer takes the first turn
    assert hand(state, 2) == {"12-5", "7-0"}
    assert legal(state) == {"play 12-5 on 2"}


def test_held_engine_search_starts_at_the_rotating_seat() -> None:
    """000: "O segundo game será iniciado com o 11-11"; the search for round r's double starts
    at seat r % players (round 1 of 3 seats: seat 1), and goes round the table from there."""
    rules = classic(3)
    state = start(
        rules,
        3,
        [["11-11", "11-5", "1-0"], ["2-0", "3-0", "4-0"], ["5-0", "6-0", "7-0"]],
        round_index=1,
    )
    assert state.engine_pip == 11
    assert state.turn == 1
    assert legal(state) == {"noengine"}
    with pytest.raises(IllegalPlayError, match="not seat 0's turn"):
        apply(state, ev(state, "0: place"))
    state = run(state, "noengine", "noengine")
    assert state.turn == 0
    assert legal(state) == {"place"}
    state = run(state, "place")
    assert (state.phase, state.turn, state.engine_owner) == (Phase.TURNS, 0, 0)
    assert legal(state) == {"play 11-5 on 0"}


def test_nobody_holds_the_engine_players_draw_in_turn_until_it_turns_up() -> None:
    """000: "Se ninguém tiver ... cada jogador tira uma peça do centro, no sentido horário, até que
    a peça 12-12 seja encontrada"; 002: "vänder spelarna en kakel åt gången, medurs". Once every
    seat said NoEngine, each seat on turn draws one tile, then places it or says NoEngine."""
    rules = classic(3)
    state = start(
        rules,
        3,
        [["1-0", "2-0", "3-0"], ["4-0", "5-0", "6-0"], ["7-0", "8-0", "12-9"]],
        boneyard=["9-0", "12-12", "10-0"],
    )
    with pytest.raises(IllegalPlayError, match="before every seat has looked"):
        apply(state, ev(state, "draw"))
    state = run(state, "noengine", "noengine", "noengine")
    assert (state.turn, state.engine_declared) == (0, 3)
    assert legal(state) == {"draw"}
    with pytest.raises(IllegalPlayError, match="must draw for the engine"):
        apply(state, ev(state, "noengine"))
    state = run(state, "draw")
    assert hand(state, 0) == {"1-0", "2-0", "3-0", "9-0"}
    assert legal(state) == {"noengine"}
    with pytest.raises(IllegalPlayError, match="already drew"):
        apply(state, ev(state, "draw"))
    state = run(state, "noengine")
    assert state.turn == 1
    assert legal(state) == {"draw"}
    state = run(state, "draw")
    assert legal(state) == {"place"}
    state = run(state, "place")
    assert (state.phase, state.turn, state.engine_owner) == (Phase.TURNS, 1, 1)
    assert hand(state, 1) == {"4-0", "5-0", "6-0"}
    assert state.boneyard_count == 91 - 9 - 2
    assert legal(state) == {"draw"}  # seat 1 cannot start its train: it draws (10-0 is next)


@pytest.mark.parametrize(("round_index", "starter"), [(0, 0), (1, 1), (2, 2), (3, 0), (5, 2)])
def test_set_aside_engine_start_rotates(round_index: int, starter: int) -> None:
    """003: "Il motore viene tolto dal mucchio prima della distribuzione, quindi nessuno lo ha in
    mano. Chi comincia cambia di mano in mano." The deck has one tile fewer and seat
    round_index % players starts with an ordinary turn; there is no engine phase."""
    rules = express(3)
    pip = 12 - round_index
    state = start(
        rules,
        3,
        [[f"{pip}-0", "1-0", "2-0"], [f"{pip}-1", "3-0", "4-0"], [f"{pip}-2", "5-0", "6-0"]],
        round_index=round_index,
    )
    assert len(state.deck) == 90
    assert tile(pip, pip) not in state.deck
    assert state.phase is Phase.TURNS
    assert state.turn == starter
    assert all(t.end == pip for t in state.trains)
    assert legal(state) == {f"play {T(f'{pip}-{starter}')} on {starter}",
                            f"play {T(f'{pip}-{starter}')} on mex"}
    for event in (NoEngine(starter), PlaceEngine(starter, 0)):
        with pytest.raises(IllegalPlayError, match="only allowed while looking for the engine"):
            apply(state, event)


# =============================================================================================
# Row "round doubles": 12 down to 0 (000, 002) · 0 up to 12 (000 tip) · 12 down to 7 (003)
# =============================================================================================


@pytest.mark.parametrize(
    ("name", "doubles"),
    [
        ("classic", tuple(range(12, -1, -1))),
        ("classic-ordered", tuple(range(12, -1, -1))),
        ("boxed", tuple(range(12, -1, -1))),
        ("house", tuple(range(13))),
        ("express", (12, 11, 10, 9, 8, 7)),
    ],
)
def test_round_doubles(name: str, doubles: tuple[int, ...]) -> None:
    """000: "13 games, sendo que o primeiro se inicia com a peça 12-12, o segundo com a 11-11 ...
    até a peça 0-0"; 000 Dicas: "O game começa com a peça 0-0, o seguinte com a 1-1 ... até a
    12-12"; 003: "una partita dura 6 mani, dal doppio dodici al doppio sette". Each round's trains
    start from that round's double."""
    rules = preset(name)
    assert rules.round_doubles() == doubles
    assert rules.rounds == len(doubles)
    for index, pip in enumerate(doubles):
        deck = list(tile_set(12))
        if rules.engine is EngineMode.SET_ASIDE:
            deck.remove(tile(pip, pip))
        state = new_round(rules, 4, index, deck)
        assert state.engine_pip == pip
        assert {t.end for t in state.trains} == {pip}


def test_round_count_is_bounded_by_the_set() -> None:
    """A double-12 set has 13 doubles, so at most 13 rounds (000: "13 games")."""
    with pytest.raises(RulesetError, match="1 to 13 rounds"):
        Ruleset(rounds=14)
    with pytest.raises(RulesetError, match="1 to 13 rounds"):
        Ruleset(rounds=0)
    assert preset("classic").round_doubles(3) == (12, 11, 10)


# =============================================================================================
# Row "first turn": build (000, 001, 002) · single (003, 000 tip); Row "Mexican train"
# =============================================================================================


def build_scenario() -> RoundState:
    """Three seats under classic rules; seat 0 holds the engine."""
    return start(
        classic(5),
        3,
        [
            ["12-12", "12-5", "5-3", "7-1", "10-9"],
            ["12-7", "7-7", "12-8", "0-1", "11-0"],
            ["12-4", "7-2", "5-2", "9-9", "11-2"],
        ],
        boneyard=["3-1", "10-10"],
    )


def test_build_first_turn_lays_a_train_on_your_own_train_only() -> None:
    """001: "cada jogador tem a chance de formar um trem o mais longo possível saindo do centro em
    direção a si mesmo ... é obrigado a parar quando ele não pode colocar mais nenhuma pedra em seu
    próprio trem"; 000: "Os jogadores não podem jogar no trem dos adversários, nem para começar um
    'Mexican train', na primeira rodada". The seat plays again and again on its own train (never
    the Mexican train, though 12-5 fits it) and ends with EndBuild only once nothing fits."""
    state = run(build_scenario(), "place")
    assert legal(state) == {"play 12-5 on 0"}
    state = run(state, "play 12-5 on 0")
    assert state.turn == 0 and state.turn_plays == 1
    assert legal(state) == {"play 5-3 on 0"}  # no EndBuild while a tile still fits
    with pytest.raises(IllegalPlayError, match="ended the build while able to play"):
        apply(state, ev(state, "end"))
    with pytest.raises(IllegalPlayError, match="end the build instead"):
        apply(state, ev(state, "draw"))
    state = run(state, "play 5-3 on 0")
    assert legal(state) == {"end"}
    with pytest.raises(IllegalPlayError, match="ends with EndBuild, not a pass"):
        apply(state, ev(state, "pass"))
    state = run(state, "end")
    assert line(state, 0) == ["12-5", "5-3"]
    assert state.turn == 1
    assert state.first_turn_done == (True, False, False)
    assert markers(state) == (False, False, False, False)  # ending a build is not a pass


def test_build_double_needs_no_follow_up_and_duty_waits_for_ordinary_turns() -> None:
    """001: the first round is for building your own train; 000: a double must be covered by the
    next player. Decision: a double inside a build simply continues the build; a double left at
    the end of a build stays open, but a seat on its restricted first turn (own train only) has
    no duty to cover it. The duty binds the first seat that plays an ordinary turn: seat 0 covers
    seat 1's 7-7 on seat 1's (unmarked) train, "mesmo que a jogada não seja no seu trem"."""
    state = run(build_scenario(), "place", "play 12-5 on 0", "play 5-3 on 0", "end")
    assert legal(state) == {"play 12-7 on 1", "play 12-8 on 1"}
    state = run(state, "play 12-7 on 1", "play 7-7 on 1")
    assert state.turn == 1 and not state.follow_up
    assert state.open_doubles == (1,)
    assert legal(state) == {"end"}  # 12-8, 1-0 and 11-0 do not fit a 7
    state = run(state, "end")
    assert state.turn == 2
    # Seat 2 holds 7-2, which would cover, but its first turn is restricted to its own train.
    assert legal(state) == {"play 12-4 on 2"}
    state = run(state, "play 12-4 on 2")
    assert legal(state) == {"end"}
    state = run(state, "end")
    assert state.turn == 0
    assert state.open_doubles == (1,)
    assert legal(state) == {"play 7-1 on 1"}  # duty: only the open double, nowhere else
    state = run(state, "play 7-1 on 1")
    assert state.open_doubles == ()
    assert line(state, 1) == ["12-7", "7-7", "7-1"]
    assert state.turn == 1
    assert markers(state) == (False, False, False, False)


def test_build_nothing_fits_draw_then_the_turn_is_ordinary() -> None:
    """000: "Se algum jogador não conseguir começar seu trem ... é preciso pegar uma peça do monte,
    torcendo para pegar uma peça com um 12, para jogar normalmente e passar a vez para o
    próximo." Knob first_turn_draw = may_play (one draw, as 001's "pode usá-la"): a seat with
    nothing to build draws once; the drawn tile may be played on its own train (and only there:
    still no Mexican train) and the turn ends after that one tile."""
    rules = classic(3, draw=DrawRule.MAY_PLAY, first_turn_draw=DrawRule.MAY_PLAY)
    state = start(
        rules,
        3,
        [["12-12", "12-5", "5-1"], ["1-0", "2-0", "3-0"], ["4-0", "6-0", "7-0"]],
        boneyard=["12-9", "8-0"],
    )
    state = run(state, "place", "play 12-5 on 0", "play 5-1 on 0")
    assert state.phase is Phase.OVER  # seat 0 built out its whole hand
    assert state.went_out == 0

    state = start(
        rules,
        3,
        [["12-12", "12-5", "6-1"], ["1-0", "2-0", "3-0"], ["4-0", "6-0", "7-0"]],
        boneyard=["12-9", "8-0"],
    )
    state = run(state, "place", "play 12-5 on 0", "end")
    assert legal(state) == {"draw"}
    for text in ("end", "pass"):
        with pytest.raises(IllegalPlayError):
            apply(state, ev(state, text))
    state = run(state, "draw")
    assert state.drew is not None and not state.building()
    assert legal(state) == {"play 12-9 on 1", "pass"}  # MAY_PLAY; own train only
    played = run(state, "play 12-9 on 1")
    assert played.turn == 2 and line(played, 1) == ["12-9"]
    assert played.first_turn_done == (True, True, False)
    passed = run(state, "pass")
    assert passed.turn == 2 and markers(passed) == (False, True, False, False)
    # Seat 2 draws 8-0, which fits nowhere: it passes and puts its marker down.
    passed = run(passed, "draw")
    assert legal(passed) == {"pass"}
    passed = run(passed, "pass")
    assert markers(passed) == (False, True, True, False)
    assert passed.turn == 0


def test_classic_first_turn_keeps_drawing_until_a_tile_starts_the_train() -> None:
    """000: "O jogador que não conseguir a peça deve continuar pegando do monte até achar uma peça
    para jogar"; 002: "Alla spelare utan tåg måste fortsätta fiske tills han eller hon drar en 12".
    classic's first_turn_draw = until_playable: a drawn tile that does not start the train is
    kept and the seat draws again; the first that fits must be played (draw = must_play: "Se
    ele conseguir jogar, ele o faz"), on its own train only, and the turn ends."""
    rules = classic(3)
    assert (rules.first_turn_draw, rules.draw) == (DrawRule.UNTIL_PLAYABLE, DrawRule.MUST_PLAY)
    state = start(
        rules,
        3,
        [["12-12", "12-5", "6-1"], ["1-0", "2-0", "3-0"], ["4-0", "6-0", "7-0"]],
        boneyard=["8-0", "9-1", "12-9", "10-0"],
    )
    state = run(state, "place", "play 12-5 on 0", "end", "draw")
    assert legal(state) == {"draw"}  # 8-0 does not start the train: draw again
    with pytest.raises(IllegalPlayError, match="keep drawing"):
        apply(state, ev(state, "pass"))
    state = run(state, "draw", "draw")
    assert hand(state, 1) == {"1-0", "2-0", "3-0", "8-0", "9-1", "12-9"}
    assert legal(state) == {"play 12-9 on 1"}  # no pass: a drawn tile that fits is played
    with pytest.raises(IllegalPlayError, match="keep drawing"):
        apply(state, ev(state, "pass"))
    state = run(state, "play 12-9 on 1")
    assert (state.turn, state.first_turn_done) == (2, (True, True, False))
    # From the second turn on the draw rule is `draw` (must_play): one draw, then pass.
    later = start(
        rules,
        2,
        [["12-12", "12-5", "6-1"], ["12-7", "7-2", "3-0"]],
        boneyard=["8-0", "5-4"],
    )
    later = run(later, "place", "play 12-5 on 0", "end", "play 12-7 on 1", "play 7-2 on 1", "end")
    assert later.first_turn_done == (True, True)
    later = run(later, "draw")
    assert legal(later) == {"pass"}  # 8-0 fits nowhere; one draw only after the first turn


def test_single_first_turn_one_tile_own_train_only() -> None:
    """000 Dicas: "Algumas pessoas jogam um peça por vez ao invés de jogar quantas puderem na
    primeira rodada"; 000: no Mexican train on the first turn (mexican_on_first_turn=False). The
    first turn is one tile on your own train; from the second turn on, the Mexican train is open."""
    rules = classic(4, first_turn=FirstTurn.SINGLE)
    state = start(
        rules,
        3,
        [
            ["12-12", "12-5", "12-6", "0-0"],
            ["12-1", "2-3", "2-4", "3-4"],
            ["12-2", "3-5", "3-6", "4-5"],
        ],
    )
    state = run(state, "place")
    assert legal(state) == {"play 12-5 on 0", "play 12-6 on 0"}
    state = run(state, "play 12-5 on 0")
    assert state.turn == 1  # one tile and the turn is over
    assert legal(state) == {"play 12-1 on 1"}
    state = run(state, "play 12-1 on 1")
    assert legal(state) == {"play 12-2 on 2"}
    state = run(state, "play 12-2 on 2")
    assert state.turn == 0
    assert legal(state) == {"play 12-6 on mex"}  # second turn: the Mexican train is open
    state = run(state, "play 12-6 on mex")
    assert line(state, MEXICAN) == ["12-6"]
    assert markers(state)[-1] is False


def test_express_first_turn_is_ordinary_mexican_allowed() -> None:
    """003: "Nel tuo turno cali una tessera in uno di tre posti: il tuo treno, il Treno Messicano o
    il treno di un altro giocatore che ha un segnalino. In questa versione ogni turno è una sola
    tessera." With mexican_on_first_turn the very first turn may start the Mexican train."""
    state = start(express(3), 3, [["12-5", "1-1", "2-2"], ["1-0", "2-0", "3-0"], ["4-0", "5-0", "6-0"]])
    assert legal(state) == {"play 12-5 on 0", "play 12-5 on mex"}
    state = run(state, "play 12-5 on mex")
    assert line(state, MEXICAN) == ["12-5"] and state.turn == 1


def test_express_first_turn_is_bound_by_an_open_double() -> None:
    """003: one ordinary tile per turn from the start, and "la tessera successiva giocata da
    chiunque deve andare su di esso". Since the first turn is not restricted, a seat on its first
    turn must cover a double left open (seat 1's 5-5 on the Mexican train), not start its train."""
    state = start(
        express(3),
        3,
        [["12-5", "1-1", "2-2"], ["5-5", "12-6", "3-3"], ["12-4", "5-4", "0-0"]],
    )
    state = run(state, "play 12-5 on mex")
    assert legal(state) == {"play 5-5 on mex", "play 12-6 on 1"}
    state = run(state, "play 5-5 on mex")
    assert legal(state) == {"play 12-6 on 1"}  # the follow-up; nothing covers the 5-5
    state = run(state, "play 12-6 on 1")
    assert state.first_turn_done == (True, True, False)
    assert legal(state) == {"play 5-4 on mex"}


def test_mexican_on_first_turn_with_a_build_first_turn_is_refused() -> None:
    """001: the build is "saindo do centro em direção a si mesmo ... em seu próprio trem"; 000:
    "Os jogadores não podem jogar no trem dos adversários, nem para começar um 'Mexican train', na
    primeira rodada". A building first turn is on your own train only, so the knob
    mexican_on_first_turn (003's single first turn) cannot apply to it: the combination is
    refused with a clear error instead of being silently ignored."""
    with pytest.raises(RulesetError, match="mexican_on_first_turn needs first_turn = single"):
        classic(3, mexican_on_first_turn=True)
    data = preset("express").to_dict()
    data["first_turn"] = "build"
    with pytest.raises(RulesetError, match="building first turn lays tiles on your own train"):
        Ruleset.from_dict(data)
    assert classic(3, mexican_on_first_turn=True, first_turn=FirstTurn.SINGLE)


# =============================================================================================
# Row "draw": play it if it fits (000, 001) · must play (003) · draw until playable (000 tip)
# =============================================================================================


def test_may_play_a_drawn_tile_or_pass() -> None:
    """001: "ele tira uma pedra da reserva e pode usá-la. Mas se essa também não servir, ele
    coloca o seu marcador" (boxed: draw = may_play). Only the drawn tile may be played, and
    passing instead is allowed (MAY_PLAY); passing puts the marker down."""
    rules = classic(4, draw=DrawRule.MAY_PLAY)
    state = start(
        rules,
        2,
        [["12-12", "12-5", "3-4", "3-6"], ["12-8", "8-1", "0-2", "0-3"]],
        boneyard=["12-9", "4-0"],
    )
    state = run(state, "place", "play 12-5 on 0", "end", "play 12-8 on 1", "play 8-1 on 1", "end")
    assert state.turn == 0
    assert legal(state) == {"draw"}
    with pytest.raises(IllegalPlayError, match="must draw before passing"):
        apply(state, ev(state, "pass"))
    state = run(state, "draw")
    assert legal(state) == {"play 12-9 on mex", "pass"}
    with pytest.raises(IllegalPlayError, match="already drew"):
        apply(state, ev(state, "draw"))
    played = run(state, "play 12-9 on mex")
    assert (played.turn, line(played, MEXICAN), markers(played)) == (
        1,
        ["12-9"],
        (False, False, False),
    )
    passed = run(state, "pass")
    assert passed.turn == 1
    assert markers(passed) == (True, False, False)
    assert hand(passed, 0) == {"4-3", "6-3", "12-9"}
    assert passed.drew is None
    assert passed.passes_in_row == 0  # the boneyard still has tiles: not towards a block
    assert passed.claims == ()  # full information: nothing left to audit


def test_must_play_a_drawn_tile_that_fits() -> None:
    """003: "Se non hai una mossa valida peschi una tessera dal pozzo, e se combacia devi giocarla
    subito. Se non combacia, o se il pozzo è vuoto, passi." After the draw only plays of the drawn
    tile are legal; passing with it is illegal. A drawn tile that does not fit is passed on."""
    state = start(
        express(3),
        3,
        [["1-0", "2-0", "3-0"], ["4-0", "5-0", "6-0"], ["7-0", "8-0", "9-0"]],
        boneyard=["12-9", "10-1"],
    )
    assert legal(state) == {"draw"}
    state = run(state, "draw")
    assert legal(state) == {"play 12-9 on 0", "play 12-9 on mex"}
    with pytest.raises(IllegalPlayError, match="passed while able to play"):
        apply(state, ev(state, "pass"))
    with pytest.raises(IllegalPlayError, match="only the drawn tile"):
        apply(state, ev(state, "play 1-0 on 0"))
    state = run(state, "play 12-9 on mex", "draw")
    assert legal(state) == {"pass"}
    state = run(state, "pass")
    assert markers(state) == (False, True, False, False)


def test_draw_until_playable() -> None:
    """000 Dicas: "Um jogador deve pegar peças do monte até poder jogar." A seat keeps drawing
    while the drawn tile does not fit; passing is illegal while the boneyard has tiles; the first
    drawn tile that fits must be played (and only it)."""
    rules = classic(3, draw=DrawRule.UNTIL_PLAYABLE)
    state = start(
        rules,
        3,
        [["12-12", "12-5", "11-1"], ["1-0", "2-0", "3-0"], ["4-0", "5-0", "6-0"]],
        boneyard=["1-1", "2-2", "12-9", "3-3"],
    )
    state = run(state, "place", "play 12-5 on 0", "end")
    assert legal(state) == {"draw"}
    state = run(state, "draw")
    assert legal(state) == {"draw"}
    with pytest.raises(IllegalPlayError, match="keep drawing"):
        apply(state, ev(state, "pass"))
    state = run(state, "draw", "draw")
    assert hand(state, 1) == {"1-0", "2-0", "3-0", "1-1", "2-2", "12-9"}
    assert legal(state) == {"play 12-9 on 1"}  # restricted first turn: own train only
    with pytest.raises(IllegalPlayError, match="drew again while able to play"):
        apply(state, ev(state, "draw"))
    state = run(state, "play 12-9 on 1")
    assert state.turn == 2 and state.boneyard_count == 91 - 9 - 3


def test_draw_until_playable_stops_when_the_boneyard_is_empty() -> None:
    """000 Dicas (draw until you can play), with a double-6 set whose boneyard runs dry: after the
    last tile the seat passes (marker). That pass does not count towards a blocked round: it put
    a marker down, which opens seat 1's train to the others (000: the round ends only "quando
    nenhuma outra peça pode ser jogada")."""
    rules = Ruleset(
        name="house-d6",
        seed="000_1ca213da5abfe8ff.txt (Dicas)",
        max_pip=6,
        rounds=7,
        max_players=2,
        hand_sizes=((2, 12),),
        draw=DrawRule.UNTIL_PLAYABLE,
    )
    state = start(
        rules,
        2,
        [
            ["6-6", "6-0", "6-1", "6-2", "6-3", "6-4", "6-5", "1-1", "2-1", "2-2", "3-1", "3-2"],
            ["0-0", "1-0", "2-0", "3-0", "4-0", "5-0", "3-3", "4-1", "4-2", "4-3", "4-4", "5-1"],
        ],
        boneyard=["5-2", "5-3", "5-4", "5-5"],
    )
    state = run(state, "place", "play 6-0 on 0", "end")
    assert legal(state) == {"draw"}
    state = run(state, "draw", "draw", "draw", "draw")
    assert state.boneyard_count == 0
    assert legal(state) == {"pass"}
    state = run(state, "pass")
    assert markers(state) == (False, True, False)
    assert state.passes_in_row == 0
    assert state.turn == 0
    # Seat 1's train is open now; any play resets the count of passes in a row.
    assert "play 6-1 on 1" in legal(state)
    state = run(state, "play 6-1 on 1")
    assert state.passes_in_row == 0
    assert markers(state) == (False, True, False)


# =============================================================================================
# Row "doubles": one more tile; uncovered doubles must be covered, duty passing on; order (002);
# at most one (000/002 tips)
# =============================================================================================


def express_doubles(**overrides: object) -> RoundState:
    """Express, three seats; the first three (ordinary) turns start trains 0, 1 and 2."""
    state = start(
        express(4, **overrides),
        3,
        [
            ["12-5", "5-5", "12-9", "4-1"],
            ["12-6", "5-2", "6-1", "12-8"],
            ["12-3", "3-4", "7-7", "9-8"],
        ],
        boneyard=["1-0", "2-0", "5-4"],
    )
    return run(state, "play 12-5 on 0", "play 12-6 on 1", "play 12-3 on 2")


def test_double_earns_a_follow_up_anywhere_it_fits() -> None:
    """003: "Quando cali un doppio devi farlo seguire da un'altra tessera. Quella tessera in più può
    andare su qualsiasi treno in cui sia valida, non solo sul doppio." After 5-5 the same seat
    plays again; 12-9 on the Mexican train is fine, leaving the 5-5 open."""
    state = express_doubles()
    assert legal(state) == {"play 5-5 on 0", "play 12-9 on mex"}
    state = run(state, "play 5-5 on 0")
    assert state.turn == 0 and state.follow_up
    assert state.open_doubles == (0,)
    assert legal(state) == {"play 12-9 on mex"}
    state = run(state, "play 12-9 on mex")
    assert state.turn == 1 and not state.follow_up
    assert state.open_doubles == (0,)


def test_uncovered_double_must_be_covered_by_the_next_seat() -> None:
    """003: "Un doppio rimasto scoperto in fondo a un treno va coperto subito: finché aspetta, la
    tessera successiva giocata da chiunque deve andare su di esso"; 000: "mesmo que a jogada não
    seja no seu trem". Seat 1 may only cover seat 0's 5-5 (on seat 0's unmarked train), not play
    6-1 on its own train nor 12-8 on the Mexican train."""
    state = run(express_doubles(), "play 5-5 on 0", "play 12-9 on mex")
    assert legal(state) == {"play 5-2 on 0"}
    with pytest.raises(IllegalPlayError, match="must cover an open double"):
        apply(state, ev(state, "play 6-1 on 1"))
    with pytest.raises(IllegalPlayError, match="drew while able to play"):
        apply(state, ev(state, "draw"))
    state = run(state, "play 5-2 on 0")
    assert state.open_doubles == ()
    assert line(state, 0) == ["12-5", "5-5", "5-2"]
    assert markers(state) == (False, False, False, False)  # others' play adds no marker
    assert state.turn == 2


def test_follow_up_draws_then_passes_and_the_duty_passes_on() -> None:
    """003: "Se non puoi giocarla peschi, e se ancora non puoi giocare passi e il tuo treno riceve un
    segnalino ... Se non puoi coprirlo peschi o passi, e l'obbligo passa al giocatore dopo"; 002:
    "passera svängen och lägg en dime på ditt tåg - skyldigheten att slutföra dubbla passerar sedan
    nästa spelare"."""
    state = start(
        express(4),
        3,
        [
            ["12-5", "5-5", "3-1", "4-2"],
            ["12-6", "6-1", "9-2", "8-3"],
            ["12-3", "3-4", "7-7", "9-8"],
        ],
        boneyard=["1-0", "2-0", "5-4"],
    )
    s = run(state, "play 12-5 on 0", "play 12-6 on 1", "play 12-3 on 2", "play 5-5 on 0")
    assert legal(s) == {"draw"}  # follow-up: nothing fits anywhere
    s = run(s, "draw")
    assert legal(s) == {"pass"}  # 1-0 does not fit
    s = run(s, "pass")
    assert (s.turn, s.open_doubles, markers(s)) == (1, (0,), (True, False, False, False))
    # Seat 1 could play 6-1 on its own train, but the open double comes first: it must draw.
    assert legal(s) == {"draw"}
    s = run(s, "draw")
    assert legal(s) == {"pass"}  # 2-0 does not cover a 5
    s = run(s, "pass")
    assert (s.turn, s.open_doubles, markers(s)) == (2, (0,), (True, True, False, False))
    assert legal(s) == {"draw"}
    s = run(s, "draw")
    assert legal(s) == {"play 5-4 on 0"}  # drawn, it covers: must play it (003)
    s = run(s, "play 5-4 on 0")
    assert s.open_doubles == ()
    assert markers(s) == (True, True, False, False)  # seat 2's play leaves seat 0's marker
    assert s.turn == 0
    assert legal(s) == {"play 4-2 on 0"}
    s = run(s, "play 4-2 on 0")
    assert markers(s) == (False, True, False, False)  # owner's play removes its marker


def two_open_doubles(open_doubles: OpenDoubles) -> RoundState:
    """Express seats 0-2; seat 0 leaves 5-5 (own train) then 6-6 (Mexican) open in one turn."""
    state = start(
        express(4, open_doubles=open_doubles),
        3,
        [
            ["12-5", "5-5", "6-6", "4-1"],
            ["12-6", "5-2", "6-1", "9-8"],
            ["12-3", "6-4", "8-7", "11-10"],
        ],
        boneyard=["1-0", "2-0", "3-0"],
    )
    return run(state, "play 12-5 on 0", "play 12-6 on mex", "play 12-3 on 2")


def test_cover_any_open_double() -> None:
    """003/000: the next tile anyone plays must cover an uncovered double; with several open and no
    order rule (COVER_ANY), any of them may be covered first."""
    state = two_open_doubles(OpenDoubles.COVER_ANY)
    state = run(state, "play 5-5 on 0")
    assert legal(state) == {"play 6-6 on mex"}
    state = run(state, "play 6-6 on mex")
    assert state.open_doubles == (0, MEXICAN)
    assert legal(state) == {"draw"}
    state = run(state, "draw", "pass")
    assert state.turn == 1
    assert legal(state) == {"play 5-2 on 0", "play 6-1 on mex"}
    state = run(state, "play 6-1 on mex")
    assert state.open_doubles == (0,)
    assert legal(state) == {"draw"}  # seat 2 has no 5


def test_in_order_open_doubles() -> None:
    """002: "Om en spelare lämnar flera ofullständiga dubblar i slutet av en tur måste varje av de
    exponerade dubblarna fyllas av av följande spelare i den ordning i vilken de spelades." The
    5-5 was played first, so it must be covered before the 6-6."""
    state = two_open_doubles(OpenDoubles.IN_ORDER)
    state = run(state, "play 5-5 on 0", "play 6-6 on mex", "draw", "pass")
    assert state.open_doubles == (0, MEXICAN)
    assert legal(state) == {"play 5-2 on 0"}
    with pytest.raises(IllegalPlayError, match="oldest open double first"):
        apply(state, ev(state, "play 6-1 on mex"))
    state = run(state, "play 5-2 on 0")
    assert state.open_doubles == (MEXICAN,)
    assert legal(state) == {"play 6-4 on mex"}
    state = run(state, "play 6-4 on mex")
    assert state.open_doubles == ()


def test_in_order_applies_to_doubles_left_by_different_builds() -> None:
    """002 (classic-ordered): doubles left at the end of two first-turn builds are covered in the
    order they were played, so seat 0 must cover its own 5-5 before seat 1's 7-7; under 000's
    COVER_ANY it may cover the 7-7."""
    hands = [
        ["12-12", "12-5", "5-5", "9-1", "7-0"],
        ["12-7", "7-7", "4-1", "9-2", "8-3"],
        ["12-4", "7-2", "5-2", "3-3", "8-8"],
    ]
    script = ("place", "play 12-5 on 0", "play 5-5 on 0", "end",
              "play 12-7 on 1", "play 7-7 on 1", "end", "play 12-4 on 2", "end")
    any_order = run(start(small("classic", 5), 3, hands, ["3-1", "6-5"]), *script)
    assert any_order.open_doubles == (0, 1)
    assert legal(any_order) == {"play 7-0 on 1"}
    ordered = run(start(small("classic-ordered", 5), 3, hands, ["3-1", "6-5"]), *script)
    assert legal(ordered) == {"draw"}
    ordered = run(ordered, "draw", "pass")
    assert legal(ordered) == {"draw"}  # seat 1 has no 5 either (its 7s wait)
    ordered = run(ordered, "draw")
    assert legal(ordered) == {"play 6-5 on 0"}  # must_play: it covers, so it is played
    ordered = run(ordered, "play 6-5 on 0")
    assert ordered.open_doubles == (1,)
    assert legal(ordered) == {"play 7-2 on 1"}


def test_at_most_one_open_double() -> None:
    """000 Dicas: "Alguns não permitem que mais de uma peça dupla seja jogada na mesma rodada.
    Nessa versão, não pode haver mais de uma peça dupla descoberta na mesa" (002 likewise). With
    the 5-5 open, 6-6 is not playable even as the follow-up; once covered, doubles are fine."""
    state = two_open_doubles(OpenDoubles.AT_MOST_ONE)
    state = run(state, "play 5-5 on 0")
    assert legal(state) == {"draw"}
    with pytest.raises(IllegalPlayError, match="at most one open double"):
        apply(state, ev(state, "play 6-6 on mex"))
    state = run(state, "draw", "pass")
    assert state.open_doubles == (0,)
    state = run(state, "play 5-2 on 0")
    assert state.open_doubles == ()
    state = run(state, "play 6-4 on mex")
    assert state.turn == 0
    assert legal(state) == {"play 4-1 on mex"}  # 6-6 fits nowhere now


def test_at_most_one_open_double_also_during_builds() -> None:
    """000 Dicas (at most one uncovered double on the table): while seat 0's build leaves 5-5
    open, seat 1 may not lay 7-7 in its own build even though duty is suspended."""
    hands = [
        ["12-12", "12-5", "5-5", "9-1", "7-0"],
        ["12-7", "7-7", "4-1", "9-2", "8-3"],
        ["12-4", "7-2", "5-2", "3-3", "8-8"],
    ]
    rules = small("classic", 5, open_doubles=OpenDoubles.AT_MOST_ONE)
    state = run(start(rules, 3, hands), "place", "play 12-5 on 0", "play 5-5 on 0", "end",
                "play 12-7 on 1")
    assert legal(state) == {"end"}
    with pytest.raises(IllegalPlayError, match="at most one open double"):
        apply(state, ev(state, "play 7-7 on 1"))


def test_boxed_double_follow_up_on_the_double_or_another_train() -> None:
    """001: "Quando um jogador coloca um dominó dobrado em um trem, ele tem o direito de jogar mais
    um vez colocando uma pedra no dobrado ou em outro trem que esteja disponível. Se ele decidir
    não colocar uma pedra no dobrado ... o próximo jogador é obrigado a colocar uma pedra no
    dominó dobrado". Four seats (001's smallest table); seat 2 passed, so its train is open."""
    state = start(
        small("boxed", 4),
        4,
        [
            ["12-12", "12-5", "12-8", "9-0"],
            ["12-3", "12-10", "8-8", "8-1"],
            ["1-0", "2-0", "4-0", "7-0"],
            ["12-4", "6-0", "7-1", "11-1"],
        ],
        boneyard=["11-0", "8-6"],
    )
    state = run(state, "place")
    assert legal(state) == {"play 12-5 on 0", "play 12-8 on 0"}
    state = run(state, "play 12-5 on 0", "end")
    assert legal(state) == {"play 12-3 on 1", "play 12-10 on 1"}
    state = run(state, "play 12-3 on 1", "end", "draw", "pass", "play 12-4 on 3", "end")
    assert markers(state) == (False, False, True, False, False)
    assert legal(state) == {"play 12-8 on mex", "play 12-8 on 2"}
    state = run(state, "play 12-8 on mex")
    assert legal(state) == {"play 8-8 on mex", "play 8-1 on mex", "play 12-10 on 2"}
    state = run(state, "play 8-8 on mex")
    assert (state.turn, state.follow_up, state.open_doubles) == (1, True, (MEXICAN,))
    assert legal(state) == {"play 8-1 on mex", "play 12-10 on 2"}  # on the double, or elsewhere
    state = run(state, "play 12-10 on 2")
    assert (state.turn, state.open_doubles) == (2, (MEXICAN,))
    assert legal(state) == {"draw"}  # seat 2 must cover the 8-8 and has no 8
    state = run(state, "draw")
    assert legal(state) == {"play 8-6 on mex", "pass"}


# =============================================================================================
# Row "marker"
# =============================================================================================


def test_marker_placed_on_pass_others_may_play_owner_removes_it() -> None:
    """003: "Quando devi passare, sul tuo treno viene messo un segnalino ... anche gli avversari
    possono aggiungere tessere. Si toglie quando cali una tessera sul tuo treno; le tessere
    aggiunte da altri non lo tolgono. Il Treno Messicano non ha mai il segnalino"; 001: "Esse
    marcador é removido na próxima vez que ele puder colocar uma pedra em seu próprio trem"."""
    state = start(
        express(4),
        3,
        [
            ["1-0", "2-0", "8-3", "4-4"],
            ["12-8", "12-9", "6-6", "7-7"],
            ["12-11", "5-5", "5-4", "4-3"],
        ],
        boneyard=["3-0", "11-10", "10-0"],
    )
    state = run(state, "draw", "pass")
    assert markers(state) == (True, False, False, False)
    assert legal(state) == {
        "play 12-8 on 1", "play 12-8 on mex", "play 12-8 on 0",
        "play 12-9 on 1", "play 12-9 on mex", "play 12-9 on 0",
    }
    state = run(state, "play 12-8 on 0")
    assert line(state, 0) == ["12-8"]
    assert markers(state) == (True, False, False, False)  # others' tiles leave it there
    # Seat 1's train is unmarked: seat 2 may not play there.
    assert legal(state) == {"play 12-11 on 2", "play 12-11 on mex"}
    with pytest.raises(IllegalPlayError, match="not open to seat 2"):
        apply(state, ev(state, "play 12-11 on 1"))
    state = run(state, "play 12-11 on mex")
    assert legal(state) == {"play 8-3 on 0"}
    state = run(state, "play 8-3 on 0")
    assert markers(state) == (False, False, False, False)


def test_marker_when_covering_variant() -> None:
    """000 Dicas: "Outros jogam de uma maneira em que você coloca o marcador no seu trem se você
    não pôde jogar por não ter nenhuma peça dupla"; 002 tips: "Vissa spelar ett tecken på sitt tåg
    om det är en tur att du inte får spela på ditt tåg eftersom du hade en dubbel att slutföra".
    Covering another train's double under duty puts your marker down (marker_when_covering);
    without the variant it does not."""
    for variant, expected in ((False, (False,) * 4), (True, (False, True, False, False))):
        state = express_doubles(marker_when_covering=variant)
        state = run(state, "play 5-5 on 0", "play 12-9 on mex", "play 5-2 on 0")
        assert markers(state) == expected


def test_marker_when_covering_not_for_your_own_double() -> None:
    """000/002 tips: the marker is for a turn you could not play on your own train; covering the
    open double on your own train is playing on it, so it puts no marker down."""
    rules = small("classic", 4, marker_when_covering=True)
    state = start(
        rules,
        3,
        [
            ["12-12", "12-5", "5-5", "9-1"],
            ["12-7", "4-1", "9-2", "8-3"],
            ["12-4", "7-2", "6-2", "3-3"],
        ],
        boneyard=["5-0"],
    )
    state = run(state, "place", "play 12-5 on 0", "play 5-5 on 0", "end",
                "play 12-7 on 1", "end", "play 12-4 on 2", "end")
    assert state.open_doubles == (0,)
    assert legal(state) == {"draw"}
    state = run(state, "draw")
    assert legal(state) == {"play 5-0 on 0"}  # must_play (000: "Se ele conseguir jogar, ele o faz")
    state = run(state, "play 5-0 on 0")
    assert state.open_doubles == ()
    assert markers(state) == (False, False, False, False)


# =============================================================================================
# Row "last tile a double"
# =============================================================================================


def out_on_double_state(out_on_double: bool) -> RoundState:
    last = LastDouble.OUT if out_on_double else LastDouble.FORBIDDEN
    state = start(
        express(2, last_double=last),
        2,
        [["12-5", "5-5"], ["12-6", "1-0"]],
        boneyard=["2-0", "3-0"],
    )
    return run(state, "play 12-5 on 0", "play 12-6 on 1")


def test_going_out_on_a_double() -> None:
    """000: "A única exceção é se a sua última peça for uma dupla, sendo assim você sai do jogo";
    002 likewise; 003: "Se la tua ultima tessera è un doppio, puoi semplicemente chiudere con
    quella." No follow-up is owed: the round is over."""
    state = out_on_double_state(True)
    assert legal(state) == {"play 5-5 on 0"}
    state = run(state, "play 5-5 on 0")
    assert state.phase is Phase.OVER
    assert (state.went_out, state.out_on_double) == (0, True)
    assert legal_actions(state, 0) == [] and legal_actions(state, 1) == []


def test_going_out_on_a_double_forbidden_variant() -> None:
    """Knob last_double = forbidden: the opposite of 000/002/003's "your last tile may be a double"
    (000: "A única exceção é se a sua última peça for uma dupla"), for tables that forbid it. The
    last tile may not be a double, so the seat draws instead."""
    state = out_on_double_state(False)
    assert legal(state) == {"draw"}
    with pytest.raises(IllegalPlayError, match="going out on a double"):
        apply(state, ev(state, "play 5-5 on 0"))


# =============================================================================================
# Row "round end"
# =============================================================================================


def test_round_ends_when_someone_goes_out() -> None:
    """000: "A rodada termina assim que um jogador fica sem peças"; 001: "Quando um jogador não
    possui mais nenhuma pedra, a rodada chegou ao fim". Nothing is accepted afterwards."""
    state = start(express(2), 2, [["12-5", "5-1"], ["12-6", "2-0"]], boneyard=["3-0"])
    state = run(state, "play 12-5 on 0", "play 12-6 on 1", "play 5-1 on 0")
    assert state.phase is Phase.OVER and state.went_out == 0 and not state.out_on_double
    assert not state.blocked
    with pytest.raises(IllegalPlayError, match="the round is over") as info:
        apply(state, ev(state, "1: draw"))
    assert (info.value.seat, info.value.event_index) == (1, 3)


def test_blocked_round_ends_after_every_seat_passes_in_a_row() -> None:
    """003: "La mano finisce quando un giocatore cala l'ultima tessera, oppure quando il pozzo è
    vuoto e tutti i giocatori hanno passato di fila"; 000: "ou quando nenhuma outra peça pode ser
    jogada". Passes that put a marker down do not count (a marker opens a train), nor does a
    pass followed by a play; three passes in a row with the boneyard empty and every marker
    already down do."""
    state = start(double_six(), 3, BLOCK_HANDS)
    assert state.boneyard_count == 0
    state = run(state, *BLOCK_SCRIPT)
    assert [state.train(k).end for k in (0, 1, 2, MEXICAN)] == [6, 6, 5, 6]
    assert legal(state) == {"pass"}
    state = run(state, "pass")
    assert state.passes_in_row == 0  # seat 0's marker went down: its train is open now
    state = run(state, "pass")
    assert state.passes_in_row == 0 and state.phase is Phase.TURNS
    assert legal(state) == {"play 6-5 on 2", "play 6-5 on mex", "play 6-5 on 0", "play 6-5 on 1",
                            "play 5-5 on 2", "play 5-4 on 2", "play 5-3 on 2"}
    state = run(state, "play 5-6 on 2")
    assert state.passes_in_row == 0
    state = run(state, "pass", "pass")
    assert state.passes_in_row == 2  # markers were already down
    state = run(state, "pass")
    assert state.passes_in_row == 0  # seat 2's first pass puts its marker down
    state = run(state, "pass", "pass")
    assert state.phase is Phase.TURNS
    state = run(state, "pass")
    assert state.phase is Phase.OVER and state.blocked and state.went_out is None
    assert markers(state) == (True, True, True, False)
    with pytest.raises(IllegalPlayError, match="the round is over"):
        apply(state, ev(state, "draw"))


def test_round_is_not_blocked_while_a_new_marker_opens_a_play() -> None:
    """000: the round ends "quando nenhuma outra peça pode ser jogada" (when no tile can be
    played); 002: "när inget annat kan spelas". Boneyard empty: seat 0 holds 9-7 and 1-0, seat 1
    holds 3-2 and 5-4, seat 1's train ends in 7 without a marker. Seat 0 passes, seat 1 passes
    and so puts its marker down: that opens seat 1's train, so the round goes on and seat 0
    plays 9-7 there. Two passes in a row are not a blocked round here."""
    state = start(classic(2), 2, [["9-7", "1-0"], ["3-2", "5-4"]])
    trains = (
        Train(owner=0, tiles=(T("12-11"),), end=11),
        Train(owner=1, tiles=(T("12-7"),), end=7),
        Train(owner=MEXICAN, tiles=(T("12-10"),), end=10),
    )
    state = dataclasses.replace(
        state,
        phase=Phase.TURNS,
        turn=0,
        first_turn_done=(True, True),
        trains=trains,
        next_draw=len(state.deck),
    )
    assert state.boneyard_count == 0
    assert legal(state) == {"pass"}
    state = run(state, "pass", "pass")
    assert state.phase is Phase.TURNS and not state.blocked
    assert markers(state) == (True, True, False)
    assert legal(state) == {"play 9-7 on 1"}
    state = run(state, "play 9-7 on 1", "pass")
    assert state.phase is Phase.TURNS  # every marker is down now: the count starts
    state = run(state, "pass")
    assert state.passes_in_row == 2 and state.blocked


# =============================================================================================
# Presets: each follows a seed and is a full set of knobs
# =============================================================================================


def test_house_preset_combines_the_000_tips() -> None:
    """000 Dicas, all at once: single first turn (own train), at most one open double, marker when
    covering, positive scoring, 0-0 first (ascending), draw until playable."""
    rules = small("house", 3)
    state = start(
        rules,
        2,
        [["0-0", "0-5", "0-6"], ["1-1", "2-1", "3-1"]],
        boneyard=["2-2", "0-9", "4-1"],
    )
    assert state.engine_pip == 0
    state = run(state, "place")
    assert legal(state) == {"play 5-0 on 0", "play 6-0 on 0"}
    state = run(state, "play 5-0 on 0")
    assert state.turn == 1
    assert legal(state) == {"draw"}
    state = run(state, "draw")
    assert legal(state) == {"draw"}  # 2-2 does not fit: keep drawing
    state = run(state, "draw")
    assert legal(state) == {"play 9-0 on 1"}
