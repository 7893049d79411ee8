import { createMemoryStorage } from "@foyer/protocol";
import type { Address } from "viem";
import { describe, expect, it, vi } from "vitest";
import { DEV_ACCOUNTS, rejection } from "./testing/anvil.js";
import type { TestWalletOptions } from "./types.js";
import { createTestWallet } from "./wallet.js";

const [alice] = DEV_ACCOUNTS;

// Nothing here reaches a node: connecting, signing and switching between
// configured chains are answered by the wallet alone.
function manualWallet(options: Partial<TestWalletOptions> = {}) {
  return createTestWallet({
    privateKey: alice.privateKey,
    chains: [
      { chainId: 31337, rpcUrl: "http://127.0.0.1:9", name: "Anvil" },
      { chainId: 31338, rpcUrl: "http://127.0.0.1:9", name: "Anvil Two" },
    ],
    approval: "manual",
    storage: createMemoryStorage(),
    ...options,
  });
}

const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  promise.then(
    () => {
      state.done = true;
    },
    () => {
      state.done = true;
    },
  );
  return state;
};

describe("manual approval", () => {
  it("queues a connect request until approve(id)", async () => {
    const w = manualWallet();
    const onChange = vi.fn();
    w.subscribe(onChange);
    const accounts = w.request({ method: "eth_requestAccounts" });
    const state = settled(accounts);
    await Promise.resolve();
    const [pending] = w.pending();
    expect(pending).toMatchObject({
      kind: "connect",
      label: "connect",
      method: "eth_requestAccounts",
    });
    expect(pending?.summary).toContain("0xf39F");
    expect(onChange).toHaveBeenCalled();
    expect(state.done).toBe(false);
    expect(await w.request({ method: "eth_accounts" })).toEqual([]);

    expect(w.approve(pending!.id)).toBe(true);
    expect(await accounts).toEqual([alice.address]);
    expect(w.pending()).toEqual([]);
    expect(w.approve(pending!.id)).toBe(false);
  });

  it("reject(id) rejects the request with 4001", async () => {
    const w = manualWallet();
    const accounts = w.request({ method: "eth_requestAccounts" });
    await Promise.resolve();
    const id = w.pending()[0]!.id;
    expect(w.reject(id)).toBe(true);
    expect(await rejection(accounts)).toMatchObject({
      code: 4001,
      message: "User rejected the connect request.",
    });
    expect(w.isAuthorized()).toBe(false);
  });

  it("shares one prompt between concurrent eth_requestAccounts calls", async () => {
    const w = manualWallet();
    const first = w.request({ method: "eth_requestAccounts" });
    const second = w.request({ method: "eth_requestAccounts" });
    await Promise.resolve();
    expect(w.pending()).toHaveLength(1);
    w.approve(w.pending()[0]!.id);
    expect(await first).toEqual(await second);
  });

  it("asks before signing and switching, with a label per kind", async () => {
    const w = manualWallet({ mode: "approve" });
    await w.request({ method: "eth_requestAccounts" });
    w.setMode("ask");
    const sign = w.request({ method: "personal_sign", params: ["0x68656c6c6f", alice.address] });
    const switching = w.request({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0x7a6a" }],
    });
    await Promise.resolve();
    const pending = w.pending();
    expect(pending.map((request) => request.label)).toEqual(["sign message", "switch chain"]);
    expect(pending[0]?.summary).toBe("Sign “hello”");
    expect(pending[1]?.summary).toBe("Switch to Anvil Two (31338)");
    const chainChanged = vi.fn();
    w.on("chainChanged", chainChanged);
    w.reject(pending[1]!.id);
    expect((await rejection(switching)).code).toBe(4001);
    expect(chainChanged).not.toHaveBeenCalled();
    w.approve(pending[0]!.id);
    expect(await sign).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it("setMode settles what is waiting: approve approves, reject rejects", async () => {
    const w = manualWallet();
    const connect = w.request({ method: "eth_requestAccounts" });
    await Promise.resolve();
    w.setMode("approve");
    expect(await connect).toEqual([alice.address]);
    expect(w.mode()).toBe("approve");

    w.setMode("ask");
    const sign = w.request({ method: "personal_sign", params: ["0x00", alice.address] });
    await Promise.resolve();
    expect(w.pending()).toHaveLength(1);
    w.setMode("reject");
    expect((await rejection(sign)).code).toBe(4001);
    expect(w.pending()).toEqual([]);
    // In reject mode new requests fail at once.
    expect(
      (await rejection(w.request({ method: "personal_sign", params: ["0x00", alice.address] })))
        .code,
    ).toBe(4001);
  });

  it("approval 'auto' approves without queueing", async () => {
    const w = manualWallet({ approval: "auto" });
    expect(w.mode()).toBe("approve");
    expect((await w.request({ method: "eth_requestAccounts" })) as Address[]).toEqual([
      alice.address,
    ]);
    expect(w.pending()).toEqual([]);
  });

  it("unsubscribe stops notifications", async () => {
    const w = manualWallet();
    const listener = vi.fn();
    const unsubscribe = w.subscribe(listener);
    unsubscribe();
    w.setMode("reject");
    expect(listener).not.toHaveBeenCalled();
  });
});
