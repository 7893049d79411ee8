import { afterEach, describe, expect, it, vi } from "vitest";
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

describe("provider server wiring (behaviour §7, §8)", () => {
  it("has no services without a server or without a project id", () => {
    expect(setupFoyer().foyer.services).toBeUndefined();
    expect(withServer("").foyer.services).toBeUndefined();
  });

  it("loads remote features from /appkit/v1/config with the project id", async () => {
    const { foyer, fake } = withServer();
    fake.answer({ status: 200, body: { features: { swaps: false, onramp: false } } });
    await foyer.loadRemoteFeatures();
    expect(fake.requests.map((request) => request.url)).toEqual([
      "http://127.0.0.1:8787/projects/v1/origins?projectId=test-project",
      "http://127.0.0.1:8787/appkit/v1/config?projectId=test-project",
    ]);
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
    ["a 429", { status: 429, body: {} }, ALERTS.RATE_LIMITED_APP_CONFIGURATION],
    ["any other failure", { status: 404, body: {} }, ALERTS.SERVER_ERROR_APP_CONFIGURATION],
  ])(
    "a failed feature fetch with %s raises its alert and keeps the defaults",
    async (_name, answer, alert) => {
      const { foyer, fake, clock } = withServer();
      fake.answer(answer);
      const loaded = foyer.loadRemoteFeatures();
      // A 429 is asked again after the query backoff before it counts.
      for (let i = 0; i < 5; i++) await clock.advanceAsync(30_000);
      await loaded;
      expect(foyer.stores.alerts.store.getState().alert).toBe(alert);
      expect(foyer.stores.features.getState().features.swaps).toBe(true);
    },
  );

  describe("on a page (the origin must be in the allowed origins list)", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });
    const onPage = () => vi.stubGlobal("location", { origin: "https://app.example" });

    it("says UNVERIFIED_DOMAIN when the origins route does not list the page, over the config's refusal", async () => {
      onPage();
      const { foyer, fake } = withServer();
      fake.route("/projects/v1/origins", {
        status: 200,
        body: { allowedOrigins: ["https://shop.example"] },
      });
      fake.route("/appkit/v1/config", {
        status: 403,
        body: { message: "Unauthorized: origin not allowed" },
      });
      await foyer.loadRemoteFeatures();
      expect(foyer.stores.alerts.store.getState().alert).toBe(ALERTS.UNVERIFIED_DOMAIN);
    });

    it("raises nothing for a listed page", async () => {
      onPage();
      const { foyer, fake } = withServer();
      fake.route("/projects/v1/origins", {
        status: 200,
        body: { allowedOrigins: ["https://app.example"] },
      });
      fake.route("/appkit/v1/config", { status: 200, body: { features: {} } });
      await foyer.loadRemoteFeatures();
      expect(foyer.stores.alerts.store.getState().alert).toBeUndefined();
    });

    it.each([
      [429, ALERTS.RATE_LIMITED_APP_CONFIGURATION],
      [503, ALERTS.SERVER_ERROR_APP_CONFIGURATION],
    ])("an origins call answering %i raises %o", async (status, alert) => {
      onPage();
      const { foyer, fake } = withServer();
      fake.route("/projects/v1/origins", { status, body: {} });
      fake.route("/appkit/v1/config", { status: 200, body: { features: {} } });
      await foyer.loadRemoteFeatures();
      expect(foyer.stores.alerts.store.getState().alert).toBe(alert);
    });
  });

  it("the modal is loading while the project's features are on the way", async () => {
    const { foyer, fake } = withServer();
    fake.answer({ status: 200, body: { features: {} } });
    const loading: boolean[] = [];
    foyer.stores.modal.store.subscribe(() =>
      loading.push(foyer.stores.modal.store.getState().loading),
    );
    const loaded = foyer.loadRemoteFeatures();
    expect(foyer.stores.modal.store.getState().loading).toBe(true);
    await loaded;
    expect(foyer.stores.modal.store.getState().loading).toBe(false);
    expect(loading).toEqual([true, false]);
  });

  it("builds the wallet list over the instance's networks", async () => {
    const { foyer, fake } = withServer();
    fake.answer({ status: 200, body: { data: [], count: 0 } });
    await foyer.services?.wallets.fetchNextPage();
    expect(fake.requests[0]?.url).toContain("/getWallets?");
    expect(fake.requests[0]?.url).toContain("chains=eip155%3A1%2Ceip155%3A8453");
  });
});

describe("account data services", () => {
  it("builds one token balance loader per instance, on first use", async () => {
    const a = withServer().foyer.services;
    const b = withServer().foyer.services;
    const first = await a?.accountData();
    const again = await a?.accountData();
    const other = await b?.accountData();
    expect(first?.tokenBalances).toBeDefined();
    expect(again).toBe(first);
    expect(first?.tokenBalances).not.toBe(other?.tokenBalances);
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
