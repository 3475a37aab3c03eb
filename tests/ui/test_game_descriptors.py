"""One descriptor per game: the UI asks it instead of comparing game ids.

Every game of ``cardtable.games.GAMES`` has a UI descriptor
(``cardtable.ui.games``); the lists of games the user meets (the new-game
dialog, the blank score sheet, the history's filter) come from it; outside
the engine and the per-game modules hardly any code compares game ids, and
the player range is written only in the engine (``cardtable.games``).
"""

from __future__ import annotations

import re
from pathlib import Path

from cardtable.games import GAME_IDS, GAMES
from cardtable.ui.games import all_game_uis, find_ui, ui_for

ROOT = Path(__file__).resolve().parents[2] / "cardtable"

# comparisons of game ids as the one-descriptor-per-game goal counts them, plus constants and switch dicts
COMPARISON = re.compile(
    r"""==\s*"(phase10|skipbo)"|!=\s*"(phase10|skipbo)"|==\s*(PHASE10|SKIPBO)\b|!=\s*(PHASE10|SKIPBO)\b"""
    r"""|in \("phase10"|"(phase10|skipbo)" (==|!=|in)|\.get\("(phase10|skipbo)"|\["(phase10|skipbo)"\]"""
    r"""|\{"(phase10|skipbo)":"""
)
PLAYER_RANGE = re.compile(r"setRange\(2,\s*6\)|\b2\s*<=\s*\w+\s*<=\s*6\b|range\(2,\s*7\)")
# where a game may name itself: the engine, cardtable.games and the per-game modules
PER_GAME = (
    "engine/",
    "games.py",
    "ui/games/",
    "stats/games/",
    "keeper/phase10.py",
    "keeper/skipbo.py",
    "ui/dialogs/phase10_options.py",
    "ui/dialogs/skipbo_options.py",
    "ui/table/games/",
)
MAX_COMPARISONS = 4


def _shared_sources() -> list[tuple[str, str]]:
    out = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if not rel.startswith(PER_GAME):
            out.append((rel, path.read_text(encoding="utf-8")))
    return out


def test_every_game_has_a_ui_descriptor():
    assert [ui.id for ui in all_game_uis()] == list(GAME_IDS)
    for game in GAMES:
        described = ui_for(game.id)
        assert described.info is game
        assert described.name() and described.sheet.title and described.rule_prefix
        assert set(described.level_texts()) == {"easy", "medium", "hard"}
    assert find_ui("chess") is None


def test_game_ids_are_compared_only_in_per_game_code():
    hits = [f"{rel}:{number}: {line.strip()}"
            for rel, text in _shared_sources()
            for number, line in enumerate(text.splitlines(), start=1) if COMPARISON.search(line)]
    assert len(hits) <= MAX_COMPARISONS, "\n".join(hits)


def test_the_player_range_is_written_only_in_the_engine():
    hits = [f"{rel}: {match.group()}" for rel, text in _shared_sources() for match in PLAYER_RANGE.finditer(text)]
    assert not hits, hits


def test_the_dialogs_list_every_game_once(qtbot, tmp_path):
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.printing.dialogs import BlankSheetDialog
    from cardtable.ui.settings import Settings
    from cardtable.ui.stats.history_window import HistoryWindow

    new_game = NewGameDialog(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(new_game)
    assert [new_game.game.itemText(i) for i in range(new_game.game.count())] == \
        [ui.name() for ui in all_game_uis()]
    assert new_game.pages.count() == len(GAMES)
    assert set(new_game.choices()) >= set(GAME_IDS)  # each page's remembered choices

    blank = BlankSheetDialog()
    qtbot.addWidget(blank)
    assert [blank.game.itemData(i) for i in range(blank.game.count())] == list(GAME_IDS)
    for index, game in enumerate(GAMES):
        blank.game.setCurrentIndex(index)
        assert (blank.players.minimum(), blank.players.maximum()) == (game.min_players, game.max_players)

    history = HistoryWindow(None, path=tmp_path / "h.sqlite3")
    qtbot.addWidget(history)
    assert [history.game.itemData(i) for i in range(1, history.game.count())] == list(GAME_IDS)
