"""Another game at the same table, on the host's side without sockets: the
``rematch`` message is read strictly, the proposal reaches every window and
spectator, the new game goes out as a fresh game (position 0, ``game_number``
2, no record) without leaking its seed or another hand, it is recorded apart
from the first, and a host restarted in the middle of it gives it back."""

from __future__ import annotations

import asyncio
import json
import random
import shutil

import pytest

from cardtable.engine.registry import get_rules
from cardtable.net.host import Host, Session
from cardtable.net.protocol import PROTOCOL, Close, ProtocolError, encode, read_client
from cardtable.net.saving import load_table, load_tables
from cardtable.net.table import COMPUTER, PERSON, SeatSlot, Table
from tests.net.test_no_leaks import Fake, _checker

CODE = "RM2345"


@pytest.mark.parametrize("answer", ["propose", "accept", "decline", "withdraw"])
def test_every_answer_reads(answer):
    assert read_client(encode("rematch", answer=answer)).get("answer") == answer


@pytest.mark.parametrize("frame", [
    encode("rematch", answer="yes"),
    encode("rematch", answer=1),
    encode("rematch"),
    encode("rematch", answer="accept", seat=2),
    encode("rematch", answer="x" * 5000),
])
def test_a_broken_rematch_message_is_refused(frame):
    with pytest.raises(ProtocolError) as caught:
        read_client(frame)
    assert caught.value.code == Close.PROTOCOL_ERROR


def _table(seeds=(424242424242, 565656565656)):
    rules = get_rules("skipbo")
    fresh = iter(seeds)
    seats = [SeatSlot("", PERSON), SeatSlot("", PERSON), SeatSlot("Robo", COMPUTER, "easy")]
    return Table(rules, rules.options_from_json({"players": 3, "stock_size": 5}), 31, seats, code=CODE,
                 new_seed=lambda: next(fresh))


async def _connect(host: Host, **hello) -> tuple[Session, Fake]:
    fake = Fake()
    session = Session(fake, "127.0.0.1", rate=10_000, burst=10_000, tokens=10_000)
    assert await host.opened(session)
    assert await host.received(session, encode("hello", protocol=PROTOCOL, app="t", code=CODE, **hello))
    return session, fake


async def _play_out(host: Host, table: Table, people: dict[int, Session], rng: random.Random,
                    moves: int | None = None) -> None:
    """The people's random legal moves (the computer plays by itself), ready at round ends."""
    game, done = table.game_number, 0
    while not table.over() and table.game_number == game and (moves is None or done < moves):
        if table.held is not None:
            for session in people.values():
                await host.received(session, encode("ready", seq=table.seq))
            continue
        seat = table.rules.current_player(table.state)
        if seat not in people:  # the computer plays in the table's own task
            await host.computers_done(table.code)
            continue
        action = rng.choice(table.rules.legal_actions(table.state))
        assert await host.received(people[seat], encode("act", seq=table.seq,
                                                        action=table.rules.action_to_json(action)))
        done += 1


def _frames(fake: Fake) -> list[dict]:
    return [json.loads(text) for text in fake.frames]


