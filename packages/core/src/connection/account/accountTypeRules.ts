import type { BitcoinAccountType, ConnectionAccountType } from "../../adapter/connection.js";
import type { AccountType, CaipNetworkId, ChainNamespace } from "../../types/chain.js";

/** Default account type per namespace (behaviour §3). */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: "smartAccount",
  bip122: "payment",
  solana: "eoa",
  polkadot: "eoa",
} as const satisfies Record<ChainNamespace, ConnectionAccountType>;

/** The account type a namespace starts with (behaviour §3). */
export function defaultAccountType(namespace: ChainNamespace): ConnectionAccountType {
  return DEFAULT_ACCOUNT_TYPES[namespace];
}

/** Bitcoin account roles by derivation index (behaviour §3): payment 0, ordinal 1. */
export const BITCOIN_ACCOUNT_INDEX = {
  payment: 0,
  ordinal: 1,
} as const satisfies Record<BitcoinAccountType, number>;

/** The Bitcoin account role at a derivation index, or undefined for any other index. */
export function bitcoinAccountTypeAt(index: number): BitcoinAccountType | undefined {
  if (index === BITCOIN_ACCOUNT_INDEX.payment) return "payment";
  if (index === BITCOIN_ACCOUNT_INDEX.ordinal) return "ordinal";
  return undefined;
}

export interface AccountTypeSwitchState {
  current: ConnectionAccountType | undefined;
  network: CaipNetworkId;
  /** Networks with smart accounts, as CAIP-2 ids. */
  smartAccountEnabledNetworks: readonly CaipNetworkId[];
}

/**
 * Whether the eoa/smartAccount switch may go to `target`.
 *
 * Behaviour §4 reads "allowed only if smart account is enabled for the network and current is EOA".
 * Both conditions hold for the switch *to* a smart account: an enabled network and a current
 * eoa. The way back to eoa is the same switch turned the other way, so it too exists only on a
 * network with smart accounts (elsewhere the wallet acts as the EOA already) and only from a
 * current smartAccount; without it eip155 users would be locked on their default smartAccount.
 */
export function canSwitchAccountType(state: AccountTypeSwitchState, target: AccountType): boolean {
  if (!state.smartAccountEnabledNetworks.includes(state.network)) return false;
  if (target === "eoa") return state.current === "smartAccount";
  return state.current === "eoa";
}
