"""Who sits at the table: a name, human or computer, and the computer's level.

Shared by the controller, the new-game dialog and the save files, so it lives
outside every layer and imports nothing from them (no Qt).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

KINDS = ("human", "computer")
LEVELS = ("easy", "medium", "hard")
MAX_NAME = 64


def clean_text(text: str) -> bool:
    """No control characters and no lone surrogates (which UTF-8 cannot hold)."""
    return not any(ord(ch) < 32 or ord(ch) == 127 or 0xD800 <= ord(ch) <= 0xDFFF for ch in text)


def seat_problem(name: Any, kind: Any, level: Any) -> str | None:
    """What is wrong with these seat fields, in English, or None."""
    if not isinstance(name, str) or not name.strip():
        return "the name must be a non-empty text"
    if len(name) > MAX_NAME:
        return f"the name is longer than {MAX_NAME} characters"
    if not clean_text(name):
        return "the name contains control characters"
    if kind not in KINDS:
        return f"kind must be one of {', '.join(KINDS)}"
    if kind == "computer" and level not in LEVELS:
        return f"a computer's level must be one of {', '.join(LEVELS)}"
    if kind == "human" and level is not None:
        return "a human has no level"
    return None


@dataclass(frozen=True)
class Seat:
    """One player at the table; raises ValueError on impossible fields."""

    name: str
    kind: str = "human"  # "human" | "computer"
    level: str | None = None  # "easy" | "medium" | "hard" for a computer

    def __post_init__(self) -> None:
        problem = seat_problem(self.name, self.kind, self.level)
        if problem:
            raise ValueError(problem)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}
