import type { CoreText } from "../i18n/coreText.js";
import type { CoreTextKey } from "../i18n/coreTextEn.js";
import { foyerMessages } from "./foyerMessages.js";

/**
 * Numeric error codes wallets answer with (behaviour §8): EIP-1193 provider codes,
 * EIP-1474 JSON-RPC codes, EIP-5792 batch codes, and WalletConnect's 5000 for
 * a rejection (behaviour §8 names it beside 4001 as a user rejection).
 */
export const WALLET_ERROR_CODES = {
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  PROVIDER_DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  /** The wallet does not know the chain; answered by wallet_switchEthereumChain. */
  UNRECOGNIZED_CHAIN: 4902,
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  INVALID_INPUT: -32000,
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY: 5700,
  UNSUPPORTED_CHAIN_ID: 5710,
  DUPLICATE_ID: 5720,
  UNKNOWN_BUNDLE_ID: 5730,
  BUNDLE_TOO_LARGE: 5740,
  ATOMIC_READY_UPGRADE_REJECTED: 5750,
  ATOMICITY_NOT_SUPPORTED: 5760,
  WALLETCONNECT_USER_REJECTED: 5000,
} as const;

/** The stable name of a known wallet error code, used as the `WalletError.code`. */
export type WalletErrorName = keyof typeof WALLET_ERROR_CODES;
/** A known numeric wallet error code. */
export type WalletErrorNumber = (typeof WALLET_ERROR_CODES)[WalletErrorName];

/** The key of Foyer's text per wallet error: its `foyerMessages` entry and its `CoreText` key. */
const WALLET_ERROR_KEYS: {
  readonly [N in WalletErrorName]: CoreTextKey & keyof typeof foyerMessages;
} = {
  USER_REJECTED: "walletUserRejected",
  UNAUTHORIZED: "walletUnauthorized",
  UNSUPPORTED_METHOD: "walletUnsupportedMethod",
  PROVIDER_DISCONNECTED: "walletProviderDisconnected",
  CHAIN_DISCONNECTED: "walletChainDisconnected",
  UNRECOGNIZED_CHAIN: "walletUnrecognizedChain",
  PARSE_ERROR: "walletParseError",
  INVALID_REQUEST: "walletInvalidRequest",
  METHOD_NOT_FOUND: "walletMethodNotFound",
  INVALID_PARAMS: "walletInvalidParams",
  INTERNAL_ERROR: "walletInternalError",
  INVALID_INPUT: "walletInvalidInput",
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY: "walletUnsupportedCapability",
  UNSUPPORTED_CHAIN_ID: "walletUnsupportedChainId",
  DUPLICATE_ID: "walletDuplicateId",
  UNKNOWN_BUNDLE_ID: "walletUnknownBundleId",
  BUNDLE_TOO_LARGE: "walletBundleTooLarge",
  ATOMIC_READY_UPGRADE_REJECTED: "walletAtomicUpgradeRejected",
  ATOMICITY_NOT_SUPPORTED: "walletAtomicityNotSupported",
  WALLETCONNECT_USER_REJECTED: "walletUserRejected",
};

/** Foyer's default text per wallet error, by key; callers may choose another. */
export const WALLET_ERROR_MESSAGES = Object.fromEntries(
  Object.entries(WALLET_ERROR_KEYS).map(([name, key]) => [
    name,
    { key, en: foyerMessages[key] as string },
  ]),
) as { readonly [N in WalletErrorName]: CoreText };

const NAMES_BY_CODE = new Map<number, WalletErrorName>(
  (Object.entries(WALLET_ERROR_CODES) as [WalletErrorName, number][]).map(([name, code]) => [
    code,
    name,
  ]),
);

/** The name of a known wallet error code, or `undefined` for any other number. */
export function walletErrorName(code: number): WalletErrorName | undefined {
  return NAMES_BY_CODE.get(code);
}
