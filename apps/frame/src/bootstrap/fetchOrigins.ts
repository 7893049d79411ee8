import { originsRoute, readInput, routePath } from "@foyer/protocol";
import { FRAME_STARTUP_MESSAGES, WalletFrameError } from "../errors/walletFrameError.js";

/**
 * The project's allowed origins (`GET /projects/v1/origins?projectId=`, same
 * origin as the frame). A failure leaves the frame without any trusted origin,
 * so it never answers anyone.
 */
export async function fetchAllowedOrigins(
  fetcher: typeof fetch,
  baseUrl: string,
  projectId: string,
): Promise<string[]> {
  const url = new URL(routePath(originsRoute), baseUrl);
  url.searchParams.set("projectId", projectId);
  const response = await fetcher(url, { credentials: "omit" });
  if (!response.ok) {
    throw new WalletFrameError(FRAME_STARTUP_MESSAGES.originsUnavailable(response.status), {
      code: "ORIGINS_UNAVAILABLE",
      details: { status: response.status },
    });
  }
  const answer = readInput(originsRoute.response, await response.json().catch(() => undefined));
  if (!answer.ok) {
    throw new WalletFrameError(FRAME_STARTUP_MESSAGES.originsInvalid, {
      code: "ORIGINS_UNAVAILABLE",
      details: { reason: answer.message },
    });
  }
  return answer.value.allowedOrigins;
}
