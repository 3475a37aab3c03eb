"""The messages of the network table, their strict readers, limits and close codes.

Why one module: host and client must agree on every message, and the host
must refuse anything else before it touches a game. Each message is a JSON
object in one WebSocket text frame with a ``type``; :func:`read_client`
and :func:`read_host` check a decoded frame against the schema of its type
(required and optional fields, their JSON types, lengths) and raise
:class:`ProtocolError` with a close code for anything unknown, missing or
out of bounds. Nothing here does I/O. docs/PROTOCOL.md describes every
message with examples.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

PROTOCOL = 2  # raised when a message changes meaning; both sides say which they speak
PROTOCOL_MIN = 2  # the oldest client protocol the host still serves (``welcome`` says both, see served_range)
RANGE_SAID_FROM = 3  # the first protocol whose ``welcome`` carries ``protocol_min`` (older readers refuse it)
MAX_CLOSE_REASON = 123  # bytes of a WebSocket close reason (RFC 6455: 125 less the code's two)
MAX_FRAME = 64 * 1024  # bytes of one client frame (host frames are larger: observations, records)
MAX_HOST_FRAME = 4 * 1024 * 1024
MAX_NAME = 40  # characters of a player's or a table's name
MAX_CHAT = 200
#: the preset reactions a chat message may carry instead of text: each window
#: says them in its reader's language (part of the protocol: a new one is a new version)
REACTIONS = ("nice", "your_turn", "oops", "one_moment", "thanks", "good_game")
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud and typed by hand
CODE_LENGTH = 6
MAX_SPECTATORS = 8  # people watching one table
#: a ``rematch`` message's answers (an unknown one is refused like an unknown field)
REMATCH_ANSWERS = ("propose", "accept", "decline", "withdraw")
TOKEN_BYTES = 24  # secrets.token_urlsafe(24): 32 characters


class Close:
    """WebSocket close codes (4000-4999: the application's own; docs/PROTOCOL.md)."""

    PROTOCOL_ERROR = 4000  # a frame that is not a message of this protocol
    VERSION = 4001  # the other side speaks another protocol version
    NO_TABLE = 4002  # no table has this code
    SEAT_TAKEN = 4003  # the seat asked for is not free (or not a seat for a person)
    BAD_TOKEN = 4004  # the token does not belong to this table
    TOO_BIG = 4005  # a frame over MAX_FRAME
    TOO_FAST = 4006  # more messages than the rate allows
    REPLACED = 4007  # the same seat connected again (a newer connection took over)
    TABLE_CLOSED = 4008  # the host closed the table (it retired, or its operator closed it)
    TOO_MANY = 4009  # too many connections or join attempts from one address
    TIMEOUT = 4010  # no hello in time, or a connection that stopped answering
    TOO_SLOW = 4010  # a window that stopped reading (frames piled up): the same code, the app reconnects
    NO_ROOM = 4011  # the table has as many spectators as it takes


class ProtocolError(Exception):
    """A message that breaks the protocol; ``code`` is the close code to send."""

    def __init__(self, message: str, code: int = Close.PROTOCOL_ERROR) -> None:
        super().__init__(message)
        self.code = code


# field specs: name -> (JSON type(s), required); "seat" etc. are checked by the receiver
_INT, _STR, _BOOL, _OBJ, _LIST = int, str, bool, dict, list
CLIENT: dict[str, dict[str, tuple[Any, bool]]] = {
    # the first message of every connection
    "hello": {"protocol": (_INT, True), "app": (_STR, True), "code": (_STR, True), "name": (_STR, False),
              "seat": (_INT, False), "token": (_STR, False), "spectator": (_BOOL, False)},
    # instead of hello: open a new table on a server and sit at its first seat
    "create": {"protocol": (_INT, True), "app": (_STR, True), "game": (_STR, True), "options": (_OBJ, True),
               "seats": (_LIST, True), "name": (_STR, False), "table_name": (_STR, False)},
    # a move: the engine's action JSON, against position ``seq`` (stale positions are refused)
    "act": {"seq": (_INT, True), "action": (_OBJ, True)},
    # the round-end table was looked at: deal on (every seated person is asked)
    "ready": {"seq": (_INT, True)},
    # the hosting person starts the game (``fill``: computers in the seats nobody took)
    "start": {"fill": (_BOOL, False)},
    # let a computer play a missing person's seat until they are back
    "stand_in": {"seat": (_INT, True)},
    # a line of text, or a preset reaction (exactly one of the two)
    "chat": {"text": (_STR, False), "reaction": (_STR, False)},
    # once the game is over: another game at the same table (one of REMATCH_ANSWERS)
    "rematch": {"answer": (_STR, True)},
    "bye": {},
}
#: the longest a client's text field may be, in characters (every message that has the field)
LENGTHS = {"name": MAX_NAME, "table_name": MAX_NAME, "text": MAX_CHAT, "code": 32, "token": 64, "app": 40,
           "game": 20}
#: the range of every whole number in a message
INT_RANGE = (-1, 10**9)
HOST: dict[str, dict[str, tuple[Any, bool]]] = {
    "welcome": {"protocol": (_INT, True), "app": (_STR, True), "seat": (_INT, False), "token": (_STR, False),
                "table": (_OBJ, True), "protocol_min": (_INT, False)},
    "lobby": {"table": (_OBJ, True)},
    # table, standings and records only when they changed since this window's last update
    "update": {"seq": (_INT, True), "observation": (_OBJ, True), "table": (_OBJ, False),
               "standings": (_LIST, False), "records": (_LIST, False), "held": (_OBJ, False)},
    "rejected": {"seq": (_INT, True), "rejection": (_OBJ, True)},
    "over": {"record": (_OBJ, True)},
    "chat": {"seat": (_INT, True), "name": (_STR, True), "text": (_STR, False), "reaction": (_STR, False)},
    "error": {"code": (_INT, True), "message": (_STR, True), "detail": (_OBJ, False)},
}


@dataclass(frozen=True)
class Message:
    type: str
    fields: dict[str, Any]

    def get(self, name: str, default: Any = None) -> Any:
        return self.fields.get(name, default)


def encode(kind: str, **fields: Any) -> str:
    """One frame: ``{"type": kind, **fields}`` as compact JSON (None fields left out)."""
    return json.dumps({"type": kind, **{k: v for k, v in fields.items() if v is not None}},
                      separators=(",", ":"), ensure_ascii=False)


def _decode(frame: str | bytes, limit: int) -> dict[str, Any]:
    if isinstance(frame, bytes):
        raise ProtocolError("binary frames are not part of the protocol")
    if len(frame.encode("utf-8")) > limit:
        raise ProtocolError(f"frame over {limit} bytes", Close.TOO_BIG)
    try:
        doc = json.loads(frame)
    except (ValueError, RecursionError):
        raise ProtocolError("not JSON") from None
    if not isinstance(doc, dict):
        raise ProtocolError("a message is a JSON object")
    return doc


def _check(doc: dict[str, Any], schemas: dict[str, dict[str, tuple[Any, bool]]]) -> Message:
    kind = doc.get("type")
    if not isinstance(kind, str) or kind not in schemas:
        raise ProtocolError(f"unknown message type {str(kind)[:40]!r}")
    schema = schemas[kind]
    unknown = sorted(k for k in doc if k != "type" and k not in schema)
    if unknown:
        raise ProtocolError(f"{kind}: unknown field(s) {', '.join(map(str, unknown))[:80]}")
    fields: dict[str, Any] = {}
    for name, (json_type, required) in schema.items():
        if name not in doc or doc[name] is None:
            if required:
                raise ProtocolError(f"{kind}: missing field {name!r}")
            continue
        value = doc[name]
        if json_type is _INT and (not isinstance(value, int) or isinstance(value, bool)):
            raise ProtocolError(f"{kind}.{name}: must be a whole number")
        if json_type is not _INT and not isinstance(value, json_type):
            raise ProtocolError(f"{kind}.{name}: must be {json_type.__name__}")
        if json_type is _INT and not INT_RANGE[0] <= value <= INT_RANGE[1]:
            raise ProtocolError(f"{kind}.{name}: out of range")
        fields[name] = value
    return Message(kind, fields)


def read_client(frame: str | bytes) -> Message:
    """A client's frame as a message the host may act on; ProtocolError otherwise."""
    message = _check(_decode(frame, MAX_FRAME), CLIENT)
    for name, most in LENGTHS.items():
        value = message.get(name)
        if isinstance(value, str) and len(value) > most:
            raise ProtocolError(f"{message.type}.{name}: longer than {most} characters")
    if message.type in ("hello", "create") and not PROTOCOL_MIN <= message.get("protocol") <= PROTOCOL:
        raise ProtocolError(f"protocol {message.get('protocol')} is not {_served()}", Close.VERSION)
    if message.type == "rematch" and message.get("answer") not in REMATCH_ANSWERS:
        raise ProtocolError(f"rematch.answer: unknown answer {str(message.get('answer'))[:40]!r}")
    return _chat_checked(message)


def _served() -> str:
    return str(PROTOCOL) if PROTOCOL_MIN == PROTOCOL else f"{PROTOCOL_MIN}-{PROTOCOL}"


def served_range(client_protocol: Any) -> int | None:
    """``protocol_min`` for the ``welcome`` to a client of ``client_protocol``:
    said to a client whose reader knows the field, left out (None) for one of
    protocol 2, whose strict reader would refuse the welcome over it."""
    if isinstance(client_protocol, int) and client_protocol >= RANGE_SAID_FROM:
        return PROTOCOL_MIN
    return None


def close_reason(text: str) -> str:
    """``text`` cut to what a WebSocket close frame carries (MAX_CLOSE_REASON
    bytes of UTF-8), on a character boundary: every close of the host and
    the client goes through this (a longer reason fails the close itself)."""
    data = text.encode("utf-8")
    if len(data) <= MAX_CLOSE_REASON:
        return text
    return data[:MAX_CLOSE_REASON].decode("utf-8", errors="ignore")


def read_host(frame: str | bytes) -> Message:
    """A host's frame as a message a client may show; ProtocolError otherwise."""
    return _chat_checked(_check(_decode(frame, MAX_HOST_FRAME), HOST))


def _chat_checked(message: Message) -> Message:
    """A chat message carries a text or a known reaction, never both, never neither."""
    if message.type == "chat":
        text, reaction = message.get("text"), message.get("reaction")
        if (text is None) == (reaction is None):
            raise ProtocolError("chat: a text or a reaction")
        if reaction is not None and reaction not in REACTIONS:
            raise ProtocolError(f"chat.reaction: unknown reaction {str(reaction)[:40]!r}")
    return message


def clean_name(name: Any, most: int = MAX_NAME) -> str:
    """A name (or a chat line, ``most`` MAX_CHAT) as the table shows it:
    printable characters only, spaces folded, at most ``most`` characters."""
    if not isinstance(name, str):
        return ""
    text = "".join(ch for ch in name if ch.isprintable())
    return " ".join(text.split())[:most]


def normal_code(code: str) -> str:
    """A table code as typed by a person: case and spaces/dashes do not matter."""
    return "".join(ch for ch in code.upper() if ch.isalnum())


__all__ = ["CLIENT", "CODE_ALPHABET", "CODE_LENGTH", "HOST", "INT_RANGE", "LENGTHS", "MAX_CLOSE_REASON", "MAX_FRAME", "MAX_NAME",
           "MAX_SPECTATORS", "PROTOCOL", "PROTOCOL_MIN", "RANGE_SAID_FROM", "REACTIONS", "REMATCH_ANSWERS", "Close",
           "Message", "ProtocolError", "clean_name", "close_reason", "encode", "normal_code", "read_client", "read_host", "served_range"]
