// Moves by drag (pointer events: touch, pen and mouse): press a card, move
// it over a place and let go; the place under the finger gets the card, as
// a tap on the card and then on the place would. A press that barely moves
// stays a tap.

import { tapped } from "./table_view.js";

/** @typedef {import("./page_state.js").PageState} PageState */

const SLOP = 8; // pixels a finger may wobble in a tap

/**
 * @param {PointerEvent} down
 * @param {PageState} state
 * @param {(action: Record<string, any>) => void} onMove
 * @param {() => void} redraw
 */
export function startDrag(down, state, onMove, redraw) {
  const start = /** @type {HTMLElement} */ (down.target).closest("[data-key]");
  if (!(start instanceof HTMLElement) || !state.obs || down.button > 0) return;
  const key = start.dataset.key || "";
  if (!(key.startsWith("hand:") || key === "stock" || key.startsWith("pile:"))) return;
  let ghost = /** @type {HTMLElement | null} */ (null);
  const move = (/** @type {PointerEvent} */ event) => {
    if (!ghost && Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY) < SLOP) return;
    if (!ghost) {
      ghost = /** @type {HTMLElement} */ (start.cloneNode(true));
      ghost.classList.add("ghost");
      ghost.setAttribute("aria-hidden", "true");
      document.body.append(ghost);
      state.selected = key;
    }
    ghost.style.left = `${event.clientX - ghost.offsetWidth / 2}px`;
    ghost.style.top = `${event.clientY - ghost.offsetHeight / 2}px`;
  };
  const up = (/** @type {PointerEvent} */ event) => {
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", up);
    window.removeEventListener("pointercancel", up);
    if (!ghost) return; // a tap: the click does it
    ghost.remove();
    const under = document.elementFromPoint(event.clientX, event.clientY);
    const place = under instanceof HTMLElement ? under.closest("[data-key]") : null;
    const target = place instanceof HTMLElement ? place.dataset.key || "" : "";
    swallowClick();
    if (target && target !== key && place instanceof HTMLElement) {
      const box = place.getBoundingClientRect();
      const action = tapped(state, target, Math.min(1, Math.max(0, (event.clientX - box.left) / Math.max(1, box.width))));
      if (action) onMove(action);
    }
    redraw();
  };
  window.addEventListener("pointermove", move);
  window.addEventListener("pointerup", up);
  window.addEventListener("pointercancel", up);
}

/** The click that follows a drag's release is no tap. */
function swallowClick() {
  const stop = (/** @type {Event} */ event) => {
    event.stopPropagation();
    event.preventDefault();
  };
  window.addEventListener("click", stop, { capture: true, once: true });
  setTimeout(() => window.removeEventListener("click", stop, { capture: true }), 0);
}
