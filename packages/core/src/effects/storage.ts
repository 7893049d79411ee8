// One storage contract for every package: the host's localStorage, memory in tests and SSR.
export { createMemoryStorage, type KeyValueStorage } from "@foyer/protocol";
