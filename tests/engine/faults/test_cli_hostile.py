"""The engine CLI ends with 0, 2 or 3 and never a traceback.

Hostile input: random JSON where a state, action or option set belongs,
integers longer than Python's 4,300-digit limit, deep nesting, bad UTF-8,
broken command lines, and a standard output that is closed or full.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.__main__ import main

ROOT = Path(__file__).resolve().parents[3]
HUGE = "9" * 5000  # past sys.get_int_max_str_digits() (4300)


def big(text: str) -> str:
    return text.replace("#", HUGE)


P10_STATE = '{"game": "phase10", "players": [{"hand": ["R7"]}, {"hand": ["B7"]}]}'
SB_STATE = json.dumps({"game": "skipbo", "options": {"players": 2}, "current": 0,
                       "players": [{"stock": {"face_down": [], "top": 5}}, {"stock": {"face_down": [], "top": 6}}],
                       "building_piles": []})


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def assert_clean_refusal(code: int, out: str) -> None:
    assert code == 2, out
    doc = json.loads(out)
    assert isinstance(doc["error"], str) and doc["error"]
    assert not doc["error"].startswith("internal error"), doc["error"]


@pytest.mark.parametrize("argv", [
    ("legal", big('{"game": "phase10", "seed": #, "players": []}')),
    ("legal", big('{"game": "skipbo", "seed": #}')),
    ("apply", P10_STATE, big('{"type": "skip", "target": #}')),
    ("apply", SB_STATE, big('{"type": "play", "from": "stock", "to": #}')),
    ("new", "--options", big('{"players": #}')),
    ("new", "--game", "skipbo", "--set", "stock_size=" + HUGE),
    ("new", "--set", big("phases=[1, #]")),
    ("new", "--seed", HUGE),
    ("new", "--players", "lots"),
    ("new", "--game", "chess"),
    ("fly",),
    (),
    ("view", P10_STATE),
    ("legal", "[" * 100_000 + "]" * 100_000),
    ("new", "--set", "phases=" + "[" * 100_000),
    ("legal", '{"game": "phase10", "players": ' + "[" * 5000 + "]" * 5000 + "}"),
])
def test_hostile_arguments_exit_2_with_an_error(argv):
    code, out, _ = run(*argv)
    assert_clean_refusal(code, out)


def test_a_huge_integer_in_a_state_file_names_the_state(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(big('{"game": "phase10", "round": #}'))
    code, out, _ = run("legal", str(path))
    assert_clean_refusal(code, out)
    assert "state" in json.loads(out)["error"]


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)
    | st.sampled_from(["phase10", "skipbo", "R7", "W=7", "S", "SB", "draw", "play", "deck", 10**40]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["game", "players", "hand", "stock", "top", "face_down", "current", "stage", "options",
                         "type", "card", "to", "from", "pile", "source", "building_piles", "draw_pile",
                         "discard_pile", "seed", "phases", "laid", "kind", "cards", "target", "x"]),
        inner, max_size=6),
    max_leaves=25,
)
STATES = st.sampled_from([P10_STATE, SB_STATE])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=JSON, command=st.sampled_from(["legal", "apply", "view", "options", "set"]), base=STATES)
def test_random_json_never_crashes_the_cli(doc, command, base):
    text = json.dumps(doc)
    if command == "legal":
        argv = ("legal", text if text.lstrip().startswith(("{", "[")) else "[" + text + "]")
    elif command == "apply":
        argv = ("apply", base, text if text.lstrip().startswith(("{", "[")) else "[" + text + "]")
    elif command == "view":
        argv = ("view", base, "--seat", "0") if isinstance(doc, bool) else ("view", "[" + text + "]", "--seat", "1")
    elif command == "options":
        argv = ("new", "--game", "skipbo" if base == SB_STATE else "phase10", "--options", "{\"x\": " + text + "}"
                if not isinstance(doc, dict) else text)
    else:
        argv = ("new", "--set", "players=" + text)
    code, out, err = run(*argv)
    assert code in (0, 2, 3), (argv, out, err)
    doc_out = json.loads(out)
    if code == 2:
        assert doc_out["error"] and not doc_out["error"].startswith("internal error"), doc_out


def cli(*args: str, stdin: bytes | None = None, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cardtable.engine", *args], input=stdin, capture_output=True,
                          cwd=ROOT, timeout=60, **kw)


def test_bad_utf8_on_standard_input_exits_2():
    proc = cli("legal", "-", stdin=b'{"game": "phase10", "x": "\xff\xfe"}')
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr
    assert json.loads(proc.stdout)["error"]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_full_standard_output_exits_2_with_a_message_on_stderr():
    with open("/dev/full", "wb") as full:
        proc = subprocess.run([sys.executable, "-m", "cardtable.engine", "new"], stdout=full,
                              stderr=subprocess.PIPE, cwd=ROOT, timeout=60)
    assert proc.returncode == 2, proc.stderr
    assert b"Traceback" not in proc.stderr and b"standard output" in proc.stderr


def test_a_closed_standard_output_exits_2_with_a_message_on_stderr():
    proc = subprocess.run([sys.executable, "-c", "import os, sys, runpy; os.close(1); sys.argv = ['x', 'new'];"
                           "runpy.run_module('cardtable.engine', run_name='__main__')"],
                          stderr=subprocess.PIPE, cwd=ROOT, timeout=60)
    assert proc.returncode == 2, proc.stderr
    assert b"Traceback" not in proc.stderr and b"standard output" in proc.stderr


def test_a_reader_that_goes_away_is_not_an_error():
    script = ("import subprocess, sys; p = subprocess.Popen([sys.executable, '-m', 'cardtable.engine', 'new',"
              " '--players', '6'], stdout=subprocess.PIPE, stderr=subprocess.PIPE); p.stdout.close();"
              " err = p.stderr.read(); sys.exit(p.wait() * 1000 + (b'Traceback' in err))")
    proc = subprocess.run([sys.executable, "-c", script], cwd=ROOT, timeout=60)
    assert proc.returncode == 0
