import { readFileSync, statSync, utimesSync } from "node:fs";
import { type Hex, verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Eip6963ProviderDetail } from "./eip6963.js";
import type { TestWalletInjectConfig } from "./injectConfig.js";
import {
  ensureTestWalletBundle,
  testWalletBundlePath,
  testWalletInitScript,
} from "./node/initScript.js";
import { type Anvil, DEV_ACCOUNTS, startAnvil } from "./testing/anvil.js";
import type { TestWallet } from "./types.js";

const [alice] = DEV_ACCOUNTS;
let anvil: Anvil;
beforeAll(async () => {
  anvil = await startAnvil();
});
afterAll(() => anvil?.stop());

interface FakeWindow extends EventTarget {
  top?: unknown;
  ethereum?: unknown;
  foyerTestWallet?: TestWallet;
}

/** Runs the init script the way a page would, with `window` being a bare EventTarget. */
function runInFakeWindow(script: string, options: { iframe?: boolean } = {}) {
  const window: FakeWindow = new EventTarget();
  window.top = options.iframe === true ? new EventTarget() : window;
  const announced: Eip6963ProviderDetail[] = [];
  window.addEventListener("eip6963:announceProvider", (event) => {
    announced.push((event as CustomEvent<Eip6963ProviderDetail>).detail);
  });
  new Function("window", script)(window);
  return { window, announced };
}

const config = (): TestWalletInjectConfig => ({
  privateKey: alice.privateKey,
  chains: [{ chainId: 31337, rpcUrl: anvil.url, name: "Anvil" }],
});

describe("inject bundle", () => {
  it("builds one self-contained IIFE with no module syntax", () => {
    const bundle = readFileSync(ensureTestWalletBundle(), "utf8");
    expect(bundle.length).toBeGreaterThan(10_000);
    expect(bundle).not.toMatch(/^\s*(import|export)\s/m);
    expect(bundle).not.toMatch(/\brequire\(/);
  });

  it("rebuilds when the bundle is older than the sources", () => {
    ensureTestWalletBundle();
    utimesSync(testWalletBundlePath, new Date(0), new Date(0));
    ensureTestWalletBundle();
    expect(statSync(testWalletBundlePath).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
  });

  it("installs, announces and re-announces from window.__FOYER_TEST_WALLET__", async () => {
    const { window, announced } = runInFakeWindow(
      testWalletInitScript({ ...config(), legacyInjected: true }),
    );
    expect(announced).toHaveLength(1);
    const [detail] = announced;
    expect(detail?.info.rdns).toBe("dev.foyer.testwallet");
    expect(detail?.info.name).toBe("Foyer Test Wallet");
    expect(Object.isFrozen(detail)).toBe(true);
    expect(window.ethereum).toBe(detail?.provider);
    expect(window.foyerTestWallet).toBe(detail?.provider);

    window.dispatchEvent(new Event("eip6963:requestProvider"));
    expect(announced).toHaveLength(2);
    expect(announced[1]?.info.uuid).toBe(detail?.info.uuid);

    const provider = detail!.provider;
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a69");
    expect(await provider.request({ method: "eth_requestAccounts" })).toEqual([alice.address]);
    const signature = (await provider.request({
      method: "personal_sign",
      params: ["0x6869", alice.address],
    })) as Hex;
    expect(await verifyMessage({ address: alice.address, message: "hi", signature })).toBe(true);
    expect(
      await provider.request({ method: "eth_getBalance", params: [alice.address, "latest"] }),
    ).toBe(await anvil.rpc("eth_getBalance", [alice.address, "latest"]));
  });

  it("takes the mode from the config and lets a test flip it", async () => {
    const { window } = runInFakeWindow(testWalletInitScript({ ...config(), mode: "reject" }));
    const wallet = window.foyerTestWallet!;
    await expect(wallet.request({ method: "eth_requestAccounts" })).rejects.toMatchObject({
      code: 4001,
    });
    wallet.setMode("approve");
    expect(await wallet.request({ method: "eth_requestAccounts" })).toEqual([alice.address]);
  });

  it("stays out of iframes unless allFrames is set", () => {
    expect(
      runInFakeWindow(testWalletInitScript(config()), { iframe: true }).announced,
    ).toHaveLength(0);
    const all = runInFakeWindow(testWalletInitScript({ ...config(), allFrames: true }), {
      iframe: true,
    });
    expect(all.announced).toHaveLength(1);
  });

  it("reports a bad config instead of installing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { announced, window } = runInFakeWindow(
      testWalletInitScript({ ...config(), privateKey: "0x1234" as `0x${string}` }),
    );
    expect(announced).toHaveLength(0);
    expect(window.foyerTestWallet).toBeUndefined();
    expect(String(error.mock.calls[0]?.[1])).toContain("privateKey");
    error.mockRestore();
  });
});
