"""docs/RULES.md is the project's own list of rule ids: every id the code, the
tests and the in-app rules texts use is defined there, every id defined there
is used, and each names an engine function that exists."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE = ROOT / "docs" / "RULES.md"
RULE_ID = re.compile(r"\b(?:P10|SB)-V?\d+\b")
ROW = re.compile(r"^\| ((?:P10|SB)-V?\d+) \| (.+?) \| (.+?) \| `([\w/]+)\.py:([\w.]+)` \|$")


def catalogue() -> dict[str, tuple[str, str, str, str]]:
    """id -> (rule text, depends on, engine module, function) from docs/RULES.md."""
    rows = {}
    for line in CATALOGUE.read_text(encoding="utf-8").splitlines():
        match = ROW.match(line)
        if match:
            rule, text, depends, module, function = match.groups()
            assert rule not in rows, f"{rule} is defined twice"
            rows[rule] = (text, depends, module, function)
    return rows


def ids_in(paths) -> dict[str, set[str]]:
    """rule id -> the files (relative to the repository) that mention it."""
    found: dict[str, set[str]] = {}
    for path in paths:
        for rule in RULE_ID.findall(path.read_text(encoding="utf-8")):
            found.setdefault(rule, set()).add(str(path.relative_to(ROOT)))
    return found


def test_catalogue_rows_are_complete():
    rows = catalogue()
    table_lines = [line for line in CATALOGUE.read_text(encoding="utf-8").splitlines()
                   if RULE_ID.match(line.removeprefix("| "))]
    assert len(rows) == len(table_lines), "a table row of docs/RULES.md does not have the four columns"
    assert len([r for r in rows if r.startswith("P10-")]) == 28
    assert len([r for r in rows if r.startswith("SB-")]) == 20
    for rule, (text, depends, _module, _function) in rows.items():
        assert text.count(". ") <= 3 and len(text) < 400, f"{rule}: one or two sentences"
        assert depends.strip(), rule


def test_every_id_used_is_defined_and_every_defined_id_is_used():
    defined = set(catalogue())
    code = ids_in(p for p in (ROOT / "cardtable").rglob("*.py"))
    texts = ids_in((ROOT / "assets" / "rules").rglob("*.html"))
    tests = ids_in(p for p in (ROOT / "tests").rglob("*.py") if p.name != Path(__file__).name)
    used = {**code, **texts, **tests}
    undefined = {rule: sorted(files) for rule, files in used.items() if rule not in defined}
    assert not undefined, f"rule ids used but not defined in docs/RULES.md: {undefined}"
    assert defined - set(code) == set(), "defined but cited nowhere in cardtable/"
    assert defined - set(texts) == set(), "defined but missing from the rules texts"


def test_enforcing_functions_exist():
    for rule, (_text, _depends, module, function) in catalogue().items():
        obj = importlib.import_module("cardtable.engine." + module.replace("/", "."))
        for part in function.split("."):
            obj = getattr(obj, part, None)
            assert obj is not None, f"{rule}: cardtable/engine/{module}.py has no {function}"
        assert callable(obj), rule
