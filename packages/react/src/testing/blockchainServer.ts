import type { FetchLike, FoyerOptions } from "@foyer/core";
import {
  type AdapterTransactionRequest,
  evmCoinType,
  type NameRecord,
  type NftPage,
  parseNameRegistrationMessage,
  type TokenBalanceItem,
  type Transaction,
  type TransactionPage,
} from "@foyer/core/internal";
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

/** The zone the fake server registers names under. */
export const NAME_ZONE = "foyer.id";

/** A name's record as the server answers it, `address` under mainnet's coin type. */
export function nameRecord(name: string, address: string, chainId = 1): NameRecord {
  return {
    name,
    registered: Math.floor(NOW / 1000),
    updated: Math.floor(NOW / 1000),
    addresses: {
      [String(evmCoinType(chainId))]: { address, created: new Date(NOW).toISOString() },
    },
    attributes: {},
  };
}

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

/** A history entry in the server's shape (behaviour §3), mined `minutesAgo` before {@link NOW}. */
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
      hash: id,
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
    /** Account names the profile routes know, by full name; the last one of an address is its primary. */
    names: new Map<string, NameRecord>(),
    /** Set: the name lookup route fails with it. */
    lookupFail: undefined as number | undefined,
    /** Set: the suggestions route fails with it. */
    suggestionsFail: undefined as number | undefined,
    /** Suggestions for these labels wait for their promise before answering. */
    holdSuggestions: new Map<string, Promise<void>>(),
    /** Set: the registration route fails with it. */
    registerFail: undefined as number | undefined,
    /** What `POST /v1/fungible/price` knows, by CAIP-10 id (lowercase); others are left out. */
    prices: new Map<string, number>(),
    gasPrice: {
      standard: "1000000000",
      fast: "2000000000",
      instant: "3000000000",
    } as ServerAnswer<{ standard: string; fast: string; instant: string }>,
    /** What `POST /v1/transactions/preview` answers (404 while unset), and the bodies it got. */
    preview: undefined as ServerAnswer<unknown> | undefined,
    previewBodies: [] as unknown[],
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

  const fetch: FetchLike = async (url, init) => {
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
    if (path === "/v1/fungible/price" && init?.method === "POST") {
      const body = JSON.parse(init.body ?? "{}") as { addresses?: string[] };
      const fungibles = (body.addresses ?? []).flatMap((address) => {
        const price = state.prices.get(address.toLowerCase());
        return price === undefined
          ? []
          : [{ name: "priced", symbol: "P", iconUrl: "https://icons.test/p.png", price, address }];
      });
      return reply(200, { fungibles });
    }
    const name = /^\/v1\/profile\/account\/(.+)$/.exec(path)?.[1];
    if (name) {
      if (state.lookupFail) return reply(state.lookupFail, { message: "failed" });
      return answer(state.names.get(decodeURIComponent(name).toLowerCase()));
    }
    const reverseOf = /^\/v1\/profile\/reverse\/(.+)$/.exec(path)?.[1];
    if (reverseOf) {
      const owned = [...state.names.values()].filter((record) =>
        Object.values(record.addresses).some(
          (a) => a.address.toLowerCase() === decodeURIComponent(reverseOf).toLowerCase(),
        ),
      );
      // Newest first, as the route answers.
      return reply(200, owned.reverse());
    }
    const identityOf = /^\/v1\/identity\/(.+)$/.exec(path)?.[1];
    if (identityOf) {
      const owned = [...state.names.values()].filter((record) =>
        Object.values(record.addresses).some(
          (a) => a.address.toLowerCase() === identityOf.toLowerCase(),
        ),
      );
      const primary = owned.at(-1);
      return reply(200, {
        name: primary?.name ?? null,
        avatar: primary?.attributes.avatar ?? null,
      });
    }
    const wanted = /^\/v1\/profile\/suggestions\/(.+)$/.exec(path)?.[1];
    if (wanted) {
      if (state.suggestionsFail) return reply(state.suggestionsFail, { message: "failed" });
      const label = decodeURIComponent(wanted).toLowerCase();
      await state.holdSuggestions.get(label);
      const full = `${label}.${NAME_ZONE}`;
      const taken = state.names.has(full);
      const near = ["1", "2", "3"].map((digit) => `${label}${digit}.${NAME_ZONE}`);
      const free = near
        .filter((n) => !state.names.has(n))
        .map((n) => ({ name: n, registered: false }));
      return reply(200, {
        zone: NAME_ZONE,
        suggestions: [{ name: full, registered: taken }, ...(taken ? free : [])],
      });
    }
    if (path === "/v1/profile/account" && init?.method === "POST") {
      if (state.registerFail) return reply(state.registerFail, { message: "refused" });
      const body = JSON.parse(init.body ?? "{}") as { message: string; coin_type: number };
      const message = parseNameRegistrationMessage(body.message);
      if (!message || state.names.has(message.name)) return reply(409, { message: "taken" });
      const record = nameRecord(message.name, message.address, message.chainId);
      state.names.set(message.name, record);
      return reply(201, record);
    }
    if (path === "/v1/transactions/preview" && init?.method === "POST") {
      state.previewBodies.push(JSON.parse(init.body ?? "{}"));
      return answer(state.preview);
    }
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
export function setupWalletFoyer(patch: Partial<FoyerOptions> = {}) {
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
    { server: { baseUrl: "http://foyer.test", fetch: server.fetch }, ...patch },
    { adapter, clock: createFakeClock(NOW) },
  );
  return { ...test, server, sent, wallet };
}
