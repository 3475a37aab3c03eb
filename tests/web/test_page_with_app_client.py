"""A browser seat and the app's own network client at one table through the
real host, with a computer seat: a whole Skip-Bo game and a whole Phase 10
game, the browser by taps, the app's client (``TableClient``, what the
desktop window runs) by its robot policy. Each sees the other's moves: the
browser's log names the app's player, the app's client ends with the same
record as the host."""

from __future__ import annotations

import asyncio

import pytest
from page_fixtures import page_server, wide_browser  # noqa: F401  (fixtures)
from page_player import play_by_taps
from test_page_plays import sit_and_start, wait_for

from cardtable.ai.base import make_policy
from cardtable.net.client import TableClient, play_robot


@pytest.mark.parametrize(("game", "options"), [("skipbo", {"stock_size": 5}), ("phase10", {"phases": [1]})])
def test_a_browser_and_the_apps_client_play_a_whole_game_together(page_server, wide_browser, game,  # noqa: F811
                                                                  options):
    table = page_server.add(game, options, ["person", "person", "computer"], "MIX234", seed=6)
    sit_and_start(wide_browser, page_server.url, "MIX234", start=False)
    client = TableClient(f"ws://127.0.0.1:{page_server.port}", "MIX234", "Ben", seat=1)

    async def app_window():
        await client.connect()
        await client.send("start", fill=False)
        return await play_robot(client, make_policy(game, "easy", client.view.seat, 3), timeout=120)

    robot = asyncio.run_coroutine_threadsafe(app_window(), page_server.loop)
    try:
        wait_for(wide_browser, "return document.querySelectorAll('#main .in-hand').length > 0", 60)
    except AssertionError:
        raise AssertionError(robot.exception(1)) from None
    play_by_taps(wide_browser, game)
    view = robot.result(300)
    asyncio.run_coroutine_threadsafe(client.close(), page_server.loop).result(60)
    assert table.over() and view.record == table.record()
    assert view.seat == 1 and table.seats[1].name == "Ben" and table.seats[0].name == "Oma"
    log = wide_browser.execute_script("return document.querySelector('#log-lines').textContent")
    assert "Ben " in log and "Oma " in log  # the app's moves are seen in the browser
    names = {entry["seat"]: entry for entry in view.standings}
    assert set(names) == {0, 1, 2}
