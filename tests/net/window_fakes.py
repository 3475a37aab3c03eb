"""A window for the host's tests without a socket: ``Window`` takes every
frame at once (as a socket with room in its buffer does), keeps each as
parsed JSON in ``frames`` and remembers the close code it was given."""

from __future__ import annotations

import json

from cardtable.net.host import Sender


class Window(Sender):
    """A window that reads everything at once."""

    def __init__(self) -> None:
        self.frames: list[dict] = []
        self.closed: int | None = None

    async def send(self, text: str) -> None:
        self.frames.append(json.loads(text))

    def write_now(self, text: str) -> bool:
        self.frames.append(json.loads(text))
        return True

    async def close(self, code: int, reason: str) -> None:
        self.closed = code
