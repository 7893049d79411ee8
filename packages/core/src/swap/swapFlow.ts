import type { SwapQuote, SwapToken } from "@foyer/protocol";
import type { ApiCaches } from "../api/blockchain/apiCaches.js";
import type { BuiltSwap, SwapApi } from "../api/blockchain/swapApi.js";
import type { Clock } from "../effects/clock.js";
import type { SendTransactionDraft } from "../send/sendRequest.js";
import { createStore, type Store } from "../store/createStore.js";
import { createQuoteScheduler, type QuoteState } from "./quoteScheduler.js";
import { type SwapError, swapError, swapRevertedError, toSwapError } from "./swapError.js";
import { needsApproval, readSwapForm } from "./swapForm.js";
import type { ReceiptStatus } from "./transactionReceipt.js";

/** What one quote is for. */
export interface SwapQuoteInput {
  from: SwapToken;
  to: SwapToken;
  units: bigint;
  /** CAIP-10 of the account. */
  user: string;
}

/** A built swap the user is looking at before confirming. */
export interface SwapPreview {
  from: SwapToken;
  to: SwapToken;
  units: bigint;
  built: BuiltSwap;
  /** The router may not yet spend `units` of `from`: Approve comes first. */
  approvalNeeded: boolean;
}

/** Where the flow is; a preview stays through the wallet requests so the view can show it. */
export type SwapStep =
  | { kind: "form" }
  | { kind: "reviewing" }
  | { kind: "preview"; preview: SwapPreview }
  | { kind: "approving"; preview: SwapPreview }
  | { kind: "swapping"; preview: SwapPreview };

export interface SwapFlowState {
  /** CAIP-10 account and network the fields belong to; a change resets them. */
  user: string | undefined;
  from: SwapToken | undefined;
  to: SwapToken | undefined;
  /** As typed, in whole `from` tokens. */
  amount: string;
  quote: QuoteState<SwapQuoteInput, SwapQuote>;
  step: SwapStep;
  /** The last failure, to show until the next action. */
  error: SwapError | undefined;
  /** Counts finished swaps, so balance views know to read again. */
  completed: number;
}

/** What happened, for the view's toasts (the flow keeps no display strings). */
export type SwapProgress =
  | { type: "approving" | "swapping"; preview: SwapPreview }
  | { type: "approved" | "swapped"; preview: SwapPreview; hash: string }
  | { type: "failed"; error: SwapError };

/** The wallet side of a swap, handed in per action by the view. */
export interface SwapEffects {
  /** Resolves with the hash once the wallet sent it (after the user approved). */
  sendTransaction(draft: SendTransactionDraft): Promise<string>;
  waitForReceipt(hash: string): Promise<ReceiptStatus | undefined>;
  onProgress?(progress: SwapProgress): void;
  /** The network's coin (ETH), named when the account can't pay the network fee. */
  nativeSymbol?: string;
}

export interface SwapFlow {
  readonly store: Store<SwapFlowState>;
  /** The account (CAIP-10) the flow is for; another one resets the fields. */
  setUser(user: string | undefined): void;
  setFrom(token: SwapToken | undefined): void;
  setTo(token: SwapToken | undefined): void;
  /** Swaps the two tokens, keeping the amount. */
  flip(): void;
  setAmount(amount: string): void;
  /** Builds the swap for the preview (checking the allowance first); `balance` in `from` units. */
  review(balance: bigint | undefined): Promise<void>;
  /** Sends the exact approval, waits for it to be mined, then rebuilds the swap with its gas. */
  approve(effects: SwapEffects): Promise<void>;
  /** Sends the previewed swap and waits for it; a revert is said as one. */
  confirm(effects: SwapEffects): Promise<void>;
  /** Back from the preview to the form, fields kept. */
  edit(): void;
}

export interface SwapFlowOptions {
  swap: SwapApi;
  caches: Pick<ApiCaches, "portfolio">;
  clock: Clock;
  /** Pause after typing before quoting (default 350 ms). */
  debounceMs?: number;
  /** Slippage tolerance in percent (behaviour §9: 1). */
  slippage?: number;
}

const NATIVE = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";
const isNative = (token: SwapToken) => token.address.toLowerCase().endsWith(`:${NATIVE}`);
const networkOf = (caip: string) => caip.split(":").slice(0, 2).join(":");
/** A gas price is reused this long across quotes: typing should not ask for it per key. */
const GAS_PRICE_TTL_MS = 15_000;

