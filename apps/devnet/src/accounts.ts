import { type HDAccount, mnemonicToAccount } from "viem/accounts";

/** Anvil's built-in mnemonic: its first ten accounts are the public, pre-funded dev accounts. */
export const DEV_MNEMONIC = "test test test test test test test test test test test junk";
export const DEV_ACCOUNT_COUNT = 10;

export function devAccount(index: number): HDAccount {
  return mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
}
