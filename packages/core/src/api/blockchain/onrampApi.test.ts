import { describe, expect, it } from "vitest";
import { BASE, COMMON, setupBlockchainApi } from "../../testing/blockchainSetup.js";
import { DEFAULT_ONRAMP_OPTIONS } from "./onrampFallback.js";

const quoteRequest = {
  purchaseCurrency: "USDC",
  paymentCurrency: "USD",
  amount: "100",
  network: "base",
};

describe("onramp calls (SPEC §7)", () => {
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
      purchaseCurrencies: [{ id: "x" }],
    };
    fake.answer({ status: 200, body: served });
    expect(await blockchain.onramp.getOptions()).toEqual(served);
    expect(calls()[0]?.url).toBe(`${BASE}/v1/onramp/options?${COMMON}`);
  });

  it.each([
    ["a server error", { status: 500 }],
    ["an unreachable server", { networkError: true as const }],
    ["an empty answer", { status: 200, body: {} }],
  ])("options: %s falls back to the USD/EUR and USDC/ETH defaults", async (_name, answer) => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer(answer);
    expect(await blockchain.onramp.getOptions()).toBe(DEFAULT_ONRAMP_OPTIONS);
  });

  it("quote: POST body purchaseCurrency, paymentCurrency, amount, network", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    const quote = { quoteId: "q1", purchaseAmount: { amount: "99", currency: "USDC" } };
    fake.answer({ status: 200, body: quote });
    expect(await blockchain.onramp.getQuote(quoteRequest)).toEqual(quote);
    expect(calls()[0]?.url).toBe(`${BASE}/v1/onramp/quote?${COMMON}`);
    expect(calls()[0]?.body).toEqual(quoteRequest);
  });

  it.each([
    ["a server error", { status: 502 }],
    ["an answer without quoteId", { status: 200, body: { fee: 1 } }],
  ])("quote: %s returns a quote marked mocked", async (_name, answer) => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer(answer);
    const quote = await blockchain.onramp.getQuote(quoteRequest);
    expect(quote.mocked).toBe(true);
    expect(quote.paymentSubtotal).toEqual({ amount: "100.00", currency: "USD" });
  });
});

describe("session calls (SPEC §7 /v1/sessions/{address})", () => {
  it("get and revoke", async () => {
    const { blockchain, calls } = setupBlockchainApi();
    await blockchain.sessions.getSessions("0xabc");
    await blockchain.sessions.revokeSession({ address: "0xabc", pci: "pci1", signature: "0xsig" });
    expect(calls().map((c) => [c.method, c.url, c.body])).toEqual([
      ["GET", `${BASE}/v1/sessions/0xabc?${COMMON}`, undefined],
      ["POST", `${BASE}/v1/sessions/0xabc/revoke?${COMMON}`, { pci: "pci1", signature: "0xsig" }],
    ]);
  });
});
