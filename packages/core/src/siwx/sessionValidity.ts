import type { CaipNetworkId } from "../types/chain.js";
import type { SiwxSession } from "./types.js";

/**
 * A session counts while its message is in force: past Not Before and
 * before Expiration Time. A session without an expiry lasts until revoked.
 */
export function isSessionValid(session: SiwxSession, nowMs: number): boolean {
  const { expirationTime, notBefore } = session.data;
  if (expirationTime !== undefined && !(Date.parse(expirationTime) > nowMs)) return false;
  if (notBefore !== undefined && !(Date.parse(notBefore) <= nowMs)) return false;
  return true;
}

/**
 * Whether two (chain, address) pairs name the same account. Addresses
 * compare case-insensitively only on EVM, where case is just a checksum;
 * base58 and bech32 case is significant or fixed.
 */
export function isSameAccount(
  a: { chainId: string; address: string },
  b: { chainId: string; address: string },
): boolean {
  if (a.chainId !== b.chainId) return false;
  return a.chainId.startsWith("eip155:")
    ? a.address.toLowerCase() === b.address.toLowerCase()
    : a.address === b.address;
}

/** Whether a session belongs to this account on this network. */
export function sessionMatches(
  session: SiwxSession,
  chainId: CaipNetworkId,
  address: string,
): boolean {
  return isSameAccount(
    { chainId: session.data.chainId, address: session.data.accountAddress },
    { chainId, address },
  );
}
