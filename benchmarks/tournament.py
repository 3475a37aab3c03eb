"""Play computer players against each other and measure them.

    python benchmarks/tournament.py --game skipbo --seats hard,naive --games 2000 \\
        --seed 1 --procs 2 --set stock_size=20 [--json]

A bot is a level (``easy``, ``medium``, ``hard``: ``cardtable.ai.make_policy``)
or a reference bot ``testsupport/bots/<game>_<name>.py`` exposing
``make_policy(seat, seed)``. For Phase 10 a level may carry changed
parameters of ``cardtable.ai.phase10.policy.PARAMS`` for experiments, e.g.
``hard+leftover=0+extras_below=0+cheap=0`` (hard without its stuck-card
judgement); a Skip-Bo level any field of ``cardtable.ai.skipbo.evaluate.Weights``
or ``max_nodes``, e.g. ``hard+threat=50``. The seats rotate from game to game so every bot
sits in every seat equally often (use a multiple of the number of seats).
Games run in parallel processes and are driven through the engine API only:
every seat's ``observe`` gets ``rules.observation(state, seat)`` after each
action, the acting seat's ``choose`` picks, and ``rules.check`` vets the
choice before ``rules.apply``. An illegal choice is a bug: it is counted and
reported, and the first legal action is played instead so the game goes on.

Printed: win rate per bot with a 95% Wilson interval (a shared win counts as a
win for each sharer and is also counted separately), decision times
p50/p95/p99/max per bot, how the games ended (Skip-Bo: ``stock-empty`` or
``blocked``, SB-19) with the blocked-game rate and its interval, and the game
length in turns per player. ``--tables 2-6`` plays the ``--seats`` pattern at
each table size and prints one row per size (blocked games, game length)::

    python benchmarks/tournament.py --game skipbo --seats hard --tables 2-6 --games 200 --procs 1
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import multiprocessing
import os
import sys
import time
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))

from cardtable.ai.base import LEVELS  # noqa: E402
from cardtable.engine.registry import GAME_IDS, get_rules  # noqa: E402

MAX_ACTIONS = 100_000  # a game longer than this is reported as unfinished


# statistics -------------------------------------------------------------------


def wilson(wins: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(sorted_values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of an ascending list."""
    if not sorted_values:
        return float("nan")
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[min(rank, len(sorted_values)) - 1]


# bots -----------------------------------------------------------------------------


def split_bot(game: str, name: str) -> tuple[str, dict]:
    """``"hard+outs=1.3"`` -> ``("hard", {"outs": 1.3})``; ValueError if the
    changes are not parameters of that level (Phase 10: ``PARAMS`` of its
    policy; Skip-Bo: a field of ``Weights`` or ``max_nodes``)."""
    base, *changes = name.split("+")
    if not changes:
        return base, {}
    if game not in ("phase10", "skipbo") or base not in LEVELS:
        raise ValueError(f"{name!r}: only a level can take parameters (level+key=value)")
    if game == "phase10":
        from cardtable.ai.phase10.policy import PARAMS

        known = sorted(PARAMS[base])
    else:
        from cardtable.ai.skipbo.policy import PARAMS as SB_PARAMS

        known = sorted(SB_PARAMS)
    params = {}
    for change in changes:
        key, sep, raw = change.partition("=")
        if not sep or key not in known:
            raise ValueError(f"{name!r}: {change!r} is not key=value with a key of {known}")
        try:
            params[key] = json.loads(raw)
        except json.JSONDecodeError:
            params[key] = raw
    return base, params


def make_bot(game: str, name: str, seat: int, seed: int):
    base, params = split_bot(game, name)
    if params and game == "phase10":
        from cardtable.ai.phase10.policy import Phase10Policy

        return Phase10Policy(base, seat, seed, **params)
    if params:
        from cardtable.ai.skipbo.policy import SkipBoPolicy

        return SkipBoPolicy(base, seat, seed, **params)
    if name in LEVELS:
        from cardtable.ai.base import make_policy

        return make_policy(game, name, seat, seed)
    module = importlib.import_module(f"testsupport.bots.{game}_{name}")
    return module.make_policy(seat, seed)


def bot_exists(game: str, name: str) -> bool:
    try:
        name = split_bot(game, name)[0]
    except ValueError:
        return False
    return name in LEVELS or (HERE.parent / "testsupport" / "bots" / f"{game}_{name}.py").exists()


# one game -------------------------------------------------------------------------


