import { initialNetworkState } from "@foyer/core/internal";
import { base, mainnet, solanaMainnet } from "@foyer/core/testing";
import { describe, expect, it } from "vitest";
import { afterSwitch, targetNetwork } from "./afterSwitch.js";

describe("SwitchActiveChain (behaviour §2 params)", () => {
  const state = initialNetworkState([mainnet, base, solanaMainnet]);

  it("switches to the given network, else the namespace's active one", () => {
    expect(targetNetwork(state, { switchToChain: "eip155", network: base })).toBe(base);
    expect(targetNetwork(state, { switchToChain: "solana" })).toBe(solanaMainnet);
    expect(targetNetwork(state, { switchToChain: "bip122" })).toBeUndefined();
  });

  it.each([
    [{}, { kind: "back" }],
    [{ navigateTo: "Account" }, { kind: "push", route: { view: "Account" } }],
    [
      { navigateTo: "Swap", navigateWithReplace: true },
      { kind: "replace", route: { view: "Swap" } },
    ],
    [{ navigateTo: "SwitchNetwork" }, { kind: "back" }],
  ] as const)("%o → %o", (patch, expected) => {
    expect(afterSwitch({ switchToChain: "solana", ...patch })).toEqual(expected);
  });
});
