import type { CaipNetworkId, SiwxMessageData } from "@foyer/protocol";
import { base58 } from "@scure/base";
import type { FastifyInstance, InjectOptions } from "fastify";
import { type Hex, serializeErc6492Signature } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterEach, expect, it } from "vitest";
import type { SiwxSettings } from "../src/siwx/index.js";
import { freePort } from "./support/anvil.js";
import { GENEROUS_RATE_LIMIT } from "./support/app.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { createDevnetApp } from "./support/devnet.js";
import { useErc1271Devnet } from "./support/erc1271Accounts.js";
import { useServerApp } from "./support/serverApp.js";
import {
  BITCOIN_MAINNET,
  bitcoinSigner,
  evmSigner,
  formatMessage,
  messageData,
  SOLANA_MAINNET,
  solanaSigner,
  type TestSigner,
} from "./support/siwx.js";

const ORIGIN = "https://dapp.example";
const DEVNET = "eip155:31337";
const HOUR = 60 * 60 * 1000;

const chain = useErc1271Devnet(7);

describeEachDriver("SIWX routes", (driver) => {
  /** Moves the server's clock; reset after each test. */
  let clockOffsetMs = 0;
  const makeApp = (
    siwx: Partial<SiwxSettings> = {},
    env: Record<string, string> = {},
  ): Promise<FastifyInstance> =>
    createDevnetApp(world.database, chain.devnet, {
      env,
      app: {
        siwx: { now: () => Date.now() + clockOffsetMs, rateLimit: GENEROUS_RATE_LIMIT, ...siwx },
      },
    });
  const world = useServerApp(driver, {
    build: () => makeApp(),
    project: { allowedOrigins: [ORIGIN] },
  });
  afterEach(() => {
    clockOffsetMs = 0;
  });

  const withProject = (path: string, project = world.projectId) =>
    `${path}${path.includes("?") ? "&" : "?"}projectId=${project}`;

  const newNonce = async (project = world.projectId, target = world.app) => {
    const response = await target.inject({
      method: "POST",
      url: withProject("/auth/v1/siwx/nonce", project),
      headers: { origin: ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { nonce: string; expiresAt: string }).nonce;
  };

  const postSession = (
    body: unknown,
    options: { project?: string; headers?: InjectOptions["headers"] } = {},
  ) =>
    world.app.inject({
      method: "POST",
      url: withProject("/auth/v1/siwx/sessions", options.project),
      headers: options.headers ?? { origin: ORIGIN },
      payload: body as InjectOptions["payload"],
    });

  /** Builds, signs and submits a message; `signWith` signs for a different key than the message names. */
  const signIn = async (
    signer: TestSigner,
    chainId: CaipNetworkId,
    options: {
      overrides?: Partial<SiwxMessageData>;
      signWith?: TestSigner;
      project?: string;
      headers?: InjectOptions["headers"];
      nonce?: string;
    } = {},
  ) => {
    const nonce = options.nonce ?? (await newNonce(options.project));
    const data = messageData(chainId, signer.address, nonce, options.overrides);
    const message = formatMessage(data);
    const signature = await (options.signWith ?? signer).sign(message);
    const body = { message, signature, data };
    const response = await postSession(body, options);
    return { body, response };
  };

  const expectRefusal = (
    response: { statusCode: number; json(): unknown },
    status: number,
    code: string,
    message?: RegExp,
  ) => {
    expect(response.statusCode).toBe(status);
    const body = response.json() as { code: string; error: string; message: string };
    expect(body.code).toBe(code);
    expect(typeof body.error).toBe("string");
    if (message !== undefined) expect(body.message).toMatch(message);
  };

  const getSessions = (
    token: string | undefined,
    chainId: string,
    address: string,
    project = world.projectId,
  ) =>
    world.app.inject({
      method: "GET",
      url: withProject(`/auth/v1/siwx/sessions?chainId=${chainId}&address=${address}`, project),
      headers: {
        origin: ORIGIN,
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
    });

  it("issues single-use random nonces that expire in 5 minutes", async () => {
    const before = Date.now();
    const response = await world.app.inject({
      method: "POST",
      url: withProject("/auth/v1/siwx/nonce"),
      headers: { origin: ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe(ORIGIN);
    const { nonce, expiresAt } = response.json() as { nonce: string; expiresAt: string };
    expect(nonce).toMatch(/^[A-Za-z0-9]{24}$/);
    const lifetime = Date.parse(expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(5 * 60 * 1000 - 1_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60 * 1000 + 1_000);
    expect(await newNonce()).not.toBe(nonce);
  });

  it("is behind the project guard, with preflights that allow the bearer header", async () => {
    const missing = await world.app.inject({ method: "POST", url: "/auth/v1/siwx/nonce" });
    expectRefusal(missing, 401, "INVALID_PROJECT_ID");
    const wrongOrigin = await world.app.inject({
      method: "POST",
      url: withProject("/auth/v1/siwx/nonce"),
      headers: { origin: "https://evil.example" },
    });
    expectRefusal(wrongOrigin, 403, "INVALID_APP_CONFIGURATION");
    for (const path of [
      "/auth/v1/siwx/nonce",
      "/auth/v1/siwx/sessions",
      "/auth/v1/siwx/sessions/revoke",
    ]) {
      const preflight = await world.app.inject({
        method: "OPTIONS",
        url: withProject(path),
        headers: { origin: ORIGIN, "access-control-request-method": "POST" },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers["access-control-allow-origin"]).toBe(ORIGIN);
      expect(preflight.headers["access-control-allow-headers"]).toContain("authorization");
    }
  });

  it("signs in an EOA on eip155, then reads and revokes the session with its token", async () => {
    const signer = evmSigner();
    const { body, response } = await signIn(signer, DEVNET);
    expect(response.statusCode).toBe(201);
    expect(response.headers["access-control-allow-origin"]).toBe(ORIGIN);
    const created = response.json() as {
      session: { data: SiwxMessageData; message: string; signature: string; expiresAt: string };
      token: string;
    };
    expect(created.session).toEqual({
      data: body.data,
      message: body.message,
      signature: body.signature,
      // The message's Expiration Time is sooner than the server's 7-day cap.
      expiresAt: body.data.expirationTime,
    });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const read = await getSessions(created.token, DEVNET, signer.address.toLowerCase());
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ sessions: [created.session] });
    const otherAccount = await getSessions(created.token, DEVNET, evmSigner().address);
    expect(otherAccount.json()).toEqual({ sessions: [] });
    expectRefusal(await getSessions(undefined, DEVNET, signer.address), 401, "UNAUTHORIZED");
    expectRefusal(await getSessions("x".repeat(43), DEVNET, signer.address), 401, "UNAUTHORIZED");

    const revokeUrl = withProject("/auth/v1/siwx/sessions/revoke");
    const anonymous = await world.app.inject({
      method: "POST",
      url: revokeUrl,
      headers: { origin: ORIGIN },
      payload: { chainId: DEVNET, address: signer.address },
    });
    expectRefusal(anonymous, 401, "UNAUTHORIZED");
    const revoked = await world.app.inject({
      method: "POST",
      url: revokeUrl,
      headers: { origin: ORIGIN, authorization: `Bearer ${created.token}` },
      payload: { chainId: DEVNET, address: signer.address },
    });
    expect(revoked.statusCode).toBe(204);
    expectRefusal(await getSessions(created.token, DEVNET, signer.address), 401, "UNAUTHORIZED");
  });

  it("never stores the token itself", async () => {
    const { response } = await signIn(evmSigner(), DEVNET);
    const { token } = response.json() as { token: string };
    const { siwxSessions } = await import("../src/db/schema.js");
    const rows = await world.database.db.select().from(siwxSessions);
    expect(rows.some((row) => JSON.stringify(row).includes(token))).toBe(false);
  });

  it("accepts an ERC-1271 signature of a deployed smart account", async () => {
    const owner = evmSigner();
    const account = await chain.accounts.deploy(owner.address as `0x${string}`, 1);
    const smart: TestSigner = { address: account, sign: owner.sign };
    const { response } = await signIn(smart, DEVNET);
    expect(response.statusCode).toBe(201);
  });

  it("refuses an ERC-1271 account's signature by someone who doesn't own it", async () => {
    const owner = evmSigner();
    const account = await chain.accounts.deploy(owner.address as `0x${string}`, 2);
    const { response } = await signIn({ address: account, sign: owner.sign }, DEVNET, {
      signWith: evmSigner(),
    });
    expectRefusal(response, 401, "SIGNATURE_INVALID");
  });

  it("accepts an ERC-6492 signature of a smart account not deployed yet", async () => {
    const owner = evmSigner();
    const ownerAddress = owner.address as `0x${string}`;
    const account = await chain.accounts.addressOf(ownerAddress, 3);
    const counterfactual: TestSigner = {
      address: account,
      sign: async (message) =>
        serializeErc6492Signature({
          address: chain.accounts.factory,
          data: chain.accounts.createCalldata(ownerAddress, 3),
          signature: await privateKeyToAccount(owner.privateKey).signMessage({ message }),
        }),
    };
    const { response } = await signIn(counterfactual, DEVNET);
    expect(response.statusCode).toBe(201);
    // Verification simulates the deployment; it must not have happened for real.
    const refused = await signIn(counterfactual, DEVNET, {
      signWith: {
        address: account,
        sign: async (message) =>
          serializeErc6492Signature({
            address: chain.accounts.factory,
            data: chain.accounts.createCalldata(ownerAddress, 3),
            signature: (await evmSigner().sign(message)) as Hex,
          }),
      },
    });
    expectRefusal(refused.response, 401, "SIGNATURE_INVALID");
  });

  it("signs in on Solana (ed25519) and Bitcoin (BIP-322)", async () => {
    const solana = solanaSigner();
    const solanaSignIn = await signIn(solana, SOLANA_MAINNET);
    expect(solanaSignIn.response.statusCode).toBe(201);
    const solanaToken = (solanaSignIn.response.json() as { token: string }).token;
    const solanaRead = await getSessions(solanaToken, SOLANA_MAINNET, solana.address);
    expect((solanaRead.json() as { sessions: unknown[] }).sessions).toHaveLength(1);

    const bitcoin = bitcoinSigner();
    const bitcoinSignIn = await signIn(bitcoin, BITCOIN_MAINNET);
    expect(bitcoinSignIn.response.statusCode).toBe(201);
  });

  it("refuses signatures from another address, on every namespace", async () => {
    for (const [signer, other, chainId] of [
      [evmSigner(), evmSigner(), DEVNET],
      [solanaSigner(), solanaSigner(), SOLANA_MAINNET],
      [bitcoinSigner(), bitcoinSigner(), BITCOIN_MAINNET],
    ] as const) {
      const { response } = await signIn(signer, chainId, { signWith: other });
      expectRefusal(response, 401, "SIGNATURE_INVALID", /signature is not by/);
    }
  });

  it("answers 400, not 401, for a malformed account address, and keeps the nonce unspent", async () => {
    for (const [address, chainId] of [
      ["0x1234", DEVNET],
      [`0x${"g".repeat(40)}`, DEVNET],
      ["not-base58-0OIl", SOLANA_MAINNET],
      [base58.encode(new Uint8Array(31)), SOLANA_MAINNET],
      ["bc1-not-bech32!", BITCOIN_MAINNET],
    ] as const) {
      const signer = evmSigner();
      const nonce = await newNonce();
      const { response } = await signIn({ address, sign: signer.sign }, chainId, { nonce });
      expectRefusal(response, 400, "INVALID_REQUEST", /accountAddress must be/);
      // Refused before the nonce: it still signs a well-formed message in.
      const good = await signIn(evmSigner(), DEVNET, { nonce });
      expect(good.response.statusCode).toBe(201);
    }
  });

  it("refuses a replayed nonce, also when two submissions race", async () => {
    const first = await signIn(evmSigner(), DEVNET);
    expect(first.response.statusCode).toBe(201);
    const replay = await postSession(first.body);
    expectRefusal(replay, 400, "NONCE_INVALID", /already been used/);

    const signer = evmSigner();
    const nonce = await newNonce();
    const data = messageData(DEVNET, signer.address, nonce);
    const message = formatMessage(data);
    const body = { message, signature: await signer.sign(message), data };
    const results = await Promise.all([postSession(body), postSession(body), postSession(body)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it("refuses unknown, expired and other projects' nonces", async () => {
    const unknown = await signIn(evmSigner(), DEVNET, { nonce: "NotIssuedByTheServer123" });
    expectRefusal(unknown.response, 400, "NONCE_INVALID", /not issued/);

    const otherProject = await insertProject(world.database.db, { allowedOrigins: [ORIGIN] });
    const foreign = await signIn(evmSigner(), DEVNET, { nonce: await newNonce(otherProject) });
    expectRefusal(foreign.response, 400, "NONCE_INVALID", /not issued/);

    const nonce = await newNonce();
    clockOffsetMs = 6 * 60 * 1000;
    const late = await signIn(evmSigner(), DEVNET, { nonce });
    expectRefusal(late.response, 400, "NONCE_INVALID", /expired/);
  });

  it("refuses expired and not-yet-valid messages", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const expired = await signIn(evmSigner(), DEVNET, { overrides: { expirationTime: past } });
    expectRefusal(expired.response, 400, "MESSAGE_EXPIRED", /expired at/);

    const future = new Date(Date.now() + HOUR / 2).toISOString();
    const early = await signIn(evmSigner(), DEVNET, { overrides: { notBefore: future } });
    expectRefusal(early.response, 400, "MESSAGE_NOT_YET_VALID", /not valid before/);

    const issuedLater = await signIn(evmSigner(), DEVNET, { overrides: { issuedAt: future } });
    expectRefusal(issuedLater.response, 400, "MESSAGE_NOT_YET_VALID", /future/);
  });

  it("checks the domain against the requesting origin, or the project's origins without one", async () => {
    const wrong = await signIn(evmSigner(), DEVNET, { overrides: { domain: "evil.example" } });
    expectRefusal(wrong.response, 400, "DOMAIN_MISMATCH", /evil\.example/);

    const serverToServer = await signIn(evmSigner(), DEVNET, { headers: {} });
    expect(serverToServer.response.statusCode).toBe(201);
    const serverToServerWrong = await signIn(evmSigner(), DEVNET, {
      headers: {},
      overrides: { domain: "evil.example" },
    });
    expectRefusal(serverToServerWrong.response, 400, "DOMAIN_MISMATCH");
  });

  it("refuses a chain that differs from data.chainId or isn't supported", async () => {
    const signer = evmSigner();
    const nonce = await newNonce();
    const data = messageData(DEVNET, signer.address, nonce);
    const message = formatMessage(data);
    const signature = await signer.sign(message);
    const claimed = await postSession({
      message,
      signature,
      data: { ...data, chainId: "eip155:1" },
    });
    expectRefusal(claimed, 400, "CHAIN_MISMATCH", /eip155:31337 but data\.chainId is eip155:1/);

    const unsupported = await signIn(evmSigner(), "eip155:999");
    expectRefusal(unsupported.response, 400, "CHAIN_MISMATCH", /not supported/);

    const testnetAddress = await signIn(bitcoinSigner("testnet"), BITCOIN_MAINNET);
    expectRefusal(testnetAddress.response, 400, "CHAIN_MISMATCH", /not an address of/);
  });

  it("refuses a text that doesn't re-serialise from data, and malformed bodies", async () => {
    const signer = evmSigner();
    const nonce = await newNonce();
    const data = messageData(DEVNET, signer.address, nonce);
    const message = formatMessage(data);
    const signature = await signer.sign(message);

    const otherStatement = await postSession({
      message,
      signature,
      data: { ...data, statement: "Something else" },
    });
    expectRefusal(otherStatement, 400, "MESSAGE_MISMATCH", /data\.statement/);
    const otherAddress = await postSession({
      message,
      signature,
      data: { ...data, accountAddress: evmSigner().address },
    });
    expectRefusal(otherAddress, 400, "MESSAGE_MISMATCH", /data\.accountAddress/);
    const garbage = await postSession({ message: "hello", signature, data });
    expectRefusal(garbage, 400, "MESSAGE_MISMATCH", /not a sign-in message/);
    const noSignature = await postSession({ message, data });
    expectRefusal(noSignature, 400, "INVALID_REQUEST");
    const noData = await postSession({ message, signature });
    expectRefusal(noData, 400, "INVALID_REQUEST", /data/);

    // None of those spent the nonce: the matching submission still works.
    const accepted = await postSession({ message, signature, data });
    expect(accepted.statusCode).toBe(201);
  });

  it("keeps a session until the sooner of its Expiration Time and the server's cap", async () => {
    const { response } = await signIn(evmSigner(), DEVNET, {
      overrides: { expirationTime: undefined },
    });
    const created = response.json() as {
      session: { data: SiwxMessageData; expiresAt: string };
      token: string;
    };
    const capMs = Date.parse(created.session.expiresAt) - Date.now();
    expect(Math.abs(capMs - 7 * 24 * HOUR)).toBeLessThan(60_000);

    const signer = evmSigner();
    const short = await signIn(signer, DEVNET);
    const { token } = short.response.json() as { token: string };
    expect((await getSessions(token, DEVNET, signer.address)).statusCode).toBe(200);
    clockOffsetMs = 2 * HOUR;
    expectRefusal(await getSessions(token, DEVNET, signer.address), 401, "UNAUTHORIZED");
  });

  it("answers 502 when a smart-account check can't reach the chain; EOAs need no upstream", async () => {
    const deadRpc = `http://127.0.0.1:${await freePort()}`;
    const offline = await makeApp(
      {},
      {
        FOYER_NETWORKS: JSON.stringify({ "eip155:1": { name: "Dead", rpcUrl: deadRpc } }),
        RPC_TIMEOUT_MS: "2000",
      },
    );
    try {
      const submit = async (signer: TestSigner, signWith: TestSigner) => {
        const nonce = await newNonce(world.projectId, offline);
        const data = messageData("eip155:1", signer.address, nonce);
        const message = formatMessage(data);
        return offline.inject({
          method: "POST",
          url: withProject("/auth/v1/siwx/sessions"),
          headers: { origin: ORIGIN },
          payload: { message, signature: await signWith.sign(message), data },
        });
      };
      const eoa = evmSigner();
      expect((await submit(eoa, eoa)).statusCode).toBe(201);
      expectRefusal(await submit(evmSigner(), eoa), 502, "UPSTREAM_UNAVAILABLE", /eip155:1/);
    } finally {
      await offline.close();
    }
  });

  it("doesn't let another project's token read or revoke", async () => {
    const signer = evmSigner();
    const { response } = await signIn(signer, DEVNET);
    const { token } = response.json() as { token: string };
    const otherProject = await insertProject(world.database.db, { allowedOrigins: [ORIGIN] });
    expectRefusal(
      await getSessions(token, DEVNET, signer.address, otherProject),
      401,
      "UNAUTHORIZED",
    );
    const revoke = await world.app.inject({
      method: "POST",
      url: withProject("/auth/v1/siwx/sessions/revoke", otherProject),
      headers: { origin: ORIGIN, authorization: `Bearer ${token}` },
      payload: { chainId: DEVNET, address: signer.address },
    });
    expectRefusal(revoke, 401, "UNAUTHORIZED");
    expect((await getSessions(token, DEVNET, signer.address)).statusCode).toBe(200);
  });

  it("rate-limits per IP and per project, with counters both instances share", async () => {
    const limited = await makeApp({ rateLimit: { windowMs: 60_000, perIp: 2, perProject: 1_000 } });
    const twin = await makeApp({ rateLimit: { windowMs: 60_000, perIp: 2, perProject: 1_000 } });
    try {
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
      const ask = (target: FastifyInstance, remoteAddress: string, project = world.projectId) =>
        target.inject({
          method: "POST",
          url: withProject("/auth/v1/siwx/nonce", project),
          headers: { origin: ORIGIN },
          remoteAddress,
        });
      expect((await ask(limited, ip)).statusCode).toBe(200);
      expect((await ask(twin, ip)).statusCode).toBe(200);
      const third = await ask(limited, ip);
      expectRefusal(third, 429, "RATE_LIMITED", /from this IP address/);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
      expect(third.headers["access-control-allow-origin"]).toBe(ORIGIN);

      const busyProject = await insertProject(world.database.db, { allowedOrigins: [ORIGIN] });
      const perProject = await makeApp({
        rateLimit: { windowMs: 60_000, perIp: 1_000, perProject: 2 },
      });
      try {
        const from = () => `198.51.100.${Math.floor(Math.random() * 250)}`;
        expect((await ask(perProject, from(), busyProject)).statusCode).toBe(200);
        expect((await ask(perProject, from(), busyProject)).statusCode).toBe(200);
        expectRefusal(
          await ask(perProject, from(), busyProject),
          429,
          "RATE_LIMITED",
          /for this project/,
        );
      } finally {
        await perProject.close();
      }
    } finally {
      await limited.close();
      await twin.close();
    }
  });
});