def test_two_people_play_again_the_computer_keeps_its_seat_and_nothing_leaks():
    async def run():
        problems: list[str] = []
        host = Host(rate=10_000, burst=10_000, on_send=_checker(problems))
        table = host.add_table(_table())
        oma, oma_fake = await _connect(host, name="Oma")
        ben, ben_fake = await _connect(host, name="Ben")
        watcher, watcher_fake = await _connect(host, spectator=True)
        tokens = [s.token for s in table.seats]
        await host.received(oma, encode("start"))
        assert await host.received(oma, encode("rematch", answer="propose"))  # not yet: the game runs
        refusal = _frames(oma_fake)[-1]
        assert refusal["rejection"]["rule"] == "NET-9" and refusal["rejection"]["params"] == {"reason": "not_over"}
        await _play_out(host, table, {0: oma, 1: ben}, random.Random(3))
        first = table.record()
        assert first is not None and first["seed"] == 31
        assert await host.received(ben, encode("rematch", answer="accept"))  # nobody proposed yet
        assert _frames(ben_fake)[-1]["rejection"]["params"] == {"reason": "no_proposal"}
        assert await host.received(watcher, encode("rematch", answer="propose"))  # a spectator does not play
        assert _frames(watcher_fake)[-1]["rejection"]["rule"] == "NET-8"

        marks = [len(f.frames) for f in (oma_fake, ben_fake, watcher_fake)]
        assert await host.received(oma, encode("rematch", answer="propose"))
        for fake in (oma_fake, ben_fake, watcher_fake):
            update = [f for f in _frames(fake) if f["type"] == "update"][-1]
            assert update["table"]["rematch"] == {"state": "open", "by": 0, "accepted": [0], "waiting": [1],
                                                  "left": 300.0}
        assert await host.received(ben, encode("rematch", answer="accept"))
        assert table.game_number == 2 and not table.over() and [s.token for s in table.seats] == tokens
        assert table.seats[2].kind == COMPUTER and table.seats[2].name == "Robo"
        for fake, mark in zip((oma_fake, ben_fake, watcher_fake), marks, strict=True):
            after = _frames(fake)[mark:]
            news = [f for f in after if f["type"] == "update" and f.get("table", {}).get("game_number") == 2]
            assert news and news[0]["records"] == [] and news[0]["seq"] <= table.seq
            assert "rematch" not in news[0]["table"] and not news[0]["table"]["over"]
            assert not [f for f in after[after.index(news[0]):] if f["type"] == "over"]
        second_seed = str(table.seed)
        await _play_out(host, table, {0: oma, 1: ben}, random.Random(4))
        second = table.record()
        assert second is not None and second["seed"] == 424242424242 and second["actions"] != first["actions"]
        for fake in (oma_fake, ben_fake, watcher_fake):
            overs = [f["record"] for f in _frames(fake) if f["type"] == "over"]
            assert overs[0] == first and overs[-1] == second  # two games, two records
            for text in fake.frames:  # the new game's seed only in its own record, at its end
                if second_seed in text:
                    assert json.loads(text)["type"] == "over" and json.loads(text)["record"] == second
        assert problems == []

    asyncio.run(run())


def test_a_proposal_that_nobody_finishes_lapses_for_every_window():
    async def run():
        host = Host(rate=10_000, burst=10_000)
        table = host.add_table(_table())
        oma, oma_fake = await _connect(host, name="Oma")
        ben, ben_fake = await _connect(host, name="Ben")
        await host.received(oma, encode("start"))
        await _play_out(host, table, {0: oma, 1: ben}, random.Random(3))
        table.rematch.seconds = 0.2
        await host.received(ben, encode("rematch", answer="propose"))
        for _ in range(500):  # the host's own timer says so, nobody sends anything
            if table.rematch.ended is not None:
                break
            await asyncio.sleep(0.01)
        for fake in (oma_fake, ben_fake):
            update = [f for f in _frames(fake) if f["type"] == "update"][-1]
            assert update["table"]["rematch"] == {"state": "lapsed"}
        await host.close()

    asyncio.run(run())


def _copy_as_killed(folder, to):
    """The folder's files as a kill now would leave them: a checkpoint written
    meanwhile may rotate a file away between listing and copying (skipped, as
    a kill a moment later would not see it)."""
    to.mkdir()
    for path in sorted(folder.rglob("*")):
        target = to / path.relative_to(folder)
        try:
            if path.is_dir():
                target.mkdir(parents=True, exist_ok=True)
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, target)
        except FileNotFoundError:
            continue


