import { TEST_WALLET_ICON } from "../icon.js";
import type { BitcoinTestWallet, SatsConnectProvider } from "./bitcoinTypes.js";
import { BITCOIN_METHODS } from "./bitcoinWallet.js";

/** Where sats-connect finds the provider: `window.FoyerTestWallet.bitcoin`. */
export const BITCOIN_PROVIDER_ID = "FoyerTestWallet.bitcoin";
export const BITCOIN_PROVIDER_NAME = "Foyer Test Wallet";

/** The globals sats-connect reads. */
export interface BitcoinInstallTarget {
  btc_providers?: { id: string; name: string; icon: string; methods?: string[] }[];
  FoyerTestWallet?: { bitcoin?: SatsConnectProvider };
}

/**
 * Announces the Bitcoin side the way bitcoin wallets do for sats-connect: an entry in
 * `window.btc_providers` whose dotted id names the provider object on `window`.
 */
export function installBitcoinProvider(target: BitcoinInstallTarget, wallet: BitcoinTestWallet) {
  target.FoyerTestWallet = { ...target.FoyerTestWallet, bitcoin: wallet.provider };
  const providers = target.btc_providers ?? [];
  target.btc_providers = providers;
  if (providers.some((entry) => entry.id === BITCOIN_PROVIDER_ID)) return;
  providers.push({
    id: BITCOIN_PROVIDER_ID,
    name: BITCOIN_PROVIDER_NAME,
    icon: TEST_WALLET_ICON,
    methods: [...BITCOIN_METHODS],
  });
}
