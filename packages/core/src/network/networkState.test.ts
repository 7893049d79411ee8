import { describe, expect, it } from "vitest";
import { messages } from "../errors/messages.js";
import { base, mainnet, solanaMainnet } from "../testing/fixtures.js";
import {
  activeNetwork,
  fallbackNetwork,
  findNetwork,
  initialNetworkState,
  withActiveNetwork,
  withNamespaceNetwork,
} from "./networkState.js";

describe("network state (behaviour §3, §4)", () => {
  it("groups networks per namespace in the host's order", () => {
    const state = initialNetworkState([mainnet, solanaMainnet, base]);
    expect(state.networks).toEqual({ eip155: [mainnet, base], solana: [solanaMainnet] });
    expect(state.activeNetworks).toEqual({ eip155: mainnet, solana: solanaMainnet });
    expect(state.activeNamespace).toBe("eip155");
  });

  it.each([
    ["the first network without a default", {}, mainnet],
    ["the default network", { defaultNetwork: base }, base],
    [
      "a restored network over the default",
      { defaultNetwork: base, restoredNetworkId: solanaMainnet.caipNetworkId },
      solanaMainnet,
    ],
    [
      "the default when the restored one is no longer listed",
      { defaultNetwork: base, restoredNetworkId: "eip155:10" as const },
      base,
    ],
  ])("starts on %s", (_name, options, expected) => {
    const state = initialNetworkState([mainnet, base, solanaMainnet], options);
    expect(activeNetwork(state)).toBe(expected);
    expect(state.activeNamespace).toBe(expected.chainNamespace);
  });

  it("needs at least one network", () => {
    expect(() => initialNetworkState([])).toThrow(
      expect.objectContaining({ shortMessage: messages.networkNotFound, code: "NO_NETWORKS" }),
    );
  });

  it("needs the default network to be in the networks array (behaviour §8)", () => {
    expect(() => initialNetworkState([mainnet], { defaultNetwork: base })).toThrow(
      expect.objectContaining({
        shortMessage: messages.networkNotFound,
        code: "DEFAULT_NETWORK_NOT_FOUND",
      }),
    );
  });

  it("finds listed networks only", () => {
    const state = initialNetworkState([mainnet, solanaMainnet]);
    expect(findNetwork(state, solanaMainnet.caipNetworkId)).toBe(solanaMainnet);
    expect(findNetwork(state, "eip155:8453")).toBeUndefined();
  });

  it("switching sets the namespace's active network and the active namespace", () => {
    const state = withActiveNetwork(
      initialNetworkState([mainnet, base, solanaMainnet]),
      solanaMainnet,
    );
    expect(state.activeNamespace).toBe("solana");
    expect(state.activeNetworks.eip155).toBe(mainnet);
    expect(withActiveNetwork(state, base).activeNetworks.eip155).toBe(base);
  });

  it("setting a namespace's network leaves the active namespace alone", () => {
    const state = withNamespaceNetwork(
      initialNetworkState([mainnet, solanaMainnet]),
      solanaMainnet,
    );
    expect(state.activeNamespace).toBe("eip155");
    expect(state.activeNetworks.solana).toBe(solanaMainnet);
  });

  it("falls back to the namespace's first network", () => {
    const state = initialNetworkState([base, mainnet]);
    expect(fallbackNetwork(state, "eip155")).toBe(base);
    expect(fallbackNetwork(state, "solana")).toBeUndefined();
  });
});
