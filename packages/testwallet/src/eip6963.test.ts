import { createMemoryStorage } from "@foyer/protocol";
import { describe, expect, it, vi } from "vitest";
import { announceTestWallet, type Eip6963ProviderDetail } from "./eip6963.js";
import { DEV_ACCOUNTS } from "./testing/anvil.js";
import { createTestWallet } from "./wallet.js";

function fakeWindow() {
  const target = new EventTarget() as EventTarget & { ethereum?: unknown };
  const announced: Eip6963ProviderDetail[] = [];
  target.addEventListener("eip6963:announceProvider", (event) => {
    announced.push((event as CustomEvent<Eip6963ProviderDetail>).detail);
  });
  return { target, announced };
}

const wallet = () =>
  createTestWallet({
    privateKey: DEV_ACCOUNTS[0].privateKey,
    chains: [{ chainId: 31337, rpcUrl: "http://127.0.0.1:9" }],
    storage: createMemoryStorage(),
  });

describe("announceTestWallet", () => {
  it("announces a frozen detail at once and again on every request", () => {
    const { target, announced } = fakeWindow();
    const provider = wallet();
    announceTestWallet(target, provider);
    expect(announced).toHaveLength(1);
    const [detail] = announced;
    expect(detail?.provider).toBe(provider);
    expect(detail?.info).toMatchObject({ name: "Foyer Test Wallet", rdns: "dev.foyer.testwallet" });
    expect(detail?.info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(detail?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(detail!.info.icon.split(",")[1]!)).toContain("<svg");
    expect(Object.isFrozen(detail)).toBe(true);
    expect(Object.isFrozen(detail?.info)).toBe(true);

    target.dispatchEvent(new Event("eip6963:requestProvider"));
    target.dispatchEvent(new Event("eip6963:requestProvider"));
    expect(announced).toHaveLength(3);
    expect(announced[2]).toBe(detail);
    expect(target.ethereum).toBeUndefined();
  });

  it("gives each announced wallet its own uuid", () => {
    const { target, announced } = fakeWindow();
    announceTestWallet(target, wallet());
    announceTestWallet(target, wallet());
    expect(announced[0]?.info.uuid).not.toBe(announced[1]?.info.uuid);
  });

  it("sets window.ethereum only when asked, and stops answering when told", () => {
    const { target, announced } = fakeWindow();
    const initialized = vi.fn();
    target.addEventListener("ethereum#initialized", initialized);
    const provider = wallet();
    const stop = announceTestWallet(target, provider, { legacyInjected: true });
    expect(target.ethereum).toBe(provider);
    expect(initialized).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event("eip6963:requestProvider"));
    expect(announced).toHaveLength(1);
  });
});
