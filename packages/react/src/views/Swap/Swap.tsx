import {
  type AccountDataServices,
  isSwapChain,
  maxSendAmount,
  SWAP_SLIPPAGE_TOLERANCE,
  swapMessages,
  type TokenBalanceItem,
} from "@foyer/core/internal";
import { useEffect, useRef } from "react";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useAccountData } from "../../hooks/useAccountData.js";
import { useStore } from "../../hooks/useStore.js";
import { useSwapMessages } from "../../i18n/useSwapMessages.js";
import { LoadingRows } from "../Account/tabs/LoadingRows.js";
import { useTokenBalances } from "../Account/tabs/TokensTab/useTokenBalances.js";
import { useAccountTarget } from "../Account/tabs/useAccountTarget.js";
import { SwapForm } from "./SwapForm.js";
import { SwapPreviewPanel } from "./SwapPreviewPanel.js";
import { nativeOf, withBalances } from "./swapTokens.js";
import { useSwapEffects } from "./useSwapEffects.js";
import { useSwapTokens } from "./useSwapTokens.js";

/** Room kept for a native swap's gas when Max fills the amount: a two-hop swap's worth. */
const MAX_SWAP_GAS = 250_000n;

/** The Swap view (behaviour §2): trade one token for another on the network's DEX. */
export function Swap() {
  const swap = useSwapMessages();
  const source = useAccountData();
  if (source.status === "loading") return <LoadingRows label={swap.loading} />;
  if (source.status !== "ready") return <StatusMessage title={swap.unavailable} tone="error" />;
  return <SwapPanel data={source.data} />;
}

function SwapPanel({ data }: { data: AccountDataServices }) {
  const swap = useSwapMessages();
  const flow = data.swap;
  const state = useStore(flow.store, (s) => s);
  const { address, caipNetworkId } = useAccountTarget();
  const effects = useSwapEffects();
  const swapTokens = useSwapTokens(caipNetworkId);
  const balances = useTokenBalances({ fresh: true, refreshKey: state.completed });
  // Balances read again after a swap go through "loading": keep showing the last ones.
  const lastBalances = useRef<readonly TokenBalanceItem[] | undefined>(undefined);
  if (balances.status === "ready") lastBalances.current = balances.balances;

  useEffect(() => {
    flow.setUser(address && caipNetworkId ? `${caipNetworkId}:${address}` : undefined);
  }, [flow, address, caipNetworkId]);

  const tokens = swapTokens.status === "ready" ? swapTokens.tokens : [];
  const held = withBalances(tokens, lastBalances.current);

  // Start from the native coin into the first other token, as most first swaps are.
  useEffect(() => {
    if (tokens.length < 2 || state.from || state.to) return;
    flow.setFrom(tokens[0]);
    flow.setTo(tokens[1]);
  }, [flow, tokens, state.from, state.to]);

  // Behaviour §9: swaps only on its swap chains (and the devnet); say so on any other.
  if (!isSwapChain(caipNetworkId)) {
    return <StatusMessage title={swapMessages.networkUnsupported} tone="error" />;
  }
  if (swapTokens.status === "loading") return <LoadingRows label={swap.loading} />;
  if (swapTokens.status === "unavailable") {
    return <StatusMessage title={swap.unavailable} tone="error" />;
  }

  const native = nativeOf(held);
  const step = state.step;
  if (step.kind === "preview" || step.kind === "approving" || step.kind === "swapping") {
    return (
      <SwapPreviewPanel
        flow={flow}
        state={state}
        preview={step.preview}
        effects={effects}
        nativePrice={native?.price ?? 0}
        nativeDecimals={native?.token.decimals ?? 18}
        slippage={SWAP_SLIPPAGE_TOLERANCE}
        blockchain={data.blockchain}
      />
    );
  }

  /**
   * Max: all of an ERC-20; of the native coin, all but room for the gas at today's price
   * (core's `maxSendAmount`), or all of it when the price can't be read.
   */
  async function fillMax() {
    const from = held.find((entry) => entry.token.address === state.from?.address);
    if (!from || !caipNetworkId) return;
    const item = lastBalances.current?.find((balance) =>
      from === native
        ? balance.address === undefined
        : balance.address?.toLowerCase() === from.token.address.toLowerCase(),
    );
    if (!item) return flow.setAmount(from.numeric);
    let amount = maxSendAmount({ token: item }) ?? from.numeric;
    if (from === native) {
      try {
        const price = await data.blockchain.swap.getGasPrice(caipNetworkId);
        amount =
          maxSendAmount({ token: item, gas: MAX_SWAP_GAS, gasPrice: BigInt(price.standard) }) ??
          amount;
      } catch {
        // No price: the whole balance, and the review says what is missing.
      }
    }
    flow.setAmount(amount);
  }

  return (
    <SwapForm
      flow={flow}
      state={state}
      tokens={held}
      slippage={SWAP_SLIPPAGE_TOLERANCE}
      onMax={() => void fillMax()}
    />
  );
}
