import { userTextOf } from "@foyer/core";
import {
  type BlockchainApi,
  type SwapEffects,
  type SwapFlow,
  type SwapFlowState,
  type SwapPreview,
  simulateSwap,
} from "@foyer/core/internal";
import { useMemo } from "react";
import { useLocale } from "../../i18n/catalogueContext.js";
import { useSwapMessages } from "../../i18n/useSwapMessages.js";
import { FormAlert } from "../FormAlert.js";
import { TransactionPreviewSection } from "../TransactionPreview/TransactionPreviewSection.js";
import { usePreviewTarget } from "../TransactionPreview/usePreviewTarget.js";
import { useTransactionPreview } from "../TransactionPreview/useTransactionPreview.js";
import { SwapDetails } from "./SwapDetails.js";
import { swapFigures, tokenAmount } from "./swapFigures.js";

interface SwapPreviewProps {
  flow: SwapFlow;
  state: SwapFlowState;
  preview: SwapPreview;
  effects: SwapEffects | undefined;
  nativePrice: number;
  nativeDecimals: number;
  slippage: number;
  /** The server's preview client and the swap API the approval is built with. */
  blockchain: Pick<BlockchainApi, "preview" | "swap">;
}

/**
 * What the built swap pays and receives, before the wallet is asked. While the router may
 * not spend the token yet, Approve comes first (its own wallet request); then Swap. The
 * server's simulation of what is sent (the approval and the swap after it, while one is
 * needed) shows the balance changes and each call before the wallet is asked.
 */
export function SwapPreviewPanel({
  flow,
  state,
  preview,
  effects,
  nativePrice,
  nativeDecimals,
  slippage,
  blockchain,
}: SwapPreviewProps) {
  const swap = useSwapMessages();
  const locale = useLocale();
  const { quote } = preview.built;
  // The embedded wallet's approval shows the same preview itself: only other wallets here.
  const user = usePreviewTarget() ? state.user : undefined;
  const load = useMemo(
    () => (user ? () => simulateSwap(blockchain, preview, user) : undefined),
    [blockchain, preview, user],
  );
  const simulation = useTransactionPreview(load, preview.approvalNeeded ? 2 : 1);
  // The network fee is the form quote's (the typical gas of such a swap at today's price).
  const formQuote = state.quote.status === "ready" ? state.quote.result : undefined;
  const figures = swapFigures({
    quote: { ...quote, networkFee: formQuote?.networkFee },
    from: preview.from,
    to: preview.to,
    nativePrice,
    nativeDecimals,
    slippage,
    swap,
    locale,
  });
  const busy = state.step.kind === "approving" || state.step.kind === "swapping";
  const fromSymbol = preview.from.symbol;
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 10 }}>
      <dl className="list" style={{ margin: 0 }}>
        <div className="row" style={{ cursor: "default" }}>
          <dt className="row-name">{swap.youPay}</dt>
          <dd style={{ margin: 0 }} data-testid="swap-pay">
            {tokenAmount(preview.units, preview.from, locale)}
          </dd>
        </div>
        <div className="row" style={{ cursor: "default" }}>
          <dt className="row-name">{swap.youReceive}</dt>
          <dd style={{ margin: 0 }} data-testid="swap-receive">
            {figures.received}
          </dd>
        </div>
      </dl>
      <SwapDetails
        figures={{ ...figures, minimum: tokenAmount(quote.toAmountMin, preview.to, locale) }}
        slippage={slippage}
      />
      {simulation ? <TransactionPreviewSection preview={simulation} /> : null}
      {preview.approvalNeeded ? <p className="muted">{swap.approvalNote(fromSymbol)}</p> : null}
      <FormAlert text={state.error ? userTextOf(state.error) : undefined} />
      <div className="actions">
        <button type="button" className="secondary" onClick={() => flow.edit()} disabled={busy}>
          {swap.edit}
        </button>
        {preview.approvalNeeded ? (
          <button
            type="button"
            className="primary"
            disabled={busy || !effects || simulation?.blocked === true}
            aria-busy={state.step.kind === "approving"}
            onClick={() => effects && void flow.approve(effects)}
          >
            {state.step.kind === "approving"
              ? swap.approving(fromSymbol)
              : swap.approve(fromSymbol)}
          </button>
        ) : (
          <button
            type="button"
            className="primary"
            disabled={busy || !effects || simulation?.blocked === true}
            aria-busy={state.step.kind === "swapping"}
            onClick={() => effects && void flow.confirm(effects)}
          >
            {state.step.kind === "swapping" ? swap.swapping : swap.swap}
          </button>
        )}
      </div>
    </div>
  );
}
