import { randomUUID } from "node:crypto";
import { DEV_RELAY_AUTH_KEY, type RunningIdp, startIdp } from "@foyer/idp";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Hex, PrivateKeyAccount } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_REFUSALS, type AuthRefusalCode } from "../src/auth/errors.js";
import type { Database } from "../src/db/database.js";
import { embeddedUsers } from "../src/db/schema.js";
import { anvilSkipReason } from "./support/anvil.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { type Devnet, startDevnet } from "./support/devnet.js";
import {
  callAs,
  createAuthApp,
  type TestClock,
  testClock,
  walletBody,
} from "./support/embedded.js";

const DAPP = "https://dapp.example";
const DOMAIN = "127.0.0.1:8787";
const MINUTE = 60_000;
const TIMING = { channelTtlMs: 10 * MINUTE, waitMs: 1_500, pollMs: 50 };

interface Harness {
  app: FastifyInstance;
  call: ReturnType<typeof callAs>;
  projectId: string;
}

interface SignInUrl {
  channelToken: string;
  nonce: string;
  domain: string;
  siweUri: string;
  notBefore: string | undefined;
  expirationTime: string | undefined;
}

function readSignInUrl(url: string): SignInUrl {
  const params = new URL(url).searchParams;
  const get = (name: string) => params.get(name) ?? undefined;
  return {
    channelToken: get("channelToken") ?? "",
    nonce: get("nonce") ?? "",
    domain: get("domain") ?? "",
    siweUri: get("siweUri") ?? "",
    notBefore: get("notBefore"),
    expirationTime: get("expirationTime"),
  };
}

/** What a Farcaster client may get wrong, or be made to get wrong. */
interface Approval {
  fid: number;
  signer: PrivateKeyAccount;
  /** The address the message names; the signer's by default. */
  address?: Hex;
  domain?: string;
  nonce?: string;
  expirationTime?: Date;
  username?: string;
}

