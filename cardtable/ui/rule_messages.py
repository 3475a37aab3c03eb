"""An engine Rejection (rule id + params) as a sentence in the player's language.

The engine explains a refused move in English for logs and the CLI; players
read this instead: one translatable sentence per rule id of docs/RULES.md (plus a
few more precise ones when the engine passes the numbers they need). An
unknown rule id falls back to the engine's English message, so a new rule is
never shown as an empty line.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.engine.api import Rejection
from cardtable.ui.table.games.phase10_labels import phase_requirement

# refusals that are no rule of the game: said without "Rule …"
NOT_RULES = frozenset({"APP-HOST"})


def _waiting_for_host() -> str:
    # network code loads only for a network table
    from cardtable.controller.remote_texts import waiting_for_host

    return waiting_for_host()


def _sentences() -> dict[str, str]:
    return {
        # --- Phase 10 -------------------------------------------------------
        "P10-1": QCoreApplication.translate("RuleMessages", "That is not a card of the Phase 10 deck."),
        "P10-2": QCoreApplication.translate("RuleMessages", "Phase 10 is played by 2 to 6 players."),
        "P10-3": QCoreApplication.translate("RuleMessages", "Play goes clockwise, starting left of the dealer."),
        "P10-4": QCoreApplication.translate("RuleMessages", "Every player plays their own current phase."),
        "P10-5": QCoreApplication.translate("RuleMessages", "A Skip turned up at the start skips the first player."),
        "P10-6": QCoreApplication.translate("RuleMessages", "One card can belong to one group only."),
        "P10-7": QCoreApplication.translate("RuleMessages", "Two sets of a phase may share the same value."),
        "P10-8": QCoreApplication.translate("RuleMessages", "This phase has no room for that group: a phase never gets an extra group."),
        "P10-9": QCoreApplication.translate("RuleMessages", "Runs use the values 1 to 12 only; 12 and 1 are not next to each other."),
        "P10-10": QCoreApplication.translate("RuleMessages", "Draw exactly one card, from the draw pile or the discard pile; a Skip cannot be taken from the discard pile."),
        "P10-11": QCoreApplication.translate("RuleMessages", "Only your complete current phase can be laid down, once per round, before you discard."),
        "P10-12": QCoreApplication.translate("RuleMessages", "Extra cards laid with the phase must extend the phase's own groups."),
        "P10-13": QCoreApplication.translate("RuleMessages", "You may hit only after laying down your own phase, and the card must fit the group."),
        "P10-14": QCoreApplication.translate("RuleMessages", "End your turn by discarding one card."),
        "P10-15": QCoreApplication.translate("RuleMessages", "The round is over: a player went out."),
        "P10-16": QCoreApplication.translate("RuleMessages", "There is no card to draw."),
        "P10-17": QCoreApplication.translate("RuleMessages", "A Wild stands for any value or colour, but this edition needs at least one number card here."),
        "P10-18": QCoreApplication.translate("RuleMessages", "A laid Wild stays where it is until the round ends."),
        "P10-19": QCoreApplication.translate("RuleMessages", "A Skip can never be part of a phase or a hit."),
        "P10-20": QCoreApplication.translate("RuleMessages", "A Skip is played as your discard, in front of an opponent you choose."),
        "P10-21": QCoreApplication.translate("RuleMessages", "That player already has a Skip in front of them: choose another player."),
        "P10-22": QCoreApplication.translate("RuleMessages", "A Skip that you go out with has no effect: discard it to go out."),
        "P10-23": QCoreApplication.translate("RuleMessages", "Cards left in the hand score penalty points."),
        "P10-24": QCoreApplication.translate("RuleMessages", "Only players who laid their phase advance to the next phase."),
        "P10-25": QCoreApplication.translate("RuleMessages", "The game is over."),
        "P10-V1": QCoreApplication.translate("RuleMessages", "In this variant everybody moves on one phase after each of the 10 rounds."),
        "P10-V2": QCoreApplication.translate("RuleMessages", "Only the chosen phases are played in this game."),
        "P10-V3": QCoreApplication.translate("RuleMessages", "Knocking is not possible now: only another player may claim a discard, and nobody may knock twice in a row."),
        # --- Skip-Bo ----------------------------------------------------------
        "SB-1": QCoreApplication.translate("RuleMessages", "That is not a card of the Skip-Bo deck."),
        "SB-2": QCoreApplication.translate("RuleMessages", "Skip-Bo is played by 2 to 6 players."),
        "SB-3": QCoreApplication.translate("RuleMessages", "That player does not start this game."),
        "SB-4": QCoreApplication.translate("RuleMessages", "Only the top card of your own stock pile can be played."),
        "SB-5": QCoreApplication.translate("RuleMessages", "Cards from the draw pile only refill the hand."),
        "SB-6": QCoreApplication.translate("RuleMessages", "There are at most four building piles."),
        "SB-7": QCoreApplication.translate("RuleMessages", "You have at most four discard piles, and only their top cards can be played."),
        "SB-8": QCoreApplication.translate("RuleMessages", "First fill your hand up to five cards."),
        "SB-9": QCoreApplication.translate("RuleMessages", "Play onto building piles from your hand, your stock pile or your own discard piles."),
        "SB-10": QCoreApplication.translate("RuleMessages", "The next stock card is turned up once the top one is played."),
        "SB-11": QCoreApplication.translate("RuleMessages", "With an empty hand you draw five more cards and go on."),
        "SB-12": QCoreApplication.translate("RuleMessages", "End your turn by discarding one hand card onto one of your discard piles."),
        "SB-13": QCoreApplication.translate("RuleMessages", "Only hand cards can be discarded, and only the top card of a discard pile can be played."),
        "SB-14": QCoreApplication.translate("RuleMessages", "An empty building pile starts only with a 1 or a SKIP-BO card."),
        "SB-15": QCoreApplication.translate("RuleMessages", "A card must be exactly one higher than the top of the building pile."),
        "SB-16": QCoreApplication.translate("RuleMessages", "A building pile that reaches 12 is complete and set aside."),
        "SB-17": QCoreApplication.translate("RuleMessages", "The completed building piles are shuffled into a new draw pile."),
        "SB-18": QCoreApplication.translate("RuleMessages", "The game is over: a player emptied their stock pile."),
        "SB-19": QCoreApplication.translate("RuleMessages", "The game is blocked: for a long time nobody played a stock card."),
        "SB-V1": QCoreApplication.translate("RuleMessages", "The match is scored to 500 points."),
        # --- the app's own --------------------------------------------------------
        "APP-TURN": QCoreApplication.translate("RuleMessages", "It is not your turn."),
        "APP-OVER": QCoreApplication.translate("RuleMessages", "The game is over."),
        "APP-LESSON": QCoreApplication.translate("RuleMessages", "This lesson asks for another move: see the coach panel."),
        "APP-UNDO": QCoreApplication.translate("RuleMessages", "There is no move of this turn that can be taken back."),
        # --- a network table's own refusals (cardtable/net/table.py, controller/remote.py) ---
        "APP-NET": QCoreApplication.translate("RuleMessages", "That move is not possible now."),
        "APP-WATCH": QCoreApplication.translate("RuleMessages", "You are watching this table."),
        "APP-HOST": _waiting_for_host(),  # not a rule: said as the table says it
        "NET-8": QCoreApplication.translate("RuleMessages", "You are watching this table."),
        "NET-1": QCoreApplication.translate("RuleMessages", "The game has not started yet."),
        "NET-2": QCoreApplication.translate("RuleMessages", "The round is over: deal the next round first."),
        "NET-3": QCoreApplication.translate("RuleMessages", "The table has moved on; look again."),
        "NET-4": QCoreApplication.translate("RuleMessages", "It is not your turn."),
        "NET-5": QCoreApplication.translate("RuleMessages", "That is not a move of this game."),
        "NET-6": QCoreApplication.translate("RuleMessages", "Only the person who opened the table can start the game."),
        "NET-7": QCoreApplication.translate("RuleMessages", "The table cannot do that now."),
        "NET-9": QCoreApplication.translate("RuleMessages", "Nobody has proposed another game."),
    }


def _tr(text: str) -> str:
    return QCoreApplication.translate("RuleMessages", text)


def _phase_needs(phase: Any) -> str:
    return phase_requirement(int(phase))


def _p10_specific(rule: str, params: dict[str, Any]) -> str | None:
    """What to do instead, for the Phase 10 refusals a player meets most."""
    reason = params.get("reason")
    if reason == "draw_first":
        return _tr("Draw a card first: from the draw pile or the discard pile.")
    if reason == "drawn":
        return _tr("You have already drawn: lay down, hit or end your turn by discarding a card.")
    if reason == "skip_on_discard":
        return _tr("A Skip cannot be taken from the discard pile: draw from the draw pile.")
    if "missing" in params and "values" in params:
        values = " ".join(str(v) for v in params["values"])
        missing = " ".join(str(v) for v in params["missing"])
        if "phase" in params:
            return _tr("Phase {phase} needs {needs}: {values} misses {missing}.").format(
                phase=params["phase"], needs=_phase_needs(params["phase"]), values=values,
                missing=missing)
        return _tr("A run has no gaps: {values} misses {missing}.").format(values=values,
                                                                            missing=missing)
    mixed = _p10_mixed_group(params)
    if mixed is not None:
        return mixed
    if "have" in params and "size" in params and "phase" in params:
        return _tr("Phase {phase} needs {needs}: one group has {have} cards, it needs {size}.").format(
            phase=params["phase"], needs=_phase_needs(params["phase"]), have=params["have"],
            size=params["size"])
    if rule in ("P10-8", "P10-12") and "phase" in params:
        return _tr("Phase {phase} needs {needs}: no other group can be laid.").format(
            phase=params["phase"], needs=_phase_needs(params["phase"]))
    if rule == "P10-11" and "needed" in params and "phase" in params:
        return _tr("Phase {phase} needs {needs}: lay all of it at once.").format(
            phase=params["phase"], needs=_phase_needs(params["phase"]))
    return None


def _p10_mixed_group(params: dict[str, Any]) -> str | None:
    """Which group of a lay-down does not hold together, and why (the group's index from the engine)."""
    if "group" not in params:
        return None
    n, kind = int(params["group"]) + 1, params.get("kind")
    if kind == "set" and "values" in params:
        return _tr("Group {n} is a set: its cards must have one value, these have {values}.").format(
            n=n, values=" / ".join(str(v) for v in params["values"]))
    if kind == "colour" and "colours" in params:
        return _tr("Group {n} is a colour group: its cards must have one colour, these are {colours}.").format(
            n=n, colours=" / ".join(_colour(str(c)) for c in params["colours"]))
    if kind == "run" and "value" in params:
        return _tr("Group {n} is a run: each value only once, {value} is there more than once.").format(
            n=n, value=params["value"])
    return None


def _net_refusal(reason: str) -> str | None:
    """Why a network table refused a start or a stand-in (``net.table.REFUSED``)."""
    return {
        "grace": _tr("Wait a moment: the player may come back. A computer can take over after a short wait."),
        "not_missing": _tr("That player is at the table: no computer needs to stand in."),
        "not_person": _tr("A computer already plays that seat."),
        "not_seated": _tr("Only another player at the table can ask for that."),
        "started": _tr("The game has already started."),
        "seats_free": _tr("Not every seat is taken yet: start with computers in the empty seats."),
    }.get(reason)


def _specific(rule: str, params: dict[str, Any]) -> str | None:
    """A more precise sentence when the engine passed the numbers it needs."""
    if rule == "APP-UNDO" and params.get("reason") == "off":
        return QCoreApplication.translate("RuleMessages", "This table does not allow taking back moves.")
    if rule == "APP-UNDO" and params.get("reason") == "skip_chosen":
        return _tr("Give the chosen Skip first, or take that choice back (Ctrl+Z).")
    if rule == "NET-7":
        return _net_refusal(str(params.get("reason", "")))
    if rule == "NET-9" and params.get("reason") == "not_over":  # (net.rematch.REFUSED_REMATCH)
        return _tr("Another game can be proposed once this one is over.")
    if rule == "SB-15" and "needed" in params:
        return _tr("This building pile needs a {needed}.").format(needed=params["needed"])
    if rule in ("P10-10", "P10-11", "P10-8", "P10-12"):
        return _p10_specific(rule, params)
    if rule in ("P10-13", "P10-20"):
        return _p10_hit_or_skip(params)
    return None


def _p10_hit_or_skip(params: dict[str, Any]) -> str | None:
    reason, kind, needed = params.get("reason"), params.get("kind"), params.get("needed")
    if reason == "lay_first":
        return _tr("Lay your own phase first; then you may add cards to laid groups.")
    if reason == "skip_to_opponent":
        return _tr("Drop the Skip on an opponent's box: that player loses the next turn.")
    if kind == "set" and needed is not None:
        return _tr("This set takes only {value}s (or a Wild): {card} does not fit.").format(
            value=needed, card=params.get("card", ""))
    if kind == "run" and isinstance(needed, list) and needed:
        ends = " / ".join(str(v) for v in needed)
        return _tr("This run takes only {ends} (or a Wild): {card} does not fit.").format(
            ends=ends, card=params.get("card", ""))
    if kind == "colour" and needed is not None:
        return _tr("This colour group takes only {colour} cards (or a Wild): {card} does not fit.").format(
            colour=_colour(str(needed)), card=params.get("card", ""))
    return None


def _colour(code: str) -> str:
    return {"R": _tr("red"), "B": _tr("blue"), "Y": _tr("yellow"), "G": _tr("green")}.get(code, code)


def rule_sentence(rejection: Rejection) -> str:
    """The translated sentence for a rejection (never empty)."""
    rule = rejection.rule
    params = dict(rejection.params)
    try:
        specific = _specific(rule, params)
    except (KeyError, ValueError, IndexError):
        specific = None
    if specific:
        return specific
    sentence = _sentences().get(rule)
    if sentence:
        return sentence
    return rejection.message or rule


def is_rule(rule: str) -> bool:
    """False for a refusal that is no rule of the game (the connection to the host is lost)."""
    return rule not in NOT_RULES


def rejection_text(rejection: Rejection) -> str:
    """"Rule P10-13: ..." for the status bar (a refusal that is no rule: its sentence)."""
    if not is_rule(rejection.rule):
        return rule_sentence(rejection)
    return QCoreApplication.translate("RuleMessages", "Rule {rule}: {sentence}").format(
        rule=rejection.rule, sentence=rule_sentence(rejection)
    )


def known_rule_ids() -> tuple[str, ...]:
    return tuple(_sentences())
