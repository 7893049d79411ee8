import { randomUUID } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { devClients, PROVIDER_NAMES, type RunningIdp, startIdp } from "@foyer/idp";
import { SOCIAL_CALLBACK_MESSAGE, SOCIAL_CALLBACK_PATH } from "@foyer/protocol";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_REFUSALS } from "../src/auth/errors.js";
import type { Database } from "../src/db/database.js";
import { embeddedUsers } from "../src/db/schema.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import {
  callAs,
  createAuthApp,
  type TestClock,
  testClock,
  walletBody,
} from "./support/embedded.js";
import { type IdpChoice, signInAtIdp } from "./support/idpBrowser.js";

const DAPP = "https://dapp.example";
const CALLBACK = `http://127.0.0.1:8787${SOCIAL_CALLBACK_PATH}`;
const MINUTE = 60_000;
type Provider = (typeof PROVIDER_NAMES)[number];

/** What each provider's stand-in calls Ada (handle, or email where the provider has no handle). */
const ADA_USERNAME: Record<Provider, string> = {
  google: "ada@example.test",
  apple: "ada@example.test",
  github: "ada",
  x: "ada",
  facebook: "Ada Lovelace",
  discord: "ada",
};

interface Harness {
  app: FastifyInstance;
  call: ReturnType<typeof callAs>;
  projectId: string;
}

async function startLogin(h: Harness, provider: string, device: string) {
  const response = await h.call("POST", "/social/start", {
    body: { provider, appOrigin: DAPP },
    device,
  });
  expect(response.statusCode).toBe(200);
  return new URL(response.json<{ uri: string }>().uri);
}

/** start → provider page (choose) → callback URL, as the popup would end up. */
async function callbackFor(h: Harness, provider: string, device: string, choice: IdpChoice) {
  const authorization = await startLogin(h, provider, device);
  return signInAtIdp(authorization.href, choice, CALLBACK);
}

async function connect(h: Harness, uri: string, device: string) {
  return h.call("POST", "/social/connect", { body: { uri }, device });
}

async function loginAs(h: Harness, provider: string, person: string, device = randomUUID()) {
  const uri = await callbackFor(h, provider, device, { person });
  const response = await connect(h, uri, device);
  expect(response.statusCode, response.body).toBe(200);
  return {
    device,
    ...response.json<{
      token: string;
      user: { id: string; email: null; username: string; socialProvider: string };
    }>(),
  };
}

function refusal(
  response: { statusCode: number; json(): unknown },
  code: keyof typeof AUTH_REFUSALS,
) {
  expect(response.statusCode).toBe(AUTH_REFUSALS[code].status);
  expect(response.json()).toMatchObject({ code, message: AUTH_REFUSALS[code].message });
}

/**
 * A proxy in front of an idp that can spoil the ID token in the token endpoint's answer,
 * as an attacker between the server and the provider would.
 */
