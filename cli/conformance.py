"""``mextrain conformance --verifier CMD``: run another implementation's verifier on the whole
conformance corpus (``tests/vectors/conformance``) and report every field where it disagrees
with the expected ``verify --json`` object, so that a client's author knows when they are done.

The verifier is run once per log as ``CMD FILE`` and must print the ``verify --json`` object of
SPEC.md 6.3 on stdout and exit with its code. With ``--batch`` it is run once for many logs, as
``CMD FILE...``, and must print one such object per line, in the order of the files (one start
of a verifier whose start is costly, such as a WebAssembly build, instead of one per log; the
exit codes are then not compared). ``reason`` strings are for people and are not compared; every
other field is. What the verifier prints, and the corpus's own files, are read
within bounds (:data:`MAX_OUTPUT`, :data:`MAX_DEPTH`): a verifier that prints without end or
nests without end gets one line about it, not all of the host's memory or a RecursionError.
"""

from __future__ import annotations

import json
import os
import re
import selectors
import shlex
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer

from ..protocol.table import EXIT_CODES, Outcome

FREE_TEXT = frozenset({"reason"})
DEFAULT_CORPUS = Path(__file__).resolve().parents[1] / "tests" / "vectors" / "conformance"

MAX_OUTPUT = 1 << 20
"""A verifier's stdout is read up to this many bytes (a ``verify --json`` object is under
2 KB); one that prints more is stopped, its case failed in one line."""
STDERR_KEPT = 4 << 10
"""Of a verifier's stderr only the last this many bytes are kept (for its last line)."""
MAX_DEPTH = 64
"""Arrays and objects nested deeper than this, in a verifier's answer or a corpus file, are
refused before they are parsed (``verify --json`` nests 3 deep; Python's parser would recurse
once per level and give up with a RecursionError near a thousand)."""
BATCH_LOGS = 100
"""With ``--batch``, the verifier is given at most this many logs at a time (its answer for them
is read within MAX_OUTPUT: 10 KB a log, five times a ``verify --json`` object)."""
MAX_CORPUS_FILE = 1 << 20
"""A corpus ``.json`` file bigger than this is refused unread (the corpus's are under 2 KB)."""

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


def nesting(data: bytes) -> int:
    """How deep arrays and objects nest in the JSON text ``data`` (brackets inside strings not
    counted), without parsing it: one pass over its brackets, quotes and backslashes, with no
    recursion and no backtracking."""
    depth = deepest = 0
    in_string = False
    escaped = -1  # the position of the character a backslash escapes
    for found in _SPECIAL.finditer(data):
        at, char = found.start(), found.group()
        if in_string:
            if at == escaped:
                continue
            if char == b"\\":
                escaped = at + 1
            elif char == b'"':
                in_string = False
        elif char == b'"':
            in_string = True
        elif char in b"[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in b"]}":
            depth -= 1
    return deepest


_SPECIAL = re.compile(rb'[\\"\[\]{}]')


def parse_json(data: bytes) -> Any:
    """The JSON value of ``data``; ValueError (one line) if it is not JSON or nests deeper
    than MAX_DEPTH."""
    if nesting(data) > MAX_DEPTH:
        raise ValueError(f"nested more than {MAX_DEPTH} deep")
    try:
        return json.loads(data)
    except RecursionError:  # not reached after the depth check; a parser guard all the same
        raise ValueError(f"nested more than {MAX_DEPTH} deep") from None
    except ValueError as exc:
        raise ValueError(f"not JSON ({str(exc).splitlines()[0][:120]})") from None


