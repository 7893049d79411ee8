import { parseBitcoinNetwork } from "./bitcoinConfig.js";

/**
 * The built-in test wallet's Bitcoin side reads coins from and broadcasts to the regtest
 * chain's own Esplora API: its URL from `VITE_FOYER_BITCOIN_NETWORK` (`npm start` and the
 * browser tests' world set it). Unset or empty: the wallet has no Bitcoin side. A bad value
 * stops the demo with a message naming the variable. A wallet is there whatever the dApp lists,
 * so this reads the variable itself, `?bitcoin=off` or not.
 */
export function testWalletBitcoin(raw: string | undefined): { esploraUrl: string } | undefined {
  const network = parseBitcoinNetwork(raw);
  return network ? { esploraUrl: network.esploraUrl } : undefined;
}
