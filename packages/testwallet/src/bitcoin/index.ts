/**
 * The Bitcoin side on its own (no DOM, no panel): for Node tests and tools that drive the
 * sats-connect provider against a chain, e.g. the regtest chain's integration tests.
 */
export { type ApprovalQueue, createApprovalQueue } from "../approvals.js";
export {
  BITCOIN_TEST_MNEMONIC,
  type BitcoinAccountKey,
  type BitcoinAccountKeys,
  deriveBitcoinAccounts,
  ORDINALS_PATH,
  PAYMENT_PATH,
  REGTEST,
} from "./bitcoinKeys.js";
export type * from "./bitcoinTypes.js";
export {
  BITCOIN_METHODS,
  type BitcoinTestWalletOptions,
  createBitcoinTestWallet,
} from "./bitcoinWallet.js";
