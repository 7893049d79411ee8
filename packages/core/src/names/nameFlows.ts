// The names chunk: what `createFoyerNames` fetches on first use.
export { showIdentity } from "./profileSync.js";
export { registerAccountName } from "./registerAccountName.js";
