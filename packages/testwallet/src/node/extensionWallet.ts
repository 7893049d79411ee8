import { TEST_WALLET_NAME, TEST_WALLET_RDNS } from "../eip6963.js";
import { toProviderRpcError } from "../errors.js";
import { TEST_WALLET_ICON } from "../icon.js";
import type { TestWalletInjectConfig } from "../injectConfig.js";
import type { ProviderEventName, RequestArguments, TestWallet } from "../types.js";
import { randomUuid } from "../uuid.js";
import { createTestWallet } from "../wallet.js";

/** The page a request came from, as Playwright's binding source names it. */
export interface ExtensionPage {
  isClosed(): boolean;
  evaluate(script: string): Promise<unknown>;
}

/** The part of a Playwright `BrowserContext` the extension needs. */
export interface ExtensionContext {
  exposeBinding(
    name: string,
    callback: (source: { page: ExtensionPage }, request: unknown) => unknown,
  ): Promise<void>;
  addInitScript(script: { content: string }): Promise<unknown>;
}

/** The EVM side of an extension's config: no panel, Solana or Bitcoin (those live in the page). */
export type ExtensionWalletConfig = Pick<
  TestWalletInjectConfig,
  "privateKey" | "chains" | "activeChainId" | "mode"
>;

/** The page's binding that carries one request out to the wallet. */
const REQUEST_BINDING = "__foyerExtensionRequest";
/** What the shim puts on the page for the wallet's events to come back in. */
const EVENT_RECEIVER = "__foyerExtensionEvent";
const EVENTS: readonly ProviderEventName[] = [
  "connect",
  "disconnect",
  "accountsChanged",
  "chainChanged",
];

/**
 * The test wallet as a browser extension is built: the key and the signing run outside the page
 * (here in Node, behind a Playwright binding), and the page holds only a small EIP-1193 provider
 * announced over EIP-6963 that forwards each request and receives the wallet's events. The page's
 * heap then carries what a visitor's would with a real extension, not the wallet's own code.
 * Approve mode by default; the panel and the Solana and Bitcoin sides need `testWalletInitScript`.
 * Returns the wallet (in Node) so a harness can read it or change its mode.
 */
export async function installExtensionTestWallet(
  context: ExtensionContext,
  config: ExtensionWalletConfig,
): Promise<TestWallet> {
  const wallet = createTestWallet({
    privateKey: config.privateKey,
    chains: config.chains,
    ...(config.activeChainId === undefined ? {} : { activeChainId: config.activeChainId }),
    mode: config.mode ?? "approve",
    storage: null,
  });
  const pages = new Set<ExtensionPage>();
  for (const event of EVENTS) {
    wallet.on(event, (payload: unknown) => {
      const call = `window.${EVENT_RECEIVER}?.(${JSON.stringify(event)}, ${JSON.stringify(payload)})`;
      for (const page of pages) {
        if (page.isClosed()) pages.delete(page);
        else void page.evaluate(call).catch(() => undefined);
      }
    });
  }
  await context.exposeBinding(REQUEST_BINDING, async (source, request) => {
    pages.add(source.page);
    try {
      return { result: await wallet.request(request as RequestArguments) };
    } catch (error) {
      const { code, message, data } = toProviderRpcError(error);
      return { error: { code, message, ...(data === undefined ? {} : { data }) } };
    }
  });
  const info = {
    uuid: randomUuid(),
    name: TEST_WALLET_NAME,
    icon: TEST_WALLET_ICON,
    rdns: TEST_WALLET_RDNS,
  };
  await context.addInitScript({ content: extensionShim(info) });
  return wallet;
}

/** The in-page part: plain JavaScript, a few hundred bytes and no dependency. */
function extensionShim(info: { uuid: string; name: string; icon: string; rdns: string }): string {
  return `(() => {
  if (window.top !== window) return;
  const listeners = new Map();
  const provider = {
    isFoyerTestWallet: true,
    async request(args) {
      const answer = await window.${REQUEST_BINDING}({ method: args.method, params: args.params });
      if (!answer.error) return answer.result;
      const error = new Error(answer.error.message);
      error.code = answer.error.code;
      if (answer.error.data !== undefined) error.data = answer.error.data;
      throw error;
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  window.${EVENT_RECEIVER} = (event, payload) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try { listener(payload); } catch (error) { console.error(error); }
    }
  };
  const detail = Object.freeze({ info: Object.freeze(${JSON.stringify(info)}), provider });
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
})();`;
}
