// The shapes the views share (JSDoc types only; nothing runs here).

/**
 * @typedef {Record<string, any>} Observation the engine's observation JSON of one seat
 * @typedef {{
 *   game: string,
 *   obs: Observation,
 *   names: string[],
 *   seat: number | null,
 *   shown: any[],
 *   selected: string | null,
 *   lit: Set<string>,
 *   movable: Set<string>,
 *   buttons: Map<string, Record<string, any>>,
 *   table: Record<string, any>,
 *   sortMode: string,
 *   myTurn: boolean,
 * }} TableCtx what a view draws from: the observation, who is who, what is selected and lit
 */

export {};
