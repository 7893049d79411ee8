import { describe, expect, it, vi } from "vitest";
import { createRouter, type FarcasterCleanup } from "./routerStore.js";

function setup(isConnected = false) {
  const calls: string[] = [];
  const farcasterCleanup: FarcasterCleanup = {
    clearFarcasterLink: () => calls.push("clearFarcasterLink"),
    reloadEmbeddedWallet: () => calls.push("reloadEmbeddedWallet"),
    resyncAppData: () => calls.push("resyncAppData"),
  };
  const connected = { value: isConnected };
  const router = createRouter({ isConnected: () => connected.value, farcasterCleanup });
  return { router, calls, connected };
}

describe("router store (behaviour §2)", () => {
  it("starts at Connect", () => {
    expect(setup().router.current()).toEqual({ view: "Connect" });
  });

  it("does not notify when the current view is pushed again", () => {
    const { router } = setup();
    const listener = vi.fn();
    router.store.subscribe(listener);
    router.push({ view: "Connect" });
    expect(listener).not.toHaveBeenCalled();
  });

  it("goes back, and answers close from the first view without touching history", () => {
    const { router } = setup();
    router.push({ view: "AllWallets" });
    expect(router.goBack()).toBe("navigated");
    expect(router.current()).toEqual({ view: "Connect" });
    expect(router.goBack()).toBe("close");
    expect(router.store.getState().history).toEqual([{ view: "Connect" }]);
  });

  it("shows Account instead of Connect when going back while connected", () => {
    const { router, connected } = setup();
    router.push({ view: "Networks" });
    connected.value = true;
    router.goBack();
    expect(router.current()).toEqual({ view: "Account" });
  });

  it.each([
    ["back", (r: ReturnType<typeof setup>["router"]) => r.goBack()],
    ["push", (r: ReturnType<typeof setup>["router"]) => r.push({ view: "EmailLogin" })],
    ["replace", (r: ReturnType<typeof setup>["router"]) => r.replace({ view: "EmailLogin" })],
    ["reset", (r: ReturnType<typeof setup>["router"]) => r.reset({ view: "Connect" })],
  ])(
    "leaving ConnectingFarcaster by %s while not connected runs the clean-up in order",
    (_n, leave) => {
      const { router, calls } = setup();
      router.push({ view: "ConnectingFarcaster" });
      leave(router);
      expect(calls).toEqual(["clearFarcasterLink", "reloadEmbeddedWallet", "resyncAppData"]);
    },
  );

  it("leaving ConnectingFarcaster while connected runs no clean-up", () => {
    const { router, calls } = setup(true);
    router.push({ view: "ConnectingFarcaster" });
    router.reset({ view: "Account" });
    expect(calls).toEqual([]);
  });
});
