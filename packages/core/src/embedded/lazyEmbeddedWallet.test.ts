import { describe, expect, it } from "vitest";
import { createFakeEmbeddedWallet } from "../testing/fakeEmbeddedWallet.js";
import type { ApprovalEvent, EmbeddedWallet } from "./embeddedWallet.js";
import { lazyEmbeddedWallet } from "./lazyEmbeddedWallet.js";

describe("lazyEmbeddedWallet", () => {
  it("loads nothing until the first call, then loads once", async () => {
    const inner = createFakeEmbeddedWallet();
    let loads = 0;
    const wallet = lazyEmbeddedWallet(async () => {
      loads += 1;
      return inner;
    });
    expect(loads).toBe(0);
    await expect(wallet.connectEmail("ada@example.com")).resolves.toEqual({ action: "VERIFY_OTP" });
    await wallet.isConnected();
    expect(loads).toBe(1);
    expect(inner.calls.map((c) => c.method)).toEqual(["connectEmail", "isConnected"]);
  });

  it("hands approval events to listeners added before the load", async () => {
    const inner = createFakeEmbeddedWallet();
    const wallet = lazyEmbeddedWallet(async () => inner);
    const seen: ApprovalEvent[] = [];
    const off = wallet.onApproval((event) => seen.push(event));
    await wallet.getProvider();
    inner.approval({ pending: true, request: "signMessage" });
    off();
    inner.approval({ pending: false, ok: true });
    expect(seen).toEqual([{ pending: true, request: "signMessage" }]);
  });

  it("keeps theme, app data and slot without loading, and hands them over once loaded", async () => {
    const inner = createFakeEmbeddedWallet();
    let loads = 0;
    const wallet = lazyEmbeddedWallet(async () => {
      loads += 1;
      return inner;
    });
    const app = { sdkVersion: "0.1.0", sdkType: "appkit", projectId: "p" };
    const slot = { element: {}, zIndex: 1000 };
    wallet.syncAppData?.(app);
    wallet.syncTheme?.({ themeMode: "light" });
    wallet.syncTheme?.({ themeMode: "dark" });
    wallet.showFrameIn?.(slot);
    wallet.abortRequests?.();
    expect(loads).toBe(0);
    await wallet.isConnected();
    expect(inner.notices.map((n) => [n.method, n.args[0]])).toEqual([
      ["syncAppData", app],
      ["syncTheme", { themeMode: "dark" }],
      ["showFrameIn", slot],
    ]);
    // Once loaded, each goes straight through.
    wallet.syncTheme?.({ themeMode: "light" });
    wallet.showFrameIn?.(undefined);
    wallet.abortRequests?.();
    expect(inner.notices.slice(3).map((n) => [n.method, n.args[0]])).toEqual([
      ["syncTheme", { themeMode: "light" }],
      ["showFrameIn", undefined],
      ["abortRequests", undefined],
    ]);
  });

  it("retries a failed load on the next call", async () => {
    const inner = createFakeEmbeddedWallet();
    let loads = 0;
    const wallet = lazyEmbeddedWallet(async (): Promise<EmbeddedWallet> => {
      loads += 1;
      if (loads === 1) throw new Error("chunk failed");
      return inner;
    });
    await expect(wallet.isConnected()).rejects.toThrow("chunk failed");
    await expect(wallet.isConnected()).resolves.toBe(true);
    expect(loads).toBe(2);
  });
});
