"""A seeded random user of the real main window, for crashes, errors and memory.

This file runs the session and reports; what the user does is in
``random_user.py``.

It acts like a person on ``MainWindow``: every enabled action of the menu bar
(found in the menus, so new actions are used too; only Quit is left out),
new games with 2-6 random seats of both games and the start page's one-click
starts, clicks, drags and keys on the table, window resizes, zoom, language
switches (en/de/zh_TW through the app's ``Translations``), and the buttons of
the start page and of any other window that is open (keeper, statistics,
history, rules, replays), which it also closes again. Modal dialogs (file,
print, message boxes, the keeper's setup …) are answered by a timer: a file
dialog gets a file name in the temporary folder, print dialogs are cancelled
(a real print dialog would print), others are accepted, rejected or get a
random button.

The session runs in a child process, so a segmentation fault is reported
(with the seed and the step it happened in) instead of ending the run; all
files go to a temporary ``CARDTABLE_DATA_DIR`` (and ``HOME``). Counted:
crashes, uncaught Python exceptions (``sys.excepthook``,
``threading.excepthook``) and Qt critical/fatal messages
(``qInstallMessageHandler``); printed: RSS at start, its peak, and per 1,000
steps. The computer players think on their own thread, so a run with the same
seed repeats the same actions but not always the same game positions.

    python benchmarks/random_use.py --steps 1500 --seed 1
    python benchmarks/random_use.py --steps 3000 --seed 1 --seeds 8   (8 sessions, seeds 1-8, added up)
    python benchmarks/random_use.py --steps 300 --seed 7 --json   (what the test suite runs)

Modal dialogs' combo and spin boxes also get keys while the dialog is open
(a dialog may rebuild its rows on a change); each step's change of RSS is
added to its kind once warm (``collect``: what the garbage collection every
100 steps gave back), and the live Qt wrappers and app objects are counted by
class at the warm step and at the end (those that grew are printed).

Exit code 0 when there was no crash, exception or critical message.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


# -- the parent: runs the session in a child, reads its reports ------------------------------
def run(steps: int, seed: int, timeout: float | None = None) -> dict[str, Any]:
    """Run one session in a child process; its summary (with ``crashed``)."""
    data = tempfile.mkdtemp(prefix="cardtable-random-use-")
    env = dict(os.environ)
    env.update(CARDTABLE_DATA_DIR=data, HOME=data, XDG_CONFIG_HOME=f"{data}/config",
               XDG_DATA_HOME=f"{data}/share", XDG_DOCUMENTS_DIR=f"{data}/Documents",
               QT_QPA_PLATFORM=env.get("QT_QPA_PLATFORM", "offscreen"),
               PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p))
    env.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
    command = [sys.executable, "-X", "faulthandler", str(Path(__file__).resolve()),
               "--child", "--steps", str(steps), "--seed", str(seed)]
    timeout = timeout if timeout is not None else 120 + steps * 2.0
    started = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=timeout,
                              check=False, cwd=data)
        stdout, stderr, code = done.stdout, done.stderr, done.returncode
    except subprocess.TimeoutExpired as exc:
        stdout = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        stderr = exc.stderr.decode() if isinstance(exc.stderr, bytes) else (exc.stderr or "")
        code = "timeout"
    finally:
        shutil.rmtree(data, ignore_errors=True)
    reports = [json.loads(line) for line in stdout.splitlines() if line.startswith("{")]
    summary = next((r for r in reports if r.get("kind") == "summary"), None)
    last_step = max((r["step"] for r in reports if "step" in r), default=-1)
    last_action = next((r.get("action") for r in reversed(reports) if r.get("kind") == "step"), None)
    result: dict[str, Any] = {
        "seed": seed, "steps": steps, "seconds": round(time.monotonic() - started, 1),
        "crashed": summary is None, "exit": code,
        "rss_mb": [r for r in reports if r.get("kind") == "rss"],
    }
    if summary is not None:
        result.update({k: v for k, v in summary.items() if k != "kind"})
    else:
        result.update(crash_step=last_step, crash_action=last_action, stderr=stderr[-3000:],
                      exceptions=[], criticals=[])
    return result


def ok(result: dict[str, Any]) -> bool:
    return not result["crashed"] and not result["exceptions"] and not result["criticals"]


def growth(reports: list[dict[str, Any]]) -> float:
    """The least-squares slope of RSS over steps, in MB per 1,000 steps."""
    xs = [r["step"] for r in reports]
    ys = [r["rss"] for r in reports]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    var = sum((x - mx) ** 2 for x in xs)
    return 1000 * sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / var if var else 0.0


def describe(result: dict[str, Any]) -> str:
    """The report a person reads: memory, counts, and how to repeat a failure."""
    seed, steps = result["seed"], result["steps"]
    lines = [f"random use: seed {seed}, {steps} steps, {result['seconds']} s"]
    rss = result["rss_mb"]
    if rss:
        lines.append(f"RSS at start {rss[0]['rss']:.0f} MB, peak {max(r['peak'] for r in rss):.0f} MB")
        per = [r for r in rss if r["step"] % 1000 == 0 or r is rss[-1]]
        lines.append("RSS by step: " + ", ".join(f"{r['step']}: {r['rss']:.0f} MB" for r in per))
        warm = [r for r in rss if r["step"] >= min(500, steps // 3)]
        if len(warm) >= 3:
            lines.append(f"growth once warm (step {warm[0]['step']} on, least squares over every "
                         f"100 steps): {growth(warm):+.1f} MB per 1,000 steps")
    kinds = result.get("kinds") or {}
    if kinds:
        lines.append(f"RSS change per kind of step from step {result.get('warm')} on "
                     "(MB per 1,000 steps of that kind; total MB):")
        lines += [f"  {name:<13} {k['steps']:>5} steps {1000 * k['mb'] / k['steps']:+8.1f}  ({k['mb']:+.1f} MB)"
                  for name, k in sorted(kinds.items(), key=lambda item: -item[1]["mb"]) if k["steps"]]
    if result.get("grown"):
        lines.append("live objects that grew once warm: " + ", ".join(f"{n} +{c}" for n, c in result["grown"][:10]))
    if "keys" in result:
        lines.append(f"keys given to dialogs' boxes: {result['keys']} "
                     f"({', '.join(result.get('seen', {}).get('poked', []))})")
    jumps = result.get("peak_jumps") or []
    if jumps:
        lines.append("steps that raised the peak most: " + "; ".join(
            f"{j['step']} {j['action']} +{j['mb']:.0f} MB" for j in jumps[:5]))
    crashes = 1 if result["crashed"] else 0
    lines.append(f"crashes {crashes}, exceptions {len(result['exceptions'])}, "
                 f"criticals {len(result['criticals'])}")
    repeat = f"python benchmarks/random_use.py --steps {steps} --seed {seed}"
    if result["crashed"]:
        lines.append(f"CRASH (exit {result['exit']}) in step {result['crash_step']} "
                     f"({result['crash_action']}); repeat: {repeat}")
        lines.append(result.get("stderr", "")[-2000:])
    for item in result["exceptions"][:5] + result["criticals"][:5]:
        lines.append(f"step {item['step']} ({item['action']}): {item['text'][-1500:]}")
        lines.append(f"  repeat: {repeat}")
    return "\n".join(lines)


# -- the child: the session itself (``random_user.py``) ------------------------------------------
def child(steps: int, seed: int) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from random_user import Session

    data = Path(os.environ["CARDTABLE_DATA_DIR"])
    session = Session(seed, data)
    session.run(steps)
    sys.stdout.flush()
    os._exit(0)  # no teardown of Qt objects at exit: the summary is what counts


def several(steps: int, seeds: list[int]) -> dict[str, Any]:
    """Run one session per seed, one after the other; the totals over all of them."""
    results = []
    for seed in seeds:
        result = run(steps, seed)
        print(describe(result), "\n", flush=True)
        results.append(result)
    kinds: dict[str, list[float]] = {}
    for result in results:
        for name, k in (result.get("kinds") or {}).items():
            entry = kinds.setdefault(name, [0, 0.0])
            entry[0] += k["steps"]
            entry[1] += k["mb"]
    slopes = []
    for result in results:
        warm = [r for r in result["rss_mb"] if r["step"] >= (result.get("warm") or steps // 3)]
        if len(warm) >= 3:
            slopes.append(round(growth(warm), 1))
    return {"seeds": seeds, "steps": steps, "crashes": sum(r["crashed"] for r in results),
            "exceptions": sum(len(r["exceptions"]) for r in results),
            "criticals": sum(len(r["criticals"]) for r in results),
            "peak_mb": max((max(x["peak"] for x in r["rss_mb"]) for r in results if r["rss_mb"]), default=0),
            "slopes": slopes, "kinds": {k: {"steps": n, "mb": round(mb, 1),
                                            "mb_per_1000": round(1000 * mb / n, 1) if n else 0.0}
                                        for k, (n, mb) in sorted(kinds.items())},
            "seconds": round(sum(r["seconds"] for r in results), 1)}


def describe_several(total: dict[str, Any]) -> str:
    lines = [f"random use: {len(total['seeds'])} seeds ({total['seeds'][0]}-{total['seeds'][-1]}) x "
             f"{total['steps']} steps, {total['seconds']} s",
             f"crashes {total['crashes']}, exceptions {total['exceptions']}, criticals {total['criticals']}",
             f"peak {total['peak_mb']:.0f} MB; growth once warm per run (MB per 1,000 steps): "
             + ", ".join(f"{s:+.1f}" for s in total["slopes"])
             + (f"; mean {sum(total['slopes']) / len(total['slopes']):+.1f}" if total["slopes"] else ""),
             "RSS change per kind of step once warm, all seeds (MB per 1,000 steps of that kind; total MB):"]
    lines += [f"  {name:<13} {k['steps']:>6} steps {k['mb_per_1000']:+8.1f}  ({k['mb']:+.1f} MB)"
              for name, k in sorted(total["kinds"].items(), key=lambda item: -item[1]["mb"])]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seeds", type=int, default=1,
                        help="run this many sessions, seeds SEED, SEED+1, … one after the other, and add them up")
    parser.add_argument("--json", action="store_true", help="print the result as JSON too")
    parser.add_argument("--detail", action="store_true",
                        help="print what lives (widgets, objects, cached art) every 100 steps")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.steps, args.seed)
        return 0
    if args.seeds > 1:
        total = several(args.steps, list(range(args.seed, args.seed + args.seeds)))
        print(describe_several(total), flush=True)
        if args.json:
            print(json.dumps(total))
        return 0 if not (total["crashes"] or total["exceptions"] or total["criticals"]) else 1
    result = run(args.steps, args.seed)
    print(describe(result), flush=True)
    if args.detail:
        for report in result["rss_mb"]:
            print(json.dumps(report))
    if args.json:
        print(json.dumps({k: v for k, v in result.items() if k != "stderr"}))
    return 0 if ok(result) else 1


if __name__ == "__main__":
    sys.exit(main())
