import type { Devnet } from "@foyer/devnet";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";

export interface ChainActions {
  address(index: number): Address;
  sendEth(from: number, to: Address, ether: string): Promise<Hash>;
  sendUsdc(from: number, to: Address, amount: string): Promise<Hash>;
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
  mine(blocks: number): Promise<void>;
}

/** Sends from dev accounts and drives anvil's test methods, waiting for each receipt. */
export function chainActions(devnet: Devnet): ChainActions {
  const publicClient = createPublicClient({
    chain: foundry,
    transport: http(devnet.rpcUrl),
    pollingInterval: 50,
  });
  const wallet = (index: number) => {
    const key = devnet.manifest.accounts[index]?.privateKey;
    if (key === undefined) throw new Error(`no dev account ${index}`);
    return createWalletClient({
      account: privateKeyToAccount(key),
      chain: foundry,
      transport: http(devnet.rpcUrl),
      pollingInterval: 50,
    });
  };
  const confirmed = async (hash: Hash) => {
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return hash;
  };
  const rpc = async (method: string, params: unknown[] = []): Promise<unknown> => {
    const response = await fetch(devnet.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: unknown };
    if (body.error !== undefined) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
    return body.result;
  };
  return {
    address: (index: number): Address => {
      const address = devnet.manifest.accounts[index]?.address;
      if (address === undefined) throw new Error(`no dev account ${index}`);
      return address;
    },
    sendEth: async (from: number, to: Address, ether: string) =>
      confirmed(await wallet(from).sendTransaction({ to, value: parseEther(ether) })),
    sendUsdc: async (from: number, to: Address, amount: string) =>
      confirmed(
        await wallet(from).writeContract({
          address: devnet.manifest.contracts.usdc.address,
          abi: erc20Abi,
          functionName: "transfer",
          args: [to, parseUnits(amount, 6)],
        }),
      ),
    snapshot: async () => String(await rpc("evm_snapshot")),
    revert: async (id: string) => {
      await rpc("evm_revert", [id]);
    },
    mine: async (blocks: number) => {
      await rpc("anvil_mine", [`0x${blocks.toString(16)}`]);
    },
  };
}

/** Polls `check` until it returns something other than undefined (or fails after `timeoutMs`). */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
