import type { CaipNetwork } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { explorerAddressUrl, explorerTransactionUrl } from "./explorerLink.js";

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

  it("links a transaction's page, keeping the explorer's query", () => {
    expect(explorerTransactionUrl(network, "0xt")?.url).toBe("https://etherscan.io/tx/0xt");
    const solana = {
      blockExplorers: {
        default: { name: "Solana Explorer", url: "https://explorer.solana.com?cluster=devnet" },
      },
    } as Pick<CaipNetwork, "blockExplorers"> as CaipNetwork;
    expect(explorerTransactionUrl(solana, "5sig")?.url).toBe(
      "https://explorer.solana.com/tx/5sig?cluster=devnet",
    );
    expect(explorerTransactionUrl(network, undefined)).toBeUndefined();
    expect(explorerTransactionUrl(undefined, "0xt")).toBeUndefined();
  });
});
