"""One QObject per open game: turn flow, computer turns, autosave."""
