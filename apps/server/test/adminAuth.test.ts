import { randomUUID } from "node:crypto";
import {
  ADMIN_CSRF_HEADER,
  adminAuditRoute,
  adminCreateProjectRoute,
  adminDeleteProjectRoute,
  adminEraseUserRoute,
  adminEventsRoute,
  adminProjectRoute,
  adminProjectsRoute,
  adminRevokeSiwxSessionRoute,
  adminRevokeUserRoute,
  adminRpcRoute,
  adminSignOutRoute,
  adminSiwxSessionsRoute,
  adminSponsorshipRoute,
  adminUpdateProjectRoute,
  adminUpdateSponsorshipRoute,
  adminUsageRoute,
  adminUserRoute,
  adminUsersRoute,
  type Route,
  routePath,
} from "@foyer/protocol";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, adminSessions } from "../src/db/schema.js";
import {
  ADMIN_TOKEN,
  adminCall,
  auditOf,
  CONSOLE_ORIGIN,
  cookieOf,
  createAdminApp,
  operatorSession,
  signIn,
} from "./support/admin.js";
import { createTestApp } from "./support/app.js";
import { insertProject, pgliteDriver } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { login } from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";
import { evmSigner, formatMessage, messageData } from "./support/siwx.js";

/** Every admin route that needs credentials, with sample path values. */
const GUARDED: Route[] = [
  adminProjectsRoute,
  adminCreateProjectRoute,
  adminProjectRoute,
  adminUpdateProjectRoute,
  adminDeleteProjectRoute,
  adminSponsorshipRoute,
  adminUpdateSponsorshipRoute,
  adminUsersRoute,
  adminUserRoute,
  adminRevokeUserRoute,
  adminEraseUserRoute,
  adminSiwxSessionsRoute,
  adminRevokeSiwxSessionRoute,
  adminEventsRoute,
  adminUsageRoute,
  adminAuditRoute,
  adminRpcRoute,
  adminSignOutRoute,
];
const urlOf = (route: Route) =>
  routePath(route, { id: "demo", userId: randomUUID(), sessionId: "s".repeat(64) });

