"""A game at one screen and the same game over the network are one game, move for move.

Why: a game played here and a game at a network table are meant to run the
same table (``net/table.py``), so the same seed, options, seats and choices
of the person must give the same moves whichever way the person sits at it.
``test_one_turn_flow.py`` compares the window's controller with a bare
``Table`` driven by hand; this test takes the whole real network path
instead: a ``Host`` listening on 127.0.0.1, its own task playing the
computers (thinking on the host's workers), every frame encoded and read
back, and the person a robot window (``TableClient``) that only knows what
its ``update`` messages say. It reads each update, says ``ready`` at each
held round end (the network table holds one until every connected person
is ready; the game here deals on at once, which changes no move) and, when
its own observation says it is its turn, sends the same choice the person
makes at the screen: the last of the observation's legal actions.

The same comparison is made with a host restarted half-way (the table
read back from its files, its computers made afresh), with the person in a
window's own controller of a network game (``RemoteController``), and with
two people at the window that hosts the table (``BackgroundHost``, pass
and play) against the same two people at one screen.

Both logs must be the same: Phase 10 for its first MOVES moves (past a
round's end), Skip-Bo to its end (there the host's record, as the robot
received it, is compared). Nothing here depends on how fast the machine
is: each wait has only a generous bound that turns a hang into a failure.
"""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path
from typing import Any

import pytest

from cardtable.controller.game_controller import GameController
from cardtable.engine.registry import get_rules
from cardtable.engine.replay import final_state
from cardtable.net.client import TableClient
from cardtable.net.host import Host
from cardtable.net.saving import load_tables
from cardtable.net.table import COMPUTER, PERSON, SeatSlot, Table
from cardtable.seats import Seat

MOVES = 120  # Phase 10: compared this far (the first round ends well before)
TO_THE_END = 10_000  # Skip-Bo: no game is this long; the game's end stops both runs
CODE = "SAME23"
HANG = 60.0  # seconds: only a hung run waits this long for its next step
CASES = [
    ("phase10", {"players": 3}, 11, MOVES),
    ("phase10", {"players": 3}, 29, MOVES),
    ("skipbo", {"players": 3, "stock_size": 5}, 4, TO_THE_END),
    ("skipbo", {"players": 3, "stock_size": 5}, 17, TO_THE_END),
]


def _person_choice(observation: Any) -> Any:
    """What the person plays in both runs: the last of its legal actions."""
    return observation.legal_actions[-1]


ONE_PERSON = (Seat("Ann"), Seat("Cpu", "computer", "medium"), Seat("Cpu2", "computer", "hard"))


def _by_window(qtbot, rules, options, seed: int, moves: int, hold: bool = False,
               seats: tuple[Seat, ...] = ONE_PERSON) -> tuple[list[Any], dict[int, Any]]:
    """The log of a game at this screen (computers at speed 0; ``hold``: each
    finished round waits for its summary to be closed, as in the app, else
    none; with two people each takes the table behind the privacy screen),
    and the person's observation at each position they moved from."""
    ctl = GameController(rules, rules.new_game(options, seed), list(seats), seed=seed, speed_ms=0,
                         options=options)
    ctl.hold_round_end = hold
    seen: dict[int, Any] = {}
    try:
        while len(ctl.history) < moves and not ctl.is_over():
            qtbot.waitUntil(lambda: ctl.is_viewers_turn() or ctl.round_held() or ctl.is_over()
                            or ctl.privacy_pending() is not None or len(ctl.history) >= moves,
                            timeout=int(HANG * 1000))
            if ctl.round_held():
                ctl.continue_round()  # "Deal next round"
            elif ctl.privacy_pending() is not None:
                ctl.acknowledge_privacy()  # the next person at this screen takes the table
            elif ctl.is_viewers_turn() and len(ctl.history) < moves:
                observation = ctl.observation()
                assert observation is not None and observation.current == ctl.viewing_seat()
                seen[len(ctl.history)] = observation
                assert ctl.request(_person_choice(observation)) is None
        return list(ctl.history), seen
    finally:
        ctl.shutdown()


