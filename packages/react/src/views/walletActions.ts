/**
 * Swap and Buy as one lazy chunk: both open from Account, and one chunk keeps the first
 * screen's map of lazy chunks one entry shorter (each entry is bytes every visitor loads).
 */
export { Onramp } from "./Onramp/Onramp.js";
export { Swap } from "./Swap/Swap.js";
