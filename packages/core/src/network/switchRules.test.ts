import { describe, expect, it } from "vitest";
import { messages } from "../errors/messages.js";
import { base, mainnet } from "../testing/fixtures.js";
import { initialNetworkState } from "./networkState.js";
import { requireListedNetwork, walletNetworkOutcome } from "./switchRules.js";

const state = initialNetworkState([mainnet, base]);

describe("switching to a network (behaviour §4, §8)", () => {
  it("a listed network is returned", () => {
    expect(requireListedNetwork(state, "eip155:8453")).toBe(base);
  });

  it("an unlisted network fails with 'Chain is not supported'", () => {
    expect(() => requireListedNetwork(state, "eip155:10")).toThrow(
      expect.objectContaining({
        name: "ConnectionError",
        code: "CHAIN_NOT_SUPPORTED",
        shortMessage: messages.chainNotSupported,
      }),
    );
  });
});

describe("unsupported network switch (behaviour §4)", () => {
  it("a listed network is followed", () => {
    expect(
      walletNetworkOutcome(state, "eip155:1", {
        allowUnsupportedChain: false,
        enableNetworkSwitch: true,
      }),
    ).toEqual({ kind: "supported", network: mainnet });
  });

  it.each([
    ["by default opens UnsupportedChain", false, true, true],
    ["unsupported chains allowed → no view", true, true, false],
    ["network switching disabled → no view", false, false, false],
    ["both → no view", true, false, false],
  ])("%s", (_name, allowUnsupportedChain, enableNetworkSwitch, expected) => {
    expect(
      walletNetworkOutcome(state, "eip155:10", { allowUnsupportedChain, enableNetworkSwitch }),
    ).toEqual({ kind: "unsupported", showUnsupportedChain: expected });
  });
});
