import { describe, expect, it } from "vitest";
import { base, mainnet } from "../testing/fixtures.js";
import { createNetworks } from "./networksStore.js";

describe("network store (behaviour §3)", () => {
  it("sets the active network", () => {
    const networks = createNetworks([mainnet, base]);
    networks.setActive(base);
    expect(networks.store.getState().activeNetworks.eip155).toBe(base);
  });
});
