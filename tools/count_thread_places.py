"""Count the places in ``cardtable/`` that start a thread or an executor.

Why: every thread the app starts brings its own rules for handing answers
back and for shutting down; the app keeps their number small (one pool of
worker jobs for the window, ``controller.background_ops``; the network's
threads; the host's one pool). This reads every module of ``cardtable/`` at a
git revision and lists each place that makes a thread (``threading.Thread``,
``QThread``), a pool (``ThreadPoolExecutor``, ``ProcessPoolExecutor``,
``QThreadPool``), or hands work to asyncio's default pool
(``run_in_executor(None, …)``, ``asyncio.to_thread``). A place counts once
however often it runs.

    python tools/count_thread_places.py [REVISION]   # default: the working tree
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAKERS = {"Thread", "QThread", "ThreadPoolExecutor", "ProcessPoolExecutor", "QThreadPool"}


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def places(source: str) -> list[tuple[int, str]]:
    """The lines of ``source`` that start a thread or an executor, with what they start."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        if name in MAKERS:
            found.append((node.lineno, name))
        elif name == "to_thread":
            found.append((node.lineno, "asyncio.to_thread (the default executor)"))
        elif (name == "run_in_executor" and node.args and isinstance(node.args[0], ast.Constant)
              and node.args[0].value is None):
            found.append((node.lineno, "run_in_executor(None) (the default executor)"))
    return found


def _files(revision: str | None) -> dict[str, str]:
    if revision is None:
        return {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in (ROOT / "cardtable").rglob("*.py")}
    names = subprocess.run(["git", "ls-tree", "-r", "--name-only", revision, "cardtable/"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.split()
    return {n: subprocess.run(["git", "show", f"{revision}:{n}"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout for n in names if n.endswith(".py")}


def count(revision: str | None = None) -> list[tuple[str, int, str]]:
    """Every place (file, line, what) at ``revision`` (None: the working tree)."""
    return [(name, line, what) for name, source in sorted(_files(revision).items())
            for line, what in places(source)]


def main(argv: list[str]) -> int:
    found = count(argv[1] if len(argv) > 1 else None)
    for name, line, what in found:
        print(f"{name}:{line}: {what}")
    print(f"places that start a thread or an executor: {len(found)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
