import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APPROVAL_TEXT } from "../src/auth/approval/approvalText.js";
import {
  type BudgetLimits,
  type BudgetWindows,
  DAY_MS,
  giveBack,
  HOUR_MS,
  takeFromBudget,
} from "../src/auth/budget/budgetRule.js";
import { DEFAULT_ADDRESS_BUDGETS } from "../src/auth/budget/budgetSettings.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import {
  approveByLink,
  callAs,
  createAuthApp,
  lastCode,
  testClock,
  uniqueEmail,
} from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";

const T0 = 1_800_000_000_000;
const wrongCodes: BudgetLimits = DEFAULT_ADDRESS_BUDGETS.wrongCodes;

/** Takes `count` uses at the given times (ms after T0); the windows after the last one. */
function takeAll(times: number[], limits: BudgetLimits): BudgetWindows | undefined {
  let windows: BudgetWindows | undefined;
  for (const at of times) {
    const decision = takeFromBudget(windows, T0 + at, limits);
    if (!decision.ok) throw new Error(`refused at ${at}`);
    windows = decision.next;
  }
  return windows;
}

describe("address budget rule (wrong codes: 3 free, then 2 s doubling; 10 an hour, 20 a day)", () => {
  it("admits the first use and opens both windows at it", () => {
    expect(takeFromBudget(undefined, T0, wrongCodes)).toEqual({
      ok: true,
      next: { hourStartMs: T0, hourCount: 1, dayStartMs: T0, dayCount: 1, lastAtMs: T0 },
    });
  });

  it.each([
    // [uses so far, ms since the last one, verdict]
    [3, 0, { ok: false, retryAfterMs: 2_000 }],
    [3, 1_999, { ok: false, retryAfterMs: 1 }],
    [3, 2_000, "ok"],
    [4, 3_999, { ok: false, retryAfterMs: 1 }],
    [4, 4_000, "ok"],
    [9, 128_000, "ok"],
  ])("after %i uses, %i ms later → %o", (uses, since, verdict) => {
    // Uses one minute apart (past every backoff so far), then the probe.
    const times = Array.from({ length: uses }, (_, i) => i * 200_000);
    const windows = takeAll(times, { ...wrongCodes, perHour: 100 });
    const last = times.at(-1) ?? 0;
    const decision = takeFromBudget(windows, T0 + last + since, { ...wrongCodes, perHour: 100 });
    if (verdict === "ok") expect(decision.ok).toBe(true);
    else expect(decision).toEqual(verdict);
  });

  it("caps the hour at 10 until the hour since the first use has passed", () => {
    const times = Array.from({ length: 10 }, (_, i) => i * 300_000); // every 5 min
    const windows = takeAll(times, wrongCodes);
    expect(takeFromBudget(windows, T0 + 2_999_999, wrongCodes)).toEqual({
      ok: false,
      retryAfterMs: HOUR_MS - 2_999_999,
    });
    const next = takeFromBudget(windows, T0 + HOUR_MS, wrongCodes);
    expect(next).toMatchObject({ ok: true, next: { hourCount: 1, dayCount: 11 } });
  });

  it("caps the day at 20, the longest wait first", () => {
    const times = Array.from({ length: 20 }, (_, i) =>
      i < 10 ? i * 300_000 : HOUR_MS + i * 300_000,
    );
    const windows = takeAll(times, wrongCodes);
    const at = HOUR_MS + 20 * 300_000;
    expect(takeFromBudget(windows, T0 + at, wrongCodes)).toEqual({
      ok: false,
      retryAfterMs: DAY_MS - at,
    });
    expect(takeFromBudget(windows, T0 + DAY_MS, wrongCodes).ok).toBe(true);
  });

  it("gives a use back only to the windows it was taken from", () => {
    const taken = takeAll([0, 1_000], wrongCodes) as BudgetWindows;
    expect(giveBack(taken, taken)).toMatchObject({ hourCount: 1, dayCount: 1 });
    const later = { ...taken, hourStartMs: T0 + HOUR_MS, hourCount: 1 };
    expect(giveBack(later, taken)).toMatchObject({ hourCount: 1, dayCount: 1 });
  });

  it("caps mail at 5 an hour and 20 a day, without backoff", () => {
    const mail = DEFAULT_ADDRESS_BUDGETS.mail;
    const windows = takeAll([0, 1, 2, 3, 4], mail);
    expect(takeFromBudget(windows, T0 + 5, mail)).toEqual({ ok: false, retryAfterMs: HOUR_MS - 5 });
  });
});

