"""The ten phases of Phase 10 as data (docs/RULES.md points here for the table).

Everything else that asks "what does phase n need?" (laying down, the AI's
hand evaluation, the score sheet, the rules text) reads it from here, so the
table exists once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

KINDS = ("set", "run", "colour")


@dataclass(frozen=True)
class GroupSpec:
    """One group a phase requires: a set, run or colour group of ``size`` cards."""

    kind: str  # "set" | "run" | "colour"
    size: int


def _spec(*parts: tuple[str, int]) -> tuple[GroupSpec, ...]:
    return tuple(GroupSpec(kind, size) for kind, size in parts)


PHASES: Mapping[int, tuple[GroupSpec, ...]] = MappingProxyType(
    {
        1: _spec(("set", 3), ("set", 3)),
        2: _spec(("set", 3), ("run", 4)),
        3: _spec(("set", 4), ("run", 4)),
        4: _spec(("run", 7)),
        5: _spec(("run", 8)),
        6: _spec(("run", 9)),
        7: _spec(("set", 4), ("set", 4)),
        8: _spec(("colour", 7)),
        9: _spec(("set", 5), ("set", 2)),
        10: _spec(("set", 5), ("set", 3)),
    }
)

# P10-17 setting: a laid phase needs at least one number card in the whole
# phase (edition 2026), in every group (a stricter house rule), or never
# (edition classic: any number of Wilds).
NATURAL_RULES = ("per_phase", "per_group", "none")


def specs(phase: int) -> tuple[GroupSpec, ...]:
    """The groups of ``phase``; ValueError for a number that is no phase."""
    try:
        return PHASES[phase]
    except (KeyError, TypeError):
        raise ValueError(f"there is no phase {phase!r}; phases are 1 to 10") from None


def phase_cards(phase: int) -> int:
    """How many cards laying ``phase`` takes at least."""
    return sum(spec.size for spec in specs(phase))


_KIND_WORDS = {"set": ("set", "sets"), "run": ("run", "runs")}


def describe(phase: int) -> str:
    """The requirement in English, as in the rules table: "2 sets of 3"."""
    groups = specs(phase)
    if groups[0].kind == "colour":
        return f"{groups[0].size} cards of one colour"
    if len(groups) == 2 and groups[0] == groups[1]:
        return f"2 {_KIND_WORDS[groups[0].kind][1]} of {groups[0].size}"
    return " + ".join(f"1 {_KIND_WORDS[g.kind][0]} of {g.size}" for g in groups)


def check_natural_rule(natural_rule: str) -> None:
    """ValueError unless ``natural_rule`` is one of NATURAL_RULES."""
    if natural_rule not in NATURAL_RULES:
        raise ValueError(
            f"unknown natural-card rule {natural_rule!r}; expected one of {', '.join(NATURAL_RULES)}"
        )
