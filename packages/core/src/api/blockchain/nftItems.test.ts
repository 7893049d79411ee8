import { describe, expect, it } from "vitest";
import { readNftItems } from "./nftItems.js";

const good = {
  chainId: "eip155:1",
  address: "eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3",
  tokenId: "4",
  name: "Foyer Sample #4",
  collection: { name: "Foyer Sample", symbol: "FSAMPLE" },
  imageUrl: "data:image/svg+xml;base64,PHN2Zy8+",
};

describe("readNftItems", () => {
  it.each<[string, unknown, boolean]>([
    ["a well-formed item", good, true],
    ["an https image", { ...good, imageUrl: "https://nft.test/4.png" }, true],
    ["a javascript: image", { ...good, imageUrl: "javascript:alert(1)" }, false],
    ["a data: URI that is no image", { ...good, imageUrl: "data:text/html,<b>" }, false],
    ["a numeric token id", { ...good, tokenId: 4 }, false],
    ["no collection", { ...good, collection: undefined }, false],
    ["no name", { ...good, name: null }, false],
    ["not an object", "Foyer Sample #4", false],
  ])("%s → kept: %s", (_label, item, kept) => {
    expect(readNftItems([item])).toEqual(kept ? [item] : []);
  });

  it("keeps the good items of a mixed list, in order, without extra fields", () => {
    const second = { ...good, tokenId: "5", name: "Foyer Sample #5", extra: true };
    const { extra: _extra, ...withoutExtra } = second;
    expect(readNftItems([good, { nope: 1 }, second])).toEqual([good, withoutExtra]);
  });
});
