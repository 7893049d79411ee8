import { recordOf } from "../http/readResponse.js";
import type { AccountNft } from "./blockchainTypes.js";

const isString = (value: unknown): value is string => typeof value === "string";

/**
 * The well-formed NFT items of a server answer: every field a string, and an
 * image URL that is `https:`, `http:` or an inline `data:image/`. Anything
 * else is dropped rather than rendered, since the URL lands in an `<img>`.
 */
export function readNftItems(items: readonly unknown[]): AccountNft[] {
  const nfts: AccountNft[] = [];
  for (const item of items) {
    const record = recordOf(item);
    const collection = recordOf(record.collection);
    const { chainId, address, tokenId, name, imageUrl } = record;
    if (
      !isString(chainId) ||
      !isString(address) ||
      !isString(tokenId) ||
      !isString(name) ||
      !isString(imageUrl) ||
      !isString(collection.name) ||
      !isString(collection.symbol) ||
      !/^(https?:|data:image\/)/.test(imageUrl)
    ) {
      continue;
    }
    nfts.push({
      chainId,
      address,
      tokenId,
      name,
      collection: { name: collection.name, symbol: collection.symbol },
      imageUrl,
    });
  }
  return nfts;
}
