// The page's one connection to the host (docs/PROTOCOL.md): the WebSocket at
// /ws of the page's own origin, the hello, and coming back by itself after a
// lost network, a host restart or a phone that slept (as the app's window
// does: 0.25 s, doubling up to 8 s; at once when the page becomes visible).

export const PROTOCOL = 2;
export const APP = "web";
/** close codes after which the page tries again (the app's window does the same) */
const AGAIN = new Set([1000, 1001, 1006, 1011, 4006, 4009, 4010]);

/**
 * @typedef {{type: string, [field: string]: any}} Message
 * @typedef {"connecting" | "open" | "retrying" | "closed"} LinkState
 */

export class Connection {
  /**
   * @param {(message: Message) => void} onMessage every frame from the host
   * @param {(state: LinkState, code?: number) => void} onState
   */
  constructor(onMessage, onState) {
    this.onMessage = onMessage;
    this.onState = onState;
    /** @type {WebSocket | null} */
    this.socket = null;
    /** @type {() => Record<string, any>} the hello's fields of the next attempt */
    this.hello = () => ({});
    this.pause = 250;
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.timer = null;
    this.wanted = false; // the page wants to be at the table
    this.welcomed = false;
  }

  /** @returns {string} ws(s)://this origin/ws */
  static url() {
    return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
  }

  /**
   * Connect and say hello with the fields `hello()` gives at each attempt.
   * @param {() => Record<string, any>} hello
   */
  open(hello) {
    this.hello = hello;
    this.wanted = true;
    this.pause = 250;
    this.attempt();
  }

  attempt() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return;
    this.welcomed = false;
    this.onState("connecting");
    const socket = new WebSocket(Connection.url());
    this.socket = socket;
    socket.addEventListener("open", () => {
      socket.send(JSON.stringify({ type: "hello", protocol: PROTOCOL, app: APP, ...this.hello() }));
    });
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message && typeof message.type === "string") {
        if (message.type === "welcome") {
          this.welcomed = true;
          this.pause = 250;
          this.onState("open");
        }
        this.onMessage(message);
      }
    });
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.wanted && AGAIN.has(event.code)) {
        this.onState("retrying", event.code);
        this.timer = setTimeout(() => this.attempt(), this.pause);
        this.pause = Math.min(this.pause * 2, 8000);
      } else {
        this.wanted = false;
        this.onState("closed", event.code);
      }
    });
  }

  /** The page became visible again: a phone may have dropped the socket while asleep. */
  wake() {
    if (!this.wanted) return;
    if (!this.socket || this.socket.readyState > WebSocket.OPEN) {
      this.pause = 250;
      this.attempt();
    }
  }

  /** @returns {boolean} whether a message can go out now */
  get ready() {
    return this.socket !== null && this.socket.readyState === WebSocket.OPEN && this.welcomed;
  }

  /**
   * @param {string} type
   * @param {Record<string, any>} [fields]
   * @returns {boolean} false when not connected (nothing sent)
   */
  send(type, fields = {}) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify({ type, ...fields }));
    return true;
  }

  /** Leave the table (no coming back by itself). */
  close() {
    this.wanted = false;
    if (this.socket) {
      this.send("bye");
      this.socket.close(1000);
    }
  }
}

/**
 * Connect again with other hello fields (sitting down after a look at the table).
 * @param {Connection} link
 * @param {() => Record<string, any>} hello
 */
export function restartLink(link, hello) {
  const old = link.socket;
  link.socket = null; // its close is no lost connection
  if (old) old.close(1000);
  link.open(hello);
}
