import { InsufficientFundsError, InternalRpcError, TransactionExecutionError } from "viem";
import { describe, expect, it } from "vitest";
import { cannotPay, sayingWhenUnpaid } from "./insufficientFunds.js";

describe("cannotPay", () => {
  it("finds viem's InsufficientFundsError anywhere in the chain", () => {
    const node = new InternalRpcError(new Error("boom"));
    const wrapped = new TransactionExecutionError(new InsufficientFundsError({ cause: node }), {
      account: undefined,
    } as never);
    expect(cannotPay(wrapped)).toBe(true);
    expect(cannotPay(node)).toBe(false);
  });

  it.each([
    [{ code: -32000, message: "insufficient funds for gas * price + value" }, true],
    [{ code: -32003, message: "Insufficient funds for gas * price + value" }, true],
    [{ code: -32000, message: "nonce too low" }, false],
    [new InternalRpcError(new Error("insufficient funds for gas * price + value")), true],
    [new InternalRpcError(new Error("out of memory")), false],
  ])("reads %o as viem would: %s", (error, expected) => {
    expect(cannotPay(error)).toBe(expected);
  });
});

describe("sayingWhenUnpaid", () => {
  it("rejects an unpaid transaction as INSUFFICIENT_FUNDS, anything else as it came", async () => {
    const raw = { code: -32000, message: "insufficient funds for gas * price + value" };
    await expect(sayingWhenUnpaid(() => Promise.reject(raw))).rejects.toMatchObject({
      code: "INSUFFICIENT_FUNDS",
      shortMessage: "Not enough funds to pay for this transaction and its network fee",
      cause: raw,
    });
    const other = { code: 4001, message: "no" };
    await expect(sayingWhenUnpaid(() => Promise.reject(other))).rejects.toBe(other);
  });
});
