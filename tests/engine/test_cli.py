"""The scriptable surface ``python -m cardtable.engine``: new, legal, apply, view."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str, stdin: str | None = None) -> tuple[int, object, str]:
    proc = subprocess.run([sys.executable, "-m", "cardtable.engine", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    try:
        out = json.loads(proc.stdout) if proc.stdout.strip() else None
    except json.JSONDecodeError:
        out = proc.stdout
    return proc.returncode, out, proc.stderr


@pytest.fixture(scope="module")
def state_file(tmp_path_factory):
    code, state, err = cli("new", "--game", "phase10", "--players", "3", "--seed", "7", "--set", "knock=true")
    assert code == 0, err
    assert state["game"] == "phase10" and state["options"]["knock"] is True and len(state["players"]) == 3
    path = tmp_path_factory.mktemp("cli") / "s.json"
    path.write_text(json.dumps(state))
    return path


def test_legal_lists_the_draws(state_file):
    code, legal, _ = cli("legal", str(state_file))
    assert code == 0 and {"type": "draw", "source": "deck"} in legal


def test_apply_a_legal_action_gives_the_new_state(state_file):
    code, state, _ = cli("apply", str(state_file), '{"type": "draw", "source": "deck"}')
    assert code == 0 and state["stage"] == "play" and len(state["players"][0]["hand"]) == 11


def test_apply_an_illegal_action_exits_3_with_the_rule(state_file):
    code, out, _ = cli("apply", str(state_file), '{"type": "discard", "card": "R1"}')
    assert code == 3 and out["rejected"]["rule"] == "P10-10" and out["rejected"]["message"]


def test_view_shows_only_what_the_seat_may_see(state_file):
    code, obs, _ = cli("view", "-", "--seat", "1", stdin=state_file.read_text())
    assert code == 0 and obs["seat"] == 1 and obs["legal_actions"] == []
    assert "draw_pile" not in obs and len(obs["hand_counts"]) == 3


def test_P10_25_view_shows_the_engines_standings_and_records(state_file):
    code, obs, _ = cli("view", str(state_file), "--seat", "0")
    assert code == 0 and obs["records"] == []
    assert sorted(s["seat"] for s in obs["standings"]) == [0, 1, 2]
    assert {s["place"] for s in obs["standings"]} == {1} and obs["standings"][0]["reason"] == "tied"
    assert obs["standings"][0]["phase"] == 1 and obs["standings"][0]["points"] == 0


@pytest.mark.parametrize("args", [
    ("legal", "{not json"),
    ("legal", '{"game": "phase10", "players": [{"hand": ["R7", "R7", "R7"]}, {"hand": []}]}'),
    ("apply", '{"game": "chess"}', '{"type": "draw", "source": "deck"}'),
    ("view", "/nonexistent/state.json", "--seat", "0"),
])
def test_bad_input_exits_2_with_a_message(args):
    code, out, err = cli(*args)
    assert code == 2 and isinstance(out, dict) and out["error"]
    assert "Traceback" not in err


def test_bad_action_and_seat_exit_2(state_file):
    code, out, _ = cli("apply", str(state_file), '{"type": "fly"}')
    assert code == 2 and "fly" in out["error"]
    code, out, _ = cli("view", str(state_file), "--seat", "5")
    assert code == 2 and "seat" in out["error"]