def test_a_host_killed_in_the_middle_of_the_next_game_gives_it_back(tmp_path):
    async def run():
        folder = tmp_path / "data"
        host = Host(rate=10_000, burst=10_000, autosave_dir=folder)
        table = host.add_table(_table())
        oma, _oma_fake = await _connect(host, name="Oma")
        ben, _ben_fake = await _connect(host, name="Ben")
        await host.received(oma, encode("start"))
        rng = random.Random(3)
        await _play_out(host, table, {0: oma, 1: ben}, rng)
        await host.saved()
        await host.received(oma, encode("rematch", answer="propose"))
        await host.received(ben, encode("rematch", answer="accept"))
        await _play_out(host, table, {0: oma, 1: ben}, rng, moves=9)
        killed = tmp_path / "killed"
        _copy_as_killed(folder, killed)  # the files as they are now, checkpoints still being written or not
        back, _admin = load_table(killed, CODE)
        assert (back.game_number, back.seed, back.seq, back.state) == (2, table.seed, table.seq, table.state)
        await host.close()

        [(reopened, admin)] = load_tables(folder)  # a restarted host re-opens it (it is not over)
        restarted = Host(rate=10_000, burst=10_000)
        restarted.add_table(reopened, admin)
        again, again_fake = await _connect(restarted, token=table.seats[1].token)
        update = [f for f in _frames(again_fake) if f["type"] == "update"][-1]
        assert update["table"]["game_number"] == 2 and update["seq"] == table.seq
        assert reopened.seats[1].name == "Ben" and again.seat == 1

    asyncio.run(run())


def test_a_window_with_several_people_answers_once_per_person_and_withdraws_what_is_its_own():
    from cardtable.controller.remote_rematch import Offer, answers, offer_of, waits_for_me

    assert answers(None, (0, 2), "propose") == [(0, "propose"), (2, "propose")]  # together (open: accepts)
    offer = offer_of({"rematch": {"state": "open", "by": 1, "accepted": [1, 2], "waiting": [0, 3], "left": 9}})
    assert offer == Offer("open", 1, (1, 2), (0, 3))
    assert waits_for_me(offer, (0, 2)) and not waits_for_me(offer, (1, 2))
    assert answers(offer, (0, 2), "decline") == [(0, "decline")]  # one decline ends it
    assert answers(offer, (0, 2), "withdraw") == [(2, "withdraw")]  # only an acceptance of this window
    assert answers(offer, (1, 2), "withdraw") == [(1, "withdraw")]  # the proposer's: the proposal goes
    assert answers(offer_of({"rematch": {"state": "lapsed"}}), (0,), "decline") == []
    assert offer_of({"rematch": {"state": "open", "by": "x", "accepted": "all"}}) == Offer("open")
    assert offer_of({"rematch": "yes"}) is None and offer_of({}) is None


def test_robots_on_loopback_play_a_game_agree_on_another_and_play_it_to_its_own_record():
    from cardtable.ai.base import make_policy
    from cardtable.net.client import TableClient, play_robot

    async def run():
        host = Host(rate=10_000, burst=10_000)
        table = host.add_table(_table())
        port = await host.start("127.0.0.1", 0)
        try:
            clients = [TableClient(f"ws://127.0.0.1:{port}", CODE, name) for name in ("Oma", "Ben")]
            for client in clients:
                await client.connect()
            await clients[0].send("start")
            records = []
            for game in (1, 2):
                views = await asyncio.wait_for(asyncio.gather(*[
                    play_robot(c, make_policy("skipbo", "easy", c.view.seat, game)) for c in clients]), 120)
                records.append(views[0].record)
                assert views[0].record == views[1].record == table.record()
                if game == 1:
                    for client in clients:
                        await client.send("rematch", answer="propose")  # both at once: the second accepts
                    for client in clients:  # the new game's first update makes each view a fresh one
                        while client.view.record is not None:
                            await client.receive(10)
                        assert client.view.table["game_number"] == 2 and client.view.seq <= table.seq
                    await clients[0].send("chat", reaction="good_game")  # (a message wakes the robots up)
            assert records[0]["seed"] == 31 and records[1]["seed"] == 424242424242
            for client in clients:
                await client.close()
        finally:
            await host.close()

    asyncio.run(run())
