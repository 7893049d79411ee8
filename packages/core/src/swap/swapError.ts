import { SWAP_ERROR_CODES } from "@foyer/protocol";
import { ApiError } from "../errors/apiError.js";
import { FoyerError } from "../errors/FoyerError.js";
import { INSUFFICIENT_FUNDS } from "../errors/insufficientFunds.js";
import { isUserRejection } from "../errors/normalizeWalletError.js";
import { WalletError } from "../errors/walletError.js";
import { type CoreText, coreText } from "../i18n/coreText.js";
import { swapMessages } from "./swapMessages.js";

/** The codes of {@link SwapError}. */
export const SWAP_FLOW_ERROR_CODES = [
  "SWAP_UNSUPPORTED_NETWORK",
  "SWAP_NO_ROUTE",
  "SWAP_AMOUNT_TOO_SMALL",
  "SWAP_INSUFFICIENT_BALANCE",
  "SWAP_INSUFFICIENT_ALLOWANCE",
  /** The account can't pay the network fee in the network's coin. */
  "SWAP_INSUFFICIENT_GAS",
  "SWAP_WOULD_REVERT",
  /** Mined, and reverted: the price moved past the slippage tolerance. */
  "SWAP_REVERTED",
  /** The approval transaction was mined and reverted. */
  "SWAP_APPROVAL_REVERTED",
  /** The wallet sent it, but no receipt came within the wait. */
  "SWAP_RECEIPT_TIMEOUT",
  "SWAP_REJECTED",
  "SWAP_FAILED",
] as const;

export type SwapErrorCode = (typeof SWAP_FLOW_ERROR_CODES)[number];

/**
 * A swap that can't be made or did not go through, with the message to show: the server
 * refused it (no route, balance, allowance, network), the wallet was declined, or the
 * transaction reverted on-chain.
 */
export class SwapError extends FoyerError<SwapErrorCode> {
  static override readonly docsPath: string = "docs/errors.md#swaperror";
  override readonly name = "SwapError";
}

/** The server's refusal codes (protocol) → the flow's. */
const FROM_SERVER: Record<string, SwapErrorCode> = {
  [SWAP_ERROR_CODES.unsupportedChain]: "SWAP_UNSUPPORTED_NETWORK",
  [SWAP_ERROR_CODES.noRoute]: "SWAP_NO_ROUTE",
  [SWAP_ERROR_CODES.amountTooSmall]: "SWAP_AMOUNT_TOO_SMALL",
  [SWAP_ERROR_CODES.insufficientBalance]: "SWAP_INSUFFICIENT_BALANCE",
  [SWAP_ERROR_CODES.insufficientAllowance]: "SWAP_INSUFFICIENT_ALLOWANCE",
  [SWAP_ERROR_CODES.wouldRevert]: "SWAP_WOULD_REVERT",
};

/** Each code's text by key, so the modal words it in the page's language. */
const MESSAGES: Record<
  Exclude<SwapErrorCode, "SWAP_REVERTED" | "SWAP_INSUFFICIENT_GAS">,
  CoreText
> = {
  SWAP_UNSUPPORTED_NETWORK: coreText("swapsNetworkUnsupported", swapMessages.networkUnsupported),
  SWAP_NO_ROUTE: coreText("swapNoRoute", swapMessages.noRoute),
  SWAP_AMOUNT_TOO_SMALL: coreText("swapAmountTooSmall", swapMessages.amountTooSmall),
  SWAP_INSUFFICIENT_BALANCE: coreText("swapInsufficientBalance", swapMessages.insufficientBalance),
  SWAP_INSUFFICIENT_ALLOWANCE: coreText(
    "swapInsufficientAllowance",
    swapMessages.insufficientAllowance,
  ),
  SWAP_WOULD_REVERT: coreText("swapWouldRevert", swapMessages.wouldRevert),
  SWAP_APPROVAL_REVERTED: coreText("swapApprovalReverted", swapMessages.approvalReverted),
  SWAP_RECEIPT_TIMEOUT: coreText("swapReceiptTimedOut", swapMessages.receiptTimedOut),
  SWAP_REJECTED: coreText("swapRejected", swapMessages.rejected),
  SWAP_FAILED: coreText("swapFailed", swapMessages.failed),
};

/** A {@link SwapError} of `code` with its catalogue message. */
export function swapError(
  code: Exclude<SwapErrorCode, "SWAP_REVERTED" | "SWAP_INSUFFICIENT_GAS">,
  details?: Record<string, unknown>,
  cause?: unknown,
): SwapError {
  return new SwapError(MESSAGES[code], {
    code,
    ...(details ? { details } : {}),
    ...(cause === undefined ? {} : { cause }),
  });
}

/** The swap reverted on-chain (its minimum output was not met at `slippage` percent). */
export function swapRevertedError(slippage: number, hash: string): SwapError {
  return new SwapError(coreText("swapReverted", swapMessages.reverted, slippage), {
    code: "SWAP_REVERTED",
    details: { hash },
  });
}

/**
 * Any failure of a swap step as a {@link SwapError}: a server refusal by its code (the
 * spec's 'Network not supported for Swaps' included), a declined wallet request as
 * SWAP_REJECTED, an account that can't pay the fee as SWAP_INSUFFICIENT_GAS (naming
 * `nativeSymbol`), another wallet answer as SWAP_FAILED in that answer's words, the rest as
 * SWAP_FAILED with the original as cause.
 */
export function toSwapError(error: unknown, nativeSymbol?: string): SwapError {
  if (error instanceof SwapError) return error;
  if (isUserRejection(error)) return swapError("SWAP_REJECTED", undefined, error);
  if (error instanceof WalletError) {
    if (error.code === INSUFFICIENT_FUNDS && nativeSymbol !== undefined) {
      return new SwapError(
        coreText("swapInsufficientGas", swapMessages.insufficientGas, nativeSymbol),
        {
          code: "SWAP_INSUFFICIENT_GAS",
          cause: error,
        },
      );
    }
    // The wallet's answer, in Foyer's words for it, says more than "the swap failed".
    return new SwapError(error.text ?? error.shortMessage, { code: "SWAP_FAILED", cause: error });
  }
  if (error instanceof ApiError) {
    if (error.code === "UNSUPPORTED_NETWORK") {
      return swapError("SWAP_UNSUPPORTED_NETWORK", undefined, error);
    }
    const serverCode = error.details.serverCode;
    const code = typeof serverCode === "string" ? FROM_SERVER[serverCode] : undefined;
    if (code !== undefined) {
      return swapError(code as Parameters<typeof swapError>[0], { serverCode }, error);
    }
  }
  return swapError("SWAP_FAILED", undefined, error);
}
