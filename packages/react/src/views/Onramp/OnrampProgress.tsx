import { formatTokenAmount, type OnrampFlow, type OnrampPurchase } from "@foyer/core/internal";
import { useLocale } from "../../i18n/catalogueContext.js";
import { useOnrampMessages } from "../../i18n/useOnrampMessages.js";

interface OnrampProgressProps {
  flow: OnrampFlow;
  purchase: Exclude<OnrampPurchase, { status: "idle" }>;
  providerName(id: string): string;
  /** The purchased token's balance once delivered ("Balance: 50.000 USDC"). */
  balance: string | undefined;
}

/** A purchase under way: pay in the provider's window, delivery, arrival (or why it stopped). */
export function OnrampProgress({ flow, purchase, providerName, balance }: OnrampProgressProps) {
  const onramp = useOnrampMessages();
  const locale = useLocale();
  if (purchase.status === "failed") {
    const reasons = {
      restricted: onramp.restricted,
      noCheckout: onramp.noCheckout,
      delivery: purchase.order ? onramp.deliveryFailed : onramp.noCheckout,
      timedOut: onramp.timedOut,
      closed: onramp.closed,
    } as const;
    return (
      <div className="center">
        <p role="alert" className="error-text">
          {reasons[purchase.reason]}
        </p>
        <button type="button" className="primary" onClick={() => flow.reset()}>
          {onramp.tryAgain}
        </button>
      </div>
    );
  }
  if (purchase.status === "done") {
    const { amount, currency } = purchase.order.purchaseAmount;
    return (
      <div className="center">
        <p role="status" data-testid="onramp-status">
          {onramp.delivered(formatTokenAmount(amount, locale), currency)}
        </p>
        {balance ? (
          <p className="muted" data-testid="onramp-balance">
            {balance}
          </p>
        ) : null}
        <button type="button" className="primary" onClick={() => flow.reset()}>
          {onramp.startOver}
        </button>
      </div>
    );
  }
  const order = purchase.status === "tracking" ? purchase.order : undefined;
  const text =
    purchase.status === "opening"
      ? onramp.opening
      : order?.status === "paid"
        ? onramp.delivering(
            formatTokenAmount(order.purchaseAmount.amount, locale),
            order.purchaseAmount.currency,
          )
        : onramp.payInWindow(order?.provider.name ?? providerName(purchase.provider));
  return (
    <div className="center">
      <span className="spinner" aria-hidden="true" />
      <p role="status" data-testid="onramp-status">
        {text}
      </p>
    </div>
  );
}
