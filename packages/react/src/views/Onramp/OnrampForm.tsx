import {
  ONRAMP_PAYMENT_METHODS,
  type OnrampFlow,
  type OnrampFlowState,
  type OnrampOptions,
  paymentLimit,
  readOnrampAmount,
} from "@foyer/core/internal";
import { useId } from "react";
import { AmountField } from "../../components/AmountField/AmountField.js";
import { DevnetPricesNote } from "../../components/DevnetPrices/DevnetPricesNote.js";
import type { OnrampMessages } from "../../i18n/onrampEn.js";
import { useOnrampMessages } from "../../i18n/useOnrampMessages.js";
import { FormAlert } from "../FormAlert.js";
import { OnrampQuotes } from "./OnrampQuotes.js";

interface OnrampFormProps {
  flow: OnrampFlow;
  state: OnrampFlowState;
  options: OnrampOptions;
  onBuy(provider: string | undefined): void;
  /** Why the last purchase could not start (a blocked popup). */
  notice: string | undefined;
}

function amountProblem(
  state: OnrampFlowState,
  options: OnrampOptions,
  onramp: OnrampMessages,
): string | undefined {
  const currency = options.paymentCurrencies.find((entry) => entry.id === state.paymentCurrency);
  const limit = paymentLimit(currency, state.paymentMethod);
  const reading = readOnrampAmount(state.amount, limit);
  if (reading.ok || state.amount.trim() === "") return undefined;
  const id = currency?.id ?? "";
  switch (reading.problem) {
    case "enterAmount":
      return onramp.enterAmount;
    case "invalidAmount":
      return onramp.invalidAmount;
    case "belowMinimum":
      return onramp.belowMinimum(limit?.min ?? "", id);
    case "aboveMaximum":
      return onramp.aboveMaximum(limit?.max ?? "", id);
  }
}

/** What to buy, on which network, paid in what and how much (the limits checked as you type), then the quotes. */
export function OnrampForm({ flow, state, options, onBuy, notice }: OnrampFormProps) {
  const onramp = useOnrampMessages();
  const id = useId();
  const currency = options.purchaseCurrencies.find((entry) => entry.id === state.purchaseCurrency);
  const payment = options.paymentCurrencies.find((entry) => entry.id === state.paymentCurrency);
  const limit = paymentLimit(payment, state.paymentMethod);
  const bank = state.paymentMethod === "ach_bank_account";
  // The methods this payment currency has limits for, in the protocol's order.
  const methods = ONRAMP_PAYMENT_METHODS.filter((method) =>
    payment?.payment_method_limits.some((entry) => entry.id === method),
  );
  const problem = amountProblem(state, options, onramp);
  const providerName = (providerId: string | undefined) =>
    options.providers?.find((provider) => provider.id === providerId)?.name ?? onramp.provider;

  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 10 }}>
      <label htmlFor={`${id}-asset`}>{onramp.buy}</label>
      <select
        id={`${id}-asset`}
        className="search"
        value={state.purchaseCurrency ?? ""}
        onChange={(event) => flow.setPurchaseCurrency(event.target.value)}
      >
        {options.purchaseCurrencies.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.symbol} · {entry.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-network`}>{onramp.network}</label>
      <select
        id={`${id}-network`}
        className="search"
        value={state.network ?? ""}
        onChange={(event) => flow.setNetwork(event.target.value)}
      >
        {(currency?.networks ?? []).map((network) => (
          <option key={network.name} value={network.name}>
            {network.display_name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-pay`}>{onramp.payWith}</label>
      <select
        id={`${id}-pay`}
        className="search"
        value={state.paymentCurrency ?? ""}
        onChange={(event) => flow.setPaymentCurrency(event.target.value)}
      >
        {options.paymentCurrencies.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.id}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-method`}>{onramp.paymentMethod}</label>
      <select
        id={`${id}-method`}
        className="search"
        value={state.paymentMethod}
        onChange={(event) => {
          const method = ONRAMP_PAYMENT_METHODS.find((entry) => entry === event.target.value);
          if (method) flow.setPaymentMethod(method);
        }}
      >
        {methods.map((method) => (
          <option key={method} value={method}>
            {method === "ach_bank_account" ? onramp.bankTransfer : onramp.card}
          </option>
        ))}
      </select>
      <AmountField
        id={`${id}-amount`}
        label={onramp.amount}
        value={state.amount}
        placeholder="0.00"
        describedBy={`${id}-limits`}
        invalid={problem !== undefined}
        onChange={(amount) => flow.setAmount(amount)}
      />
      {limit && payment ? (
        <span id={`${id}-limits`} className="muted">
          {(bank ? onramp.limitsBank : onramp.limits)(limit.min, limit.max, payment.id)}
        </span>
      ) : null}
      <FormAlert text={problem ?? notice} />
      {state.quotes.status === "loading" ? (
        <p className="muted" role="status">
          {onramp.quoting}
        </p>
      ) : null}
      {state.quotes.status === "ready" ? (
        <OnrampQuotes
          quotes={state.quotes.result}
          symbol={currency?.symbol ?? ""}
          providerName={providerName}
          onBuy={onBuy}
          disabled={problem !== undefined}
        />
      ) : null}
      {state.quotes.status === "ready" ? <DevnetPricesNote /> : null}
    </div>
  );
}
