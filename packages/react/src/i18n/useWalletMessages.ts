import { useMemo } from "react";
import { overEnglish } from "./catalogueContext.js";
import { useMessages } from "./MessagesContext.js";
import { type WalletMessages, walletEn } from "./walletEn.js";

/** The wallet views' strings: the host's translation when it gives one, else English. */
export function useWalletMessages(): WalletMessages {
  const translation = useMessages().wallet;
  return useMemo(() => overEnglish<WalletMessages>(walletEn, translation), [translation]);
}