describeEachDriver("admin API credentials", (driver) => {
  const operator = evmSigner();
  const stranger = evmSigner();
  const world = useServerApp(driver, {
    build: ({ database }) => createAdminApp(database, { operators: [operator.address] }),
  });
  const call = () => adminCall(world.app);

  it.each(GUARDED.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s refuses without admin credentials (401) and changes nothing",
    async (_name, route) => {
      const before = await world.database.db.$count(adminAudit);
      const response = await call()(route.method, urlOf(route), { token: null });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "ADMIN_UNAUTHORIZED" });
      expect(await world.database.db.$count(adminAudit)).toBe(before);
    },
  );

  it("refuses a wrong token, another scheme, and an app's project credentials", async () => {
    const projectId = await insertProject(world.database.db, {
      allowedOrigins: ["https://dapp.example"],
    });
    // An app's own credentials: an embedded wallet session and a Sign In With X token.
    const appServer = await createTestApp(world.database);
    try {
      const { token: jwt } = await login(appServer, projectId, `${randomUUID()}@example.com`);
      const signer = evmSigner();
      const nonce = (
        await appServer.inject({
          method: "POST",
          url: `/auth/v1/siwx/nonce?projectId=${projectId}`,
          headers: { origin: "https://dapp.example" },
        })
      ).json().nonce as string;
      const data = messageData("eip155:31337", signer.address, nonce);
      const message = formatMessage(data);
      const created = await appServer.inject({
        method: "POST",
        url: `/auth/v1/siwx/sessions?projectId=${projectId}`,
        headers: { origin: "https://dapp.example" },
        payload: { message, signature: await signer.sign(message), data },
      });
      const siwxToken = created.json().token as string;
      for (const token of [jwt, siwxToken, `${ADMIN_TOKEN}x`, ADMIN_TOKEN.slice(0, -1)]) {
        const response = await call()("GET", `/admin/v1/projects?projectId=${projectId}`, {
          token,
        });
        expect(response.statusCode, token.slice(0, 12)).toBe(401);
      }
      const basic = await call()("GET", "/admin/v1/projects", {
        token: null,
        headers: {
          authorization: `Basic ${Buffer.from(`admin:${ADMIN_TOKEN}`).toString("base64")}`,
        },
      });
      expect(basic.statusCode).toBe(401);
    } finally {
      await appServer.close();
    }
  });

  it("takes the admin token as a bearer", async () => {
    const response = await call()("GET", "/admin/v1/projects");
    expect(response.statusCode).toBe(200);
    expect(response.json().projects).toEqual(expect.any(Array));
  });

  describe("an operator's sign-in (Sign In With Ethereum from the console)", () => {
    it("opens a short, HttpOnly, SameSite=Strict session for an address of FOYER_ADMIN_ADDRESSES, audited", async () => {
      const response = await signIn(world.app, operator);
      expect(response.statusCode).toBe(201);
      const header = String(response.headers["set-cookie"]);
      expect(header).toMatch(
        /^foyer_admin=[A-Za-z0-9_-]{43}; Path=\/admin\/v1; Max-Age=3600; HttpOnly; SameSite=Strict$/,
      );
      const session = response.json();
      expect(session).toMatchObject({
        address: operator.address,
        chainId: "eip155:31337",
        csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      expect(Date.parse(session.expiresAt) - Date.now()).toBeLessThanOrEqual(3_600_000);
      // Only the token's hash is stored.
      const cookie = cookieOf(response) ?? "";
      const rows = await world.database.db.select().from(adminSessions);
      expect(rows.some((row) => row.tokenHash === cookie)).toBe(false);
      const [audit] = await world.database.db
        .select()
        .from(adminAudit)
        .where(eq(adminAudit.action, "admin.sign-in"))
        .orderBy(adminAudit.id);
      expect(audit).toMatchObject({ actor: `eip155:31337:${operator.address}` });
      // The session reads back with its cookie, and not without.
      const read = await call()("GET", "/admin/v1/auth/session", { token: null, cookie });
      expect(read.json().session).toMatchObject({ address: operator.address });
      const none = await call()("GET", "/admin/v1/auth/session", { token: null });
      expect(none.json()).toMatchObject({
        session: null,
        networks: expect.arrayContaining([{ caipNetworkId: "eip155:31337", name: "Foyer Devnet" }]),
      });
    });

    it("refuses a valid signature by any other address (403 NOT_AN_ADMIN), opening nothing", async () => {
      const response = await signIn(world.app, stranger);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "NOT_AN_ADMIN" });
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("refuses a message for another domain, or sent from another origin", async () => {
      const otherDomain = await signIn(world.app, operator, { domain: "evil.example" });
      expect(otherDomain.json()).toMatchObject({ code: "DOMAIN_MISMATCH" });
      const otherOrigin = await signIn(
        world.app,
        operator,
        { domain: "evil.example" },
        "https://evil.example",
      );
      expect(otherOrigin.json()).toMatchObject({ code: "DOMAIN_MISMATCH" });
      expect(otherOrigin.json().message).toMatch(/own console/);
    });

    it("refuses a forged signature and a replayed nonce", async () => {
      // On a chain the server does not serve, a plain signature is recovered locally.
      const forged = await signIn(
        world.app,
        { address: operator.address, sign: stranger.sign },
        { chainId: "eip155:1" },
      );
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ code: "SIGNATURE_INVALID" });
      const nonce = (await call()("POST", "/admin/v1/auth/nonce", { token: null })).json().nonce;
      const data = {
        accountAddress: operator.address,
        chainId: "eip155:31337",
        domain: "127.0.0.1:8787",
        uri: `${CONSOLE_ORIGIN}/console/`,
        version: "1",
        nonce,
        issuedAt: new Date().toISOString(),
      };
      const message = formatMessage(data as Parameters<typeof formatMessage>[0]);
      const body = { message, signature: await operator.sign(message), data };
      const first = await call()("POST", "/admin/v1/auth/session", {
        token: null,
        origin: CONSOLE_ORIGIN,
        body,
      });
      expect(first.statusCode).toBe(201);
      const again = await call()("POST", "/admin/v1/auth/session", {
        token: null,
        origin: CONSOLE_ORIGIN,
        body,
      });
      expect(again.json()).toMatchObject({ code: "NONCE_INVALID" });
    });

    it("an app's nonce never signs an operator in", async () => {
      const projectId = await insertProject(world.database.db, {
        allowedOrigins: [CONSOLE_ORIGIN],
      });
      const appServer = await createTestApp(world.database);
      try {
        const nonce = (
          await appServer.inject({
            method: "POST",
            url: `/auth/v1/siwx/nonce?projectId=${projectId}`,
            headers: { origin: CONSOLE_ORIGIN },
          })
        ).json().nonce as string;
        const data = messageData("eip155:31337", operator.address, nonce, {
          domain: "127.0.0.1:8787",
          uri: `${CONSOLE_ORIGIN}/console/`,
        });
        const message = formatMessage(data);
        const response = await call()("POST", "/admin/v1/auth/session", {
          token: null,
          origin: CONSOLE_ORIGIN,
          body: { message, signature: await operator.sign(message), data },
        });
        expect(response.json()).toMatchObject({ code: "NONCE_INVALID" });
      } finally {
        await appServer.close();
      }
    });

    it("changes with the session's cookie need its CSRF token and this server's origin", async () => {
      const { cookie, csrf } = await operatorSession(world.app, operator);
      const projectId = await insertProject(world.database.db);
      const patch = (headers: { csrf?: string; origin?: string }) =>
        call()("PATCH", `/admin/v1/projects/${projectId}`, {
          token: null,
          cookie,
          ...headers,
          body: { name: "Renamed by the operator" },
        });
      // Reads need no CSRF token.
      expect((await call()("GET", "/admin/v1/projects", { token: null, cookie })).statusCode).toBe(
        200,
      );
      const withoutToken = await patch({ origin: CONSOLE_ORIGIN });
      expect(withoutToken.statusCode).toBe(403);
      expect(withoutToken.json()).toMatchObject({ code: "CSRF_REJECTED" });
      expect(withoutToken.json().message).toContain(ADMIN_CSRF_HEADER);
      const wrongToken = await patch({ origin: CONSOLE_ORIGIN, csrf: `${csrf.slice(1)}A` });
      expect(wrongToken.statusCode).toBe(403);
      const foreign = await patch({ origin: "https://evil.example", csrf });
      expect(foreign.statusCode).toBe(403);
      const good = await patch({ origin: CONSOLE_ORIGIN, csrf });
      expect(good.statusCode).toBe(200);
      expect(good.json().name).toBe("Renamed by the operator");
      const [audit] = await auditOf(world.database, projectId);
      expect(audit).toMatchObject({
        actor: `eip155:31337:${operator.address}`,
        action: "project.update",
        before: expect.objectContaining({ name: "Test project" }),
        after: expect.objectContaining({ name: "Renamed by the operator" }),
      });
    });

    it("signs out: the cookie stops working and is cleared", async () => {
      const { cookie, csrf } = await operatorSession(world.app, operator);
      const out = await call()("POST", "/admin/v1/auth/sign-out", {
        token: null,
        cookie,
        csrf,
        origin: CONSOLE_ORIGIN,
      });
      expect(out.statusCode).toBe(204);
      expect(String(out.headers["set-cookie"])).toMatch(
        /^foyer_admin=; Path=\/admin\/v1; Max-Age=0/,
      );
      const after = await call()("GET", "/admin/v1/projects", { token: null, cookie });
      expect(after.statusCode).toBe(401);
    });
  });
});

