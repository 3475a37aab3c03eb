"""What a window is told is already on disk: a table's code, a seat's token, the start.

A server killed the moment after it welcomed a person must still know the
table it gave the code of and the seat whose token it handed out, or the
window that comes back is told "no table has this code" or "this token
belongs to no seat" (and, trying again quickly, is locked out for a minute
by the failed-join limit). The host writes the table and the seats file on a
worker thread; the welcome waits until they landed. The same for the start:
a host killed after the dealt hands went out, before the first move, must
not come back with the table waiting for its people again."""

from __future__ import annotations

import asyncio
import json

from cardtable.net.host import Host, Sender, Session
from cardtable.net.protocol import PROTOCOL, encode
from cardtable.net.saving import load_table


class Fake(Sender):
    def __init__(self) -> None:
        self.frames: list[str] = []

    async def send(self, text: str) -> None:
        self.frames.append(text)

    def write_now(self, text: str) -> bool:
        self.frames.append(text)
        return True

    async def close(self, code: int, reason: str) -> None:
        pass


def test_a_welcome_goes_out_only_once_the_table_and_the_token_are_on_disk(tmp_path):
    seen: list[tuple[str, str, bool]] = []  # (who, code, token on disk when the welcome went out)

    def on_send(table, seat, text):
        doc = json.loads(text)
        if doc["type"] == "welcome":
            try:
                saved, _admin = load_table(tmp_path, table.code)
                known = saved.seat_of_token(doc["token"]) == doc["seat"]
            except Exception:
                known = False
            seen.append((doc["table"]["seats"][doc["seat"]]["name"], table.code, known))

    async def run() -> None:
        host = Host(autosave_dir=tmp_path, on_send=on_send, rate=1e6, burst=10**6)
        host.allow_create = True
        opener = Session(Fake(), "127.0.0.1", rate=1e6, burst=10**6, tokens=10**6)
        await host.opened(opener)
        seats = [{"kind": "person"}, {"kind": "person"}, {"kind": "computer", "level": "easy"}]
        assert await host.received(opener, encode("create", protocol=PROTOCOL, app="t", game="skipbo",
                                                  options={"stock_size": 5}, seats=seats, name="Oma"))
        code = opener.table.code
        joiner = Session(Fake(), "127.0.0.2", rate=1e6, burst=10**6, tokens=10**6)
        await host.opened(joiner)
        assert await host.received(joiner, encode("hello", protocol=PROTOCOL, app="t", code=code, name="Ben"))
        await host.close()

    asyncio.run(run())
    assert [(name, known) for name, _code, known in seen] == [("Oma", True), ("Ben", True)]


def test_a_started_game_is_on_disk_before_anybody_sees_a_card(tmp_path):
    """A server killed right after the start went out (the windows hold their
    hands, no move made yet) must come back with the game started: else the
    windows are sent back to the waiting table, and a window that waits for
    the position it had seen waits for ever."""
    seen: list[bool] = []  # per update frame: the files said the game had started when it went out

    def on_send(table, seat, text):
        if json.loads(text)["type"] == "update":
            saved, _admin = load_table(tmp_path, table.code)
            seen.append(saved.started)

    async def run() -> None:
        host = Host(autosave_dir=tmp_path, on_send=on_send, rate=1e6, burst=10**6)
        host.allow_create = True
        opener = Session(Fake(), "127.0.0.1", rate=1e6, burst=10**6, tokens=10**6)
        await host.opened(opener)
        seats = [{"kind": "person"}, {"kind": "person"}]
        assert await host.received(opener, encode("create", protocol=PROTOCOL, app="t", game="skipbo",
                                                  options={"stock_size": 5}, seats=seats, name="Oma"))
        code = opener.table.code
        joiner = Session(Fake(), "127.0.0.2", rate=1e6, burst=10**6, tokens=10**6)
        await host.opened(joiner)
        assert await host.received(joiner, encode("hello", protocol=PROTOCOL, app="t", code=code, name="Ben"))
        assert await host.received(opener, encode("start", fill=False))
        await host.close()

    asyncio.run(run())
    assert seen and all(seen), seen


def test_a_person_whose_welcome_never_arrived_gets_the_seat_back_by_asking_again(tmp_path):
    """The seat is taken (and on disk) before the welcome goes out; a host
    killed in between, or a connection lost, leaves a person without the
    token. Asking again with the same name before the game starts gives the
    same seat and token (not "every seat is taken", which left the table with
    a seat nobody could play); another name still finds no seat, and once the
    game has started nobody gets a seat without its token."""
    from cardtable.net.saving import load_tables

    def hello(name: str, code: str, **fields) -> str:
        return encode("hello", protocol=PROTOCOL, app="t", code=code, name=name, **fields)

    async def seated(host: Host, text: str, address: str) -> tuple[Session, Fake]:
        fake = Fake()
        session = Session(fake, address, rate=1e6, burst=10**6, tokens=10**6)
        await host.opened(session)
        await host.received(session, text)
        return session, fake

    def welcomes(fake: Fake) -> list[dict]:
        return [doc for doc in map(json.loads, fake.frames) if doc["type"] == "welcome"]

    async def run() -> None:
        host = Host(autosave_dir=tmp_path, rate=1e6, burst=10**6)
        host.allow_create = True
        seats = [{"kind": "person"}, {"kind": "person"}]
        opener, _fake = await seated(host, encode("create", protocol=PROTOCOL, app="t", game="skipbo",
                                                  options={"stock_size": 5}, seats=seats, name="Oma"), "127.0.0.1")
        code = opener.table.code
        lost, _lost_fake = await seated(host, hello("Ben", code), "127.0.0.2")  # its welcome never arrives
        token = opener.table.seats[1].token
        await host.closed(lost)
        await host.saved()
        # the host is killed and started again on the same folder
        await host.close()
        host = Host(autosave_dir=tmp_path, rate=1e6, burst=10**6)
        for table, admin in load_tables(tmp_path):
            host.add_table(table, admin)
        stranger, fake = await seated(host, hello("Eve", code), "127.0.0.3")
        assert stranger.seat is None and not welcomes(fake)  # every seat is taken
        again, fake = await seated(host, hello("Ben", code), "127.0.0.2")
        assert again.seat == 1
        assert [(w["seat"], w["token"]) for w in welcomes(fake)] == [(1, token)]
        back, fake = await seated(host, hello("Oma", code, token=host.tables[code].seats[0].token), "127.0.0.1")
        assert back.seat == 0
        assert await host.received(back, encode("start", fill=False))
        await host.closed(again)
        late, fake = await seated(host, hello("Ben", code), "127.0.0.2")  # started: only with the token
        assert late.seat is None and not welcomes(fake)
        await host.close()

    asyncio.run(run())
