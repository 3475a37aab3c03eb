"""The start page: quick starts, the lists of games to go back to, and resuming them."""
