import { hex } from "@scure/base";
import { merkleParents, reversedHex } from "../block.js";

/**
 * The Electrum-style merkle branch of the transaction at `position` among a block's txids
 * (display hex in and out): the sibling hash at each level from the leaf up, the last
 * hash of an odd level paired with itself (`/tx/:txid/merkle-proof`'s `merkle`).
 */
export function merkleBranch(txids: readonly string[], position: number): string[] {
  let level = txids.map((txid) => hex.decode(reversedHex(txid)));
  let index = position;
  const branch: string[] = [];
  while (level.length > 1) {
    const sibling = level[index ^ 1] ?? level[index]!;
    branch.push(reversedHex(sibling));
    level = merkleParents(level);
    index >>= 1;
  }
  return branch;
}
