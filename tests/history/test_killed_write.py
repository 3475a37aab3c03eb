"""A write killed in the middle loses nothing that was committed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from cardtable.persistence.history import History

ROOT = Path(__file__).resolve().parents[2]


def test_killing_the_writer_mid_write_keeps_every_committed_game(tmp_path):
    path = tmp_path / "cardtable.sqlite3"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "tests.history.kill_writer", str(path)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, text=True)
    committed = []
    try:
        while len(committed) < 40:
            line = proc.stdout.readline()
            assert line, "the writer stopped by itself"
            committed.append(int(line.split()[1]))
    finally:
        proc.send_signal(signal.SIGKILL)  # most of its time is spent inside a write
        proc.wait()
    history = History.open(path)
    try:
        assert history.set_aside is None
        assert history.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        ids = [gid for (gid,) in history.conn.execute("SELECT id FROM games ORDER BY id")]
        assert set(committed) <= set(ids)
        # (the writer may commit a few more games between our read and the kill:
        # those must be whole too, which the loop below checks)
        for gid in ids:  # every game is whole: its seats, rounds and deals were written with it
            seats = history.conn.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (gid,)).fetchone()[0]
            deals = history.conn.execute("SELECT COUNT(*) FROM deals WHERE game_id = ?", (gid,)).fetchone()[0]
            assert (seats, deals) == (3, 6)
    finally:
        history.close()
