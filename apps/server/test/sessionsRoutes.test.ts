import { type Bundler, type Devnet, startBundler, startDevnet } from "@foyer/devnet";
import {
  type DeleGatorAccount,
  delegationFor,
  encodePermissionsContext,
  type GrantPlan,
  permissionId,
  revocationMessage,
  signDelegation,
  toDeleGatorAccount,
} from "@foyer/smart-account";
import type { FastifyInstance } from "fastify";
import { createPublicClient, createWalletClient, type Hex, http, parseEther } from "viem";
import { createBundlerClient } from "viem/account-abstraction";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { anvil } from "viem/chains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { createDevnetApp, devnetConfig } from "./support/devnet.js";
import { useServerApp } from "./support/serverApp.js";

const ORIGIN = "https://dapp.example";
const DEVNET = "eip155:31337";

let devnet: Devnet;
let bundler: Bundler;
/** The user's key and deployed account, which grants permissions in these tests. */
let ownerKey: PrivateKeyAccount;
let account: DeleGatorAccount;

beforeAll(async () => {
  devnet = await startDevnet();
  bundler = await startBundler({ rpcUrl: devnet.rpcUrl });
  const client = createPublicClient({
    chain: anvil,
    transport: http(devnet.rpcUrl),
    pollingInterval: 20,
  });
  ownerKey = privateKeyToAccount(generatePrivateKey());
  account = await toDeleGatorAccount({
    client,
    owner: ownerKey,
    environment: devnet.manifest.contracts.smartAccounts,
  });
  const funder = createWalletClient({
    account: privateKeyToAccount(devnet.manifest.accounts[0]?.privateKey as Hex),
    chain: anvil,
    transport: http(devnet.rpcUrl),
  });
  await funder.sendTransaction({ to: account.address, value: parseEther("1") });
  const bundlerClient = createBundlerClient({
    client,
    transport: http(bundler.url),
    pollingInterval: 20,
  });
  const hash = await bundlerClient.sendUserOperation({
    account,
    calls: [{ to: account.address, value: 0n }],
  });
  await bundlerClient.waitForUserOperationReceipt({ hash });
}, 300_000);

afterAll(async () => {
  await bundler?.stop();
  await devnet?.stop();
});

/** A permission `owner` signed for `delegator`, as the frame reports it. */
async function grantBody(owner: PrivateKeyAccount, delegator = account.address) {
  const environment = devnet.manifest.contracts.smartAccounts;
  const plan: GrantPlan = {
    session: privateKeyToAccount(generatePrivateKey()).address,
    expiry: Math.floor(Date.now() / 1000) + 3600,
    scope: { type: "native-token-transfer", allowance: 1000n },
    gasBudget: 0n,
    requested: [{ type: "native-token-transfer", data: {}, policies: [] }],
  };
  const unsigned = delegationFor(environment, plan, delegator);
  const signature = await signDelegation(owner, unsigned, {
    chainId: 31337,
    delegationManager: environment.DelegationManager,
  });
  const delegation = { ...unsigned, signature };
  return {
    chainId: DEVNET,
    pci: permissionId(delegation),
    permissionsContext: encodePermissionsContext([delegation]),
    signer: plan.session,
    expiry: plan.expiry,
    permissions: plan.requested,
  };
}

