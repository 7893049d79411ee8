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
import { SelectField } from "../SelectField.js";
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
      <SelectField
        id={`${id}-asset`}
        label={onramp.buy}
        value={state.purchaseCurrency}
        options={options.purchaseCurrencies.map((entry) => ({
          value: entry.id,
          text: `${entry.symbol} · ${entry.name}`,
        }))}
        onChange={(value) => flow.setPurchaseCurrency(value)}
      />
      <SelectField
        id={`${id}-network`}
        label={onramp.network}
        value={state.network}
        options={(currency?.networks ?? []).map((network) => ({
          value: network.name,
          text: network.display_name,
        }))}
        onChange={(value) => flow.setNetwork(value)}
      />
      <SelectField
        id={`${id}-pay`}
        label={onramp.payWith}
        value={state.paymentCurrency}
        options={options.paymentCurrencies.map((entry) => ({ value: entry.id, text: entry.id }))}
        onChange={(value) => flow.setPaymentCurrency(value)}
      />
      <SelectField
        id={`${id}-method`}
        label={onramp.paymentMethod}
        value={state.paymentMethod}
        options={methods.map((method) => ({
          value: method,
          text: method === "ach_bank_account" ? onramp.bankTransfer : onramp.card,
        }))}
        onChange={(value) => {
          const method = ONRAMP_PAYMENT_METHODS.find((entry) => entry === value);
          if (method) flow.setPaymentMethod(method);
        }}
      />
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
