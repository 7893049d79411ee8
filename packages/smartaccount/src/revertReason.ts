import { decodeRevertReason } from "@metamask/smart-accounts-kit/utils";

/**
 * The reason a contract gave for refusing, read from a viem error (a revert during a bundler's
 * simulation or a call): an enforcer's string (`ERC20TransferAmountEnforcer:allowance-exceeded`)
 * or a framework error (`CannotUseADisabledDelegation()`). Undefined when there is none.
 */
export function revertReason(error: unknown): string | undefined {
  return decodeRevertReason(error)?.message;
}
