import type { Connector } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { connectWalletEntries, showsNamespaceTags } from "./walletEntries.js";

const metamask: Connector = {
  id: "io.metamask",
  name: "MetaMask",
  chain: "eip155",
  type: "ANNOUNCED",
  explorerId: "mm",
  info: { rdns: "io.metamask" },
};
const rabby: Connector = { id: "rabby", name: "Rabby", chain: "eip155", type: "INJECTED" };
const walletConnect: Connector = {
  id: "walletConnect",
  name: "WalletConnect",
  chain: "eip155",
  type: "WALLET_CONNECT",
};

describe("Connect view wallet entries", () => {
  it("orders recent, installed, then featured and recommended, each wallet once", () => {
    const entries = connectWalletEntries({
      recentWallets: [{ id: "mm", name: "MetaMask" }],
      connectors: [metamask, rabby, walletConnect],
      featured: [
        { id: "trust", name: "Trust" },
        { id: "dup", name: "Dup", rdns: "io.metamask" },
      ],
      recommended: [{ id: "zerion", name: "Zerion" }],
    });
    expect(entries.map((e) => [e.name, e.tag])).toEqual([
      ["MetaMask", "recent"],
      ["Rabby", "installed"],
      ["Trust", undefined],
      ["Zerion", undefined],
    ]);
  });

  it("hands chooseWallet the connector id and rdns", () => {
    const [entry] = connectWalletEntries({
      recentWallets: [],
      connectors: [metamask],
      featured: [],
      recommended: [],
    });
    expect(entry?.choice).toEqual({ id: "io.metamask", name: "MetaMask", rdns: "io.metamask" });
  });
});

describe("Connect view: one wallet in two namespaces", () => {
  const phantomSolana: Connector = {
    id: "solana:Phantom",
    name: "Phantom",
    chain: "solana",
    type: "ANNOUNCED",
  };
  const phantomEvm: Connector = {
    id: "app.phantom",
    name: "Phantom",
    chain: "eip155",
    type: "ANNOUNCED",
  };

  it("lists both rows, each with its namespace, and tags them only when namespaces mix", () => {
    const mixed = connectWalletEntries({
      recentWallets: [{ id: "solana:Phantom", name: "Phantom" }],
      connectors: [phantomEvm, phantomSolana],
      featured: [],
      recommended: [],
    });
    expect(mixed.map((e) => [e.name, e.chain, e.tag])).toEqual([
      ["Phantom", "solana", "recent"],
      ["Phantom", "eip155", "installed"],
    ]);
    expect(showsNamespaceTags(mixed)).toBe(true);
    const evmOnly = connectWalletEntries({
      recentWallets: [],
      connectors: [metamask, rabby],
      featured: [],
      recommended: [],
    });
    expect(showsNamespaceTags(evmOnly)).toBe(false);
  });
});
