/**
 * The embedded wallet's own answers to EIP-5792/7811 reads (behaviour §6, §7), sent
 * as a dApp's rpc request through the frame's handlers: none may reach the
 * chain's RPC proxy, which refuses anything but eth_/net_/web3_.
 */
import { isWalletAssetsResponse } from "@foyer/core/internal";
import { AppEvents } from "@foyer/embedded";
import type { TokenBalanceItem } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { createFakeAuthServer, type FakeAuthServer } from "./fakeAuthServer.testutil.js";
import { openFrame } from "./frameHarness.testutil.js";

const EMAIL = "ada@example.com";
const TOKEN = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const TX = `0x${"ab".repeat(32)}`;

function balancesFor(address: string): TokenBalanceItem[] {
  return [
    {
      name: "Ether",
      symbol: "ETH",
      chainId: "eip155:31337",
      value: 3000,
      price: 2000,
      quantity: { decimals: "18", numeric: "1.5" },
      iconUrl: "https://wallet.example/eth.png",
    },
    {
      name: "USD Coin",
      symbol: "USDC",
      chainId: "eip155:31337",
      address: `eip155:31337:${TOKEN}`,
      value: 12.5,
      price: 1,
      quantity: { decimals: "6", numeric: "12.5" },
      iconUrl: `https://wallet.example/${address}.png`,
    },
  ];
}

/** The server: auth routes from the fake, the balance route and the RPC proxy stood in. */
function world(receipt: unknown = null) {
  const server: FakeAuthServer = createFakeAuthServer();
  const proxied: string[] = [];
  const balanceQueries: string[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const balance = /^\/v1\/account\/(0x[0-9a-fA-F]{40})\/balance$/.exec(url.pathname);
    if (balance?.[1]) {
      balanceQueries.push(url.search);
      return Response.json({ balances: balancesFor(balance[1]) });
    }
    if (url.pathname === "/v1/") {
      const { method } = JSON.parse(String(init?.body)) as { method: string };
      proxied.push(method);
      const result =
        method === "eth_getTransactionReceipt"
          ? receipt
          : method === "eth_getTransactionByHash"
            ? { hash: TX }
            : "0x0";
      return Response.json({ jsonrpc: "2.0", id: 1, result });
    }
    return server.fetch(input, init);
  };
  const frame = openFrame(server, { rpcFetch: fetcher });
  return { server, frame, proxied, balanceQueries };
}

async function signedIn(receipt?: unknown) {
  const w = world(receipt);
  await w.frame.send(AppEvents.CONNECT_EMAIL, { email: EMAIL });
  await w.frame.send(AppEvents.CONNECT_OTP, { otp: w.server.lastCode(EMAIL) });
  const user = await w.frame.send(AppEvents.GET_USER);
  return { ...w, address: (user.payload as { address: string }).address };
}

const rpc = (w: { frame: ReturnType<typeof openFrame> }, method: string, params?: unknown) =>
  w.frame.send(AppEvents.RPC_REQUEST, { method, ...(params ? { params } : {}) });

describe("wallet reads the frame answers itself", () => {
  it("wallet_getCapabilities: one call at a time, no paymaster, asset discovery", async () => {
    const w = await signedIn();
    const reply = await rpc(w, "wallet_getCapabilities", [w.address, ["0x7a69"]]);
    expect(reply.payload).toEqual({
      "0x7a69": {
        atomic: { status: "unsupported" },
        paymasterService: { supported: false },
        assetDiscovery: { supported: true },
        permissions: { supported: false },
      },
    });
    // Without a chain list: the chain the wallet is on.
    const current = await rpc(w, "wallet_getCapabilities", [w.address]);
    expect(Object.keys(current.payload as object)).toEqual(["0x7a69"]);
    expect(w.proxied).toEqual([]);
  });

  it("wallet_getAssets: the account's native and ERC-20 holdings in the ERC-7811 shape", async () => {
    const w = await signedIn();
    const reply = await rpc(w, "wallet_getAssets", [
      { account: w.address, chainFilter: ["0x7a69"] },
    ]);
    expect(reply.type).toBe("@foyer/frame/rpc-request/success");
    expect(reply.payload).toEqual({
      "0x7a69": [
        {
          address: "native",
          balance: "0x14d1120d7b160000",
          type: "NATIVE",
          metadata: {
            name: "Ether",
            symbol: "ETH",
            decimals: 18,
            price: 2000,
            iconUrl: "https://wallet.example/eth.png",
          },
        },
        {
          address: TOKEN,
          balance: "0xbebc20",
          type: "ERC20",
          metadata: expect.objectContaining({ symbol: "USDC", decimals: 6 }),
        },
      ],
    });
    // Behaviour §5: core accepts it as a wallet-assets answer.
    expect(isWalletAssetsResponse(reply.payload)).toBe(true);
    expect(w.balanceQueries).toEqual([
      "?projectId=project-1&currency=usd&chainId=eip155%3A31337&forceUpdate=true",
    ]);
    expect(w.proxied).toEqual([]);
  });

  it("wallet_getAssets answers only for the wallet's own account", async () => {
    const w = await signedIn();
    const reply = await rpc(w, "wallet_getAssets", [
      { account: "0x000000000000000000000000000000000000dEaD" },
    ]);
    expect(reply).toMatchObject({
      type: "@foyer/frame/rpc-request/error",
      payload: { code: 4100 },
    });
    expect(w.balanceQueries).toEqual([]);
  });

  it.each([
    [
      "confirmed",
      {
        status: "0x1",
        logs: [],
        blockHash: "0x1",
        blockNumber: "0x2",
        gasUsed: "0x5208",
        transactionHash: TX,
      },
      200,
    ],
    [
      "reverted",
      {
        status: "0x0",
        logs: [],
        blockHash: "0x1",
        blockNumber: "0x2",
        gasUsed: "0x5208",
        transactionHash: TX,
      },
      500,
    ],
    ["still pending", null, 100],
  ])(
    "wallet_getCallsStatus of a sent transaction, %s, from its receipt",
    async (_name, receipt, status) => {
      const w = await signedIn(receipt);
      const reply = await rpc(w, "wallet_getCallsStatus", [TX]);
      expect(reply.payload).toMatchObject({ id: TX, chainId: "0x7a69", status, atomic: true });
      // Only eth_ reads reach the proxy; the wallet_ method itself never does.
      expect(w.proxied.every((method) => method.startsWith("eth_"))).toBe(true);
    },
  );

  it("signed out: 4100, and nothing is read", async () => {
    const w = world();
    const reply = await rpc(w, "wallet_getCapabilities", []);
    expect(reply.payload).toMatchObject({ code: 4100 });
    expect(w.proxied).toEqual([]);
  });
});
