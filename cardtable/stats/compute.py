"""The figures of the statistics window and ``python -m cardtable.stats``.

Everything is computed from the history database with a handful of grouped
queries (``persistence.history_queries``: fast with 10,000 games, see
benchmarks/history.py), per player profile and game. Computer players are one profile per level, so "win rate
against hard" means: games in which a hard computer sat at the table. A game
with two computers of one level counts once for that level (won if either
won), and a level never plays against itself.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from cardtable.games import GAME_IDS, PHASE10, game_info
from cardtable.persistence import history_queries as q
from cardtable.persistence.history import History
from cardtable.stats.fairdeal import KINDS, Verdict, judge

OPPONENTS = ("easy", "medium", "hard", "people")


@dataclass
class PlayerStats:
    """One player (profile) in one game (``phase10`` / ``skipbo``)."""

    profile_id: int
    name: str
    kind: str
    level: str | None
    game: str
    games: int = 0
    wins: int = 0
    against: dict[str, list[int]] = field(default_factory=dict)  # opponent -> [games, wins]
    current_streak: int = 0  # wins in a row up to the last game
    best_streak: int = 0
    # Phase 10
    rounds: int = 0
    phases_laid: int = 0
    penalty: int = 0
    finished_games: int = 0  # games played to the end (rounds to finish)
    finished_rounds: int = 0
    phase_failures: dict[int, list[int]] = field(default_factory=dict)  # phase -> [tries, failed]
    # Skip-Bo
    lost_deals: int = 0
    stock_left_lost: int = 0
    matches: int = 0
    match_deals: int = 0

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    def rate_against(self, opponent: str) -> float | None:
        games, wins = self.against.get(opponent, (0, 0))
        return wins / games if games else None

    @property
    def phases_per_round(self) -> float | None:
        return self.phases_laid / self.rounds if self.rounds else None

    @property
    def penalty_per_round(self) -> float | None:
        return self.penalty / self.rounds if self.rounds else None

    @property
    def rounds_to_finish(self) -> float | None:
        return self.finished_rounds / self.finished_games if self.finished_games else None

    @property
    def stock_left_when_losing(self) -> float | None:
        return self.stock_left_lost / self.lost_deals if self.lost_deals else None

    @property
    def games_to_target(self) -> float | None:
        return self.match_deals / self.matches if self.matches else None

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["against"] = {k: {"games": v[0], "wins": v[1], "win_rate": self.rate_against(k)}
                          for k, v in self.against.items()}
        out["phase_failures"] = {str(k): {"tries": v[0], "failed": v[1]} for k, v in self.phase_failures.items()}
        out.update(win_rate=self.win_rate, phases_per_round=self.phases_per_round,
                   penalty_per_round=self.penalty_per_round, rounds_to_finish=self.rounds_to_finish,
                   stock_left_when_losing=self.stock_left_when_losing, games_to_target=self.games_to_target)
        return out


@dataclass(frozen=True)
class FairRow:
    """The fair-deal check of one kind of card for one player in one game."""

    profile_id: int
    name: str
    kind: str
    level: str | None
    game: str
    dealt: int  # cards of this kind dealt
    drawn: int  # cards of this kind drawn blind
    verdict: Verdict

    def to_json(self) -> dict[str, Any]:
        v = self.verdict
        return {"profile_id": self.profile_id, "name": self.name, "kind": self.kind, "level": self.level,
                "game": self.game, "card": v.kind, "dealt": self.dealt, "drawn": self.drawn,
                "cards": v.cards, "count": v.count, "expected": v.expected, "z": v.z, "verdict": v.verdict}


@dataclass
class Statistics:
    players: list[PlayerStats]
    fair: list[FairRow]
    games: int

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "players": [p.to_json() for p in self.players],
                "fair_deal": [f.to_json() for f in self.fair]}


def statistics(history: History) -> Statistics:
    """Every player's figures per game, and the fair-deal check."""
    profiles = q.profile_names(history)
    table: dict[tuple[int, str], PlayerStats] = {}

    def entry(pid: int, game: str) -> PlayerStats:
        if (pid, game) not in table:
            name, kind, level = profiles[pid]
            table[pid, game] = PlayerStats(pid, name, kind, level, game)
        return table[pid, game]

    for row in q.seat_sums(history):
        pid, game, games, wins, *against = row[:12]
        stats = entry(pid, game)
        stats.games, stats.wins = games, wins
        for index, opponent in enumerate(OPPONENTS):
            if against[2 * index]:
                stats.against[opponent] = [against[2 * index], against[2 * index + 1]]
        stats.rounds, stats.phases_laid, stats.penalty, stats.lost_deals, stats.stock_left_lost = row[12:17]
        stats.matches, stats.match_deals = row[17:19]
        if game in GAME_IDS and game_info(game).record_kind == "round":  # rounds to finish a game (Phase 10)
            stats.finished_games, stats.finished_rounds = games, row[19]
    for pid, game, won in q.results_in_order(history):
        stats = table[pid, game]
        stats.current_streak = stats.current_streak + 1 if won else 0
        if stats.current_streak > stats.best_streak:
            stats.best_streak = stats.current_streak
    for pid, phase, tries, failed in q.phase_sums(history):
        entry(pid, PHASE10.id).phase_failures[phase] = [tries, failed]
    return Statistics(sorted(table.values(), key=_order), fair_deal(history, profiles), history.count())


def _order(stats: PlayerStats) -> tuple[Any, ...]:
    computer = stats.kind == "computer"
    return (stats.game, computer, OPPONENTS.index(stats.level) if computer else 0, stats.name.casefold())


def fair_deal(history: History, profiles: q.ProfileNames) -> list[FairRow]:
    """Per player, game and kind of card: counted against chance."""
    counts: dict[tuple[int, str], dict[str, tuple[int, int]]] = {}
    for pid, game, kind, dealt, drawn in q.deal_sums(history):
        counts.setdefault((pid, game), {})[kind] = (dealt, drawn)
    rows = []
    for (pid, game), kinds in counts.items():
        cards = sum(a + b for a, b in kinds.values())
        name, kind, level = profiles[pid]
        for card in KINDS[game]:
            dealt, drawn = kinds.get(card, (0, 0))
            rows.append(FairRow(pid, name, kind, level, game, dealt, drawn, judge(game, card, cards, dealt + drawn)))
    rows.sort(key=lambda r: (r.game, r.kind == "computer", OPPONENTS.index(r.level) if r.level else 0,
                             r.name.casefold(), KINDS[r.game].index(r.verdict.kind)))
    return rows


# -- chart data ----------------------------------------------------------------------
def win_rate_over_time(history: History, profile_id: int, game: str) -> list[float]:
    """The running win rate after each game of a player, oldest first."""
    out, wins = [], 0
    for index, won in enumerate(q.results_of(history, profile_id, game), start=1):
        wins += won
        out.append(wins / index)
    return out
