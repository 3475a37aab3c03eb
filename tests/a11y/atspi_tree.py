"""Reading the JSON accessible tree that ``tools/atspi_dump.py --json`` prints.

Shared by the AT-SPI and Orca tests: each node is a dict with ``role``,
``name``, ``description``, ``id`` (Qt's object path), ``states``,
``actions`` and ``children``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

Node = dict[str, Any]

TABLE_ID = ".TableView"  # Qt's accessible id: the object path, the view's class name last
#: A Phase 10 card named in English: "blue 7", "Wild", "Skip", "Wild (as 9)".
CARD = re.compile(r"\b(red|blue|green|yellow) \d{1,2}\b|\bWild\b|\bSkip\b", re.IGNORECASE)
HAND_SIZE = 10


def nodes(tree: Node) -> Iterator[Node]:
    yield tree
    for child in tree.get("children", []):
        yield from nodes(child)


def showing(tree: Node) -> Iterator[Node]:
    """The nodes on screen: showing, with every ancestor showing."""
    if "showing" not in tree.get("states", []) and tree.get("role") != "application":
        return
    yield tree
    for child in tree.get("children", []):
        yield from showing(child)


def one(tree: Node, role: str) -> Node:
    found = [node for node in nodes(tree) if node["role"] == role]
    assert found, f"no {role} in the accessible tree"
    return found[0]


def menu_names(tree: Node) -> list[str]:
    bar = one(tree, "menu bar")
    return [child["name"] for child in bar["children"] if child["role"] == "menu item"]


def unnamed_menu_items(tree: Node) -> list[str]:
    """Menu items without a name, by the menu they sit in."""
    bar = one(tree, "menu bar")
    gaps = []
    for menu in bar["children"]:
        for node in nodes(menu):
            if node["role"] == "menu item" and not node["name"].strip():
                gaps.append(f"{menu['name']}: {node['id']}")
    return gaps


def start_page_buttons(tree: Node) -> list[Node]:
    return [node for node in showing(tree) if node["role"] == "push button" and ".startPage." in node["id"]]


def table_node(tree: Node) -> Node:
    found = [node for node in nodes(tree) if node["id"].endswith(TABLE_ID) and "showing" in node["states"]]
    assert found, f"the table view ({TABLE_ID}) is not shown in the accessible tree"
    return found[0]


def table_children(table: Node) -> list[Node]:
    """What the table exposes beyond its own widgets (viewport, refusal bubble):
    the accessible children its interface makes for cards, piles and seats.
    A widget's id is its object path; a virtual child has its view's id (or
    one of its own), never a path below the view's."""
    below = table["id"] + "."
    return [node for node in nodes(table) if node is not table and not node["id"].startswith(below)]
