export type { RelayHandle, RelayOptions } from "./relay.js";
export { MAX_FRAME_BYTES, startRelay } from "./relay.js";
