import { randomUUID } from "node:crypto";
import {
  evmCoinType,
  formatNameRegistrationMessage,
  type NameRecord,
  type NameRegistrationMessage,
} from "@foyer/protocol";
import type { FastifyInstance, InjectOptions } from "fastify";
import { type Address, type Hex, serializeErc6492Signature } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, afterEach, expect, it } from "vitest";
import type { NameSettings } from "../src/names/nameRoutes.js";
import { GENEROUS_RATE_LIMIT } from "./support/app.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { createDevnetApp } from "./support/devnet.js";
import { useErc1271Devnet } from "./support/erc1271Accounts.js";
import { useServerApp } from "./support/serverApp.js";
import { evmSigner, type TestSigner } from "./support/siwx.js";

const ORIGIN = "https://dapp.example";
const ZONE = "foyer.id";
const CHAIN = 31337;
const MINUTE = 60_000;

const chain = useErc1271Devnet(8);

/** A label no earlier run took: the Postgres database outlives test runs. */
const freshLabel = (prefix = "n") => `${prefix}${randomUUID().replaceAll("-", "").slice(0, 12)}`;
const freshNonce = () => randomUUID().replaceAll("-", "");

type Refusal = { code: string; error: string; message: string };

describeEachDriver("account names", (driver) => {
  /** Moves the server's clock; reset after each test. */
  let clockOffsetMs = 0;
  const buildNamesApp = (
    names: Partial<NameSettings> = {},
    env: Record<string, string> = {},
  ): Promise<FastifyInstance> =>
    createDevnetApp(world.database, chain.devnet, {
      env,
      app: {
        names: { now: () => Date.now() + clockOffsetMs, rateLimit: GENEROUS_RATE_LIMIT, ...names },
      },
    });
  const world = useServerApp(driver, {
    build: () => buildNamesApp(),
    project: { allowedOrigins: [ORIGIN] },
  });
  /** The apps a test starts besides the file's, closed after the file. */
  const opened: FastifyInstance[] = [];
  const makeApp = async (names?: Partial<NameSettings>, env?: Record<string, string>) => {
    const built = await buildNamesApp(names, env);
    opened.push(built);
    return built;
  };
  afterAll(async () => {
    for (const built of opened) await built.close();
  });
  afterEach(() => {
    clockOffsetMs = 0;
  });

  const url = (path: string) =>
    `${path}${path.includes("?") ? "&" : "?"}projectId=${world.projectId}`;
  const get = (path: string, target = world.app) =>
    target.inject({ method: "GET", url: url(path), headers: { origin: ORIGIN } });
  const post = (body: unknown, target = world.app, headers: InjectOptions["headers"] = {}) =>
    target.inject({
      method: "POST",
      url: url("/v1/profile/account"),
      headers: { origin: ORIGIN, ...headers },
      payload: body as InjectOptions["payload"],
    });

  /** A registration message of `label` for `signer`, valid now, with overrides. */
  const messageOf = (
    label: string,
    signer: { address: string },
    overrides: Partial<NameRegistrationMessage> = {},
  ): NameRegistrationMessage => ({
    name: `${label}.${ZONE}`,
    zone: ZONE,
    address: signer.address,
    chainId: CHAIN,
    issuedAt: new Date().toISOString(),
    nonce: freshNonce(),
    ...overrides,
  });

  /** The body `POST /v1/profile/account` takes: the message signed by `signWith` (default: its own signer). */
  const signedRegistration = async (
    message: NameRegistrationMessage,
    signWith: TestSigner,
    overrides: Record<string, unknown> = {},
  ) => {
    const text = formatNameRegistrationMessage(message);
    return {
      coin_type: evmCoinType(message.chainId < 2 ** 31 ? message.chainId : 1),
      address: message.address,
      message: text,
      signature: await signWith.sign(text),
      ...overrides,
    };
  };

  const register = async (label: string, signer: TestSigner, target = world.app) =>
    post(await signedRegistration(messageOf(label, signer), signer), target);

  const expectRefusal = (
    response: { statusCode: number; body: string; json(): unknown },
    status: number,
    code: string,
    message?: RegExp,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as Refusal;
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(0);
    if (message) expect(body.message).toMatch(message);
  };

  it("registers a name signed by an EOA, then resolves, reverses, suggests and identifies it", async () => {
    const owner = evmSigner();
    const label = freshLabel("Alice");
    const name = `${label.toLowerCase()}.${ZONE}`;
    const created = await register(label.toLowerCase(), owner);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json() as NameRecord;
    expect(record).toMatchObject({
      name,
      addresses: { [String(evmCoinType(CHAIN))]: { address: owner.address } },
      attributes: {},
    });
    expect(Math.abs(record.registered * 1000 - Date.now())).toBeLessThan(MINUTE);

    // Lookups are case-insensitive: a name is one name however it is typed.
    const looked = await get(`/v1/profile/account/${label}.FOYER.id?apiVersion=2`);
    expect(looked.statusCode).toBe(200);
    expect(looked.json()).toEqual(record);

    const reverse = await get(
      `/v1/profile/reverse/${owner.address.toLowerCase()}?sender=${owner.address}&apiVersion=2`,
    );
    expect(reverse.json()).toEqual([record]);

    const identity = await get(`/v1/identity/${owner.address}?sender=${owner.address}`);
    expect(identity.json()).toEqual({ name, avatar: null });

    const suggestions = await get(`/v1/profile/suggestions/${label}?zone=${ZONE}`);
    expect(suggestions.statusCode).toBe(200);
    const answer = suggestions.json() as { zone: string; suggestions: NameRecord[] };
    expect(answer.zone).toBe(ZONE);
    expect(answer.suggestions[0]).toEqual({ name, registered: true });
    expect(answer.suggestions.slice(1)).toEqual(
      [1, 2, 3, 4, 5].map((digit) => ({
        name: `${label.toLowerCase()}${digit}.${ZONE}`,
        registered: false,
      })),
    );
  });

  it("answers a free name as free, with no alternatives, and unknown names as 404", async () => {
    const label = freshLabel();
    const suggestions = await get(`/v1/profile/suggestions/${label}.${ZONE}`);
    expect(suggestions.json()).toEqual({
      zone: ZONE,
      suggestions: [{ name: `${label}.${ZONE}`, registered: false }],
    });
    expectRefusal(await get(`/v1/profile/account/${label}.${ZONE}`), 404, "NAME_NOT_FOUND");
    // Another zone's name is not ours to know: not found, not malformed.
    expectRefusal(await get("/v1/profile/account/vitalik.eth"), 404, "NAME_NOT_FOUND");
    expect((await get(`/v1/profile/reverse/${evmSigner().address}`)).json()).toEqual([]);
    expect((await get(`/v1/identity/${evmSigner().address}`)).json()).toEqual({
      name: null,
      avatar: null,
    });
  });

  it("keeps an address's newest name as its primary name, with the avatar its message set", async () => {
    const owner = evmSigner();
    const first = freshLabel("first");
    const second = freshLabel("second");
    expect((await register(first, owner)).statusCode).toBe(201);
    clockOffsetMs = 1_000;
    const avatar = "https://images.example/avatar.png";
    const created = await post(
      await signedRegistration(
        messageOf(second, owner, { avatar, issuedAt: new Date(Date.now() + 1_000).toISOString() }),
        owner,
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as NameRecord).attributes).toEqual({ avatar });
    expect((await get(`/v1/identity/${owner.address}`)).json()).toEqual({
      name: `${second}.${ZONE}`,
      avatar,
    });
    const reverse = (await get(`/v1/profile/reverse/${owner.address}`)).json() as NameRecord[];
    expect(reverse.map((record) => record.name)).toEqual([`${second}.${ZONE}`, `${first}.${ZONE}`]);
  });

  it.each([
    ["a character outside letters, digits and hyphens", "bad_name", /letters, digits and hyphens/],
    ["a dot inside the label", "a.b.c.d", /letters, digits and hyphens/],
    ["fewer than 4 characters", "abc", /at least 4 characters/],
    ["more than 63 characters", "a".repeat(64), /at most 63 characters/],
  ])("refuses a name with %s (behaviour §5)", async (_what, label, message) => {
    const owner = evmSigner();
    expectRefusal(await register(label, owner), 400, "INVALID_NAME", message);
    expectRefusal(await get(`/v1/profile/suggestions/${label}`), 400, "INVALID_NAME", message);
  });

  it("refuses a taken name, whoever asks, and suggests free ones near it", async () => {
    const label = freshLabel("taken");
    expect((await register(label, evmSigner())).statusCode).toBe(201);
    expectRefusal(await register(label, evmSigner()), 409, "NAME_TAKEN", /already registered/);
  });

  it("refuses a signature by another address than the message names", async () => {
    const owner = evmSigner();
    const body = await signedRegistration(messageOf(freshLabel(), owner), evmSigner());
    expectRefusal(await post(body), 401, "SIGNATURE_INVALID");
  });

  it("refuses a message edited to name another name than the one signed", async () => {
    const owner = evmSigner();
    const signed = freshLabel("signed");
    const other = freshLabel("other");
    const body = await signedRegistration(messageOf(signed, owner), owner);
    const edited = {
      ...body,
      message: body.message.replace(`Name: ${signed}.${ZONE}`, `Name: ${other}.${ZONE}`),
    };
    expect(edited.message).toContain(other);
    expectRefusal(await post(edited), 401, "SIGNATURE_INVALID");
    expectRefusal(await get(`/v1/profile/account/${other}.${ZONE}`), 404, "NAME_NOT_FOUND");
  });

  it("refuses a message naming another address than the one posted", async () => {
    const owner = evmSigner();
    const body = await signedRegistration(messageOf(freshLabel(), owner), owner, {
      address: evmSigner().address,
    });
    expectRefusal(await post(body), 400, "MESSAGE_MISMATCH");
  });

  it("refuses a stale message, one from the future, and a replayed one", async () => {
    const owner = evmSigner();
    const stale = messageOf(freshLabel(), owner, {
      issuedAt: new Date(Date.now() - 11 * MINUTE).toISOString(),
    });
    expectRefusal(await post(await signedRegistration(stale, owner)), 400, "MESSAGE_EXPIRED");
    const future = messageOf(freshLabel(), owner, {
      issuedAt: new Date(Date.now() + 5 * MINUTE).toISOString(),
    });
    expectRefusal(
      await post(await signedRegistration(future, owner)),
      400,
      "MESSAGE_NOT_YET_VALID",
    );

    const body = await signedRegistration(messageOf(freshLabel(), owner), owner);
    expect((await post(body)).statusCode).toBe(201);
    expectRefusal(await post(body), 409, "MESSAGE_REPLAYED", /already used/);
    // Ten minutes on, the same message is refused as stale.
    clockOffsetMs = 10 * MINUTE;
    expectRefusal(await post(body), 400, "MESSAGE_EXPIRED");
  });

  it("refuses a chain id of 2^31 or more, a wrong coin type, an unserved chain and another zone", async () => {
    const owner = evmSigner();
    const huge = messageOf(freshLabel(), owner, { chainId: 2 ** 31 });
    expectRefusal(
      await post(await signedRegistration(huge, owner, { coin_type: 0 })),
      400,
      "INVALID_CHAIN_ID",
      /below 2\^31/,
    );
    const wrongCoin = await signedRegistration(messageOf(freshLabel(), owner), owner, {
      coin_type: 60,
    });
    expectRefusal(await post(wrongCoin), 400, "COIN_TYPE_MISMATCH", /2147514985/);
    const mainnet = messageOf(freshLabel(), owner, { chainId: 1 });
    expectRefusal(await post(await signedRegistration(mainnet, owner)), 400, "UNSUPPORTED_CHAIN");
    const label = freshLabel();
    const elsewhere = messageOf(label, owner, { name: `${label}.eth`, zone: "eth" });
    expectRefusal(await post(await signedRegistration(elsewhere, owner)), 400, "ZONE_NOT_SERVED");
    expectRefusal(await get(`/v1/profile/suggestions/${label}?zone=eth`), 400, "ZONE_NOT_SERVED");
  });

  it("answers malformed requests with a 4xx naming the problem, never a 5xx", async () => {
    const owner = evmSigner();
    const good = await signedRegistration(messageOf(freshLabel(), owner), owner);
    const cases: [unknown, number, string][] = [
      [{}, 400, "INVALID_REQUEST"],
      [[], 400, "INVALID_REQUEST"],
      [{ ...good, coin_type: "2147514985" }, 400, "INVALID_REQUEST"],
      [{ ...good, coin_type: 1.5 }, 400, "INVALID_REQUEST"],
      [{ ...good, address: "0x1234" }, 400, "INVALID_ADDRESS"],
      [{ ...good, signature: "not hex" }, 400, "INVALID_REQUEST"],
      [{ ...good, signature: 42 }, 400, "INVALID_REQUEST"],
      [{ ...good, message: "" }, 400, "INVALID_REQUEST"],
      [{ ...good, message: "x".repeat(5_000) }, 400, "INVALID_REQUEST"],
      [{ ...good, message: "Register alice.foyer.id please" }, 400, "MESSAGE_INVALID"],
      [{ ...good, signature: "0x1234" }, 401, "SIGNATURE_INVALID"],
    ];
    for (const [body, status, code] of cases) {
      expectRefusal(await post(body), status, code);
    }
    const broken = await world.app.inject({
      method: "POST",
      url: url("/v1/profile/account"),
      headers: { origin: ORIGIN, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    const text = await world.app.inject({
      method: "POST",
      url: url("/v1/profile/account"),
      headers: { origin: ORIGIN, "content-type": "text/plain" },
      payload: "register me",
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expectRefusal(await get("/v1/profile/reverse/bob"), 400, "INVALID_ADDRESS");
    expectRefusal(
      await get(`/v1/profile/account/alice.${ZONE}?apiVersion=3`),
      400,
      "INVALID_REQUEST",
    );
    expectRefusal(await get(`/v1/profile/account/a_b.${ZONE}`), 400, "INVALID_NAME");
    const long = (await get(`/v1/profile/account/${"a".repeat(300)}`)).statusCode;
    expect(long >= 400 && long < 500, `status ${long}`).toBe(true);
    // The guard first: no project, no names.
    const anonymous = await world.app.inject({
      method: "GET",
      url: `/v1/identity/${owner.address}`,
    });
    expectRefusal(anonymous, 401, "INVALID_PROJECT_ID");
  });

  it("lets exactly one of many registrations of one name at once win, across two instances", async () => {
    const second = await makeApp();
    const label = freshLabel("race");
    const signers = Array.from({ length: 6 }, () => evmSigner());
    const bodies = await Promise.all(
      signers.map((signer) => signedRegistration(messageOf(label, signer), signer)),
    );
    const responses = await Promise.all(
      bodies.map((body, index) => post(body, index % 2 === 0 ? world.app : second)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect((response.json() as Refusal).code).toBe("NAME_TAKEN");
    }
    const winner = signers[responses.findIndex((response) => response.statusCode === 201)];
    // Both instances resolve the name to the winner: the record is in the database, not in memory.
    for (const target of [world.app, second]) {
      const record = (
        await get(`/v1/profile/account/${label}.${ZONE}`, target)
      ).json() as NameRecord;
      expect(Object.values(record.addresses)[0]?.address).toBe(winner?.address);
    }
  });

  it("keeps names when the server restarts on the same database", async () => {
    const owner = evmSigner();
    const label = freshLabel("kept");
    const first = await makeApp();
    expect((await register(label, owner, first)).statusCode).toBe(201);
    await first.close();
    const restarted = await makeApp();
    expect((await get(`/v1/identity/${owner.address}`, restarted)).json()).toEqual({
      name: `${label}.${ZONE}`,
      avatar: null,
    });
  });

  it("accepts an ERC-1271 signature of a deployed smart account", async () => {
    const owner = evmSigner();
    const account = await chain.accounts.deploy(owner.address as Address, 1);
    const label = freshLabel("smart");
    const smart: TestSigner = { address: account, sign: owner.sign };
    const created = await register(label, smart);
    expect(created.statusCode, created.body).toBe(201);
    expect((await get(`/v1/identity/${account}`)).json()).toMatchObject({
      name: `${label}.${ZONE}`,
    });
    // Its owner's key is not the account: signing for the account with another key fails.
    const body = await signedRegistration(messageOf(freshLabel(), smart), evmSigner());
    expectRefusal(await post(body), 401, "SIGNATURE_INVALID");
  });

  it("accepts an ERC-6492 signature of a smart account not deployed yet", async () => {
    const owner = evmSigner();
    const ownerAddress = owner.address as Address;
    const account = await chain.accounts.addressOf(ownerAddress, 2);
    const wrapped = (key: Hex): TestSigner => ({
      address: account,
      sign: async (message) =>
        serializeErc6492Signature({
          address: chain.accounts.factory,
          data: chain.accounts.createCalldata(ownerAddress, 2),
          signature: await privateKeyToAccount(key).signMessage({ message }),
        }),
    });
    const refused = await signedRegistration(
      messageOf(freshLabel(), { address: account }),
      wrapped(evmSigner().privateKey),
    );
    expectRefusal(await post(refused), 401, "SIGNATURE_INVALID");
    const label = freshLabel("counterfactual");
    const created = await register(label, wrapped(owner.privateKey));
    expect(created.statusCode, created.body).toBe(201);
    expect((await get(`/v1/profile/reverse/${account}`)).json()).toMatchObject([
      { name: `${label}.${ZONE}` },
    ]);
  });

  it("budgets registrations per IP: over it, 429 with Retry-After", async () => {
    const limited = await makeApp({
      rateLimit: { windowMs: 60_000, perIp: 2, perProject: 1_000 },
    });
    const owner = evmSigner();
    // An address no earlier run counted against (the budget is kept in the database).
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const remoteAddress = `10.${octet()}.${octet()}.${octet()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await limited.inject({
        method: "POST",
        url: url("/v1/profile/account"),
        headers: { origin: ORIGIN },
        remoteAddress,
        payload: await signedRegistration(messageOf(freshLabel(), owner), owner),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        expect((response.json() as Refusal).code).toBe("RATE_LIMITED");
      }
    }
    expect(statuses).toEqual([201, 201, 429]);
    // Reads are not budgeted this way.
    expect((await get(`/v1/identity/${owner.address}`, limited)).statusCode).toBe(200);
  });

  it("registers under the zone the server is configured with", async () => {
    const zone = `z${freshLabel()}.test`;
    const zoned = await makeApp({}, { FOYER_NAME_ZONE: zone.toUpperCase() });
    const owner = evmSigner();
    const label = freshLabel();
    expectRefusal(await register(label, owner, zoned), 400, "ZONE_NOT_SERVED", new RegExp(zone));
    const message = messageOf(label, owner, { name: `${label}.${zone}`, zone });
    const created = await post(await signedRegistration(message, owner), zoned);
    expect(created.statusCode, created.body).toBe(201);
    expect(
      ((await get(`/v1/profile/suggestions/${label}`, zoned)).json() as { zone: string }).zone,
    ).toBe(zone);
  });
});
