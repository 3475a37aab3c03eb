"""Computer players (no Qt): each level sees only its seat's observation."""
