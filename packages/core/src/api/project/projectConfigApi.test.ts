import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import type { FakeAnswer } from "../../testing/fakeFetch.js";
import { fakeApiClient } from "../fakeApiClient.testutil.js";
import { createProjectConfigApi } from "./projectConfigApi.js";

function setup() {
  const { fake, api } = fakeApiClient();
  return { fake, config: createProjectConfigApi(api) };
}

describe("remote features (behaviour §7 GET /appkit/v1/config)", () => {
  it("returns the served features, badly typed keys dropped", async () => {
    const { fake, config } = setup();
    fake.answer({
      status: 200,
      body: { features: { swaps: false, email: "yes", activity: true } },
    });
    expect(await config.getRemoteFeatures()).toEqual({ swaps: false, activity: true });
    expect(fake.requests[0]?.url).toBe("http://h/appkit/v1/config?projectId=p1");
  });

  it.each([
    ["devnet", "devnet"],
    ["market", "market"],
    ["cheap", undefined],
    [undefined, undefined],
  ])("reads the prices kind %s as %s", async (prices, kind) => {
    const { fake, config } = setup();
    fake.answer({ status: 200, body: { features: { swaps: false }, prices } });
    expect(await config.getConfig()).toEqual({
      features: { swaps: false },
      ...(kind ? { prices: kind } : {}),
    });
  });

  it("an unreadable body means all defaults", async () => {
    const { fake, config } = setup();
    fake.answer({ status: 200, body: [] });
    expect(await config.getRemoteFeatures()).toEqual({});
  });

  it("an HTTP failure propagates with the server message", async () => {
    const { fake, config } = setup();
    fake.answer({ status: 401, body: { message: "Unauthorized: invalid key" } });
    const error = await config.getRemoteFeatures().catch((e: unknown) => e);
    expect((error as FoyerError).details.serverMessage).toBe("Unauthorized: invalid key");
  });
});

describe("allowed origins (behaviour §7, §8: 429 RATE_LIMITED, 5xx SERVER_ERROR, else empty)", () => {
  it("reads allowedOrigins", async () => {
    const { fake, config } = setup();
    fake.answer({ status: 200, body: { allowedOrigins: ["https://a.example", 3] } });
    expect(await config.getAllowedOrigins()).toEqual(["https://a.example"]);
    expect(fake.requests[0]?.url).toBe("http://h/projects/v1/origins?projectId=p1");
  });

  it.each<[string, FakeAnswer, string | undefined]>([
    ["429", { status: 429 }, "RATE_LIMITED"],
    ["500", { status: 500 }, "SERVER_ERROR"],
    ["503", { status: 503 }, "SERVER_ERROR"],
    ["401", { status: 401 }, undefined],
    ["403", { status: 403 }, undefined],
    ["404", { status: 404 }, undefined],
    ["unreachable", { networkError: true }, undefined],
  ])("%s → %s", async (_name, answer, code) => {
    const { fake, config } = setup();
    fake.answer(answer);
    const result = await config.getAllowedOrigins().catch((e: unknown) => e);
    if (code === undefined) {
      expect(result).toEqual([]);
    } else {
      expect(result).toBeInstanceOf(FoyerError);
      expect((result as FoyerError).code).toBe(code);
      expect((result as FoyerError).shortMessage).toBe(
        messages.httpStatus("status" in answer ? answer.status : 0),
      );
    }
    expect(fake.requests).toHaveLength(1);
  });
});
