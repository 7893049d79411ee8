import { FoyerError, InvalidInputError, isUserRejection, normalizeWalletError } from "@foyer/core";
import { bitcoinMessages, coreText, formatUnits, messages } from "@foyer/core/internal";
import { EsploraRefusal } from "../esplora/esploraClient.js";
import { TransferError } from "./buildTransfer.js";

const btc = (sats: bigint) => formatUnits(sats, 8);

/**
 * A send's failure as the user should read it: a transfer that can't be built (invalid
 * address, dust, more than the coins hold), the node refusing the broadcast (in its words),
 * are `InvalidInputError`s with Foyer's wording; the user saying no stays a wallet rejection;
 * anything else the wallet threw is normalised as usual.
 */
export function toSendError(error: unknown): FoyerError {
  if (error instanceof FoyerError) return error;
  if (error instanceof TransferError) {
    const { problem } = error;
    switch (problem.kind) {
      case "invalidAddress":
        return new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
          code: "INVALID_ADDRESS",
          details: { address: problem.address },
        });
      case "dust":
        return new InvalidInputError(
          coreText("bitcoinDust", bitcoinMessages.dust, btc(problem.minimum)),
          {
            code: "BELOW_DUST",
            details: { minimum: problem.minimum.toString() },
          },
        );
      case "insufficientFunds":
        return new InvalidInputError(
          coreText(
            "bitcoinInsufficientFunds",
            bitcoinMessages.insufficientFunds,
            btc(problem.available),
          ),
          {
            code: "INSUFFICIENT_FUNDS",
            details: { available: problem.available.toString() },
          },
        );
      case "unsupportedSender":
        return new InvalidInputError(
          coreText("bitcoinUnsupportedSender", bitcoinMessages.unsupportedSender),
          {
            code: "INVALID_ADDRESS",
            details: { type: problem.type },
          },
        );
    }
  }
  if (error instanceof EsploraRefusal && error.status === 400) {
    return new InvalidInputError(
      coreText("bitcoinBroadcastRejected", bitcoinMessages.broadcastRejected, error.reason),
      {
        code: "TRANSACTION_REFUSED",
        details: { reason: error.reason },
        cause: error,
      },
    );
  }
  return normalizeWalletError(error);
}

/** The wallet's answer to a PSBT it was asked to sign: a refusal other than the user's "no" is worded as such. */
export function toSignPsbtError(error: unknown): FoyerError {
  if (error instanceof FoyerError || isUserRejection(error)) return normalizeWalletError(error);
  return new InvalidInputError(coreText("bitcoinPsbtRefused", bitcoinMessages.psbtRefused), {
    code: "TRANSACTION_NOT_SIGNED",
    cause: error,
  });
}
