"""Scriptable surface of the engines: ``python -m cardtable.engine``.

Subcommands (documented in docs/FORMAT.md):

* ``new --game phase10 --players 4 --seed 7 [--options JSON] [--set key=value]``
* ``legal STATE``           legal actions of the player to act
* ``apply STATE ACTION``    the new state, or exit status 3 and a rejection
* ``view STATE --seat N``   what that seat may see

STATE and ACTION are a file path, ``-`` for standard input, or inline JSON.
The exit status is 0, 2 or 3 and nothing else (docs/FORMAT.md): bad input
(including a broken command line) ends with 2 and a JSON ``{"error": ...}``
on stdout; a standard output that cannot be written ends with 2 and the
reason on stderr; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from cardtable.engine.api import EngineError, IllegalAction, InvalidState
from cardtable.engine.registry import GAME_IDS, get_rules

EXIT_BAD_INPUT = 2
EXIT_REJECTED = 3
MAX_INPUT_BYTES = 8 * 1024 * 1024


class _Parser(argparse.ArgumentParser):
    """argparse, but a broken command line is bad input like any other (exit 2 + JSON)."""

    def error(self, message: str) -> Any:
        raise InvalidState(f"{self.prog}: {message}"[:500])


def _loads(raw: str, what: str) -> Any:
    try:
        return json.loads(raw)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise InvalidState(f"{what} is not valid JSON: {exc}"[:500]) from None
    except ValueError:  # an integer of more than sys.get_int_max_str_digits() digits
        raise InvalidState(
            f"{what} holds a number with more than {sys.get_int_max_str_digits()} digits"
        ) from None


def _read_stdin(what: str) -> str:
    if sys.stdin is None:
        raise InvalidState(f"{what}: standard input is closed")
    try:
        return sys.stdin.read(MAX_INPUT_BYTES + 1)
    except (OSError, ValueError) as exc:  # UnicodeDecodeError is a ValueError
        raise InvalidState(f"cannot read {what} from standard input: {exc}"[:500]) from None


def _read_json(text_or_path: str, what: str) -> Any:
    if text_or_path == "-":
        raw = _read_stdin(what)
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
    return _loads(raw, what)


def _load_state(arg: str) -> tuple[Any, Any]:
    data = _read_json(arg, "state")
    if not isinstance(data, dict):
        raise InvalidState("a state must be a JSON object")
    rules = get_rules(data.get("game"))
    return rules, rules.state_from_json(data)


def _parse_value(key: str, text: str) -> Any:
    """A ``--set`` value: JSON if it is JSON, else the text itself."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text
    except (ValueError, RecursionError):
        return _loads(text, f"--set {key}")  # raises InvalidState with the reason


Result = tuple[int, Any]


def _cmd_new(args: argparse.Namespace) -> Result:
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
        options[key] = _parse_value(key, value)
    options["players"] = options.get("players", args.players)
    state = rules.new_game(rules.options_from_json(options), args.seed)
    return 0, rules.state_to_json(state)


def _cmd_legal(args: argparse.Namespace) -> Result:
    rules, state = _load_state(args.state)
    return 0, [rules.action_to_json(a) for a in rules.legal_actions(state)]


def _cmd_apply(args: argparse.Namespace) -> Result:
    rules, state = _load_state(args.state)
    action_doc = _read_json(args.action, "action")
    if not isinstance(action_doc, dict):
        raise InvalidState("an action must be a JSON object")
    action = rules.action_from_json(action_doc)
    try:
        new_state = rules.apply(state, action)
    except IllegalAction as exc:
        return EXIT_REJECTED, {"rejected": exc.rejection.to_json()}
    return 0, rules.state_to_json(new_state)


def _cmd_view(args: argparse.Namespace) -> Result:
    rules, state = _load_state(args.state)
    n = rules.num_players(state)
    if not 0 <= args.seat < n:
        raise InvalidState(f"seat {args.seat} does not exist; seats are 0..{n - 1}")
    view = rules.observation_to_json(rules.observation(state, args.seat))
    view["standings"] = [standing.to_json() for standing in rules.standings(state)]
    view["records"] = [row.to_json() for row in rules.records(state)]
    return 0, view


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m cardtable.engine", description=__doc__.split("\n")[0])
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


def _run(argv: list[str] | None) -> Result:
    """The exit status and the JSON document to print; writes nothing."""
    try:
        args = build_parser().parse_args(argv)
        return args.func(args)
    except EngineError as exc:
        return EXIT_BAD_INPUT, {"error": exc.message}
    except RecursionError:
        return EXIT_BAD_INPUT, {"error": "input nested too deeply"}
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError) as exc:
        # a bug of ours behind odd input: still a refusal, never a traceback
        return EXIT_BAD_INPUT, {"error": f"internal error on this input ({type(exc).__name__}: {exc})"[:500]}


def _text(obj: Any) -> str:
    text = json.dumps(obj, ensure_ascii=False, indent=1) + "\n"
    try:
        text.encode(getattr(sys.stdout, "encoding", None) or "utf-8")
    except UnicodeEncodeError:  # e.g. a lone surrogate echoed from the input
        text = json.dumps(obj, ensure_ascii=True, indent=1) + "\n"
    return text


def _silence_stdout() -> None:
    """Point file descriptor 1 at /dev/null so the exit flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _complain(message: str) -> None:
    try:
        if sys.stderr is not None:
            sys.stderr.write(f"python -m cardtable.engine: {message}\n")
            sys.stderr.flush()
    except (OSError, ValueError):
        pass


def main(argv: list[str] | None = None) -> int:
    try:
        code, obj = _run(argv)
    except SystemExit as exc:  # --help: argparse printed it already
        code, obj = (exc.code if isinstance(exc.code, int) else EXIT_BAD_INPUT), None
    if sys.stdout is None:
        _complain("standard output is closed; nothing was written")
        return EXIT_BAD_INPUT
    try:
        if obj is not None:
            sys.stdout.write(_text(obj))
        sys.stdout.flush()
    except BrokenPipeError:
        # the reader went away (e.g. `| head`): not an error of ours
        _silence_stdout()
        return code
    except (OSError, ValueError) as exc:  # a full disk, /dev/full, a closed descriptor
        _silence_stdout()
        _complain(f"cannot write to standard output: {exc}")
        return EXIT_BAD_INPUT
    return code


if __name__ == "__main__":
    sys.exit(main())