def _network_table(rules, options, seed: int) -> Table:
    """The table a host holds for the game: the person's seat free, the same two computers."""
    slots = [SeatSlot("", PERSON), SeatSlot("Cpu", COMPUTER, "medium"), SeatSlot("Cpu2", COMPUTER, "hard")]
    return Table(rules, options, seed, slots, code=CODE, name="Same game")


def _by_network_window(qtbot, rules, options, seed: int, moves: int) -> tuple[list[Any], tuple[Any, ...], int]:
    """The same game with the person in a window at a host's table: the
    window's own controller of a network game (``RemoteController``, its
    network thread) that the person asks as at this screen, closing each
    round summary (``continue_round`` says ``ready``). The host's log, what
    the window knows of the moves (the real actions once the game is over)
    and how many round summaries it closed."""
    from network_host import HostThread

    from cardtable.controller.remote import RemoteController

    host = HostThread(table=_network_table(rules, options, seed))
    ctl = RemoteController(host.url, CODE, "Ann", speed_ms=0)
    wait, summaries = int(HANG * 1000), 0
    try:
        qtbot.waitUntil(lambda: ctl.seat is not None, timeout=wait)
        assert ctl.seat == 0
        ctl.start_table(fill=False)
        qtbot.waitUntil(lambda: ctl.observation() is not None, timeout=wait)
        while len(ctl.history) < moves and not ctl.is_over():
            qtbot.waitUntil(lambda: bool(ctl.legal_actions()) or ctl.round_held() or ctl.is_over()
                            or len(ctl.history) >= moves, timeout=wait)
            seq = len(ctl.history)
            if ctl.round_held():
                summaries += 1
                ctl.continue_round()
                qtbot.waitUntil(lambda: not ctl.round_held(), timeout=wait)
            elif ctl.legal_actions() and seq < moves:
                observation = ctl.observation()
                assert observation is not None and observation.current == 0
                assert ctl.request(_person_choice(observation)) is None
                qtbot.waitUntil(lambda seq=seq: len(ctl.history) != seq or ctl.is_over(), timeout=wait)
        known = ctl.history
    finally:
        ctl.shutdown()
        host.stop()
    return list(host.table.actions), known, summaries


class Person:
    """The person's window over the network: ready at each held round end, its
    move when its own observation says it is on turn. ``seen``: its
    observation at each position it moved from; ``readies``: the held
    positions it said ``ready`` at (across connections and host restarts)."""

    def __init__(self) -> None:
        self.seen: dict[int, Any] = {}
        self.readies: list[int] = []

    async def play(self, client: TableClient, moves: int) -> None:
        """Until the game is over or the table has passed ``moves``."""
        view = client.view
        while view.record is None and view.seq < moves:
            message = await client.receive(HANG)
            assert message.type != "rejected", view.rejection  # the table refused the person's move
            if message.type != "update" or view.seq >= moves:
                continue
            observation = view.observation
            if view.held is not None:
                if view.seq not in self.readies:
                    self.readies.append(view.seq)
                    await client.send("ready", seq=view.seq)
                continue
            if observation.current == view.seat and observation.legal_actions and view.seq not in self.seen:
                self.seen[view.seq] = observation
                await client.act(_person_choice(observation))


async def _over_the_network(rules, options, seed: int, moves: int, folder: Path | None = None,
                            restart_at: int | None = None) -> tuple[list[Any], dict | None, Person]:
    """The log of the same game at a host on 127.0.0.1 (the host's table's log),
    the record the person's window received at the end (None before it), and
    what it saw. ``restart_at``: once the table has passed that position the
    window and the host close (the host keeps the table in ``folder``), a new
    host reads the table back and the window comes back with its seat's token."""
    table = _network_table(rules, options, seed)
    person, token, record = Person(), None, None
    for until in ([restart_at] if restart_at is not None else []) + [moves]:
        host = Host(autosave_dir=folder, rate=10_000, burst=10_000)  # the robot answers at loopback speed
        if token is None:
            host.add_table(table)
        else:
            assert folder is not None
            [(table, admin)] = load_tables(folder)
            assert table.seq >= restart_at  # (the computers may have played on while the person was away)
            host.add_table(table, admin)
        port = await host.start("127.0.0.1", 0)
        try:
            client = TableClient(f"ws://127.0.0.1:{port}", CODE, "Ann", token=token)
            await client.connect(HANG)
            try:
                assert client.view.seat == 0
                if token is None:
                    await client.send("start", fill=False)
                    token = client.view.token
                await asyncio.wait_for(person.play(client, until), 4 * HANG)
                record = client.view.record
            finally:
                await client.close()
        finally:
            await host.close()
    return list(table.actions), record, person


