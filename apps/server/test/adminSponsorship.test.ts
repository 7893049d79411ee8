import { SPONSORSHIP_OFF, SPONSORSHIP_REFUSALS } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { parseEther } from "viem";
import { generatePrivateKey } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { adminCall, auditOf, createAdminApp } from "./support/admin.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { useServerApp } from "./support/serverApp.js";

const ORIGIN = "https://dapp.example";
const DEVNET = "eip155:31337";
const PAYMASTER = "0x2222222222222222222222222222222222222222";
const ENTRY_POINT_07 = "0x0000000071727De22E5E9d8BAf0edAc6f37da032";
/** A network with a bundler and a paymaster: the server signs for it (nothing here is dialled). */
const PAYMASTER_NETWORKS = JSON.stringify({
  [DEVNET]: {
    name: "Devnet",
    rpcUrls: ["http://127.0.0.1:9/"],
    bundlerUrl: "http://127.0.0.1:9/bundler",
    paymaster: PAYMASTER,
  },
});
const ENV = {
  FOYER_NETWORKS: PAYMASTER_NETWORKS,
  FOYER_PAYMASTER_SIGNER_KEY: generatePrivateKey(),
};

/** A user operation as a wallet asks the paymaster about it (its calls are not read here). */
const operation = (sender: string) => ({
  sender,
  nonce: "0x0",
  callData: "0x",
  callGasLimit: "0x10000",
  verificationGasLimit: "0x10000",
  preVerificationGas: "0x10000",
  maxFeePerGas: "0x3b9aca00",
  maxPriorityFeePerGas: "0x3b9aca00",
});