/** The form as it opens, and as it starts again for another account. */
const EMPTY_FORM: Omit<SwapFlowState, "user" | "completed"> = {
  from: undefined,
  to: undefined,
  amount: "",
  quote: { status: "idle" },
  step: { kind: "form" },
  error: undefined,
};

/**
 * The swap view's state and actions, framework-free and per instance. It lives outside the
 * view because an embedded wallet's approval replaces the view while the wallet request is
 * open: the request's answer must land in state the view finds again when it comes back.
 */
export function createSwapFlow(options: SwapFlowOptions): SwapFlow {
  const { swap, caches, clock } = options;
  const slippage = options.slippage ?? 1;
  const store = createStore<SwapFlowState>({ user: undefined, ...EMPTY_FORM, completed: 0 });
  let gasPrice: { network: string; wei: string; at: number } | undefined;

  async function gasPriceFor(network: string): Promise<string> {
    if (gasPrice?.network === network && clock.now() - gasPrice.at < GAS_PRICE_TTL_MS) {
      return gasPrice.wei;
    }
    const { standard } = await swap.getGasPrice(network);
    gasPrice = { network, wei: standard, at: clock.now() };
    return standard;
  }

  const quotes = createQuoteScheduler<SwapQuoteInput, SwapQuote>({
    clock,
    debounceMs: options.debounceMs ?? 350,
    async load(input) {
      const gas = await gasPriceFor(networkOf(input.from.address));
      const { quotes: list } = await swap.getQuotes({
        amount: input.units.toString(),
        userAddress: input.user,
        from: input.from.address,
        to: input.to.address,
        gasPrice: gas,
      });
      const quote = list[0];
      if (quote === undefined) throw swapError("SWAP_NO_ROUTE");
      return quote;
    },
    onState: (quote) => store.setState({ quote }),
  });

  /** Asks for a quote of the fields as they are, or clears it when they can't be quoted. */
  function requote() {
    const { from, to, amount, user } = store.getState();
    const { units } = readSwapForm({ from, to, amount, balance: undefined });
    quotes.request(
      from && to && user && units !== undefined ? { from, to, units, user } : undefined,
    );
  }

  function change(patch: Partial<SwapFlowState>) {
    store.setState({ ...patch, step: { kind: "form" }, error: undefined });
    requote();
  }

  /** Sets state only while `user` is still the flow's: an answer for a left account is dropped. */
  function setFor(user: string, patch: Parameters<typeof store.setState>[0]) {
    if (store.getState().user === user) store.setState(patch);
  }

  function fail(error: unknown, effects?: SwapEffects): SwapError {
    const swapFailure = toSwapError(error, effects?.nativeSymbol);
    effects?.onProgress?.({ type: "failed", error: swapFailure });
    return swapFailure;
  }

  /** Builds the swap now: with the gas estimate unless the router still needs approving. */
  async function build(from: SwapToken, to: SwapToken, units: bigint, user: string) {
    const allowance = isNative(from)
      ? undefined
      : BigInt(
          (await swap.getAllowance({ tokenAddress: from.address, userAddress: user })).allowance,
        );
    const short = allowance !== undefined && allowance < units;
    const request = {
      amount: units.toString(),
      from: from.address,
      to: to.address,
      userAddress: user,
      slippage,
    };
    let built = await swap.buildTransaction({ ...request, disableEstimate: short });
    const approvalNeeded = needsApproval({
      fromIsNative: isNative(from),
      fromToken: from.address,
      txTo: built.tx.to,
      allowance: allowance ?? 0n,
      amount: units,
    });
    // A token's own call (WETH's unwrap) needs no allowance after all: estimate it now.
    if (short && !approvalNeeded)
      built = await swap.buildTransaction({ ...request, disableEstimate: false });
    return { from, to, units, built, approvalNeeded } satisfies SwapPreview;
  }

  function draftOf(tx: BuiltSwap["tx"]): SendTransactionDraft {
    return {
      to: tx.to.split(":").at(-1) ?? tx.to,
      value: BigInt(tx.value),
      ...(tx.data !== "0x" ? { data: tx.data as `0x${string}` } : {}),
      ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
    };
  }

  /** Sends `tx` and waits for it to be mined; the receipt's status, or a timeout error. */
  async function sendAndWait(tx: BuiltSwap["tx"], effects: SwapEffects) {
    const hash = await effects.sendTransaction(draftOf(tx));
    const status = await effects.waitForReceipt(hash);
    if (status === undefined) throw swapError("SWAP_RECEIPT_TIMEOUT", { hash });
    return { hash, status };
  }

  return {
    store,

    setUser(user) {
      if (store.getState().user === user) return;
      quotes.request(undefined);
      store.setState({ user, ...EMPTY_FORM });
    },
    setFrom(from) {
      const { to } = store.getState();
      // Picking the other side's token swaps the sides, as a trader means.
      if (from && to && from.address === to.address) change({ from, to: store.getState().from });
      else change({ from });
    },
    setTo(to) {
      const { from } = store.getState();
      if (to && from && to.address === from.address) change({ to, from: store.getState().to });
      else change({ to });
    },
    flip() {
      const { from, to } = store.getState();
      change({ from: to, to: from });
    },
    setAmount(amount) {
      change({ amount });
    },

    async review(balance) {
      const { from, to, amount, user, step } = store.getState();
      if (step.kind !== "form" || !user) return;
      const reading = readSwapForm({ from, to, amount, balance });
      if (!reading.ok || !from || !to) {
        if (reading.ok === false && reading.problem === "insufficientBalance") {
          store.setState({ error: swapError("SWAP_INSUFFICIENT_BALANCE") });
        }
        return;
      }
      store.setState({ step: { kind: "reviewing" }, error: undefined });
      try {
        const preview = await build(from, to, reading.units, user);
        if (store.getState().step.kind !== "reviewing") return;
        store.setState({ step: { kind: "preview", preview } });
      } catch (error) {
        if (store.getState().step.kind !== "reviewing") return;
        store.setState({ step: { kind: "form" }, error: fail(error) });
      }
    },

    async approve(effects) {
      const { step, user } = store.getState();
      if (step.kind !== "preview" || !step.preview.approvalNeeded || !user) return;
      const set = (patch: Parameters<typeof store.setState>[0]) => setFor(user, patch);
      const { preview } = step;
      store.setState({ step: { kind: "approving", preview }, error: undefined });
      effects.onProgress?.({ type: "approving", preview });
      try {
        const { tx } = await swap.buildApprove({
          userAddress: user,
          from: preview.from.address,
          to: preview.to.address,
          amount: preview.units.toString(),
        });
        const { hash, status } = await sendAndWait(tx, effects);
        if (status === "reverted") throw swapError("SWAP_APPROVAL_REVERTED", { hash });
        effects.onProgress?.({ type: "approved", preview, hash });
        // Rebuilt on today's reserves, now with its gas estimate.
        const next = await build(preview.from, preview.to, preview.units, user);
        set({ step: { kind: "preview", preview: next } });
      } catch (error) {
        set({ step: { kind: "preview", preview }, error: fail(error, effects) });
      }
    },

    async confirm(effects) {
      const { step, user } = store.getState();
      if (step.kind !== "preview" || step.preview.approvalNeeded || !user) return;
      const set = (patch: Parameters<typeof store.setState>[0]) => setFor(user, patch);
      const { preview } = step;
      store.setState({ step: { kind: "swapping", preview }, error: undefined });
      effects.onProgress?.({ type: "swapping", preview });
      try {
        const { hash, status } = await sendAndWait(preview.built.tx, effects);
        // Mined either way: the fee was paid, so balances changed.
        caches.portfolio.clear();
        if (status === "reverted") throw swapRevertedError(slippage, hash);
        effects.onProgress?.({ type: "swapped", preview, hash });
        if (store.getState().user !== user) return;
        quotes.request(undefined);
        set((state) => ({
          amount: "",
          quote: { status: "idle" },
          step: { kind: "form" },
          completed: state.completed + 1,
        }));
      } catch (error) {
        const failure = fail(error, effects);
        // A revert spent gas: the balances are worth reading again.
        const reverted = failure.code === "SWAP_REVERTED";
        if (store.getState().user !== user) return;
        set((state) => ({
          step: reverted ? { kind: "form" } : { kind: "preview", preview },
          error: failure,
          completed: reverted ? state.completed + 1 : state.completed,
        }));
        if (reverted) requote();
      }
    },

    edit() {
      const { step } = store.getState();
      if (step.kind === "preview") store.setState({ step: { kind: "form" }, error: undefined });
    },
  };
}
