"""Reading an untrusted file into JSON with bounded memory and clear errors.

A save file may be anything: a folder, a pipe, a 4 GB video, a truncated
download, Latin-1 text, JSON nested a million levels deep. Everything here
turns such input into a :class:`SaveError` before it can cost much memory or
time, and nothing here writes to disk.
"""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from cardtable.persistence.errors import SaveError, short

MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 64
_CHUNK = 1 << 20
_WORDS = ("true", "false", "null")  # a parse error before a prefix of these (or "") is a cut-off file


def read_bounded(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path``, refusing early anything that is not a small regular file."""
    path = Path(path)
    name = str(path)
    try:
        info = os.stat(path)
    except FileNotFoundError as exc:
        raise SaveError("not-found", path=name) from exc
    except NotADirectoryError as exc:
        raise SaveError("not-found", path=name) from exc
    except OSError as exc:
        raise SaveError("unreadable", path=name, reason=short(exc.strerror or exc)) from exc
    _check_kind(info, name, limit)
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError as exc:
        raise SaveError("is-directory", path=name) from exc
    except FileNotFoundError as exc:
        raise SaveError("not-found", path=name) from exc
    except OSError as exc:
        raise SaveError("unreadable", path=name, reason=short(exc.strerror or exc)) from exc
    try:
        _check_kind(os.fstat(fd), name, limit)  # the file may have been swapped since stat
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise SaveError("unreadable", path=name, reason=short(exc.strerror or exc)) from exc
    finally:
        os.close(fd)
    if total > limit:
        raise SaveError("too-large", path=name, size=total, limit=limit)
    return b"".join(chunks)


def _check_kind(info: os.stat_result, name: str, limit: int) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise SaveError("is-directory", path=name)
    if not stat.S_ISREG(info.st_mode):
        raise SaveError("not-a-file", path=name)
    if info.st_size > limit:
        raise SaveError("too-large", path=name, size=info.st_size, limit=limit)


def parse_json_bytes(data: bytes, *, source: str = "", limit: int = MAX_FILE_BYTES) -> Any:
    """Decode UTF-8 (a leading BOM is allowed) and parse strict JSON."""
    if len(data) > limit:
        raise SaveError("too-large", path=source, size=len(data), limit=limit)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError("not-utf8", position=exc.start) from exc
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        raise SaveError("empty", path=source)
    try:
        value = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        rest = text[exc.pos :].rstrip()
        if exc.msg.startswith("Unterminated string") or any(w.startswith(rest) for w in _WORDS):
            raise SaveError("truncated", position=exc.pos) from exc
        raise SaveError("not-json", position=exc.pos, reason=short(exc.msg)) from exc
    except RecursionError as exc:
        raise SaveError("too-deep", limit=MAX_DEPTH) from exc
    except ValueError as exc:  # huge integers, NaN, Infinity
        raise SaveError("not-json", position=-1, reason=short(exc)) from exc
    check_depth(value)
    return value


def check_depth(value: Any, limit: int = MAX_DEPTH) -> None:
    """SaveError("too-deep") for containers nested deeper than ``limit`` (no recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            raise SaveError("too-deep", limit=limit)
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))


def dump_json_bytes(value: Any, *, path: str = "") -> bytes:
    """The file form: UTF-8 JSON on one line; SaveError("write-failed") if impossible.

    No indentation: that would switch ``json`` to its pure-Python encoder,
    many times slower for the autosave of a long game.
    """
    try:
        return (json.dumps(value, ensure_ascii=False, allow_nan=False) + "\n").encode("utf-8")
    except (TypeError, ValueError, RecursionError) as exc:  # UnicodeEncodeError is a ValueError
        raise SaveError("write-failed", path=path, reason=short(exc)) from exc


def canonical(value: Any) -> str:
    """A compact text that is equal for equal JSON values (for comparisons)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False, ensure_ascii=True)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number {short(text, 40)} is out of range")
    return value
