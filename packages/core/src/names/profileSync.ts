import type { BlockchainApi } from "../api/blockchain/blockchainApi.js";
import type { CachedIdentity } from "../persistence/createPersistence.js";
import type { NameFlowContext } from "./nameFlowTypes.js";

/**
 * Shows the identity of the eip155 account's address `key` (lowercase) as its profile name
 * and image (behaviour §3): from the persisted identity cache (5 min, behaviour §9) when fresh, else
 * through `GET /v1/identity/{address}`. A late answer for an address that has changed since
 * is dropped; a failure is reported and leaves the address showing.
 */
export async function showIdentity(
  ctx: NameFlowContext,
  blockchain: BlockchainApi,
  key: string,
): Promise<void> {
  const apply = ({ name, avatar }: CachedIdentity) => {
    if (ctx.accounts.get("eip155").address?.toLowerCase() !== key) return;
    ctx.accounts.update("eip155", (a) => ({ ...a, profileName: name, profileImage: avatar }));
  };
  const cached = ctx.persistence.identityCache.get(key);
  if (cached) return apply(cached);
  try {
    const identity = await blockchain.account.getIdentity({ address: key, sender: key });
    ctx.persistence.identityCache.set(key, identity);
    apply(identity);
  } catch (error) {
    ctx.report(error);
  }
}
