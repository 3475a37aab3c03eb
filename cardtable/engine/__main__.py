"""Scriptable surface of the engines: ``python -m cardtable.engine``.

Subcommands (documented in docs/FORMAT.md):

* ``new --game phase10 --players 4 --seed 7 [--options JSON] [--set key=value]``
* ``legal STATE``           legal actions of the player to act
* ``apply STATE ACTION``    the new state, or exit status 3 and a rejection
* ``view STATE --seat N``   what that seat may see

STATE and ACTION are a file path, ``-`` for standard input, or inline JSON.
Bad input ends with exit status 2 and a JSON ``{"error": ...}`` on stdout;
never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from cardtable.engine.api import EngineError, IllegalAction, InvalidState
from cardtable.engine.registry import GAME_IDS, get_rules

EXIT_BAD_INPUT = 2
EXIT_REJECTED = 3
MAX_INPUT_BYTES = 8 * 1024 * 1024


def _read_json(text_or_path: str, what: str) -> Any:
    if text_or_path == "-":
        raw = sys.stdin.read(MAX_INPUT_BYTES + 1)
    elif text_or_path.lstrip().startswith(("{", "[")):
        raw = text_or_path
    else:
        path = Path(text_or_path)
        try:
            if path.stat().st_size > MAX_INPUT_BYTES:
                raise InvalidState(f"{what} file is larger than {MAX_INPUT_BYTES} bytes")
            raw = path.read_text(encoding="utf-8")
        except InvalidState:
            raise
        except (OSError, UnicodeDecodeError) as exc:
            raise InvalidState(f"cannot read {what} file {str(path)!r}: {exc}") from exc
    if len(raw) > MAX_INPUT_BYTES:
        raise InvalidState(f"{what} is larger than {MAX_INPUT_BYTES} bytes")
    try:
        return json.loads(raw)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise InvalidState(f"{what} is not valid JSON: {exc}") from exc


def _load_state(arg: str) -> tuple[Any, Any]:
    data = _read_json(arg, "state")
    if not isinstance(data, dict):
        raise InvalidState("a state must be a JSON object")
    rules = get_rules(data.get("game"))
    return rules, rules.state_from_json(data)


def _parse_value(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def _emit(obj: Any) -> None:
    json.dump(obj, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


def _cmd_new(args: argparse.Namespace) -> int:
    rules = get_rules(args.game)
    options: dict[str, Any] = rules.options_to_json(rules.default_options(args.players))
    if args.options:
        extra = _read_json(args.options, "options")
        if not isinstance(extra, dict):
            raise InvalidState("options must be a JSON object")
        options.update(extra)
    for item in args.set or ():
        key, sep, value = item.partition("=")
        if not sep:
            raise InvalidState(f"--set expects key=value, got {item!r}")
        options[key] = _parse_value(value)
    options["players"] = options.get("players", args.players)
    state = rules.new_game(rules.options_from_json(options), args.seed)
    _emit(rules.state_to_json(state))
    return 0


def _cmd_legal(args: argparse.Namespace) -> int:
    rules, state = _load_state(args.state)
    _emit([rules.action_to_json(a) for a in rules.legal_actions(state)])
    return 0


def _cmd_apply(args: argparse.Namespace) -> int:
    rules, state = _load_state(args.state)
    action_doc = _read_json(args.action, "action")
    if not isinstance(action_doc, dict):
        raise InvalidState("an action must be a JSON object")
    action = rules.action_from_json(action_doc)
    try:
        new_state = rules.apply(state, action)
    except IllegalAction as exc:
        _emit({"rejected": exc.rejection.to_json()})
        return EXIT_REJECTED
    _emit(rules.state_to_json(new_state))
    return 0


def _cmd_view(args: argparse.Namespace) -> int:
    rules, state = _load_state(args.state)
    n = rules.num_players(state)
    if not 0 <= args.seat < n:
        raise InvalidState(f"seat {args.seat} does not exist; seats are 0..{n - 1}")
    view = rules.observation_to_json(rules.observation(state, args.seat))
    view["standings"] = [standing.to_json() for standing in rules.standings(state)]
    view["records"] = [row.to_json() for row in rules.records(state)]
    _emit(view)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m cardtable.engine", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p_new = sub.add_parser("new", help="a new game from options and a seed")
    p_new.add_argument("--game", choices=GAME_IDS, default="phase10")
    p_new.add_argument("--players", type=int, default=2)
    p_new.add_argument("--seed", type=int, default=0)
    p_new.add_argument("--options", help="options as JSON (inline, file or -)")
    p_new.add_argument("--set", action="append", metavar="KEY=VALUE", help="one option")
    p_new.set_defaults(func=_cmd_new)
    p_legal = sub.add_parser("legal", help="legal actions of the player to act")
    p_legal.add_argument("state")
    p_legal.set_defaults(func=_cmd_legal)
    p_apply = sub.add_parser("apply", help="apply an action; exit 3 if it is illegal")
    p_apply.add_argument("state")
    p_apply.add_argument("action")
    p_apply.set_defaults(func=_cmd_apply)
    p_view = sub.add_parser("view", help="the observation of one seat")
    p_view.add_argument("state")
    p_view.add_argument("--seat", type=int, required=True)
    p_view.set_defaults(func=_cmd_view)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except (EngineError, RecursionError) as exc:
        _emit({"error": getattr(exc, "message", None) or "input nested too deeply"})
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        # the reader went away (e.g. `| head`): not an error of ours
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
