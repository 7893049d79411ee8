import type { CaipNetwork, ChainAdapter } from "@foyer/core";
import type { AdapterEvents } from "@foyer/core/internal";
import type {
  Eip1193Provider,
  ProviderEventName,
  ProviderEvents,
  TestWallet,
} from "@foyer/testwallet";
import type { DiscoveryWindow } from "../discovery.js";

export const ICON_URL = "https://example.com/anvil.png";

/** A network as the app lists it, pointing at a local anvil. */
export function localNetwork(
  chainId: number,
  rpcUrl: string,
  name = `Anvil ${chainId}`,
): CaipNetwork {
  return {
    id: chainId,
    name,
    chainNamespace: "eip155",
    caipNetworkId: `eip155:${chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: {
      default: { name: "Local Explorer", url: `https://explorer.example/${chainId}` },
    },
    assets: { imageUrl: ICON_URL },
    testnet: true,
  };
}

/** A fresh page: an EventTarget standing in for `window`, so tests never share wallets. */
export function freshWindow(): DiscoveryWindow {
  return new EventTarget() as DiscoveryWindow;
}

export interface RecordedRequest {
  method: string;
  params: unknown;
}

export interface WrappedProvider extends Eip1193Provider {
  readonly requests: RecordedRequest[];
  /** Emits an event as if the wallet had, beside the wallet's own events. */
  emit<E extends ProviderEventName>(event: E, payload: ProviderEvents[E]): void;
}

/**
 * The test wallet behind a thin EIP-1193 layer that records every request,
 * can answer some methods itself (`override` returns undefined to pass a
 * request through) and can emit events the wallet cannot produce on its own.
 */
export function wrapProvider(
  wallet: TestWallet,
  override: (method: string, params: unknown) => Promise<unknown> | undefined = () => undefined,
): WrappedProvider {
  const listeners = new Map<string, Set<(payload: never) => void>>();
  const requests: RecordedRequest[] = [];
  const wrapped: WrappedProvider = {
    requests,
    request(args) {
      requests.push({ method: args.method, params: args.params });
      return override(args.method, args.params) ?? wallet.request(args);
    },
    on(event, listener) {
      wallet.on(event, listener);
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(event, set);
      return this;
    },
    removeListener(event, listener) {
      wallet.removeListener(event, listener);
      listeners.get(event)?.delete(listener as (payload: never) => void);
      return this;
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        (listener as (value: typeof payload) => void)(payload);
      }
    },
  };
  return wrapped;
}

/** Collects every event an adapter emits, in order. */
export function recordEvents(adapter: ChainAdapter) {
  const log: { event: keyof AdapterEvents; payload: unknown }[] = [];
  const names: (keyof AdapterEvents)[] = [
    "connected",
    "accountsChanged",
    "chainChanged",
    "disconnected",
    "connectorsChanged",
  ];
  for (const event of names) {
    adapter.on(event, (payload) => log.push({ event, payload }));
  }
  return {
    log,
    of: <K extends keyof AdapterEvents>(event: K) =>
      log.filter((e) => e.event === event).map((e) => e.payload as AdapterEvents[K]),
  };
}

/** Resolves once `check` passes, failing after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Lets pending wallet events and wagmi's async handlers run. */
export function settle(ms = 50): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
