import { type AccountNft, AccountNftSchema } from "@foyer/protocol";
import { validItems } from "../http/readResponse.js";

/**
 * The well-formed NFT items of a server answer (the route's schema), with an image URL
 * that is `https:`, `http:` or an inline `data:image/`. Anything else is dropped rather
 * than rendered, since the URL lands in an `<img>`.
 */
export function readNftItems(items: readonly unknown[]): AccountNft[] {
  return validItems(AccountNftSchema, items).filter((nft) =>
    /^(https?:|data:image\/)/.test(nft.imageUrl),
  );
}
