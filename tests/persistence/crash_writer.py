"""Subprocess for test_crash_safety: rewrites one file atomically, forever.

Usage: python crash_writer.py PATH FIRST_GENERATION SIZE. Each generation is
a JSON object whose ``digest`` proves the ``blob`` complete. Prints
"started" once the loop runs and "saved" after each complete save (so the
test can wait for one instead of guessing how long a save takes); the test
kills it with SIGKILL.
"""

from __future__ import annotations

import hashlib
import json
import sys

from cardtable.persistence.atomic import atomic_write_bytes


def content(generation: int, size: int) -> bytes:
    blob = (f"{generation:09d}|" * (size // 10 + 1))[:size]
    digest = hashlib.sha256(blob.encode()).hexdigest()
    return json.dumps({"gen": generation, "digest": digest, "blob": blob}).encode()


def main() -> None:
    path, generation, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    print("started", flush=True)
    while True:
        atomic_write_bytes(path, content(generation, size), keep_backup=generation % 2 == 0)
        print("saved", flush=True)
        generation += 1


if __name__ == "__main__":
    main()
