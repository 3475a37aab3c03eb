"""The notation of laid cards and groups: round trips and clear errors on bad text."""

import pytest

from cardtable.engine.phase10.melds import Group, Laid, make_group


@pytest.mark.parametrize(
    ("text", "laid"),
    [
        ("R7", Laid("R7", 7, "R")),
        ("B12", Laid("B12", 12, "B")),
        ("W=7", Laid("W", 7, None)),
        ("W=12", Laid("W", 12, None)),
        ("W=G", Laid("W", None, "G")),
        ("W", Laid("W", None, None)),
        ("S", Laid("S", None, None)),
        ("W=Y3", Laid("W", 3, "Y")),
    ],
)
def test_laid_round_trip(text, laid):
    assert Laid.from_json(text) == laid
    assert laid.to_json() == text


@pytest.mark.parametrize(
    "bad", [7, None, "", "X", "R13", "R0", "r7", "W=0", "W=13", "W=07", "W=Q", "W=", "S=3", " R7"]
)
def test_laid_from_bad_text_is_a_clear_value_error(bad):
    with pytest.raises(ValueError, match=r"card|Wild"):
        Laid.from_json(bad)


def test_group_round_trip_and_run_sorting():
    data = {"kind": "run", "cards": ["B6", "R3", "G5", "W=4"]}
    group = Group.from_json(data)
    assert group.to_json() == {"kind": "run", "cards": ["R3", "W=4", "G5", "B6"]}
    assert (group.low, group.high, group.value, group.colour) == (3, 6, None, None)
    assert Group.from_json(group.to_json()) == group
    s = Group.from_json({"kind": "set", "cards": ["W=9", "R9"]})
    assert s.value == 9 and s.card_names() == ("W", "R9") and s.size == 2
    c = make_group("colour", ["W=Y", "Y2"])
    assert c.colour == "Y" and Group.from_json(c.to_json()) == c


@pytest.mark.parametrize(
    ("bad", "words"),
    [
        ([], "object"),
        ({"cards": ["R1"]}, "kind"),
        ({"kind": "pair", "cards": ["R1"]}, "kind"),
        ({"kind": "set"}, "cards"),
        ({"kind": "set", "cards": []}, "non-empty"),
        ({"kind": "set", "cards": "R1 R1"}, "list"),
        ({"kind": "set", "cards": ["R1", "X1"]}, r"cards\[1\]"),
        ({"kind": "set", "cards": ["R1"], "owner": 2}, "only"),
    ],
)
def test_group_from_bad_json_is_a_clear_value_error(bad, words):
    with pytest.raises(ValueError, match=words):
        Group.from_json(bad)
