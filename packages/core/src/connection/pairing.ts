import { ConnectionError } from "../errors/connectionError.js";
import { foyerMessages } from "../errors/foyerMessages.js";
import { messages } from "../errors/messages.js";
import type { ConnectionState } from "./connectionState.js";

/** How long a pairing URI lives (SPEC §9 "Pairing expiry 4 min"). */
export const PAIRING_EXPIRY_MS = 4 * 60_000;

/** How often a shown pairing is checked for expiry, and the least time between fresh URIs (SPEC §9). */
export const PAIRING_RETRY_GAP_MS = 1_000;

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

/** The pairing ended without a session and without an error to show (success, or the modal closed). */
export function pairingCleared(): PairingFields {
  return { wcUri: undefined, wcPairingExpiry: undefined, buffering: false, wcError: false };
}

/**
 * Codes of a pairing connect that was abandoned rather than refused:
 * the modal closed ('Modal closed', SPEC §8), or a fresh URI replaced an
 * expiring one (the replaced attempt's rejection is not a failure to show).
 */
export const PAIRING_ABORT_CODES = {
  modalClosed: "MODAL_CLOSED",
  replaced: "PAIRING_REPLACED",
} as const;

/** The error a pairing connector rejects an abandoned connect with. */
export function pairingAbortedError(reason: keyof typeof PAIRING_ABORT_CODES): ConnectionError {
  return new ConnectionError(
    reason === "modalClosed" ? messages.modalClosed : foyerMessages.pairingReplaced,
    { code: PAIRING_ABORT_CODES[reason] },
  );
}

/** Whether `error` is a pairing that a fresh URI replaced (nothing to show, nothing to undo). */
export function isPairingReplaced(error: unknown): boolean {
  return error instanceof ConnectionError && error.code === PAIRING_ABORT_CODES.replaced;
}
