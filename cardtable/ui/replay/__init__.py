"""The replay viewer: a recorded game, move by move,
on the real table (``ReplayWindow``), opened from Game > History, from
Game > Open as replay… and from ``cardtable --replay FILE`` (``opening``).

Everything shown comes from the engine: the timeline re-applies the action log
to ``new_game(options, seed)`` (``persistence.timeline``); the deck order
comes from the engine states after every shuffle (``stats.deck_order``).
"""
