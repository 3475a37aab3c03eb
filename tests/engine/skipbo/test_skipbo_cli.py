"""``python -m cardtable.engine`` with Skip-Bo: new, legal, apply, view."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

from cardtable.engine.__main__ import main


def run(*argv: str) -> tuple[int, object]:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(list(argv))
    return code, json.loads(out.getvalue())


def test_cli_new_legal_apply_view(tmp_path):
    code, state = run("new", "--game", "skipbo", "--players", "5", "--seed", "7", "--set", "stock_size=6")
    assert code == 0 and state["game"] == "skipbo"
    assert [len(p["stock"]["face_down"]) + 1 for p in state["players"]] == [6] * 5
    path = tmp_path / "s.json"
    path.write_text(json.dumps(state))
    code, legal = run("legal", str(path))
    assert code == 0 and {"type": "discard", "card": state["players"][0]["hand"][0], "pile": 0} in legal
    code, after = run("apply", str(path), json.dumps(legal[-1]))
    assert code == 0 and after["current"] == 1
    code, view = run("view", json.dumps(after), "--seat", "2")
    assert code == 0 and view["hand"] == [] and "draw_pile" not in view
    assert view["hand_counts"][1] == 5 and view["legal_actions"] == []
    assert "face_down" not in json.dumps(view) and "seed" not in view
    assert [s["stock_left"] for s in view["standings"]] == [6] * 5 and view["records"] == []


def test_cli_rejection_has_rule_id_and_exit_3():
    _, state = run("new", "--game", "skipbo", "--players", "2", "--seed", "1")
    hand = state["players"][0]["hand"]
    missing = next(c for c in range(1, 13) if c not in hand)
    code, out = run("apply", json.dumps(state), json.dumps({"type": "play", "from": "hand", "card": missing, "to": 0}))
    assert code == 3 and out["rejected"]["rule"] == "SB-9"
    code, out = run("apply", json.dumps(state), json.dumps({"type": "end"}))
    assert code == 3 and out["rejected"]["rule"] == "SB-12"


def test_cli_bad_input_is_exit_2_with_a_message():
    _, state = run("new", "--game", "skipbo", "--players", "2", "--seed", "1")
    state["building_piles"][0] = [1, 3]
    code, out = run("legal", json.dumps(state))
    assert code == 2 and "building_piles[0][1]" in out["error"] and "out of sequence" in out["error"]
    code, out = run("new", "--game", "skipbo", "--players", "6", "--set", "stock_size=30")
    assert code == 2 and "options.stock_size" in out["error"]
    _, fresh = run("new", "--game", "skipbo", "--players", "2", "--seed", "1")
    code, out = run("apply", json.dumps(fresh), '{"type": "fly"}')
    assert code == 2 and "action.type" in out["error"]
