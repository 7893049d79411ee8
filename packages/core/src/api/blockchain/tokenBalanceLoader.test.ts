import { describe, expect, it } from "vitest";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { tokenBalanceItem } from "../../testing/blockchainItems.js";
import { SOLANA, setupBlockchainApi } from "../../testing/blockchainSetup.js";
import { BALANCE_RETRY_AFTER_FAILURE_MS, createTokenBalanceLoader } from "./tokenBalanceLoader.js";

const ADDRESS = "0x1111111111111111111111111111111111111111";

function setup() {
  const env = setupBlockchainApi();
  const loader = createTokenBalanceLoader({
    account: env.blockchain.account,
    chains: env.blockchain.chains,
    clock: env.clock,
  });
  return { ...env, loader };
}

const balance = (symbol: string, decimals: string) =>
  tokenBalanceItem({ name: symbol, symbol, quantity: { decimals, numeric: "1" } });

describe("token balance load (behaviour §5, §8)", () => {
  it("returns balances with decimals '0' tokens dropped", async () => {
    const { fake, loader } = setup();
    fake.answer({ status: 200, body: { balances: [balance("ETH", "18"), balance("BAD", "0")] } });
    const result = await loader.load({ address: ADDRESS, caipNetworkId: "eip155:1" });
    expect(result.status === "ok" && result.balances.map((b) => b.symbol)).toEqual(["ETH"]);
  });

  it.each([
    ["an unsupported network", "eip155:5"],
    ["a namespace without balances", "polkadot:91b171bb158e2d3848fa23a9f1c25182"],
  ])("%s is 'Token Balance Unavailable' without calling", async (_name, caipNetworkId) => {
    const { loader, calls } = setup();
    expect(await loader.load({ address: ADDRESS, caipNetworkId })).toEqual({
      status: "unavailable",
      message: coreText("tokenBalanceUnavailable", messages.tokenBalanceUnavailable),
    });
    expect(calls()).toHaveLength(0);
  });

  it("a failure is 'Token Balance Unavailable' with the cause", async () => {
    const { fake, loader } = setup();
    fake.answer({ status: 500 });
    const result = await loader.load({ address: ADDRESS, caipNetworkId: "eip155:1" });
    expect(result.status).toBe("unavailable");
    expect(result.status === "unavailable" && result.error?.shortMessage).toBe(
      messages.httpStatus(500),
    );
  });
});

describe("token balance retry gap (behaviour §5, §9: no sooner than 30 s after a failure)", () => {
  it("holds back for 30 s after a failure, then asks again", async () => {
    const { fake, clock, loader, calls } = setup();
    fake.answer({ status: 500 }, { status: 200, body: { balances: [] } });
    const request = { address: ADDRESS, caipNetworkId: "eip155:1" };
    await loader.load(request);
    await clock.advanceAsync(BALANCE_RETRY_AFTER_FAILURE_MS - 1);
    expect(await loader.load(request)).toEqual({ status: "throttled", retryAt: 30_000 });
    expect(calls()).toHaveLength(1);
    await clock.advanceAsync(1);
    expect((await loader.load(request)).status).toBe("ok");
    expect(calls()).toHaveLength(2);
  });

  it("a failure on one network does not hold back another", async () => {
    const { fake, loader, calls } = setup();
    fake.answer({ status: 500 }, { status: 200, body: { balances: [] } });
    await loader.load({ address: ADDRESS, caipNetworkId: "eip155:1" });
    expect((await loader.load({ address: "So1", caipNetworkId: SOLANA })).status).toBe("ok");
    expect(calls()).toHaveLength(2);
  });
});
