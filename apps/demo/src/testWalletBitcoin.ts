/**
 * The built-in test wallet's Bitcoin side reads coins from and broadcasts to the regtest
 * chain's own Esplora API: its URL from `VITE_FOYER_BITCOIN_NETWORK` (`npm start` and the
 * browser tests' world set it). Unset or empty: the wallet has no Bitcoin side. A bad value
 * stops the demo with a message naming the variable.
 */
export function testWalletBitcoin(raw: string | undefined): { esploraUrl: string } | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  const problem = new Error(
    'VITE_FOYER_BITCOIN_NETWORK must be JSON like {"caipNetworkId":"bip122:…","name":"…","esploraUrl":"http://…"}',
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw problem;
  }
  const esploraUrl = (parsed as { esploraUrl?: unknown } | null)?.esploraUrl;
  if (typeof esploraUrl !== "string" || !/^https?:\/\//.test(esploraUrl)) throw problem;
  return { esploraUrl };
}