def play_game(job: tuple) -> dict:
    """Play game ``index``; seat s is driven by ``names[(s + index) % n]``."""
    game, names, options_json, seed, index = job
    rules = get_rules(game)
    n = len(names)
    options = rules.options_from_json({**options_json, "players": n})
    game_seed = seed * 1_000_003 + index
    seat_names = [names[(s + index) % n] for s in range(n)]
    bots = [make_bot(game, name, s, game_seed * 7 + s) for s, name in enumerate(seat_names)]
    state = rules.new_game(options, game_seed)
    times: dict[str, list[float]] = defaultdict(list)
    illegal: list[str] = []
    errors: list[str] = []
    actions = turns = 0
    clock = time.perf_counter
    last_seat = None
    while not rules.is_terminal(state) and actions < MAX_ACTIONS:
        seat = rules.current_player(state)
        turns += seat != last_seat
        last_seat = seat
        obs = rules.observation(state, seat)
        t0 = clock()
        try:
            action = bots[seat].choose(obs)
        except Exception as exc:  # a crashing bot is a bug: report, play on
            action = None
            errors.append(f"{seat_names[seat]}: {type(exc).__name__}: {exc}")
        times[seat_names[seat]].append(clock() - t0)
        rejection = rules.check(state, action) if action is not None else True
        if rejection is not None:
            illegal.append(f"{seat_names[seat]}: {action!r}: {rejection}")
            action = rules.legal_actions(state)[0]
        state = rules.apply(state, action)
        actions += 1
        for s in range(n):
            bots[s].observe(rules.observation(state, s))
    result = rules.result(state)
    return {"seat_names": seat_names, "finished": result.finished, "winners": list(result.winners),
            "reason": result.reason, "actions": actions, "turns": turns, "times": dict(times),
            "illegal": illegal, "errors": errors}


# a whole tournament ------------------------------------------------------------------


def run(game: str, names: list[str], games: int, seed: int, procs: int, options: dict) -> dict:
    jobs = [(game, tuple(names), options, seed, i) for i in range(games)]
    if procs > 1:
        ctx = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
        with ctx.Pool(procs) as pool:
            records = list(pool.imap_unordered(play_game, jobs, chunksize=4))
    else:
        records = [play_game(job) for job in jobs]
    return summarize(names, records)


def summarize(names: list[str], records: list[dict]) -> dict:
    distinct = list(dict.fromkeys(names))
    seats_of = {name: names.count(name) for name in distinct}
    wins = dict.fromkeys(distinct, 0)
    shared = dict.fromkeys(distinct, 0)
    times: dict[str, list[float]] = defaultdict(list)
    unfinished = draws = 0
    illegal: list[str] = []
    errors: list[str] = []
    actions = 0
    for rec in records:
        actions += rec["actions"]
        illegal += rec["illegal"]
        errors += rec["errors"]
        for name, values in rec["times"].items():
            times[name].extend(values)
        if not rec["finished"]:
            unfinished += 1
            continue
        winning = {rec["seat_names"][w] for w in rec["winners"]}
        if len(rec["winners"]) > 1:
            draws += 1
        for name in winning:
            wins[name] += 1
            if len(rec["winners"]) > 1:
                shared[name] += 1
    n = len(records)
    reasons: dict[str, int] = defaultdict(int)
    for rec in records:
        reasons[rec["reason"] or "unfinished"] += 1
    blocked = reasons.get("blocked", 0)
    lengths = sorted(rec["turns"] / len(rec["seat_names"]) for rec in records)
    bots = {}
    for name in distinct:
        low, high = wilson(wins[name], n)
        ts = sorted(times[name])
        bots[name] = {
            "seats": seats_of[name], "wins": wins[name], "shared_wins": shared[name],
            "win_rate": wins[name] / n if n else 0.0, "ci95": [low, high],
            "decisions": len(ts),
            "ms": {q: round(1000 * percentile(ts, v), 3) for q, v in
                   (("p50", 50), ("p95", 95), ("p99", 99), ("max", 100))},
        }
    return {"games": n, "unfinished": unfinished, "shared_games": draws, "actions": actions,
            "reasons": dict(reasons), "blocked": blocked, "blocked_rate": blocked / n if n else 0.0,
            "blocked_ci95": list(wilson(blocked, n)),
            "turns_per_player": {"p50": percentile(lengths, 50), "max": percentile(lengths, 100)},
            "illegal": len(illegal), "illegal_examples": illegal[:10],
            "errors": len(errors), "error_examples": errors[:10], "bots": bots}


