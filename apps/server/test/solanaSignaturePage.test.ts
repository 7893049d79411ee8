import { describe, expect, it } from "vitest";
import {
  mergeSignaturePages,
  type SignatureInfo,
  sharedSlots,
} from "../src/blockchain/solana/signaturePage.js";

/** A signature entry named `name` in `slot`. */
const at = (name: string, slot: number): SignatureInfo => ({
  signature: name,
  slot,
  blockTime: slot,
  failed: false,
});
const names = (page: { signatures: SignatureInfo[] }) => page.signatures.map((s) => s.signature);

describe("mergeSignaturePages: one page from the owner's and its token accounts' lists", () => {
  const table: {
    name: string;
    lists: SignatureInfo[][];
    blockOrder?: Record<string, number>;
    limit: number;
    page: string[];
    next: string | undefined;
  }[] = [
    {
      name: "the owner alone, fewer than the limit: one last page",
      lists: [[at("c", 9), at("b", 5)]],
      limit: 10,
      page: ["c", "b"],
      next: undefined,
    },
    {
      name: "the owner alone, a full list: the node may hold older ones",
      lists: [[at("c", 9), at("b", 5)]],
      limit: 2,
      page: ["c", "b"],
      next: "b",
    },
    {
      name: "a token account's receive falls between the owner's, newest first",
      lists: [[at("c", 9), at("a", 2)], [at("t", 5)]],
      limit: 10,
      page: ["c", "t", "a"],
      next: undefined,
    },
    {
      name: "the owner's own token send is in both lists and counts once",
      lists: [
        [at("s", 7), at("a", 2)],
        [at("s", 7), at("r", 4)],
      ],
      limit: 10,
      page: ["s", "r", "a"],
      next: undefined,
    },
    {
      name: "signatures left out of the merged page: the next page starts after its last",
      lists: [[at("c", 9), at("a", 2)], [at("t", 5)]],
      limit: 2,
      page: ["c", "t"],
      next: "t",
    },
    {
      name: "two lists meeting in one slot: later in the block first, the page cut after it",
      lists: [[at("c", 9), at("o", 5)], [at("t", 5)]],
      blockOrder: { o: 0, t: 1 },
      limit: 2,
      page: ["c", "t"],
      next: "t",
    },
    {
      name: "the block order wins over the lists' order both ways",
      lists: [[at("o", 5)], [at("t", 5), at("u", 5)]],
      blockOrder: { u: 0, o: 1, t: 2 },
      limit: 5,
      page: ["t", "o", "u"],
      next: undefined,
    },
    {
      name: "without a block order a shared slot keeps the lists' order",
      lists: [[at("o", 5)], [at("t", 5)]],
      limit: 5,
      page: ["o", "t"],
      next: undefined,
    },
    {
      name: "no signatures anywhere",
      lists: [[], []],
      limit: 5,
      page: [],
      next: undefined,
    },
  ];
  it.each(table)("$name", ({ lists, blockOrder = {}, limit, page, next }) => {
    const merged = mergeSignaturePages(lists, limit, new Map(Object.entries(blockOrder)));
    expect(names(merged)).toEqual(page);
    expect(merged.next).toBe(next);
  });
});

describe("sharedSlots: where only the block tells the order", () => {
  it.each([
    { name: "one list alone, several in a slot", lists: [[at("a", 5), at("b", 5)]], slots: [] },
    {
      name: "two lists in one slot, newest slot first",
      lists: [
        [at("a", 5), at("c", 7)],
        [at("b", 5), at("d", 7)],
      ],
      slots: [7, 5],
    },
    { name: "the same signature in both lists", lists: [[at("a", 5)], [at("a", 5)]], slots: [] },
    { name: "different slots", lists: [[at("a", 5)], [at("b", 6)]], slots: [] },
  ])("$name", ({ lists, slots }) => {
    expect(sharedSlots(lists)).toEqual(slots);
  });
});
