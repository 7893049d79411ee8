import { describe, expect, it, vi } from "vitest";
import type { OnrampOrder, OnrampQuote } from "../api/blockchain/blockchainTypes.js";
import type { OnrampApi } from "../api/blockchain/onrampApi.js";
import { DEFAULT_ONRAMP_OPTIONS } from "../api/blockchain/onrampFallback.js";
import { createFakeClock } from "../testing/fakeClock.js";
import { createOnrampFlow, type PurchaseWindow } from "./onrampFlow.js";

const USER = "eip155:31337:0x1111111111111111111111111111111111111111";
const ORDER_ID = "3f8f2c1e-8d4b-4c7e-9a51-0b7b5e3c2d10";
const OPTIONS = {
  ...DEFAULT_ONRAMP_OPTIONS,
  purchaseCurrencies: [
    {
      id: "usdc",
      name: "USD Coin",
      symbol: "USDC",
      networks: [
        { name: "base", display_name: "Base", chain_id: "8453", contract_address: "0xa" },
        {
          name: "foyer-devnet",
          display_name: "Foyer Devnet",
          chain_id: "31337",
          contract_address: "0xb",
        },
      ],
    },
  ],
  providers: [
    { id: "cheap", name: "Cheap", feePercent: "1.50" },
    { id: "dear", name: "Dear", feePercent: "1.99" },
  ],
};

function quoteOf(provider: string, amount: string): OnrampQuote {
  const usd = (value: string) => ({ amount: value, currency: "USD" });
  return {
    quoteId: provider,
    purchaseAmount: { amount, currency: "USDC" },
    paymentSubtotal: usd("50.00"),
    fee: usd("1.00"),
    networkFee: usd("0.01"),
    paymentTotal: usd("51.01"),
    provider: { id: provider, name: provider },
  };
}

function order(status: OnrampOrder["status"]): OnrampOrder {
  return {
    orderId: ORDER_ID,
    status,
    provider: { id: "cheap", name: "Cheap" },
    purchaseAmount: { amount: "50", currency: "USDC" },
    paymentTotal: { amount: "50.76", currency: "USD" },
    destination: USER,
  };
}

function setup() {
  const clock = createFakeClock();
  const statuses: OnrampOrder["status"][] = [];
  const api = {
    getOptions: vi.fn(async () => OPTIONS),
    getQuote: vi.fn(async (request: { provider?: string }) =>
      quoteOf(request.provider ?? "", request.provider === "cheap" ? "50" : "49.8"),
    ),
    generateUrl: vi.fn(async () => ({ url: "https://pay.test/checkout", orderId: ORDER_ID })),
    getOrder: vi.fn(async () => order(statuses.shift() ?? "completed")),
  } satisfies OnrampApi;
  const portfolio = { clear: vi.fn() };
  const flow = createOnrampFlow({ onramp: api, caches: { portfolio } as never, clock });
  const opened: string[] = [];
  let closed = false;
  const window: PurchaseWindow = {
    show: (url) => opened.push(url),
    close: () => {
      closed = true;
    },
    closed: () => closed,
  };
  return {
    clock,
    api,
    flow,
    statuses,
    window,
    opened,
    portfolio,
    state: () => flow.store.getState(),
  };
}

