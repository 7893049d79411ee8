import { isIP } from "node:net";

/** Where a WebAuthn ceremony runs: the origin the browser reports and the RP ID it signs for. */
export interface RelyingParty {
  origin: string;
  rpId: string;
}

/**
 * The relying party of a ceremony started from `origin`, the wallet frame's (already known to be
 * this server's own): its host name is the RP ID. Undefined for an IP address — WebAuthn takes
 * only domain names as RP IDs (`localhost` is one), so such a frame cannot make passkeys.
 */
export function relyingPartyOf(origin: string): RelyingParty | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "" || isIP(host) !== 0) return undefined;
  return { origin: url.origin, rpId: host };
}

/**
 * The page that embedded the frame, as the browser wrote it in the client data: `topOrigin`
 * when the ceremony ran in a cross-origin frame. It must be one of the project's allowed
 * origins; a browser that does not report it (older ones) is judged by the frame's
 * `frame-ancestors` policy alone. A top-level ceremony (no `crossOrigin`) ran on the
 * server's own page.
 */
export function topOriginAllowed(
  clientData: { crossOrigin?: unknown; topOrigin?: unknown },
  allowedOrigins: readonly string[],
): boolean {
  if (clientData.crossOrigin !== true) return true;
  if (clientData.topOrigin === undefined) return true;
  return typeof clientData.topOrigin === "string" && allowedOrigins.includes(clientData.topOrigin);
}

/** The account's ways in, and whether one passkey may go: never the last one. */
export function canRemovePasskey(account: {
  email: string | null;
  socialProvider: string | null;
  passkeys: number;
}): boolean {
  if (account.email !== null || account.socialProvider !== null) return account.passkeys >= 1;
  return account.passkeys >= 2;
}
