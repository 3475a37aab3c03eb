"""Hostile files: whatever the bytes, load raises only SaveError (or loads a
consistent game), reports a code, and the good save beside it stays intact."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.persistence import SCHEMA_VERSION, SaveError, dumps, load, save
from cardtable.persistence.errors import CODES

from .conftest import fake_saved
from .fakegame import resolver
from .games import engine_or_skip, saved_game

FAKE_EXAMPLES = 1000
ENGINE_EXAMPLES = 150
FUZZ = settings(
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
)

json_leaf = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=2**62, max_value=2**300),
    st.integers(min_value=-(2**300), max_value=-(2**62)),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["", "phase10", "skipbo", "human", "computer", "hard", "draw", "R7", "W", "\u202e", "名"]),
)
json_value = st.recursive(json_leaf, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=12)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*prefix, index))


def _nested(depth: int) -> bytes:
    return b'{"a":' * depth + b"1" + b"}" * depth


@st.composite
def hostile(draw, base: bytes):
    doc = json.loads(base)
    paths = [p for p in _paths(doc) if p]
    kind = draw(st.sampled_from(["truncate", "flip", "utf8", "delete", "change", "version", "log", "nest", "junk"]))
    if kind == "truncate":
        return base[: draw(st.integers(0, len(base) - 1))]
    if kind == "flip":
        data = bytearray(base)
        for _ in range(draw(st.integers(1, 4))):
            at = draw(st.integers(0, len(data) - 1))
            data[at] ^= draw(st.integers(1, 255))
        return bytes(data)
    if kind == "utf8":
        at = draw(st.integers(0, len(base)))
        return base[:at] + draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xe2\x82", b"\x00"])) + base[at:]
    if kind == "junk":
        return draw(st.binary(max_size=200))
    if kind == "nest":
        return _nested(draw(st.integers(60, 3000)))
    if kind == "version":
        doc["schema_version"] = draw(st.one_of(st.integers(SCHEMA_VERSION + 1, 2**70), json_value))
    elif kind == "log":
        actions = doc["actions"]
        if actions:
            i = draw(st.integers(0, len(actions) - 1))
            j = draw(st.integers(0, len(actions) - 1))
            op = draw(st.sampled_from(["swap", "dup", "drop", "reverse", "change"]))
            if op == "swap":
                actions[i], actions[j] = actions[j], actions[i]
            elif op == "dup":
                actions.insert(j, actions[i])
            elif op == "drop":
                del actions[i]
            elif op == "reverse":
                actions.reverse()
            else:
                actions[i] = draw(json_value)
        else:
            doc["actions"] = [draw(json_value)]
    else:
        path = draw(st.sampled_from(paths))
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        if kind == "delete":
            del parent[path[-1]]
        else:
            parent[path[-1]] = draw(json_value)
    return json.dumps(doc).encode()


def _check(tmp_path, good_bytes: bytes, data: bytes, resolve) -> None:
    good = tmp_path / "good.cardtable"
    bad = tmp_path / "bad.cardtable"
    if not good.exists():
        good.write_bytes(good_bytes)
    bad.write_bytes(data)
    try:
        loaded = load(bad, resolver=resolve)
    except SaveError as error:
        assert error.code in CODES
        assert error.code != "engine-error", error.message  # an engine bug behind a bad file
        assert error.message
    else:
        # a harmless change (a title, white space): it must be a consistent game,
        # and saving it over the good file yields a file that loads again
        again = tmp_path / "copy.cardtable"
        save(again, loaded.saved, resolver=resolve)
        assert load(again, resolver=resolve).state == loaded.state
    assert good.read_bytes() == good_bytes
    assert bad.read_bytes() == data
    assert {p.name for p in tmp_path.iterdir()} <= {"bad.cardtable", "copy.cardtable", "good.cardtable"}


FAKE_BASE = dumps(fake_saved(seed=3, moves=25))


@settings(FUZZ, max_examples=FAKE_EXAMPLES)
@given(data=hostile(FAKE_BASE))
def test_hostile_files_fake_engine(tmp_path, data):
    _check(tmp_path, FAKE_BASE, data, resolver)


@pytest.mark.parametrize("game_id", ["phase10", "skipbo"])
def test_hostile_files_real_engines(tmp_path, game_id):
    rules = engine_or_skip(game_id)
    base = dumps(saved_game(rules, 3, 17, 80))

    @settings(FUZZ, max_examples=ENGINE_EXAMPLES)
    @given(data=hostile(base))
    def run(data):
        _check(tmp_path, base, data, None)

    run()
