"""A small JSON Schema (draft 2020-12) checker for the keywords ``cardtable.net.schema`` emits.

Why: the tests check every message a client sends (the Python client's, the
page's in a browser) against the schema the host serves, and the
``jsonschema`` package is no dependency of the project. This knows exactly
the keywords the protocol's schema uses: ``type``, ``const``, ``enum``,
``properties``, ``required``, ``additionalProperties: false``, ``minimum``,
``maximum``, ``maxLength``, ``oneOf``, ``anyOf`` and local ``$ref``; any
other keyword is an error, so the schema cannot grow past what is checked.
"""

from __future__ import annotations

from typing import Any

KNOWN = {"$schema", "$defs", "$ref", "title", "description", "x-protocol", "x-protocol-min", "type", "const",
         "enum", "properties", "required", "additionalProperties", "minimum", "maximum", "maxLength", "oneOf",
         "anyOf"}
_TYPES = {"object": dict, "array": list, "string": str, "boolean": bool}


def _is(value: Any, kind: str) -> bool:
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "null":
        return value is None
    return isinstance(value, _TYPES[kind])


def errors(value: Any, schema: dict[str, Any], root: dict[str, Any] | None = None, where: str = "$") -> list[str]:
    """What is wrong with ``value`` against ``schema`` (empty: it validates)."""
    root = schema if root is None else root
    unknown = set(schema) - KNOWN
    if unknown:
        raise ValueError(f"keywords this checker does not know: {sorted(unknown)}")
    found: list[str] = []
    if "$ref" in schema:
        ref = schema["$ref"]
        assert ref.startswith("#/$defs/"), ref
        found += errors(value, root["$defs"][ref[len("#/$defs/"):]], root, where)
    if "type" in schema and not _is(value, schema["type"]):
        return [*found, f"{where}: not {schema['type']}"]
    if "const" in schema and value != schema["const"]:
        found.append(f"{where}: not {schema['const']!r}")
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{where}: not one of {schema['enum']}")
    if "minimum" in schema and value < schema["minimum"]:
        found.append(f"{where}: below {schema['minimum']}")
    if "maximum" in schema and value > schema["maximum"]:
        found.append(f"{where}: above {schema['maximum']}")
    if "maxLength" in schema and len(value) > schema["maxLength"]:
        found.append(f"{where}: longer than {schema['maxLength']}")
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        for name in schema.get("required", []):
            if name not in value:
                found.append(f"{where}: missing {name}")
        for name, item in value.items():
            if name in properties:
                found += errors(item, properties[name], root, f"{where}.{name}")
            elif schema.get("additionalProperties") is False:
                found.append(f"{where}: unknown field {name}")
    if "oneOf" in schema:
        passing = sum(not errors(value, option, root, where) for option in schema["oneOf"])
        if passing != 1:
            found.append(f"{where}: {passing} of oneOf match, not 1")
    if "anyOf" in schema and not any(not errors(value, option, root, where) for option in schema["anyOf"]):
        found.append(f"{where}: no anyOf matches")
    return found


def check(value: Any, schema: dict[str, Any], definition: str) -> list[str]:
    """``value`` against ``#/$defs/<definition>`` of ``schema`` (e.g. ``client``)."""
    return errors(value, {"$ref": f"#/$defs/{definition}"}, schema)


__all__ = ["check", "errors"]
