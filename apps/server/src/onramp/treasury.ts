import {
  type Address,
  createWalletClient,
  custom,
  defineChain,
  erc20Abi,
  type Hash,
  type PublicClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { ChainClients } from "../blockchain/chainClients.js";

/** What one delivery sends: `units` of `token` (null: the native coin) to `to`. */
export interface Delivery {
  chainId: string;
  to: Address;
  token: Address | null;
  units: bigint;
}

export interface Treasury {
  readonly address: Address;
  /** Sends a delivery; resolves with its hash once the node accepted it. */
  send(delivery: Delivery): Promise<Hash>;
  /** Whether the delivery was mined successfully; undefined while not mined within the wait. */
  outcome(
    chainId: string,
    hash: Hash,
    timeoutMs: number,
  ): Promise<"success" | "reverted" | undefined>;
  /** The same, now, without waiting. */
  check(chainId: string, hash: Hash): Promise<"success" | "reverted" | undefined>;
}

/**
 * The account purchases are paid out of, signing locally with its key and sending through the
 * network's failover pool. Sends are queued one at a time per network: each takes the next
 * nonce from the node, and two at once would take the same one.
 */
export function createTreasury(key: `0x${string}`, clients: ChainClients): Treasury {
  const account = privateKeyToAccount(key);
  const queues = new Map<string, Promise<unknown>>();

  const clientOf = (chainId: string): PublicClient => {
    const client = clients.get(chainId);
    if (client === undefined) throw new Error(`no chain client for ${chainId}`);
    return client;
  };

  async function sendNow(delivery: Delivery): Promise<Hash> {
    const client = clientOf(delivery.chainId);
    const wallet = createWalletClient({
      account,
      // Only the id matters: the key signs for this chain; the pool carries the rest.
      chain: defineChain({
        id: Number(delivery.chainId.split(":")[1]),
        name: delivery.chainId,
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
        rpcUrls: { default: { http: [] } },
      }),
      transport: custom({ request: (args) => client.request(args as never) }),
    });
    if (delivery.token === null) {
      return wallet.sendTransaction({ to: delivery.to, value: delivery.units });
    }
    return wallet.writeContract({
      address: delivery.token,
      abi: erc20Abi,
      functionName: "transfer",
      args: [delivery.to, delivery.units],
    });
  }

  return {
    address: account.address,
    send(delivery) {
      const previous = queues.get(delivery.chainId) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => sendNow(delivery));
      queues.set(delivery.chainId, next);
      return next;
    },
    async check(chainId, hash) {
      try {
        return (await clientOf(chainId).getTransactionReceipt({ hash })).status;
      } catch {
        return undefined;
      }
    },
    async outcome(chainId, hash, timeoutMs) {
      try {
        const receipt = await clientOf(chainId).waitForTransactionReceipt({
          hash,
          pollingInterval: 250,
          timeout: timeoutMs,
        });
        return receipt.status;
      } catch {
        return undefined;
      }
    },
  };
}