async function startTamperingProxy(target: () => string) {
  const state = { tamper: false };
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = new URL(incoming.url ?? "/", target());
    const forwarded = httpRequest(
      upstream,
      // Host as the client sent it: the provider names its endpoints after it.
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          let body = Buffer.concat(chunks);
          if (state.tamper && upstream.pathname.endsWith("/token")) {
            const json = JSON.parse(body.toString()) as { id_token?: string };
            if (json.id_token) {
              const [header, payload, signature] = json.id_token.split(".");
              const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
              claims.sub = "someone-else";
              json.id_token = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
            }
            body = Buffer.from(JSON.stringify(json));
          }
          const headers = { ...answer.headers };
          delete headers["content-length"];
          delete headers["transfer-encoding"];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDriver("social login against the local identity providers", (driver) => {
  let database: Database;
  let idp: RunningIdp;
  let clock: TestClock;
  let h: Harness;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await driver.open();
    idp = await startIdp({
      port: 0,
      clients: [
        ...devClients(PROVIDER_NAMES),
        { provider: "github", clientId: "other-github", clientSecret: "other-github-secret" },
        { provider: "google", clientId: "other-google", clientSecret: "other-google-secret" },
      ],
    });
    clock = testClock();
    const app = await createAuthApp(database, {
      env: { FOYER_IDP_URL: idp.url, LOG_LEVEL: "info" },
      auth: { now: () => clock.now() },
      logStream: { write: (line) => logLines.push(line) },
    });
    const projectId = await insertProject(database.db, { allowedOrigins: [DAPP] });
    h = { app, projectId, call: callAs(app, projectId) };
  });
  afterAll(async () => {
    await h?.app.close();
    await idp?.stop();
  });

  const usersOfProject = async () =>
    (await database.db.select().from(embeddedUsers).where(eq(embeddedUsers.projectId, h.projectId)))
      .length;

  describe.each(PROVIDER_NAMES)("%s", (provider) => {
    it("asks with PKCE and state, hands the callback to the app's origin, binds the person's subject to one wallet", async () => {
      const device = randomUUID();
      const authorization = await startLogin(h, provider, device);
      const query = authorization.searchParams;
      expect(query.get("code_challenge_method")).toBe("S256");
      expect(query.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(query.get("state")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(query.get("redirect_uri")).toBe(CALLBACK);
      expect(query.get("client_id")).toBe(`foyer-dev-${provider}`);
      expect(authorization.href).not.toContain("secret");
      if (provider === "google" || provider === "apple") expect(query.get("nonce")).toBeTruthy();

      const callbackUri = await signInAtIdp(authorization.href, { person: "ada" }, CALLBACK);
      // The popup's page: posts the URI to the dApp's origin (never "*") and closes.
      const page = await h.app.inject({
        method: "GET",
        url: callbackUri.slice(callbackUri.indexOf(SOCIAL_CALLBACK_PATH)),
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-security-policy"]).toContain("script-src 'nonce-");
      expect(page.headers["referrer-policy"]).toBe("no-referrer");
      expect(page.body).toContain(`"type":"${SOCIAL_CALLBACK_MESSAGE}"`);
      expect(page.body).toContain(`,"${DAPP}");`);
      expect(page.body).not.toContain('"*"');

      const first = await connect(h, callbackUri, device);
      expect(first.statusCode, first.body).toBe(200);
      const { token, user } = first.json<{ token: string; user: Record<string, unknown> }>();
      expect(user).toMatchObject({
        email: null,
        username: ADA_USERNAME[provider],
        socialProvider: provider,
      });
      const me = await h.call("GET", "/me", { token, device });
      expect(me.json()).toEqual({
        id: user.id,
        email: null,
        username: ADA_USERNAME[provider],
        socialProvider: provider,
        wallet: null,
      });
      const wallet = walletBody();
      expect((await h.call("POST", "/wallet", { token, device, body: wallet })).statusCode).toBe(
        201,
      );

      // Ada again, from another device: the same user, so the same wallet.
      const again = await loginAs(h, provider, "ada");
      expect(again.user.id).toBe(user.id);
      const share = await h.call("GET", "/wallet/auth-share", {
        token: again.token,
        device: again.device,
      });
      expect(share.json()).toEqual({ address: expect.any(String), authShare: wallet.authShare });

      // Alan is someone else.
      const alan = await loginAs(h, provider, "alan");
      expect(alan.user.id).not.toBe(user.id);
    });
  });

  it("exports the key without a code right after signing in; a session older than the fresh window signs in again", async () => {
    const { token, device } = await loginAs(h, "github", "grace");
    const wallet = walletBody();
    expect((await h.call("POST", "/wallet", { token, device, body: wallet })).statusCode).toBe(201);
    // No email to mail a code to: there is none to ask for.
    refusal(await h.call("POST", "/email/reauth", { token, device, body: {} }), "NO_EMAIL");
    const exported = await h.call("POST", "/wallet/export", { token, device, body: {} });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toEqual({ recoveryShare: wallet.recoveryShare });

    clock.advance(11 * MINUTE);
    refusal(
      await h.call("POST", "/wallet/export", { token, device, body: {} }),
      "EXPORT_SIGN_IN_AGAIN",
    );
    // Signing in again (a new session) is the fresh proof.
    const again = await loginAs(h, "github", "grace");
    const renewed = await h.call("POST", "/wallet/export", {
      token: again.token,
      device: again.device,
      body: {},
    });
    expect(renewed.json()).toEqual({ recoveryShare: wallet.recoveryShare });
  });

  it("handles Apple's form post callback the same way", async () => {
    const device = randomUUID();
    const callbackUri = new URL(await callbackFor(h, "apple", device, { person: "grace" }));
    const page = await h.app.inject({
      method: "POST",
      url: SOCIAL_CALLBACK_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: callbackUri.searchParams.toString(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`"type":"${SOCIAL_CALLBACK_MESSAGE}"`);
    expect(page.body).toContain(`code=${callbackUri.searchParams.get("code")}`);
  });

  it.each(["google", "discord"] as const)(
    "refuses a %s sign-in the person denied, creating nothing",
    async (provider) => {
      const before = await usersOfProject();
      const device = randomUUID();
      const uri = await callbackFor(h, provider, device, "deny");
      expect(new URL(uri).searchParams.get("error")).toBe("access_denied");
      refusal(await connect(h, uri, device), "SOCIAL_DENIED");
      expect(await usersOfProject()).toBe(before);
    },
  );

  it("refuses a replayed callback", async () => {
    const device = randomUUID();
    const uri = await callbackFor(h, "github", device, { person: "ada" });
    expect((await connect(h, uri, device)).statusCode).toBe(200);
    refusal(await connect(h, uri, device), "SOCIAL_STATE_INVALID");
  });

  it("refuses a wrong state, and a state started by another frame, creating nothing", async () => {
    const before = await usersOfProject();
    const device = randomUUID();
    const uri = new URL(await callbackFor(h, "x", device, { person: "grace" }));
    const wrong = new URL(uri);
    wrong.searchParams.set("state", `${uri.searchParams.get("state")}x`);
    refusal(await connect(h, wrong.href, device), "SOCIAL_STATE_INVALID");
    refusal(await connect(h, uri.href, randomUUID()), "SOCIAL_STATE_INVALID");
    expect(await usersOfProject()).toBe(before);
    // Neither attempt used it up for the frame that started it.
    expect((await connect(h, uri.href, device)).statusCode).toBe(200);
  });

  it("refuses a state from another project", async () => {
    const other = await insertProject(database.db, { allowedOrigins: [DAPP] });
    const device = randomUUID();
    const uri = await callbackFor(h, "discord", device, { person: "ada" });
    const response = await callAs(h.app, other)("POST", "/social/connect", {
      body: { uri },
      device,
    });
    refusal(response, "SOCIAL_STATE_INVALID");
  });

  it("refuses an expired state", async () => {
    const device = randomUUID();
    const uri = await callbackFor(h, "facebook", device, { person: "ada" });
    clock.advance(11 * MINUTE);
    refusal(await connect(h, uri, device), "SOCIAL_STATE_INVALID");
  });

  it.each(["github", "google"] as const)(
    "refuses a %s code issued to another client",
    async (provider) => {
      const before = await usersOfProject();
      const device = randomUUID();
      const authorization = await startLogin(h, provider, device);
      authorization.searchParams.set("client_id", `other-${provider}`);
      const uri = await signInAtIdp(authorization.href, { person: "ada" }, CALLBACK);
      refusal(await connect(h, uri, device), "SOCIAL_EXCHANGE_FAILED");
      expect(await usersOfProject()).toBe(before);
    },
  );

  it("refuses a callback URI on a foreign origin without using the state", async () => {
    const device = randomUUID();
    const uri = new URL(await callbackFor(h, "github", device, { person: "ada" }));
    const foreign = `https://evil.example${SOCIAL_CALLBACK_PATH}${uri.search}`;
    const response = await connect(h, foreign, device);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "BAD_REQUEST",
      message: "uri must be this server's social callback URL",
    });
    expect((await connect(h, uri.href, device)).statusCode).toBe(200);
  });

  it("refuses an app origin outside the project's list and an unknown provider", async () => {
    const device = randomUUID();
    const foreign = await h.call("POST", "/social/start", {
      body: { provider: "google", appOrigin: "https://evil.example" },
      device,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      message: "appOrigin is not an allowed origin of this project",
    });
    const unknown = await h.call("POST", "/social/start", {
      body: { provider: "myspace", appOrigin: DAPP },
      device,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(
      "provider must be one of google, github, apple, facebook, x, discord",
    );
  });

  it("shows no hand-over for an unknown state", async () => {
    const page = await h.app.inject({
      method: "GET",
      url: `${SOCIAL_CALLBACK_PATH}?code=abc&state=nobody-started-this`,
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("This sign-in link is no longer valid");
    expect(page.body).not.toContain("postMessage");
  });

  it("never logs the client secrets or the provider's answers", () => {
    const log = logLines.join("\n");
    expect(log).toContain("social sign-in not confirmed");
    for (const provider of PROVIDER_NAMES) {
      expect(log).not.toContain(`foyer-dev-${provider}-secret`);
    }
    expect(log).not.toContain("other-github-secret");
    expect(log).not.toMatch(/access_token|id_token|code_verifier/);
    // The callback page's request line is logged with its code and state cut out.
    expect(log).toContain(`${SOCIAL_CALLBACK_PATH}?code=[redacted]&state=[redacted]`);
    expect(log).not.toMatch(/[?&](code|state)=[A-Za-z0-9_-]/);
  });
});

describeEachDriver("social login: ID token checks", (driver) => {
  let idp: RunningIdp;
  let proxy: Awaited<ReturnType<typeof startTamperingProxy>>;
  let clock: TestClock;
  let h: Harness;

  beforeAll(async () => {
    const database = await driver.open();
    let idpUrl = "";
    proxy = await startTamperingProxy(() => idpUrl);
    // The ID tokens live a minute; the server's clock moves past that.
    idp = await startIdp({ port: 0, publicUrl: proxy.url, idTokenTtlSeconds: 60 });
    idpUrl = idp.url;
    clock = testClock();
    const app = await createAuthApp(database, {
      env: { FOYER_IDP_URL: proxy.url },
      auth: { now: () => clock.now() },
    });
    const projectId = await insertProject(database.db, { allowedOrigins: [DAPP] });
    h = { app, projectId, call: callAs(app, projectId) };
  });
  afterAll(async () => {
    await h?.app.close();
    await idp?.stop();
    await proxy?.stop();
  });

  it("accepts an untouched ID token through the proxy", async () => {
    proxy.state.tamper = false;
    const device = randomUUID();
    const uri = await callbackFor(h, "google", device, { person: "ada" });
    expect((await connect(h, uri, device)).statusCode).toBe(200);
  });

  it.each(["google", "apple"] as const)("refuses a tampered %s ID token", async (provider) => {
    proxy.state.tamper = true;
    try {
      const device = randomUUID();
      const uri = await callbackFor(h, provider, device, { person: "ada" });
      refusal(await connect(h, uri, device), "SOCIAL_EXCHANGE_FAILED");
    } finally {
      proxy.state.tamper = false;
    }
  });

  it("refuses an expired ID token", async () => {
    const device = randomUUID();
    const uri = await callbackFor(h, "google", device, { person: "alan" });
    // Still within the state's 10 minutes, well past the token's minute and the 30 s leeway.
    clock.advance(5 * MINUTE);
    refusal(await connect(h, uri, device), "SOCIAL_EXCHANGE_FAILED");
  });
});

describeEachDriver("social login rate limit", (driver) => {
  it("counts the social routes per IP in the database", async () => {
    const database = await driver.open();
    const app = await createAuthApp(database, {
      auth: { socialRateLimit: { windowMs: MINUTE, perIp: 2, perProject: 1_000 } },
    });
    try {
      const projectId = await insertProject(database.db, { allowedOrigins: [DAPP] });
      const call = callAs(app, projectId);
      const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const start = () =>
        call("POST", "/social/start", {
          body: { provider: "google", appOrigin: DAPP },
          device: randomUUID(),
          remoteAddress,
        });
      // No idp here: the first two fail at discovery, the third is not even tried.
      await start();
      await start();
      const third = await start();
      expect(third.statusCode).toBe(429);
      expect(third.headers["retry-after"]).toMatch(/^\d+$/);
    } finally {
      await app.close();
    }
  });
});
