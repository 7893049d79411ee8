import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { BASE, COMMON, SOLANA, setupBlockchainApi } from "../../testing/blockchainSetup.js";

const ADDRESS = "0x1111111111111111111111111111111111111111";

describe("identity (behaviour §7 GET /v1/identity/{address}; §9 cached 5 min)", () => {
  it("asks with sender and reads name and avatar", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: { name: "alice.eth", avatar: null } });
    const identity = await blockchain.account.getIdentity({ address: ADDRESS, sender: ADDRESS });
    expect(identity).toEqual({ name: "alice.eth", avatar: null });
    expect(calls()[0]?.url).toBe(`${BASE}/v1/identity/${ADDRESS}?sender=${ADDRESS}&${COMMON}`);
  });

  it("serves repeats from cache for 5 minutes", async () => {
    const { fake, clock, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: { name: "a", avatar: "x" } });
    await blockchain.account.getIdentity({ address: ADDRESS });
    await clock.advanceAsync(299_999);
    await blockchain.account.getIdentity({ address: ADDRESS.toUpperCase() });
    expect(calls()).toHaveLength(1);
    await clock.advanceAsync(1);
    await blockchain.account.getIdentity({ address: ADDRESS });
    expect(calls()).toHaveLength(2);
  });
});

describe("account history (behaviour §7 GET /v1/account/{account}/history)", () => {
  it("sends cursor, onramp and chainId; 'next' passes through", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    const transaction = {
      id: "t1",
      metadata: {
        minedAt: "2026-01-01T00:00:00.000Z",
        chain: "eip155:1",
        operationType: "send",
        status: "confirmed",
        sentFrom: ADDRESS,
        sentTo: ADDRESS,
      },
      transfers: [{ quantity: { numeric: "1" } }],
    };
    // An item that isn't a transaction is left out; the rest of the page stays.
    fake.answer({ status: 200, body: { data: [transaction, { id: "t2" }], next: "n2" } });
    const page = await blockchain.account.getTransactions({
      account: ADDRESS,
      caipNetworkId: "eip155:1",
      cursor: "n1",
      onramp: "other",
    });
    expect(page).toEqual({ data: [transaction], next: "n2" });
    expect(calls()[0]?.url).toBe(
      `${BASE}/v1/account/${ADDRESS}/history?cursor=n1&onramp=other&chainId=eip155%3A1&${COMMON}`,
    );
    expect(calls()[0]?.init.cache).toBeUndefined();
  });

  it("the last page has no next", async () => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer({ status: 200, body: { data: [] } });
    const page = await blockchain.account.getTransactions({
      account: ADDRESS,
      caipNetworkId: "eip155:1",
    });
    expect(page).toEqual({ data: [] });
    expect("next" in page).toBe(false);
  });

  it("onramp provider 'coinbase' is fetched no-cache", async () => {
    const { blockchain, calls } = setupBlockchainApi();
    await blockchain.account.getTransactions({
      account: ADDRESS,
      caipNetworkId: "eip155:1",
      onramp: "coinbase",
    });
    expect(calls()[0]?.init.cache).toBe("no-cache");
  });

  it("'Transactions can't be fetched without an accountAddress'", async () => {
    const { blockchain, calls } = setupBlockchainApi();
    const error = await blockchain.account
      .getTransactions({ account: "", caipNetworkId: "eip155:1" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect((error as FoyerError).shortMessage).toBe(messages.transactionsNeedAddress);
    expect((error as FoyerError).category).toBe("API_ERROR");
    expect(calls()).toHaveLength(0);
  });

  it.each([
    ["an unsupported EVM network", "eip155:5"],
    [
      "polkadot (activity is eip155, solana and bip122)",
      "polkadot:91b171bb158e2d3848fa23a9f1c25182",
    ],
  ])("%s returns an empty page without calling", async (_name, caipNetworkId) => {
    const { blockchain, calls } = setupBlockchainApi();
    expect(await blockchain.account.getTransactions({ account: ADDRESS, caipNetworkId })).toEqual({
      data: [],
    });
    expect(calls()).toHaveLength(0);
  });

  it("asks the server for a solana network's history", async () => {
    const { blockchain, calls } = setupBlockchainApi();
    await blockchain.account.getTransactions({ account: ADDRESS, caipNetworkId: SOLANA });
    expect(calls().map((call) => call.url)).toContainEqual(
      expect.stringContaining(`/history?chainId=${encodeURIComponent(SOLANA)}`),
    );
  });

  it("a malformed network id fails with the CAIP-2 message", async () => {
    const { blockchain } = setupBlockchainApi();
    await expect(
      blockchain.account.getTransactions({ account: ADDRESS, caipNetworkId: "eip155" }),
    ).rejects.toThrow(messages.invalidCaip2);
  });
});

