import { routePath, sessionCreateRoute, sessionRevokeRoute } from "@foyer/protocol";
import * as v from "valibot";
import type { Address, Hex } from "viem";
import { ApiError, apiErrorFrom } from "../api/apiError.js";

/** A granted permission as the server keeps it (`GET /v1/sessions/{address}`). */
export interface SessionRecord {
  chainId: string;
  pci: Hex;
  permissionsContext: Hex;
  signer: Address;
  expiry: number;
  permissions: unknown[];
}

export interface SessionsApi {
  /** Records a grant; the server checks the delegation's signature against the account. */
  create(address: Address, record: SessionRecord): Promise<void>;
  /** Marks one revoked; `signature` is the account's over the revocation text. */
  revoke(address: Address, pci: Hex, signature: Hex): Promise<void>;
}

export function createSessionsApi(options: {
  baseUrl: string;
  projectId: string;
  fetch: typeof fetch;
}): SessionsApi {
  async function post(path: string, body: unknown, answer: v.GenericSchema): Promise<void> {
    const url = new URL(path, options.baseUrl);
    url.searchParams.set("projectId", options.projectId);
    let response: Response;
    try {
      response = await options.fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        credentials: "omit",
      });
    } catch {
      throw new ApiError("NETWORK_ERROR", "The server is unavailable", 0);
    }
    if (!response.ok) throw await apiErrorFrom(response);
    if (!v.is(answer, await response.json().catch(() => undefined))) {
      throw new ApiError("INVALID_RESPONSE", "The server sent an invalid answer", response.status);
    }
  }
  return {
    create: (address, record) =>
      post(routePath(sessionCreateRoute, { address }), record, sessionCreateRoute.response),
    revoke: (address, pci, signature) =>
      post(
        routePath(sessionRevokeRoute, { address }),
        { pci, signature },
        sessionRevokeRoute.response,
      ),
  };
}
