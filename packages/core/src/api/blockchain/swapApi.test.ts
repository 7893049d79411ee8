import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { BASE, COMMON, setupBlockchainApi } from "../../testing/blockchainSetup.js";
import { SWAP_SLIPPAGE_TOLERANCE } from "./swapApi.js";

const USER = "eip155:1:0x1111111111111111111111111111111111111111";
const TOKEN = "eip155:1:0x2222222222222222222222222222222222222222";
const NATIVE = "eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";
const q = encodeURIComponent;
const QUOTE = {
  fromAmount: "1000",
  fromAccount: NATIVE,
  toAmount: "2",
  toAccount: TOKEN,
  route: [TOKEN],
  priceImpact: "0.10",
  feePercent: "0.30",
  gas: "120000",
  networkFee: "840000",
};
const TX = { from: USER, to: TOKEN, data: "0x", value: "0" };

describe("swap calls (behaviour §7 /v1/convert/*)", () => {
  it("quotes: amount, userAddress, from, to, gasPrice", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    // A quote of the wrong shape is left out, the others kept.
    fake.answer({ status: 200, body: { quotes: [QUOTE, { fromAmount: "1", toAmount: "2" }] } });
    const result = await blockchain.swap.getQuotes({
      amount: "1000",
      userAddress: USER,
      from: NATIVE,
      to: TOKEN,
      gasPrice: "7",
    });
    expect(result.quotes).toEqual([QUOTE]);
    expect(calls()[0]?.url).toBe(
      `${BASE}/v1/convert/quotes?amount=1000&userAddress=${q(USER)}&from=${q(NATIVE)}&to=${q(TOKEN)}&gasPrice=7&${COMMON}`,
    );
  });

  it("tokens: chainId", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    const usdc = { name: "USD Coin", symbol: "USDC", address: TOKEN, decimals: 6, logoUri: "u" };
    fake.answer({ status: 200, body: { tokens: [usdc, { symbol: "BAD" }] } });
    expect((await blockchain.swap.getTokens("eip155:1")).tokens).toEqual([usdc]);
    expect(calls()[0]?.url).toBe(`${BASE}/v1/convert/tokens?chainId=eip155%3A1&${COMMON}`);
  });

  it("allowance: tokenAddress, userAddress", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: { allowance: "5" } });
    expect(await blockchain.swap.getAllowance({ tokenAddress: TOKEN, userAddress: USER })).toEqual({
      allowance: "5",
    });
    expect(calls()[0]?.url).toBe(
      `${BASE}/v1/convert/allowance?tokenAddress=${q(TOKEN)}&userAddress=${q(USER)}&${COMMON}`,
    );
  });

  it("gas price: chainId", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: { standard: "1", fast: "2", instant: "3" } });
    expect(await blockchain.swap.getGasPrice("eip155:1")).toEqual({
      standard: "1",
      fast: "2",
      instant: "3",
    });
    expect(calls()[0]?.url).toBe(`${BASE}/v1/convert/gas-price?chainId=eip155%3A1&${COMMON}`);
  });

  it("build-transaction: body amount, eip155.slippage, projectId, from, to, userAddress, disableEstimate", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    const tx = TX;
    const quote = {
      fromAmount: "10",
      toAmount: "20",
      toAmountMin: "19",
      route: [TOKEN],
      priceImpact: "0.00",
      feePercent: "0.30",
    };
    fake.answer({ status: 200, body: { tx, quote } });
    const result = await blockchain.swap.buildTransaction({
      amount: "10",
      from: NATIVE,
      to: TOKEN,
      userAddress: USER,
    });
    expect(result).toEqual({ tx, quote });
    expect(SWAP_SLIPPAGE_TOLERANCE).toBe(1);
    expect(calls()[0]?.url).toBe(`${BASE}/v1/convert/build-transaction?${COMMON}`);
    expect(calls()[0]?.method).toBe("POST");
    expect(calls()[0]?.body).toEqual({
      amount: "10",
      eip155: { slippage: "1" },
      projectId: "p1",
      from: NATIVE,
      to: TOKEN,
      userAddress: USER,
      disableEstimate: false,
    });
  });

  it("build-approve: userAddress, from, to (and Foyer's exact amount)", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: { tx: TX } });
    expect(
      await blockchain.swap.buildApprove({
        userAddress: USER,
        from: TOKEN,
        to: NATIVE,
        amount: "5",
      }),
    ).toEqual({ tx: TX });
    expect(calls()[0]?.url).toBe(
      `${BASE}/v1/convert/build-approve?userAddress=${q(USER)}&from=${q(TOKEN)}&to=${q(NATIVE)}&amount=5&${COMMON}`,
    );
  });

  it.each([
    ["a transaction without calldata", { tx: { ...TX, data: undefined } }],
    ["a value that is not digits", { tx: { ...TX, value: "-1" } }],
    ["no transaction", {}],
  ])("refuses %s from build-approve as an invalid response", async (_name, body) => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer({ status: 200, body });
    await expect(
      blockchain.swap.buildApprove({ userAddress: USER, from: TOKEN, to: NATIVE }),
    ).rejects.toMatchObject({ code: "INVALID_RESPONSE" });
  });

  it("refuses an allowance that is not digits", async () => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer({ status: 200, body: { allowance: 5 } });
    await expect(
      blockchain.swap.getAllowance({ tokenAddress: TOKEN, userAddress: USER }),
    ).rejects.toMatchObject({ code: "INVALID_RESPONSE" });
  });

  it("fungible price: POST body currency, addresses, projectId", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    const eth = { name: "Ether", symbol: "ETH", iconUrl: "https://x/eth.svg", price: 3000 };
    fake.answer({
      status: 200,
      // A price of the wrong shape (no name, a text price) is left out.
      body: {
        fungibles: [
          { ...eth, address: NATIVE },
          { symbol: "FOY", price: "2" },
        ],
      },
    });
    const result = await blockchain.swap.getFungiblePrice({
      addresses: [NATIVE, "eip155:5:0xabc"],
    });
    expect(result.fungibles).toEqual([{ ...eth, address: NATIVE }]);
    expect(calls()[0]?.url).toBe(`${BASE}/v1/fungible/price?${COMMON}`);
    expect(calls()[0]?.body).toEqual({ currency: "usd", addresses: [NATIVE], projectId: "p1" });
  });
});