describe("onramp flow", () => {
  it("starts from USDC on the buyer's network in the first payment currency", async () => {
    const { flow, clock, state } = setup();
    flow.setUser(USER, "31337");
    await clock.advanceAsync(0);
    expect(state()).toMatchObject({
      purchaseCurrency: "usdc",
      network: "foyer-devnet",
      paymentCurrency: "USD",
    });
  });

  it("quotes every provider once typing pauses, best first; nothing out of the limits", async () => {
    const { flow, clock, api, state } = setup();
    flow.setUser(USER, "31337");
    await clock.advanceAsync(0);
    flow.setAmount("5");
    await clock.advanceAsync(400);
    expect(api.getQuote).not.toHaveBeenCalled();
    expect(state().quotes).toEqual({ status: "idle" });
    flow.setAmount("50");
    await clock.advanceAsync(400);
    expect(api.getQuote).toHaveBeenCalledTimes(2);
    expect(api.getQuote).toHaveBeenCalledWith(
      expect.objectContaining({
        purchaseCurrency: "usdc",
        amount: "50",
        network: "foyer-devnet",
        provider: "dear",
      }),
    );
    const quotes = state().quotes;
    expect(quotes.status === "ready" && quotes.result.map((q) => q.quoteId)).toEqual([
      "cheap",
      "dear",
    ]);
  });

  it("by bank transfer (ACH), checks the bank account limits and passes the method to quote and order", async () => {
    const { flow, clock, api, window, state } = setup();
    flow.setUser(USER, "31337");
    await clock.advanceAsync(0);
    flow.setAmount("8000");
    await clock.advanceAsync(400);
    // Over the card's 7500.00: nothing quoted while paying by card.
    expect(api.getQuote).not.toHaveBeenCalled();
    flow.setPaymentMethod("ach_bank_account");
    await clock.advanceAsync(400);
    expect(state().paymentMethod).toBe("ach_bank_account");
    expect(api.getQuote).toHaveBeenCalledWith(
      expect.objectContaining({ amount: "8000", paymentMethod: "ach_bank_account" }),
    );
    api.getQuote.mockClear();
    flow.setAmount("25000.01");
    await clock.advanceAsync(400);
    expect(api.getQuote).not.toHaveBeenCalled();
    expect(state().quotes).toEqual({ status: "idle" });
    flow.setAmount("8000");
    await flow.buy("cheap", { window });
    expect(api.generateUrl).toHaveBeenCalledWith(
      expect.objectContaining({ presetFiatAmount: 8000, paymentMethod: "ach_bank_account" }),
    );
  });

  it("buys: the checkout opens in the window, the order is followed to delivery", async () => {
    const { flow, clock, api, statuses, window, opened, portfolio, state } = setup();
    flow.setUser(USER, "31337");
    await clock.advanceAsync(0);
    flow.setAmount("50");
    statuses.push("created", "paid", "completed");
    await flow.buy("cheap", { window });
    expect(api.generateUrl).toHaveBeenCalledWith({
      destinationWallets: [
        {
          address: "0x1111111111111111111111111111111111111111",
          blockchains: ["foyer-devnet"],
          assets: ["USDC"],
        },
      ],
      defaultNetwork: "foyer-devnet",
      partnerUserId: "0x1111111111111111111111111111111111111111",
      presetFiatAmount: 50,
      provider: "cheap",
      paymentCurrency: "USD",
      paymentMethod: "card",
    });
    expect(opened).toEqual(["https://pay.test/checkout"]);
    await clock.advanceAsync(0);
    expect(state().purchase).toMatchObject({ status: "tracking", order: { status: "created" } });
    await clock.advanceAsync(1_500);
    expect(state().purchase).toMatchObject({ status: "tracking", order: { status: "paid" } });
    await clock.advanceAsync(1_500);
    expect(state().purchase).toMatchObject({ status: "done", order: { status: "completed" } });
    expect(state().completed).toBe(1);
    expect(portfolio.clear).toHaveBeenCalled();
  });

  it("a delivery that failed, a window closed before paying, and a restricted region each stop the purchase", async () => {
    const failed = setup();
    failed.flow.setUser(USER, "31337");
    await failed.clock.advanceAsync(0);
    failed.flow.setAmount("50");
    failed.statuses.push("failed");
    await failed.flow.buy("cheap", { window: failed.window });
    await failed.clock.advanceAsync(0);
    expect(failed.state().purchase).toMatchObject({ status: "failed", reason: "delivery" });

    const closed = setup();
    closed.flow.setUser(USER, "31337");
    await closed.clock.advanceAsync(0);
    closed.flow.setAmount("50");
    closed.statuses.push("created", "created");
    await closed.flow.buy("cheap", { window: closed.window });
    closed.window.close();
    await closed.clock.advanceAsync(1_500);
    expect(closed.state().purchase).toMatchObject({ status: "failed", reason: "closed" });

    const restricted = setup();
    restricted.flow.setUser(USER, "31337");
    await restricted.clock.advanceAsync(0);
    restricted.flow.setAmount("50");
    await restricted.flow.buy("cheap", { window: restricted.window, timezone: "Asia/Shanghai" });
    expect(restricted.api.generateUrl).not.toHaveBeenCalled();
    expect(restricted.state().purchase).toEqual({ status: "failed", reason: "restricted" });
  });

  it("no checkout URL closes the window and says so", async () => {
    const { flow, clock, api, window, state } = setup();
    flow.setUser(USER, "31337");
    await clock.advanceAsync(0);
    flow.setAmount("50");
    api.generateUrl.mockRejectedValueOnce(new Error("503"));
    await flow.buy("cheap", { window });
    expect(window.closed()).toBe(true);
    expect(state().purchase).toEqual({ status: "failed", reason: "noCheckout" });
    flow.reset();
    expect(state().purchase).toEqual({ status: "idle" });
  });
});
