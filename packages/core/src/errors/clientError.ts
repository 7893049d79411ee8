import { coreText } from "../i18n/coreText.js";
import { FoyerError } from "./FoyerError.js";
import { foyerMessages } from "./foyerMessages.js";

/** The client errors of behaviour §8, as stable codes with Foyer's wording. */
export const CLIENT_ERROR_MESSAGES = {
  CHAIN_NOT_CONFIGURED: coreText("chainNotConfigured", foyerMessages.chainNotConfigured),
  CONNECTOR_ALREADY_CONNECTED: coreText(
    "connectorAlreadyConnected",
    foyerMessages.connectorAlreadyConnected,
  ),
  CONNECTOR_NOT_CONNECTED: coreText("connectorNotConnected", foyerMessages.connectorNotConnected),
  CHAIN_MISMATCH: coreText("chainMismatch", foyerMessages.chainMismatch),
  PROVIDER_NOT_FOUND: coreText("providerNotFound", foyerMessages.providerNotFound),
  CHAIN_SWITCHING_NOT_SUPPORTED: coreText(
    "chainSwitchingNotSupported",
    foyerMessages.chainSwitchingNotSupported,
  ),
} as const;

export type ClientErrorCode = keyof typeof CLIENT_ERROR_MESSAGES;

/**
 * A chain adapter's own refusal, before or beside the wallet (behaviour §8 client
 * errors): the chain is not configured, the connector is not connected, the
 * wallet is on another chain, there is no provider, it cannot switch chains.
 */
export class ClientError extends FoyerError<ClientErrorCode> {
  static override readonly docsPath: string = "docs/errors.md#clienterror";
  override readonly name = "ClientError";
}

/**
 * The `ClientError` for `code` with its catalogue message, e.g.
 * `createClientError("CHAIN_MISMATCH", { expected: "eip155:1", actual: "eip155:10" })`.
 * `details` is for developers and never shown; `cause` is what led to it.
 */
export function createClientError(
  code: ClientErrorCode,
  details?: Readonly<Record<string, unknown>>,
  cause?: unknown,
): ClientError {
  return new ClientError(CLIENT_ERROR_MESSAGES[code], {
    code,
    ...(details === undefined ? {} : { details }),
    ...(cause === undefined ? {} : { cause }),
  });
}
