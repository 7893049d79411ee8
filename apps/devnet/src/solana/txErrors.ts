import type { FailedTransactionMetadata } from "litesvm";

/**
 * litesvm's error enums are `const enum`s: their numbers reach JavaScript, their names do not.
 * These are the variant names of Agave's `TransactionError` and `InstructionError`, in order,
 * which is how the JSON-RPC API spells them.
 */
const TRANSACTION_ERRORS = [
  "AccountInUse",
  "AccountLoadedTwice",
  "AccountNotFound",
  "ProgramAccountNotFound",
  "InsufficientFundsForFee",
  "InvalidAccountForFee",
  "AlreadyProcessed",
  "BlockhashNotFound",
  "CallChainTooDeep",
  "MissingSignatureForFee",
  "InvalidAccountIndex",
  "SignatureFailure",
  "InvalidProgramForExecution",
  "SanitizeFailure",
  "ClusterMaintenance",
  "AccountBorrowOutstanding",
  "WouldExceedMaxBlockCostLimit",
  "UnsupportedVersion",
  "InvalidWritableAccount",
  "WouldExceedMaxAccountCostLimit",
  "WouldExceedAccountDataBlockLimit",
  "TooManyAccountLocks",
  "AddressLookupTableNotFound",
  "InvalidAddressLookupTableOwner",
  "InvalidAddressLookupTableData",
  "InvalidAddressLookupTableIndex",
  "InvalidRentPayingAccount",
  "WouldExceedMaxVoteCostLimit",
  "WouldExceedAccountDataTotalLimit",
  "MaxLoadedAccountsDataSizeExceeded",
  "ResanitizationNeeded",
  "InvalidLoadedAccountsDataSizeLimit",
  "UnbalancedTransaction",
  "ProgramCacheHitMaxLimit",
  "CommitCancelled",
] as const;

const INSTRUCTION_ERRORS = [
  "GenericError",
  "InvalidArgument",
  "InvalidInstructionData",
  "InvalidAccountData",
  "AccountDataTooSmall",
  "InsufficientFunds",
  "IncorrectProgramId",
  "MissingRequiredSignature",
  "AccountAlreadyInitialized",
  "UninitializedAccount",
  "UnbalancedInstruction",
  "ModifiedProgramId",
  "ExternalAccountLamportSpend",
  "ExternalAccountDataModified",
  "ReadonlyLamportChange",
  "ReadonlyDataModified",
  "DuplicateAccountIndex",
  "ExecutableModified",
  "RentEpochModified",
  "NotEnoughAccountKeys",
  "AccountDataSizeChanged",
  "AccountNotExecutable",
  "AccountBorrowFailed",
  "AccountBorrowOutstanding",
  "DuplicateAccountOutOfSync",
  "InvalidError",
  "ExecutableDataModified",
  "ExecutableLamportChange",
  "ExecutableAccountNotRentExempt",
  "UnsupportedProgramId",
  "CallDepth",
  "MissingAccount",
  "ReentrancyNotAllowed",
  "MaxSeedLengthExceeded",
  "InvalidSeeds",
  "InvalidRealloc",
  "ComputationalBudgetExceeded",
  "PrivilegeEscalation",
  "ProgramEnvironmentSetupFailure",
  "ProgramFailedToComplete",
  "ProgramFailedToCompile",
  "Immutable",
  "IncorrectAuthority",
  "AccountNotRentExempt",
  "InvalidAccountOwner",
  "ArithmeticOverflow",
  "UnsupportedSysvar",
  "IllegalOwner",
  "MaxAccountsDataAllocationsExceeded",
  "MaxAccountsExceeded",
  "MaxInstructionTraceLengthExceeded",
  "BuiltinProgramsMustConsumeComputeUnits",
  "BorshIoError",
] as const;

/** A transaction error as the JSON-RPC API writes it: `"BlockhashNotFound"`, `{"InstructionError":[0,{"Custom":1}]}`, … */
export type RpcTransactionError = string | Record<string, unknown>;

function instructionErrorJson(error: unknown): string | Record<string, unknown> {
  if (typeof error === "number") return INSTRUCTION_ERRORS[error] ?? "GenericError";
  if (error !== null && typeof error === "object") {
    if ("code" in error && typeof error.code === "number") return { Custom: error.code };
    if ("msg" in error && typeof error.msg === "string") return { BorshIoError: error.msg };
  }
  return "GenericError";
}

/** The JSON-RPC form of a failed transaction's error. */
export function transactionErrorJson(failed: FailedTransactionMetadata): RpcTransactionError {
  const error = failed.err();
  if (typeof error === "number") return TRANSACTION_ERRORS[error] ?? "SanitizeFailure";
  // litesvm's index module does not re-export these classes: told apart by their names.
  const kind = error.constructor.name;
  if ("err" in error) return { InstructionError: [error.index, instructionErrorJson(error.err())] };
  if (kind === "TransactionErrorDuplicateInstruction" && "index" in error) {
    return { DuplicateInstruction: error.index };
  }
  if (kind === "TransactionErrorInsufficientFundsForRent" && "accountIndex" in error) {
    return { InsufficientFundsForRent: { account_index: error.accountIndex } };
  }
  if ("accountIndex" in error) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } };
  }
  return "SanitizeFailure";
}

const INSTRUCTION_ERROR_TEXT: Record<string, string> = {
  InsufficientFunds: "insufficient funds for instruction",
  InvalidArgument: "invalid program argument",
  InvalidInstructionData: "invalid instruction data",
  InvalidAccountData: "invalid account data for instruction",
  MissingRequiredSignature: "missing required signature for instruction",
  AccountAlreadyInitialized: "instruction requires an uninitialized account",
  UninitializedAccount: "instruction requires an initialized account",
  IncorrectProgramId: "incorrect program id for instruction",
  InvalidAccountOwner: "Invalid account owner",
  IllegalOwner: "Provided owner is not allowed",
};

const TRANSACTION_ERROR_TEXT: Record<string, string> = {
  AccountNotFound: "Attempt to debit an account but found no record of a prior credit.",
  InsufficientFundsForFee: "Insufficient funds for fee",
  AlreadyProcessed: "This transaction has already been processed",
  BlockhashNotFound: "Blockhash not found",
  SignatureFailure: "Transaction did not pass signature verification",
  ProgramAccountNotFound: "Attempt to load a program that does not exist",
  InvalidAccountForFee: "This account may not be used to pay transaction fees",
  AccountInUse: "Account in use",
  SanitizeFailure: "Transaction failed to sanitize accounts offsets correctly",
};

/** Agave's wording of an error, as the "Transaction simulation failed: …" message carries it. */
export function describeTransactionError(error: RpcTransactionError): string {
  if (typeof error === "string") return TRANSACTION_ERROR_TEXT[error] ?? error;
  const instruction = error.InstructionError;
  if (Array.isArray(instruction)) {
    const [index, inner] = instruction as [number, string | Record<string, unknown>];
    const text =
      typeof inner === "string"
        ? (INSTRUCTION_ERROR_TEXT[inner] ?? inner)
        : typeof inner.Custom === "number"
          ? `custom program error: 0x${inner.Custom.toString(16)}`
          : JSON.stringify(inner);
    return `Error processing Instruction ${index}: ${text}`;
  }
  const rent = error.InsufficientFundsForRent as { account_index?: number } | undefined;
  if (rent) {
    return `Transaction results in an account (${rent.account_index}) with insufficient funds for rent`;
  }
  return JSON.stringify(error);
}
