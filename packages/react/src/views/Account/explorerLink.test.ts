import type { CaipNetwork } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { explorerAddressUrl } from "./explorerLink.js";

const network = {
  blockExplorers: { default: { name: "Etherscan", url: "https://etherscan.io/" } },
} as Pick<CaipNetwork, "blockExplorers"> as CaipNetwork;

describe("explorer link", () => {
  it("links the address page", () => {
    expect(explorerAddressUrl(network, "0xabc")).toEqual({
      name: "Etherscan",
      url: "https://etherscan.io/address/0xabc",
    });
  });

  it("is absent without an explorer", () => {
    expect(explorerAddressUrl(undefined, "0xabc")).toBeUndefined();
  });
});
