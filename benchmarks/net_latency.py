"""How long a move takes to reach the other windows of a network table (loopback).

    python benchmarks/net_latency.py [--players 2,6] [--moves 400] [--game phase10]

Starts the headless server (``python -m cardtable.net serve``) as its own
process on 127.0.0.1 with a temporary data folder (so every move is also
saved, as on a real server), opens a table of robot windows (every seat a
person played by the easy computer player, in this process), and for each
move measures, for every other window, the time from the moment the acting
window sends ``act`` to the moment that window has read the ``update`` of the
new position and rebuilt the engine observation from it. (All robot windows
share this one process, so they read their updates one after the other;
on separate machines they would read them at once: each arrival is a
sample, as each person sees their own window.) The
goal (docs/NETWORK.md): p95 <= 30 ms at 2 and 6 players. Also prints the
bytes of an update per seat per move (median). Network traffic stays on
127.0.0.1.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def measure(port: int, game: str, players: int, moves: int) -> dict:
    from cardtable.ai.base import make_policy
    from cardtable.net.client import TableClient
    from cardtable.net.protocol import PROTOCOL, encode

    options = {"phases": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]} if game == "phase10" else {"stock_size": 30}
    first = TableClient(f"ws://127.0.0.1:{port}", "", "P0")
    from websockets.asyncio.client import connect

    first._connection = await connect(f"ws://127.0.0.1:{port}", compression=None, max_size=4 * 1024 * 1024)
    await first._connection.send(encode("create", protocol=PROTOCOL, app="bench", game=game, options=options,
                                        seats=[{"kind": "person"}] * players, name="P0"))
    while first.view.seat is None:
        await first.receive(10)
    clients = [first]
    for i in range(1, players):
        client = TableClient(f"ws://127.0.0.1:{port}", first.view.table["code"], f"P{i}")
        await client.connect()
        clients.append(client)
    await first.send("start")
    policies = [make_policy(game, "easy", c.view.seat, 3 + c.view.seat) for c in clients]
    sizes: list[int] = []
    latencies: list[float] = []
    sent_at: dict[int, float] = {}
    arrived: dict[int, set[int]] = {}
    done = asyncio.Event()

    async def run(index: int) -> None:
        client, policy = clients[index], policies[index]
        acted = None
        while not done.is_set():
            try:
                frame = await asyncio.wait_for(client._connection.recv(), 30)
            except TimeoutError:
                return
            from cardtable.net.protocol import read_host

            message = read_host(frame)
            client._apply(message)
            view = client.view
            if message.type == "update":
                sizes.append(len(frame.encode("utf-8")))
                seq = view.seq
                if seq in sent_at and index not in arrived.setdefault(seq, set()):
                    arrived[seq].add(index)
                    latencies.append(time.perf_counter() - sent_at[seq])
                    if len(arrived[seq]) == players - 1:
                        del sent_at[seq]
                        if len(arrived) >= moves:
                            done.set()
                policy.observe(view.observation)
            if view.record is not None:
                done.set()
                return
            here = (view.seq, view.held is not None)
            obs = view.observation
            if obs is None or here == acted:
                continue
            if view.held is not None:
                acted = here
                await client.send("ready", seq=view.seq)
            elif obs.legal_actions:
                acted = here
                action = policy.choose(obs)
                sent_at[view.seq + 1] = time.perf_counter()  # the position this move makes
                await client.act(action)

    await asyncio.gather(*(run(i) for i in range(players)))
    for client in clients:
        await client.close()
    ms = [1000 * v for v in latencies]
    return {"players": players, "moves": len(arrived), "arrivals": len(ms), "p50_ms": round(percentile(ms, 0.5), 2),
            "p95_ms": round(percentile(ms, 0.95), 2), "max_ms": round(max(ms), 2) if ms else None,
            "update_bytes_median": int(statistics.median(sizes)) if sizes else None}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", default="2,6")
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--game", default="phase10", choices=("phase10", "skipbo"))
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as data:
        server = subprocess.Popen([sys.executable, "-m", "cardtable.net", "serve", "--port", "0", "--data", data,
                                   "--log-level", "WARNING", "--rate", "100000"],
                                  stdout=subprocess.PIPE, text=True, cwd=ROOT,
                                  env={**os.environ, "PYTHONPATH": str(ROOT)})
        try:
            assert server.stdout is not None
            port = int(server.stdout.readline().rsplit(":", 1)[1])
            results = [asyncio.run(measure(port, args.game, int(n), args.moves)) for n in args.players.split(",")]
        finally:
            server.terminate()
            server.wait(10)
    for r in results:
        print(json.dumps({"game": args.game, **r}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