def _as_json(rules, actions) -> list[Any]:
    return [rules.action_to_json(action) for action in actions]


def _first_difference(rules, here: list[Any], there: list[Any], seen_here: dict, seen_there: dict) -> str:
    """Where two logs part, with what the person saw there on each side (the message of a failure)."""
    index = next((i for i, (a, b) in enumerate(zip(here, there, strict=False)) if a != b),
                 min(len(here), len(there)))
    shown = {"move": index,
             "at this screen": _as_json(rules, here[index:index + 1]),
             "over the network": _as_json(rules, there[index:index + 1])}
    for name, seen in (("screen", seen_here), ("network", seen_there)):
        last = max((i for i in seen if i <= index), default=None)  # the person's last look before it
        if last is not None:
            shown[f"the person's observation at move {last} ({name})"] = rules.observation_to_json(seen[last])
    return json.dumps(shown, default=str)[:4000]


def _same_game(qtbot, game: str, options: dict, seed: int, moves: int, folder: Path | None = None,
               restart_at: int | None = None) -> Person:
    """Play the game both ways and compare the logs; what the window over the network saw."""
    rules = get_rules(game)
    opts = rules.options_from_json(options)
    here, seen_here = _by_window(qtbot, rules, opts, seed, moves)
    running = set(threading.enumerate())  # (another test may have left a host's workers)
    there, record, person = asyncio.run(_over_the_network(rules, opts, seed, moves, folder, restart_at))
    left = [t for t in threading.enumerate() if t not in running and t.name.startswith("cardtable-host-work")]
    assert not left  # every host of the run is gone, its workers too

    compared = min(moves, len(here))
    assert here[:compared] == there[:compared], _first_difference(rules, here, there, seen_here, person.seen)
    assert set(seen_here) == {i for i in person.seen if i < compared}  # the person moved at the same positions
    if moves == TO_THE_END:  # the whole game: the record the window got is the game played here
        assert rules.is_terminal(final_state(rules, opts, seed, here))
        assert record is not None and record["seed"] == seed
        assert record["actions"] == _as_json(rules, here)
    return person


@pytest.mark.parametrize(("game", "options", "seed", "moves"), CASES)
def test_the_network_plays_the_same_game_as_this_screen(qtbot, game, options, seed, moves):
    person = _same_game(qtbot, game, options, seed, moves)
    if moves != TO_THE_END:  # a round ended on the way: the network table held it until the person was ready
        assert person.readies and all(0 < seq < moves for seq in person.readies)


@pytest.mark.parametrize(("game", "options", "seed", "moves"), CASES[::2])
def test_a_window_at_a_hosts_table_plays_the_same_game_as_this_screen(qtbot, game, options, seed, moves):
    """The person sits in a window at the host's table (its network game's
    controller); at this screen the rounds' summaries are shown too, as in the app."""
    rules = get_rules(game)
    opts = rules.options_from_json(options)
    here, seen_here = _by_window(qtbot, rules, opts, seed, moves, hold=True)
    there, known, summaries = _by_network_window(qtbot, rules, opts, seed, moves)
    compared = min(moves, len(here))
    assert here[:compared] == there[:compared], _first_difference(rules, here, there, seen_here, {})
    if moves == TO_THE_END:  # the window got the real actions with the record
        assert list(known) == here
    else:  # and it closed the round summary of the round that ended on the way
        assert len(known) >= compared and summaries >= 1


