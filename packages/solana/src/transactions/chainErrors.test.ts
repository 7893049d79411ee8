import { isUserRejection } from "@foyer/core";
import { solanaMessages } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { chainErrorKind, kindOfTransactionError, toSendError } from "./chainErrors.js";

describe("kindOfTransactionError (JSON-RPC transaction errors)", () => {
  it.each([
    ["BlockhashNotFound", "expired"],
    ["InsufficientFundsForFee", "insufficientFunds"],
    ["AccountNotFound", "insufficientFunds"],
    [{ InsufficientFundsForRent: { account_index: 1 } }, "rent"],
    [{ InstructionError: [0, { Custom: 1 }] }, "insufficientFunds"],
    [{ InstructionError: [0, "InsufficientFunds"] }, "insufficientFunds"],
    [{ InstructionError: [1, { Custom: 6001 }] }, "refused"],
    ["SanitizeFailure", "refused"],
  ])("%j is %s", (err, kind) => {
    expect(kindOfTransactionError(err)).toBe(kind);
  });
});

describe("chainErrorKind and toSendError (whatever a send threw)", () => {
  it("reads a wallet's error that carries the node's preflight failure", () => {
    const error = Object.assign(new Error("Transaction simulation failed"), {
      code: -32002,
      data: { err: { InsufficientFundsForRent: { account_index: 1 } } },
    });
    expect(chainErrorKind(error)).toBe("rent");
    expect(toSendError(error).shortMessage).toBe(solanaMessages.rentLeftBelow);
  });

  it("reads @solana/kit's error codes through the cause chain", () => {
    const kit = {
      context: { __code: -32002 },
      cause: { context: { __code: 4615026, code: 1, index: 0 } },
    };
    expect(chainErrorKind(kit)).toBe("insufficientFunds");
    expect(toSendError(kit).shortMessage).toBe(solanaMessages.insufficientFunds);
  });

  it.each([
    [
      "Transaction simulation failed: Transaction results in an account (1) with insufficient funds for rent",
      "rent",
    ],
    [
      "Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1",
      "insufficientFunds",
    ],
    ["Transaction simulation failed: Blockhash not found", "expired"],
    [
      "Transaction simulation failed: Error processing Instruction 0: invalid account data for instruction",
      "refused",
    ],
  ])("reads the node's text when only the message came through: %s", (message, kind) => {
    expect(chainErrorKind(new Error(message))).toBe(kind);
  });

  it("keeps a wallet's refusal a user rejection", () => {
    const refused = Object.assign(new Error("User rejected the request."), { code: 4001 });
    expect(chainErrorKind(refused)).toBeUndefined();
    expect(isUserRejection(toSendError(refused))).toBe(true);
  });
});
