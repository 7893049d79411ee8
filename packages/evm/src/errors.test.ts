import { FoyerError } from "@foyer/core";
import { ChainNotConfiguredError, SwitchChainNotSupportedError } from "@wagmi/core";
import { UserRejectedRequestError } from "viem";
import { describe, expect, it } from "vitest";
import { toFoyerError } from "./errors.js";

describe("toFoyerError", () => {
  it("turns wagmi's configuration errors into the behaviour §8 client errors", () => {
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
    expect(error.shortMessage).toBe("Connection rejected");
    expect(toFoyerError({ code: 4902, message: "unknown chain" }).code).toBe("UNRECOGNIZED_CHAIN");
  });
});
