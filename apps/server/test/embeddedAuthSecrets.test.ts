import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { listMail } from "../src/auth/mail/devMailbox.js";
import type { Database } from "../src/db/database.js";
import * as schema from "../src/db/schema.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import {
  approveByLink,
  callAs,
  createAuthApp,
  lastApprovalPath,
  lastCode,
  login,
  uniqueEmail,
  walletBody,
} from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";

/** Every secret a full flow handles, collected as the test goes. */
async function fullFlow(app: FastifyInstance, projectId: string) {
  const call = callAs(app, projectId);
  const email = uniqueEmail("secret");
  const codes: string[] = [];
  const first = await login(app, projectId, email);
  codes.push(await lastCode(app, email));
  const wallet = walletBody();
  await call("POST", "/wallet", { token: first.token, body: wallet });
  const deviceShare = Buffer.from(`device-share-${randomUUID()}`).toString("base64");
  await call("POST", "/wallet/device-fallback", { token: first.token, body: { deviceShare } });

  // A second device: approval link, then the code it triggers.
  const device = randomUUID();
  await call("POST", "/email/start", { body: { email }, device });
  const approvePath = await lastApprovalPath(app, email);
  const linkToken = new URL(approvePath, "http://x").searchParams.get("token") ?? "";
  expect((await approveByLink(app, approvePath)).statusCode).toBe(200);
  const otp = await lastCode(app, email);
  codes.push(otp);
  const second = await call("POST", "/email/verify", { body: { email, otp }, device });
  const secondToken = second.json<{ token: string }>().token;
  // A pending (unused) code stays in the table: it must be there only as a hash.
  await call("POST", "/email/reauth", { token: secondToken });
  codes.push(await lastCode(app, email));

  return {
    codes,
    tokens: [first.token, secondToken, linkToken],
    shares: [wallet.authShare, wallet.recoveryShare, deviceShare],
  };
}

describeEachDriver("embedded auth secrets at rest", (driver) => {
  const world = useServerApp(driver, {
    build: ({ database }) => createAuthApp(database),
    project: {},
  });

  it("keeps codes, tokens and shares only hashed or sealed in the database", async () => {
    const { codes, tokens, shares } = await fullFlow(world.app, world.projectId);
    const { db } = world.database;
    const dump = {
      embeddedUsers: await db.select().from(schema.embeddedUsers),
      embeddedCodes: await db.select().from(schema.embeddedCodes),
      embeddedSessions: await db.select().from(schema.embeddedSessions),
      embeddedWallets: await db.select().from(schema.embeddedWallets),
      embeddedDevices: await db.select().from(schema.embeddedDevices),
      embeddedDeviceLinks: await db.select().from(schema.embeddedDeviceLinks),
      rateLimits: await db.select().from(schema.rateLimits),
      serverSecrets: await db.select().from(schema.serverSecrets),
    };
    const text = JSON.stringify(dump);
    // The rows are really there (the check below could not pass on empty tables).
    expect(text).toContain("v1.");
    expect(JSON.stringify(dump.embeddedCodes)).toMatch(/"codeHash":"[0-9a-f]{64}"/);
    for (const secret of [...tokens, ...shares]) expect(text).not.toContain(secret);
    for (const share of shares) {
      expect(text).not.toContain(Buffer.from(share, "base64").toString("hex"));
    }
    // Six digits could appear by chance inside a hash or a timestamp; look for them as values.
    for (const code of codes) {
      expect(text).not.toMatch(new RegExp(`"${code}"|:${code}[,}]`));
    }
  });

  it("keeps a generated secret in the database, so a restarted server keeps sessions and shares", async () => {
    const email = uniqueEmail("restart");
    const { token } = await login(world.app, world.projectId, email);
    const wallet = walletBody();
    await callAs(world.app, world.projectId)("POST", "/wallet", { token, body: wallet });

    const restarted = await createAuthApp(world.database);
    try {
      const share = await callAs(restarted, world.projectId)("GET", "/wallet/auth-share", {
        token,
      });
      expect(share.statusCode).toBe(200);
      expect(share.json()).toMatchObject({ authShare: wallet.authShare });
    } finally {
      await restarted.close();
    }
    // A server with another secret can neither read the token nor (so) the shares.
    const other = await createAuthApp(world.database, {
      env: { FOYER_SECRET: "another-secret-that-is-long-enough-0123" },
    });
    try {
      const refused = await callAs(other, world.projectId)("GET", "/wallet/auth-share", { token });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: "SESSION_EXPIRED" });
    } finally {
      await other.close();
    }
  });
});

describe("embedded auth logs", () => {
  const captured = () => {
    const lines: string[] = [];
    return { lines, stream: { write: (line: string) => void lines.push(line) } };
  };

  let database: Database;
  beforeAll(async () => {
    const { pgliteDriver } = await import("./support/databases.js");
    database = await pgliteDriver.open();
  });

  it("never logs session tokens or shares; codes and links only in the dev mailbox line outside production", async () => {
    const log = captured();
    const app = await createAuthApp(database, {
      env: { LOG_LEVEL: "info" },
      logStream: log.stream,
    });
    try {
      const projectId = await insertProject(database.db);
      const { codes, tokens, shares } = await fullFlow(app, projectId);
      const text = log.lines.join("");
      // The capture works: request lines and the dev mailbox's line (with code, not in production).
      expect(text).toContain("/auth/v1/embedded/device/approve?token=[redacted]");
      expect(text).toContain(`code for`);
      expect(text).toContain(codes[0]);
      const [firstToken, secondToken, linkToken] = tokens;
      for (const secret of [firstToken, secondToken, ...shares]) {
        expect(text).not.toContain(secret);
      }
      // The link is in the dev mailbox's own line (that is its job), in no other.
      const withLink = log.lines.filter((line) => line.includes(linkToken ?? "?"));
      expect(withLink).toHaveLength(1);
      expect(withLink[0]).toContain("dev mailbox: device approval link for");
    } finally {
      await app.close();
    }
  });

  it("logs the dev mailbox line without the code in production", async () => {
    const log = captured();
    const app = await createAuthApp(database, {
      env: { LOG_LEVEL: "info" },
      logStream: log.stream,
      production: true,
    });
    try {
      const projectId = await insertProject(database.db);
      const email = uniqueEmail("prod");
      await callAs(app, projectId)("POST", "/email/start", {
        body: { email },
        device: randomUUID(),
      });
      // No mailbox route in production: the stored mail is read from the database.
      const [mail] = await listMail(database.db, email);
      const code = /Your code is (\d{6})\./.exec(mail?.text ?? "")?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const text = log.lines.join("");
      expect(text).toContain(`dev mailbox: code for ${email}"`);
      expect(text).not.toContain(code as string);
    } finally {
      await app.close();
    }
  });
});
