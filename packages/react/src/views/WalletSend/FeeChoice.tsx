import { type AdapterFeeOption, type FeeSpeed, formatUnits } from "@foyer/core/internal";
import { useId } from "react";
import { useWalletMessages } from "../../i18n/useWalletMessages.js";

interface FeeChoiceProps {
  options: readonly AdapterFeeOption[];
  speed: FeeSpeed;
  /** The native coin's decimals and symbol, to say each fee in it. */
  decimals: number;
  symbol: string;
  disabled: boolean;
  onChoose(speed: FeeSpeed): void;
}

/**
 * Bitcoin's fee rate choice: each speed with its rate (sat/vB) and what the transaction pays
 * at it, to the last satoshi (a fee is far below the 3 decimals balances show).
 */
export function FeeChoice({
  options,
  speed,
  decimals,
  symbol,
  disabled,
  onChoose,
}: FeeChoiceProps) {
  const wallet = useWalletMessages();
  const name = useId();
  return (
    <fieldset className="list" style={{ margin: 0, border: 0, padding: 0 }} data-testid="send-fee">
      <legend className="row-name">{wallet.networkFee}</legend>
      {options.map((option) => (
        <label key={option.speed} className="row" style={{ gap: 8 }}>
          <input
            type="radio"
            name={name}
            value={option.speed}
            checked={option.speed === speed}
            disabled={disabled}
            onChange={() => onChoose(option.speed)}
          />
          <span className="row-name">{wallet.feeSpeed[option.speed]}</span>
          <span className="muted">{wallet.feeRate(option.rate)}</span>
          <span style={{ marginInlineStart: "auto" }}>
            {formatUnits(option.fee, decimals)} {symbol}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
