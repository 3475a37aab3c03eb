"""Replays of saved files: hidden cards stay hidden, `--replay FILE`, hostile
files, and "Continue from here" making a new game of a replay position."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable import app as app_module
from cardtable.persistence import load
from cardtable.persistence.history import History
from cardtable.persistence.savefile import replay
from cardtable.ui.replay.opening import open_replay_file
from tests.history.selfplay import record
from tests.ui.replay_helpers import (
    click,
    click_log_row,
    finished_phase10,
    hand_faces,
    replay_windows,
    save_file,
)


@pytest.fixture(scope="module")
def played():
    return finished_phase10()


@pytest.fixture
def warnings(monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    return shown


def test_an_unfinished_file_shows_only_the_saving_seats_cards(window, qtbot, tmp_path, played):
    path = save_file(tmp_path / "half.cardtable", played, moves=90)
    viewer = open_replay_file(window, path)
    qtbot.waitExposed(viewer)
    assert not viewer.timeline.finished and not viewer.deck_button.isEnabled()
    for position in (0, 1, 45, 89, 90):
        viewer.controller.go_to(position)
        faces = hand_faces(viewer)
        state = viewer.controller.state
        assert sorted(faces[0]) == sorted(state.hands[0])  # the person's own hand
        for seat in (1, 2):
            assert len(faces[seat]) == len(state.hands[seat]) and set(faces[seat]) == {None}
    model = viewer.move_log.model
    draws = [model.text(r) for r in range(len(model.positions)) if model.row_kind(r) == "event"
             and model._rows[r][1].kind == "draw_deck" and model._rows[r][1].seat != 0]
    assert draws and all(text.endswith("drew a card from the draw pile") for text in draws)
    assert viewer.show_deck_order() is None
    viewer.close()


def test_continue_from_here_is_a_new_playable_game_at_that_position(window, qtbot, tmp_path, played):
    window.settings.set_ai_speed_ms(0)
    db = tmp_path / "history.sqlite3"
    history = History.open(db)
    game_id = record(history, played)
    kept = history.replay_source(game_id)
    history.close()
    from cardtable.ui.replay.opening import open_history_replay

    viewer = open_history_replay(window, kept, "a game")
    row = next(r for r, p in enumerate(viewer.move_log.model.positions) if p == 101)
    click_log_row(qtbot, viewer, row)
    position = viewer.controller.position
    assert position == 101
    expected = replay(played.rules, played.options, played.seed, played.actions[:position])
    click(qtbot, viewer.continue_button)
    ctl = window.controller
    assert ctl is not None and ctl.state == expected
    assert list(ctl.history) == list(played.actions[:position])
    assert [s.to_json() for s in ctl.seats] == [s.to_json() for s in played.seats]
    assert ctl.options == played.options and ctl.seed == played.seed
    autosave = window.files.autosave_slot
    from cardtable.persistence.autosave import autosave_path

    resumed = load(autosave_path(autosave.name))  # a new autosave, at the position
    assert resumed.state == expected and window.files.file is None
    qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.is_over() or ctl.round_held(), timeout=30000)
    if ctl.round_held():
        ctl.continue_round()
        qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.is_over(), timeout=30000)
    moves = len(ctl.history)
    assert ctl.request(ctl.legal_actions()[0]) is None  # playable: the person moves on
    assert len(ctl.history) == moves + 1
    history = History.open(db)  # the recorded game is untouched
    assert history.replay_source(game_id) == kept and history.count() == 1
    history.close()
    assert viewer.controller.position == position  # the replay stays where it was
    viewer.close()


def test_a_game_of_people_only_cannot_be_continued(window, qtbot, tmp_path):
    from cardtable.seats import Seat
    from tests.history.selfplay import quick_play

    people = quick_play("skipbo", 3, [Seat("Ann"), Seat("Ben")])
    viewer = open_replay_file(window, save_file(tmp_path / "p.cardtable", people, moves=10))
    assert not viewer.continue_button.isEnabled()
    viewer.continue_here()
    assert window.controller is None
    viewer.close()


def test_the_command_line_opens_a_file_as_a_replay(window, qtbot, tmp_path, played, monkeypatch):
    path = save_file(tmp_path / "done.cardtable", played)
    args = app_module.parse_args(["--replay", str(path)])
    assert args.replay == str(path) and args.file is None

    class NoLoop:
        def exec(self) -> int:
            return 0

    monkeypatch.setattr(app_module, "platform_problem", lambda: None)
    monkeypatch.setattr(app_module, "build", lambda _args: (NoLoop(), window))
    assert app_module.main(["--replay", str(path)]) == 0
    qtbot.waitUntil(lambda: len(replay_windows(window)) == 1, timeout=30000)
    (viewer,) = replay_windows(window)
    assert viewer.timeline.finished and viewer.timeline.length == len(played.actions)
    assert viewer.windowTitle() == "Replay: done.cardtable"
    assert window.controller is None  # a replay, not a game
    viewer.close()


def _hostile(tmp_path, played):
    good = json.loads(save_file(tmp_path / "good.cardtable", played).read_text(encoding="utf-8"))
    forged = json.loads(json.dumps(good))
    forged["actions"][5] = {"type": "discard", "card": "W"}
    mismatch = json.loads(json.dumps(good))
    mismatch["actions"] = mismatch["actions"][:-1]
    seats = json.loads(json.dumps(good))
    seats["seats"] = seats["seats"][:1]
    return {
        "empty": b"",
        "not-json": b"\x89PNG\r\n\x1a\n garbage",
        "truncated": json.dumps(good).encode()[:500],
        "deep": b"[" * 100000,
        "not-a-save": json.dumps({"hello": "world"}).encode(),
        "forged-move": json.dumps(forged).encode(),
        "mismatch": json.dumps(mismatch).encode(),
        "seats": json.dumps(seats).encode(),
        "huge-seed": json.dumps({**good, "seed": 10**40}).encode(),
        "bad-options": json.dumps({**good, "options": {"players": -3}}).encode(),
        "game": json.dumps({**good, "game": "<b>uno</b>"}).encode(),
    }


@pytest.mark.parametrize("name", ["empty", "not-json", "truncated", "deep", "not-a-save", "forged-move",
                                  "mismatch", "seats", "huge-seed", "bad-options", "game"])
def test_a_hostile_file_gets_a_clear_message(window, tmp_path, played, warnings, name):
    path = tmp_path / f"{name}.cardtable"
    path.write_bytes(_hostile(tmp_path, played)[name])
    assert open_replay_file(window, path) is None
    assert len(warnings) == 1 and warnings[0] and "Traceback" not in warnings[0]
    assert replay_windows(window) == [] and window.controller is None


def test_a_missing_file_or_a_folder_gets_a_clear_message(window, tmp_path, warnings):
    assert open_replay_file(window, tmp_path / "nothing.cardtable") is None
    assert open_replay_file(window, tmp_path) is None
    assert warnings == [f"The file {tmp_path / 'nothing.cardtable'} does not exist.",
                        f"{tmp_path} is a folder, not a saved game."]


def test_a_damaged_history_row_gets_a_message(window, qtbot, tmp_path, played, warnings):
    import sqlite3
    import zlib

    from cardtable.ui.stats.history_window import HistoryWindow

    db = tmp_path / "history.sqlite3"
    history = History.open(db)
    record(history, played)
    history.close()
    conn = sqlite3.connect(db)
    docs = [{"type": "draw", "source": "deck"}] * 3  # the log of another game
    conn.execute("UPDATE games SET actions = ?", (zlib.compress(json.dumps(docs).encode()),))
    conn.commit()
    conn.close()
    listing = HistoryWindow(window, path=db)
    listing.view.selectRow(0)
    click(qtbot, listing.replay_button)
    assert warnings == ["This game of the history is damaged and cannot be replayed."]
    conn = sqlite3.connect(db)
    conn.execute("UPDATE games SET actions = ?", (b"not zlib",))
    conn.commit()
    conn.close()
    listing.apply_filter()
    listing.view.selectRow(0)
    click(qtbot, listing.replay_button)
    assert listing.notice.text() == "This game of the history is damaged and cannot be replayed."
    assert replay_windows(window) == []
    listing.close()


def test_game_menu_opens_a_file_as_a_replay(window, qtbot, tmp_path, played, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    path = save_file(tmp_path / "done.cardtable", played)
    asked: list[tuple[str, str]] = []

    def choose(_parent, caption, folder, _filter):
        asked.append((caption, folder))
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    assert window.act_open_replay in window.menu_game.actions()
    window.act_open_replay.trigger()
    (viewer,) = replay_windows(window)
    # asked in the window's saves folder, like Game > Open
    assert asked == [("Open a saved game as a replay", window.files.default_folder())]
    assert viewer.timeline.length == len(played.actions)
    viewer.close()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: ("", ""))  # cancelled
    window.act_open_replay.trigger()
    assert replay_windows(window) == []


def test_a_skipbo_match_replays_game_by_game(window, qtbot, tmp_path):
    from cardtable.seats import Seat
    from tests.history.selfplay import quick_play

    match = quick_play("skipbo", 4, [Seat("Ann"), Seat("Bot", "computer", "hard")], match_scoring=True)
    viewer = open_replay_file(window, save_file(tmp_path / "match.cardtable", match))
    qtbot.waitExposed(viewer)
    starts = viewer.timeline.round_starts
    assert len(starts) > 2 and viewer.next_round_button.text() == "Next game"
    assert viewer.round_box.itemText(1) == "Game 2"
    click(qtbot, viewer.next_round_button)
    state = viewer.controller.state
    assert viewer.controller.position == starts[1] and state.game_number == 2
    assert state == replay(match.rules, match.options, match.seed, match.actions[:starts[1]])
    faces = hand_faces(viewer)
    for seat in (0, 1):  # a finished match: both hands face up
        wanted = sorted(viewer.table.game.card_face(card) for card in state.players[seat].hand)
        assert sorted(faces.get(seat, [])) == wanted and None not in wanted
    dialog = viewer.show_deck_order()
    top = dialog.tree.topLevelItem(1)
    rows = {top.child(i).text(0): top.child(i).text(1) for i in range(top.childCount())}
    assert top.text(0) == f"Game 2: dealt (move {starts[1]})"
    assert len(rows["Stock pile of Bot"].split()) == len(state.players[1].stock)
    dialog.close()
    viewer.close()


def test_continuing_a_saved_file_leaves_the_file_alone(window, qtbot, tmp_path, played):
    window.settings.set_ai_speed_ms(0)
    path = save_file(tmp_path / "half.cardtable", played, moves=90)
    before = path.read_bytes()
    viewer = open_replay_file(window, path)
    click(qtbot, viewer.end_button)
    for _ in range(5):
        click(qtbot, viewer.back_button)
    position = viewer.controller.position
    assert position == 85
    click(qtbot, viewer.continue_button)
    ctl = window.controller
    assert ctl.state == viewer.timeline.state(position) and len(ctl.history) == position
    qtbot.waitUntil(lambda: len(ctl.history) > position + 2 or ctl.is_viewers_turn(), timeout=30000)
    assert path.read_bytes() == before and window.files.file is None
    assert window.windowTitle() == "cardtable"  # an untitled new game
    viewer.close()


def test_a_kept_score_of_real_cards_has_nothing_to_replay(window, qtbot, tmp_path, played):
    from cardtable.stats.entry import kept_game
    from cardtable.ui.stats.history_window import HistoryWindow
    from tests.keeper.test_keeper_history import finished_phase10 as kept_phase10

    db = tmp_path / "history.sqlite3"
    history = History.open(db)
    history.record(kept_game(kept_phase10(), finished="2026-12-01T20:00:00Z"))
    record(history, played, finished="2026-11-01T20:00:00Z")
    history.close()
    listing = HistoryWindow(window, path=db)
    listing.show()
    assert not listing.replay_button.isEnabled()  # nothing chosen yet
    rows = listing.model.rows
    kept = next(i for i, r in enumerate(rows) if r.source == "keeper")
    listing.view.selectRow(kept)
    assert not listing.replay_button.isEnabled()
    listing.view.doubleClicked.emit(listing.model.index(kept, 0))  # a double-click says why
    assert listing.notice.text().startswith("This game was played with real cards")
    assert replay_windows(window) == []
    listing.view.selectRow(1 - kept)
    click(qtbot, listing.replay_button)
    assert len(replay_windows(window)) == 1
    replay_windows(window)[0].close()
    listing.close()
