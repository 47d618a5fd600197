"""A ruleset told as plain prose, for a player to read before a game.

Pure: the same ruleset always gives the same paragraphs. ``mextrain rules NAME --explain`` prints
them; the terminal game's rules panel shows the same text.
"""

from __future__ import annotations

from .ruleset import (
    BlockedTie,
    BlockedWinner,
    DoubleDuty,
    DrawRule,
    EngineMissing,
    EngineMode,
    FirstTurn,
    FollowUp,
    LastDouble,
    OpenDoubles,
    RoundOrder,
    Ruleset,
    Scoring,
)
from .tiles import set_size


def explain(rules: Ruleset) -> list[str]:
    """The ruleset as paragraphs of prose, in the order a game goes."""
    return [
        _title(rules),
        _table(rules),
        _rounds(rules),
        _engine(rules),
        _first_turn(rules),
        _turns(rules),
        _markers(rules),
        _doubles(rules),
        _last_double(rules),
        _round_end(rules),
        _scoring(rules),
    ]


def explain_text(rules: Ruleset) -> str:
    """:func:`explain` as one text, paragraphs separated by blank lines."""
    return "\n\n".join(explain(rules))


def _title(rules: Ruleset) -> str:
    seed = f", following {rules.seed}" if rules.seed else ""
    return f"Ruleset {rules.name}{seed}."


def _table(rules: Ruleset) -> str:
    n = rules.max_pip
    players = f"{rules.min_players} to {rules.max_players} players"
    if rules.min_players == rules.max_players:
        players = f"{rules.min_players} players"
    parts = []
    low = rules.min_players
    for up_to, tiles in rules.hand_sizes:
        if up_to < rules.min_players:
            continue
        high = min(up_to, rules.max_players)
        if low == high:
            who = f"{low} players"
        elif high == low + 1:
            who = f"{low} or {high} players"
        else:
            who = f"{low} to {high} players"
        parts.append(f"{tiles} tiles each with {who}")
        low = up_to + 1
        if low > rules.max_players:
            break
    return (
        f"Played with a double-{n} set ({set_size(n)} tiles) by {players}: "
        f"{_join(parts)}. The rest is the boneyard."
    )


def _rounds(rules: Ruleset) -> str:
    doubles = rules.round_doubles()
    first, last = doubles[0], doubles[-1]
    count = "one round" if rules.rounds == 1 else f"{rules.rounds} rounds"
    if rules.rounds == 1:
        return f"A match is one round, whose engine is the {first}-{first}."
    way = "down" if rules.round_order is RoundOrder.DESCENDING else "up"
    return (
        f"A match is {count}. Each round starts from its own double, the engine: {first}-{first}"
        f" first, then {way} one at a time to {last}-{last}."
    )


def _engine(rules: Ruleset) -> str:
    if rules.engine is EngineMode.SET_ASIDE:
        return (
            "The round's double is set aside before the deal and goes in the middle; who plays"
            " first moves one seat round the table every round."
        )
    text = (
        "Whoever holds the round's double puts it in the middle and plays first. If nobody holds"
        " it, "
    )
    if rules.engine_missing is EngineMissing.HIGHEST_DOUBLE:
        return text + (
            "the highest double anyone holds opens the round instead, and every train starts"
            " from it (if nobody holds any double, players draw in turn until the round's double"
            " turns up)."
        )
    return text + "players draw from the boneyard in turn until it turns up."


def _draw_text(rule: DrawRule) -> str:
    if rule is DrawRule.MAY_PLAY:
        return "draw one tile; you may play it if it fits, or pass"
    if rule is DrawRule.MUST_PLAY:
        return "draw one tile; if it fits you must play it, otherwise pass"
    return (
        "keep drawing until a tile fits and play it; you pass only when the boneyard is empty"
    )


def _first_turn(rules: Ruleset) -> str:
    cannot = "If you cannot start your train then"
    if rules.first_turn is FirstTurn.BUILD:
        text = (
            "On your first turn you build: lay as many tiles as you can on your own train, one"
            " after another, and nowhere else."
        )
    elif rules.mexican_on_first_turn:
        text = "Your first turn is one tile, like any other turn."
        cannot = "If you cannot play then"
    else:
        text = "Your first turn is one tile, on your own train only."
    return f"{text} {cannot}, {_draw_text(rules.first_turn_draw)}."


def _turns(rules: Ruleset) -> str:
    text = (
        "After that, each turn you play one tile: on your own train, on the Mexican train, or on"
        " another player's train that carries a marker."
    )
    if rules.mexican_needs_own_train:
        text += " You may not play on the Mexican train before your own train is started."
    return f"{text} If you cannot play, {_draw_text(rules.draw)}."


def _markers(rules: Ruleset) -> str:
    text = (
        "When you pass, put a marker on your train: everyone may play on it until you play on it"
        " yourself again. The Mexican train is always open."
    )
    if rules.marker_when_covering:
        text += (
            " You also put your marker down when you had to cover a double on someone else's"
            " train."
        )
    return text


def _doubles(rules: Ruleset) -> str:
    if rules.follow_up is FollowUp.ANYWHERE:
        text = (
            "When you play a double you play one more tile, on the double or anywhere else it"
            " fits."
        )
    else:
        text = "When you play a double you play one more tile, and it must go on that double."
    if rules.double_duty is DoubleDuty.EVERYONE:
        text += (
            " A double left uncovered must be covered next: the players after you may play"
            " nowhere else until someone covers it, drawing if they cannot."
        )
        if rules.open_doubles is OpenDoubles.IN_ORDER:
            text += " If several are open, they are covered in the order they were played."
    else:
        text += " If you cannot cover your own double, nobody else has to."
    if rules.open_doubles is OpenDoubles.AT_MOST_ONE:
        text += " Only one uncovered double may be on the table at a time."
    return text


def _last_double(rules: Ruleset) -> str:
    if rules.last_double is LastDouble.OUT:
        return "If your last tile is a double, play it and you are out at once."
    if rules.last_double is LastDouble.FORBIDDEN:
        return "Your last tile may not be a double."
    return (
        "If your last tile is a double you may play it, but you are out only once you cover it"
        " yourself: draw for a tile that covers it (with the boneyard empty you are out at once)."
    )


def _round_end(rules: Ruleset) -> str:
    return (
        "The round ends when someone plays their last tile, or when nobody can play: the"
        " boneyard is empty and everyone has passed in turn with nothing changed."
    )


def _scoring(rules: Ruleset) -> str:
    blank = (
        f" (the 0-0 counts {rules.double_blank_pips})" if rules.double_blank_pips else
        " (the 0-0 counts 0)"
    )
    doubled = (
        " If someone goes out on a double, everyone else's points count twice."
        if rules.out_on_double_doubles
        else ""
    )
    if rules.scoring is Scoring.PENALTY:
        return (
            f"Everyone scores the pips left in their hand as penalty points{blank}.{doubled}"
            " After the last round the lowest total wins; a tie shares first place."
        )
    fewest = "tiles" if rules.blocked_winner is BlockedWinner.FEWEST_TILES else "pips"
    tie = (
        "players tied for it share those points"
        if rules.blocked_tie is BlockedTie.SHARED
        else "if players tie for it, nobody scores"
    )
    return (
        f"Whoever goes out scores the pips left in everyone else's hands{blank}; in a blocked"
        f" round the player with the fewest {fewest} in hand scores them ({tie}).{doubled}"
        " After the last round the highest total wins; a tie shares first place."
    )


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]
