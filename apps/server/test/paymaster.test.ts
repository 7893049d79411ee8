import { type Bundler, type Devnet, startBundler, startDevnet } from "@foyer/devnet";
import type { SponsorshipPolicy } from "@foyer/protocol";
import { toDeleGatorAccount, userOperationFees } from "@foyer/smart-account";
import { createPublicClient, encodeFunctionData, type Hex, http, parseAbi, parseEther } from "viem";
import {
  type BundlerClient,
  createBundlerClient,
  entryPoint07Address,
  formatUserOperationRequest,
} from "viem/account-abstraction";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { anvil } from "viem/chains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { writeSponsorshipPolicy } from "../src/paymaster/sponsorshipStore.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { createDevnetApp } from "./support/devnet.js";
import { useServerApp } from "./support/serverApp.js";

const ORIGIN = "https://dapp.example";
const DEVNET = "eip155:31337";
const claimAbi = parseAbi(["function claim() returns (uint256)"]);
const entryPointAbi = parseAbi(["function balanceOf(address) view returns (uint256)"]);
const nftAbi = parseAbi(["function balanceOf(address) view returns (uint256)"]);

let devnet: Devnet;
let bundler: Bundler;

beforeAll(async () => {
  devnet = await startDevnet();
  bundler = await startBundler({ rpcUrl: devnet.rpcUrl });
}, 300_000);

afterAll(async () => {
  await bundler?.stop();
  await devnet?.stop();
});

const chain = () =>
  createPublicClient({ chain: anvil, transport: http(devnet.rpcUrl), pollingInterval: 20 });

const policy = (change: Partial<SponsorshipPolicy> = {}): SponsorshipPolicy => ({
  enabled: true,
  networks: [DEVNET],
  targets: "all",
  perUserDailyWei: parseEther("1").toString(),
  perUserDailyOperations: 10,
  globalDailyWei: parseEther("10").toString(),
  ...change,
});

