import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { flush } from "../../testing/fakeFetch.js";
import { setupAnalytics as setup } from "./analytics.testutil.js";
import { createErrorReporter } from "./errorReporter.js";

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
