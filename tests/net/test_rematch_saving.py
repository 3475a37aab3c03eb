"""The table's next game on disk: whatever instant the host is killed at (the
new game's checkpoint written or not yet, the finished game's own last
checkpoint lost), the files give back exactly the game being played, never
a move of the finished game played into the new one."""

from __future__ import annotations

import json
import random
import shutil

from cardtable.net.saving import TableStore, all_journals, load_table, load_tables
from tests.net.table_files import plan_and_write, play_random
from tests.net.test_rematch_table import finish, finished_table


def _plan(store, table, pending, write):
    """What the host does after a change (``plan_and_write``, no admin)."""
    plan_and_write(store, table, None, pending, write)


def _same(folder, table, tmp_path, name):
    """Load a copy of the folder as it is now (a kill now) and compare."""
    copy = tmp_path / name
    shutil.copytree(folder, copy)
    back, _admin = load_table(copy, table.code)
    assert (back.game_number, back.seed, back.seq) == (table.game_number, table.seed, table.seq)
    assert back.state == table.state and back.options == table.options
    assert [s.token for s in back.seats] == [s.token for s in table.seats]
    return back


def _play_on(table, rng, moves):
    play_random(table, rng, moves)


def test_a_kill_at_any_point_of_the_next_game_loses_nothing(tmp_path):
    for game in ("skipbo", "phase10"):
        folder = tmp_path / game
        table = finished_table(game, kinds=("person", "person"))
        store, pending = TableStore(folder, table.code), []
        _plan(store, table, pending, write=True)  # the finished game on disk (its journals gone)
        table.answer_rematch(0, "propose")
        table.answer_rematch(1, "accept")
        rng = random.Random(5)
        for step in range(40):
            _plan(store, table, pending, write=step % 7 == 6)  # most checkpoints still waiting at the kill
            back = _same(folder, table, tmp_path, f"{game}-{step}")
            assert back.game_number == 2 and not back.over()
            _play_on(table, rng, 5)
        finish(table, rng)
        _plan(store, table, pending, write=True)
        assert _same(folder, table, tmp_path, f"{game}-end").over()


def test_the_finished_games_own_last_checkpoint_lost_is_no_harm(tmp_path):
    """Skip-Bo's short game has one journal at position 0; the game-over
    checkpoint was overtaken by the next game's (never written): the next
    game's journal is another file, and the finished one's lines are never read into it."""
    table = finished_table("skipbo", kinds=("person", "person"))
    finished_moves = list(table.action_docs)
    store, pending = TableStore(tmp_path, table.code), []
    table.actions, table.action_docs = [], []
    from cardtable.engine.replay import final_state

    seed = table.seed
    table.state = final_state(table.rules, table.options, seed, ())
    _plan(store, table, pending, write=True)  # the first checkpoint, at position 0
    rules = table.rules
    for doc in finished_moves:  # the game played again, every move journalled at position 0
        table.actions.append(rules.action_from_json(doc))
        table.action_docs.append(doc)
        table.state = rules.apply(table.state, table.actions[-1])
        _plan(store, table, pending, write=False)
    pending.clear()  # the game-over checkpoint never reached the disk
    assert table.over() and 0 in dict(all_journals(tmp_path, table.code)[1])
    table.answer_rematch(0, "propose")
    table.answer_rematch(1, "accept")
    rng = random.Random(2)
    _play_on(table, rng, 12)
    _plan(store, table, pending, write=False)
    back = _same(tmp_path, table, tmp_path, "kill")
    assert back.seq == 12
    _plan(store, table, pending, write=True)
    assert 1 not in all_journals(tmp_path, table.code)  # the finished game's journal went with the checkpoint
    _same(tmp_path, table, tmp_path, "written")


def test_the_seats_file_and_each_journal_of_the_next_game_say_which_game_it_is(tmp_path):
    table = finished_table("phase10", kinds=("person", "person"))
    store, pending = TableStore(tmp_path, table.code), []
    _plan(store, table, pending, write=True)
    table.answer_rematch(0, "propose")
    table.answer_rematch(1, "accept")
    _plan(store, table, pending, write=True)
    assert json.loads((tmp_path / f"table-{table.code}.seats.json").read_text())["game"] == 2
    _play_on(table, random.Random(1), 3)
    _plan(store, table, pending, write=False)
    [(base, path)] = all_journals(tmp_path, table.code)[2]
    assert path.name == f"table-{table.code}.g2.{base}.moves"
    first = json.loads(path.read_text().splitlines()[0])
    assert first == {"game": 2, "seed": table.seed, "options": table.rules.options_to_json(table.options)}
    assert [t.code for t, _admin in load_tables(tmp_path)] == [table.code]  # a game in play: re-opened


def test_a_torn_first_line_of_the_next_game_leaves_the_finished_game(tmp_path):
    table = finished_table("skipbo", kinds=("person", "person"))
    store, pending = TableStore(tmp_path, table.code), []
    _plan(store, table, pending, write=True)
    finished_seed = table.seed
    table.answer_rematch(0, "propose")
    table.answer_rematch(1, "accept")
    _plan(store, table, pending, write=False)
    [(_base, path)] = all_journals(tmp_path, table.code)[2]
    path.write_bytes(path.read_bytes()[:17])  # the kill came mid-write: nothing of the new game was played
    back, _admin = load_table(tmp_path, table.code)
    assert back.game_number == 1 and back.seed == finished_seed and back.over()