describeEachDriver(
  "Sign In With Farcaster through the local relay and the devnet IdRegistry",
  (driver) => {
    let database: Database;
    let devnet: Devnet;
    let idp: RunningIdp;
    let clock: TestClock;
    let h: Harness;
    const custody = (fid: number) => {
      const account = devnet.manifest.farcaster.find((a) => a.fid === fid);
      if (!account) throw new Error(`no test fid ${fid}`);
      return { ...account, signer: privateKeyToAccount(account.custodyPrivateKey) };
    };

    beforeAll(async () => {
      database = await driver.open();
      devnet = await startDevnet();
      idp = await startIdp({ port: 0 });
      clock = testClock();
      const app = await createAuthApp(database, {
        env: {
          FOYER_IDP_URL: idp.url,
          DEVNET_RPC_URL: devnet.rpcUrl,
          FOYER_FARCASTER_ID_REGISTRY: devnet.manifest.contracts.idRegistry.address,
        },
        auth: { now: () => clock.now(), farcaster: TIMING },
      });
      const projectId = await insertProject(database.db, { allowedOrigins: [DAPP] });
      h = { app, projectId, call: callAs(app, projectId) };
    }, 300_000);
    afterAll(async () => {
      await h?.app.close();
      await idp?.stop();
      await devnet?.stop();
    });

    const usersOfProject = async () =>
      (
        await database.db
          .select()
          .from(embeddedUsers)
          .where(eq(embeddedUsers.projectId, h.projectId))
      ).length;

    async function start(device: string) {
      const response = await h.call("POST", "/farcaster/start", {
        body: { appOrigin: DAPP },
        device,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ url: string; channel: string }>();
    }

    /** The Farcaster client's part: build the SIWF message, sign it, complete the channel. */
    async function approve(url: string, approval: Approval) {
      const signIn = readSignInUrl(url);
      const message = createSiweMessage({
        domain: approval.domain ?? signIn.domain,
        address: approval.address ?? approval.signer.address,
        statement: "Farcaster Auth",
        uri: signIn.siweUri,
        version: "1",
        chainId: 10,
        nonce: approval.nonce ?? signIn.nonce,
        issuedAt: new Date(),
        ...(approval.expirationTime
          ? { expirationTime: approval.expirationTime }
          : signIn.expirationTime
            ? { expirationTime: new Date(signIn.expirationTime) }
            : {}),
        resources: [`farcaster://fid/${approval.fid}`],
      });
      const signature = await approval.signer.signMessage({ message });
      const response = await fetch(`${idp.url}/v1/channel/authenticate`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${signIn.channelToken}`,
          "x-farcaster-auth-relay-key": DEV_RELAY_AUTH_KEY,
        },
        body: JSON.stringify({
          message,
          signature,
          fid: approval.fid,
          username: approval.username ?? "lovelace",
        }),
      });
      expect(response.status).toBe(201);
    }

    const connect = (channel: string, device: string) =>
      h.call("POST", "/farcaster/connect", { body: { channel }, device });

    function refusal(response: { statusCode: number; json(): unknown }, code: AuthRefusalCode) {
      expect(response.statusCode).toBe(AUTH_REFUSALS[code].status);
      expect(response.json()).toMatchObject({ code, message: AUTH_REFUSALS[code].message });
    }

    async function signInAs(fid: number, device = randomUUID()) {
      const { url, channel } = await start(device);
      const person = custody(fid);
      await approve(url, { fid, signer: person.signer, username: person.username });
      const response = await connect(channel, device);
      expect(response.statusCode, response.body).toBe(200);
      return {
        device,
        channel,
        ...response.json<{ token: string; user: { id: string; username: string } }>(),
      };
    }

    it.skipIf(anvilSkipReason !== undefined)(
      "opens a relay channel naming this server, and signs the fid's custody in to one wallet",
      async () => {
        const device = randomUUID();
        const { url, channel } = await start(device);
        const signIn = readSignInUrl(url);
        expect(new URL(url).origin).toBe(idp.url);
        expect(signIn.domain).toBe(DOMAIN);
        expect(signIn.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
        // Nobody approved yet: the wait ends "pending", and the frame asks again.
        const waiting = await connect(channel, device);
        expect(waiting.statusCode).toBe(202);
        expect(waiting.json()).toEqual({ state: "pending" });

        const lovelace = custody(1);
        await approve(url, { fid: 1, signer: lovelace.signer, username: "lovelace" });
        const first = await connect(channel, device);
        expect(first.statusCode, first.body).toBe(200);
        const { token, user } = first.json<{ token: string; user: Record<string, unknown> }>();
        expect(user).toMatchObject({
          email: null,
          username: "lovelace",
          socialProvider: "farcaster",
        });
        const me = await h.call("GET", "/me", { token, device });
        expect(me.json()).toMatchObject({ id: user.id, username: "lovelace", wallet: null });
        const wallet = walletBody();
        expect((await h.call("POST", "/wallet", { token, device, body: wallet })).statusCode).toBe(
          201,
        );

        // The same fid from another device: the same user, so the same wallet.
        const again = await signInAs(1);
        expect(again.user.id).toBe(user.id);
        const share = await h.call("GET", "/wallet/auth-share", {
          token: again.token,
          device: again.device,
        });
        expect(share.json()).toEqual({ address: expect.any(String), authShare: wallet.authShare });
        // Another fid: another user.
        expect((await signInAs(2)).user.id).not.toBe(user.id);
      },
    );

    it.skipIf(anvilSkipReason !== undefined)(
      "exports the key without a code right after signing in; later, signs in again first",
      async () => {
        const { token, device } = await signInAs(3);
        const wallet = walletBody();
        expect((await h.call("POST", "/wallet", { token, device, body: wallet })).statusCode).toBe(
          201,
        );
        const exported = await h.call("POST", "/wallet/export", { token, device, body: {} });
        expect(exported.json()).toEqual({ recoveryShare: wallet.recoveryShare });
        clock.advance(11 * 60_000);
        try {
          refusal(
            await h.call("POST", "/wallet/export", { token, device, body: {} }),
            "EXPORT_SIGN_IN_AGAIN",
          );
        } finally {
          clock.advance(-11 * 60_000);
        }
      },
    );

    describe.skipIf(anvilSkipReason !== undefined)("refuses, and creates nothing", () => {
      const stranger = privateKeyToAccount(generatePrivateKey());
      const cases: [string, () => Approval, AuthRefusalCode][] = [
        [
          "a message for another domain",
          () => ({ fid: 1, signer: custody(1).signer, domain: "evil.example" }),
          "FARCASTER_DOMAIN_MISMATCH",
        ],
        [
          "a message with another sign-in's nonce",
          () => ({ fid: 1, signer: custody(1).signer, nonce: "abcdef0123456789" }),
          "FARCASTER_NONCE_MISMATCH",
        ],
        [
          "an unregistered fid",
          () => ({ fid: 4242, signer: stranger }),
          "FARCASTER_FID_UNREGISTERED",
        ],
        [
          "a signer that does not hold the fid",
          () => ({ fid: 1, signer: stranger }),
          "FARCASTER_NOT_CUSTODY",
        ],
        [
          "the custody address signed for by another key",
          () => ({ fid: 1, signer: stranger, address: custody(1).custody }),
          "FARCASTER_NOT_CUSTODY",
        ],
        [
          "the custody of another fid",
          () => ({ fid: 1, signer: custody(2).signer }),
          "FARCASTER_NOT_CUSTODY",
        ],
        [
          "an expired message",
          () => ({
            fid: 1,
            signer: custody(1).signer,
            expirationTime: new Date(Date.now() - 1000),
          }),
          "FARCASTER_MESSAGE_INVALID",
        ],
      ];
      it.each(cases)("%s", async (_name, approval, code) => {
        const before = await usersOfProject();
        const device = randomUUID();
        const { url, channel } = await start(device);
        await approve(url, approval());
        refusal(await connect(channel, device), code);
        expect(await usersOfProject()).toBe(before);
        // The refused sign-in is over: asking again does not retry it.
        refusal(await connect(channel, device), "FARCASTER_CHANNEL_INVALID");
      });

      it("a used channel, replayed", async () => {
        const done = await signInAs(3);
        const before = await usersOfProject();
        refusal(await connect(done.channel, done.device), "FARCASTER_CHANNEL_INVALID");
        expect(await usersOfProject()).toBe(before);
      });

      it("a channel polled from another frame device", async () => {
        const { url, channel } = await start(randomUUID());
        await approve(url, { fid: 1, signer: custody(1).signer });
        refusal(await connect(channel, randomUUID()), "FARCASTER_CHANNEL_INVALID");
      });

      it("an expired channel", async () => {
        const before = await usersOfProject();
        const device = randomUUID();
        const { url, channel } = await start(device);
        await approve(url, { fid: 1, signer: custody(1).signer });
        clock.advance(TIMING.channelTtlMs + 1);
        try {
          refusal(await connect(channel, device), "FARCASTER_CHANNEL_INVALID");
        } finally {
          clock.advance(-(TIMING.channelTtlMs + 1));
        }
        expect(await usersOfProject()).toBe(before);
      });

      it("a start from an origin outside the project, or without a device", async () => {
        const foreign = await h.call("POST", "/farcaster/start", {
          body: { appOrigin: "https://evil.example" },
          device: randomUUID(),
        });
        expect(foreign.statusCode).toBe(400);
        expect(foreign.json()).toMatchObject({
          code: "BAD_REQUEST",
          message: "appOrigin is not an allowed origin of this project",
        });
        const noDevice = await h.call("POST", "/farcaster/start", { body: { appOrigin: DAPP } });
        expect(noDevice.json()).toMatchObject({
          code: "BAD_REQUEST",
          message: "x-foyer-device header must be a UUID",
        });
        const badChannel = await connect("not a channel", randomUUID());
        expect(badChannel.json()).toMatchObject({
          code: "BAD_REQUEST",
          message: "channel must be the id farcaster/start answered",
        });
      });
    });

    it.skipIf(anvilSkipReason !== undefined)(
      "counts start and connect against the IP in the database",
      async () => {
        const limited = await createAuthApp(database, {
          env: { FOYER_IDP_URL: idp.url, DEVNET_RPC_URL: devnet.rpcUrl },
          auth: {
            farcasterRateLimit: { windowMs: MINUTE, perIp: 2, perProject: 100 },
            farcaster: TIMING,
          },
        });
        try {
          const call = callAs(limited, h.projectId);
          const remoteAddress = "203.0.113.77";
          const device = randomUUID();
          const body = { appOrigin: DAPP };
          for (let i = 0; i < 2; i++) {
            const ok = await call("POST", "/farcaster/start", { body, device, remoteAddress });
            expect(ok.statusCode).toBe(200);
          }
          const over = await call("POST", "/farcaster/start", { body, device, remoteAddress });
          expect(over.statusCode).toBe(429);
          expect(over.json()).toMatchObject({ code: "RATE_LIMITED" });
          const connectOver = await call("POST", "/farcaster/connect", {
            body: { channel: "x".repeat(32) },
            device,
            remoteAddress,
          });
          expect(connectOver.statusCode).toBe(429);
        } finally {
          await limited.close();
        }
      },
    );
  },
);
