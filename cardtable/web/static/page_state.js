// What the page knows of its table: the host's last word on each thing
// (as the app's TableClient.View) and the player's own choices (selection,
// hand order). One object, drawn from by every view.

/**
 * @typedef {{
 *   code: string,
 *   seat: number | null,
 *   spectator: boolean,
 *   choosing: boolean,
 *   want: {seat: number, name: string} | null,
 *   table: Record<string, any>,
 *   tableAt: number,
 *   seq: number,
 *   obs: Record<string, any> | null,
 *   standings: Record<string, any>[],
 *   records: Record<string, any>[],
 *   held: Record<string, any>[] | null,
 *   record: Record<string, any> | null,
 *   readySeq: number,
 *   loggedSeq: number,
 *   selected: string | null,
 *   sortMode: string,
 *   refusal: {rejection: Record<string, any>, near: string | null} | null,
 *   laying: import("./phase10_lay.js").Laying | null,
 *   wildEnds: Record<string, any>[] | null,
 *   link: string,
 *   closed: number | null,
 *   error: Record<string, any> | null,
 * }} PageState
 */

/** @type {PageState} */
export const state = {
  code: "",
  seat: null,
  spectator: false,
  choosing: false,
  want: null,
  table: {},
  tableAt: 0, // when the table came (its "away" seconds count from then)
  seq: -1,
  obs: null,
  standings: [],
  records: [],
  held: null,
  record: null,
  readySeq: -1,
  loggedSeq: -1,
  selected: null,
  sortMode: "value",
  refusal: null,
  laying: null, // the Phase 10 lay-down being chosen
  wildEnds: null, // the ends a taken Wild may go to on the run tapped
  link: "connecting",
  closed: null,
  error: null, // the host's last error frame
};
