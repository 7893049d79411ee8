import { formatFiat, formatTokenAmount } from "@foyer/core/internal";
import { DevnetPricesNote } from "../../../../components/DevnetPrices/DevnetPricesNote.js";
import { useFollowBalances } from "../../../../hooks/useFollowBalances.js";
import { useLocale } from "../../../../i18n/catalogueContext.js";
import { useMessages } from "../../../../i18n/MessagesContext.js";
import { useWalletMessages } from "../../../../i18n/useWalletMessages.js";
import { LoadingRows } from "../LoadingRows.js";
import { sortByValue, tokenKey, totalValue } from "./tokenRows.js";
import { useTokenBalances } from "./useTokenBalances.js";
import { useTokenPrices } from "./useTokenPrices.js";

/**
 * The account's native and ERC-20 balances, most valuable first, each with its value and unit
 * price, and their fiat total on top.
 */
export function TokensTab() {
  const messages = useMessages();
  const locale = useLocale();
  const wallet = useWalletMessages();
  // Values from the price route where it prices a token, else the balance route's own.
  const state = useTokenPrices(useTokenBalances());
  // Shown balances follow what the account receives, tokens included.
  useFollowBalances(true, true);

  if (state.status === "loading") return <LoadingRows label={wallet.loadingTokens} />;
  if (state.status === "unavailable") {
    return <p className="center muted">{wallet.tokenBalanceUnavailable}</p>;
  }
  if (state.balances.length === 0) return <p className="center muted">{messages.noTokens}</p>;

  const tokens = sortByValue(state.balances);
  return (
    <>
      <p className="center" style={{ padding: "0 0 12px" }}>
        <span className="muted">{wallet.totalBalance}</span>
        <strong data-testid="token-total" style={{ fontSize: "1.4em" }}>
          {wallet.fiat(formatFiat(totalValue(tokens), locale))}
        </strong>
      </p>
      <DevnetPricesNote />
      <ul className="list" aria-label={messages.tokens}>
        {tokens.map((token) => (
          <li key={tokenKey(token)} className="row" style={{ cursor: "default" }}>
            <img className="wallet-image" src={token.iconUrl} alt="" loading="lazy" />
            <span className="row-name">
              {token.name}
              <br />
              <span className="muted">
                {formatTokenAmount(token.quantity.numeric, locale)} {token.symbol}
              </span>
            </span>
            <span style={{ textAlign: "end" }}>
              <span data-testid="token-value">{wallet.fiat(formatFiat(token.value, locale))}</span>
              {token.price > 0 ? (
                <>
                  <br />
                  <span className="muted" data-testid="token-price">
                    {wallet.unitPrice(wallet.fiat(formatFiat(token.price, locale)), token.symbol)}
                  </span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
