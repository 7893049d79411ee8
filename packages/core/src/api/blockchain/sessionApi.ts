import { type SessionPermission, sessionRevokeRoute, sessionsRoute } from "@foyer/protocol";
import { callRoute, sendRoute } from "../http/callRoute.js";
import type { BlockchainContext } from "./blockchainContext.js";

export type { SessionPermission };

/** Sign-in session calls (behaviour §7). */
export interface SessionApi {
  /**
   * `GET /v1/sessions/{address}`: the permissions the account granted, newest first, on
   * `chainId` (CAIP-2) when given. Never cached: a revocation shows at the next read.
   */
  getSessions(address: string, chainId?: string): Promise<readonly SessionPermission[]>;
  /** `POST /v1/sessions/{address}/revoke` with body `{ pci, signature }`. */
  revokeSession(request: { address: string; pci: string; signature: string }): Promise<unknown>;
}

/** Session calls (behaviour §7); answers are checked with the routes' schemas. */
export function createSessionApi(context: BlockchainContext): SessionApi {
  const { client } = context;
  return {
    async getSessions(address, chainId) {
      const answer = await callRoute(client, sessionsRoute, {
        params: { address },
        query: chainId === undefined ? {} : { chainId },
      });
      return answer.sessions;
    },
    revokeSession: ({ address, pci, signature }) =>
      sendRoute(client, sessionRevokeRoute, { params: { address }, body: { pci, signature } }),
  };
}
