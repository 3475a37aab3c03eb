"""Learn to play: lessons as data files, checked by the engine (no Qt)."""