describeEachDriver("smart accounts and sessions", (driver) => {
  const world = useServerApp(driver, {
    build: ({ database }) =>
      createDevnetApp(database, devnet, { env: { DEVNET_BUNDLER_URL: bundler.url } }),
    project: { allowedOrigins: [ORIGIN] },
  });

  const send = (method: "GET" | "POST", path: string, payload?: unknown) =>
    world.app.inject({
      method,
      url: `${path}${path.includes("?") ? "&" : "?"}projectId=${world.projectId}`,
      headers: { origin: ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it("lists the devnet as a smart-account network, with its contracts", async () => {
    const response = await send("GET", "/v1/smart-accounts");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      networks: [
        {
          chainId: 31337,
          caipNetworkId: DEVNET,
          name: "Foyer Devnet",
          environment: devnet.manifest.contracts.smartAccounts,
        },
      ],
    });
  });

  it("sends ERC-4337 methods through the RPC proxy to the network's bundler", async () => {
    const response = await send("POST", `/v1/?chainId=${DEVNET}`, {
      jsonrpc: "2.0",
      id: 7,
      method: "eth_supportedEntryPoints",
      params: [],
    });
    expect(response.json()).toEqual({
      jsonrpc: "2.0",
      id: 7,
      result: [devnet.manifest.contracts.entryPoint.address],
    });
    const batch = await send("POST", `/v1/?chainId=${DEVNET}`, [
      { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] },
      { jsonrpc: "2.0", id: 2, method: "eth_supportedEntryPoints", params: [] },
    ]);
    expect(batch.json()).toEqual([
      { jsonrpc: "2.0", id: 1, result: "0x7a69" },
      { jsonrpc: "2.0", id: 2, result: [devnet.manifest.contracts.entryPoint.address] },
    ]);
  });

  it("forwards the bundler's gas price and status reads, and none of its admin methods", async () => {
    const price = await send("POST", `/v1/?chainId=${DEVNET}`, {
      jsonrpc: "2.0",
      id: 3,
      method: "pimlico_getUserOperationGasPrice",
      params: [],
    });
    const tiers = price.json().result;
    for (const tier of ["slow", "standard", "fast"]) {
      expect(BigInt(tiers[tier].maxPriorityFeePerGas)).toBeGreaterThan(0n);
      expect(BigInt(tiers[tier].maxFeePerGas)).toBeGreaterThanOrEqual(
        BigInt(tiers[tier].maxPriorityFeePerGas),
      );
    }
    for (const method of ["pimlico_sendUserOperationNow", "debug_bundler_clearState"]) {
      const refused = await send("POST", `/v1/?chainId=${DEVNET}`, {
        jsonrpc: "2.0",
        id: 4,
        method,
        params: [],
      });
      expect(refused.json().error).toEqual({ code: -32601, message: "Method not found" });
    }
  });

  it("records a grant the account signed, lists it, and revokes it with the account's signature", async () => {
    const body = await grantBody(ownerKey);
    const created = await send("POST", `/v1/sessions/${account.address}`, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ pci: body.pci.toLowerCase() });

    const listed = await send("GET", `/v1/sessions/${account.address}?chainId=${DEVNET}`);
    expect(listed.json().sessions).toContainEqual(
      expect.objectContaining({
        pci: body.pci.toLowerCase(),
        signer: body.signer.toLowerCase(),
        revokedAt: null,
      }),
    );

    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = await send("POST", `/v1/sessions/${account.address}/revoke`, {
      pci: body.pci,
      signature: await stranger.signMessage({
        message: revocationMessage(account.address, body.pci),
      }),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe("SIGNATURE_INVALID");
    const still = await send("GET", `/v1/sessions/${account.address}`);
    expect(still.json().sessions[0].revokedAt).toBeNull();

    const revoked = await send("POST", `/v1/sessions/${account.address}/revoke`, {
      pci: body.pci,
      signature: await account.signMessage({
        message: revocationMessage(account.address, body.pci),
      }),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().pci).toBe(body.pci.toLowerCase());
    const after = await send("GET", `/v1/sessions/${account.address}`);
    expect(after.json().sessions[0].revokedAt).toBe(revoked.json().revokedAt);
  });

  it("refuses a grant the account did not sign, or one claimed for another account", async () => {
    const stranger = privateKeyToAccount(generatePrivateKey());
    const unsigned = await send(
      "POST",
      `/v1/sessions/${account.address}`,
      await grantBody(stranger),
    );
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe("SIGNATURE_INVALID");

    const other = privateKeyToAccount(generatePrivateKey()).address;
    const claimed = await send("POST", `/v1/sessions/${other}`, await grantBody(ownerKey));
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().message).toBe("The permission was granted by another account");
    expect((await send("GET", `/v1/sessions/${other}`)).json()).toEqual({ sessions: [] });
  });

  it.each([
    [
      "a bad address",
      "/v1/sessions/0x12",
      { pci: `0x${"1".repeat(64)}`, signature: "0x" },
      "INVALID_ADDRESS",
    ],
    [
      "a bad pci",
      `/v1/sessions/${"0x".padEnd(42, "a")}/revoke`,
      { pci: "0x12", signature: "0x" },
      "INVALID_REQUEST",
    ],
  ])("answers 400 to %s", async (_name, path, payload, code) => {
    const response = await send("POST", path, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it("answers 404 to revoking a permission the account does not have", async () => {
    const response = await send("POST", `/v1/sessions/${account.address}/revoke`, {
      pci: `0x${"2".repeat(64)}`,
      signature: "0x1234",
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses a client past its budget of permission requests with 429 and Retry-After, counted in the database", async () => {
    const settings = { windowMs: 60_000, perIp: 2, perProject: 1_000 };
    // Two instances on one database share the budget, as behind a load balancer.
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        buildApp({
          config: devnetConfig(devnet, { DEVNET_BUNDLER_URL: bundler.url }),
          database: world.database,
          projectCacheTtlMs: 0,
          sessionsRateLimit: settings,
        }),
      ),
    );
    const limitedProject = await insertProject(world.database.db, { allowedOrigins: [ORIGIN] });
    const revoke = (instance: FastifyInstance) =>
      instance.inject({
        method: "POST",
        url: `/v1/sessions/${account.address}/revoke?projectId=${limitedProject}`,
        headers: { origin: ORIGIN },
        // A client of its own, so the budget starts empty.
        remoteAddress: "203.0.113.9",
        payload: { pci: `0x${"3".repeat(64)}`, signature: "0x1234" },
      });
    try {
      expect((await revoke(first!)).statusCode).toBe(404);
      expect((await revoke(second!)).statusCode).toBe(404);
      const third = await revoke(first!);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: "RATE_LIMITED" });
      expect(third.json().message).toMatch(/^Too many permission requests from this IP address/);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
      // Reading the list checks nothing on chain and stays open.
      const list = await first!.inject({
        method: "GET",
        url: `/v1/sessions/${account.address}?projectId=${limitedProject}`,
        headers: { origin: ORIGIN },
      });
      expect(list.statusCode).toBe(200);
    } finally {
      await Promise.all([first!.close(), second!.close()]);
    }
  });
});
