import { useSwapMessages } from "../../i18n/useSwapMessages.js";
import type { SwapFigures } from "./swapFigures.js";

/** The quote's lines: rate, price impact, pool fee, network fee, slippage, minimum received. */
export function SwapDetails({ figures, slippage }: { figures: SwapFigures; slippage: number }) {
  const swap = useSwapMessages();
  const rows: [string, string, string][] = [
    [swap.rate, figures.rate, "swap-rate"],
    [swap.priceImpact, figures.priceImpact, "swap-impact"],
    [swap.poolFee, figures.poolFee, "swap-pool-fee"],
    [swap.networkFee, figures.networkFee, "swap-network-fee"],
    [swap.slippage, swap.percent(String(slippage)), "swap-slippage"],
    [swap.minimumReceived, figures.minimum, "swap-minimum"],
  ];
  return (
    <dl className="list" style={{ margin: 0, gap: 2 }}>
      {rows.map(([name, value, testId]) => (
        <div key={testId} className="row" style={{ cursor: "default", padding: "6px 12px" }}>
          <dt className="row-name muted" style={{ fontWeight: 400 }}>
            {name}
          </dt>
          <dd style={{ margin: 0 }} data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