describe("admin API limits and switches", () => {
  it("rate-limits sign-in per IP (429 with Retry-After)", async () => {
    const database = await pgliteDriver.open();
    const app = await createAdminApp(database, {
      admin: { rateLimit: { windowMs: 60_000, perIp: 100_000, signInPerIp: 3 } },
    });
    try {
      const ip = `10.77.${Math.floor(Math.random() * 250)}.9`;
      const nonce = () =>
        adminCall(app)("POST", "/admin/v1/auth/nonce", { token: null, remoteAddress: ip });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await nonce()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await nonce();
      expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
      expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    } finally {
      await app.close();
    }
  });

  it("ends an operator's session after its lifetime", async () => {
    const database = await pgliteDriver.open();
    let offset = 0;
    const operator = evmSigner();
    const app = await createAdminApp(database, {
      operators: [operator.address],
      admin: { now: () => Date.now() + offset, sessionTtlMs: 60_000 },
    });
    try {
      const call = adminCall(app);
      const { cookie } = await operatorSession(app, operator);
      expect((await call("GET", "/admin/v1/audit", { token: null, cookie })).statusCode).toBe(200);
      offset += 61_000;
      expect((await call("GET", "/admin/v1/audit", { token: null, cookie })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it("serves no admin API in production without FOYER_ADMIN_TOKEN (404), even with operators", async () => {
    const database = await pgliteDriver.open();
    const app = await createAdminApp(database, {
      operators: [evmSigner().address],
      env: {
        NODE_ENV: "production",
        FOYER_ADMIN_TOKEN: "",
        FOYER_SECRET: "s".repeat(32),
        SMTP_URL: "smtp://mail.example:587",
        FOYER_PUBLIC_URL: "https://wallet.example",
        FOYER_NETWORKS: '{"eip155:1":{"name":"Ethereum","rpcUrl":"https://rpc.example"}}',
      },
    });
    try {
      for (const url of ["/admin/v1/projects", "/admin/v1/auth/session"]) {
        expect((await adminCall(app)("GET", url, { token: null })).statusCode).toBe(404);
      }
      expect(
        (await adminCall(app)("POST", "/admin/v1/auth/nonce", { token: null })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });
});
