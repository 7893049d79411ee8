import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useWalletMessages } from "../../i18n/useWalletMessages.js";

/**
 * A small "Devnet prices" mark beside fiat values when the server says its prices are a
 * devnet's (its DEX pools and fixed numbers, nothing a market set); nothing otherwise.
 */
export function DevnetPricesNote() {
  const foyer = useFoyer();
  const wallet = useWalletMessages();
  const prices = useStore(foyer.stores.features, (s) => s.prices);
  if (prices !== "devnet") return null;
  return (
    <p
      className="muted center"
      data-testid="devnet-prices"
      title={wallet.devnetPricesHint}
      style={{ margin: 0, fontSize: "0.8em" }}
    >
      {wallet.devnetPrices}
    </p>
  );
}
