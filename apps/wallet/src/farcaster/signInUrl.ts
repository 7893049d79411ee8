/**
 * What the person's Farcaster client reads from a Sign In With Farcaster URL: the relay
 * channel to complete and the message fields the app asked for (the relay puts them in the
 * URL it hands out).
 */
export interface SignInRequest {
  channelToken: string;
  domain: string;
  siweUri: string;
  nonce: string;
  notBefore?: string;
  expirationTime?: string;
  requestId?: string;
}

/** Why a pasted text is not a sign-in URL, in words for the person. */
export type SignInUrlResult = { ok: true; request: SignInRequest } | { ok: false; reason: string };

export function parseSignInUrl(text: string): SignInUrlResult {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, reason: "Not a URL" };
  }
  const get = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const channelToken = get("channelToken");
  const domain = get("domain");
  const siweUri = get("siweUri");
  const nonce = get("nonce");
  if (!channelToken || !domain || !siweUri || !nonce) {
    return {
      ok: false,
      reason: "Not a Sign In With Farcaster URL (channelToken, domain, siweUri and nonce needed)",
    };
  }
  const request: SignInRequest = { channelToken, domain, siweUri, nonce };
  for (const field of ["notBefore", "expirationTime", "requestId"] as const) {
    const value = get(field);
    if (value !== undefined) request[field] = value;
  }
  return { ok: true, request };
}

/** `?farcaster=<sign-in URL>`: the relay's sign-in page (or a QR scan) hands the URL over. */
export function farcasterLinkOf(search: string): string | undefined {
  const value = new URLSearchParams(search).get("farcaster")?.trim();
  return value ? value : undefined;
}