describeEachDriver("the ERC-7677 paymaster service", (driver) => {
  const world = useServerApp(driver, {
    build: ({ database }) =>
      createDevnetApp(database, devnet, {
        env: {
          DEVNET_BUNDLER_URL: bundler.url,
          FOYER_PAYMASTER_SIGNER_KEY: devnet.manifest.contracts.paymaster.signer.privateKey,
        },
      }),
    listen: true,
  });

  /** A project with `sponsorship` (none: no policy row at all). */
  async function project(sponsorship?: SponsorshipPolicy): Promise<string> {
    const id = await insertProject(world.database.db, {
      allowedOrigins: [ORIGIN],
      name: "Mint Shop",
    });
    if (sponsorship) await writeSponsorshipPolicy(world.database.db, id, sponsorship);
    return id;
  }

  const rpcUrl = (projectId: string) => `${world.url}/v1/?chainId=${DEVNET}&projectId=${projectId}`;
  const transport = (projectId: string) =>
    http(rpcUrl(projectId), { fetchOptions: { headers: { origin: ORIGIN } } });

  /** A new account (no ETH) and a bundler client whose paymaster is the project's RPC URL. */
  async function newUser(projectId: string) {
    const client = createPublicClient({
      chain: anvil,
      transport: transport(projectId),
      pollingInterval: 20,
    });
    const account = await toDeleGatorAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      environment: devnet.manifest.contracts.smartAccounts,
    });
    const bundlerClient: BundlerClient = createBundlerClient({
      client,
      transport: transport(projectId),
      paymaster: true,
      pollingInterval: 20,
      userOperation: {
        estimateFeesPerGas: ({ bundlerClient }) => userOperationFees(bundlerClient, client),
      },
    });
    return { account, bundlerClient, client };
  }

  const claimCall = () => ({
    to: devnet.manifest.contracts.nft.address,
    data: encodeFunctionData({ abi: claimAbi, functionName: "claim" }),
  });

  async function call(projectId: string, method: string, params: unknown[]) {
    const response = await fetch(rpcUrl(projectId), {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    return (await response.json()) as {
      result?: Record<string, unknown>;
      error?: { code: number; message: string; data?: { code: string; reason: string } };
    };
  }

  /**
   * A new account's user operation with its gas estimated, as a wallet would ask about it (it is
   * prepared through a sponsoring project of its own: the account holds no ETH to estimate with).
   */
  async function userOperationOf() {
    const { account, bundlerClient } = await newUser(await project(policy()));
    const prepared = await bundlerClient.prepareUserOperation({ account, calls: [claimCall()] });
    return formatUserOperationRequest(prepared);
  }

  it("pays for a new account's first operation: mined from the paymaster's deposit, the account still at 0 ETH", async () => {
    const projectId = await project(policy());
    const { account, bundlerClient } = await newUser(projectId);
    const entryPoint = devnet.manifest.contracts.entryPoint.address;
    const paymaster = devnet.manifest.contracts.paymaster.address;
    const read = chain();
    const depositBefore = await read.readContract({
      address: entryPoint,
      abi: entryPointAbi,
      functionName: "balanceOf",
      args: [paymaster],
    });

    const hash = await bundlerClient.sendUserOperation({ account, calls: [claimCall()] });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash });

    expect(receipt.success).toBe(true);
    expect(receipt.paymaster?.toLowerCase()).toBe(paymaster.toLowerCase());
    expect(await read.getBalance({ address: account.address })).toBe(0n);
    expect(
      await read.readContract({
        address: devnet.manifest.contracts.nft.address,
        abi: nftAbi,
        functionName: "balanceOf",
        args: [account.address],
      }),
    ).toBe(1n);
    const depositAfter = await read.readContract({
      address: entryPoint,
      abi: entryPointAbi,
      functionName: "balanceOf",
      args: [paymaster],
    });
    expect(depositBefore - depositAfter).toBe(receipt.actualGasCost);
  });

  it("answers stub data with the paymaster, its gas and the project as sponsor", async () => {
    const projectId = await project(policy());
    const operation = await userOperationOf();
    const answer = await call(projectId, "pm_getPaymasterStubData", [
      operation,
      entryPoint07Address,
      "0x7a69",
      {},
    ]);
    expect(answer.result).toMatchObject({
      paymaster: devnet.manifest.contracts.paymaster.address,
      paymasterVerificationGasLimit: "0x186a0",
      paymasterPostOpGasLimit: "0x0",
      sponsor: { name: "Mint Shop" },
      isFinal: false,
    });
  });

  it.each<[string, SponsorshipPolicy | undefined, "stub" | "data", string]>([
    ["a project without a policy", undefined, "stub", "SPONSORSHIP_OFF"],
    ["a policy turned off", policy({ enabled: false }), "stub", "SPONSORSHIP_OFF"],
    ["another network", policy({ networks: ["eip155:1"] }), "stub", "NETWORK_NOT_SPONSORED"],
    [
      "a contract not listed",
      policy({ targets: ["0x000000000000000000000000000000000000dEaD"] }),
      "stub",
      "TARGET_NOT_SPONSORED",
    ],
    [
      "no operations left today",
      policy({ perUserDailyOperations: 0 }),
      "stub",
      "USER_DAILY_OPERATIONS",
    ],
    [
      "more than the user's day allows",
      policy({ perUserDailyWei: "1000" }),
      "data",
      "USER_DAILY_LIMIT",
    ],
    [
      "more than the project's day allows",
      policy({ globalDailyWei: "1000" }),
      "data",
      "PROJECT_DAILY_LIMIT",
    ],
  ])("refuses %s, saying why", async (_, sponsorship, kind, code) => {
    const projectId = await project(sponsorship);
    const operation = await userOperationOf();
    const answer = await call(
      projectId,
      kind === "stub" ? "pm_getPaymasterStubData" : "pm_getPaymasterData",
      [operation, entryPoint07Address, "0x7a69", {}],
    );
    expect(answer.result).toBeUndefined();
    expect(answer.error?.code).toBe(-32010);
    expect(answer.error?.data?.code).toBe(code);
    expect(answer.error?.message).toBe(answer.error?.data?.reason);
  });

  it.each<[string, (operation: Record<string, unknown>) => unknown[], string]>([
    [
      "another EntryPoint",
      (op) => [op, "0x0000000071727De22E5E9d8BAf0edAc6f37da033", "0x7a69"],
      "WRONG_ENTRY_POINT",
    ],
    ["another chain id", (op) => [op, entryPoint07Address, "0x1"], "WRONG_CHAIN"],
    [
      "a malformed operation",
      (op) => [{ ...op, sender: "0x12" }, entryPoint07Address, "0x7a69"],
      "INVALID_USER_OPERATION",
    ],
  ])("refuses %s", async (_, paramsOf, code) => {
    const projectId = await project(policy());
    const operation = await userOperationOf();
    const answer = await call(projectId, "pm_getPaymasterStubData", paramsOf(operation));
    expect(answer.error?.data?.code).toBe(code);
  });

  it("signs what the EntryPoint accepts, and a tampered signature is refused", async () => {
    const projectId = await project(policy());
    const { account, bundlerClient } = await newUser(projectId);
    const prepared = await bundlerClient.prepareUserOperation({ account, calls: [claimCall()] });
    const signature = await account.signUserOperation(prepared);
    const data = prepared.paymasterData as Hex;
    // The validity window stretched by a second: what the signer did not sign.
    const validUntil = BigInt(`0x${data.slice(2, 66)}`) + 1n;
    const tampered = `0x${validUntil.toString(16).padStart(64, "0")}${data.slice(66)}` as Hex;
    await expect(
      bundlerClient.sendUserOperation({
        ...prepared,
        paymasterData: tampered,
        signature: await account.signUserOperation({ ...prepared, paymasterData: tampered }),
      }),
    ).rejects.toMatchObject({ details: expect.stringMatching(/AA34 signature error/) });

    const hash = await bundlerClient.sendUserOperation({ ...prepared, signature });
    expect((await bundlerClient.waitForUserOperationReceipt({ hash })).success).toBe(true);
  });

  it("counts a limit once across concurrent requests: of two at the last operation, one is signed", async () => {
    const projectId = await project(policy({ perUserDailyOperations: 1 }));
    const operation = await userOperationOf();
    const params = [operation, entryPoint07Address, "0x7a69", {}];
    const answers = await Promise.all([
      call(projectId, "pm_getPaymasterData", params),
      call(projectId, "pm_getPaymasterData", params),
    ]);
    expect(answers.filter((answer) => answer.result !== undefined)).toHaveLength(1);
    expect(answers.find((answer) => answer.error)?.error?.data?.code).toBe("USER_DAILY_OPERATIONS");
  });
});
