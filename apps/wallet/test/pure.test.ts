import { describe, expect, it } from "vitest";
import { loadAccountIndex, saveAccountIndex } from "../src/accountChoice.js";
import { parseDeepLink } from "../src/deepLink.js";
import type { SessionProposal } from "../src/sessionTypes.js";
import { summarizeProposal } from "../src/summaries.js";
import { isPairingUri, supportedNamespaces } from "../src/walletKit.js";

const URI = `wc:${"a".repeat(64)}@2?relay-protocol=irn&symKey=${"b".repeat(64)}&expiryTimestamp=1`;

describe("deep link", () => {
  it.each([
    ["", { uri: undefined, autoApprove: false }],
    [`?uri=${encodeURIComponent(URI)}`, { uri: URI, autoApprove: false }],
    [`?uri=${encodeURIComponent(URI)}&autoApprove=1`, { uri: URI, autoApprove: true }],
    ["?autoApprove=true", { uri: undefined, autoApprove: true }],
    ["?uri=&autoApprove=0", { uri: undefined, autoApprove: false }],
  ])("parses %j", (search, expected) => {
    expect(parseDeepLink(search)).toEqual(expected);
  });
});

describe("pairing URIs", () => {
  it("accepts v2 pairing URIs only", () => {
    expect(isPairingUri(URI)).toBe(true);
    expect(isPairingUri(`  ${URI}\n`)).toBe(true);
    expect(isPairingUri(URI.replace("@2", "@1"))).toBe(false);
    expect(isPairingUri("https://example.com")).toBe(false);
  });
});

describe("account choice", () => {
  it("round-trips through storage and falls back to account 0", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
    expect(loadAccountIndex(storage)).toBe(0);
    saveAccountIndex(storage, 7);
    expect(loadAccountIndex(storage)).toBe(7);
    map.set("foyer-wallet:account", "12");
    expect(loadAccountIndex(storage)).toBe(0);
  });
});

describe("namespaces and summaries", () => {
  it("offers every configured chain with one account", () => {
    const chains = [
      { chainId: 31337, name: "a", rpcUrl: "http://127.0.0.1:1" },
      { chainId: 31338, name: "b", rpcUrl: "http://127.0.0.1:2" },
    ];
    const ns = supportedNamespaces(chains, "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(ns.eip155.chains).toEqual(["eip155:31337", "eip155:31338"]);
    expect(ns.eip155.accounts).toEqual([
      "eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
      "eip155:31338:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    ]);
    expect(ns.eip155.methods).toContain("wallet_switchEthereumChain");
  });

  it("summarizes a proposal's dApp, chains and methods", () => {
    const proposal = {
      id: 1,
      params: {
        proposer: {
          publicKey: "00",
          metadata: { name: "Demo", description: "d", url: "http://x", icons: [] },
        },
        requiredNamespaces: { "eip155:1": { methods: ["personal_sign"], events: [] } },
        optionalNamespaces: {
          eip155: {
            chains: ["eip155:31337"],
            methods: ["personal_sign", "eth_sendTransaction"],
            events: [],
          },
        },
      },
    } as unknown as SessionProposal;
    expect(summarizeProposal(proposal)).toEqual({
      id: 1,
      name: "Demo",
      url: "http://x",
      description: "d",
      requiredChains: ["eip155:1"],
      optionalChains: ["eip155:31337"],
      methods: ["personal_sign", "eth_sendTransaction"],
    });
  });
});