describe("unsupported networks (behaviour §7: empty results without calling)", () => {
  const OFF = "eip155:5:0x2222222222222222222222222222222222222222";

  it.each([
    [
      "quotes",
      (api: ReturnType<typeof setupBlockchainApi>["blockchain"]) =>
        api.swap.getQuotes({ amount: "1", userAddress: OFF, from: OFF, to: OFF, gasPrice: "1" }),
      { quotes: [] },
    ],
    [
      "tokens",
      (api: ReturnType<typeof setupBlockchainApi>["blockchain"]) => api.swap.getTokens("eip155:5"),
      { tokens: [] },
    ],
    [
      "fungible price",
      (api: ReturnType<typeof setupBlockchainApi>["blockchain"]) =>
        api.swap.getFungiblePrice({ addresses: [OFF] }),
      { fungibles: [] },
    ],
  ])("%s → empty", async (_name, call, empty) => {
    const { blockchain, calls } = setupBlockchainApi();
    expect(await call(blockchain)).toEqual(empty);
    expect(calls()).toHaveLength(0);
  });

  it.each([
    [
      "gas price",
      messages.gasPriceNetworkUnsupported,
      (api: ReturnType<typeof setupBlockchainApi>["blockchain"]) =>
        api.swap.getGasPrice("eip155:5"),
    ],
    [
      "allowance",
      messages.swapsNetworkUnsupported,
      (api: ReturnType<typeof setupBlockchainApi>["blockchain"]) =>
        api.swap.getAllowance({ tokenAddress: OFF, userAddress: OFF }),
    ],
    [
      "build-transaction",
      messages.swapsNetworkUnsupported,
      (api: ReturnType<typeof setupBlockchainApi>["blockchain"]) =>
        api.swap.buildTransaction({ amount: "1", from: OFF, to: OFF, userAddress: OFF }),
    ],
    [
      "build-approve",
      messages.swapsNetworkUnsupported,
      (api: ReturnType<typeof setupBlockchainApi>["blockchain"]) =>
        api.swap.buildApprove({ userAddress: OFF, from: OFF, to: OFF }),
    ],
  ])(
    "%s fails with '%s' (behaviour §8) instead of inventing a value",
    async (_name, message, call) => {
      const { blockchain, calls } = setupBlockchainApi();
      const error = await call(blockchain).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FoyerError);
      expect((error as FoyerError).shortMessage).toBe(message);
      expect(calls()).toHaveLength(0);
    },
  );

  it("a token address that is not CAIP-10 fails with the CAIP-10 message", async () => {
    const { blockchain } = setupBlockchainApi();
    await expect(
      blockchain.swap.getAllowance({ tokenAddress: "0x22", userAddress: USER }),
    ).rejects.toThrow(messages.invalidCaip10);
  });
});
