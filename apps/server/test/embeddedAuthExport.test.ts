import { describe, expect, it } from "vitest";
import { describeEachDriver } from "./support/describeDrivers.js";
import {
  callAs,
  createAuthApp,
  lastCode,
  login,
  mailTo,
  uniqueEmail,
  walletBody,
} from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";

const DAPP = "https://dapp.example";

describeEachDriver("embedded auth: key export code", (driver) => {
  const world = useServerApp(driver, {
    build: ({ database }) => createAuthApp(database),
    project: { allowedOrigins: [DAPP] },
  });
  const call: ReturnType<typeof callAs> = (...args) => callAs(world.app, world.projectId)(...args);

  const wrongCode = (otp: string) => (otp === "000000" ? "111111" : "000000");

  describe("POST /wallet/export", () => {
    it("needs a code mailed for export, even right after login (a fresh session is not enough)", async () => {
      const email = uniqueEmail("export");
      const { token } = await login(world.app, world.projectId, email);
      const wallet = walletBody();
      await call("POST", "/wallet", { token, body: wallet });

      const without = await call("POST", "/wallet/export", { token, body: {} });
      expect(without.statusCode).toBe(400);
      expect(without.json()).toMatchObject({ code: "OTP_REQUIRED" });
      // The login's own code is consumed; it is no export code either.
      const sent = await call("POST", "/email/reauth", { token, body: { purpose: "export" } });
      expect(sent.statusCode).toBe(200);
      const otp = await lastCode(world.app, email);
      const [mail] = await mailTo(world.app, email);
      // Its own subject (never the code), so an export nobody asked for stands out.
      expect(mail?.subject).toBe("Your Foyer key export code");
      expect(mail?.text).toContain("private key");

      const wrong = await call("POST", "/wallet/export", { token, body: { otp: wrongCode(otp) } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: "OTP_INVALID", message: "Invalid code" });
      expect(wrong.body).not.toContain(wallet.recoveryShare);

      const right = await call("POST", "/wallet/export", { token, body: { otp } });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ recoveryShare: wallet.recoveryShare });

      // Consumed: the same code does not export twice.
      const again = await call("POST", "/wallet/export", { token, body: { otp } });
      expect(again.json()).toMatchObject({ code: "OTP_INVALID" });
    });

    it("keeps export and recovery codes apart, and binds them to the session", async () => {
      const email = uniqueEmail("export-slots");
      const first = await login(world.app, world.projectId, email);
      await call("POST", "/wallet", { token: first.token, body: walletBody() });
      const second = await login(world.app, world.projectId, email, first.device);

      await call("POST", "/email/reauth", { token: first.token, body: {} });
      const recoveryCode = await lastCode(world.app, email);
      const asExport = await call("POST", "/wallet/export", {
        token: first.token,
        body: { otp: recoveryCode },
      });
      expect(asExport.json()).toMatchObject({ code: "OTP_INVALID" });

      await call("POST", "/email/reauth", { token: first.token, body: { purpose: "export" } });
      const exportCode = await lastCode(world.app, email);
      const otherSession = await call("POST", "/wallet/export", {
        token: second.token,
        body: { otp: exportCode },
      });
      expect(otherSession.json()).toMatchObject({ code: "OTP_INVALID" });
      const own = await call("POST", "/wallet/export", {
        token: first.token,
        body: { otp: exportCode },
      });
      expect(own.statusCode).toBe(200);
    });

    it("locks the code after five wrong tries and refuses strangers", async () => {
      const email = uniqueEmail("export-lock");
      const { token } = await login(world.app, world.projectId, email);
      await call("POST", "/wallet", { token, body: walletBody() });
      await call("POST", "/email/reauth", { token, body: { purpose: "export" } });
      const otp = await lastCode(world.app, email);
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await call("POST", "/wallet/export", {
          token,
          body: { otp: wrongCode(otp) },
        });
        codes.push(response.json<{ code: string }>().code);
      }
      expect(codes).toEqual([
        "OTP_INVALID",
        "OTP_INVALID",
        "OTP_INVALID",
        "OTP_INVALID",
        "OTP_LOCKED",
      ]);
      const locked = await call("POST", "/wallet/export", { token, body: { otp } });
      expect(locked.json()).toMatchObject({ code: "OTP_LOCKED" });

      expect((await call("POST", "/wallet/export", { body: { otp } })).statusCode).toBe(401);
      const noWallet = await login(world.app, world.projectId, uniqueEmail("export-none"));
      const none = await call("POST", "/wallet/export", {
        token: noWallet.token,
        body: { otp: "123456" },
      });
      expect(none.json()).toMatchObject({ code: "NO_WALLET" });
    });
  });
});
