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
