import { describe, expect, it } from "vitest";
import { createFakeFetch } from "../../testing/fakeFetch.js";
import { settle, setupFoyer } from "../../testing/setupFoyer.js";
import { BALANCE_FOLLOW_MS } from "./balanceFollow.js";

/** A connected instance whose wallet answers the balance the test sets. */
async function connected() {
  const fake = createFakeFetch();
  fake.route("/v1/supported-chains", { status: 200, body: { http: ["eip155:1"] } });
  fake.route("/v1/account/0xmetamask/balance", { status: 200, body: { balances: [] } });
  const setup = setupFoyer({ server: { baseUrl: "http://127.0.0.1:8787", fetch: fake.fetch } });
  let balance = "0";
  let reads = 0;
  setup.adapter.getBalance = async () => {
    reads += 1;
    return { balance, symbol: "ETH" };
  };
  await setup.foyer.connect("metamask");
  await settle();
  return {
    ...setup,
    receive: (next: string) => {
      balance = next;
    },
    reads: () => reads,
    forcedTokenReads: () =>
      fake.requests.filter((r) => r.url.includes("/balance") && r.url.includes("forceUpdate"))
        .length,
  };
}

describe("followBalances: balances follow funds received while shown", () => {
  it("reads the balance every 4 s while followed, and shows what arrived", async () => {
    const t = await connected();
    const shown = () => t.foyer.stores.accounts.get("eip155").balance;
    expect(shown()).toBe("0");
    const stop = t.foyer.followBalances();
    // Its working part loads with the first follower, then the first read is planned.
    await expect.poll(() => t.clock.pendingTimers()).toBe(1);
    t.receive("1");
    await t.clock.advanceAsync(BALANCE_FOLLOW_MS - 1);
    expect(shown()).toBe("0");
    await t.clock.advanceAsync(1);
    await expect.poll(shown).toBe("1");
    // A change also reads the token balances past the caches.
    await expect.poll(t.forcedTokenReads).toBe(1);
    stop();
  });

  it("reads nothing while nothing follows, and one timer however many follow", async () => {
    const t = await connected();
    const before = t.reads();
    await t.clock.advanceAsync(BALANCE_FOLLOW_MS * 3);
    expect(t.reads()).toBe(before);
    expect(t.clock.pendingTimers()).toBe(0);

    const stopButton = t.foyer.followBalances();
    const stopHeader = t.foyer.followBalances();
    await expect.poll(() => t.clock.pendingTimers()).toBe(1);
    await settle();
    expect(t.clock.pendingTimers()).toBe(1);
    await t.clock.advanceAsync(BALANCE_FOLLOW_MS);
    await settle();
    expect(t.reads()).toBe(before + 1);
    stopButton();
    expect(t.clock.pendingTimers()).toBe(1);
    stopHeader();
    expect(t.clock.pendingTimers()).toBe(0);
    await t.clock.advanceAsync(BALANCE_FOLLOW_MS * 2);
    expect(t.reads()).toBe(before + 1);
  });

  it("a view that starts following while a read is in flight adds no second timer", async () => {
    const t = await connected();
    let answer: (() => void) | undefined;
    const read = t.adapter.getBalance;
    t.adapter.getBalance = (request) =>
      new Promise((resolve) => {
        answer = () => void read(request).then(resolve);
      });
    const stopButton = t.foyer.followBalances();
    await expect.poll(() => t.clock.pendingTimers()).toBe(1);
    await t.clock.advanceAsync(BALANCE_FOLLOW_MS);
    await expect.poll(() => answer).toBeDefined();
    // The button's view leaves and the header's arrives before the chain answers.
    stopButton();
    const stopHeader = t.foyer.followBalances();
    answer?.();
    await settle();
    expect(t.clock.pendingTimers()).toBe(1);
    stopHeader();
    expect(t.clock.pendingTimers()).toBe(0);
  });

  it("with tokens, each read also asks for the token balances past the caches", async () => {
    const t = await connected();
    const stop = t.foyer.followBalances({ tokens: true });
    await expect.poll(() => t.clock.pendingTimers()).toBe(1);
    await t.clock.advanceAsync(BALANCE_FOLLOW_MS);
    await expect.poll(t.forcedTokenReads).toBe(1);
    await t.clock.advanceAsync(BALANCE_FOLLOW_MS);
    await expect.poll(t.forcedTokenReads).toBe(2);
    stop();
  });

  it("stops with the instance", async () => {
    const t = await connected();
    t.foyer.followBalances();
    await expect.poll(() => t.clock.pendingTimers()).toBe(1);
    t.foyer.destroy();
    await expect.poll(() => t.clock.pendingTimers()).toBe(0);
  });
});
