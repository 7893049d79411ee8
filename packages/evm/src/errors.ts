import {
  type ClientErrorCode,
  createClientError,
  type FoyerError,
  normalizeWalletError,
} from "@foyer/core";
import type { WalletErrorMessages } from "@foyer/core/internal";
import {
  ChainNotConfiguredError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError,
} from "@wagmi/core";

/** Wagmi's own (non-wallet) errors and the behaviour §8 client error each one is. */
const CLIENT_ERRORS: readonly [new (...args: never[]) => Error, ClientErrorCode][] = [
  [SwitchChainNotSupportedError, "CHAIN_SWITCHING_NOT_SUPPORTED"],
  [ChainNotConfiguredError, "CHAIN_NOT_CONFIGURED"],
  [ConnectorNotConnectedError, "CONNECTOR_NOT_CONNECTED"],
  [ConnectorAlreadyConnectedError, "CONNECTOR_ALREADY_CONNECTED"],
  [ConnectorChainMismatchError, "CHAIN_MISMATCH"],
  [ProviderNotFoundError, "PROVIDER_NOT_FOUND"],
];

/**
 * Every adapter method rejects with a `FoyerError` (ChainAdapter contract).
 * Wagmi's configuration errors become the matching client error; anything
 * else is a wallet answer and goes through the core's wallet-code mapping
 * (4001 → USER_REJECTED, …). Only the outermost error is checked for wagmi
 * classes: connectors wrap wallet errors in viem errors, never the reverse.
 */
export function toFoyerError(error: unknown, overrides?: WalletErrorMessages): FoyerError {
  for (const [type, code] of CLIENT_ERRORS) {
    if (error instanceof type) {
      return createClientError(code, { reason: error.message }, error);
    }
  }
  return normalizeWalletError(error, overrides);
}
