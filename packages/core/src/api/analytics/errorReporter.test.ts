import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { createFakeClock } from "../../testing/fakeClock.js";
import { createFakeFetch, flush } from "../../testing/fakeFetch.js";
import { createApiClient } from "../apiClient.js";
import { createAnalytics } from "./analytics.js";
import { createErrorReporter } from "./errorReporter.js";

function setup(enabled?: boolean) {
  const fake = createFakeFetch();
  const clock = createFakeClock(1_700_000_000_000);
  const api = createApiClient({
    baseUrl: "http://h",
    projectId: "p1",
    fetch: fake.fetch,
    clock,
    clientId: "c1",
  });
  const analytics = createAnalytics({
    api,
    clock,
    ...(enabled === undefined ? {} : { enabled }),
    page: () => ({ url: "https://dapp.example/swap", domain: "dapp.example" }),
    randomId: () => "id-1",
  });
  return { fake, clock, analytics };
}

describe("error reporter (behaviour §8: SDK errors are reported)", () => {
  it("reports category, code, message and the cause's stack", async () => {
    const { fake, analytics } = setup(true);
    const cause = new Error("boom");
    createErrorReporter(analytics).report(
      new FoyerError(messages.transactionsFetchFailed, {
        code: "TX",
        category: "API_ERROR",
        cause,
      }),
    );
    await flush();
    expect(fake.requests[0]?.body).toMatchObject({
      props: {
        type: "error",
        event: "API_ERROR",
        errorType: "TX",
        errorMessage: messages.transactionsFetchFailed,
        stackTrace: cause.stack,
      },
    });
  });

  it("never throws; failures go to onFailure", async () => {
    const { fake, analytics } = setup(true);
    fake.answer({ status: 403 });
    const failures: unknown[] = [];
    const reporter = createErrorReporter(analytics, (e) => failures.push(e));
    expect(() => reporter.report(new FoyerError("x", { code: "X" }))).not.toThrow();
    await flush();
    expect((failures[0] as FoyerError).shortMessage).toBe(messages.invalidAppConfiguration);
  });
});
