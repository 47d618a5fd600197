"""The ``mextrain`` command line (typer) and its rich rendering."""
