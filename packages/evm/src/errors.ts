import {
  type ClientErrorCode,
  createClientError,
  type FoyerError,
  insufficientFundsError,
  normalizeWalletError,
  type WalletErrorMessages,
} from "@foyer/core";
import {
  ChainNotConfiguredError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError,
} from "@wagmi/core";
import { BaseError, InsufficientFundsError } from "viem";

/** Wagmi's own (non-wallet) errors and the SPEC §8 client error each one is. */
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
 * An account that can't pay is INSUFFICIENT_FUNDS (see {@link cannotPay}).
 */
export function toFoyerError(error: unknown, overrides?: WalletErrorMessages): FoyerError {
  for (const [type, code] of CLIENT_ERRORS) {
    if (error instanceof type) {
      return createClientError(code, { reason: error.message }, error);
    }
  }
  if (cannotPay(error)) return insufficientFundsError(error);
  return normalizeWalletError(error, overrides);
}

const MAX_DEPTH = 8;

/**
 * Whether the account can't pay for the transaction: viem's `InsufficientFundsError` anywhere
 * in the chain, or a wallet's raw EIP-1193 answer that viem would classify as one (its own
 * `nodeMessage` rule: wallets and nodes have no numeric code for it, only these words).
 */
export function cannotPay(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Object; depth += 1) {
    if (current instanceof InsufficientFundsError) return true;
    const message = (current as { message?: unknown }).message;
    if (
      !(current instanceof BaseError) &&
      typeof message === "string" &&
      InsufficientFundsError.nodeMessage.test(message.toLowerCase())
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
