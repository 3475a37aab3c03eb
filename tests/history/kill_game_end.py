"""Subprocess of test_killed_game_end: a game ends and the app is killed at one point.

Usage: python -m tests.history.kill_game_end POINT (data folder from
CARDTABLE_DATA_DIR). It plays a short game and then does what the app does
when a game ends, with the app's own functions: the autosave after every
turn (``controller.saving.write_autosave``, also for the finished game),
then the game-over hook (``controller.recording.record_finished``: the
history writer commits the game, then deletes the autosave). It kills
itself with SIGKILL at POINT:

- ``before-final``: the last turn's autosave is not written yet;
- ``autosaved``: the finished game is autosaved, the history not touched;
- ``mid-commit``: inside the history transaction, before its COMMIT;
- ``committed``: the game is committed, the autosave not deleted yet;
- ``none``: not killed (prints "done").
"""

from __future__ import annotations

import os
import signal
import sys
from types import SimpleNamespace

from cardtable.controller import recording, saving
from cardtable.persistence import history as history_module
from cardtable.persistence.autosave import AutosaveSlot
from cardtable.seats import Seat
from tests.history.selfplay import play

SLOT = "game-killed-end"


def kill() -> None:
    sys.stdout.flush()
    os.kill(os.getpid(), signal.SIGKILL)


def main() -> None:
    point = sys.argv[1]
    played = play("skipbo", 3, [Seat("Anna"), Seat("C", "computer", "easy")])
    rules = played.rules
    state = rules.new_game(played.options, played.seed)
    for action in played.actions[:-1]:
        state = rules.apply(state, action)
    game = SimpleNamespace(rules=rules, options=played.options, seed=played.seed, seats=played.seats,
                           history=tuple(played.actions[:-1]), state=state, started_at=None,
                           is_over=lambda: False)
    slot = AutosaveSlot(SLOT)
    saving.write_autosave(game, slot)  # the turn before the last one
    if point == "before-final":
        kill()
    game.history, game.state, game.is_over = tuple(played.actions), played.state, lambda: True
    saving.write_autosave(game, slot)  # the finished game
    if point == "autosaved":
        kill()
    if point == "mid-commit":
        insert = history_module._insert

        def insert_then_die(conn, record):
            insert(conn, record)
            kill()  # the rows are written, the transaction is not committed

        history_module._insert = insert_then_die
    if point == "committed":
        record = history_module.History.record

        def record_then_die(self, finished):
            game_id = record(self, finished)
            kill()  # committed; the writer has not deleted the autosave yet
            return game_id

        history_module.History.record = record_then_die
    recording.record_finished(game, slot)
    recording.flush_pending(30.0)
    print("done", flush=True)


if __name__ == "__main__":
    main()
