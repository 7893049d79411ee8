import { type Chain, startChain } from "@foyer/devnet";
import { createPublicClient, createTestClient, http, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forwardRpc } from "../src/rpc/forwardRpc.js";
import { handleRpc } from "../src/rpc/handleRpc.js";

/** eth_sendTransaction end to end on a real anvil chain: approve → signed in the frame → mined. */
describe("eth_sendTransaction on anvil", () => {
  let chain: Chain;
  beforeAll(async () => {
    chain = await startChain(31337);
  }, 60_000);
  afterAll(async () => {
    await chain?.stop();
  });

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
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase());
    expect(await client.getBalance({ address: to })).toBe(parseEther("1.5"));
  }, 60_000);
});
