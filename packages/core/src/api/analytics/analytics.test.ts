import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { flush } from "../../testing/fakeFetch.js";
import { ANALYTICS_RATE_LIMIT } from "./analytics.js";
import { setupAnalytics as setup } from "./analytics.testutil.js";
import { createErrorReporter } from "./errorReporter.js";

const props = { type: "track", event: "MODAL_OPEN" };

describe("analytics off by default (no call home; behaviour §7 POST /e)", () => {
  it("sends nothing until the host enables it", async () => {
    const { fake, analytics } = setup();
    expect(analytics.enabled).toBe(false);
    expect(await analytics.send(props)).toBe("disabled");
    createErrorReporter(analytics).report(new FoyerError("x", { code: "X" }));
    await flush();
    expect(fake.requests).toHaveLength(0);
  });

  it("setEnabled(false) stops sending again", async () => {
    const { fake, analytics } = setup(true);
    analytics.setEnabled(false);
    expect(await analytics.send(props)).toBe("disabled");
    expect(fake.requests).toHaveLength(0);
  });
});

describe("analytics event (behaviour §7: query projectId, st, sv; body eventId, url, domain, timestamp, props)", () => {
  it("posts the event", async () => {
    const { fake, analytics } = setup(true);
    expect(await analytics.send(props)).toBe("sent");
    expect(fake.requests[0]?.method).toBe("POST");
    expect(fake.requests[0]?.url).toBe("http://h/e?projectId=p1&st=appkit&sv=0.1.0");
    expect(fake.requests[0]?.body).toEqual({
      eventId: "id-1",
      url: "https://dapp.example/swap",
      domain: "dapp.example",
      timestamp: 1_700_000_000_000,
      props,
    });
  });

  it("at most 5 per 60 s", async () => {
    const { fake, clock, analytics } = setup(true);
    expect(ANALYTICS_RATE_LIMIT).toEqual({ max: 5, windowMs: 60_000 });
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await analytics.send(props));
    expect(results).toEqual(["sent", "sent", "sent", "sent", "sent", "rate-limited"]);
    await clock.advanceAsync(60_000);
    expect(await analytics.send(props)).toBe("sent");
    expect(fake.requests).toHaveLength(6);
  });

  it("a 403 is 'Invalid App Configuration' (behaviour §8)", async () => {
    const { fake, analytics } = setup(true);
    fake.answer({ status: 403, body: { message: "Unauthorized: origin not allowed" } });
    const error = await analytics.send(props).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect((error as FoyerError).shortMessage).toBe(messages.invalidAppConfiguration);
    expect((error as FoyerError).code).toBe("INVALID_APP_CONFIGURATION");
  });

  it("other failures keep the HTTP message and are not retried", async () => {
    const { fake, clock, analytics } = setup(true);
    fake.answer({ status: 503 });
    const error = await analytics.send(props).catch((e: unknown) => e);
    await clock.advanceAsync(60_000);
    expect((error as FoyerError).shortMessage).toBe(messages.httpStatus(503));
    expect(fake.requests).toHaveLength(1);
  });
});
