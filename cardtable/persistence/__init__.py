"""Saved games as versioned JSON with atomic writes (no Qt)."""