describeEachDriver("address budgets on the auth routes", (driver) => {
  const clock = testClock();
  const world = useServerApp(driver, {
    build: ({ database }) =>
      createAuthApp(database, { auth: { budgets: DEFAULT_ADDRESS_BUDGETS, now: clock.now } }),
    project: {},
  });

  const start = (email: string, remoteAddress = "127.0.0.1") =>
    callAs(world.app, world.projectId)("POST", "/email/start", {
      body: { email },
      device: randomUUID(),
      remoteAddress,
    });

  it("mails an address at most 5 times an hour, from any number of IPs and projects", async () => {
    const email = uniqueEmail("bomb");
    for (let i = 0; i < 5; i++) {
      expect((await start(email, `10.1.0.${i}`)).json()).toEqual({ action: "VERIFY_OTP" });
    }
    const otherProject = await insertProject(world.database.db);
    const refused = await callAs(world.app, otherProject)("POST", "/email/start", {
      body: { email },
      device: randomUUID(),
      remoteAddress: "10.1.0.99",
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3_500);
    // The live code was not replaced by the refused request.
    const code = await lastCode(world.app, email);
    const verified = await callAs(world.app, world.projectId)("POST", "/email/verify", {
      body: { email, otp: code },
      device: randomUUID(),
    });
    expect(verified.statusCode).toBe(200);
    // Another address is untouched.
    expect((await start(uniqueEmail("bystander"))).statusCode).toBe(200);
    clock.advance(HOUR_MS);
    expect((await start(email)).statusCode).toBe(200);
  });

  it("backs off after 3 wrong codes and stops at 10 an hour, across codes and IPs", async () => {
    const email = uniqueEmail("guess");
    const device = randomUUID();
    const call = callAs(world.app, world.projectId);
    const guess = (otp: string, remoteAddress = "10.2.0.1") =>
      call("POST", "/email/verify", { body: { email, otp }, device, remoteAddress });
    await start(email);
    const right = await lastCode(world.app, email);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) expect((await guess(wrong)).json().code).toBe("OTP_INVALID");
    const held = await guess(wrong, "10.2.0.2");
    expect(held.statusCode).toBe(429);
    expect(held.headers["retry-after"]).toBe("2");
    // Even the right code waits out the backoff: the budget is checked before the code.
    expect((await guess(right)).statusCode).toBe(429);
    clock.advance(2_000);
    expect((await guess(wrong)).json().code).toBe("OTP_INVALID");
    clock.advance(4_000);
    // A fifth wrong try locks this code (5 tries per code); a new code goes on spending.
    expect((await guess(wrong)).json().code).toBe("OTP_LOCKED");
    let spent = 5;
    while (spent < 10) {
      clock.advance(2_000 * 2 ** (spent - 3));
      await start(email);
      const answer = await guess(wrong);
      expect(answer.statusCode).toBe(400);
      spent++;
    }
    clock.advance(2_000 * 2 ** 7);
    const capped = await guess(wrong, "10.2.0.3");
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers["retry-after"])).toBeGreaterThan(60);
  });

  it("lets a right code through without spending, so a person who typos twice never waits", async () => {
    const email = uniqueEmail("typo");
    const device = randomUUID();
    const call = callAs(world.app, world.projectId);
    await start(email);
    const right = await lastCode(world.app, email);
    const wrong = right === "999999" ? "888888" : "999999";
    for (let i = 0; i < 2; i++) {
      await call("POST", "/email/verify", { body: { email, otp: wrong }, device });
    }
    const ok = await call("POST", "/email/verify", { body: { email, otp: right }, device });
    expect(ok.statusCode).toBe(200);
    // Two wrong so far: one more is still free, the next one waits.
    await start(email);
    await call("POST", "/email/verify", { body: { email, otp: wrong }, device });
    const held = await call("POST", "/email/verify", { body: { email, otp: wrong }, device });
    expect(held.statusCode).toBe(429);
  });

  it("never lets parallel guesses spend more than the budget", async () => {
    const email = uniqueEmail("parallel");
    await start(email);
    const call = callAs(world.app, world.projectId);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call("POST", "/email/verify", {
          body: { email, otp: String(100_000 + i) },
          device: randomUUID(),
          remoteAddress: `10.3.0.${i}`,
        }),
      ),
    );
    const compared = answers.filter((answer) => answer.statusCode === 400);
    // 3 free guesses, then the backoff: nobody gets past it by arriving together.
    expect(compared.length).toBeLessThanOrEqual(3);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(9);
  });

  it("caps the mailed approval link's code too", async () => {
    // Four mails already: the approval mail is the fifth, the link's code would be the sixth.
    const email = uniqueEmail("link");
    const { token } = await (async () => {
      await start(email);
      const otp = await lastCode(world.app, email);
      const device = randomUUID();
      const verified = await callAs(world.app, world.projectId)("POST", "/email/verify", {
        body: { email, otp },
        device,
      });
      return verified.json<{ token: string }>();
    })();
    await callAs(world.app, world.projectId)("POST", "/wallet", {
      token,
      body: {
        address: `0x${"ab".repeat(20)}`,
        authShare: Buffer.from("a".repeat(33)).toString("base64"),
        recoveryShare: Buffer.from("r".repeat(33)).toString("base64"),
      },
    });
    for (let i = 0; i < 3; i++)
      await callAs(world.app, world.projectId)("POST", "/email/reauth", { token });
    const approval = await start(email);
    expect(approval.json()).toEqual({ action: "VERIFY_DEVICE" });
    const messages = await world.app.inject({
      url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
    });
    const link = /(\/auth\/v1\/embedded\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(
      messages.json().messages[0].text,
    )?.[1];
    const page = await approveByLink(world.app, link as string);
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain(APPROVAL_TEXT.mailBudget);
  });
});
