"""The ``mextrain`` command."""

from __future__ import annotations

import typer

app = typer.Typer(no_args_is_help=True, add_completion=False, help="Mexican Train dominoes.")


@app.command()
def version() -> None:
    """Print the version."""
    typer.echo("mextrain 0.1.0")


def main() -> None:
    app()
