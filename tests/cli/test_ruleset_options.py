"""Custom rulesets from the command line: ``--ruleset NAME``, ``--rules FILE.toml`` and
``--rule KEY=VALUE`` (the shared parser in ``cli/ruleset_options.py``), and ``rules --explain``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mextrain.cli.ruleset_options import build_ruleset, parse_rule
from mextrain.protocol.errors import RulesetError
from mextrain.protocol.log.entries import read_log
from mextrain.protocol.rules.prose import explain
from mextrain.protocol.rules.ruleset import DrawRule, FollowUp, LastDouble, preset
from mextrain.protocol.table.verify import verify_log

from .test_cli_engine import run, run_refused


def write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


def test_file_then_rules_then_rounds_override_the_preset(tmp_path: Path) -> None:
    toml = write(tmp_path / "r.toml", 'draw = "may_play"\nrounds = 4\nhand_sizes = [[4, 10]]\n')
    rules = build_ruleset(
        "express", toml, ["rounds=3", "follow_up=on_double", "double_duty=layer_only"]
    )
    assert rules.draw is DrawRule.MAY_PLAY and rules.rounds == 3
    assert rules.hand_sizes == ((4, 10),) and rules.follow_up is FollowUp.ON_DOUBLE
    assert rules.engine == preset("express").engine and rules.name == "express"
    assert build_ruleset("express", toml, ["rounds=3"], rounds=2).rounds == 2
    assert build_ruleset("classic", None, ["hand_sizes=6:12, 8:10,10:8"]) == preset("classic")


@pytest.mark.parametrize(
    ("item", "message"),
    [
        ("draw=sometimes", "draw must be one of may_play, must_play, until_playable, not 'sometimes'"),
        ("colour=red", "unknown ruleset key 'colour' in --rule; keys are: name, seed, max_pip"),
        ("marker_when_covering=maybe", "marker_when_covering must be true or false, not 'maybe'"),
        ("rounds=many", "rounds must be an integer, not 'many'"),
        ("hand_sizes=12", "hand_sizes must be up_to_players:tiles pairs"),
        ("rounds", "write KEY=VALUE"),
        ("last_double=never", "last_double must be one of out, forbidden, must_cover"),
        ("rounds=14", "1 to 13 rounds, not 14"),
        ("double_duty=layer_only", "layer_only needs follow_up = on_double"),
    ],
)
def test_bad_rule_names_the_key_and_what_it_accepts(item: str, message: str) -> None:
    with pytest.raises(RulesetError, match=message.replace("(", r"\(")):
        build_ruleset("classic", None, [item])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("draw = 5\n", "draw must be one of may_play, must_play, until_playable, not 5"),
        ("wild = true\n", "unknown ruleset key 'wild' in"),
        ("rounds = \"3\"\n", "rounds must be an integer"),
        ("out_on_double_doubles = 1\n", "must be true or false"),
        ("draw = \n", "is not a TOML file"),
        ("[section]\nrounds = 3\n", "unknown ruleset key 'section'"),
    ],
)
def test_bad_rules_file_is_one_clear_error(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(RulesetError, match=message):
        build_ruleset("classic", write(tmp_path / "bad.toml", text), [])


def test_rules_file_limits(tmp_path: Path) -> None:
    with pytest.raises(RulesetError, match="cannot read"):
        build_ruleset("classic", tmp_path / "missing.toml", [])
    big = write(tmp_path / "big.toml", "# " + "x" * 70_000 + "\n")
    with pytest.raises(RulesetError, match="at most 65536 bytes"):
        build_ruleset("classic", big, [])
    assert parse_rule(" draw = must_play ") == ("draw", "must_play")


def test_cli_errors_are_one_line_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for args in (
        ("simulate", "--rule", "draw=sometimes"),
        ("play", "--rule", "colour=red"),
        ("host", "--rules", str(tmp_path / "none.toml")),
        ("rules", "express", "--rule", "first_turn=build"),
    ):
        out = run_refused(monkeypatch, *args, data_dir=tmp_path)
        assert out.returncode == 2, (args, out.stderr)
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("mextrain: error: "), out.stderr
        assert "Traceback" not in out.stderr


def test_rules_explain_prints_the_prose_and_json_the_custom_knobs() -> None:
    out = run("rules", "classic", "--explain")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "\n\n".join(explain(preset("classic")))
    assert "keep drawing until a tile fits" in out.stdout
    custom = run("rules", "classic", "--rule", "last_double=must_cover", "--explain")
    assert "you are out only once you cover it" in custom.stdout
    data = json.loads(run("rules", "house", "--rule", "blocked_tie=no_winner", "--json").stdout)
    assert data["blocked_tie"] == "no_winner" and data["name"] == "house"


def test_explain_follows_the_knobs() -> None:
    """The prose changes with each knob a player would ask about."""
    text = {n: " ".join(explain(preset(n))) for n in ("classic", "boxed", "express", "house")}
    assert "you may play it if it fits, or pass" in text["boxed"]
    assert "set aside before the deal" in text["express"]
    assert "fewest tiles" in text["house"] and "highest total wins" in text["house"]
    assert "lowest total wins" in text["classic"]
    strict = build_ruleset(
        "classic",
        None,
        ["follow_up=on_double", "double_duty=layer_only", "mexican_needs_own_train=true",
         "engine_missing=highest_double", "last_double=forbidden"],
    )
    words = " ".join(explain(strict))
    for phrase in (
        "it must go on that double",
        "nobody else has to",
        "before your own train is started",
        "the highest double anyone holds opens the round",
        "may not be a double",
    ):
        assert phrase in words
    assert strict.last_double is LastDouble.FORBIDDEN


def test_a_custom_ruleset_goes_into_the_log_and_verify_needs_no_option(tmp_path: Path) -> None:
    """The ruleset in force is the log's first entry: `verify` reads it back from there."""
    toml = write(tmp_path / "r.toml", 'last_double = "must_cover"\nfollow_up = "on_double"\n')
    log = tmp_path / "g.mtlog"
    out = run(
        "simulate", "--crypto", "--players", "2", "--ruleset", "express", "--rules", str(toml),
        "--rule", "rounds=1", "--rule", "mexican_needs_own_train=true", "--seed", "5",
        "--log", str(log),
    )
    assert out.returncode == 0, out.stderr
    data = log.read_bytes()
    check = verify_log(data)
    assert check.valid, check.reason
    rules = check.table.rules
    assert rules is not None
    assert (rules.last_double, rules.follow_up, rules.mexican_needs_own_train, rules.rounds) == (
        LastDouble.MUST_COVER, FollowUp.ON_DOUBLE, True, 1
    )
    assert len(read_log(data).entries) == check.entries
    verified = run("verify", str(log), "--json")
    assert verified.returncode == 0, verified.stderr