describeEachDriver("admin API: a project's gas sponsorship", (driver) => {
  const world = useServerApp(driver, {
    build: ({ database }) => createAdminApp(database, { env: ENV }),
  });
  /** A second instance on the same database, as behind a load balancer. */
  const second = useServerApp(driver, {
    build: ({ database }) => createAdminApp(database, { env: ENV }),
  });

  const call = () => adminCall(world.app);
  const newProject = () =>
    insertProject(world.database.db, { allowedOrigins: [ORIGIN], name: "Mint Shop" });
  const patch = (id: string, body: unknown) =>
    call()("PATCH", `/admin/v1/projects/${id}/sponsorship`, { body });

  /** Asks an instance to sign for an operation, as the wallet does through the project's RPC URL. */
  async function paymasterData(server: FastifyInstance, projectId: string, sender: string) {
    const response = await server.inject({
      method: "POST",
      url: `/v1/?chainId=${DEVNET}&projectId=${projectId}`,
      headers: { origin: ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "pm_getPaymasterData",
        params: [operation(sender), ENTRY_POINT_07, "0x7a69", {}],
      }),
    });
    return response.json() as {
      result?: { paymaster: string; paymasterData: string };
      error?: { code: number; message: string; data?: { code: string; reason: string } };
    };
  }

  const ON = {
    enabled: true,
    networks: [DEVNET],
    targets: "all",
    perUserDailyWei: parseEther("0.5").toString(),
    perUserDailyOperations: 3,
    globalDailyWei: parseEther("10").toString(),
  };

  it("shows a project without a policy as off, with the server's paymaster networks", async () => {
    const id = await newProject();
    const answer = await call()("GET", `/admin/v1/projects/${id}/sponsorship`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      projectId: id,
      policy: SPONSORSHIP_OFF,
      paymasterNetworks: [DEVNET],
      today: { day: new Date().toISOString().slice(0, 10), operations: 0, wei: "0", users: 0 },
      updatedAt: null,
    });
    expect((await paymasterData(world.app, id, PAYMASTER)).error?.data?.code).toBe(
      "SPONSORSHIP_OFF",
    );
  });

  it("turns sponsorship on (audited): the paymaster signs, and today's use is counted", async () => {
    const id = await newProject();
    const changed = await patch(id, ON);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ policy: ON, updatedAt: expect.any(String) });
    const [audit] = await auditOf(world.database, id);
    expect(audit).toMatchObject({
      actor: "token",
      action: "project.sponsorship",
      targetType: "project",
      before: SPONSORSHIP_OFF,
      after: ON,
    });

    const sender = "0x3333333333333333333333333333333333333333";
    const signed = await paymasterData(world.app, id, sender);
    expect(signed.error).toBeUndefined();
    expect(signed.result?.paymaster.toLowerCase()).toBe(PAYMASTER);
    expect(signed.result?.paymasterData).toMatch(/^0x[0-9a-f]{200,}$/);
    const today = (await call()("GET", `/admin/v1/projects/${id}/sponsorship`)).json().today;
    expect(today).toMatchObject({ operations: 1, users: 1 });
    expect(BigInt(today.wei)).toBeGreaterThan(0n);
  });

  it("off: every instance refuses with the reason at once; on again: it signs again", async () => {
    const id = await newProject();
    const sender = "0x4444444444444444444444444444444444444444";
    expect((await patch(id, ON)).statusCode).toBe(200);
    expect((await paymasterData(second.app, id, sender)).result).toBeDefined();

    expect((await patch(id, { enabled: false })).json().policy).toEqual({ ...ON, enabled: false });
    for (const server of [world.app, second.app]) {
      const refused = await paymasterData(server, id, sender);
      expect(refused.result).toBeUndefined();
      expect(refused.error).toMatchObject({
        code: -32010,
        message: SPONSORSHIP_REFUSALS.SPONSORSHIP_OFF,
        data: { code: "SPONSORSHIP_OFF", reason: "This app does not sponsor gas" },
      });
    }

    expect((await patch(id, { enabled: true })).statusCode).toBe(200);
    expect((await paymasterData(second.app, id, sender)).result?.paymasterData).toMatch(/^0x/);
    expect((await auditOf(world.database, id)).map((row) => row.action)).toEqual([
      "project.sponsorship",
      "project.sponsorship",
      "project.sponsorship",
    ]);
  });

  it("keeps target contracts lowercase and limits per user in operations", async () => {
    const id = await newProject();
    const target = "0x000000000000000000000000000000000000dEaD";
    const answer = await patch(id, { ...ON, targets: [target], perUserDailyOperations: 0 });
    expect(answer.json().policy.targets).toEqual([target.toLowerCase()]);
    const refused = await paymasterData(world.app, id, PAYMASTER);
    expect(refused.error?.data?.code).toBe("USER_DAILY_OPERATIONS");
  });

  describe("refuses bad input with a 400 naming the field, writing nothing", () => {
    it.each<[unknown, RegExp]>([
      [{ enabled: "yes" }, /^enabled must be true or false$/],
      [
        { networks: ["eip155:1"] },
        /^networks: this server has no paymaster on eip155:1 \(it has: eip155:31337\)$/,
      ],
      [
        { networks: ["solana:abc"] },
        /^networks must list EVM CAIP-2 ids like eip155:1 \(got "solana:abc"\)$/,
      ],
      [{ targets: ["0x12"] }, /^targets/],
      [{ targets: "some" }, /^targets must be "all" or a list of contract addresses$/],
      [
        { perUserDailyWei: "0.5" },
        /^perUserDailyWei must be wei as decimal digits \(got "0\.5"\)$/,
      ],
      [{ perUserDailyWei: 5 }, /^perUserDailyWei must be wei as decimal digits$/],
      [{ perUserDailyOperations: -1 }, /^perUserDailyOperations must be 0 or more$/],
      [{ perUserDailyOperations: 1.5 }, /^perUserDailyOperations must be a whole number$/],
      [{ globalDailyWei: "-1" }, /^globalDailyWei must be wei as decimal digits/],
      [{ enable: true }, /^enable is not a policy field \(the fields are enabled, networks,/],
      [{}, /^Body must name at least one policy field to change/],
    ])("%j", async (body, message) => {
      const id = await newProject();
      const answer = await patch(id, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: "INVALID_REQUEST" });
      expect(answer.json().message).toMatch(message);
      expect(await auditOf(world.database, id)).toEqual([]);
      expect((await call()("GET", `/admin/v1/projects/${id}/sponsorship`)).json().updatedAt).toBe(
        null,
      );
    });
  });

  it("answers 404 for a project that does not exist", async () => {
    for (const method of ["GET", "PATCH"] as const) {
      const answer = await call()(method, "/admin/v1/projects/no-such-project/sponsorship", {
        ...(method === "PATCH" ? { body: { enabled: true } } : {}),
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: "PROJECT_NOT_FOUND" });
    }
  });
});
