import { isSiwxNamespace, splitChainId } from "@foyer/protocol";
import { isStrictEvmAddress } from "../address/evmAddress.js";
import { isSolanaAddress } from "../address/solanaAddress.js";
import { InvalidInputError } from "../errors/invalidInputError.js";
import { messages } from "../errors/messages.js";
import { SignInError } from "../errors/signInError.js";
import { coreText } from "../i18n/coreText.js";
import type { SiwxMessageData } from "./types.js";

/** EIP-4361 nonce: at least 8 alphanumeric characters. */
const NONCE = /^[A-Za-z0-9]{8,}$/;
/** RFC 3986 authority: optional userinfo, a host name / IPv4 / bracketed IPv6, optional port. */
const AUTHORITY =
  /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:%]+@)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** RFC 3986 URI: a scheme, a colon, then no whitespace. */
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]+$/;
/** RFC 3986 scheme, the optional `scheme://` before the domain. */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
/** RFC 3339 date-time (ISO 8601 profile), e.g. 2021-09-30T16:25:24.000Z. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
/** RFC 3986 pchar, the EIP-4361 request-id alphabet. */
const PCHAR = /^[A-Za-z0-9\-._~%!$&'()*+,;=:@]*$/;
/** EIP-155 chain ids are decimal. */
const DECIMAL = /^\d+$/;
/** Bitcoin addresses are base58 (legacy, P2SH) or bech32 (segwit, taproot): no other characters. */
const BITCOIN_ADDRESS = /^[A-HJ-NP-Za-km-z1-9]{25,35}$|^(?:bc|tb|bcrt)1[ac-hj-np-z02-9]{8,87}$/i;

/** Whether `value` is an RFC 3339 date-time that names a real instant. */
export function isIsoDateTime(value: string): boolean {
  return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

function invalid(field: string, value: unknown): SignInError {
  return new SignInError(coreText("authInitFailed", messages.authInitFailed), {
    code: "INVALID_SIWX_MESSAGE",
    details: { field, value },
  });
}

function addressValid(namespace: string, address: string): boolean {
  if (namespace === "eip155") return isStrictEvmAddress(address);
  if (namespace === "solana") return isSolanaAddress(address);
  return BITCOIN_ADDRESS.test(address);
}

/**
 * Checks a message's fields against the EIP-4361 / CAIP-122 grammar before
 * anyone is asked to sign it, so a bad domain or nonce fails as a setup
 * problem ('A problem occurred while trying initialize authentication', code
 * INVALID_SIWX_MESSAGE, `details.field` naming the culprit) instead of as a
 * signature the server later refuses. A bad address throws 'Address is invalid'.
 */
export function assertValidSiwxMessage(data: SiwxMessageData): void {
  const { namespace, reference } = splitChainId(data.chainId);
  if (!isSiwxNamespace(namespace) || reference === "") throw invalid("chainId", data.chainId);
  if (namespace === "eip155" && !DECIMAL.test(reference)) throw invalid("chainId", data.chainId);
  if (!addressValid(namespace, data.accountAddress)) {
    throw new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
      code: "INVALID_ADDRESS",
      details: { address: data.accountAddress, namespace },
    });
  }
  if (!AUTHORITY.test(data.domain)) throw invalid("domain", data.domain);
  if (data.scheme !== undefined && !SCHEME.test(data.scheme)) throw invalid("scheme", data.scheme);
  if (!URI.test(data.uri)) throw invalid("uri", data.uri);
  if (data.version !== "1") throw invalid("version", data.version);
  if (!NONCE.test(data.nonce)) throw invalid("nonce", data.nonce);
  for (const field of ["issuedAt", "expirationTime", "notBefore"] as const) {
    const value = data[field];
    if ((field === "issuedAt" || value !== undefined) && !isIsoDateTime(value ?? "")) {
      throw invalid(field, value);
    }
  }
  // A line break in the statement would forge the lines after it.
  if (data.statement !== undefined && /[\r\n]/.test(data.statement)) {
    throw invalid("statement", data.statement);
  }
  if (data.requestId !== undefined && !PCHAR.test(data.requestId)) {
    throw invalid("requestId", data.requestId);
  }
  for (const resource of data.resources ?? []) {
    if (!URI.test(resource)) throw invalid("resources", resource);
  }
}
