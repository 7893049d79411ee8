import { hex } from "@scure/base";
import { sha256x2 } from "@scure/btc-signer/utils.js";
import { reversedHex } from "../block.js";

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
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i]!;
      const right = level[i + 1] ?? left;
      const pair = new Uint8Array(64);
      pair.set(left);
      pair.set(right, 32);
      next.push(sha256x2(pair));
    }
    level = next;
    index >>= 1;
  }
  return branch;
}
