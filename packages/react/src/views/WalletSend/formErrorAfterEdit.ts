import type { UserText } from "@foyer/core";
import type { WalletMessages } from "../../i18n/walletEn.js";
import { type SendFields, sendSpecError } from "./sendValidation.js";

/** Which fields changed between two states of the form. */
function changes(before: SendFields, after: SendFields) {
  return {
    token: before.token !== after.token,
    amount: before.amount.trim() !== after.amount.trim(),
    receiver: before.receiver.trim() !== after.receiver.trim(),
  };
}

/**
 * The form's problem message once the user edits the fields: a message goes
 * as soon as its cause is fixed, so a stale 'A token is required' never sits
 * under a chosen token. Behaviour §5's own messages are checked again (they need
 * nothing but the fields); the others were found with what was typed then
 * (a lookup, the balance, the wallet's answer), so they go once a field they
 * are about changes. A problem still there is said again on the next Preview.
 */
export function formErrorAfterEdit(
  error: UserText | undefined,
  before: SendFields,
  after: SendFields,
  namespace: string,
  wallet: WalletMessages,
): UserText | undefined {
  if (error === undefined) return undefined;
  const spec: UserText[] = [
    wallet.unsupportedChain,
    wallet.amountAndReceiverRequired,
    wallet.tokenRequired,
  ];
  if (spec.includes(error)) {
    return sendSpecError(after, namespace, wallet) === error ? error : undefined;
  }
  const changed = changes(before, after);
  const fixedBy =
    error === wallet.addressInvalid || error === wallet.nameNotFound(before.receiver.trim())
      ? changed.receiver
      : error === wallet.invalidAmount ||
          error === wallet.insufficientBalance ||
          error === wallet.insufficientForFee
        ? changed.amount || changed.token
        : changed.token || changed.amount || changed.receiver;
  return fixedBy ? undefined : error;
}