def report(summary: dict, header: str) -> str:
    lines = [header, f"games {summary['games']}  unfinished {summary['unfinished']}  "
             f"shared wins {summary['shared_games']}  illegal actions {summary['illegal']}  "
             f"bot errors {summary['errors']}",
             f"endings {dict(sorted(summary['reasons'].items()))}  blocked {summary['blocked']} / {summary['games']} "
             f"({100 * summary['blocked_rate']:.1f}%, 95% CI {100 * summary['blocked_ci95'][0]:.1f}-"
             f"{100 * summary['blocked_ci95'][1]:.1f}%)  turns per player p50 "
             f"{summary['turns_per_player']['p50']:.1f} max {summary['turns_per_player']['max']:.1f}"]
    lines.append(f"{'bot':<10} {'seats':>5} {'wins':>6} {'win rate':>9} {'95% CI':>17} {'shared':>6} "
                 f"{'decisions':>9} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for name, b in summary["bots"].items():
        ms = b["ms"]
        lines.append(f"{name:<10} {b['seats']:>5} {b['wins']:>6} {100 * b['win_rate']:>8.1f}% "
                     f"{100 * b['ci95'][0]:>7.1f}-{100 * b['ci95'][1]:.1f}% {b['shared_wins']:>6} "
                     f"{b['decisions']:>9} {ms['p50']:>8.2f} {ms['p95']:>8.2f} {ms['p99']:>8.2f} "
                     f"{ms['max']:>8.2f}")
    for example in summary["illegal_examples"] + summary["error_examples"]:
        lines.append(f"  ! {example}")
    return "\n".join(lines)


def parse_set(items: list[str]) -> dict:
    options = {}
    for item in items:
        key, sep, raw = item.partition("=")
        if not sep or not key:
            raise SystemExit(f"--set expects key=value, not {item!r}")
        try:
            options[key] = json.loads(raw)
        except json.JSONDecodeError:
            options[key] = raw
    return options


def parse_tables(spec: str) -> list[int]:
    """``"2-6"`` -> [2, 3, 4, 5, 6]; ``"4,6"`` -> [4, 6]."""
    sizes: list[int] = []
    for part in spec.split(","):
        low, sep, high = part.strip().partition("-")
        sizes += range(int(low), int(high) + 1) if sep else [int(low)]
    if not sizes or any(not 2 <= n <= 6 for n in sizes):
        raise ValueError(f"table sizes must be 2 to 6, not {spec!r}")
    return sizes


def table_line(n: int, names: list[str], summary: dict) -> str:
    """One row of the per-table-size overview (``--tables``)."""
    low, high = summary["blocked_ci95"]
    return (f"{n:>7} {','.join(names):<36} {summary['games']:>5} {summary['blocked']:>7} "
            f"{100 * summary['blocked_rate']:>6.1f}% {100 * low:>5.1f}-{100 * high:.1f}% "
            f"{summary['turns_per_player']['p50']:>9.1f} {summary['turns_per_player']['max']:>9.1f} "
            f"{summary['unfinished']:>10}")


def run_tables(args, names: list[str], sizes: list[int], options: dict) -> int:
    """``--tables``: the seat pattern at each table size; blocked games per size."""
    results = {}
    lines = [f"{args.game} pattern {','.join(names)}  games {args.games} per table  seed {args.seed}  "
             f"options {options}",
             f"{'players':>7} {'seats':<36} {'games':>5} {'blocked':>7} {'rate':>7} {'95% CI':>11} "
             f"{'turns p50':>9} {'turns max':>9} {'unfinished':>10}"]
    bad = 0
    for n in sizes:
        seats = [names[s % len(names)] for s in range(n)]
        summary = run(args.game, seats, args.games, args.seed, max(1, args.procs), options)
        results[n] = summary
        bad += summary["illegal"] + summary["errors"]
        lines.append(table_line(n, seats, summary))
        if not args.json:
            print(lines[-1] if len(lines) > 3 else "\n".join(lines), flush=True)
    if args.json:
        print(json.dumps({"game": args.game, "pattern": names, "seed": args.seed, "options": options,
                          "tables": results}, indent=2))
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True, choices=GAME_IDS)
    ap.add_argument("--seats", required=True, help="comma-separated bots, one per seat, e.g. hard,naive")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--procs", type=int, default=max(1, min(2, os.cpu_count() or 1)))
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                    help="a game option as in docs/FORMAT.md (repeatable), e.g. stock_size=20")
    ap.add_argument("--json", action="store_true", help="print the summary as JSON")
    ap.add_argument("--tables", metavar="SIZES",
                    help="play the --seats pattern at each table size (e.g. 2-6 or 4,6; seat s gets "
                         "bot s mod the pattern length) and print blocked games per table size")
    args = ap.parse_args(argv)
    names = [s.strip() for s in args.seats.split(",") if s.strip()]
    sizes = None
    if args.tables:
        try:
            sizes = parse_tables(args.tables)
        except ValueError as exc:
            ap.error(str(exc))
    if len(names) < (1 if sizes else 2):
        ap.error("--seats needs at least two bots (one with --tables)")
    for name in names:
        if not bot_exists(args.game, name):
            ap.error(f"unknown bot {name!r}: a level {LEVELS} (with changes: level+key=value...) "
                     f"or testsupport/bots/{args.game}_{name}.py")
    if args.games < 1:
        ap.error("--games must be at least 1")
    options = parse_set(args.set)
    rules = get_rules(args.game)
    try:
        for n in sizes or [len(names)]:
            rules.options_from_json({**options, "players": n})
    except Exception as exc:
        ap.error(f"bad --set option: {exc}")
    if sizes:
        return run_tables(args, names, sizes, options)
    start = time.perf_counter()
    summary = run(args.game, names, args.games, args.seed, max(1, args.procs), options)
    summary.update(game=args.game, seats=names, seed=args.seed, options=options,
                   seconds=round(time.perf_counter() - start, 1))
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        header = (f"{args.game} {','.join(names)}  games {args.games}  seed {args.seed}  "
                  f"options {options}  {summary['seconds']} s")
        print(report(summary, header))
    return 1 if summary["illegal"] or summary["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
