import type { BlockchainApi } from "../api/blockchain/blockchainApi.js";
import type { NameFlows } from "./nameFlowTypes.js";
import { showIdentity } from "./profileSync.js";
import { registerAccountName } from "./registerAccountName.js";

/** The names flows over `blockchain`, built with the account-data services. */
export function createNameFlows(blockchain: BlockchainApi): NameFlows {
  return {
    showIdentity: (ctx, key) => showIdentity(ctx, blockchain, key),
    register: (ctx, store, label, zone) =>
      registerAccountName({ ctx, blockchain, store }, label, zone),
  };
}
