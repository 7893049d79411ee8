import { rpcRetryDelay, shouldRetryRpc } from "@foyer/core";

/**
 * Core's transport retry rules (SPEC §8, §9), fetched with the first failed
 * chain read: pages whose reads all succeed never load them.
 */
export const retryRules = { shouldRetryRpc, rpcRetryDelay };
