import { createContext, runInContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { TEST_WALLET_NAME, TEST_WALLET_RDNS } from "../eip6963.js";
import { DEV_ACCOUNTS } from "../testing/anvil.js";
import { type ExtensionPage, installExtensionTestWallet } from "./extensionWallet.js";

interface ShimProvider {
  isFoyerTestWallet: true;
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): unknown;
  removeListener(event: string, listener: (payload: unknown) => void): unknown;
}
interface Announced {
  info: { uuid: string; name: string; rdns: string; icon: string };
  provider: ShimProvider;
}

/**
 * A page as Playwright gives it: the init script runs in its own global (a vm context with a
 * window), the binding is a function on that window, and `evaluate` runs script there.
 */
async function extensionPage(mode: "approve" | "reject" = "approve") {
  const window = new EventTarget() as EventTarget & Record<string, unknown>;
  window.window = window;
  window.top = window;
  const announced: Announced[] = [];
  window.addEventListener("eip6963:announceProvider", (event) => {
    announced.push((event as CustomEvent<Announced>).detail);
  });
  const global = createContext({ window, CustomEvent, console });
  const page: ExtensionPage = {
    isClosed: () => false,
    evaluate: async (script) => runInContext(script, global),
  };
  let init = "";
  const wallet = await installExtensionTestWallet(
    {
      async exposeBinding(name, callback) {
        window[name] = (request: unknown) => callback({ page }, request);
      },
      async addInitScript({ content }) {
        init = content;
      },
    },
    {
      privateKey: DEV_ACCOUNTS[0].privateKey,
      chains: [{ chainId: 31337, rpcUrl: "http://127.0.0.1:9", name: "Foyer Devnet" }],
      mode,
    },
  );
  runInContext(init, global);
  return { wallet, window, announced, init };
}

describe("installExtensionTestWallet", () => {
  it("announces a small provider over EIP-6963 that carries no key and no wallet code", async () => {
    const { announced, window, init } = await extensionPage();
    expect(announced).toHaveLength(1);
    expect(announced[0]?.info.name).toBe(TEST_WALLET_NAME);
    expect(announced[0]?.info.rdns).toBe(TEST_WALLET_RDNS);
    expect(Object.isFrozen(announced[0])).toBe(true);
    window.dispatchEvent(new Event("eip6963:requestProvider"));
    expect(announced).toHaveLength(2);
    expect(announced[1]?.provider).toBe(announced[0]?.provider);
    expect(init).not.toContain(DEV_ACCOUNTS[0].privateKey.slice(2));
    // The icon (a data URL) is most of it; the code around it stays small.
    expect(init.length - (announced[0]?.info.icon.length ?? 0)).toBeLessThan(2500);
  });

  it("forwards requests to the wallet outside the page and brings its events back", async () => {
    const { announced } = await extensionPage();
    const provider = announced[0]!.provider;
    const accounts: unknown[] = [];
    provider.on("accountsChanged", (payload) => accounts.push(payload));
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a69");
    expect(await provider.request({ method: "eth_accounts" })).toEqual([]);
    expect(await provider.request({ method: "eth_requestAccounts" })).toEqual([
      DEV_ACCOUNTS[0].address,
    ]);
    await expect.poll(() => accounts).toEqual([[DEV_ACCOUNTS[0].address]]);
  });

  it("gives the page the wallet's EIP-1193 errors with their codes", async () => {
    const rejecting = await extensionPage("reject");
    await expect(
      rejecting.announced[0]!.provider.request({ method: "eth_requestAccounts" }),
    ).rejects.toMatchObject({ code: 4001 });
    const { announced } = await extensionPage();
    await expect(
      announced[0]!.provider.request({ method: "eth_subscribe", params: ["newHeads"] }),
    ).rejects.toMatchObject({ code: 4200 });
  });
});
