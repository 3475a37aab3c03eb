"""The app starts threads in few places: the app's worker jobs, its network
loop and a host's one pool (``tools/count_thread_places.py`` lists them)."""

from __future__ import annotations

from tools.count_thread_places import count, places


def test_at_most_three_places_start_a_thread_or_an_executor():
    found = count()
    assert sorted({name for name, _line, _what in found}) == [
        "cardtable/controller/background_ops.py", "cardtable/net/host_saving.py", "cardtable/net/network_loop.py"]
    assert len(found) <= 3, found


def test_the_count_sees_every_kind_of_thread_start():
    source = """
import asyncio, threading
from concurrent.futures import ThreadPoolExecutor
from PySide6.QtCore import QThread
threading.Thread(target=print)
QThread()
ThreadPoolExecutor(2)
async def f(loop):
    await loop.run_in_executor(None, print)
    await loop.run_in_executor(pool, print)
    await asyncio.to_thread(print)
"""
    assert [line for line, _what in places(source)] == [5, 6, 7, 9, 11]
