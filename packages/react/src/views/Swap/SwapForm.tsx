import { type UserText, userTextOf } from "@foyer/core";
import {
  formatTokenAmount,
  readSwapForm,
  type SwapFlow,
  type SwapFlowState,
  type SwapFormProblem,
  toSwapError,
} from "@foyer/core/internal";
import { type FormEvent, useId } from "react";
import { AmountField } from "../../components/AmountField/AmountField.js";
import { DevnetPricesNote } from "../../components/DevnetPrices/DevnetPricesNote.js";
import { useLocale } from "../../i18n/catalogueContext.js";
import type { SwapMessages } from "../../i18n/swapEn.js";
import { useSwapMessages } from "../../i18n/useSwapMessages.js";
import { FormAlert } from "../FormAlert.js";
import { SwapDetails } from "./SwapDetails.js";
import { swapFigures } from "./swapFigures.js";
import { type HeldSwapToken, nativeOf } from "./swapTokens.js";
import { TokenSelect } from "./TokenSelect.js";

interface SwapFormProps {
  flow: SwapFlow;
  state: SwapFlowState;
  tokens: readonly HeldSwapToken[];
  slippage: number;
  onMax(): void;
}

function problemText(problem: SwapFormProblem, swap: SwapMessages): string {
  return swap[problem];
}

/**
 * From and to tokens with balances, the amount (Max), and the quote as it comes in; Review
 * builds the swap. What stops a swap shows as an alert under the fields.
 */
export function SwapForm({ flow, state, tokens, slippage, onMax }: SwapFormProps) {
  const swap = useSwapMessages();
  const locale = useLocale();
  const id = useId();
  const from = tokens.find((entry) => entry.token.address === state.from?.address);
  const native = nativeOf(tokens);
  const reading = readSwapForm({
    from: state.from,
    to: state.to,
    amount: state.amount,
    balance: from?.units,
  });
  const quote = state.quote;
  const figures =
    quote.status === "ready" && state.from && state.to
      ? swapFigures({
          quote: quote.result,
          from: state.from,
          to: state.to,
          nativePrice: native?.price ?? 0,
          nativeDecimals: native?.token.decimals ?? 18,
          slippage,
          swap,
          locale,
        })
      : undefined;
  // Say what is wrong once the user has typed; an empty form is not an error yet.
  const formProblem =
    !reading.ok && state.amount.trim() !== "" ? problemText(reading.problem, swap) : undefined;
  const problem: UserText | undefined =
    (state.error && userTextOf(state.error)) ??
    formProblem ??
    (quote.status === "error" ? userTextOf(toSwapError(quote.error)) : undefined);
  const reviewing = state.step.kind === "reviewing";
  const pick = (address: string) => tokens.find((entry) => entry.token.address === address)?.token;

  function submit(event: FormEvent) {
    event.preventDefault();
    void flow.review(from?.units);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      style={{ display: "flex", flexDirection: "column", gap: 10 }}
    >
      <TokenSelect
        id={`${id}-from`}
        label={swap.from}
        tokens={tokens}
        value={state.from?.address}
        onChange={(address) => flow.setFrom(pick(address))}
        disabled={reviewing}
      />
      <AmountField
        id={`${id}-amount`}
        label={swap.amount}
        value={state.amount}
        disabled={reviewing}
        onChange={(amount) => flow.setAmount(amount)}
        max={{ label: swap.max, disabled: !from || reviewing, onClick: onMax }}
      />
      {from?.units !== undefined && state.from ? (
        <span className="muted" data-testid="swap-balance">
          {swap.balance(formatTokenAmount(from.numeric, locale), state.from.symbol)}
        </span>
      ) : null}
      <button
        type="button"
        className="secondary"
        style={{ alignSelf: "center" }}
        onClick={() => flow.flip()}
        disabled={reviewing}
        aria-label={swap.flip}
        title={swap.flip}
      >
        ⇅
      </button>
      <TokenSelect
        id={`${id}-to`}
        label={swap.to}
        tokens={tokens}
        value={state.to?.address}
        onChange={(address) => flow.setTo(pick(address))}
        disabled={reviewing}
      />
      <output
        htmlFor={`${id}-amount ${id}-from ${id}-to`}
        aria-live="polite"
        data-testid="swap-output"
        style={{ fontSize: 18, fontWeight: 600, minHeight: 24 }}
      >
        {quote.status === "loading" ? (
          <span className="muted" style={{ fontSize: 14, fontWeight: 400 }}>
            {swap.quoting}
          </span>
        ) : figures ? (
          `${swap.youReceive}: ${figures.received}`
        ) : null}
      </output>
      {figures ? <SwapDetails figures={figures} slippage={slippage} /> : null}
      {figures ? <DevnetPricesNote /> : null}
      <FormAlert text={problem} />
      <button
        type="submit"
        className="primary wide"
        disabled={reviewing || !reading.ok || quote.status !== "ready"}
        aria-busy={reviewing}
      >
        {reviewing ? swap.reviewing : swap.review}
      </button>
    </form>
  );
}
