import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getAddress } from "viem";
import { describe, expect, it } from "vitest";
import { APPROVAL_TEXT } from "../src/auth/approval/approvalText.js";
import { APPROVAL_TEXTS } from "../src/auth/approval/approvalTranslations.js";
import { MAIL_TEXT } from "../src/auth/mail/mailTranslations.js";
import { embeddedSessions } from "../src/db/schema.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import {
  AUTH,
  approvalFormFields,
  callAs,
  createAuthApp,
  lastApprovalPath,
  lastCode,
  login,
  mailTo,
  OWN_ORIGIN,
  postApproval,
  testClock,
  uniqueEmail,
  walletBody,
} from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";

const DAPP = "https://dapp.example";
const MINUTE = 60_000;

describeEachDriver("embedded auth routes", (driver) => {
  const clock = testClock();
  const world = useServerApp(driver, {
    build: ({ database }) =>
      createAuthApp(database, {
        auth: { now: () => clock.now(), deviceWaitMs: 300, deviceWaitPollMs: 50 },
      }),
    project: { allowedOrigins: [DAPP] },
  });
  const call: ReturnType<typeof callAs> = (...args) => callAs(world.app, world.projectId)(...args);

  describe("login by email code", () => {
    it("writes the code mail in the request's locale, and in English for one it doesn't ship", async () => {
      const french = uniqueEmail();
      await call("POST", "/email/start", {
        body: { email: french, locale: "fr" },
        device: randomUUID(),
      });
      const [mail] = await mailTo(world.app, french);
      expect(mail?.subject).toBe(MAIL_TEXT.fr.codeSubject);
      expect(mail?.text).toMatch(/^Votre code est \d{6}\. Il expire dans 10 minutes\.$/);

      const unknown = uniqueEmail();
      const start = await call("POST", "/email/start", {
        body: { email: unknown, locale: "<script>" },
        device: randomUUID(),
      });
      expect(start.statusCode).toBe(200);
      const [english] = await mailTo(world.app, unknown);
      expect(english?.subject).toBe(MAIL_TEXT.en.codeSubject);
    });

    it("mails a code to a new user, verifies it and opens a session", async () => {
      const email = uniqueEmail();
      const device = randomUUID();
      const start = await call("POST", "/email/start", { body: { email }, device });
      expect(start.statusCode).toBe(200);
      expect(start.json()).toEqual({ action: "VERIFY_OTP" });

      const [mail] = await mailTo(world.app, email);
      expect(mail?.subject).toBe("Your Foyer login code");
      const otp = /^Your code is (\d{6})\. It expires in 10 minutes\.$/.exec(mail?.text ?? "")?.[1];
      expect(otp).toMatch(/^\d{6}$/);
      expect(mail?.subject).not.toContain(otp);

      const verified = await call("POST", "/email/verify", {
        body: { email: ` ${email.toUpperCase()} `, otp },
        device,
      });
      expect(verified.statusCode).toBe(200);
      const { token, user } = verified.json<{
        token: string;
        user: { id: string; email: string };
      }>();
      expect(token.split(".")).toHaveLength(3);
      expect(user).toEqual({ id: expect.any(String), email });

      const me = await call("GET", "/me", { token });
      expect(me.json()).toEqual({ id: user.id, email, wallet: null });
    });

    it("refuses a malformed email, a missing device id and a missing code", async () => {
      for (const email of ["", "no-at-sign", "a@b", "a b@example.com", 42]) {
        const response = await call("POST", "/email/start", {
          body: { email },
          device: randomUUID(),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: "INVALID_EMAIL", message: "Invalid email" });
      }
      const noDevice = await call("POST", "/email/start", { body: { email: uniqueEmail() } });
      expect(noDevice.statusCode).toBe(400);
      expect(noDevice.json()).toMatchObject({ code: "BAD_REQUEST" });
      const noOtp = await call("POST", "/email/verify", {
        body: { email: uniqueEmail() },
        device: randomUUID(),
      });
      expect(noOtp.json()).toMatchObject({ code: "BAD_REQUEST" });
    });

    it("locks a code after five wrong tries, even for the right code, until a new one", async () => {
      const email = uniqueEmail();
      const device = randomUUID();
      await call("POST", "/email/start", { body: { email }, device });
      const otp = await lastCode(world.app, email);
      const wrong = otp === "000000" ? "111111" : "000000";
      const answers = [];
      for (let i = 0; i < 5; i++) {
        const response = await call("POST", "/email/verify", {
          body: { email, otp: wrong },
          device,
        });
        expect(response.statusCode).toBe(400);
        answers.push(response.json<{ code: string }>().code);
      }
      expect(answers).toEqual([
        "OTP_INVALID",
        "OTP_INVALID",
        "OTP_INVALID",
        "OTP_INVALID",
        "OTP_LOCKED",
      ]);
      const right = await call("POST", "/email/verify", { body: { email, otp }, device });
      expect(right.json()).toEqual({
        code: "OTP_LOCKED",
        error: "Bad Request",
        message: "Too many wrong codes, request a new one",
      });

      await call("POST", "/email/start", { body: { email }, device });
      const fresh = await lastCode(world.app, email);
      const again = await call("POST", "/email/verify", { body: { email, otp: fresh }, device });
      expect(again.statusCode).toBe(200);
    });

    it("counts parallel wrong guesses against the same five tries", async () => {
      const email = uniqueEmail();
      const device = randomUUID();
      await call("POST", "/email/start", { body: { email }, device });
      const otp = await lastCode(world.app, email);
      const wrong = otp === "000000" ? "111111" : "000000";
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          call("POST", "/email/verify", { body: { email, otp: wrong }, device }),
        ),
      );
      // Status and code together, so a failure shows what the odd answer was.
      const answers = responses
        .map((response) => `${response.statusCode} ${response.json<{ code: string }>().code}`)
        .sort();
      expect(answers).toEqual([
        ...Array.from({ length: 4 }, () => "400 OTP_INVALID"),
        ...Array.from({ length: 4 }, () => "400 OTP_LOCKED"),
      ]);
      const right = await call("POST", "/email/verify", { body: { email, otp }, device });
      expect(right.json()).toMatchObject({ code: "OTP_LOCKED" });
    });

    it("expires a code after 10 minutes", async () => {
      const email = uniqueEmail();
      const device = randomUUID();
      await call("POST", "/email/start", { body: { email }, device });
      const otp = await lastCode(world.app, email);
      clock.advance(10 * MINUTE + 1_000);
      try {
        const response = await call("POST", "/email/verify", { body: { email, otp }, device });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: "OTP_EXPIRED", message: "Code expired" });
      } finally {
        clock.advance(-(10 * MINUTE + 1_000));
      }
    });

    it("replaces the old code with a new one, and a used code does not work twice", async () => {
      const email = uniqueEmail();
      const device = randomUUID();
      let first: string;
      let second: string;
      do {
        await call("POST", "/email/start", { body: { email }, device });
        first = await lastCode(world.app, email);
        await call("POST", "/email/start", { body: { email }, device });
        second = await lastCode(world.app, email);
      } while (first === second); // one in a million: the same digits again
      const old = await call("POST", "/email/verify", { body: { email, otp: first }, device });
      expect(old.json()).toMatchObject({ code: "OTP_INVALID", message: "Invalid code" });
      const current = await call("POST", "/email/verify", {
        body: { email, otp: second },
        device,
      });
      expect(current.statusCode).toBe(200);
      const reused = await call("POST", "/email/verify", { body: { email, otp: second }, device });
      expect(reused.json()).toMatchObject({ code: "OTP_INVALID" });
    });

    it("answers CONNECT for a live session of the same email and device only", async () => {
      const email = uniqueEmail();
      const { token, device } = await login(world.app, world.projectId, email);
      const same = await call("POST", "/email/start", { body: { email }, device, token });
      expect(same.json()).toEqual({ action: "CONNECT" });
      const otherDevice = await call("POST", "/email/start", {
        body: { email },
        device: randomUUID(),
        token,
      });
      expect(otherDevice.json()).toEqual({ action: "VERIFY_OTP" });
      const otherEmail = await call("POST", "/email/start", {
        body: { email: uniqueEmail() },
        device,
        token,
      });
      expect(otherEmail.json()).toEqual({ action: "VERIFY_OTP" });
    });
  });

  describe("project and origin", () => {
    it("refuses unknown projects and dApp origins, allows the server's own origin", async () => {
      const body = { email: uniqueEmail() };
      const device = randomUUID();
      const unknown = await callAs(world.app, "no-such-project")("POST", "/email/start", {
        body,
        device,
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toMatchObject({ message: "Unauthorized: invalid key" });
      const dapp = await call("POST", "/email/start", { body, device, origin: DAPP });
      expect(dapp.statusCode).toBe(403);
      expect(dapp.headers["access-control-allow-origin"]).toBeUndefined();
      // The server's own origin comes from HOST and PORT (127.0.0.1:8787 by default).
      for (const origin of ["http://127.0.0.1:8787", "http://localhost:8787"]) {
        const own = await call("POST", "/email/start", { body, device, origin });
        expect(own.json()).toEqual({ action: "VERIFY_OTP" });
      }
      // A Host header naming the caller's own origin (DNS rebinding) proves nothing.
      const rebound = await call("POST", "/email/start", {
        body,
        device,
        origin: "http://attacker.example:8787",
        host: "attacker.example:8787",
      });
      expect(rebound.statusCode).toBe(403);
    });

    it("builds the mailed approval link from the configured URL, never from Host", async () => {
      const email = uniqueEmail("host");
      const { token } = await login(world.app, world.projectId, email);
      await call("POST", "/wallet", { body: walletBody(), token });
      const started = await call("POST", "/email/start", {
        body: { email },
        device: randomUUID(),
        host: "attacker.example",
      });
      expect(started.json()).toEqual({ action: "VERIFY_DEVICE" });
      const [mail] = await mailTo(world.app, email);
      expect(mail?.text).toMatch(
        /http:\/\/127\.0\.0\.1:8787\/auth\/v1\/embedded\/device\/approve\?token=/,
      );
      expect(mail?.text).not.toContain("attacker.example");
    });
  });

  describe("sessions", () => {
    it("answers 401 Session Expired for a missing, forged, expired, foreign or revoked token", async () => {
      const { token } = await login(world.app, world.projectId, uniqueEmail());
      const expectExpired = async (response: { statusCode: number; json(): unknown }) => {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          code: "SESSION_EXPIRED",
          error: "Unauthorized",
          message: "Session Expired",
        });
      };
      await expectExpired(await call("GET", "/me"));
      const [head, payload] = token.split(".");
      await expectExpired(await call("GET", "/me", { token: `${head}.${payload}.AAAA` }));
      const otherProject = await insertProject(world.database.db);
      await expectExpired(await callAs(world.app, otherProject)("GET", "/me", { token }));

      clock.advance(7 * 24 * 60 * MINUTE + 1_000);
      try {
        await expectExpired(await call("GET", "/me", { token }));
      } finally {
        clock.advance(-(7 * 24 * 60 * MINUTE + 1_000));
      }
      expect((await call("GET", "/me", { token })).statusCode).toBe(200);

      const out = await call("POST", "/sign-out", { token });
      expect(out.statusCode).toBe(204);
      await expectExpired(await call("GET", "/me", { token }));
      await expectExpired(await call("POST", "/sign-out", { token }));
    });
  });

  describe("wallet shares", () => {
    it("stores the first wallet, refuses a second, releases the auth share to its user only", async () => {
      const alice = await login(world.app, world.projectId, uniqueEmail("alice"));
      const bob = await login(world.app, world.projectId, uniqueEmail("bob"));
      const wallet = walletBody();
      const created = await call("POST", "/wallet", { token: alice.token, body: wallet });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ address: getAddress(wallet.address) });
      const again = await call("POST", "/wallet", { token: alice.token, body: walletBody() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: "WALLET_EXISTS" });

      const share = await call("GET", "/wallet/auth-share", { token: alice.token });
      expect(share.json()).toEqual({
        address: getAddress(wallet.address),
        authShare: wallet.authShare,
      });
      const me = await call("GET", "/me", { token: alice.token });
      expect(me.json()).toMatchObject({ wallet: { address: getAddress(wallet.address) } });

      const bobs = await call("GET", "/wallet/auth-share", { token: bob.token });
      expect(bobs.statusCode).toBe(404);
      expect(bobs.json()).toMatchObject({ code: "NO_WALLET" });
      expect(bobs.body).not.toContain(wallet.authShare);
      expect((await call("GET", "/wallet/auth-share")).statusCode).toBe(401);
    });

    it("refuses malformed wallet bodies", async () => {
      const { token } = await login(world.app, world.projectId, uniqueEmail());
      const good = walletBody();
      for (const body of [
        { ...good, address: "0x123" },
        { ...good, authShare: "" },
        { ...good, recoveryShare: "not base64!" },
        { address: good.address },
      ]) {
        const response = await call("POST", "/wallet", { token, body });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: "BAD_REQUEST" });
      }
    });

    it("releases the recovery share only with a fresh code, and reshares", async () => {
      const email = uniqueEmail();
      const { token } = await login(world.app, world.projectId, email);
      const wallet = walletBody();
      await call("POST", "/wallet", { token, body: wallet });

      // Right after /email/verify the session is fresh: no second code needed.
      const fresh = await call("POST", "/wallet/recovery", { token, body: {} });
      expect(fresh.json()).toEqual({ recoveryShare: wallet.recoveryShare });

      clock.advance(11 * MINUTE);
      try {
        const stale = await call("POST", "/wallet/recovery", { token, body: {} });
        expect(stale.statusCode).toBe(400);
        expect(stale.json()).toMatchObject({ code: "OTP_REQUIRED" });
        const staleReshare = await call("POST", "/wallet/reshare", { token, body: wallet });
        expect(staleReshare.json()).toMatchObject({ code: "OTP_REQUIRED" });

        const reauth = await call("POST", "/email/reauth", { token });
        expect(reauth.statusCode).toBe(200);
        const otp = await lastCode(world.app, email);
        const wrong = await call("POST", "/wallet/recovery", {
          token,
          body: { otp: otp === "000000" ? "111111" : "000000" },
        });
        expect(wrong.json()).toMatchObject({ code: "OTP_INVALID" });
        const right = await call("POST", "/wallet/recovery", { token, body: { otp } });
        expect(right.json()).toEqual({ recoveryShare: wallet.recoveryShare });

        const otherAddress = await call("POST", "/wallet/reshare", {
          token,
          body: { ...walletBody(), address: walletBody().address },
        });
        expect(otherAddress.json()).toMatchObject({ code: "BAD_REQUEST" });
        const next = { ...walletBody(), address: wallet.address };
        const reshared = await call("POST", "/wallet/reshare", { token, body: next });
        expect(reshared.statusCode).toBe(200);
        const share = await call("GET", "/wallet/auth-share", { token });
        expect(share.json()).toMatchObject({ authShare: next.authShare });
        const recovery = await call("POST", "/wallet/recovery", { token, body: {} });
        expect(recovery.json()).toEqual({ recoveryShare: next.recoveryShare });
      } finally {
        clock.advance(-11 * MINUTE);
      }
    });

    it("binds a reauth code to the session it was asked for", async () => {
      const email = uniqueEmail();
      const first = await login(world.app, world.projectId, email);
      await call("POST", "/wallet", { token: first.token, body: walletBody() });
      const second = await login(world.app, world.projectId, email, first.device);
      clock.advance(11 * MINUTE);
      try {
        await call("POST", "/email/reauth", { token: first.token });
        const otp = await lastCode(world.app, email);
        const other = await call("POST", "/wallet/recovery", {
          token: second.token,
          body: { otp },
        });
        expect(other.json()).toMatchObject({ code: "OTP_INVALID" });
        const own = await call("POST", "/wallet/recovery", { token: first.token, body: { otp } });
        expect(own.statusCode).toBe(200);
      } finally {
        clock.advance(-11 * MINUTE);
      }
    });

    it("keeps a device fallback per session and deletes it on sign-out", async () => {
      const email = uniqueEmail();
      const first = await login(world.app, world.projectId, email);
      const second = await login(world.app, world.projectId, email, first.device);
      const deviceShare = Buffer.from(`device-share-${randomUUID()}`).toString("base64");
      const stored = await call("POST", "/wallet/device-fallback", {
        token: first.token,
        body: { deviceShare },
      });
      expect(stored.statusCode).toBe(204);
      const read = await call("GET", "/wallet/device-fallback", { token: first.token });
      expect(read.json()).toEqual({ deviceShare });
      const other = await call("GET", "/wallet/device-fallback", { token: second.token });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: "NO_DEVICE_SHARE" });

      const jti = JSON.parse(Buffer.from(first.token.split(".")[1] ?? "", "base64url").toString())
        .jti as string;
      await call("POST", "/sign-out", { token: first.token });
      const [row] = await world.database.db
        .select({ fallback: embeddedSessions.deviceFallback })
        .from(embeddedSessions)
        .where(eq(embeddedSessions.jti, jti));
      expect(row?.fallback).toBeNull();
    });
  });

  describe("device approval", () => {
    const CHROME_ON_LINUX =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

    /** A user with a wallet signing in on a new device (its app in `locale`): the approval mail is out. */
    async function newDeviceSignIn(label = "device", locale?: string) {
      const email = uniqueEmail(label);
      const { token } = await login(world.app, world.projectId, email);
      await call("POST", "/wallet", { token, body: walletBody() });
      const device = randomUUID();
      const start = await call("POST", "/email/start", {
        body: locale === undefined ? { email } : { email, locale },
        device,
        userAgent: CHROME_ON_LINUX,
      });
      expect(start.json()).toEqual({ action: "VERIFY_DEVICE" });
      return { email, device, approvePath: await lastApprovalPath(world.app, email) };
    }

    const waitFor = (email: string, device: string) =>
      call("POST", "/device/wait", { body: { email }, device }).then((r) => r.json());

    it("shows what is being approved on GET, approves only when its button posts, then mails the code", async () => {
      const { email, device, approvePath } = await newDeviceSignIn();
      const [mail] = await mailTo(world.app, email);
      expect(mail?.subject).toBe("Approve a new device");
      const mailsBefore = (await mailTo(world.app, email)).length;

      // A mail scanner fetching the link, as often as it likes, approves nothing.
      for (let i = 0; i < 3; i++) {
        const scanned = await world.app.inject({ method: "GET", url: approvePath });
        expect(scanned.statusCode).toBe(200);
      }
      const shown = await world.app.inject({ method: "GET", url: approvePath });
      expect(shown.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(shown.headers["cache-control"]).toBe("no-store");
      expect(shown.headers["x-frame-options"]).toBe("DENY");
      const csp = String(shown.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("script-src");
      expect(shown.body).not.toContain("<script");
      expect(shown.body).toContain(APPROVAL_TEXT.askTitle);
      expect(shown.body).toContain(email);
      expect(shown.body).toContain("Test project");
      expect(shown.body).toContain("Chrome on Linux");
      expect(shown.body).toContain(APPROVAL_TEXT.approveButton);
      expect(await waitFor(email, device)).toEqual({ approved: false });
      expect(await mailTo(world.app, email)).toHaveLength(mailsBefore);
      // A code for this device cannot be had without the button.
      const guess = await call("POST", "/email/verify", { body: { email, otp: "123456" }, device });
      expect(guess.statusCode).toBe(400);

      const fields = approvalFormFields(shown.body);
      expect(Object.keys(fields ?? {}).sort()).toEqual(["form", "token"]);
      const approved = await postApproval(world.app, fields ?? {});
      expect(approved.statusCode).toBe(200);
      expect(approved.body).toContain(APPROVAL_TEXT.approved);
      expect(await waitFor(email, device)).toEqual({ approved: true });

      const otp = await lastCode(world.app, email);
      const verified = await call("POST", "/email/verify", { body: { email, otp }, device });
      expect(verified.statusCode).toBe(200);

      // The link is spent: its page and a second press both say so.
      const reopened = await world.app.inject({ method: "GET", url: approvePath });
      expect(reopened.statusCode).toBe(410);
      expect(reopened.body).toContain(APPROVAL_TEXT.used);
      expect(reopened.body).not.toContain("<form");
      const pressedAgain = await postApproval(world.app, fields ?? {});
      expect(pressedAgain.statusCode).toBe(410);
      expect(pressedAgain.body).toContain(APPROVAL_TEXT.used);
      const known = await call("POST", "/email/start", { body: { email }, device });
      expect(known.json()).toEqual({ action: "VERIFY_OTP" });
    });

    it("approves nothing for a POST without the page's form token or from another origin, and says so", async () => {
      const { email, device, approvePath } = await newDeviceSignIn("csrf");
      const other = await newDeviceSignIn("csrf-other");
      const fields = approvalFormFields(
        (await world.app.inject({ method: "GET", url: approvePath })).body,
      );
      const otherFields = approvalFormFields(
        (await world.app.inject({ method: "GET", url: other.approvePath })).body,
      );
      if (fields?.token === undefined || otherFields?.form === undefined) {
        throw new Error("the approval pages have no form");
      }
      const own = { origin: OWN_ORIGIN, "sec-fetch-site": "same-origin" };
      const attempts = [
        postApproval(world.app, { token: fields.token }),
        postApproval(world.app, { token: fields.token, form: "" }),
        postApproval(world.app, { token: fields.token, form: otherFields.form }),
        postApproval(world.app, { token: fields.token, form: `${fields.form}x` }),
        postApproval(world.app, fields, { ...own, origin: "https://attacker.example" }),
        postApproval(world.app, fields, { ...own, origin: "null" }),
        postApproval(world.app, fields, { ...own, "sec-fetch-site": "cross-site" }),
        // Host is the client's to write: it never makes a foreign origin own.
        postApproval(world.app, fields, {
          ...own,
          origin: "http://attacker.example",
          host: "attacker.example",
        }),
        // A JSON body is not the form: nothing parses a form token out of it.
        world.app.inject({
          method: "POST",
          url: `${AUTH}/device/approve`,
          headers: own,
          payload: {},
        }),
      ];
      for (const refused of await Promise.all(attempts)) {
        expect(refused.statusCode).toBe(403);
        expect(refused.body).toContain(APPROVAL_TEXT.refused);
      }
      expect(await waitFor(email, device)).toEqual({ approved: false });

      // The link was not spent by the refusals: the real page's button still works.
      expect((await postApproval(world.app, fields)).statusCode).toBe(200);
      expect(await waitFor(email, device)).toEqual({ approved: true });
    });

    it("holds the long poll until the button is pressed", async () => {
      const longApp = await createAuthApp(world.database, {
        auth: { deviceWaitMs: 20_000, deviceWaitPollMs: 50 },
      });
      try {
        const longCall = callAs(longApp, world.projectId);
        const email = uniqueEmail();
        const { token } = await login(longApp, world.projectId, email);
        await longCall("POST", "/wallet", { token, body: walletBody() });
        const device = randomUUID();
        await longCall("POST", "/email/start", { body: { email }, device });
        const approvePath = await lastApprovalPath(longApp, email);

        let settled = false;
        const waiting = longCall("POST", "/device/wait", { body: { email }, device }).then(
          (response) => {
            settled = true;
            return response;
          },
        );
        // The page is opened and several poll rounds pass with the request still open.
        const page = await longApp.inject({ method: "GET", url: approvePath });
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(settled).toBe(false);
        const approved = await postApproval(longApp, approvalFormFields(page.body) ?? {});
        expect(approved.statusCode).toBe(200);
        expect((await waiting).json()).toEqual({ approved: true });
      } finally {
        await longApp.close();
      }
    });

    it("says an expired link has expired, on the page and on its button", async () => {
      const { email, device, approvePath } = await newDeviceSignIn("late");
      const fields = approvalFormFields(
        (await world.app.inject({ method: "GET", url: approvePath })).body,
      );
      clock.advance(15 * MINUTE + 1_000);
      try {
        const late = await world.app.inject({ method: "GET", url: approvePath });
        expect(late.statusCode).toBe(410);
        expect(late.body).toContain(APPROVAL_TEXT.expired);
        const pressed = await postApproval(world.app, fields ?? {});
        expect(pressed.statusCode).toBe(410);
        expect(pressed.body).toContain(APPROVAL_TEXT.expired);
      } finally {
        clock.advance(-(15 * MINUTE + 1_000));
      }
      expect(await waitFor(email, device)).toEqual({ approved: false });
    });

    it("speaks the login mail's language: a German mail's link opens in German, its button's result too", async () => {
      const { email, device, approvePath } = await newDeviceSignIn("de", "de");
      const [mail] = await mailTo(world.app, email);
      expect(mail?.subject).toBe(MAIL_TEXT.de.deviceSubject);
      expect(mail?.text).toContain(`„${APPROVAL_TEXTS.de.approveButton}“`);
      expect(approvePath).toMatch(/\?token=[\w-]+&locale=de$/);

      const shown = await world.app.inject({ method: "GET", url: approvePath });
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('<html lang="de" dir="ltr">');
      expect(shown.body).toContain(`<h1>${APPROVAL_TEXTS.de.askTitle}</h1>`);
      expect(shown.body).toContain(
        `<button type="submit">${APPROVAL_TEXTS.de.approveButton}</button>`,
      );
      // "Asked" through Intl in German, the clock in UTC.
      expect(shown.body).toContain(`<dt>${APPROVAL_TEXTS.de.askedLabel}</dt>`);
      expect(shown.body).toMatch(/>jetzt \(\d\d:\d\d UTC\)<\/time>/);
      expect(shown.body).not.toContain(APPROVAL_TEXT.askTitle);
      // The same CSP as the English page.
      expect(shown.headers["content-security-policy"]).toBe(
        (await world.app.inject({ method: "GET", url: `${AUTH}/device/approve` })).headers[
          "content-security-policy"
        ],
      );

      const fields = approvalFormFields(shown.body);
      expect(fields?.locale).toBe("de");
      const approved = await postApproval(world.app, fields ?? {});
      expect(approved.statusCode).toBe(200);
      expect(approved.body).toContain('<html lang="de" dir="ltr">');
      expect(approved.body).toContain(APPROVAL_TEXTS.de.approved);
      expect(await waitFor(email, device)).toEqual({ approved: true });
      // The code the approval mails is in German too, titled for the new device, not as a login code.
      const [codeMail] = await mailTo(world.app, email);
      expect(codeMail?.subject).toBe(MAIL_TEXT.de.deviceCodeSubject);
      expect(codeMail?.subject).not.toBe(MAIL_TEXT.de.codeSubject);
      const reopened = await world.app.inject({ method: "GET", url: approvePath });
      expect(reopened.statusCode).toBe(410);
      expect(reopened.body).toContain(APPROVAL_TEXTS.de.used);
    });

    it("shows the ask and every result page in French, and in Arabic right to left", async () => {
      const french = await newDeviceSignIn("fr", "fr");
      const asked = await world.app.inject({ method: "GET", url: french.approvePath });
      expect(asked.body).toContain('<html lang="fr" dir="ltr">');
      expect(asked.body).toContain(`<title>${APPROVAL_TEXTS.fr.askTitle} · Foyer</title>`);
      expect(asked.body).toContain(APPROVAL_TEXTS.fr.askIntro("Test project"));
      expect(asked.body).toContain(APPROVAL_TEXTS.fr.deviceNote);
      expect(asked.body).toMatch(/>maintenant \(\d\d:\d\d UTC\)<\/time>/);
      expect(asked.body).toMatch(/Le lien est valable jusqu’à \d\d:\d\d UTC\./);
      const frenchFields = approvalFormFields(asked.body) ?? {};
      const refused = await postApproval(world.app, { ...frenchFields, form: "" });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(`<h1>${APPROVAL_TEXTS.fr.refusedTitle}</h1>`);
      expect(refused.body).toContain(APPROVAL_TEXTS.fr.refused);
      const approved = await postApproval(world.app, frenchFields);
      expect(approved.statusCode).toBe(200);
      expect(approved.body).toContain(`<h1>${APPROVAL_TEXTS.fr.approvedTitle}</h1>`);
      expect(approved.body).toContain(APPROVAL_TEXTS.fr.approved);
      const unknown = await world.app.inject({
        method: "GET",
        url: `${AUTH}/device/approve?token=not-a-real-token-at-all&locale=fr`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain(APPROVAL_TEXTS.fr.unknown);

      const arabic = await newDeviceSignIn("ar", "ar");
      const shown = await world.app.inject({ method: "GET", url: arabic.approvePath });
      expect(shown.body).toContain('<html lang="ar" dir="rtl">');
      expect(shown.body).toContain(APPROVAL_TEXTS.ar.approveButton);
      const result = await postApproval(world.app, approvalFormFields(shown.body) ?? {});
      expect(result.statusCode).toBe(200);
      expect(result.body).toContain('<html lang="ar" dir="rtl">');
      expect(result.body).toContain(APPROVAL_TEXTS.ar.approved);
      expect(await waitFor(arabic.email, arabic.device)).toEqual({ approved: true });
    });

    it("keeps English for an English mail, and for a locale it doesn't ship", async () => {
      const english = await newDeviceSignIn("en");
      expect(english.approvePath).not.toContain("locale=");
      const unshipped = await newDeviceSignIn("xx", "xx-YY");
      expect(unshipped.approvePath).not.toContain("locale=");
      const token = /token=([\w-]+)/.exec(english.approvePath)?.[1] ?? "";
      for (const locale of ["xx", "FR", "fr-FR", "<b>", ""]) {
        const page = await world.app.inject({
          method: "GET",
          url: `${AUTH}/device/approve?token=${token}&locale=${encodeURIComponent(locale)}`,
        });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<html lang="en" dir="ltr">');
        expect(page.body).toContain(`<h1>${APPROVAL_TEXT.askTitle}</h1>`);
        expect(page.body).not.toContain('name="locale"');
      }
      // A form posted with an unshipped locale answers in English.
      const fields = approvalFormFields(
        (await world.app.inject({ method: "GET", url: english.approvePath })).body,
      );
      const approved = await postApproval(world.app, { ...fields, locale: "xx" });
      expect(approved.statusCode).toBe(200);
      expect(approved.body).toContain('<html lang="en" dir="ltr">');
      expect(approved.body).toContain(APPROVAL_TEXT.approved);
    });

    it("says an unknown or malformed link is not valid", async () => {
      const unknown = await world.app.inject({
        method: "GET",
        url: `${AUTH}/device/approve?token=not-a-real-token-at-all`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain(APPROVAL_TEXT.unknown);
      for (const url of [`${AUTH}/device/approve`, `${AUTH}/device/approve?token=<b>x</b>`]) {
        const malformed = await world.app.inject({ method: "GET", url });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.body).toContain(APPROVAL_TEXT.unknown);
        expect(malformed.body).not.toContain("<b>x");
      }
    });

    it("counts the page and its button in the auth routes' per-IP budget", async () => {
      const tight = await createAuthApp(world.database, {
        auth: { rateLimit: { windowMs: 60_000, perEmail: 100_000, perIp: 2 } },
      });
      try {
        const remoteAddress = `10.9.${randomInt(256)}.${randomInt(256)}`;
        const url = `${AUTH}/device/approve?token=not-a-real-token-at-all`;
        const answers = [];
        for (let i = 0; i < 3; i++) answers.push(await tight.inject({ url, remoteAddress }));
        expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 429]);
        const post = await tight.inject({
          method: "POST",
          url: `${AUTH}/device/approve`,
          remoteAddress,
          headers: { "content-type": "application/x-www-form-urlencoded", origin: OWN_ORIGIN },
          payload: "token=x",
        });
        for (const limited of [answers[2], post]) {
          expect(limited?.statusCode).toBe(429);
          expect(Number(limited?.headers["retry-after"])).toBeGreaterThan(0);
          expect(limited?.headers["content-type"]).toBe("text/html; charset=utf-8");
          expect(limited?.body).toContain(APPROVAL_TEXT.rateLimited);
        }
      } finally {
        await tight.close();
      }
    });
  });

  describe("email update", () => {
    it("confirms the current address, then the new one, then changes the email", async () => {
      const email = uniqueEmail("old");
      const newEmail = uniqueEmail("new");
      const { token, user } = await login(world.app, world.projectId, email);

      const update = await call("POST", "/email/update", { token, body: { email: newEmail } });
      expect(update.json()).toEqual({ action: "VERIFY_PRIMARY_OTP" });
      // Titled for what it is, not as a login code.
      const [confirmCurrent] = await mailTo(world.app, email);
      expect(confirmCurrent?.subject).toBe(MAIL_TEXT.en.emailUpdateSubject);
      expect(confirmCurrent?.subject).not.toBe(MAIL_TEXT.en.codeSubject);
      const primaryCode = await lastCode(world.app, email);
      const early = await call("POST", "/email/update/secondary", {
        token,
        body: { otp: primaryCode },
      });
      expect(early.json()).toMatchObject({ code: "OTP_INVALID" });
      const primary = await call("POST", "/email/update/primary", {
        token,
        body: { otp: primaryCode },
      });
      expect(primary.json()).toEqual({ action: "VERIFY_SECONDARY_OTP" });
      const [confirmNew] = await mailTo(world.app, newEmail);
      expect(confirmNew?.subject).toBe(MAIL_TEXT.en.emailUpdateSubject);
      const secondaryCode = await lastCode(world.app, newEmail);
      const secondary = await call("POST", "/email/update/secondary", {
        token,
        body: { otp: secondaryCode },
      });
      expect(secondary.json()).toEqual({ newEmail });
      const me = await call("GET", "/me", { token });
      expect(me.json()).toMatchObject({ id: user.id, email: newEmail });
    });

    it("refuses an invalid or taken new email", async () => {
      const taken = uniqueEmail("taken");
      await login(world.app, world.projectId, taken);
      const { token } = await login(world.app, world.projectId, uniqueEmail());
      const invalid = await call("POST", "/email/update", { token, body: { email: "nope" } });
      expect(invalid.json()).toMatchObject({ code: "INVALID_EMAIL" });
      const clash = await call("POST", "/email/update", { token, body: { email: taken } });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ code: "EMAIL_TAKEN" });
    });
  });

  describe("rate limits", () => {
    it("limits requests per email and per IP with 429 and Retry-After", async () => {
      const frozenMinute = Date.UTC(2030, 0, 1) + randomInt(0, 500_000) * MINUTE + 30_000;
      const limitedApp = await createAuthApp(world.database, {
        // A frozen clock keeps every call in one window. The window is a random
        // minute of 2030 so counts left in a reused database by an earlier run
        // (same addresses, same window) cannot refuse this run's first calls.
        auth: {
          rateLimit: { windowMs: 60_000, perEmail: 3, perIp: 5 },
          now: () => frozenMinute,
        },
      });
      try {
        const limitedCall = callAs(limitedApp, world.projectId);
        const email = uniqueEmail();
        const remoteAddress = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
        const statuses = [];
        for (let i = 0; i < 4; i++) {
          const response = await limitedCall("POST", "/email/start", {
            body: { email },
            device: randomUUID(),
            remoteAddress: `203.0.113.${i + 1}`,
          });
          statuses.push(response.statusCode);
          if (response.statusCode === 429) {
            expect(response.json()).toMatchObject({
              code: "RATE_LIMITED",
              message: "Too many requests, try again later",
            });
            expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
          }
        }
        expect(statuses).toEqual([200, 200, 200, 429]);

        const ipStatuses = [];
        for (let i = 0; i < 6; i++) {
          const response = await limitedCall("POST", "/email/start", {
            body: { email: uniqueEmail() },
            device: randomUUID(),
            remoteAddress,
          });
          ipStatuses.push(response.statusCode);
        }
        expect(ipStatuses).toEqual([200, 200, 200, 200, 200, 429]);
        // Bearer routes count too.
        const me = await limitedCall("GET", "/me", { remoteAddress });
        expect(me.statusCode).toBe(429);
      } finally {
        await limitedApp.close();
      }
    });

    it("reading one's own account counts against the IP only, not the email's code budget", async () => {
      const limitedApp = await createAuthApp(world.database, {
        auth: { rateLimit: { windowMs: 60_000, perEmail: 4, perIp: 100_000 } },
      });
      try {
        const email = uniqueEmail();
        // Start and verify: two of the email's four.
        const { token, device } = await login(limitedApp, world.projectId, email);
        const limitedCall = callAs(limitedApp, world.projectId);
        for (let i = 0; i < 6; i++) {
          const me = await limitedCall("GET", "/me", { token });
          expect(me.statusCode).toBe(200);
        }
        // The code routes still have the email's budget left.
        const again = await limitedCall("POST", "/email/start", { body: { email }, device, token });
        expect(again.statusCode).toBe(200);
      } finally {
        await limitedApp.close();
      }
    });
  });

  describe("dev mailbox", () => {
    it("lists mail newest first as HTML and JSON, with a recipient filter", async () => {
      const email = uniqueEmail("mailbox");
      const device = randomUUID();
      await call("POST", "/email/start", { body: { email }, device });
      await call("POST", "/email/start", { body: { email }, device });
      const messages = await mailTo(world.app, email);
      expect(messages).toHaveLength(2);
      expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id);
      expect(messages[0]).toMatchObject({ to: email, subject: "Your Foyer login code" });
      expect(messages.every((message) => message.to === email)).toBe(true);
      const code = await lastCode(world.app, email);

      const html = await world.app.inject({ method: "GET", url: "/dev/mailbox" });
      expect(html.headers["content-type"]).toContain("text/html");
      expect(html.body).toContain(email);
      expect(html.body).toContain(code);
      // Its icon inline: the page asks for no /favicon.ico, which would 404.
      expect(html.body).toContain(
        '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,',
      );
      const all = await world.app.inject({ method: "GET", url: "/dev/mailbox.json" });
      expect(all.json<{ messages: unknown[] }>().messages.length).toBeGreaterThanOrEqual(2);
    });
  });
});
