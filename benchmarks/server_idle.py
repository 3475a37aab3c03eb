"""An idle server's CPU after a restart with many finished games on disk.

    .venv/bin/python benchmarks/server_idle.py [--finished 300] [--seconds 20] [--root .]
    .venv/bin/python benchmarks/server_idle.py --finished 20 --retired 20000 --seconds 70

Writes ``--finished`` finished two-player Phase 10 games (one phase, random
legal moves) into a fresh data folder as a server leaves them when it is
stopped before they retire (in the folder itself), starts ``cardtable-server
serve`` from ``--root`` (the checkout whose code runs: compare two), waits
until it listens, lets it settle for two seconds, then reads its CPU time
(user + system, /proc) over ``--seconds`` idle seconds and prints it as a
share of one core, with where the finished games are afterwards. Linux only.

``--retired N``: the data folder's ``finished/`` also holds N tables retired
earlier (copies of the finished games' files under new codes: a server
never reads their content, only their names and times), as after a month of
a busy server. Measure over more than the 30 s between two sweeps
(``--seconds 70``) to see what a sweep costs with them.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.engine.registry import get_rules  # noqa: E402
from cardtable.net.saving import save_table  # noqa: E402
from cardtable.net.table import SeatSlot, Table  # noqa: E402


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _finished(data: Path, count: int) -> None:
    rules = get_rules("phase10")
    for number in range(count):
        table = Table(rules, rules.options_from_json({"players": 2, "phases": [1]}), number,
                      [SeatSlot("A", joined=True), SeatSlot("B", joined=True)], code=f"F{number:05d}", started=True)
        rng = random.Random(number)
        while not table.over():
            table._apply(rng.choice(list(rules.legal_actions(table.state))))
        save_table(data, table, None)


def _retired(data: Path, count: int) -> None:
    """``count`` retired tables in ``finished/``: copies of the first finished game's files."""
    import shutil

    target = data / "finished"
    target.mkdir(exist_ok=True)
    files = sorted(data.glob("table-F00000.*"))
    for number in range(count):
        for path in files:
            shutil.copyfile(path, target / path.name.replace("F00000", f"R{number:05d}"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--finished", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--retired", type=int, default=0, help="tables retired earlier, kept in finished/")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose server runs")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "server"
        data.mkdir()
        _finished(data, args.finished)
        if args.retired:
            _retired(data, args.retired)
        started = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "cardtable.net", "serve", "--port", "0", "--data", str(data),
                                 "--log-level", "WARNING"], stdout=subprocess.PIPE, text=True, cwd=args.root,
                                env={**os.environ, "PYTHONPATH": str(args.root.resolve())})
        try:
            assert proc.stdout is not None
            proc.stdout.readline()
            listening = time.perf_counter() - started
            time.sleep(2.0)
            before, wall = _cpu_seconds(proc.pid), time.perf_counter()
            time.sleep(args.seconds)
            cpu = _cpu_seconds(proc.pid) - before
            share = cpu / (time.perf_counter() - wall)
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:  # (busy: said below)
                print("the server did not stop within 20 s of SIGTERM: killed")
                proc.kill()
                proc.wait(20)
        in_root = len(list(data.glob("table-*.seats.json")))
        print(f"{args.root}: {args.finished} finished games, {args.retired} retired earlier; "
              f"listening after {listening:.1f} s; "
              f"idle CPU {100 * share:.1f} % of a core over {args.seconds:.0f} s; "
              f"{in_root} left in the data folder, {args.finished - in_root} in finished/")


if __name__ == "__main__":
    main()