def run_bounded(command: list[str], timeout: float) -> tuple[bytes | str, int | None, bytes]:
    """Run ``command``: its stdout (or why there is none to take: it printed more than
    MAX_OUTPUT, or did not finish within ``timeout`` seconds, and was stopped), its exit code,
    and its stderr's last STDERR_KEPT bytes. Both pipes are read as they fill, so neither a
    verifier that prints without end nor one that fills its stderr holds more than that here."""
    proc = subprocess.Popen(
        command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert proc.stdout is not None and proc.stderr is not None
    out = bytearray()
    err = bytearray()
    deadline = time.monotonic() + timeout
    why = ""
    with selectors.DefaultSelector() as selector:
        selector.register(proc.stdout, selectors.EVENT_READ, out)
        selector.register(proc.stderr, selectors.EVENT_READ, err)
        while selector.get_map() and not why:
            left = deadline - time.monotonic()
            if left <= 0:
                why = f"no answer within {timeout:g} s"
                break
            for key, _ in selector.select(left):
                chunk = os.read(key.fd, 1 << 16)
                if not chunk:
                    selector.unregister(key.fileobj)
                    continue
                if key.data is err:
                    err += chunk
                    del err[:-STDERR_KEPT]
                    continue
                out += chunk
                if len(out) > MAX_OUTPUT:
                    why = f"printed more than {MAX_OUTPUT >> 20} MiB on stdout: stopped"
                    break
    if why:
        proc.kill()
    try:
        code = proc.wait(max(0.1, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:  # it closed its pipes but goes on: stop it
        proc.kill()
        proc.wait()
        why = f"no answer within {timeout:g} s"
        code = None
    proc.stdout.close()
    proc.stderr.close()
    return (why or bytes(out)), (None if why else code), bytes(err)


def command_runner(command: list[str], timeout: float) -> Runner:
    def run(log: Path) -> tuple[Any, int | None]:
        try:
            out, code, err = run_bounded([*command, str(log)], timeout)
        except OSError as exc:
            return f"cannot run the verifier: {exc.strerror or exc}", None
        if isinstance(out, str):
            return out, None
        try:
            return parse_json(out), code
        except ValueError as exc:
            if out.strip():
                tail = str(exc)
            else:
                lines = err.decode(errors="replace").strip().splitlines()[-1:] or ["no output"]
                tail = lines[0][:120]
            return f"printed no JSON object (exit {code}: {tail})", None

    return run


def batch_runner(command: list[str], timeout: float, logs: list[Path]) -> Runner:
    """A runner that verifies ``logs`` BATCH_LOGS at a time, as ``CMD FILE...``, and answers
    each log from the line of its batch's output in the file's place (no exit code)."""
    answers: dict[Path, Any] = {}

    def run(log: Path) -> tuple[Any, int | None]:
        if log not in answers:
            start = logs.index(log)
            answers.update(run_batch(command, timeout, logs[start : start + BATCH_LOGS]))
        return answers.pop(log), None

    return run


def run_batch(command: list[str], timeout: float, logs: list[Path]) -> dict[Path, Any]:
    """Each log's parsed line of ``CMD FILE...``'s output, or why there is none (a string):
    the logs after the last line printed get one, and all of them do when the command could
    not run, was stopped, or printed more lines than it was given files."""
    try:
        out, code, err = run_bounded([*command, *map(str, logs)], timeout * len(logs))
    except OSError as exc:
        return dict.fromkeys(logs, f"cannot run the verifier: {exc.strerror or exc}")
    if isinstance(out, str):
        return dict.fromkeys(logs, f"{out} (for a batch of {len(logs)} logs)")
    lines = out.splitlines()
    if len(lines) > len(logs):
        return dict.fromkeys(logs, f"printed {len(lines)} lines for {len(logs)} logs")
    answers: dict[Path, Any] = {}
    for log, line in zip(logs, lines, strict=False):
        try:
            answers[log] = parse_json(line)
        except ValueError as exc:
            answers[log] = f"printed no JSON object on its line ({exc})"
    tail = err.decode(errors="replace").strip().splitlines()[-1:] or ["no output"]
    for log in logs[len(lines) :]:
        answers[log] = (
            f"printed no line for it ({len(lines)} lines for {len(logs)} logs;"
            f" exit {code}: {tail[0][:120]})"
        )
    return answers


def check_case(log: Path, runner: Runner) -> list[str]:
    """The differences for one corpus log (empty: the verifier agrees)."""
    try:
        expected = expected_object(log.with_suffix(".json"))
    except ValueError as exc:
        return [str(exc)]
    got, code = runner(log)
    if isinstance(got, str):
        return [got]
    problems = differences(expected, got)
    want = EXIT_CODES[Outcome(expected["outcome"])]
    if code is not None and code != want:
        problems.append(f"exit code: expected {want}, got {code}")
    return problems


def expected_object(path: Path) -> dict[str, Any]:
    """A corpus case's expected ``verify --json`` object; ValueError (one line) when the file
    is too big, not JSON, too deep, or not an object with a known ``outcome``."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_CORPUS_FILE + 1)
    except OSError as exc:
        raise ValueError(
            f"corpus file {path.name}: cannot read it: {exc.strerror or exc}"
        ) from None
    if len(data) > MAX_CORPUS_FILE:
        raise ValueError(f"corpus file {path.name}: bigger than {MAX_CORPUS_FILE >> 20} MiB")
    try:
        expected = parse_json(data)
    except ValueError as exc:
        raise ValueError(f"corpus file {path.name}: {exc}") from None
    outcomes = {o.value for o in Outcome}
    if not isinstance(expected, dict) or expected.get("outcome") not in outcomes:
        raise ValueError(
            f"corpus file {path.name}: not a verify --json object (its outcome one of"
            f" {', '.join(sorted(outcomes))})"
        )
    return expected


def corpus_logs(corpus: Path) -> list[Path]:
    return sorted(p for p in corpus.glob("*.mtlog") if p.with_suffix(".json").exists())


def conformance(
    verifier: Annotated[
        str,
        typer.Option(
            "--verifier", help='The command to check, run as: CMD FILE (e.g. "./myverify --json").'
        ),
    ],
    batch: Annotated[
        bool,
        typer.Option(
            "--batch",
            help="Run it once for many logs, as CMD FILE...: it prints one verify --json object"
            " a line, in the files' order (exit codes not compared).",
        ),
    ] = False,
    corpus: Annotated[
        Path | None,
        typer.Option("--corpus", help="The corpus folder (default: tests/vectors/conformance)."),
    ] = None,
    timeout: Annotated[
        float, typer.Option("--timeout", help="Seconds per log (with --batch: times the logs).")
    ] = 60.0,
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
    runner = batch_runner(command, timeout, logs) if batch else command_runner(command, timeout)
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
