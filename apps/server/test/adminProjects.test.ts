import { randomUUID } from "node:crypto";
import { DEFAULT_REMOTE_FEATURES } from "@foyer/protocol";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects } from "../src/db/schema.js";
import { adminCall, auditOf, createAdminApp } from "./support/admin.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { useServerApp } from "./support/serverApp.js";

const SHOP = "https://shop.example";
const ADDRESS = "0x1111111111111111111111111111111111111111";
/** A network with a bundler and the Delegation Framework configured: smart accounts there. */
const SMART_NETWORKS = JSON.stringify({
  "eip155:84532": {
    name: "Base Sepolia",
    rpcUrls: ["http://127.0.0.1:9/"],
    bundlerUrl: "http://127.0.0.1:9/bundler",
    smartAccounts: {
      EntryPoint: ADDRESS,
      SimpleFactory: ADDRESS,
      DelegationManager: ADDRESS,
      implementations: { HybridDeleGator: ADDRESS },
      caveatEnforcers: {},
    },
  },
});

describeEachDriver("admin API: projects", (driver) => {
  const world = useServerApp(driver, {
    // Projects are cached for ten minutes here: a change must reach the cache without a timer.
    build: ({ database }) =>
      createAdminApp(database, {
        projectCacheTtlMs: 600_000,
        env: { FOYER_NETWORKS: SMART_NETWORKS },
      }),
  });

  const call = () => adminCall(world.app);
  const newId = () => `shop-${randomUUID().slice(0, 8)}`;
  const config = (id: string) =>
    world.app.inject({ url: `/appkit/v1/config?projectId=${id}`, headers: { origin: SHOP } });
  const create = (body: Record<string, unknown>) => call()("POST", "/admin/v1/projects", { body });

  it("creates a project (201), in force at once for its origins, audited", async () => {
    const id = newId();
    // A lookup before the project exists caches the miss; the creation must clear it.
    expect((await config(id)).statusCode).toBe(401);
    const created = await create({
      id,
      name: "Shop",
      allowedOrigins: [SHOP, SHOP],
      features: { email: false, socials: ["google", "farcaster"] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id,
      name: "Shop",
      allowedOrigins: [SHOP],
      features: {
        ...DEFAULT_REMOTE_FEATURES,
        email: false,
        socials: ["google", "farcaster"],
        analytics: false,
      },
      nameZone: null,
      smartAccountNetworks: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const served = await config(id);
    expect(served.statusCode).toBe(200);
    expect(served.json().features).toMatchObject({
      email: false,
      socials: ["google", "farcaster"],
    });
    const refused = await world.app.inject({
      url: `/appkit/v1/config?projectId=${id}`,
      headers: { origin: "https://elsewhere.example" },
    });
    expect(refused.statusCode).toBe(403);
    const [audit] = await auditOf(world.database, id);
    expect(audit).toMatchObject({
      actor: "token",
      action: "project.create",
      targetType: "project",
      before: null,
      after: created.json(),
    });
    expect((await call()("GET", `/admin/v1/projects/${id}`)).json()).toEqual(created.json());
    const listed = (await call()("GET", "/admin/v1/projects")).json().projects as { id: string }[];
    expect(listed.map((project) => project.id)).toContain(id);
  });

  it("refuses an id that is taken (409), changing nothing", async () => {
    const id = newId();
    expect((await create({ id, name: "First", allowedOrigins: [] })).statusCode).toBe(201);
    const again = await create({ id, name: "Second", allowedOrigins: [SHOP] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "PROJECT_EXISTS" });
    expect((await call()("GET", `/admin/v1/projects/${id}`)).json().name).toBe("First");
    expect(await auditOf(world.database, id)).toHaveLength(1);
  });

  describe("refuses bad input with a 400 naming the field, writing nothing", () => {
    it.each([
      [{ id: "My Shop", name: "x", allowedOrigins: [] }, /^id must be 1-63 lowercase letters/],
      [{ id: "-shop", name: "x", allowedOrigins: [] }, /^id must be/],
      [{ name: "x", allowedOrigins: [] }, /^id is required$/],
      [{ id: "ok", name: "  ", allowedOrigins: [] }, /^name must not be empty/],
      [
        { id: "ok", name: "x", allowedOrigins: ["https://shop.example/"] },
        /^allowedOrigins\.0: "https:\/\/shop\.example\/" is not an origin: write scheme:\/\/host\[:port\] with no path/,
      ],
      [
        { id: "ok", name: "x", allowedOrigins: ["https://*.shop.example"] },
        /^allowedOrigins\.0: .*wildcards are not supported/,
      ],
      [
        { id: "ok", name: "x", allowedOrigins: "https://shop.example" },
        /^allowedOrigins must be a list/,
      ],
      [
        { id: "ok", name: "x", allowedOrigins: [], features: { emails: false } },
        /^features\.emails: unknown feature "emails" \(known: email, passkey, swaps, onramp, activity, reownBranding, multiWallet, socials, analytics\)/,
      ],
      [
        { id: "ok", name: "x", allowedOrigins: [], features: { socials: ["myspace"] } },
        /^features\.socials\.0: socials must be a list of google/,
      ],
      [
        { id: "ok", name: "x", allowedOrigins: [], nameZone: "Shop!" },
        /^nameZone must be a lowercase/,
      ],
      [
        { id: "ok", name: "x", allowedOrigins: [], smartAccountNetworks: ["eip155:1"] },
        /^smartAccountNetworks: this server has no smart accounts on eip155:1 \(it has: eip155:84532\)/,
      ],
    ] as [Record<string, unknown>, RegExp][])("%j", async (body, message) => {
      const id = typeof body.id === "string" ? `${body.id}-${randomUUID().slice(0, 6)}` : undefined;
      const response = await create({ ...body, ...(id === undefined ? {} : { id }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "INVALID_REQUEST", error: "Bad Request" });
      expect(response.json().message).toMatch(message);
      if (id !== undefined) {
        expect((await call()("GET", `/admin/v1/projects/${id}`)).statusCode).toBe(404);
        expect(await auditOf(world.database, id)).toHaveLength(0);
      }
    });
  });

  it("changes what the body names, key by key; every change is in force at once and audited", async () => {
    const id = newId();
    await create({ id, name: "Shop", allowedOrigins: [SHOP], features: { swaps: false } });
    expect((await config(id)).json().features.email).toBe(true);
    const patched = await call()("PATCH", `/admin/v1/projects/${id}`, {
      body: {
        allowedOrigins: ["https://new.shop.example"],
        features: { email: false, swaps: null, analytics: true },
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: "Shop",
      allowedOrigins: ["https://new.shop.example"],
      features: { email: false, swaps: true, analytics: true },
    });
    // The old origin is refused and the new one served, from a cache that would keep them 10 minutes.
    expect((await config(id)).statusCode).toBe(403);
    const fresh = await world.app.inject({
      url: `/appkit/v1/config?projectId=${id}`,
      headers: { origin: "https://new.shop.example" },
    });
    expect(fresh.json().features).toMatchObject({ email: false, swaps: true });
    const analytics = await world.app.inject({
      url: `/getAnalyticsConfig?projectId=${id}`,
      headers: { origin: "https://new.shop.example" },
    });
    expect(analytics.json()).toEqual({ isAnalyticsEnabled: true });
    const [row] = await world.database.db.select().from(projects).where(eq(projects.id, id));
    expect(row?.features).toEqual({ email: false });
    const [, update] = await auditOf(world.database, id);
    expect(update).toMatchObject({
      action: "project.update",
      before: expect.objectContaining({
        allowedOrigins: [SHOP],
        features: expect.objectContaining({ email: true, swaps: false }),
      }),
      after: expect.objectContaining({ allowedOrigins: ["https://new.shop.example"] }),
    });
    const bad = await call()("PATCH", `/admin/v1/projects/${id}`, {
      body: { allowedOrigins: ["shop.example"] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^allowedOrigins\.0: "shop\.example" is not an origin like/);
    expect(await auditOf(world.database, id)).toHaveLength(2);
  });

  it("adds and removes origins against the list as it is: two operators at once both keep theirs", async () => {
    const id = newId();
    expect((await create({ id, name: "Shop", allowedOrigins: [SHOP] })).statusCode).toBe(201);
    const patch = (body: Record<string, unknown>) =>
      call()("PATCH", `/admin/v1/projects/${id}`, { body });
    const origins = Array.from({ length: 6 }, (_, i) => `https://o${i}.shop.example`);
    // Each operator read [SHOP] and adds its own: none overwrites another's.
    const answers = await Promise.all(origins.map((origin) => patch({ addOrigins: [origin] })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(origins.map(() => 200));
    const after = (await call()("GET", `/admin/v1/projects/${id}`)).json().allowedOrigins;
    expect([...after].sort()).toEqual([SHOP, ...origins].sort());

    const removed = await Promise.all([
      patch({ removeOrigins: [SHOP] }),
      patch({ removeOrigins: [origins[0]], addOrigins: ["https://new.shop.example"] }),
    ]);
    expect(removed.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const final = (await call()("GET", `/admin/v1/projects/${id}`)).json().allowedOrigins;
    expect([...final].sort()).toEqual([...origins.slice(1), "https://new.shop.example"].sort());
    // Served to the project's clients as stored.
    const served = await world.app.inject({ url: `/projects/v1/origins?projectId=${id}` });
    expect([...served.json().allowedOrigins].sort()).toEqual([...final].sort());

    const both = await patch({ allowedOrigins: [SHOP], addOrigins: [SHOP] });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(
      "allowedOrigins replaces the whole list: send it alone, or addOrigins and removeOrigins",
    );
    const bad = await patch({ addOrigins: ["https://shop.example/path"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(
      /^addOrigins\.0: "https:\/\/shop\.example\/path" is not an origin/,
    );
    const many = Array.from({ length: 100 }, (_, i) => `https://m${i}.shop.example`);
    const tooMany = await patch({ addOrigins: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("allowedOrigins holds at most 100 origins");
    expect((await call()("GET", `/admin/v1/projects/${id}`)).json().allowedOrigins).toEqual(final);
  });

  it("answers 404 PROJECT_NOT_FOUND for a project that does not exist", async () => {
    const id = newId();
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { name: "x" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await call()(method, `/admin/v1/projects/${id}`, { body });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "PROJECT_NOT_FOUND" });
    }
    expect(await auditOf(world.database, id)).toHaveLength(0);
  });

  it("deletes a project: its clients are refused at once; audited with what it was", async () => {
    const id = newId();
    await create({ id, name: "Gone soon", allowedOrigins: [SHOP] });
    expect((await config(id)).statusCode).toBe(200);
    const deleted = await call()("DELETE", `/admin/v1/projects/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await config(id)).json()).toMatchObject({ code: "INVALID_PROJECT_ID" });
    const [, removal] = await auditOf(world.database, id);
    expect(removal).toMatchObject({
      action: "project.delete",
      before: expect.objectContaining({ id, name: "Gone soon" }),
      after: null,
    });
  });

  it("gives a project a name zone of its own and keeps smart accounts to some networks", async () => {
    const id = newId();
    await create({ id, name: "Zone", allowedOrigins: [SHOP] });
    const suggestions = () =>
      world.app.inject({
        url: `/v1/profile/suggestions/alice?projectId=${id}`,
        headers: { origin: SHOP },
      });
    const smartAccounts = async () =>
      (
        await world.app.inject({
          url: `/v1/smart-accounts?projectId=${id}`,
          headers: { origin: SHOP },
        })
      ).json().networks as { caipNetworkId: string }[];
    expect((await suggestions()).json().zone).toBe("foyer.id");
    expect((await smartAccounts()).map((n) => n.caipNetworkId)).toEqual(["eip155:84532"]);
    await call()("PATCH", `/admin/v1/projects/${id}`, {
      body: { nameZone: "shop.example", smartAccountNetworks: [] },
    });
    expect((await suggestions()).json()).toMatchObject({
      zone: "shop.example",
      suggestions: [{ name: "alice.shop.example", registered: false }],
    });
    expect(await smartAccounts()).toEqual([]);
    await call()("PATCH", `/admin/v1/projects/${id}`, {
      body: { nameZone: null, smartAccountNetworks: null },
    });
    expect((await suggestions()).json().zone).toBe("foyer.id");
    expect(await smartAccounts()).toHaveLength(1);
  });
});
