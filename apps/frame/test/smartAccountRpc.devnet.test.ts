import {
  type Bundler,
  type Devnet,
  ensureDevnetBuild,
  startBundler,
  startDevnet,
} from "@foyer/devnet";
import type { RpcRequest } from "@foyer/embedded";
import {
  decodePermissionsContext,
  redeemCall,
  revocationMessage,
  toDeleGatorAccount,
} from "@foyer/smart-account";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  isErc6492Signature,
  numberToHex,
  parseEther,
  parseUnits,
} from "viem";
import { createBundlerClient } from "viem/account-abstraction";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { anvil } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallSummary } from "../src/rpc/describeCall.js";
import { forwardRpc } from "../src/rpc/forwardRpc.js";
import { RpcFailure } from "../src/rpc/rpcErrors.js";
import type { SessionRecord } from "../src/smartAccount/sessionsApi.js";
import {
  handleSmartAccountRpc,
  type SmartAccountDeps,
} from "../src/smartAccount/smartAccountRpc.js";

/**
 * The frame's smart-account requests against a real devnet and bundler: approvals shown, user
 * operations built and sent only after Approve, permissions enforced by the chain.
 */

const BUNDLER_METHODS = new Set([
  "eth_sendUserOperation",
  "eth_estimateUserOperationGas",
  "eth_getUserOperationReceipt",
  "eth_getUserOperationByHash",
  "eth_supportedEntryPoints",
  "pimlico_getUserOperationGasPrice",
]);

let devnet: Devnet;
let bundler: Bundler;

beforeAll(async () => {
  await ensureDevnetBuild();
  devnet = await startDevnet();
  bundler = await startBundler({ rpcUrl: devnet.rpcUrl });
}, 300_000);

afterAll(async () => {
  await bundler?.stop();
  await devnet?.stop();
});

const publicClient = () =>
  createPublicClient({ chain: anvil, transport: http(devnet.rpcUrl), pollingInterval: 20 });

function funder() {
  const key = devnet.manifest.accounts[0]?.privateKey as Hex;
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: anvil,
    transport: http(devnet.rpcUrl),
  });
}

/** What the server's RPC proxy does: ERC-4337 methods to the bundler, the rest to the chain. */
const chainRequest = (method: string, params: unknown) =>
  forwardRpc(fetch, BUNDLER_METHODS.has(method) ? bundler.url : devnet.rpcUrl, method, params);

function frame(options: { approve?: boolean } = {}) {
  const shown: CallSummary[] = [];
  const created: { address: Address; record: SessionRecord }[] = [];
  const revoked: { address: Address; pci: Hex; signature: Hex }[] = [];
  const deps: SmartAccountDeps = {
    ownerKey: generatePrivateKey(),
    network: {
      chainId: 31337,
      name: "Foyer Devnet",
      environment: devnet.manifest.contracts.smartAccounts,
    },
    enabledChainIds: [31337],
    chainRequest,
    approve: async (summary) => {
      shown.push(summary);
      return options.approve ?? true;
    },
    sessions: {
      create: async (address, record) => {
        created.push({ address, record });
      },
      revoke: async (address, pci, signature) => {
        revoked.push({ address, pci, signature });
      },
    },
    now: () => Date.now(),
    pollingIntervalMs: 20,
  };
  const rpc = (method: string, params: unknown) =>
    handleSmartAccountRpc({ method, params } as RpcRequest, deps, new AbortController().signal);
  return { deps, shown, created, revoked, rpc };
}

async function addressOf(f: ReturnType<typeof frame>): Promise<Address> {
  const [address] = (await f.rpc("eth_accounts", [])) as Address[];
  if (!address) throw new Error("no account");
  return address;
}

interface CallsStatus {
  status: number;
  receipts?: { transactionHash: Hex }[];
}

/** Asks wallet_getCallsStatus until the batch is no longer pending (100), as a dApp would. */
async function confirmed(f: ReturnType<typeof frame>, id: Hex): Promise<CallsStatus> {
  for (;;) {
    const status = (await f.rpc("wallet_getCallsStatus", [id])) as CallsStatus;
    if (status.status !== 100) return status;
  }
}

