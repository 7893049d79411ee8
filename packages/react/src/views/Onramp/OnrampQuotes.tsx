import { formatFiat, formatTokenAmount, type OnrampQuote } from "@foyer/core/internal";
import { useLocale } from "../../i18n/catalogueContext.js";
import { useOnrampMessages } from "../../i18n/useOnrampMessages.js";

interface OnrampQuotesProps {
  quotes: readonly OnrampQuote[];
  /** The purchase currency's symbol (a mocked quote carries its id). */
  symbol: string;
  providerName(id: string | undefined): string;
  onBuy(provider: string | undefined): void;
  disabled: boolean;
}

/** A provider's money amount as the locale writes it; one that is not a number shows as sent. */
function fiatAmount(amount: string, locale: string): string {
  try {
    return formatFiat(amount, locale);
  } catch {
    return amount;
  }
}

/** The providers' quotes side by side, best first, each with its own Buy button. */
export function OnrampQuotes({ quotes, symbol, providerName, onBuy, disabled }: OnrampQuotesProps) {
  const onramp = useOnrampMessages();
  const locale = useLocale();
  const money = (value: { amount: string; currency: string }) =>
    onramp.money(fiatAmount(value.amount, locale), value.currency);
  return (
    <ul className="list" aria-label={onramp.quotes}>
      {quotes.map((quote, index) => {
        const name = quote.provider?.name ?? providerName(quote.provider?.id);
        return (
          <li
            key={quote.quoteId + (quote.provider?.id ?? "")}
            className="row"
            data-testid="onramp-quote"
            style={{ cursor: "default", flexDirection: "column", alignItems: "stretch", gap: 4 }}
          >
            <div style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
              <strong>{name}</strong>
              {index === 0 && !quote.mocked ? <span className="badge">{onramp.best}</span> : null}
            </div>
            <span data-testid="onramp-receive">
              {onramp.youGet(formatTokenAmount(quote.purchaseAmount.amount, locale), symbol)}
            </span>
            <span className="muted">
              {onramp.fee(money(quote.fee))} · {onramp.networkFee(money(quote.networkFee))}
            </span>
            <span data-testid="onramp-total">{onramp.total(money(quote.paymentTotal))}</span>
            {quote.mocked ? <span className="muted">{onramp.estimate}</span> : null}
            <button
              type="button"
              className="primary"
              disabled={disabled}
              onClick={() => onBuy(quote.provider?.id)}
            >
              {onramp.buyWith(name)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
