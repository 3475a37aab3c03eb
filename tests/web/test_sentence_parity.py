"""The page's move-log lines and refusals are the app's, word for word.

The page ports the sentence code of the app (phase10_log.py, skipbo_log.py,
phase10_cards.py, rule_messages.py) to JavaScript modules. Whole seeded
games of both games are played by the computer players; every event a seat
saw and the refusals of many wrong moves tried on the way are said by the
Python functions (with the app's .qm translations) and by the page's
modules (run in Node, with the catalog the page gets), in en, de and
zh_TW: the lines must be identical.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cardtable.ai.selfplay import play_levels
from cardtable.engine.api import EngineError

sys.path.insert(0, str(Path(__file__).parent))
from catalog import catalog

HERE = Path(__file__).parent
NAMES = ["Oma", "Ben", "Computer 3", "玩家 4"]
GAMES = [("phase10", {"phases": [1, 2, 3]}, 3, 21), ("phase10", {"phases": [4, 8, 9], "knock": True}, 4, 5),
         ("skipbo", {"stock_size": 5}, 3, 8), ("skipbo", {"stock_size": 5, "match_scoring": True,
                                                          "match_target": 30}, 2, 13)]
LANGS = ("en", "de", "zh_TW")


def _wrong_moves(game: str, obs: Any, seats: int) -> list[dict[str, Any]]:
    """Moves to try in a position: most are refused, each for its own reason."""
    hand = [str(c) if game == "phase10" else c for c in obs.hand]
    docs: list[dict[str, Any]] = []
    if game == "phase10":
        docs += [{"type": "draw", "source": s} for s in ("deck", "discard")]
        docs += [{"type": "discard", "card": c} for c in ("R1", *hand[:2])]
        docs += [{"type": "hit", "card": c, "player": p, "group": g} for c in hand[:4] for p in range(seats)
                 for g in range(2)]
        docs += [{"type": "skip", "target": t} for t in range(seats)]
        docs.append({"type": "lay", "groups": [{"kind": "set", "cards": hand[:3]}]})
        docs.append({"type": "lay", "groups": [{"kind": "run", "cards": hand[:4]}]})
        docs.append({"type": "lay", "groups": [{"kind": "colour", "cards": hand[:7]}]})
        docs.append({"type": "lay", "groups": [{"kind": "set", "cards": hand[:3]}, {"kind": "run",
                                                                                       "cards": hand[3:7]}]})
    else:
        docs += [{"type": "play", "from": "hand", "card": c, "to": k} for c in hand for k in range(4)]
        docs += [{"type": "play", "from": "stock", "to": k} for k in range(4)]
        docs += [{"type": "play", "from": "discard", "pile": p, "to": 0} for p in range(4)]
        docs += [{"type": "discard", "card": c, "pile": 0} for c in hand[:2]] + [{"type": "end"}]
    return docs


def _cases() -> dict[str, Any]:
    events: list[Any] = []
    rejections: list[dict[str, Any]] = []
    for game, options, players, seed in GAMES:
        played = play_levels(game, ["easy"] * players, seed, **options)
        rules = played.rules
        state = rules.new_game(played.options, seed)
        names = NAMES[:players]
        for step, action in enumerate(played.actions):
            seat = rules.current_player(state)
            obs = rules.observation(state, seat)
            if step % 3 == 0:
                for doc in _wrong_moves(game, obs, players):
                    try:
                        refusal = rules.check(state, rules.action_from_json(doc))
                    except EngineError:
                        continue
                    if refusal is not None:
                        rejections.append(json.loads(json.dumps(refusal.to_json())))
            state = rules.apply(state, action)
            for event in rules.observation_to_json(rules.observation(state, step % players))["events"]:
                events.append([game, event, names])
    for rule in ("NET-1", "NET-3", "NET-4", "NET-8", "APP-HOST", "APP-UNDO", "XYZ-1"):
        rejections.append({"rule": rule, "message": f"English {rule}", "params": {}})
    for reason in ("grace", "not_missing", "not_person", "not_seated", "started", "seats_free", "other"):
        rejections.append({"rule": "NET-7", "message": "refused", "params": {"reason": reason}})
    rejections.append({"rule": "NET-9", "message": "x", "params": {"reason": "not_over"}})
    rejections.append({"rule": "APP-UNDO", "message": "x", "params": {"reason": "off"}})
    rejections.append({"rule": "APP-UNDO", "message": "x", "params": {"reason": "skip_chosen"}})
    chat = ["  Hallo\n  zusammen ", "a\u0007b\u200bc\u00a0d", "x" * 250, "漂亮！\u3000好", "\u202eevil\u202c", "e\u0301"]
    return {"events": events, "rejections": rejections, "chat": chat}


def _python_sentences(cases: dict[str, Any], lang: str) -> dict[str, list[str]]:
    from cardtable.engine.registry import get_rules
    from cardtable.ui.rule_messages import rejection_text
    from cardtable.ui.table.games import phase10_log, skipbo_log

    out: dict[str, list[str]] = {"events": [], "rejections": []}
    for game, doc, names in cases["events"]:
        rules = get_rules(game)
        if game == "phase10":
            from cardtable.engine.phase10.jsonio import _event

            event = _event(doc, "event", len(names))
            out["events"].append(phase10_log.describe(event, names))
        else:
            from cardtable.engine.skipbo.jsonio import event_from_json

            out["events"].append(skipbo_log.describe(event_from_json(doc, "event"), names))
        del rules
    for doc in cases["rejections"]:
        out["rejections"].append(rejection_text(SimpleNamespace(**doc)))
    return out


@pytest.fixture(scope="module")
def cases() -> dict[str, Any]:
    return _cases()


def test_the_cases_cover_every_event_kind_and_many_rules(cases):
    kinds = {(game, doc["kind"]) for game, doc, _ in cases["events"]}
    for kind in ("draw_deck", "draw_discard", "lay", "hit", "discard", "skip_played", "went_out", "round_end",
                 "deal", "game_over", "knock", "pass"):
        assert ("phase10", kind) in kinds, kind
    for kind in ("play", "complete", "refill", "discard", "turn", "game_over"):
        assert ("skipbo", kind) in kinds, kind
    rules = {doc["rule"] for doc in cases["rejections"]}
    assert {"P10-10", "P10-13", "P10-14", "P10-20", "SB-15", "SB-14", "NET-7"} <= rules, rules


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed (node runs the page's modules)")
def test_the_page_says_every_line_and_refusal_as_the_app(cases, qapp, tmp_path):
    from PySide6.QtCore import QCoreApplication

    from cardtable.ui.i18n import Translations

    data = tmp_path / "cases.json"
    data.write_text(json.dumps({**cases, "catalogs": {lang: catalog(lang) for lang in LANGS}}, ensure_ascii=False),
                    encoding="utf-8")
    run = subprocess.run(["node", str(HERE / "sentences_driver.mjs"), str(data)], capture_output=True, text=True,
                         check=False, encoding="utf-8")
    assert run.returncode == 0, run.stderr
    page = json.loads(run.stdout)
    from cardtable.net.protocol import MAX_CHAT, clean_name

    assert page["chat"] == [clean_name(line, MAX_CHAT) for line in cases["chat"]]
    translations = Translations(QCoreApplication.instance())
    said: dict[str, dict[str, list[str]]] = {}
    try:
        for lang in LANGS:
            assert translations.switch(lang) or lang == "en"
            app = said[lang] = _python_sentences(cases, lang)
            for what in ("events", "rejections"):
                differ = [(a, b) for a, b in zip(app[what], page[lang][what], strict=True) if a != b]
                assert not differ, f"{lang} {what}: {differ[:5]}"
            if lang != "en":  # the catalog was really used
                assert app["events"] != said["en"]["events"]
                assert app["rejections"] != said["en"]["rejections"]
    finally:
        translations.switch("en")


def test_the_phase_words_are_the_score_sheets(tmp_path):
    from cardtable.ui.printing.sheet_texts import PHASES

    text = (HERE.parents[1] / "cardtable" / "web" / "static" / "sheet_words.js").read_text(encoding="utf-8")
    body = re.search(r"export const PHASES = (\{.*?\});", text, re.S)
    assert body is not None
    assert json.loads(body.group(1)) == {k: list(v) for k, v in PHASES.items()}



def test_the_phases_groups_are_the_engines():
    from cardtable.engine.phase10.phases import PHASES

    text = (HERE.parents[1] / "cardtable" / "web" / "static" / "sheet_words.js").read_text(encoding="utf-8")
    body = re.search(r"export const PHASE_GROUPS = (\{.*?\});\n", text, re.S)
    assert body is not None
    assert json.loads(body.group(1)) == {str(n): [[g.kind, g.size] for g in groups] for n, groups in PHASES.items()}


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed (node runs the page's modules)")
def test_the_page_names_every_group_as_the_score_sheet():
    from cardtable.ui.printing.sheet_texts import group_name

    wanted = [[lang, kind, size] for lang in LANGS for kind in ("set", "run", "colour") for size in range(1, 13)]
    script = ("import { groupName } from './cardtable/web/static/sheet_words.js';"
              f"process.stdout.write(JSON.stringify({json.dumps(wanted)}.map(([l, k, n]) => groupName(l, k, n))));")
    run = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True, check=False,
                         encoding="utf-8", cwd=HERE.parents[1])
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == [group_name(lang, kind, size) for lang, kind, size in wanted]
