import { bitcoinNetworks, evmChainToCaipNetwork, solanaNetwork } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { ProxyReadError } from "../proxyRpc.js";
import { probeNetwork } from "./networkProbe.js";

const ethereum = evmChainToCaipNetwork(
  {
    id: 1,
    name: "Ethereum",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: ["https://ethereum-rpc.publicnode.com"] } },
  },
  { rpcUrls: ["http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=demo"] },
);

const answering = (status: number, body: unknown) =>
  (async () => Response.json(body, { status })) as typeof fetch;

describe("probing a network through the provider server before switching", () => {
  it("passes when the server answers the network's own chain id", async () => {
    await expect(
      probeNetwork(ethereum, { timeoutMs: 1000, fetch: answering(200, { result: "0x1" }) }),
    ).resolves.toBeUndefined();
  });

  it.each<[string, number, unknown, string]>([
    [
      "a network the server lacks",
      400,
      { message: "Unsupported chain: eip155:1" },
      "Unsupported chain: eip155:1",
    ],
    [
      "an upstream past the server's deadline",
      502,
      { jsonrpc: "2.0", id: 1, error: { code: -32603, message: "upstream timed out" } },
      "upstream timed out",
    ],
    [
      "an upstream for another chain",
      200,
      { result: "0xa" },
      "the server answered for chain 10, not 1",
    ],
  ])("fails for %s, with the reason", async (_, status, body, reason) => {
    await expect(
      probeNetwork(ethereum, { timeoutMs: 1000, fetch: answering(status, body) }),
    ).rejects.toThrow(new ProxyReadError(reason));
  });
});

const localSolana = solanaNetwork({
  caipNetworkId: "solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV",
  name: "Foyer Solana Localnet",
  rpcUrl: "http://127.0.0.1:8899",
  proxyRpcUrl: "http://127.0.0.1:8787/v1/?chainId=solana%3A4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV",
});

describe("probing a Solana network: the cluster by its genesis hash", () => {
  it("passes when the genesis hash starts with the network's reference", async () => {
    const result = { result: "4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxVxxxxxxxxxxxx" };
    await expect(
      probeNetwork(localSolana, { timeoutMs: 1000, fetch: answering(200, result) }),
    ).resolves.toBeUndefined();
  });

  it.each<[string, unknown, string]>([
    [
      "another cluster",
      { result: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d" },
      "the server answered for cluster 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp, not 4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV",
    ],
    ["an EVM answer", { result: "0x1" }, "the node answered something that is not a genesis hash"],
  ])("fails for %s, with the reason", async (_, body, reason) => {
    await expect(
      probeNetwork(localSolana, { timeoutMs: 1000, fetch: answering(200, body) }),
    ).rejects.toThrow(new ProxyReadError(reason));
  });
});

const [regtest] = bitcoinNetworks(
  (id) =>
    `http://127.0.0.1:8787/v1/bitcoin/esplora?chainId=${encodeURIComponent(id)}&projectId=demo`,
);
const answeringText = (status: number, body: string, seen: string[] = []) =>
  (async (url: string) => {
    seen.push(url);
    return new Response(body, { status });
  }) as unknown as typeof fetch;

describe("probing a Bitcoin network: Esplora's tip height through the proxy", () => {
  it("passes when the proxy answers a height, asked under the proxy's path", async () => {
    const seen: string[] = [];
    await expect(
      probeNetwork(regtest as NonNullable<typeof regtest>, {
        timeoutMs: 1000,
        fetch: answeringText(200, "812", seen),
      }),
    ).resolves.toBeUndefined();
    expect(seen).toEqual([
      "http://127.0.0.1:8787/v1/bitcoin/esplora/blocks/tip/height?chainId=bip122%3A0f9188f13cb7b2c71f2a335e3a4fc328&projectId=demo",
    ]);
  });

  it.each<[string, number, string, string]>([
    [
      "a network the server has no upstream for",
      400,
      '{"message":"Network not supported"}',
      "Network not supported",
    ],
    ["a text refusal", 502, "upstream down", "upstream down"],
    [
      "an answer that is no height",
      200,
      "<html>",
      "the node answered something that is not a height",
    ],
  ])("fails for %s, with the reason", async (_, status, body, reason) => {
    await expect(
      probeNetwork(regtest as NonNullable<typeof regtest>, {
        timeoutMs: 1000,
        fetch: answeringText(status, body),
      }),
    ).rejects.toThrow(new ProxyReadError(reason));
  });
});
