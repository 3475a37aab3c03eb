"""Statistics of finished games, computed from the history database (no Qt).

- ``outcome``: the ONE adapter that reads a finished engine state (places,
  per-round / per-deal rows); switch it to ``standings``/``records`` of the
  engine contract when they exist.
- ``fairdeal``: which cards chance gave each seat (dealt, drawn blind).
- ``compute``: the figures per player and game, read from the database.
- ``__main__``: ``python -m cardtable.stats [--json]``.
"""
