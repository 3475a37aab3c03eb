"""The protocol's messages as JSON Schema (draft 2020-12), made from ``protocol.py``'s field specs.

Why: a client that is not this Python code (the page in a browser, anybody's
own client) needs the messages in a form it can check itself against, and
that form must never drift from what the host really reads. So it is made
from the very specs the strict readers use (``CLIENT``, ``HOST``, the
lengths, the ranges, the reactions and rematch answers); the host serves it
at ``/schema.json`` and ``python -m cardtable.net schema`` prints it. A
message the schema admits is one the host's reader takes (the tests check
both directions on every message the Python client sends). ``null`` is not
admitted even where the reader overlooks it (it reads a ``null`` field as
absent): a client should leave the field out.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from cardtable.net.protocol import (
    CLIENT,
    HOST,
    INT_RANGE,
    LENGTHS,
    PROTOCOL,
    PROTOCOL_MIN,
    REACTIONS,
    REMATCH_ANSWERS,
)

DRAFT = "https://json-schema.org/draft/2020-12/schema"
_JSON_TYPES = {int: "integer", str: "string", bool: "boolean", dict: "object", list: "array"}


def _field(kind: str, name: str, json_type: Any, client: bool) -> dict[str, Any]:
    spec: dict[str, Any] = {"type": _JSON_TYPES[json_type]}
    if json_type is int:
        spec["minimum"], spec["maximum"] = INT_RANGE
        if kind in ("hello", "create") and name == "protocol" and client:
            spec["minimum"], spec["maximum"] = PROTOCOL_MIN, PROTOCOL
    if json_type is str and client and name in LENGTHS:
        spec["maxLength"] = LENGTHS[name]
    if kind == "chat" and name == "reaction":
        spec["enum"] = list(REACTIONS)
    if kind == "rematch" and name == "answer":
        spec["enum"] = list(REMATCH_ANSWERS)
    return spec


def _message(kind: str, fields: dict[str, tuple[Any, bool]], client: bool) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "type": "object",
        "properties": {"type": {"const": kind},
                       **{name: _field(kind, name, json_type, client) for name, (json_type, _req) in fields.items()}},
        "required": ["type", *[name for name, (_type, required) in fields.items() if required]],
        "additionalProperties": False,
    }
    if kind == "chat":  # a line of text or a preset reaction: exactly one
        doc["oneOf"] = [{"required": ["text"]}, {"required": ["reaction"]}]
    return doc


def schema() -> dict[str, Any]:
    """The whole schema: ``$defs`` ``client`` (what a window sends) and ``host`` (what it receives)."""
    defs: dict[str, Any] = {}
    for side, specs in (("client", CLIENT), ("host", HOST)):
        for kind, fields in specs.items():
            defs[f"{side}.{kind}"] = _message(kind, fields, side == "client")
        defs[side] = {"oneOf": [{"$ref": f"#/$defs/{side}.{kind}"} for kind in specs]}
    return {"$schema": DRAFT, "title": f"cardtable network table, protocol {PROTOCOL}",
            "description": "One JSON object per WebSocket text frame; docs/PROTOCOL.md says what each means.",
            "x-protocol": PROTOCOL, "x-protocol-min": PROTOCOL_MIN,
            "anyOf": [{"$ref": "#/$defs/client"}, {"$ref": "#/$defs/host"}], "$defs": defs}


@cache
def schema_bytes() -> bytes:
    """``schema()`` as UTF-8 JSON (what ``/schema.json`` serves)."""
    return json.dumps(schema(), indent=1, ensure_ascii=False).encode("utf-8")


__all__ = ["DRAFT", "schema", "schema_bytes"]
