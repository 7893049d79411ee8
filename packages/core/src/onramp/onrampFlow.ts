import { isRestrictedTimezone, type OnrampPaymentMethod } from "@foyer/protocol";
import type { ApiCaches } from "../api/blockchain/apiCaches.js";
import type { OnrampOptions, OnrampOrder, OnrampQuote } from "../api/blockchain/blockchainTypes.js";
import type { OnrampApi } from "../api/blockchain/onrampApi.js";
import type { Clock, TimerHandle } from "../effects/clock.js";
import { createStore, type Store } from "../store/createStore.js";
import { createQuoteScheduler, type QuoteState } from "../swap/quoteScheduler.js";
import { bestFirst, paymentLimit, readOnrampAmount } from "./onrampForm.js";

/** What one round of quotes is for. */
export interface OnrampQuoteInput {
  purchaseCurrency: string;
  paymentCurrency: string;
  amount: string;
  network: string;
  paymentMethod: OnrampPaymentMethod;
}

/** A purchase from the click on a provider to the crypto in the wallet. */
export type OnrampPurchase =
  | { status: "idle" }
  | { status: "opening"; provider: string }
  | { status: "tracking"; provider: string; orderId: string; order: OnrampOrder | undefined }
  | { status: "done"; order: OnrampOrder }
  | { status: "failed"; reason: OnrampFailure; order?: OnrampOrder };

/** Why a purchase stopped; the view words each. */
export type OnrampFailure = "restricted" | "noCheckout" | "delivery" | "timedOut" | "closed";

export interface OnrampFlowState {
  /** CAIP-10 of the buyer; another one starts over. */
  user: string | undefined;
  options: { status: "loading" } | { status: "ready"; options: OnrampOptions };
  purchaseCurrency: string | undefined;
  network: string | undefined;
  paymentCurrency: string | undefined;
  /** Card or bank transfer (ACH): the limits checked and the checkout's form are this one's. */
  paymentMethod: OnrampPaymentMethod;
  amount: string;
  quotes: QuoteState<OnrampQuoteInput, OnrampQuote[]>;
  purchase: OnrampPurchase;
  /** Counts purchases delivered, so balance views know to read again. */
  completed: number;
}

/** The provider's window, opened at the click (a popup opened later is blocked). */
export interface PurchaseWindow {
  show(url: string): void;
  close(): void;
  /** Whether the buyer closed it. */
  closed(): boolean;
}

export interface OnrampFlow {
  readonly store: Store<OnrampFlowState>;
  /** The buyer (CAIP-10) and the network they are on, which the form starts from. */
  setUser(user: string | undefined, chainReference?: string): void;
  setPurchaseCurrency(id: string): void;
  setNetwork(name: string): void;
  setPaymentCurrency(id: string): void;
  setPaymentMethod(method: OnrampPaymentMethod): void;
  setAmount(amount: string): void;
  /** Makes the order with `provider` and follows it until the crypto arrives or it fails. */
  buy(
    provider: string | undefined,
    effects: { window: PurchaseWindow; timezone?: string },
  ): Promise<void>;
  /** Back to the form (stops following the purchase). */
  reset(): void;
}

export interface OnrampFlowOptions {
  onramp: OnrampApi;
  caches: Pick<ApiCaches, "portfolio">;
  clock: Clock;
  debounceMs?: number;
  /** Between order status reads. */
  pollMs?: number;
  /** How long a purchase is followed (an order's checkout lives 30 min). */
  followMs?: number;
}

/**
 * The Buy view's state and actions, per instance: options (the server's, or behaviour §7's
 * built-in defaults), the form with its limits, quotes of every provider as the amount is
 * typed (best first), then the purchase: the provider's checkout in its own window and the
 * order's progress until the crypto is in the wallet.
 */