// Each operation is prepared twice (the approval shows its fee first): a loaded machine needs
// more than the default 5 s for the longer ones.
describe("the smart account in the frame", { timeout: 60_000 }, () => {
  it("answers its counterfactual address at once and deploys it with the first send", async () => {
    const f = frame();
    const address = await addressOf(f);
    const client = publicClient();
    expect(await client.getCode({ address })).toBeUndefined();
    await funder().sendTransaction({ to: address, value: parseEther("1") });
    const to = privateKeyToAccount(generatePrivateKey()).address;

    const hash = (await f.rpc("eth_sendTransaction", [
      { from: address, to, value: numberToHex(parseEther("0.1")) },
    ])) as Hex;

    expect(f.shown[0]?.title).toBe("Send transaction");
    expect(f.shown[0]?.rows).toContainEqual({
      label: "Account",
      value: "Not deployed yet: this also deploys your smart account",
    });
    expect((await client.getTransactionReceipt({ hash })).status).toBe("success");
    expect(await client.getBalance({ address: to })).toBe(parseEther("0.1"));
    expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]+/);
  });

  it("keeps the devnet's fees flat however many user operations it sends", async () => {
    const f = frame();
    const address = await addressOf(f);
    const client = publicClient();
    await funder().sendTransaction({ to: address, value: parseEther("1") });
    const suggestedTip = async () =>
      BigInt(await client.request({ method: "eth_maxPriorityFeePerGas" } as never));
    const before = await suggestedTip();
    const paid: bigint[] = [];
    for (let i = 0; i < 12; i++) {
      const hash = (await f.rpc("eth_sendTransaction", [{ to: address, value: "0x1" }])) as Hex;
      const transaction = await client.getTransaction({ hash });
      paid.push(transaction.maxPriorityFeePerGas ?? 0n);
    }
    // Each operation's bundle pays what the chain suggested, so the suggestion stays put (it
    // grew 1.8× per operation while the frame offered twice the suggestion).
    expect(await suggestedTip()).toBeLessThanOrEqual(before);
    expect(paid.every((tip) => tip <= before)).toBe(true);
  });

  it("sends nothing when the user rejects", async () => {
    const f = frame({ approve: false });
    const address = await addressOf(f);
    await funder().sendTransaction({ to: address, value: parseEther("1") });
    await expect(f.rpc("eth_sendTransaction", [{ to: address, value: "0x1" }])).rejects.toEqual(
      new RpcFailure("User rejected the request.", 4001),
    );
    expect(await publicClient().getCode({ address })).toBeUndefined();
  });

  it("refuses a request that names another account", async () => {
    const f = frame();
    const other = privateKeyToAccount(generatePrivateKey()).address;
    await expect(f.rpc("personal_sign", ["0x68656c6c6f", other])).rejects.toMatchObject({
      code: 4100,
    });
    expect(f.shown).toEqual([]);
  });

  it("signs with ERC-6492 before deployment and ERC-1271 after", async () => {
    const f = frame();
    const address = await addressOf(f);
    const client = publicClient();
    const before = (await f.rpc("personal_sign", ["0x68656c6c6f", address])) as Hex;
    expect(isErc6492Signature(before)).toBe(true);
    expect(await client.verifyMessage({ address, message: "hello", signature: before })).toBe(true);

    await funder().sendTransaction({ to: address, value: parseEther("1") });
    const { id } = (await f.rpc("wallet_sendCalls", [{ calls: [{ to: address }] }])) as { id: Hex };
    await confirmed(f, id);
    const typedData = {
      domain: { name: "Foyer Test", version: "1", chainId: 31337 },
      types: { Mail: [{ name: "contents", type: "string" }] },
      primaryType: "Mail",
      message: { contents: "hello" },
    } as const;
    const after = (await f.rpc("eth_signTypedData_v4", [
      address,
      JSON.stringify(typedData),
    ])) as Hex;
    expect(isErc6492Signature(after)).toBe(false);
    expect(await client.verifyTypedData({ address, ...typedData, signature: after })).toBe(true);
  });

  it("runs a 2-call batch as one user operation, with one approval and an EIP-5792 status", async () => {
    const f = frame();
    const address = await addressOf(f);
    const { usdc, dexRouter } = devnet.manifest.contracts;
    await funder().sendTransaction({ to: address, value: parseEther("1") });
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: "approve",
      args: [dexRouter.address, 5n],
    });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;

    expect(await f.rpc("wallet_getCapabilities", [address, ["0x7a69"]])).toEqual({
      "0x7a69": {
        atomic: { status: "supported" },
        paymasterService: { supported: true },
        assetDiscovery: { supported: true },
      },
    });
    const { id } = (await f.rpc("wallet_sendCalls", [
      {
        version: "2.0.0",
        chainId: "0x7a69",
        from: address,
        atomicRequired: true,
        calls: [
          { to: usdc.address, data: approve },
          { to: recipient, value: "0x2a" },
        ],
      },
    ])) as { id: Hex };
    expect(f.shown).toHaveLength(1);
    expect(f.shown[0]?.title).toBe("Send 2 calls in one transaction (all or none)");

    const status = await confirmed(f, id);
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: "0x7a69" });
    expect(status.receipts).toHaveLength(1);
    const client = publicClient();
    expect(await client.getBalance({ address: recipient })).toBe(42n);
    expect(
      await client.readContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: "allowance",
        args: [address, dexRouter.address],
      }),
    ).toBe(5n);
  });

  it("grants a permission the chain enforces, then revokes it on chain and on the server", async () => {
    const f = frame();
    const address = await addressOf(f);
    const { usdc } = devnet.manifest.contracts;
    const environment = devnet.manifest.contracts.smartAccounts;
    await funder().sendTransaction({ to: address, value: parseEther("1") });
    await funder().writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: "transfer",
      args: [address, parseUnits("50", 6)],
    });
    const client = publicClient();
    const session = await toDeleGatorAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      environment,
    });
    const expiry = Math.floor(Date.now() / 1000) + 3600;

    const granted = (await f.rpc("wallet_grantPermissions", [
      {
        chainId: "0x7a69",
        expiry,
        signer: { type: "account", data: { id: session.address } },
        permissions: [
          {
            type: "erc20-token-transfer",
            data: { address: usdc.address, ticker: "USDC" },
            policies: [
              { type: "token-allowance", data: { allowance: numberToHex(parseUnits("10", 6)) } },
              { type: "gas-limit", data: { limit: numberToHex(parseEther("0.05")) } },
            ],
          },
        ],
      },
    ])) as { permissionsContext: Hex; expiry: number };
    expect(f.shown[0]?.title).toBe("Grant permission");
    expect(f.shown[0]?.rows).toContainEqual({
      label: "Allows",
      value: `Transfer up to 10 USDC (${usdc.address}) in total`,
    });
    expect(granted.expiry).toBe(expiry);
    const [delegation] = decodePermissionsContext(granted.permissionsContext);
    expect(f.created).toEqual([
      {
        address,
        record: expect.objectContaining({
          signer: session.address,
          expiry,
          permissionsContext: granted.permissionsContext,
        }),
      },
    ]);

    const bundlerClient = createBundlerClient({
      client,
      transport: http(bundler.url),
      pollingInterval: 20,
    });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const use = async (amount: bigint) => {
      const hash = await bundlerClient.sendUserOperation({
        account: session,
        calls: [
          redeemCall(environment, granted.permissionsContext, [
            {
              to: usdc.address,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: "transfer",
                args: [recipient, amount],
              }),
            },
          ]),
        ],
      });
      return bundlerClient.waitForUserOperationReceipt({ hash });
    };
    // The session pays its fees from the deposit the grant made; the frame is not asked again.
    expect((await use(parseUnits("3", 6))).success).toBe(true);
    expect(f.shown).toHaveLength(1);
    await expect(use(parseUnits("8", 6))).rejects.toThrow();

    await f.rpc("wallet_revokePermissions", [{ permissionsContext: granted.permissionsContext }]);
    expect(f.shown[1]?.title).toBe("Revoke permission");
    expect(f.revoked).toHaveLength(1);
    const [revocation] = f.revoked;
    expect(
      await client.verifyMessage({
        address,
        message: revocationMessage(address, revocation?.pci as Hex),
        signature: revocation?.signature as Hex,
      }),
    ).toBe(true);
    expect(delegation?.delegator).toBe(address);
    await expect(use(1n)).rejects.toThrow();
    expect(
      await client.readContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [recipient],
      }),
    ).toBe(parseUnits("3", 6));
  });

  it("refuses a permission it cannot have the chain enforce, before asking", async () => {
    const f = frame();
    await expect(
      f.rpc("wallet_grantPermissions", [
        {
          expiry: Math.floor(Date.now() / 1000) + 60,
          signer: { type: "account", data: { id: await addressOf(f) } },
          permissions: [{ type: "nft-transfer", data: {}, policies: [] }],
        },
      ]),
    ).rejects.toEqual(new RpcFailure("Unsupported permission type: nft-transfer", -32602));
    expect(f.shown).toEqual([]);
  });
});
