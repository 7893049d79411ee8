import { describe, expect, it } from "vitest";
import { setupFoyer } from "../testing/setupFoyer.js";

/** A visit that ended connected through metamask; the next one starts from its storage. */
async function lastVisitConnected() {
  const first = setupFoyer();
  await first.foyer.connect("metamask");
  return first;
}

describe("the ssr option: a returning visitor's account from the first render", () => {
  it("shows the last account, reconnecting, before reconnect() runs; reconnect confirms it", async () => {
    const first = await lastVisitConnected();
    const next = setupFoyer({ ssr: true }, { storage: first.storage, adapter: first.adapter });
    const account = next.foyer.stores.accounts.get("eip155");
    expect(account).toMatchObject({
      address: "0xmetamask",
      caipAddress: "eip155:1:0xmetamask",
      status: "reconnecting",
    });
    expect(next.foyer.stores.connection.getState().status).toBe("reconnecting");
    expect(next.foyer.isConnected()).toBe(false);

    await next.foyer.reconnect();
    expect(next.foyer.stores.accounts.get("eip155")).toMatchObject({
      address: "0xmetamask",
      status: "connected",
    });
  });

  it("clears the shown account when the wallet no longer answers", async () => {
    const first = await lastVisitConnected();
    first.adapter.sessions.clear();
    const next = setupFoyer({ ssr: true }, { storage: first.storage, adapter: first.adapter });
    expect(next.foyer.stores.accounts.get("eip155").address).toBe("0xmetamask");
    await next.foyer.reconnect();
    expect(next.foyer.stores.accounts.get("eip155")).toMatchObject({
      address: undefined,
      status: "disconnected",
    });
  });

  it("shows nothing after a visit that ended disconnected, or without the option", async () => {
    const first = await lastVisitConnected();
    const without = setupFoyer({}, { storage: first.storage, adapter: first.adapter });
    expect(without.foyer.stores.accounts.get("eip155").status).toBe("disconnected");
    await first.foyer.disconnect();
    const next = setupFoyer({ ssr: true }, { storage: first.storage, adapter: first.adapter });
    expect(next.foyer.stores.accounts.get("eip155").address).toBeUndefined();
    expect(next.foyer.stores.accounts.get("eip155").status).toBe("disconnected");
  });
});
