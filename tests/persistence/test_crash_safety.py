"""SIGKILL a process in the middle of saving, many times: the file on disk is
always a complete save, the old one or a newer one, never a mixture."""

from __future__ import annotations

import hashlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable.persistence.jsonio import parse_json_bytes, read_bounded
from cardtable.persistence.paths import backup_path

from .crash_writer import content

RUNS = 40
SIZE = 600_000
WRITER = Path(__file__).with_name("crash_writer.py")
ROOT = Path(__file__).resolve().parents[2]


def _generation(path: Path) -> int:
    doc = parse_json_bytes(read_bounded(path))  # SaveError if not complete JSON
    assert hashlib.sha256(doc["blob"].encode()).hexdigest() == doc["digest"], "a mixed or partial file"
    assert len(doc["blob"]) == SIZE
    return doc["gen"]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_sigkill_during_saves_never_leaves_a_broken_file(tmp_path):
    path = tmp_path / "game.cardtable"
    path.write_bytes(content(0, SIZE))
    rng = random.Random(20240601)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    seen, interrupted, generation = [0], 0, 1
    for _ in range(RUNS):
        writer = subprocess.Popen(
            [sys.executable, str(WRITER), str(path), str(generation), str(SIZE)],
            stdout=subprocess.PIPE, env=env,
        )
        assert writer.stdout.readline() == b"started\n"
        if seen[-1] == 0:  # until one save has come through, kill only after one (however slow the disk)
            assert writer.stdout.readline() == b"saved\n"
        time.sleep(rng.uniform(0.0, 0.06))  # then anywhere: the point is a random instant
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
        writer.stdout.close()
        assert writer.returncode == -signal.SIGKILL

        current = _generation(path)
        assert current >= seen[-1], "an older save came back"
        if backup_path(path).exists():
            assert _generation(backup_path(path)) <= current
        temps = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
        interrupted += bool(temps)
        for temp in temps:  # what a crash leaves (the app removes them later)
            temp.unlink()
        seen.append(current)
        generation = current + 1_000  # the next writer's generations are new
    assert seen[-1] > 0, "no save ever completed: the test did not exercise the writer"
    assert interrupted > 0, "no kill landed in the middle of a write"
