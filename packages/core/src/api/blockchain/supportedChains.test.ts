import { describe, expect, it } from "vitest";
import { createFakeClock } from "../../testing/fakeClock.js";
import { createFakeFetch } from "../../testing/fakeFetch.js";
import { createHttpClient } from "../http/httpClient.js";
import { createSupportedChains } from "./supportedChains.js";

function setup() {
  const fake = createFakeFetch();
  const client = createHttpClient({
    baseUrl: "http://h",
    fetch: fake.fetch,
    clock: createFakeClock(),
    retryCount: 0,
  });
  return { fake, chains: createSupportedChains(client) };
}

describe("supported chains (behaviour §7)", () => {
  it("is fetched once from v1/supported-chains", async () => {
    const { fake, chains } = setup();
    fake.answer({ status: 200, body: { http: ["eip155:1", "solana:abc"], ws: [] } });
    expect(await chains.isSupported("eip155:1")).toBe(true);
    expect(await chains.isSupported("eip155:5")).toBe(false);
    expect(await chains.list()).toEqual(["eip155:1", "solana:abc"]);
    expect(fake.requests.map((r) => r.url)).toEqual(["http://h/v1/supported-chains"]);
  });

  it("a failed fetch is asked again next time", async () => {
    const { fake, chains } = setup();
    fake.answer({ status: 500 }, { status: 200, body: { http: ["eip155:1"] } });
    await expect(chains.list()).rejects.toThrow();
    expect(await chains.isSupported("eip155:1")).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    [{}, []],
    [{ http: "eip155:1" }, []],
    [null, []],
    [{ http: [1, "eip155:1"] }, ["eip155:1"]],
  ])("a malformed answer %j supports %j", async (body, expected) => {
    const { fake, chains } = setup();
    fake.answer({ status: 200, body });
    expect(await chains.list()).toEqual(expected);
  });
});
