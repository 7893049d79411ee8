import type { ConnectionState } from "./connectionState.js";

/** How long a pairing URI lives (SPEC §9 "Pairing expiry 4 min"). */
export const PAIRING_EXPIRY_MS = 4 * 60_000;

type PairingFields = Pick<ConnectionState, "wcUri" | "wcPairingExpiry" | "buffering" | "wcError">;

/** A pairing URI is being fetched: the QR shows a placeholder and any old error goes. */
export function pairingRequested(): PairingFields {
  return { wcUri: undefined, wcPairingExpiry: undefined, buffering: true, wcError: false };
}

/** A fresh pairing URI arrived at `now`; it expires 4 min later. */
export function pairingReceived(uri: string, now: number): PairingFields {
  return { wcUri: uri, wcPairingExpiry: now + PAIRING_EXPIRY_MS, buffering: false, wcError: false };
}

/** Pairing failed: the URI is dropped and the error flag set so the view can offer a retry. */
export function pairingFailed(): PairingFields {
  return { wcUri: undefined, wcPairingExpiry: undefined, buffering: false, wcError: true };
}
