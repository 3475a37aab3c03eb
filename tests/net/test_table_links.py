"""The links that seat somebody at a table in a browser, and ``cardtable-server new`` printing them."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.net.__main__ import main
from cardtable.net.links import address_link, public_base, table_links


def test_a_link_per_address_with_the_code_in_the_path() -> None:
    assert table_links("k7qm-2x", 8765, ["192.168.1.20", "fd00::5"]) == [
        "http://192.168.1.20:8765/t/K7QM2X", "http://[fd00::5]:8765/t/K7QM2X"]
    assert address_link("10.0.0.3", 9000, "ABC234") == "http://10.0.0.3:9000/t/ABC234"
    assert table_links("ABC234", 8765, [], public_url="https://cards.example.org/") == [
        "https://cards.example.org/t/ABC234"]
    assert table_links("ABC234", 8765, []) == []
    for bad in ("cards.example.org", "ftp://x", "https://x/?a=1"):
        with pytest.raises(ValueError):
            public_base(bad)


def test_new_prints_the_code_then_the_link(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["new", "--data", str(tmp_path), "--game", "skipbo", "--seats", "person,person",
                 "--public-url", "https://cards.example.org"]) == 0
    code, link = capsys.readouterr().out.split()
    assert len(code) == 6 and link == f"https://cards.example.org/t/{code}"
    assert main(["new", "--data", str(tmp_path), "--game", "skipbo", "--seats", "person,person",
                 "--port", "9001"]) == 0
    code, *links = capsys.readouterr().out.split()
    assert all(link.startswith("http://") and link.endswith(f":9001/t/{code}") for link in links)


def test_a_bad_origin_is_said_before_serving(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--port", "0", "--data", str(tmp_path), "--origin", "cards.example.org"]) == 1
    assert "cards.example.org" in capsys.readouterr().err
