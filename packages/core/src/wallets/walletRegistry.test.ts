import { describe, expect, it } from "vitest";
import { fakeApiClient } from "../api/fakeApiClient.testutil.js";
import { createWalletRegistry } from "./walletRegistry.js";

function setup() {
  const { fake, api } = fakeApiClient();
  return { fake, registry: createWalletRegistry(api) };
}

describe("wallet registry (behaviour §7 GET /getWallets → { data, count })", () => {
  it("sends every param, lists comma-separated", async () => {
    const { fake, registry } = setup();
    fake.answer({ status: 200, body: { data: [{ id: "w1", name: "One" }], count: 41 } });
    const page = await registry.getWallets({
      page: 2,
      entries: 40,
      search: "met",
      badge_type: "certified",
      include: ["a", "b"],
      exclude: ["c"],
      chains: ["eip155:1", "solana:x"],
    });
    expect(page).toEqual({ data: [{ id: "w1", name: "One" }], count: 41 });
    expect(fake.requests[0]?.url).toBe(
      "http://h/getWallets?page=2&entries=40&search=met&badge_type=certified&include=a%2Cb&exclude=c&chains=eip155%3A1%2Csolana%3Ax&projectId=p1",
    );
  });

  it("leaves out empty lists", async () => {
    const { fake, registry } = setup();
    await registry.getWallets({ page: 1, entries: 4, include: [], exclude: [] });
    expect(fake.requests[0]?.url).toBe("http://h/getWallets?page=1&entries=4&projectId=p1");
  });

  it("a malformed answer is an empty page", async () => {
    const { fake, registry } = setup();
    fake.answer({ status: 200, body: { data: "x" } });
    expect(await registry.getWallets({ page: 1, entries: 40 })).toEqual({ data: [], count: 0 });
  });

  it("leaves out each wallet of the wrong shape and keeps the rest (walletsRoute's schema)", async () => {
    const { fake, registry } = setup();
    const good = {
      id: "rainbow",
      name: "Rainbow",
      image_id: "rainbow",
      rdns: null,
      mobile_link: "rainbow://",
      chains: ["eip155:1"],
      badge_type: "a badge this client has never heard of",
    };
    fake.answer({
      status: 200,
      body: {
        data: [
          good,
          { id: "no-name" },
          { id: 7, name: "Numeric id" },
          { id: "bad-chains", name: "Bad chains", chains: "eip155:1" },
          { id: "bad-link", name: "Bad link", mobile_link: 42 },
          null,
          "metamask",
        ],
        count: 7,
      },
    });
    expect(await registry.getWallets({ page: 1, entries: 40 })).toEqual({ data: [good], count: 7 });
  });

  it.each([-1, 2.5, "41", null])("reads count %j as 0", async (count) => {
    const { fake, registry } = setup();
    fake.answer({ status: 200, body: { data: [], count } });
    expect((await registry.getWallets({ page: 1, entries: 40 })).count).toBe(0);
  });

  it.each([
    [{ isAnalyticsEnabled: true }, true],
    [{ isAnalyticsEnabled: "yes" }, false],
    [{}, false],
  ])("getAnalyticsConfig %j → %s", async (body, enabled) => {
    const { fake, registry } = setup();
    fake.answer({ status: 200, body });
    expect(await registry.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: enabled });
    expect(fake.requests[0]?.url).toBe("http://h/getAnalyticsConfig?projectId=p1");
  });
});

describe("image URLs (behaviour §7)", () => {
  it.each([
    ["walletImageUrl", "http://h/getWalletImage/img%2F1?projectId=p1"],
    ["assetImageUrl", "http://h/public/getAssetImage/img%2F1?projectId=p1"],
    ["currencyImageUrl", "http://h/public/getCurrencyImage/img%2F1?projectId=p1"],
    ["tokenImageUrl", "http://h/public/getTokenImage/img%2F1?projectId=p1"],
  ] as const)("%s", (method, url) => {
    expect(setup().registry[method]("img/1")).toBe(url);
  });
});
