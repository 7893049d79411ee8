import {
  type FoyerError,
  InvalidInputError,
  isFoyerError,
  normalizeWalletError,
  WalletError,
} from "@foyer/core";
import { coreText, solanaMessages } from "@foyer/core/internal";
import { walkErrorChain } from "@foyer/protocol";

/** What went wrong on chain, as far as a person needs to know. */
export type ChainErrorKind = "insufficientFunds" | "rent" | "expired" | "refused";

/** @solana/kit's numeric codes (`@solana/errors`) for the failures told apart here. */
const KIT_CODES: Readonly<Record<number, ChainErrorKind>> = {
  7050031: "rent", // TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT
  7050005: "insufficientFunds", // TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_FEE
  7050003: "insufficientFunds", // TRANSACTION_ERROR__ACCOUNT_NOT_FOUND (a fee payer with no SOL)
  4615006: "insufficientFunds", // INSTRUCTION_ERROR__INSUFFICIENT_FUNDS
  7050008: "expired", // TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND
  1: "expired", // BLOCK_HEIGHT_EXCEEDED
};
/** Both the System program's and SPL Token's custom error 1 mean "not enough to move". */
const KIT_CUSTOM_INSTRUCTION_ERROR = 4615026;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The kind of a transaction error in the JSON-RPC form (`"BlockhashNotFound"`, `{ InstructionError: … }`). */
export function kindOfTransactionError(err: unknown): ChainErrorKind {
  if (err === "BlockhashNotFound") return "expired";
  if (err === "InsufficientFundsForFee" || err === "AccountNotFound") return "insufficientFunds";
  const object = record(err);
  if (object?.InsufficientFundsForRent !== undefined) return "rent";
  const instruction = object?.InstructionError;
  if (Array.isArray(instruction)) {
    const inner: unknown = instruction[1];
    if (inner === "InsufficientFunds") return "insufficientFunds";
    if (record(inner)?.Custom === 1) return "insufficientFunds";
  }
  return "refused";
}

/**
 * The kind of a node's "Transaction simulation failed: …" text, for errors that kept only the
 * message on their way (the embedded wallet's frame relays the node's text, not its data).
 */
export function kindOfPreflightText(message: string): ChainErrorKind | undefined {
  if (!message.startsWith("Transaction simulation failed")) return undefined;
  if (/insufficient funds for rent/i.test(message)) return "rent";
  if (/custom program error: 0x1$|insufficient (funds|lamports)|debit an account/i.test(message)) {
    return "insufficientFunds";
  }
  if (/Blockhash not found/i.test(message)) return "expired";
  return "refused";
}

/**
 * The kind of whatever a send threw: a @solana/kit error (code, context and cause chain), a
 * wallet's error carrying the node's JSON-RPC error (`{ code: -32002, data: { err } }`), or
 * undefined when it says nothing about the chain (a rejection, a wallet fault).
 */
export function chainErrorKind(error: unknown): ChainErrorKind | undefined {
  return kindOfLink(walkErrorChain(error, (link) => kindOfLink(link) !== undefined));
}

/** What one link of an error chain says about the chain's refusal, if anything. */
function kindOfLink(link: unknown): ChainErrorKind | undefined {
  const object = record(link);
  if (!object) return undefined;
  const context = record(object.context);
  const kitCode = context?.__code;
  if (typeof kitCode === "number") {
    if (kitCode === KIT_CUSTOM_INSTRUCTION_ERROR && context?.code === 1) return "insufficientFunds";
    const kind = KIT_CODES[kitCode];
    if (kind) return kind;
  }
  const data = record(object.data);
  if (object.code === -32002 && data && "err" in data) return kindOfTransactionError(data.err);
  return typeof object.message === "string" ? kindOfPreflightText(object.message) : undefined;
}

/** A FoyerError a person can act on, for a transaction the chain refused or a wallet failed. */
export function toSendError(error: unknown): FoyerError {
  if (isFoyerError(error)) return error;
  const kind = chainErrorKind(error);
  if (kind === "rent") {
    return new InvalidInputError(coreText("solanaRentLeftBelow", solanaMessages.rentLeftBelow), {
      code: "BELOW_RENT_MINIMUM",
      cause: error,
    });
  }
  if (kind === "insufficientFunds") {
    return new InvalidInputError(
      coreText("solanaInsufficientFunds", solanaMessages.insufficientFunds),
      {
        code: "INSUFFICIENT_FUNDS",
        cause: error,
      },
    );
  }
  if (kind === "expired") {
    return new WalletError(
      coreText("solanaTransactionExpired", solanaMessages.transactionExpired),
      {
        code: "WALLET_ERROR",
        cause: error,
      },
    );
  }
  if (kind === "refused") {
    return new WalletError(
      coreText("solanaTransactionRefused", solanaMessages.transactionRefused),
      {
        code: "WALLET_ERROR",
        cause: error,
      },
    );
  }
  return normalizeWalletError(error);
}
