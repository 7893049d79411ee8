import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Agent, fetch } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Anvil, anvilSkipReason, freePort, startAnvil } from "./support/anvil.js";
import { drivers } from "./support/databases.js";
import { createFreshDatabase } from "./support/freshDatabase.js";
import {
  checkConfig,
  type HaproxyProcess,
  haproxySkipReason,
  startHaproxy,
} from "./support/haproxy.js";
import { buildServerOnce } from "./support/serverBuild.js";
import { runBuiltServer, type ServerProcess } from "./support/serverProcess.js";
import { evmSigner, formatMessage, messageData } from "./support/siwx.js";
import { startSmtp } from "./support/smtp.js";

const repoDir = fileURLToPath(new URL("../../..", import.meta.url));
const GUIDE = join(repoDir, "docs/deploy.md");
const HAPROXY_CFG = join(repoDir, "docs/haproxy.cfg");

const databaseUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";
const skipReason =
  drivers.find((driver) => driver.name === "postgres")?.skipReason ??
  haproxySkipReason ??
  anvilSkipReason;

const ORIGIN = "https://dapp.example";
const CHAIN = "eip155:31337";
const AUTH = "/auth/v1/embedded";
const INSTANCES = ["one", "two"] as const;
type Name = (typeof INSTANCES)[number];

/**
 * The instance environment of docs/deploy.md: the fenced block that starts with the line
 * `# /etc/foyer/foyer.env`, as KEY=value lines. The test runs every instance on it, replacing
 * only what names this machine's addresses and secrets, so the guide cannot drift from what
 * is proven here.
 */
function guideEnvironment(): Record<string, string> {
  const guide = readFileSync(GUIDE, "utf8");
  const block = /```sh\n# \/etc\/foyer\/foyer\.env\n([\s\S]*?)```/.exec(guide)?.[1];
  if (block === undefined) throw new Error("docs/deploy.md has no # /etc/foyer/foyer.env block");
  const env: Record<string, string> = {};
  for (const line of block.split("\n")) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    // A value with spaces is double-quoted, for the shell and for systemd alike.
    if (match) env[match[1]!] = match[2]!.replace(/^"(.*)"$/, "$1");
  }
  return env;
}

/** Concurrent clients of the load runs: each has at most one request in flight. */
const WORKERS = 4;

