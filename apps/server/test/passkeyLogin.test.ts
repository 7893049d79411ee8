import { createPublicKey, randomUUID } from "node:crypto";
import { PASSKEY_ROUTES, passkeyPath } from "@foyer/protocol";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_REFUSALS, type AuthRefusalCode } from "../src/auth/errors.js";
import { embeddedPasskeys } from "../src/db/schema.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import {
  AUTH,
  callAs,
  createAuthApp,
  lastCode,
  testClock,
  walletBody,
} from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";
import { assert, createCredential, type SoftCredential } from "./support/softAuthenticator.js";

const DAPP = "https://dapp.example";
/** The frame's origin: this server's own, by a name WebAuthn accepts. */
const FRAME = "http://localhost:8787";
const RP_ID = "localhost";
const at = (route: string) => route.slice(AUTH.length);

type Call = ReturnType<typeof callAs>;

describeEachDriver("Passkey ceremonies (WebAuthn, @simplewebauthn/server)", (driver) => {
  const clock = testClock();
  const world = useServerApp(driver, {
    build: ({ database }) => createAuthApp(database, { auth: { now: () => clock.now() } }),
    project: { allowedOrigins: [DAPP], name: "Demo dApp" },
    timeoutMs: 120_000,
  });
  let otherProjectId: string;
  beforeAll(async () => {
    otherProjectId = await insertProject(world.database.db, { allowedOrigins: [DAPP] });
  });
  const call: Call = (...args) => callAs(world.app, world.projectId)(...args);

  function expectRefusal(
    response: { statusCode: number; json(): unknown; body: string },
    code: AuthRefusalCode,
  ) {
    expect(response.statusCode, response.body).toBe(AUTH_REFUSALS[code].status);
    expect(response.json()).toMatchObject(
      code === "BAD_REQUEST" ? { code } : { code, message: AUTH_REFUSALS[code].message },
    );
  }

  async function options(path: string, device: string, by: Call = call, token?: string) {
    const response = await by("POST", at(path), { device, origin: FRAME, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      options: { challenge: string; rp: { id: string }; user: { id: string }; rpId?: string };
    }>().options;
  }

  /** A new visitor: creation options, a passkey, the sign-up. */
  async function signUp(device = randomUUID(), backedUp = true) {
    const creation = await options(PASSKEY_ROUTES.registerOptions, device);
    const made = createCredential(creation, { origin: FRAME, topOrigin: DAPP, backedUp });
    const response = await call("POST", at(PASSKEY_ROUTES.register), {
      device,
      origin: FRAME,
      body: { response: made.response, name: "Chrome on Linux" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ token: string; user: { id: string; email: null } }>();
    return { ...body, credential: made.credential, device };
  }

  async function logIn(credential: SoftCredential, device = randomUUID(), by: Call = call) {
    const request = await options(PASSKEY_ROUTES.loginOptions, device, by);
    return by("POST", at(PASSKEY_ROUTES.login), {
      device,
      origin: FRAME,
      body: { response: assert(credential, request, { origin: FRAME, topOrigin: DAPP }) },
    });
  }

  it("creation options name this server as the relying party and ask for a resident, P-256 key", async () => {
    const creation = await options(PASSKEY_ROUTES.registerOptions, randomUUID());
    expect(creation).toMatchObject({
      rp: { id: RP_ID, name: "Demo dApp" },
      pubKeyCredParams: [{ type: "public-key", alg: -7 }],
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      attestation: "none",
    });
  });

  it("signs a new visitor up: a user with no email, a session that opens the wallet routes", async () => {
    const { token, user } = await signUp();
    expect(user.email).toBeNull();
    const me = await call("GET", "/me", { token });
    expect(me.json()).toEqual({ id: user.id, email: null, wallet: null });
    const [row] = await world.database.db
      .select()
      .from(embeddedPasskeys)
      .where(eq(embeddedPasskeys.userId, user.id));
    expect(row).toMatchObject({
      deviceType: "multiDevice",
      backedUp: true,
      name: "Chrome on Linux",
    });
    // Only the public key: a COSE EC2 key, nothing secret.
    expect(row?.publicKey.length).toBeLessThan(120);
  });

  it("logs the same user in on another device and keeps the counter and backup flag", async () => {
    const { user, credential } = await signUp();
    const response = await logIn(credential);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ token: string; user: { id: string }; sealedDeviceShare: null }>();
    expect(body.user.id).toBe(user.id);
    expect(body.sealedDeviceShare).toBeNull();
    const [row] = await world.database.db
      .select()
      .from(embeddedPasskeys)
      .where(eq(embeddedPasskeys.userId, user.id));
    expect(row?.counter).toBe(credential.counter);
    expect(row?.lastUsedAt).not.toBeNull();
    // A passkey login is fresh: the recovery share opens without a code.
    const recovery = await call("POST", "/wallet/recovery", { token: body.token, body: {} });
    expectRefusal(recovery, "NO_WALLET");
  });

  it("refuses a replayed response: the challenge was taken by the first", async () => {
    const { credential } = await signUp();
    const device = randomUUID();
    const request = await options(PASSKEY_ROUTES.loginOptions, device);
    const response = assert(credential, request, { origin: FRAME, topOrigin: DAPP });
    const first = await call("POST", at(PASSKEY_ROUTES.login), {
      device,
      origin: FRAME,
      body: { response },
    });
    expect(first.statusCode).toBe(200);
    const again = await call("POST", at(PASSKEY_ROUTES.login), {
      device,
      origin: FRAME,
      body: { response },
    });
    expectRefusal(again, "PASSKEY_CHALLENGE_INVALID");
  });

  it("refuses a challenge past its three minutes, and one asked by another frame", async () => {
    const { credential } = await signUp();
    const device = randomUUID();
    const request = await options(PASSKEY_ROUTES.loginOptions, device);
    const stolen = await call("POST", at(PASSKEY_ROUTES.login), {
      device: randomUUID(),
      origin: FRAME,
      body: { response: assert(credential, request, { origin: FRAME }) },
    });
    expectRefusal(stolen, "PASSKEY_CHALLENGE_INVALID");
    const late = await options(PASSKEY_ROUTES.loginOptions, device);
    clock.advance(3 * 60_000 + 1);
    const response = await call("POST", at(PASSKEY_ROUTES.login), {
      device,
      origin: FRAME,
      body: { response: assert(credential, late, { origin: FRAME }) },
    });
    expectRefusal(response, "PASSKEY_CHALLENGE_INVALID");
  });

  it("refuses a response written for another origin (a phishing page) and for another RP ID", async () => {
    const { credential } = await signUp();
    for (const overrides of [
      { origin: "http://evil.localhost:8787" },
      { origin: FRAME, rpId: "evil.example" },
    ]) {
      const device = randomUUID();
      const request = await options(PASSKEY_ROUTES.loginOptions, device);
      const response = await call("POST", at(PASSKEY_ROUTES.login), {
        device,
        origin: FRAME,
        body: { response: assert(credential, request, overrides) },
      });
      expectRefusal(response, "PASSKEY_REJECTED");
    }
    const device = randomUUID();
    const creation = await options(PASSKEY_ROUTES.registerOptions, device);
    const wrongRp = createCredential(creation, { origin: FRAME, rpId: "evil.example" });
    const refused = await call("POST", at(PASSKEY_ROUTES.register), {
      device,
      origin: FRAME,
      body: { response: wrongRp.response },
    });
    expectRefusal(refused, "PASSKEY_REJECTED");
  });

  it("refuses a ceremony run inside a page that is not one of the project's origins", async () => {
    const { credential } = await signUp();
    const device = randomUUID();
    const request = await options(PASSKEY_ROUTES.loginOptions, device);
    const response = await call("POST", at(PASSKEY_ROUTES.login), {
      device,
      origin: FRAME,
      body: {
        response: assert(credential, request, { origin: FRAME, topOrigin: "https://evil.example" }),
      },
    });
    expectRefusal(response, "PASSKEY_REJECTED");
  });

  it("refuses a counter that went back (a cloned authenticator)", async () => {
    const { credential } = await signUp();
    expect((await logIn(credential)).statusCode).toBe(200);
    expect((await logIn(credential)).statusCode).toBe(200);
    const device = randomUUID();
    const request = await options(PASSKEY_ROUTES.loginOptions, device);
    const response = await call("POST", at(PASSKEY_ROUTES.login), {
      device,
      origin: FRAME,
      body: { response: assert(credential, request, { origin: FRAME, counter: 1 }) },
    });
    expectRefusal(response, "PASSKEY_REJECTED");
  });

  it("refuses another project's passkey", async () => {
    const { credential } = await signUp();
    const response = await logIn(credential, randomUUID(), callAs(world.app, otherProjectId));
    expectRefusal(response, "PASSKEY_UNKNOWN");
  });

  it("refuses an authenticator whose key is not P-256 (ES256)", async () => {
    const device = randomUUID();
    const creation = await options(PASSKEY_ROUTES.registerOptions, device);
    const rsa = createCredential(creation, { origin: FRAME, alg: -257 });
    const response = await call("POST", at(PASSKEY_ROUTES.register), {
      device,
      origin: FRAME,
      body: { response: rsa.response },
    });
    expectRefusal(response, "PASSKEY_NOT_ACCEPTED");
  });

  it("answers an IP-address frame that WebAuthn cannot serve, and a malformed response", async () => {
    const device = randomUUID();
    const ip = await call("POST", at(PASSKEY_ROUTES.registerOptions), {
      device,
      origin: "http://127.0.0.1:8787",
    });
    expectRefusal(ip, "PASSKEY_UNAVAILABLE");
    const junk = await call("POST", at(PASSKEY_ROUTES.login), {
      device,
      origin: FRAME,
      body: { response: { id: "x", response: { clientDataJSON: "!!" } } },
    });
    expectRefusal(junk, "BAD_REQUEST");
    const noDevice = await call("POST", at(PASSKEY_ROUTES.loginOptions), { origin: FRAME });
    expectRefusal(noDevice, "BAD_REQUEST");
  });

  it("lets an email user add a passkey, log in with it alone, and never remove the last way in", async () => {
    const email = `pk-${randomUUID()}@example.com`;
    const device = randomUUID();
    await call("POST", "/email/start", { device, body: { email } });
    const verified = await call("POST", "/email/verify", {
      device,
      body: { email, otp: await lastCode(world.app, email) },
    });
    const { token, user } = verified.json<{ token: string; user: { id: string } }>();
    const creation = await options(PASSKEY_ROUTES.addOptions, device, call, token);
    expect(creation.user.id).toBe(Buffer.from(user.id).toString("base64url"));
    const made = createCredential(creation, { origin: FRAME, topOrigin: DAPP, backedUp: false });
    const added = await call("POST", at(PASSKEY_ROUTES.passkeys), {
      device,
      origin: FRAME,
      token,
      body: { response: made.response, name: "Security key" },
    });
    expect(added.statusCode, added.body).toBe(201);
    const listed = await call("GET", at(PASSKEY_ROUTES.passkeys), { token });
    const { passkeys } = listed.json<{
      passkeys: { id: string; synced: boolean; name: string; publicKey: string }[];
    }>();
    expect(passkeys).toMatchObject([
      { name: "Security key", synced: false, credentialId: made.credential.id },
    ]);
    // The P-256 point the smart account is given: the authenticator's own public key.
    const jwk = createPublicKey(made.credential.privateKey).export({ format: "jwk" });
    const point = Buffer.concat([
      Buffer.from([4]),
      Buffer.from(jwk.x ?? "", "base64url"),
      Buffer.from(jwk.y ?? "", "base64url"),
    ]);
    expect(passkeys[0]?.publicKey).toBe(`0x${point.toString("hex")}`);

    const login = await logIn(made.credential);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ user: { id: user.id, email } });

    // The email stays a way in, so the passkey can go.
    const removed = await call("DELETE", at(passkeyPath("passkey", passkeys[0]?.id ?? "")), {
      token,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expectRefusal(await logIn(made.credential), "PASSKEY_UNKNOWN");
  });

  it("keeps a passkey-only account's last passkey, and another user's passkeys out of reach", async () => {
    const owner = await signUp();
    const [mine] = (await call("GET", at(PASSKEY_ROUTES.passkeys), { token: owner.token })).json<{
      passkeys: { id: string }[];
    }>().passkeys;
    const last = await call("DELETE", at(passkeyPath("passkey", mine?.id ?? "")), {
      token: owner.token,
    });
    expectRefusal(last, "PASSKEY_LAST_SIGN_IN");
    const stranger = await signUp();
    const theirs = await call("DELETE", at(passkeyPath("passkey", mine?.id ?? "")), {
      token: stranger.token,
    });
    expectRefusal(theirs, "PASSKEY_NOT_FOUND");
  });

  it("adds a passkey only right after a sign-in", async () => {
    const { token, device } = await signUp();
    clock.advance(11 * 60_000);
    const response = await call("POST", at(PASSKEY_ROUTES.addOptions), {
      device,
      origin: FRAME,
      token,
    });
    expectRefusal(response, "PASSKEY_SIGN_IN_AGAIN");
  });

  it("keeps the frame's PRF-sealed device share with its passkey and hands it back at login", async () => {
    const { token, credential } = await signUp();
    const [mine] = (await call("GET", at(PASSKEY_ROUTES.passkeys), { token })).json<{
      passkeys: { id: string }[];
    }>().passkeys;
    const sealed = "v1.aXY.Y2lwaGVydGV4dA";
    const kept = await call("POST", at(passkeyPath("deviceShare", mine?.id ?? "")), {
      token,
      body: { sealedDeviceShare: sealed },
    });
    expect(kept.statusCode, kept.body).toBe(204);
    const [row] = await world.database.db
      .select()
      .from(embeddedPasskeys)
      .where(eq(embeddedPasskeys.id, mine?.id ?? ""));
    // Sealed again by the server: the row never holds what the frame sent.
    expect(row?.sealedDeviceShare).not.toContain("Y2lwaGVydGV4dA");
    const login = await logIn(credential);
    expect(login.json()).toMatchObject({ sealedDeviceShare: sealed });
  });

  it("lets a passkey-only user export the key within minutes of signing in, then asks for a new sign-in", async () => {
    const { token, device, credential } = await signUp();
    const wallet = walletBody();
    const created = await call("POST", "/wallet", { token, device, body: wallet });
    expect(created.statusCode, created.body).toBe(201);
    const exported = await call("POST", "/wallet/export", { token, device, body: {} });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toEqual({ recoveryShare: wallet.recoveryShare });

    clock.advance(11 * 60_000);
    expectRefusal(
      await call("POST", "/wallet/export", { token, device, body: {} }),
      "EXPORT_SIGN_IN_AGAIN",
    );
    // A new passkey sign-in is the fresh proof.
    const again = await logIn(credential, device);
    const renewed = await call("POST", "/wallet/export", {
      token: again.json<{ token: string }>().token,
      device,
      body: {},
    });
    expect(renewed.json()).toEqual({ recoveryShare: wallet.recoveryShare });
  });
});

describe("passkey routes are the frame's only", () => {
  it("are declared in @foyer/protocol under the embedded auth prefix", () => {
    for (const path of Object.values(PASSKEY_ROUTES)) expect(path.startsWith(AUTH)).toBe(true);
  });
});
