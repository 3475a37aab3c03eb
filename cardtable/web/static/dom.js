// Small helpers to build the page's elements node by node (HTML
// markup strings are never parsed: names and chat lines stay text).

/**
 * An element with attributes/properties and children.
 * @param {string} tag
 * @param {Record<string, any>} [props] "class", "text", "on<event>", aria-*, data-*, other attributes
 * @param {(Node | string | null | undefined | false)[]} children
 * @returns {HTMLElement}
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = String(value);
    else if (key === "text") node.textContent = String(value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (value === true) node.setAttribute(key, "");
    else node.setAttribute(key, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

/**
 * Replace every child of `node` with `children`.
 * @param {Element} node
 * @param {(Node | string | null | undefined | false)[]} children
 */
export function fill(node, ...children) {
  node.replaceChildren(...children.filter((c) => c !== null && c !== undefined && c !== false).map(
    (c) => (typeof c === "string" ? document.createTextNode(c) : /** @type {Node} */ (c))));
}

/**
 * The element of id `id` (the page's skeleton has every one).
 * @param {string} id
 * @returns {HTMLElement}
 */
export function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`no #${id}`);
  return node;
}
