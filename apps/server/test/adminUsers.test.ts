import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { getAddress } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { accountNames, devMail, embeddedCodes, embeddedUsers } from "../src/db/schema.js";
import { adminCall, auditOf, createAdminApp } from "./support/admin.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { callAs, login, uniqueEmail, walletBody } from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";
import { evmSigner, siwxSignIn, type TestSigner } from "./support/siwx.js";

const SHOP = "https://shop.example";

interface ListedUser {
  id: string;
  email: string | null;
  farcasterFid: number | null;
  socialUsername: string | null;
  addresses: { namespace: string; address: string }[];
  devices: { id: string }[];
  sessions: { id: string; device: string }[];
  lastLoginAt: string | null;
}

describeEachDriver("admin API: users and sign-in sessions", (driver) => {
  const world = useServerApp(driver, { build: ({ database }) => createAdminApp(database) });
  const projectId = `users-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    const created = await adminCall(world.app)("POST", "/admin/v1/projects", {
      body: { id: projectId, name: "Users", allowedOrigins: [SHOP] },
    });
    expect(created.statusCode).toBe(201);
  });

  const call = () => adminCall(world.app);
  const auth = () => callAs(world.app, projectId);
  const users = async (query = "") =>
    (await call()("GET", `/admin/v1/projects/${projectId}/users${query}`)).json() as {
      users: ListedUser[];
      next?: string;
    };
  /** An email user with a wallet at `signer`'s address, logged in on one device. */
  const walletUser = async (signer: TestSigner, email = uniqueEmail("wallet")) => {
    const session = await login(world.app, projectId, email);
    const wallet = await auth()("POST", "/wallet", {
      token: session.token,
      body: { ...walletBody(), address: signer.address },
    });
    expect(wallet.statusCode).toBe(201);
    return { ...session, email };
  };
  /** A Sign In With X session of `signer` in the project: its bearer token. */
  const signInWithX = async (signer: TestSigner) => {
    const created = await siwxSignIn(world.app, projectId, signer, SHOP);
    expect(created.statusCode).toBe(201);
    return created.json().token as string;
  };

  const siwxRead = (token: string, address: string) =>
    world.app.inject({
      url: `/auth/v1/siwx/sessions?projectId=${projectId}&chainId=eip155:31337&address=${address}`,
      headers: { origin: SHOP, authorization: `Bearer ${token}` },
    });

  it("lists the project's users newest first, page by page, with their logins, devices and sessions", async () => {
    const first = await login(world.app, projectId, uniqueEmail("first"));
    const signer = evmSigner();
    const second = await walletUser(signer);
    const fid = String(100_000 + Math.floor(Math.random() * 900_000));
    await world.database.db.insert(embeddedUsers).values({
      id: randomUUID(),
      projectId,
      socialProvider: "farcaster",
      socialSubject: fid,
      socialUsername: `caster${fid}`,
    });
    const page1 = await users("?limit=2");
    expect(page1.users).toHaveLength(2);
    expect(page1.users[0]).toMatchObject({
      farcasterFid: Number(fid),
      email: null,
      lastLoginAt: null,
    });
    expect(page1.users[1]).toMatchObject({
      id: second.user.id,
      email: second.email,
      addresses: [{ namespace: "eip155", address: getAddress(signer.address) }],
      devices: [{ id: second.device.slice(0, 8) }],
      sessions: [{ device: second.device.slice(0, 8) }],
      lastLoginAt: expect.any(String),
    });
    expect(page1.next).toEqual(expect.any(String));
    const page2 = await users(`?limit=2&cursor=${page1.next}`);
    expect(page2.users.map((user) => user.id)).toContain(first.user.id);
    expect(page2.users.map((user) => user.id)).not.toContain(second.user.id);
    const bad = await call()("GET", `/admin/v1/projects/${projectId}/users?cursor=nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^cursor/);
    const missing = await call()("GET", `/admin/v1/projects/${randomUUID()}/users`);
    expect(missing.json()).toMatchObject({ code: "PROJECT_NOT_FOUND" });
  });

  it("finds users by part of an email, username or address, or a whole id or fid", async () => {
    const signer = evmSigner();
    const user = await walletUser(signer, uniqueEmail("findme"));
    const fid = String(1_000_000 + Math.floor(Math.random() * 1_000_000));
    const casterId = randomUUID();
    await world.database.db.insert(embeddedUsers).values({
      id: casterId,
      projectId,
      socialProvider: "farcaster",
      socialSubject: fid,
      socialUsername: `hopper${fid}`,
    });
    const ids = async (search: string) =>
      (await users(`?search=${encodeURIComponent(search)}`)).users.map((found) => found.id);
    expect(await ids(user.email.split("@")[0] ?? "")).toEqual([user.user.id]);
    expect(await ids(signer.address.slice(2, 20).toLowerCase())).toEqual([user.user.id]);
    expect(await ids(user.user.id)).toEqual([user.user.id]);
    expect(await ids(fid)).toEqual([casterId]);
    expect(await ids(`hopper${fid}`)).toEqual([casterId]);
    // LIKE's wildcards are taken literally.
    expect(await ids("%")).toEqual([]);
    const one = await call()("GET", `/admin/v1/users/${user.user.id}`);
    expect(one.json()).toMatchObject({ id: user.user.id, email: user.email, projectId });
    const unknown = await call()("GET", `/admin/v1/users/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "USER_NOT_FOUND" });
  });

  it("revokes a user: sessions end now ('Session Expired'), devices need approving again, sign-ins end", async () => {
    const signer = evmSigner();
    const user = await walletUser(signer);
    const other = await login(world.app, projectId, uniqueEmail("bystander"));
    const siwxToken = await signInWithX(signer);
    expect((await siwxRead(siwxToken, signer.address)).json().sessions).toHaveLength(1);
    const revoked = await call()("POST", `/admin/v1/users/${user.user.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ revokedSessions: 1, removedDevices: 1, revokedSignIns: 1 });
    const me = await auth()("GET", "/me", { token: user.token, device: user.device });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: "SESSION_EXPIRED", message: "Session Expired" });
    expect((await siwxRead(siwxToken, signer.address)).statusCode).toBe(401);
    // The same device must be approved by mail again before it gets the wallet back.
    const again = await auth()("POST", "/email/start", {
      body: { email: user.email },
      device: user.device,
    });
    expect(again.json()).toEqual({ action: "VERIFY_DEVICE" });
    // Nobody else is touched.
    const bystander = await auth()("GET", "/me", { token: other.token, device: other.device });
    expect(bystander.statusCode).toBe(200);
    const [audit] = await auditOf(world.database, user.user.id);
    expect(audit).toMatchObject({
      action: "user.revoke",
      before: { projectId, liveSessions: 1, devices: 1, signIns: 1 },
      after: { projectId, liveSessions: 0, devices: 0, signIns: 0 },
    });
    const unknown = await call()("POST", `/admin/v1/users/${randomUUID()}/revoke`);
    expect(unknown.json()).toMatchObject({ code: "USER_NOT_FOUND" });
  });

  it("erases a user and what is theirs; the audit keeps no email, name or address", async () => {
    const signer = evmSigner();
    const user = await walletUser(signer);
    const siwxToken = await signInWithX(signer);
    const name = `erase${randomUUID().slice(0, 8)}.foyer.id`;
    await world.database.db.insert(accountNames).values({
      name,
      zone: "foyer.id",
      address: signer.address,
      addressKey: signer.address.toLowerCase(),
      chainId: 1,
      coinType: 60,
      message: "signed",
      signature: "0x00",
    });
    // A pending login code, and its mail in the dev mailbox.
    await auth()("POST", "/email/start", { body: { email: user.email }, device: randomUUID() });
    const erased = await call()("DELETE", `/admin/v1/users/${user.user.id}`);
    expect(erased.statusCode).toBe(204);
    expect((await call()("GET", `/admin/v1/users/${user.user.id}`)).statusCode).toBe(404);
    expect(
      (await auth()("GET", "/me", { token: user.token, device: user.device })).statusCode,
    ).toBe(401);
    expect((await siwxRead(siwxToken, signer.address)).statusCode).toBe(401);
    expect(
      await world.database.db.select().from(devMail).where(eq(devMail.to, user.email)),
    ).toEqual([]);
    expect(
      await world.database.db
        .select()
        .from(embeddedCodes)
        .where(inArray(embeddedCodes.subject, [user.email])),
    ).toEqual([]);
    expect(
      await world.database.db.select().from(accountNames).where(eq(accountNames.name, name)),
    ).toEqual([]);
    const rows = await auditOf(world.database, user.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "user.erase",
      before: {
        projectId,
        login: "email",
        wallet: true,
        sessions: 1,
        devices: 1,
        signIns: 1,
        names: 1,
      },
      after: null,
    });
    const kept = JSON.stringify(rows[0]).toLowerCase();
    expect(kept).not.toContain(user.email.toLowerCase());
    expect(kept).not.toContain(signer.address.toLowerCase().slice(2));
    const again = await call()("DELETE", `/admin/v1/users/${user.user.id}`);
    expect(again.json()).toMatchObject({ code: "USER_NOT_FOUND" });
  });

  describe("Sign In With X sessions", () => {
    it("lists the project's sessions and revokes one: its token stops working, audited once", async () => {
      const alice = evmSigner();
      const bob = evmSigner();
      const aliceToken = await signInWithX(alice);
      const bobToken = await signInWithX(bob);
      const list = async (query = "") =>
        (await call()("GET", `/admin/v1/projects/${projectId}/sessions${query}`)).json()
          .sessions as {
          id: string;
          address: string;
          domain: string;
          chainId: string;
          revokedAt: string | null;
        }[];
      const live = await list();
      const aliceSession = live.find((session) => session.address === alice.address);
      expect(aliceSession).toMatchObject({
        chainId: "eip155:31337",
        domain: "shop.example",
        revokedAt: null,
      });
      expect(live.some((session) => session.address === bob.address)).toBe(true);
      const path = `/admin/v1/projects/${projectId}/sessions/${aliceSession?.id}/revoke`;
      expect((await call()("POST", path)).statusCode).toBe(204);
      expect((await siwxRead(aliceToken, alice.address)).statusCode).toBe(401);
      expect((await siwxRead(bobToken, bob.address)).statusCode).toBe(200);
      expect((await list()).some((session) => session.address === alice.address)).toBe(false);
      expect(
        (await list("?status=all")).find((s) => s.address === alice.address)?.revokedAt,
      ).toEqual(expect.any(String));
      // Revoking it again changes nothing and writes no second row.
      expect((await call()("POST", path)).statusCode).toBe(204);
      const audit = await auditOf(world.database, aliceSession?.id ?? "");
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "siwx-session.revoke", targetType: "siwx-session" });
      const unknown = await call()(
        "POST",
        `/admin/v1/projects/${projectId}/sessions/${"0".repeat(64)}/revoke`,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: "SESSION_NOT_FOUND" });
      const badStatus = await call()("GET", `/admin/v1/projects/${projectId}/sessions?status=dead`);
      expect(badStatus.json().message).toBe("status must be live or all");
    });
  });
});
