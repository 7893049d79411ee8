import type {
  AdapterTransactionRequest,
  FetchLike,
  NftPage,
  TokenBalanceItem,
  Transaction,
  TransactionPage,
} from "@foyer/core";
import {
  createFakeAdapter,
  createFakeClock,
  evmConnector,
  setupFoyer,
  type TestFoyer,
} from "@foyer/core/testing";
import { LONG_ADDRESS } from "./renderFoyer.js";

/** One answer of the fake provider server: a body, or a failure status. */
export type ServerAnswer<T> = T | { fail: number };

/** 2026-11-22T12:00:00Z: a realistic "now" so relative times read like they do in use. */
export const NOW = Date.UTC(2026, 10, 22, 12);
export const RECEIVER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
export const USDC = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

/** The devnet-like balances: ETH, a stablecoin, and a decimals-'0' token the client must drop. */
export function sampleBalances(): TokenBalanceItem[] {
  return [
    {
      name: "Foyer USD",
      symbol: "FUSD",
      chainId: "eip155:1",
      address: `eip155:1:${USDC}`,
      value: 1234.565,
      price: 1,
      quantity: { decimals: "6", numeric: "1234.5650" },
      iconUrl: "https://icons.test/fusd.png",
    },
    {
      name: "Ether",
      symbol: "ETH",
      chainId: "eip155:1",
      value: 3000.004,
      price: 2000,
      quantity: { decimals: "18", numeric: "1.5002" },
      iconUrl: "https://icons.test/eth.png",
    },
    {
      name: "Points",
      symbol: "PTS",
      chainId: "eip155:1",
      address: "eip155:1:0x00000000000000000000000000000000000000aa",
      value: 5000,
      price: 1,
      quantity: { decimals: "0", numeric: "5000" },
      iconUrl: "https://icons.test/pts.png",
    },
  ];
}

/** A history entry in the server's shape (SPEC §3), mined `minutesAgo` before {@link NOW}. */
export function transaction(
  id: string,
  patch: {
    operationType?: string;
    minutesAgo?: number;
    chain?: string;
    symbol?: string;
    numeric?: string;
    spam?: boolean;
    nft?: { name: string; url: string; direction?: "in" | "out" };
  } = {},
): Transaction {
  const operationType = patch.operationType ?? "receive";
  const transfers: Transaction["transfers"] = patch.nft
    ? [
        {
          nft_info: {
            name: patch.nft.name,
            content: { preview: { url: patch.nft.url } },
            flags: { is_spam: patch.spam ?? false },
          },
          ...(patch.nft.direction ? { direction: patch.nft.direction } : {}),
          quantity: { numeric: "1" },
        },
      ]
    : [
        {
          fungible_info: {
            symbol: patch.symbol ?? "ETH",
            icon: { url: "https://icons.test/eth.png" },
          },
          quantity: { numeric: patch.numeric ?? "0.0123456" },
        },
      ];
  return {
    id,
    metadata: {
      minedAt: new Date(NOW - (patch.minutesAgo ?? 5) * 60_000).toISOString(),
      chain: patch.chain ?? "eip155:1",
      operationType,
      status: "confirmed",
      sentFrom: operationType === "receive" ? RECEIVER : LONG_ADDRESS,
      sentTo: operationType === "receive" ? LONG_ADDRESS : RECEIVER,
    },
    transfers,
  };
}

/**
 * A scripted provider server answering the routes the account views use,
 * by path, with the query readable: history pages are picked by cursor.
 * Records every request (supported-chains aside) for assertions.
 */
export function createBlockchainServer() {
  const requests: URL[] = [];
  const state = {
    balances: [sampleBalances()] as ServerAnswer<TokenBalanceItem[]>[],
    /** History pages by cursor ("" is the first page). */
    history: new Map<string, ServerAnswer<TransactionPage>>([["", { data: [] }]]),
    /** NFT holdings pages by cursor ("" is the first page). */
    nfts: new Map<string, ServerAnswer<NftPage>>([["", { data: [] }]]),
    /** Account names the profile route knows, with their records. */
    names: new Map<string, { name: string; addresses: Record<string, { address: string }> }>(),
    gasPrice: {
      standard: "1000000000",
      fast: "2000000000",
      instant: "3000000000",
    } as ServerAnswer<{ standard: string; fast: string; instant: string }>,
  };
  const reply = (status: number, body: unknown) => {
    const text = JSON.stringify(body);
    return { ok: status < 300, status, headers: { get: () => null }, text: async () => text };
  };
  const answer = <T>(value: ServerAnswer<T> | undefined) =>
    value === undefined
      ? reply(404, { message: "not found" })
      : typeof value === "object" && value !== null && "fail" in value
        ? reply(value.fail, { message: "failed" })
        : reply(200, value);

  const fetch: FetchLike = async (url) => {
    const parsed = new URL(url);
    const path = parsed.pathname;
    if (path === "/v1/supported-chains") return reply(200, { http: ["eip155:1"] });
    requests.push(parsed);
    if (path.endsWith("/balance")) {
      const next = state.balances.length > 1 ? state.balances.shift() : state.balances[0];
      return answer(
        next === undefined ? undefined : Array.isArray(next) ? { balances: next } : next,
      );
    }
    if (path.endsWith("/history")) {
      return answer(state.history.get(parsed.searchParams.get("cursor") ?? ""));
    }
    if (path.endsWith("/nfts")) {
      return answer(state.nfts.get(parsed.searchParams.get("cursor") ?? ""));
    }
    if (path === "/v1/convert/gas-price") return answer(state.gasPrice);
    const name = /^\/v1\/profile\/account\/(.+)$/.exec(path)?.[1];
    if (name) return answer(state.names.get(decodeURIComponent(name)));
    return reply(404, { message: "not found" });
  };
  const count = (suffix: string) => requests.filter((r) => r.pathname.endsWith(suffix)).length;
  return { fetch, requests, state, count };
}

/**
 * A test instance wired to {@link createBlockchainServer}, on a fake clock at
 * {@link NOW}, whose wallet records what it is asked to send and estimates
 * 21,000 gas. `sendResult` scripts the wallet's answer.
 */
export function setupWalletFoyer() {
  const server = createBlockchainServer();
  const fake = createFakeAdapter({
    connectors: [evmConnector("metamask", { type: "ANNOUNCED" })],
    accounts: { metamask: [{ address: LONG_ADDRESS, type: "eoa" }] },
  });
  const sent: AdapterTransactionRequest[] = [];
  const wallet = { sendResult: async (): Promise<string> => `0x${"ab".repeat(32)}` };
  const adapter = Object.assign(fake, {
    async sendTransaction(request: AdapterTransactionRequest) {
      sent.push(request);
      return wallet.sendResult();
    },
    async estimateGas() {
      return 21_000n;
    },
  });
  const test: TestFoyer = setupFoyer(
    { server: { baseUrl: "http://foyer.test", fetch: server.fetch } },
    { adapter, clock: createFakeClock(NOW) },
  );
  return { ...test, server, sent, wallet };
}