/** The n-th loopback address of the load (127.0.2.1, 127.0.2.2, …): one client each. */
function loadAddress(n: number): string {
  return `127.0.${2 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

/** Resolves once `condition` holds (checked as the load's answers come in). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * `workers` loops each running `step` one after the other until `stop()`, or for a loop until
 * its step answers false.
 */
function runLoad(
  workers: number,
  step: () => Promise<boolean | undefined>,
): { stop(): Promise<void>; finished: Promise<unknown> } {
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running && (await step()) !== false);
  });
  const finished = Promise.all(loops);
  return {
    finished,
    stop: async () => {
      running = false;
      await finished;
    },
  };
}

/**
 * A client at its own loopback address (the proxy forwards it as X-Forwarded-For), trusting the
 * proxy's test certificate `ca`.
 */
function clientAt(address: string, ca: string): Agent {
  return new Agent({ localAddress: address, connect: { ca } });
}

/** A self-signed certificate for 127.0.0.1 and its key, in one PEM as HAProxy takes it. */
function selfSignedPem(dir: string): { pem: string; certificate: string } {
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-days",
      "1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  const certificate = readFileSync(cert, "utf8");
  const pem = join(dir, "foyer.pem");
  writeFileSync(pem, certificate + readFileSync(key, "utf8"), { mode: 0o600 });
  return { pem, certificate };
}

interface Answer {
  status: number;
  servedBy: string | null;
  body: unknown;
}

/**
 * Two production servers (`node dist/main.js`, NODE_ENV=production) on one fresh Postgres
 * database, behind Debian's HAProxy running docs/haproxy.cfg (round robin, no stickiness,
 * health checks on /ready). Everything the test asks goes through the proxy; `X-Served-By`
 * says which instance answered.
 */
describe.skipIf(skipReason !== undefined)(
  `two production instances behind HAProxy${skipReason ? ` — skipped: ${skipReason}` : ""}`,
  () => {
    let database: { url: string; drop(): Promise<void> };
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let anvil: Anvil;
    let haproxy: HaproxyProcess;
    let workDir: string;
    let lb: string;
    const ports = {} as Record<Name, number>;
    const servers = {} as Record<Name, ServerProcess>;
    let guide: Record<string, string>;
    let instanceEnv: Record<string, string>;
    let ca: string;
    let defaultClient: Agent;

    const start = async (name: Name) => {
      const server = runBuiltServer({ ...instanceEnv, PORT: String(ports[name]) });
      servers[name] = server;
      await server.waitFor("Foyer server listening on");
      return server;
    };

    beforeAll(async () => {
      const build = buildServerOnce();
      if (build.status !== 0) throw new Error(`npm run build failed: ${build.stderr}`);
      [database, smtp, anvil] = await Promise.all([
        createFreshDatabase(databaseUrl, "foyer_lb"),
        startSmtp(),
        startAnvil(),
      ]);
      workDir = await mkdtemp(join(tmpdir(), "foyer-lb-"));
      const tls = selfSignedPem(workDir);
      ca = tls.certificate;
      defaultClient = clientAt("127.0.0.1", ca);
      const lbPort = await freePort();
      // TLS ends at the proxy, as in the guide: browsers reach https://…, instances plain HTTP.
      lb = `https://127.0.0.1:${lbPort}`;
      ports.one = await freePort();
      ports.two = await freePort();
      guide = guideEnvironment();
      instanceEnv = {
        ...guide,
        DATABASE_URL: database.url,
        FOYER_SECRET: randomUUID() + randomUUID(),
        FOYER_PUBLIC_URL: lb,
        SMTP_URL: smtp.url,
        FOYER_NETWORKS: JSON.stringify({ [CHAIN]: { name: "Devnet", rpcUrls: [anvil.url] } }),
        FOYER_NETWORKS_FILE: "",
        DEMO_ORIGINS: ORIGIN,
        FOYER_METRICS_TOKEN: randomUUID() + randomUUID(),
        // The test hands each drain over itself (second signal once the proxy has marked the
        // instance down) instead of trusting a delay to outlast the proxy's checks.
        SHUTDOWN_DELAY_MS: "600000",
      };
      // The guide's explicit migration step, before any instance starts (production servers
      // do not migrate: they wait on /ready until the schema is there).
      const migrate = spawnSync("npm", ["run", "migrate", "-w", "@foyer/server"], {
        cwd: repoDir,
        env: { ...process.env, ...instanceEnv },
        encoding: "utf8",
      });
      if (migrate.status !== 0)
        throw new Error(`migrate failed: ${migrate.stdout}${migrate.stderr}`);
      await Promise.all(INSTANCES.map(start));
      const haproxyEnv = {
        FOYER_LB_BIND: `127.0.0.1:${lbPort}`,
        FOYER_TLS_CERT: tls.pem,
        FOYER_SERVER_1: `127.0.0.1:${ports.one}`,
        FOYER_SERVER_2: `127.0.0.1:${ports.two}`,
        FOYER_LB_ADMIN_SOCKET: join(workDir, "admin.sock"),
        FOYER_LB_LOG_STDOUT: "1",
      };
      const check = checkConfig(HAPROXY_CFG, haproxyEnv);
      if (check.status !== 0) throw new Error(`haproxy -c failed: ${check.output}`);
      haproxy = startHaproxy(HAPROXY_CFG, haproxyEnv);
      await Promise.all(INSTANCES.map((name) => haproxy.waitForState(name, "UP")));
    }, 600_000);

    afterAll(async () => {
      await haproxy?.stop();
      for (const server of Object.values(servers)) {
        server.child.kill("SIGKILL");
        await server.exit;
      }
      await defaultClient?.close();
      await anvil?.stop();
      await smtp?.close();
      await database?.drop();
      if (workDir) await rm(workDir, { recursive: true, force: true });
    }, 60_000);

    /** One request through the proxy, from `client` (127.0.0.1 unless given). */
    const call = async (
      method: "GET" | "POST",
      path: string,
      options: { body?: unknown; headers?: Record<string, string>; client?: Agent } = {},
    ): Promise<Answer> => {
      const response = await fetch(`${lb}${path}`, {
        method,
        dispatcher: options.client ?? defaultClient,
        headers: {
          origin: ORIGIN,
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (an HAProxy error page): kept as text.
      }
      return { status: response.status, servedBy: response.headers.get("x-served-by"), body };
    };

    const mailedCode = (email: string): string => {
      const delivery = smtp.deliveries.filter((item) => item.to.includes(email)).at(-1);
      const code = /Your code is (\d{6})\./.exec(delivery?.raw ?? "")?.[1];
      if (code === undefined) throw new Error(`no code mailed to ${email}`);
      return code;
    };

    /** A SIWX sign-in (nonce, then the signed message) from `client`; the session's token. */
    const siwxSignIn = async (client?: Agent) => {
      const nonce = await call("POST", "/auth/v1/siwx/nonce?projectId=demo", {
        ...(client ? { client } : {}),
      });
      if (nonce.status !== 200) return { nonce, session: undefined };
      const signer = evmSigner();
      const data = messageData(CHAIN, signer.address, (nonce.body as { nonce: string }).nonce);
      const message = formatMessage(data);
      const session = await call("POST", "/auth/v1/siwx/sessions?projectId=demo", {
        body: { message, signature: await signer.sign(message), data },
        ...(client ? { client } : {}),
      });
      return { nonce, session, address: signer.address };
    };

    it("serves as the guide says: ready on both instances, /metrics only on an instance with its token", async () => {
      // What the guide configures is production, and what the test replaces is only addresses
      // and secrets: the mail sender, the drain bound and the log level are the guide's own.
      expect(guide).toMatchObject({ NODE_ENV: "production", TRUST_PROXY: "127.0.0.1" });
      expect(instanceEnv.MAIL_FROM).toBe("Example Wallet <login@example.com>");
      const ready = [await call("GET", "/ready"), await call("GET", "/ready")];
      expect(ready.map((answer) => answer.status)).toEqual([200, 200]);
      expect(new Set(ready.map((answer) => answer.servedBy))).toEqual(new Set(INSTANCES));
      expect(ready[0]!.body).toMatchObject({
        status: "ready",
        checks: { database: "ok", migrations: "applied", networks: { [CHAIN]: "ok" } },
      });
      // Over TLS, which the proxy ends, telling browsers to stay on HTTPS.
      const health = await fetch(`${lb}/health`, { dispatcher: defaultClient });
      expect(health.status).toBe(200);
      expect(health.headers.get("strict-transport-security")).toBe("max-age=31536000");
      // Per-instance figures are scraped from each instance, never through the proxy.
      expect((await call("GET", "/metrics")).status).toBe(404);
      const direct = await fetch(`http://127.0.0.1:${ports.one}/metrics`, {
        headers: { authorization: `Bearer ${instanceEnv.FOYER_METRICS_TOKEN}` },
      });
      expect(direct.status).toBe(200);
      expect(await direct.text()).toContain("# TYPE");
    });

    it("logs in by email with each step on another instance, and the session holds on both", async () => {
      const email = `lb-${randomUUID().slice(0, 8)}@example.com`;
      const device = randomUUID();
      // The frame makes these calls, from the server's public origin (the proxy's).
      const headers = { "x-foyer-device": device, origin: lb };
      const started = await call("POST", `${AUTH}/email/start?projectId=demo`, {
        body: { email },
        headers,
      });
      expect(started).toMatchObject({ status: 200, body: { action: "VERIFY_OTP" } });
      expect(smtp.deliveries.find((item) => item.to.includes(email))?.from).toBe(
        "login@example.com",
      );
      const verified = await call("POST", `${AUTH}/email/verify?projectId=demo`, {
        body: { email, otp: mailedCode(email) },
        headers,
      });
      expect(verified).toMatchObject({ status: 200, body: { user: { email } } });
      // Round robin without stickiness: the code sent by one instance is checked by the other.
      expect(verified.servedBy).not.toBe(started.servedBy);

      const { token } = verified.body as { token: string };
      const session = { ...headers, authorization: `Bearer ${token}` };
      const me = [
        await call("GET", `${AUTH}/me?projectId=demo`, { headers: session }),
        await call("GET", `${AUTH}/me?projectId=demo`, { headers: session }),
      ];
      expect(me.map((answer) => answer.status)).toEqual([200, 200]);
      expect(me.map((answer) => answer.body)).toMatchObject([{ email }, { email }]);
      expect(new Set(me.map((answer) => answer.servedBy))).toEqual(new Set(INSTANCES));

      // Signed out on one instance, the session is gone on both.
      expect(
        (await call("POST", `${AUTH}/sign-out?projectId=demo`, { headers: session })).status,
      ).toBeLessThan(300);
      const after = [
        await call("GET", `${AUTH}/me?projectId=demo`, { headers: session }),
        await call("GET", `${AUTH}/me?projectId=demo`, { headers: session }),
      ];
      expect(after.map((answer) => answer.status)).toEqual([401, 401]);
      expect(new Set(after.map((answer) => answer.servedBy))).toEqual(new Set(INSTANCES));
    });

    it("spends one address's mail budget across both instances: 5 an hour, the 6th refused wherever it lands", async () => {
      const email = `budget-${randomUUID().slice(0, 8)}@example.com`;
      const answers: Answer[] = [];
      for (let i = 0; i < 6; i++) {
        answers.push(
          await call("POST", `${AUTH}/email/start?projectId=demo`, {
            body: { email },
            headers: { "x-foyer-device": randomUUID(), origin: lb },
          }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(INSTANCES));
      expect(smtp.deliveries.filter((item) => item.to.includes(email))).toHaveLength(5);
    });

    it("signs in with SIWX through the proxy: the nonce from one instance, the session on the other, valid on both", async () => {
      const { nonce, session, address } = await siwxSignIn();
      expect(session).toMatchObject({ status: 201 });
      expect(session!.servedBy).not.toBe(nonce.servedBy);
      const { token } = session!.body as { token: string };
      const query = `chainId=${CHAIN}&address=${address}&projectId=demo`;
      const headers = { authorization: `Bearer ${token}` };
      const listed = [
        await call("GET", `/auth/v1/siwx/sessions?${query}`, { headers }),
        await call("GET", `/auth/v1/siwx/sessions?${query}`, { headers }),
      ];
      expect(listed.map((answer) => answer.status)).toEqual([200, 200]);
      for (const answer of listed) {
        expect((answer.body as { sessions: unknown[] }).sessions).toHaveLength(1);
      }
    });

    it("loses no acknowledged write when an instance is killed (SIGKILL) mid-burst and restarted", async () => {
      const acknowledged: { token: string; address: string; client: Agent }[] = [];
      const failures: unknown[] = [];
      const servedBy: (string | null)[] = [];
      // A bounded burst: the sign-in routes take 1,200 requests a minute per project. Half of
      // it may run before the killed instance is back; the rest waits for it, so the
      // restarted instance takes writes too.
      const TOTAL = 200;
      let signIns = 0;
      let restarted = false;
      let servedByRestarted = 0;
      let backUp: () => void = () => {};
      const restartedAndUp = new Promise<void>((resolve) => (backUp = resolve));
      const load = runLoad(WORKERS, async () => {
        const n = signIns++;
        if (n >= TOTAL) return false;
        if (n >= TOTAL / 2) await restartedAndUp;
        const client = clientAt(loadAddress(n), ca);
        try {
          const { nonce, session, address } = await siwxSignIn(client);
          const answer = session ?? nonce;
          if (answer.status === 201 && address !== undefined) {
            acknowledged.push({ token: (answer.body as { token: string }).token, address, client });
            servedBy.push(answer.servedBy);
            if (restarted && answer.servedBy === "one") servedByRestarted++;
          } else {
            failures.push({ status: answer.status, body: answer.body, servedBy: answer.servedBy });
            await client.close();
          }
        } catch (error) {
          failures.push(error);
          await client.close();
        }
        return true;
      });
      await until(() => acknowledged.length >= 12);
      expect(failures).toEqual([]);
      servers.one.child.kill("SIGKILL");
      await servers.one.exit;
      await start("one");
      restarted = true;
      await haproxy.waitForState("one", "UP");
      backUp();
      await load.finished;
      // The restarted instance acknowledged writes of its own.
      expect(servedByRestarted).toBeGreaterThan(0);

      // Only requests in flight on the killed instance may fail: at most one per worker.
      expect(failures.length, JSON.stringify(failures.slice(0, 3))).toBeLessThanOrEqual(WORKERS);
      for (const failure of failures) {
        if (failure instanceof Error) continue;
        expect((failure as { status: number }).status, JSON.stringify(failure)).toBe(502);
      }
      // Every acknowledged session is there, read through the proxy.
      const missing: string[] = [];
      for (const { token, address, client } of acknowledged) {
        const listed = await call(
          "GET",
          `/auth/v1/siwx/sessions?chainId=${CHAIN}&address=${address}&projectId=demo`,
          { headers: { authorization: `Bearer ${token}` }, client },
        );
        const sessions = (listed.body as { sessions?: unknown[] }).sessions ?? [];
        if (listed.status !== 200 || sessions.length !== 1) missing.push(address);
        await client.close();
      }
      expect(missing).toEqual([]);
      expect(new Set(servedBy)).toEqual(new Set(INSTANCES));
      console.info(
        `SIGKILL run: ${TOTAL} sign-ins, ${acknowledged.length} acknowledged, 0 lost, ${failures.length} failed (in flight on the killed instance)`,
      );
    }, 300_000);

    it("takes a draining instance out by /ready, and restarts both in turn under steady load with no failed request", async () => {
      const answers: { servedBy: string | null; afterOut: Name | undefined }[] = [];
      const failures: unknown[] = [];
      let out: Name | undefined;
      const load = runLoad(WORKERS, async () => {
        const sentWhileOut = out;
        try {
          const answer = await call("POST", `/v1?chainId=${CHAIN}&projectId=demo`, {
            body: { jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] },
          });
          const result = (answer.body as { result?: unknown }).result;
          if (answer.status === 200 && typeof result === "string") {
            answers.push({ servedBy: answer.servedBy, afterOut: sentWhileOut });
          } else {
            failures.push({ status: answer.status, body: answer.body });
          }
        } catch (error) {
          failures.push(error);
        }
        return true;
      });
      for (const name of INSTANCES) {
        const other = name === "one" ? "two" : "one";
        const server = servers[name];
        // SIGTERM: /ready turns 503 while the instance still serves; the proxy's checks take
        // it out of rotation.
        server.child.kill("SIGTERM");
        await haproxy.waitForState(name, "DOWN");
        out = name;
        const mark = answers.length;
        await until(() => answers.slice(mark).filter((a) => a.afterOut === name).length >= 10);
        // Out of rotation: whatever was sent since lands on the other instance.
        expect(
          new Set(
            answers
              .slice(mark)
              .filter((a) => a.afterOut === name)
              .map((a) => a.servedBy),
          ),
        ).toEqual(new Set([other]));
        // The second signal ends the delay: it stops accepting, finishes, exits 0.
        server.child.kill("SIGTERM");
        expect(await server.exit).toBe(0);
        expect(server.output()).toContain('"outcome":"drained"');
        await start(name);
        await haproxy.waitForState(name, "UP");
        out = undefined;
      }
      const mark = answers.length;
      await until(() => new Set(answers.slice(mark).map((a) => a.servedBy)).size === 2);
      await load.stop();
      expect(failures).toEqual([]);
      console.info(`Rolling restart: ${answers.length} requests, ${failures.length} failed`);
    }, 300_000);
  },
);
