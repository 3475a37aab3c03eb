"""Print the accessible tree of a running cardtable, as a screen reader sees it.

    /usr/bin/python3 tools/atspi_dump.py [--app cardtable] [--timeout 20] [--json]
        [--press NAME] [--wait-id SUFFIX] [--announcements [--until TEXT] [--listen S]]
        [--max-depth N] [--out FILE]

An outside AT-SPI client (Debian's ``python3-pyatspi``; run it with the
system Python, not the project's venv): it finds the application on the
accessibility bus of the current session (``DBUS_SESSION_BUS_ADDRESS``,
``DISPLAY``) and prints every node: role, name, description, states and
actions, and the accessible id Qt gives it (the path of object names or class
names, e.g. ``QApplication.MainWindow.QStackedWidget.TableView``), indented by
depth (``--json``: one nested object per node, as the AT-SPI test reads it). The app exposes its tree only when Qt's accessibility
bridge is on: start it with ``QT_ACCESSIBILITY=1
QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`` (docs/ACCESSIBILITY.md has the recipe,
with Xvfb and a private bus; ``python -m testsupport.atspi_desktop`` does it all).

``--press NAME`` first runs the default action of the first node named NAME
(a button: as if clicked), ``--wait-id SUFFIX`` then waits until a showing
node's accessible id ends with SUFFIX (e.g. ``.TableView``: the table is shown).
``--announcements`` records what the app announces for screen readers
(AT-SPI ``object:announcement`` events, sent for Qt's
``QAccessibleAnnouncementEvent``) from before the press until ``--listen``
seconds after the wait (``--until TEXT``: first until something containing
TEXT was announced, as a turn that comes after the computers' moves), and
prints them after the tree (``--json``: a list
``announcements`` of ``{"text", "politeness"}`` in the application's node;
politeness 1 polite, 2 assertive). Exit status 2: the application did not
appear (or the node to press, or the id, did not) within --timeout.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

try:
    import pyatspi
    from gi.repository import GLib
except ImportError:  # pragma: no cover - depends on the system
    sys.exit("pyatspi is missing: apt-get install python3-pyatspi (and run this with /usr/bin/python3)")

POLL_S = 0.2
POLITENESS = {1: "polite", 2: "assertive"}


def pump(seconds: float) -> None:
    """Wait, handing AT-SPI events that arrive meanwhile to their listeners."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        if time.monotonic() >= deadline:
            return
        time.sleep(min(0.02, max(0.0, deadline - time.monotonic())))


DESCRIPTION = "object:property-change:accessible-description"


class Announcements:
    """What one application gives a screen reader to say, as it comes: its
    ``object:announcement`` events (``politeness`` 1 or 2) and the new
    descriptions of its objects (``politeness`` "description"; empty ones,
    which no reader says, left out)."""

    def __init__(self, app_name: str) -> None:
        self.app_name = app_name
        self.heard: list[dict[str, Any]] = []
        pyatspi.Registry.registerEventListener(self._on_event, "object:announcement", DESCRIPTION)

    def _on_event(self, event: Any) -> None:
        try:
            app = event.host_application.name if event.host_application is not None else ""
        except Exception:
            app = ""
        if app not in ("", self.app_name):
            return
        if event.type == DESCRIPTION:
            if event.any_data:
                self.heard.append({"text": str(event.any_data), "politeness": "description"})
            return
        self.heard.append({"text": str(event.any_data), "politeness": event.detail1})

    def stop(self) -> None:
        pyatspi.Registry.deregisterEventListener(self._on_event, "object:announcement", DESCRIPTION)


def find_app(name: str) -> Any | None:
    """The application called ``name`` on the accessibility bus, once it has a window."""
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        try:
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == name and app.childCount > 0:
                return app
        except Exception:  # an application that quits while we look
            continue
    return None


def _states(node: Any) -> list[str]:
    return sorted(pyatspi.stateToString(s) for s in node.getState().getStates())


def _actions(node: Any) -> list[str]:
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]


def accessible_id(node: Any) -> str:
    try:
        return node.get_accessible_id() or ""
    except Exception:  # AT-SPI before 2.34, or a toolkit that sets none
        return ""