@pytest.mark.parametrize(("game", "options", "seed", "moves", "restart_at", "held"), [
    ("phase10", {"players": 3}, 11, MOVES, 78, True),  # the host stops while it holds the first round's end
    ("phase10", {"players": 3}, 29, MOVES, 60, False),
    ("skipbo", {"players": 3, "stock_size": 5}, 4, TO_THE_END, 40, False),
])
def test_a_restarted_host_plays_on_the_same_game(qtbot, tmp_path, game, options, seed, moves, restart_at, held):
    """The host stops half-way and a new one reads the table back from its
    files (its computers start afresh and first see every position so far):
    the game goes on as if nothing happened."""
    person = _same_game(qtbot, game, options, seed, moves, tmp_path, restart_at)
    assert min(person.seen) < restart_at < max(person.seen)  # the person played before and after
    assert (restart_at in person.readies) is held  # a held round end is held again after the restart


def _by_hosting_window(qtbot, rules, options, seed: int, moves: int, folder: Path) -> list[Any]:
    """The same game hosted from this window: its table served by a
    ``BackgroundHost`` (the app's network thread, 127.0.0.1 only, its files in
    ``folder``) and both people at this window, one connection each
    (``RemoteController`` with ``local`` seats), handing the table over
    behind the privacy screen and closing each round summary. The host's log."""
    from cardtable.controller.remote import RemoteController
    from cardtable.net.background import BackgroundHost

    slots = [SeatSlot("Ann", PERSON, local=True), SeatSlot("Bo", PERSON, local=True),
             SeatSlot("Cpu2", COMPUTER, "hard")]
    host = BackgroundHost(Table(rules, options, seed, slots, code=CODE, name="Same game"), 0, folder,
                          address="127.0.0.1", port=0)
    host.start()
    ctl = RemoteController(host.local_url, host.code, "Ann", speed_ms=0,
                           local=[(seat, host.token(seat)) for seat in host.local_seats])
    wait = int(HANG * 1000)
    try:
        qtbot.waitUntil(lambda: ctl.seat is not None, timeout=wait)
        ctl.start_table(fill=False)
        qtbot.waitUntil(lambda: len(ctl.history) > 0 or ctl.legal_actions() or ctl.privacy_pending() is not None,
                        timeout=wait)
        while len(ctl.history) < moves and not ctl.is_over():
            qtbot.waitUntil(lambda: bool(ctl.legal_actions()) or ctl.round_held() or ctl.is_over()
                            or ctl.privacy_pending() is not None or len(ctl.history) >= moves, timeout=wait)
            seq = len(ctl.history)
            if ctl.round_held():
                ctl.continue_round()
                qtbot.waitUntil(lambda: not ctl.round_held(), timeout=wait)
            elif ctl.privacy_pending() is not None:
                ctl.acknowledge_privacy()
            elif ctl.legal_actions() and seq < moves:
                observation = ctl.observation()
                assert observation is not None and observation.current == ctl.viewing_seat()
                assert ctl.request(_person_choice(observation)) is None
                qtbot.waitUntil(lambda seq=seq: len(ctl.history) != seq or ctl.is_over(), timeout=wait)
    finally:
        ctl.shutdown()
        host.stop()
    return list(host.table.actions)


@pytest.mark.parametrize(("game", "options", "seed", "moves"), CASES[::2])
def test_two_people_at_the_hosting_window_play_the_same_game_as_at_this_screen(qtbot, tmp_path, game, options,
                                                                             seed, moves):
    """Pass and play: two people and a computer at this screen, and the same
    two people at the window that hosts the table (each their own connection)."""
    rules = get_rules(game)
    opts = rules.options_from_json(options)
    seats = (Seat("Ann"), Seat("Bo"), Seat("Cpu2", "computer", "hard"))
    here, seen_here = _by_window(qtbot, rules, opts, seed, moves, hold=True, seats=seats)
    there = _by_hosting_window(qtbot, rules, opts, seed, moves, tmp_path)
    compared = min(moves, len(here))
    assert here[:compared] == there[:compared], _first_difference(rules, here, there, seen_here, {})
    assert {seen.seat for seen in seen_here.values()} == {0, 1}  # both people played
    if moves == TO_THE_END:
        assert len(there) == len(here)
