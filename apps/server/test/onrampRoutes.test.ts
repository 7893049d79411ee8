import { ONRAMP_REGION_RESTRICTED } from "@foyer/protocol";
import { eq } from "drizzle-orm";
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from "viem";
import { foundry } from "viem/chains";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { DEVNET_CHAIN_ID } from "../src/config.js";
import { onrampOrders } from "../src/db/schema.js";
import { CHECKOUT_TEXT } from "../src/onramp/checkoutPage.js";
import { eventually } from "./support/chainActions.js";
import { insertProject } from "./support/databases.js";
import { devnetConfig } from "./support/devnet.js";
import { describeDevnetWorld } from "./support/devnetWorld.js";

const USDC_ID = "2b92315d-eab7-5bef-84fa-089a131333f5";
const ETH_ID = "d85dce9b-5b73-5c3c-8978-522ce1d1c1b4";
const NETWORK = "foyer-devnet";
const TEST_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

interface Quote {
  purchaseAmount: { amount: string; currency: string };
  paymentTotal: { amount: string; currency: string };
  paymentSubtotal: { amount: string; currency: string };
  networkFee: { amount: string; currency: string };
  fee: { amount: string; currency: string };
  quoteId: string;
  provider: { id: string; name: string };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describeDevnetWorld(
  "onramp against a started devnet",
  {
    indexer: true,
    env: (devnet) => ({ FOYER_ONRAMP_TREASURY_KEY: devnet.manifest.accounts[9]?.privateKey ?? "" }),
  },
  (world, driver) => {
    let usdc: Address;
    let buyer: Address;
    const env = (extra: Record<string, string> = {}) => ({
      ...(driver.name === "postgres" ? { DATABASE_URL: process.env.TEST_DATABASE_URL ?? "" } : {}),
      ...extra,
    });

    beforeAll(() => {
      usdc = world.devnet.manifest.contracts.usdc.address;
      buyer = world.devnet.manifest.accounts[4]?.address ?? "0x";
    });

    const chain = () =>
      createPublicClient({ chain: foundry, transport: http(world.devnet.rpcUrl) });
    const usdcOf = (owner: Address) =>
      chain().readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [owner],
      });
    const post = (path: string, payload: unknown, target = world.app) =>
      target.inject({
        method: "POST",
        url: `${path}?projectId=${world.projectId}`,
        headers: { "content-type": "application/json" },
        payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      });
    const quote = (body: Record<string, unknown>) =>
      post("/v1/onramp/quote", {
        purchaseCurrency: USDC_ID,
        paymentCurrency: "USD",
        amount: "50",
        network: NETWORK,
        ...body,
      });
    const generate = (body: Record<string, unknown> = {}, target = world.app) =>
      post(
        "/v1/generators/onrampurl",
        {
          destinationWallets: [{ address: buyer, blockchains: [NETWORK], assets: ["USDC"] }],
          defaultNetwork: NETWORK,
          partnerUserId: "user-1",
          defaultExperience: "buy",
          presetFiatAmount: 50,
          ...body,
        },
        target,
      );
    const checkoutPath = (url: string) => new URL(url).pathname;
    const pay = (path: string, card: Record<string, string>) =>
      world.app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(card).toString(),
      });
    const order = async (id: string) =>
      (
        await world.app.inject({
          method: "GET",
          url: `/v1/onramp/orders/${id}?projectId=${world.projectId}`,
        })
      ).json() as { status: string; txHash?: string; purchaseAmount: { amount: string } };

    describe("GET /v1/onramp/options", () => {
      it("offers USD and EUR with behaviour §9's limits, USDC and ETH on the world.devnet, two providers at 1–2 %", async () => {
        const response = await world.app.inject({
          method: "GET",
          url: `/v1/onramp/options?projectId=${world.projectId}`,
        });
        expect(response.statusCode).toBe(200);
        const body = response.json() as {
          paymentCurrencies: { id: string; payment_method_limits: unknown[] }[];
          purchaseCurrencies: { id: string; symbol: string; networks: Record<string, string>[] }[];
          providers: { id: string; feePercent: string }[];
        };
        expect(body.paymentCurrencies.map((currency) => currency.id)).toEqual(["USD", "EUR"]);
        for (const currency of body.paymentCurrencies) {
          expect(currency.payment_method_limits).toEqual([
            { id: "card", min: "10.00", max: "7500.00" },
            { id: "ach_bank_account", min: "10.00", max: "25000.00" },
          ]);
        }
        expect(body.purchaseCurrencies).toEqual([
          {
            id: USDC_ID,
            name: "USD Coin",
            symbol: "USDC",
            networks: [
              {
                name: NETWORK,
                display_name: "Foyer Devnet",
                chain_id: "31337",
                contract_address: usdc,
              },
            ],
          },
          {
            id: ETH_ID,
            name: "Ether",
            symbol: "ETH",
            networks: [
              {
                name: NETWORK,
                display_name: "Foyer Devnet",
                chain_id: "31337",
                contract_address: "",
              },
            ],
          },
        ]);
        expect(body.providers).toHaveLength(2);
        for (const provider of body.providers) {
          expect(Number(provider.feePercent)).toBeGreaterThanOrEqual(1);
          expect(Number(provider.feePercent)).toBeLessThanOrEqual(2);
        }
      });
    });

    describe("POST /v1/onramp/quote", () => {
      it("50 USD of USDC: 50 USDC, the cheapest provider's fee and the network fee on top", async () => {
        const response = await quote({});
        expect(response.statusCode).toBe(200);
        const body = response.json() as Quote;
        expect(body.purchaseAmount).toEqual({ amount: "50", currency: "USDC" });
        expect(body.paymentSubtotal).toEqual({ amount: "50.00", currency: "USD" });
        expect(body.fee).toEqual({ amount: "0.75", currency: "USD" });
        expect(body.provider.id).toBe("foyer-sandbox");
        expect(cents(body.networkFee.amount)).toBeGreaterThanOrEqual(1);
        expect(cents(body.paymentTotal.amount)).toBe(5_000 + 75 + cents(body.networkFee.amount));
        expect(body.quoteId).toMatch(/^[0-9a-f-]{36}$/);
      });

      it("each provider quotes its own fee; EUR buys at its rate; ETH at the pool's price", async () => {
        const lane = (await quote({ provider: "card-lane" })).json() as Quote;
        expect(lane.fee.amount).toBe("1.00");
        expect(lane.provider.name).toBe("Card Lane (sandbox)");
        const eur = (await quote({ paymentCurrency: "EUR" })).json() as Quote;
        expect(eur.purchaseAmount.amount).toBe("54");
        expect(eur.paymentTotal.currency).toBe("EUR");
        const eth = (await quote({ purchaseCurrency: "ETH", amount: "3000" })).json() as Quote;
        expect(eth.purchaseAmount.currency).toBe("ETH");
        expect(Number(eth.purchaseAmount.amount)).toBeGreaterThan(0.95);
        expect(Number(eth.purchaseAmount.amount)).toBeLessThan(1.05);
      });

      it("takes a bank account up to its own limit", async () => {
        const response = await quote({ amount: "20000", paymentMethod: "ach_bank_account" });
        expect(response.statusCode).toBe(200);
      });

      it.each([
        [
          "below the card minimum",
          { amount: "9.99" },
          400,
          "AMOUNT_TOO_LOW",
          "The least a card purchase can be is 10.00 USD",
        ],
        [
          "above the card maximum",
          { amount: "7500.01" },
          400,
          "AMOUNT_TOO_HIGH",
          "The most a card purchase can be is 7500.00 USD",
        ],
        [
          "above the bank account maximum",
          { amount: "25000.01", paymentMethod: "ach_bank_account" },
          400,
          "AMOUNT_TOO_HIGH",
          "The most a bank account purchase can be is 25000.00 USD",
        ],
        [
          "an unknown purchase currency",
          { purchaseCurrency: "DOGE" },
          400,
          "UNKNOWN_CURRENCY",
          'Unknown purchase currency "DOGE"',
        ],
        [
          "an unknown payment currency",
          { paymentCurrency: "JPY" },
          400,
          "UNKNOWN_CURRENCY",
          'Unknown payment currency "JPY" (USD, EUR)',
        ],
        [
          "a network it does not deliver on",
          { network: "ethereum-mainnet" },
          400,
          "UNKNOWN_NETWORK",
          `${USDC_ID} can't be bought on network "ethereum-mainnet"`,
        ],
        [
          "an unknown provider",
          { provider: "acme" },
          400,
          "UNKNOWN_PROVIDER",
          'Unknown provider "acme"',
        ],
        [
          "an unknown payment method",
          { paymentMethod: "cash" },
          400,
          "UNKNOWN_PAYMENT_METHOD",
          'Unknown payment method "cash" (card, ach_bank_account)',
        ],
        [
          "a restricted time zone",
          { timezone: "Asia/Shanghai" },
          403,
          "REGION_RESTRICTED",
          ONRAMP_REGION_RESTRICTED,
        ],
        [
          "three decimals",
          { amount: "10.001" },
          400,
          "INVALID_AMOUNT",
          'amount must be a fiat amount like "50" or "49.99" (got "10.001")',
        ],
        [
          "a number instead of text",
          { amount: 50 },
          400,
          "INVALID_AMOUNT",
          'amount must be a fiat amount like "50" or "49.99"',
        ],
        ["no network", { network: undefined }, 400, "INVALID_REQUEST", /^network: /],
      ])("refuses %s", async (_name, body, status, code, message) => {
        const response = await quote(body);
        expect(response.statusCode).toBe(status);
        const answer = response.json() as { code: string; message: string };
        expect(answer.code).toBe(code);
        if (typeof message === "string") expect(answer.message).toBe(message);
        else expect(answer.message).toMatch(message);
      });

      it("refuses a body that is not a JSON object", async () => {
        const response = await post("/v1/onramp/quote", "42");
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: "Body must be a JSON object" });
      });
    });

    describe("buying through the sandbox checkout", () => {
      it("makes an order, shows its checkout, declines a wrong card, delivers once for the test card", async () => {
        const generated = await generate();
        expect(generated.statusCode).toBe(200);
        const { url, orderId } = generated.json() as { url: string; orderId: string };
        expect(url).toBe(`http://127.0.0.1:8787/onramp/sandbox/foyer-sandbox/checkout/${orderId}`);
        expect(await order(orderId)).toMatchObject({
          status: "created",
          purchaseAmount: { amount: "50", currency: "USDC" },
          destination: `${DEVNET_CHAIN_ID}:${buyer}`,
        });

        const page = await world.app.inject({ method: "GET", url: checkoutPath(url) });
        expect(page.statusCode).toBe(200);
        expect(page.headers["content-security-policy"]).toMatch(/default-src 'none'/);
        expect(page.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
        expect(page.headers["content-security-policy"]).not.toMatch(/script-src|unsafe-inline/);
        // Its icon inline, allowed by the policy: the popup asks for no /favicon.ico.
        expect(page.body).toContain(
          '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,',
        );
        expect(page.headers["content-security-policy"]).toMatch(/img-src [^;]*data:/);
        expect(page.body).toContain(CHECKOUT_TEXT.providerFee("1.50"));
        expect(page.body).toContain("0.75 USD");
        expect(page.body).toContain("50 USDC");

        const before = await usdcOf(buyer);
        const declined = await pay(checkoutPath(url), {
          ...TEST_CARD,
          number: "4000 0000 0000 0002",
        });
        expect(declined.statusCode).toBe(402);
        expect(declined.body).toContain(CHECKOUT_TEXT.cardProblems.declined);
        expect((await order(orderId)).status).toBe("created");

        // Submitted twice at once (a double click): one settlement.
        const [first, second] = await Promise.all([
          pay(checkoutPath(url), TEST_CARD),
          pay(checkoutPath(url), TEST_CARD),
        ]);
        for (const answer of [first, second]) {
          expect(answer.statusCode).toBe(200);
          expect(answer.body).toContain(CHECKOUT_TEXT.paid);
        }
        const settled = await eventually(async () => {
          const current = await order(orderId);
          return current.status === "completed" ? current : undefined;
        });
        expect(settled.txHash).toMatch(/^0x[0-9a-f]{64}$/);
        expect((await usdcOf(buyer)) - before).toBe(parseUnits("50", 6));
        // Paid again later: still the one delivery.
        const again = await pay(checkoutPath(url), TEST_CARD);
        expect(again.body).toContain(CHECKOUT_TEXT.delivered);
        expect((await usdcOf(buyer)) - before).toBe(parseUnits("50", 6));

        // The delivery is a deposit in the buyer's history; the onramp param keeps only its provider's.
        const history = async (onramp?: string) => {
          const response = await world.app.inject({
            method: "GET",
            url: `/v1/account/${buyer}/history?chainId=${DEVNET_CHAIN_ID}&projectId=${world.projectId}${onramp ? `&onramp=${onramp}` : ""}`,
          });
          return (
            response.json() as { data: { id: string; metadata: { operationType: string } }[] }
          ).data;
        };
        const deposit = await eventually(
          async () => (await history()).find((tx) => tx.id === settled.txHash),
          20_000,
        );
        expect(deposit.metadata.operationType).toBe("deposit");
        expect((await history("foyer-sandbox")).map((tx) => tx.id)).toEqual([settled.txHash]);
        expect(await history("card-lane")).toEqual([]);
      });

      it("by bank transfer (ACH): an order over the card's limit, a bank account form, paid from the test account", async () => {
        const generated = await generate({
          presetFiatAmount: 8000,
          paymentMethod: "ach_bank_account",
        });
        expect(generated.statusCode).toBe(200);
        const { url, orderId } = generated.json() as { url: string; orderId: string };
        expect(await order(orderId)).toMatchObject({
          status: "created",
          paymentMethod: "ach_bank_account",
        });
        const page = await world.app.inject({ method: "GET", url: checkoutPath(url) });
        expect(page.body).toContain(CHECKOUT_TEXT.paymentMethods.ach_bank_account);
        expect(page.body).toContain(CHECKOUT_TEXT.routingNumber);
        expect(page.body).not.toContain(CHECKOUT_TEXT.cardNumber);

        // A card is no payment for a bank transfer order.
        const card = await pay(checkoutPath(url), TEST_CARD);
        expect(card.statusCode).toBe(402);
        expect(card.body).toContain(CHECKOUT_TEXT.bankProblems.invalidRouting);
        const declined = await pay(checkoutPath(url), {
          routing: "110000000",
          account: "000111111116",
        });
        expect(declined.statusCode).toBe(402);
        expect(declined.body).toContain(CHECKOUT_TEXT.bankProblems.bankDeclined);
        expect((await order(orderId)).status).toBe("created");

        const before = await usdcOf(buyer);
        const paid = await pay(checkoutPath(url), {
          routing: "110000000",
          account: "0001-2345-6789",
        });
        expect(paid.statusCode).toBe(200);
        expect(paid.body).toContain(CHECKOUT_TEXT.paid);
        await eventually(async () => {
          const current = await order(orderId);
          return current.status === "completed" ? current : undefined;
        });
        expect((await usdcOf(buyer)) - before).toBe(parseUnits("8000", 6));
        const [row] = await world.database.db
          .select({ method: onrampOrders.paymentMethod, last4: onrampOrders.cardLast4 })
          .from(onrampOrders)
          .where(eq(onrampOrders.id, orderId));
        expect(row).toEqual({ method: "ach_bank_account", last4: "6789" });
      });

      it("a card order keeps card as its method", async () => {
        const { orderId } = (await generate()).json() as { orderId: string };
        expect(await order(orderId)).toMatchObject({ paymentMethod: "card" });
      });

      it("delivers ETH from the treasury at the quoted amount", async () => {
        const generated = await generate({
          destinationWallets: [{ address: buyer, blockchains: [NETWORK], assets: ["ETH"] }],
          presetFiatAmount: 100,
          provider: "card-lane",
        });
        const { url, orderId } = generated.json() as { url: string; orderId: string };
        expect(url).toContain("/onramp/sandbox/card-lane/checkout/");
        const before = await chain().getBalance({ address: buyer });
        expect((await pay(checkoutPath(url), TEST_CARD)).statusCode).toBe(200);
        const done = await eventually(async () => {
          const current = await order(orderId);
          return current.status === "completed" ? current : undefined;
        });
        expect((await chain().getBalance({ address: buyer })) - before).toBe(
          parseUnits(done.purchaseAmount.amount, 18),
        );
      });

      it.each([
        ["a bad card number", { number: "1234" }, CHECKOUT_TEXT.cardProblems.invalidNumber],
        ["an expired card", { expiry: "01/20" }, CHECKOUT_TEXT.cardProblems.expired],
        ["no CVC", { cvc: "" }, CHECKOUT_TEXT.cardProblems.invalidCvc],
      ])("the checkout refuses %s and keeps the order payable", async (_name, change, message) => {
        const { url, orderId } = (await generate()).json() as { url: string; orderId: string };
        const answer = await pay(checkoutPath(url), { ...TEST_CARD, ...change });
        expect(answer.statusCode).toBe(402);
        expect(answer.body).toContain(message);
        expect((await order(orderId)).status).toBe("created");
      });

      it("an unknown checkout is a 404 page; a checkout past its lifetime is refused", async () => {
        const missing = await world.app.inject({
          method: "GET",
          url: "/onramp/sandbox/foyer-sandbox/checkout/00000000-0000-4000-8000-000000000000",
        });
        expect(missing.statusCode).toBe(404);
        expect(missing.body).toContain(CHECKOUT_TEXT.notFound);
        const { url } = (await generate()).json() as { url: string };
        const wrongProvider = await world.app.inject({
          method: "GET",
          url: checkoutPath(url).replace("foyer-sandbox", "card-lane"),
        });
        expect(wrongProvider.statusCode).toBe(404);

        const later = await buildApp({
          config: devnetConfig(
            world.devnet,
            env({ FOYER_ONRAMP_TREASURY_KEY: `0x${"11".repeat(32)}` }),
          ),
          database: world.database,
          onrampNow: () => Date.now() + 31 * 60_000,
        });
        try {
          const expired = await later.inject({
            method: "POST",
            url: checkoutPath(url),
            payload: TEST_CARD,
          });
          expect(expired.statusCode).toBe(410);
          expect(expired.body).toContain(CHECKOUT_TEXT.expired);
        } finally {
          await later.close();
        }
      });
    });

    describe("POST /v1/generators/onrampurl and GET /v1/onramp/orders refusals", () => {
      it.each([
        ["a bad address", { destinationWallets: [{ address: "0x12" }] }, 400, "INVALID_ADDRESS"],
        [
          "two wallets",
          { destinationWallets: [{ address: EMPTY }, { address: EMPTY }] },
          400,
          "INVALID_ADDRESS",
        ],
        ["no partner user id", { partnerUserId: "" }, 400, "INVALID_REQUEST"],
        ["another experience", { defaultExperience: "send" }, 400, "INVALID_REQUEST"],
        ["an amount under the limit", { presetFiatAmount: 5 }, 400, "AMOUNT_TOO_LOW"],
        ["a card over its limit", { presetFiatAmount: 7500.01 }, 400, "AMOUNT_TOO_HIGH"],
        [
          "a bank transfer over its limit",
          { presetFiatAmount: 25000.01, paymentMethod: "ach_bank_account" },
          400,
          "AMOUNT_TOO_HIGH",
        ],
        ["an unknown payment method", { paymentMethod: "cash" }, 400, "UNKNOWN_PAYMENT_METHOD"],
        ["no amount", { presetFiatAmount: undefined }, 400, "AMOUNT_TOO_LOW"],
        ["a restricted time zone", { timezone: "Asia/Hong_Kong" }, 403, "REGION_RESTRICTED"],
        [
          "an unknown asset",
          { destinationWallets: [{ address: EMPTY, blockchains: [NETWORK], assets: ["DOGE"] }] },
          400,
          "UNKNOWN_CURRENCY",
        ],
      ])("the generator refuses %s", async (_name, body, status, code) => {
        const response = await generate(body);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toMatchObject({ code });
      });

      it("without a treasury the server can't sell: 503 with a message", async () => {
        const unset = await buildApp({
          config: devnetConfig(world.devnet, env()),
          database: world.database,
        });
        try {
          const response = await generate({}, unset);
          expect(response.statusCode).toBe(503);
          expect(response.json()).toMatchObject({
            code: "ONRAMP_UNAVAILABLE",
            message: "Card purchases are not set up on this server",
          });
        } finally {
          await unset.close();
        }
      });

      it("an order of another project, an unknown one and a malformed id are refused", async () => {
        const { orderId } = (await generate()).json() as { orderId: string };
        const other = await insertProject(world.database.db);
        const foreign = await world.app.inject({
          method: "GET",
          url: `/v1/onramp/orders/${orderId}?projectId=${other}`,
        });
        expect(foreign.statusCode).toBe(404);
        const unknown = await world.app.inject({
          method: "GET",
          url: `/v1/onramp/orders/00000000-0000-4000-8000-000000000000?projectId=${world.projectId}`,
        });
        expect(unknown.statusCode).toBe(404);
        const malformed = await world.app.inject({
          method: "GET",
          url: `/v1/onramp/orders/not-an-id?projectId=${world.projectId}`,
        });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toMatchObject({ code: "INVALID_ORDER_ID" });
      });
    });
  },
);

const EMPTY = "0x000000000000000000000000000000000000dEaD";
