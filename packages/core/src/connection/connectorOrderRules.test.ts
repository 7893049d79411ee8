import { describe, expect, it } from "vitest";
import type { Connector } from "../adapter/connector.js";
import type { ChainNamespace } from "../types/chain.js";
import { replaceNamespaceConnectors } from "./connectorOrderRules.js";

const connector = (id: string, chain: ChainNamespace, type: Connector["type"] = "ANNOUNCED") =>
  ({ id, name: id, chain, type }) as Connector;

const ids = (connectors: readonly Connector[]) => connectors.map((c) => `${c.chain}:${c.id}`);

describe("replaceNamespaceConnectors", () => {
  const order: ChainNamespace[] = ["eip155", "solana", "bip122"];

  it.each([
    {
      case: "a lazily loaded first adapter reports after the second: its connectors go first",
      current: [connector("auth", "solana", "AUTH"), connector("phantom", "solana")],
      namespace: "eip155" as const,
      next: [connector("auth", "eip155", "AUTH"), connector("metamask", "eip155")],
      expected: ["eip155:auth", "eip155:metamask", "solana:auth", "solana:phantom"],
    },
    {
      case: "a namespace reporting again replaces its own connectors in place",
      current: [connector("metamask", "eip155"), connector("phantom", "solana")],
      namespace: "eip155" as const,
      next: [connector("metamask", "eip155"), connector("rabby", "eip155")],
      expected: ["eip155:metamask", "eip155:rabby", "solana:phantom"],
    },
    {
      case: "a namespace reporting none leaves the others as they were",
      current: [connector("metamask", "eip155"), connector("phantom", "solana")],
      namespace: "solana" as const,
      next: [],
      expected: ["eip155:metamask"],
    },
    {
      case: "the last adapter's connectors stay last",
      current: [connector("unisat", "bip122"), connector("metamask", "eip155")],
      namespace: "solana" as const,
      next: [connector("phantom", "solana")],
      expected: ["eip155:metamask", "solana:phantom", "bip122:unisat"],
    },
  ])("$case", ({ current, namespace, next, expected }) => {
    expect(ids(replaceNamespaceConnectors(current, namespace, next, order))).toEqual(expected);
  });

  it("keeps the order a namespace reported its connectors in", () => {
    const next = [connector("b", "eip155"), connector("a", "eip155"), connector("c", "eip155")];
    expect(ids(replaceNamespaceConnectors([], "eip155", next, order))).toEqual([
      "eip155:b",
      "eip155:a",
      "eip155:c",
    ]);
  });
});
