import { FoyerError } from "@foyer/core";
import { ChainNotConfiguredError, SwitchChainNotSupportedError } from "@wagmi/core";
import {
  InsufficientFundsError,
  InternalRpcError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from "viem";
import { describe, expect, it } from "vitest";
import { toFoyerError } from "./errors.js";

describe("toFoyerError", () => {
  it("turns wagmi's configuration errors into the SPEC §8 client errors", () => {
    const unsupported = toFoyerError(
      new SwitchChainNotSupportedError({ connector: { name: "X" } as never }),
    );
    expect(unsupported).toBeInstanceOf(FoyerError);
    expect(unsupported.code).toBe("CHAIN_SWITCHING_NOT_SUPPORTED");
    expect(toFoyerError(new ChainNotConfiguredError()).code).toBe("CHAIN_NOT_CONFIGURED");
  });

  it("normalises wallet errors by code, also when viem wraps them", () => {
    const wrapped = new UserRejectedRequestError(Object.assign(new Error("no"), { code: 4001 }));
    const error = toFoyerError(wrapped, { USER_REJECTED: "Connection rejected" });
    expect(error.code).toBe("USER_REJECTED");
    expect(error.message).toBe("Connection rejected");
    expect(toFoyerError({ code: 4902, message: "unknown chain" }).code).toBe("UNRECOGNIZED_CHAIN");
  });

  it("says an account can't pay when viem read insufficient funds anywhere in the chain", () => {
    const node = new InternalRpcError(new Error("insufficient funds for gas * price + value"));
    const wrapped = new TransactionExecutionError(new InsufficientFundsError({ cause: node }), {
      account: undefined,
    } as never);
    const error = toFoyerError(wrapped);
    expect(error.code).toBe("INSUFFICIENT_FUNDS");
    expect(error.message).toBe("Not enough funds to pay for this transaction and its network fee");
    expect(toFoyerError(new InternalRpcError(new Error("out of memory"))).code).toBe(
      "INTERNAL_ERROR",
    );
  });

  it("reads a wallet's raw insufficient-funds answer as viem would", () => {
    const raw = { code: -32000, message: "insufficient funds for gas * price + value" };
    expect(toFoyerError(raw).code).toBe("INSUFFICIENT_FUNDS");
    expect(
      toFoyerError({ code: -32003, message: "Insufficient funds for gas * price + value" }).code,
    ).toBe("INSUFFICIENT_FUNDS");
    expect(toFoyerError({ code: -32000, message: "nonce too low" }).code).toBe("INVALID_INPUT");
  });
});
