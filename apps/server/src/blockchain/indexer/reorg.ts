import type { PublicClient } from "viem";
import type { Db } from "../../db/database.js";
import { type BlockRef, knownBlocksBelow } from "./transferStore.js";

/** How many stored checkpoints a walk-back considers; deeper reorgs restart the chain. */
const MAX_CHECKPOINTS = 10_000;

/**
 * The newest block we know the hash of that is still on the chain, below
 * the cursor `below`: a common ancestor of what we indexed and what the node
 * has now. Our checkpoints are the blocks holding stored transfers (a block
 * hash commits to all its ancestors, so a match there means everything
 * before it is shared too). Matches are monotone — on-chain up to the fork,
 * off-chain after — so a binary search needs O(log n) block reads.
 * Undefined when none matches (the node was reset, or the reorg is deeper
 * than our checkpoints).
 */
export async function findCommonAncestor(
  db: Db,
  client: PublicClient,
  chainId: string,
  below: number,
): Promise<BlockRef | undefined> {
  const checkpoints = await knownBlocksBelow(db, chainId, below, MAX_CHECKPOINTS);
  const onChain = async (checkpoint: BlockRef) =>
    (await hashAt(client, checkpoint.number)) === checkpoint.hash;
  // checkpoints are newest first: find the first index that is still on chain.
  let low = 0;
  let high = checkpoints.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const checkpoint = checkpoints[middle];
    if (checkpoint !== undefined && (await onChain(checkpoint))) high = middle;
    else low = middle + 1;
  }
  return checkpoints[low];
}

/** The chain's hash at `number`, or undefined when the chain is shorter than that. */
export async function hashAt(client: PublicClient, number: number): Promise<string | undefined> {
  try {
    const block = await client.getBlock({ blockNumber: BigInt(number) });
    return block.hash ?? undefined;
  } catch (error) {
    if (error instanceof Error && error.name === "BlockNotFoundError") return undefined;
    throw error;
  }
}
