"""``mextrain conformance --verifier CMD``: run another implementation's verifier on the whole
conformance corpus (``tests/vectors/conformance``) and report every field where it disagrees
with the expected ``verify --json`` object, so that a client's author knows when they are done.

The verifier is run once per log as ``CMD FILE`` and must print the ``verify --json`` object of
SPEC.md 6.3 on stdout and exit with its code. ``reason`` strings are for people and are not
compared; every other field is.
"""

from __future__ import annotations

import json
import shlex
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer

from ..protocol.table import EXIT_CODES, Outcome

FREE_TEXT = frozenset({"reason"})
DEFAULT_CORPUS = Path(__file__).resolve().parents[1] / "tests" / "vectors" / "conformance"

Runner = Callable[[Path], tuple[Any, int | None]]
"""Verify one log: (the printed JSON object, or an error string; the exit code, if known)."""


def differences(expected: Any, got: Any, where: str = "") -> list[str]:
    """Every field where ``got`` differs from ``expected`` (``reason`` strings skipped)."""
    here = where or "(top)"
    if isinstance(expected, dict) and isinstance(got, dict):
        out: list[str] = []
        for key in expected:
            if key in FREE_TEXT:
                continue
            name = f"{where}.{key}" if where else key
            if key not in got:
                out.append(f"{name}: missing (expected {json.dumps(expected[key])})")
            else:
                out.extend(differences(expected[key], got[key], name))
        out.extend(
            f"{where + '.' if where else ''}{key}: not expected (got {json.dumps(got[key])[:80]})"
            for key in got
            if key not in expected and key not in FREE_TEXT
        )
        return out
    if isinstance(expected, list) and isinstance(got, list) and len(expected) == len(got):
        return [
            d
            for i, (e, g) in enumerate(zip(expected, got, strict=True))
            for d in differences(e, g, f"{here}[{i}]")
        ]
    if type(expected) is not type(got) or expected != got:
        return [f"{here}: expected {json.dumps(expected)[:120]}, got {json.dumps(got)[:120]}"]
    return []


def command_runner(command: list[str], timeout: float) -> Runner:
    def run(log: Path) -> tuple[Any, int | None]:
        try:
            done = subprocess.run(
                [*command, str(log)], capture_output=True, timeout=timeout, check=False
            )
        except subprocess.TimeoutExpired:
            return f"no answer within {timeout:g} s", None
        except OSError as exc:
            return f"cannot run the verifier: {exc.strerror or exc}", None
        try:
            return json.loads(done.stdout), done.returncode
        except ValueError:
            tail = done.stderr.decode(errors="replace").strip().splitlines()[-1:] or ["no output"]
            return f"printed no JSON object (exit {done.returncode}: {tail[0][:120]})", None

    return run


def check_case(log: Path, runner: Runner) -> list[str]:
    """The differences for one corpus log (empty: the verifier agrees)."""
    expected = json.loads(log.with_suffix(".json").read_text())
    got, code = runner(log)
    if isinstance(got, str):
        return [got]
    problems = differences(expected, got)
    want = EXIT_CODES[Outcome(expected["outcome"])]
    if code is not None and code != want:
        problems.append(f"exit code: expected {want}, got {code}")
    return problems


def corpus_logs(corpus: Path) -> list[Path]:
    return sorted(p for p in corpus.glob("*.mtlog") if p.with_suffix(".json").exists())


def conformance(
    verifier: Annotated[
        str,
        typer.Option(
            "--verifier", help='The command to check, run as: CMD FILE (e.g. "./myverify --json").'
        ),
    ],
    corpus: Annotated[
        Path | None,
        typer.Option("--corpus", help="The corpus folder (default: tests/vectors/conformance)."),
    ] = None,
    timeout: Annotated[float, typer.Option("--timeout", help="Seconds per log.")] = 60.0,
) -> None:
    """Check another verifier against the conformance corpus: every field that differs."""
    folder = corpus or DEFAULT_CORPUS
    logs = corpus_logs(folder) if folder.is_dir() else []
    if not logs:
        typer.echo(
            f"mextrain: error: no corpus at {folder}: pass --corpus DIR (tests/vectors/conformance"
            " in a source checkout)",
            err=True,
        )
        raise typer.Exit(2)
    try:
        command = shlex.split(verifier)
    except ValueError as exc:
        typer.echo(f"mextrain: error: bad --verifier command: {exc}", err=True)
        raise typer.Exit(2) from None
    if not command or timeout <= 0:
        typer.echo(
            "mextrain: error: --verifier needs a command and --timeout a positive number", err=True
        )
        raise typer.Exit(2)
    runner = command_runner(command, timeout)
    failed = 0
    for log in logs:
        problems = check_case(log, runner)
        if problems:
            failed += 1
            typer.echo(f"DIFF {log.stem}:")
            for problem in problems:
                typer.echo(f"  {problem}")
        else:
            typer.echo(f"ok   {log.stem}")
    typer.echo(f"{len(logs) - failed} of {len(logs)} logs agree")
    raise typer.Exit(1 if failed else 0)


def register(app: typer.Typer) -> None:
    app.command()(conformance)