describe("account balance (behaviour §7 GET /v1/account/{address}/balance; §9 cached 30 s)", () => {
  it("asks in usd for the chain and reads balances", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    const eth = {
      name: "Ether",
      symbol: "ETH",
      chainId: "eip155:1",
      value: 3000,
      price: 3000,
      quantity: { decimals: "18", numeric: "1" },
      iconUrl: "https://example.com/eth.svg",
    };
    // A balance without its price is not a token balance item: left out.
    const { price: _price, ...unpriced } = { ...eth, symbol: "BAD" };
    fake.answer({ status: 200, body: { balances: [eth, unpriced] } });
    const result = await blockchain.account.getBalance({
      address: ADDRESS,
      caipNetworkId: "eip155:1",
    });
    expect(result.balances).toEqual([eth]);
    expect(calls()[0]?.url).toBe(
      `${BASE}/v1/account/${ADDRESS}/balance?currency=usd&chainId=eip155%3A1&${COMMON}`,
    );
  });

  it("is cached 30 s; forceUpdate bypasses the cache and says so", async () => {
    const { blockchain, clock, calls } = setupBlockchainApi();
    const request = { address: ADDRESS, caipNetworkId: "eip155:1" };
    await blockchain.account.getBalance(request);
    await clock.advanceAsync(29_999);
    await blockchain.account.getBalance(request);
    expect(calls()).toHaveLength(1);
    await blockchain.account.getBalance({ ...request, forceUpdate: true });
    expect(calls()).toHaveLength(2);
    expect(calls()[1]?.url).toContain("forceUpdate=true");
    await clock.advanceAsync(30_000);
    await blockchain.account.getBalance(request);
    expect(calls()).toHaveLength(3);
  });

  it.each([
    ["solana is served", SOLANA, 1],
    ["an unsupported EVM network", "eip155:5", 0],
    [
      "polkadot (balances are eip155, solana and bip122 only)",
      "polkadot:91b171bb158e2d3848fa23a9f1c25182",
      0,
    ],
  ])("%s → %i call(s)", async (_name, caipNetworkId, count) => {
    const { blockchain, calls } = setupBlockchainApi();
    const result = await blockchain.account.getBalance({ address: ADDRESS, caipNetworkId });
    expect(calls()).toHaveLength(count);
    if (count === 0) expect(result).toEqual({ balances: [] });
  });
});

describe("account NFTs (Foyer's GET /v1/account/{address}/nfts)", () => {
  const nft = {
    chainId: "eip155:1",
    address: "eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3",
    tokenId: "1",
    name: "Foyer Sample #1",
    collection: { name: "Foyer Sample", symbol: "FSAMPLE" },
    imageUrl: "data:image/svg+xml;base64,PHN2Zy8+",
  };

  it("asks for the chain with the cursor, keeps well-formed items and passes next through", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: { data: [nft, { name: 1 }], next: "50" } });
    const page = await blockchain.account.getNfts({
      address: ADDRESS,
      caipNetworkId: "eip155:1",
      cursor: "c1",
    });
    expect(page).toEqual({ data: [nft], next: "50" });
    expect(calls()[0]?.url).toBe(
      `${BASE}/v1/account/${ADDRESS}/nfts?cursor=c1&chainId=eip155%3A1&${COMMON}`,
    );
  });

  it.each([
    ["solana (NFTs read the eip155 transfer index)", SOLANA],
    ["an unsupported EVM network", "eip155:5"],
  ])("%s → empty without a call", async (_name, caipNetworkId) => {
    const { blockchain, calls } = setupBlockchainApi();
    expect(await blockchain.account.getNfts({ address: ADDRESS, caipNetworkId })).toEqual({
      data: [],
    });
    expect(calls()).toHaveLength(0);
  });
});
