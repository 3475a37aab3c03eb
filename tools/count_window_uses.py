"""Count how much of the main window its helper modules touch.

Why: the helpers should use the window only through ``ui.window.host.WindowHost``;
this counts the attribute uses on ``window``/``w``/``host``/``parent`` (and
``self.window``/``self.host``) in each helper module at a git revision, and
names the private ones (there should be none).

    python tools/count_window_uses.py [REVISION]   # default: HEAD
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections import Counter

HELPERS = ("window/window_actions", "window/window_docks", "window/window_endings", "window/file_actions",
           "window/file_menu", "window/game_starts", "start/resume", "window/rule_help", "start/quick_start",
           "start/start_page", "start/start_lists", "keeper/opening", "replay/opening", "printing/sheets",
           "tutorial/host")
NAMES = {"window", "w", "host", "parent"}
SELF_NAMES = {"window", "_window", "host", "_host"}


def _on_window(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return node.id in NAMES
    return (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id == "self" and node.attr in SELF_NAMES)


def uses(source: str) -> Counter[str]:
    return Counter(node.attr for node in ast.walk(ast.parse(source))
                   if isinstance(node, ast.Attribute) and _on_window(node.value))


def main(revision: str = "HEAD") -> None:
    total: Counter[str] = Counter()
    for name in HELPERS:
        moved = name.startswith(("window/", "start/"))  # at the top of ui/ before it had rooms
        for place in (name, name.split("/")[-1]) if moved else (name,):
            shown = subprocess.run(["git", "show", f"{revision}:cardtable/ui/{place}.py"],
                                   capture_output=True, text=True)
            if shown.returncode == 0:
                break
        else:
            continue  # not there at this revision
        found = uses(shown.stdout)
        total += found
        if found:
            private = sorted(a for a in found if a.startswith("_"))
            print(f"  {name}: uses={sum(found.values())} attributes={len(found)} private={private}")
    private = sorted(a for a in total if a.startswith("_"))
    print(f"{revision}: uses={sum(total.values())} attributes={len(total)} private={len(private)} {private}")


if __name__ == "__main__":
    main(*sys.argv[1:2])
