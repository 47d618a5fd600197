"""``python -m mextrain.cli`` runs the ``mextrain`` command."""

from .app import main

main()
