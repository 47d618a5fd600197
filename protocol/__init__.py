"""The pure, sans-I/O core of mextrain: tiles, rules, engine, deck, messages and log.

Nothing in this package reads a clock, touches the network or the disk, or draws randomness on
its own: time and entropy come in as arguments, so every node computes the same result.
"""
