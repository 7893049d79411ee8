import { formatTokenAmount } from "@foyer/core/internal";
import { useLocale } from "../../i18n/catalogueContext.js";
import { useSwapMessages } from "../../i18n/useSwapMessages.js";
import type { HeldSwapToken } from "./swapTokens.js";

interface TokenSelectProps {
  id: string;
  label: string;
  tokens: readonly HeldSwapToken[];
  /** CAIP-10 of the chosen token. */
  value: string | undefined;
  onChange(address: string): void;
  disabled?: boolean;
}

/** A token picker: each option names the token and what the account holds; the chosen token's icon beside it. */
export function TokenSelect({ id, label, tokens, value, onChange, disabled }: TokenSelectProps) {
  const swap = useSwapMessages();
  const locale = useLocale();
  const chosen = tokens.find((entry) => entry.token.address === value);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
        {chosen ? (
          <img
            src={chosen.token.logoUri}
            alt=""
            width={28}
            height={28}
            style={{ borderRadius: 999 }}
          />
        ) : null}
        <select
          id={id}
          className="search"
          value={value ?? ""}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {value === undefined ? <option value="">{swap.chooseTokens}</option> : null}
          {tokens.map(({ token, numeric, units }) => (
            <option key={token.address} value={token.address}>
              {/* While balances load, the symbol alone rather than a balance of 0. */}
              {units === undefined
                ? token.symbol
                : swap.option(token.symbol, formatTokenAmount(numeric, locale))}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
