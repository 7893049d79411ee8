import { ConnectionError, FoyerError, normalizeWalletError } from "@foyer/core";
import { messages } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { failedAttemptStatus } from "./connectAttempt.js";

describe("connect attempt outcome", () => {
  it("a 4001 is a rejection", () => {
    expect(failedAttemptStatus(normalizeWalletError({ code: 4001, message: "no" }))).toBe(
      "rejected",
    );
  });

  it("anything else is a failure", () => {
    expect(failedAttemptStatus(new FoyerError("Adapter not found", { code: "X" }))).toBe("failed");
    expect(failedAttemptStatus(new Error("boom"))).toBe("failed");
  });

  it("a wallet on none of the app's networks says so (behaviour §8)", () => {
    const error = new ConnectionError(messages.connectorSupportsNoRequestedChain, {
      code: "NO_REQUESTED_CHAIN",
    });
    expect(failedAttemptStatus(error)).toBe("noRequestedChain");
  });
});
