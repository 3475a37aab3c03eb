"""What a window at a network table learns about the seats and the talk, as notes for the move log.

Why apart from ``remote.py``: the host's public table says of each seat
whether its person is connected, away or stood in for by a computer, and
chat lines come with the speaker's seat and name. Turning those into the
``TableNote`` lines of the move log (only what changed, names cleaned again)
and the ``presence`` the table's name labels show is reading, not following
the host; it lives here so the controller stays about the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.controller.remote_texts import shown_seat_name
from cardtable.net.protocol import MAX_CHAT, REACTIONS, clean_name
from cardtable.seats import Seat


@dataclass(frozen=True)
class TableNote:
    """A line of the table's talk for the move log: ``kind`` "chat" (``text``),
    "reaction" (a ``protocol.REACTIONS`` id, said in the reader's language),
    or what became of a seat: "away", "back", "stand_in". Names and texts as
    the host sent them, cleaned again (printable characters, cut)."""

    kind: str
    seat: int
    name: str
    text: str = ""


@dataclass(frozen=True)
class PresentSeat(Seat):
    """A seat as the table draws it, with whether its person is there:
    "" (here, or a computer), "away" (not connected), "stand_in" (a computer
    plays for the missing person)."""

    presence: str = ""


def presence(doc: object) -> str:
    """"away", "stand_in" or "" of a public seat (see ``PresentSeat``)."""
    if not isinstance(doc, dict) or doc.get("kind") == "computer" or not doc.get("joined"):
        return ""
    if doc.get("stand_in"):
        return "stand_in"
    return "" if doc.get("connected") else "away"


def chat_note(fields: object) -> TableNote | None:
    """A ``chat`` message from the host as a note (None: nothing to say)."""
    if not isinstance(fields, dict) or not isinstance(fields.get("seat"), int):
        return None
    name = shown_seat_name(fields.get("name"), fields["seat"])
    reaction = fields.get("reaction")
    if reaction in REACTIONS:
        return TableNote("reaction", fields["seat"], name, str(reaction))
    text = clean_name(fields.get("text"), MAX_CHAT)
    return TableNote("chat", fields["seat"], name, text) if text else None


def seat_news(table: object, before: object, mine: tuple[int, ...], running: bool,
              now: float) -> tuple[list[TableNote], dict[int, float | None]]:
    """What changed from the public table ``before`` to ``table``: notes for
    the seats that went away, came back or got a computer standing in (not
    this window's own seats; only once the game runs), and per seat when a
    computer may stand in for its missing person (``time.monotonic``; None:
    nobody is missing there)."""
    new = table.get("seats", []) if isinstance(table, dict) else []
    old = before.get("seats", []) if isinstance(before, dict) else []
    grace = table.get("grace") if isinstance(table, dict) else None
    notes: list[TableNote] = []
    stand_in_at: dict[int, float | None] = {}
    for index, doc in enumerate(new):
        if not isinstance(doc, dict):
            continue
        away = doc.get("away")
        if presence(doc) == "away" and isinstance(away, (int, float)) and isinstance(grace, (int, float)):
            stand_in_at[index] = now + max(0.0, float(grace) - float(away))
        elif presence(doc) != "away":
            stand_in_at[index] = None
        if index >= len(old) or index in mine or not running:
            continue
        was, now_is = presence(old[index]), presence(doc)
        if was != now_is:
            kind = {"away": "away", "stand_in": "stand_in"}.get(now_is, "back")
            notes.append(TableNote(kind, index, shown_seat_name(doc.get("name"), index)))
    return notes, stand_in_at


def seat_of(index: int, doc: Any) -> Seat:
    """A seat of the game's record (a name, a person or a computer of a level)."""
    try:
        computer = doc.get("kind") == "computer"
        return Seat(str(doc.get("name") or f"Seat {index + 1}"), "computer" if computer else "human",
                    doc.get("level") if computer else None)
    except (AttributeError, ValueError):
        return Seat(f"Seat {index + 1}")


__all__ = ["PresentSeat", "TableNote", "chat_note", "presence", "seat_news", "seat_of"]
