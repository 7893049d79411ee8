import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type { CeremonyOptionsAnswer } from "../api/authApi.js";

/**
 * The PRF extension's input: one fixed salt, so the same passkey always gives the same secret
 * (the key that seals this account's device share). SHA-256 of a label, as WebAuthn PRF salts go.
 */
async function prfSalt(): Promise<Uint8Array> {
  const label = new TextEncoder().encode("foyer/passkey-device-share/v1");
  return new Uint8Array(await crypto.subtle.digest("SHA-256", label));
}

/** What a ceremony gives: the response for the server, and the PRF secret, kept in the frame. */
export interface CeremonyResult {
  /** The PublicKeyCredential as JSON, without the PRF output (which never leaves the frame). */
  response: Record<string, unknown>;
  prf: Uint8Array | undefined;
}

/** The person closed or timed out the browser's prompt (or it could not run here). */
export class PasskeyPromptCancelled extends Error {
  override name = "PasskeyPromptCancelled";
}

/** The authenticator cannot make a key the account can use (not P-256). */
export class PasskeyNotSupported extends Error {
  override name = "PasskeyNotSupported";
}

/**
 * Splits the PRF output off the client extension results: the server gets only that PRF was
 * used (`enabled`), never the secret itself.
 */
function takePrf(response: { clientExtensionResults?: unknown }): Uint8Array | undefined {
  const results = response.clientExtensionResults as
    | { prf?: { enabled?: boolean; results?: { first?: BufferSource } } }
    | undefined;
  const first = results?.prf?.results?.first;
  if (results?.prf)
    results.prf = {
      ...(results.prf.enabled === undefined ? {} : { enabled: results.prf.enabled }),
    };
  if (first === undefined) return undefined;
  return first instanceof ArrayBuffer
    ? new Uint8Array(first)
    : new Uint8Array(first.buffer, first.byteOffset, first.byteLength);
}

function ceremonyError(error: unknown): Error {
  const name =
    (error as { name?: unknown; cause?: { name?: unknown } })?.cause?.name ??
    (error as { name?: unknown })?.name;
  const code = (error as { code?: unknown })?.code;
  if (name === "NotAllowedError" || name === "AbortError") return new PasskeyPromptCancelled();
  if (name === "NotSupportedError" || code === "ERROR_MALFORMED_PUBKEYCREDPARAMS") {
    return new PasskeyNotSupported();
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** `navigator.credentials.create()` with the server's options, PRF asked for. */
export async function createPasskey(options: CeremonyOptionsAnswer): Promise<CeremonyResult> {
  const salt = await prfSalt();
  try {
    const response = await startRegistration({
      optionsJSON: {
        ...(options as unknown as Parameters<typeof startRegistration>[0]["optionsJSON"]),
        extensions: { prf: { eval: { first: salt } } } as never,
      },
    });
    const prf = takePrf(response);
    return { response: response as unknown as Record<string, unknown>, prf };
  } catch (error) {
    throw ceremonyError(error);
  }
}

/** `navigator.credentials.get()` with the server's options (any of this site's passkeys). */
export async function usePasskey(options: CeremonyOptionsAnswer): Promise<CeremonyResult> {
  const salt = await prfSalt();
  try {
    const response = await startAuthentication({
      optionsJSON: {
        ...(options as unknown as Parameters<typeof startAuthentication>[0]["optionsJSON"]),
        extensions: { prf: { eval: { first: salt } } } as never,
      },
    });
    const prf = takePrf(response);
    return { response: response as unknown as Record<string, unknown>, prf };
  } catch (error) {
    throw ceremonyError(error);
  }
}

/** A name for the new passkey in Account → Passkeys: the browser and system it was made on. */
export function passkeyName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux|X11/.test(userAgent)
            ? "Linux"
            : undefined;
  return system ? `${browser} on ${system}` : browser;
}