def describe(node: Any, depth: int = 0, max_depth: int = 40) -> dict[str, Any]:
    """One node and its children as plain data (name, role, description, states, actions)."""
    info: dict[str, Any] = {
        "role": node.getRoleName(),
        "name": node.name or "",
        "description": node.description or "",
        "id": accessible_id(node),
        "states": _states(node),
        "actions": _actions(node),
        "child_count": node.childCount,
        "children": [],
    }
    if depth < max_depth:
        for index in range(node.childCount):
            try:
                child = node.getChildAtIndex(index)
            except Exception as exc:  # a child that went away while we read
                info["children"].append({"role": "error", "name": str(exc), "children": []})
                continue
            if child is not None:
                info["children"].append(describe(child, depth + 1, max_depth))
    return info


def walk(node: Any):
    """Every node below ``node`` (depth first), ``node`` included."""
    yield node
    for index in range(node.childCount):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        if child is not None:
            yield from walk(child)


def press(app: Any, name: str) -> bool:
    """Run the first action of the first node named ``name`` that has one."""
    for node in walk(app):
        if node.name == name and _actions(node):
            return bool(node.queryAction().doAction(0))
    return False


def shows_id(app: Any, suffix: str) -> bool:
    """Whether a showing node's accessible id ends with ``suffix``."""
    return any(accessible_id(node).endswith(suffix) and node.getState().contains(pyatspi.STATE_SHOWING)
               for node in walk(app))


def wait_for(predicate, timeout: float) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        try:
            result = predicate()
        except Exception:  # the tree changes while we read it: try again
            result = None
        if result or time.monotonic() > deadline:
            return result
        pump(POLL_S)


def text_lines(info: dict[str, Any], depth: int = 0) -> list[str]:
    """The indented text form: ``role "name" (description) [states] {actions}``."""
    line = f'{"  " * depth}{info["role"]} "{info["name"]}"'
    if info.get("description"):
        line += f' ({info["description"]})'
    if info.get("states"):
        line += f' [{", ".join(info["states"])}]'
    if info.get("actions"):
        line += f' {{{", ".join(info["actions"])}}}'
    if info.get("id"):
        line += f' #{info["id"]}'
    lines = [line]
    for child in info["children"]:
        lines.extend(text_lines(child, depth + 1))
    for heard in info.get("announcements", []):
        lines.append(f'announced ({POLITENESS.get(heard["politeness"], heard["politeness"])}): {heard["text"]}')
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--app", default="cardtable", help="the application's name on the bus")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds to wait for each step")
    parser.add_argument("--json", action="store_true", help="print JSON instead of indented text")
    parser.add_argument("--press", metavar="NAME", help="first run the default action of the node NAME")
    parser.add_argument("--wait-id", metavar="SUFFIX", help="then wait until a showing node's id ends so")
    parser.add_argument("--announcements", action="store_true", help="record what the app announces")
    parser.add_argument("--listen", type=float, default=1.0, metavar="S",
                        help="with --announcements: seconds to keep listening after the wait")
    parser.add_argument("--until", metavar="TEXT",
                        help="with --announcements: first listen (up to --timeout) until something "
                             "containing TEXT is announced, then --listen seconds more")
    parser.add_argument("--max-depth", type=int, default=40)
    parser.add_argument("--out", help="write to this file instead of stdout")
    args = parser.parse_args(argv)

    app = wait_for(lambda: find_app(args.app), args.timeout)
    if app is None:
        print(f"atspi_dump: no application {args.app!r} on the accessibility bus", file=sys.stderr)
        return 2
    announcements = Announcements(args.app) if args.announcements else None
    if announcements is not None:
        pump(0.3)  # the app learns of the new listener before anything is pressed
    if args.press and not wait_for(lambda: press(app, args.press), args.timeout):
        print(f"atspi_dump: nothing named {args.press!r} with an action", file=sys.stderr)
        return 2
    if args.wait_id and not wait_for(lambda: shows_id(app, args.wait_id), args.timeout):
        print(f"atspi_dump: no showing node whose id ends with {args.wait_id!r}", file=sys.stderr)
        return 2
    tree = wait_for(lambda: describe(app, max_depth=args.max_depth), args.timeout)
    if announcements is not None:
        if args.until:
            wanted = args.until.casefold()
            deadline = time.monotonic() + args.timeout
            while time.monotonic() < deadline and not any(
                    wanted in str(heard["text"]).casefold() for heard in announcements.heard):
                pump(POLL_S)
        pump(args.listen)
        announcements.stop()
        tree["announcements"] = announcements.heard
    text = json.dumps(tree, ensure_ascii=False, indent=1) if args.json else "\n".join(text_lines(tree))
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            out.write(text + "\n")
    else:
        sys.stdout.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
