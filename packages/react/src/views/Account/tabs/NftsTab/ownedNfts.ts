import { operationSign, type Transaction } from "@foyer/core";

/** An NFT to show: its name and preview image. */
export interface AccountNft {
  name: string;
  imageUrl: string | undefined;
}

/** Whether a transfer came to the account: its own direction when given, else the operation's sign. */
function cameIn(transaction: Transaction, direction: string | undefined): boolean {
  if (direction) return direction === "in";
  const type = transaction.metadata.operationType;
  return type === "mint" || operationSign(type) === "+";
}

/**
 * The ERC-721s the account holds according to its history (the server has
 * no NFT route): history is newest first, so the first transfer seen for a
 * token decides whether it is still here. Spam-flagged transfers are left
 * out. Tokens are told apart by name, the only identity `nft_info` carries.
 */
export function ownedNfts(transactions: readonly Transaction[]): AccountNft[] {
  const seen = new Set<string>();
  const owned: AccountNft[] = [];
  for (const transaction of transactions) {
    for (const transfer of transaction.transfers) {
      const nft = transfer.nft_info;
      if (!nft?.name || nft.flags?.is_spam || seen.has(nft.name)) continue;
      seen.add(nft.name);
      if (cameIn(transaction, transfer.direction)) {
        owned.push({ name: nft.name, imageUrl: nft.content?.preview?.url });
      }
    }
  }
  return owned;
}
