"""The translated words of the lessons, by the text ids the lesson files use.

Why: lesson files (assets/lessons/*.json) hold only text ids, so that one
file serves every language. Each id maps here to a literal
``QCoreApplication.translate("Lessons", ...)`` call, which lupdate sees, so
the German and Traditional Chinese translations live in the usual .ts files
in the booklets' vocabulary (shared/GLOSSARY.md). A test checks that every
id a lesson uses is listed here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def lesson_texts() -> dict[str, str]:
    return {
        "you": QCoreApplication.translate("Lessons", "You"),
        "partner": QCoreApplication.translate("Lessons", "Partner"),
        "third": QCoreApplication.translate("Lessons", "Third player"),
        "fourth": QCoreApplication.translate("Lessons", "Fourth player"),
        # --- Skip-Bo: the six-step turn -------------------------------------------
        "sb.six.title": QCoreApplication.translate("Lessons", "Skip-Bo: a turn in six steps"),
        "sb.six.s1": QCoreApplication.translate("Lessons", "The building pile shows 3 and needs a 4. Drag the 4 from your hand onto it."),
        "sb.six.w1": QCoreApplication.translate("Lessons", "Start with the 4 from your hand: only a 4 fits on the 3."),
        "sb.six.s2": QCoreApplication.translate("Lessons", "Now the pile needs a 5. The top of your first discard pile is a 5: play it."),
        "sb.six.w2": QCoreApplication.translate("Lessons", "The 5 on top of your discard pile is the card the building pile needs now."),
        "sb.six.s3": QCoreApplication.translate("Lessons", "The pile needs a 6, and the top of your stock pile is a 6. Play it; the next stock card turns up."),
        "sb.six.w3": QCoreApplication.translate("Lessons", "Play the 6 from your stock pile: emptying the stock pile is how you win."),
        "sb.six.s4": QCoreApplication.translate("Lessons", "The stock pile now shows 8, but the pile needs a 7 first. Play the 7 from your hand."),
        "sb.six.w4": QCoreApplication.translate("Lessons", "The building pile goes up by one: first the 7 from your hand, then the 8."),
        "sb.six.s5": QCoreApplication.translate("Lessons", "Now the 8 from your stock pile fits. Play it."),
        "sb.six.w5": QCoreApplication.translate("Lessons", "Play the 8 from the top of your stock pile."),
        "sb.six.s6": QCoreApplication.translate("Lessons", "The new stock card, a 2, does not fit. End your turn: put the 11 from your hand on your empty third discard pile."),
        "sb.six.w6": QCoreApplication.translate("Lessons", "End the turn by discarding the 11 onto the empty third discard pile."),
        "sb.six.done": QCoreApplication.translate("Lessons", "Well done! The pile went from 3 to 8 and your stock pile lost two cards. The SKIP-BO card stayed: you may play, but you do not have to play everything. You keep 9 and 10 and draw three next turn."),
        # --- Skip-Bo: completing a pile -------------------------------------------
        "sb.wild.title": QCoreApplication.translate("Lessons", "Skip-Bo: SKIP-BO card as 11, 12 completes the pile"),
        "sb.wild.s1": QCoreApplication.translate("Lessons", "The first building pile shows 9. Play the 10 from your hand on it."),
        "sb.wild.w1": QCoreApplication.translate("Lessons", "Play the 10 from your hand on the 9 first."),
        "sb.wild.s2": QCoreApplication.translate("Lessons", "You have no 11, but a SKIP-BO card can stand for any number. Play it on the 10: it counts as 11."),
        "sb.wild.w2": QCoreApplication.translate("Lessons", "Play the SKIP-BO card on the 10; it becomes the 11."),
        "sb.wild.s3": QCoreApplication.translate("Lessons", "Play the 12: it completes the pile, which is set aside and leaves the place empty."),
        "sb.wild.w3": QCoreApplication.translate("Lessons", "Play the 12 on the 11 to complete the pile."),
        "sb.wild.s4": QCoreApplication.translate("Lessons", "An empty place starts again with 1 only, never with 2. Play your 1 there."),
        "sb.wild.w4": QCoreApplication.translate("Lessons", "A new building pile must start with 1: play the 1 on the empty place."),
        "sb.wild.done": QCoreApplication.translate("Lessons", "Well done! A pile that reaches 12 is complete and the next one starts with 1 (or a SKIP-BO card as 1)."),
        # --- Skip-Bo: hand used up versus last card discarded ------------------------
        "sb.empty.title": QCoreApplication.translate("Lessons", "Skip-Bo: empty hand or end of turn"),
        "sb.empty.s1": QCoreApplication.translate("Lessons", "Your hand holds only a 7 and the building pile shows 6. Play the 7 on it and watch your hand."),
        "sb.empty.w1": QCoreApplication.translate("Lessons", "Build with the 7: play it on the 6."),
        "sb.empty.s2": QCoreApplication.translate("Lessons", "Your hand was used up while building, so you drew five new cards and your turn goes on. End it now: put any hand card on a discard pile."),
        "sb.empty.w2": QCoreApplication.translate("Lessons", "To end the turn, put one hand card on one of your discard piles."),
        "sb.empty.s3": QCoreApplication.translate("Lessons", "The same hand again. This time put the 7 on a discard pile instead: the last card discarded ends the turn, with no new cards."),
        "sb.empty.w3": QCoreApplication.translate("Lessons", "This time discard the 7 to see the difference."),
        "sb.empty.done": QCoreApplication.translate("Lessons", "Well done! Same card, other destination, other result: a hand used up by building draws five and goes on; a discard ends the turn."),
        # --- Skip-Bo: a blocked discard pile --------------------------------------
        "sb.block.title": QCoreApplication.translate("Lessons", "Skip-Bo: only the top card of a discard pile plays"),
        "sb.block.s1": QCoreApplication.translate("Lessons", "The first building pile needs a 4. Your discard pile has a 4, but a 9 lies on top of it: only the top card may be played. Use the SKIP-BO card as 4 instead."),
        "sb.block.w1": QCoreApplication.translate("Lessons", "The 4 under the 9 cannot be taken. Play the SKIP-BO card on the 3."),
        "sb.block.s2": QCoreApplication.translate("Lessons", "Go on up the pile with the next number from your hand."),
        "sb.block.w2": QCoreApplication.translate("Lessons", "Play the next number from your hand on the first building pile: 5, 6, 7, then 8."),
        "sb.block.s3": QCoreApplication.translate("Lessons", "Your hand was used up, so you drew five new cards. The pile needs a 9: now the 9 on your discard pile fits. Play it."),
        "sb.block.w3": QCoreApplication.translate("Lessons", "Play the 9 from the top of your discard pile."),
        "sb.block.s4": QCoreApplication.translate("Lessons", "With the 9 gone, the 4 is the top card again. End your turn: put a hand card on a discard pile."),
        "sb.block.w4": QCoreApplication.translate("Lessons", "End the turn by putting one hand card on a discard pile."),
        "sb.block.done": QCoreApplication.translate("Lessons", "Well done! A card on top blocks the cards below it until it is played away."),
        # --- Phase 10 (2026): lay phase 2 -----------------------------------------
        "p10.lay.title": QCoreApplication.translate("Lessons", "Phase 10: lay down phase 2"),
        "p10.lay.s1": QCoreApplication.translate("Lessons", "Phase 2 is a set of 3 and a run of 4. You hold 2 2 2 and 6 7 9: the run lacks the 8, so the phase is not complete and the three 2s may not be laid alone. Take the 8 from the discard pile."),
        "p10.lay.w1": QCoreApplication.translate("Lessons", "Draw first: take the 8 from the discard pile, it fills the gap in your run."),
        "p10.lay.s2": QCoreApplication.translate("Lessons", "Now 2 2 2 and 6 7 8 9 form the whole phase. Select the seven cards and drag them to your phase area, then confirm."),
        "p10.lay.w2": QCoreApplication.translate("Lessons", "Lay the whole phase at once: the set 2 2 2 and the run 6 7 8 9."),
        "p10.lay.s3": QCoreApplication.translate("Lessons", "Phase 2 is done. End your turn by discarding a card."),
        "p10.lay.w3": QCoreApplication.translate("Lessons", "End the turn with a discard."),
        "p10.lay.done": QCoreApplication.translate("Lessons", "Well done! A phase is laid complete or not at all; next round you play phase 3."),
        # --- Phase 10 (2026): hitting on a run ------------------------------------
        "p10.hit.title": QCoreApplication.translate("Lessons", "Phase 10: hitting on 5 6 7 8"),
        "p10.hit.s1": QCoreApplication.translate("Lessons", "You have drawn and your phase lies on the table, so you may hit. The run 5 6 7 8 takes a 4 at its low end: hit the 4."),
        "p10.hit.w1": QCoreApplication.translate("Lessons", "Hit the 4 on the run 5 6 7 8."),
        "p10.hit.s2": QCoreApplication.translate("Lessons", "At the high end the run takes a 9. The 10 may not jump the missing 9: hit the 9 first."),
        "p10.hit.w2": QCoreApplication.translate("Lessons", "The 10 cannot go over the gap: hit the 9 first."),
        "p10.hit.s3": QCoreApplication.translate("Lessons", "Now the 10 fits after the 9. Hit it."),
        "p10.hit.w3": QCoreApplication.translate("Lessons", "Hit the 10 after the 9."),
        "p10.hit.s4": QCoreApplication.translate("Lessons", "Runs go from 1 to 12 and do not wrap: the 12 would need an 11 first. Discard the 12."),
        "p10.hit.w4": QCoreApplication.translate("Lessons", "Discard the 12: it does not fit the run."),
        "p10.hit.done": QCoreApplication.translate("Lessons", "Well done! Hits extend a group card by card, without gaps and without 12-1."),
        # --- Phase 10 classic: hitting --------------------------------------------
        "p10.chit.title": QCoreApplication.translate("Lessons", "Phase 10 classic: hitting on a set and a run"),
        "p10.chit.s1": QCoreApplication.translate("Lessons", "Your phase lies on the table: a set of three 5s and the run 8 9 10 11. Another 5 fits the set: hit your 5."),
        "p10.chit.w1": QCoreApplication.translate("Lessons", "Hit the 5 on the set of 5s."),
        "p10.chit.s2": QCoreApplication.translate("Lessons", "The run 8 9 10 11 takes a 7 below it. Hit the 7."),
        "p10.chit.w2": QCoreApplication.translate("Lessons", "Hit the 7 on the low end of the run."),
        "p10.chit.s3": QCoreApplication.translate("Lessons", "And a 12 above it. Hit the 12."),
        "p10.chit.w3": QCoreApplication.translate("Lessons", "Hit the 12 on the high end of the run."),
        "p10.chit.s4": QCoreApplication.translate("Lessons", "Nothing else fits. End your turn by discarding a card."),
        "p10.chit.w4": QCoreApplication.translate("Lessons", "End the turn with a discard."),
        "p10.chit.done": QCoreApplication.translate("Lessons", "Well done! You may hit on your own and on other players' phases once your own phase is laid."),
        # --- Phase 10 (2026): extra cards at lay-down ---------------------------------
        "p10.extra.title": QCoreApplication.translate("Lessons", "Phase 10: extra cards when laying down"),
        "p10.extra.s1": QCoreApplication.translate("Lessons", "Phase 1 is two sets of 3. You hold three 4s, three 9s and another 4: the extra 4 may go down with its set. Lay the 4 4 4 4 and the 9 9 9 together. The three 11s stay in your hand: a third set is not part of the phase."),
        "p10.extra.w1": QCoreApplication.translate("Lessons", "Lay exactly two sets, 4 4 4 4 and 9 9 9; a third set of 11s is not allowed."),
        "p10.extra.s2": QCoreApplication.translate("Lessons", "End your turn by discarding the 2."),
        "p10.extra.w2": QCoreApplication.translate("Lessons", "Discard the 2 to end the turn."),
        "p10.extra.done": QCoreApplication.translate("Lessons", "Well done! Extra cards that fit may go down with the phase, but never an extra group."),
        # --- Phase 10 classic: phase 1 -------------------------------------------
        "p10.cp1.title": QCoreApplication.translate("Lessons", "Phase 10 classic: phase 1 with six cards"),
        "p10.cp1.s1": QCoreApplication.translate("Lessons", "Phase 1 is two sets of 3. You hold two 4s and three 8s. Take the 4 from the discard pile."),
        "p10.cp1.w1": QCoreApplication.translate("Lessons", "Draw first: take the 4 from the discard pile."),
        "p10.cp1.s2": QCoreApplication.translate("Lessons", "Now you have both sets: 4 4 4 and 8 8 8. Select the six cards, drag them to your phase area and confirm."),
        "p10.cp1.w2": QCoreApplication.translate("Lessons", "Lay the six cards: the set 4 4 4 and the set 8 8 8."),
        "p10.cp1.s3": QCoreApplication.translate("Lessons", "Phase 1 is done. End your turn by discarding a card."),
        "p10.cp1.w3": QCoreApplication.translate("Lessons", "End the turn with a discard."),
        "p10.cp1.done": QCoreApplication.translate("Lessons", "Well done! Whoever completes the phase moves on to phase 2 in the next round."),
        # --- Phase 10 (2026): the Skip -------------------------------------------
        "p10.skip.title": QCoreApplication.translate("Lessons", "Phase 10: playing a Skip"),
        "p10.skip.s1": QCoreApplication.translate("Lessons", "You have drawn. A Skip ends your turn as your discard: drag it onto the player to your left to make them miss a turn."),
        "p10.skip.w1": QCoreApplication.translate("Lessons", "Drag the Skip onto the player to your left."),
        "p10.skip.done": QCoreApplication.translate("Lessons", "Well done! On their turn the skipped player only puts the Skip on the discard pile: no drawing, no playing. Nobody can have two Skips in front of them."),
        # --- Phase 10 (2026): the Wild in phase 8 ----------------------------------
        "p10.wild.title": QCoreApplication.translate("Lessons", "Phase 10: the Wild as the seventh blue card"),
        "p10.wild.s1": QCoreApplication.translate("Lessons", "Phase 8 is seven cards of one colour. You hold six blue cards and a Wild: the Wild can stand for blue. Select the six blue cards and the Wild, drag them to your phase area and confirm."),
        "p10.wild.w1": QCoreApplication.translate("Lessons", "Lay the six blue cards with the Wild as the seventh blue card."),
        "p10.wild.s2": QCoreApplication.translate("Lessons", "Phase 8 is done. End your turn by discarding a card."),
        "p10.wild.w2": QCoreApplication.translate("Lessons", "End the turn with a discard."),
        "p10.wild.done": QCoreApplication.translate("Lessons", "Well done! A Wild fills any gap, but a phase needs at least one real number card, and a laid Wild keeps what it stands for until the round ends."),
        # --- Phase 10 (2026): counting a hand -------------------------------------
        "p10.count.title": QCoreApplication.translate("Lessons", "Phase 10: counting the cards left after a round"),
        "p10.count.s1": QCoreApplication.translate("Lessons", "Your phase is laid and one card is left. Discard the 2 to go out: the round ends at once."),
        "p10.count.w1": QCoreApplication.translate("Lessons", "Discard your last card, the 2, to go out."),
        "p10.count.done": QCoreApplication.translate("Lessons", "The round is over. The others count the cards left in their hands as penalty points: 1-9 are 5 points, 10-12 are 10, a Skip 15 and a Wild 25. Partner kept 3, 11 and a Wild: 5 + 10 + 25 = 40. The fourth player kept a Skip: 15. Both laid their phase, so both still move on to phase 2; the score sheet shows the totals."),
        # --- Phase 10 (2026): four players, three rounds ------------------------------
        "p10.prog.title": QCoreApplication.translate("Lessons", "Phase 10: three rounds for four players, who is on which phase?"),
        "p10.prog.a": QCoreApplication.translate("Lessons", "A"),
        "p10.prog.b": QCoreApplication.translate("Lessons", "B"),
        "p10.prog.c": QCoreApplication.translate("Lessons", "C"),
        "p10.prog.d": QCoreApplication.translate("Lessons", "D"),
        "p10.prog.r1": QCoreApplication.translate("Lessons", "Round 1: all four play phase 1. A, B and D have laid their phase, C has not. Watch: A discards the last card and goes out, so the round ends at once. The tick shows who completed the phase."),
        "p10.prog.r2": QCoreApplication.translate("Lessons", "Round 2: A, B and D play phase 2. B and D did not go out, but they laid phase 1, and that is what counts. C did not lay it and plays phase 1 again. This time A and C lay their phase, and C goes out."),
        "p10.prog.r3": QCoreApplication.translate("Lessons", "Round 3: A plays phase 3. Going out in round 2 only completed C's phase 1, so C plays phase 2 now, not phase 3. B and D lay phase 2 and D goes out; A and C do not lay theirs."),
        "p10.prog.q": QCoreApplication.translate("Lessons", "Round 3 is over. Who is on which phase now? Choose the phase each player plays in the next round, then check your answer."),
        "p10.prog.wq": QCoreApplication.translate("Lessons", "Not quite. Look at the ticks of round 3: whoever laid the phase moves up one, whoever did not plays the same phase again. Going out does not matter."),
        "p10.prog.done": QCoreApplication.translate("Lessons", "Right! Round 4 is dealt with A on phase 3, B on phase 3, C on phase 2 and D on phase 3. Each player moves up by their own phase, at most one per round, and every round starts with ten new cards: nothing laid stays on the table."),
        # --- Phase 10 (2026): the end of the game -----------------------------------
        "p10.end.title": QCoreApplication.translate("Lessons", "Phase 10: who wins at the end"),
        "p10.end.s1": QCoreApplication.translate("Lessons", "This game plays only phases 9 and 10. You and Partner have laid phase 10; the third player is still on phase 9 with the fewest points. Discard the 2 to go out and end the game."),
        "p10.end.w1": QCoreApplication.translate("Lessons", "Discard your last card, the 2, to go out."),
        "p10.end.done": QCoreApplication.translate("Lessons", "The game is over. Completing phase 10 comes first: the third player has fewer points than Partner but did not complete phase 10, so Partner places ahead. Among those who completed phase 10, fewer points win: you, with 0 against 125."),
        # --- Phase 10 classic: the Skip --------------------------------------------
        "p10.cskip.title": QCoreApplication.translate("Lessons", "Phase 10 classic: the Skip goes under the discard pile"),
        "p10.cskip.s1": QCoreApplication.translate("Lessons", "You have drawn. Play the Skip as the last card of your turn: drag it onto the player to your left."),
        "p10.cskip.w1": QCoreApplication.translate("Lessons", "Drag the Skip onto the player to your left."),
        "p10.cskip.done": QCoreApplication.translate("Lessons", "Well done! The skipped player misses the turn: as the only action the Skip is put under the discard pile, so nobody can take it."),
        # --- Phase 10 classic: the Joker counts 20 -----------------------------------
        "p10.cjoker.title": QCoreApplication.translate("Lessons", "Phase 10 classic: a Joker left in the hand counts 20"),
        "p10.cjoker.s1": QCoreApplication.translate("Lessons", "Your phase is laid and one card is left. Discard the 2 to go out: the round ends at once."),
        "p10.cjoker.w1": QCoreApplication.translate("Lessons", "Discard your last card, the 2, to go out."),
        "p10.cjoker.done": QCoreApplication.translate("Lessons", "The round is over. In the classic rules a Wild left in the hand counts 20 penalty points: Partner kept 3, 11 and a Wild, 5 + 10 + 20 = 35. The fourth player kept a Skip: 15."),
    }


def lesson_text(text_id: str) -> str:
    """The translated text of ``text_id`` (the id itself if unknown)."""
    return lesson_texts().get(text_id, text_id)
