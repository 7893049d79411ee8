import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AdminCommand, parseAdminArgs, UsageError } from "../src/cli/adminArgs.js";
import { foyerAdmin } from "../src/cli/foyerAdmin.js";
import { adminAudit } from "../src/db/schema.js";
import { ADMIN_TOKEN, createAdminApp } from "./support/admin.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { callAs, login, uniqueEmail } from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("foyer-admin's command line", () => {
  const cases: [string, string[], AdminCommand][] = [
    ["list", ["projects", "list"], { kind: "projects.list", json: false }],
    ["list as JSON", ["projects", "list", "--json"], { kind: "projects.list", json: true }],
    [
      "create with origins and features",
      [
        "projects",
        "create",
        "shop",
        "--name",
        "Shop",
        "--origin",
        "https://shop.example",
        "--origin",
        "https://www.shop.example",
        "--feature",
        "email=off",
        "--feature",
        "socials=google,github",
        "--feature",
        "swaps=default",
      ],
      {
        kind: "projects.create",
        id: "shop",
        name: "Shop",
        origins: ["https://shop.example", "https://www.shop.example"],
        features: { email: false, socials: ["google", "github"], swaps: null },
        json: false,
      },
    ],
    [
      "update the name only",
      ["projects", "update", "shop", "--name", "Shop 2"],
      { kind: "projects.update", id: "shop", name: "Shop 2", features: {}, json: false },
    ],
    [
      "socials none",
      ["projects", "update", "shop", "--feature", "socials=none"],
      { kind: "projects.update", id: "shop", features: { socials: [] }, json: false },
    ],
    ["delete", ["projects", "delete", "shop"], { kind: "projects.delete", id: "shop" }],
    [
      "origins add",
      ["origins", "add", "shop", "https://a.example", "https://b.example"],
      {
        kind: "origins.add",
        id: "shop",
        origins: ["https://a.example", "https://b.example"],
        json: false,
      },
    ],
    [
      "origins remove",
      ["origins", "remove", "shop", "https://a.example"],
      { kind: "origins.remove", id: "shop", origins: ["https://a.example"], json: false },
    ],
    [
      "users revoke",
      ["users", "revoke", "u-1"],
      { kind: "users.revoke", userId: "u-1", json: false },
    ],
    [
      "sponsorship off",
      ["sponsorship", "off", "shop"],
      { kind: "sponsorship.set", id: "shop", patch: { enabled: false }, json: false },
    ],
    [
      "sponsorship set in native units",
      [
        "sponsorship",
        "set",
        "shop",
        "--on",
        "--network",
        "eip155:31337",
        "--target",
        "all",
        "--user-daily",
        "0.05",
        "--user-operations",
        "20",
        "--daily-cap",
        "2",
      ],
      {
        kind: "sponsorship.set",
        id: "shop",
        patch: {
          enabled: true,
          networks: ["eip155:31337"],
          targets: "all",
          perUserDailyWei: "50000000000000000",
          perUserDailyOperations: 20,
          globalDailyWei: "2000000000000000000",
        },
        json: false,
      },
    ],
    ["nothing", [], { kind: "help" }],
    ["--help", ["projects", "--help"], { kind: "help" }],
  ];
  it.each(cases)("reads %s", (_title, argv, expected) => {
    expect(parseAdminArgs(argv)).toEqual(expected);
  });

  const refused: [string[], RegExp][] = [
    [["projects", "create", "shop"], /needs --name/],
    [["projects", "update", "shop"], /needs --name, --origin or --feature/],
    [["projects", "show"], /needs the project id/],
    [["projects", "delete", "a", "b"], /unexpected argument "b"/],
    [["origins", "add", "shop"], /at least one origin/],
    [["projects", "launch"], /unknown command "projects launch"/],
    [["projects", "list", "--colour"], /Unknown option '--colour'/],
    [["projects", "update", "shop", "--feature", "email"], /<name>=<value>/],
    [["projects", "update", "shop", "--feature", "email=maybe"], /email takes on, off or default/],
    [["projects", "update", "shop", "--feature", "socials=google,"], /separated by commas/],
    [["sponsorship", "set", "shop"], /sponsorship set needs --on, --off, --network/],
    [["sponsorship", "set", "shop", "--on", "--off"], /--on or --off, not both/],
    [["sponsorship", "set", "shop", "--user-daily", "1e18"], /--user-daily takes an amount/],
    [["sponsorship", "set", "shop", "--user-daily", "0.0000000000000000001"], /native units/],
    [["sponsorship", "set", "shop", "--user-operations", "1.5"], /a whole number/],
    [["sponsorship", "set", "shop", "--target", "all", "--target", "0x1"], /stands alone/],
  ];
  it.each(refused)("refuses %j", (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
    expect(() => parseAdminArgs(argv)).toThrow(message);
  });
});

