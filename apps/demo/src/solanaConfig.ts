import { parseEnvJsonObject } from "./envJson.js";

/** The local world's Solana chain, as `npm start` (or a browser test's world) hands it to the demo. */
export interface DemoSolanaNetwork {
  caipNetworkId: `solana:${string}`;
  name: string;
  /** The chain's own JSON-RPC: what the built-in test wallet sends to. */
  rpcUrl: string;
  usdcMint: string;
  /** Dev key 0's ed25519 seed (hex): the built-in test wallet's Solana key. */
  devKeySeedHex: string;
}

/**
 * `VITE_FOYER_SOLANA_NETWORK`: JSON `{ caipNetworkId, name, rpcUrl, usdcMint, devKeySeedHex }`.
 * Unset or empty: the demo lists no Solana network and loads no Solana code. A bad value stops
 * the demo with a message naming the variable.
 */
export function parseSolanaNetwork(raw: string | undefined): DemoSolanaNetwork | undefined {
  const problem = new Error(
    'VITE_FOYER_SOLANA_NETWORK must be JSON like {"caipNetworkId":"solana:…","name":"…","rpcUrl":"http://…","usdcMint":"…","devKeySeedHex":"…"}',
  );
  const parsed = parseEnvJsonObject(raw, problem);
  if (parsed === undefined) return undefined;
  const { caipNetworkId, name, rpcUrl, usdcMint, devKeySeedHex } = parsed;
  if (
    typeof caipNetworkId !== "string" ||
    !/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(caipNetworkId) ||
    typeof name !== "string" ||
    typeof rpcUrl !== "string" ||
    typeof usdcMint !== "string" ||
    typeof devKeySeedHex !== "string" ||
    !/^[0-9a-f]{64}$/i.test(devKeySeedHex)
  ) {
    throw problem;
  }
  return {
    caipNetworkId: caipNetworkId as `solana:${string}`,
    name,
    rpcUrl,
    usdcMint,
    devKeySeedHex,
  };
}
