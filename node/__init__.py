"""asyncio I/O around the sans-I/O protocol: framing, host, peer, discovery, persistence."""
