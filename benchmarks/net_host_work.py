"""The host's own work per move, without sockets: where a busy server's time goes.

    python benchmarks/net_host_work.py [--tables 1000] [--moves 10000] [--profile]

Seats 4 people at each of N Phase 10 tables of a ``net.host.Host`` (every
move kept on disk in a temporary folder, as on a server), through the
host's own dispatch with windows that take every frame at once (no
WebSocket, no socket: what is left is the host's work), then plays
``--moves`` random legal moves round the tables and prints the host's CPU
time per move (this process: the loop and the journal thread), the frames
and their mean size. ``--profile`` prints cProfile's heaviest functions.
The socket side (WebSocket frames, system calls) is measured by
benchmarks/net_server_load.py; together they say what per-seat work costs.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.net.host import Host, Sender, Session  # noqa: E402


class Window(Sender):
    """Takes every frame at once and only counts it."""

    frames = 0
    size = 0

    async def send(self, text: str) -> None:
        self.write_now(text)

    async def close(self, code: int, reason: str) -> None:
        pass

    def write_now(self, text: str) -> bool:
        Window.frames += 1
        Window.size += len(text)
        return True


async def run(tables: int, moves: int, profile: bool) -> dict:
    from cardtable.engine.registry import get_rules
    from cardtable.net.protocol import PROTOCOL, encode
    from cardtable.net.table import SeatSlot, Table

    rules = get_rules("phase10")
    options = rules.options_from_json({"players": 4})
    with tempfile.TemporaryDirectory() as data:
        host = Host(autosave_dir=Path(data), rate=1e9, burst=10**9, per_address=10**9)
        host.keeper.start()
        seated = []
        for i in range(tables):
            table = host.add_table(Table(rules, options, 1000 + i, [SeatSlot(f"P{s}") for s in range(4)],
                                         code=f"T{i:05d}"))
            sessions = []
            for s in range(4):
                session = Session(Window(), "127.0.0.1", rate=1e9, burst=10**9, tokens=10**9)
                await host.opened(session)
                await host.received(session, encode("hello", protocol=PROTOCOL, app="bench", code=table.code,
                                                    name=f"P{s}"))
                sessions.append(session)
            await host.received(sessions[0], encode("start", fill=False))
            seated.append((table, sessions))
        await host.saved()
        rng = random.Random(1)
        Window.frames = Window.size = 0
        profiler = cProfile.Profile() if profile else None
        if profiler is not None:
            profiler.enable()
        cpu = time.process_time()
        for k in range(moves):
            table, sessions = seated[k % len(seated)]
            if table.over():
                continue
            if table.held is not None:
                for session in sessions:
                    await host.received(session, encode("ready", seq=table.seq))
                continue
            legal = table.rules.legal_actions(table.state)
            action = table.rules.action_to_json(legal[rng.randrange(len(legal))])
            await host.received(sessions[table.rules.current_player(table.state)],
                                encode("act", seq=table.seq, action=action))
        cpu = time.process_time() - cpu
        if profiler is not None:
            profiler.disable()
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(40)
        await host.close()
    return {"tables": tables, "moves": moves, "cpu_us_per_move": round(1e6 * cpu / moves),
            "frames": Window.frames, "bytes_per_frame": round(Window.size / max(1, Window.frames))}


def main(argv: list[str] | None = None) -> int:
    import json

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--moves", type=int, default=10000)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    print(json.dumps(asyncio.run(run(args.tables, args.moves, args.profile))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
