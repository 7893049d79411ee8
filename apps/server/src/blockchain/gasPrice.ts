import type { PublicClient } from "viem";

/** Wei per gas as decimal strings, cheapest first (the client's `GasPrice`). */
export interface GasPriceTiers {
  standard: string;
  fast: string;
  instant: string;
}

/**
 * Three tiers from `eth_gasPrice` and the last blocks' fee history: the next
 * block's base fee grown by 0 / 12.5 % / 25 % (one and two full blocks of
 * EIP-1559 growth), plus the 25th / 50th / 90th percentile tip paid recently.
 * Each tier is at least the one below and `standard` at least the node's own
 * suggestion. Chains without EIP-1559 fall back to the suggestion × 1, 1.25, 1.5.
 */
export async function readGasPrice(client: PublicClient): Promise<GasPriceTiers> {
  const gasPrice = await client.getGasPrice();
  let history: Awaited<ReturnType<PublicClient["getFeeHistory"]>> | undefined;
  try {
    history = await client.getFeeHistory({
      blockCount: 5,
      blockTag: "latest",
      rewardPercentiles: [25, 50, 90],
    });
  } catch {
    history = undefined;
  }
  const nextBase = history?.baseFeePerGas.at(-1);
  if (history === undefined || nextBase === undefined) {
    return tiers(gasPrice, (gasPrice * 125n) / 100n, (gasPrice * 150n) / 100n);
  }
  const tip = (index: number) => median((history.reward ?? []).map((row) => row[index] ?? 0n));
  const standard = max(gasPrice, nextBase + tip(0));
  const fast = max(standard, (nextBase * 1125n) / 1000n + tip(1));
  const instant = max(fast, (nextBase * 125n) / 100n + tip(2));
  return tiers(standard, fast, instant);
}

function tiers(standard: bigint, fast: bigint, instant: bigint): GasPriceTiers {
  return { standard: standard.toString(), fast: fast.toString(), instant: instant.toString() };
}

function max(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

function median(values: bigint[]): bigint {
  if (values.length === 0) return 0n;
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[Math.floor(sorted.length / 2)] ?? 0n;
}
