import { FoyerError } from "./FoyerError.js";
import { foyerMessages } from "./foyerMessages.js";

/** The client errors of SPEC §8, as stable codes with Foyer's wording. */
export const CLIENT_ERROR_MESSAGES = {
  CHAIN_NOT_CONFIGURED: foyerMessages.chainNotConfigured,
  CONNECTOR_ALREADY_CONNECTED: foyerMessages.connectorAlreadyConnected,
  CONNECTOR_NOT_CONNECTED: foyerMessages.connectorNotConnected,
  CHAIN_MISMATCH: foyerMessages.chainMismatch,
  PROVIDER_NOT_FOUND: foyerMessages.providerNotFound,
  CHAIN_SWITCHING_NOT_SUPPORTED: foyerMessages.chainSwitchingNotSupported,
} as const;

export type ClientErrorCode = keyof typeof CLIENT_ERROR_MESSAGES;

/**
 * Builds the `FoyerError` for a client error (SPEC §8), e.g.
 * `createClientError("CHAIN_MISMATCH", { expected: "eip155:1", actual: "eip155:10" })`.
 * `details` is for developers and never shown.
 */
export function createClientError(
  code: ClientErrorCode,
  details?: Readonly<Record<string, unknown>>,
): FoyerError {
  return new FoyerError(CLIENT_ERROR_MESSAGES[code], {
    code,
    ...(details === undefined ? {} : { details }),
  });
}
