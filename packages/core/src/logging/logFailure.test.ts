import { describe, expect, it } from "vitest";
import { FoyerError } from "../errors/FoyerError.js";
import { WalletError } from "../errors/walletError.js";
import type { EntryLevel } from "./logBuffer.js";
import { logFailure } from "./logFailure.js";

function recorder() {
  const entries: { level: EntryLevel; message: string; fields?: Record<string, unknown> }[] = [];
  return {
    entries,
    log(level: EntryLevel, message: string, fields?: Record<string, unknown>) {
      entries.push({ level, message, ...(fields ? { fields } : {}) });
    },
  };
}

describe("logFailure", () => {
  it("logs what the person saw at error, with the failure's code and the failure", () => {
    const logger = recorder();
    const failure = new FoyerError("Not enough ETH to pay the network fee", {
      code: "SWAP_INSUFFICIENT_GAS",
    });
    logFailure(logger, "Not enough ETH to pay the network fee", failure);
    expect(logger.entries).toEqual([
      {
        level: "error",
        message: "Not enough ETH to pay the network fee",
        fields: { code: "SWAP_INSUFFICIENT_GAS", error: failure },
      },
    ]);
  });

  it("a refusal by the person goes in at info", () => {
    const logger = recorder();
    const rejected = new WalletError("The request was rejected in the wallet", {
      code: "USER_REJECTED",
    });
    logFailure(logger, "Transaction rejected", rejected);
    expect(logger.entries[0]?.level).toBe("info");
  });

  it("a toast without its failure still logs the words shown", () => {
    const logger = recorder();
    logFailure(logger, "Copy failed", undefined);
    expect(logger.entries).toEqual([{ level: "error", message: "Copy failed", fields: {} }]);
  });
});
