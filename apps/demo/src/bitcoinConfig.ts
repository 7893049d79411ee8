import { parseEnvJsonObject } from "./envJson.js";

/** The local world's Bitcoin chain, as `npm start` (or a browser test's world) hands it to the demo. */
export interface DemoBitcoinNetwork {
  caipNetworkId: `bip122:${string}`;
  name: string;
  /** The chain's own Esplora REST API: what the built-in test wallet reads and broadcasts through. */
  esploraUrl: string;
}

/**
 * `VITE_FOYER_BITCOIN_NETWORK`: JSON `{ caipNetworkId, name, esploraUrl }`. Unset or empty: the
 * demo lists no Bitcoin network and loads no Bitcoin code. A bad value stops the demo with a
 * message naming the variable.
 */
export function parseBitcoinNetwork(raw: string | undefined): DemoBitcoinNetwork | undefined {
  const problem = new Error(
    'VITE_FOYER_BITCOIN_NETWORK must be JSON like {"caipNetworkId":"bip122:…","name":"…","esploraUrl":"http://…"}',
  );
  const parsed = parseEnvJsonObject(raw, problem);
  if (parsed === undefined) return undefined;
  const { caipNetworkId, name, esploraUrl } = parsed;
  if (
    typeof caipNetworkId !== "string" ||
    !/^bip122:[0-9a-f]{32}$/.test(caipNetworkId) ||
    typeof name !== "string" ||
    typeof esploraUrl !== "string" ||
    !/^https?:\/\//.test(esploraUrl)
  ) {
    throw problem;
  }
  return { caipNetworkId: caipNetworkId as `bip122:${string}`, name, esploraUrl };
}
