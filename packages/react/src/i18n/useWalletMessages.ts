import { useMessages } from "./MessagesContext.js";
import { type WalletMessages, walletEn } from "./walletEn.js";

/** The wallet views' strings: the host's translation when it gives one, else English. */
export function useWalletMessages(): WalletMessages {
  return useMessages().wallet ?? walletEn;
}
