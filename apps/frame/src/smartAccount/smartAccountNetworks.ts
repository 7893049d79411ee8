import { type SmartAccountNetwork, smartAccountNetworksRoute } from "@foyer/protocol";
import * as v from "valibot";
import { apiErrorFrom } from "../api/apiError.js";
import { frameText, WalletFrameError } from "../errors/walletFrameError.js";

export type { SmartAccountNetwork };

/**
 * Reads which networks have smart accounts from the frame's own server (`GET /v1/smart-accounts`):
 * the server knows which networks have a bundler upstream and where the contracts are, and the
 * frame talks to no other host for it.
 */
export async function fetchSmartAccountNetworks(options: {
  baseUrl: string;
  projectId: string;
  fetch: typeof fetch;
}): Promise<SmartAccountNetwork[]> {
  const url = new URL(smartAccountNetworksRoute.path, options.baseUrl);
  url.searchParams.set("projectId", options.projectId);
  const response = await options.fetch(url, { credentials: "omit" });
  if (!response.ok) throw await apiErrorFrom(response);
  const parsed = v.safeParse(
    smartAccountNetworksRoute.response,
    await response.json().catch(() => undefined),
  );
  if (!parsed.success) {
    throw new WalletFrameError(frameText("invalidServerAnswer", "smart-account network list"), {
      code: "INVALID_SERVER_ANSWER",
    });
  }
  return parsed.output.networks;
}
