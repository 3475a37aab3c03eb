"""Who sits at the table: a name, human or computer, and the computer's level.

Shared by the controller, the new-game dialog and the save files, so it lives
outside every layer and imports nothing from them (no Qt).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

KINDS = ("human", "computer")
LEVELS = ("easy", "medium", "hard")
MAX_NAME = 40


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"  # "human" | "computer"
    level: str | None = None  # "easy" | "medium" | "hard" for a computer

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip() or len(self.name) > MAX_NAME:
            raise ValueError(f"a seat name must be 1..{MAX_NAME} characters")
        if self.kind not in KINDS:
            raise ValueError(f"seat kind must be one of {KINDS}, not {self.kind!r}")
        if self.kind == "computer" and self.level not in LEVELS:
            raise ValueError(f"a computer seat needs a level among {LEVELS}")
        if self.kind == "human" and self.level is not None:
            raise ValueError("a human seat has no level")

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        """Raises ValueError with a clear message on bad data."""
        if not isinstance(data, dict) or set(data) - {"name", "kind", "level"}:
            raise ValueError("a seat must be an object with name, kind and level")
        return cls(data.get("name"), data.get("kind", "human"), data.get("level"))
