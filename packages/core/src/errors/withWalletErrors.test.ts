import { describe, expect, it } from "vitest";
import { withWalletErrors } from "./withWalletErrors.js";

describe("withWalletErrors", () => {
  it("passes a result through", async () => {
    await expect(withWalletErrors(async () => 7)).resolves.toBe(7);
  });

  it("rejects with a WalletError for a wallet's raw throw", async () => {
    const raw = { code: 4001, message: "User rejected the request." };
    await expect(
      withWalletErrors(async () => {
        throw raw;
      }),
    ).rejects.toMatchObject({ name: "WalletError", code: "USER_REJECTED" });
  });

  it("rejects with the caller's mapping when given", async () => {
    const mapped = new Error("mapped");
    await expect(
      withWalletErrors(
        async () => {
          throw new Error("raw");
        },
        () => mapped,
      ),
    ).rejects.toBe(mapped);
  });
});
