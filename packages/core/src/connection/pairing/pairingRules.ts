import { ConnectionError } from "../../errors/connectionError.js";
import { foyerMessages } from "../../errors/foyerMessages.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { ConnectionState } from "../connectionState.js";
import { isPairingExpired } from "./pairingExpiry.js";

/** How long a pairing URI lives (behaviour §9 "Pairing expiry 4 min"). */
export const PAIRING_EXPIRY_MS = 4 * 60_000;

/** How often a shown pairing is checked for expiry, and the least time between fresh URIs (behaviour §9). */
export const PAIRING_RETRY_GAP_MS = 1_000;

type PairingFields = Pick<ConnectionState, "wcUri" | "wcPairingExpiry" | "buffering" | "wcError">;
type ShownPairing = Pick<ConnectionState, "wcUri" | "wcPairingExpiry">;

/** A pairing URI is being fetched: the QR shows a placeholder and any old error goes. */
export function pairingRequested(): PairingFields {
  return { wcUri: undefined, wcPairingExpiry: undefined, buffering: true, wcError: false };
}

/**
 * A pairing URI arrived at `now`: a fresh one expires 4 min later; the URI
 * already shown (a resumed pairing) keeps the expiry it had, since the
 * pairing did not get any younger.
 */
export function pairingReceived(uri: string, now: number, shown?: ShownPairing): PairingFields {
  const kept = shown?.wcUri === uri ? shown.wcPairingExpiry : undefined;
  return {
    wcUri: uri,
    wcPairingExpiry: kept ?? now + PAIRING_EXPIRY_MS,
    buffering: false,
    wcError: false,
  };
}

/**
 * A pairing that is left pending (the user went back from its view) or
 * resumed: its URI and expiry stay as they are, nothing is being fetched.
 */
export function pairingKept(): Pick<ConnectionState, "buffering" | "wcError"> {
  return { buffering: false, wcError: false };
}

/**
 * The URI of a left pairing that may be shown again at `now`: one that is not
 * expired (10 s or more to live, behaviour §5 and §9). Undefined means pair afresh.
 */
export function resumablePairingUri(shown: ShownPairing, now: number): string | undefined {
  if (shown.wcUri === undefined || isPairingExpired(shown.wcPairingExpiry, now)) return undefined;
  return shown.wcUri;
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
 * the modal closed ('Modal closed', behaviour §8), a fresh URI replaced an
 * expiring one (the replaced attempt's rejection is not a failure to show),
 * or the user went back from the pairing view (its URI stays resumable).
 */
export const PAIRING_ABORT_CODES = {
  modalClosed: "MODAL_CLOSED",
  replaced: "PAIRING_REPLACED",
  left: "PAIRING_LEFT",
} as const;

/** Why a pending pairing connect is abandoned. */
export type PairingAbortReason = keyof typeof PAIRING_ABORT_CODES;

/** The error a pairing connector rejects an abandoned connect with. */
export function pairingAbortedError(reason: PairingAbortReason): ConnectionError {
  return new ConnectionError(
    reason === "modalClosed"
      ? coreText("modalClosed", messages.modalClosed)
      : reason === "left"
        ? foyerMessages.pairingLeft
        : foyerMessages.pairingReplaced,
    { code: PAIRING_ABORT_CODES[reason] },
  );
}

/** The reason a pairing connect was abandoned for, or undefined for any other outcome. */
export function pairingAbortReason(error: unknown): PairingAbortReason | undefined {
  if (!(error instanceof ConnectionError)) return undefined;
  let reason: PairingAbortReason;
  for (reason in PAIRING_ABORT_CODES) if (PAIRING_ABORT_CODES[reason] === error.code) return reason;
  return undefined;
}

/** Whether `error` is a pairing that a fresh URI replaced (nothing to show, nothing to undo). */
export function isPairingReplaced(error: unknown): boolean {
  return pairingAbortReason(error) === "replaced";
}
