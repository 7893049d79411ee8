// Star re-exports on purpose: with named re-exports, a bundler splitting a
// lazy UI (esbuild) counts every formatter as reachable from the first
// screen as soon as that screen uses one of them, and hoists the formatters
// only lazy views need (relative time, operation sign, units) into the
// initial chunk. The public names are exactly those of the files.
export * from "./amounts.js";
export type { DecimalInput } from "./decimal.js";
export * from "./formatUnits.js";
export * from "./operationSign.js";
export * from "./relativeTime.js";
export * from "./shortenEmail.js";
export * from "./timeUnit.js";
export * from "./truncateAddress.js";
