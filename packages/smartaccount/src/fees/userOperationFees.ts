import type { Client } from "viem";
import type { BundlerClient } from "viem/account-abstraction";
import { estimateFeesPerGas } from "viem/actions";

/** Fees per gas a user operation offers. */
export interface UserOperationFees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

interface GasPriceTier {
  maxFeePerGas: string;
  maxPriorityFeePerGas: string;
}

function readTier(answer: unknown): UserOperationFees | undefined {
  const tier = (answer as { standard?: Partial<GasPriceTier> } | null)?.standard;
  if (typeof tier?.maxFeePerGas !== "string" || typeof tier.maxPriorityFeePerGas !== "string") {
    return undefined;
  }
  try {
    return {
      maxFeePerGas: BigInt(tier.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(tier.maxPriorityFeePerGas),
    };
  } catch {
    return undefined;
  }
}

/**
 * A user operation's fees: the bundler's own price (`pimlico_getUserOperationGasPrice`, its
 * standard tier), which is what the bundler accepts and then bids on chain.
 *
 * Not viem's default, which offers twice the node's suggested tip: the bundler bids 90 % of what
 * an operation offers, and a node that suggests the last block's tip (anvil mines a block per
 * transaction) then suggests 1.8× more after every operation, so fees grow without end. A bundler
 * that lacks the method (or fails) gets viem's default: twice the chain's estimate.
 */
export async function userOperationFees(
  bundler: Pick<BundlerClient, "request">,
  chain: Client,
): Promise<UserOperationFees> {
  try {
    const answer = await bundler.request({
      method: "pimlico_getUserOperationGasPrice",
      params: [],
    } as never);
    const fees = readTier(answer);
    if (fees) return fees;
  } catch {
    // Not an alto-compatible bundler: fall through to the chain's estimate.
  }
  const estimate = await estimateFeesPerGas(chain, { chain: chain.chain, type: "eip1559" });
  return {
    maxFeePerGas: 2n * estimate.maxFeePerGas,
    maxPriorityFeePerGas: 2n * estimate.maxPriorityFeePerGas,
  };
}