describeEachDriver("foyer-admin against a running server", (driver) => {
  const world = useServerApp(driver, {
    build: ({ database }) => createAdminApp(database),
    listen: true,
  });

  /** Runs foyer-admin in this process with real HTTP; its exit code and what it printed. */
  const run = async (argv: string[], env: Record<string, string> = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await foyerAdmin(argv, {
      env: { FOYER_ADMIN_URL: world.url, FOYER_ADMIN_TOKEN: ADMIN_TOKEN, ...env },
      fetch: globalThis.fetch,
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };
  const newId = () => `cli-${randomUUID().slice(0, 8)}`;
  const actionsOn = async (id: string) =>
    (
      await world.database.db
        .select({ actor: adminAudit.actor, action: adminAudit.action })
        .from(adminAudit)
        .where(eq(adminAudit.targetId, id))
        .orderBy(adminAudit.id)
    ).map((row) => `${row.actor} ${row.action}`);

  it("creates, shows, updates, changes origins of and deletes a project, each audited", async () => {
    const id = newId();
    const created = await run([
      "projects",
      "create",
      id,
      "--name",
      "Shop",
      "--origin",
      "https://shop.example",
      "--feature",
      "email=off",
    ]);
    expect(created).toMatchObject({ code: 0, err: "" });
    expect(created.out).toContain(`${id}  Shop`);
    expect(created.out).toContain("origins:  https://shop.example");

    const listed = await run(["projects", "list", "--json"]);
    expect(listed.code).toBe(0);
    const mine = (JSON.parse(listed.out) as { id: string; features: { email: boolean } }[]).find(
      (project) => project.id === id,
    );
    expect(mine?.features.email).toBe(false);

    expect((await run(["origins", "add", id, "https://www.shop.example"])).code).toBe(0);
    expect((await run(["origins", "remove", id, "https://shop.example"])).code).toBe(0);
    const updated = await run([
      "projects",
      "update",
      id,
      "--name",
      "Shop 2",
      "--feature",
      "swaps=off",
      "--json",
    ]);
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.out)).toMatchObject({
      name: "Shop 2",
      allowedOrigins: ["https://www.shop.example"],
      features: { email: false, swaps: false },
    });
    // What the server serves its clients is what foyer-admin set.
    const origins = await world.app.inject({ url: `/projects/v1/origins?projectId=${id}` });
    expect(origins.json()).toEqual({ allowedOrigins: ["https://www.shop.example"] });

    expect(await run(["projects", "delete", id])).toMatchObject({
      code: 0,
      out: `Deleted project ${id}.`,
    });
    const gone = await run(["projects", "show", id]);
    expect(gone.code).toBe(1);
    expect(gone.err).toContain("(404 PROJECT_NOT_FOUND)");
    expect(await actionsOn(id)).toEqual([
      "token project.create",
      "token project.update",
      "token project.update",
      "token project.update",
      "token project.delete",
    ]);
  });

  it("revokes a user: their session is refused afterwards", async () => {
    const id = newId();
    expect((await run(["projects", "create", id, "--name", "Users"])).code).toBe(0);
    const user = await login(world.app, id, uniqueEmail("cli"));
    const me = () =>
      callAs(world.app, id)("GET", "/me", { token: user.token, device: user.device });
    expect((await me()).statusCode).toBe(200);
    const revoked = await run(["users", "revoke", user.user.id]);
    expect(revoked).toMatchObject({ code: 0, err: "" });
    expect(revoked.out).toMatch(/1 session\(s\) ended, 1 device\(s\) removed/);
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: "SESSION_EXPIRED", message: "Session Expired" });
    expect(await actionsOn(user.user.id)).toEqual(["token user.revoke"]);
  });

  it("sets a project's gas sponsorship in native units, shows it, turns it off, each audited", async () => {
    const id = newId();
    expect((await run(["projects", "create", id, "--name", "Gas"])).code).toBe(0);
    const off = await run(["sponsorship", "show", id]);
    expect(off).toMatchObject({ code: 0, err: "" });
    expect(off.out).toContain(`${id}  gas sponsorship off`);
    const target = "0x000000000000000000000000000000000000dEaD";
    const set = await run([
      "sponsorship",
      "set",
      id,
      "--on",
      "--target",
      target,
      "--user-daily",
      "0.05",
      "--user-operations",
      "20",
      "--daily-cap",
      "2",
    ]);
    expect(set).toMatchObject({ code: 0, err: "" });
    expect(set.out).toContain(`${id}  gas sponsorship on`);
    expect(set.out).toContain(`targets:  ${target.toLowerCase()}`);
    expect(set.out).toContain("per user: 0.05 ETH and 20 operations a day");
    expect(set.out).toContain("in all:   2 ETH a day");
    expect(set.out).toMatch(
      /today \(\d{4}-\d{2}-\d{2} UTC\): 0 operations for 0 users, 0 ETH of 2 ETH/,
    );

    expect((await run(["sponsorship", "off", id])).code).toBe(0);
    const shown = JSON.parse((await run(["sponsorship", "show", id, "--json"])).out);
    expect(shown.policy).toEqual({
      enabled: false,
      networks: [],
      targets: [target.toLowerCase()],
      perUserDailyWei: "50000000000000000",
      perUserDailyOperations: 20,
      globalDailyWei: "2000000000000000000",
    });
    // This server has no paymaster: no network can be sponsored, and it says so.
    const refused = await run(["sponsorship", "set", id, "--network", "eip155:1"]);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      "foyer-admin: networks: this server has no paymaster on eip155:1 (it has: none) (400 INVALID_REQUEST)",
    );
    expect(await actionsOn(id)).toEqual([
      "token project.create",
      "token project.sponsorship",
      "token project.sponsorship",
    ]);
  });

  it("prints the server's refusal, naming the field, and exits 1", async () => {
    const bad = await run([
      "projects",
      "create",
      newId(),
      "--name",
      "Bad",
      "--origin",
      "https://shop.example/path",
    ]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(
      /allowedOrigins\.0: "https:\/\/shop\.example\/path" is not an origin.*\(400 INVALID_REQUEST\)/,
    );
    const unknown = await run(["projects", "update", "demo", "--feature", "teleport=on"]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/unknown feature "teleport"/);
  });

  it("needs the server's token and URL, and never prints the token", async () => {
    const wrong = await run(["projects", "list"], { FOYER_ADMIN_TOKEN: "x".repeat(40) });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain("(401 ADMIN_UNAUTHORIZED)");
    expect(wrong.err).not.toContain("x".repeat(40));
    expect(await run(["projects", "list"], { FOYER_ADMIN_TOKEN: "" })).toMatchObject({ code: 2 });
    expect((await run(["projects", "list"], { FOYER_ADMIN_URL: "" })).err).toMatch(
      /set FOYER_ADMIN_URL/,
    );
    // A port nothing listens on: a server opened and closed again.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = await run(["projects", "list"], { FOYER_ADMIN_URL: `http://127.0.0.1:${port}` });
    expect(down.code).toBe(1);
    expect(down.err).toContain(`could not reach http://127.0.0.1:${port}: connect ECONNREFUSED`);
    expect(down.err).not.toContain(ADMIN_TOKEN);
  });

  it("runs as a command: `npm run admin -w @foyer/server` creates and lists, a bad line exits 2", async () => {
    const exec = (argv: string[]) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ["--conditions=foyer-source", "--import", "tsx", "src/cli/foyerAdminBin.ts", ...argv],
          {
            cwd: packageDir,
            env: { ...process.env, FOYER_ADMIN_URL: world.url, FOYER_ADMIN_TOKEN: ADMIN_TOKEN },
            stdio: ["ignore", "pipe", "pipe"],
          },
        );
        let out = "";
        let err = "";
        child.stdout.on("data", (chunk) => {
          out += chunk;
        });
        child.stderr.on("data", (chunk) => {
          err += chunk;
        });
        child.on("close", (code) => resolve({ code, out, err }));
      });
    const id = newId();
    const created = await exec(["projects", "create", id, "--name", "Shell"]);
    expect(created.err).toBe("");
    expect(created.code).toBe(0);
    const listed = await exec(["projects", "list"]);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${id}  Shell`);
    const bad = await exec(["projects", "launch"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown command "projects launch"');
  });
});
