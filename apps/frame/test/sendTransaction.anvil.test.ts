import { type Chain, startChain } from "@foyer/devnet";
import { createPublicClient, createTestClient, http, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forwardRpc } from "../src/rpc/forwardRpc.js";
import { handleRpc } from "../src/rpc/handleRpc.js";
import { eoaCallsStatus } from "../src/walletInfo/eoaCallsStatus.js";

/** eth_sendTransaction end to end on a real anvil chain: approve → signed in the frame → mined. */
describe("eth_sendTransaction on anvil", () => {
  let chain: Chain;
  beforeAll(async () => {
    chain = await startChain(31337);
  }, 60_000);
  afterAll(async () => {
    await chain?.stop();
  });

  function frameAccount() {
    const privateKey = generatePrivateKey();
    return { privateKey, account: privateKeyToAccount(privateKey) };
  }

  const deps = (privateKey: `0x${string}`) => ({
    account: () => ({ address: privateKeyToAccount(privateKey).address, privateKey }),
    chainRequest: (method: string, params: unknown) =>
      forwardRpc(fetch, chain.rpcUrl, method, params),
    approve: async () => true,
  });

  it("honours a legacy gasPrice the dApp set", async () => {
    const { privateKey, account } = frameAccount();
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    await createTestClient({ mode: "anvil", transport: http(chain.rpcUrl) }).setBalance({
      address: account.address,
      value: parseEther("1"),
    });
    const to = frameAccount().account.address;
    const hash = await handleRpc(
      {
        method: "eth_sendTransaction",
        params: [{ to, value: "0x2a", gasPrice: "0x77359400", data: "0x" }],
      },
      deps(privateKey),
      new AbortController().signal,
    );
    const tx = await client.getTransaction({ hash: hash as `0x${string}` });
    expect(tx.type).toBe("legacy");
    expect(tx.gasPrice).toBe(2_000_000_000n);
    expect((await client.waitForTransactionReceipt({ hash: tx.hash })).status).toBe("success");
    expect(await client.getBalance({ address: to })).toBe(42n);
  }, 60_000);

  it("passes the chain's refusal on (no funds)", async () => {
    const { privateKey } = frameAccount();
    await expect(
      handleRpc(
        {
          method: "eth_sendTransaction",
          params: [{ to: frameAccount().account.address, value: "0x1" }],
        },
        deps(privateKey),
        new AbortController().signal,
      ),
    ).rejects.toThrow(/insufficient funds/i);
  }, 60_000);

  it("sends from the frame's key after approval and the value arrives", async () => {
    const privateKey = generatePrivateKey();
    const account = privateKeyToAccount(privateKey);
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    await createTestClient({ mode: "anvil", transport: http(chain.rpcUrl) }).setBalance({
      address: account.address,
      value: parseEther("100"),
    });
    const approvals: string[] = [];
    const hash = await handleRpc(
      {
        method: "eth_sendTransaction",
        params: [{ from: account.address, to, value: `0x${parseEther("1.5").toString(16)}` }],
      },
      {
        account: () => ({ address: account.address, privateKey }),
        chainRequest: (method, params) => forwardRpc(fetch, chain.rpcUrl, method, params),
        approve: async (summary) => {
          approvals.push(summary.rows.map((row) => `${row.label}: ${row.value}`).join(", "));
          return true;
        },
      },
      new AbortController().signal,
    );
    expect(approvals).toEqual([`To: ${to}, Value: 1.5 ETH, Data: None`]);
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` });
    expect(receipt.status).toBe("success");
    expect(receipt.type).toBe("eip1559");
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase());
    expect(await client.getBalance({ address: to })).toBe(parseEther("1.5"));
  }, 60_000);
});

/** EIP-5792 for the plain account on a real anvil chain: a batch sent call by call, its status read back. */
describe("wallet_sendCalls from the EOA on anvil", () => {
  let chain: Chain;
  beforeAll(async () => {
    chain = await startChain(31337);
  }, 60_000);
  afterAll(async () => {
    await chain?.stop();
  });

  async function funded() {
    const privateKey = generatePrivateKey();
    const account = privateKeyToAccount(privateKey);
    await createTestClient({ mode: "anvil", transport: http(chain.rpcUrl) }).setBalance({
      address: account.address,
      value: parseEther("10"),
    });
    const approvals: string[] = [];
    const chainRequest = (method: string, params: unknown) =>
      forwardRpc(fetch, chain.rpcUrl, method, params);
    const deps = {
      account: () => ({ address: account.address, privateKey }),
      chainRequest,
      approve: async (summary: { title: string }) => {
        approvals.push(summary.title);
        return true;
      },
    };
    return { account, deps, approvals, chainRequest };
  }

  it("sends each call as its own transaction after one approval; the status is confirmed, not atomic", async () => {
    const { account, deps, approvals, chainRequest } = await funded();
    const one = privateKeyToAccount(generatePrivateKey()).address;
    const two = privateKeyToAccount(generatePrivateKey()).address;
    const reply = (await handleRpc(
      {
        method: "wallet_sendCalls",
        chainId: 31337,
        params: [
          {
            version: "2.0.0",
            from: account.address,
            chainId: "0x7a69",
            atomicRequired: false,
            calls: [
              { to: one, value: "0x1" },
              { to: two, value: "0x2" },
            ],
          },
        ],
      },
      deps,
      new AbortController().signal,
    )) as { id: `0x${string}` };
    expect(approvals).toEqual(["Send 2 transactions, one after another"]);
    expect(reply.id).toMatch(/^0x[0-9a-f]{128}$/);
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    expect(await client.getBalance({ address: one })).toBe(1n);
    expect(await client.getBalance({ address: two })).toBe(2n);

    const status = (await eoaCallsStatus([reply.id], 31337, chainRequest)) as {
      status: number;
      atomic: boolean;
      receipts: { transactionHash: string }[];
    };
    expect(status).toMatchObject({ status: 200, atomic: false });
    expect(
      status.receipts
        .map((r) => r.transactionHash)
        .join("")
        .replaceAll("0x", ""),
    ).toBe(reply.id.slice(2));
  }, 60_000);

  it.each([
    [
      "wallet_sendCalls",
      [{ calls: [{ to: "0x000000000000000000000000000000000000dEaD" }], atomicRequired: true }],
      5760,
    ],
    ["wallet_grantPermissions", [{ permissions: [] }], 4200],
    ["wallet_revokePermissions", [{ permissionsContext: "0x" }], 4200],
    ["eth_sendUserOperation", [{}, "0x0000000071727De22E5E9d8BAf0edAc6f37da032"], 4200],
  ])("refuses %s before anything is shown (%i)", async (method, params, code) => {
    const { deps, approvals } = await funded();
    await expect(
      handleRpc({ method, params } as never, deps, new AbortController().signal),
    ).rejects.toMatchObject({ code });
    expect(approvals).toEqual([]);
  });
});
