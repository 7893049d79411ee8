import type { CaipNetwork, Foyer } from "@foyer/core";
import { userTextOf } from "@foyer/core";
import {
  createRpcHttpConnection,
  formatTokenAmount,
  formatUnits,
  type SwapEffects,
  type SwapPreview,
  waitForReceipt,
} from "@foyer/core/internal";
import { useMemo } from "react";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useFoyerNetwork } from "../../hooks/useFoyerNetwork.js";
import { useLocale } from "../../i18n/catalogueContext.js";
import type { SwapMessages } from "../../i18n/swapEn.js";
import { useSwapMessages } from "../../i18n/useSwapMessages.js";

/** Between receipt polls: a devnet mines at once, so short; real chains answer within blocks. */
const RECEIPT_POLL_MS = 500;

function amountOf(raw: string, decimals: number, symbol: string, locale?: string): string {
  return `${formatTokenAmount(formatUnits(raw, decimals), locale)} ${symbol}`;
}

function paidAndReceived(preview: SwapPreview, locale?: string) {
  const { from, to } = preview;
  return {
    paid: amountOf(preview.units.toString(), from.decimals, from.symbol, locale),
    received: amountOf(preview.built.quote.toAmount, to.decimals, to.symbol, locale),
  };
}

/** The wallet side of the swap flow: the active wallet, the network's RPC for receipts, toasts. */
export function swapEffects(
  foyer: Foyer,
  network: CaipNetwork,
  swap: SwapMessages,
  locale?: string,
): SwapEffects {
  const url = network.rpcUrls.default.http[0] ?? "";
  const toast = foyer.stores.toast;
  return {
    sendTransaction: (draft) => foyer.sendTransaction(draft),
    nativeSymbol: network.nativeCurrency.symbol,
    waitForReceipt(hash) {
      const rpc = createRpcHttpConnection({
        url,
        fetch: globalThis.fetch.bind(globalThis),
        disableProviderPing: true,
      });
      return waitForReceipt({ rpc, hash, clock: foyer.clock, intervalMs: RECEIPT_POLL_MS });
    },
    onProgress(progress) {
      switch (progress.type) {
        case "approving":
          toast.showLoading(swap.approving(progress.preview.from.symbol));
          return;
        case "approved":
          toast.showSuccess(swap.approved(progress.preview.from.symbol));
          return;
        case "swapping":
          toast.showLoading(swap.swapping);
          return;
        case "swapped": {
          const { paid, received } = paidAndReceived(progress.preview, locale);
          toast.showSuccess(swap.swapped(paid, received));
          return;
        }
        case "failed":
          toast.showError(userTextOf(progress.error), { cause: progress.error });
          return;
      }
    },
  };
}

/** {@link swapEffects} for the active network, or undefined without one. */
export function useSwapEffects(): SwapEffects | undefined {
  const foyer = useFoyer();
  const { network } = useFoyerNetwork();
  const swap = useSwapMessages();
  const locale = useLocale();
  return useMemo(
    () => (network ? swapEffects(foyer, network, swap, locale) : undefined),
    [foyer, network, swap, locale],
  );
}

export { paidAndReceived };
