"""The full-screen terminal game (Textual): app, widgets, screens and the node bridge."""
