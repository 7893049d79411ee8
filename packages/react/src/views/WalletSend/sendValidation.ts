import {
  buildSendTransaction,
  isBitcoinAddressShape,
  isEvmAddress,
  isSolanaAddress,
  parseUnits,
  type SendBalanceProblem,
  type SendTransactionDraft,
  sendBalanceProblem,
  sendFormError,
  type TokenBalanceItem,
} from "@foyer/core/internal";
import type { WalletMessages } from "../../i18n/walletEn.js";

/** What the user typed and picked. */
export interface SendFields {
  token: TokenBalanceItem | undefined;
  amount: string;
  receiver: string;
}

/** A send the wallet can be asked for, or the first reason it can't. */
export type SendCheck =
  | {
      ok: true;
      token: TokenBalanceItem;
      draft: SendTransactionDraft;
      /** The amount in the token's smallest unit. */
      units: bigint;
    }
  | { ok: false; error: string };

/** The message for a balance problem; undefined when there is none. */
export function balanceMessage(
  problem: SendBalanceProblem | undefined,
  wallet: WalletMessages,
): string | undefined {
  if (problem === undefined) return undefined;
  return problem === "insufficientForFee" ? wallet.insufficientForFee : wallet.insufficientBalance;
}

/** A receiver that names an account (`alice.eth`) rather than spelling an address. */
export function isAccountName(receiver: string): boolean {
  return receiver.trim().includes(".");
}

/**
 * Behaviour §5's first complaint about the form, from core's `sendFormError`:
 * 'Unsupported chain', then 'An amount and receiver address are required',
 * then 'A token is required', in the modal's words for its code. Checked before any
 * name lookup.
 */
export function sendSpecError(
  fields: SendFields,
  namespace: string,
  wallet: WalletMessages,
): string | undefined {
  const error = sendFormError({
    chainNamespace: namespace,
    amount: fields.amount,
    receiverAddress: fields.receiver,
    token: fields.token,
  });
  if (error === undefined) return undefined;
  return error.code === "UNSUPPORTED_CHAIN"
    ? wallet.unsupportedChain
    : error.code === "SEND_AMOUNT_AND_RECEIVER_REQUIRED"
      ? wallet.amountAndReceiverRequired
      : wallet.tokenRequired;
}

/**
 * Checks the form in the order the user meets the problems: behaviour §5's
 * messages first, then a receiver that is no address of the namespace (EVM,
 * Solana's 32-44 base58 characters, or a Bitcoin address's shape), then an
 * amount the token's decimals can't hold, then an amount over the token's
 * balance (the fee is checked once estimated). `receiverAddress` is the
 * receiver after any name lookup.
 */
export function checkSend(
  fields: SendFields,
  receiverAddress: string,
  namespace: string,
  wallet: WalletMessages,
): SendCheck {
  const specError = sendSpecError(fields, namespace, wallet);
  const token = fields.token;
  if (specError || !token) return { ok: false, error: specError ?? wallet.tokenRequired };
  if (namespace === "eip155" && !isEvmAddress(receiverAddress)) {
    return { ok: false, error: wallet.addressInvalid };
  }
  if (namespace === "solana" && !isSolanaAddress(receiverAddress)) {
    return { ok: false, error: wallet.addressInvalid };
  }
  // Bitcoin: the shape here; the adapter decodes it for the network when it quotes the fees.
  if (namespace === "bip122" && !isBitcoinAddressShape(receiverAddress.trim())) {
    return { ok: false, error: wallet.addressInvalid };
  }
  const amount = fields.amount.trim();
  let draft: SendTransactionDraft;
  let units: bigint;
  try {
    draft = buildSendTransaction(token, amount, receiverAddress, namespace);
    units = parseUnits(amount, Number(token.quantity.decimals));
  } catch {
    return { ok: false, error: wallet.invalidAmount };
  }
  const overdraft = balanceMessage(sendBalanceProblem({ token, amount: units }), wallet);
  if (overdraft !== undefined) return { ok: false, error: overdraft };
  return { ok: true, token, draft, units };
}
