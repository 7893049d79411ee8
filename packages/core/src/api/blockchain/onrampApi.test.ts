import { describe, expect, it } from "vitest";
import { BASE, COMMON, setupBlockchainApi } from "../../testing/blockchainSetup.js";
import { DEFAULT_ONRAMP_OPTIONS } from "./onrampFallback.js";

const quoteRequest = {
  purchaseCurrency: "USDC",
  paymentCurrency: "USD",
  amount: "100",
  network: "base",
};

describe("onramp calls (behaviour §7)", () => {
  it("url generator: POST body with defaultExperience 'buy'; reads url", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: { url: "https://pay.example/x" } });
    const result = await blockchain.onramp.generateUrl({
      destinationWallets: [{ address: "0x1", blockchains: ["base"] }],
      defaultNetwork: "base",
      partnerUserId: "u1",
      presetCryptoAmount: 1,
      presetFiatAmount: 100,
    });
    expect(result).toEqual({ url: "https://pay.example/x" });
    // Foyer's fields travel only when given (undefined is dropped from the JSON).
    expect(calls()[0]?.url).toBe(`${BASE}/v1/generators/onrampurl?${COMMON}`);
    expect(calls()[0]?.body).toEqual({
      destinationWallets: [{ address: "0x1", blockchains: ["base"] }],
      defaultNetwork: "base",
      partnerUserId: "u1",
      defaultExperience: "buy",
      presetCryptoAmount: 1,
      presetFiatAmount: 100,
    });
  });

  it("options: served options pass through", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    const served = {
      paymentCurrencies: [{ id: "GBP", payment_method_limits: [] }],
      purchaseCurrencies: [{ id: "x", name: "X", symbol: "X", networks: [] }],
      providers: [{ id: "p", name: "P", feePercent: "1.50" }],
    };
    fake.answer({ status: 200, body: served });
    expect(await blockchain.onramp.getOptions()).toEqual(served);
    expect(calls()[0]?.url).toBe(`${BASE}/v1/onramp/options?${COMMON}`);
  });

  it.each([
    ["a server error", { status: 500 }],
    ["an unreachable server", { networkError: true as const }],
    ["an empty answer", { status: 200, body: {} }],
    [
      "a malformed currency",
      { status: 200, body: { paymentCurrencies: [{ id: 1 }], purchaseCurrencies: [] } },
    ],
  ])("options: %s falls back to the USD/EUR and USDC/ETH defaults", async (_name, answer) => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer(answer);
    expect(await blockchain.onramp.getOptions()).toBe(DEFAULT_ONRAMP_OPTIONS);
  });

  it("quote: POST body purchaseCurrency, paymentCurrency, amount, network", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    const usd = (amount: string) => ({ amount, currency: "USD" });
    const quote = {
      quoteId: "q1",
      purchaseAmount: { amount: "99", currency: "USDC" },
      paymentSubtotal: usd("100.00"),
      fee: usd("1.50"),
      networkFee: usd("0.01"),
      paymentTotal: usd("101.51"),
      provider: { id: "p", name: "P" },
    };
    fake.answer({ status: 200, body: quote });
    expect(await blockchain.onramp.getQuote({ ...quoteRequest, provider: "p" })).toEqual(quote);
    expect(calls()[0]?.url).toBe(`${BASE}/v1/onramp/quote?${COMMON}`);
    expect(calls()[0]?.body).toEqual({ ...quoteRequest, provider: "p" });
  });

  it.each([
    ["a server error", { status: 502 }],
    ["an answer without quoteId", { status: 200, body: { fee: 1 } }],
    ["a region the server refuses", { status: 403, body: { code: "REGION_RESTRICTED" } }],
  ])("quote: %s returns a quote marked mocked", async (_name, answer) => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer(answer);
    const quote = await blockchain.onramp.getQuote(quoteRequest);
    expect(quote.mocked).toBe(true);
    expect(quote.paymentSubtotal).toEqual({ amount: "100.00", currency: "USD" });
  });
});

describe("onramp order status (Foyer's route)", () => {
  const order = {
    orderId: "3f8f2c1e-8d4b-4c7e-9a51-0b7b5e3c2d10",
    status: "completed",
    provider: { id: "p", name: "P" },
    purchaseAmount: { amount: "50", currency: "USDC" },
    paymentTotal: { amount: "50.78", currency: "USD" },
    destination: "eip155:31337:0x1111111111111111111111111111111111111111",
    txHash: `0x${"a".repeat(64)}`,
  };

  it("reads GET /v1/onramp/orders/{orderId}", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: order });
    expect(await blockchain.onramp.getOrder(order.orderId)).toEqual(order);
    expect(calls()[0]?.url).toBe(`${BASE}/v1/onramp/orders/${order.orderId}?${COMMON}`);
  });

  it("refuses a status it does not know, and a URL that is not http(s)", async () => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer({ status: 200, body: { ...order, status: "shipped" } });
    await expect(blockchain.onramp.getOrder(order.orderId)).rejects.toMatchObject({
      code: "INVALID_RESPONSE",
    });
    fake.answer({ status: 200, body: { url: "javascript:alert(1)" } });
    await expect(
      blockchain.onramp.generateUrl({
        destinationWallets: [{ address: "0x1" }],
        partnerUserId: "u",
      }),
    ).rejects.toMatchObject({ code: "INVALID_RESPONSE" });
  });
});

describe("session calls (behaviour §7 /v1/sessions/{address})", () => {
  const permission = {
    pci: `0x${"1".repeat(64)}`,
    chainId: "eip155:31337",
    signer: "0x0000000000000000000000000000000000000001",
    expiry: 1_900_000_000,
    permissions: [{ type: "native-token-transfer", data: { allowance: "0x1" } }],
    permissionsContext: "0x00",
    createdAt: "2026-11-29T08:00:00.000Z",
    revokedAt: null,
  };

  it("get (on a network) and revoke", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: { sessions: [permission] } });
    expect(await blockchain.sessions.getSessions("0xabc", "eip155:31337")).toEqual([permission]);
    await blockchain.sessions.revokeSession({ address: "0xabc", pci: "pci1", signature: "0xsig" });
    expect(calls().map((c) => [c.method, c.url, c.body])).toEqual([
      ["GET", `${BASE}/v1/sessions/0xabc?chainId=eip155%3A31337&${COMMON}`, undefined],
      ["POST", `${BASE}/v1/sessions/0xabc/revoke?${COMMON}`, { pci: "pci1", signature: "0xsig" }],
    ]);
  });

  it("refuses a list of another shape", async () => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer({ status: 200, body: { sessions: [{ ...permission, expiry: "soon" }] } });
    await expect(blockchain.sessions.getSessions("0xabc")).rejects.toMatchObject({
      code: "INVALID_RESPONSE",
    });
  });
});
