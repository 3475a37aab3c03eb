"""The "Fair deal" page agrees with an independent count over 500 seeded games.

500 computer games (both games, 2-4 seats, every level, people too) are
recorded through the production path (``finished_game`` + ``History.record``).
The test then reads every action log back from the database, replays it and
counts by itself what each seat was dealt and drew blind from a fresh deck,
looking at hands and piles (not at the engine's events, which the production
count uses), and compares per player, game and kind of card with the page.
"""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.engine.registry import get_rules
from cardtable.persistence.history import History
from cardtable.seats import Seat
from cardtable.stats.compute import statistics
from cardtable.stats.fairdeal import CHANCE, judge, kind_of
from tests.history.selfplay import play, quick_play, record

GAMES = 500
PEOPLE = ("Anna", "Bob")
LEVELS = ("easy", "medium", "hard")


def _seats(index: int, n: int = 0) -> list[Seat]:
    n = n or 2 + index % 3
    seats = [Seat(PEOPLE[index % 2])]
    seats += [Seat(f"C{k}", "computer", LEVELS[(index + k) % 3]) for k in range(1, n)]
    return seats[index % n:] + seats[:index % n]  # everybody sits everywhere


def _play(index: int):
    seats = _seats(index)
    if index % 50 == 7:  # six careless players: the draw pile runs out (P10-16, SB-17)
        return quick_play("phase10", index, _seats(index, 6), eager=False)
    if index % 50 == 9:
        return quick_play("skipbo", index, _seats(index, 6), stock_size=20)
    if index % 25 == 0:  # a few games with the real computer players
        return play("phase10" if index % 2 else "skipbo", index, seats)
    if index % 5 < 2:
        return quick_play("phase10", index, seats, phases=[1, 2] if index % 10 == 0 else [1])
    extra = {"match_scoring": True, "match_target": 50} if index % 10 == 2 else {}
    return quick_play("skipbo", index, seats, **extra)


RESHUFFLES: Counter = Counter()  # game -> reshuffles seen, so the test covers them


def _independent_count(rules, options, seed, actions) -> Counter:
    """(seat, kind, "dealt"|"drawn") -> cards, from hands and piles only."""
    game = rules.game_id
    out: Counter = Counter()
    state = rules.new_game(options, seed)

    def deal(s):
        if game == "phase10":
            for seat, hand in enumerate(s.hands):
                for card in hand:
                    out[seat, kind_of(game, card), "dealt"] += 1
        else:
            for seat, player in enumerate(s.players):
                cards = player.stock + (player.hand if seat == s.starter else ())
                for card in cards:
                    out[seat, kind_of(game, card), "dealt"] += 1

    deal(state)
    fresh = True
    for action in actions:
        after = rules.apply(state, action)
        if game == "phase10":
            if after.round != state.round:
                deal(after)
                fresh = True
            elif type(action).__name__ == "Draw" and action.source == "deck":
                if not state.draw_pile:
                    fresh = False  # P10-16: the discard pile was reshuffled
                    RESHUFFLES[game] += 1
                elif fresh:
                    out[state.current, kind_of(game, state.draw_pile[-1]), "drawn"] += 1
        elif after.game_number != state.game_number:
            deal(after)
            fresh = True
        else:
            reshuffled = after.shuffles != state.shuffles
            for seat, (old, new) in enumerate(zip(state.players, after.players, strict=True)):
                kept = Counter(old.hand)
                if seat == state.current and getattr(action, "source", "hand") == "hand" and hasattr(action, "card"):
                    kept[action.card] -= 1
                gained = Counter(new.hand) - kept
                if not gained or not fresh:
                    continue
                if reshuffled:  # only what was left of the fresh pile counts
                    gained = Counter(state.draw)
                for card, count in gained.items():
                    out[seat, kind_of(game, card), "drawn"] += count
            if reshuffled:
                fresh = False
                RESHUFFLES[game] += 1
        state = after
    return out


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    path = tmp_path_factory.mktemp("fair") / "cardtable.sqlite3"
    history = History.open(path)
    for index in range(GAMES):
        assert record(history, _play(index)) is not None
    yield history
    history.close()


def test_the_fair_deal_figures_agree_with_an_independent_count(recorded):
    conn = recorded.conn
    assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == GAMES
    expected: Counter = Counter()
    for (gid,) in conn.execute("SELECT id FROM games").fetchall():
        source = recorded.replay_source(gid)
        rules = get_rules(source.game)
        actions = [rules.action_from_json(doc) for doc in source.actions]
        counts = _independent_count(rules, rules.options_from_json(source.options), source.seed, actions)
        profile = dict(conn.execute("SELECT seat, profile_id FROM seats WHERE game_id = ?", (gid,)).fetchall())
        for (seat, kind, how), n in counts.items():
            expected[profile[seat], source.game, kind, how] += n
    assert RESHUFFLES["phase10"] > 0 and RESHUFFLES["skipbo"] > 0
    fair = statistics(recorded).fair
    kinds_per_player = {}
    for row in fair:
        key = (row.profile_id, row.game)
        assert row.dealt == expected[(*key, row.verdict.kind, "dealt")]
        assert row.drawn == expected[(*key, row.verdict.kind, "drawn")]
        kinds_per_player.setdefault(key, []).append(row)
    levels = {row.level for row in fair if row.kind == "computer"}
    assert levels == set(LEVELS) and {row.name for row in fair if row.kind == "human"} == set(PEOPLE)
    for (_pid, game), rows in kinds_per_player.items():
        cards = sum(r.dealt + r.drawn for r in rows)
        assert {r.verdict.kind for r in rows} == set(CHANCE[game])
        for r in rows:
            assert r.verdict == judge(game, r.verdict.kind, cards, r.dealt + r.drawn)
            assert r.verdict.verdict != "too-few"
    # the deals are fair, so over 500 games chance explains every count
    assert all(r.verdict.verdict == "as-chance" for r in fair), [r for r in fair if r.verdict.verdict != "as-chance"]


def test_the_fair_deal_page_shows_those_numbers(recorded, qapp):
    from cardtable.ui.stats.fair_page import FairDealPage

    stats = statistics(recorded)
    page = FairDealPage()
    page.show_stats(stats)
    table = page.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    dealt, drawn = headers.index("Dealt"), headers.index("Drawn")
    shown = sorted((int(table.cell_text(r, dealt)), int(table.cell_text(r, drawn))) for r in range(table.rowCount()))
    assert shown == sorted((r.dealt, r.drawn) for r in stats.fair)
    assert page.chart.categories  # one bar pair per player for the chosen kind of card
    page.deleteLater()
