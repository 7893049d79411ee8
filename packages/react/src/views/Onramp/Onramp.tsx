import {
  type AccountDataServices,
  formatTokenAmount,
  isRestrictedTimezone,
  NATIVE_TOKEN_ADDRESS,
  type TokenBalanceItem,
} from "@foyer/core/internal";
import { useEffect, useState } from "react";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useAccountData } from "../../hooks/useAccountData.js";
import { useStore } from "../../hooks/useStore.js";
import { useLocale } from "../../i18n/catalogueContext.js";
import { useOnrampMessages } from "../../i18n/useOnrampMessages.js";
import { useWalletMessages } from "../../i18n/useWalletMessages.js";
import { LoadingRows } from "../Account/tabs/LoadingRows.js";
import { useTokenBalances } from "../Account/tabs/TokensTab/useTokenBalances.js";
import { useAccountTarget } from "../Account/tabs/useAccountTarget.js";
import { OnrampForm } from "./OnrampForm.js";
import { OnrampProgress } from "./OnrampProgress.js";
import { buyerTimezone, openPurchaseWindow } from "./purchaseWindow.js";

/** The Buy view: crypto by card through an onramp provider, delivered to this account. */
export function Onramp() {
  const onramp = useOnrampMessages();
  const wallet = useWalletMessages();
  const source = useAccountData();
  if (source.status === "loading") return <LoadingRows label={onramp.loading} />;
  if (source.status !== "ready") {
    return <StatusMessage title={wallet.tokenBalanceUnavailable} tone="error" />;
  }
  return <OnrampPanel data={source.data} />;
}

/** The balance item of a purchase currency on the account's network (the native coin has no address). */
function heldOf(balances: readonly TokenBalanceItem[], symbol: string, contract: string) {
  return balances.find((item) =>
    contract === ""
      ? item.address === undefined || item.address.endsWith(`:${NATIVE_TOKEN_ADDRESS}`)
      : item.address?.toLowerCase().endsWith(`:${contract.toLowerCase()}`) &&
        item.symbol === symbol,
  );
}

function OnrampPanel({ data }: { data: AccountDataServices }) {
  const onramp = useOnrampMessages();
  const locale = useLocale();
  const flow = data.onramp;
  const state = useStore(flow.store, (s) => s);
  const { address, caipNetworkId } = useAccountTarget();
  const balances = useTokenBalances({ fresh: true, refreshKey: state.completed });
  const [notice, setNotice] = useState<string | undefined>(undefined);

  useEffect(() => {
    const reference = caipNetworkId?.split(":")[1];
    flow.setUser(address && caipNetworkId ? `${caipNetworkId}:${address}` : undefined, reference);
  }, [flow, address, caipNetworkId]);

  // Providers refuse some regions outright: say so rather than quote what can't be bought.
  if (isRestrictedTimezone(buyerTimezone())) {
    return <StatusMessage title={onramp.restricted} tone="error" />;
  }
  if (state.options.status === "loading") return <LoadingRows label={onramp.loading} />;
  const options = state.options.options;
  const providerName = (id: string) =>
    options.providers?.find((provider) => provider.id === id)?.name ?? onramp.provider;

  function buy(provider: string | undefined) {
    const window = openPurchaseWindow();
    if (!window) {
      setNotice(onramp.popupBlocked);
      return;
    }
    setNotice(undefined);
    const timezone = buyerTimezone();
    void flow.buy(provider, { window, ...(timezone ? { timezone } : {}) });
  }

  if (state.purchase.status !== "idle") {
    const currency = options.purchaseCurrencies.find(
      (entry) => entry.id === state.purchaseCurrency,
    );
    const network = currency?.networks.find((entry) => entry.name === state.network);
    const held =
      balances.status === "ready" && currency && network
        ? heldOf(balances.balances, currency.symbol, network.contract_address)
        : undefined;
    return (
      <OnrampProgress
        flow={flow}
        purchase={state.purchase}
        providerName={providerName}
        balance={
          held
            ? onramp.balance(formatTokenAmount(held.quantity.numeric, locale), held.symbol)
            : undefined
        }
      />
    );
  }
  return <OnrampForm flow={flow} state={state} options={options} onBuy={buy} notice={notice} />;
}
