"""Leaving a network table ends the window's network thread even when a
cancel is lost: Python 3.11's ``asyncio.wait_for`` can swallow a cancel
that comes just as a close handshake ends (seen when the hosting window with
two people left the table: one connection's "bye" closed it, the cancel of
``stop`` was lost and the thread connected again). Here the lost cancel is
made on purpose: the first cancel of the connection's reader is taken for a
closed connection, as the swallowed one was."""

from __future__ import annotations

import asyncio

from network_host import CODE

from cardtable.controller import remote_link
from cardtable.net.client import TableClosed


def test_stop_ends_the_thread_even_if_a_cancel_is_lost(qtbot, host, monkeypatch):
    original = remote_link.RemoteLink._pump
    lost = []

    async def pump(self, client):
        try:
            return await original(self, client)
        except asyncio.CancelledError:
            if lost:
                raise
            lost.append(True)  # the cancel is swallowed: the loop sees a connection that closed
            raise TableClosed(1000, "bye") from None

    monkeypatch.setattr(remote_link.RemoteLink, "_pump", pump)
    monkeypatch.setattr(remote_link, "FIRST_PAUSE", 0.01)
    arrived = []
    link = remote_link.RemoteLink(host.url, CODE, "Anna", lambda kind, _payload: arrived.append(kind))
    link.start()
    qtbot.waitUntil(lambda: "welcome" in arrived, timeout=5000)
    link.stop(timeout=3.0)
    assert lost and not link.alive


def test_every_connection_shares_the_one_network_thread_which_ends_with_the_last(qtbot, host):
    """Two people at one window: two connections, one network thread; it ends
    when the last connection stops (an app away from tables runs none)."""
    import threading

    from cardtable.net.network_loop import THREAD_NAME

    def network_threads() -> int:
        return sum(1 for t in threading.enumerate() if t.name == THREAD_NAME and t.is_alive())

    arrived: list[str] = []
    links = [remote_link.RemoteLink(host.url, CODE, name, lambda kind, _payload: arrived.append(kind))
             for name in ("Anna", "Ben")]
    for link in links:
        link.start()
    qtbot.waitUntil(lambda: arrived.count("welcome") == 2, timeout=5000)
    assert network_threads() == 1
    links[0].stop(timeout=3.0)
    assert network_threads() == 1 and links[1].alive  # the other connection goes on
    links[1].stop(timeout=3.0)
    assert network_threads() == 0 and not any(link.alive for link in links)
