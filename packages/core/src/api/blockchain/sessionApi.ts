import { pathSegment } from "../http/buildUrl.js";
import type { BlockchainContext } from "./blockchainContext.js";

/** Sign-in session calls (SPEC §7). */
export interface SessionApi {
  /** `GET /v1/sessions/{address}`: the server's record of the address's sessions, as sent. */
  getSessions(address: string): Promise<unknown>;
  /** `POST /v1/sessions/{address}/revoke` with body `{ pci, signature }`. */
  revokeSession(request: { address: string; pci: string; signature: string }): Promise<unknown>;
}

/** Session calls (SPEC §7); the spec shows no response fields, so answers are passed through. */
export function createSessionApi(context: BlockchainContext): SessionApi {
  const { client } = context;
  return {
    getSessions: (address) => client.get(`/v1/sessions/${pathSegment(address)}`),
    revokeSession: ({ address, pci, signature }) =>
      client.post(`/v1/sessions/${pathSegment(address)}/revoke`, { pci, signature }),
  };
}
