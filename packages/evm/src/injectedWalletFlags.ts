import { isObjectLike } from "@foyer/protocol";

/**
 * The flags wallets set on the `window.ethereum` they inject, with the rdns
 * they announce over EIP-6963. Many set `isMetaMask` as well for old dApps,
 * so it is read last (an object keeps its keys' order).
 */
const WALLET_FLAGS: Readonly<Record<string, string>> = {
  isTrust: "com.trustwallet.app",
  isTrustWallet: "com.trustwallet.app",
  isCoinbaseWallet: "com.coinbase.wallet",
  isOkxWallet: "com.okex.wallet",
  isPhantom: "app.phantom",
  isBitKeep: "com.bitget.web3",
  isRainbow: "me.rainbow",
  isRabby: "io.rabby",
  isMetaMask: "io.metamask",
};

/**
 * The rdns of the wallet behind a legacy `window.ethereum`, read from its
 * flags: in a wallet's in-app browser on a phone that provider is the wallet
 * itself (often without EIP-6963), and knowing which wallet it is lets
 * choosing that wallet in the list connect to it directly instead of
 * deep-linking out of the app the visitor is in.
 *
 * @example injectedWalletRdns({ isMetaMask: true }) // "io.metamask"
 */
export function injectedWalletRdns(provider: unknown): string | undefined {
  if (!isObjectLike(provider)) return undefined;
  for (const flag in WALLET_FLAGS) if (provider[flag] === true) return WALLET_FLAGS[flag];
  return undefined;
}
