"""A short run of the server soak (``benchmarks/net_soak.py``): the real server
process plays whole games with robot windows that drop and come back,
spectators that never read, two SIGKILLs in the middle of play and a
restart with every finished game on disk. Checked: every game ends, its
record replays to what the robots saw, no robot saw a position that a
restart then lost, no frame held another seat's cards or the seed, the
retired tables left memory (their files are in ``finished/``) and the
server after the restart holds no more open files than a fresh one.

A game that stops moving is the soak's watchdog's to find: it fails the run
with every robot's state and the server's view of the table
(``GameStalled``) instead of leaving the suite waiting. The watchdog's
limit is not a measurement: a game here moves every few milliseconds, and
nothing at all in ``STALL_SECONDS`` is a stall on any machine. Only counts
are checked; the figures over time belong to the benchmark."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAMES = 12
STALL_SECONDS = 45.0


def test_a_short_soak_loses_nothing_leaks_nothing_and_keeps_no_finished_table(monkeypatch, tmp_path):
    monkeypatch.syspath_prepend(str(ROOT))
    from benchmarks import net_soak
    from cardtable.net.saving import load_table

    data = tmp_path / "server"
    result = net_soak.run(GAMES, parallel=4, kill_every=5, report_every=4, idle_every=0, idle_seconds=1,
                          seed=3, drop_rate=0.03, stall_rate=0.25, data=data, quiet=True,
                          server_args=["--over-grace-minutes", "0.005", "--sweep-seconds", "0.2"],
                          stall_seconds=STALL_SECONDS)
    summary = {k: v for k, v in result.items() if k != "rows"}
    assert result["games"] == GAMES, summary
    assert result["restarts"] == 2, summary
    assert result["drops"] > 0 and result["stalled_spectators"] > 0  # the run did what it says
    assert result["leaks"] == [], summary
    assert result["lost"] == [], summary
    assert result["mismatched"] == [], summary
    # after the restart every game is over and retired: a table left outside finished/ can only be
    # one whose ``create`` was cut off by a kill before its welcome (never started, nobody came back)
    for path in data.glob("table-*.seats.json"):
        left, _admin = load_table(data, path.name[len("table-"):-len(".seats.json")])
        assert not left.started and left.seq == 0, summary
    assert len(list((data / "finished").glob("table-*.cardtable"))) == GAMES, summary
    assert result["after_restart"]["open_files"] <= result["fresh_open_files"] + 1, summary
