"""The page's JavaScript type-checks (``tsc --checkJs --noEmit`` with the
repository's tsconfig.json: JSDoc types, strict), and it holds no inline
script or inline event handler (the host's Content-Security-Policy forbids
them). tsc comes from ``npm install`` (package.json, a local node_modules);
without it the check is skipped with the reason."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "cardtable" / "web" / "static"


def _tsc() -> list[str] | None:
    local = ROOT / "node_modules" / ".bin" / "tsc"
    if local.exists():
        return [str(local)]
    return None


def test_the_pages_javascript_type_checks():
    tsc = _tsc()
    if tsc is None or shutil.which("node") is None:
        pytest.skip("TypeScript is not installed here: run `npm install` in the repository (node_modules/.bin/tsc)")
    run = subprocess.run([*tsc, "-p", str(ROOT / "tsconfig.json")], capture_output=True, text=True, cwd=ROOT,
                         check=False)
    assert run.returncode == 0, run.stdout + run.stderr


def test_no_inline_script_or_handler_or_style():
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"<script(?![^>]*\bsrc=)", html), "inline script"
    assert not re.search(r"\son[a-z]+\s*=", html), "inline event handler"
    assert "style=" not in html
    for script in STATIC.glob("*.js"):
        text = script.read_text(encoding="utf-8")
        assert "innerHTML" not in text and "eval(" not in text and "new Function" not in text, script.name
        assert "setAttribute(\"style\"" not in text, script.name


def test_every_module_is_small_and_says_why_it_exists():
    for script in STATIC.glob("*.js"):
        lines = script.read_text(encoding="utf-8").splitlines()
        assert len(lines) <= 500, script.name
        assert lines[0].startswith("//"), f"{script.name}: no opening comment"
