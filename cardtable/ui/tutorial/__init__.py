"""Learn to play on the real table: the lesson controller, coach panel and chooser."""
