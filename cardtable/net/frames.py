"""The update frames of a table, encoded with as little work as a change needs.

Why: after every move each window at the table gets an ``update``: the
shared parts (the public table, the standings, the score sheet) and its
own observation. Most of an observation is the same for every seat and
most of it is the same as after the last move (the options, the laid
groups, the score history); a busy server spent much of its time encoding
the same JSON again, four times per move (benchmarks/README.md). A
``PartsEncoder`` (one per table and kind of document) keeps the JSON text
of each top-level value it encoded last and uses it again while the value
stays equal (the same type and ``==``): the text it gives is exactly
``json.dumps(doc, separators=(",", ":"), ensure_ascii=False)``, so what a
window receives does not change, and a value is reused only when it is
equal, so nothing of one seat's view can reach another.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.net.table import Table

UPDATE_PARTS = ("table", "standings", "records")  # sent in an update only when they changed for that window
_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)  # made once: frames are many
_KEYS: dict[str, str] = {}  # a key as it starts its member: '"hand":'


def to_json(value: Any) -> str:
    """Compact JSON text, as every frame is written."""
    return _ENCODER.encode(value)


class PartsEncoder:
    """JSON text of a document whose top-level values are mostly those of the last one."""

    def __init__(self) -> None:
        self._last: dict[str, tuple[Any, str]] = {}  # key -> (the value last encoded, its text)

    def value(self, key: str, value: Any) -> str:
        """The text of ``value`` (``key``'s): the last one's if equal, else encoded now."""
        last = self._last.get(key)
        if last is not None and type(last[0]) is type(value) and last[0] == value:
            return last[1]
        text = _ENCODER.encode(value)
        self._last[key] = (value, text)
        return text

    def encode(self, doc: dict[str, Any]) -> str:
        """``doc`` as compact JSON text (byte for byte what ``to_json`` gives)."""
        last, keys, encode = self._last, _KEYS, _ENCODER.encode  # (the loop runs per value of every view)
        members = []
        for key, value in doc.items():
            start = keys.get(key)
            if start is None:
                start = keys[key] = encode(key) + ":"
            seen = last.get(key)
            if seen is not None and type(seen[0]) is type(value) and seen[0] == value:
                members.append(start + seen[1])
            else:
                text = encode(value)
                last[key] = (value, text)
                members.append(start + text)
        return "{" + ",".join(members) + "}"


def shared_parts(table: Table) -> tuple[str, dict[str, str], str]:
    """The parts of an update every window shares, encoded once per change:
    the frame's start, the parts a window gets when they changed, the held
    round end (empty when none is held)."""
    shared = table.shared_update()
    held = ',"held":' + to_json(shared["held"]) if "held" in shared else ""
    parts = {name: table.records_text() if name == "records" else table.shared_text(name, shared[name])
             for name in UPDATE_PARTS}
    return '{"type":"update","seq":' + str(shared["seq"]), parts, held


def update_frame(head: str, parts: dict[str, str], held: str, sent: dict[str, str], observation: str) -> str:
    """An update frame for one window: the shared parts it has not got yet
    (``sent``: what it got, brought up to date here), and ``observation``."""
    changed = "".join(f',"{name}":{text}' for name, text in parts.items() if sent.get(name) != text)
    sent.update(parts)
    return head + changed + held + ',"observation":' + observation + "}"


__all__ = ["UPDATE_PARTS", "PartsEncoder", "shared_parts", "to_json", "update_frame"]
