import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteDriver } from "./support/databases.js";
import { callAs, createAuthApp, uniqueEmail } from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";
import { startSmtp } from "./support/smtp.js";

/** The headers of a raw message (up to the first blank line), unfolded. */
function headersOf(raw: string): string {
  return raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
}

describe("embedded auth mail over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.close());
  const world = useServerApp(pgliteDriver, {
    build: ({ database }) =>
      createAuthApp(database, {
        env: { SMTP_URL: smtp.url, MAIL_FROM: "Foyer Test <login@foyer.test>" },
      }),
    project: {},
  });

  it("delivers the login code by SMTP, in the body and never in the subject", async () => {
    const email = uniqueEmail("smtp");
    const device = randomUUID();
    const call = callAs(world.app, world.projectId);
    const start = await call("POST", "/email/start", { body: { email }, device });
    expect(start.json()).toEqual({ action: "VERIFY_OTP" });

    const delivery = smtp.deliveries.find((item) => item.to.includes(email));
    expect(delivery).toBeDefined();
    expect(delivery?.from).toBe("login@foyer.test");
    const headers = headersOf(delivery!.raw);
    expect(headers).toMatch(/^Subject: Your Foyer login code$/m);
    const body = delivery!.raw.slice(headers.length);
    const otp = /Your code is (\d{6})\. It expires in 10 minutes\./.exec(body)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    expect(headers).not.toContain(otp);

    // The delivered code is the real one: it opens a session.
    const verified = await call("POST", "/email/verify", { body: { email, otp }, device });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ user: { email } });
  });

  it("has no dev mailbox when SMTP is configured", async () => {
    expect((await world.app.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
    expect((await world.app.inject({ method: "GET", url: "/dev/mailbox.json" })).statusCode).toBe(
      404,
    );
  });
});
