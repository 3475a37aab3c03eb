"""Two real windows play again at the same network table (over 127.0.0.1).

Anna clicks "Play again" in her game-over dialog; Ben, who closed his,
sees the proposal in the bar over the table and accepts there; the host
deals the new game and both windows show it like a fresh game (the dialog
gone, an empty score sheet, a new move log of the new deal); when it is
over, the history holds it as a game of its own. In English, German and
Traditional Chinese.
"""

from __future__ import annotations

import asyncio
import random

import pytest
from network_host import CODE, HostThread
from PySide6.QtCore import Qt
from table_helpers import installed_language
from test_network_table import _log_events, _true_events, _two_windows

from cardtable.ui.network.rematch_panel import RematchPanel

TEXTS = {
    "en": ("Another game with the same people?", "Anna proposes another game: accepted by Anna; waiting for Ben",
           "Play again", "Accept"),
    "de": ("Noch ein Spiel mit denselben Leuten?",
           "Anna schlägt noch ein Spiel vor: angenommen von Anna; es fehlt noch: Ben", "Noch einmal spielen",
           "Annehmen"),
    "zh_TW": ("和同樣的人再玩一局？", "Anna 提議再玩一局：Anna 已接受；還在等 Ben", "再玩一局", "接受"),
}


def _finish_on_host(host: HostThread, seed: int) -> None:
    """The host plays the table's game to its end with random legal moves, then tells everybody."""
    async def finish() -> None:
        table, rng = host.table, random.Random(seed)
        async with host.host._locks[CODE]:
            while not table.over():
                if table.held is not None:
                    table.held = None
                    continue
                seat = table.rules.current_player(table.state)
                action = rng.choice(table.rules.legal_actions(table.state))
                assert table.act(seat, table.seq, table.rules.action_to_json(action)) is None
            host.host._broadcast(table)
        await asyncio.sleep(0)

    host.run(finish())


def _game_over_panel(qtbot, w) -> RematchPanel:
    from cardtable.ui.dialogs.game_over import GameOverDialog

    qtbot.waitUntil(lambda: any(d.isVisible() for d in w.findChildren(GameOverDialog)), timeout=10000)
    [dialog] = [d for d in w.findChildren(GameOverDialog) if d.isVisible()]
    assert not dialog.rematch_button.isVisibleTo(dialog)  # the local rematch is not this table's
    return dialog.findChild(RematchPanel)


def _history_count(tmp_path) -> int:
    from cardtable.controller.recording import flush_pending
    from cardtable.persistence.history import History

    assert flush_pending(10)
    history = History.open(tmp_path / "cardtable.sqlite3")  # both windows share this test's data folder
    try:
        return history.count()
    finally:
        history.close()


@pytest.mark.parametrize("lang", ["en", "de", "zh_TW"])
def test_two_windows_play_again_at_the_same_table(qtbot, make_window, tmp_path, lang):
    ask, proposed, play, accept = TEXTS[lang]
    host = HostThread(game="skipbo", seed=11)
    try:
        with installed_language(lang):
            a, b = _two_windows(qtbot, make_window, host)
            first_seed = host.table.seed
            _finish_on_host(host, 1)
            panel_a, panel_b = _game_over_panel(qtbot, a), _game_over_panel(qtbot, b)
            first_games = _history_count(tmp_path)
            assert first_games >= 1
            assert panel_a.words.text() == ask and panel_a.play.text() == play and panel_a.play.isVisibleTo(panel_a)
            panel_b.window().close()  # Ben closed his game-over dialog: the bar over the table offers it
            bar = b.table.viewport().findChild(RematchPanel)
            qtbot.waitUntil(lambda: bar.isVisibleTo(b) and bar.words.text() == ask, timeout=5000)

            qtbot.mouseClick(panel_a.play, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: bar.words.text() == proposed and bar.accept.isVisibleTo(bar), timeout=5000)
            qtbot.waitUntil(lambda: panel_a.words.text() == proposed, timeout=5000)
            assert bar.accept.text() == accept and bar.decline.isVisibleTo(bar) and not bar.play.isVisibleTo(bar)
            assert panel_a.withdraw.isVisibleTo(panel_a) and not panel_a.accept.isVisibleTo(panel_a)
            assert a.controller.is_over() and host.table.game_number == 1

            qtbot.mouseClick(bar.accept, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not a.controller.is_over() and not b.controller.is_over(), timeout=10000)
            assert host.table.game_number == 2 and host.table.seed != first_seed
            from cardtable.ui.dialogs.game_over import GameOverDialog

            qtbot.waitUntil(lambda: not [d for d in a.findChildren(GameOverDialog) if d.isVisible()],
                            timeout=5000)  # the game-over dialog went with the new game
            for w in (a, b):
                ctl = w.controller
                assert ctl.seat_view().records == () and not ctl.round_held()  # an empty score sheet
                qtbot.waitUntil(lambda w=w: _log_events(w) == _true_events(w, host, len(w.controller.history)),
                                timeout=5000)  # the move log: the new deal as this seat saw it
                assert not w.table.viewport().findChild(RematchPanel).isVisibleTo(w)

            _finish_on_host(host, 2)
            _game_over_panel(qtbot, a)
            qtbot.waitUntil(lambda: b.controller.is_over(), timeout=10000)
            assert _history_count(tmp_path) == 2 * first_games  # the second game recorded as one of its own
    finally:
        host.stop()
