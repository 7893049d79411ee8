import { describe, expect, it } from "vitest";
import { ALERTS } from "../errors/alerts.js";
import { createFakeFetch } from "../testing/fakeFetch.js";
import { setupFoyer } from "../testing/setupFoyer.js";

function withServer(projectId = "test-project") {
  const fake = createFakeFetch();
  const setup = setupFoyer({
    projectId,
    server: { baseUrl: "http://127.0.0.1:8787", fetch: fake.fetch },
  });
  return { ...setup, fake };
}

describe("provider server wiring (SPEC §7, §8)", () => {
  it("has no services without a server or without a project id", () => {
    expect(setupFoyer().foyer.services).toBeUndefined();
    expect(withServer("").foyer.services).toBeUndefined();
  });

  it("loads remote features from /appkit/v1/config with the project id", async () => {
    const { foyer, fake } = withServer();
    fake.answer({ status: 200, body: { features: { swaps: false, onramp: false } } });
    await foyer.loadRemoteFeatures();
    expect(fake.requests[0]?.url).toBe(
      "http://127.0.0.1:8787/appkit/v1/config?projectId=test-project",
    );
    expect(foyer.stores.features.getState().features).toMatchObject({
      swaps: false,
      onramp: false,
    });
  });

  it.each([
    [
      "the provider's 'Unauthorized: invalid key'",
      { status: 401, body: { message: "Unauthorized: invalid key" } },
      ALERTS.INVALID_PROJECT_ID,
    ],
    [
      "the provider's 'Unauthorized: origin not allowed'",
      { status: 403, body: { message: "Unauthorized: origin not allowed" } },
      ALERTS.INVALID_APP_CONFIGURATION,
    ],
    ["any other failure", { status: 404, body: {} }, ALERTS.SERVER_ERROR_APP_CONFIGURATION],
  ])(
    "a failed feature fetch with %s raises its alert and keeps the defaults",
    async (_name, answer, alert) => {
      const { foyer, fake } = withServer();
      fake.answer(answer);
      await foyer.loadRemoteFeatures();
      expect(foyer.stores.alerts.store.getState().alert).toBe(alert);
      expect(foyer.stores.features.getState().features.swaps).toBe(true);
    },
  );

  it("builds the wallet list over the instance's networks", async () => {
    const { foyer, fake } = withServer();
    fake.answer({ status: 200, body: { data: [], count: 0 } });
    await foyer.services?.wallets.fetchNextPage();
    expect(fake.requests[0]?.url).toContain("/getWallets?");
    expect(fake.requests[0]?.url).toContain("chains=eip155%3A1%2Ceip155%3A8453");
  });
});

describe("account data services", () => {
  it("builds one token balance loader and one transaction list per instance, on first use", async () => {
    const a = withServer().foyer.services;
    const b = withServer().foyer.services;
    const first = await a?.accountData();
    const again = await a?.accountData();
    const other = await b?.accountData();
    expect(first?.tokenBalances).toBeDefined();
    expect(first?.transactions.getState()).toMatchObject({ transactions: [], loading: false });
    expect(again).toBe(first);
    expect(first?.tokenBalances).not.toBe(other?.tokenBalances);
    expect(first?.transactions).not.toBe(other?.transactions);
  });

  it("asks the provider server through the instance's client", async () => {
    const { foyer, fake } = withServer();
    fake.answer({ status: 200, body: { balances: [] } });
    const data = await foyer.services?.accountData();
    await data?.blockchain.account.getBalance({
      address: "0x0000000000000000000000000000000000000001",
      caipNetworkId: "eip155:1",
    });
    expect(fake.requests[0]?.url).toContain("projectId=test-project");
  });
});