export function createOnrampFlow(options: OnrampFlowOptions): OnrampFlow {
  const { onramp, caches, clock } = options;
  const pollMs = options.pollMs ?? 1_500;
  const followMs = options.followMs ?? 30 * 60_000;
  const store = createStore<OnrampFlowState>({
    user: undefined,
    options: { status: "loading" },
    purchaseCurrency: undefined,
    network: undefined,
    paymentCurrency: undefined,
    paymentMethod: "card",
    amount: "",
    quotes: { status: "idle" },
    purchase: { status: "idle" },
    completed: 0,
  });
  let chainReference: string | undefined;
  let loadingOptions: Promise<void> | undefined;
  let poll: TimerHandle | undefined;
  let purchaseId = 0;

  const quotes = createQuoteScheduler<OnrampQuoteInput, OnrampQuote[]>({
    clock,
    debounceMs: options.debounceMs ?? 350,
    async load(input) {
      const state = store.getState();
      const providers =
        state.options.status === "ready" ? (state.options.options.providers ?? []) : [];
      const ids = providers.length > 0 ? providers.map((provider) => provider.id) : [undefined];
      const timezone = currentTimezone();
      const list = await Promise.all(
        ids.map((provider) =>
          onramp.getQuote({
            ...input,
            ...(provider ? { provider } : {}),
            ...(timezone ? { timezone } : {}),
          }),
        ),
      );
      return bestFirst(list);
    },
    onState: (quote) => store.setState({ quotes: quote }),
  });

  /** The current choices completed with defaults from the options. */
  function settle(patch: Partial<OnrampFlowState>): Partial<OnrampFlowState> {
    const state = { ...store.getState(), ...patch };
    if (state.options.status !== "ready") return patch;
    const { purchaseCurrencies, paymentCurrencies } = state.options.options;
    const currency =
      purchaseCurrencies.find((entry) => entry.id === state.purchaseCurrency) ??
      purchaseCurrencies.find((entry) => entry.symbol === "USDC") ??
      purchaseCurrencies[0];
    const networks = currency?.networks ?? [];
    const network =
      networks.find((entry) => entry.name === state.network) ??
      networks.find((entry) => entry.chain_id === chainReference) ??
      networks[0];
    const payment =
      paymentCurrencies.find((entry) => entry.id === state.paymentCurrency) ?? paymentCurrencies[0];
    return {
      ...patch,
      purchaseCurrency: currency?.id,
      network: network?.name,
      paymentCurrency: payment?.id,
    };
  }

  function requote() {
    const state = store.getState();
    if (state.options.status !== "ready") return quotes.request(undefined);
    const currency = state.options.options.paymentCurrencies.find(
      (entry) => entry.id === state.paymentCurrency,
    );
    const { purchaseCurrency, paymentCurrency, network, paymentMethod } = state;
    const amount = readOnrampAmount(state.amount, paymentLimit(currency, paymentMethod));
    quotes.request(
      amount.ok && purchaseCurrency && paymentCurrency && network
        ? { purchaseCurrency, paymentCurrency, amount: amount.amount, network, paymentMethod }
        : undefined,
    );
  }

  function change(patch: Partial<OnrampFlowState>) {
    if (store.getState().purchase.status !== "idle") return;
    store.setState(settle(patch));
    requote();
  }

  function stopFollowing() {
    purchaseId++;
    if (poll !== undefined) clock.clearTimeout(poll);
    poll = undefined;
  }

  function loadOptions() {
    loadingOptions ??= onramp.getOptions().then((served) => {
      store.setState(settle({ options: { status: "ready", options: served } }));
      requote();
    });
    return loadingOptions;
  }

  /** Reads the order until it is delivered or failed, or the follow window ends. */
  function follow(
    id: number,
    provider: string,
    orderId: string,
    window: PurchaseWindow,
    until: number,
  ) {
    const tick = async () => {
      if (id !== purchaseId) return;
      const order = await onramp.getOrder(orderId).catch(() => undefined);
      if (id !== purchaseId) return;
      if (order?.status === "completed") {
        caches.portfolio.clear();
        store.setState((state) => ({
          purchase: { status: "done", order },
          completed: state.completed + 1,
        }));
        return;
      }
      if (order?.status === "failed") {
        store.setState({ purchase: { status: "failed", reason: "delivery", order } });
        return;
      }
      // Closed before paying: the purchase is over.
      if (window.closed() && (order === undefined || order.status === "created")) {
        store.setState({
          purchase: { status: "failed", reason: "closed", ...(order ? { order } : {}) },
        });
        return;
      }
      if (clock.now() > until) {
        store.setState({
          purchase: { status: "failed", reason: "timedOut", ...(order ? { order } : {}) },
        });
        return;
      }
      store.setState({ purchase: { status: "tracking", provider, orderId, order } });
      poll = clock.setTimeout(() => void tick(), pollMs);
    };
    void tick();
  }

  return {
    store,

    setUser(user, reference) {
      chainReference = reference;
      void loadOptions();
      if (store.getState().user === user) return;
      stopFollowing();
      quotes.request(undefined);
      store.setState(
        settle({
          user,
          network: undefined,
          amount: "",
          quotes: { status: "idle" },
          purchase: { status: "idle" },
        }),
      );
    },
    setPurchaseCurrency(id) {
      change({ purchaseCurrency: id, network: undefined });
    },
    setNetwork(name) {
      change({ network: name });
    },
    setPaymentCurrency(id) {
      change({ paymentCurrency: id });
    },
    setPaymentMethod(method) {
      change({ paymentMethod: method });
    },
    setAmount(amount) {
      change({ amount });
    },

    async buy(provider, effects) {
      const state = store.getState();
      const address = state.user?.split(":")[2];
      if (state.purchase.status !== "idle" || !address || !state.network) {
        effects.window.close();
        return;
      }
      if (isRestrictedTimezone(effects.timezone)) {
        effects.window.close();
        store.setState({ purchase: { status: "failed", reason: "restricted" } });
        return;
      }
      const currency =
        state.options.status === "ready"
          ? state.options.options.purchaseCurrencies.find(
              (entry) => entry.id === state.purchaseCurrency,
            )
          : undefined;
      const providerId = provider ?? "";
      store.setState({ purchase: { status: "opening", provider: providerId } });
      const id = ++purchaseId;
      try {
        const { url, orderId } = await onramp.generateUrl({
          destinationWallets: [
            { address, blockchains: [state.network], assets: [currency?.symbol ?? "USDC"] },
          ],
          defaultNetwork: state.network,
          partnerUserId: address,
          presetFiatAmount: Number(state.amount),
          ...(provider ? { provider } : {}),
          ...(state.paymentCurrency ? { paymentCurrency: state.paymentCurrency } : {}),
          paymentMethod: state.paymentMethod,
          ...(effects.timezone ? { timezone: effects.timezone } : {}),
        });
        if (id !== purchaseId) return effects.window.close();
        effects.window.show(url);
        if (orderId === undefined) {
          // A provider without an order to follow: the wallet's balance tells the rest.
          store.setState({ purchase: { status: "idle" } });
          return;
        }
        store.setState({
          purchase: { status: "tracking", provider: providerId, orderId, order: undefined },
        });
        follow(id, providerId, orderId, effects.window, clock.now() + followMs);
      } catch {
        effects.window.close();
        if (id === purchaseId)
          store.setState({ purchase: { status: "failed", reason: "noCheckout" } });
      }
    },

    reset() {
      stopFollowing();
      store.setState({ purchase: { status: "idle" }, amount: "", quotes: { status: "idle" } });
      quotes.request(undefined);
    },
  };
}

/** The buyer's IANA time zone, where the platform knows it. */
function currentTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
