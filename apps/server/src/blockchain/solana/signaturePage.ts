/** One `getSignaturesForAddress` entry, as the history needs it. */
export interface SignatureInfo {
  signature: string;
  slot: number;
  blockTime: number | undefined;
  failed: boolean;
}

export interface SignaturePage {
  /** Newest first, each signature once. */
  signatures: SignatureInfo[];
  /** The signature to ask `before` for the next page; undefined on the last page. */
  next: string | undefined;
}

/**
 * The slots where signatures of different lists meet: only a block's own order (`getBlock`'s
 * signatures) tells which of them came first.
 */
export function sharedSlots(lists: readonly (readonly SignatureInfo[])[]): number[] {
  const firstList = new Map<number, { list: number; signatures: Set<string> }>();
  const shared = new Set<number>();
  lists.forEach((list, index) => {
    for (const info of list) {
      const seen = firstList.get(info.slot);
      if (seen === undefined)
        firstList.set(info.slot, { list: index, signatures: new Set([info.signature]) });
      else if (seen.list === index) seen.signatures.add(info.signature);
      else if (!seen.signatures.has(info.signature)) shared.add(info.slot);
    }
  });
  return [...shared].sort((a, b) => b - a);
}

/**
 * One page of an owner's signatures from the lists of several of its addresses (the owner and
 * its token accounts), each newest first and asked with the same `limit` and `before`.
 *
 * The rules:
 * - a signature in several lists (the owner's own token sends name both) counts once;
 * - newer slots first; within a slot, later in the block first (`blockOrder`: a signature's place
 *   in its block, for the slots `sharedSlots` names), else each list's own order;
 * - a page holds at most `limit` signatures and has a next page when signatures were left out or
 *   a list came back full (the node may hold older ones);
 * - the next page is asked `before` the page's last signature: every list answers from that
 *   transaction's place in the ledger, so nothing is skipped or repeated.
 */
export function mergeSignaturePages(
  lists: readonly (readonly SignatureInfo[])[],
  limit: number,
  blockOrder: ReadonlyMap<string, number> = new Map(),
): SignaturePage {
  const seen = new Set<string>();
  const merged: { info: SignatureInfo; list: number; place: number }[] = [];
  lists.forEach((list, listIndex) => {
    list.forEach((info, place) => {
      if (seen.has(info.signature)) return;
      seen.add(info.signature);
      merged.push({ info, list: listIndex, place });
    });
  });
  merged.sort((a, b) => {
    if (a.info.slot !== b.info.slot) return b.info.slot - a.info.slot;
    const inBlockA = blockOrder.get(a.info.signature);
    const inBlockB = blockOrder.get(b.info.signature);
    if (inBlockA !== undefined && inBlockB !== undefined) return inBlockB - inBlockA;
    return a.list - b.list || a.place - b.place;
  });
  const page = merged.slice(0, limit);
  const more = merged.length > limit || lists.some((list) => list.length >= limit);
  const last = page[page.length - 1];
  return {
    signatures: page.map((entry) => entry.info),
    next: more && last !== undefined ? last.info.signature : undefined,
  };
}
